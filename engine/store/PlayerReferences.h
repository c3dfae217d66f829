#pragma once

#include "engine/rating/EventInput.h"

#include <functional>
#include <string>

namespace rd::store {

// Calls `rename` on every id of `event` that names a player outside its players list: in the
// games, byes, forbidden pairs and the arbiter's orders of ties. The store renames them when it
// numbers an event's players as the registry does (EventRepository::asKept) and when players are
// merged (EventSourceRepository::renamePlayer).
void renamePlayerReferences(EventInput &event, const std::function<void(std::string &)> &rename);

} // namespace rd::store
