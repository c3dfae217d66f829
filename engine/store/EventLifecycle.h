#pragma once

#include "engine/io/EventFile.h"
#include "engine/pairing/RoundPairing.h"
#include "engine/rating/Date.h"
#include "engine/store/Database.h"
#include "engine/store/EditingLocks.h"
#include "engine/store/EvaluationService.h"
#include "engine/store/EventRepository.h"
#include "engine/store/EventSources.h"
#include "engine/store/ImportService.h"
#include "engine/store/PlayerMerge.h"

#include <QMap>
#include <QString>
#include <QtGlobal>

#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <utility>

namespace rd::store {

// What an operation of the event lifecycle gives back: its result, or why it did not happen as
// one sentence in the user's words, with the failure itself kept for details and logs.
template <typename Result> class Outcome {
public:
    Outcome(Result result)
        : m_result(std::move(result))
    {
    }
    static Outcome refused(std::exception_ptr failure, QString sentence, DatabaseError::Kind kind)
    {
        Outcome outcome;
        outcome.m_failure = std::move(failure);
        outcome.m_sentence = std::move(sentence);
        outcome.m_kind = kind;
        return outcome;
    }

    bool succeeded() const { return m_result.has_value(); }
    explicit operator bool() const { return succeeded(); }
    const Result &operator*() const { return *m_result; }
    Result &operator*() { return *m_result; }
    const Result *operator->() const { return &*m_result; }
    Result *operator->() { return &*m_result; }

    // Of a refusal: what the user reads, what kind of refusal it is (DatabaseError::Kind, Other
    // for a failure that is no DatabaseError) and the failure itself (for the desktop's
    // desktop::Failure, whose log keeps its words).
    const QString &sentence() const { return m_sentence; }
    DatabaseError::Kind kind() const { return m_kind; }
    const std::exception_ptr &failure() const { return m_failure; }
    // The result; a refusal is thrown again as the failure it came from, for the command line,
    // which reports failures as exceptions (its command group).
    Result &orThrow()
    {
        if (!m_result)
            std::rethrow_exception(m_failure);
        return *m_result;
    }

private:
    Outcome() = default;

    std::optional<Result> m_result;
    std::exception_ptr m_failure;
    QString m_sentence;
    DatabaseError::Kind m_kind = DatabaseError::Kind::Other;
};

// The result of an operation that has none beyond having happened.
struct Done { };

// Where an event stands for whoever opens it: a draft is edited, a rated event is shown
// read-only, and a rated event with a correction in progress is edited as the correction.
enum class EventStage { Draft, Rated, Correction };

// Two registry players merged into one: how to split them back, and the ratings written again.
struct MergedPlayers {
    model::MergeRecord record;
    model::Plan ratings;
};

// An event as it is opened: what it is, the content to show or edit, and who else edits it.
struct OpenedEvent {
    model::EventSummary summary;
    EventStage stage = EventStage::Draft;
    EventInput content; // as last typed if a draft as typed is kept, else as stored
    bool typed = false; // `content` is the draft as typed
    io::FileDetails details; // what the files of `content` say besides it, as `content`
    QMap<QString, QString> unfinishedEntries; // text of fields not yet entered, by field
    // Another desktop edits it: it is shown read-only and this one holds no claim.
    std::optional<EditingLocks::Editor> editedElsewhere;
};

// A draft as it was deleted, all that brings it back as it was (EventLifecycle::restoreDraft):
// its number and place in the entry order, its content as stored, its draft as typed as it was
// kept (cells that are no result, games naming a number without a player, the texts of fields
// not yet entered, all as typed) and the file it was imported from.
struct DeletedDraft {
    model::EventSummary summary;
    EventInput content;
    std::optional<QByteArray> typed;
    std::optional<EventSource> source;
    io::FileDetails details {}; // of `content`
};

// The next round of a Swiss event as pairNextRound() paired it: the boards and the bye by start
// number (the event's players in their order, the first 1), or why no legal pairing exists, and
// the event with the round paired (as it was when none exists).
struct PairedRound {
    int round = 0;
    pairing::PairingResult result;
    EventInput event;
};

// The one way the desktop and the command line change an event (docs/database.md, "The life of
// an event"): create, duplicate, open and claim, keep and save a draft, preview and commit its
// evaluation, correct a rated event or discard the correction, change a rated event's details
// that no rating depends on, delete a draft or a rated event, draw lots for its tied players; and
// the merges of two registry players, which change every event either of them played in. Every
// operation runs in its own transaction (or none when it only reads); those that rate, discard or
// delete hold the event's claim while they run (EditingLocks), so that on a server nothing changes
// under another desktop's typing. Each returns an Outcome: a result or the sentence that says why
// not, and a refused operation leaves the database as it was.
class EventLifecycle {
public:
    // Whether an event is opened to be edited, which claims a draft or a correction on a
    // server, or only to be looked at.
    enum class Access { Edit, Look };

