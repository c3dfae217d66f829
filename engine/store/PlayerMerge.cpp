#include "engine/store/PlayerMerge.h"

#include "engine/io/document/TypedDraft.h"
#include "engine/store/EventSources.h"
#include "engine/store/SqlValues.h"

#include <QCoreApplication>

#include <algorithm>
#include <iterator>
#include <utility>

namespace rd::store {

namespace {

// Every column that names a player in an event's content or evaluation; each table has the
// event_id a split needs.
constexpr std::pair<const char *, const char *> kPlayerColumns[]
    = { { "event_players", "player_id" }, { "games", "white" }, { "games", "black" },
          { "byes", "player_id" }, { "evaluations", "player_id" }, { "restpartien", "player_id" },
          { "sagc_entries", "player_id" }, { "sagc_entries", "opponent_id" },
          { "forbidden_pairs", "player_id" }, { "forbidden_pairs", "other_id" } };

constexpr RatingSystem kSystems[] = { RatingSystem::Dwz, RatingSystem::Uscf, RatingSystem::Sagc };

} // namespace

PlayerMerge::PlayerMerge(Database &database)
    : m_database(database)
    , m_events(database)
    , m_players(database)
{
}

model::PlayerDetails PlayerMerge::mergedDetails(qint64 keptId, qint64 removedId)
{
    return mergedDetails(m_players.player(keptId), removedId);
}

model::PlayerDetails PlayerMerge::mergedDetails(model::PlayerDetails kept, qint64 removedId)
{
    for (const auto &[kind, value] : m_players.player(removedId).federationIds) {
        QString &own = kept.federationIds[kind];
        if (own.isEmpty())
            own = value;
    }
    return kept;
}

model::MergePlan PlayerMerge::preview(const model::PlayerDetails &merged, qint64 removedId)
{
    model::MergePlan plan { merged, removedId, {} };
    const qint64 version = m_database.dataVersion();
    // Merged inside a transaction that is rolled back.
    Transaction transaction(m_database);
    merge(merged, removedId);
    plan.ratings = rateAgain({ merged.id });
    plan.ratings.dataVersion = version;
    return plan;
}

model::MergeRecord PlayerMerge::commit(const model::MergePlan &plan)
{
    Transaction transaction(m_database);
    if (m_database.dataVersion() != plan.ratings.dataVersion)
        throw DatabaseError(DatabaseError::Kind::Stale,
            "the database has changed since the merge preview",
            QCoreApplication::translate("rd::store::PlayerMerge",
                "The database changed since the merge was shown; choose Merge again to see "
                "what it does now."));
    model::MergeRecord record = merge(plan.merged, plan.removedId);
    write(rateAgain({ plan.merged.id }));
    transaction.commit();
    return record;
}

model::MergeRecord PlayerMerge::mergeAndCommit(
    qint64 keptId, qint64 removedId, model::Plan *ratings)
{
    model::MergeRecord record;
    runInTransaction(m_database, [&] {
        record = merge(mergedDetails(keptId, removedId), removedId);
        model::Plan plan = rateAgain({ keptId });
        write(plan);
        if (ratings)
            *ratings = std::move(plan);
    });
    return record;
}

model::Plan PlayerMerge::previewSplit(const model::MergeRecord &record)
{
    const qint64 version = m_database.dataVersion();
    Transaction transaction(m_database);
    splitBack(record);
    model::Plan plan = rateAgain({ record.kept.id, record.removed.id });
    plan.dataVersion = version;
    return plan;
}

void PlayerMerge::split(const model::MergeRecord &record, const model::Plan &preview)
{
    Transaction transaction(m_database);
    if (m_database.dataVersion() != preview.dataVersion)
        throw DatabaseError(DatabaseError::Kind::Stale,
            "the database has changed since the split preview",
            QCoreApplication::translate("rd::store::PlayerMerge",
                "The database changed while the split was shown; choose Edit > Undo again to "
                "see what it does now."));
    splitBack(record);
    write(rateAgain({ record.kept.id, record.removed.id }));
    transaction.commit();
}

model::MergeRecord PlayerMerge::merge(const model::PlayerDetails &merged, qint64 removedId)
{
    const qint64 keptId = merged.id;
    if (keptId == removedId)
        throw DatabaseError(DatabaseError::Kind::Other, "a player cannot be merged with himself",
            QCoreApplication::translate(
                "rd::store::PlayerMerge", "Choose two different players to merge."));
    model::MergeRecord record { m_players.player(keptId), m_players.player(removedId), {}, {} };
    // Players of one event are two people (and one event cannot hold one player twice).
    Rows both = m_database.run(
        QStringLiteral("SELECT e.name AS name FROM events e"
                       " JOIN event_players a ON a.event_id = e.id AND a.player_id = ?"
                       " JOIN event_players b ON b.event_id = e.id AND b.player_id = ?"
                       " ORDER BY e.id"),
        { keptId, removedId });
    if (both.next())
        throw DatabaseError(DatabaseError::Kind::Other, "both players are in one event",
            QCoreApplication::translate("rd::store::PlayerMerge",
                "%1 and %2 both play in \"%3\": two players of one event cannot be one "
                "player.")
                .arg(record.kept.name, record.removed.name,
                    both.value(QStringLiteral("name")).toString()));
    record.removedEvents = eventsPlayedBy(removedId);
    record.typedDrafts = draftsTyping(removedId);
    renameInTypedDrafts(record.typedDrafts, removedId, keptId);
    m_events.renameInTieOrders(record.removedEvents, removedId, keptId);
    EventSourceRepository(m_database).renamePlayer(record.removedEvents, removedId, keptId);

    for (const auto &[table, column] : kPlayerColumns)
        m_database.run(QStringLiteral("UPDATE %1 SET %2 = ? WHERE %2 = ?")
                           .arg(QLatin1String(table), QLatin1String(column)),
            { keptId, removedId });
    m_database.run(QStringLiteral("DELETE FROM player_ids WHERE player_id = ?"), { removedId });
    m_database.run(QStringLiteral("DELETE FROM players WHERE id = ?"), { removedId });
    m_players.savePlayer(merged);
    return record;
}

std::vector<qint64> PlayerMerge::eventsNaming(qint64 removedId)
{
    model::MergeRecord rewriting;
    rewriting.removedEvents = eventsPlayedBy(removedId);
    rewriting.typedDrafts = draftsTyping(removedId);
    return rewriting.rewrittenEvents();
}

std::vector<qint64> PlayerMerge::eventsPlayedBy(qint64 playerId)
{
    return sql::ids(m_database.run(QStringLiteral("SELECT event_id AS id FROM event_players"
                                                  " WHERE player_id = ? ORDER BY event_id"),
        { playerId }));
}

std::vector<qint64> PlayerMerge::draftsTyping(qint64 playerId)
{
    std::vector<qint64> drafts = sql::ids(m_database.run(
        QStringLiteral("SELECT id FROM events WHERE draft_document IS NOT NULL ORDER BY id")));
    std::erase_if(drafts, [&](qint64 eventId) {
        const io::TypedDraft draft = io::readTypedDraft(*m_events.typedDraft(eventId));
        return !draft.read.event
            || std::none_of(draft.read.event->players.begin(), draft.read.event->players.end(),
                [&](const PlayerInput &player) { return player.registryId == playerId; });
    });
    return drafts;
}

// The removed player comes back under his own id with what he had; in the events he played in
// the kept player, who did not play there, is he again.
void PlayerMerge::splitBack(const model::MergeRecord &record)
{
    const qint64 keptId = record.kept.id;
    const qint64 removedId = record.removed.id;
    m_players.player(keptId); // still there, or NotFound
    m_players.savePlayer(record.kept);
    m_database.run(QStringLiteral("INSERT INTO players (id, name) VALUES (?, ?)"),
        { removedId, record.removed.name });
    m_players.savePlayer(record.removed);
    for (const qint64 eventId : record.removedEvents) {
        for (const auto &[table, column] : kPlayerColumns)
            m_database.run(QStringLiteral("UPDATE %1 SET %2 = ? WHERE %2 = ? AND event_id = ?")
                               .arg(QLatin1String(table), QLatin1String(column)),
                { removedId, keptId, eventId });
    }
    renameInTypedDrafts(record.typedDrafts, keptId, removedId);
    m_events.renameInTieOrders(record.removedEvents, keptId, removedId);
    EventSourceRepository(m_database).renamePlayer(record.removedEvents, keptId, removedId);
}

void PlayerMerge::renameInTypedDrafts(const std::vector<qint64> &events, qint64 from, qint64 to)
{
    for (const qint64 eventId : events) {
        const auto kept = m_events.typedDraft(eventId);
        if (!kept)
            continue;
        io::TypedDraft draft = io::readTypedDraft(*kept);
        if (!draft.read.event)
            continue;
        for (PlayerInput &player : draft.read.event->players) {
            if (player.registryId == from)
                player.registryId = to;
        }
        m_events.keepTypedDraft(
            eventId, io::writeTypedDraft(*draft.read.file(), draft.unfinishedEntries));
    }
}

// One plan over every system: the players' events from the first rated one on.
model::Plan PlayerMerge::rateAgain(const std::set<qint64> &players)
{
    EvaluationService service(m_database);
    model::Plan plan { m_database.dataVersion(), std::nullopt, std::nullopt, {}, {}, std::nullopt };
    for (const RatingSystem system : kSystems) {
        model::Plan rated = service.previewPlayers(system, players);
        std::move(rated.evaluations.begin(), rated.evaluations.end(),
            std::back_inserter(plan.evaluations));
        std::move(rated.changes.begin(), rated.changes.end(), std::back_inserter(plan.changes));
    }
    return plan;
}

void PlayerMerge::write(const model::Plan &ratings)
{
    for (const model::PlannedEvaluation &planned : ratings.evaluations)
        m_events.storeEvaluation(
            planned.event.id, planned.input, planned.evaluation, planned.statesAfter);
    m_database.bumpDataVersion();
}

} // namespace rd::store
