#include "engine/store/PlayerRepository.h"

#include "engine/io/csv/CsvFormat.h"
#include "engine/io/document/StartingRatingsJson.h"
#include "engine/lists/ListedPlayer.h"
#include "engine/store/SqlValues.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <numeric>

namespace rd::store {

namespace {

// What the players search finds: a name that folds as the rating-list search folds it
// (lists::searchKeys: "ÖZTÜRK" finds Öztürk, "Mueller" and "Muller" find Müller), or a
// name or federation id that contains the text as typed, letter case aside (a text of
// punctuation alone, "100%", has no folded key).
class PlayerSearch {
public:
    explicit PlayerSearch(const QString &text)
        : m_text(text.trimmed())
        , m_keys(lists::searchKeys(text))
    {
    }

    // `folded` is the player's name as lists::searchKey folds it.
    bool operator()(const model::PlayerSummary &player, const QString &folded) const
    {
        const bool byName = std::ranges::any_of(
            m_keys, [&folded](const QString &key) { return folded.contains(key); });
        return byName || player.name.contains(m_text, Qt::CaseInsensitive)
            || std::ranges::any_of(player.federationIds, [this](const QString &id) {
                   return id.section(QLatin1Char(':'), 1).contains(m_text, Qt::CaseInsensitive);
               });
    }

private:
    QString m_text;
    QStringList m_keys;
};

QString nameOf(const PlayerInput &player)
{
    return sql::text(player.name.empty() ? player.id : player.name);
}

// What tells an imported player apart: name, birth date and birth year.
QVariantMap identityOf(const PlayerInput &player)
{
    return { { QStringLiteral("name"), nameOf(player) },
        { QStringLiteral("birth_date"), sql::dateOrNull(player.birthDate) },
        { QStringLiteral("birth_year"),
            player.birthYear ? QVariant(*player.birthYear) : QVariant() } };
}

} // namespace

PlayerRepository::PlayerRepository(Database &database)
    : m_database(database)
{
}

std::vector<model::PlayerSummary> PlayerRepository::players(const QString &search)
{
    // One row per federation id (or one without), in the order shown; case aside in the order.
    Rows query = m_database.run(
        QStringLiteral("SELECT p.id AS id, p.name AS name, p.birth_date AS birth_date,"
                       " p.birth_year AS birth_year, p.club AS club, i.kind AS kind,"
                       " i.value AS value"
                       " FROM players p LEFT JOIN player_ids i ON i.player_id = p.id"
                       " ORDER BY lower(p.name), p.id, i.kind, i.value"));
    std::vector<model::PlayerSummary> players;
    while (query.next()) {
        const qint64 id = sql::id(query, QStringLiteral("id"));
        if (players.empty() || players.back().id != id) {
            model::PlayerSummary player;
            player.id = id;
            player.name = query.value(QStringLiteral("name")).toString();
            player.birthDate = sql::optionalDate(query, QStringLiteral("birth_date"));
            if (!query.value(QStringLiteral("birth_year")).isNull())
                player.birthYear = query.value(QStringLiteral("birth_year")).toInt();
            player.club = query.value(QStringLiteral("club")).toString();
            players.push_back(player);
        }
        if (!query.value(QStringLiteral("kind")).isNull())
            players.back().federationIds << query.value(QStringLiteral("kind")).toString()
                    + QLatin1Char(':') + query.value(QStringLiteral("value")).toString();
    }
    if (search.trimmed().isEmpty())
        return players;
    std::erase_if(players, [match = PlayerSearch(search)](const model::PlayerSummary &player) {
        return !match(player, lists::searchKey(player.name));
    });
    return players;
}

model::FoundPlayers PlayerFinder::find(Database &database, const QString &search)
{
    // What tells that the registry changed: every write of a player bumps the data version,
    // and adding players or their ids (an import) changes the counts.
    Rows stamp = database.run(QStringLiteral("SELECT (SELECT count(*) FROM players) AS players,"
                                             " (SELECT max(id) FROM players) AS highest,"
                                             " (SELECT count(*) FROM player_ids) AS ids"));
    stamp.next();
    const Stamp now { &database, database.path(), database.dataVersion(),
        stamp.value(QStringLiteral("players")).toLongLong(),
        stamp.value(QStringLiteral("highest")).toLongLong(),
        stamp.value(QStringLiteral("ids")).toLongLong() };
    if (now != m_stamp) {
        m_players = PlayerRepository(database).players({});
        m_folded.clear();
        m_folded.reserve(m_players.size());
        m_nameNumbers.clear();
        m_nameNumbers.reserve(m_players.size());
        QHash<QString, std::size_t> numbers;
        for (const model::PlayerSummary &player : m_players) {
            m_folded.push_back(lists::searchKey(player.name));
            const QString name = player.name.simplified().toCaseFolded();
            std::size_t number = numbers.size();
            if (const auto known = numbers.constFind(name); known != numbers.cend())
                number = *known;
            else
                numbers.insert(name, number);
            m_nameNumbers.push_back(number);
        }
        m_counts.assign(numbers.size(), 0);
        m_stamp = now;
    }
    model::FoundPlayers found;
    std::vector<std::size_t> places;
    if (search.trimmed().isEmpty()) {
        found.players = m_players;
        places.resize(m_players.size());
        std::iota(places.begin(), places.end(), std::size_t { 0 });
    } else {
        const PlayerSearch match(search);
        for (std::size_t i = 0; i < m_players.size(); ++i) {
            if (match(m_players[i], m_folded[i])) {
                found.players.push_back(m_players[i]);
                places.push_back(i);
            }
        }
    }
    for (const std::size_t place : places)
        ++m_counts[m_nameNumbers[place]];
    found.hasNamesake.reserve(places.size());
    for (const std::size_t place : places)
        found.hasNamesake.push_back(m_counts[m_nameNumbers[place]] > 1);
    for (const std::size_t place : places)
        m_counts[m_nameNumbers[place]] = 0;
    return found;
}

model::PlayerDetails PlayerRepository::player(qint64 playerId)
{
    Rows row = m_database.run(
        QStringLiteral("SELECT name, birth_date, birth_year, starting_states, sex, title,"
                       " federation, club FROM players WHERE id = ?"),
        { playerId });
    if (!row.next())
        throw DatabaseError::noPlayer(playerId);
    model::PlayerDetails details;
    details.id = playerId;
    details.name = row.value(QStringLiteral("name")).toString();
    details.birthDate = sql::optionalDate(row, QStringLiteral("birth_date"));
    details.startingRatings
        = io::startingRatingsFromJson(sql::object(row, QStringLiteral("starting_states")));
    if (!details.birthDate && !row.value(QStringLiteral("birth_year")).isNull())
        details.birthYear = row.value(QStringLiteral("birth_year")).toInt();
    details.sex = row.value(QStringLiteral("sex")).toString();
    details.title = row.value(QStringLiteral("title")).toString();
    details.federation = row.value(QStringLiteral("federation")).toString();
    details.club = row.value(QStringLiteral("club")).toString();
    Rows ids = m_database.run(
        QStringLiteral("SELECT kind, value FROM player_ids WHERE player_id = ?"), { playerId });
    while (ids.next())
        details.federationIds[ids.value(QStringLiteral("kind")).toString()]
            = ids.value(QStringLiteral("value")).toString();
    return details;
}

qint64 PlayerRepository::savePlayer(const model::PlayerDetails &player)
{
    // A federation id belongs to one player: refused before anything is written.
    for (const auto &[kind, value] : player.federationIds) {
        const auto holder = value.isEmpty() ? std::nullopt : playerWithFederationId(kind, value);
        if (holder && *holder != player.id)
            throw DatabaseError(DatabaseError::Kind::DuplicateId,
                QStringLiteral("%1 id %2 belongs to player %3")
                    .arg(kind, value)
                    .arg(*holder)
                    .toStdString(),
                QCoreApplication::translate("rd::store::DatabaseError",
                    "Another player (%1, no. %2) already has the %3 %4.")
                    .arg(this->player(*holder).name)
                    .arg(*holder)
                    .arg(io::federationIdTitle(kind), value));
    }
    const QVariantMap values { { QStringLiteral("name"), player.name },
        { QStringLiteral("birth_date"), sql::dateOrNull(player.birthDate) },
        { QStringLiteral("birth_year"),
            player.birthDate       ? QVariant(player.birthDate->year)
                : player.birthYear ? QVariant(*player.birthYear)
                                   : QVariant() },
        { QStringLiteral("starting_states"),
            sql::json(io::startingRatingsToJson(player.startingRatings)) },
        { QStringLiteral("sex"), sql::textOrNull(player.sex) },
        { QStringLiteral("title"), sql::textOrNull(player.title) },
        { QStringLiteral("federation"), sql::textOrNull(player.federation) },
        { QStringLiteral("club"), sql::textOrNull(player.club) },
        { QStringLiteral("id"), player.id } };
    qint64 id = player.id;
    if (id == 0) {
        Rows created = m_database.runNamed(
            QStringLiteral("INSERT INTO players (name, birth_date, birth_year, starting_states,"
                           " sex, title, federation, club) VALUES (:name, :birth_date,"
                           " :birth_year, :starting_states, :sex, :title, :federation, :club)"
                           " RETURNING id"),
            values);
        created.next();
        id = sql::id(created, QStringLiteral("id"));
    } else {
        m_database.runNamed(
            QStringLiteral("UPDATE players SET name = :name, birth_date = :birth_date,"
                           " birth_year = :birth_year, starting_states = :starting_states,"
                           " sex = :sex, title = :title, federation = :federation, club = :club"
                           " WHERE id = :id"),
            values);
        m_database.run(QStringLiteral("DELETE FROM player_ids WHERE player_id = ?"), { id });
    }
    for (const auto &[kind, value] : player.federationIds) {
        if (!value.isEmpty())
            m_database.run(
                QStringLiteral("INSERT INTO player_ids (player_id, kind, value) VALUES (?, ?, ?)"),
                { id, kind, value });
    }
    m_database.bumpDataVersion();
    return id;
}

std::vector<model::PlayerSummary> PlayerRepository::likelyDuplicates(
    const model::PlayerDetails &player)
{
    return model::likelyDuplicatesAmong(player, players(QString()));
}

qint64 PlayerRepository::pickedPlayer(const PlayerInput &player)
{
    const qint64 id = *player.registryId;
    Rows found = m_database.run(QStringLiteral("SELECT id FROM players WHERE id = ?"), { id });
    if (!found.next())
        throw DatabaseError(DatabaseError::Kind::NotFound,
            "no player " + std::to_string(id) + " in the registry",
            QCoreApplication::translate("rd::store::DatabaseError",
                "%1 (no. %2) is no longer in the list of players; remove him from the event and "
                "add him again.")
                .arg(nameOf(player))
                .arg(id));
    return id;
}

// A full birth date and a year alone agree when the year is the date's: a list that gives the
// date and a file that gives the year name the same person.
std::optional<qint64> PlayerRepository::findPlayer(
    const PlayerInput &player, const std::set<qint64> &taken)
{
    Rows found = m_database.run(
        QStringLiteral("SELECT id, birth_date, birth_year FROM players WHERE name = ? ORDER BY id"),
        { nameOf(player) });
    while (found.next()) {
        const std::optional<Date> date = sql::optionalDate(found, QStringLiteral("birth_date"));
        // 0: no year known.
        const int year = date ? date->year : found.value(QStringLiteral("birth_year")).toInt();
        const bool same = player.birthDate && date ? *player.birthDate == *date
                                                   : player.knownBirthYear().value_or(0) == year;
        if (same && !taken.contains(sql::id(found, QStringLiteral("id"))))
            return sql::id(found, QStringLiteral("id"));
    }
    return std::nullopt;
}

std::optional<qint64> PlayerRepository::existingPlayer(
    const PlayerInput &player, const std::set<qint64> &taken)
{
    // A US Chess member id names one person (a rating report gives names in capitals).
    const QString uscfId = sql::text(player.uscfId);
    const auto member
        = uscfId.isEmpty() ? std::nullopt : playerWithFederationId(QStringLiteral("uscf"), uscfId);
    if (member && !taken.contains(*member))
        return member;
    return findPlayer(player, taken);
}

qint64 PlayerRepository::findOrCreatePlayer(
    const PlayerInput &player, const std::set<qint64> &taken)
{
    qint64 id = 0;
    if (const auto existing = existingPlayer(player, taken))
        id = *existing;
    else {
        QVariantMap values = identityOf(player);
        values.insert(QStringLiteral("sex"), sql::textOrNull(player.sex));
        values.insert(QStringLiteral("title"), sql::textOrNull(player.title));
        values.insert(QStringLiteral("federation"), sql::textOrNull(player.federation));
        Rows created = m_database.runNamed(
            QStringLiteral("INSERT INTO players (name, birth_date, birth_year, sex, title,"
                           " federation) VALUES (:name, :birth_date, :birth_year, :sex, :title,"
                           " :federation) RETURNING id"),
            values);
        created.next();
        id = sql::id(created, QStringLiteral("id"));
    }
    // His FIDE and US Chess ids, unless he has one already or it is another player's.
    for (const auto &[kind, value] :
        { std::pair { QStringLiteral("fide"), sql::text(player.fideId) },
            std::pair { QStringLiteral("uscf"), sql::text(player.uscfId) } }) {
        if (!value.isEmpty() && !playerWithFederationId(kind, value)
            && !this->player(id).federationIds.contains(kind))
            addFederationId(id, kind, value);
    }
    return id;
}

std::optional<qint64> PlayerRepository::playerWithFederationId(
    const QString &kind, const QString &value)
{
    Rows found = m_database.run(
        QStringLiteral("SELECT player_id FROM player_ids WHERE kind = ? AND value = ?"),
        { kind, value });
    if (found.next())
        return sql::id(found, QStringLiteral("player_id"));
    return std::nullopt;
}

void PlayerRepository::addFederationId(qint64 playerId, const QString &kind, const QString &value)
{
    m_database.run(
        QStringLiteral("INSERT INTO player_ids (player_id, kind, value) VALUES (?, ?, ?)"),
        { playerId, kind, value });
    m_database.bumpDataVersion();
}

} // namespace rd::store
