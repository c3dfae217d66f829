#include "ui/event/ChangeDetailsCommand.h"

#include "desktop/EventOperations.h"

#include <utility>

namespace rd::ui {

ChangeDetailsCommand::ChangeDetailsCommand(desktop::EventOperations &events, qint64 eventId,
    io::EventParticulars before, io::EventParticulars after,
    std::function<desktop::Outcome<desktop::Done>()> shown)
    : WindowStep(tr("Event details"))
    , m_events(events)
    , m_eventId(eventId)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_shown(std::move(shown))
{
}

std::optional<StepFailure> ChangeDetailsCommand::forward()
{
    return change(m_after);
}

std::optional<StepFailure> ChangeDetailsCommand::back()
{
    return change(m_before);
}

// A step that cannot be taken (the event was deleted or another desktop edits it) leaves the
// details as they are.
std::optional<StepFailure> ChangeDetailsCommand::change(const io::EventParticulars &particulars)
{
    const auto changed = m_events.changeDetails(m_eventId, particulars);
    if (!changed)
        return StepFailure { tr("Changing the details"), changed.failure() };
    if (const auto shown = m_shown(); !shown)
        return StepFailure { tr("Opening the event"), shown.failure(), true };
    return std::nullopt;
}

} // namespace rd::ui
