#include "engine/store/EventLifecycle.h"

#include "engine/checks/RatingReadiness.h"
#include "engine/io/EventTournament.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/io/document/TypedDraft.h"
#include "engine/model/Rounds.h"
#include "engine/pairing/RoundCheck.h"
#include "engine/rating/RuleSets.h"
#include "engine/store/EventSources.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>

#include <stdexcept>

namespace rd::store {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("rd::store::EventLifecycle", text);
}

// A refusal of the lifecycle itself (not of the database), said as `sentence`.
[[noreturn]] void refuse(
    DatabaseError::Kind kind, const std::string &detail, const QString &sentence)
{
    throw DatabaseError(kind, detail, sentence);
}

// A refusal of what was asked of `event`: `detail` follows "event <id>" in the log, and the
// user reads `sentence` with the event's name for its %1.
[[noreturn]] void refuseFor(
    const model::EventSummary &event, const std::string &detail, const QString &sentence)
{
    refuse(DatabaseError::Kind::Other, "event " + std::to_string(event.id) + detail,
        sentence.arg(event.name));
}

// The summary of the event `eventId`, which must be a draft: a rated one is refused as
// refuseFor() says.
model::EventSummary draftOf(
    EventRepository &events, qint64 eventId, const std::string &detail, const QString &sentence)
{
    model::EventSummary summary = events.existing(eventId);
    if (summary.status == model::EventStatus::Rated)
        refuseFor(summary, detail, sentence);
    return summary;
}

// The event a plan is about: the one deleted, else the first one rated.
qint64 eventOf(const model::Plan &plan)
{
    if (plan.deletedEvent)
        return *plan.deletedEvent;
    if (plan.evaluations.empty())
        throw std::logic_error("a plan without an event");
    return plan.evaluations.front().event.id;
}

// A draft kept as typed from the start, so that it opens as it was made (docs/database.md); or
// with the draft as typed of another one (`typed`), cells that are no result and all.
qint64 insertDraft(Database &database, const io::EventFile &content,
    const std::optional<QByteArray> &typed = std::nullopt)
{
    EventRepository events(database);
    const qint64 id = events.importEvent(content);
    events.keepTypedDraft(id, typed ? *typed : io::writeEventDocument(content, false));
    return id;
}

} // namespace

EventLifecycle::EventLifecycle(Database &database, DatabaseError::Asked asked)
    : m_database(database)
    , m_ownClaims(std::make_unique<EditingLocks>(database))
    , m_claims(*m_ownClaims)
    , m_asked(asked)
{
}

EventLifecycle::EventLifecycle(Database &database, EditingLocks &claims, DatabaseError::Asked asked)
    : m_database(database)
    , m_claims(claims)
    , m_asked(asked)
{
}

EventLifecycle::~EventLifecycle() = default;

template <typename Result, typename Work> Outcome<Result> EventLifecycle::attempt(Work &&work)
{
    try {
        return Outcome<Result>(work());
    } catch (const DatabaseError &error) {
        return Outcome<Result>::refused(
            std::current_exception(), error.userMessage(m_asked), error.kind());
    } catch (const std::exception &error) {
        return Outcome<Result>::refused(
            std::current_exception(), userMessageOf(error, m_asked), DatabaseError::Kind::Other);
    }
}

// The event with the content it is edited with: its draft as typed if one is kept and can be
// read, else as stored.
OpenedEvent EventLifecycle::read(qint64 eventId)
{
    EventRepository events(m_database);
    OpenedEvent opened;
    opened.summary = events.existing(eventId);
    if (const auto kept = events.typedDraft(eventId)) {
        io::TypedDraft draft = io::readTypedDraft(*kept);
        if (draft.read.event) {
            opened.content = std::move(*draft.read.event);
            opened.details = std::move(draft.read.details);
            opened.unfinishedEntries = draft.unfinishedEntries;
            opened.typed = true;
        }
    }
    if (!opened.typed) {
        io::EventFile stored = events.file(eventId);
        opened.content = std::move(stored.event);
        opened.details = std::move(stored.details);
    }
    const bool rated = opened.summary.status == model::EventStatus::Rated;
    opened.stage = !rated ? EventStage::Draft
        : opened.typed    ? EventStage::Correction
                          : EventStage::Rated;
    return opened;
}

