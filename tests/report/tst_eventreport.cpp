// The printed reports of the demo events: each PDF is read back as text (pdftotext) and must
// carry the event's header, "Page x of y", half points as ½ and the user's words, never the
// engine's internal names.
#include "engine/io/document/EventDocumentReader.h"
#include "engine/rating/Evaluator.h"
#include "engine/standings/TieBreak.h"
#include "report/EvaluationTable.h"
#include "report/EventReport.h"
#include "report/PagedPrinter.h"
#include "report/RoundRobinGrid.h"
#include "tests/PdfText.h"
#include "tests/TestData.h"

#include <QFile>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using rd::report::EventReport;
using rd::report::ReportKind;
using rd::test::pdfText;

namespace {

rd::EventInput demo(const char *file)
{
    QFile json(QStringLiteral(RD_DEMO_DIR "/") + QLatin1String(file));
    if (!json.open(QIODevice::ReadOnly))
        qFatal("the demo event %s is missing", file);
    return *rd::io::readEventDocument(json.readAll()).event;
}

rd::EventInput testEvent(const char *file)
{
    return *rd::io::readEventDocument(rd::test::testData(QLatin1String(file))).event;
}

// The grid's cells row by row, as "½ 1" for two games; "x" on the diagonal.
QStringList gridRows(const rd::report::RoundRobinGrid &grid)
{
    QStringList rows;
    for (std::size_t row = 0; row < grid.results.size(); ++row) {
        QStringList cells;
        for (std::size_t column = 0; column < grid.results[row].size(); ++column)
            cells << (row == column ? QStringLiteral("x")
                                    : grid.results[row][column].join(QLatin1Char(' ')));
        rows << cells.join(QLatin1Char('|'));
    }
    return rows;
}

// Points, rank and the tie-breaks DE, WIN, SB of each player, by start number: "4 2 0 3 7.5".
QStringList standingRows(const rd::report::RoundRobinGrid &grid)
{
    QStringList rows;
    for (std::size_t row = 0; row < grid.results.size(); ++row) {
        const rd::standings::Standing &standing = grid.standingAt(row);
        QStringList values = { QString::number(standing.points), QString::number(standing.rank) };
        for (const double value : standing.values)
            values << QString::number(value);
        rows << values.join(QLatin1Char(' '));
    }
    return rows;
}

// The line of a PDF's text that names the player, its blanks made single and ½ written as
// printed (pdfText() reads it as 1⁄2).
QString lineOf(const QString &text, const QString &name)
{
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (line.contains(name))
            return line.simplified().replace(QStringLiteral("1\u20442"), QStringLiteral("\u00bd"));
    }
    return {};
}

// Words of the engines and documents that a printed report must never show.
const QStringList kInternalNames
    = { QStringLiteral("sonderwertung"), QStringLiteral("Nprime"), QStringLiteral("step3"),
          QStringLiteral("first-rating"), QStringLiteral("not-rated"), QStringLiteral("0\u00bd"),
          QStringLiteral("rated_games"), QStringLiteral("dwz-"), QStringLiteral("players[") };

} // namespace

class TestEventReport : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    QString render(const EventReport &report, const QString &name)
    {
        const QString path = m_dir.filePath(name + QStringLiteral(".pdf"));
        if (!report.writePdf(path, QPageSize::A4))
            return {};
        return pdfText(path);
    }

