#pragma once

#include <string>
#include <vector>

namespace rd {

// What an engine has to tell about an evaluation besides the numbers, as a code with its
// arguments, so that each front end words it in the user's language. englishText() is the wording
// of the documents and the command line.
enum class WarningCode {
    // player, DWZ, index, last evaluated (ISO date), years — seed 6.1.1
    DwzLapsed,
    // player, number of Restpartien, years — seed 6.1.1
    RestpartienExpired,
    // player — a player with a DWZ brings no Restpartien
    RestpartienIgnored,
    // player — seed 4.7.7: no opponent who counts
    GamesCountForNobody,
    // player, games, of them Restpartien, games needed, kept until (ISO date)
    TooFewGamesForFirstDwz,
    // player, points, games, of them Restpartien, score in per cent (0 or 100), rule set, kept
    // until (ISO date)
    NoFirstDwzForScore,
    // player, games — DWZ 3.1
    GamesAgainstUnratedNotCounted,
    // player, rating used for his opponents, his DWZ — DWZ 4.7.6 Sonderwertung
    Sonderwertung,
};

struct Warning {
    WarningCode code = WarningCode::DwzLapsed;
    std::vector<std::string> args; // numbers as the engine writes them ("2.5"), dates in ISO

    bool operator==(const Warning &) const = default;
};

std::string englishText(const Warning &warning);

} // namespace rd