Outcome<qint64> EventLifecycle::createEmpty(RatingSystem system, Date day)
{
    EventInput event;
    event.system = system;
    event.event.endDate = day;
    event.ruleset = defaultRuleSet(system, day).name;
    const QString shownDay
        = QLocale().toString(QDate(day.year, day.month, day.day), QLocale::ShortFormat);
    event.event.name = (system == RatingSystem::Sagc ? tr("Record sheet %1") : tr("Event %1"))
                           .arg(shownDay)
                           .toStdString();
    return addDraft(event);
}

Outcome<qint64> EventLifecycle::addDraft(const io::EventFile &content)
{
    return attempt<qint64>([&] {
        qint64 id = 0;
        runInTransaction(m_database, [&] { id = insertDraft(m_database, content); });
        return id;
    });
}

Outcome<ImportResult> EventLifecycle::addImported(const ImportPlan &plan)
{
    return attempt<ImportResult>([&] {
        if (plan.kind != ImportPlan::Kind::Event)
            throw std::logic_error("a player list is not an event");
        return ImportService(m_database).write(plan);
    });
}

Outcome<qint64> EventLifecycle::duplicate(qint64 eventId)
{
    return attempt<qint64>([&] {
        // The copy is stored as the event is stored and typed as it is typed: a game typed
        // against a number without a player yet stays typed only.
        OpenedEvent original = read(eventId);
        const std::string name = tr("%1 (copy)")
                                     .arg(QString::fromStdString(original.content.event.name))
                                     .toStdString();
        io::EventFile stored = EventRepository(m_database).file(eventId);
        stored.event.event.name = name;
        original.content.event.name = name;
        qint64 copy = 0;
        runInTransaction(m_database, [&] {
            copy = insertDraft(m_database, stored,
                io::writeTypedDraft(
                    { original.content, original.details }, original.unfinishedEntries));
            // A copy of an imported event comes from the same file, and is exported as it.
            EventSourceRepository(m_database).copy(eventId, copy);
        });
        return copy;
    });
}

Outcome<OpenedEvent> EventLifecycle::open(qint64 eventId, Access access)
{
    return attempt<OpenedEvent>([&] {
        OpenedEvent opened = read(eventId);
        // A draft or correction is edited by one desktop at a time; the others see it
        // read-only. A rated event is only looked at, and claims nothing.
        if (access == Access::Edit && opened.stage != EventStage::Rated)
            opened.editedElsewhere = m_claims.claim(eventId);
        return opened;
    });
}

Outcome<std::optional<EditingLocks::Editor>> EventLifecycle::claim(qint64 eventId)
{
    return attempt<std::optional<EditingLocks::Editor>>([&] { return m_claims.claim(eventId); });
}

void EventLifecycle::release(qint64 eventId)
{
    try {
        m_claims.release(eventId);
    } catch (const std::exception &) {
        // The server lets the claim go with our connection at the latest.
    }
}

Outcome<std::optional<EditingLocks::Editor>> EventLifecycle::otherEditorOf(qint64 eventId)
{
    return attempt<std::optional<EditingLocks::Editor>>(
        [&] { return m_claims.otherEditorOf(eventId); });
}

Outcome<Done> EventLifecycle::keepTyped(
    qint64 eventId, const io::EventFile &typed, const QMap<QString, QString> &unfinished)
{
    return attempt<Done>([&] {
        EventRepository(m_database).keepTypedDraft(eventId, io::writeTypedDraft(typed, unfinished));
        return Done {};
    });
}

Outcome<Done> EventLifecycle::saveDraft(qint64 eventId, const io::EventFile &valid)
{
    return attempt<Done>([&] {
        runInTransaction(m_database, [&] {
            EventRepository events(m_database);
            draftOf(events, eventId, " is rated; its content is not replaced",
                tr("\"%1\" is rated: it changes only when the evaluation of its correction is "
                   "saved."));
            events.replaceEvent(eventId, valid);
        });
        return Done {};
    });
}

Outcome<model::Plan> EventLifecycle::preview(qint64 eventId)
{
    return attempt<model::Plan>([&] { return EvaluationService(m_database).preview(eventId); });
}

Outcome<model::Plan> EventLifecycle::previewDraft(qint64 eventId, const EventInput &held)
{
    return attempt<model::Plan>(
        [&] { return EvaluationService(m_database).previewDraft(eventId, held); });
}

Outcome<model::Plan> EventLifecycle::previewCorrection(qint64 eventId, const EventInput &corrected)
{
    return attempt<model::Plan>(
        [&] { return EvaluationService(m_database).previewCorrection(eventId, corrected); });
}

