// FIDE TRF-16 import and export (dwz.md §9.4, docs/trf.md): tests/data/sample.trf field by field,
// hand-written files that must come back byte for byte, and one error per kind of malformed
// input, each naming its line.
#include "engine/io/ExchangeFormats.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/io/trf/TrfFormat.h"
#include "engine/rating/RuleSets.h"
#include "tests/TestData.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

using rd::Date;
using rd::EventInput;
using rd::GameResult;
using rd::RatingSystem;
using rd::io::readTrf;
using rd::io::writeTrf;

namespace {

// Lines of sample.trf (1-based) used by the malformed-input tests.
constexpr int kEndDateLine = 5;
constexpr int kPlayer1Line = 12;
constexpr int kPlayer2Line = 13;

QByteArray sample()
{
    return rd::test::testData(QStringLiteral("sample.trf"));
}

// sample.trf with line `number` replaced (removed when `text` is null).
QByteArray withLine(int number, const QByteArray &text)
{
    QList<QByteArray> lines = sample().split('\n');
    if (text.isNull())
        lines.removeAt(number - 1);
    else
        lines[number - 1] = text;
    return lines.join('\n');
}

// A line of sample.trf with `text` put at column `from` (columns count characters).
QByteArray withColumns(int number, int from, const QByteArray &text)
{
    QString line = QString::fromUtf8(sample().split('\n').at(number - 1));
    line.replace(from - 1, text.size(), QString::fromUtf8(text));
    return withLine(number, line.toUtf8());
}

Date date(int year, int month, int day)
{
    return *Date::fromParts(year, month, day);
}

// Everything the TRF carries, compared field by field.
void compareEvents(const EventInput &actual, const EventInput &expected)
{
    QVERIFY(actual.system == expected.system);
    QCOMPARE(actual.ruleset, expected.ruleset);
    QCOMPARE(actual.event.name, expected.event.name);
    QCOMPARE(actual.event.startDate, expected.event.startDate);
    QCOMPARE(actual.event.endDate, expected.event.endDate);
    QCOMPARE(actual.event.properties.place, expected.event.properties.place);
    QCOMPARE(actual.event.properties.federation, expected.event.properties.federation);
    QCOMPARE(actual.event.properties.chiefArbiter, expected.event.properties.chiefArbiter);
    QCOMPARE(actual.event.properties.deputyArbiter, expected.event.properties.deputyArbiter);
    QCOMPARE(actual.event.properties.timeControl, expected.event.properties.timeControl);
    QCOMPARE(actual.players.size(), expected.players.size());
    for (std::size_t index = 0; index < actual.players.size(); ++index) {
        const auto &a = actual.players[index];
        const auto &e = expected.players[index];
        QCOMPARE(a.id, e.id);
        QCOMPARE(a.name, e.name);
        QCOMPARE(a.birthDate, e.birthDate);
        QCOMPARE(a.birthYear, e.birthYear);
        QCOMPARE(a.uscf.has_value(), e.uscf.has_value());
        if (a.uscf)
            QCOMPARE(a.uscf->fide, e.uscf->fide);
    }
    QCOMPARE(actual.chessGames.size(), expected.chessGames.size());
    for (std::size_t index = 0; index < actual.chessGames.size(); ++index) {
        const auto &a = actual.chessGames[index];
        const auto &e = expected.chessGames[index];
        QCOMPARE(a.round, e.round);
        QCOMPARE(a.white, e.white);
        QCOMPARE(a.black, e.black);
        QVERIFY(a.result == e.result);
    }
    QCOMPARE(actual.byes.size(), expected.byes.size());
    for (std::size_t index = 0; index < actual.byes.size(); ++index) {
        QCOMPARE(actual.byes[index].round, expected.byes[index].round);
        QCOMPARE(actual.byes[index].player, expected.byes[index].player);
        QCOMPARE(actual.byes[index].points, expected.byes[index].points);
    }
}

} // namespace

