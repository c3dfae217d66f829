// The follow-up DWZ of a rated player in each era: E with acceleration factor and braking
// surcharge (dwz.md §5.1), the seed's E (§4.1) and the 2026 K (§6.1-6.3). Every expected value
// is calculated in the comment next to it.
#include "engine/rating/dwz/FollowUp.h"
#include "tests/rating/FieldValues.h"

#include <QTest>

using rd::dwz::DwzRules;
using rd::dwz::FollowUpInput;

namespace {

int coefficient(const rd::dwz::FollowUp &result, const char *key)
{
    return rd::test::integer(result.details, key);
}

double decimal(const rd::dwz::FollowUp &result, const char *key)
{
    return rd::test::number(result.details, key);
}

FollowUpInput input(int ro, int index, int age, double points, double expected, int games)
{
    return { ro, index, age, points, expected, games };
}

} // namespace

class TestDwzFollowUp : public QObject {
    Q_OBJECT

private slots:
    void eraBAndCDevelopmentCoefficient_data()
    {
        QTest::addColumn<int>("ro");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("age");
        QTest::addColumn<double>("points");
        QTest::addColumn<double>("expected");
        QTest::addColumn<int>("games");
        QTest::addColumn<int>("e");
        QTest::addColumn<int>("rn");
        // Official row quoted in dwz.md §5.1: youth Ro 1219, W 2 > We 1.276 (n 4): E0 = 1.219^4 + 5
        // = 7.208, fB = 1219/2000 = 0.6095 -> 4.39 -> 4 -> raised to 5;
        // Rn = 1219 + 800 * 0.724 / 9 = 1283.36 -> 1283 (official).
        QTest::newRow("official youth row") << 1219 << 20 << 15 << 2.0 << 1.276 << 4 << 5 << 1283;
        // fB needs W >= We (inclusive): youth 1600, W = We = 2: E0 = 6.5536 + 5 = 11.554,
        // fB 0.8 -> 9.24 -> 9; Rn = Ro.
        QTest::newRow("fB at W = We") << 1600 << 20 << 15 << 2.0 << 2.0 << 4 << 9 << 1600;
        // W one thousandth below We: fB = 1 -> 11.554 -> 12; Rn = 1600 - 0.8/16 = 1599.95 -> 1600.
        QTest::newRow("no fB below We") << 1600 << 20 << 15 << 2.0 << 2.001 << 4 << 12 << 1600;
        // Age 20 is youth, 21 junior (J 10, fB = 1): E0 = 6.5536 + 10 = 16.554 -> 17;
        // Rn = 1600 + 800 * 1 / 21 = 1638.10 -> 1638.
        QTest::newRow("junior: no fB") << 1600 << 20 << 21 << 3.0 << 2.0 << 4 << 17 << 1638;
        // fB is clamped to 0.5 ... 1.0: Ro 800 -> 0.4 -> 0.5: E0 = 0.4096 + 5 = 5.41 -> 2.70 -> 3
        // -> 5. Rn = 800 + 800 * 1 / 9 = 888.89 -> 889.
        QTest::newRow("fB at least 0.5") << 800 << 20 << 15 << 3.0 << 2.0 << 4 << 5 << 889;
        // Ro 2200 -> 1.1 -> 1.0: E0 = 23.4256 + 5 = 28.43 -> 28; Rn = 2200 + 800/32 = 2225.
        QTest::newRow("fB at most 1") << 2200 << 20 << 15 << 3.0 << 2.0 << 4 << 28 << 2225;
        // SBr needs Ro < 1300 and W <= We (inclusive). Ro 1299, W = We, index 2:
        // E0 = 1.299^4 + 15 = 17.847, SBr = e^(1/150) - 1 = 0.0067 -> 17.85 -> 18, and with SBr
        // the index cap 5 * 2 = 10 does not apply.
        QTest::newRow("SBr at W = We, no index cap")
            << 1299 << 2 << 40 << 2.0 << 2.0 << 4 << 18 << 1299;
        // Ro 1300: no SBr -> E0 = 2.8561 + 15 = 17.856 -> 18, capped at 5 * 2 = 10.
        QTest::newRow("no SBr at 1300") << 1300 << 2 << 40 << 2.0 << 2.0 << 4 << 10 << 1300;
        // Ro 1299 with W above We: no SBr, the cap applies: 10; Rn = 1299 + 800 * 0.5 / 14 =
        // 1327.57 -> 1328.
        QTest::newRow("no SBr above We") << 1299 << 2 << 40 << 2.5 << 2.0 << 4 << 10 << 1328;
        // Large SBr is capped at 150: Ro 500: SBr = e^(800/150) - 1 = 206.1; E0 = 15.06 -> 150.
        // Rn = 500 + 800 * (1 - 2) / 154 = 494.81 -> 495.
        QTest::newRow("E at most 150") << 500 << 20 << 40 << 1.0 << 2.0 << 4 << 150 << 495;
        // Official (tests/data/dwz-dewis-histories.json C4.3): Ro 852, index 3, W = We = 0: SBr =
        // e^(448/150) - 1 = 18.82, E0 = 0.527 + 15 -> 34.35 -> 34 (no index cap), Rn = Ro.
        QTest::newRow("official C4.3") << 852 << 3 << 40 << 0.0 << 0.0 << 6 << 34 << 852;
        // A youth at W = We below 1300 gets both: Ro 1000: E0 = 1 + 5 = 6, fB 0.5 -> 3,
        // SBr = e^2 - 1 = 6.389 -> 9.389 -> 9.
        QTest::newRow("fB and SBr together") << 1000 << 20 << 15 << 2.0 << 2.0 << 4 << 9 << 1000;
    }

