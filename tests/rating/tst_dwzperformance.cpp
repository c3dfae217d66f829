// The tournament performance Rh (dwz.md §4.6): the iterates of the iteration, its stop rule, its
// 2-cycle guard and the half-up rounding of the last iterate. Every expected value is calculated
// in the comment next to it, with P(D) = round(Phi(|D| / 282.84), 3) (the weaker player 1 - P) and
// D(P) = round(282.84 Phi^-1(P)) of the 3-decimal model (dwz.md §3.4, §3.5).
#include "engine/rating/dwz/Performance.h"

#include <QTest>

#include <vector>

using rd::dwz::ProbabilityModel;
using rd::dwz::ScoreSheet;

namespace {

constexpr ProbabilityModel kModel = ProbabilityModel::Normal3Dec;
constexpr int kExtreme = 677;

} // namespace

class TestDwzPerformance : public QObject {
    Q_OBJECT

private slots:
    void iteratesOfThePublishedCaseA05()
    {
        // Case A05 of tests/data/dwz-official-evaluations.json (published Rh 2294): opponents
        // 1888, 2188, 2013, 2273, 2102, 1742, 2169, 2092, 1938 with 1, 1, 1, 0, 1, 1, 1/2, 1/2, 1:
        // W = 7, n = 9, Rc = 18405/9 = 2045. W/n = 0.778 -> D = round(216.50) = 217 -> R0 = 2262.
        //   2262: P = .907 .603 .811 .484 .714 .967 .629 .726 .874, We = 6.715
        //         W - We = 0.285 > 0.005; pd = round(0.285/9 + 0.5, 3) = round(0.53167, 3) = 0.532
        //         -> D = 23 -> 2285
        //   2285: P = .920 .634 .832 .517 .741 .973 .659 .752 .890, We = 6.918
        //         W - We = 0.082; pd = round(0.50911, 3) = 0.509 -> D = 6 -> 2291
        //   2291: P = .923 .642 .837 .525 .748 .974 .667 .759 .894, We = 6.969
        //         W - We = 0.031; pd = round(0.50344, 3) = 0.503 -> D = 2 -> 2293
        //   2293: P = .924 .645 .839 .528 .750 .974 .669 .761 .895, We = 6.985
        //         W - We = 0.015; pd = round(0.50167, 3) = 0.502 -> D = 1 -> 2294
        //   2294: P = .924 .646 .840 .530 .751 .975 .671 .762 .896, We = 6.995
        //         W - We = 0.005 <= 0.005: stop. Rh = 2294, as published.
        // (With the unrounded pd the second iterate would be 2284: 0.53167 -> D = 22.)
        ScoreSheet sheet;
        sheet.opponents = { 1888, 2188, 2013, 2273, 2102, 1742, 2169, 2092, 1938 };
        sheet.points = 7.0;
        const std::vector<double> expected = { 2262, 2285, 2291, 2293, 2294 };
        QCOMPARE(rd::dwz::performanceIterates(kModel, sheet), expected);
        QCOMPARE(rd::dwz::performance(kModel, sheet, kExtreme), 2294);
    }

    void twoCycleStopsOnTheGuard()
    {
        // Opponents 2006, 2006, 2006, 2106, 2106, 2106, 2106, 2190, W = 4.5, n = 8:
        // Rc = 16632/8 = 2079, W/n = 0.5625 -> 0.563 -> D = round(44.85) = 45 -> R0 = 2124.
        //   2124: P(118) = 0.662 (x3), P(18) = 0.525 (x4), P(-66) = 1 - 0.592 = 0.408
        //         We = 1.986 + 2.100 + 0.408 = 4.494, W - We = +0.006 > 0.005, not met before;
        //         pd = round(0.006/8 + 0.5, 3) = round(0.50075, 3) = 0.501 -> D = round(0.71) = 1
        //   2125: P(119) = 0.663 (x3), P(19) = 0.527 (x4), P(-65) = 1 - 0.591 = 0.409
        //         We = 1.989 + 2.108 + 0.409 = 4.506, W - We = -0.006: |0.006| was met at 2124,
        //         so the guard stops here and keeps 2125. Rh = 2125.
        // (Stopping on a repeated value instead would go back to 2124 and keep that.)
        ScoreSheet sheet;
        sheet.opponents = { 2006, 2006, 2006, 2106, 2106, 2106, 2106, 2190 };
        sheet.points = 4.5;
        const std::vector<double> expected = { 2124, 2125 };
        QCOMPARE(rd::dwz::performanceIterates(kModel, sheet), expected);
        QCOMPARE(rd::dwz::performance(kModel, sheet, kExtreme), 2125);
    }

    void lastIterateIsRoundedHalfUp()
    {
        // Opponents 1859, 1560, 1600, 1600, 1600, 1600, W = 2, n = 6: Rc = 9819/6 = 1636.5 is kept
        // unrounded. W/n = 0.333 -> D = round(-122.08) = -122 -> R0 = 1514.5.
        //   1514.5: P(-344.5) = 1 - 0.888 = 0.112, P(-45.5) = 0.436, P(-85.5) = 0.381 (x4)
        //           We = 0.112 + 0.436 + 1.524 = 2.072, W - We = -0.072
        //           pd = round(-0.012 + 0.5, 3) = 0.488 -> D = round(-8.51) = -9 -> 1505.5
        //   1505.5: P = 0.106, 0.424, 0.369 (x4): We = 2.006, W - We = -0.006
        //           pd = round(-0.001 + 0.5, 3) = 0.499 -> D = -1 -> 1504.5
        //   1504.5: P = 0.105, 0.422, 0.368 (x4): We = 1.999, W - We = 0.001: stop.
        // Rh = round_half_up(1504.5) = 1505 (truncation would give 1504).
        ScoreSheet sheet;
        sheet.opponents = { 1859, 1560, 1600, 1600, 1600, 1600 };
        sheet.points = 2.0;
        const std::vector<double> expected = { 1514.5, 1505.5, 1504.5 };
        QCOMPARE(rd::dwz::performanceIterates(kModel, sheet), expected);
        QCOMPARE(rd::dwz::performance(kModel, sheet, kExtreme), 1505);
    }

    void extremeScores()
    {
        // Seed 4.7.2.1.2: Rc -+ 677, rounded half up. Rc = (1600 + 1601)/2 = 1600.5:
        // 0 points -> 923.5 -> 924; 2 of 2 -> 2277.5 -> 2278.
        ScoreSheet sheet;
        sheet.opponents = { 1600, 1601 };
        QCOMPARE(rd::dwz::performance(kModel, sheet, kExtreme), 924);
        sheet.points = 2.0;
        QCOMPARE(rd::dwz::performance(kModel, sheet, kExtreme), 2278);
    }
};

QTEST_APPLESS_MAIN(TestDwzPerformance)
#include "tst_dwzperformance.moc"
