// The pieces of the US Chess algorithm against the numbers uscf.md documents, and the
// properties of the special formula (uscf.md §5.4).
#include "engine/rating/uscf/Formulas.h"
#include "engine/rating/uscf/InitialRating.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace rd::uscf;

namespace {

constexpr double kEpsilon = 1e-7;

UscfRules rules(const char *name, const char *endDate = "2026-08-30")
{
    return UscfRules::forRuleSet(name, *rd::Date::fromIso(endDate));
}

SpecialInput special(double prior, double effectiveGames, std::vector<double> opponents,
    double score, rd::UscfHistory history = rd::UscfHistory::Mixed, bool competedBefore = true)
{
    return { prior, effectiveGames, std::move(opponents), score, history, competedBefore };
}

bool near(double a, double b, double tolerance = 0.005)
{
    return std::fabs(a - b) <= tolerance;
}

rd::PlayerInput playerWith(const std::function<void(rd::UscfState &)> &fill)
{
    rd::PlayerInput player;
    player.id = std::string("player");
    rd::UscfState state;
    fill(state);
    player.uscf = state;
    return player;
}

} // namespace

class TestUscfFormulas : public QObject {
    Q_OBJECT

private slots:
    void effectiveGames_data()
    {
        QTest::addColumn<double>("rating");
        QTest::addColumn<double>("of2004");
        QTest::addColumn<double>("of2013");
        // uscf.md §4 reference table; 1700 -> 50/sqrt(1 + 500^2/100000) = 26.726 (2004) and
        // 50/sqrt(0.662 + 0.00000739 * 869^2) = 50/sqrt(6.2427) = 20.012 (2013).
        QTest::newRow("100") << 100.0 << 7.445 << 7.395;
        QTest::newRow("800") << 800.0 << 11.016 << 10.252;
        QTest::newRow("1200") << 1200.0 << 15.076 << 13.125;
        QTest::newRow("1500") << 1500.0 << 20.585 << 16.568;
        QTest::newRow("1700") << 1700.0 << 26.726 << 20.012;
        QTest::newRow("2000") << 2000.0 << 42.258 << 28.608;
        QTest::newRow("2200") << 2200.0 << 50.0 << 38.712;
        QTest::newRow("2300") << 2300.0 << 50.0 << 45.706;
        QTest::newRow("2400") << 2400.0 << 50.0 << 50.0;
    }

    void effectiveGames()
    {
        QFETCH(double, rating);
        QFETCH(double, of2004);
        QFETCH(double, of2013);
        QVERIFY(near(effectiveGamesCap(EffectiveGamesFormula::Of2004, rating), of2004, 0.0005));
        QVERIFY(near(effectiveGamesCap(EffectiveGamesFormula::Of2013, rating), of2013, 0.0005));
    }

    void kTableOf2004_data()
    {
        QTest::addColumn<double>("effectiveGames");
        QTest::addColumn<int>("games");
        QTest::addColumn<double>("full");
        QTest::addColumn<double>("half");
        // uscf.md §6, the 2004 table N' / m / full K / half K, printed to two decimals; 50/6 half
        // is printed 7.54 for 400/53 = 7.547 (cut, not rounded), hence the 0.01 tolerance.
        QTest::newRow("6/4") << 6.0 << 4 << 80.0 << 50.0;
        QTest::newRow("6/6") << 6.0 << 6 << 66.67 << 44.44;
        QTest::newRow("6/10") << 6.0 << 10 << 50.0 << 36.36;
        QTest::newRow("20/4") << 20.0 << 4 << 33.33 << 18.18;
        QTest::newRow("20/6") << 20.0 << 6 << 30.77 << 17.39;
        QTest::newRow("20/10") << 20.0 << 10 << 26.67 << 16.0;
        QTest::newRow("50/4") << 50.0 << 4 << 14.81 << 7.69;
        QTest::newRow("50/6") << 50.0 << 6 << 14.29 << 7.54;
        QTest::newRow("50/10") << 50.0 << 10 << 13.33 << 7.27;
    }