class TstTrf : public QObject {
    Q_OBJECT

private slots:
    void readsSample()
    {
        const auto result = readTrf(sample());
        QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
        QVERIFY(result.event);
        const EventInput &event = *result.event;
        QVERIFY(event.system == RatingSystem::Dwz);
        QCOMPARE(event.ruleset, rd::defaultRuleSet(RatingSystem::Dwz, date(2026, 3, 15)).name);
        QCOMPARE(event.event.name, std::string("Vereinsmeisterschaft Süd 2026"));
        QCOMPARE(event.event.startDate, date(2026, 3, 1));
        QCOMPARE(event.event.endDate, date(2026, 3, 15));
        QCOMPARE(event.event.properties.place, std::string("Köln"));
        QCOMPARE(event.event.properties.federation, std::string("GER"));
        QCOMPARE(event.event.properties.chiefArbiter, std::string("Schiedsrichter, Hans"));
        QCOMPARE(event.event.properties.deputyArbiter, std::string());
        QCOMPARE(event.event.properties.timeControl, std::string("90 min + 30 s"));

        QCOMPARE(event.players.size(), std::size_t(4));
        QCOMPARE(event.players[0].id, std::string("1"));
        QCOMPARE(event.players[0].name, std::string("Müller, Jörg"));
        QCOMPARE(event.players[0].birthDate, date(1990, 5, 17));
        QVERIFY(!event.players[0].uscf); // FIDE ratings only for USCF events
        QCOMPARE(event.players[1].id, std::string("2"));
        QCOMPARE(event.players[1].name, std::string("Schmidt, Anna"));
        QVERIFY(!event.players[1].birthDate);
        QCOMPARE(event.players[1].birthYear, 2005);
        QCOMPARE(event.players[2].name, std::string("Weber, Paul"));
        QVERIFY(!event.players[2].birthDate);
        QVERIFY(!event.players[2].birthYear);
        QCOMPARE(event.players[3].id, std::string("4"));
        QCOMPARE(event.players[3].birthDate, date(1975, 2, 28)); // ISO form accepted

        const std::vector<rd::ChessGame> games {
            { 1, "1", "2", GameResult::WhiteWins },
            { 1, "3", "4", GameResult::Draw },
            { 2, "2", "3", GameResult::WhiteWinsByForfeit },
            { 2, "4", "1", GameResult::BlackWins },
            { 3, "1", "3", GameResult::Draw },
        };
        QCOMPARE(event.chessGames.size(), games.size());
        for (std::size_t index = 0; index < games.size(); ++index) {
            QCOMPARE(event.chessGames[index].round, games[index].round);
            QCOMPARE(event.chessGames[index].white, games[index].white);
            QCOMPARE(event.chessGames[index].black, games[index].black);
            QVERIFY(event.chessGames[index].result == games[index].result);
        }
        QCOMPARE(event.byes.size(), std::size_t(2));
        QCOMPARE(event.byes[0].round, 3);
        QCOMPARE(event.byes[0].player, std::string("2"));
        QCOMPARE(event.byes[0].points, 0.5);
        QCOMPARE(event.byes[1].round, 3);
        QCOMPARE(event.byes[1].player, std::string("4"));
        // U, the pairing-allocated bye, scores as a win (TRF-16).
        QCOMPARE(event.byes[1].points, 1.0);
        QVERIFY(event.byes[1].unpaired);
    }

    void readsFideRatingsForUscf()
    {
        const auto result = readTrf(sample(), RatingSystem::Uscf);
        QVERIFY(result.event);
        QVERIFY(result.event->system == RatingSystem::Uscf);
        QCOMPARE(result.event->players[0].uscf->fide, 1850.0);
        QCOMPARE(result.event->players[1].uscf->fide, 1720.0);
        QVERIFY(!result.event->players[2].uscf);
        QCOMPARE(result.event->players[3].uscf->fide, 1600.0);
    }

    void roundTrips()
    {
        for (const RatingSystem system : { RatingSystem::Dwz, RatingSystem::Uscf }) {
            const auto first = readTrf(sample(), system);
            QVERIFY(first.event);
            const QByteArray written = writeTrf(*first.file());
            const auto second = readTrf(written, system);
            QVERIFY2(second.errors.isEmpty(), qPrintable(second.errors.value(0).toString()));
            compareEvents(*second.event, *first.event);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(writeTrf(*second.file()), written);
        }
    }

