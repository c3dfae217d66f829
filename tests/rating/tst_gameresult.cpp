#include "engine/rating/GameResult.h"

#include <QTest>

using rd::GameResult;

Q_DECLARE_METATYPE(GameResult)

class TestGameResult : public QObject {
    Q_OBJECT

private slots:
    void notation_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<GameResult>("result");
        QTest::addColumn<QString>("canonical");
        QTest::addColumn<bool>("rated");
        QTest::addColumn<bool>("forfeit");
        QTest::addColumn<double>("white");
        QTest::addColumn<double>("black");
        // event-document.md: 1-0, 0-1, 1/2-1/2 (also ½-½); forfeits +--, --+, --- recorded, not
        // rated.
        QTest::newRow("white wins")
            << "1-0" << GameResult::WhiteWins << "1-0" << true << false << 1.0 << 0.0;
        QTest::newRow("black wins")
            << "0-1" << GameResult::BlackWins << "0-1" << true << false << 0.0 << 1.0;
        QTest::newRow("draw") << "1/2-1/2" << GameResult::Draw << "1/2-1/2" << true << false << 0.5
                              << 0.5;
        QTest::newRow("draw with halves") << QStringLiteral("\u00bd-\u00bd") << GameResult::Draw
                                          << "1/2-1/2" << true << false << 0.5 << 0.5;
        QTest::newRow("white forfeit win")
            << "+--" << GameResult::WhiteWinsByForfeit << "+--" << false << true << 1.0 << 0.0;
        QTest::newRow("black forfeit win")
            << "--+" << GameResult::BlackWinsByForfeit << "--+" << false << true << 0.0 << 1.0;
        QTest::newRow("double forfeit")
            << "---" << GameResult::DoubleForfeit << "---" << false << true << 0.0 << 0.0;
        // TRF-16 W, D, L: played for less than one move; points as a game, not rated, and no
        // forfeit.
        QTest::newRow("white wins unrated") << "1-0 unrated" << GameResult::WhiteWinsUnrated
                                            << "1-0 unrated" << false << false << 1.0 << 0.0;
        QTest::newRow("black wins unrated") << "0-1 unrated" << GameResult::BlackWinsUnrated
                                            << "0-1 unrated" << false << false << 0.0 << 1.0;
        QTest::newRow("draw unrated") << "1/2-1/2 unrated" << GameResult::DrawUnrated
                                      << "1/2-1/2 unrated" << false << false << 0.5 << 0.5;
    }

    void notation()
    {
        QFETCH(QString, text);
        QFETCH(GameResult, result);
        QFETCH(QString, canonical);
        QFETCH(bool, rated);
        QFETCH(bool, forfeit);
        QFETCH(double, white);
        QFETCH(double, black);
        const auto parsed = rd::parseGameResult(text.toStdString());
        QVERIFY(parsed);
        QCOMPARE(*parsed, result);
        QCOMPARE(QString::fromStdString(rd::toNotation(result)), canonical);
        QCOMPARE(rd::isRated(result), rated);
        QCOMPARE(rd::isForfeit(result), forfeit);
        QCOMPARE(rd::whitePoints(result), white);
        QCOMPARE(rd::blackPoints(result), black);
    }

    void ratedScoreIsWhitesPoints()
    {
        QCOMPARE(rd::whiteScore(GameResult::WhiteWins), 1.0);
        QCOMPARE(rd::whiteScore(GameResult::Draw), 0.5);
        QCOMPARE(rd::whiteScore(GameResult::BlackWins), 0.0);
    }

    void rejectsOtherNotations_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("colon") << "1:0";
        QTest::newRow("half") << "0.5-0.5";
        QTest::newRow("spaces") << "1 - 0";
        QTest::newRow("empty") << "";
        QTest::newRow("plus minus") << "+-";
        QTest::newRow("bye") << "1-0F";
    }

    void rejectsOtherNotations()
    {
        QFETCH(QString, text);
        QVERIFY(!rd::parseGameResult(text.toStdString()));
    }
};

QTEST_APPLESS_MAIN(TestGameResult)
#include "tst_gameresult.moc"
