#pragma once

#include "engine/model/Players.h"
#include "engine/rating/Date.h"
#include "engine/rating/EventInput.h"
#include "engine/store/Database.h"

#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <set>
#include <vector>

namespace rd::store {

// The registry's players found as the user types, as PlayerRepository::players finds them, from
// the players read once with their names folded and read again only when the registry changed:
// each search of a large registry compares folded names in memory.
class PlayerFinder {
public:
    model::FoundPlayers find(Database &database, const QString &search);

private:
    struct Stamp {
        const Database *database = nullptr;
        QString path;
        qint64 dataVersion = -1;
        qint64 players = -1;
        qint64 lastPlayer = -1;
        qint64 ids = -1;
        bool operator==(const Stamp &) const = default;
    };
    Stamp m_stamp;
    std::vector<model::PlayerSummary> m_players;
    std::vector<QString> m_folded; // each player's name as lists::searchKey folds it
    // Each player's name, spaces and letter case aside, as a number the same for namesakes; and
    // a count per number while a search marks namesakes.
    std::vector<std::size_t> m_nameNumbers;
    std::vector<int> m_counts;
};

// The registry: players, their federation ids and starting values.
class PlayerRepository {
public:
    explicit PlayerRepository(Database &database);

    // Players whose name contains `search` as the rating-list search folds names (letter case,
    // accents and umlauts written with e aside), or whose federation id contains it; every
    // player for an empty one.
    std::vector<model::PlayerSummary> players(const QString &search);
    model::PlayerDetails player(qint64 playerId);
    // Adds or updates a registry player and his federation ids; returns his id. A federation id
    // that another player holds is refused (DatabaseError::Kind::DuplicateId) before anything
    // is written.
    qint64 savePlayer(const model::PlayerDetails &player);
    // Other players with the same name (case and spaces aside) or the same federation id.
    std::vector<model::PlayerSummary> likelyDuplicates(const model::PlayerDetails &player);

    // The registry player an editor picked (PlayerInput::registryId); one that is gone is
    // refused (DatabaseError::Kind::NotFound) with a sentence naming him.
    qint64 pickedPlayer(const PlayerInput &player);
    // The player an imported one is taken for: the same name and birth date (or year), and not
    // one of `taken` (the players of the event so far: two lines of a file are two players).
    std::optional<qint64> findPlayer(const PlayerInput &player, const std::set<qint64> &taken = {});
    // The player the event's `player` is taken for when the event is kept (findOrCreatePlayer),
    // if the registry has him: the US Chess member of his id, else findPlayer.
    std::optional<qint64> existingPlayer(
        const PlayerInput &player, const std::set<qint64> &taken = {});
    // That player, or a new one made from what the event knows of him (name, birth, sex, title,
    // federation); either gets the event's FIDE id when he has none and no one else holds it.
    qint64 findOrCreatePlayer(const PlayerInput &player, const std::set<qint64> &taken = {});
    // The player who holds a federation id (kind dsb, uscf, fide or sagc).
    std::optional<qint64> playerWithFederationId(const QString &kind, const QString &value);
    void addFederationId(qint64 playerId, const QString &kind, const QString &value);

private:
    Database &m_database;
};

} // namespace rd::store
