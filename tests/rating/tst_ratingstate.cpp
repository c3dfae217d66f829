// The typed rating states of an evaluation: read from the engine's before/after objects, put on
// the chart's scale and compared.
#include "engine/rating/RatingState.h"

#include <QTest>

using namespace rd;

class TestRatingState : public QObject {
    Q_OBJECT

private slots:
    void readsTheEvaluationsObjects()
    {
        // event-document.md, "Evaluation output": DWZ {rating, index}, US Chess {rating,
        // rating_rounded, games}, SAGC {rank, index}.
        QCOMPARE(ratingStateOf(RatingSystem::Dwz, { { "rating", 1712 }, { "index", 62 } }),
            RatingState(DwzRating { 1712, 62 }));
        QCOMPARE(ratingStateOf(RatingSystem::Dwz, { { "rating", nullptr }, { "index", 0 } }),
            RatingState(DwzRating {}));
        QCOMPARE(ratingStateOf(RatingSystem::Uscf,
                     { { "rating", Decimal { 1500.61, 2 } }, { "rating_rounded", 1501 },
                         { "games", 101 } }),
            RatingState(UscfRating { 1500.61, 1501, 101 }));
        QCOMPARE(ratingStateOf(RatingSystem::Sagc, { { "rank", "14k" }, { "index", -865 } }),
            RatingState(SagcRating { sagc::GoRank::parse("14k"), -865 }));
        QCOMPARE(ratingStateOf(RatingSystem::Sagc, {}), RatingState(SagcRating {}));
        QVERIFY(!hasRating(ratingStateOf(RatingSystem::Sagc, {})));
        QVERIFY(systemOf(ratingStateOf(RatingSystem::Uscf, {})) == RatingSystem::Uscf);
    }

    void chartScale()
    {
        // sagc.md §1: s(rank) + index/1000; a 14k with index -865 sits at -13.865.
        QCOMPARE(*scaleValue(SagcRating { sagc::GoRank::parse("14k"), -865 }), -13.865);
        QCOMPARE(*scaleValue(SagcRating { sagc::GoRank::parse("1k"), 0 }), 0.0);
        QCOMPARE(*scaleValue(SagcRating { sagc::GoRank::parse("2d"), -500 }), 1.5);
        QCOMPARE(*scaleValue(DwzRating { 1712, 62 }), 1712.0);
        QVERIFY(!scaleValue(UscfRating {}));
    }

    void changes()
    {
        const auto rank = [](const char *text) { return sagc::GoRank::parse(text); };
        // sagc.md §7, check A: 14k/200 to 14k/-865 is -1065 index points.
        QCOMPARE(qRound(*ratingChange(
                     SagcRating { rank("14k"), 200 }, SagcRating { rank("14k"), -865 })),
            -1065);
        QCOMPARE(rankMove(SagcRating { rank("16k"), -100 }, SagcRating { rank("15k"), 0 }),
            RankMove::Promoted);
        QCOMPARE(rankMove(SagcRating { rank("9k"), -990 }, SagcRating { rank("10k"), 0 }),
            RankMove::Demoted);
        QCOMPARE(rankMove(DwzRating { 1500, 3 }, DwzRating { 1510, 4 }), RankMove::Same);
        QVERIFY(!ratingChange(DwzRating {}, DwzRating { 1432, 1 }));
        QCOMPARE(*ratingChange(DwzRating { 1712, 62 }, DwzRating { 1690, 63 }), -22.0);
    }
};

QTEST_GUILESS_MAIN(TestRatingState)
#include "tst_ratingstate.moc"
