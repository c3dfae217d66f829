// The life of an event without a window (docs/database.md, "The life of an event"): every
// operation of EventLifecycle, each giving a result or a sentence and, when it refuses, leaving
// the database as it was. On SQLite, and with RD_TEST_BACKEND=postgresql on PostgreSQL, where a
// second desktop's claim is tried too.
//
// The ratings are DWZ of era A (dwz-1993, docs/rules/dwz.md §4.1), worked out by hand:
//   Rn = round_half_up(Ro + 800 · (W − We) / (E + n)),  E = round_half_up((Ro/1000)^4 + J),
//   E capped to 5 … min(30, 5 · index); adults (born 1970) have J = 15 (§3.2).
//   Anna 1800 (index 20): E = round(1.8^4 + 15) = round(25.4976) = 25.
//   Bernd 1600 (index 20): E = round(1.6^4 + 15) = round(21.5536) = 22.
//   P(200) = 0.760, P(−200) = 0.240 (normal-3dec, §3.4).
#include "engine/io/document/EventDocumentReader.h"
#include "engine/store/EventLifecycle.h"
#include "engine/store/EventSources.h"
#include "engine/store/PlayerRepository.h"
#include "tests/DatabaseLocation.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTest>

using namespace rd::store;
using namespace rd::model;
using rd::test::DatabaseLocation;

namespace {

const EditingLocks::Editor kAnna { QStringLiteral("anna"), QStringLiteral("club-pc"), {} };
const EditingLocks::Editor kBen { QStringLiteral("ben"), QStringLiteral("office"), {} };

// Anna's and Ben's desktops on one database (a server's: only there do two desktops share one).
struct TwoDesktops {
    const DatabaseLocation club;
    Database first { club.location(), Database::Opening::CreateIfMissing };
    Database second { club.location(), Database::Opening::CreateIfMissing };
    EditingLocks annasClaims { first, kAnna };
    EditingLocks bensClaims { second, kBen };
    EventLifecycle anna { first, annasClaims };
    EventLifecycle ben { second, bensClaims };
};

// Anna (1800, index 20) and Bernd (1600, index 20), adults, under dwz-1993; `games` as
// {white, black, result}. Anna is entered as `annasName` (another spelling makes a second
// registry player of her).
rd::EventInput clubEvent(const QString &name, const QString &endDate,
    const QList<QStringList> &games, const QString &annasName = QStringLiteral("Anna"))
{
    QJsonArray players;
    for (const auto &[player, rating] : { std::pair { "Anna", 1800 }, std::pair { "Bernd", 1600 } })
        players.append(QJsonObject { { "id", player },
            { "name",
                player == std::string_view("Anna") ? annasName : QString::fromLatin1(player) },
            { "birth_year", 1970 },
            { "dwz", QJsonObject { { "rating", rating }, { "index", 20 } } } });
    QJsonArray gameArray;
    for (const QStringList &game : games)
        gameArray.append(
            QJsonObject { { "white", game[0] }, { "black", game[1] }, { "result", game[2] } });
    const QJsonObject document { { "format", "ratingdesk-event" }, { "version", 1 },
        { "system", "dwz" }, { "ruleset", "dwz-1993" },
        { "event", QJsonObject { { "name", name }, { "end_date", endDate } } },
        { "players", players }, { "games", gameArray } };
    const auto read = rd::io::readEventDocument(QJsonDocument(document).toJson());
    if (!read.event)
        qFatal("invalid test document: %s", qPrintable(read.errors.first().toString()));
    return *read.event;
}

qint64 playerId(Database &database, const QString &name)
{
    return PlayerRepository(database).players(name).front().id;
}

// Anna entered twice: as herself in the club night draft and as "Ana" in spring, a second
// registry player of one person; spring is rated when `rateSpring`.
struct AnnaTwice {
    qint64 spring = 0;
    qint64 anna = 0;
    qint64 ana = 0;
};

AnnaTwice enterAnnaTwice(EventLifecycle &lifecycle, Database &database, bool rateSpring)
{
    const Outcome<qint64> night = lifecycle.addDraft(clubEvent("Club night", "2025-03-01", {}));
    const Outcome<qint64> spring = lifecycle.addDraft(
        clubEvent("Spring", "2025-04-01", { { "Anna", "Bernd", "1-0" } }, "Ana"));
    if (!night || !spring || (rateSpring && !lifecycle.rate(*spring)))
        qFatal("Anna's two entries could not be made");
    return { *spring, playerId(database, "Anna"), playerId(database, "Ana") };
}

// "rating/index" each player leaves `eventId` with, as stored: "Anna 1807/21, Bernd 1592/21"
// (Ana: Anna's second entry, while there is one).
QString storedRatings(Database &database, qint64 eventId)
{
    const std::map<qint64, QJsonObject> after = EventRepository(database).storedAfter(eventId);
    QStringList shown;
    for (const char *name : { "Anna", "Ana", "Bernd" }) {
        if (PlayerRepository(database).players(QString::fromLatin1(name)).empty())
            continue; // Ana, once merged into Anna
        const auto found = after.find(playerId(database, QString::fromLatin1(name)));
        if (found == after.end())
            continue;
        shown << QStringLiteral("%1 %2/%3")
                     .arg(QString::fromLatin1(name))
                     .arg(found->second.value("rating").toInt())
                     .arg(found->second.value("index").toInt());
    }
    return shown.join(QStringLiteral(", "));
}

EventStatus statusOf(Database &database, qint64 eventId)
{
    return EventRepository(database).summary(eventId)->status;
}

} // namespace

