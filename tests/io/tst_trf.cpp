// FIDE TRF-16 import and export (dwz.md §9.4): tests/data/sample.trf field by field, round trips
// and one error per kind of malformed input, each naming its line.
#include "engine/io/TrfFormat.h"
#include "engine/rating/RuleSets.h"

#include <QFile>
#include <QTest>

#include <string>

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
    QFile file(QStringLiteral(RD_TEST_DATA_DIR "/sample.trf"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
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
        QCOMPARE(event.byes[1].points, 0.0);
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
            const QByteArray written = writeTrf(*first.event);
            const auto second = readTrf(written, system);
            QVERIFY2(second.errors.isEmpty(), qPrintable(second.errors.value(0).toString()));
            compareEvents(*second.event, *first.event);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(writeTrf(*second.event), written);
        }
    }

    void writesColumns()
    {
        const auto result = readTrf(sample(), RatingSystem::Uscf);
        QVERIFY(result.event);
        const QList<QByteArray> lines = writeTrf(*result.event).split('\n');
        QCOMPARE(lines.value(0), QByteArray("012 Vereinsmeisterschaft Süd 2026"));
        QCOMPARE(lines.value(1), QByteArray("022 Köln"));
        QCOMPARE(lines.value(2), QByteArray("032 GER"));
        QCOMPARE(lines.value(3), QByteArray("042 2026/03/01"));
        QCOMPARE(lines.value(4), QByteArray("052 2026/03/15"));
        QCOMPARE(lines.value(5), QByteArray("102 Schiedsrichter, Hans"));
        QCOMPARE(lines.value(6), QByteArray("122 90 min + 30 s"));
        // Columns count characters: the umlauts take one column each.
        QCOMPARE(QString::fromUtf8(lines.value(7)),
            QStringLiteral("001    1      Müller, Jörg                      1850                 "
                           "1990/05/17  2.5    1     2 w 1     4 b 1     3 w ="));
        QCOMPARE(QString::fromUtf8(lines.value(8)),
            QStringLiteral("001    2      Schmidt, Anna                     1720                 "
                           "2005/00/00  1.5    2     1 b 0     3 w +  0000 - H"));
        QCOMPARE(lines.value(11), QByteArray());
        QCOMPARE(lines.size(), 12);
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
        const QList<QByteArray> header = lines.mid(0, 8);
        QCOMPARE(header,
            (QList<QByteArray> { "012 Berliner Sommer", "022 Berlin", "032 GER", "042 2026/07/04",
                "052 2026/07/12", "102 Großmann, Jörg", "112 Weber, Paul",
                "122 90'/40+30'+30\"" }));
        QVERIFY(lines.value(8).startsWith("001 "));
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

    // Each deputy arbiter has a 112 record of his own; unset properties write no record.
    void joinsTheDeputyArbiters()
    {
        const QByteArray text
            = withLine(kEndDateLine, "052 2026/03/15\n112 Weber, Paul\n112 Kurz, Bernd");
        const auto result = readTrf(text);
        QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
        QCOMPARE(
            result.event->event.properties.deputyArbiter, std::string("Weber, Paul; Kurz, Bernd"));

        EventInput event = *result.event;
        event.event.properties = {};
        const QByteArray written = writeTrf(event);
        for (const char *record : { "\n022", "\n032", "\n102", "\n112", "\n122" })
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

    void rejectsMalformed_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");

        QTest::newRow("short player line")
            << withLine(kPlayer2Line, sample().split('\n').at(kPlayer2Line - 1).left(60))
            << QStringLiteral("line 13") << QStringLiteral("ends at column 60");
        QTest::newRow("bad round block")
            << withColumns(kPlayer1Line, 92, "   2 x 1")
            << QStringLiteral("line 12, columns 92-101") << QStringLiteral("is not");
        QTest::newRow("block off its columns")
            << withColumns(kPlayer1Line, 102, "  4 b 1 ")
            << QStringLiteral("line 12, columns 102-111") << QStringLiteral("is not");
        QTest::newRow("unknown result")
            << withColumns(kPlayer1Line, 99, "Q") << QStringLiteral("line 12, columns 92-101")
            << QStringLiteral("unknown result \"Q\"");
        QTest::newRow("missing end date") << withLine(kEndDateLine, QByteArray())
                                          << QStringLiteral("(file)") << QStringLiteral("no 052");
        QTest::newRow("end date not a date")
            << withLine(kEndDateLine, "052 2026/02/30") << QStringLiteral("line 5, columns 5-14")
            << QStringLiteral("not a date");
        QTest::newRow("contradicting blocks")
            << withColumns(kPlayer2Line, 99, "1") << QStringLiteral("line 12, columns 92-101")
            << QStringLiteral("line 13");
        QTest::newRow("one-sided game")
            << withColumns(kPlayer2Line, 92, "   4") << QStringLiteral("line 12, columns 92-101")
            << QStringLiteral("line 13 (start rank 2) says opponent 4");
        QTest::newRow("unknown opponent")
            << withColumns(kPlayer1Line, 92, "   9") << QStringLiteral("line 12, columns 92-101")
            << QStringLiteral("opponent 9");
        QTest::newRow("bad points")
            << withColumns(kPlayer1Line, 81, "2,5 ") << QStringLiteral("line 12, columns 81-84")
            << QStringLiteral("points");
        QTest::newRow("duplicate start rank")
            << withColumns(kPlayer2Line, 5, "   1") << QStringLiteral("line 13, columns 5-8")
            << QStringLiteral("already on line 12");
        QTest::newRow("invalid UTF-8")
            << withLine(3, "032 G\xff") << QStringLiteral("line 3") << QStringLiteral("UTF-8");
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