    // sample.trf is not written back byte for byte: its ISO birth date is written as YYYY/MM/DD,
    // 072 is counted (three of the four have a rating) and the XCR record goes after the players.
    void writesColumns()
    {
        const auto result = readTrf(sample(), RatingSystem::Uscf);
        QVERIFY(result.event);
        const QList<QByteArray> lines = writeTrf(*result.file()).split('\n');
        const QList<QByteArray> header = lines.mid(0, 11);
        QCOMPARE(header,
            (QList<QByteArray> { "012 Vereinsmeisterschaft Süd 2026", "022 Köln", "032 GER",
                "042 2026/03/01", "052 2026/03/15", "062 4", "072 3", "092 Swiss",
                "102 Schiedsrichter, Hans", "122 90 min + 30 s",
                "132" + QByteArray(88, ' ') + "26/03/01  26/03/08  26/03/15" }));
        // Columns count characters: the umlauts take one column each.
        QCOMPARE(QString::fromUtf8(lines.value(11)),
            QStringLiteral("001    1 m    Müller, Jörg                      1850 GER     4600001 "
                           "1990/05/17  2.5    1     2 w 1     4 b 1     3 w ="));
        QCOMPARE(QString::fromUtf8(lines.value(14)),
            QStringLiteral("001    4 w    Fischer, Eva                      1600 GER             "
                           "1975/02/28  1.5    3     3 b =     1 w 0  0000 - U"));
        QCOMPARE(lines.value(15), QByteArray("XCR 1 1850 1850 1850"));
        QCOMPARE(lines.value(16), QByteArray());
        QCOMPARE(lines.size(), 17);
    }

    // Hand-written files as a pairing program writes them; each must come back byte for byte
    // from the event read, and from the event written as an event document and read again.
    void roundTripsByteForByte_data()
    {
        QTest::addColumn<QString>("file");
        // Round robin, four titled players with ratings, federations, FIDE ids and birth dates
        // (one by year only), non-ASCII names, two deputy arbiters (112 twice), round dates (132)
        // and a tournament type (092).
        QTest::newRow("round robin") << QStringLiteral("trf-round-robin.trf");
        // Swiss of seven over four rounds: byes H, F, U and Z, forfeits + and - and a double
        // forfeit, players without rating, FIDE id, birth date or sex, sex f, a titled player
        // without birth date, and unknown records (XXR, XXC) after the players, kept verbatim.
        QTest::newRow("swiss with byes and forfeits") << QStringLiteral("trf-swiss-byes.trf");
        // UTF-8 beyond Latin-1: Cyrillic header records and names, a CJK name, a name that fills
        // all 33 columns with accented letters; no start date (042), a number of teams (082).
        QTest::newRow("utf-8 names") << QStringLiteral("trf-utf8-names.trf");
    }

    void roundTripsByteForByte()
    {
        QFETCH(QString, file);
        const QByteArray text = rd::test::testData(file);
        QVERIFY(!text.isEmpty());
        const auto result = readTrf(text);
        QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
        QCOMPARE(writeTrf(*result.file()), text);

        const auto document
            = rd::io::readEventDocument(rd::io::writeEventDocument(*result.file(), false));
        QVERIFY2(document.errors.isEmpty(), qPrintable(document.errors.value(0).toString()));
        QCOMPARE(writeTrf(*document.file()), text);
    }

    // The fields of the 001 line are kept on the player, the records in the file details.
    void keepsEveryField()
    {
        const auto result = readTrf(rd::test::testData(QStringLiteral("trf-swiss-byes.trf")));
        QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
        const EventInput &event = *result.event;
        QCOMPARE(event.event.properties.tournamentType, std::string("Swiss Dutch"));
        QCOMPARE(result.details.trf.roundDates,
            (std::vector<std::string> { "26/04/10", "26/04/11", "26/04/11", "26/04/12" }));
        QCOMPARE(result.details.trf.records, (std::vector<std::string> { "XXR 4", "XXC white1" }));
        const rd::PlayerInput &petrov = event.players[6];
        QCOMPARE(petrov.sex, std::string("m"));
        QCOMPARE(petrov.title, std::string("CM"));
        QCOMPARE(petrov.fideRating, 2105);
        QCOMPARE(petrov.federation, std::string("BUL"));
        QCOMPARE(petrov.fideId, std::string("2900111"));
        const rd::PlayerInput &unknown = event.players[4];
        QCOMPARE(unknown.sex, std::string());
        QVERIFY(!unknown.fideRating);
        QCOMPARE(unknown.federation, std::string());
        QCOMPARE(unknown.fideId, std::string());
        QCOMPARE(event.players[5].sex, std::string("f"));
        const auto unpaired = std::find_if(
            event.byes.begin(), event.byes.end(), [](const rd::Bye &bye) { return bye.unpaired; });
        QVERIFY(unpaired != event.byes.end());
        QCOMPARE(unpaired->player, std::string("7"));
        QCOMPARE(unpaired->round, 1);
        // TRF-16: the pairing-allocated bye scores as a win.
        QCOMPARE(unpaired->points, 1.0);
        // XXR: the rounds planned.
        QCOMPARE(event.event.properties.roundsPlanned, 4);
    }

