// The rating lists in the database: a list replaced by a newer one with its date, kept apart
// from our own players, found by name, club and id as a search box asks, and taken into the
// registry as a player.
#include "engine/io/document/StartingRatingsJson.h"
#include "engine/store/ListedPlayerDetails.h"
#include "engine/store/ListedPlayerPicking.h"
#include "engine/store/PlayerRepository.h"
#include "engine/store/RatingListLoader.h"
#include "tests/DatabaseLocation.h"
#include "tests/TestData.h"

#include <QTemporaryDir>
#include <QTest>

using namespace rd::store;
using namespace rd::model;
using rd::model::ListedPlayer;
using rd::test::DatabaseLocation;

namespace {

// A list of tests/data loaded as the command line and the desktop load it.
std::optional<RatingListInfo> loadDsb(Database &database, const char *file, const char *date)
{
    return RatingListLoader(database)
        .loadDsb(QStringLiteral(RD_TEST_DATA_DIR "/") + QLatin1String(file),
            QStringLiteral(RD_TEST_DATA_DIR "/dsb-vereine.csv"), rd::Date::fromIso(date))
        .loaded;
}

std::optional<RatingListInfo> loadFide(Database &database)
{
    return RatingListLoader(database)
        .loadFide(
            QStringLiteral(RD_TEST_DATA_DIR "/fide-players.xml"), rd::Date::fromIso("2026-11-01"))
        .loaded;
}

QStringList names(const std::vector<ListedMatch> &matches)
{
    QStringList names;
    for (const ListedMatch &match : matches)
        names << match.kind + QLatin1Char(':') + match.player.name;
    return names;
}

} // namespace

