#include "engine/store/EvaluationService.h"

#include "engine/io/document/EvaluationWriter.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/io/document/RatingStateJson.h"
#include "engine/rating/Evaluator.h"
#include "engine/rating/StateCarrier.h"
#include "engine/store/DatabaseBackup.h"

#include <algorithm>
#include <iterator>
#include <set>

namespace rd::store {

namespace {

// A player's state as he carries it into the event.
void applyState(PlayerInput &player, const model::CarriedState &state)
{
    if (std::holds_alternative<std::monostate>(state)) { // no state in this system: unrated
        player.dwz.reset();
        player.uscf.reset();
        player.sagc.reset();
    } else if (const auto *dwz = std::get_if<DwzState>(&state)) {
        player.dwz = *dwz;
    } else if (const auto *uscf = std::get_if<UscfState>(&state)) {
        player.uscf = *uscf;
    } else if (const auto *sagc = std::get_if<SagcState>(&state)) {
        player.sagc = *sagc;
    }
}

// The state a player leaves the event with, as the database keeps it and gives it back to his
// next event (HistoryRepository::stateBefore): a later event of the plan rates with the same.
model::CarriedState stateAfter(const EventInput &event, const Evaluation &evaluation,
    const PlayerInput &player, const PlayerEvaluation &result)
{
    QJsonObject kept;
    switch (event.system) {
    case RatingSystem::Dwz:
        kept = io::dwzStateToJson(nextDwzState(event, evaluation, player, result));
        break;
    case RatingSystem::Uscf:
        kept = io::uscfStateToJson(nextUscfState(event, player, result));
        break;
    case RatingSystem::Sagc:
        kept = io::sagcStateToJson(nextSagcState(event, player, result));
        break;
    }
    return HistoryRepository::readState(event.system, kept);
}

// A plan that changes ratings already stored (a late entry or a correction that rates later
// events again) is preceded by a backup (AutomaticBackups); the deletion of a rated event always
// is, one that is kept: the file written, if any.
std::optional<QString> backUpBeforeChanging(Database &database, const model::Plan &plan)
{
    if (plan.deletedEvent) {
        const auto deleted = EventRepository(database).summary(*plan.deletedEvent);
        if (deleted && deleted->status == model::EventStatus::Rated)
            return AutomaticBackups(database).beforeDeletion(*plan.deletedEvent);
    }
    if (!plan.changes.empty())
        AutomaticBackups(database).beforeRerating();
    return std::nullopt;
}

} // namespace

EvaluationService::EvaluationService(Database &database)
    : m_database(database)
    , m_events(database)
    , m_history(database)
{
}

// Rates one event: each player's state comes from `carried` (what this plan has rated already),
// else from his last rated event before this one, else from the state the document gave.
model::PlannedEvaluation EvaluationService::rate(const model::EventSummary &event,
    EventInput document, const std::map<qint64, model::CarriedState> &carried, Earlier earlier)
{
    model::PlannedEvaluation planned { event, std::move(document), {}, {} };
    // The document is the store's (EventRepository::documents): its player ids are the numbers
    // of the registry's players, never a text stoll cannot read.
    for (PlayerInput &player : planned.input.players) {
        const qint64 playerId = std::stoll(player.id);
        const auto fromPlan = carried.find(playerId);
        if (fromPlan != carried.end())
            applyState(player, fromPlan->second);
        else if (earlier == Earlier::FromHistory) {
            if (const auto stored = m_history.stateBefore(playerId, event))
                applyState(player, *stored);
        }
    }
    const Evaluator *evaluator = evaluatorFor(event.system);
    if (!evaluator)
        throw DatabaseError(
            "rating system " + toString(event.system) + " is not available in this build");
    planned.evaluation = evaluator->evaluate(planned.input);
    for (std::size_t i = 0; i < planned.input.players.size(); ++i) {
        const PlayerInput &player = planned.input.players[i];
        planned.statesAfter[std::stoll(player.id)]
            = stateAfter(planned.input, planned.evaluation, player, planned.evaluation.players[i]);
    }
    return planned;
}

std::vector<model::RatingChange> EvaluationService::changesOf(
    const model::PlannedEvaluation &planned, const std::map<qint64, QJsonObject> &stored)
{
    std::vector<model::RatingChange> changes;
    const QJsonObject document = io::evaluationToJson(planned.evaluation);
    for (std::size_t i = 0; i < planned.input.players.size(); ++i) {
        const qint64 playerId = std::stoll(planned.input.players[i].id);
        const QJsonObject after
            = document.value(QStringLiteral("players"))[static_cast<qsizetype>(i)]
                  .toObject()
                  .value(QStringLiteral("after"))
                  .toObject();
        const auto old = stored.find(playerId);
        if (old == stored.end() || old->second != after)
            changes.push_back({ planned.event, playerId,
                QString::fromStdString(planned.input.players[i].name),
                old == stored.end() ? noRating(planned.event.system)
                                    : io::ratingStateFromJson(planned.event.system, old->second),
                ratingStateOf(planned.event.system, planned.evaluation.players[i].after) });
    }
    return changes;
}

// Later events are rated again in order while they share a player whose state changed.
void EvaluationService::rateLaterEvents(const model::EventSummary &from,
    std::map<qint64, model::CarriedState> carried, model::Plan &plan, std::set<qint64> touched)
{
    for (const auto &[player, state] : carried)
        touched.insert(player);
    for (const model::EventSummary &later : m_events.ratedEventsAfter(from)) {
        const std::vector<qint64> players = m_events.playersOf(later.id);
        const bool affected = std::any_of(players.begin(), players.end(),
            [&](qint64 player) { return touched.count(player) > 0; });
        if (!affected)
            continue;
        model::PlannedEvaluation planned = rate(later, m_events.document(later.id), carried);
        for (const auto &[player, state] : planned.statesAfter) {
            carried[player] = state;
            touched.insert(player);
        }
        for (model::RatingChange &change : changesOf(planned, m_events.storedAfter(later.id)))
            plan.changes.push_back(std::move(change));
        plan.evaluations.push_back(std::move(planned));
    }
}

model::Plan EvaluationService::preview(qint64 eventId)
{
    return planOf(m_events.existing(eventId), m_events.document(eventId));
}

model::Plan EvaluationService::previewDraft(qint64 eventId, const EventInput &held)
{
    model::EventSummary event = m_events.existing(eventId);
    if (event.status == model::EventStatus::Rated)
        throw DatabaseError("event " + std::to_string(eventId)
            + " is rated; a change of it is previewed as its correction");
    // What orders it among the events is the draft's own (its end date, its system).
    event.name = QString::fromStdString(held.event.name);
    event.system = held.system;
    event.ruleset = QString::fromStdString(held.ruleset);
    event.endDate = held.event.endDate;
    return planOf(event, m_events.asKept(held));
}

model::Plan EvaluationService::planOf(const model::EventSummary &event, EventInput document)
{
    const qint64 eventId = event.id;
    model::Plan plan { m_database.dataVersion(), std::nullopt, std::nullopt, {}, {}, std::nullopt };
    model::PlannedEvaluation first = rate(event, std::move(document), {});
    if (event.status == model::EventStatus::Rated) {
        // A correction that drops a player would leave his later events on a state that is
        // gone; such a change is a deletion and a new import.
        const std::map<qint64, QJsonObject> stored = m_events.storedAfter(eventId);
        for (const auto &[player, after] : stored) {
            if (!first.statesAfter.count(player))
                throw DatabaseError("a player was removed from the rated event "
                    + std::to_string(eventId)
                    + "; delete the event and import the corrected document instead");
        }
        for (model::RatingChange &change : changesOf(first, stored))
            plan.changes.push_back(std::move(change));
    }
    const std::map<qint64, model::CarriedState> carried = first.statesAfter;
    plan.evaluations.push_back(std::move(first));
    rateLaterEvents(event, carried, plan);
    return plan;
}

model::Plan EvaluationService::previewPlayers(RatingSystem system, const std::set<qint64> &players)
{
    model::Plan plan { m_database.dataVersion(), std::nullopt, std::nullopt, {}, {}, std::nullopt };
    for (const model::EventSummary &event : m_events.ratedEvents(system)) {
        const std::vector<qint64> playing = m_events.playersOf(event.id);
        if (std::none_of(playing.begin(), playing.end(),
                [&](qint64 player) { return players.count(player) > 0; }))
            continue;
        model::PlannedEvaluation first = rate(event, m_events.document(event.id), {});
        for (model::RatingChange &change : changesOf(first, m_events.storedAfter(event.id)))
            plan.changes.push_back(std::move(change));
        const std::map<qint64, model::CarriedState> carried = first.statesAfter;
        plan.evaluations.push_back(std::move(first));
        rateLaterEvents(event, carried, plan, players);
        break;
    }
    return plan;
}

model::Plan EvaluationService::previewCorrection(qint64 eventId, const EventInput &corrected)
{
    const qint64 version = m_database.dataVersion();
    // The corrected content is written only inside this transaction, which is rolled back.
    Transaction transaction(m_database);
    m_events.replaceEvent(eventId, { corrected, m_events.detailsAsTyped(eventId) });
    model::Plan plan = preview(eventId);
    plan.dataVersion = version;
    plan.correction = corrected;
    return plan;
}

model::Plan EvaluationService::previewDeletion(qint64 eventId)
{
    const model::EventSummary event = m_events.existing(eventId);
    model::Plan plan { m_database.dataVersion(), eventId, std::nullopt, {}, {}, std::nullopt };
    if (event.status != model::EventStatus::Rated)
        return plan;
    // Rated with the event deleted inside a transaction that is rolled back: its players go on
    // with what they had before it, their history or, without one, the starting state their
    // next event gives them.
    const std::vector<qint64> players = m_events.playersOf(eventId);
    Transaction transaction(m_database);
    m_events.deleteEvent(eventId);
    rateLaterEvents(event, {}, plan, { players.begin(), players.end() });
    return plan;
}

std::optional<QString> EvaluationService::commit(const model::Plan &plan)
{
    Transaction transaction(m_database);
    if (m_database.dataVersion() != plan.dataVersion)
        throw DatabaseError(
            DatabaseError::Kind::Stale, "the database has changed since this preview");
    const std::optional<QString> backup = backUpBeforeChanging(m_database, plan);
    if (plan.correction) {
        // The same computation as the preview, now on the written content.
        const qint64 eventId = plan.evaluations.front().event.id;
        m_events.replaceEvent(eventId, { *plan.correction, m_events.detailsAsTyped(eventId) });
        write(preview(eventId));
    } else {
        write(plan);
    }
    transaction.commit();
    return backup;
}

model::Plan EvaluationService::rateAndCommit(qint64 eventId)
{
    return commitAtOnce([this, eventId] { return preview(eventId); });
}

model::Plan EvaluationService::deleteAndCommit(qint64 eventId)
{
    return commitAtOnce([this, eventId] { return previewDeletion(eventId); });
}

model::Plan EvaluationService::commitAtOnce(const std::function<model::Plan()> &makePlan)
{
    model::Plan plan;
    runInTransaction(m_database, [&] {
        plan = makePlan();
        plan.backup = backUpBeforeChanging(m_database, plan);
        write(plan);
    });
    return plan;
}

void EvaluationService::write(const model::Plan &plan)
{
    // A deletion or a change of earlier ratings rewrites many rows: never on a damaged file.
    if (plan.deletedEvent || plan.evaluations.size() > 1)
        m_database.ensureIntact();
    if (plan.deletedEvent)
        m_events.deleteEvent(*plan.deletedEvent);
    else if (!plan.evaluations.empty())
        m_events.discardTypedDraft(plan.evaluations.front().event.id);
    for (const model::PlannedEvaluation &planned : plan.evaluations)
        m_events.storeEvaluation(
            planned.event.id, planned.input, planned.evaluation, planned.statesAfter);
}

// The events are read a batch at a time (a server answers each statement after a round trip).
std::vector<model::RatingChange> EvaluationService::rerate(RatingSystem system)
{
    std::vector<model::RatingChange> differences;
    std::map<qint64, model::CarriedState> carried;
    // In rating order (ratedEvents) every event before this one has been rated here already.
    const std::vector<model::EventSummary> events = m_events.ratedEvents(system);
    constexpr std::size_t kBatch = EventRepository::kEventsPerStatement;
    for (std::size_t first = 0; first < events.size(); first += kBatch) {
        const auto begin = events.begin() + static_cast<std::ptrdiff_t>(first);
        const auto end
            = events.begin() + static_cast<std::ptrdiff_t>(std::min(first + kBatch, events.size()));
        std::vector<qint64> ids;
        std::transform(begin, end, std::back_inserter(ids),
            [](const model::EventSummary &event) { return event.id; });
        std::map<qint64, EventInput> documents = m_events.documents(ids);
        std::map<qint64, std::map<qint64, QJsonObject>> stored = m_events.storedAfter(ids);
        for (auto event = begin; event != end; ++event) {
            // documents() has every event asked for, or has thrown DatabaseError::noEvent.
            model::PlannedEvaluation planned
                = rate(*event, std::move(documents.at(event->id)), carried, Earlier::AllCarried);
            for (const auto &[player, state] : planned.statesAfter)
                carried[player] = state;
            for (model::RatingChange &change : changesOf(planned, stored[event->id]))
                differences.push_back(std::move(change));
        }
    }
    return differences;
}

} // namespace rd::store
