#include "ui/event/EventActions.h"

#include "desktop/DatabaseSession.h"
#include "desktop/EventOperations.h"
#include "ui/event/ChangeDetailsCommand.h"
#include "ui/event/DeleteDraftCommand.h"
#include "ui/event/EditedEvent.h"
#include "ui/event/EventChoice.h"
#include "ui/event/EventPropertiesDialog.h"
#include "ui/ratings/PlanConfirmation.h"
#include "ui/ratings/PreviewPanel.h"
#include "ui/widgets/DateField.h"
#include "ui/widgets/ErrorReport.h"
#include "ui/widgets/QtDates.h"
#include "ui/widgets/ShortcutText.h"
#include "ui/window/WindowHistory.h"

#include <QAction>
#include <QDate>
#include <QDir>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoGroup>
#include <QUndoStack>

namespace rd::ui {

using Mode = EventWorkspace::Mode;

EventActions::EventActions(const Parts &parts)
    : QObject(parts.window)
    , m_parts(parts)
{
    const auto action
        = [this](const QString &text, const QString &name, const QString &icon, auto slot) {
              auto *created = new QAction(QIcon::fromTheme(icon), text, m_parts.window);
              created->setObjectName(name);
              connect(created, &QAction::triggered, this, slot);
              return created;
          };
    m_newChess = action(tr("New &chess event"), QStringLiteral("actionNewChessEvent"),
        QStringLiteral("document-new"), [this] { newEvent(RatingSystem::Dwz); });
    m_newChess->setShortcut(QKeySequence::New);
    m_newGo = action(tr("New &Go event"), QStringLiteral("actionNewGoEvent"), QString(),
        [this] { newEvent(RatingSystem::Sagc); });
    m_newGo->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_open = action(tr("&Open"), QStringLiteral("actionOpenEvent"), QStringLiteral("document-open"),
        &EventActions::openSelected);
    m_duplicate = action(tr("D&uplicate"), QStringLiteral("actionDuplicateEvent"),
        QStringLiteral("edit-copy"), &EventActions::duplicateSelected);
    m_details = action(tr("Deta&ils…"), QStringLiteral("actionEventDetails"), QString(),
        [this] { editDetails(); });
    m_correct = action(tr("Co&rrect…"), QStringLiteral("actionCorrectEvent"), QString(), [this] {
        if (const auto id = m_parts.choice.selected())
            correctEvent(*id);
    });
    m_remove = action(tr("De&lete…"), QStringLiteral("actionDeleteEvent"),
        QStringLiteral("edit-delete"), &EventActions::deleteCurrent);
    m_preview = action(tr("Pre&view"), QStringLiteral("actionPreview"), QString(), [this] {
        showPreview();
        m_parts.tabs->setCurrentWidget(m_parts.preview);
    });
    m_preview->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_save = action(tr("&Save evaluation"), QStringLiteral("actionSave"),
        QStringLiteral("document-save"), &EventActions::saveOrStore);
    m_save->setShortcut(QKeySequence::Save);

    connect(m_parts.preview, &PreviewPanel::saveRequested, this, &EventActions::saveEvaluation);
    connect(&m_parts.choice, &EventChoice::selectionChanged, this, &EventActions::showPreview);
    connect(&m_parts.choice, &EventChoice::changed, this, &EventActions::update);
    connect(&m_parts.edited, &EditedEvent::contentSaved, this, [this](qint64 eventId) {
        say(tr("Draft kept"), 2000);
        if (m_parts.choice.selected() == eventId)
            showPreview();
    });
    connect(&m_parts.edited, &EditedEvent::saveFailed, this,
        [this](const QString &sentence) { say(sentence); });
    connect(&m_parts.edited, &EditedEvent::correctRequested, this, &EventActions::correctEvent);
    connect(&m_parts.edited, &EditedEvent::discardCorrectionRequested, this,
        &EventActions::discardCorrection);
    connect(m_parts.list, &QTableView::activated, this, &EventActions::openSelected);
    connect(&m_parts.session, &desktop::DatabaseSession::opened, this, [this] {
        m_parts.windowHistory->stack()->clear();
        m_parts.preview->clear(tr("Choose an event to see its evaluation."));
    });
}

void EventActions::say(const QString &message, int timeout)
{
    m_parts.window->statusBar()->showMessage(message, timeout);
}

// What the Event menu offers follows the chosen event and the database's state.
void EventActions::update()
{
    const auto &summary = m_parts.choice.selectedSummary();
    const bool writable = m_parts.session.isWritable();
    const bool rated = summary && summary->status == model::EventStatus::Rated;
    m_newChess->setEnabled(writable);
    m_newGo->setEnabled(writable);
    m_open->setEnabled(summary.has_value());
    m_duplicate->setEnabled(writable && summary);
    m_correct->setEnabled(writable && rated);
    m_remove->setEnabled(writable && m_parts.choice.currentSummary());
    const EventWorkspace *workspace = m_parts.edited.workspace();
    const bool editing = workspace && workspace->mode() != Mode::Rated;
    // A rated event's details change no rating: they are changed without a correction.
    m_details->setEnabled(writable && workspace && !workspace->isEditedElsewhere());
    m_save->setEnabled(writable && (editing || (summary && !rated)));
}

void EventActions::showContextMenu(const QPoint &position)
{
    const QModelIndex index = m_parts.list->indexAt(position);
    if (index.isValid())
        m_parts.list->setCurrentIndex(index);
    // The menu's actions act on the list's choice, whatever tab is shown.
    m_parts.choice.setActingOnList(true);
    m_parts.choice.update();
    QMenu menu(m_parts.window);
    menu.addActions({ m_open, m_duplicate, m_correct, m_remove });
    menu.exec(m_parts.list->viewport()->mapToGlobal(position));
    m_parts.choice.setActingOnList(false);
    m_parts.choice.update();
}

// The evaluation of the chosen event as it would be saved: for the event being edited, of what
// was typed; a correction with every later rating it changes.
void EventActions::showPreview()
{
    m_plan.reset();
    const auto eventId = m_parts.choice.selected();
    if (!eventId || !m_parts.session.isOpen())
        return m_parts.preview->clear(tr("Choose an event to see its evaluation."));
    QString why;
    m_plan = m_parts.choice.planOf(*eventId, &why);
    if (m_plan)
        m_parts.preview->showPlan(*m_plan);
    else
        m_parts.preview->clear(why);
}

bool EventActions::openEvent(qint64 eventId)
{
    if (!m_parts.session.isOpen())
        return false;
    // An event shown read-only because another desktop edited it is read again: it may be free.
    const EventWorkspace *workspace = m_parts.edited.workspace();
    if (m_parts.edited.isEditing(eventId) && !workspace->isEditedElsewhere()) {
        m_parts.edited.show();
        return true;
    }
    const auto opened = m_parts.edited.openStored(eventId);
    return ErrorReport::succeeded(m_parts.window, tr("Opening the event"), opened) && *opened;
}

void EventActions::openSelected()
{
    if (const auto id = m_parts.choice.selected())
        openEvent(*id);
}

qint64 EventActions::newEvent(RatingSystem system)
{
    if (!m_parts.session.isWritable())
        return 0;
    const auto created = m_parts.events.createEmpty(system, toDate(QDate::currentDate()));
    if (!ErrorReport::succeeded(m_parts.window, tr("Creating the event"), created))
        return 0;
    const qint64 id = *created;
    m_parts.choice.select(id);
    if (openEvent(id))
        m_parts.edited.workspace()->focusFirstField();
    return id;
}

void EventActions::duplicateSelected()
{
    const auto id = m_parts.choice.selected();
    if (!id || !m_parts.session.isWritable())
        return;
    const auto copy = m_parts.events.duplicate(*id);
    if (!ErrorReport::succeeded(m_parts.window, tr("Duplicating the event"), copy))
        return;
    m_parts.choice.select(*copy);
    openEvent(*copy);
}

// The event's particulars for reports and federation files, as one undoable step; those of a
// rated event, which change no rating, without a correction.
void EventActions::editDetails(const QString &field)
{
    EventWorkspace *workspace = m_parts.edited.workspace();
    if (workspace && workspace->mode() == Mode::Rated && m_parts.session.isWritable()
        && !workspace->isEditedElsewhere())
        return editRatedDetails(workspace->eventId(), field);
    if (!workspace || workspace->draft()->isReadOnly())
        return;
    EventDraft *draft = workspace->draft();
    EventPropertiesDialog dialog(draft->file(), m_parts.window);
    dialog.showField(field);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const io::EventParticulars particulars = dialog.particulars();
    draft->applyToFile(tr("Event details"), [&](io::EventFile &file) {
        file.event.event.properties = particulars.properties;
        file.details = particulars.files;
    });
}

// The details of a rated event that change no rating (store::EventLifecycle::changeDetails):
// kept at once in the event's history, an undo step of the window.
void EventActions::editRatedDetails(qint64 eventId, const QString &field)
{
    const io::EventFile &event = m_parts.edited.workspace()->draft()->file();
    const auto history = m_parts.events.detailsChanges(eventId);
    if (!ErrorReport::succeeded(m_parts.window, tr("Event details"), history))
        return;
    EventPropertiesDialog dialog(event, m_parts.window);
    dialog.showRated(*history);
    dialog.showField(field);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const io::EventParticulars before { event.event.event.properties, event.details };
    const io::EventParticulars after = dialog.particulars();
    if (after == before)
        return;
    const auto shown = [this, eventId]() -> desktop::Outcome<desktop::Done> {
        // The rated event's tab shows the details as they are now.
        if (m_parts.edited.isEditing(eventId)
            && m_parts.edited.workspace()->mode() == Mode::Rated) {
            const auto opened = m_parts.edited.openStored(eventId);
            if (!opened)
                return opened.failure();
        }
        return desktop::Done {};
    };
    if (!m_parts.windowHistory->push(
            new ChangeDetailsCommand(m_parts.events, eventId, before, after, shown)))
        return;
    say(tr("Details kept; the ratings stay as they are (%1 takes the change back)")
            .arg(shortcutText(m_parts.undo->shortcut())),
        8000);
}

// A rated event's correction: its content as a draft kept on the event, which does not change
// until the correction's evaluation is saved.
void EventActions::correctEvent(qint64 eventId)
{
    const auto summary = m_parts.choice.summaryOf(eventId);
    if (!summary || summary->status != model::EventStatus::Rated || !m_parts.session.isWritable())
        return;
    const bool started = startCorrection(eventId);
    m_parts.choice.update();
    if (started)
        say(tr("Correcting \"%1\": the rated evaluation stays until the correction is saved.")
                .arg(summary->name),
            8000);
}

// Whether the correction of `eventId` is open to be typed; shown read-only when another desktop
// corrects it already.
bool EventActions::startCorrection(qint64 eventId)
{
    const QString action = tr("Correcting the event");
    const auto started = m_parts.events.startCorrection(eventId);
    if (!ErrorReport::succeeded(m_parts.window, action, started))
        return false;
    if (*started) {
        // Another desktop corrects it already: shown as it is there, read-only.
        m_parts.edited.close();
        openEvent(eventId);
        return false;
    }
    auto content = m_parts.events.content(eventId);
    return ErrorReport::succeeded(m_parts.window, action, content)
        && ErrorReport::succeeded(m_parts.window, action,
            m_parts.edited.open(eventId, Mode::Correction, std::move(*content)));
}

void EventActions::discardCorrection()
{
    const EventWorkspace *workspace = m_parts.edited.workspace();
    if (!workspace || workspace->mode() != Mode::Correction)
        return;
    const qint64 eventId = workspace->eventId();
    if (QMessageBox::question(m_parts.window, tr("Discard the correction"),
            tr("Discard the correction? The rated event stays as it is."))
        != QMessageBox::Yes)
        return;
    m_parts.edited.close();
    ErrorReport::succeeded(
        m_parts.window, tr("Discarding the correction"), m_parts.events.discardCorrection(eventId));
    openEvent(eventId);
}

// Ctrl+S: what is typed is kept already; a draft or correction that can be rated is rated and
// saved (after the later ratings it changes are shown), one that cannot says why.
void EventActions::saveOrStore()
{
    // An event shown read-only because another desktop edited it is read again first: rated as
    // it is now, never as it was when it was opened.
    if (m_parts.edited.workspace() && m_parts.edited.workspace()->isEditedElsewhere())
        openEvent(m_parts.edited.workspace()->eventId());
    EventWorkspace *workspace = m_parts.edited.workspace();
    if (workspace && workspace->mode() != Mode::Rated) {
        workspace->flush();
        m_parts.choice.select(workspace->eventId());
        if (refusedAsTyped(*workspace))
            return;
    }
    showPreview();
    saveEvaluation();
}

// An event is rated only as it is typed: while the draft holds a cell or field that is no
// result or no date, or an error, the first problem is named and the cursor put on it.
bool EventActions::refusedAsTyped(EventWorkspace &workspace)
{
    const std::vector<edit::Problem> blockers = workspace.ratingBlockers();
    if (blockers.empty())
        return false;
    say(tr("Not rated; the draft is kept as typed. %1").arg(blockers.front().message));
    workspace.showRefusal(blockers.front());
    return true;
}

bool EventActions::saveEvaluation()
{
    if (EventWorkspace *workspace = m_parts.edited.workspace())
        workspace->flush();
    if (!m_plan || !m_parts.session.isWritable())
        return false;
    const qint64 eventId = m_plan->evaluations.front().event.id;
    EventWorkspace *workspace = m_parts.edited.workspace();
    if (m_parts.edited.isEditing(eventId) && workspace->mode() != Mode::Rated
        && refusedAsTyped(*workspace))
        return false;
    if (m_parts.choice.refusedWhileUnreadable(eventId, tr("Save evaluation")))
        return false;
    if (!m_plan->changes.empty()
        && !PlanConfirmation::ask(m_parts.window, tr("Save evaluation"),
            tr("Saving also changes %n rating(s), listed below. Save?", nullptr,
                static_cast<int>(m_plan->changes.size())),
            *m_plan))
        return false;
    const model::Plan plan = *m_plan;
    if (!ErrorReport::succeeded(
            m_parts.window, tr("Saving the evaluation"), m_parts.events.commit(plan)))
        return false;
    // The tab of the event follows its state at once: rated, shown read-only, free for others.
    if (m_parts.edited.isEditing(eventId))
        m_parts.edited.rated();
    m_parts.choice.select(eventId);
    showPreview();
    m_parts.choice.update();
    say(tr("Evaluation saved"), 5000);
    return true;
}

void EventActions::deleteCurrent()
{
    const auto id = m_parts.choice.current();
    if (!id || !m_parts.session.isWritable())
        return;
    const auto summary = m_parts.choice.summaryOf(*id);
    if (!summary)
        return;
    const auto editor = m_parts.session.otherEditorOf(*id);
    if (!ErrorReport::succeeded(m_parts.window, tr("Deleting the event"), editor))
        return;
    if (*editor) {
        QMessageBox::information(
            m_parts.window, tr("Event being edited"), (*editor)->editedElsewhereSentence());
        return;
    }
    if (summary->status == model::EventStatus::Rated)
        deleteRatedEvent(*summary);
    else
        deleteDraft(*summary);
}

void EventActions::deleteDraft(const model::EventSummary &event)
{
    const QString name = m_parts.choice.nameOf(event.id);
    const auto answer = QMessageBox::question(m_parts.window, tr("Delete the draft"),
        tr("Delete the draft \"%1\"? Edit > Undo brings it back while this window is open.")
            .arg(name));
    if (answer != QMessageBox::Yes)
        return;
    m_parts.undoGroup->setActiveStack(m_parts.windowHistory->stack());
    if (!m_parts.windowHistory->push(
            new DeleteDraftCommand(m_parts.events, m_parts.choice, m_parts.edited, event.id, name)))
        return;
    say(tr("Draft \"%1\" deleted (%2 brings it back)")
            .arg(name, shortcutText(m_parts.undo->shortcut())),
        8000);
}

// A rated event goes only after the director has seen every later rating that changes.
void EventActions::deleteRatedEvent(const model::EventSummary &event)
{
    const auto previewed = m_parts.events.previewDeletion(event.id);
    if (!ErrorReport::succeeded(m_parts.window, tr("Deleting the event"), previewed))
        return;
    const model::Plan &plan = *previewed;
    if (!PlanConfirmation::ask(m_parts.window, tr("Delete the rated event"),
            tr("Delete the rated event \"%1\"? This cannot be undone; %n later rating(s) change.",
                nullptr, static_cast<int>(plan.changes.size()))
                .arg(event.name),
            plan))
        return;
    if (m_parts.edited.isEditing(event.id))
        m_parts.edited.close();
    const auto written = m_parts.events.deleteEvent(event.id, plan);
    if (!ErrorReport::succeeded(m_parts.window, tr("Deleting the event"), written))
        return;
    if (written->backup)
        say(tr("\"%1\" deleted. The database as it was before is kept in %2.")
                .arg(event.name, QDir::toNativeSeparators(*written->backup)));
    else
        say(tr("\"%1\" deleted").arg(event.name), 8000);
}

bool EventActions::confirmClose()
{
    EventWorkspace *workspace = m_parts.edited.workspace();
    if (workspace)
        workspace->flush();
    if (!workspace || workspace->mode() == Mode::Rated || m_parts.session.isReadOnly())
        return true;
    const EventInput &event = workspace->draft()->event();
    if (event.chessGames.empty() && event.goGames.empty())
        return true;
    return QMessageBox::question(m_parts.window, tr("Evaluation not saved"),
               tr("The evaluation of \"%1\" is not saved yet. What you typed is kept and opens "
                  "again from the events list. Quit anyway?")
                   .arg(QString::fromStdString(event.event.name)))
        == QMessageBox::Yes;
}

// Where a problem of the submission check is: the event opened at the player's row and round,
// at its date in the editor, or at its detail in Event → Details.
void EventActions::showPlace(qint64 eventId, const edit::Location &place)
{
    if (!openEvent(eventId) || !m_parts.edited.workspace())
        return;
    // The dates are the editor's own fields (the start date of TRF-2026), the rest a detail.
    EventWorkspace *workspace = m_parts.edited.workspace();
    if (place.startNumber != 0 || place.round != 0
        || workspace->findChild<DateField *>(place.field))
        workspace->showPlace(place);
    else
        editDetails(place.field);
}

} // namespace rd::ui