    void kTableOf2004()
    {
        QFETCH(double, effectiveGames);
        QFETCH(int, games);
        QFETCH(double, full);
        QFETCH(double, half);
        UscfRules seed = rules("uscf-2004");
        const StandardInput input { 1500, effectiveGames, std::vector<double>(games, 1500.0),
            games / 2.0, 1, false };
        QVERIFY(near(standardRating(seed, input).k, full, 0.01));
        seed.halfK = true;
        QVERIFY(near(standardRating(seed, input).k, half, 0.01));
    }

    void bonusThresholds()
    {
        // uscf.md §6, B = 10: threshold 20 for 3 or 4 games, 22.36 for 5, 30 for 9.
        // A player 1500 with N' 10 beats equal opponents: K = 800/(10 + m), K(S - E) = K m/2.
        const UscfRules current = rules("uscf-current"); // B = 10 from 2025
        QCOMPARE(current.bonusMultiplier, 10.0);
        for (const auto &[m, threshold] : { std::pair { 3, 20.0 }, std::pair { 4, 20.0 },
                 std::pair { 5, 22.36 }, std::pair { 9, 30.0 } }) {
            const StandardInput input { 1500, 10, std::vector<double>(m, 1500.0), double(m), 1,
                false };
            const StandardResult result = standardRating(current, input);
            const double change = 800.0 / (10 + m) * m / 2.0;
            QVERIFY(near(result.bonus, std::max(0.0, change - threshold), 0.01));
            QVERIFY(near(result.rating, 1500 + change + result.bonus));
        }
        // m = 3: 800/13 * 1.5 = 92.31 -> bonus 72.31 (threshold as for 4 games).
        const StandardInput three { 1500, 10, { 1500, 1500, 1500 }, 3, 1, false };
        QVERIFY(near(standardRating(current, three).bonus, 72.31));
    }

    void noBonusForShortEventsOrRepeatedOpponents()
    {
        const UscfRules current = rules("uscf-current");
        // Two games only.
        QCOMPARE(standardRating(current, { 1500, 10, { 1500, 1500 }, 2, 1, false }).bonus, 0.0);
        // An opponent met three times.
        QCOMPARE(
            standardRating(current, { 1500, 10, { 1500, 1500, 1500, 1500 }, 4, 3, false }).bonus,
            0.0);
        // Twice is still allowed: 800/14 * 2 = 114.29 - 20 = 94.29.
        QVERIFY(near(
            standardRating(current, { 1500, 10, { 1500, 1500, 1500, 1500 }, 4, 2, false }).bonus,
            94.29));
    }

    void bonusMultiplierByEndDate()
    {
        // uscf.md §0/§6: 10, 6 (Jul 2008), 10 (Jul 2014), 12 (2015), 14 (May 1 2017), 12 (Feb 1
        // 2023), 10 (Jan 1 2025).
        const std::pair<const char *, double> timeline[] = {
            { "2005-01-01", 10 },
            { "2008-07-01", 6 },
            { "2014-06-30", 6 },
            { "2014-07-01", 10 },
            { "2016-01-01", 12 },
            { "2017-04-30", 12 },
            { "2017-05-01", 14 },
            { "2023-01-31", 14 },
            { "2023-02-01", 12 },
            { "2024-12-31", 12 },
            { "2025-01-01", 10 },
            { "2026-08-30", 10 },
        };
        for (const auto &[date, b] : timeline)
            QCOMPARE(bonusMultiplierOn(*rd::Date::fromIso(date)), b);
    }

    void everyConstantIsANamedParameter()
    {
        rd::Params params;
        params["bonus_b"] = 14.0;
        params["special_cap"] = 0.0;
        params["effective_games"] = std::string("2004");
        params["rounding"] = std::string("directional");
        params["personal_floor"] = false;
        params["floor_lowest"] = 1400.0;
        const UscfRules changed
            = UscfRules::forRuleSet("uscf-current", *rd::Date::fromIso("2026-08-30"), params);
        QCOMPARE(changed.bonusMultiplier, 14.0);
        QCOMPARE(changed.specialCap, 0.0);
        QVERIFY(changed.effectiveGames == EffectiveGamesFormula::Of2004);
        QVERIFY(changed.rounding == Rounding::Directional);
        QVERIFY(!changed.personalFloor);
        QCOMPARE(changed.lowestFloor, 1400.0);
        // Every parameter of the catalog is one the rules know.
        QCOMPARE(parameterSpecs().size(), std::size_t { 22 });
    }

