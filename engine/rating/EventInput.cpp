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

EventInput sectionOf(const EventInput &event, const EventSection &section)
{
    EventInput part = event;
    const auto outside = [&event, &section](const std::string &id) {
        const PlayerInput *player = event.findPlayer(id);
        return !player || player->section != section.name;
    };
    std::erase_if(part.players,
        [&section](const PlayerInput &player) { return player.section != section.name; });
    std::erase_if(part.chessGames,
        [&outside](const ChessGame &game) { return outside(game.white) || outside(game.black); });
    std::erase_if(part.byes, [&outside](const Bye &bye) { return outside(bye.player); });
    part.event.uscf = section.uscf;
    EventProperties &properties = part.event.properties;
    properties.sections.clear();
    if (!section.timeControl.empty())
        properties.timeControl = section.timeControl;
    if (section.roundsPlanned)
        properties.roundsPlanned = section.roundsPlanned;
    return part;
}

bool changesNoRating(const EventProperties &rated, const EventProperties &changed)
{
    return rated.sections == changed.sections;
}

} // namespace rd
