#include "ui/reports/ReportActions.h"

#include "engine/model/Rounds.h"
#include "report/PagedPrinter.h"
#include "ui/event/EventChoice.h"
#include "ui/widgets/FileDialogs.h"

#include <QAction>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>

#include <tuple>

namespace rd::ui {

namespace {

// A file name for `name`, as offered in a save dialog: characters no file system takes become
// "-".
QString offeredFileName(const QString &name, const QString &suffix)
{
    QString file = name.trimmed();
    for (const QChar character : QStringLiteral("/\\:*?\"<>|"))
        file.replace(character, QLatin1Char('-'));
    return (file.isEmpty() ? QStringLiteral("event") : file) + QLatin1Char('.') + suffix;
}

} // namespace

ReportActions::ReportActions(EventChoice &choice, QWidget *window)
    : QObject(window)
    , m_choice(choice)
    , m_window(window)
{
    m_print = new QAction(
        QIcon::fromTheme(QStringLiteral("document-print")), tr("&Print evaluation…"), window);
    m_print->setObjectName(QStringLiteral("actionPrint"));
    m_print->setShortcut(QKeySequence::Print);
    connect(m_print, &QAction::triggered, this, &ReportActions::printEvaluation);
    m_pdf = new QAction(tr("Evaluation as P&DF…"), window);
    m_pdf->setObjectName(QStringLiteral("actionPdf"));
    connect(m_pdf, &QAction::triggered, this,
        [this] { chooseReportFile(report::ReportKind::Evaluation); });
    connect(&choice, &EventChoice::changed, this, &ReportActions::update);
}

void ReportActions::addOtherReports(QMenu *menu)
{
    const std::tuple<report::ReportKind, QString, QString> kinds[] = {
        { report::ReportKind::Standings, tr("&Standings…"), QStringLiteral("actionStandings") },
        { report::ReportKind::Crosstable, tr("&Crosstable…"), QStringLiteral("actionCrosstable") },
        { report::ReportKind::RecordSheet, tr("&Record sheet…"),
            QStringLiteral("actionRecordSheet") },
        { report::ReportKind::Pairings, tr("&Pairings of the last round…"),
            QStringLiteral("actionPairings") },
        { report::ReportKind::PairingsByName, tr("Pairings by &name…"),
            QStringLiteral("actionPairingsByName") },
    };
    for (const auto &[kind, title, name] : kinds) {
        QAction *action
            = menu->addAction(title, this, [this, kind = kind] { chooseReportFile(kind); });
        action->setObjectName(name);
        m_others.emplace_back(kind, action);
    }
}

// Nothing to print without an event; each report only for the system whose form it is.
void ReportActions::update()
{
    const auto &current = m_choice.currentSummary();
    m_print->setEnabled(current.has_value());
    m_pdf->setEnabled(current.has_value());
    for (const auto &[kind, action] : m_others)
        action->setEnabled(current && report::EventReport::fits(kind, current->system));
}

void ReportActions::printEvaluation()
{
    const auto eventId = m_choice.current();
    if (!eventId || m_choice.refusedWhileUnreadable(*eventId, tr("Print evaluation")))
        return;
    QString why;
    const std::optional<model::Plan> plan = m_choice.planOf(*eventId, &why);
    if (!plan) {
        QMessageBox::information(m_window, tr("Print evaluation"), why);
        return;
    }
    QPrinter printer;
    QPrintDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Print the evaluation of “%1”").arg(m_choice.nameOf(*eventId)));
    if (dialog.exec() != QDialog::Accepted)
        return;
    const model::PlannedEvaluation &planned = plan->evaluations.front();
    report::EventReport report(planned.input, report::ReportKind::Evaluation);
    report.setEvaluation(planned.evaluation);
    printer.setPageOrientation(report.orientation());
    report.print(printer);
}

bool ReportActions::exportReport(const QString &path, report::ReportKind kind)
{
    const auto eventId = m_choice.current();
    if (!eventId || m_choice.refusedWhileUnreadable(*eventId, tr("Reports")))
        return false;
    if (kind == report::ReportKind::Evaluation) {
        const std::optional<model::Plan> plan = m_choice.planOf(*eventId);
        if (!plan)
            return false;
        const model::PlannedEvaluation &planned = plan->evaluations.front();
        report::EventReport report(planned.input, kind);
        report.setEvaluation(planned.evaluation);
        return report.writePdf(path, report::systemPaper());
    }
    const std::optional<EventInput> event = m_choice.reportedEvent(*eventId);
    if (!event || !report::EventReport::fits(kind, event->system))
        return false;
    return report::EventReport(*event, kind).writePdf(path, report::systemPaper());
}

void ReportActions::chooseReportFile(report::ReportKind kind)
{
    const auto eventId = m_choice.currentToWrite(tr("Reports"));
    if (!eventId)
        return;
    const std::optional<EventInput> event = m_choice.reportedEvent(*eventId);
    if (!event)
        return;
    if (!report::EventReport::fits(kind, event->system)) {
        QMessageBox::information(m_window, tr("Reports"),
            kind == report::ReportKind::RecordSheet
                ? tr("The record sheet is the form of a Go event.")
                : tr("A Go event has no crosstable and no pairings; its standings and record "
                     "sheet are printed."));
        return;
    }
    const bool pairings
        = kind == report::ReportKind::Pairings || kind == report::ReportKind::PairingsByName;
    if (pairings && model::lastPairedRound(*event) == 0) {
        QMessageBox::information(
            m_window, tr("Reports"), tr("No round of this event is paired yet."));
        return;
    }
    QString why;
    if (kind == report::ReportKind::Evaluation && !m_choice.planOf(*eventId, &why)) {
        QMessageBox::information(m_window, tr("Reports"), why);
        return;
    }
    // The event's name and the report's title are offered as the file's, so that the reports
    // of one event do not write over each other ("Club evening - Crosstable.pdf"); a name typed
    // without a suffix gets ".pdf".
    const QString name = m_choice.nameOf(*eventId);
    const QString title = report::EventReport(*event, kind).title();
    QString path = chooseFileToSave(m_window, tr("Report of “%1” as PDF").arg(name),
        offeredFileName(
            tr("%1 - %2", "event name - report title").arg(name, title), QStringLiteral("pdf")),
        tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    if (!exportReport(path, kind))
        QMessageBox::warning(
            m_window, tr("Reports"), tr("%1 cannot be written; choose another place.").arg(path));
}

} // namespace rd::ui