    void reducedKOnTheRegularSideOfDualEvents()
    {
        // uscf.md §6 (2013+): 2200 < R0 < 2500: K = 800 (6.5 - 0.0025 R0)/(N' + m); R0 >= 2500:
        // 200/(N' + m).
        const UscfRules current = rules("uscf-current");
        const std::vector<double> four(4, 2300.0);
        QVERIFY(near(standardRating(current, { 2300, 46, four, 2, 1, true }).k,
            800 * (6.5 - 0.0025 * 2300) / 50));
        QVERIFY(near(standardRating(current, { 2600, 46, four, 2, 1, true }).k, 200.0 / 50));
        QVERIFY(near(standardRating(current, { 2200, 46, four, 2, 1, true }).k, 800.0 / 50));
        QVERIFY(near(standardRating(current, { 2300, 46, four, 2, 1, false }).k, 800.0 / 50));
    }

    void specialFormulaLinearRegion()
    {
        // uscf.md §5.1: with every opponent and the prior within 400 the result is
        // (N' R0 + sum Ri + 400 (2S - m)) / (N' + m). N' 5, R0 1500, opponents 1400, 1500, 1600,
        // 1600, S = 2: (7500 + 6100 + 0) / 9 = 1511.11.
        QVERIFY(near(specialRating(special(1500, 5, { 1400, 1500, 1600, 1600 }, 2), kEpsilon, 2700),
            1511.11));
        // S = 3: (7500 + 6100 + 800) / 9 = 1600.
        QVERIFY(near(specialRating(special(1500, 5, { 1400, 1500, 1600, 1600 }, 3), kEpsilon, 2700),
            1600.0));
    }

    void specialFormulaWinsNeverLowerLossesNeverRaise()
    {
        // uscf.md §5.4, over a grid of priors and opponents far and near.
        for (double prior : { 300.0, 900.0, 1500.0, 2100.0 }) {
            for (double opponent : { 100.0, 800.0, 1450.0, 1550.0, 2400.0 }) {
                for (double n : { 0.0, 3.0, 8.0 }) {
                    const double win = specialRating(
                        special(prior, n, { opponent }, 1, rd::UscfHistory::Mixed, n > 0), kEpsilon,
                        0);
                    const double loss = specialRating(
                        special(prior, n, { opponent }, 0, rd::UscfHistory::Mixed, n > 0), kEpsilon,
                        0);
                    QVERIFY2(win >= prior - 1e-9,
                        qPrintable(QStringLiteral("win %1 %2 %3").arg(prior).arg(opponent).arg(n)));
                    QVERIFY2(loss <= prior + 1e-9,
                        qPrintable(
                            QStringLiteral("loss %1 %2 %3").arg(prior).arg(opponent).arg(n)));
                }
            }
        }
    }

    void specialFormulaFlatRegions()
    {
        // uscf.md §5.3: unrated adult R0 1300, N' 0, four wins against 800s: f = sum PWe - 4 is
        // zero from 1200 on: zero set [1200, inf); the point nearest the prior is 1300 itself.
        const SpecialInput fourWins
            = special(1300, 0, { 800, 800, 800, 800 }, 4, rd::UscfHistory::Mixed, false);
        const ZeroSet zeroSet = specialZeroSet(fourWins, kEpsilon);
        QVERIFY(near(zeroSet.low, 1200));
        QVERIFY(std::isinf(zeroSet.high));
        QCOMPARE(specialRating(fourWins, kEpsilon, 0), 1300.0);
        // Four losses against 800s: zero set (-inf, 400]: 400.
        const SpecialInput fourLosses
            = special(1300, 0, { 800, 800, 800, 800 }, 0, rd::UscfHistory::Mixed, false);
        QVERIFY(std::isinf(specialZeroSet(fourLosses, kEpsilon).low));
        QVERIFY(near(specialRating(fourLosses, kEpsilon, 0), 400));
        // Four wins against 1600s from prior 1300: zero set [2000, inf) -> 2000.
        QVERIFY(near(specialRating(special(1300, 0, { 1600, 1600, 1600, 1600 }, 4,
                                       rd::UscfHistory::Mixed, false),
                         kEpsilon, 0),
            2000));
        // A draw against one opponent from N' 0: zero set is the single point 1600.
        QVERIFY(near(specialRating(special(1300, 0, { 1600 }, 0.5, rd::UscfHistory::Mixed, false),
                         kEpsilon, 0),
            1600));
    }

