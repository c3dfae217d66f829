#pragma once

#include "desktop/EventOperations.h"
#include "ui/event/EventDraft.h"
#include "ui/window/WindowStep.h"

#include <QCoreApplication>

#include <optional>

namespace rd::ui {

class EditedEvent;
class EventChoice;

// Deleting a draft as a step of the main window's Edit > Undo: undone while the window is open,
// the draft comes back as it was, under its own number, with its draft as typed (cells that are
// no result included) and, when it was open in its editor, opened again with its undo history.
// The director is asked before it is pushed (EventActions::deleteDraft).
class DeleteDraftCommand : public WindowStep {
    Q_DECLARE_TR_FUNCTIONS(rd::ui::DeleteDraftCommand)

public:
    DeleteDraftCommand(desktop::EventOperations &events, EventChoice &choice, EditedEvent &edited,
        qint64 eventId, const QString &name);

private:
    std::optional<StepFailure> forward() override;
    std::optional<StepFailure> back() override;

    desktop::EventOperations &m_events;
    EventChoice &m_choice;
    EditedEvent &m_edited;
    qint64 m_eventId;
    std::optional<desktop::DeletedDraft> m_deleted;
    // The editor's undo history, when the draft was open as it was deleted.
    std::optional<EventDraft::History> m_history;
};

} // namespace rd::ui
