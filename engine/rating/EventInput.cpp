#include "engine/rating/EventInput.h"

namespace rd {

std::string documentName(UscfSystem system)
{
    return kUscfSystemNames.nameOf(system);
}

std::optional<UscfSystem> parseUscfSystem(std::string_view name)
{
    return kUscfSystemNames.parse(name);
}

std::string documentName(GoWinner winner)
{
    return kGoWinnerNames.nameOf(winner);
}

std::optional<GoWinner> parseGoWinner(std::string_view name)
{
    return kGoWinnerNames.parse(name);
}

char recordSheetLetter(GoWinner winner)
{
    constexpr char letters[] = { 'W', 'B', '=' };
    return letters[static_cast<int>(winner)];
}

std::string documentName(GoGameStatus status)
{
    return kGoGameStatusNames.nameOf(status);
}

std::optional<GoGameStatus> parseGoGameStatus(std::string_view name)
{
    return kGoGameStatusNames.parse(name);
}

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
