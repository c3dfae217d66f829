#pragma once

#include "engine/rating/EventInput.h"

#include <string>

namespace rd::edit {

// The id an editor gives a new player of `event`: the smallest whole number, written out, that
// no player of the event has ("1", "2", …). One scheme for chess and Go events.
std::string nextFreePlayerId(const EventInput &event);

} // namespace rd::edit
