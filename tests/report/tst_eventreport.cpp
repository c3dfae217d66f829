// The printed reports of the demo events: each PDF is read back as text (pdftotext) and must
// carry the event's header, "Page x of y", half points as ½ and the user's words, never the
// engine's internal names.
#include "engine/io/EventDocumentReader.h"
#include "engine/rating/Evaluator.h"
#include "report/EvaluationTable.h"
#include "report/EventReport.h"
#include "report/PagedPrinter.h"

#include <QFile>
#include <QGuiApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using rd::report::EventReport;
using rd::report::ReportKind;

namespace {

rd::EventInput demo(const char *file)
{
    QFile json(QStringLiteral(RD_DEMO_DIR "/") + QLatin1String(file));
    if (!json.open(QIODevice::ReadOnly))
        qFatal("the demo event %s is missing", file);
    return *rd::io::readEventDocument(json.readAll()).event;
}

// The text of a PDF, page breaks as form feeds; the layout keeps the columns of a table apart.
// Ligatures the font sets (ﬀ for ff) are read as their letters.
QString pdfText(const QString &pdf)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        qFatal("pdftotext is missing (Debian: poppler-utils; scripts/test installs it)");
    QProcess process;
    process.start(tool, { QStringLiteral("-layout"), pdf, QStringLiteral("-") });
    process.waitForFinished(30000);
    return QString::fromUtf8(process.readAllStandardOutput())
        .normalized(QString::NormalizationForm_KC);
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

    // TRF W, D, L: a game played but not rated is marked with a * in the printed crosstable, as
    // + and − mark forfeits, and the legend says what the mark means; a crosstable without such
    // a game has no such line.
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
    }
};

QTEST_MAIN(TestEventReport)
#include "tst_eventreport.moc"
