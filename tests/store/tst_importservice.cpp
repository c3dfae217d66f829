// Importing files into the database: one service for the desktop app and the command line.
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/StartingRatingsJson.h"
#include "engine/io/document/TypedDraft.h"
#include "engine/io/egd/H9Format.h"
#include "engine/io/trf/TrfFormat.h"
#include "engine/io/uscf/UscfReport.h"
#include "engine/store/EventRepository.h"
#include "engine/store/EventSources.h"
#include "engine/store/ImportService.h"
#include "tests/DatabaseLocation.h"
#include "tests/TestData.h"

#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace rd::store;
using namespace rd::model;
using rd::test::DatabaseLocation;

Q_DECLARE_METATYPE(rd::store::MatchReason)

namespace {

// A club's list: two players with DSB ids, one without any id. Header titles as a German club
// program writes them (guessed by io::guessPlayerColumns).
const QByteArray kClubList = "Name,Geburtsdatum,DSB-ID,DWZ\n"
                             "\"Meyer, Anna\",1980-05-01,12345,1650\n"
                             "\"Kurz, Bernd\",1975-01-01,23456,1580\n"
                             "\"Neu, Nina\",2001-09-09,,\n";

const QByteArray kEvent = R"({
  "format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "name": "Club Championship 2026", "end_date": "2026-03-29" },
  "players": [ { "id": "1", "name": "Meyer, Anna", "birth_year": 1980, "dwz": { "rating": 1650, "index": 12 } },
               { "id": "2", "name": "Kurz, Bernd", "birth_year": 1975, "dwz": { "rating": 1580, "index": 30 } } ],
  "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" } ]
})";

std::size_t playerCount(Database &database)
{
    return PlayerRepository(database).players(QString()).size();
}

} // namespace

