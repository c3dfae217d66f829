#include "engine/rating/EventInput.h"

namespace rd {

std::optional<int> PlayerInput::knownBirthYear() const
{
    if (birthDate)
        return birthDate->year;
    return birthYear;
}

const PlayerInput *EventInput::findPlayer(const std::string &id) const
{
    for (const auto &player : players) {
        if (player.id == id)
            return &player;
    }
    return nullptr;
}

} // namespace rd
