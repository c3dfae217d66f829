#pragma once

#include "engine/rating/Date.h"
#include "engine/rating/EventInput.h"
#include "engine/store/Database.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <set>
#include <vector>

namespace rd::store {

struct PlayerSummary {
    qint64 id = 0;
    QString name;
    std::optional<Date> birthDate;
    std::optional<int> birthYear;
    QStringList federationIds; // "dsb:12345"
    QString club = {}; // empty when not known
};

// A player of the registry as the registry dialog edits him.
struct PlayerDetails {
    qint64 id = 0; // 0: a new player
    QString name;
    std::optional<Date> birthDate;
    std::map<QString, QString> federationIds; // kind (dsb, uscf, fide, sagc) -> id
    QJsonObject startingStates; // per system ("dwz", "uscf", "sagc"): the event document's object
    std::optional<int> birthYear = {}; // kept when the birth date is not known
    QString sex = {}; // m, w or f (kSexes); empty when not known
    QString title = {}; // the FIDE title (kFideTitles); empty for none
    QString federation = {}; // e.g. "GER"
    QString club = {}; // the club he plays for, as a rating list or the players' CSV names it

    // The year of the birth date, or the year kept alone.
    std::optional<int> yearOfBirth() const
    {
        return birthDate ? std::optional(birthDate->year) : birthYear;
    }
};

// Whether `other` is likely the registry's record of `player`: the same name (case and spaces
// aside), the same federation id, or the same birth year and a similar name (the same surname
// and given names that start alike: "Weber, J." and "Weber, Jürgen").
bool looksLikeSamePlayer(const PlayerDetails &player, const PlayerSummary &other);
// The players of `registry` other than `player` himself who look like him.
std::vector<PlayerSummary> likelyDuplicatesAmong(
    const PlayerDetails &player, const std::vector<PlayerSummary> &registry);

// Players found, in the registry's order, each with whether another one found has his name
// (spaces and letter case aside): namesakes a list tells apart.
struct FoundPlayers {
    std::vector<PlayerSummary> players;
    std::vector<bool> hasNamesake;
};

// The registry's players found as the user types, as PlayerRepository::players finds them, from
// the players read once with their names folded and read again only when the registry changed:
// each search of a large registry compares folded names in memory.
class PlayerFinder {
public:
    FoundPlayers find(Database &database, const QString &search);

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
    std::vector<PlayerSummary> m_players;
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
    std::vector<PlayerSummary> players(const QString &search);
    PlayerDetails player(qint64 playerId);
    // Adds or updates a registry player and his federation ids; returns his id. A federation id
    // that another player holds is refused (DatabaseError::Kind::DuplicateId) before anything
    // is written.
    qint64 savePlayer(const PlayerDetails &player);
    // Other players with the same name (case and spaces aside) or the same federation id.
    std::vector<PlayerSummary> likelyDuplicates(const PlayerDetails &player);

    // The registry player an editor picked (PlayerInput::registryId); one that is gone is
    // refused (DatabaseError::Kind::NotFound) with a sentence naming him.
    qint64 pickedPlayer(const PlayerInput &player);
    // The player an imported one is taken for: the same name and birth date (or year), and not
    // one of `taken` (the players of the event so far: two lines of a file are two players).
    std::optional<qint64> findPlayer(const PlayerInput &player, const std::set<qint64> &taken = {});
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
