#pragma once

#include "desktop/EventOperations.h"
#include "ui/event/EventDraft.h"

#include <QUndoCommand>

#include <optional>

class QWidget;

namespace rd::ui {

class EditedEvent;
class EventChoice;

// Deleting a draft as a step of the main window's Edit > Undo: undone while the window is open,
// the draft comes back as it was, under its own number, with its draft as typed (cells that are
// no result included) and, when it was open in its editor, opened again with its undo history.
class DeleteDraftCommand : public QUndoCommand {
public:
    // Failures are shown over `dialogParent`.
    DeleteDraftCommand(desktop::EventOperations &events, EventChoice &choice, EditedEvent &edited,
        QWidget *dialogParent, qint64 eventId, const QString &name);

    void redo() override;
    void undo() override;

private:
    desktop::EventOperations &m_events;
    EventChoice &m_choice;
    EditedEvent &m_edited;
    QWidget *m_dialogParent;
    qint64 m_eventId;
    std::optional<desktop::DeletedDraft> m_deleted;
    // The editor's undo history, when the draft was open as it was deleted.
    std::optional<EventDraft::History> m_history;
};

} // namespace rd::ui
