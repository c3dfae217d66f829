#pragma once

#include "engine/edit/EditResult.h"
#include "engine/rating/EventInput.h"

#include <optional>

namespace rd::edit {

// The event's dates as its editor sets them, chess or Go; an end before the start is refused
// (event-document.md, event.start_date). The rule set follows the end date while it is the
// system's default one.
EditResult setEventDates(EventInput &event, std::optional<Date> start, Date end);

} // namespace rd::edit