class TestRatingListRepository : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const QString reason = DatabaseLocation::unavailable(); !reason.isEmpty())
            QSKIP(qPrintable(reason));
    }

    // FIDE serves its list as a ZIP of one XML file (fide-players.zip holds fide-players.xml as
    // players_list_xml_foa.xml): loaded from the archive as it is unpacked, the same three
    // players; an archive without an XML file is refused, naming what it lacks, and the list
    // loaded before stays.
    void loadsFideListFromItsZip()
    {
        const DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateIfMissing);
        const ListLoad load = RatingListLoader(database).loadFide(
            QStringLiteral(RD_TEST_DATA_DIR "/fide-players.zip"), rd::Date::fromIso("2026-11-01"));
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.value(0).toString()));
        QVERIFY(load.loaded);
        QCOMPARE(load.loaded->players, 3);
        QCOMPARE(load.member, QStringLiteral("players_list_xml_foa.xml"));
        QCOMPARE(names(RatingListRepository(database).search(QStringLiteral("carlsen"))),
            QStringList { QStringLiteral("fide:Carlsen, Magnus") });

        const ListLoad none = RatingListLoader(database).loadFide(
            QStringLiteral(RD_TEST_DATA_DIR "/fide-no-xml.zip"), rd::Date::fromIso("2026-12-01"));
        QVERIFY(!none.loaded);
        QCOMPARE(none.problems.size(), 1);
        QCOMPARE(
            none.problems[0].toString(), QStringLiteral("(file): the archive holds no .xml file"));
        QCOMPARE(RatingListRepository(database).lists().at(0).players, 3);
    }

    void aNewerListReplacesTheOlderOne()
    {
        const DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateIfMissing);
        RatingListRepository lists(database);
        const auto older = loadDsb(database, "dsb-spieler-old.csv", "2007-04-15");
        QVERIFY(older);
        QCOMPARE(older->players, 3);
        QVERIFY(loadFide(database));
        // dsb-spieler-old.csv line 2: DWZ 1873, index 45, evaluated 2007 week 15
        auto found = lists.search(QStringLiteral("müller"));
        QCOMPARE(names(found),
            (QStringList {
                QStringLiteral("dsb:Müller, Jörg"), QStringLiteral("fide:Müller, Jörg") }));
        QCOMPARE(found[0].player.dwz, std::optional(1873));
        QCOMPARE(found[0].player.dwzIndex, std::optional(45));
        QCOMPARE(found[0].player.dwzWeek, std::optional(15));

        const auto newer = loadDsb(database, "dsb-spieler-new.csv", "2023-12-01");
        QVERIFY(newer);
        const std::vector<RatingListInfo> loaded = lists.lists();
        QCOMPARE(loaded.size(), std::size_t { 2 });
        QCOMPARE(loaded[0].kind, QStringLiteral("dsb"));
        QCOMPARE(loaded[0].date.toIso(), "2023-12-01");
        QCOMPARE(loaded[0].source, QStringLiteral("dsb-spieler-new.csv"));
        QCOMPARE(loaded[0].players, 3);
        QCOMPARE(loaded[1].kind, QStringLiteral("fide"));
        QCOMPARE(loaded[1].date.toIso(), "2026-11-01");
        // dsb-spieler-new.csv line 2 now: DWZ 1861, index 51, 2023 week 12, FIDE title FM
        found = lists.search(QStringLiteral("Muller, J"));
        QCOMPARE(found.size(), std::size_t { 2 });
        const ListedPlayer &mueller = found[0].player;
        QCOMPARE(found[0].kind, QStringLiteral("dsb"));
        QCOMPARE(mueller.dwz, std::optional(1861));
        QCOMPARE(mueller.dwzIndex, std::optional(51));
        QCOMPARE(mueller.dwzYear, std::optional(2023));
        QCOMPARE(mueller.dwzWeek, std::optional(12));
        QCOMPARE(mueller.dsbId, QStringLiteral("10012345"));
        QCOMPARE(mueller.title, QStringLiteral("FM"));
        QCOMPARE(mueller.academicTitle, QStringLiteral("Dr."));
        QCOMPARE(mueller.clubName, QStringLiteral("SK Weiße Dame Leipzig"));
        QCOMPARE(mueller.active, std::optional(true));
        QCOMPARE(mueller.birthYear, std::optional(1961));
        // the player of line 3 of the older list is gone with it
        QVERIFY(lists.search(QStringLiteral("weiß")).empty());
        // nothing of it among our own players
        QVERIFY(PlayerRepository(database).players(QString()).empty());
    }

    void findsByClubAndId()
    {
        const DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateIfMissing);
        RatingListRepository lists(database);
        QVERIFY(loadDsb(database, "dsb-spieler-new.csv", "2023-12-01"));
        QVERIFY(loadFide(database));
        // the club of lines 3 and 4 (M0211, dsb-vereine.csv line 3)
        QCOMPARE(names(lists.search(QStringLiteral("schachfreunde oh"))),
            (QStringList {
                QStringLiteral("dsb:Öztürk, Özlem"), QStringLiteral("dsb:Łukasiewicz, Zoë") }));
        // FIDE id 24611234 in both lists (dsb-spieler-new.csv line 3, fide-players.xml line 4)
        const auto byId = lists.search(QStringLiteral("2461123"));
        QCOMPARE(byId.size(), std::size_t { 2 });
        QCOMPARE(byId[0].player.fideId, QStringLiteral("24611234"));
        // fide-players.xml line 4: blitz 1987 from 7 games
        QCOMPARE(byId[1].kind, QStringLiteral("fide")); // the same name: dsb before fide
        const ListedMatch &fide = byId[1];
        QCOMPARE(fide.player.blitz.rating, std::optional(1987));
        QCOMPARE(fide.player.blitz.games, std::optional(7));
        QCOMPARE(fide.player.womenTitle, QStringLiteral("WIM"));
        // DSB id 10300007 (dsb-spieler-new.csv line 4)
        QCOMPARE(names(lists.search(QStringLiteral("10300007"))),
            QStringList { QStringLiteral("dsb:Öztürk, Özlem") });
        QCOMPARE(lists.search(QStringLiteral("c"), 1).size(), std::size_t { 1 });
        QVERIFY(lists.search(QStringLiteral(" , ")).empty());
    }

    void aListThatCannotBeReadLeavesTheLoadedOne()
    {
        const DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateIfMissing);
        RatingListRepository lists(database);
        QVERIFY(loadFide(database));
        const auto refused
            = lists.replaceList(QStringLiteral("fide"), *rd::Date::fromIso("2026-12-01"),
                QStringLiteral("broken.xml"), [](const RatingListRepository::AddPlayer &add) {
                    ListedPlayer half;
                    half.name = QStringLiteral("Half, Read");
                    half.fideId = QStringLiteral("1");
                    add(half);
                    return false;
                });
        QVERIFY(!refused);
        QCOMPARE(lists.lists().at(0).date.toIso(), "2026-11-01");
        QCOMPARE(lists.lists().at(0).players, 3);
        QVERIFY(lists.search(QStringLiteral("half")).empty());
        QCOMPARE(lists.search(QStringLiteral("carlsen")).size(), std::size_t { 1 });
    }

    // docs/limits.md: a file that lists no players (a DSB file with its header only, an XML file
    // that is no FIDE list) is refused and the loaded list stays; it used to replace it by an
    // empty one ("Loaded … 0 players").
    void aListWithoutPlayersLeavesTheLoadedOne()
    {
        const DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateIfMissing);
        QVERIFY(loadFide(database));
        QVERIFY(loadDsb(database, "dsb-spieler-new.csv", "2026-11-02"));
        const auto before = RatingListRepository(database).lists();
        QTemporaryDir dir;
        const QString header = dir.filePath(QStringLiteral("spieler.csv"));
        const QString html = dir.filePath(QStringLiteral("players.xml"));
        for (const auto &[path, bytes] :
            { std::pair { header, QByteArray("ZPS,Mgl-Nr,Status,Spielername\n") },
                std::pair { html, QByteArray("<html/>") } }) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
        RatingListLoader loader(database);
        for (const ListLoad &load : { loader.loadDsb(header, QString(), std::nullopt),
                 loader.loadFide(html, std::nullopt) }) {
            QVERIFY(!load.loaded);
            QCOMPARE(load.problems.size(), 1);
            QCOMPARE(load.problems[0].toString(),
                QStringLiteral("(file): the file lists no players: it is no rating list or an "
                               "empty one, and the list loaded before is kept"));
        }
        const auto after = RatingListRepository(database).lists();
        QCOMPARE(after.size(), before.size());
        for (std::size_t i = 0; i < after.size(); ++i) {
            QCOMPARE(after[i].kind, before[i].kind);
            QCOMPARE(after[i].players, before[i].players);
            QVERIFY(after[i].players > 0);
        }
    }

    void aListedPlayerBecomesARegistryPlayer()
    {
        const DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateIfMissing);
        QVERIFY(loadDsb(database, "dsb-spieler-new.csv", "2026-11-02"));
        const auto found = RatingListRepository(database).search(QStringLiteral("łukasiewicz"));
        QCOMPARE(found.size(), std::size_t(1));
        // dsb-spieler-new.csv line 3: "10254321","M0211","0031","A","Łukasiewicz,Zoë","W","D",
        // "2005","202348","2012","23","2034","WIM","24611234","POL"; 2023 week 48 starts on
        // Monday 2023-11-27.
        const PlayerDetails listed = listedPlayerDetails(found[0]);
        QCOMPARE(listed.name, QStringLiteral("Łukasiewicz, Zoë"));
        QCOMPARE(listed.birthYear, std::optional(2005));
        QCOMPARE(listed.sex, QStringLiteral("f"));
        QCOMPARE(listed.title, QStringLiteral("WIM"));
        QCOMPARE(listed.federation, QStringLiteral("POL"));
        // M0211 in dsb-vereine.csv line 3
        QCOMPARE(listed.club, QStringLiteral("Schachfreunde Öhringen"));
        QCOMPARE(listed.federationIds,
            (std::map<QString, QString> { { "dsb", "10254321" }, { "fide", "24611234" } }));
        QCOMPARE(rd::io::startingRatingsToJson(listed.startingRatings).value("dwz").toObject(),
            (QJsonObject {
                { "rating", 2012 }, { "index", 23 }, { "last_evaluated", "2023-11-27" } }));
        // Saved and read back as it was, the birth year without a birth date.
        PlayerRepository players(database);
        const PlayerDetails stored = players.player(players.savePlayer(listed));
        QVERIFY(!stored.birthDate);
        QCOMPARE(stored.birthYear, listed.birthYear);
        QCOMPARE(stored.sex, listed.sex);
        QCOMPARE(stored.title, listed.title);
        QCOMPARE(stored.federation, listed.federation);
        QCOMPARE(stored.club, listed.club);
        QCOMPARE(stored.federationIds, listed.federationIds);
        QCOMPARE(rd::io::startingRatingsToJson(stored.startingRatings),
            rd::io::startingRatingsToJson(listed.startingRatings));
    }

    void loadsTheArchiveAsTheDsbServesIt()
    {
        // tests/data/dsb-LV-0-csv.zip (made by make-dsb-archives.py from dsb-LV-0-csv/): eight
        // entries of six players in spieler.csv, the clubs in vereine.csv, every file dated
        // 2026-11-02.
        const DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateIfMissing);
        const ListLoad load = RatingListLoader(database).loadDsb(
            QStringLiteral(RD_TEST_DATA_DIR "/dsb-LV-0-csv.zip"));
        QVERIFY2(load.problems.isEmpty(), qPrintable(load.problems.value(0).toString()));
        QVERIFY(load.loaded);
        QCOMPARE(load.loaded->date.toIso(), "2026-11-02");
        QCOMPARE(load.loaded->source, QStringLiteral("dsb-LV-0-csv.zip"));
        QCOMPARE(load.loaded->players, 6);
        QCOMPARE(load.member, QStringLiteral("spieler.csv"));
        // spieler.csv line 9: the club X9999 is not in vereine.csv
        QCOMPARE(load.warnings.size(), 1);
        QCOMPARE(load.warnings[0].path, QStringLiteral("line 9"));
        QCOMPARE(load.warnings[0].code, rd::io::ReadCode::ListUnknownClub);
        RatingListRepository lists(database);
        // Lines 4 and 5: Peter Strauß passive in M0211, active in C0327 (vereine.csv line 2).
        const auto strauss = lists.search(QStringLiteral("Strauß, Peter"));
        QCOMPARE(strauss.size(), std::size_t { 1 });
        QCOMPARE(strauss[0].player.clubName, QStringLiteral("SK Weiße Dame Leipzig"));
        QCOMPARE(strauss[0].player.active, std::optional(true));
        // Line 8's club B0101, its name in Windows-1252 (vereine.csv line 4).
        QCOMPARE(names(lists.search(QStringLiteral("Schachclub \u201ESpringer"))),
            QStringList { QStringLiteral("dsb:Mueller, Hans") });
        QCOMPARE(lists.lists().at(0).source, QStringLiteral("dsb-LV-0-csv.zip"));
    }

    void findsAnUmlautWrittenEitherWay()
    {
        // dsb-LV-0-csv.zip: "Müller,Jörg" on line 2 and "Mueller,Hans" on line 8, as the list
        // writes them. By name key "mueller hans" comes before "muller jorg" (e before l).
        const DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateIfMissing);
        QVERIFY(RatingListLoader(database)
                    .loadDsb(QStringLiteral(RD_TEST_DATA_DIR "/dsb-LV-0-csv.zip"))
                    .loaded);
        RatingListRepository lists(database);
        const QStringList both { QStringLiteral("dsb:Mueller, Hans"),
            QStringLiteral("dsb:Müller, Jörg") };
        QCOMPARE(names(lists.search(QStringLiteral("MUELLER"))), both);
        QCOMPARE(names(lists.search(QStringLiteral("Müller"))), both);
        QCOMPARE(names(lists.search(QStringLiteral("Muller"))),
            QStringList { QStringLiteral("dsb:Müller, Jörg") });
        QCOMPARE(names(lists.search(QStringLiteral("mueller, j"))),
            QStringList { QStringLiteral("dsb:Müller, Jörg") });
        // ß and ss (line 5), ä as ae and as a (line 9), ö in a club's name (vereine.csv line 3)
        const QStringList strauss { QStringLiteral("dsb:Strauß, Peter") };
        QCOMPARE(names(lists.search(QStringLiteral("Strauss"))), strauss);
        QCOMPARE(names(lists.search(QStringLiteral("STRAUß"))), strauss);
        const QStringList schaefer { QStringLiteral("dsb:Schäfer, Lena") };
        QCOMPARE(names(lists.search(QStringLiteral("Schaefer"))), schaefer);
        QCOMPARE(names(lists.search(QStringLiteral("schafer"))), schaefer);
        QCOMPARE(names(lists.search(QStringLiteral("Schachfreunde Oehr"))),
            QStringList { QStringLiteral("dsb:Öztürk, Özlem") });
    }

    void anArchiveWithoutClubsLoadsWithAWarning()
    {
        const DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateIfMissing);
        const ListLoad load = RatingListLoader(database).loadDsb(
            QStringLiteral(RD_TEST_DATA_DIR "/dsb-players-only.zip"));
        QVERIFY(load.loaded);
        QCOMPARE(load.loaded->players, 6);
        // No club is missing from a club list there is none of: one warning only.
        QCOMPARE(load.warnings.size(), 1);
        QCOMPARE(load.warnings[0].toString(),
            QStringLiteral("(file): the archive has no vereine.csv: the clubs are shown by their "
                           "code (ZPS)"));
        const auto found = RatingListRepository(database).search(QStringLiteral("10100001"));
        QCOMPARE(found.size(), std::size_t { 1 });
        QCOMPARE(found[0].player.clubCode, QStringLiteral("C0327"));
        QVERIFY(found[0].player.clubName.isEmpty());
        // The club list given beside the archive: no warning, and C0327 is named after
        // dsb-LV-0-csv/vereine.csv line 2.
        const ListLoad withClubs = RatingListLoader(database).loadDsb(
            QStringLiteral(RD_TEST_DATA_DIR "/dsb-players-only.zip"),
            QStringLiteral(RD_TEST_DATA_DIR "/dsb-LV-0-csv/vereine.csv"));
        QVERIFY(withClubs.loaded);
        QCOMPARE(withClubs.warnings.size(), 1); // X9999 on spieler.csv line 9
        QCOMPARE(withClubs.warnings[0].code, rd::io::ReadCode::ListUnknownClub);
        QCOMPARE(
            RatingListRepository(database).search(QStringLiteral("10100001"))[0].player.clubName,
            QStringLiteral("SK Weiße Dame Leipzig"));
    }

    void anArchiveThatIsNotTheListLeavesTheLoadedOne()
    {
        const DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateIfMissing);
        RatingListLoader loader(database);
        QVERIFY(loader.loadDsb(QStringLiteral(RD_TEST_DATA_DIR "/dsb-spieler-new.csv")).loaded);
        // vereine.csv and verbaende.csv without spieler.csv
        const ListLoad withoutPlayers
            = loader.loadDsb(QStringLiteral(RD_TEST_DATA_DIR "/dsb-without-players.zip"));
        QVERIFY(!withoutPlayers.loaded);
        QCOMPARE(withoutPlayers.problems.size(), 1);
        QCOMPARE(withoutPlayers.problems[0].toString(),
            QStringLiteral("(file): the archive has no spieler.csv: it is not the DSB's list"));
        // A file that starts as an archive and breaks off.
        QTemporaryDir dir;
        QFile cut(dir.filePath(QStringLiteral("LV-0-csv.zip")));
        QVERIFY(cut.open(QIODevice::WriteOnly));
        cut.write(rd::test::testData(QStringLiteral("dsb-LV-0-csv.zip")).left(100));
        cut.close();
        const ListLoad broken = loader.loadDsb(cut.fileName());
        QVERIFY(!broken.loaded);
        QCOMPARE(broken.problems.size(), 1);
        QCOMPARE(broken.problems[0].code, rd::io::ReadCode::ZipNotArchive);
        QCOMPARE(broken.file, cut.fileName());
        // The list loaded before is still there.
        const auto lists = RatingListRepository(database).lists();
        QCOMPARE(lists.at(0).source, QStringLiteral("dsb-spieler-new.csv"));
        QCOMPARE(lists.at(0).players, 3);
    }

    void listEntriesAreOfferedUntilTheyAreRegistryPlayers()
    {
        const DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateIfMissing);
        QVERIFY(loadDsb(database, "dsb-spieler-new.csv", "2026-11-02"));
        QVERIFY(loadFide(database));
        ListedPlayerPicking picking(database);
        PlayerRepository players(database);
        // Müller has FIDE id 4612345 in both lists (dsb-spieler-new.csv line 2,
        // fide-players.xml line 5): one person, offered once, as the DSB entry with his DWZ.
        std::vector<ListedMatch> offered = picking.search(QStringLiteral("mul"));
        QCOMPARE(names(offered), QStringList { QStringLiteral("dsb:Müller, Jörg") });
        // Carlsen is in the FIDE list alone.
        QCOMPARE(names(picking.search(QStringLiteral("carl"))),
            QStringList { QStringLiteral("fide:Carlsen, Magnus") });

        // A registry player who holds the FIDE id of Łukasiewicz (dsb-spieler-new.csv line 3,
        // fide-players.xml line 4) is that player in both lists: neither entry is offered.
        QCOMPARE(names(picking.search(QStringLiteral("łuk"))),
            QStringList { QStringLiteral("dsb:Łukasiewicz, Zoë") });
        const qint64 zoe = players.savePlayer({ 0, QStringLiteral("Lukasiewicz, Zoe"), std::nullopt,
            { { QStringLiteral("fide"), QStringLiteral("24611234") } }, {} });
        QVERIFY(picking.search(QStringLiteral("łuk")).empty());
        QVERIFY(picking.search(QStringLiteral("2461")).empty());

        // Müller taken from the list: dsb-spieler-new.csv line 2, "10012345","C0327",...,
        // "Müller,Jörg,Dr.","M","D","1961","202312","1861","51",...,"FM","4612345","GER";
        // club C0327 is SK Weiße Dame Leipzig (dsb-vereine.csv line 2); 2023 week 12 starts on
        // Monday 2023-03-20.
        const qint64 mueller = picking.registerPlayer(offered.front());
        QVERIFY(mueller != zoe);
        const PlayerDetails stored = players.player(mueller);
        QCOMPARE(stored.name, QStringLiteral("Müller, Jörg"));
        QCOMPARE(stored.birthYear, std::optional(1961));
        QCOMPARE(stored.club, QStringLiteral("SK Weiße Dame Leipzig"));
        QCOMPARE(stored.title, QStringLiteral("FM"));
        QCOMPARE(stored.federation, QStringLiteral("GER"));
        QCOMPARE(stored.federationIds,
            (std::map<QString, QString> { { "dsb", "10012345" }, { "fide", "4612345" } }));
        QCOMPARE(rd::io::startingRatingsToJson(stored.startingRatings).value("dwz").toObject(),
            (QJsonObject {
                { "rating", 1861 }, { "index", 51 }, { "last_evaluated", "2023-03-20" } }));
        // Now he is a registry player and no longer offered from the lists; taking the entry
        // again (another desktop had it on its screen) is taking him, nobody is added.
        QVERIFY(picking.search(QStringLiteral("mul")).empty());
        QCOMPARE(picking.registerPlayer(offered.front()), mueller);
        QCOMPARE(players.players(QString()).size(), std::size_t { 2 });
    }

    void aListEntryLooksLikeARegistryPlayerWithoutHisIds()
    {
        const DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateIfMissing);
        QVERIFY(loadDsb(database, "dsb-spieler-new.csv", "2026-11-02"));
        PlayerRepository players(database);
        // Typed in an earlier event: the same name, no ids. The entry is still offered (no id
        // says he is the one), and the rule that asks before a second record of him is made
        // names him.
        const qint64 typed
            = players.savePlayer({ 0, QStringLiteral("Müller, Jörg"), std::nullopt, {}, {} });
        players.savePlayer({ 0, QStringLiteral("Müller, Anna"), std::nullopt, {}, {} });
        const std::vector<ListedMatch> offered
            = ListedPlayerPicking(database).search(QStringLiteral("muller"));
        QCOMPARE(offered.size(), std::size_t { 1 });
        const std::vector<PlayerSummary> lookalikes
            = likelyDuplicatesAmong(listedPlayerDetails(offered.front()), players.players({}));
        QCOMPARE(lookalikes.size(), std::size_t { 1 });
        QCOMPARE(lookalikes.front().id, typed);
    }

    void aLoadReportsItsProgress()
    {
        // fide-players.xml has three players, fewer than a report is made for on the way: the
        // one report is the end.
        const DatabaseLocation location;
        Database database(location.location(), Database::Opening::CreateIfMissing);
        RatingListLoader loader(database);
        QList<int> reported;
        loader.setProgress([&](int percent) { reported << percent; });
        QVERIFY(loader.loadFide(QStringLiteral(RD_TEST_DATA_DIR "/fide-players.xml")).loaded);
        QCOMPARE(reported, QList<int> { 100 });
    }
};

QTEST_GUILESS_MAIN(TestRatingListRepository)
#include "tst_ratinglistrepository.moc"
