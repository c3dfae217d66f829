#include "engine/rating/Warning.h"

namespace rd {

namespace {

std::string plural(const std::string &count, const std::string &one, const std::string &many)
{
    return count + (count == "1" ? one : many);
}

std::string games(const std::string &count, const std::string &restpartien)
{
    std::string text = plural(count, " game", " games") + " against rated opponents";
    if (restpartien != "0")
        text += " (" + restpartien + " of them Restpartien)";
    return text;
}

} // namespace

std::string englishText(const Warning &warning)
{
    const std::vector<std::string> &a = warning.args;
    const auto arg = [&](std::size_t i) { return i < a.size() ? a[i] : std::string(); };
    const std::string player = arg(0) + ": ";
    switch (warning.code) {
    case WarningCode::DwzLapsed:
        return player + "DWZ " + arg(1) + "-" + arg(2) + " was last evaluated on " + arg(3) + ", "
            + arg(4)
            + " years or more before this event: it has lapsed and the player counts as unrated "
              "(seed 6.1.1)";
    case WarningCode::RestpartienExpired:
        return player + arg(1) + " Restpartien older than " + arg(2)
            + " years are dropped (seed 6.1.1)";
    case WarningCode::RestpartienIgnored:
        return player + "has a DWZ, so the Restpartien given are not used";
    case WarningCode::GamesCountForNobody:
        return player
            + "no opponent with a DWZ or a first DWZ of stage 1, so these games count for nobody "
              "and are not kept (seed 4.7.7)";
    case WarningCode::TooFewGamesForFirstDwz:
        return player + games(arg(1), arg(2)) + ", a first DWZ needs " + arg(3)
            + " \u2014 kept as Restpartien until " + arg(4);
    case WarningCode::NoFirstDwzForScore:
        return player + arg(1) + " points from " + games(arg(2), arg(3))
            + ", no first DWZ for a score of " + arg(4) + " % under " + arg(5)
            + " \u2014 kept as Restpartien until " + arg(6);
    case WarningCode::GamesAgainstUnratedNotCounted:
        return player + plural(arg(1), " game", " games")
            + " against opponents without a DWZ do not count (DWZ 3.1)";
    case WarningCode::Sonderwertung:
        return player + "Sonderwertung \u2014 the opponents are evaluated against " + arg(1)
            + " instead of " + arg(2);
    }
    return player;
}

} // namespace rd
