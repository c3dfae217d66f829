#include "engine/store/ListedPlayerPicking.h"

#include "engine/store/ListedPlayerDetails.h"

#include <algorithm>

namespace rd::store {

ListedPlayerPicking::ListedPlayerPicking(Database &database)
    : m_database(database)
{
}

std::optional<qint64> ListedPlayerPicking::holderOf(const model::ListedPlayer &entry)
{
    PlayerRepository players(m_database);
    if (!entry.dsbId.isEmpty()) {
        if (const auto holder = players.playerWithFederationId(QStringLiteral("dsb"), entry.dsbId))
            return holder;
    }
    if (!entry.fideId.isEmpty())
        return players.playerWithFederationId(QStringLiteral("fide"), entry.fideId);
    return std::nullopt;
}

std::vector<model::ListedMatch> ListedPlayerPicking::search(const QString &text, int limit)
{
    const std::vector<model::ListedMatch> found
        = RatingListRepository(m_database).search(text, limit);
    const auto inDsbList = [&](const QString &fideId) {
        return !fideId.isEmpty() && std::any_of(found.begin(), found.end(), [&](const auto &other) {
            return other.kind == QLatin1String("dsb") && other.player.fideId == fideId;
        });
    };
    std::vector<model::ListedMatch> offered;
    for (const model::ListedMatch &match : found) {
        if (match.kind == QLatin1String("fide") && inDsbList(match.player.fideId))
            continue;
        if (!holderOf(match.player))
            offered.push_back(match);
    }
    return offered;
}

qint64 ListedPlayerPicking::registerPlayer(const model::ListedMatch &entry)
{
    qint64 id = 0;
    runInTransaction(m_database, [&] {
        const auto holder = holderOf(entry.player);
        id = holder ? *holder
                    : PlayerRepository(m_database).savePlayer(model::listedPlayerDetails(entry));
    });
    return id;
}

} // namespace rd::store