    void specialFormulaAllWinsAndAllLossesHistories()
    {
        // uscf.md §5.1: all wins: R0' = R0 - 400, S' = S + N'. R0 1500, N' 4, a win against 1900:
        // f(R) = 4 PWe(R, 1100) + PWe(R, 1900) - 5; from R = 1500 on the first term is 4, so
        // PWe(R, 1900) must be 1: R = 2300. With a mixed history, S' = 1 + 2 and in the linear
        // region 4 (0.5 + (R - 1500)/800) + 0.5 + (R - 1900)/800 = 3
        //   -> 4 (R - 1500) + (R - 1900) = 400 -> 5R = 8300 -> R = 1660.
        QVERIFY(near(
            specialRating(special(1500, 4, { 1900 }, 1, rd::UscfHistory::AllWins), kEpsilon, 0),
            2300));
        QVERIFY(
            near(specialRating(special(1500, 4, { 1900 }, 1, rd::UscfHistory::Mixed), kEpsilon, 0),
                1660));
        // All losses: R0' = R0 + 400, S' = S. A loss to 1100: 4 PWe(R, 1900) + PWe(R, 1100) = 0
        // holds up to R = 700 (both terms zero): zero set (-inf, 700] -> 700. Mixed, S' = 0 + 2:
        // 4 (0.5 + (R - 1500)/800) + 0.5 + (R - 1100)/800 = 2
        //   -> 4 (R - 1500) + (R - 1100) = -400 -> 5R = 6700 -> R = 1340.
        QVERIFY(near(
            specialRating(special(1500, 4, { 1100 }, 0, rd::UscfHistory::AllLosses), kEpsilon, 0),
            700));
        QVERIFY(
            near(specialRating(special(1500, 4, { 1100 }, 0, rd::UscfHistory::Mixed), kEpsilon, 0),
                1340));
    }

    void specialFormulaCap()
    {
        // Newer rules cap the special rating at 2700: N' 0, a win against 2500 gives [2900, inf).
        QCOMPARE(specialRating(
                     special(2000, 0, { 2500 }, 1, rd::UscfHistory::Mixed, false), kEpsilon, 2700),
            2700.0);
        QVERIFY(near(specialRating(
                         special(2000, 0, { 2500 }, 1, rd::UscfHistory::Mixed, false), kEpsilon, 0),
            2900));
    }