    void eraBAndCDevelopmentCoefficient()
    {
        QFETCH(int, ro);
        QFETCH(int, index);
        QFETCH(int, age);
        QFETCH(double, points);
        QFETCH(double, expected);
        QFETCH(int, games);
        QFETCH(int, e);
        QFETCH(int, rn);
        for (const char *ruleset : { "dwz-2002", "dwz-2016" }) {
            const auto result = rd::dwz::followUp(
                DwzRules::forRuleSet(ruleset), input(ro, index, age, points, expected, games));
            QCOMPARE(coefficient(result, "E"), e);
            QCOMPARE(result.rating, rn);
            QCOMPARE(result.index, index + 1);
        }
    }

    void seedEraHasNeitherAccelerationNorBraking()
    {
        // Era A: the official youth row evaluated with the seed's E = round(1.219^4 + 5) = 7:
        // Rn = 1219 + 800 * 0.724 / 11 = 1271.65 -> 1272. Ro 500 below We: E = round(0.0625 + 15)
        // = 15, index 20 -> 15 (no SBr): Rn = 500 - 800/19 = 457.89 -> 458.
        const auto youth = rd::dwz::followUp(
            DwzRules::forRuleSet("dwz-1993"), input(1219, 20, 15, 2.0, 1.276, 4));
        QCOMPARE(coefficient(youth, "E"), 7);
        QCOMPARE(youth.rating, 1272);
        const auto weak
            = rd::dwz::followUp(DwzRules::forRuleSet("dwz-1993"), input(500, 20, 40, 1.0, 2.0, 4));
        QCOMPARE(coefficient(weak, "E"), 15);
        QCOMPARE(weak.rating, 458);
    }