private slots:
    void chessReportsCarryTheHeaderAndNoInternalNames_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("title");
        QTest::newRow("standings") << int(ReportKind::Standings) << QStringLiteral("Standings");
        QTest::newRow("crosstable") << int(ReportKind::Crosstable) << QStringLiteral("Crosstable");
        QTest::newRow("evaluation")
            << int(ReportKind::Evaluation) << QStringLiteral("Rating evaluation");
    }

    void chessReportsCarryTheHeaderAndNoInternalNames()
    {
        QFETCH(int, kind);
        QFETCH(QString, title);
        const rd::EventInput event = demo("club-championship-2026.json");
        const rd::Evaluation evaluation = rd::evaluatorFor(event.system)->evaluate(event);
        EventReport report(event, static_cast<ReportKind>(kind));
        report.setEvaluation(evaluation);
        const QString text = render(report, title);
        // The demo document's event (resources/demo/club-championship-2026.json).
        for (const QString &field :
            { QStringLiteral("Club Championship 2026"), title, QStringLiteral("Musterstadt"),
                QStringLiteral("SK Musterstadt 1925"), QStringLiteral("Berger, Klaus"),
                QStringLiteral("DWZ"), QStringLiteral("Chief arbiter"), QStringLiteral("Rule set"),
                QStringLiteral("Page 1 of ") })
            QVERIFY2(text.contains(field), qPrintable(field + QStringLiteral(" in\n") + text));
        for (const QString &internal : kInternalNames)
            QVERIFY2(
                !text.contains(internal), qPrintable(internal + QStringLiteral(" in\n") + text));
        QVERIFY(text.contains(QStringLiteral("Meyer, Anna")));
        // The evaluation's column titles are the rules' symbols, not the engine's keys.
        for (const QString &line : text.split(QLatin1Char('\n'))) {
            if (line.contains(QStringLiteral("Before")) && line.contains(QStringLiteral("After")))
                QVERIFY2(!line.contains(QStringLiteral("stage"))
                        && line.contains(QStringLiteral("Stage"))
                        && line.contains(QStringLiteral("Rh")),
                    qPrintable(line));
        }
    }

    void standingsOfTheC07WorkedExampleInBothEditions()
    {
        // tests/data/c07-worked-example.json (start 2026-04-11: the 2026 edition of C.07) and
        // the same under the 2023 edition. Values worked out by hand in
        // tests/standings/tst_standings.cpp (workedExampleIn2023/2026), rows in rank order:
        //   2026: Alpha 2½ BH-C1 6½ BH 8½ SB 4.50; Bravo 2½ 5½ 6 2.50; Charlie 2 5 7 3.00;
        //         Echo 2 5 6 3.50; Delta 1 4 5 0.50; Foxtrot ½ 7½ 8½ 1.00.
        //   2023: Bravo 2½ 7 7½ 4.00; Alpha 2½ 6½ 9 4.75; Echo 2 5 7 3.50 (SB decides against
        //         Charlie); Charlie 2 5 7 3.00; Delta 1 4 5 0.50; Foxtrot ½ 7½ 8½ 1.00.
        QFile json(QStringLiteral(RD_TEST_DATA_DIR "/c07-worked-example.json"));
        QVERIFY(json.open(QIODevice::ReadOnly));
        rd::EventInput event = *rd::io::readEventDocument(json.readAll()).event;
        const auto tieBreaks = *rd::standings::parseTieBreakList("BH-C1,BH,SB");
        const struct {
            rd::TieBreakEdition edition;
            const char *name;
            QStringList rows;
        } editions[] = {
            { rd::TieBreakEdition::Fide2026, "2026",
                { QStringLiteral("1 1 Alpha, Anna 2\u00bd 6\u00bd 8\u00bd 4.50"),
                    QStringLiteral("2 2 Bravo, Boris 2\u00bd 5\u00bd 6 2.50"),
                    QStringLiteral("3 3 Charlie, Cora 2 5 7 3.00"),
                    QStringLiteral("4 5 Echo, Eva 2 5 6 3.50"),
                    QStringLiteral("5 4 Delta, Dan 1 4 5 0.50"),
                    QStringLiteral("6 6 Foxtrot, Finn \u00bd 7\u00bd 8\u00bd 1.00") } },
            { rd::TieBreakEdition::Fide2023, "2023",
                { QStringLiteral("1 2 Bravo, Boris 2\u00bd 7 7\u00bd 4.00"),
                    QStringLiteral("2 1 Alpha, Anna 2\u00bd 6\u00bd 9 4.75"),
                    QStringLiteral("3 5 Echo, Eva 2 5 7 3.50"),
                    QStringLiteral("4 3 Charlie, Cora 2 5 7 3.00"),
                    QStringLiteral("5 4 Delta, Dan 1 4 5 0.50"),
                    QStringLiteral("6 6 Foxtrot, Finn \u00bd 7\u00bd 8\u00bd 1.00") } },
        };
        for (const auto &edition : editions) {
            event.event.properties.tieBreakEdition = edition.edition;
            EventReport report(event, ReportKind::Standings);
            report.setStandings(std::nullopt, tieBreaks);
            const QString text = render(report, QStringLiteral("c07-") + edition.name);
            // The table's lines with their blanks made single, in the order printed.
            QStringList lines;
            for (const QString &line : text.split(QLatin1Char('\n'))) {
                const QString simple = line.simplified();
                if (simple.contains(QLatin1String(", ")) && simple.front().isDigit())
                    lines << simple;
            }
            // pdfText() reads ½ as 1⁄2 (NFKC), the expected rows alike.
            QStringList expected;
            for (const QString &row : edition.rows)
                expected << row.normalized(QString::NormalizationForm_KC);
            QCOMPARE(lines, expected);
            QVERIFY2(text.contains(QStringLiteral("FIDE C.07, edition ") + edition.name),
                qPrintable(text));
        }
    }

    void everyNumberOfTheKSystemIsExplained()
    {
        // Era D (docs/rules/dwz.md §6.1) shows K0, b, a and K for each rated player; the printed
        // legend and the preview's column tooltips (the table's meanings) say what each is.
        rd::EventInput event = demo("club-championship-2026.json");
        event.event.endDate = rd::Date { 2026, 9, 27 };
        event.ruleset = "dwz-2026";
        const rd::Evaluation evaluation = rd::evaluatorFor(event.system)->evaluate(event);
        const rd::report::EvaluationTable table
            = rd::report::EvaluationTable::of(event, evaluation);
        for (const QString &symbol : { QStringLiteral("K\u2080"), QStringLiteral("b"),
                 QStringLiteral("a"), QStringLiteral("K") })
            QVERIFY2(table.titles.contains(symbol), qPrintable(table.titles.join(' ')));
        for (qsizetype column = 5; column < table.titles.size(); ++column)
            QVERIFY2(!table.meanings.value(column).isEmpty(), qPrintable(table.titles[column]));
        EventReport report(event, ReportKind::Evaluation);
        report.setEvaluation(evaluation);
        const QString html = report.html();
        for (const QString &line :
            { QStringLiteral("K\u2080: base value of the development factor"),
                QStringLiteral("b: braking factor"), QStringLiteral("a: surcharge"),
                QStringLiteral("K: development factor") })
            QVERIFY2(html.contains(line), qPrintable(line));
    }

    void theCrosstableWritesHalfPoints()
    {
        // Round 1 of the demo: Kurz (2) with White against Van der Merwe (7) is 1/2-1/2, so
        // Kurz's cell reads 7w½ and Van der Merwe's 2b½; Kurz ends on 3½ (tests/app/tst_cli.cpp
        // adds up every player's games).
        const rd::EventInput event = demo("club-championship-2026.json");
        const QString html = EventReport(event, ReportKind::Crosstable).html();
        QVERIFY2(html.contains(QStringLiteral(">7w\u00bd<")), qPrintable(html));
        QVERIFY(html.contains(QStringLiteral(">2b\u00bd<")));
        QVERIFY(html.contains(QStringLiteral(">3\u00bd<")));
        QVERIFY(!html.contains(QStringLiteral("0\u00bd")));
        QVERIFY(html.contains(QStringLiteral("<thead>")));
    }

    void thePrintedStandingsSayWhatTheLotAndTheArbiterDecided()
    {
        // One round, tie-breaks BH and SB: Meyer (1) beats Kurz (2), Schulz (3) and Weber (4)
        // draw. Schulz and Weber: ½ point, BH = the other's ½, SB = ½ x ½ = 0.25 each, a tie.
        // Lot 1234567 (SplitMix64, tests/standings/tst_tieorder.cpp): no. 3 draws
        // 9817491932198370423, no. 4 4593380528125082431, so Weber 2nd and Schulz 3rd.
        rd::EventInput event;
        event.system = rd::RatingSystem::Dwz;
        event.event.name = "Blitz";
        event.event.endDate = rd::Date { 2026, 3, 29 };
        event.event.properties.tieBreaks = { "BH", "SB" };
        for (const char *name :
            { "Meyer, Anna", "Kurz, Bernd", "Schulz, Carla", "Weber, Dieter" }) {
            rd::PlayerInput player;
            player.id = std::to_string(event.players.size() + 1);
            player.name = name;
            event.players.push_back(player);
        }
        event.chessGames
            = { { 1, "1", "2", rd::GameResult::WhiteWins }, { 1, "3", "4", rd::GameResult::Draw } };
        const QString shared = EventReport(event, ReportKind::Standings).html();
        QVERIFY2(shared.contains(QStringLiteral(">2\u20133</td><td class='n'>3</td>")),
            qPrintable(shared));
        QVERIFY(!shared.contains(QStringLiteral("Placed by")));

        event.event.properties.lotSeed = 1234567;
        // The order of Schulz and Kurz matches no tie (Kurz has no point): ignored, and said.
        event.event.properties.tieOrders = { { "3", "2" } };
        const QString html = EventReport(event, ReportKind::Standings).html();
        QVERIFY2(html.contains(QStringLiteral(">2*</td><td class='n'>4</td><td>Weber, Dieter<")),
            qPrintable(html));
        QVERIFY(html.contains(QStringLiteral(">3*</td><td class='n'>3</td><td>Schulz, Carla<")));
        QVERIFY(html.contains(QStringLiteral("* Placed by lot among players equal on points and "
                                             "every tie-break (FIDE C.07 art. 4.2), lot seed "
                                             "1234567.")));
        QVERIFY(html.contains(QStringLiteral("The arbiter's order of Schulz, Carla, Kurz, Bernd "
                                             "is ignored")));
    }

    // A player without a rating in the event's system (an event imported from a TRF file)
    // shows the FIDE rating the file gave him; one without either a dash.
    void theCrosstableShowsFideRatingsWhereTheSystemHasNone()
    {
        rd::EventInput event;
        event.event.name = "Open";
        event.event.endDate = *rd::Date::fromParts(2026, 3, 1);
        for (const auto &[id, rating] : { std::pair { "1", std::optional<int>(1920) },
                 std::pair { "2", std::optional<int>() } }) {
            rd::PlayerInput player;
            player.id = id;
            player.name = std::string("Player ") + id;
            player.fideRating = rating;
            event.players.push_back(player);
        }
        event.chessGames = { { 1, "1", "2", rd::GameResult::WhiteWins } };
        const QString html = EventReport(event, ReportKind::Crosstable).html();
        QVERIFY2(html.contains(QStringLiteral(">1920 FIDE<")), qPrintable(html));
        QVERIFY(html.contains(QStringLiteral(">\u2013<")));
    }

    void theCrosstableMarksGamesPlayedButNotRated()
    {
        rd::EventInput event;
        event.event.name = "Open";
        event.event.endDate = *rd::Date::fromParts(2026, 3, 1);
        for (const char *id : { "1", "2", "3" }) {
            rd::PlayerInput player;
            player.id = id;
            player.name = std::string("Player ") + id;
            event.players.push_back(player);
        }
        event.chessGames = { { 1, "1", "2", rd::GameResult::WhiteWinsUnrated },
            { 2, "3", "1", rd::GameResult::DrawUnrated },
            { 3, "2", "3", rd::GameResult::WhiteWins } };
        const QString html = EventReport(event, ReportKind::Crosstable).html();
        QVERIFY2(html.contains(QStringLiteral(">2w1*<")), qPrintable(html));
        QVERIFY(html.contains(QStringLiteral(">1b0*<")));
        QVERIFY(html.contains(QStringLiteral(">1w\u00bd*<")));
        QVERIFY(html.contains(QStringLiteral(">3b\u00bd*<")));
        QVERIFY(html.contains(QStringLiteral(">3w1<"))); // rated: no mark
        // Player 1: 1 (round 1) + ½ (round 2), hand count.
        QVERIFY(html.contains(QStringLiteral(">1\u00bd<")));
        const QString text = render(EventReport(event, ReportKind::Crosstable), "unrated-games");
        QVERIFY2(text.contains(QStringLiteral("2w1*")), qPrintable(text));
        QVERIFY(text.contains(
            QStringLiteral("*: played, not rated (the game lasted less than one move)")));

        event.chessGames.front().result = rd::GameResult::WhiteWins;
        event.chessGames[1].result = rd::GameResult::Draw;
        QVERIFY(!EventReport(event, ReportKind::Crosstable)
                     .html()
                     .contains(QStringLiteral("played, not rated")));
    }

    void aRoundRobinIsPrintedAsASquare()
    {
        // tests/data/round-robin-6.json: six made-up players, Berger order, White first, a
        // forfeit in round 4 (6 Fink wins, 5 Ebert absent). Each cell is the row's result against
        // the column's player, read off the games by hand:
        //
        //              1  2  3  4  5  6   Pts  DE WIN  SB
        //   1 Albers   x  ½  1  ½  1  1   4    0   3   ½·4 + 1·½ + ½·3 + 1·2 + 1·1½    = 7.50
        //   2 Brandt   ½  x  1  1  ½  1   4    0   3   ½·4 + 1·½ + 1·3 + ½·2 + 1·1½    = 8.00
        //   3 Claasen  0  0  x  0  0  ½   ½    0   0   ½·1½                            = 0.75
        //   4 Dorn     ½  0  1  x  ½  1   3    0   2   ½·4 + 1·½ + ½·2 + 1·1½          = 5.00
        //   5 Ebert    0  ½  1  ½  x  −   2    0   1   ½·4 + 1·½ + ½·3                 = 4.00
        //   6 Fink     0  0  ½  0  +  x   1½   0   1   ½·½ + 1·2                       = 2.25
        //
        // SB is C.07 art. 9.1: each opponent's final score times the points scored against him;
        // in a round robin with the real scores and a forfeit counted as a game (art. 15.2).
        // WIN (art. 7.1) counts Fink's forfeit win. Albers and Brandt tie on 4: DE (art. 6.2)
        // cannot part them (½-½ between them: 0 for both, as for everyone not tied), WIN neither
        // (3 each), SB does: Brandt 1st, Albers 2nd; then Dorn, Ebert, Fink, Claasen.
        const rd::EventInput event = testEvent("round-robin-6.json");
        const auto grid
            = rd::report::RoundRobinGrid::of(event, rd::standings::eventTieBreaks(event), 5);
        QCOMPARE(gridRows(grid),
            QStringList({ "x|½|1|½|1|1", "½|x|1|1|½|1", "0|0|x|0|0|½", "½|0|1|x|½|1",
                "0|½|1|½|x|\u2212", "0|0|½|0|+|x" }));
        QCOMPARE(standingRows(grid),
            QStringList({ "4 2 0 3 7.5", "4 1 0 3 8", "0.5 6 0 0 0.75", "3 3 0 2 5", "2 4 0 1 4",
                "1.5 5 0 1 2.25" }));
        QCOMPARE(grid.mostGamesOfAPair(), 1);

        // Printed: rows and columns by start number, the diagonal filled, then points, rank and
        // the event's tie-breaks; the legend says how to read a cell.
        const EventReport report(event, ReportKind::Crosstable);
        const QString html = report.html();
        QCOMPARE(html.count(QStringLiteral("<td class='x'></td>")), 6);
        const QString text = render(report, QStringLiteral("round-robin"));
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral(
                     "No\\.\\s+Name\\s+Rating\\s+1\\s+2\\s+3\\s+4\\s+5\\s+6\\s+Pts\\s+"
                     "Rank\\s+DE\\s+WIN\\s+SB"))),
            qPrintable(text));
        const QString sb = QLocale().toString(7.5, 'f', 2);
        QCOMPARE(lineOf(text, QStringLiteral("Albers, Jana")),
            QStringLiteral("1 Albers, Jana 1840-22 ½ 1 ½ 1 1 4 2 0 3 ") + sb);
        QCOMPARE(lineOf(text, QStringLiteral("Fink, Paul")),
            QStringLiteral("6 Fink, Paul 1668-27 0 0 ½ 0 + 1½ 5 0 1 ")
                + QLocale().toString(2.25, 'f', 2));
        QVERIFY(text.contains(QStringLiteral("against the player of the column")));
        QVERIFY(text.contains(QStringLiteral("SB: Sonneborn-Berger")));
    }

    void aDoubleRoundRobinHasTwoResultsInACell()
    {
        // tests/data/double-round-robin-4.json: four made-up players, Berger order, the second
        // cycle with the colours turned. The row's two results against the column's player in
        // the order of the rounds (rounds 1-3, then 4-6):
        //
        //              1     2     3     4     Pts  DE WIN  SB
        //   1 Hahn     x     0 ½   ½ 1   1 0   3    1   2   0·5 + ½·5 + ½·3 + 1·3 + 1·1 + 0·1 = 8
        //   2 Jansen   1 ½   x     ½ 1   1 1   5    0   4   1·3 + ½·3 + ½·3 + 1·3 + 1·1 + 1·1 = 11
        //   3 Krüger   ½ 0   ½ 0   x     1 1   3    2   2   ½·3 + 0·3 + ½·5 + 0·5 + 1·1 + 1·1 = 6
        //   4 Mertens  0 1   0 0   0 0   x     1    0   1   1·3                               = 3
        //
        // SB (C.07 art. 9.1) counts every game, with the real scores of a round robin (15.2).
        // Hahn and Krüger tie on 3; DE comes first: they met twice, so each scores the average of
        // the two games (art. 6.1.2), Hahn (½ + 1) / 2 = ¾, Krüger ¼: Hahn 2nd, Krüger 3rd.
        const rd::EventInput event = testEvent("double-round-robin-4.json");
        const auto grid
            = rd::report::RoundRobinGrid::of(event, rd::standings::eventTieBreaks(event), 6);
        QCOMPARE(gridRows(grid),
            QStringList({ "x|0 ½|½ 1|1 0", "1 ½|x|½ 1|1 1", "½ 0|½ 0|x|1 1", "0 1|0 0|0 0|x" }));
        QCOMPARE(standingRows(grid),
            QStringList({ "3 2 1 2 8", "5 1 0 4 11", "3 3 2 2 6", "1 4 0 1 3" }));
        QCOMPARE(grid.mostGamesOfAPair(), 2);

        const EventReport report(event, ReportKind::Crosstable);
        QCOMPARE(report.html().count(QStringLiteral("<td class='x'></td>")), 4);
        const QString text = render(report, QStringLiteral("double-round-robin"));
        // The text of the PDF runs the two results of a cell together ("0½"), the page does not.
        QVERIFY(report.html().contains(QStringLiteral("<td class='r'>0 \u00bd</td>")));
        const QString hahn = QStringLiteral("1 Hahn, Ida 1910-18 0 ?\u00bd \u00bd ?1 1 ?0 3 2 1 2 ")
            + QRegularExpression::escape(QLocale().toString(8.0, 'f', 2));
        QVERIFY2(QRegularExpression(QLatin1Char('^') + hahn + QLatin1Char('$'))
                     .match(lineOf(text, QStringLiteral("Hahn, Ida")))
                     .hasMatch(),
            qPrintable(lineOf(text, QStringLiteral("Hahn, Ida"))));
        QVERIFY(text.contains(QStringLiteral("in the order of the rounds")));
        // Up to round 3 only the first cycle: one result in a cell.
        const auto firstHalf
            = rd::report::RoundRobinGrid::of(event, rd::standings::eventTieBreaks(event), 3);
        QCOMPARE(gridRows(firstHalf), QStringList({ "x|0|½|1", "1|x|½|1", "½|½|x|1", "0|0|0|x" }));
    }

    void aSwissEventKeepsItsRounds()
    {
        // tests/data/c07-worked-example.json is a Swiss: one column per round, each cell whom the
        // player met; round 1 of no. 1 is 1-0 with White against no. 4. No square, no rank.
        const rd::EventInput event = testEvent("c07-worked-example.json");
        const QString html = EventReport(event, ReportKind::Crosstable).html();
        QVERIFY2(html.contains(QStringLiteral(">4w1<")), qPrintable(html));
        QVERIFY(!html.contains(QStringLiteral("class='x'")));
        QVERIFY(!html.contains(QStringLiteral(">Rank<")));
    }

    void theRecordSheetIsThePaperForm()
    {
        const rd::EventInput event = demo("go-club-night.json");
        const QString text = render(EventReport(event, ReportKind::RecordSheet), "sheet");
        for (const QString &field : { QStringLiteral("Record sheet"), QStringLiteral("Club night"),
                 QStringLiteral("Musterstadt Go Club"), QStringLiteral("SAGC"),
                 QStringLiteral("Handicap"), QStringLiteral("Komi"), QStringLiteral("jigo"),
                 QStringLiteral("Page 1 of 1") })
            QVERIFY2(text.contains(field), qPrintable(field + QStringLiteral(" in\n") + text));
        // The demo's 4 games and empty lines up to line 25 to write on.
        QVERIFY(text.contains(QRegularExpression(QStringLiteral("\\n\\s*25\\s*\\n"))));
    }

    void aLongTableRepeatsItsHeaderOnEveryPage()
    {
        // 120 players: the crosstable runs over several pages, each with the column titles.
        rd::EventInput event = demo("club-championship-2026.json");
        for (int i = 9; i <= 120; ++i) {
            rd::PlayerInput player;
            player.id = std::to_string(i);
            player.name = "Spieler, Nummer " + std::to_string(i);
            event.players.push_back(player);
        }
        const QString text = render(EventReport(event, ReportKind::Crosstable), "long");
        const QStringList pages = text.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
        QVERIFY(pages.size() >= 3);
        const int count = static_cast<int>(pages.size());
        for (int page = 0; page < count; ++page) {
            QVERIFY2(pages[page].contains(QStringLiteral("Name")), qPrintable(pages[page]));
            QVERIFY(pages[page].contains(QStringLiteral("Page %1 of %2").arg(page + 1).arg(count)));
        }
    }

    void noWordIsBrokenInANarrowColumn_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("standings") << int(ReportKind::Standings);
        QTest::newRow("crosstable") << int(ReportKind::Crosstable);
        QTest::newRow("evaluation") << int(ReportKind::Evaluation);
    }

    void noWordIsBrokenInANarrowColumn()
    {
        // A name of single words longer than its column can hold in a crosstable of 9 rounds
        // (13 columns, the widest table still printed upright): each word must come out of the
        // PDF whole, on one line, and never split across two. The second word is long enough for
        // the widest of the three tables (the evaluation's): wrapping anywhere splits it in each.
        QFETCH(int, kind);
        rd::EventInput event = demo("club-championship-2026.json");
        for (rd::ChessGame &game : event.chessGames)
            game.round = *game.round + 2; // rounds 3 to 9
        const std::vector<std::string> words = { "Wolfeschlegelsteinhausenbergerdorff",
            "Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft" };
        event.players[0].name = words[0] + ", " + words[1];
        QCOMPARE(EventReport(event, ReportKind::Crosstable).orientation(), QPageLayout::Portrait);
        EventReport report(event, static_cast<ReportKind>(kind));
        report.setEvaluation(rd::evaluatorFor(event.system)->evaluate(event));
        const QString text = render(report, QStringLiteral("narrow-%1").arg(kind));
        for (const std::string &word : words)
            QVERIFY2(text.contains(QString::fromStdString(word)), qPrintable(text));
    }

    void paperFollowsTheLocaleAndOrientationTheTable()
    {
        QCOMPARE(rd::report::defaultPaper(QLocale(QLocale::English, QLocale::UnitedStates)),
            QPageSize::Letter);
        QCOMPARE(
            rd::report::defaultPaper(QLocale(QLocale::German, QLocale::Germany)), QPageSize::A4);
        rd::EventInput event = demo("club-championship-2026.json");
        QCOMPARE(EventReport(event, ReportKind::Crosstable).orientation(), QPageLayout::Portrait);
        for (rd::ChessGame &game : event.chessGames)
            game.round = *game.round + 7; // rounds 8 to 14: too wide for a portrait page
        QCOMPARE(EventReport(event, ReportKind::Crosstable).orientation(), QPageLayout::Landscape);
        // A round robin's square (docs/reports.md): no., name, rating, points, rank and the three
        // tie-breaks are 8 columns; single results take two players to a column, so six players
        // are 3 more (11) and eleven 6 more (14, landscape). Two results in a cell take a column
        // each: four players 12, six players 14.
        rd::EventInput single = testEvent("round-robin-6.json");
        QCOMPARE(EventReport(single, ReportKind::Crosstable).orientation(), QPageLayout::Portrait);
        rd::EventInput twice = testEvent("double-round-robin-4.json");
        QCOMPARE(EventReport(twice, ReportKind::Crosstable).orientation(), QPageLayout::Portrait);
        const auto addPlayers = [](rd::EventInput &roundRobin, int count) {
            for (int i = 1; i <= count; ++i) {
                rd::PlayerInput player;
                player.id = "late-" + std::to_string(i);
                player.name = "Late, Player " + std::to_string(i);
                roundRobin.players.push_back(player);
            }
        };
        addPlayers(single, 5);
        QCOMPARE(EventReport(single, ReportKind::Crosstable).orientation(), QPageLayout::Landscape);
        addPlayers(twice, 2);
        QCOMPARE(EventReport(twice, ReportKind::Crosstable).orientation(), QPageLayout::Landscape);
    }
};

QTEST_MAIN(TestEventReport)
#include "tst_eventreport.moc"
