// TRF files as pairing programs write them (docs/trf.md, "What other programs write"): one
// hand-made file per habit in tests/data (its README says which), each read with its meaning and
// one warning per kind; and every TRF file there scores the points of its columns 81-84.
#include "engine/io/ExchangeFormats.h"
#include "engine/io/TextEncoding.h"
#include "engine/io/trf/TrfFields.h"
#include "engine/io/trf/TrfFormat.h"
#include "engine/standings/Standings.h"
#include "tests/TestData.h"

#include <QDate>
#include <QDir>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <string>

using rd::Date;
using rd::EventInput;
using rd::GameResult;
using rd::io::EventReadResult;
using rd::io::ReadCode;
using rd::io::readTrf;

Q_DECLARE_METATYPE(rd::Date)

namespace {

// The file read as File > Import reads it: the reader, then the comparison of what is stored with
// what the file holds.
EventReadResult readFile(const QString &name)
{
    return rd::io::readEvent(rd::io::ExchangeFormat::Trf, rd::test::testData(name));
}

// The warnings as they are printed: "line 3: ...".
QStringList warnings(const EventReadResult &result)
{
    QStringList texts;
    for (const auto &warning : result.warnings)
        texts << warning.toString();
    return texts;
}

QList<ReadCode> warningCodes(const EventReadResult &result)
{
    QList<ReadCode> codes;
    for (const auto &warning : result.warnings)
        codes << warning.code;
    return codes;
}

Date date(int year, int month, int day)
{
    return *Date::fromParts(year, month, day);
}

// The points of a player from his games and byes, every round.
double pointsOf(const EventInput &event, const std::string &id)
{
    double points = 0.0;
    for (const auto &game : event.chessGames) {
        if (game.white == id)
            points += rd::whitePoints(game.result);
        if (game.black == id)
            points += rd::blackPoints(game.result);
    }
    for (const auto &bye : event.byes) {
        if (bye.player == id)
            points += bye.points;
    }
    return points;
}

// The game of `round` with `white` as White, if any.
std::optional<rd::ChessGame> gameOf(const EventInput &event, int round, const char *white)
{
    for (const auto &game : event.chessGames) {
        if (game.round == round && game.white == white)
            return game;
    }
    return std::nullopt;
}

std::optional<rd::Bye> byeOf(const EventInput &event, int round, const char *player)
{
    for (const auto &bye : event.byes) {
        if (bye.round == round && bye.player == player)
            return bye;
    }
    return std::nullopt;
}

// Line `number` (1-based) of a LF file replaced by `line`.
QByteArray withLine(const QByteArray &text, int number, const QByteArray &line)
{
    QList<QByteArray> lines = text.split('\n');
    lines[number - 1] = line;
    return lines.join('\n');
}

// Line `number` with `text` put at column `from`.
QByteArray withColumns(const QByteArray &text, int number, int from, const QByteArray &put)
{
    QByteArray line = text.split('\n').at(number - 1);
    line.replace(from - 1, put.size(), put);
    return withLine(text, number, line);
}

// trf-dates-iso.trf: header lines 1-9 (052 on line 5), players on lines 10-13.
constexpr int kEndDateLine = 5;
constexpr int kFirstPlayerLine = 10;

} // namespace

class TstTrfHabits : public QObject {
    Q_OBJECT

private slots:
    // Every TRF file of tests/data is read, and the points of each player's games and byes are
    // the points its line gives in columns 81-84. The files that are about these columns say so
    // with a warning instead (trf-points-column-zero.trf).
    void everyFileScoresItsPointsColumn_data()
    {
        QTest::addColumn<QString>("file");
        const QStringList files = rd::test::testDataFiles(QStringLiteral("*.trf"));
        QVERIFY(files.size() >= 40);
        for (const QString &file : files)
            QTest::newRow(qPrintable(file)) << file;
    }

