#include "engine/store/ListedPlayerDetails.h"

#include "engine/rating/EventInput.h"

#include <algorithm>

namespace rd::store {

namespace {

bool isFideTitle(const QString &title)
{
    return std::any_of(std::begin(kFideTitles), std::end(kFideTitles),
        [&](std::string_view known) { return title.toStdString() == known; });
}

} // namespace

model::PlayerDetails listedPlayerDetails(const ListedMatch &match)
{
    const lists::ListedPlayer &listed = match.player;
    model::PlayerDetails player;
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
        dwz.lastEvaluated = lists::lastDwzEvaluation(listed);
    }
    return player;
}

std::optional<RegistryComparison> compareWithRegistry(Database &database, const ListedMatch &match)
{
    PlayerRepository players(database);
    RegistryComparison comparison;
    comparison.listed = listedPlayerDetails(match);
    for (const auto &[kind, value] : comparison.listed.federationIds) {
        if (const auto holder = players.playerWithFederationId(kind, value)) {
            comparison.playerId = *holder;
            break;
        }
    }
    if (!comparison.playerId)
        return std::nullopt;
    comparison.stored = players.player(comparison.playerId);
    const std::vector<HistoryLine> history
        = HistoryRepository(database).history(comparison.playerId, RatingSystem::Dwz);
    if (!history.empty())
        comparison.lastDwz = history.back();
    const model::PlayerDetails &listed = comparison.listed;
    const model::PlayerDetails &stored = comparison.stored;
    comparison.nameDiffers = listed.name != stored.name;
    comparison.birthYearDiffers = listed.birthYear && listed.birthYear != stored.yearOfBirth();
    comparison.titleDiffers = listed.title != stored.title;
    comparison.federationDiffers
        = !listed.federation.isEmpty() && listed.federation != stored.federation;
    return comparison;
}

} // namespace rd::store