// An event is rated only as it is typed, every cell typed into it a result or empty
// (checks::ratingBlockers, the rule the desktop's Save follows too): else refused, naming the
// first problem, and nothing is written.
void EventLifecycle::requireRateable(qint64 eventId)
{
    const OpenedEvent opened = read(eventId);
    const std::vector<checks::Problem> blockers
        = checks::ratingBlockers(opened.content, checks::typedCellsOf(opened.unfinishedEntries));
    if (blockers.empty())
        return;
    refuse(DatabaseError::Kind::Other,
        "event " + std::to_string(eventId)
            + " is not rated as typed: " + blockers.front().message.toStdString(),
        tr("\"%1\" is not rated; nothing was changed. %2")
            .arg(opened.summary.name, blockers.front().message));
}

Outcome<Done> EventLifecycle::commit(const model::Plan &previewed)
{
    return attempt<Done>([&] {
        const qint64 eventId = eventOf(previewed);
        // Only the desktop editing the event rates it.
        m_claims.whileClaimed(eventId, [&] {
            if (!previewed.deletedEvent)
                requireRateable(eventId);
            EvaluationService(m_database).commit(previewed);
        });
        return Done {};
    });
}

Outcome<model::Plan> EventLifecycle::rate(qint64 eventId)
{
    return attempt<model::Plan>([&] {
        model::Plan written;
        // A draft a desktop edits on a server is not rated behind its back.
        m_claims.whileClaimed(eventId, [&] {
            requireRateable(eventId);
            written = EvaluationService(m_database).rateAndCommit(eventId);
        });
        return written;
    });
}

Outcome<OpenedEvent> EventLifecycle::startCorrection(qint64 eventId)
{
    return attempt<OpenedEvent>([&] {
        OpenedEvent opened = read(eventId);
        if (opened.summary.status != model::EventStatus::Rated)
            refuseFor(opened.summary, " is a draft; there is nothing to correct",
                tr("\"%1\" is a draft, not yet rated: it is edited as it is, without a "
                   "correction."));
        // Another desktop corrects it already: shown as it is there, read-only.
        opened.editedElsewhere = m_claims.claim(eventId);
        if (opened.editedElsewhere)
            return opened;
        if (!opened.typed) {
            try {
                EventRepository(m_database)
                    .keepTypedDraft(
                        eventId, io::writeEventDocument({ opened.content, opened.details }, false));
            } catch (...) {
                release(eventId);
                throw;
            }
            opened.typed = true;
        }
        opened.stage = EventStage::Correction;
        return opened;
    });
}

Outcome<Done> EventLifecycle::discardCorrection(qint64 eventId)
{
    return attempt<Done>([&] {
        EventRepository events(m_database);
        const model::EventSummary summary = events.existing(eventId);
        // A draft's text as typed is all there is of it: only a correction is dropped.
        if (summary.status != model::EventStatus::Rated)
            refuseFor(summary, " is a draft; it has no correction",
                tr("\"%1\" is a draft, not a correction; delete it instead."));
        m_claims.whileClaimed(eventId, [&] { events.discardTypedDraft(eventId); });
        return Done {};
    });
}

Outcome<Done> EventLifecycle::changeDetails(qint64 eventId, const io::EventParticulars &changed)
{
    return attempt<Done>([&] {
        m_claims.whileClaimed(eventId, [&] {
            runInTransaction(m_database, [&] {
                EventRepository events(m_database);
                const model::EventSummary summary = events.existing(eventId);
                if (summary.status != model::EventStatus::Rated)
                    refuseFor(summary, " is a draft",
                        tr("\"%1\" is a draft: its details change in its editor."));
                if (summary.hasTypedDraft)
                    refuseFor(summary, " is being corrected",
                        tr("\"%1\" is being corrected: change its details in the correction, "
                           "or discard the correction first."));
                if (!changesNoRating(events.document(eventId).event.properties, changed.properties))
                    refuseFor(summary, ": the change rates anew",
                        tr("The sections of \"%1\" decide its ratings: they change only with a "
                           "correction."));
                events.changeDetails(eventId, changed);
            });
        });
        return Done {};
    });
}

Outcome<std::vector<io::DetailsChange>> EventLifecycle::detailsChanges(qint64 eventId)
{
    return attempt<std::vector<io::DetailsChange>>(
        [&] { return EventRepository(m_database).detailsChanges(eventId); });
}

