#include "ui/UscfReportExport.h"

#include "engine/store/EventExport.h"
#include "ui/ErrorReport.h"
#include "ui/FileDialogs.h"

#include <QAction>
#include <QDate>
#include <QDir>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

namespace rd::ui {

namespace {

// The status line shows where the report went this long.
constexpr int kStatusMilliseconds = 8000;

} // namespace

UscfReportExport::UscfReportExport(QWidget *window, std::function<store::Database *()> database,
    std::function<std::optional<qint64>()> currentEvent)
    : QObject(window)
    , m_window(window)
    , m_action(new QAction(tr("&US Chess rating report…"), this))
    , m_database(std::move(database))
    , m_currentEvent(std::move(currentEvent))
{
    m_action->setObjectName(QStringLiteral("actionUscfReport"));
    connect(m_action, &QAction::triggered, this, &UscfReportExport::chooseFolder);
}

std::optional<io::UscfReportFiles> UscfReportExport::report()
{
    const QString title = tr("US Chess rating report");
    store::Database *database = m_database();
    const auto eventId = m_currentEvent();
    if (!database || !eventId) {
        QMessageBox::information(m_window, title, tr("Choose a US Chess event first."));
        return std::nullopt;
    }
    const QDate today = QDate::currentDate();
    io::UscfReportWriting written;
    if (!ErrorReport::guard(m_window, title, [&] {
            written = store::exportUscfReport(
                *database, *eventId, Date { today.year(), today.month(), today.day() });
        }))
        return std::nullopt;
    if (!written.files) {
        QStringList lines;
        for (const io::DocumentError &problem : written.problems)
            lines << problem.userText();
        QMessageBox box(QMessageBox::Warning, title,
            tr("The event cannot be reported to US Chess yet; nothing was written."),
            QMessageBox::Ok, m_window);
        box.setObjectName(QStringLiteral("uscfReportProblems"));
        box.setInformativeText(lines.join(QLatin1Char('\n')));
        box.exec();
        return std::nullopt;
    }
    return written.files;
}

bool UscfReportExport::exportTo(const QString &folder)
{
    const auto files = report();
    if (!files)
        return false;
    if (const auto failed = io::saveUscfReport(*files, folder)) {
        QMessageBox::warning(m_window, tr("US Chess rating report"),
            tr("The report cannot be written: %1").arg(*failed));
        return false;
    }
    if (auto *window = qobject_cast<QMainWindow *>(m_window))
        window->statusBar()->showMessage(
            tr("The US Chess rating report is in %1: THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF.")
                .arg(QDir::toNativeSeparators(folder)),
            kStatusMilliseconds);
    return true;
}

// The report is checked before a folder is asked for: a report that cannot be written does
// not make the director choose one.
void UscfReportExport::chooseFolder()
{
    if (!report())
        return;
    const QString folder = chooseFolderToWrite(m_window,
        tr("Folder for the US Chess rating report (THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF)"), {});
    if (!folder.isEmpty())
        exportTo(folder);
}

} // namespace rd::ui
