#include "engine/store/EventRepository.h"

#include "engine/io/CsvFormat.h"
#include "engine/io/EvaluationWriter.h"
#include "engine/io/EventDocumentReader.h"
#include "engine/io/EventDocumentWriter.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <map>

namespace rd::store {

namespace {

QString text(const std::string &value)
{
    return QString::fromStdString(value);
}

QString json(const QJsonObject &object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonObject objectFrom(const QVariant &value)
{
    return QJsonDocument::fromJson(value.toString().toUtf8()).object();
}

QVariant dateOrNull(const std::optional<Date> &date)
{
    return date ? QVariant(text(date->toIso())) : QVariant();
}

QString systemKey(RatingSystem system)
{
    return text(toString(system));
}

// The per-system objects a document gave for a player.
QJsonObject givenStates(const PlayerInput &player)
{
    QJsonObject states;
    if (player.dwz)
        states.insert(QStringLiteral("dwz"), io::dwzStateToJson(*player.dwz));
    if (player.uscf)
        states.insert(QStringLiteral("uscf"), io::uscfStateToJson(*player.uscf));
    if (player.sagc)
        states.insert(QStringLiteral("sagc"), io::sagcStateToJson(*player.sagc));
    return states;
}

QString paramsJson(const Params &params)
{
    QJsonObject object;
    for (const auto &[name, value] : params) {
        if (const auto *number = std::get_if<double>(&value))
            object.insert(text(name), *number);
        else if (const auto *flag = std::get_if<bool>(&value))
            object.insert(text(name), *flag);
        else
            object.insert(text(name), text(std::get<std::string>(value)));
    }
    return json(object);
}

Params paramsFrom(const QJsonObject &object)
{
    Params params;
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::string name = it.key().toStdString();
        if (it->isBool())
            params[name] = it->toBool();
        else if (it->isDouble())
            params[name] = it->toDouble();
        else
            params[name] = it->toString().toStdString();
    }
    return params;
}

// The event's own columns; eventColumnValues gives their values in this order.
constexpr QLatin1String kEventColumns(
    "name, system, ruleset, params, start_date, end_date, uscf_system, dual_rated");

QVariantList eventColumnValues(const EventInput &event)
{
    const bool uscf = event.system == RatingSystem::Uscf;
    return { text(event.event.name), systemKey(event.system), text(event.ruleset),
        paramsJson(event.params), dateOrNull(event.event.startDate),
        text(event.event.endDate.toIso()),
        uscf ? QVariant(text(documentName(event.event.uscf.system))) : QVariant(),
        uscf && event.event.uscf.dualRated };
}

} // namespace

EventRepository::EventRepository(Database &database)
    : m_database(database)
{
}

std::optional<qint64> EventRepository::findPlayer(const PlayerInput &player)
{
    QSqlQuery found = m_database.run(
        QStringLiteral(
            "SELECT id FROM players WHERE name = ? AND birth_date IS ? AND birth_year IS ?"),
        { text(player.name.empty() ? player.id : player.name), dateOrNull(player.birthDate),
            player.birthYear ? QVariant(*player.birthYear) : QVariant() });
    if (found.next())
        return found.value(0).toLongLong();
    return std::nullopt;
}

std::optional<qint64> EventRepository::playerWithFederationId(
    const QString &kind, const QString &value)
{
    QSqlQuery found = m_database.run(
        QStringLiteral("SELECT player_id FROM player_ids WHERE kind = ? AND value = ?"),
        { kind, value });
    if (found.next())
        return found.value(0).toLongLong();
    return std::nullopt;
}

qint64 EventRepository::findOrCreatePlayer(const PlayerInput &player)
{
    if (const auto found = findPlayer(player))
        return *found;
    QSqlQuery created = m_database.run(
        QStringLiteral(
            "INSERT INTO players (name, birth_date, birth_year) VALUES (?, ?, ?) RETURNING id"),
        { text(player.name.empty() ? player.id : player.name), dateOrNull(player.birthDate),
            player.birthYear ? QVariant(*player.birthYear) : QVariant() });
    created.next();
    return created.value(0).toLongLong();
}

qint64 EventRepository::importEvent(const EventInput &event)
{
    QSqlQuery sequence
        = m_database.run(QStringLiteral("SELECT coalesce(max(entry_sequence), 0) + 1 FROM events"));
    sequence.next();
    QSqlQuery inserted
        = m_database.run(QStringLiteral("INSERT INTO events (%1, status, entry_sequence)"
                                        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'draft', ?) RETURNING id")
                             .arg(kEventColumns),
            eventColumnValues(event) << sequence.value(0));
    inserted.next();
    const qint64 eventId = inserted.value(0).toLongLong();
    insertContent(eventId, event);
    bumpDataVersion();
    return eventId;
}

// The event's players (with the states the document gave), games and byes.
void EventRepository::insertContent(qint64 eventId, const EventInput &event)
{

    std::map<std::string, qint64> playerIds;
    for (std::size_t i = 0; i < event.players.size(); ++i) {
        const PlayerInput &player = event.players[i];
        const qint64 playerId = findOrCreatePlayer(player);
        playerIds[player.id] = playerId;
        m_database.run(QStringLiteral("INSERT INTO event_players (event_id, player_id, position, "
                                      "given_state) VALUES (?, ?, ?, ?)"),
            { eventId, playerId, static_cast<int>(i), json(givenStates(player)) });
    }
    int position = 0;
    for (const ChessGame &game : event.chessGames) {
        m_database.run(QStringLiteral("INSERT INTO games (event_id, sequence, round, white, black, "
                                      "result) VALUES (?, ?, ?, ?, ?, ?)"),
            { eventId, position++, game.round ? QVariant(*game.round) : QVariant(),
                playerIds.at(game.white), playerIds.at(game.black),
                text(toNotation(game.result)) });
    }
    for (const GoGame &game : event.goGames) {
        m_database.run(QStringLiteral("INSERT INTO games (event_id, sequence, white, black, "
                                      "winner, handicap, komi, status, date)"
                                      " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
            { eventId, position++, playerIds.at(game.white), playerIds.at(game.black),
                text(documentName(game.winner)), game.handicap, game.komi,
                text(documentName(game.status)), dateOrNull(game.date) });
    }
    for (const Bye &bye : event.byes) {
        m_database.run(
            QStringLiteral(
                "INSERT INTO byes (event_id, player_id, round, points) VALUES (?, ?, ?, ?)"),
            { eventId, playerIds.at(bye.player), bye.round, bye.points });
    }
}

void EventRepository::replaceEvent(qint64 eventId, const EventInput &event)
{
    for (const char *table : { "games", "byes", "event_players" })
        m_database.run(
            QStringLiteral("DELETE FROM %1 WHERE event_id = ?").arg(QLatin1String(table)),
            { eventId });
    m_database.run(QStringLiteral("UPDATE events SET (%1) = (?, ?, ?, ?, ?, ?, ?, ?) WHERE id = ?")
                       .arg(kEventColumns),
        eventColumnValues(event) << eventId);
    insertContent(eventId, event);
    bumpDataVersion();
}

void EventRepository::addFederationId(qint64 playerId, const QString &kind, const QString &value)
{
    m_database.run(
        QStringLiteral("INSERT INTO player_ids (player_id, kind, value) VALUES (?, ?, ?)"),
        { playerId, kind, value });
    bumpDataVersion();
}

void EventRepository::deleteEvent(qint64 eventId)
{
    m_database.run(QStringLiteral("DELETE FROM events WHERE id = ?"), { eventId });
    bumpDataVersion();
}

EventSummary EventRepository::summaryFrom(QSqlQuery &query)
{
    EventSummary summary;
    summary.id = query.value(0).toLongLong();
    summary.name = query.value(1).toString();
    summary.system = *parseRatingSystem(query.value(2).toString().toStdString());
    summary.ruleset = query.value(3).toString();
    summary.endDate = *Date::fromIso(query.value(4).toString().toStdString());
    summary.status = query.value(5).toString();
    summary.entrySequence = query.value(6).toLongLong();
    return summary;
}

namespace {
const QString kSummaryColumns
    = QStringLiteral("id, name, system, ruleset, end_date, status, entry_sequence");
}

std::optional<EventSummary> EventRepository::summary(qint64 eventId)
{
    QSqlQuery query = m_database.run(
        QStringLiteral("SELECT %1 FROM events WHERE id = ?").arg(kSummaryColumns), { eventId });
    if (!query.next())
        return std::nullopt;
    return summaryFrom(query);
}

std::vector<EventSummary> EventRepository::ratedEvents(RatingSystem system)
{
    const QString order = system == RatingSystem::Sagc ? QStringLiteral("entry_sequence")
                                                       : QStringLiteral("end_date, entry_sequence");
    QSqlQuery query = m_database.run(
        QStringLiteral("SELECT %1 FROM events WHERE system = ? AND status = 'rated' ORDER BY %2")
            .arg(kSummaryColumns, order),
        { systemKey(system) });
    std::vector<EventSummary> events;
    while (query.next())
        events.push_back(summaryFrom(query));
    return events;
}

std::vector<EventSummary> EventRepository::allEvents()
{
    QSqlQuery query = m_database.run(
        QStringLiteral("SELECT %1 FROM events ORDER BY end_date DESC, entry_sequence DESC")
            .arg(kSummaryColumns));
    std::vector<EventSummary> events;
    while (query.next())
        events.push_back(summaryFrom(query));
    return events;
}

std::vector<EventSummary> EventRepository::ratedEventsAfter(const EventSummary &event)
{
    std::vector<EventSummary> later;
    for (const EventSummary &rated : ratedEvents(event.system)) {
        const bool after = event.system == RatingSystem::Sagc
            ? rated.entrySequence > event.entrySequence
            : (event.endDate < rated.endDate
                || (rated.endDate == event.endDate && rated.entrySequence > event.entrySequence));
        if (after && rated.id != event.id)
            later.push_back(rated);
    }
    return later;
}

std::vector<qint64> EventRepository::playersOf(qint64 eventId)
{
    QSqlQuery query = m_database.run(
        QStringLiteral("SELECT player_id FROM event_players WHERE event_id = ? ORDER BY position"),
        { eventId });
    std::vector<qint64> players;
    while (query.next())
        players.push_back(query.value(0).toLongLong());
    return players;
}

EventInput EventRepository::document(qint64 eventId)
{
    QSqlQuery row = m_database.run(
        QStringLiteral("SELECT name, system, ruleset, params, start_date, end_date, uscf_system, "
                       "dual_rated FROM events WHERE id = ?"),
        { eventId });
    if (!row.next())
        throw DatabaseError(DatabaseError::Kind::NotFound, "no event " + std::to_string(eventId));
    EventInput event;
    event.event.name = row.value(0).toString().toStdString();
    event.system = *parseRatingSystem(row.value(1).toString().toStdString());
    event.ruleset = row.value(2).toString().toStdString();
    event.params = paramsFrom(objectFrom(row.value(3)));
    if (!row.value(4).isNull())
        event.event.startDate = Date::fromIso(row.value(4).toString().toStdString());
    event.event.endDate = *Date::fromIso(row.value(5).toString().toStdString());
    event.event.uscf
        = { parseUscfSystem(row.value(6).toString().toStdString()).value_or(UscfSystem::Regular),
              row.value(7).toBool() };

    QSqlQuery players = m_database.run(
        QStringLiteral(
            "SELECT p.id, p.name, p.birth_date, p.birth_year, ep.given_state, p.starting_states "
            "FROM event_players ep"
            " JOIN players p ON p.id = ep.player_id WHERE ep.event_id = ? ORDER BY ep.position"),
        { eventId });
    while (players.next()) {
        PlayerInput player;
        player.id = players.value(0).toString().toStdString();
        player.name = players.value(1).toString().toStdString();
        if (!players.value(2).isNull())
            player.birthDate = Date::fromIso(players.value(2).toString().toStdString());
        if (!players.value(3).isNull())
            player.birthYear = players.value(3).toInt();
        // The state the document gave; for a system it gave none, the registry's starting value.
        QJsonObject given = objectFrom(players.value(4));
        const QJsonObject starting = objectFrom(players.value(5));
        for (auto it = starting.begin(); it != starting.end(); ++it) {
            if (!given.contains(it.key()))
                given.insert(it.key(), it.value());
        }
        QList<io::DocumentError> errors;
        if (given.contains(QStringLiteral("dwz")))
            player.dwz = io::readDwzState(given.value(QStringLiteral("dwz")).toObject(), errors);
        if (given.contains(QStringLiteral("uscf")))
            player.uscf = io::readUscfState(given.value(QStringLiteral("uscf")).toObject(), errors);
        if (given.contains(QStringLiteral("sagc")))
            player.sagc = io::readSagcState(given.value(QStringLiteral("sagc")).toObject(), errors);
        event.players.push_back(std::move(player));
    }

    QSqlQuery games = m_database.run(
        QStringLiteral(
            "SELECT round, white, black, result, winner, handicap, komi, status, date FROM games"
            " WHERE event_id = ? ORDER BY sequence"),
        { eventId });
    while (games.next()) {
        const std::string white = games.value(1).toString().toStdString();
        const std::string black = games.value(2).toString().toStdString();
        if (event.system == RatingSystem::Sagc) {
            event.goGames.push_back({ white, black,
                parseGoWinner(games.value(4).toString().toStdString()).value_or(GoWinner::Draw),
                games.value(5).toInt(), games.value(6).toDouble(),
                parseGoGameStatus(games.value(7).toString().toStdString())
                    .value_or(GoGameStatus::Club),
                games.value(8).isNull() ? std::nullopt
                                        : Date::fromIso(games.value(8).toString().toStdString()) });
        } else {
            event.chessGames.push_back(
                { games.value(0).isNull() ? std::nullopt : std::optional(games.value(0).toInt()),
                    white, black, *parseGameResult(games.value(3).toString().toStdString()) });
        }
    }
    QSqlQuery byes = m_database.run(
        QStringLiteral("SELECT round, player_id, points FROM byes WHERE event_id = ?"),
        { eventId });
    while (byes.next())
        event.byes.push_back({ byes.value(0).toInt(), byes.value(1).toString().toStdString(),
            byes.value(2).toDouble() });
    return event;
}

std::optional<QJsonObject> EventRepository::stateBefore(qint64 playerId, const EventSummary &event)
{
    // CROSS JOIN keeps SQLite on the player's few evaluations instead of all events of a system.
    const bool entryOrder = event.system == RatingSystem::Sagc;
    const QString sql = entryOrder
        ? QStringLiteral(
            "SELECT ev.state_after FROM evaluations ev CROSS JOIN events e ON e.id = ev.event_id"
            " WHERE ev.player_id = ? AND e.system = ? AND e.status = 'rated'"
            " AND e.entry_sequence < ? ORDER BY e.entry_sequence DESC LIMIT 1")
        : QStringLiteral(
            "SELECT ev.state_after FROM evaluations ev CROSS JOIN events e ON e.id = ev.event_id"
            " WHERE ev.player_id = ? AND e.system = ? AND e.status = 'rated'"
            " AND (e.end_date < ? OR (e.end_date = ? AND e.entry_sequence < ?))"
            " ORDER BY e.end_date DESC, e.entry_sequence DESC LIMIT 1");
    const QString end = text(event.endDate.toIso());
    QSqlQuery query = entryOrder
        ? m_database.run(sql, { playerId, systemKey(event.system), event.entrySequence })
        : m_database.run(sql, { playerId, systemKey(event.system), end, end, event.entrySequence });
    if (!query.next())
        return std::nullopt;
    return objectFrom(query.value(0));
}

std::map<qint64, QJsonObject> EventRepository::storedAfter(qint64 eventId)
{
    QSqlQuery query = m_database.run(
        QStringLiteral("SELECT player_id, after FROM evaluations WHERE event_id = ?"), { eventId });
    std::map<qint64, QJsonObject> after;
    while (query.next())
        after[query.value(0).toLongLong()] = objectFrom(query.value(1));
    return after;
}

void EventRepository::storeEvaluation(qint64 eventId, const EventInput &event,
    const Evaluation &evaluation, const std::map<qint64, QJsonObject> &statesAfter)
{
    for (const char *table :
        { "evaluations", "evaluation_documents", "restpartien", "sagc_entries" })
        m_database.run(
            QStringLiteral("DELETE FROM %1 WHERE event_id = ?").arg(QLatin1String(table)),
            { eventId });

    const QJsonObject document = io::evaluationToJson(evaluation);
    const QJsonArray players = document.value(QStringLiteral("players")).toArray();
    for (const QJsonValue &value : players) {
        QJsonObject player = value.toObject();
        const qint64 playerId = player.value(QStringLiteral("id")).toString().toLongLong();
        QJsonObject extra;
        for (const QString &key : player.keys()) {
            if (key != QLatin1String("id") && key != QLatin1String("status")
                && key != QLatin1String("before") && key != QLatin1String("after")
                && key != QLatin1String("details"))
                extra.insert(key, player.value(key));
        }
        m_database.run(QStringLiteral("INSERT INTO evaluations (event_id, player_id, status, "
                                      "before, after, details, extra,"
                                      " state_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
            { eventId, playerId, player.value(QStringLiteral("status")).toString(),
                json(player.value(QStringLiteral("before")).toObject()),
                json(player.value(QStringLiteral("after")).toObject()),
                json(player.value(QStringLiteral("details")).toObject()), json(extra),
                json(statesAfter.at(playerId)) });
    }
    m_database.run(
        QStringLiteral("INSERT INTO evaluation_documents (event_id, document) VALUES (?, ?)"),
        { eventId, json(document) });

    // DWZ Restpartien with their expiry, 2 years after the tournament they come from (seed 6.1.1).
    for (const QJsonValue &value : document.value(QStringLiteral("restpartien")).toArray()) {
        const QJsonObject kept = value.toObject();
        const Date end
            = *Date::fromIso(kept.value(QStringLiteral("end_date")).toString().toStdString());
        m_database.run(QStringLiteral("INSERT INTO restpartien (player_id, event_id, "
                                      "opponent_rating, score, end_date, expires)"
                                      " VALUES (?, ?, ?, ?, ?, ?)"),
            { kept.value(QStringLiteral("player")).toString().toLongLong(), eventId,
                kept.value(QStringLiteral("opponent_rating")).toInt(),
                kept.value(QStringLiteral("score")).toDouble(), text(end.toIso()),
                text(end.plusYears(2).toIso()) });
    }

    // SAGC record-sheet lines in entry order (sagc.md §5, §6).
    if (event.system == RatingSystem::Sagc) {
        QSqlQuery gameIds = m_database.run(
            QStringLiteral("SELECT id FROM games WHERE event_id = ? ORDER BY sequence"),
            { eventId });
        QSqlQuery next = m_database.run(
            QStringLiteral("SELECT coalesce(max(sequence), 0) + 1 FROM sagc_entries"));
        next.next();
        qint64 sequence = next.value(0).toLongLong();
        const QJsonArray games = document.value(QStringLiteral("games")).toArray();
        for (std::size_t g = 0; g < event.goGames.size() && gameIds.next(); ++g) {
            const GoGame &game = event.goGames[g];
            const QJsonObject factors = games[static_cast<qsizetype>(g)].toObject();
            for (const bool black : { false, true }) {
                const QJsonObject side
                    = factors.value(black ? QStringLiteral("black") : QStringLiteral("white"))
                          .toObject();
                const QJsonObject other
                    = factors.value(black ? QStringLiteral("white") : QStringLiteral("black"))
                          .toObject();
                const int before = side.value(QStringLiteral("index_before")).toInt();
                const int after = side.value(QStringLiteral("index_after")).toInt();
                m_database.run(
                    QStringLiteral(
                        "INSERT INTO sagc_entries (sequence, event_id, game_id, player_id, "
                        "opponent_id,"
                        " opponent_rank, colour, handicap, komi, winner, status_factor, change,"
                        " new_index, new_rank, date) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
                        "?, ?, ?)"),
                    { sequence++, eventId, gameIds.value(0), text(black ? game.black : game.white),
                        text(black ? game.white : game.black),
                        other.value(QStringLiteral("rank_before")).toString(),
                        black ? QStringLiteral("B") : QStringLiteral("W"), game.handicap, game.komi,
                        text(documentName(game.winner)),
                        side.value(QStringLiteral("GSF")).toDouble(), after - before, after,
                        side.value(QStringLiteral("rank_after")).toString(),
                        dateOrNull(game.date) });
            }
        }
    }
    m_database.run(QStringLiteral("UPDATE events SET status = 'rated' WHERE id = ?"), { eventId });
    bumpDataVersion();
}

std::vector<PlayerSummary> EventRepository::players(const QString &search)
{
    const QString pattern = QLatin1Char('%') + search + QLatin1Char('%');
    QSqlQuery query = m_database.run(
        QStringLiteral("SELECT p.id, p.name, p.birth_date, p.birth_year, group_concat(i.kind || "
                       "':' || i.value, ' ')"
                       " FROM players p LEFT JOIN player_ids i ON i.player_id = p.id"
                       " WHERE p.name LIKE ? OR i.value LIKE ? GROUP BY p.id ORDER BY p.name "
                       "COLLATE NOCASE, p.id"),
        { pattern, pattern });
    std::vector<PlayerSummary> players;
    while (query.next()) {
        PlayerSummary player;
        player.id = query.value(0).toLongLong();
        player.name = query.value(1).toString();
        if (!query.value(2).isNull())
            player.birthDate = Date::fromIso(query.value(2).toString().toStdString());
        if (!query.value(3).isNull())
            player.birthYear = query.value(3).toInt();
        if (!query.value(4).isNull())
            player.federationIds = query.value(4).toString().split(QLatin1Char(' '));
        players.push_back(player);
    }
    return players;
}

std::vector<HistoryLine> EventRepository::history(
    qint64 playerId, std::optional<RatingSystem> system)
{
    QSqlQuery query = m_database.run(
        QStringLiteral("SELECT e.id, e.name, e.end_date, ev.status, ev.before, "
                       "ev.after, ev.details FROM evaluations ev"
                       " CROSS JOIN events e ON e.id = ev.event_id WHERE ev.player_id = "
                       "? AND (? IS NULL OR e.system = ?)"
                       // chess in rating order (end date), Go in entry order (sagc.md §5)
                       " ORDER BY e.system, CASE WHEN e.system = 'sagc' THEN '' ELSE e.end_date "
                       "END, e.entry_sequence"),
        { playerId, system ? QVariant(systemKey(*system)) : QVariant(),
            system ? QVariant(systemKey(*system)) : QVariant() });
    std::vector<HistoryLine> lines;
    while (query.next()) {
        lines.push_back({ query.value(0).toLongLong(), query.value(1).toString(),
            *Date::fromIso(query.value(2).toString().toStdString()), query.value(3).toString(),
            objectFrom(query.value(4)), objectFrom(query.value(5)), objectFrom(query.value(6)) });
    }
    return lines;
}

PlayerDetails EventRepository::player(qint64 playerId)
{
    QSqlQuery row = m_database.run(
        QStringLiteral("SELECT name, birth_date, starting_states FROM players WHERE id = ?"),
        { playerId });
    if (!row.next())
        throw DatabaseError(DatabaseError::Kind::NotFound, "no player " + std::to_string(playerId));
    PlayerDetails details;
    details.id = playerId;
    details.name = row.value(0).toString();
    if (!row.value(1).isNull())
        details.birthDate = Date::fromIso(row.value(1).toString().toStdString());
    details.startingStates = objectFrom(row.value(2));
    QSqlQuery ids = m_database.run(
        QStringLiteral("SELECT kind, value FROM player_ids WHERE player_id = ?"), { playerId });
    while (ids.next())
        details.federationIds[ids.value(0).toString()] = ids.value(1).toString();
    return details;
}

qint64 EventRepository::savePlayer(const PlayerDetails &player)
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
    const QVariant birthDate = dateOrNull(player.birthDate);
    const QVariant birthYear = player.birthDate ? QVariant(player.birthDate->year) : QVariant();
    qint64 id = player.id;
    if (id == 0) {
        QSqlQuery created = m_database.run(
            QStringLiteral("INSERT INTO players (name, birth_date, birth_year, starting_states)"
                           " VALUES (?, ?, ?, ?) RETURNING id"),
            { player.name, birthDate, birthYear, json(player.startingStates) });
        created.next();
        id = created.value(0).toLongLong();
    } else {
        m_database.run(QStringLiteral("UPDATE players SET name = ?, birth_date = ?, birth_year = "
                                      "?, starting_states = ? WHERE id = ?"),
            { player.name, birthDate, birthYear, json(player.startingStates), id });
        m_database.run(QStringLiteral("DELETE FROM player_ids WHERE player_id = ?"), { id });
    }
    for (const auto &[kind, value] : player.federationIds) {
        if (value.isEmpty())
            continue;
        m_database.run(
            QStringLiteral("INSERT INTO player_ids (player_id, kind, value) VALUES (?, ?, ?)"),
            { id, kind, value });
    }
    bumpDataVersion();
    return id;
}

std::vector<PlayerSummary> EventRepository::likelyDuplicates(const PlayerDetails &player)
{
    const QString simplified = player.name.simplified();
    std::vector<PlayerSummary> duplicates;
    for (const PlayerSummary &other : players(QString())) {
        if (other.id == player.id)
            continue;
        bool same = other.name.simplified().compare(simplified, Qt::CaseInsensitive) == 0;
        for (const auto &[kind, value] : player.federationIds)
            same = same
                || (!value.isEmpty()
                    && other.federationIds.contains(kind + QLatin1Char(':') + value));
        if (same)
            duplicates.push_back(other);
    }
    return duplicates;
}

qint64 EventRepository::dataVersion()
{
    QSqlQuery query
        = m_database.run(QStringLiteral("SELECT value FROM settings WHERE key = 'data_version'"));
    return query.next() ? query.value(0).toLongLong() : 0;
}

void EventRepository::bumpDataVersion()
{
    m_database.run(
        QStringLiteral("INSERT INTO settings (key, value) VALUES ('data_version', '1')"
                       " ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1"));
}

} // namespace rd::store
