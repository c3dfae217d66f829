#include "engine/model/ListedPlayers.h"

#include "engine/rating/EventInput.h"

#include <algorithm>

namespace rd::model {

std::optional<Date> lastDwzEvaluation(const ListedPlayer &player)
{
    if (!player.dwzYear || !player.dwzWeek || *player.dwzWeek < 1 || *player.dwzWeek > 53)
        return std::nullopt;
    const auto fourth = Date::fromParts(*player.dwzYear, 1, 4); // always in ISO week 1
    if (!fourth)
        return std::nullopt;
    // Day 0 (1970-01-01) was a Thursday: days since a Monday are (day + 3) mod 7.
    const long day = fourth->dayNumber();
    const long firstMonday = day - ((day % 7 + 7 + 3) % 7);
    const Date monday = Date::fromDayNumber(firstMonday + 7L * (*player.dwzWeek - 1));
    // Week 53 exists only when its Thursday is still in the year.
    if (Date::fromDayNumber(monday.dayNumber() + 3).year != *player.dwzYear)
        return std::nullopt;
    return monday;
}

namespace {

bool isFideTitle(const QString &title)
{
    return std::any_of(std::begin(kFideTitles), std::end(kFideTitles),
        [&](std::string_view known) { return title.toStdString() == known; });
}

} // namespace

PlayerDetails listedPlayerDetails(const ListedMatch &match)
{
    const ListedPlayer &listed = match.player;
    PlayerDetails player;
    player.name = listed.name;
    player.birthYear = listed.birthYear;
    // The lists write M and F, the registry m and f (kSexes).
    player.sex = listed.sex.toLower();
    // A woman's title stands in the list's title column or, in the FIDE list, on its own.
    player.title = isFideTitle(listed.title) ? listed.title
        : isFideTitle(listed.womenTitle)     ? listed.womenTitle
                                             : QString();
    player.federation = listed.federation;
    player.club = listed.clubName;
    if (!listed.dsbId.isEmpty())
        player.federationIds[QStringLiteral("dsb")] = listed.dsbId;
    if (!listed.fideId.isEmpty())
        player.federationIds[QStringLiteral("fide")] = listed.fideId;
    if (listed.dwz) {
        DwzState &dwz = player.startingRatings.dwz.emplace();
        dwz.rating = *listed.dwz;
        dwz.index = listed.dwzIndex.value_or(0);
        dwz.lastEvaluated = lastDwzEvaluation(listed);
    }
    return player;
}

} // namespace rd::model