class TestImportService : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const QString reason = DatabaseLocation::unavailable(); !reason.isEmpty())
            QSKIP(qPrintable(reason));
    }

    // Every test starts from an empty database.
    void init()
    {
        m_location = std::make_unique<DatabaseLocation>();
        m_database = std::make_unique<Database>(
            m_location->location(), Database::Opening::CreateIfMissing);
    }

    void cleanup()
    {
        m_database.reset();
        m_location.reset();
    }

    void aPlayerListImportedTwiceChangesNothingTheSecondTime()
    {
        ImportService service(*m_database);
        const ImportPlan first = service.plan(QStringLiteral("club.csv"), kClubList);
        QVERIFY(first.canWrite());
        QCOMPARE(first.kind, ImportPlan::Kind::Players);
        QCOMPARE(first.reportLines(),
            QStringList({ "line 2: Meyer, Anna is added.", "line 3: Kurz, Bernd is added.",
                "line 4: Neu, Nina is added." }));
        const ImportResult added = service.write(first);
        QCOMPARE(added.added, 3);
        QCOMPARE(playerCount(*m_database), std::size_t { 3 });

        // The same file again: two found by their DSB id, one by name and birth date.
        const ImportPlan second = service.plan(QStringLiteral("club.csv"), kClubList);
        QVERIFY(second.canWrite());
        QCOMPARE(second.players[0].action, PlannedPlayer::Action::Unchanged);
        QCOMPARE(second.players[0].reason, MatchReason::FederationId);
        QCOMPARE(second.players[2].reason, MatchReason::NameAndBirthDate);
        QCOMPARE(second.reportLines().first(),
            QStringLiteral("line 2: Meyer, Anna is already in the database as Meyer, Anna (the "
                           "same federation id); nothing changes."));
        const ImportResult again = service.write(second);
        QCOMPARE(again.added, 0);
        QCOMPARE(again.unchanged, 3);
        QCOMPARE(again.summary(second),
            QStringLiteral("Imported players: 0 added, 0 updated, 3 unchanged (UTF-8)."));
        QCOMPARE(playerCount(*m_database), std::size_t { 3 });
    }

    // The German club's Excel list (tests/data/players-de-windows1252.csv: Windows-1252, dates
    // 12.03.1965 and 3.7.1998, DWZ and index, US Chess ratings with a decimal comma) imported,
    // then again as a club program may write it another time. Nothing of it differs from the
    // database, so its four players are unchanged and none is counted as updated.
    void theGermanListWrittenAnotherWayChangesNobody_data()
    {
        QTest::addColumn<QByteArray>("again");
        const QByteArray list = rd::test::testData(QStringLiteral("players-de-windows1252.csv"));
        QTest::newRow("the same file") << list;
        QByteArray blanks = list;
        blanks.replace(";", " ;").replace("\r\n", " \r\n");
        QTest::newRow("blanks after every value") << blanks;
        // DWZ, Index, Name, PKZ, Geburtsdatum, USCF, Verein: the values hold no semicolons.
        QByteArray reordered;
        for (const QByteArray &line : list.split('\n')) {
            const QList<QByteArray> cells = line.trimmed().split(';');
            if (cells.size() < 7)
                continue;
            for (const int column : { 3, 4, 0, 2, 1, 5, 6 })
                reordered += cells[column] + (column == 6 ? "\r\n" : ";");
        }
        QTest::newRow("the columns in another order") << reordered;
    }

    void theGermanListWrittenAnotherWayChangesNobody()
    {
        QFETCH(QByteArray, again);
        ImportService service(*m_database);
        const ImportResult first = service.write(service.plan(
            QStringLiteral("spieler.csv"), rd::test::testData("players-de-windows1252.csv")));
        QCOMPARE(first.added, 4);
        const ImportPlan plan = service.plan(QStringLiteral("spieler.csv"), again);
        QVERIFY2(plan.canWrite(), qPrintable(plan.reportLines().join(QLatin1Char('\n'))));
        const ImportResult result = service.write(plan);
        QCOMPARE(result.summary(plan),
            QStringLiteral("Imported players: 0 added, 0 updated, 4 unchanged (Windows-1252)."));
        QCOMPARE(playerCount(*m_database), std::size_t { 4 });
    }

    // Club spreadsheets with surname and given name in two columns (tests/data/README.md):
    // imported, then opened again. Every player of the second reading is taken for the one the
    // first added, by name and birth year or date, and nothing is offered to be added twice —
    // the namesakes "Müller, Jürgen" (1965, 1998) and "Weber, Jürgen" included.
    void aClubSpreadsheetOpenedAgainFindsEveryPlayer_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("players");
        QTest::addColumn<MatchReason>("reason");
        QTest::newRow("Name, Vorname, Geburtsjahr (Windows-1252)")
            << "players-name-vorname-windows1252.csv" << 14 << MatchReason::NameAndBirthYear;
        QTest::newRow("Nachname, Vorname, Geb.-Datum (UTF-8 with BOM)")
            << "players-nachname-vorname-utf8-bom.csv" << 6 << MatchReason::FederationId;
        QTest::newRow("Surname, Given name, Year of birth")
            << "players-surname-given-name.csv" << 4 << MatchReason::NameAndBirthYear;
    }

    void aClubSpreadsheetOpenedAgainFindsEveryPlayer()
    {
        QFETCH(QString, file);
        QFETCH(int, players);
        ImportService service(*m_database);
        const ImportPlan first = service.plan(file, rd::test::testData(file));
        QVERIFY2(first.canWrite(), qPrintable(first.reportLines().join(QLatin1Char('\n'))));
        QCOMPARE(service.write(first).added, players);

        const ImportPlan second = service.plan(file, rd::test::testData(file));
        QVERIFY2(second.canWrite(), qPrintable(second.reportLines().join(QLatin1Char('\n'))));
        for (const PlannedPlayer &planned : second.players) {
            QVERIFY2(planned.action == PlannedPlayer::Action::Unchanged,
                qPrintable(planned.player.name));
            QCOMPARE(planned.existingName, planned.player.name);
        }
        QTEST(second.players.front().reason, "reason");
        QCOMPARE(service.write(second).unchanged, players);
        QCOMPARE(playerCount(*m_database), std::size_t(players));
    }

    // What the first import keeps of a club spreadsheet: the name from its two columns, the birth
    // year alone, sex, title, federation, the DWZ written with a thousands point.
    void aClubSpreadsheetKeepsEveryColumn()
    {
        ImportService service(*m_database);
        service.write(service.plan(QStringLiteral("spieler.csv"),
            rd::test::testData("players-name-vorname-windows1252.csv")));
        service.write(service.plan(QStringLiteral("mitglieder.csv"),
            rd::test::testData("players-nachname-vorname-utf8-bom.csv")));
        PlayerRepository registry(*m_database);
        rd::PlayerInput named;
        named.name = "Müller, Jürgen";
        named.birthYear = 1965;
        const auto id = registry.findPlayer(named);
        QVERIFY(id);
        const PlayerDetails mueller = registry.player(*id);
        QCOMPARE(mueller.birthYear, std::optional(1965));
        QVERIFY(!mueller.birthDate);
        QCOMPARE(mueller.sex, QStringLiteral("m"));
        QCOMPARE(mueller.club, QStringLiteral("SK Weiß-Blau Köln"));
        QCOMPARE(rd::io::startingRatingsToJson(mueller.startingRatings).value("dwz").toObject(),
            (QJsonObject { { "rating", 1856 }, { "index", 87 } }));
        const PlayerDetails weber = registry.player(
            *registry.playerWithFederationId(QStringLiteral("fide"), QStringLiteral("4612345")));
        QCOMPARE(weber.name, QStringLiteral("Weber, Jürgen"));
        QCOMPARE(weber.title, QStringLiteral("FM"));
        QCOMPARE(weber.federation, QStringLiteral("GER"));
        QVERIFY(weber.birthDate == rd::Date::fromIso("1965-03-12"));
    }

    void aKnownPlayerGetsWhatTheListAdds()
    {
        ImportService service(*m_database);
        service.write(service.plan(QStringLiteral("club.csv"), kClubList));
        // The federation's list spells her differently and adds her FIDE id.
        const ImportPlan plan = service.plan(
            QStringLiteral("fide.csv"), "Name,DSB-ID,FIDE-ID\n\"Meyer, Anna B.\",12345,4600001\n");
        QVERIFY(plan.canWrite());
        QCOMPARE(plan.players[0].action, PlannedPlayer::Action::Update);
        QCOMPARE(plan.players[0].existingName, QStringLiteral("Meyer, Anna"));
        QCOMPARE(service.write(plan).updated, 1);
        QCOMPARE(playerCount(*m_database), std::size_t { 3 });
        const auto id
            = PlayerRepository(*m_database)
                  .playerWithFederationId(QStringLiteral("fide"), QStringLiteral("4600001"));
        QVERIFY(id);
        const PlayerDetails anna = PlayerRepository(*m_database).player(*id);
        // The registry's name stays; both ids are hers now.
        QCOMPARE(anna.name, QStringLiteral("Meyer, Anna"));
        QCOMPARE(anna.federationIds.at(QStringLiteral("dsb")), QStringLiteral("12345"));
    }

    void theClubColumnGivesThePlayersTheirClub()
    {
        ImportService service(*m_database);
        // A German club program's header: "Verein" is the club.
        const ImportPlan plan = service.plan(QStringLiteral("verein.csv"),
            "Name;Geburtsdatum;Verein\n\"Meyer, Anna\";01.05.1980;SC Öhringen\n"
            "\"Kurz, Bernd\";01.01.1975;\n");
        QVERIFY(plan.canWrite());
        QCOMPARE(service.write(plan).added, 2);
        PlayerRepository players(*m_database);
        const std::vector<PlayerSummary> added = players.players(QString());
        QCOMPARE(added.size(), std::size_t { 2 });
        QCOMPARE(added[0].name, QStringLiteral("Kurz, Bernd"));
        QCOMPARE(added[0].club, QString());
        QCOMPARE(added[1].club, QStringLiteral("SC Öhringen"));

        // A later list gives Bernd's club: what the registry lacks is added; Anna's club, which
        // the registry has, stays as it is.
        const ImportPlan later = service.plan(QStringLiteral("club.csv"),
            "Name,Born,Club\n\"Meyer, Anna\",1980-05-01,SK Neustadt\n"
            "\"Kurz, Bernd\",1975-01-01,SK Neustadt\n");
        QVERIFY(later.canWrite());
        QCOMPARE(later.players[0].action, PlannedPlayer::Action::Unchanged);
        QCOMPARE(later.players[1].action, PlannedPlayer::Action::Update);
        service.write(later);
        const std::vector<PlayerSummary> after = players.players(QString());
        QCOMPARE(after[0].club, QStringLiteral("SK Neustadt"));
        QCOMPARE(after[1].club, QStringLiteral("SC Öhringen"));
    }

    void aPlayerAddedBesideANamesakeIsSaidSo()
    {
        ImportService service(*m_database);
        service.write(service.plan(QStringLiteral("club.csv"), kClubList));
        // Another Meyer, Anna with no birth date and an id nobody holds: a player of her own,
        // named beside the one of the database; and two Weber on the same list.
        const ImportPlan plan = service.plan(QStringLiteral("more.csv"),
            "Name,Birth date,DSB-ID\n\"meyer,  anna\",,77777\n\"Weber, Jürgen\",1965-03-12,\n"
            "\"Weber, Jürgen\",2004-07-04,\n");
        QVERIFY(plan.canWrite());
        const QString anna = plan.reportLines().at(0);
        QCOMPARE(anna,
            QStringLiteral("line 2: meyer, anna is added as a new player, although Meyer, Anna "
                           "(born 1980) has the same name; if they are one person, merge them "
                           "(Edit > Merge players…)."));
        QCOMPARE(plan.reportLines().at(1), QStringLiteral("line 3: Weber, Jürgen is added."));
        QCOMPARE(plan.reportLines().at(2),
            QStringLiteral("line 4: Weber, Jürgen is added as a new player, although Weber, "
                           "Jürgen (line 3) has the same name; if they are one person, merge them "
                           "(Edit > Merge players…)."));
        const ImportResult result = service.write(plan);
        QCOMPARE(result.added, 3);
        QCOMPARE(result.summary(plan),
            QStringLiteral("Imported players: 3 added, 0 updated, 0 unchanged (UTF-8). 2 added "
                           "beside a player of the same name: merge them if they are one person."));
    }

    void aPlayerTwiceInOneListIsRefusedAndNothingIsWritten()
    {
        ImportService service(*m_database);
        const ImportPlan plan = service.plan(QStringLiteral("twice.csv"),
            "Name,DSB-ID\n\"Meyer, Anna\",12345\n\"Meyer, Annette\",12345\n\"Kurz, Bernd\",\n"
            "\"Kurz, Bernd\",\n");
        QVERIFY(!plan.canWrite());
        QCOMPARE(plan.reportLines(),
            QStringList({ "line 3: Meyer, Annette has the DSB id 12345, which line 2 gives to "
                          "another player already.",
                "line 5: Kurz, Bernd with the same birth date is on line 4 already." }));
        QVERIFY_THROWS_EXCEPTION(DatabaseError, service.write(plan));
        QCOMPARE(playerCount(*m_database), std::size_t { 0 });
    }

    void idsOfTwoDifferentPlayersOnOneLineAreRefused()
    {
        ImportService service(*m_database);
        service.write(service.plan(QStringLiteral("club.csv"), kClubList));
        service.write(service.plan(
            QStringLiteral("fide.csv"), "Name,DSB-ID,FIDE-ID\n\"Kurz, Bernd\",23456,777\n"));
        // Anna's DSB id with Bernd's FIDE id: which player is meant cannot be told.
        const ImportPlan plan = service.plan(
            QStringLiteral("mixed.csv"), "Name,DSB-ID,FIDE-ID\n\"Meyer, Anna\",12345,777\n");
        QVERIFY(!plan.canWrite());
        QCOMPARE(plan.reportLines(),
            QStringList({ "line 2: Meyer, Anna: the ids of this line belong to two different "
                          "players of the database." }));
    }

    void aMalformedEventFileNamesItsLineAndWritesNothing()
    {
        ImportService service(*m_database);
        const ImportPlan plan
            = service.plan(QStringLiteral("broken.json"), "{ \"format\": \"ratingdesk-event\",\n");
        QVERIFY(!plan.canWrite());
        QVERIFY(plan.reportLines().first().startsWith(QStringLiteral("line 2")));
        QVERIFY_THROWS_EXCEPTION(DatabaseError, service.write(plan));
        QCOMPARE(EventRepository(*m_database).allEvents().size(), std::size_t { 0 });
    }

    void anEventGivingTheBirthYearFindsThePlayerOfTheListsBirthDate()
    {
        ImportService service(*m_database);
        // The list gives Meyer's and Kurz's full birth dates (1980-05-01, 1975-01-01); the
        // event file only their years: the same two players, none added.
        service.write(service.plan(QStringLiteral("club.csv"), kClubList));
        const ImportPlan event = service.plan(QStringLiteral("club.json"), kEvent);
        QCOMPARE(event.eventMatches.size(), std::size_t { 2 });
        service.write(event);
        QCOMPARE(playerCount(*m_database), std::size_t { 3 });
        // Another year is another player.
        QByteArray otherYear = kEvent;
        otherYear.replace("\"birth_year\": 1980", "\"birth_year\": 1981");
        QCOMPARE(service.plan(QStringLiteral("club.json"), otherYear).eventMatches.size(),
            std::size_t { 1 });
    }

    void anEventBecomesADraftAndItsKnownPlayersAreListed()
    {
        ImportService service(*m_database);
        const ImportPlan first = service.plan(QStringLiteral("club.json"), kEvent);
        QVERIFY(first.canWrite());
        QVERIFY(first.eventMatches.empty());
        QCOMPARE(first.reportLines(),
            QStringList({ "Event \"Club Championship 2026\" becomes a draft; players: 2." }));
        const ImportResult result = service.write(first);
        const auto summary = EventRepository(*m_database).summary(result.eventId);
        QVERIFY(summary);
        QCOMPARE(summary->status, EventStatus::Draft);
        QCOMPARE(playerCount(*m_database), std::size_t { 2 });

        // The same players again: taken for those of the first event, not added twice.
        const ImportPlan second = service.plan(QStringLiteral("club.json"), kEvent);
        QCOMPARE(second.eventMatches.size(), std::size_t { 2 });
        QCOMPARE(second.reportLines().at(1),
            QStringLiteral("Meyer, Anna is taken for the player of that name and birth date in "
                           "the database (no. %1).")
                .arg(second.eventMatches[0].existingId));
        service.write(second);
        QCOMPARE(playerCount(*m_database), std::size_t { 2 });
    }

    // The hand-written TRF files of tests/io/tst_trf.cpp, imported into the database as the
    // desktop app and ratingdesk-cli import them: the event as stored, the draft as the editor
    // keeps it while typed, and the event stored again by the editor are each written as the
    // same file, byte for byte.
    void aTrfFileComesBackFromTheDatabase_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("round robin") << QStringLiteral("trf-round-robin.trf");
        QTest::newRow("swiss with byes and forfeits") << QStringLiteral("trf-swiss-byes.trf");
        QTest::newRow("utf-8 names") << QStringLiteral("trf-utf8-names.trf");
    }

    void aTrfFileComesBackFromTheDatabase()
    {
        QFETCH(QString, file);
        const QByteArray text = rd::test::testData(file);
        ImportService service(*m_database);
        const ImportPlan plan = service.planFile(QStringLiteral(RD_TEST_DATA_DIR "/") + file);
        QVERIFY2(plan.canWrite(), qPrintable(plan.reportLines().join(QLatin1Char('\n'))));
        EventRepository events(*m_database);
        const qint64 id = service.write(plan).eventId;
        const rd::io::EventFile stored = events.file(id);
        QCOMPARE(rd::io::writeTrf(stored), text);

        events.keepTypedDraft(id, rd::io::writeTypedDraft(stored, {}));
        const rd::io::TypedDraft draft = rd::io::readTypedDraft(events.typedDraft(id).value());
        QVERIFY2(draft.read.errors.isEmpty(), qPrintable(draft.read.errors.value(0).toString()));
        QCOMPARE(rd::io::writeTrf(*draft.read.file()), text);

        events.replaceEvent(id, *draft.read.file());
        QCOMPARE(rd::io::writeTrf(events.file(id)), text);
    }

    // A US Chess rating report of two sections (event-document.md "event.sections") is imported
    // as one event with its sections, each player in his; stored, read back and written again it
    // is the same three tables.
    void aReportOfTwoSectionsComesBackFromTheDatabase()
    {
        const rd::Date day { 2026, 3, 14 };
        const auto event = rd::io::readEventDocument(
            rd::test::testData(QStringLiteral("uscf-two-sections.json")));
        QVERIFY(event.event);
        const auto report = rd::io::writeUscfReport(*event.file(), day);
        QVERIFY(report.files);
        QTemporaryDir folder;
        QVERIFY(!rd::io::saveUscfReport(*report.files, folder.path()));
        ImportService service(*m_database);
        const ImportPlan plan = service.planUscfReport(folder.path());
        QVERIFY2(plan.canWrite(), qPrintable(plan.reportLines().join(QLatin1Char('\n'))));
        const qint64 id = service.write(plan).eventId;
        const rd::io::EventFile file = EventRepository(*m_database).file(id);
        const rd::EventInput &stored = file.event;
        const auto &sections = stored.event.properties.sections;
        QCOMPARE(sections.size(), std::size_t(2));
        QCOMPARE(sections[1].name, std::string("Quick"));
        QCOMPARE(sections[1].uscf.system, rd::UscfSystem::Quick);
        QCOMPARE(stored.players.size(), std::size_t(6));
        QCOMPARE(stored.players[0].section, std::string("Open"));
        QCOMPARE(stored.players[5].section, std::string("Quick"));
        QCOMPARE(rd::io::writeUscfReport(file, day).files, report.files);
    }

    // An EGD table as OpenGotha writes it, with its country, club and score columns, results not
    // rated and byes, comes back from the database as it was (h9.md "The event document and the
    // database"), also from the editor's draft.
    void anH9TableComesBackFromTheDatabase_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *file : { "h9-opengotha.h9", "h9-unconfirmed.h9", "h9-latin1.h9",
                 "h9-by-default.h9", "h9-short-cells.h9", "h9-windows.h9" })
            QTest::newRow(file) << QString::fromLatin1(file);
    }

    void anH9TableComesBackFromTheDatabase()
    {
        QFETCH(QString, file);
        const QByteArray text = rd::test::testData(file);
        ImportService service(*m_database);
        const ImportPlan plan = service.planFile(QStringLiteral(RD_TEST_DATA_DIR "/") + file);
        QVERIFY2(plan.canWrite(), qPrintable(plan.reportLines().join(QLatin1Char('\n'))));
        EventRepository events(*m_database);
        const qint64 id = service.write(plan).eventId;
        // The table itself is kept with the event (docs/h9.md, "Byte for byte back").
        const auto kept = EventSourceRepository(*m_database).source(id);
        QVERIFY(kept);
        QCOMPARE(kept->format, rd::io::ExchangeFormat::H9);
        QCOMPARE(kept->original, text);
        const rd::io::EventFile stored = events.file(id);
        QCOMPARE(rd::io::writeH9(stored), text);

        events.keepTypedDraft(id, rd::io::writeTypedDraft(stored, {}));
        const rd::io::TypedDraft draft = rd::io::readTypedDraft(events.typedDraft(id).value());
        QVERIFY2(draft.read.errors.isEmpty(), qPrintable(draft.read.errors.value(0).toString()));
        QCOMPARE(rd::io::writeH9(*draft.read.file()), text);

        events.replaceEvent(id, *draft.read.file());
        QCOMPARE(rd::io::writeH9(events.file(id)), text);
    }

    // What the file says of a player and a bye is in the database's columns; the FIDE id is the
    // registry's.
    void aTrfFileFillsTheColumnsOfTheDatabase()
    {
        ImportService service(*m_database);
        const qint64 id
            = service
                  .write(service.planFile(QStringLiteral(RD_TEST_DATA_DIR "/trf-swiss-byes.trf")))
                  .eventId;
        PlayerRepository registry(*m_database);
        // trf-swiss-byes.trf line 18: Petrov, CM, BUL, 2105, FIDE id 2900111, U in round 1.
        const auto petrov
            = registry.playerWithFederationId(QStringLiteral("fide"), QStringLiteral("2900111"));
        QVERIFY(petrov);
        QCOMPARE(registry.player(*petrov).name, QStringLiteral("Petrov, Ivan"));
        Rows said = m_database->run(
            QStringLiteral("SELECT sex, title, federation, fide_rating FROM event_players"
                           " WHERE event_id = ? AND player_id = ?"),
            { id, *petrov });
        QVERIFY(said.next());
        QCOMPARE(said.value(QStringLiteral("sex")).toString(), QStringLiteral("m"));
        QCOMPARE(said.value(QStringLiteral("title")).toString(), QStringLiteral("CM"));
        QCOMPARE(said.value(QStringLiteral("federation")).toString(), QStringLiteral("BUL"));
        QCOMPARE(said.value(QStringLiteral("fide_rating")).toInt(), 2105);
        Rows registered = m_database->run(
            QStringLiteral("SELECT sex, title, federation FROM players WHERE id = ?"), { *petrov });
        QVERIFY(registered.next());
        QCOMPARE(registered.value(QStringLiteral("sex")).toString(), QStringLiteral("m"));
        QCOMPARE(registered.value(QStringLiteral("title")).toString(), QStringLiteral("CM"));
        QCOMPARE(registered.value(QStringLiteral("federation")).toString(), QStringLiteral("BUL"));
        Rows bye = m_database->run(
            QStringLiteral("SELECT round, unpaired FROM byes WHERE event_id = ? AND player_id = ?"),
            { id, *petrov });
        QVERIFY(bye.next());
        QCOMPARE(bye.value(QStringLiteral("round")).toInt(), 1);
        QVERIFY(bye.value(QStringLiteral("unpaired")).toBool());
        // Line 16, Unbekannt: nothing given, nothing stored.
        const qint64 unknown = registry.players(QStringLiteral("Unbekannt")).front().id;
        Rows blank = m_database->run(
            QStringLiteral("SELECT sex, title, federation, fide_rating FROM event_players"
                           " WHERE event_id = ? AND player_id = ?"),
            { id, unknown });
        QVERIFY(blank.next());
        for (const QVariant &value : blank.values())
            QVERIFY(value.isNull());

        // The same file again: the players are found, none gets a second FIDE id.
        service.write(service.planFile(QStringLiteral(RD_TEST_DATA_DIR "/trf-swiss-byes.trf")));
        QCOMPARE(playerCount(*m_database), std::size_t { 7 }); // lines 12-18
        Rows ids = m_database->run(QStringLiteral("SELECT count(*) AS n FROM player_ids"));
        QVERIFY(ids.next());
        // Lines 12-18: five players with a FIDE id (not Kaya and Unbekannt, lines 14 and 16).
        QCOMPARE(ids.value(QStringLiteral("n")).toInt(), 5);
    }

    // Unknown TRF records are imported with a warning naming their line; the import goes ahead.
    void unknownTrfRecordsAreImportedWithAWarning()
    {
        ImportService service(*m_database);
        const ImportPlan plan
            = service.planFile(QStringLiteral(RD_TEST_DATA_DIR "/trf-swiss-byes.trf"));
        QVERIFY(plan.canWrite());
        // trf-swiss-byes.trf line 20: XXC white1 (XXR 4 on line 19 is read as the rounds).
        QCOMPARE(plan.warnings.size(), 1);
        QCOMPARE(plan.warnings[0].userText(),
            QStringLiteral("line 20: record XXC is not a TRF-16 record; it is kept as it is and "
                           "written back unchanged"));
        QVERIFY(service.write(plan).eventId > 0);
    }

private:
    std::unique_ptr<DatabaseLocation> m_location;
    std::unique_ptr<Database> m_database;
};

QTEST_GUILESS_MAIN(TestImportService)
#include "tst_importservice.moc"
