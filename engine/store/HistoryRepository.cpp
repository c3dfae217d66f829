#include "engine/store/HistoryRepository.h"

#include "engine/io/RatingStateJson.h"
#include "engine/store/SqlValues.h"

namespace rd::store {

HistoryRepository::HistoryRepository(Database &database)
    : m_database(database)
{
}

std::vector<HistoryLine> HistoryRepository::history(
    qint64 playerId, std::optional<RatingSystem> system)
{
    Rows query = m_database.runNamed(
        QStringLiteral(
            "SELECT e.id AS event_id, e.name AS event_name, e.end_date AS end_date,"
            " e.system AS system, ev.status AS status, ev.before AS before, ev.after AS after,"
            " ev.details AS details FROM evaluations ev"
            " CROSS JOIN events e WHERE e.id = ev.event_id AND ev.player_id = :player"
            " AND (CAST(:system AS TEXT) IS NULL OR e.system = :system)"
            // chess in rating order (end date), Go in entry order (sagc.md §5)
            " ORDER BY e.system, CASE WHEN e.system = 'sagc' THEN '' ELSE e.end_date"
            " END, e.entry_sequence"),
        { { QStringLiteral("player"), playerId },
            { QStringLiteral("system"),
                system ? QVariant(sql::systemKey(*system)) : QVariant() } });
    std::vector<HistoryLine> lines;
    while (query.next()) {
        const RatingSystem lineSystem = sql::system(query, QStringLiteral("system"));
        lines.push_back({ sql::id(query, QStringLiteral("event_id")),
            query.value(QStringLiteral("event_name")).toString(),
            sql::date(query, QStringLiteral("end_date")),
            query.value(QStringLiteral("status")).toString(),
            io::ratingStateFromJson(lineSystem, sql::object(query, QStringLiteral("before"))),
            io::ratingStateFromJson(lineSystem, sql::object(query, QStringLiteral("after"))),
            sql::object(query, QStringLiteral("details")) });
    }
    return lines;
}

std::optional<QJsonObject> HistoryRepository::stateBefore(
    qint64 playerId, const EventSummary &event)
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
        { QStringLiteral("rated"), sql::text(kEventStatusNames.nameOf(EventStatus::Rated)) },
        { QStringLiteral("sequence"), event.entrySequence } };
    if (!entryOrder)
        values.insert(QStringLiteral("end"), sql::text(event.endDate.toIso()));
    Rows query = m_database.runNamed(statement, values);
    if (!query.next())
        return std::nullopt;
    return sql::object(query, QStringLiteral("state"));
}

} // namespace rd::store