    void everyFileScoresItsPointsColumn()
    {
        QFETCH(QString, file);
        const QByteArray bytes = rd::test::testData(file);
        const auto result = readFile(file);
        QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.value(0).toString()));
        const bool pointsWarned = warningCodes(result).contains(ReadCode::TrfPointsDiffer)
            || warningCodes(result).contains(ReadCode::FilePointsDiffer);
        QCOMPARE(pointsWarned, file == QLatin1String("trf-points-column-zero.trf"));
        if (pointsWarned)
            return;
        static const QRegularExpression lineEnd(QStringLiteral("\r\n|\r|\n"));
        int checked = 0;
        for (const QString &written : rd::io::decodeText(bytes).text.split(lineEnd)) {
            // The columns as the file means them: tabs up to their stops, a long name's overflow
            // taken out.
            std::u32string columns = rd::io::expandTrfTabs(written).toStdU32String();
            columns.erase(std::min(std::size_t(47), columns.size()),
                std::size_t(rd::io::trfNameOverflow(columns)));
            const QString line = QString::fromStdU32String(columns);
            const QString points = line.mid(80, 4).trimmed();
            if (!line.startsWith(QLatin1String("001")) || points.isEmpty())
                continue;
            const std::string id = std::to_string(line.mid(4, 4).trimmed().toInt());
            if (!result.event->findPlayer(id))
                continue; // a line that stands for the bye, left out
            QVERIFY2(pointsOf(*result.event, id) == points.toDouble(), qPrintable(line));
            ++checked;
        }
        // trf-registration-only.trf has no player lines.
        QVERIFY(checked >= 3 || result.event->players.empty());
    }

    // --- the text ---

    void utf8WithByteOrderMark()
    {
        const auto result = readFile(QStringLiteral("trf-utf8-bom.trf"));
        QVERIFY(result.event);
        QCOMPARE(result.event->event.name, std::string("Frühjahrsopen 2025"));
        QCOMPARE(result.event->players[0].name, std::string("Brenner, Ülf"));
        QCOMPARE(result.event->chessGames.size(), std::size_t(6));
        QCOMPARE(warnings(result), QStringList());
    }

    void windows1252()
    {
        const auto result = readFile(QStringLiteral("trf-windows-1252.trf"));
        QVERIFY(result.event);
        // 0x96 is the dash of Windows-1252, 0x8A its Š; the rest as Latin-1.
        QCOMPARE(result.event->event.name, std::string("Frühjahrsopen 2025 – Kassel"));
        QCOMPARE(result.event->players[0].name, std::string("Müller, Jörg"));
        QCOMPARE(result.event->players[1].name, std::string("Åberg, Šárka"));
        QCOMPARE(result.event->players[2].name, std::string("Núñez, José"));
        // Said once, at the first line that is not UTF-8.
        QCOMPARE(warnings(result),
            QStringList { "line 1: the file is not UTF-8; it is read as Windows-1252 (Latin-1), "
                          "as older Windows programs write" });
    }

    void bareCarriageReturns()
    {
        const auto result = readFile(QStringLiteral("trf-cr-line-ends.trf"));
        QVERIFY(result.event);
        QCOMPARE(result.event->players.size(), std::size_t(4));
        QCOMPARE(result.event->chessGames.size(), std::size_t(6));
        QCOMPARE(result.event->event.endDate, date(2025, 4, 13));
        QCOMPARE(warnings(result), QStringList());
    }

    // Lines 3-5 are rulers (line 3 begins like a 012 record), line 15 a template; the ### lines
    // are comments and the blank line 14 is nothing.
    void rulersTemplatesAndComments()
    {
        const auto result = readFile(QStringLiteral("trf-rulers-and-templates.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QCOMPARE(result.event->event.name, std::string("Frühjahrsopen 2025"));
        QCOMPARE(result.event->event.properties.place, std::string("Kassel"));
        QCOMPARE(result.event->players.size(), std::size_t(4));
        QCOMPARE(result.details.trf.records, std::vector<std::string>());
        QCOMPARE(warnings(result),
            (QStringList { "line 3: a column ruler (a line of digits) is skipped",
                "line 15: a template line showing the columns is skipped" }));
    }

    // Trailing blanks, blank lines, and player lines that end early: player 5 after his rating,
    // player 6 after his name; neither has points or rounds.
    void shortLinesAndTrailingBlanks()
    {
        const auto result = readFile(QStringLiteral("trf-short-lines.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QCOMPARE(result.event->event.properties.federation, std::string("GER"));
        QCOMPARE(result.event->players.size(), std::size_t(6));
        QCOMPARE(result.event->players[4].name, std::string("Spät, Lars"));
        QCOMPARE(result.event->players[4].fideRating, 1500);
        QCOMPARE(result.event->players[5].name, std::string("Zuletzt, Ben"));
        QCOMPARE(result.event->chessGames.size(), std::size_t(6));
        QCOMPARE(warnings(result), QStringList());
    }

    // --- round blocks ---

    // w d l h u z in lower case, as TRF-16 allows.
    void lowerCaseResults()
    {
        const auto result = readFile(QStringLiteral("trf-lowercase-results.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const EventInput &event = *result.event;
        QCOMPARE(gameOf(event, 1, "1")->result, GameResult::WhiteWinsUnrated);
        QCOMPARE(gameOf(event, 1, "3")->result, GameResult::DrawUnrated);
        QCOMPARE(byeOf(event, 1, "5")->points, 1.0);
        QVERIFY(byeOf(event, 1, "5")->unpaired);
        QCOMPARE(byeOf(event, 2, "4")->points, 0.5);
        QCOMPARE(byeOf(event, 3, "2")->points, 0.0);
        QCOMPARE(warnings(result), QStringList());
    }

    // "0000   H" (blank colour), "0000 -" (blank result: Z), "       U" (blank opponent).
    void blanksInRoundBlocks()
    {
        const auto result = readFile(QStringLiteral("trf-blank-cells.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const EventInput &event = *result.event;
        QCOMPARE(byeOf(event, 1, "5")->points, 1.0);
        QVERIFY(byeOf(event, 1, "5")->unpaired);
        QCOMPARE(byeOf(event, 2, "4")->points, 0.5);
        QCOMPARE(byeOf(event, 3, "4")->points, 0.0);
        QCOMPARE(event.byes.size(), std::size_t(3));
        QCOMPARE(warnings(result), QStringList());
    }

    // "0000 - +", "0000 - -" and "0000 - =": byes written as results, one warning each kind, in
    // the order of the file.
    void byesWrittenAsResults()
    {
        const auto result = readFile(QStringLiteral("trf-bye-as-result.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const EventInput &event = *result.event;
        QCOMPARE(byeOf(event, 1, "3")->points, 1.0);
        QVERIFY(!byeOf(event, 1, "3")->unpaired);
        QCOMPARE(byeOf(event, 1, "4")->points, 0.0);
        QCOMPARE(byeOf(event, 3, "1")->points, 0.5);
        QCOMPARE(byeOf(event, 3, "2")->points, 0.0);
        QCOMPARE(warnings(result),
            (QStringList { "line 10, columns 112-121: round block \"0000 - =\" has no opponent; "
                           "it is read as a bye of 0.5 points",
                "line 12, columns 92-101: round block \"0000 - +\" has no opponent; it is read as "
                "a bye of 1.0 points",
                "line 13, columns 92-101: round block \"0000 - -\" has no opponent; it is read as "
                "a bye of 0.0 points" }));
    }

    // "   4 - +" against "   3 - -": a forfeit without colours, the earlier line as White; and
    // "   4 w +" against "   2 - -", where one colour is enough.
    void forfeitsWithoutColour()
    {
        const auto result = readFile(QStringLiteral("trf-forfeit-without-colour.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const EventInput &event = *result.event;
        QCOMPARE(gameOf(event, 1, "3")->black, std::string("4"));
        QCOMPARE(gameOf(event, 1, "3")->result, GameResult::WhiteWinsByForfeit);
        QCOMPARE(gameOf(event, 2, "2")->black, std::string("4"));
        QCOMPARE(gameOf(event, 2, "2")->result, GameResult::WhiteWinsByForfeit);
        QCOMPARE(event.chessGames.size(), std::size_t(4));
        QCOMPARE(warnings(result),
            QStringList { "line 12, columns 92-101: round 1: start ranks 3 and 4 have no colour; "
                          "3 is taken as White" });
    }

    // W, D, L: games of less than one move, played but not rated.
    void unratedGames()
    {
        const auto result = readFile(QStringLiteral("trf-unrated-games.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const EventInput &event = *result.event;
        QCOMPARE(gameOf(event, 1, "1")->result, GameResult::WhiteWinsUnrated);
        QCOMPARE(gameOf(event, 1, "3")->result, GameResult::DrawUnrated);
        QCOMPARE(gameOf(event, 2, "4")->result, GameResult::BlackWinsUnrated);
        QCOMPARE(gameOf(event, 2, "1")->result, GameResult::WhiteWins);
        QVERIFY(!rd::isRated(GameResult::WhiteWinsUnrated));
        // In the standings they are games played: 2 each for players 1 and 2.
        const auto standings = rd::standings::computeStandings(event, {});
        for (const auto &row : standings.rows)
            QCOMPARE(row.played, 2);
        // Written back as they were.
        const QByteArray written = rd::io::writeTrf(event);
        QVERIFY(written.contains("     2 w W     3 w 1"));
        QVERIFY(written.contains("     1 b L     4 b W"));
        QVERIFY(written.contains("     4 w D     1 b 0"));
    }

    // --- byes ---

    // U scores as a win: players 1 and 3 1 + 1/2 + 1 = 2.5, player 2 0 + 1 + 0 = 1.
    void pairingAllocatedByeScoresAWin()
    {
        const auto result = readFile(QStringLiteral("trf-pab-scores-a-win.trf"));
        QVERIFY(result.event);
        for (const auto &bye : result.event->byes) {
            QVERIFY(bye.unpaired);
            QCOMPARE(bye.points, 1.0);
        }
        QCOMPARE(result.event->byes.size(), std::size_t(3));
        QCOMPARE(result.event->event.properties.pairingByePoints, 1.0);
    }

    // XXS PAB=0.5 (JaVaFo) and BBU 0.5 (bbpPairings): the pairing-allocated bye scores half a
    // point; players 1 and 3 1 + 1/2 + 1/2 = 2, player 2 0 + 1/2 + 0 = 0.5.
    void pointSystemRecords_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("expectedWarnings");
        QTest::newRow("JaVaFo") << QStringLiteral("trf-javafo-point-system.trf")
                                << QStringList { "line 15: record XXC is not a TRF-16 record; it "
                                                 "is kept as it is and written back unchanged" };
        QTest::newRow("bbpPairings") << QStringLiteral("trf-bbp-point-system.trf") << QStringList();
    }

    void pointSystemRecords()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, expectedWarnings);
        const auto result = readFile(file);
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        for (const auto &bye : result.event->byes)
            QCOMPARE(bye.points, 0.5);
        QCOMPARE(result.event->byes.size(), std::size_t(3));
        // The record sets the event's rule for the pairing-allocated bye.
        QCOMPARE(result.event->event.properties.pairingByePoints, 0.5);
        QCOMPARE(result.event->event.properties.roundsPlanned,
            file.contains(QLatin1String("javafo")) ? std::optional<int>(3) : std::nullopt);
        QCOMPARE(warnings(result), expectedWarnings);
    }

    // Games scored otherwise than 1, 1/2, 0 are said once; the points are checked in the file's
    // own scores: with a win 3 and a draw 1, player 1 3 + 3 + 1 = 7, player 2 0 + 3 + 3 = 6,
    // player 3 1 + 0 + 1 = 2, player 4 1 + 0 + 0 = 1, so no player differs.
    void otherPointSystemIsSaid()
    {
        QByteArray text = rd::test::testData(QStringLiteral("trf-dates-iso.trf"));
        const QByteArray points[] = { " 7.0", " 6.0", " 2.0", " 1.0" };
        for (int player = 0; player < 4; ++player)
            text = withColumns(text, kFirstPlayerLine + player, 81, points[player]);
        text += "XXS W=3 D=1\n";
        const auto result = readTrf(text);
        QVERIFY(result.event);
        QVERIFY(warningCodes(result) == QList<ReadCode> { ReadCode::TrfPointSystem });
        QCOMPARE(warnings(result).value(0),
            QStringLiteral("(file): the file counts a win 3.0, a draw 1.0 and a loss 0.0; "
                           "ratingdesk counts games 1, 1/2 and 0, byes as the file says"));
    }

    // JaVaFo's file before round 3 is paired: H and Z announced for it by players 2 and 4 only.
    // Their points include the H (player 2: 0 + 1 + 1/2 = 1.5), but round 3 is not played yet.
    void byesOfTheNextRound()
    {
        const auto result = readFile(QStringLiteral("trf-next-round-byes.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const EventInput &event = *result.event;
        QCOMPARE(byeOf(event, 3, "2")->points, 0.5);
        QCOMPARE(byeOf(event, 3, "4")->points, 0.0);
        QCOMPARE(rd::standings::lastRound(event), 2);
        const auto standings = rd::standings::computeStandings(event, {});
        QCOMPARE(standings.afterRound, 2);
        for (const auto &row : standings.rows) {
            if (row.playerId == "2")
                QCOMPARE(row.points, 1.0); // after round 2: 0 + 1
        }
        QCOMPARE(warnings(result), QStringList());
    }

    // --- the player line ---

    void oldTitleLettersAndSex()
    {
        const auto result = readFile(QStringLiteral("trf-old-titles-and-sex.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QStringList titles;
        QStringList sexes;
        for (const auto &player : result.event->players) {
            titles << QString::fromStdString(player.title);
            sexes << QString::fromStdString(player.sex);
        }
        QCOMPARE(titles, (QStringList { "GM", "WGM", "IM", "WIM", "FM", "WFM", "CM", "WCM" }));
        QCOMPARE(sexes, (QStringList { "m", "f", "m", "w", "", "f", "m", "w" }));
        QCOMPARE(warnings(result),
            (QStringList { "line 10, columns 10-10: sex \"M\" is read as m",
                "line 10, columns 11-13: title \"g\" is read as GM" }));
    }

    void birthDates()
    {
        const auto result = readFile(QStringLiteral("trf-birth-dates.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const auto &players = result.event->players;
        QCOMPARE(players[0].birthYear, 1985);
        QVERIFY(!players[0].birthDate);
        QCOMPARE(players[1].birthYear, 2011);
        QCOMPARE(players[2].birthDate, date(1972, 5, 17));
        QVERIFY(!players[3].birthDate);
        QVERIFY(!players[3].birthYear);
        QCOMPARE(warnings(result),
            QStringList {
                "line 12, columns 70-79: birth date \"1972.05.17\" is read as 1972-05-17" });
    }

    // A FIDE id column holding something else, and points that are no number: both left
    // unread, said once.
    void fieldsLeftOut()
    {
        QByteArray text = rd::test::testData(QStringLiteral("trf-dates-iso.trf"));
        text = withColumns(text, kFirstPlayerLine, 58, "  C0101-123");
        text = withColumns(text, kFirstPlayerLine + 1, 81, "2,x ");
        const auto result = readTrf(text);
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QCOMPARE(result.event->players[0].fideId, std::string());
        QCOMPARE(warnings(result),
            (QStringList { "line 10, columns 58-68: FIDE id \"C0101-123\" is not a number; it is "
                           "left out",
                "line 11, columns 81-84: points \"2,x \" are not a number such as 2.5; they are "
                "not checked" }));
    }

    // --- the header ---

    void dateForms_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Date>("start");
        QTest::addColumn<Date>("end");
        QTest::addColumn<QStringList>("expectedWarnings");
        QTest::newRow("ISO") << QStringLiteral("trf-dates-iso.trf") << date(2025, 4, 12)
                             << date(2025, 4, 13) << QStringList();
        QTest::newRow("dotted") << QStringLiteral("trf-dates-dotted.trf") << date(2025, 4, 12)
                                << date(2025, 4, 13)
                                << QStringList { "line 4, columns 5-14: record 042: "
                                                 "\"12.04.2025\" is read as 2025-04-12" };
        QTest::newRow("two-digit year")
            << QStringLiteral("trf-dates-two-digit-year.trf") << date(2025, 4, 12)
            << date(2025, 4, 13)
            << QStringList { "line 4, columns 5-12: record 042: \"25.04.12\" is read as "
                             "2025-04-12" };
        QTest::newRow("month names")
            << QStringLiteral("trf-dates-month-names.trf") << date(2025, 4, 12) << date(2025, 4, 13)
            << QStringList { "line 4, columns 5-16: record 042: \"Apr 12, 2025\" is read as "
                             "2025-04-12" };
        // 03/04/2025 could be 3 April or 4 March: a German event (032 GER) writes the day first.
        QTest::newRow("day first")
            << QStringLiteral("trf-dates-day-first.trf") << date(2025, 4, 3) << date(2025, 4, 5)
            << QStringList { "line 4, columns 5-14: record 042: "
                             "\"03/04/2025\" could be day/month or "
                             "month/day; it is read day first, as "
                             "2025-04-03" };
        // The same in a US event (032 USA): month first.
        QTest::newRow("month first")
            << QStringLiteral("trf-dates-month-first.trf") << date(2025, 4, 3) << date(2025, 4, 5)
            << QStringList { "line 4, columns 5-14: record 042: \"04/03/2025\" could be "
                             "day/month or month/day; it is read month first, as 2025-04-03, as "
                             "US events write dates" };
    }

    void dateForms()
    {
        QFETCH(QString, file);
        QFETCH(Date, start);
        QFETCH(Date, end);
        QFETCH(QStringList, expectedWarnings);
        const auto result = readFile(file);
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QCOMPARE(result.event->event.startDate, start);
        QCOMPARE(result.event->event.endDate, end);
        QCOMPARE(warnings(result), expectedWarnings);
    }

    // The date forms one by one, as rd::io::readTrfDate reads them.
    void readsDateForms_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("monthFirst");
        QTest::addColumn<QString>("iso"); // empty: no date
        QTest::newRow("TRF") << "2025/04/12" << false << "2025-04-12";
        QTest::newRow("ISO") << "2025-04-12" << false << "2025-04-12";
        QTest::newRow("year first, dots") << "2025.04.12" << false << "2025-04-12";
        QTest::newRow("dots") << "12.04.2025" << false << "2025-04-12";
        QTest::newRow("dots, one digit") << "2.4.2025" << false << "2025-04-02";
        QTest::newRow("dots and blanks") << "12. 04. 2025" << false << "2025-04-12";
        QTest::newRow("two-digit year") << "25.04.12" << false << "2025-04-12";
        QTest::newRow("two-digit year, slashes") << "25/04/12" << false << "2025-04-12";
        // A part above 12 decides whatever the event's way.
        QTest::newRow("day above 12") << "13/04/2025" << true << "2025-04-13";
        QTest::newRow("month first, day above 12") << "04/13/2025" << false << "2025-04-13";
        QTest::newRow("day first") << "03/04/2025" << false << "2025-04-03";
        QTest::newRow("month first") << "03/04/2025" << true << "2025-03-04";
        QTest::newRow("month name first") << "Apr 12, 2025" << false << "2025-04-12";
        QTest::newRow("full month name") << "April 12 2025" << false << "2025-04-12";
        QTest::newRow("day, then month name") << "12 Apr 2025" << false << "2025-04-12";
        QTest::newRow("no such day") << "2025/02/29" << false << "";
        QTest::newRow("no such month name") << "Foo 12, 2025" << false << "";
        QTest::newRow("text") << "Ende April" << false << "";
        QTest::newRow("empty") << "" << false << "";
    }

    void readsDateForms()
    {
        QFETCH(QString, text);
        QFETCH(bool, monthFirst);
        QFETCH(QString, iso);
        const auto date = rd::io::readTrfDate(text, monthFirst);
        QCOMPARE(date ? QString::fromStdString(date->date.toIso()) : QString(), iso);
    }

    // A 052 that is no date is left out with a warning; the event ends on its start date
    // (trf-dates-iso.trf: 042 2025-04-12). A file is never refused for a date (docs/import.md).
    void unreadableEndDateIsLeftOut_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("text") << QByteArray("052 Ende April");
        QTest::newRow("no such day") << QByteArray("052 2025/02/30");
    }

    void unreadableEndDateIsLeftOut()
    {
        QFETCH(QByteArray, line);
        const auto result = readTrf(
            withLine(rd::test::testData(QStringLiteral("trf-dates-iso.trf")), kEndDateLine, line));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QCOMPARE(warningCodes(result),
            (QList<ReadCode> { ReadCode::TrfDateNotRead, ReadCode::TrfEndDateFromStart }));
        QVERIFY(result.warnings[0].path.startsWith(QLatin1String("line 5")));
        QCOMPARE(result.event->event.endDate, date(2025, 4, 12));
    }

    // "062 41 (30)" and "072 3 (rated)" (counted anyway), empty 022 and 112, "142 9" as the
    // rounds planned.
    void countsWithTextAndEmptyRecords()
    {
        const auto result = readFile(QStringLiteral("trf-counts-and-empty-records.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const auto &properties = result.event->event.properties;
        QCOMPARE(properties.place, std::string());
        QCOMPARE(properties.deputyArbiter, std::string());
        QCOMPARE(properties.roundsPlanned, 9);
        QCOMPARE(result.event->players.size(), std::size_t(4));
        QCOMPARE(warnings(result), QStringList());
    }

    // --- other lines ---

    // "spielfrei", 0 points, only "0000 - -": no player; the real byes are "0000 - +".
    void byePseudoPlayerIsDropped()
    {
        const auto result = readFile(QStringLiteral("trf-bye-player.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QCOMPARE(result.event->players.size(), std::size_t(3));
        QVERIFY(!result.event->findPlayer("4"));
        QCOMPARE(result.event->byes.size(), std::size_t(3));
        QCOMPARE(warnings(result),
            (QStringList {
                "line 12, columns 92-101: round block \"0000 - +\" has no opponent; it is read as "
                "a bye of 1.0 points",
                "line 13: the player line \"spielfrei\" stands for the bye, not for a player; it "
                "is left out" }));
    }

    // 013 team lines and the records of JaVaFo, bbpPairings and Tornelo: kept in file order;
    // XXR (rounds), XXS and BB? (points) are read, each other code warned of once.
    void extensionRecordsAreKept()
    {
        const auto result = readFile(QStringLiteral("trf-extension-records.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const auto &properties = result.event->event.properties;
        const auto &records = result.details.trf.records;
        QCOMPARE(records.size(), std::size_t(12));
        QCOMPARE(records.front(), std::string("013 Kassel Springer                    1    2"));
        QCOMPARE(records.back(), std::string("DAT 2 ID:USCF 12345678"));
        QCOMPARE(properties.roundsPlanned, 3);
        QStringList codes;
        for (const auto &warning : result.warnings)
            codes << warning.args.value(0);
        QCOMPARE(codes, (QStringList { "013", "XXC", "XXA", "XXP", "XXZ", "DAT" }));
        QCOMPARE(result.warnings[0].path, QStringLiteral("line 14"));
    }

    // A TRF-2026 file: its new records and National Rating lines are kept, not refused; 142 is
    // the rounds planned, 162 the point system, the GER lines the DWZ (tests/io/tst_trf26.cpp).
    void trf2026RecordsAreKept()
    {
        const auto result = readFile(QStringLiteral("trf-2026-records.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QCOMPARE(result.event->players.size(), std::size_t(4));
        QCOMPARE(result.event->chessGames.size(), std::size_t(6));
        QCOMPARE(result.event->event.properties.roundsPlanned, 3);
        const auto &records = result.details.trf.records;
        QVERIFY(std::find(records.begin(), records.end(),
                    "GER    1      Brenner, Ulf                      1890 HES   C0101-123")
            != records.end());
        // Said once, at the first of them (line 12: 152); the records read are not named.
        QCOMPARE(warnings(result),
            (QStringList { "line 12: records of TRF-2026 (152, 172, 182, 192, 202, 212, 222, "
                           "240, 260, 299, 310, 320, 330, 802) are kept as they are and written "
                           "back unchanged; ratingdesk does not use them",
                "line 26: the National Rating lines of GER give the players' DWZ before the "
                "event; the file has no DWZ index, so it is taken as 0: check it before "
                "rating" }));
    }

    // Points 0.0 for everybody: one warning naming the first player, and how many differ.
    void pointsColumnChecked()
    {
        const auto result = readFile(QStringLiteral("trf-points-column-zero.trf"));
        QVERIFY(result.event);
        QCOMPARE(warnings(result),
            QStringList { "line 10: Brenner, Ulf: the file gives 0.0 points, the games and byes "
                          "stored give 2.5 (lines that differ: 10, 11, 12, 13)" });
    }

    // --- files as whole programs write them ---

    // Lichess's Swiss export: the event's address in 022 and 102, "Lichess" as the federation,
    // dates "Apr 12, 2025", XXR and XXC before the players, user names from column 16, no
    // federation, FIDE id, birth date or rank; "        -" absent (0), "       U" the
    // pairing-allocated bye (1), "        H" a late entry (1/2), forfeits with colours, and
    // "0000   -" in the round after the last for a player who left (XXR 4, 3 rounds played).
    void lichessSwissExport()
    {
        const auto result = readFile(QStringLiteral("trf-lichess-swiss.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const EventInput &event = *result.event;
        QCOMPARE(event.players.size(), std::size_t(6));
        QCOMPARE(event.players[0].name, std::string("kassel_knight"));
        QCOMPARE(event.players[0].fideRating, 1850);
        QCOMPARE(event.players[0].federation, std::string());
        QCOMPARE(event.event.properties.federation, std::string("Lichess"));
        QCOMPARE(event.event.startDate, date(2025, 4, 12));
        QCOMPARE(event.event.endDate, date(2025, 4, 12));
        QCOMPARE(event.event.properties.roundsPlanned, 4);
        // Rounds 1-3: 2, 3 and 3 games.
        QCOMPARE(event.chessGames.size(), std::size_t(8));
        QCOMPARE(gameOf(event, 2, "4")->result, GameResult::BlackWinsByForfeit);
        QCOMPARE(byeOf(event, 1, "5")->points, 1.0);
        QVERIFY(byeOf(event, 1, "5")->unpaired);
        QCOMPARE(byeOf(event, 1, "6")->points, 0.5);
        QCOMPARE(byeOf(event, 4, "3")->points, 0.0);
        QCOMPARE(event.byes.size(), std::size_t(3));
        // The absence announced for round 4 does not make it a round played.
        QCOMPARE(rd::standings::lastRound(event), 3);
        QCOMPARE(warnings(result),
            (QStringList {
                "line 4, columns 5-16: record 042: \"Apr 12, 2025\" is read as 2025-04-12",
                "line 10: record XXC is not a TRF-16 record; it is kept as it is and written "
                "back unchanged",
                "line 13, columns 122-131: round block \"0000   -\" has no opponent; it is read "
                "as a bye of 0.0 points" }));
    }

    // A team event of Swiss-Manager: Windows-1252, CR LF, 082 teams, a team's players not fielded
    // ("0000 - -" or a blank block), the players of the team without an opponent "0000 - +", a
    // line "spielfrei" for the bye and 013 team lines after the players.
    void swissManagerTeamEvent()
    {
        const auto result = readFile(QStringLiteral("trf-swiss-manager-team.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const EventInput &event = *result.event;
        QCOMPARE(event.players.size(), std::size_t(8));
        QVERIFY(!event.findPlayer("9"));
        QCOMPARE(event.players[1].name, std::string("Groß, Stefan"));
        QCOMPARE(event.event.properties.teams, 3);
        QCOMPARE(event.event.properties.timeControl, std::string("90 min/40 Züge + 30 min"));
        QCOMPARE(result.details.trf.roundDates,
            (std::vector<std::string> { "25/09/13", "25/10/11", "25/11/08" }));
        // Two boards a round: 1-4 and 5-2, 4-7 and 8-5, 7-1 and 3-8.
        QCOMPARE(event.chessGames.size(), std::size_t(6));
        QCOMPARE(byeOf(event, 1, "7")->points, 1.0);
        QCOMPARE(byeOf(event, 1, "3")->points, 0.0);
        QVERIFY(!byeOf(event, 1, "6"));
        const auto &records = result.details.trf.records;
        QCOMPARE(records.size(), std::size_t(4));
        QCOMPARE(
            records.front(), std::string("013 SK Kassel                          1    2    3"));
        QCOMPARE(warnings(result),
            (QStringList { "line 10: the file is not UTF-8; it is read as Windows-1252 (Latin-1), "
                           "as older Windows programs write",
                "line 15, columns 92-101: round block \"0000 - -\" has no opponent; it is read as "
                "a bye of 0.0 points",
                "line 19, columns 92-101: round block \"0000 - +\" has no opponent; it is read as "
                "a bye of 1.0 points",
                "line 21: the player line \"spielfrei\" stands for the bye, not for a player; it "
                "is left out",
                "line 22: record 013 is not a TRF-16 record; it is kept as it is and written back "
                "unchanged" }));
    }

    // Only 001 lines, as a pairing program's input: no name and no end date. The event ends
    // today (the import names it after the file), both said.
    void playerLinesOnly()
    {
        const auto result = readFile(QStringLiteral("trf-players-only.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const QDate today = QDate::currentDate();
        QCOMPARE(result.event->event.endDate, date(today.year(), today.month(), today.day()));
        QVERIFY(!result.event->event.startDate);
        QCOMPARE(result.event->event.name, std::string());
        QCOMPARE(result.event->players.size(), std::size_t(4));
        QCOMPARE(result.event->chessGames.size(), std::size_t(6));
        QCOMPARE(warnings(result),
            (QStringList {
                "(file): the file has no 012 tournament name; the event is named after the file",
                QStringLiteral("(file): the file has no 052 end date; the event ends today, %1: "
                               "correct it in Event > Details…")
                    .arg(today.toString(Qt::ISODate)) }));
    }

    // An empty 052 (an online event not finished) ends the event on its start date.
    void emptyEndDateTakesTheStartDate()
    {
        const auto result = readTrf(
            withLine(rd::test::testData(QStringLiteral("trf-dates-iso.trf")), kEndDateLine, "052"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QCOMPARE(result.event->event.endDate, date(2025, 4, 12));
        QCOMPARE(warnings(result),
            QStringList { "line 5: the file has no 052 end date; the event ends on its start "
                          "date, 2025-04-12" });
    }

    // A round robin of 12 over 11 rounds: round blocks up to column 201, 11 round dates.
    void moreThanTenRounds()
    {
        const auto result = readFile(QStringLiteral("trf-more-than-ten-rounds.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        // 6 games in each of 11 rounds.
        QCOMPARE(result.event->chessGames.size(), std::size_t(66));
        QCOMPARE(rd::standings::lastRound(*result.event), 11);
        QCOMPARE(result.details.trf.roundDates.size(), std::size_t(11));
        QCOMPARE(result.details.trf.roundDates.back(), std::string("25/03/15"));
        QCOMPARE(warnings(result), QStringList());
    }

    // Names padded to 33 columns but not cut: the fields after a longer name stand as far to the
    // right as it is longer (13 and 5 columns), and are read there; a name of 33 is no longer.
    void namesLongerThanTheirColumns()
    {
        const auto result = readFile(QStringLiteral("trf-long-names.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const auto &players = result.event->players;
        QCOMPARE(players[0].name, std::string("Wolfeschlegelsteinhausen-Bergerdorff, Hubertus"));
        QCOMPARE(players[0].fideRating, 1920);
        QCOMPARE(players[0].federation, std::string("GER"));
        QCOMPARE(players[0].fideId, std::string("4612001"));
        QCOMPARE(players[0].birthDate, date(1980, 3, 4));
        QCOMPARE(players[2].name, std::string("Oberpfaffenhofener, Maximiliane-Sophie"));
        QCOMPARE(players[2].title, std::string("WFM"));
        QVERIFY(!players[2].fideRating);
        QCOMPARE(players[2].federation, std::string("AUT"));
        QCOMPARE(players[3].name, std::string("Schwarzenberg-Lichtenau, Friedric"));
        QCOMPARE(players[3].fideRating, 1650);
        QCOMPARE(result.event->chessGames.size(), std::size_t(6));
        QCOMPARE(warnings(result),
            QStringList { "line 10, columns 15-47: the name \"Wolfeschlegelsteinhausen-"
                          "Bergerdorff, Hubertus\" is longer than its 33 columns and moves the "
                          "fields after it 13 columns to the right; they are read where they "
                          "are" });
    }

    // A national federation's export: ratings 0000, 0 and blank (unrated), federations blank, a
    // FIDE id left-aligned, a national id in its place, an id 0, a national title, a name
    // without a blank after the comma, ranks blank and 0.
    void nationalExport()
    {
        const auto result = readFile(QStringLiteral("trf-national-export.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const auto &players = result.event->players;
        QCOMPARE(players[0].name, std::string("Albrecht,Kai"));
        QCOMPARE(players[0].fideId, std::string("4690011"));
        QCOMPARE(players[1].fideRating, 0);
        QCOMPARE(players[1].title, std::string());
        QCOMPARE(players[1].fideId, std::string());
        QCOMPARE(players[1].federation, std::string());
        QCOMPARE(players[2].fideRating, 0);
        QCOMPARE(players[2].fideId, std::string());
        QVERIFY(!players[3].fideRating);
        QCOMPARE(players[4].sex, std::string());
        QCOMPARE(warnings(result),
            (QStringList { "line 11, columns 11-13: title \"NM\" is none of GM, IM, WGM, FM, "
                           "WIM, CM, WFM, WCM; it is left out",
                "line 11, columns 58-68: FIDE id \"C0412-0093\" is not a number; it is left "
                "out" }));
    }

    // Repeated 102, 112 and 122 records, 102 with a title, a FIDE id and an e-mail, two round
    // dates for three rounds, Windows-1252 with the euro sign and curly quotes, CR LF, and no
    // line end after the last line.
    void arbitersAndRoundDates()
    {
        const auto result = readFile(QStringLiteral("trf-arbiters-and-round-dates.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const auto &properties = result.event->event.properties;
        QCOMPARE(result.event->event.name, std::string("„Osterblitz“ 2025 – Startgeld 10 €"));
        QCOMPARE(
            properties.chiefArbiter, std::string("IA Adler, Bernd (4600123); adler@example.org"));
        QCOMPARE(properties.deputyArbiter,
            std::string("FA Krämer, Sabine; Nowak, Piotr; Lindqvist, ‘Lasse’"));
        QCOMPARE(properties.timeControl, std::string("90 min/40 Züge; + 30 min, 30 s „Bonus“"));
        QCOMPARE(
            result.details.trf.roundDates, (std::vector<std::string> { "25.04.19", "25.04.20" }));
        QCOMPARE(rd::standings::lastRound(*result.event), 3);
        QCOMPARE(result.event->players.size(), std::size_t(4));
        QCOMPARE(warnings(result),
            QStringList { "line 1: the file is not UTF-8; it is read as Windows-1252 (Latin-1), "
                          "as older Windows programs write" });
    }

    // A DOS program's file: Windows-1252, CR LF and Ctrl-Z (0x1A) after the last line, which
    // ends the text and is no record.
    void ctrlZEndsTheFile()
    {
        const auto result = readFile(QStringLiteral("trf-ctrl-z.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QCOMPARE(result.event->event.name, std::string("Stadtmeisterschaft Münden 2024"));
        QCOMPARE(result.event->players.size(), std::size_t(4));
        QCOMPARE(result.details.trf.records, std::vector<std::string>());
        QCOMPARE(warnings(result),
            (QStringList { "line 1: the file is not UTF-8; it is read as Windows-1252 (Latin-1), "
                           "as older Windows programs write",
                "line 4, columns 5-14: record 042: \"05.10.2024\" is read as 2024-10-05" }));
    }

    // Tabs after a record code and a value, and for blanks in player lines as an editor writes
    // them (stops every 8 columns); an empty 132.
    void tabs()
    {
        const auto result = readFile(QStringLiteral("trf-tabs.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        const EventInput &event = *result.event;
        QCOMPARE(event.event.name, std::string("Tabulator-Open 2025"));
        QCOMPARE(event.event.properties.place, std::string("Kassel"));
        QCOMPARE(event.event.endDate, date(2025, 4, 13));
        QCOMPARE(event.players[0].fideRating, 1920);
        QCOMPARE(event.players[2].fideId, std::string("1612003"));
        QCOMPARE(result.details.trf.roundDates, std::vector<std::string>());
        QCOMPARE(event.chessGames.size(), std::size_t(6));
        QCOMPARE(warnings(result),
            QStringList { "line 10: a tab is read as blanks up to the next tab stop (columns 9, "
                          "17, 25, ...)" });
    }

    // A sex or title that is none of TRF-16's is left out, said once; the import goes on.
    void unknownSexAndTitleAreLeftOut()
    {
        QByteArray text = rd::test::testData(QStringLiteral("trf-dates-iso.trf"));
        text = withColumns(text, kFirstPlayerLine, 10, "x");
        text = withColumns(text, kFirstPlayerLine + 1, 49, "15a0");
        text = withColumns(text, kFirstPlayerLine + 2, 86, "  3.");
        const auto result = readTrf(text);
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QCOMPARE(result.event->players[0].sex, std::string());
        QVERIFY(!result.event->players[1].fideRating);
        QCOMPARE(warnings(result),
            (QStringList { "line 10, columns 10-10: sex \"x\" is none of m, w, f; it is left out",
                "line 11, columns 49-52: rating \"15a0\" is not a number; it is left out",
                "line 12, columns 86-89: rank \"  3.\" is not a number; it is not read (ranks "
                "are computed)" }));
    }

    // The FIDE ratings of the file are the ratings of the average rating of opponents.
    void averageRatingOfOpponentsFromFideRatings()
    {
        auto result = readFile(QStringLiteral("trf-utf8-bom.trf"));
        QVERIFY(result.event);
        const std::vector<rd::standings::TieBreak> aroOnly {
            { rd::standings::TieBreakKind::AverageRatingOfOpponents }
        };
        // Fuchs (start rank 4) has no rating: C.07 art. 10 leaves the tie-break out unless the
        // event's rules give an unrated player a rating.
        QCOMPARE(rd::standings::computeStandings(*result.event, aroOnly).leftOut,
            std::vector { rd::standings::LeftOut::UnratedPlayer });
        result.event->event.properties.unratedRating = 1400;
        const auto standings = rd::standings::computeStandings(*result.event, aroOnly);
        QList<double> aro(4);
        for (const auto &row : standings.rows)
            aro[std::stoi(row.playerId) - 1] = row.values.at(0);
        // FIDE ratings 1920, 1780, 1650, and 1400 by the rules for the unrated Fuchs; each met
        // the three others over the board (a round robin of 4 in 3 rounds). 1: (1780 + 1650 +
        // 1400) / 3 = 1610; 2: (1920 + 1650 + 1400) / 3 = 1656.7 -> 1657 (half up, art. 10.1);
        // 3: (1780 + 1920 + 1400) / 3 = 1700; 4: (1650 + 1920 + 1780) / 3 = 1783.3 -> 1783.
        QCOMPARE(aro, (QList<double> { 1610, 1657, 1700, 1783 }));
    }

    // --- issue 40: what the second set of real files showed ---

    // trf-between-rounds.trf: written after round 3 was paired, before its results: two boards
    // with colours and a blank result, one with `*`. They are games paired and not yet played:
    // stored, no points (the points column counts rounds 1 and 2: 1.5, 1.5, 1.5, 0, 0, 1.5), left
    // out of the standings, written back as they were.
    void eventBetweenRounds()
    {
        const auto result = readFile(QStringLiteral("trf-between-rounds.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QCOMPARE(warnings(result),
            QStringList { "line 12, columns 112-121: \"3 w\" and every later block with an "
                          "opponent and a colour but no result are games paired in round 3 and "
                          "not yet played: they count for nothing until their result is "
                          "entered" });
        const EventInput &event = *result.event;
        QCOMPARE(event.chessGames.size(), std::size_t(9));
        for (const auto &[white, black] : { std::pair { "1", "3" }, { "2", "6" }, { "5", "4" } }) {
            const auto game = gameOf(event, 3, white);
            QVERIFY2(game, white);
            QCOMPARE(game->black, std::string(black));
            QCOMPARE(game->result, GameResult::NotPlayed);
        }
        QCOMPARE(pointsOf(event, "1"), 1.5);
        QCOMPARE(pointsOf(event, "4"), 0.0);
        // The standings count rounds 1 and 2, and the points of the file.
        QCOMPARE(rd::standings::lastRound(event), 2);
        const auto standings = rd::standings::computeStandings(event, {});
        QCOMPARE(standings.rows.size(), std::size_t(6));
        for (const auto &row : standings.rows)
            QCOMPARE(row.points, pointsOf(event, row.playerId));
    }

    // trf-registration-only.trf: TRF-2026 header records, no player line: an event without
    // players, its records kept.
    void eventWithoutPlayers()
    {
        const auto result = readFile(QStringLiteral("trf-registration-only.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QVERIFY(result.event->players.empty());
        QCOMPARE(result.event->event.name, std::string("Frühjahrs-Schnellschach 2026"));
        QCOMPARE(result.event->event.properties.roundsPlanned, 7);
    }

    // trf-utf16.trf: UTF-16 little endian with its byte order mark, CR LF, as a Windows program
    // saves "Unicode" text: read as text, with a warning; Vietnamese and Danish letters.
    void utf16WithByteOrderMark()
    {
        const auto result = readFile(QStringLiteral("trf-utf16.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QCOMPARE(warnings(result),
            QStringList { "(file): the file is UTF-16 text; it is read as such and written back "
                          "so" });
        QCOMPARE(result.event->event.properties.place, std::string("Besançon"));
        QCOMPARE(result.event->players[1].name, std::string("Nguyễn, Thảo"));
        QCOMPARE(result.event->chessGames.size(), std::size_t(6));
        // Big endian too.
        QByteArray bigEndian = rd::test::testData(QStringLiteral("trf-utf16.trf"));
        for (qsizetype i = 0; i + 1 < bigEndian.size(); i += 2)
            std::swap(bigEndian[i], bigEndian[i + 1]);
        const auto big = readTrf(bigEndian);
        QVERIFY(big.event);
        QCOMPARE(big.event->players[3].name, std::string("Ørsted, Maja"));
    }

    // trf-empty-start-date.trf: an empty 042, as a random tournament generator writes it: no
    // start date, a warning; trf-dates-reversed.trf: 042 2024/11/16 after 052 2024/11/15, kept
    // as written with a warning.
    void datesMissingOrInTheWrongOrder()
    {
        const auto empty = readFile(QStringLiteral("trf-empty-start-date.trf"));
        QVERIFY2(empty.event, qPrintable(empty.errors.value(0).toString()));
        QCOMPARE(warnings(empty),
            QStringList { "line 4, columns 5-5: record 042: \"\" is not a date; it is left out: "
                          "correct the event's dates in Event > Details… before rating" });
        QVERIFY(!empty.event->event.startDate);
        QCOMPARE(empty.event->event.endDate, date(2026, 1, 31));

        const auto reversed = readFile(QStringLiteral("trf-dates-reversed.trf"));
        QVERIFY2(reversed.event, qPrintable(reversed.errors.value(0).toString()));
        QCOMPARE(warnings(reversed),
            QStringList { "line 5: the start date 2024-11-16 is after the end date 2024-11-15; "
                          "both are kept as written: correct them in Event > Details… before "
                          "rating" });
        QCOMPARE(reversed.event->event.startDate, date(2024, 11, 16));
        QCOMPARE(reversed.event->event.endDate, date(2024, 11, 15));
    }

    // trf-byes-in-points.trf: byes "0000 -" without a result letter whose points the points
    // column counts: Rossi 1 + 1/2 + bye = 2.5, Greco 1 + bye + 1 = 3.0. Read as Z they would
    // give 1.5 and 2.0, as half points 2.0 and 2.5: only a full point makes every line agree.
    void byesWhoseValueThePointsColumnGives()
    {
        const auto result = readFile(QStringLiteral("trf-byes-in-points.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QVERIFY(warningCodes(result).contains(ReadCode::TrfByesFromPoints));
        QVERIFY(!warningCodes(result).contains(ReadCode::FilePointsDiffer));
        QCOMPARE(byeOf(*result.event, 3, "1")->points, 1.0);
        QCOMPARE(pointsOf(*result.event, "4"), 3.0);
        // Where no single value agrees, the blank stays a zero-point bye and the difference is
        // warned of: Rossi's column made 3.0, which no value of the byes gives with the others.
        QByteArray bytes = rd::test::testData(QStringLiteral("trf-byes-in-points.trf"));
        bytes.replace("1984/05/05  2.5", "1984/05/05  3.0");
        const auto other = rd::io::readEvent(rd::io::ExchangeFormat::Trf, bytes);
        QVERIFY(other.event);
        QVERIFY(!warningCodes(other).contains(ReadCode::TrfByesFromPoints));
        QVERIFY(warningCodes(other).contains(ReadCode::FilePointsDiffer));
        QCOMPARE(byeOf(*other.event, 3, "1")->points, 0.0);
    }

    // trf-bye-game-result.trf: "0000 - 1", "0000 - 0" and "0000 - =" read as a full-point,
    // zero-point and half-point bye, with a warning.
    void byesWrittenWithAGameResult()
    {
        const auto result = readFile(QStringLiteral("trf-bye-game-result.trf"));
        QVERIFY2(result.event, qPrintable(result.errors.value(0).toString()));
        QCOMPARE(byeOf(*result.event, 1, "5")->points, 1.0);
        QCOMPARE(byeOf(*result.event, 2, "1")->points, 0.5);
        QCOMPARE(byeOf(*result.event, 3, "3")->points, 0.0);
        QVERIFY(warningCodes(result).contains(ReadCode::TrfByeWithResult));
        QVERIFY(!warningCodes(result).contains(ReadCode::FilePointsDiffer));
    }
};

QTEST_GUILESS_MAIN(TstTrfHabits)
#include "tst_trfhabits.moc"