class TestEventLifecycleOps : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const QString reason = DatabaseLocation::unavailable(); !reason.isEmpty())
            QSKIP(qPrintable(reason));
    }

    void createEmptyMakesADraftOfTheSystemKeptAsTyped()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const rd::Date day { 2026, 11, 23 };
        const QString shownDay = QLocale().toString(QDate(2026, 11, 23), QLocale::ShortFormat);
        const Outcome<qint64> chess = lifecycle.createEmpty(rd::RatingSystem::Dwz, day);
        const Outcome<qint64> go = lifecycle.createEmpty(rd::RatingSystem::Sagc, day);
        QVERIFY(chess && go);
        const Outcome<OpenedEvent> opened = lifecycle.open(*chess, EventLifecycle::Access::Look);
        QVERIFY(opened);
        QCOMPARE(opened->summary.name, QStringLiteral("Event ") + shownDay);
        // docs/event-document.md, `ruleset`: dwz-2026 is the default from 2026-06-08 on.
        QCOMPARE(opened->summary.ruleset, QStringLiteral("dwz-2026"));
        QCOMPARE(opened->stage, EventStage::Draft);
        QVERIFY(opened->typed);
        QVERIFY(opened->content.players.empty());
        const Outcome<OpenedEvent> sheet = lifecycle.open(*go, EventLifecycle::Access::Look);
        QCOMPARE(sheet->summary.name, QStringLiteral("Record sheet ") + shownDay);
        QVERIFY(sheet->summary.system == rd::RatingSystem::Sagc);
    }

    void addDraftKeepsItsContentAsTyped()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const Outcome<qint64> id = lifecycle.addDraft(
            clubEvent("Club night", "2025-04-01", { { "Anna", "Bernd", "1-0" } }));
        QVERIFY(id);
        const Outcome<OpenedEvent> opened = lifecycle.open(*id, EventLifecycle::Access::Look);
        QVERIFY(opened->typed);
        QCOMPARE(opened->content.players.size(), std::size_t { 2 });
        QCOMPARE(opened->content.chessGames.size(), std::size_t { 1 });
        QCOMPARE(statusOf(database, *id), EventStatus::Draft);
    }

    void addImportedKeepsTheFileItCameFrom()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        const ImportPlan plan
            = ImportService(database).planFile(QStringLiteral(RD_TEST_DATA_DIR "/sample.trf"));
        QVERIFY(plan.canWrite());
        const Outcome<ImportResult> imported = EventLifecycle(database).addImported(plan);
        QVERIFY(imported);
        QCOMPARE(statusOf(database, imported->eventId), EventStatus::Draft);
        // docs/trf.md, "Byte for byte back": the file is kept with the event.
        const auto source = EventSourceRepository(database).source(imported->eventId);
        QVERIFY(source);
        QCOMPARE(source->original, plan.original);
    }

    void duplicateCopiesTheContentAsLastTyped()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const ImportPlan plan
            = ImportService(database).planFile(QStringLiteral(RD_TEST_DATA_DIR "/sample.trf"));
        const qint64 original = lifecycle.addImported(plan)->eventId;
        // The original as typed since: one game fewer than stored.
        rd::EventInput typed = lifecycle.open(original, EventLifecycle::Access::Look)->content;
        const std::size_t games = typed.chessGames.size();
        QVERIFY(games > 1);
        typed.chessGames.pop_back();
        QVERIFY(lifecycle.keepTyped(original, typed));

        const Outcome<qint64> copy = lifecycle.duplicate(original);
        QVERIFY(copy);
        QVERIFY(*copy != original);
        const Outcome<OpenedEvent> opened = lifecycle.open(*copy, EventLifecycle::Access::Look);
        QCOMPARE(opened->summary.name,
            QString::fromStdString(typed.event.name) + QStringLiteral(" (copy)"));
        QCOMPARE(opened->content.chessGames.size(), games - 1);
        QCOMPARE(opened->stage, EventStage::Draft);
        // A copy of an imported event comes from the same file.
        QCOMPARE(EventSourceRepository(database).source(*copy)->original, plan.original);

        const Outcome<qint64> none = lifecycle.duplicate(original + 1000);
        QVERIFY(!none);
        QCOMPARE(none.kind(), DatabaseError::Kind::NotFound);
        QCOMPARE(
            none.sentence(), QStringLiteral("No event has the number %1.").arg(original + 1000));
    }

    void openClaimsADraftToEditAndNothingToLook()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EditingLocks claims(database, kAnna);
        EventLifecycle lifecycle(database, claims);
        const qint64 draft = *lifecycle.addDraft(clubEvent("Club night", "2025-04-01", {}));
        const Outcome<OpenedEvent> looked = lifecycle.open(draft, EventLifecycle::Access::Look);
        QVERIFY(looked && !looked->editedElsewhere);
        QVERIFY(!claims.holds(draft));
        const Outcome<OpenedEvent> edited = lifecycle.open(draft, EventLifecycle::Access::Edit);
        QVERIFY(edited && !edited->editedElsewhere);
        QVERIFY(claims.holds(draft));
        lifecycle.release(draft);
        QVERIFY(!claims.holds(draft));

        // A rated event is only shown: opening it claims nothing.
        const qint64 rated = *lifecycle.addDraft(
            clubEvent("Spring", "2025-04-01", { { "Anna", "Bernd", "1-0" } }));
        QVERIFY(lifecycle.rate(rated));
        const Outcome<OpenedEvent> shown = lifecycle.open(rated, EventLifecycle::Access::Edit);
        QCOMPARE(shown->stage, EventStage::Rated);
        QVERIFY(!claims.holds(rated));

        const Outcome<OpenedEvent> missing
            = lifecycle.open(rated + 1000, EventLifecycle::Access::Edit);
        QVERIFY(!missing);
        QCOMPARE(missing.kind(), DatabaseError::Kind::NotFound);
    }

    void aDraftAnotherDesktopEditsOpensReadOnly()
    {
        if (!DatabaseLocation::onPostgresql())
            QSKIP("two desktops share a database only on a server");
        TwoDesktops club;
        auto &[location, first, second, annasClaims, bensClaims, anna, ben] = club;
        const qint64 draft
            = *anna.addDraft(clubEvent("Club night", "2025-04-01", { { "Anna", "Bernd", "1-0" } }));
        QVERIFY(!anna.open(draft, EventLifecycle::Access::Edit)->editedElsewhere);
        const Outcome<OpenedEvent> forBen = ben.open(draft, EventLifecycle::Access::Edit);
        QVERIFY(forBen);
        QVERIFY(forBen->editedElsewhere);
        QCOMPARE(forBen->editedElsewhere->describe(), QStringLiteral("anna on club-pc"));
        QCOMPARE(ben.otherEditorOf(draft)->value().user, QStringLiteral("anna"));

        // Ben can neither rate nor delete it meanwhile; it stays a draft.
        const Outcome<Plan> rated = ben.rate(draft);
        QVERIFY(!rated);
        QCOMPARE(rated.kind(), DatabaseError::Kind::Busy);
        QVERIFY(rated.sentence().startsWith(
            QStringLiteral("anna on club-pc has been editing this event since ")));
        const Outcome<Plan> deletion = ben.previewDeletion(draft);
        QVERIFY(!deletion);
        QVERIFY(deletion.sentence().endsWith(
            QStringLiteral("it can be rated or deleted once they close it.")));
        QVERIFY(!ben.deleteEvent(draft));
        QCOMPARE(statusOf(first, draft), EventStatus::Draft);

        anna.release(draft);
        QVERIFY(!ben.open(draft, EventLifecycle::Access::Edit)->editedElsewhere);
    }

    void keepTypedAndSaveDraft()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const qint64 id = *lifecycle.addDraft(clubEvent("Club night", "2025-04-01", {}));
        rd::EventInput typed
            = clubEvent("Club night", "2025-04-01", { { "Anna", "Bernd", "1-0" } });
        const QMap<QString, QString> unfinished { { QStringLiteral("addPlayer"),
            QStringLiteral("Wolf, E") } };
        QVERIFY(lifecycle.keepTyped(id, typed, unfinished));
        const Outcome<OpenedEvent> kept = lifecycle.open(id, EventLifecycle::Access::Look);
        QCOMPARE(kept->content.chessGames.size(), std::size_t { 1 });
        QCOMPARE(kept->unfinishedEntries, unfinished);
        // Kept as typed only: the stored content, which a preview rates, has no game yet.
        QVERIFY(EventRepository(database).document(id).chessGames.empty());

        QVERIFY(lifecycle.saveDraft(id, typed));
        QCOMPARE(EventRepository(database).document(id).chessGames.size(), std::size_t { 1 });

        // A rated event is replaced only by committing its correction.
        QVERIFY(lifecycle.rate(id));
        rd::EventInput other = typed;
        other.chessGames.front().result = *rd::parseGameResult("0-1");
        const Outcome<Done> refused = lifecycle.saveDraft(id, other);
        QVERIFY(!refused);
        QCOMPARE(refused.sentence(),
            QStringLiteral("\"Club night\" is rated: it changes only when the evaluation of its "
                           "correction is saved."));
        QCOMPARE(storedRatings(database, id), QStringLiteral("Anna 1807/21, Bernd 1592/21"));
    }

    void previewWritesNothingAndCommitWritesThePlan()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const qint64 id = *lifecycle.addDraft(
            clubEvent("Spring", "2025-04-01", { { "Anna", "Bernd", "1-0" } }));
        const Outcome<Plan> plan = lifecycle.preview(id);
        QVERIFY(plan);
        QCOMPARE(plan->evaluations.size(), std::size_t { 1 });
        // Anna wins: Rn = round(1800 + 800 · (1 − 0.760) / (25 + 1)) = round(1807.38) = 1807;
        // Bernd loses: Rn = round(1600 + 800 · (0 − 0.240) / (22 + 1)) = round(1591.65) = 1592.
        const std::map<qint64, rd::model::CarriedState> &after
            = plan->evaluations.front().statesAfter;
        QCOMPARE(std::get<rd::DwzState>(after.at(playerId(database, "Anna"))).rating, 1807);
        QCOMPARE(std::get<rd::DwzState>(after.at(playerId(database, "Bernd"))).rating, 1592);
        QCOMPARE(statusOf(database, id), EventStatus::Draft); // the preview wrote nothing
        QCOMPARE(storedRatings(database, id), QString());

        QVERIFY(lifecycle.commit(*plan));
        QCOMPARE(statusOf(database, id), EventStatus::Rated);
        QCOMPARE(storedRatings(database, id), QStringLiteral("Anna 1807/21, Bernd 1592/21"));
        // Committing drops the draft as typed: the event opens as rated.
        QCOMPARE(lifecycle.open(id, EventLifecycle::Access::Edit)->stage, EventStage::Rated);
    }

    void aPlanTheDatabaseMovedPastIsRefused()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const qint64 id = *lifecycle.addDraft(
            clubEvent("Spring", "2025-04-01", { { "Anna", "Bernd", "1-0" } }));
        const Outcome<Plan> plan = lifecycle.preview(id);
        QVERIFY(lifecycle.addDraft(clubEvent("Another", "2025-05-01", {})));
        const Outcome<Done> stale = lifecycle.commit(*plan);
        QVERIFY(!stale);
        QCOMPARE(stale.kind(), DatabaseError::Kind::Stale);
        QCOMPARE(stale.sentence(),
            QStringLiteral("The database has changed since this preview was made; look at the "
                           "preview again and save once more."));
        QCOMPARE(statusOf(database, id), EventStatus::Draft);
    }

    void rateComputesAndWritesAtOnce()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const qint64 id = *lifecycle.addDraft(
            clubEvent("Spring", "2025-04-01", { { "Anna", "Bernd", "1-0" } }));
        const Outcome<Plan> written = lifecycle.rate(id);
        QVERIFY(written);
        QCOMPARE(written->evaluations.front().event.id, id);
        // As in previewWritesNothingAndCommitWritesThePlan.
        QCOMPARE(storedRatings(database, id), QStringLiteral("Anna 1807/21, Bernd 1592/21"));

        const Outcome<Plan> missing = lifecycle.rate(id + 1000);
        QVERIFY(!missing);
        QCOMPARE(missing.sentence(), QStringLiteral("No event has the number %1.").arg(id + 1000));
        // Chosen from a list (the desktop), a missing event was deleted meanwhile.
        const Outcome<Plan> gone
            = EventLifecycle(database, DatabaseError::Asked::FromList).rate(id + 1000);
        QCOMPARE(gone.sentence(),
            QStringLiteral("It is no longer in the database; perhaps it was deleted meanwhile."));
    }

    void aCorrectionLeavesTheRatedEventUntilCommitted()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EditingLocks claims(database, kAnna);
        EventLifecycle lifecycle(database, claims);
        const qint64 id = *lifecycle.addDraft(
            clubEvent("Spring", "2025-04-01", { { "Anna", "Bernd", "1-0" } }));
        QVERIFY(lifecycle.rate(id));

        const Outcome<OpenedEvent> correction = lifecycle.startCorrection(id);
        QVERIFY(correction);
        QCOMPARE(correction->stage, EventStage::Correction);
        QVERIFY(!correction->editedElsewhere);
        QVERIFY(claims.holds(id));
        QVERIFY(EventRepository(database).summary(id)->hasTypedDraft);
        QCOMPARE(lifecycle.open(id, EventLifecycle::Access::Look)->stage, EventStage::Correction);

        // Bernd won, not Anna: Anna Rn = round(1800 + 800 · (0 − 0.760) / 26) = round(1776.62)
        // = 1777; Bernd Rn = round(1600 + 800 · (1 − 0.240) / 23) = round(1626.43) = 1626.
        const rd::EventInput corrected
            = clubEvent("Spring", "2025-04-01", { { "Anna", "Bernd", "0-1" } });
        QVERIFY(lifecycle.keepTyped(id, corrected));
        const Outcome<Plan> plan = lifecycle.previewCorrection(id, corrected);
        QVERIFY(plan);
        QCOMPARE(plan->changes.size(), std::size_t { 2 });
        QCOMPARE(storedRatings(database, id), QStringLiteral("Anna 1807/21, Bernd 1592/21"));
        QVERIFY(lifecycle.commit(*plan));
        QCOMPARE(storedRatings(database, id), QStringLiteral("Anna 1777/21, Bernd 1626/21"));
        QVERIFY(!EventRepository(database).summary(id)->hasTypedDraft);

        // A draft has nothing to correct.
        const qint64 draft = *lifecycle.addDraft(clubEvent("Autumn", "2025-10-01", {}));
        const Outcome<OpenedEvent> refused = lifecycle.startCorrection(draft);
        QVERIFY(!refused);
        QCOMPARE(refused.sentence(),
            QStringLiteral("\"Autumn\" is a draft, not yet rated: it is edited as it is, without "
                           "a correction."));
    }

    void discardingACorrectionKeepsTheRatedEvent()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const qint64 id = *lifecycle.addDraft(
            clubEvent("Spring", "2025-04-01", { { "Anna", "Bernd", "1-0" } }));
        QVERIFY(lifecycle.rate(id));
        QVERIFY(lifecycle.startCorrection(id));
        QVERIFY(lifecycle.keepTyped(
            id, clubEvent("Spring", "2025-04-01", { { "Anna", "Bernd", "0-1" } })));
        lifecycle.release(id);
        QVERIFY(lifecycle.discardCorrection(id));
        const Outcome<OpenedEvent> opened = lifecycle.open(id, EventLifecycle::Access::Look);
        QCOMPARE(opened->stage, EventStage::Rated);
        QCOMPARE(opened->content.chessGames.front().result, *rd::parseGameResult("1-0"));
        QCOMPARE(storedRatings(database, id), QStringLiteral("Anna 1807/21, Bernd 1592/21"));

        // A draft as typed is all there is of a draft: it is not discarded.
        const qint64 draft = *lifecycle.addDraft(
            clubEvent("Autumn", "2025-10-01", { { "Anna", "Bernd", "1-0" } }));
        const Outcome<Done> refused = lifecycle.discardCorrection(draft);
        QVERIFY(!refused);
        QCOMPARE(refused.sentence(),
            QStringLiteral("\"Autumn\" is a draft, not a correction; delete it instead."));
        QVERIFY(lifecycle.open(draft, EventLifecycle::Access::Look)->typed);
    }

    // A rated event's details that no rating depends on change without a correction, kept in
    // its history; its ratings stay. Refused: a change of the sections, a draft, a correction.
    void aRatedEventsDetailsChangeWithoutACorrection()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const qint64 id = *lifecycle.addDraft(
            clubEvent("Spring", "2025-04-01", { { "Anna", "Bernd", "1-0" } }));
        QVERIFY(lifecycle.rate(id));
        const QString ratings = storedRatings(database, id);
        const auto stored = [&] {
            const rd::io::EventFile file = EventRepository(database).file(id);
            return rd::io::EventParticulars { file.event.event.properties, file.details };
        };

        rd::io::EventParticulars changed = stored();
        changed.properties.place = "Kassel";
        changed.properties.chiefArbiterId = "12340001";
        changed.properties.timeControl = "90'/40+30'+30\"";
        // The date of its round as a TRF file writes it, a detail of the event's files.
        changed.files.trf.roundDates = { "25/04/01" };
        QVERIFY(lifecycle.changeDetails(id, changed));
        QCOMPARE(stored().properties.place, std::string("Kassel"));
        QCOMPARE(stored().properties.chiefArbiterId, std::string("12340001"));
        QCOMPARE(stored().files.trf.roundDates, std::vector<std::string> { "25/04/01" });
        QCOMPARE(EventRepository(database).summary(id)->status, EventStatus::Rated);
        QVERIFY(!EventRepository(database).summary(id)->hasTypedDraft);
        QCOMPARE(storedRatings(database, id), ratings);
        const auto history = lifecycle.detailsChanges(id);
        QVERIFY(history);
        QCOMPARE(history->size(), std::size_t { 1 });
        QCOMPARE(history->front().before.properties.place, std::string());
        QCOMPARE(history->front().after.properties.place, std::string("Kassel"));
        QCOMPARE(history->front().before.files.trf.roundDates, std::vector<std::string>());
        QCOMPARE(
            history->front().after.files.trf.roundDates, std::vector<std::string> { "25/04/01" });
        QVERIFY(history->front().at.isValid());
        // The same details again change nothing and add nothing to the history.
        QVERIFY(lifecycle.changeDetails(id, changed));
        QCOMPARE(lifecycle.detailsChanges(id)->size(), std::size_t { 1 });

        // The sections decide who is rated with whom: only a correction changes them.
        rd::io::EventParticulars sections = changed;
        rd::EventSection open;
        open.name = "Open";
        sections.properties.sections.push_back(open);
        const Outcome<Done> refused = lifecycle.changeDetails(id, sections);
        QVERIFY(!refused);
        QCOMPARE(refused.sentence(),
            QStringLiteral("The sections of \"Spring\" decide its ratings: they change only with a "
                           "correction."));
        QVERIFY(stored().properties.sections.empty());

        // During a correction its details change in the correction.
        QVERIFY(lifecycle.startCorrection(id));
        lifecycle.release(id);
        QCOMPARE(lifecycle.changeDetails(id, changed).sentence(),
            QStringLiteral("\"Spring\" is being corrected: change its details in the correction, "
                           "or discard the correction first."));
        QVERIFY(lifecycle.discardCorrection(id));

        // A draft's details change in its editor.
        const qint64 draft = *lifecycle.addDraft(clubEvent("Autumn", "2025-10-01", {}));
        QCOMPARE(lifecycle.changeDetails(draft, changed).sentence(),
            QStringLiteral("\"Autumn\" is a draft: its details change in its editor."));
    }

    void deletingADraftChangesNoRating()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const qint64 draft = *lifecycle.addDraft(
            clubEvent("Club night", "2025-04-01", { { "Anna", "Bernd", "1-0" } }));
        const Outcome<Plan> impact = lifecycle.previewDeletion(draft);
        QVERIFY(impact);
        QVERIFY(impact->evaluations.empty() && impact->changes.empty());
        QVERIFY(EventRepository(database).summary(draft)); // the preview wrote nothing
        QVERIFY(lifecycle.deleteEvent(draft));
        QVERIFY(!EventRepository(database).summary(draft));
        const Outcome<Plan> again = lifecycle.deleteEvent(draft);
        QVERIFY(!again);
        QCOMPARE(again.sentence(), QStringLiteral("No event has the number %1.").arg(draft));
    }

    void deletingARatedEventRatesTheLaterOnesAgain()
    {
        // Spring: Anna beats Bernd (1807/21 and 1592/21, above). Autumn, a draw, both starting
        // from 1800/20 and 1600/20 in its document. Without spring, autumn is rated from those:
        // Anna Rn = round(1800 + 800 · (0.5 − 0.760) / 26) = round(1792.0) = 1792;
        // Bernd Rn = round(1600 + 800 · (0.5 − 0.240) / 23) = round(1609.04) = 1609.
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const qint64 spring = *lifecycle.addDraft(
            clubEvent("Spring", "2025-04-01", { { "Anna", "Bernd", "1-0" } }));
        const qint64 autumn = *lifecycle.addDraft(
            clubEvent("Autumn", "2025-10-01", { { "Bernd", "Anna", "1/2-1/2" } }));
        QVERIFY(lifecycle.rate(spring));
        QVERIFY(lifecycle.rate(autumn));
        const QString withSpring = storedRatings(database, autumn);

        const Outcome<Plan> impact = lifecycle.previewDeletion(spring);
        QVERIFY(impact);
        QCOMPARE(impact->changes.size(), std::size_t { 2 });
        for (const RatingChange &change : impact->changes)
            QCOMPARE(change.event.id, autumn);
        QCOMPARE(storedRatings(database, autumn), withSpring); // the preview wrote nothing

        // A plan the database has moved past is refused, and nothing is deleted.
        QVERIFY(lifecycle.addDraft(clubEvent("Winter", "2025-12-01", {})));
        const Outcome<Plan> stale = lifecycle.deleteEvent(spring, *impact);
        QVERIFY(!stale);
        QCOMPARE(stale.kind(), DatabaseError::Kind::Stale);
        QVERIFY(EventRepository(database).summary(spring));

        const Outcome<Plan> seen = lifecycle.previewDeletion(spring);
        const Outcome<Plan> deleted = lifecycle.deleteEvent(spring, *seen);
        QVERIFY(deleted);
        QVERIFY(!EventRepository(database).summary(spring));
        QCOMPARE(storedRatings(database, autumn), QStringLiteral("Anna 1792/21, Bernd 1609/21"));
    }

    void deletingAtOnceWritesWhatThePreviewShows()
    {
        // The command line deletes without a preview shown: the same result (see above).
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const qint64 spring = *lifecycle.addDraft(
            clubEvent("Spring", "2025-04-01", { { "Anna", "Bernd", "1-0" } }));
        const qint64 autumn = *lifecycle.addDraft(
            clubEvent("Autumn", "2025-10-01", { { "Bernd", "Anna", "1/2-1/2" } }));
        QVERIFY(lifecycle.rate(spring));
        QVERIFY(lifecycle.rate(autumn));
        const Outcome<Plan> written = lifecycle.deleteEvent(spring);
        QVERIFY(written);
        QCOMPARE(written->changes.size(), std::size_t { 2 });
        QCOMPARE(storedRatings(database, autumn), QStringLiteral("Anna 1792/21, Bernd 1609/21"));
    }

    void drawingLotsRecordsTheSeedAndKeepsTheRatings()
    {
        // A draw leaves Anna and Bernd tied after every tie-break (standings.md "Drawing lots").
        // Rated from 1800/20 and 1600/20: Anna Rn = round(1800 + 800 · (0.5 − 0.760) / 26)
        // = round(1792.0) = 1792; Bernd Rn = round(1600 + 800 · (0.5 − 0.240) / 23)
        // = round(1609.04) = 1609.
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const qint64 rated = *lifecycle.addDraft(
            clubEvent("Spring", "2025-04-01", { { "Anna", "Bernd", "1/2-1/2" } }));
        QVERIFY(lifecycle.rate(rated));
        QVERIFY(lifecycle.drawLots(rated, 1234567));
        QCOMPARE(EventRepository(database).document(rated).event.properties.lotSeed, 1234567);
        QCOMPARE(statusOf(database, rated), EventStatus::Rated);
        QCOMPARE(storedRatings(database, rated), QStringLiteral("Anna 1792/21, Bernd 1609/21"));

        // A draft's lot is in its draft as typed too, which is what it opens with.
        const qint64 draft = *lifecycle.addDraft(
            clubEvent("Autumn", "2025-10-01", { { "Anna", "Bernd", "1/2-1/2" } }));
        QVERIFY(lifecycle.drawLots(draft, 42));
        const Outcome<OpenedEvent> opened = lifecycle.open(draft, EventLifecycle::Access::Look);
        QVERIFY(opened->typed);
        QCOMPARE(opened->content.event.properties.lotSeed, 42);
        QCOMPARE(EventRepository(database).document(draft).event.properties.lotSeed, 42);

        const Outcome<Done> missing = lifecycle.drawLots(draft + 1000, 42);
        QVERIFY(!missing);
        QCOMPARE(missing.kind(), DatabaseError::Kind::NotFound);
        QCOMPARE(
            missing.sentence(), QStringLiteral("No event has the number %1.").arg(draft + 1000));
    }

    void noLotIsDrawnInADraftAnotherDesktopEdits()
    {
        if (!DatabaseLocation::onPostgresql())
            QSKIP("two desktops share a database only on a server");
        TwoDesktops club;
        auto &[location, first, second, annasClaims, bensClaims, anna, ben] = club;
        const qint64 draft = *anna.addDraft(
            clubEvent("Club night", "2025-04-01", { { "Anna", "Bernd", "1/2-1/2" } }));
        QVERIFY(!anna.open(draft, EventLifecycle::Access::Edit)->editedElsewhere);

        // The command line on another computer, with claims of its own.
        const Outcome<Done> refused = EventLifecycle(second).drawLots(draft, 42);
        QVERIFY(!refused);
        QCOMPARE(refused.kind(), DatabaseError::Kind::Busy);
        QVERIFY(!EventRepository(first).document(draft).event.properties.lotSeed);
        QVERIFY(!anna.open(draft, EventLifecycle::Access::Look)->content.event.properties.lotSeed);
    }

    void mergingTwoEntriesOfOnePlayerAndSplittingThemBack()
    {
        // Anna played spring entered as "Ana": a second registry player, who leaves spring with
        // 1807/21 (rated from her document's 1800/20, as in previewWritesNothingAndCommit…).
        // Merged into Anna, spring is rated again from the same document states: Anna 1807/21.
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const auto [spring, anna, ana] = enterAnnaTwice(lifecycle, database, true);
        QVERIFY(anna != ana);
        QCOMPARE(storedRatings(database, spring), QStringLiteral("Ana 1807/21, Bernd 1592/21"));

        const PlayerDetails kept = PlayerRepository(database).player(anna);
        const Outcome<MergePlan> plan = lifecycle.previewMerge(kept, ana);
        QVERIFY(plan);
        QCOMPARE(plan->removedId, ana);
        QCOMPARE(storedRatings(database, spring),
            QStringLiteral("Ana 1807/21, Bernd 1592/21")); // not written

        const Outcome<MergedPlayers> merged = lifecycle.mergePlayers(*plan);
        QVERIFY(merged);
        QCOMPARE(merged->record.removed.name, QStringLiteral("Ana"));
        QCOMPARE(merged->record.removedEvents, std::vector<qint64> { spring });
        QCOMPARE(storedRatings(database, spring), QStringLiteral("Anna 1807/21, Bernd 1592/21"));
        // Anna, Bernd: Ana is gone from the registry.
        QCOMPARE(PlayerRepository(database).players(QString()).size(), std::size_t { 2 });

        const Outcome<Plan> split = lifecycle.previewSplit(merged->record);
        QVERIFY(split);
        QCOMPARE(storedRatings(database, spring), QStringLiteral("Anna 1807/21, Bernd 1592/21"));
        QVERIFY(lifecycle.splitMerge(merged->record, *split));
        QCOMPARE(storedRatings(database, spring), QStringLiteral("Ana 1807/21, Bernd 1592/21"));
        QCOMPARE(PlayerRepository(database).player(ana).name, QStringLiteral("Ana"));
        QCOMPARE(PlayerRepository(database).players(QString()).size(), std::size_t { 3 });
    }

    void noPlayerIsMergedInAnEventAnotherDesktopEdits()
    {
        if (!DatabaseLocation::onPostgresql())
            QSKIP("two desktops share a database only on a server");
        // Anna's desktop has the spring draft open, where she is entered as "Ana".
        TwoDesktops club;
        auto &[location, first, second, annasClaims, bensClaims, anna, ben] = club;
        const auto [spring, annaId, ana] = enterAnnaTwice(anna, first, false);
        QVERIFY(!anna.open(spring, EventLifecycle::Access::Edit)->editedElsewhere);

        // Ben's desktop, and the command line, would rewrite the draft under her: refused.
        const Outcome<MergePlan> plan
            = ben.previewMerge(PlayerRepository(second).player(annaId), ana);
        QVERIFY2(plan, qPrintable(plan.sentence()));
        const Outcome<MergedPlayers> refused = ben.mergePlayers(*plan);
        QVERIFY(!refused);
        QCOMPARE(refused.kind(), DatabaseError::Kind::Busy);
        QCOMPARE(refused.sentence(),
            QStringLiteral("anna on club-pc has \"Spring\" open; the players can be merged or "
                           "split once they close it."));
        const Outcome<MergedPlayers> refusedAtOnce
            = EventLifecycle(second).mergePlayers(annaId, ana);
        QVERIFY(!refusedAtOnce);
        QCOMPARE(refusedAtOnce.kind(), DatabaseError::Kind::Busy);
        QCOMPARE(PlayerRepository(first).player(ana).name, QStringLiteral("Ana"));
        QCOMPARE(PlayerRepository(first).players(QString()).size(), std::size_t { 3 });
        QVERIFY(!bensClaims.holds(spring));

        // Once she has closed it, the merge goes through; opened again, it is not split under her.
        anna.release(spring);
        const Outcome<MergedPlayers> merged = ben.mergePlayers(*plan);
        QVERIFY2(merged, qPrintable(merged.sentence()));
        QCOMPARE(PlayerRepository(first).players(QString()).size(), std::size_t { 2 });
        QVERIFY(!bensClaims.holds(spring));
        QVERIFY(!anna.open(spring, EventLifecycle::Access::Edit)->editedElsewhere);
        const Outcome<Plan> split = ben.previewSplit(merged->record);
        QVERIFY(split);
        const Outcome<Done> splitRefused = ben.splitMerge(merged->record, *split);
        QVERIFY(!splitRefused);
        QCOMPARE(splitRefused.kind(), DatabaseError::Kind::Busy);
        QCOMPARE(PlayerRepository(first).players(QString()).size(), std::size_t { 2 });
    }

    void aMergeIsRefusedWithASentenceAndWritesNothing()
    {
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const qint64 spring = *lifecycle.addDraft(
            clubEvent("Spring", "2025-04-01", { { "Anna", "Bernd", "1-0" } }));
        const qint64 anna = playerId(database, "Anna");
        const qint64 bernd = playerId(database, "Bernd");
        const PlayerDetails kept = PlayerRepository(database).player(anna);

        const Outcome<MergePlan> himself = lifecycle.previewMerge(kept, anna);
        QVERIFY(!himself);
        QCOMPARE(himself.sentence(), QStringLiteral("Choose two different players to merge."));
        // Two players of one event are two people.
        const Outcome<MergedPlayers> together = lifecycle.mergePlayers(anna, bernd);
        QVERIFY(!together);
        QCOMPARE(together.sentence(),
            QStringLiteral("Anna and Bernd both play in \"Spring\": two players of one event "
                           "cannot be one player."));
        QCOMPARE(PlayerRepository(database).player(bernd).name, QStringLiteral("Bernd"));

        // A merge the database has moved past.
        QVERIFY(lifecycle.addDraft(clubEvent("Autumn", "2025-10-01", {}, "Ana")));
        const qint64 ana = playerId(database, "Ana");
        const Outcome<MergePlan> plan = lifecycle.previewMerge(kept, ana);
        QVERIFY(plan);
        QVERIFY(lifecycle.addDraft(clubEvent("Winter", "2025-12-01", {})));
        const Outcome<MergedPlayers> stale = lifecycle.mergePlayers(*plan);
        QVERIFY(!stale);
        QCOMPARE(stale.kind(), DatabaseError::Kind::Stale);
        QCOMPARE(stale.sentence(),
            QStringLiteral("The database changed since the merge was shown; choose Merge again "
                           "to see what it does now."));
        QCOMPARE(PlayerRepository(database).player(ana).name, QStringLiteral("Ana"));
        QCOMPARE(statusOf(database, spring), EventStatus::Draft);
    }

    void mergingAtOnceWritesWhatThePreviewShows()
    {
        // The command line merges without a preview shown: as in mergingTwoEntries…, spring is
        // rated again with Anna's 1807/21.
        const DatabaseLocation club;
        Database database(club.location(), Database::Opening::CreateIfMissing);
        EventLifecycle lifecycle(database);
        const auto [spring, anna, ana] = enterAnnaTwice(lifecycle, database, true);
        const Outcome<MergedPlayers> merged = lifecycle.mergePlayers(anna, ana);
        QVERIFY(merged);
        QCOMPARE(merged->record.kept.name, QStringLiteral("Anna"));
        QCOMPARE(merged->ratings.evaluations.size(), std::size_t { 1 });
        QCOMPARE(merged->ratings.evaluations.front().event.id, spring);
        QCOMPARE(storedRatings(database, spring), QStringLiteral("Anna 1807/21, Bernd 1592/21"));

        const Outcome<MergedPlayers> again = lifecycle.mergePlayers(anna, ana);
        QVERIFY(!again);
        QCOMPARE(again.kind(), DatabaseError::Kind::NotFound);
    }
};

QTEST_GUILESS_MAIN(TestEventLifecycleOps)
#include "tst_eventlifecycleops.moc"