    // The properties TRF has records for are written in record order and read back; the others
    // (organiser, rounds planned, rating period) have no record.
    void writesAndReadsTheEventProperties()
    {
        EventInput event;
        event.event.name = "Berliner Sommer";
        event.event.startDate = date(2026, 7, 4);
        event.event.endDate = date(2026, 7, 12);
        rd::EventProperties &properties = event.event.properties;
        properties.organiser = "Berliner Schachverband";
        properties.place = "Berlin";
        properties.federation = "GER";
        properties.chiefArbiter = "Großmann, Jörg";
        properties.deputyArbiter = "Weber, Paul";
        properties.timeControl = "90'/40+30'+30\"";
        properties.roundsPlanned = 9;
        properties.ratingPeriod = "B612-2026";
        for (const char *id : { "a", "b" }) {
            rd::PlayerInput player;
            player.id = id;
            event.players.push_back(player);
        }
        event.chessGames = { { 1, "a", "b", GameResult::Draw } };

        const QByteArray written = writeTrf(event);
        const QList<QByteArray> lines = written.split('\n');
        const QList<QByteArray> header = lines.mid(0, 10);
        QCOMPARE(header,
            (QList<QByteArray> { "012 Berliner Sommer", "022 Berlin", "032 GER", "042 2026/07/04",
                "052 2026/07/12", "062 2", "072 0", "102 Großmann, Jörg", "112 Weber, Paul",
                "122 90'/40+30'+30\"" }));
        QVERIFY(lines.value(10).startsWith("001 "));
        QVERIFY(!written.contains(properties.organiser.c_str()));
        QVERIFY(!written.contains(properties.ratingPeriod.c_str()));

        const auto result = readTrf(written);
        QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
        const rd::EventProperties &read = result.event->event.properties;
        QCOMPARE(read.place, properties.place);
        QCOMPARE(read.federation, properties.federation);
        QCOMPARE(read.chiefArbiter, properties.chiefArbiter);
        QCOMPARE(read.deputyArbiter, properties.deputyArbiter);
        QCOMPARE(read.timeControl, properties.timeControl);
        QCOMPARE(read.organiser, std::string());
        QVERIFY(!read.roundsPlanned);
        QCOMPARE(read.ratingPeriod, std::string());
    }

    // Each deputy arbiter has a 112 record of his own, read into one property and written back
    // one record each; unset properties write no record.
    void joinsTheDeputyArbiters()
    {
        const QByteArray text
            = withLine(kEndDateLine, "052 2026/03/15\n112 Weber, Paul\n112 Kurz, Bernd");
        const auto result = readTrf(text);
        QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
        QCOMPARE(
            result.event->event.properties.deputyArbiter, std::string("Weber, Paul; Kurz, Bernd"));

        QVERIFY(writeTrf(*result.file()).contains("\n112 Weber, Paul\n112 Kurz, Bernd\n"));

        EventInput event = *result.event;
        event.event.properties = {};
        const QByteArray written = writeTrf(event);
        for (const char *record :
            { "\n022", "\n032", "\n082", "\n092", "\n102", "\n112", "\n122", "\n132", "\nXCR" })
            QVERIFY2(!written.contains(record), record);
    }

    void writesGamesWithoutRound()
    {
        EventInput event;
        event.event.name = "Match";
        event.event.endDate = date(2026, 1, 2);
        for (const char *id : { "a", "b" }) {
            rd::PlayerInput player;
            player.id = id;
            event.players.push_back(player);
        }
        event.chessGames = {
            { 1, "a", "b", GameResult::WhiteWins },
            { std::nullopt, "b", "a", GameResult::DoubleForfeit },
        };
        const auto result = readTrf(writeTrf(event));
        QVERIFY(result.event);
        QCOMPARE(result.event->chessGames.size(), std::size_t(2));
        QCOMPARE(result.event->chessGames[1].round, 2);
        QCOMPARE(result.event->chessGames[1].white, std::string("2"));
        QVERIFY(result.event->chessGames[1].result == GameResult::DoubleForfeit);
    }

