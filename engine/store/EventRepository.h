#pragma once

#include "engine/io/EventFile.h"
#include "engine/model/CarriedState.h"
#include "engine/model/Events.h"
#include "engine/rating/Date.h"
#include "engine/rating/EnumNames.h"
#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"
#include "engine/store/Database.h"
#include "engine/store/PlayerRepository.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace rd::store {

// Events and drafts: their players and games, and what their evaluations left behind. In the
// documents it builds a player's id is his database id.
class EventRepository {
public:
    explicit EventRepository(Database &database);

    // How many events one statement reads (documents, storedAfter): a server answers each
    // statement after a round trip.
    static constexpr std::size_t kEventsPerStatement = 50;

    // Adds the document's event as a draft. Players are found by name and birth date (or year)
    // or created; each keeps the state the document gave for him as his state before the event,
    // and what it said of him (sex, title, federation, FIDE rating) as said in this event. The
    // details of its files are kept with it.
    qint64 importEvent(const io::EventFile &event);
    // A deleted draft back under its number `eventId` (never given to another event: numbers
    // last), in its place `entrySequence` of the entry order unless another event has it now.
    void restoreDraft(qint64 eventId, qint64 entrySequence, const io::EventFile &event);
    // A correction: the event keeps its number and place in the entry order, everything else
    // (name, dates, rules, players, games, file details) is replaced. Its evaluation stays until
    // rated again.
    void replaceEvent(qint64 eventId, const io::EventFile &event);
    // Records a lot with `seed` for the event's players still tied after every tie-break
    // (standings.md "Drawing lots"), in the draft being typed too; nothing else changes, so a
    // rated event stays rated.
    void drawLots(qint64 eventId, int seed);
    // The properties and file details of a rated event become `changed`, but for its lot and
    // the arbiter's orders of ties, which are drawn and set on their own, and the players' .h9
    // lines; the change is kept in the event's history (detailsChanges). Nothing happens when
    // nothing changes. Whether a change is rating-neutral is the caller's to decide
    // (changesNoRating, EventLifecycle).
    void changeDetails(qint64 eventId, const io::EventParticulars &changed);
    // The event's history of such changes, the first first.
    std::vector<io::DetailsChange> detailsChanges(qint64 eventId);
    // The player `from` is `to` in the arbiter's orders of ties of these events (a merge of two
    // players, and its undoing).
    void renameInTieOrders(const std::vector<qint64> &eventIds, qint64 from, qint64 to);
    void deleteEvent(qint64 eventId);

    std::optional<model::EventSummary> summary(qint64 eventId);
    // The same of an event that must be there: throws DatabaseError::noEvent when it is not.
    model::EventSummary existing(qint64 eventId);
    // Rated events of `system` after `event` in rating order (SAGC: entry order).
    std::vector<model::EventSummary> ratedEventsAfter(const model::EventSummary &event);
    // Rated events of `system` in rating order (SAGC: entry order).
    std::vector<model::EventSummary> ratedEvents(RatingSystem system);
    // Every event, the latest first.
    std::vector<model::EventSummary> allEvents();

    // The event as imported: players with the states and fields the document gave, each with
    // the FIDE id the registry holds for him.
    EventInput document(qint64 eventId);
    // The same with the details of the files it came from (io::FileDetails).
    io::EventFile file(qint64 eventId);
    // The details of its files as its draft as typed has them when one is kept and reads (a
    // correction in progress), else as stored.
    io::FileDetails detailsAsTyped(qint64 eventId);
    // The documents of several events, read together.
    std::map<qint64, EventInput> documents(const std::vector<qint64> &eventIds);
    std::map<qint64, io::EventFile> files(const std::vector<qint64> &eventIds);
    // The event `held`, as an editor holds it, as document() reads it once it is kept: each
    // player the registry player it is kept as (insertContent) with what the registry has of
    // him, the games, byes, pairs and orders of ties naming him by his number. Writes nothing;
    // a player the registry does not have yet is refused (DatabaseError): the event is kept
    // first.
    EventInput asKept(EventInput held);
    std::vector<qint64> playersOf(qint64 eventId);

    // The draft as the user typed it: an event document kept whether or not it is valid yet,
    // until the event is rated; on a rated event it is a correction in progress.
    void keepTypedDraft(qint64 eventId, const QByteArray &document);
    std::optional<QByteArray> typedDraft(qint64 eventId);
    void discardTypedDraft(qint64 eventId);

    // The stored evaluation rows of a rated event, by player.
    std::map<qint64, QJsonObject> storedAfter(qint64 eventId);
    // The same of several events, by event.
    std::map<qint64, std::map<qint64, QJsonObject>> storedAfter(
        const std::vector<qint64> &eventIds);

    // Replaces an event's evaluation: one row per player with the state he leaves with, the
    // whole evaluation document, Restpartien and SAGC record-sheet lines; marks it rated.
    void storeEvaluation(qint64 eventId, const EventInput &event, const Evaluation &evaluation,
        const std::map<qint64, model::CarriedState> &statesAfter);

private:
    QVariant nextEntrySequence();
    void readEvents(const QVariantList &ids, std::map<qint64, io::EventFile> &read);
    void readPlayers(const QVariantList &ids, std::map<qint64, io::EventFile> &read);
    void readGames(const QVariantList &ids, std::map<qint64, io::EventFile> &read);
    void readByes(const QVariantList &ids, std::map<qint64, io::EventFile> &read);
    void readForbiddenPairs(const QVariantList &ids, std::map<qint64, io::EventFile> &read);
    void insertContent(qint64 eventId, const io::EventFile &file);
    void storeTieOrders(qint64 eventId, io::EventParticulars particulars,
        const std::map<std::string, qint64> &playerIds);
    void storeProperties(qint64 eventId, const io::EventParticulars &particulars);
    void storeRestpartien(qint64 eventId, const EventInput &event, const QJsonObject &document);
    void storeRecordSheets(qint64 eventId, const EventInput &event, const QJsonObject &document);
    qint64 recordSheetPlace(qint64 eventId, qint64 count);
    std::vector<model::EventSummary> summaries(const QString &where, const QVariantMap &values);

    Database &m_database;
    PlayerRepository m_players;
};

} // namespace rd::store