    // With claims of its own, each held while an operation runs (the command line).
    explicit EventLifecycle(
        Database &database, DatabaseError::Asked asked = DatabaseError::Asked::ByNumber);
    // With the claims the desktop keeps while an event is open.
    EventLifecycle(Database &database, EditingLocks &claims,
        DatabaseError::Asked asked = DatabaseError::Asked::FromList);
    ~EventLifecycle();
    Q_DISABLE_COPY(EventLifecycle)

    // --- Creating
    // A new empty draft of `system` that ends on `day`, under the system's rule set of that
    // day, named "Event <day>" ("Record sheet <day>" for Go), kept as typed from the start.
    Outcome<qint64> createEmpty(RatingSystem system, Date day);
    // A new draft with `content`, kept as typed from the start.
    Outcome<qint64> addDraft(const io::EventFile &content);
    // An event file read by ImportService, added as a draft with the file kept as its source
    // (TRF, .h9) so that it is exported as it came.
    Outcome<ImportResult> addImported(const ImportPlan &plan);
    // A new draft with the content of `eventId` as last typed, named "<name> (copy)", coming
    // from the same file.
    Outcome<qint64> duplicate(qint64 eventId);

    // --- Opening and claiming
    // The event with its content as last typed; to edit, a draft or correction is claimed, and
    // one another desktop edits is opened read-only saying who (OpenedEvent::editedElsewhere).
    Outcome<OpenedEvent> open(qint64 eventId, Access access);
    // Claims `eventId` for this desktop: nothing when it is ours now, else who edits it.
    Outcome<std::optional<EditingLocks::Editor>> claim(qint64 eventId);
    // Lets another desktop edit `eventId`; never fails (the server drops a claim with the
    // connection at the latest).
    void release(qint64 eventId);
    // Who else edits `eventId` now (always nobody on a SQLite file).
    Outcome<std::optional<EditingLocks::Editor>> otherEditorOf(qint64 eventId);

    // --- Keeping a draft
    // The draft (or correction) as typed, valid or not, with the text of fields not yet
    // entered: one short write, so that a crash loses at most the change being made.
    Outcome<Done> keepTyped(
        qint64 eventId, const io::EventFile &typed, const QMap<QString, QString> &unfinished = {});
    // A valid draft becomes the event's content, which preview() rates. A rated event refuses:
    // its correction stays typed only until its evaluation is committed.
    Outcome<Done> saveDraft(qint64 eventId, const io::EventFile &valid);

    // --- Evaluating
    // The evaluation of `eventId` as stored and every later one it changes; writes nothing.
    Outcome<model::Plan> preview(qint64 eventId);
    // A draft as its editor holds it (EvaluationService::previewDraft); writes nothing.
    Outcome<model::Plan> previewDraft(qint64 eventId, const EventInput &held);
    // A rated event with `corrected` in place of its content; writes nothing.
    Outcome<model::Plan> previewCorrection(qint64 eventId, const EventInput &corrected);
    // Writes exactly the plan the user saw, under the event's claim; refuses one the database
    // has moved past (DatabaseError::Kind::Stale), and an event whose draft as typed cannot be
    // rated (checks::ratingBlockers: a cell typed that is no result, an error, no game).
    Outcome<Done> commit(const model::Plan &previewed);
    // Rates `eventId` and every later event it changes, computed and written at once under its
    // claim (no preview shown first: the command line); the plan that was written. Refused as
    // commit() refuses.
    Outcome<model::Plan> rate(qint64 eventId);

    // --- Correcting
    // A rated event's correction: its content as a draft as typed kept on the event, which does
    // not change until the correction's evaluation is committed; claimed for this desktop. One
    // another desktop corrects already is opened read-only (OpenedEvent::editedElsewhere).
    Outcome<OpenedEvent> startCorrection(qint64 eventId);
    // The correction is dropped; the rated event stays as it is.
    Outcome<Done> discardCorrection(qint64 eventId);

