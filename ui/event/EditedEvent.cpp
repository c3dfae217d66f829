#include "ui/event/EditedEvent.h"

#include "desktop/DatabaseSession.h"
#include "desktop/EventOperations.h"
#include "desktop/PlayerOperations.h"

#include <QApplication>
#include <QTabWidget>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>

namespace rd::ui {

EditedEvent::EditedEvent(desktop::DatabaseSession &session, desktop::EventOperations &events,
    desktop::PlayerOperations &players, QTabWidget *tabs, QUndoGroup *undoGroup,
    QUndoStack *windowHistory)
    : QObject(tabs)
    , m_session(session)
    , m_events(events)
    , m_players(players)
    , m_tabs(tabs)
    , m_undoGroup(undoGroup)
    , m_windowHistory(windowHistory)
{
    connect(&session, &desktop::DatabaseSession::aboutToSwitch, this, [this] { close(); });
    connect(tabs, &QTabWidget::currentChanged, this, &EditedEvent::followUndo);
}

EditedEvent::~EditedEvent()
{
    close();
}

bool EditedEvent::isShown() const
{
    return m_workspace && m_tabs->currentWidget() == m_workspace;
}

void EditedEvent::show()
{
    if (m_workspace)
        m_tabs->setCurrentWidget(m_workspace);
}

desktop::Outcome<bool> EditedEvent::openStored(qint64 eventId)
{
    const auto summary = m_events.summary(eventId);
    if (!summary)
        return summary.failure();
    if (!*summary)
        return false;
    bool typed = false;
    QMap<QString, QString> unfinished;
    auto content = m_events.content(eventId, &typed, &unfinished);
    if (!content)
        return content.failure();
    const bool rated = (*summary)->status == model::EventStatus::Rated;
    const auto opened = open(eventId,
        !rated      ? Mode::Draft
            : typed ? Mode::Correction
                    : Mode::Rated,
        std::move(*content));
    if (!opened)
        return opened.failure();
    // Once the editor is laid out, so that a cell's editor can open in it.
    if (!unfinished.isEmpty())
        QTimer::singleShot(0, m_workspace, [workspace = m_workspace, unfinished] {
            workspace->restoreUnfinishedEntries(unfinished);
        });
    return true;
}

desktop::Outcome<desktop::Done> EditedEvent::open(qint64 eventId, Mode mode, io::EventFile content)
{
    // Reopened for editing, the event keeps its claim.
    const bool editing = mode != Mode::Rated && m_session.isWritable();
    // The keyboard stays in the event when it is shown anew (its details changed).
    const QWidget *focused = QApplication::focusWidget();
    const bool hadFocus = m_workspace && focused && m_workspace->isAncestorOf(focused);
    close(editing ? eventId : 0);
    std::optional<desktop::DatabaseSession::Editor> editor;
    if (editing) {
        auto claimed = m_session.claim(eventId);
        if (!claimed)
            return claimed.failure();
        editor = *claimed;
    }
    auto registry = m_players.players();
    if (!registry)
        return registry.failure();
    m_workspace = new EventWorkspace(
        m_session, m_events, eventId, std::move(content), mode, m_tabs->window());
    m_workspace->setReadOnlyDatabase(m_session.isReadOnly());
    if (editor)
        m_workspace->setEditedElsewhere(editor->readOnlySentence());
    m_workspace->setRegistryPlayers(*registry);
    connect(m_workspace, &EventWorkspace::contentSaved, this, [this] {
        retitle();
        emit contentSaved(m_workspace->eventId());
    });
    connect(m_workspace, &EventWorkspace::saveFailed, this, &EditedEvent::saveFailed);
    connect(m_workspace, &EventWorkspace::correctRequested, this,
        [this] { emit correctRequested(m_workspace->eventId()); });
    connect(m_workspace, &EventWorkspace::discardCorrectionRequested, this,
        &EditedEvent::discardCorrectionRequested);
    m_undoGroup->addStack(m_workspace->draft()->undoStack());
    m_tabs->addTab(m_workspace, m_workspace->title());
    m_tabs->setCurrentWidget(m_workspace);
    followUndo();
    if (hadFocus)
        m_workspace->focusFirstField();
    emit opened(eventId);
    return desktop::Done {};
}

void EditedEvent::close(qint64 keepClaimOf)
{
    if (!m_workspace)
        return;
    EventWorkspace *closing = m_workspace;
    m_workspace = nullptr;
    // Its last writes are the session's news (eventsChanged); this no longer follows it.
    disconnect(closing, nullptr, this, nullptr);
    closing->flush();
    m_undoGroup->removeStack(closing->draft()->undoStack());
    m_undoGroup->setActiveStack(m_windowHistory);
    m_tabs->removeTab(m_tabs->indexOf(closing));
    const qint64 eventId = closing->eventId();
    delete closing; // stores the last change while the event is still ours
    if (eventId != keepClaimOf)
        m_session.release(eventId);
}

// Undo and redo work on the event being edited while its tab is shown; a rated event shown
// read-only has no steps of its own, and its details' changes are the window's.
void EditedEvent::followUndo()
{
    m_undoGroup->setActiveStack(isShown() && m_workspace->mode() != Mode::Rated
            ? m_workspace->draft()->undoStack()
            : m_windowHistory);
}

void EditedEvent::rated()
{
    if (!m_workspace)
        return;
    m_workspace->setMode(Mode::Rated);
    followUndo();
    retitle();
    m_session.release(m_workspace->eventId());
}

void EditedEvent::retitle()
{
    if (m_workspace)
        m_tabs->setTabText(m_tabs->indexOf(m_workspace), m_workspace->title());
}

} // namespace rd::ui
