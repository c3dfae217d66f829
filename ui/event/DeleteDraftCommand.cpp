#include "ui/event/DeleteDraftCommand.h"

#include "desktop/EventOperations.h"
#include "ui/event/EditedEvent.h"
#include "ui/event/EventChoice.h"

namespace rd::ui {

DeleteDraftCommand::DeleteDraftCommand(desktop::EventOperations &events, EventChoice &choice,
    EditedEvent &edited, qint64 eventId, const QString &name)
    : WindowStep(tr("Delete draft \"%1\"").arg(name))
    , m_events(events)
    , m_choice(choice)
    , m_edited(edited)
    , m_eventId(eventId)
{
}

std::optional<StepFailure> DeleteDraftCommand::forward()
{
    // Its editor goes with it; what was typed there is stored before.
    std::optional<EventDraft::History> history;
    if (m_edited.isEditing(m_eventId)) {
        history = m_edited.workspace()->draft()->history();
        m_edited.close();
    }
    auto deleted = m_events.deleteDraft(m_eventId);
    if (!deleted)
        return StepFailure { tr("Deleting the draft"), deleted.failure() };
    m_deleted = std::move(*deleted);
    m_history = std::move(history);
    return std::nullopt;
}

std::optional<StepFailure> DeleteDraftCommand::back()
{
    const auto restored = m_events.restoreDraft(*m_deleted);
    if (!restored)
        return StepFailure { tr("Bringing the draft back"), restored.failure() };
    m_deleted.reset();
    m_choice.select(m_eventId);
    if (!m_history)
        return std::nullopt;
    // Opened again as it was left, its undo history with it.
    const auto opened = m_edited.openStored(m_eventId);
    if (!opened)
        return StepFailure { tr("Opening the draft"), opened.failure(), true };
    if (*opened && m_edited.isEditing(m_eventId))
        m_edited.workspace()->draft()->restoreHistory(*m_history);
    return std::nullopt;
}

} // namespace rd::ui