    // --- Details that change no rating
    // A rated event's properties and file details become `changed` where no rating depends on
    // them (changesNoRating: everything but the sections), without a correction: in one transaction
    // under its claim, kept in the event's history (detailsChanges). Refused for a draft (its
    // editor changes it), during a correction, and for a change of the sections.
    Outcome<Done> changeDetails(qint64 eventId, const io::EventParticulars &changed);
    // The event's history of such changes, the first first.
    Outcome<std::vector<io::DetailsChange>> detailsChanges(qint64 eventId);

    // --- Deleting
    // What deleting `eventId` does: a draft just goes; without a rated event the later events
    // of its players are rated again (the impact, model::Plan::changes). Refused while another
    // desktop edits it. Writes nothing.
    Outcome<model::Plan> previewDeletion(qint64 eventId);
    // Deletes `eventId` (a draft or a rated event) and rates the later events again, under its
    // claim. With `previewed` (previewDeletion()'s plan, as the user saw it) exactly that is
    // written, or refused when the database has moved past it; without, computed and written at
    // once. The plan that was written, with the backup of the database made before a rated
    // event is deleted (model::Plan::backup).
    Outcome<model::Plan> deleteEvent(
        qint64 eventId, const std::optional<model::Plan> &previewed = std::nullopt);

    // A draft deleted so that restoreDraft() can bring it back as it was: what it was. A rated
    // event is refused (deleteEvent() shows what its deletion changes first).
    Outcome<DeletedDraft> deleteDraft(qint64 eventId);
    // A deleted draft back under its own number with its draft as typed as it was (the undo of
    // a deletion); refused when a player of it has left the registry meanwhile.
    Outcome<Done> restoreDraft(const DeletedDraft &deleted);

    // --- Drawing lots
    // Records a lot with `seed` for the players of `eventId` still tied after every tie-break
    // (standings.md "Drawing lots"), in its draft as typed too, under its claim; nothing else
    // changes, so a rated event stays rated.
    Outcome<Done> drawLots(qint64 eventId, int seed);

    // --- Pairing (docs/pairing.md "Pairing a stored event")
    // Pairs the next round of a chess draft with the Dutch system, from the event as typed, and
    // stores it as the event's next paired round (games without results, the pairing-allocated
    // bye), in one transaction under its claim. Refused with a sentence: a rated or Go event,
    // entries typed but not finished, a last round not complete, every planned round paired, an
    // event the pairing cannot take. When no legal pairing exists nothing is written and the
    // result says why (PairingResult::unpairable).
    Outcome<PairedRound> pairNextRound(qint64 eventId);

    // --- Merging players (store::PlayerMerge)
    // What merging `removedId` into `merged` (the kept player as he will be) rates again;
    // writes nothing. Refused with a sentence: one player twice, a player not in the registry,
    // or two players of one event.
    Outcome<model::MergePlan> previewMerge(const model::PlayerDetails &merged, qint64 removedId);
    // Writes exactly the merge the user saw; refuses one the database has moved past
    // (DatabaseError::Kind::Stale). The merge and its split rewrite the events that name the
    // removed player, so each is claimed while they run: never while another desktop edits one.
    Outcome<MergedPlayers> mergePlayers(const model::MergePlan &previewed);
    // Merges `removedId` into `keptId`, who keeps his name and birth, computed and written at
    // once (no preview shown first: the command line).
    Outcome<MergedPlayers> mergePlayers(qint64 keptId, qint64 removedId);
    // What splitting a merge back rates again; writes nothing.
    Outcome<model::Plan> previewSplit(const model::MergeRecord &merged);
    // Splits a merge back as previewSplit() showed it, or refuses when the database has moved
    // past it.
    Outcome<Done> splitMerge(const model::MergeRecord &merged, const model::Plan &previewed);

private:
    template <typename Result, typename Work> Outcome<Result> attempt(Work &&work);
    OpenedEvent read(qint64 eventId);
    void requireRateable(qint64 eventId);
    PairedRound pairAndStore(qint64 eventId);
    // Runs `work`, a merge of players or its split, while each of `events` is claimed; refused,
    // naming the event and who edits it, when another desktop edits one of them.
    void whileMergeClaims(std::span<const qint64> events, const std::function<void()> &work);

    Database &m_database;
    std::unique_ptr<EditingLocks> m_ownClaims; // the command line's
    EditingLocks &m_claims;
    DatabaseError::Asked m_asked;
};

} // namespace rd::store