Outcome<model::Plan> EventLifecycle::previewDeletion(qint64 eventId)
{
    return attempt<model::Plan>([&] {
        if (const auto editor = m_claims.otherEditorOf(eventId))
            throw EditingLocks::editedBy(
                eventId, *editor, EditingLocks::editedElsewhereSentence(*editor));
        return EvaluationService(m_database).previewDeletion(eventId);
    });
}

Outcome<model::Plan> EventLifecycle::deleteEvent(
    qint64 eventId, const std::optional<model::Plan> &previewed)
{
    return attempt<model::Plan>([&] {
        if (previewed && previewed->deletedEvent != eventId)
            throw std::logic_error("a plan that does not delete this event");
        model::Plan written;
        m_claims.whileClaimed(eventId, [&] {
            EvaluationService service(m_database);
            if (previewed) {
                written = *previewed;
                written.backup = service.commit(*previewed);
            } else {
                written = service.deleteAndCommit(eventId);
            }
        });
        return written;
    });
}

Outcome<DeletedDraft> EventLifecycle::deleteDraft(qint64 eventId)
{
    return attempt<DeletedDraft>([&] {
        DeletedDraft deleted;
        m_claims.whileClaimed(eventId, [&] {
            runInTransaction(m_database, [&] {
                EventRepository events(m_database);
                io::EventFile stored = events.file(eventId);
                deleted = { draftOf(events, eventId, " is rated, not a draft",
                                tr("\"%1\" is rated: its deletion changes later ratings, which "
                                   "are shown first.")),
                    std::move(stored.event), events.typedDraft(eventId),
                    EventSourceRepository(m_database).source(eventId), std::move(stored.details) };
                events.deleteEvent(eventId);
            });
        });
        return deleted;
    });
}

Outcome<Done> EventLifecycle::restoreDraft(const DeletedDraft &deleted)
{
    return attempt<Done>([&] {
        const qint64 eventId = deleted.summary.id;
        runInTransaction(m_database, [&] {
            EventRepository events(m_database);
            events.restoreDraft(
                eventId, deleted.summary.entrySequence, { deleted.content, deleted.details });
            if (deleted.typed)
                events.keepTypedDraft(eventId, *deleted.typed);
            if (deleted.source)
                EventSourceRepository(m_database).insert(eventId, *deleted.source);
        });
        return Done {};
    });
}

Outcome<Done> EventLifecycle::drawLots(qint64 eventId, int seed)
{
    return attempt<Done>([&] {
        m_claims.whileClaimed(eventId, [&] {
            runInTransaction(m_database, [&] {
                EventRepository events(m_database);
                events.existing(eventId);
                events.drawLots(eventId, seed);
            });
        });
        return Done {};
    });
}

Outcome<PairedRound> EventLifecycle::pairNextRound(qint64 eventId)
{
    return attempt<PairedRound>([&] {
        PairedRound paired;
        m_claims.whileClaimed(eventId,
            [&] { runInTransaction(m_database, [&] { paired = pairAndStore(eventId); }); });
        return paired;
    });
}