    void initialRatings()
    {
        const rd::Date end = *rd::Date::fromIso("2026-08-30");
        const UscfRules current = rules("uscf-current");
        const UscfRules of2008 = rules("uscf-current", "2020-01-01");
        const UscfRules seed = rules("uscf-2004");
        // FIDE (uscf.md §3.2): 2008 formula: 1420 -> 0.94 * 1420 + 180 = 1514.8 ("1515, based on
        // 5"); 2400 -> 1.02 * 2400 + 20 = 2468 ("based on 10"). 2024 formula: 1420 -> -1073 +
        // 1.5667 * 1420 = 1151.71. 2004: FIDE + 50.
        auto fide = [](double rating) {
            return playerWith([rating](rd::UscfState &s) { s.fide = rating; });
        };
        QVERIFY(
            near(initialRating(of2008, fide(1420), rd::UscfSystem::Regular, nullptr, end).rating,
                1514.8));
        QCOMPARE(
            initialRating(of2008, fide(1420), rd::UscfSystem::Regular, nullptr, end).games, 5.0);
        QVERIFY(near(
            initialRating(of2008, fide(2400), rd::UscfSystem::Regular, nullptr, end).rating, 2468));
        QCOMPARE(
            initialRating(of2008, fide(2400), rd::UscfSystem::Regular, nullptr, end).games, 10.0);
        QVERIFY(
            near(initialRating(current, fide(1420), rd::UscfSystem::Regular, nullptr, end).rating,
                1151.714));
        QVERIFY(
            near(initialRating(current, fide(2000), rd::UscfSystem::Regular, nullptr, end).rating,
                2060.4));
        QVERIFY(near(
            initialRating(seed, fide(2151), rd::UscfSystem::Regular, nullptr, end).rating, 2201));
        QCOMPARE(initialRating(seed, fide(2150), rd::UscfSystem::Regular, nullptr, end).games, 5.0);
        // CFC: 1649 -> 1.1 * 1649 - 240 = 1573.9 (the 2005 example "1574"), 5 games; 1500 -> 1410,
        // 0 games.
        auto cfc = [](double rating) {
            return playerWith([rating](rd::UscfState &s) { s.cfc = rating; });
        };
        QVERIFY(
            near(initialRating(current, cfc(1649), rd::UscfSystem::Regular, nullptr, end).rating,
                1573.9));
        QCOMPARE(
            initialRating(current, cfc(1649), rd::UscfSystem::Regular, nullptr, end).games, 5.0);
        QVERIFY(near(
            initialRating(current, cfc(1500), rd::UscfSystem::Regular, nullptr, end).rating, 1410));
        QCOMPARE(
            initialRating(current, cfc(1500), rd::UscfSystem::Regular, nullptr, end).games, 0.0);
        // Quick for a Regular event (N 0), Regular for a Quick event (N = min(10, games)), >= 4
        // games.
        rd::UscfRatingState other;
        other.rating = 1234;
        other.games = 30;
        const rd::PlayerInput plain = playerWith([](rd::UscfState &) {});
        QCOMPARE(
            initialRating(current, plain, rd::UscfSystem::Regular, &other, end).rating, 1234.0);
        QCOMPARE(initialRating(current, plain, rd::UscfSystem::Regular, &other, end).games, 0.0);
        QCOMPARE(initialRating(current, plain, rd::UscfSystem::Quick, &other, end).games, 10.0);
        other.games = 3;
        QCOMPARE(initialRating(current, plain, rd::UscfSystem::Quick, &other, end).source,
            std::string("default"));
        // Age: born 2014-08-30 is 12.0 years old on 2026-08-30 (4383 days / 365.25):
        // 2006 formula 50 * 12 = 600; 2004 formula 300 + 50 * 12 = 900.
        rd::PlayerInput child = plain;
        child.birthDate = *rd::Date::fromIso("2014-08-30");
        QVERIFY(near(
            initialRating(current, child, rd::UscfSystem::Regular, nullptr, end).rating, 600.0));
        QVERIFY(
            near(initialRating(seed, child, rd::UscfSystem::Regular, nullptr, end).rating, 900.0));
        // 2004: an age below 4 counts as 20 -> 1300; 2006: clamped to 100 ... 1300.
        child.birthDate = *rd::Date::fromIso("2024-08-30");
        QCOMPARE(initialRating(seed, child, rd::UscfSystem::Regular, nullptr, end).rating, 1300.0);
        QCOMPARE(
            initialRating(current, child, rd::UscfSystem::Regular, nullptr, end).rating, 100.0);
        child.birthDate = *rd::Date::fromIso("1970-01-01");
        QCOMPARE(
            initialRating(current, child, rd::UscfSystem::Regular, nullptr, end).rating, 1300.0);
        // Nothing known: 750.
        QCOMPARE(
            initialRating(current, plain, rd::UscfSystem::Regular, nullptr, end).rating, 750.0);
        QCOMPARE(initialRating(current, plain, rd::UscfSystem::Regular, nullptr, end).source,
            std::string("default"));
    }
};

QTEST_APPLESS_MAIN(TestUscfFormulas)
#include "tst_uscfformulas.moc"
