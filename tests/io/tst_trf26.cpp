// TRF-2026 (docs/trf.md, "TRF-2026"): told apart from TRF-16 by its records, its point system
// (162) and National Rating lines read, written on request with the National Rating lines of the
// event's system. The file is the hand-written tests/data/trf-2026-nrs.trf (made up, laid out
// as TRF-2026 describes its records); every expected number is worked out beside it.
#include "engine/io/ExchangeFormats.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/trf/TrfFormat.h"
#include "engine/rating/GameResult.h"
#include "tests/TestData.h"

#include <QTest>

#include <map>
#include <tuple>

using rd::EventInput;
using rd::GameResult;
using rd::RatingSystem;
using rd::io::readTrf;
using rd::io::TrfVersion;
using rd::io::trfVersionOf;
using rd::io::writeTrf;

namespace {

QByteArray nrsFile()
{
    return rd::test::testData(QStringLiteral("trf-2026-nrs.trf"));
}

QStringList warnings(const rd::io::EventReadResult &result)
{
    QStringList texts;
    for (const auto &warning : result.warnings)
        texts << warning.toString();
    return texts;
}

// Each player's points from his games and byes in the event, by id.
std::map<std::string, double> pointsOf(const EventInput &event)
{
    std::map<std::string, double> points;
    for (const rd::ChessGame &game : event.chessGames) {
        points[game.white] += rd::whitePoints(game.result);
        points[game.black] += rd::blackPoints(game.result);
    }
    for (const rd::Bye &bye : event.byes)
        points[bye.player] += bye.points;
    return points;
}

// A small TRF-16 file of two players and one game, to which one line is added.
QByteArray twoPlayersWith(const QByteArray &line)
{
    return "012 Zwei\n052 2026/01/10\n"
           "001    1      Adam, Ole                                                     "
           "    1.0    1     2 w 1\n"
           "001    2      Bode, Ida                                                     "
           "    0.0    2     1 b 0\n"
        + line + "\n";
}

rd::Date date(int year, int month, int day)
{
    return *rd::Date::fromParts(year, month, day);
}

} // namespace