    void kFactorOf2026_data()
    {
        QTest::addColumn<int>("ro");
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("age");
        QTest::addColumn<double>("points");
        QTest::addColumn<double>("expected");
        QTest::addColumn<int>("k0");
        QTest::addColumn<double>("k");
        QTest::addColumn<int>("rn");
        // dwz.md §6: K = min(round(K0 b + a, 1), 80), Rn = max(1100, round(Ro + K (W - We))).
        // Youth (A <= 20), Ro < 2000, W >= We: a = (2000 - Ro)/30. Ro 1500, index 5: K0 44,
        // a = 16.667 -> 60.7; Rn = 1500 + 60.7 * 1 = 1560.7 -> 1561.
        QTest::newRow("youth < 2000") << 1500 << 5 << 15 << 3.0 << 2.0 << 44 << 60.7 << 1561;
        // Youth 2100 (still the first group below 2200), index 12: K0 32, a = 0 -> 32.0; Rn 2132.
        QTest::newRow("youth 2000-2199") << 2100 << 12 << 15 << 3.0 << 2.0 << 32 << 32.0 << 2132;
        // Youth 2250: third group, index 12: 25; Rn = 2250 + 25 = 2275.
        QTest::newRow("youth >= 2200") << 2250 << 12 << 15 << 3.0 << 2.0 << 25 << 25.0 << 2275;
        // Junior (21-25) below 1600: a1 = 4. Index 3: K0 48 -> 52.0; Rn 1552.
        QTest::newRow("junior < 1600") << 1500 << 3 << 23 << 3.0 << 2.0 << 48 << 52.0 << 1552;
        // Junior 1700: no surcharge: 48.0; Rn 1748.
        QTest::newRow("junior >= 1600") << 1700 << 3 << 23 << 3.0 << 2.0 << 48 << 48.0 << 1748;
        // dwz.md §6.7: adult 1500, index 12, W 5, We 3.5: K0 28, a2 = 4 -> 32.0; 1500 + 48 = 1548.
        QTest::newRow("adult < 1600, §6.7") << 1500 << 12 << 40 << 5.0 << 3.5 << 28 << 32.0 << 1548;
        // §6.7: W 2 < We 3.5: b = (1500 + 800)/2400 = 0.9583, a = 0 -> 26.83 -> 26.8;
        // 1500 - 26.8 * 1.5 = 1459.8 -> 1460.
        QTest::newRow("adult braked, §6.7") << 1500 << 12 << 40 << 2.0 << 3.5 << 28 << 26.8 << 1460;
        // Adult 1900, index 4: K0 42, no b (Ro >= 1600): 42.0; 1900 - 42 = 1858.
        QTest::newRow("adult 1600-1999") << 1900 << 4 << 40 << 1.0 << 2.0 << 42 << 42.0 << 1858;
        // Adult 2000: third group, index 1: 60; 2000 + 60 * 0.5 = 2030.
        QTest::newRow("adult >= 2000, index 1")
            << 2000 << 1 << 40 << 2.5 << 2.0 << 60 << 60.0 << 2030;
        // Index 0 counts as 1, index > 10 uses the last column: adult 2000, index 11: 25.
        QTest::newRow("index 0") << 2000 << 0 << 40 << 2.5 << 2.0 << 60 << 60.0 << 2030;
        QTest::newRow("index 11") << 2000 << 11 << 40 << 2.5 << 2.0 << 25 << 25.0 << 2013;
        // Kmax: youth 1100, index 1: 60 + 900/30 = 90 -> 80; 1100 + 80 = 1180.
        QTest::newRow("K at most 80") << 1100 << 1 << 15 << 3.0 << 2.0 << 60 << 80.0 << 1180;
        // Floor: adult 1120, index 12, W 0, We 1.5: b = 1920/2400 = 0.8 -> K 22.4;
        // 1120 - 33.6 = 1086.4 -> raised to 1100.
        QTest::newRow("floor 1100") << 1120 << 12 << 40 << 0.0 << 1.5 << 28 << 22.4 << 1100;
    }

    void kFactorOf2026()
    {
        QFETCH(int, ro);
        QFETCH(int, index);
        QFETCH(int, age);
        QFETCH(double, points);
        QFETCH(double, expected);
        QFETCH(int, k0);
        QFETCH(double, k);
        QFETCH(int, rn);
        const auto result = rd::dwz::followUp(
            DwzRules::forRuleSet("dwz-2026"), input(ro, index, age, points, expected, 5));
        QCOMPARE(coefficient(result, "K0"), k0);
        QCOMPARE(decimal(result, "K"), k);
        QCOMPARE(result.rating, rn);
        QVERIFY(!rd::findField(result.details, "E"));
    }

    void kFactorParametersCanBeChanged()
    {
        // The "Stellgroessen" are data: with k_max 50 the youth case above gets K 50: 1150.
        rd::Params params;
        params["k_max"] = 50.0;
        params["k_floor"] = 1000.0;
        const DwzRules rules = DwzRules::forRuleSet("dwz-2026", params);
        QCOMPARE(rules.kFactor->validFrom, *rd::Date::fromIso("2026-06-08"));
        QCOMPARE(rd::dwz::followUp(rules, input(1100, 1, 15, 3.0, 2.0, 5)).rating, 1150);
        // Floor 1000: 1120 - 33.6 = 1086.4 -> 1086.
        QCOMPARE(rd::dwz::followUp(rules, input(1120, 12, 40, 0.0, 1.5, 5)).rating, 1086);
    }
};

QTEST_APPLESS_MAIN(TestDwzFollowUp)
#include "tst_dwzfollowup.moc"