    // Records that ratingdesk does not read are kept with a warning naming their line; the event
    // is read. XXR (rounds planned) is read, so only XXC is warned of.
    void warnsOfUnknownRecords()
    {
        const auto result = readTrf(rd::test::testData(QStringLiteral("trf-swiss-byes.trf")));
        QVERIFY(result.event);
        // trf-swiss-byes.trf line 20: XXC white1.
        QCOMPARE(result.warnings.size(), 1);
        QCOMPARE(result.warnings[0].code, rd::io::ReadCode::TrfUnknownRecord);
        QCOMPARE(result.warnings[0].toString(),
            QStringLiteral("line 20: record XXC is not a TRF-16 record; it is kept as it is and "
                           "written back unchanged"));
        // The import reads them through the editors' checks, which keep them.
        QCOMPARE(rd::io::readEvent(rd::io::ExchangeFormat::Trf,
                     rd::test::testData(QStringLiteral("trf-swiss-byes.trf")))
                     .warnings.size(),
            1);
        // Every record of trf-round-robin.trf is one of TRF-16.
        QVERIFY(
            readTrf(rd::test::testData(QStringLiteral("trf-round-robin.trf"))).warnings.isEmpty());
    }

    void rejectsMalformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");

        QTest::newRow("bad round block")
            << withColumns(kPlayer1Line, 92, "   2 x 1")
            << QStringLiteral("line 12, columns 92-101") << QStringLiteral("is not");
        QTest::newRow("block off its columns")
            << withColumns(kPlayer1Line, 102, "  4 b 1 ")
            << QStringLiteral("line 12, columns 102-111") << QStringLiteral("is not");
        QTest::newRow("unknown result")
            << withColumns(kPlayer1Line, 99, "Q") << QStringLiteral("line 12, columns 92-101")
            << QStringLiteral("unknown result \"Q\"");
        QTest::newRow("contradicting blocks")
            << withColumns(kPlayer2Line, 99, "1") << QStringLiteral("line 12, columns 92-101")
            << QStringLiteral("line 13");
        QTest::newRow("one-sided game")
            << withColumns(kPlayer2Line, 92, "   4") << QStringLiteral("line 12, columns 92-101")
            << QStringLiteral("line 13 (start rank 2) says opponent 4");
        QTest::newRow("unknown opponent")
            << withColumns(kPlayer1Line, 92, "   9") << QStringLiteral("line 12, columns 92-101")
            << QStringLiteral("opponent 9");
        QTest::newRow("duplicate start rank")
            << withColumns(kPlayer2Line, 5, "   1") << QStringLiteral("line 13, columns 5-8")
            << QStringLiteral("already on line 12");
        // docs/limits.md, event-document.md "players[].fide_rating": a rating is 0 to 3500. A
        // five-digit 99999 fills the rating's four columns with 9999, which the store kept and
        // the event's own document then refused.
        QTest::newRow("rating above the table of limits")
            << withColumns(kPlayer1Line, 49, "99999") << QStringLiteral("line 12, columns 49-52")
            << QStringLiteral("9999 is out of range (0 to 3500)");
        // docs/limits.md: a name holds no control character; SQLite cut "M\0ller" to "M".
        QTest::newRow("NUL in a name") << withColumns(kPlayer1Line, 15, QByteArray("M\0ller", 6))
                                       << QStringLiteral("line 12, columns 15-47")
                                       << QStringLiteral("control character U+0000");
        QTest::newRow("teams not a number")
            << withLine(kEndDateLine, "052 2026/03/15\n082 two")
            << QStringLiteral("line 6, columns 5-7") << QStringLiteral("expected a whole number");
    }

    void rejectsMalformed()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, path);
        QFETCH(QString, message);
        const auto result = readTrf(text);
        QVERIFY(!result.event);
        QVERIFY(!result.errors.isEmpty());
        const auto &error = result.errors.first();
        QVERIFY2(
            error.path == path && error.message().contains(message), qPrintable(error.toString()));
    }

    void rejectsGoEvents()
    {
        const auto result = readTrf(sample(), RatingSystem::Sagc);
        QVERIFY(!result.event);
        QCOMPARE(result.errors.value(0).path, QStringLiteral("(file)"));
        QCOMPARE(result.errors.value(0).code, rd::io::ReadCode::TrfNotForGo);
    }
};

QTEST_GUILESS_MAIN(TstTrf)
#include "tst_trf.moc"
