#pragma once

#include "desktop/DesktopFwd.h"
#include "desktop/Outcome.h"
#include "engine/io/EventFile.h"
#include "ui/event/EventWorkspace.h"

#include <QObject>

class QTabWidget;
class QUndoGroup;
class QUndoStack;

namespace rd::ui {

// The event open in its editor, a tab of the work area. A draft or correction is edited by one
// desktop at a time: opened for editing it is claimed for this desktop, and let go when it
// closes; one another desktop edits opens read-only, saying who edits it. Its undo steps are
// Edit > Undo's while its tab is shown, the window's own (`windowHistory`) otherwise.
class EditedEvent : public QObject {
    Q_OBJECT

public:
    using Mode = EventWorkspace::Mode;

    EditedEvent(desktop::DatabaseSession &session, desktop::EventOperations &events,
        desktop::PlayerOperations &players, QTabWidget *tabs, QUndoGroup *undoGroup,
        QUndoStack *windowHistory);
    ~EditedEvent() override;

    EventWorkspace *workspace() const { return m_workspace; }
    bool isEditing(qint64 eventId) const
    {
        return m_workspace && m_workspace->eventId() == eventId;
    }
    // Its tab is the one shown.
    bool isShown() const;
    void show();

    // Opens `eventId` as stored: a draft to edit, every change kept as typed; a rated event
    // read-only, or its correction if one was started. Whether there is such an event.
    desktop::Outcome<bool> openStored(qint64 eventId);
    // Opens `eventId` in `mode` with `content`.
    desktop::Outcome<desktop::Done> open(qint64 eventId, Mode mode, io::EventFile content);
    // Closes the open event and lets another desktop edit it, unless it is `keepClaimOf`.
    void close(qint64 keepClaimOf = 0);
    // The open event was rated: shown read-only, free for others.
    void rated();
    // The tab's title follows the event's name and state.
    void retitle();

signals:
    void opened(qint64 eventId);
    // A change of the open event is stored: the list and the preview follow.
    void contentSaved(qint64 eventId);
    void saveFailed(const QString &sentence);
    void correctRequested(qint64 eventId);
    void discardCorrectionRequested();

private:
    void followUndo();

    desktop::DatabaseSession &m_session;
    desktop::EventOperations &m_events;
    desktop::PlayerOperations &m_players;
    QTabWidget *m_tabs;
    QUndoGroup *m_undoGroup;
    QUndoStack *m_windowHistory;
    EventWorkspace *m_workspace = nullptr;
};

} // namespace rd::ui
