#include "engine/edit/PlayerIds.h"

namespace rd::edit {

std::string nextFreePlayerId(const EventInput &event)
{
    int candidate = 1;
    while (event.findPlayer(std::to_string(candidate)))
        ++candidate;
    return std::to_string(candidate);
}

} // namespace rd::edit
