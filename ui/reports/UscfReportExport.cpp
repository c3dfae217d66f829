#include "ui/reports/UscfReportExport.h"

#include "desktop/EventOperations.h"
#include "ui/reports/SubmissionCheckDialog.h"
#include "ui/widgets/ErrorReport.h"
#include "ui/widgets/FileDialogs.h"

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

UscfReportExport::UscfReportExport(QWidget *window, desktop::EventOperations &events,
    std::function<std::optional<qint64>()> currentEvent,
    std::function<void(qint64 eventId, const edit::Location &place)> showPlace)
    : QObject(window)
    , m_window(window)
    , m_action(new QAction(tr("&US Chess rating report…"), this))
    , m_events(events)
    , m_currentEvent(std::move(currentEvent))
    , m_showPlace(std::move(showPlace))
{
    m_action->setObjectName(QStringLiteral("actionUscfReport"));
    connect(m_action, &QAction::triggered, this, &UscfReportExport::exportCurrent);
}

std::optional<io::UscfReportFiles> UscfReportExport::report(qint64 eventId)
{
    const QString title = tr("US Chess rating report");
    const QDate today = QDate::currentDate();
    const auto written
        = m_events.uscfReport(eventId, Date { today.year(), today.month(), today.day() });
    if (!ErrorReport::succeeded(m_window, title, written))
        return std::nullopt;
    if (!written->files) {
        QStringList lines;
        for (const io::DocumentError &problem : written->problems)
            lines << problem.userText();
        QMessageBox box(QMessageBox::Warning, title,
            tr("The event cannot be reported to US Chess yet; nothing was written."),
            QMessageBox::Ok, m_window);
        box.setObjectName(QStringLiteral("uscfReportProblems"));
        box.setInformativeText(lines.join(QLatin1Char('\n')));
        box.exec();
        return std::nullopt;
    }
    return written->files;
}

void UscfReportExport::save(const io::UscfReportFiles &files, const QString &folder)
{
    if (const auto failed = io::saveUscfReport(files, folder)) {
        QMessageBox::warning(m_window, tr("US Chess rating report"),
            tr("The report cannot be written: %1").arg(*failed));
        return;
    }
    if (auto *window = qobject_cast<QMainWindow *>(m_window))
        window->statusBar()->showMessage(
            tr("The US Chess rating report is in %1: THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF.")
                .arg(QDir::toNativeSeparators(folder)),
            kStatusMilliseconds);
}

// What US Chess would send back is asked about, and the tables made, before a folder is asked
// for: a report that is not written does not make the director choose one.
void UscfReportExport::exportCurrent()
{
    const auto eventId = m_currentEvent(); // said why when there is none
    if (!eventId)
        return;
    if (!confirmSubmission(m_window, m_events, *eventId, io::Federation::UsChess,
            [this, id = *eventId](const edit::Location &place) { m_showPlace(id, place); }))
        return;
    const auto files = report(*eventId);
    if (!files)
        return;
    const QString folder = chooseFolderToWrite(m_window,
        tr("Folder for the US Chess rating report (THEXPORT.DBF, TSEXPORT.DBF, TDEXPORT.DBF)"), {});
    if (!folder.isEmpty())
        save(*files, folder);
}

} // namespace rd::ui
