#pragma once

#include "engine/rating/EventInput.h"

#include <variant>

namespace rd::model {

// The state a player leaves an event with and carries into his next event of its system
// (StateCarrier), as the database keeps it: the rules' own state of that system, or none
// (std::monostate) when he leaves without one.
using CarriedState = std::variant<std::monostate, DwzState, UscfState, SagcState>;

} // namespace rd::model
