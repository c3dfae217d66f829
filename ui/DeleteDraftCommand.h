#pragma once

#include "desktop/DesktopFwd.h"
#include "engine/rating/EventInput.h"

#include <QUndoCommand>

class QWidget;

namespace rd::ui {

class EventChoice;

// Deleting a draft as a step of the main window's Edit > Undo: undone while the window is open,
// the draft comes back as it was typed, under a new number, chosen in the events list.
class DeleteDraftCommand : public QUndoCommand {
public:
    // Failures are shown over `dialogParent`.
    DeleteDraftCommand(desktop::EventOperations &events, EventChoice &choice, QWidget *dialogParent,
        qint64 eventId, EventInput content);

    void redo() override;
    void undo() override;

private:
    desktop::EventOperations &m_events;
    EventChoice &m_choice;
    QWidget *m_dialogParent;
    qint64 m_eventId;
    EventInput m_content;
};

} // namespace rd::ui
