#include "engine/store/HistoryRepository.h"

#include "engine/io/document/RatingStateJson.h"
#include "engine/store/SqlValues.h"

#include <QJsonArray>

namespace rd::store {

HistoryRepository::HistoryRepository(Database &database)
    : m_database(database)
{
}

std::vector<model::HistoryLine> HistoryRepository::history(
    qint64 playerId, std::optional<RatingSystem> system)
{
    Rows query = m_database.runNamed(
        QStringLiteral(
            "SELECT e.id AS event_id, e.name AS event_name, e.end_date AS end_date,"
            " e.system AS system, ev.status AS status, ev.before AS before, ev.after AS after"
            " FROM evaluations ev"
            " CROSS JOIN events e WHERE e.id = ev.event_id AND ev.player_id = :player"
            " AND (CAST(:system AS TEXT) IS NULL OR e.system = :system)"
            // chess in rating order (end date), Go in entry order (sagc.md §5)
            " ORDER BY e.system, CASE WHEN e.system = 'sagc' THEN '' ELSE e.end_date"
            " END, e.entry_sequence"),
        { { QStringLiteral("player"), playerId },
            { QStringLiteral("system"),
                system ? QVariant(sql::systemKey(*system)) : QVariant() } });
    std::vector<model::HistoryLine> lines;
    while (query.next()) {
        const RatingSystem lineSystem = sql::system(query, QStringLiteral("system"));
        lines.push_back({ sql::id(query, QStringLiteral("event_id")),
            query.value(QStringLiteral("event_name")).toString(),
            sql::date(query, QStringLiteral("end_date")),
            query.value(QStringLiteral("status")).toString(),
            io::ratingStateFromJson(lineSystem, sql::object(query, QStringLiteral("before"))),
            io::ratingStateFromJson(lineSystem, sql::object(query, QStringLiteral("after"))) });
    }
    return lines;
}

model::CarriedState HistoryRepository::readState(RatingSystem system, const QJsonObject &object)
{
    QList<io::DocumentError> errors;
    model::CarriedState state = io::carriedStateFromJson(system, object, errors);
    if (!errors.isEmpty())
        throw DatabaseError(
            ("a stored rating state cannot be read: " + errors.first().toString()).toStdString());
    return state;
}

std::optional<model::CarriedState> HistoryRepository::stateBefore(
    qint64 playerId, const model::EventSummary &event)
{
    // CROSS JOIN keeps SQLite on the player's few evaluations instead of all events of a system
    // (PostgreSQL plans it as any join: the condition is in WHERE, where both take it).
    const bool entryOrder = event.system == RatingSystem::Sagc;
    const QString statement = entryOrder
        ? QStringLiteral("SELECT ev.state_after AS state FROM evaluations ev"
                         " CROSS JOIN events e WHERE e.id = ev.event_id AND ev.player_id = :player"
                         " AND e.system = :system AND e.status = :rated"
                         " AND e.entry_sequence < :sequence ORDER BY e.entry_sequence DESC LIMIT 1")
        : QStringLiteral(
            "SELECT ev.state_after AS state FROM evaluations ev"
            " CROSS JOIN events e WHERE e.id = ev.event_id AND ev.player_id = :player"
            " AND e.system = :system AND e.status = :rated"
            " AND (e.end_date < :end OR (e.end_date = :end AND e.entry_sequence < :sequence))"
            " ORDER BY e.end_date DESC, e.entry_sequence DESC LIMIT 1");
    QVariantMap values { { QStringLiteral("player"), playerId },
        { QStringLiteral("system"), sql::systemKey(event.system) },
        { QStringLiteral("rated"),
            sql::text(model::kEventStatusNames.nameOf(model::EventStatus::Rated)) },
        { QStringLiteral("sequence"), event.entrySequence } };
    if (!entryOrder)
        values.insert(QStringLiteral("end"), sql::text(event.endDate.toIso()));
    Rows query = m_database.runNamed(statement, values);
    if (!query.next())
        return std::nullopt;
    return readState(event.system, sql::object(query, QStringLiteral("state")));
}

namespace {

std::optional<double> numberOf(const QJsonObject &side, const QString &key)
{
    const QJsonValue value = side.value(key);
    return value.isDouble() ? std::optional(value.toDouble()) : std::nullopt;
}

} // namespace

std::vector<model::PlayerGame> HistoryRepository::games(qint64 playerId, qint64 eventId)
{
    Rows query = m_database.runNamed(
        QStringLiteral(
            "SELECT g.sequence AS sequence, g.round AS round, g.white AS white,"
            " g.result AS result, g.winner AS winner, g.handicap AS handicap, g.komi AS komi,"
            " o.id AS opponent, o.name AS opponent_name, e.system AS system,"
            " ov.before AS opponent_before, se.change AS sagc_change"
            " FROM games g JOIN events e ON e.id = g.event_id"
            " JOIN players o ON o.id = CASE WHEN g.white = :player THEN g.black ELSE g.white END"
            " LEFT JOIN evaluations ov ON ov.event_id = g.event_id AND ov.player_id = o.id"
            " LEFT JOIN sagc_entries se ON se.game_id = g.id AND se.player_id = :player"
            " WHERE g.event_id = :event AND (g.white = :player OR g.black = :player)"
            " ORDER BY g.sequence"),
        { { QStringLiteral("player"), playerId }, { QStringLiteral("event"), eventId } });
    // The evaluation's record of each game, by the game's place in the event (its sequence).
    QJsonArray records;
    Rows document = m_database.run(
        QStringLiteral("SELECT document FROM evaluation_documents WHERE event_id = ?"),
        { eventId });
    if (document.next())
        records = sql::object(document, QStringLiteral("document"))
                      .value(QStringLiteral("games"))
                      .toArray();
    std::vector<model::PlayerGame> games;
    while (query.next()) {
        model::PlayerGame game;
        const RatingSystem system = sql::system(query, QStringLiteral("system"));
        const QVariant round = query.value(QStringLiteral("round"));
        if (!round.isNull())
            game.round = round.toInt();
        game.white = sql::id(query, QStringLiteral("white")) == playerId;
        game.opponentId = sql::id(query, QStringLiteral("opponent"));
        game.opponentName = query.value(QStringLiteral("opponent_name")).toString();
        game.opponentBefore = io::ratingStateFromJson(
            system, sql::object(query, QStringLiteral("opponent_before")));
        if (system == RatingSystem::Sagc) {
            game.winner
                = parseGoWinner(query.value(QStringLiteral("winner")).toString().toStdString());
            game.handicap = query.value(QStringLiteral("handicap")).toInt();
            game.komi = query.value(QStringLiteral("komi")).toDouble();
            const QVariant change = query.value(QStringLiteral("sagc_change"));
            if (!change.isNull())
                game.change = change.toDouble();
        } else {
            game.result
                = parseGameResult(query.value(QStringLiteral("result")).toString().toStdString());
            const QJsonObject side
                = records.at(query.value(QStringLiteral("sequence")).toInt())
                      .toObject()
                      .value(game.white ? QStringLiteral("white") : QStringLiteral("black"))
                      .toObject();
            game.expected = numberOf(side, QStringLiteral("expected"));
            game.change = numberOf(side, QStringLiteral("change"));
        }
        games.push_back(std::move(game));
    }
    return games;
}

} // namespace rd::store