PairedRound EventLifecycle::pairAndStore(qint64 eventId)
{
    OpenedEvent opened = read(eventId);
    const QString &name = opened.summary.name;
    const auto refuseWith = [eventId](const std::string &detail, const QString &sentence) {
        refuse(DatabaseError::Kind::Other,
            "event " + std::to_string(eventId) + " is not paired: " + detail, sentence);
    };
    if (opened.summary.status == model::EventStatus::Rated)
        refuseWith("it is rated", tr("\"%1\" is rated; only a draft is paired.").arg(name));
    EventInput &event = opened.content;
    if (event.system == RatingSystem::Sagc)
        refuseWith("a Go event",
            tr("\"%1\" is a Go event; the Dutch system pairs chess events only.").arg(name));
    if (!opened.unfinishedEntries.isEmpty())
        refuseWith("unfinished entries",
            tr("\"%1\" has entries typed but not finished; finish or clear them before "
               "pairing.")
                .arg(name));
    if (opened.typed) {
        const io::EventReadResult valid
            = io::readEventDocument(io::writeEventDocument({ event, opened.details }, false));
        if (!valid.errors.isEmpty())
            refuseWith("the draft as typed has errors",
                tr("\"%1\" as typed is not yet valid (%2); correct it before pairing.")
                    .arg(name, valid.errors.front().userText()));
    }
    // The next round is paired only after every paired round is complete.
    const int last = model::lastPairedRound(event);
    const std::vector<model::RoundState> states = model::roundStates(event);
    for (int round = 1; round <= last; ++round) {
        if (states[round - 1] != model::RoundState::Paired
            && states[round - 1] != model::RoundState::ResultsIn)
            continue;
        std::vector<const ChessGame *> open;
        for (const ChessGame &game : event.chessGames)
            if (game.round == round && !isPlayed(game.result))
                open.push_back(&game);
        const auto playerName = [&](const std::string &id) {
            return QString::fromStdString(event.findPlayer(id)->name);
        };
        refuseWith("round " + std::to_string(round) + " is not complete",
            tr("Round %1 of \"%2\" is not complete: %3 against %4 has no result yet (boards "
               "without one: %5); enter the results before pairing round %6.")
                .arg(round)
                .arg(name, playerName(open.front()->white), playerName(open.front()->black))
                .arg(open.size())
                .arg(last + 1));
    }
    const auto planned = event.event.properties.roundsPlanned;
    if (planned && last >= *planned)
        refuseWith("every planned round is paired",
            tr("All %1 rounds of \"%2\" are paired.").arg(*planned).arg(name));
    const io::EventTournament built = io::tournamentOf(event);
    if (!built.tournament)
        refuseWith(
            built.error.toStdString(), tr("\"%1\" cannot be paired: %2").arg(name, built.error));
    const pairing::NextRound next = pairing::pairNextRound(*built.tournament);
    if (!next.violations.empty())
        refuseWith("the pairing found breaks a rule",
            tr("The pairing found for round %1 of \"%2\" breaks a rule of C.04.3 and is not "
               "stored.")
                .arg(next.round)
                .arg(name));
    PairedRound paired { next.round, next.result, event };
    if (!next.result.pairing)
        return paired;
    const auto idOf = [&](int startNumber) { return event.players.at(startNumber - 1).id; };
    for (const pairing::Board &board : next.result.pairing->boards)
        event.chessGames.push_back(
            { next.round, idOf(board.white), idOf(board.black), GameResult::NotPlayed });
    if (const int bye = next.result.pairing->byePlayer)
        event.byes.push_back(
            { next.round, idOf(bye), event.event.properties.pairingByePoints, true });
    EventRepository events(m_database);
    const io::EventFile withRound { event, opened.details };
    events.replaceEvent(eventId, withRound);
    if (opened.typed)
        events.keepTypedDraft(eventId, io::writeTypedDraft(withRound, opened.unfinishedEntries));
    paired.event = event;
    return paired;
}

Outcome<model::MergePlan> EventLifecycle::previewMerge(
    const model::PlayerDetails &merged, qint64 removedId)
{
    return attempt<model::MergePlan>(
        [&] { return PlayerMerge(m_database).preview(merged, removedId); });
}

Outcome<MergedPlayers> EventLifecycle::mergePlayers(const model::MergePlan &previewed)
{
    return attempt<MergedPlayers>([&] {
        PlayerMerge merge(m_database);
        MergedPlayers merged;
        whileMergeClaims(merge.eventsNaming(previewed.removedId), [&] {
            merged = { merge.commit(previewed), previewed.ratings };
        });
        return merged;
    });
}

Outcome<MergedPlayers> EventLifecycle::mergePlayers(qint64 keptId, qint64 removedId)
{
    return attempt<MergedPlayers>([&] {
        PlayerMerge merge(m_database);
        MergedPlayers merged;
        whileMergeClaims(merge.eventsNaming(removedId),
            [&] { merged.record = merge.mergeAndCommit(keptId, removedId, &merged.ratings); });
        return merged;
    });
}

Outcome<model::Plan> EventLifecycle::previewSplit(const model::MergeRecord &merged)
{
    return attempt<model::Plan>([&] { return PlayerMerge(m_database).previewSplit(merged); });
}

Outcome<Done> EventLifecycle::splitMerge(
    const model::MergeRecord &merged, const model::Plan &previewed)
{
    return attempt<Done>([&] {
        whileMergeClaims(
            merged.rewrittenEvents(), [&] { PlayerMerge(m_database).split(merged, previewed); });
        return Done {};
    });
}

void EventLifecycle::whileMergeClaims(
    std::span<const qint64> events, const std::function<void()> &work)
{
    if (events.empty())
        return work();
    m_claims.whileClaimed(
        events.front(), [&] { whileMergeClaims(events.subspan(1), work); },
        [](const EditingLocks::Editor &editor, const QString &event) {
            return tr("%1 has \"%2\" open; the players can be merged or split once they close it.")
                .arg(editor.describe(), event);
        });
}

} // namespace rd::store
