// The printed evaluation report: crosstable in real notation and the rating table.
#include "engine/rating/Evaluator.h"
#include "ui/EvaluationReport.h"

#include <QTemporaryDir>
#include <QTest>

class TestEvaluationReport : public QObject {
    Q_OBJECT

private slots:
    void crosstableInRealNotation()
    {
        rd::EventInput event;
        event.system = rd::RatingSystem::Dwz;
        event.ruleset = "dwz-2016";
        event.event.name = "Club <Championship>";
        event.event.endDate = rd::Date { 2026, 3, 29 };
        for (const char *name : { "Meyer, Anna", "Kurz, Bernd", "Weiß, Jonas" }) {
            rd::PlayerInput player;
            player.id = std::to_string(event.players.size() + 1);
            player.name = name;
            player.dwz = rd::DwzState { 1600, 20, {}, {}, {} };
            event.players.push_back(player);
        }
        event.chessGames = { { 1, "1", "2", rd::GameResult::Draw },
            { 2, "3", "1", rd::GameResult::WhiteWinsByForfeit },
            { 3, "2", "3", rd::GameResult::WhiteWins } };
        event.byes = { { 1, "3", 1.0 } };
        event.event.properties.place = "Köln";
        event.event.properties.chiefArbiter = "Schiedsrichter, Hans";
        event.event.properties.roundsPlanned = 3;
        const rd::Evaluation evaluation = rd::evaluatorFor(rd::RatingSystem::Dwz)->evaluate(event);
        const rd::ui::EvaluationReport report(event, evaluation);
        const QString html = report.html();
        // Anna: round 1 draw with White against 2, round 2 lost by forfeit with Black to 3.
        QVERIFY(html.contains(QStringLiteral("2w½")));
        QVERIFY(html.contains(QStringLiteral("3b−")));
        QVERIFY(html.contains(QStringLiteral("1w+")));
        QVERIFY(html.contains(QStringLiteral("2b0")));
        QVERIFY(html.contains(QStringLiteral("3w1")));
        QVERIFY(html.contains(QStringLiteral("bye")));
        QVERIFY(html.contains(QStringLiteral("Club &lt;Championship&gt;")));
        QVERIFY(html.contains(QStringLiteral("Weiß, Jonas")));
        // The event's particulars that are given, and only those.
        QVERIFY(html.contains(QStringLiteral("Place: Köln<br>Chief arbiter: Schiedsrichter, "
                                             "Hans<br>Rounds: 3</p>")));
        QVERIFY(!html.contains(QStringLiteral("Organiser")));
        // Jonas: bye 1 + forfeit win 1 = 2 points; the rating table follows.
        QVERIFY(html.contains(QStringLiteral("<td align='right'>2</td>")));
        QVERIFY(html.contains(QStringLiteral("1600-20")));
        QTemporaryDir dir;
        QVERIFY(report.writePdf(dir.filePath(QStringLiteral("report.pdf"))));
    }
};

QTEST_MAIN(TestEvaluationReport)
#include "tst_evaluationreport.moc"
