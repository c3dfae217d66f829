#include "engine/store/EventRepository.h"

#include "engine/io/document/EvaluationWriter.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/io/document/RatingStateJson.h"
#include "engine/io/document/TypedDraft.h"
#include "engine/rating/dwz/DwzRules.h"
#include "engine/standings/TieOrder.h"
#include "engine/store/PlayerReferences.h"
#include "engine/store/SqlValues.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>

#include <algorithm>
#include <map>
#include <set>
#include <utility>

namespace rd::store {

namespace {

using sql::text;

// The database's number of the event's player `id`, as `playerIds` has it; `what` names him in
// the log ("the event names player ..."), and the user reads `sentence` when he is missing.
qint64 storedPlayer(const std::map<std::string, qint64> &playerIds, const std::string &id,
    const char *what, const char *sentence)
{
    const auto found = playerIds.find(id);
    if (found == playerIds.end())
        throw DatabaseError(DatabaseError::Kind::Other,
            std::string(what) + " names player \"" + id + "\", who is not in the event",
            QCoreApplication::translate("rd::store::DatabaseError", sentence));
    return found->second;
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
    return sql::json(object);
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

QString statusName(model::EventStatus status)
{
    return text(model::kEventStatusNames.nameOf(status));
}

// The event's own columns as named parameters of INSERT and UPDATE.
constexpr QLatin1String kEventColumns("name, system, ruleset, params, start_date, end_date,"
                                      " uscf_system, dual_rated, properties");
constexpr QLatin1String kEventValues(":name, :system, :ruleset, :params, :start_date, :end_date,"
                                     " :uscf_system, :dual_rated, :properties");

// The event's properties column: its properties and what other programs' files said of it, as
// the document's `event` holds them (the players' .h9 lines go with the players).
QString particularsJson(const EventProperties &properties, const io::FileDetails &details)
{
    QJsonObject object = io::eventPropertiesToJson(properties);
    const QJsonObject files = io::fileDetailsToJson(details);
    for (auto it = files.begin(); it != files.end(); ++it)
        object.insert(it.key(), it.value());
    return sql::json(object);
}

QVariantMap eventValues(const io::EventFile &file)
{
    const EventInput &event = file.event;
    const bool uscf = event.system == RatingSystem::Uscf;
    return { { QStringLiteral("name"), text(event.event.name) },
        { QStringLiteral("system"), sql::systemKey(event.system) },
        { QStringLiteral("ruleset"), text(event.ruleset) },
        { QStringLiteral("params"), paramsJson(event.params) },
        { QStringLiteral("start_date"), sql::dateOrNull(event.event.startDate) },
        { QStringLiteral("end_date"), text(event.event.endDate.toIso()) },
        { QStringLiteral("uscf_system"),
            uscf ? QVariant(text(documentName(event.event.uscf.system))) : QVariant() },
        { QStringLiteral("dual_rated"), uscf && event.event.uscf.dualRated },
        { QStringLiteral("properties"), particularsJson(event.event.properties, file.details) } };
}

// What the player's .h9 line kept besides the games (h9.md): {"scores": text, "cells": [...],
// "after": text}.
QJsonObject h9LineToJson(const io::H9Line &kept)
{
    QJsonObject line;
    if (!kept.scores.empty())
        line.insert(QStringLiteral("scores"), QString::fromStdString(kept.scores));
    if (!kept.cells.empty()) {
        QJsonArray cells;
        for (const std::string &cell : kept.cells)
            cells.append(QString::fromStdString(cell));
        line.insert(QStringLiteral("cells"), cells);
    }
    if (!kept.afterCells.empty())
        line.insert(QStringLiteral("after"), QString::fromStdString(kept.afterCells));
    return line;
}

io::H9Line h9LineFrom(const QJsonObject &line)
{
    io::H9Line kept;
    kept.scores = line.value(QStringLiteral("scores")).toString().toStdString();
    for (const auto cell : line.value(QStringLiteral("cells")).toArray())
        kept.cells.push_back(cell.toString().toStdString());
    kept.afterCells = line.value(QStringLiteral("after")).toString().toStdString();
    return kept;
}

// The stored properties and file details, read as the document's `event` fields are read.
io::EventParticulars particularsFrom(
    const Rows &row, const QString &column = QStringLiteral("properties"))
{
    QList<io::DocumentError> errors;
    const QJsonObject object = sql::object(row, column);
    auto properties = io::DocumentPart<EventProperties>::read(object, errors);
    auto details = io::DocumentPart<io::FileDetails>::read(object, errors);
    if (!properties || !details)
        throw DatabaseError(DatabaseError::Kind::NotADatabase,
            "the stored event properties cannot be read: "
                + errors.value(0).toString().toStdString());
    return { std::move(*properties), std::move(*details) };
}

const QString kSummaryColumns
    = QStringLiteral("id, name, system, ruleset, end_date, status,"
                     " entry_sequence, draft_document IS NOT NULL AS typed");

model::EventSummary summaryFrom(const Rows &row)
{
    model::EventSummary summary;
    summary.id = sql::id(row, QStringLiteral("id"));
    summary.name = row.value(QStringLiteral("name")).toString();
    summary.system = sql::system(row, QStringLiteral("system"));
    summary.ruleset = row.value(QStringLiteral("ruleset")).toString();
    summary.endDate = sql::date(row, QStringLiteral("end_date"));
    summary.status = model::kEventStatusNames
                         .parse(row.value(QStringLiteral("status")).toString().toStdString())
                         .value_or(model::EventStatus::Draft);
    summary.entrySequence = sql::id(row, QStringLiteral("entry_sequence"));
    summary.hasTypedDraft = row.value(QStringLiteral("typed")).toBool();
    return summary;
}

// Events are read kEventsPerStatement at a time, each statement with as many placeholders: one
// text for every batch, prepared once on a server. A short batch repeats its last id.
const QString kIdPlaceholders = [] {
    QStringList placeholders;
    for (std::size_t i = 0; i < EventRepository::kEventsPerStatement; ++i)
        placeholders << QStringLiteral("?");
    return placeholders.join(QStringLiteral(", "));
}();

QVariantList idsFrom(const std::vector<qint64> &eventIds, std::size_t first)
{
    QVariantList ids;
    for (std::size_t i = first; i < first + EventRepository::kEventsPerStatement; ++i)
        ids << eventIds[std::min(i, eventIds.size() - 1)];
    return ids;
}

// The state the document gave; for a system it gave none, the registry's starting value.
void applyGivenStates(PlayerInput &player, QJsonObject given, const QJsonObject &starting)
{
    for (auto it = starting.begin(); it != starting.end(); ++it) {
        if (!given.contains(it.key()))
            given.insert(it.key(), it.value());
    }
    QList<io::DocumentError> errors;
    if (given.contains(QStringLiteral("dwz")))
        player.dwz = io::DocumentPart<DwzState>::read(
            given.value(QStringLiteral("dwz")).toObject(), errors);
    if (given.contains(QStringLiteral("uscf")))
        player.uscf = io::DocumentPart<UscfState>::read(
            given.value(QStringLiteral("uscf")).toObject(), errors);
    if (given.contains(QStringLiteral("sagc")))
        player.sagc = io::DocumentPart<SagcState>::read(
            given.value(QStringLiteral("sagc")).toObject(), errors);
}

// What an event's document takes of a player from the registry (applyRegistry), as columns of
// `players p`.
const QString kRegistryColumns
    = QStringLiteral("p.id AS id, p.name AS name, p.birth_date AS birth_date,"
                     " p.birth_year AS birth_year, p.starting_states AS starting_states,"
                     " (SELECT min(value) FROM player_ids WHERE player_id = p.id"
                     " AND kind = 'fide') AS fide_id,"
                     " (SELECT min(value) FROM player_ids WHERE player_id = p.id"
                     " AND kind = 'uscf') AS uscf_id");

// An event's player as the registry has him (the kRegistryColumns of `row`): his number, name,
// birth and FIDE and US Chess ids, and the states `given` for him in the event, for a system
// with none the registry's starting one.
void applyRegistry(PlayerInput &player, const Rows &row, const QJsonObject &given)
{
    player.id = row.value(QStringLiteral("id")).toString().toStdString();
    player.registryId = sql::id(row, QStringLiteral("id"));
    player.name = row.value(QStringLiteral("name")).toString().toStdString();
    player.birthDate = sql::optionalDate(row, QStringLiteral("birth_date"));
    player.birthYear = row.value(QStringLiteral("birth_year")).isNull()
        ? std::nullopt
        : std::optional(row.value(QStringLiteral("birth_year")).toInt());
    player.fideId = row.value(QStringLiteral("fide_id")).toString().toStdString();
    player.uscfId = row.value(QStringLiteral("uscf_id")).toString().toStdString();
    applyGivenStates(player, given, sql::object(row, QStringLiteral("starting_states")));
}

// The database's number of the event's player `id` that a game, bye or forbidden pair names.
qint64 playerOfGame(const std::map<std::string, qint64> &playerIds, const std::string &id)
{
    // A draft whose games still name a number without a player is kept as typed only
    // (keepTypedDraft).
    return storedPlayer(playerIds, id, "the event",
        QT_TRANSLATE_NOOP("rd::store::DatabaseError",
            "A game or bye names a player who is not in the event's player list; the event "
            "is kept as typed until the list has him."));
}

// The arbiter's orders of ties name the players as the event's players are stored, by their
// number in the database, as the games do.
void numberTieOrders(EventProperties &properties, const std::map<std::string, qint64> &playerIds)
{
    for (std::vector<std::string> &order : properties.tieOrders) {
        for (std::string &id : order) {
            id = std::to_string(storedPlayer(playerIds, id, "an order of ties",
                QT_TRANSLATE_NOOP("rd::store::DatabaseError",
                    "An order of tied players names a player who is not in the event's player "
                    "list; order the ties again.")));
        }
    }
}

// `playerId` is taken for `player` in an event whose players so far are `taken`: a player an
// editor picked from the registry twice is refused.
void takeOnce(std::set<qint64> &taken, qint64 playerId, const PlayerInput &player)
{
    if (!taken.insert(playerId).second && player.registryId)
        throw DatabaseError(DatabaseError::Kind::DuplicateId,
            "player " + std::to_string(playerId) + " is twice in the event",
            QCoreApplication::translate("rd::store::DatabaseError",
                "%1 (no. %2) is in the event twice; remove one of them.")
                .arg(text(player.name))
                .arg(playerId));
}

} // namespace

EventRepository::EventRepository(Database &database)
    : m_database(database)
    , m_players(database)
{
}

qint64 EventRepository::importEvent(const io::EventFile &event)
{
    QVariantMap values = eventValues(event);
    values.insert(QStringLiteral("status"), statusName(model::EventStatus::Draft));
    values.insert(QStringLiteral("entry_sequence"), nextEntrySequence());
    Rows inserted
        = m_database.runNamed(QStringLiteral("INSERT INTO events (%1, status, entry_sequence)"
                                             " VALUES (%2, :status, :entry_sequence) RETURNING id")
                                  .arg(kEventColumns, kEventValues),
            values);
    inserted.next();
    const qint64 eventId = sql::id(inserted, QStringLiteral("id"));
    insertContent(eventId, event);
    m_database.bumpDataVersion();
    return eventId;
}

void EventRepository::restoreDraft(qint64 eventId, qint64 entrySequence, const io::EventFile &event)
{
    Rows taken = m_database.run(
        QStringLiteral("SELECT count(*) AS taken FROM events WHERE entry_sequence = ?"),
        { entrySequence });
    taken.next();
    QVariantMap values = eventValues(event);
    values.insert(QStringLiteral("id"), eventId);
    values.insert(QStringLiteral("status"), statusName(model::EventStatus::Draft));
    // Its place in the entry order, unless an event entered since has it: then the last place.
    values.insert(QStringLiteral("entry_sequence"),
        taken.value(QStringLiteral("taken")).toLongLong() == 0 ? QVariant(entrySequence)
                                                               : nextEntrySequence());
    m_database.runNamed(QStringLiteral("INSERT INTO events (id, %1, status, entry_sequence)"
                                       " VALUES (:id, %2, :status, :entry_sequence)")
                            .arg(kEventColumns, kEventValues),
        values);
    insertContent(eventId, event);
    m_database.bumpDataVersion();
}

QVariant EventRepository::nextEntrySequence()
{
    Rows sequence = m_database.run(
        QStringLiteral("SELECT coalesce(max(entry_sequence), 0) + 1 AS next FROM events"));
    sequence.next();
    return sequence.value(QStringLiteral("next"));
}

// The event's players (with the states the document gave and their .h9 lines), games and byes.
void EventRepository::insertContent(qint64 eventId, const io::EventFile &file)
{
    const EventInput &event = file.event;
    std::map<std::string, qint64> playerIds;
    std::set<qint64> taken;
    for (std::size_t i = 0; i < event.players.size(); ++i) {
        const PlayerInput &player = event.players[i];
        // A player picked from the registry is that player; any other is found or created, and
        // two namesakes of one file (neither with a birth date) are two players.
        const qint64 playerId = player.registryId ? m_players.pickedPlayer(player)
                                                  : m_players.findOrCreatePlayer(player, taken);
        takeOnce(taken, playerId, player);
        playerIds[player.id] = playerId;
        const QJsonObject line = h9LineToJson(file.details.h9.lineOf(player.id));
        m_database.runNamed(
            QStringLiteral(
                "INSERT INTO event_players (event_id, player_id, position, given_state,"
                " sex, title, federation, fide_rating, country, club, egd_pin, h9_line, region,"
                " section, first_round, withdrawn_from)"
                " VALUES (:event, :player, :position, :given_state, :sex, :title,"
                " :federation, :fide_rating, :country, :club, :egd_pin, :h9_line,"
                " :region, :section, :first_round, :withdrawn_from)"),
            { { QStringLiteral("event"), eventId }, { QStringLiteral("player"), playerId },
                { QStringLiteral("position"), static_cast<int>(i) },
                { QStringLiteral("given_state"), sql::json(io::playerStatesToJson(player)) },
                { QStringLiteral("sex"), sql::textOrNull(player.sex) },
                { QStringLiteral("title"), sql::textOrNull(player.title) },
                { QStringLiteral("federation"), sql::textOrNull(player.federation) },
                { QStringLiteral("fide_rating"),
                    player.fideRating ? QVariant(*player.fideRating) : QVariant() },
                { QStringLiteral("country"), sql::textOrNull(player.country) },
                { QStringLiteral("club"), sql::textOrNull(player.club) },
                { QStringLiteral("egd_pin"), sql::textOrNull(player.egdPin) },
                { QStringLiteral("h9_line"),
                    line.isEmpty() ? QVariant() : QVariant(sql::json(line)) },
                { QStringLiteral("region"), sql::textOrNull(player.region) },
                { QStringLiteral("section"), sql::textOrNull(player.section) },
                { QStringLiteral("first_round"),
                    player.firstRound ? QVariant(*player.firstRound) : QVariant() },
                { QStringLiteral("withdrawn_from"),
                    player.withdrawnFrom ? QVariant(*player.withdrawnFrom) : QVariant() } });
    }
    // What the games, byes and orders of ties name is a player of the event.
    const auto playerOf = [&](const std::string &id) { return playerOfGame(playerIds, id); };
    int position = 0;
    for (const ChessGame &game : event.chessGames) {
        m_database.runNamed(
            QStringLiteral("INSERT INTO games (event_id, sequence, round, white, black, result)"
                           " VALUES (:event, :sequence, :round, :white, :black, :result)"),
            { { QStringLiteral("event"), eventId }, { QStringLiteral("sequence"), position++ },
                { QStringLiteral("round"), game.round ? QVariant(*game.round) : QVariant() },
                { QStringLiteral("white"), playerOf(game.white) },
                { QStringLiteral("black"), playerOf(game.black) },
                { QStringLiteral("result"), text(toNotation(game.result)) } });
    }
    for (const GoGame &game : event.goGames) {
        m_database.runNamed(
            QStringLiteral("INSERT INTO games (event_id, sequence, white, black, winner, handicap,"
                           " komi, status, date) VALUES (:event, :sequence, :white, :black,"
                           " :winner, :handicap, :komi, :status, :date)"),
            { { QStringLiteral("event"), eventId }, { QStringLiteral("sequence"), position++ },
                { QStringLiteral("white"), playerOf(game.white) },
                { QStringLiteral("black"), playerOf(game.black) },
                { QStringLiteral("winner"), text(documentName(game.winner)) },
                { QStringLiteral("handicap"), game.handicap },
                { QStringLiteral("komi"), game.komi },
                { QStringLiteral("status"), text(documentName(game.status)) },
                { QStringLiteral("date"), sql::dateOrNull(game.date) } });
    }
    for (const Bye &bye : event.byes) {
        m_database.run(
            QStringLiteral(
                "INSERT INTO byes (event_id, player_id, round, points, unpaired) VALUES (?, ?, ?,"
                " ?, ?)"),
            { eventId, playerOf(bye.player), bye.round, bye.points, bye.unpaired });
    }
    for (const ForbiddenPair &pair : event.forbiddenPairs) {
        m_database.run(QStringLiteral("INSERT INTO forbidden_pairs (event_id, player_id, other_id)"
                                      " VALUES (?, ?, ?)"),
            { eventId, playerOf(pair.player), playerOf(pair.other) });
    }
    storeTieOrders(eventId, { event.event.properties, file.details }, playerIds);
}

void EventRepository::storeTieOrders(qint64 eventId, io::EventParticulars particulars,
    const std::map<std::string, qint64> &playerIds)
{
    if (particulars.properties.tieOrders.empty())
        return;
    numberTieOrders(particulars.properties, playerIds);
    storeProperties(eventId, particulars);
}

void EventRepository::storeProperties(qint64 eventId, const io::EventParticulars &particulars)
{
    m_database.run(QStringLiteral("UPDATE events SET properties = ? WHERE id = ?"),
        { particularsJson(particulars.properties, particulars.files), eventId });
}

void EventRepository::renameInTieOrders(const std::vector<qint64> &eventIds, qint64 from, qint64 to)
{
    const std::string before = std::to_string(from);
    for (const qint64 eventId : eventIds) {
        Rows row = m_database.run(
            QStringLiteral("SELECT properties FROM events WHERE id = ?"), { eventId });
        if (!row.next())
            continue;
        io::EventParticulars particulars = particularsFrom(row);
        bool renamed = false;
        for (std::vector<std::string> &order : particulars.properties.tieOrders) {
            for (std::string &id : order) {
                if (id == before) {
                    id = std::to_string(to);
                    renamed = true;
                }
            }
        }
        if (renamed)
            storeProperties(eventId, particulars);
    }
}

void EventRepository::drawLots(qint64 eventId, int seed)
{
    io::EventFile event = file(eventId);
    standings::drawLots(event.event.event.properties, seed);
    storeProperties(eventId, { event.event.event.properties, event.details });
    if (const auto kept = typedDraft(eventId)) {
        io::TypedDraft draft = io::readTypedDraft(*kept);
        if (draft.read.event) {
            standings::drawLots(draft.read.event->event.properties, seed);
            keepTypedDraft(
                eventId, io::writeTypedDraft(*draft.read.file(), draft.unfinishedEntries));
        }
    }
    m_database.bumpDataVersion();
}

void EventRepository::changeDetails(qint64 eventId, const io::EventParticulars &changed)
{
    Rows row
        = m_database.run(QStringLiteral("SELECT properties FROM events WHERE id = ?"), { eventId });
    if (!row.next())
        throw DatabaseError::noEvent(eventId);
    const io::EventParticulars before = particularsFrom(row);
    io::EventParticulars after = changed;
    // The lot and the arbiter's orders of ties are drawn and set on their own (drawLots); the
    // players' .h9 lines are kept with the players.
    after.properties.lotSeed = before.properties.lotSeed;
    after.properties.tieOrders = before.properties.tieOrders;
    after.files.h9.lines.clear();
    if (after == before)
        return;
    storeProperties(eventId, after);
    m_database.run(QStringLiteral("INSERT INTO event_changes (event_id, changed_at, "
                                  "properties_before, properties_after) VALUES (?, ?, ?, ?)"),
        { eventId, QDateTime::currentDateTimeUtc().toString(Qt::ISODate),
            particularsJson(before.properties, before.files),
            particularsJson(after.properties, after.files) });
    m_database.bumpDataVersion();
}

std::vector<io::DetailsChange> EventRepository::detailsChanges(qint64 eventId)
{
    Rows rows = m_database.run(
        QStringLiteral("SELECT changed_at, properties_before, properties_after FROM event_changes "
                       "WHERE event_id = ? ORDER BY id"),
        { eventId });
    std::vector<io::DetailsChange> changes;
    while (rows.next())
        changes.push_back({ QDateTime::fromString(
                                rows.value(QStringLiteral("changed_at")).toString(), Qt::ISODate),
            particularsFrom(rows, QStringLiteral("properties_before")),
            particularsFrom(rows, QStringLiteral("properties_after")) });
    return changes;
}

void EventRepository::replaceEvent(qint64 eventId, const io::EventFile &event)
{
    for (const char *table : { "games", "byes", "forbidden_pairs", "event_players" })
        m_database.run(
            QStringLiteral("DELETE FROM %1 WHERE event_id = ?").arg(QLatin1String(table)),
            { eventId });
    QVariantMap values = eventValues(event);
    values.insert(QStringLiteral("id"), eventId);
    m_database.runNamed(QStringLiteral("UPDATE events SET (%1) = (%2) WHERE id = :id")
                            .arg(kEventColumns, kEventValues),
        values);
    insertContent(eventId, event);
    m_database.bumpDataVersion();
}

void EventRepository::deleteEvent(qint64 eventId)
{
    m_database.run(QStringLiteral("DELETE FROM events WHERE id = ?"), { eventId });
    m_database.bumpDataVersion();
}

std::vector<model::EventSummary> EventRepository::summaries(
    const QString &where, const QVariantMap &values)
{
    Rows query = m_database.runNamed(
        QStringLiteral("SELECT %1 FROM events %2").arg(kSummaryColumns, where), values);
    std::vector<model::EventSummary> events;
    while (query.next())
        events.push_back(summaryFrom(query));
    return events;
}

model::EventSummary EventRepository::existing(qint64 eventId)
{
    auto found = summary(eventId);
    if (!found)
        throw DatabaseError::noEvent(eventId);
    return std::move(*found);
}

std::optional<model::EventSummary> EventRepository::summary(qint64 eventId)
{
    const auto found
        = summaries(QStringLiteral("WHERE id = :id"), { { QStringLiteral("id"), eventId } });
    if (found.empty())
        return std::nullopt;
    return found.front();
}

std::vector<model::EventSummary> EventRepository::ratedEvents(RatingSystem system)
{
    const QString order = system == RatingSystem::Sagc ? QStringLiteral("entry_sequence")
                                                       : QStringLiteral("end_date, entry_sequence");
    return summaries(
        QStringLiteral("WHERE system = :system AND status = :rated ORDER BY %1").arg(order),
        { { QStringLiteral("system"), sql::systemKey(system) },
            { QStringLiteral("rated"), statusName(model::EventStatus::Rated) } });
}

std::vector<model::EventSummary> EventRepository::allEvents()
{
    return summaries(QStringLiteral("ORDER BY end_date DESC, entry_sequence DESC"), {});
}

std::vector<model::EventSummary> EventRepository::ratedEventsAfter(const model::EventSummary &event)
{
    std::vector<model::EventSummary> later;
    for (const model::EventSummary &rated : ratedEvents(event.system)) {
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
    return sql::ids(m_database.run(QStringLiteral("SELECT player_id AS id FROM event_players"
                                                  " WHERE event_id = ? ORDER BY position"),
        { eventId }));
}

EventInput EventRepository::document(qint64 eventId)
{
    return std::move(file(eventId).event);
}

io::EventFile EventRepository::file(qint64 eventId)
{
    // files() has the event, or has thrown DatabaseError::noEvent.
    return std::move(files({ eventId }).at(eventId));
}

io::FileDetails EventRepository::detailsAsTyped(qint64 eventId)
{
    if (const auto kept = typedDraft(eventId)) {
        io::TypedDraft draft = io::readTypedDraft(*kept);
        if (draft.read.event)
            return std::move(draft.read.details);
    }
    return std::move(file(eventId).details);
}

std::map<qint64, EventInput> EventRepository::documents(const std::vector<qint64> &eventIds)
{
    std::map<qint64, EventInput> events;
    for (auto &[id, read] : files(eventIds))
        events.emplace(id, std::move(read.event));
    return events;
}

// An event asked for twice is read once.
std::map<qint64, io::EventFile> EventRepository::files(const std::vector<qint64> &eventIds)
{
    const std::set<qint64> unique(eventIds.begin(), eventIds.end());
    const std::vector<qint64> distinct(unique.begin(), unique.end());
    std::map<qint64, io::EventFile> read;
    for (std::size_t first = 0; first < distinct.size(); first += kEventsPerStatement) {
        const QVariantList ids = idsFrom(distinct, first);
        readEvents(ids, read);
        readPlayers(ids, read);
        readGames(ids, read);
        readByes(ids, read);
        readForbiddenPairs(ids, read);
    }
    return read;
}

// The players as insertContent takes them and readPlayers reads them, the rest of the event as
// kept: what the games, byes, pairs and orders of ties name becomes the players' numbers.
EventInput EventRepository::asKept(EventInput held)
{
    std::map<std::string, qint64> playerIds;
    std::set<qint64> taken;
    for (PlayerInput &player : held.players) {
        const std::optional<qint64> playerId = player.registryId
            ? std::optional(m_players.pickedPlayer(player))
            : m_players.existingPlayer(player, taken);
        if (!playerId)
            throw DatabaseError("player \"" + player.name
                + "\" of the event is not in the registry yet; the event is kept first");
        takeOnce(taken, *playerId, player);
        playerIds[player.id] = *playerId;
        Rows registry = m_database.run(
            QStringLiteral("SELECT %1 FROM players p WHERE p.id = ?").arg(kRegistryColumns),
            { *playerId });
        registry.next();
        // The states he is given travel as the database keeps them (event_players.given_state).
        applyRegistry(player, registry, io::playerStatesToJson(player));
    }
    renamePlayerReferences(
        held, [&playerIds](std::string &id) { id = std::to_string(playerOfGame(playerIds, id)); });
    return held;
}

void EventRepository::readEvents(const QVariantList &ids, std::map<qint64, io::EventFile> &read)
{
    Rows row = m_database.run(QStringLiteral("SELECT id, %1 FROM events WHERE id IN (%2)")
                                  .arg(kEventColumns, kIdPlaceholders),
        ids);
    while (row.next()) {
        io::EventFile &file = read[sql::id(row, QStringLiteral("id"))];
        EventInput &event = file.event;
        event.event.name = row.value(QStringLiteral("name")).toString().toStdString();
        event.system = sql::system(row, QStringLiteral("system"));
        event.ruleset = row.value(QStringLiteral("ruleset")).toString().toStdString();
        event.params = paramsFrom(sql::object(row, QStringLiteral("params")));
        event.event.startDate = sql::optionalDate(row, QStringLiteral("start_date"));
        event.event.endDate = sql::date(row, QStringLiteral("end_date"));
        event.event.uscf
            = { parseUscfSystem(row.value(QStringLiteral("uscf_system")).toString().toStdString())
                      .value_or(UscfSystem::Regular),
                  row.value(QStringLiteral("dual_rated")).toBool() };
        io::EventParticulars particulars = particularsFrom(row);
        event.event.properties = std::move(particulars.properties);
        file.details = std::move(particulars.files);
    }
    for (const QVariant &id : ids) {
        if (!read.count(id.toLongLong()))
            throw DatabaseError::noEvent(id.toLongLong());
    }
}

void EventRepository::readPlayers(const QVariantList &ids, std::map<qint64, io::EventFile> &read)
{
    Rows players = m_database.run(
        QStringLiteral("SELECT ep.event_id AS event_id, %1, ep.given_state AS given_state,"
                       " ep.sex AS sex, ep.title AS title, ep.federation AS federation,"
                       " ep.fide_rating AS fide_rating, ep.country AS country, ep.club AS club,"
                       " ep.egd_pin AS egd_pin, ep.h9_line AS h9_line, ep.region AS region,"
                       " ep.section AS section, ep.first_round AS first_round,"
                       " ep.withdrawn_from AS withdrawn_from FROM event_players ep"
                       " JOIN players p ON p.id = ep.player_id WHERE ep.event_id IN (%2)"
                       " ORDER BY ep.event_id, ep.position")
            .arg(kRegistryColumns, kIdPlaceholders),
        ids);
    while (players.next()) {
        PlayerInput player;
        player.sex = players.value(QStringLiteral("sex")).toString().toStdString();
        player.title = players.value(QStringLiteral("title")).toString().toStdString();
        player.federation = players.value(QStringLiteral("federation")).toString().toStdString();
        if (!players.value(QStringLiteral("fide_rating")).isNull())
            player.fideRating = players.value(QStringLiteral("fide_rating")).toInt();
        player.country = players.value(QStringLiteral("country")).toString().toStdString();
        player.club = players.value(QStringLiteral("club")).toString().toStdString();
        player.egdPin = players.value(QStringLiteral("egd_pin")).toString().toStdString();
        player.region = players.value(QStringLiteral("region")).toString().toStdString();
        player.section = players.value(QStringLiteral("section")).toString().toStdString();
        if (!players.value(QStringLiteral("first_round")).isNull())
            player.firstRound = players.value(QStringLiteral("first_round")).toInt();
        if (!players.value(QStringLiteral("withdrawn_from")).isNull())
            player.withdrawnFrom = players.value(QStringLiteral("withdrawn_from")).toInt();
        applyRegistry(player, players, sql::object(players, QStringLiteral("given_state")));
        io::EventFile &file = read[sql::id(players, QStringLiteral("event_id"))];
        if (io::H9Line line = h9LineFrom(sql::object(players, QStringLiteral("h9_line")));
            !line.empty())
            file.details.h9.lines[player.id] = std::move(line);
        file.event.players.push_back(std::move(player));
    }
}

void EventRepository::readGames(const QVariantList &ids, std::map<qint64, io::EventFile> &read)
{
    Rows games = m_database.run(
        QStringLiteral("SELECT event_id, round, white, black, result, winner, handicap, komi,"
                       " status, date FROM games WHERE event_id IN (%1)"
                       " ORDER BY event_id, sequence")
            .arg(kIdPlaceholders),
        ids);
    while (games.next()) {
        EventInput &event = read[sql::id(games, QStringLiteral("event_id"))].event;
        const std::string white = games.value(QStringLiteral("white")).toString().toStdString();
        const std::string black = games.value(QStringLiteral("black")).toString().toStdString();
        if (event.system == RatingSystem::Sagc) {
            event.goGames.push_back({ white, black,
                parseGoWinner(games.value(QStringLiteral("winner")).toString().toStdString())
                    .value_or(GoWinner::Draw),
                games.value(QStringLiteral("handicap")).toInt(),
                games.value(QStringLiteral("komi")).toDouble(),
                parseGoGameStatus(games.value(QStringLiteral("status")).toString().toStdString())
                    .value_or(GoGameStatus::Club),
                sql::optionalDate(games, QStringLiteral("date")) });
            continue;
        }
        const QString result = games.value(QStringLiteral("result")).toString();
        const auto parsed = parseGameResult(result.toStdString());
        if (!parsed)
            throw DatabaseError(DatabaseError::Kind::NotADatabase,
                "the stored result \"" + result.toStdString() + "\" cannot be read");
        const QVariant round = games.value(QStringLiteral("round"));
        event.chessGames.push_back({ round.isNull() ? std::nullopt : std::optional(round.toInt()),
            white, black, *parsed });
    }
}

// Byes come in the order they were stored.
void EventRepository::readByes(const QVariantList &ids, std::map<qint64, io::EventFile> &read)
{
    Rows byes = m_database.run(QStringLiteral("SELECT event_id, round, player_id, points, unpaired"
                                              " FROM byes WHERE event_id IN (%1)")
                                   .arg(kIdPlaceholders),
        ids);
    while (byes.next())
        read[sql::id(byes, QStringLiteral("event_id"))].event.byes.push_back(
            { byes.value(QStringLiteral("round")).toInt(),
                byes.value(QStringLiteral("player_id")).toString().toStdString(),
                byes.value(QStringLiteral("points")).toDouble(),
                byes.value(QStringLiteral("unpaired")).toBool() });
}

// Forbidden pairs come in the order they were stored.
void EventRepository::readForbiddenPairs(
    const QVariantList &ids, std::map<qint64, io::EventFile> &read)
{
    Rows pairs = m_database.run(QStringLiteral("SELECT event_id, player_id, other_id"
                                               " FROM forbidden_pairs WHERE event_id IN (%1)")
                                    .arg(kIdPlaceholders),
        ids);
    while (pairs.next())
        read[sql::id(pairs, QStringLiteral("event_id"))].event.forbiddenPairs.push_back(
            { pairs.value(QStringLiteral("player_id")).toString().toStdString(),
                pairs.value(QStringLiteral("other_id")).toString().toStdString() });
}

void EventRepository::keepTypedDraft(qint64 eventId, const QByteArray &document)
{
    m_database.run(QStringLiteral("UPDATE events SET draft_document = ? WHERE id = ?"),
        { QString::fromUtf8(document), eventId });
}

std::optional<QByteArray> EventRepository::typedDraft(qint64 eventId)
{
    Rows row = m_database.run(
        QStringLiteral("SELECT draft_document FROM events WHERE id = ?"), { eventId });
    if (!row.next() || row.value(QStringLiteral("draft_document")).isNull())
        return std::nullopt;
    return row.value(QStringLiteral("draft_document")).toString().toUtf8();
}

void EventRepository::discardTypedDraft(qint64 eventId)
{
    m_database.run(
        QStringLiteral("UPDATE events SET draft_document = NULL WHERE id = ?"), { eventId });
}

std::map<qint64, QJsonObject> EventRepository::storedAfter(qint64 eventId)
{
    return std::move(storedAfter(std::vector<qint64> { eventId })[eventId]);
}

std::map<qint64, std::map<qint64, QJsonObject>> EventRepository::storedAfter(
    const std::vector<qint64> &eventIds)
{
    std::map<qint64, std::map<qint64, QJsonObject>> after;
    for (std::size_t first = 0; first < eventIds.size(); first += kEventsPerStatement) {
        Rows query = m_database.run(QStringLiteral("SELECT event_id, player_id, after"
                                                   " FROM evaluations WHERE event_id IN (%1)")
                                        .arg(kIdPlaceholders),
            idsFrom(eventIds, first));
        while (query.next())
            after[sql::id(query, QStringLiteral("event_id"))]
                 [sql::id(query, QStringLiteral("player_id"))]
                = sql::object(query, QStringLiteral("after"));
    }
    return after;
}

void EventRepository::storeEvaluation(qint64 eventId, const EventInput &event,
    const Evaluation &evaluation, const std::map<qint64, model::CarriedState> &statesAfter)
{
    for (const char *table :
        { "evaluations", "evaluation_documents", "restpartien", "sagc_entries" })
        m_database.run(
            QStringLiteral("DELETE FROM %1 WHERE event_id = ?").arg(QLatin1String(table)),
            { eventId });

    const QJsonObject document = io::evaluationToJson(evaluation);
    for (const QJsonValue &value : document.value(QStringLiteral("players")).toArray()) {
        QJsonObject player = value.toObject();
        const qint64 playerId = player.value(QStringLiteral("id")).toString().toLongLong();
        QJsonObject extra;
        for (const QString &key : player.keys()) {
            if (key != QLatin1String("id") && key != QLatin1String("status")
                && key != QLatin1String("before") && key != QLatin1String("after")
                && key != QLatin1String("details"))
                extra.insert(key, player.value(key));
        }
        const auto state = statesAfter.find(playerId);
        if (state == statesAfter.end())
            throw DatabaseError("no state after the event for player " + std::to_string(playerId));
        m_database.runNamed(
            QStringLiteral("INSERT INTO evaluations (event_id, player_id, status, before, after,"
                           " details, extra, state_after) VALUES (:event, :player, :status,"
                           " :before, :after, :details, :extra, :state)"),
            { { QStringLiteral("event"), eventId }, { QStringLiteral("player"), playerId },
                { QStringLiteral("status"), player.value(QStringLiteral("status")).toString() },
                { QStringLiteral("before"),
                    sql::json(player.value(QStringLiteral("before")).toObject()) },
                { QStringLiteral("after"),
                    sql::json(player.value(QStringLiteral("after")).toObject()) },
                { QStringLiteral("details"),
                    sql::json(player.value(QStringLiteral("details")).toObject()) },
                { QStringLiteral("extra"), sql::json(extra) },
                { QStringLiteral("state"), sql::json(io::carriedStateToJson(state->second)) } });
    }
    m_database.run(
        QStringLiteral("INSERT INTO evaluation_documents (event_id, document) VALUES (?, ?)"),
        { eventId, sql::json(document) });
    storeRestpartien(eventId, event, document);
    if (event.system == RatingSystem::Sagc)
        storeRecordSheets(eventId, event, document);
    m_database.run(QStringLiteral("UPDATE events SET status = ? WHERE id = ?"),
        { statusName(model::EventStatus::Rated), eventId });
    m_database.bumpDataVersion();
}

// DWZ Restpartien with their expiry: the years the event's rule set keeps them after the
// tournament they come from (seed 6.1.1).
void EventRepository::storeRestpartien(
    qint64 eventId, const EventInput &event, const QJsonObject &document)
{
    const QJsonArray restpartien = document.value(QStringLiteral("restpartien")).toArray();
    if (restpartien.isEmpty())
        return;
    const int validYears
        = dwz::DwzRules::forRuleSet(event.ruleset, event.params).restpartienValidityYears;
    for (const QJsonValue &value : restpartien) {
        const QJsonObject kept = value.toObject();
        const auto end
            = Date::fromIso(kept.value(QStringLiteral("end_date")).toString().toStdString());
        if (!end)
            throw DatabaseError("a Restpartie without its end date");
        m_database.runNamed(
            QStringLiteral("INSERT INTO restpartien (player_id, event_id, opponent_rating, score,"
                           " end_date, expires) VALUES (:player, :event, :opponent, :score,"
                           " :end, :expires)"),
            { { QStringLiteral("player"),
                  kept.value(QStringLiteral("player")).toString().toLongLong() },
                { QStringLiteral("event"), eventId },
                { QStringLiteral("opponent"),
                    kept.value(QStringLiteral("opponent_rating")).toInt() },
                { QStringLiteral("score"), kept.value(QStringLiteral("score")).toDouble() },
                { QStringLiteral("end"), text(end->toIso()) },
                { QStringLiteral("expires"), text(end->plusYears(validYears).toIso()) } });
    }
}

// The first sequence number for `count` record-sheet lines of `eventId`, whose own lines are
// gone: right after the lines of the events entered before it, so that the sequence follows
// the entry order (sagc.md §5) when a corrected event is rated again. The lines of later events
// move up when the gap they leave is too small.
qint64 EventRepository::recordSheetPlace(qint64 eventId, qint64 count)
{
    // CROSS JOIN walks the lines from the last one back, past those of later events only.
    Rows earlier = m_database.run(
        QStringLiteral("SELECT s.sequence AS sequence FROM sagc_entries s"
                       " CROSS JOIN events e WHERE e.id = s.event_id"
                       " AND e.entry_sequence < (SELECT entry_sequence FROM events WHERE id = ?)"
                       " ORDER BY s.sequence DESC LIMIT 1"),
        { eventId });
    const qint64 first = earlier.next() ? sql::id(earlier, QStringLiteral("sequence")) + 1 : 1;
    Rows later = m_database.run(
        QStringLiteral("SELECT min(sequence) AS sequence FROM sagc_entries WHERE sequence >= ?"),
        { first });
    later.next();
    if (later.value(QStringLiteral("sequence")).isNull())
        return first;
    const qint64 shortage = first + count - sql::id(later, QStringLiteral("sequence"));
    if (shortage > 0) {
        // Through negative numbers, so that no two lines hold the same key on the way.
        m_database.run(
            QStringLiteral(
                "UPDATE sagc_entries SET sequence = -(sequence + ?) WHERE sequence >= ?"),
            { shortage, first });
        m_database.run(
            QStringLiteral("UPDATE sagc_entries SET sequence = -sequence WHERE sequence < 0"));
    }
    return first;
}

// SAGC record-sheet lines in entry order (sagc.md §5, §6).
void EventRepository::storeRecordSheets(
    qint64 eventId, const EventInput &event, const QJsonObject &document)
{
    Rows gameIds = m_database.run(
        QStringLiteral("SELECT id FROM games WHERE event_id = ? ORDER BY sequence"), { eventId });
    qint64 sequence = recordSheetPlace(eventId, 2 * static_cast<qint64>(event.goGames.size()));
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
            m_database.runNamed(
                QStringLiteral("INSERT INTO sagc_entries (sequence, event_id, game_id, player_id,"
                               " opponent_id, opponent_rank, colour, handicap, komi, winner,"
                               " status_factor, change, new_index, new_rank, date) VALUES"
                               " (:sequence, :event, :game, :player, :opponent, :opponent_rank,"
                               " :colour, :handicap, :komi, :winner, :status_factor, :change,"
                               " :new_index, :new_rank, :date)"),
                { { QStringLiteral("sequence"), sequence++ }, { QStringLiteral("event"), eventId },
                    { QStringLiteral("game"), gameIds.value(QStringLiteral("id")) },
                    { QStringLiteral("player"), text(black ? game.black : game.white) },
                    { QStringLiteral("opponent"), text(black ? game.white : game.black) },
                    { QStringLiteral("opponent_rank"),
                        other.value(QStringLiteral("rank_before")).toString() },
                    { QStringLiteral("colour"), black ? QStringLiteral("B") : QStringLiteral("W") },
                    { QStringLiteral("handicap"), game.handicap },
                    { QStringLiteral("komi"), game.komi },
                    { QStringLiteral("winner"), text(documentName(game.winner)) },
                    { QStringLiteral("status_factor"),
                        side.value(QStringLiteral("GSF")).toDouble() },
                    { QStringLiteral("change"), after - before },
                    { QStringLiteral("new_index"), after },
                    { QStringLiteral("new_rank"),
                        side.value(QStringLiteral("rank_after")).toString() },
                    { QStringLiteral("date"), sql::dateOrNull(game.date) } });
        }
    }
}

} // namespace rd::store
