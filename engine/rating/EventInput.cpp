#include "engine/rating/EventInput.h"

namespace rd {

namespace {

// One enumeration's names, in order of its values.
template <typename Enum, std::size_t N>
std::optional<Enum> parseName(std::string_view name, const char *const (&names)[N])
{
    for (std::size_t i = 0; i < N; ++i) {
        if (name == names[i])
            return static_cast<Enum>(i);
    }
    return std::nullopt;
}

constexpr const char *kUscfSystems[] = { "regular", "quick", "blitz" };
constexpr const char *kGoWinners[] = { "white", "black", "draw" };
constexpr const char *kGoStatuses[] = { "free", "internet", "club", "tournament" };

} // namespace

std::string documentName(UscfSystem system)
{
    return kUscfSystems[static_cast<int>(system)];
}

std::optional<UscfSystem> parseUscfSystem(std::string_view name)
{
    return parseName<UscfSystem>(name, kUscfSystems);
}

std::string documentName(GoWinner winner)
{
    return kGoWinners[static_cast<int>(winner)];
}

std::optional<GoWinner> parseGoWinner(std::string_view name)
{
    return parseName<GoWinner>(name, kGoWinners);
}

char recordSheetLetter(GoWinner winner)
{
    constexpr char letters[] = { 'W', 'B', '=' };
    return letters[static_cast<int>(winner)];
}

std::string documentName(GoGameStatus status)
{
    return kGoStatuses[static_cast<int>(status)];
}

std::optional<GoGameStatus> parseGoGameStatus(std::string_view name)
{
    return parseName<GoGameStatus>(name, kGoStatuses);
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
