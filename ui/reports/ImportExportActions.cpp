#include "ui/reports/ImportExportActions.h"

#include "desktop/DatabaseSession.h"
#include "desktop/EventOperations.h"
#include "desktop/ImportOperations.h"
#include "ui/event/EditedEvent.h"
#include "ui/event/EventChoice.h"
#include "ui/lists/RatingListLoading.h"
#include "ui/players/PlayerImportDialog.h"
#include "ui/reports/SubmissionCheckDialog.h"
#include "ui/widgets/ErrorReport.h"
#include "ui/widgets/FileDialogs.h"

#include <QAction>
#include <QDir>
#include <QMainWindow>
#include <QMessageBox>
#include <QSaveFile>
#include <QStatusBar>

namespace rd::ui {

ImportExportActions::ImportExportActions(QMainWindow *window, desktop::DatabaseSession &session,
    desktop::EventOperations &events, EditedEvent &edited, EventChoice &choice,
    PlaceShower showPlace)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_events(events)
    , m_edited(edited)
    , m_choice(choice)
    , m_showPlace(std::move(showPlace))
{
    m_import
        = new QAction(QIcon::fromTheme(QStringLiteral("document-import")), tr("&Import…"), window);
    m_import->setObjectName(QStringLiteral("actionImport"));
    m_import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_import, &QAction::triggered, this, &ImportExportActions::chooseImport);
    m_export = new QAction(tr("&Export event…"), window);
    m_export->setObjectName(QStringLiteral("actionExport"));
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_export, &QAction::triggered, this, &ImportExportActions::chooseExport);
    m_loadList = new QAction(tr("Load rating &list…"), window);
    m_loadList->setObjectName(QStringLiteral("actionLoadRatingList"));
    connect(m_loadList, &QAction::triggered, this, [this] {
        if (m_session.isWritable())
            RatingListLoading(m_session, m_window).run();
    });
    connect(&choice, &EventChoice::changed, this, &ImportExportActions::update);
}

void ImportExportActions::update()
{
    m_import->setEnabled(m_session.isWritable());
    m_loadList->setEnabled(m_session.isWritable());
    m_export->setEnabled(m_choice.currentSummary().has_value());
}

// Any file the import service reads: an event file (by its suffix) as a draft, a CSV file as
// players after the columns are chosen. Problems are shown by line and nothing is written;
// warnings are shown after the import.
bool ImportExportActions::importFile(const QString &path)
{
    if (!m_session.isWritable())
        return false;
    desktop::ImportOperations imports(m_session);
    const auto previewed = imports.previewFile(path);
    if (!ErrorReport::succeeded(m_window, tr("Import"), previewed))
        return false;
    const desktop::ImportPreview &plan = *previewed;
    if (plan.isPlayerList() && !plan.table().header.isEmpty())
        return importPlayerList(imports, plan);
    if (!plan.canWrite()) {
        QMessageBox::warning(m_window, tr("Import"),
            tr("%1 cannot be imported:\n%2")
                .arg(QDir::toNativeSeparators(path), plan.reportLines().join(QLatin1Char('\n'))));
        return false;
    }
    // Players taken for ones already in the database are shown before anything is written.
    if (plan.takesExistingPlayers()
        && QMessageBox::question(m_window, tr("Import"),
               tr("%1\n\nImport the event?").arg(plan.reportLines().join(QLatin1Char('\n'))))
            != QMessageBox::Yes)
        return false;
    const auto written = imports.write(plan);
    if (!ErrorReport::succeeded(m_window, tr("Import"), written))
        return false;
    m_choice.select(written->eventId);
    // The file's warnings do not stop the import: shown in a window that waits for no answer.
    if (!plan.warnings().isEmpty()) {
        QStringList warnings;
        for (const io::DocumentError &warning : plan.warnings())
            warnings << warning.userText();
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Import"),
            tr("%1 was imported with these warnings:\n%2")
                .arg(QDir::toNativeSeparators(path), warnings.join(QLatin1Char('\n'))),
            QMessageBox::Ok, m_window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setModal(false);
        box->show();
    }
    return true;
}

// A player list: shown with its columns' meanings to choose and the service's report, imported
// when every line reads.
bool ImportExportActions::importPlayerList(
    desktop::ImportOperations &imports, const desktop::ImportPreview &guessed)
{
    PlayerImportDialog dialog(
        guessed.table(),
        [this, &imports, &guessed](const std::vector<io::PlayerColumn> &columns) {
            const auto plan = imports.previewPlayers(guessed.fileName(), guessed.table(), columns);
            return ErrorReport::succeeded(m_window, tr("Import"), plan) ? *plan : guessed;
        },
        m_window);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const auto written = imports.write(dialog.plan());
    if (!ErrorReport::succeeded(m_window, tr("Import"), written))
        return false;
    m_window->statusBar()->showMessage(written->summary, 8000);
    return true;
}

void ImportExportActions::chooseImport()
{
    const QString path = chooseFileToOpen(m_window, tr("Import"), {},
        tr("Events and player lists (*.json *.trf *.h9 *.csv);;Event documents (*.json);;FIDE TRF "
           "(*.trf);;"
           "EGD tables (*.h9);;Player lists (*.csv)"));
    if (!path.isEmpty())
        importFile(path);
}

bool ImportExportActions::exportCurrent(
    const QString &path, std::optional<io::ExchangeFormat> format)
{
    const auto eventId = m_choice.current();
    if (!format)
        format = io::formatOfFile(path);
    if (!eventId || !format || m_choice.refusedWhileUnreadable(*eventId, tr("Export")))
        return false;
    if (EventWorkspace *workspace = m_edited.workspace())
        workspace->flush();
    if (!confirmSubmission(m_window, m_events, *eventId, *format,
            [this, id = *eventId](const edit::Location &place) { m_showPlace(id, place); }))
        return false;
    const auto exported = m_events.exportEvent(*eventId, *format);
    if (!ErrorReport::succeeded(m_window, tr("Export"), exported))
        return false;
    const std::optional<QByteArray> &written = *exported;
    if (!written) {
        QMessageBox::warning(
            m_window, tr("Export"), tr("This event cannot be written in that format."));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(*written) < 0 || !file.commit()) {
        QMessageBox::warning(
            m_window, tr("Export"), tr("%1 cannot be written: %2").arg(path, file.errorString()));
        return false;
    }
    return true;
}

void ImportExportActions::chooseExport()
{
    const auto eventId = m_choice.currentToWrite(tr("Export"));
    if (!eventId)
        return;
    // TRF-2026 shares the suffix .trf with TRF-16: its filter chooses it.
    const QString trf2026 = tr("FIDE TRF-2026 (*.trf)");
    QString chosenFilter;
    const QString path
        = chooseFileToSave(m_window, tr("Export “%1”").arg(m_choice.nameOf(*eventId)), {},
            tr("Event documents (*.json);;FIDE TRF (*.trf);;%1;;DSB text (*.txt);;DSB XML (*.xml);;"
               "EGD tables (*.h9)")
                .arg(trf2026),
            &chosenFilter);
    if (!path.isEmpty())
        exportCurrent(path,
            chosenFilter == trf2026 ? std::optional(io::ExchangeFormat::Trf2026) : std::nullopt);
}

} // namespace rd::ui