class TestTrf26 : public QObject {
    Q_OBJECT

private slots:
    // TRF-2026 has no version line (its 3.5): a ### comment, one of its new records but 142
    // (which TRF-16 files write too) or a National Rating line naming a player make a file
    // TRF-2026. A line whose fields are split by | (Vega's .tdf) does not.
    void versionToldByTheRecords_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("trf2026");
        QTest::newRow("TRF-16") << QByteArray("XXR 1") << false;
        QTest::newRow("142") << QByteArray("142 1") << false;
        QTest::newRow("comment") << QByteArray("### a comment") << true;
        QTest::newRow("192") << QByteArray("192 FIDE_DUTCH_2025") << true;
        QTest::newRow("240") << QByteArray("240 H   1    2") << true;
        QTest::newRow("National Rating line")
            << QByteArray("GER    2      Bode, Ida                         1480") << true;
        QTest::newRow("no player 3") << QByteArray("GER    3      Nobody") << false;
        QTest::newRow("Vega") << QByteArray("152|1|x") << false;
    }

    void versionToldByTheRecords()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, trf2026);
        QCOMPARE(trfVersionOf(twoPlayersWith(line)) == TrfVersion::Trf2026, trf2026);
    }

    // The file's points column (81-84) against the event read from it. By hand, from the round
    // blocks: Hartmann 1 + 1 + = = 2.5; Petrova = + H 0.5 + 1 = 2.0; Kästner 0 + forfeit lost 0
    // + U 1 = 1.0; Duval = + forfeit won 1 + = = 2.0; Brandl U 1 + 0 + 0 = 1.0. 162 gives the
    // defaults (P 1.0: the pairing-allocated bye is a win).
    void importsWithThePointsOfTheFile()
    {
        const QByteArray file = nrsFile();
        const auto result = readTrf(file);
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const EventInput &event = *result.event;
        QCOMPARE(event.players.size(), std::size_t(5));
        // Rounds 1-3: 1-3, 4-2, 5-1, 4-3 (forfeit), 1-4, 5-2; byes 5 (U), 2 (H), 3 (U).
        QCOMPARE(event.chessGames.size(), std::size_t(6));
        QCOMPARE(event.byes.size(), std::size_t(3));
        const auto points = pointsOf(event);
        int players = 0;
        // Columns count characters: the ä of Kästner is one.
        for (const QString &line : QString::fromUtf8(file).split(QStringLiteral("\r\n"))) {
            if (!line.startsWith(QLatin1String("001")))
                continue;
            const std::string id = line.mid(4, 4).trimmed().toStdString();
            QCOMPARE(points.at(id), line.mid(80, 4).trimmed().toDouble());
            ++players;
        }
        QCOMPARE(players, 5);
        QCOMPARE(points.at("1"), 2.5);
        QCOMPARE(event.event.properties.roundsPlanned, 3);
        QCOMPARE(event.event.startDate, date(2026, 10, 3));
    }

    // 162 P 0.5: the pairing-allocated byes of Kästner (round 3) and Brandl (round 1) score 0.5,
    // so their lines (1.0 in the file) differ: Kästner 0 + 0 + 0.5 = 0.5, the first of two.
    void thePointSystemOf162()
    {
        QByteArray file = nrsFile();
        file.replace("P 1.0", "P 0.5");
        const auto result = rd::io::readEvent(rd::io::ExchangeFormat::Trf, file);
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        int unpaired = 0;
        for (const rd::Bye &bye : result.event->byes) {
            if (bye.unpaired) {
                QCOMPARE(bye.points, 0.5);
                ++unpaired;
            }
        }
        QCOMPARE(unpaired, 2);
        QCOMPARE(result.event->event.properties.pairingByePoints, 0.5); // the event's rule
        QVERIFY(warnings(result).contains(
            "line 26: Kästner, Sven: the file gives 1.0 points, the games and byes stored give 0.5 "
            "(lines that differ: 26, 28)"));
    }

    // A DWZ event: the GER lines (30, 31) give Hartmann 2290 and Brandl 1388, index 0; the USA
    // line is kept unread. A US Chess event: the USA line (32) gives Petrova 2261, established,
    // beside her FIDE rating 2205 of the 001 line.
    void nationalRatingsOfTheEventsSystem()
    {
        const auto dwz = readTrf(nrsFile(), RatingSystem::Dwz);
        QVERIFY2(dwz.event, qPrintable(dwz.errors.value(0).toString()));
        const auto &players = dwz.event->players;
        QCOMPARE(players[0].dwz->rating, 2290);
        QCOMPARE(players[0].dwz->index, 0);
        QCOMPARE(players[4].dwz->rating, 1388);
        for (const int unrated : { 1, 2, 3 })
            QVERIFY(!players[std::size_t(unrated)].dwz);
        QCOMPARE(warnings(dwz),
            (QStringList { "line 15: records of TRF-2026 (152, 172, 182, 192, 202, 212, 222, USA, "
                           "240, 260) are kept as they are and written back unchanged; "
                           "ratingdesk does not use them",
                "line 30: the National Rating lines of GER give the players' DWZ before the "
                "event; the file has no DWZ index, so it is taken as 0: check it before "
                "rating" }));

        const auto uscf = readTrf(nrsFile(), RatingSystem::Uscf);
        QVERIFY2(uscf.event, qPrintable(uscf.errors.value(0).toString()));
        const rd::PlayerInput &petrova = uscf.event->players[1];
        QCOMPARE(petrova.uscf->rating, 2261.0);
        QVERIFY(petrova.uscf->established);
        QCOMPARE(petrova.uscf->fide, 2205.0);
        QVERIFY(!uscf.event->players[0].uscf->rating);
        QCOMPARE(warnings(uscf).value(1),
            QStringLiteral("line 32: the National Rating lines of USA give the players' US Chess "
                           "ratings before the event; the file does not say how many games they "
                           "rest on, so they are taken as established: check them before "
                           "rating"));
    }

    // A DWZ in a GER line that is no number is left out with a warning naming its place, as a
    // 001 rating would be; the player keeps no DWZ and the rest of the file is read.
    void aNationalRatingThatIsNoNumber()
    {
        QByteArray file = nrsFile();
        file.replace(
            "Hartmann, Jonas                   2290", "Hartmann, Jonas                   22x0");
        const auto result = readTrf(file);
        QVERIFY(result.event);
        QVERIFY(warnings(result).contains(QStringLiteral(
            "line 30, columns 49-52: rating \"22x0\" is not a number; it is left out")));
        const auto hartmann
            = std::find_if(result.event->players.begin(), result.event->players.end(),
                [](const rd::PlayerInput &player) { return player.name == "Hartmann, Jonas"; });
        QVERIFY(hartmann != result.event->players.end());
        QVERIFY(!hartmann->dwz);
    }

    // National Rating lines without 172 (how the start ranks were given): said once.
    void nationalRatingLinesWithout172()
    {
        QByteArray file = nrsFile();
        file.replace("172 GER FIDON\r\n", "");
        const auto result = readTrf(file);
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QVERIFY(warnings(result).contains(
            "line 29: the file has National Rating lines but no record 172 (how the start ranks "
            "were given), which TRF-2026 requires with them"));
    }

    // A DWZ event written as TRF-2026, by hand from the layouts of TRF-16 (001) and TRF-2026
    // (142 from column 5; 172 federation in 5-7, method in 9-13; a National Rating line as 001
    // up to column 79: federation 1-3, start rank 5-8 right-aligned, name 15-47, rating 49-52
    // right-aligned). Albers (DWZ 1650) beats the newcomer Bauer; Cordes (DWZ 1423) has a
    // half-point bye. Points: 1.0, 0.0, 0.5, so ranks 1, 3, 2. ratingdesk numbers the players
    // as it lists them: 172 says OTHER.
    void aDwzEventAsTrf2026()
    {
        EventInput event;
        event.system = RatingSystem::Dwz;
        event.event.name = "Vereinsabend";
        event.event.endDate = date(2026, 3, 5);
        event.event.properties.federation = "GER";
        event.event.properties.roundsPlanned = 1;
        for (const auto &[id, name, rating] : { std::tuple { "a", "Albers, Kim", 1650 },
                 std::tuple { "b", "Bauer, Lutz", 0 }, std::tuple { "c", "Cordes, Eva", 1423 } }) {
            rd::PlayerInput player;
            player.id = id;
            player.name = name;
            if (rating > 0)
                player.dwz = rd::DwzState { rating, 3, std::nullopt, {}, std::nullopt };
            event.players.push_back(player);
        }
        event.chessGames = { { 1, "a", "b", GameResult::WhiteWins } };
        event.byes = { { 1, "c", 0.5, false } };

        QCOMPARE(writeTrf(event, TrfVersion::Trf2026),
            QByteArray("012 Vereinsabend\n"
                       "032 GER\n"
                       "052 2026/03/05\n"
                       "062 3\n"
                       "072 0\n"
                       "142 1\n"
                       "172 GER OTHER\n"
                       //   5-8 start rank, 15-47 name                                   81-84
                       //   points, 86-89 rank, 92-101 round 1
                       "001    1      Albers, Kim                                        "
                       "                1.0    1     2 w 1\n"
                       "001    2      Bauer, Lutz                                        "
                       "                0.0    3     1 b 0\n"
                       "001    3      Cordes, Eva                                        "
                       "                0.5    2  0000 - H\n"
                       // 1-3 GER, 5-8 start rank, 15-47 name, 49-52 DWZ
                       "GER    1      Albers, Kim                       1650\n"
                       "GER    3      Cordes, Eva                       1423\n"));
        // TRF-16 has no National Rating lines.
        QVERIFY(!writeTrf(event).contains("GER    1"));
    }

    // An event whose pairing-allocated bye is worth half a point needs 162: the defaults W 1.0,
    // D 0.5, L 0.0, A 0.0 and P 0.5, each letter at column 6 + 9(k-1), its points right-aligned
    // in the four columns after it (TRF-2026's layout). Read back, the rule and the bye are 0.5.
    void aHalfPointPairingByeWrites162()
    {
        EventInput event;
        event.event.name = "Drei";
        event.event.endDate = date(2026, 3, 5);
        for (const char *id : { "a", "b", "c" }) {
            rd::PlayerInput player;
            player.id = id;
            player.name = id;
            event.players.push_back(player);
        }
        event.chessGames = { { 1, "a", "b", GameResult::Draw } };
        event.event.properties.pairingByePoints = 0.5;
        event.byes = { { 1, "c", 0.5, true } };
        const QByteArray written = writeTrf(event, TrfVersion::Trf2026);
        QVERIFY(written.contains("\n162  W 1.0    D 0.5    L 0.0    A 0.0    P 0.5\n"));
        const auto read = readTrf(written);
        QVERIFY2(read.event, qPrintable(read.errors.value(0).toString()));
        QCOMPARE(read.event->byes.at(0).points, 0.5);
        QCOMPARE(read.event->event.properties.pairingByePoints, 0.5);
        QVERIFY(read.warnings.isEmpty());
    }

    // A US Chess event: USA lines with the rating in the event's system, rounded.
    void aUscfEventAsTrf2026()
    {
        const auto read = readTrf(nrsFile(), RatingSystem::Uscf);
        QVERIFY(read.event);
        rd::io::EventFile file = *read.file();
        file.event.players[3].uscf->rating = 1876.6;
        const QList<QByteArray> lines = writeTrf(file, TrfVersion::Trf2026).split('\n');
        // The kept 172 GER FIDON stays; the kept USA line is written anew (start rank 2, its name
        // and 2261), Duval's 1876.6 is 1877; the kept GER lines stay, after them.
        QVERIFY(lines.contains("172 GER FIDON"));
        const qsizetype usa = lines.indexOf("USA    2      Petrova, Mila                     2261");
        QVERIFY(usa > 0);
        QCOMPARE(lines.value(usa + 1),
            QByteArray("USA    4      Duval, Anne                       1877"));
        QCOMPARE(lines.value(usa + 2),
            QByteArray("GER    1      Hartmann, Jonas                   2290 HES   C0305-017"));
        QCOMPARE(lines.count("USA    2      Petrova, Mila                     2261"), 1);
    }

    // Our TRF-2026 read back is the same event: players with every field and rating, games,
    // byes and properties; written again it is the same file.
    void ourTrf2026ReadsBack()
    {
        const auto first = readTrf(nrsFile());
        QVERIFY(first.event);
        const QByteArray written = writeTrf(*first.file(), TrfVersion::Trf2026);
        QVERIFY(trfVersionOf(written) == TrfVersion::Trf2026);
        const auto second = readTrf(written);
        QVERIFY2(second.event, qPrintable(second.errors.value(0).toString()));
        const EventInput &a = *first.event;
        const EventInput &b = *second.event;
        QCOMPARE(b.players.size(), a.players.size());
        for (std::size_t index = 0; index < a.players.size(); ++index) {
            const rd::PlayerInput &was = a.players[index];
            const rd::PlayerInput &is = b.players[index];
            QCOMPARE(is.id, was.id);
            QCOMPARE(is.name, was.name);
            QCOMPARE(is.sex, was.sex);
            QCOMPARE(is.title, was.title);
            QCOMPARE(is.fideRating, was.fideRating);
            QCOMPARE(is.federation, was.federation);
            QCOMPARE(is.fideId, was.fideId);
            QCOMPARE(is.birthDate, was.birthDate);
            QCOMPARE(bool(is.dwz), bool(was.dwz));
            if (was.dwz)
                QCOMPARE(is.dwz->rating, was.dwz->rating);
        }
        QCOMPARE(b.chessGames.size(), a.chessGames.size());
        for (std::size_t index = 0; index < a.chessGames.size(); ++index) {
            QCOMPARE(b.chessGames[index].round, a.chessGames[index].round);
            QCOMPARE(b.chessGames[index].white, a.chessGames[index].white);
            QCOMPARE(b.chessGames[index].black, a.chessGames[index].black);
            QVERIFY(b.chessGames[index].result == a.chessGames[index].result);
        }
        QCOMPARE(b.byes.size(), a.byes.size());
        for (std::size_t index = 0; index < a.byes.size(); ++index) {
            QCOMPARE(b.byes[index].round, a.byes[index].round);
            QCOMPARE(b.byes[index].player, a.byes[index].player);
            QCOMPARE(b.byes[index].points, a.byes[index].points);
            QCOMPARE(b.byes[index].unpaired, a.byes[index].unpaired);
        }
        QCOMPARE(b.event.name, a.event.name);
        QCOMPARE(b.event.startDate, a.event.startDate);
        QCOMPARE(b.event.endDate, a.event.endDate);
        QVERIFY(b.event.properties == a.event.properties);
        QCOMPARE(second.details.trf.roundDates, first.details.trf.roundDates);
        QCOMPARE(writeTrf(*second.file(), TrfVersion::Trf2026), written);
    }
};

QTEST_GUILESS_MAIN(TestTrf26)
#include "tst_trf26.moc"
