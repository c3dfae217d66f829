// The DWZ engine on whole tournaments: official evaluations, official rating histories and
// tournaments calculated by hand (each calculation written out next to its test).
#include "engine/rating/Evaluator.h"
#include "engine/rating/StateCarrier.h"
#include "tests/rating/DwzTestEvents.h"
#include "tests/rating/FieldValues.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <tuple>

using rd::test::DwzEventBuilder;
using rd::test::field;
using rd::test::flag;
using rd::test::integer;
using rd::test::isNull;

namespace {

double decimal(const rd::Fields &fields, const std::string &key)
{
    return rd::test::number(fields, key);
}

rd::Evaluation evaluate(const DwzEventBuilder &builder)
{
    return rd::dwz::evaluate(builder.event());
}

const rd::PlayerEvaluation &player(const rd::Evaluation &evaluation, const std::string &id)
{
    const auto *found = rd::test::findPlayer(evaluation, id);
    if (!found)
        qFatal("no player %s", id.c_str());
    return *found;
}

QString status(const rd::PlayerEvaluation &evaluation)
{
    return QString::fromStdString(rd::toString(evaluation.status));
}

QJsonArray testdataCases(const char *file)
{
    QFile json(QStringLiteral(RD_TEST_DATA_DIR "/") + QLatin1String(file));
    if (!json.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", file);
    return QJsonDocument::fromJson(json.readAll())
        .object()
        .value(QStringLiteral("cases"))
        .toArray();
}

bool hasWarning(const rd::Evaluation &evaluation, const std::string &text)
{
    for (const auto &warning : evaluation.warnings) {
        if (rd::englishText(warning).find(text) != std::string::npos)
            return true;
    }
    return false;
}

} // namespace

class TestDwzEvaluator : public QObject {
    Q_OBJECT

private slots:
    void officialElobaseEvaluations_data()
    {
        QTest::addColumn<QJsonObject>("evaluation");
        for (const auto &entry : testdataCases("dwz-official-evaluations.json")) {
            const QJsonObject object = entry.toObject();
            QTest::newRow(qPrintable(object.value("id").toString())) << object;
        }
    }

    void officialElobaseEvaluations()
    {
        // tests/data/dwz-official-evaluations.json: one player (born 1976) against rated
        // opponents who play nobody else. A01 is from 1995 (age 19, youth: E = round(2.085^4 + 5)
        // = 24), the others from 1997 on (juniors). Index 20: the index cap does not bite.
        QFETCH(QJsonObject, evaluation);
        const bool youth = evaluation.value("id").toString() == QLatin1String("A01");
        DwzEventBuilder builder("dwz-1993", youth ? "1995-06-30" : "1998-06-30");
        builder.rated("P", evaluation.value("Ro").toInt(), 20, 1976);
        const QJsonArray opponents = evaluation.value("opponents").toArray();
        const QJsonArray results = evaluation.value("results").toArray();
        for (int i = 0; i < opponents.size(); ++i) {
            const std::string id = QStringLiteral("O%1").arg(i).toStdString();
            builder.rated(id, opponents[i].toInt(), 20, 1960);
            const double score = results[i].toDouble();
            builder.game("P", id, score == 1.0 ? "1-0" : score == 0.0 ? "0-1" : "1/2-1/2");
        }
        const auto result = evaluate(builder);
        const auto &p = player(result, "P");
        const QJsonObject expected = evaluation.value("expected").toObject();
        QCOMPARE(status(p), QStringLiteral("rated"));
        QCOMPARE(decimal(p.details, "We"), expected.value("We").toDouble());
        QCOMPARE(integer(p.details, "E"), evaluation.value("E").toInt());
        QCOMPARE(integer(p.after, "rating"), expected.value("Rn").toInt());
        QCOMPARE(integer(p.details, "Rh"), expected.value("Rh").toInt());
        QCOMPARE(integer(p.after, "index"), 21);
        // Each game keeps P's expectation in it and its share of his change (seed 4.9.1:
        // Rn - Ro = 800 (W - We)/(E + n), game by game): the expectations add up to the
        // official We (each kept to 3 places, so within half a thousandth a game), the shares
        // to the official Rn - Ro (within the rounding of Rn and of each share to 0.1).
        QCOMPARE(result.games.size(), std::size_t(opponents.size()));
        double expectations = 0.0;
        double changes = 0.0;
        for (const rd::Fields &game : result.games) {
            const rd::Fields &side = rd::test::object(game, "white");
            expectations += decimal(side, "expected");
            changes += decimal(side, "change");
        }
        QVERIFY2(std::fabs(expectations - expected.value("We").toDouble())
                <= 0.0005 * opponents.size() + 1e-9,
            qPrintable(QString::number(expectations)));
        QVERIFY2(
            std::fabs(changes - (expected.value("Rn").toInt() - evaluation.value("Ro").toInt()))
                <= 0.5 + 0.05 * opponents.size() + 1e-9,
            qPrintable(QString::number(changes)));
    }

    void officialDewisHistories_data()
    {
        QTest::addColumn<QJsonObject>("row");
        for (const auto &entry : testdataCases("dwz-dewis-histories.json")) {
            const QJsonObject object = entry.toObject();
            QTest::newRow(qPrintable(object.value("id").toString())) << object;
        }
    }

    void officialDewisHistories()
    {
        // tests/data/dwz-dewis-histories.json: DeWIS 2010-2023 (eras B/C), every row an adult
        // (J = 15), evaluated as a summary player (seed 4.10.1) from W, n and We.
        QFETCH(QJsonObject, row);
        QCOMPARE(row.value("J").toInt(), 15);
        DwzEventBuilder builder("dwz-2016", "2018-06-30");
        builder.rated("P", row.value("Ro").toInt(), row.value("index").toInt(), 1960)
            .summary(row.value("W").toDouble(), row.value("n").toInt(), row.value("We").toDouble());
        const auto result = evaluate(builder);
        const auto &p = player(result, "P");
        QCOMPARE(status(p), QStringLiteral("rated"));
        QCOMPARE(integer(p.after, "rating"), row.value("expected_Rn").toInt());
        QCOMPARE(integer(p.after, "index"), row.value("expected_index").toInt());
    }

    // ---- Tournaments calculated by hand. P(D) is the 3-decimal model: P = round(Phi(D/282.84), 3)
    // ---- (dwz.md §3.4); D(P) the unrounded inverse 282.84 Phi^-1(P) rounded (see Probability.h).

    void newcomerInStageOne()
    {
        // Era C. N (adult, no DWZ) against five rated adults (index 20):
        //   R1 1500: 1, R2 1600: 1/2, R3 1700: 0, R4 1550: 1, R5 1650: 1/2  -> W = 3, n = 5.
        // Rc = 8000/5 = 1600; P = 0.6 -> D = 72 -> start 1672.
        //   R = 1672: We = 2.987, pd = (3 - 2.987)/5 + 0.5 = 0.5026 -> D = 2
        //   R = 1674: We = 3.000 -> pd = 0.5 -> D = 0: first DWZ 1674, index 1 (Rh = 1674).
        // Rated opponents count the game with 1674 (seed 4.7.3.1), n = 1, E = round((Ro/1000)^4 +
        // 15):
        //   R1: We = P(1500 - 1674) = 0.269, E 20: 1500 + 800(0 - 0.269)/21 = 1489.75 -> 1490
        //   R2: We = P(-74) = 0.397, E 22: 1600 + 800(0.5 - 0.397)/23 = 1603.58 -> 1604
        //   R3: We = P(26) = 0.537, E 23: 1700 + 800(1 - 0.537)/24 = 1715.43 -> 1715
        //   R4: We = P(-124) = 0.331, E 21: 1550 + 800(0 - 0.331)/22 = 1537.96 -> 1538
        //   R5: We = P(-24) = 0.466, E 22: 1650 + 800(0.5 - 0.466)/23 = 1651.18 -> 1651
        DwzEventBuilder builder("dwz-2016", "2026-03-29");
        builder.rated("R1", 1500)
            .rated("R2", 1600)
            .rated("R3", 1700)
            .rated("R4", 1550)
            .rated("R5", 1650)
            .newcomer("N");
        builder.game("N", "R1", "1-0")
            .game("R2", "N", "1/2-1/2")
            .game("N", "R3", "0-1")
            .game("R4", "N", "0-1")
            .game("N", "R5", "1/2-1/2");
        const auto result = evaluate(builder);
        const auto &n = player(result, "N");
        QCOMPARE(status(n), QStringLiteral("first-rating"));
        QCOMPARE(integer(n.after, "rating"), 1674);
        QCOMPARE(integer(n.after, "index"), 1);
        QCOMPARE(integer(n.details, "stage"), 1);
        QCOMPARE(integer(n.details, "Rh"), 1674);
        QCOMPARE(decimal(n.details, "W"), 3.0);
        QCOMPARE(integer(n.details, "n"), 5);
        QCOMPARE(decimal(n.details, "Rc"), 1600.0);
        const std::pair<const char *, int> expected[]
            = { { "R1", 1490 }, { "R2", 1604 }, { "R3", 1715 }, { "R4", 1538 }, { "R5", 1651 } };
        for (const auto &[id, rn] : expected) {
            QCOMPARE(integer(player(result, id).after, "rating"), rn);
            QCOMPARE(integer(player(result, id).after, "index"), 21);
        }
        QCOMPARE(decimal(player(result, "R1").details, "We"), 0.269);
        QCOMPARE(integer(player(result, "R1").details, "Rh"), -1); // n < 5
        QVERIFY(result.restpartien.empty());
    }

    void newcomersInStageOneAndTwoWithFeedback()
    {
        // Era A. Rated R1 1500, R2 1600, R3 1700, R4 1550, R5 1650 (adults, index 20).
        //   N1 plays R1..R5 (1, 1/2, 0, 1, 1/2) and beats N2      -> stage 1 (5 rated opponents)
        //   N2 plays R1..R4 (1/2, 1, 0, 0) and loses to N1        -> 4 rated: stage 2 with N1
        //   N3 only beats N2                                        -> nothing (seed 4.7.7)
        // Gesamtiteration (seed 4.7.4), N1 against R1..R5 and N2 (feedback, W = 4), N2 against
        // R1..R4 and N1 (W = 1.5). Converged values:
        //   N1 = 1703: We = P(203) + P(103) + P(3) + P(153) + P(53) + P(1703 - 1456)
        //             = 0.764 + 0.642 + 0.504 + 0.706 + 0.574 + 0.809 = 3.999, pd = 0.50017 -> D 0
        //   N2 = 1456: We = P(-44) + P(-144) + P(-244) + P(-94) + P(1456 - 1703)
        //             = 0.438 + 0.305 + 0.195 + 0.369 + 0.191 = 1.498, pd = 0.5004 -> D 0
        // Rated players count the game against N1 (stage 1) with 1703 and the one against N2
        // (stage 2, their direct opponent, seed 4.7.1.2) with 1456:
        //   R1: P(-203) + P(44) = 0.236 + 0.562 = 0.798, W 0.5, E 20:
        //       1500 + 800(0.5 - 0.798)/22 = 1489.16 -> 1489
        //   R2: P(-103) + P(144) = 0.358 + 0.695 = 1.053, W 0.5, E 22:
        //       1600 + 800(0.5 - 1.053)/24 = 1581.57 -> 1582
        //   R3: P(-3) + P(244) = 0.496 + 0.806 = 1.302, W 2, E 23:
        //       1700 + 800(2 - 1.302)/25 = 1722.34 -> 1722
        //   R4: P(-153) + P(94) = 0.294 + 0.630 = 0.924, W 1, E 21:
        //       1550 + 800(1 - 0.924)/23 = 1552.64 -> 1553
        //   R5 (did not play N2): P(-53) = 0.426, W 0.5, E 22:
        //       1650 + 800(0.5 - 0.426)/23 = 1652.57 -> 1653
        DwzEventBuilder builder("dwz-1993", "1996-10-20");
        builder.rated("R1", 1500)
            .rated("R2", 1600)
            .rated("R3", 1700)
            .rated("R4", 1550)
            .rated("R5", 1650);
        builder.newcomer("N1").newcomer("N2").newcomer("N3");
        builder.game("N1", "R1", "1-0")
            .game("R2", "N1", "1/2-1/2")
            .game("N1", "R3", "0-1")
            .game("R4", "N1", "0-1")
            .game("N1", "R5", "1/2-1/2");
        builder.game("N2", "R1", "1/2-1/2")
            .game("R2", "N2", "0-1")
            .game("N2", "R3", "0-1")
            .game("R4", "N2", "1-0");
        builder.game("N1", "N2", "1-0").game("N3", "N2", "1-0");
        const auto result = evaluate(builder);
        const auto &n1 = player(result, "N1");
        const auto &n2 = player(result, "N2");
        QCOMPARE(integer(n1.after, "rating"), 1703);
        QCOMPARE(integer(n1.details, "stage"), 1);
        QCOMPARE(integer(n1.details, "n"), 6);
        QCOMPARE(integer(n2.after, "rating"), 1456);
        QCOMPARE(integer(n2.details, "stage"), 2);
        QCOMPARE(integer(n2.details, "n"), 5);
        const std::tuple<const char *, int, int> expected[] = { { "R1", 1489, 2 },
            { "R2", 1582, 2 }, { "R3", 1722, 2 }, { "R4", 1553, 2 }, { "R5", 1653, 1 } };
        for (const auto &[id, rn, games] : expected) {
            QCOMPARE(integer(player(result, id).after, "rating"), rn);
            QCOMPARE(integer(player(result, id).details, "n"), games);
        }
        QVERIFY(!hasWarning(result, "against opponents without a DWZ do not count"));
        // A newcomer who met only a stage-2 newcomer gets nothing, and keeps nothing.
        const auto &n3 = player(result, "N3");
        QCOMPARE(status(n3), QStringLiteral("unrated"));
        QCOMPARE(integer(n3.details, "n"), 0);
        QVERIFY(result.restpartien.empty());
        QVERIFY(hasWarning(result, "N3: no opponent with a DWZ or a first DWZ of stage 1"));
    }

    void stageTwoNewcomersCountForTheirDwzOpponents()
    {
        // Era A, a round robin of 12 (every pair meets once; "+--" a forfeit, never rated).
        // Established adults (index 20): E1 1800, E2 1750, E3 1700, E4 1650, E5 1600, E6 1550.
        // Without a DWZ: N1, N2, N3 play everybody; S1 and S2 came late and lost their games
        // against E4, E5, E6 by forfeit; U withdrew and played only E5, E6, N1, S1, S2.
        // Stages (seed 4.7.3): N1-N3 have 6 established opponents -> stage 1. S1, S2 have 3, and
        // 3 + 3 with N1-N3 -> stage 2. U has 2 + 1 (N1) = 3 < 5 -> stays unrated.
        // Who counts whom (seed 4.7.1.2, 4.7.3.2, 4.7.7): E and N count every game against E, N
        // and S; S counts E and N (not each other, not U); nobody counts a game against U.
        // Converged Gesamtiteration (seed 4.7.4); each value is a fixed point, D(pd) = 0:
        //   N1 1900, W 8 of 10: P vs E1-E6 .638 .702 .760 .812 .856 .892, vs N2 1671 .791,
        //      N3 1527 .906, S1 1725 .732, S2 1519 .911 -> We = 8.000, pd = 0.5
        //   N2 1671, W 5 of 10: .324 .390 .459 .530 .599 .666, N1 .209, N3 .695, S1 .424, S2 .705
        //      -> We = 5.001, pd = 0.4999 -> D 0
        //   N3 1527, W 3 of 10: .167 .215 .270 .332 .398 .468, N1 .094, N2 .305, S1 .242, S2 .511
        //      -> We = 3.002, pd = 0.4998 -> D 0
        //   S1 1725, W 3 of 6: E1-E3 .395 .465 .535, N1 .268, N2 .576, N3 .758 -> We = 2.997,
        //      pd = 0.5005 -> D 0
        //   S2 1519, W 1.5 of 6: .160 .207 .261, N1 .089, N2 .295, N3 .489 -> We = 1.501 -> D 0
        // Established players, E = round((Ro/1000)^4 + 15), Rn = Ro + 800(W - We)/(E + n):
        //   E1: vs E2-E6 .570 .638 .702 .760 .812, N1-N3 .362 .676 .833, S1 .605, S2 .840
        //       We = 6.798, W = 8.5, n = 10, E 25: 1800 + 800 * 1.702/35 = 1838.90 -> 1839
        //   E2: .430 .570 .638 .702 .760, .298 .610 .785, .535 .793
        //       We = 6.121, W = 7, n = 10, E 24: 1750 + 800 * 0.879/34 = 1770.68 -> 1771
        //   E3: .362 .430 .570 .638 .702, .240 .541 .730, .465 .739
        //       We = 5.417, W = 4, n = 10, E 23: 1700 - 800 * 1.417/33 = 1665.65 -> 1666
        //   E4 (no games against S): .298 .362 .430 .570 .638, .188 .470 .668
        //       We = 3.624, W = 4, n = 8, E 22: 1650 + 800 * 0.376/30 = 1660.03 -> 1660
        //   E5: .240 .298 .362 .430 .570, .144 .401 .602
        //       We = 3.047, W = 2.5, n = 8, E 22: 1600 - 800 * 0.547/30 = 1585.41 -> 1585
        //   E6: .188 .240 .298 .362 .430, .108 .334 .532
        //       We = 2.492, W = 1.5, n = 8, E 21: 1550 - 800 * 0.992/29 = 1522.63 -> 1523
        // Without the stage-2 games E1 would have had W 6.5, n 8, We 5.353 -> 1828.
        // No Sonderwertung: the largest Rp - Ro is E1's 800 * 1.702/10 = 136 < 200.
        // U keeps 3 Restpartien: E5 (1600, 1/2), E6 (1550, 0), N1 (1900, 0); none from S1, S2.
        DwzEventBuilder builder("dwz-1993", "1997-06-30");
        builder.rated("E1", 1800)
            .rated("E2", 1750)
            .rated("E3", 1700)
            .rated("E4", 1650)
            .rated("E5", 1600)
            .rated("E6", 1550);
        for (const char *id : { "N1", "N2", "N3", "S1", "S2", "U" })
            builder.newcomer(id);
        const std::tuple<const char *, const char *, const char *> games[] = {
            { "E1", "E2", "1/2-1/2" },
            { "E1", "E3", "1-0" },
            { "E1", "E4", "1/2-1/2" },
            { "E1", "E5", "1-0" },
            { "E1", "E6", "1-0" },
            { "E2", "E3", "1/2-1/2" },
            { "E2", "E4", "1-0" },
            { "E2", "E5", "1/2-1/2" },
            { "E2", "E6", "1-0" },
            { "E3", "E4", "1/2-1/2" },
            { "E3", "E5", "1/2-1/2" },
            { "E3", "E6", "1-0" },
            { "E4", "E5", "1/2-1/2" },
            { "E4", "E6", "1/2-1/2" },
            { "E5", "E6", "1/2-1/2" },
            { "N1", "E1", "1/2-1/2" },
            { "N1", "E2", "1/2-1/2" },
            { "N1", "E3", "1-0" },
            { "N1", "E4", "1/2-1/2" },
            { "N1", "E5", "1-0" },
            { "N1", "E6", "1-0" },
            { "N2", "E1", "0-1" },
            { "N2", "E2", "1/2-1/2" },
            { "N2", "E3", "1/2-1/2" },
            { "N2", "E4", "1/2-1/2" },
            { "N2", "E5", "1-0" },
            { "N2", "E6", "1/2-1/2" },
            { "N3", "E1", "0-1" },
            { "N3", "E2", "0-1" },
            { "N3", "E3", "1/2-1/2" },
            { "N3", "E4", "0-1" },
            { "N3", "E5", "1/2-1/2" },
            { "N3", "E6", "1-0" },
            { "N1", "N2", "1/2-1/2" },
            { "N1", "N3", "1-0" },
            { "N2", "N3", "1/2-1/2" },
            { "S1", "E1", "0-1" },
            { "S1", "E2", "1/2-1/2" },
            { "S1", "E3", "1-0" },
            { "E4", "S1", "+--" },
            { "E5", "S1", "+--" },
            { "E6", "S1", "+--" },
            { "S2", "E1", "0-1" },
            { "S2", "E2", "0-1" },
            { "S2", "E3", "1/2-1/2" },
            { "E4", "S2", "+--" },
            { "E5", "S2", "+--" },
            { "E6", "S2", "+--" },
            { "S1", "N1", "0-1" },
            { "S1", "N2", "1/2-1/2" },
            { "S1", "N3", "1-0" },
            { "S2", "N1", "0-1" },
            { "S2", "N2", "1/2-1/2" },
            { "S2", "N3", "1/2-1/2" },
            { "S1", "S2", "1-0" },
            { "U", "E5", "1/2-1/2" },
            { "U", "E6", "0-1" },
            { "U", "N1", "0-1" },
            { "U", "S1", "1/2-1/2" },
            { "U", "S2", "1-0" },
            { "E1", "U", "+--" },
            { "E2", "U", "+--" },
            { "E3", "U", "+--" },
            { "E4", "U", "+--" },
            { "N2", "U", "+--" },
            { "N3", "U", "+--" },
        };
        for (const auto &[white, black, result] : games)
            builder.game(white, black, result);
        const auto result = evaluate(builder);

        const std::tuple<const char *, int, int, int> newcomers[]
            = { { "N1", 1900, 1, 10 }, { "N2", 1671, 1, 10 }, { "N3", 1527, 1, 10 },
                  { "S1", 1725, 2, 6 }, { "S2", 1519, 2, 6 } };
        for (const auto &[id, first, stage, games] : newcomers) {
            const auto &n = player(result, id);
            QCOMPARE(status(n), QStringLiteral("first-rating"));
            QCOMPARE(integer(n.after, "rating"), first);
            QCOMPARE(integer(n.details, "stage"), stage);
            QCOMPARE(integer(n.details, "n"), games);
        }
        const std::tuple<const char *, double, int, double, int> established[] = {
            { "E1", 8.5, 10, 6.798, 1839 },
            { "E2", 7.0, 10, 6.121, 1771 },
            { "E3", 4.0, 10, 5.417, 1666 },
            { "E4", 4.0, 8, 3.624, 1660 },
            { "E5", 2.5, 8, 3.047, 1585 },
            { "E6", 1.5, 8, 2.492, 1523 },
        };
        for (const auto &[id, w, n, we, rn] : established) {
            const auto &e = player(result, id);
            QCOMPARE(decimal(e.details, "W"), w);
            QCOMPARE(integer(e.details, "n"), n);
            QCOMPARE(decimal(e.details, "We"), we);
            QCOMPARE(integer(e.after, "rating"), rn);
            QVERIFY(!flag(e.details, "sonderwertung"));
        }
        // Only the games against U are left out.
        QVERIFY(!hasWarning(result, "E1: 1 game against opponents without a DWZ"));
        QVERIFY(hasWarning(result, "E5: 1 game against opponents without a DWZ do not count"));
        QVERIFY(hasWarning(result, "E6: 1 game against opponents without a DWZ do not count"));

        QCOMPARE(status(player(result, "U")), QStringLiteral("unrated"));
        QCOMPARE(result.restpartien.size(), std::size_t { 3 });
        const std::pair<int, double> kept[] = { { 1600, 0.5 }, { 1550, 0.0 }, { 1900, 0.0 } };
        for (std::size_t i = 0; i < 3; ++i) {
            QCOMPARE(integer(result.restpartien[i], "opponent_rating"), kept[i].first);
            QCOMPARE(decimal(result.restpartien[i], "score"), kept[i].second);
        }
    }

    void extremeScoresOfNewcomers_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("endDate");
        QTest::addColumn<bool>("allWon");
        QTest::addColumn<int>("firstDwz"); // -1: no first DWZ
        // N against 1500, 1600, 1700, 1550, 1650 (Rc = 1600), all lost or all won.
        // Era A (seed 4.7.2.1.2): Rc - 677 = 923, Rc + 677 = 2277.
        QTest::newRow("1993 0 %") << "dwz-1993"
                                  << "1996-10-20" << false << 923;
        QTest::newRow("1993 100 %") << "dwz-1993"
                                    << "1996-10-20" << true << 2277;
        // Eras B and C (dwz.md §5.2): no first DWZ at 0 % or 100 %.
        QTest::newRow("2002 0 %") << "dwz-2002"
                                  << "2010-10-20" << false << -1;
        QTest::newRow("2002 100 %") << "dwz-2002"
                                    << "2010-10-20" << true << -1;
        QTest::newRow("2016 0 %") << "dwz-2016"
                                  << "2020-10-20" << false << -1;
        QTest::newRow("2016 100 %") << "dwz-2016"
                                    << "2020-10-20" << true << -1;
        // Era D (dwz.md §6.5): 0 points give nothing; 100 % add a draw against Rc = 1600:
        //   n 6, W 5.5, P = 0.917 -> D = 392 -> start 1992; 1992: We 5.470 -> +4; 1996: 5.482 ->
        //   +2; 1998: 5.489 -> +1; 1999: 5.493 -> +1; 2000: 5.495 -> +1; 2001: We 5.500 -> Rh 2001,
        //   >= 2000, so the first DWZ is Rh itself.
        QTest::newRow("2026 0 %") << "dwz-2026"
                                  << "2026-10-20" << false << -1;
        QTest::newRow("2026 100 %") << "dwz-2026"
                                    << "2026-10-20" << true << 2001;
    }

    void extremeScoresOfNewcomers()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, endDate);
        QFETCH(bool, allWon);
        QFETCH(int, firstDwz);
        DwzEventBuilder builder(ruleset.toStdString(), endDate.toStdString());
        builder.newcomer("N").name("Neu, Nina");
        const int ratings[] = { 1500, 1600, 1700, 1550, 1650 };
        for (int i = 0; i < 5; ++i) {
            const std::string id = QStringLiteral("R%1").arg(i + 1).toStdString();
            builder.rated(id, ratings[i]).game("N", id, allWon ? "1-0" : "0-1");
        }
        const auto result = evaluate(builder);
        const auto &n = player(result, "N");
        if (firstDwz < 0) {
            QCOMPARE(status(n), QStringLiteral("unrated"));
            QCOMPARE(result.restpartien.size(), std::size_t { 5 });
            QVERIFY(hasWarning(result,
                std::string("Neu, Nina: ") + (allWon ? "5" : "0")
                    + " points from 5 games against rated opponents, no first DWZ for a score of "
                    + (allWon ? "100 %" : "0 %")));
            // The rated players do not count a game against an opponent who stays unrated.
            QCOMPARE(status(player(result, "R1")), QStringLiteral("not-rated"));
        } else {
            QCOMPARE(status(n), QStringLiteral("first-rating"));
            QCOMPARE(integer(n.after, "rating"), firstDwz);
            QVERIFY(result.restpartien.empty());
        }
    }

    void eraDFirstDwzCorrection()
    {
        // dwz.md §6.5 with r = 0.08.
        // (a) 100 % against 1100, 1200, 1300, 1150, 1250 (Rc 1200): a draw against 1200 is
        //     added; P = 5.5/6 -> D 392 -> start 1592, then +4, +2, +1, +1, +1 -> Rh 1601
        //     (We 5.500). 1100 <= 1601 < 2000: 1601 + 0.08 (2000 - 1601) = 1632.92 -> 1633.
        DwzEventBuilder a("dwz-2026", "2026-10-20");
        a.newcomer("N");
        const int strong[] = { 1100, 1200, 1300, 1150, 1250 };
        for (int i = 0; i < 5; ++i) {
            const std::string id = QStringLiteral("R%1").arg(i + 1).toStdString();
            a.rated(id, strong[i]).game("N", id, "1-0");
        }
        const auto first = evaluate(a);
        QCOMPARE(integer(player(first, "N").details, "Rh"), 1601);
        QCOMPARE(integer(player(first, "N").after, "rating"), 1633);
        // (b) 2 of 5 against 800, 900, 1000, 850, 950 (Rc 900): P 0.4 -> D -72 -> start 828;
        //     828: We 2.013, pd 0.4974 -> D -2; 826: We 2.000 -> Rh 826.
        //     Rh < 1100: 1100 + (9 * 0.08 / 11) * 826 = 1154.07 -> 1154.
        DwzEventBuilder b("dwz-2026", "2026-10-20");
        b.newcomer("N");
        const int weak[] = { 800, 900, 1000, 850, 950 };
        const char *results[] = { "1-0", "0-1", "1/2-1/2", "1/2-1/2", "0-1" };
        for (int i = 0; i < 5; ++i) {
            const std::string id = QStringLiteral("R%1").arg(i + 1).toStdString();
            b.rated(id, weak[i]).game("N", id, results[i]);
        }
        const auto second = evaluate(b);
        QCOMPARE(integer(player(second, "N").details, "Rh"), 826);
        QCOMPARE(integer(player(second, "N").after, "rating"), 1154);
    }

    void lowFirstDwzFromEraB()
    {
        // dwz.md §5.2: N scores 1 of 5 against five 900s: Rc 900, P 0.2 -> D -238 -> 662,
        // We(662) = 5 * P(-238) = 5 * 0.200 = 1.000 = W -> Ri 662 < 800 -> 700 + 662/8 = 782.75 ->
        // 783. Era A keeps 662.
        for (const auto &[ruleset, expected] :
            { std::pair { "dwz-2002", 783 }, std::pair { "dwz-1993", 662 } }) {
            DwzEventBuilder builder(ruleset, "2001-10-20");
            builder.newcomer("N");
            for (int i = 0; i < 5; ++i) {
                const std::string id = QStringLiteral("R%1").arg(i + 1).toStdString();
                builder.rated(id, 900).game("N", id, i == 0 ? "1-0" : "0-1");
            }
            const auto result = evaluate(builder);
            QCOMPARE(integer(player(result, "N").details, "Rh"), 662);
            QCOMPARE(integer(player(result, "N").after, "rating"), expected);
        }
    }

    void restpartienExpireOnTheSecondAnniversary_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("played"); // end date of the event the Restpartie comes from
        QTest::addColumn<int>("firstDwz");
        // Seed 6.1.1: Restpartien are dropped after two years, in every era. The first DWZ of the
        // five games is 1674 (newcomerInStageOne); era D corrects it towards 2000:
        // 1674 + 0.08 (2000 - 1674) = 1700.08 -> 1700.
        QTest::newRow("dwz-1993") << "dwz-1993"
                                  << "1997-03-29" << 1674;
        QTest::newRow("dwz-2002") << "dwz-2002"
                                  << "2010-03-29" << 1674;
        QTest::newRow("dwz-2016") << "dwz-2016"
                                  << "2024-03-29" << 1674;
        QTest::newRow("dwz-2026") << "dwz-2026"
                                  << "2027-03-29" << 1700;
    }

    void restpartienExpireOnTheSecondAnniversary()
    {
        // N has 4 games here (R1 1500: 1, R2 1600: 1/2, R3 1700: 0, R4 1550: 1) and one
        // Restpartie (a draw against 1650). Valid, it makes the tournament of
        // newcomerInStageOne. It still counts in an event ending the day before the second
        // anniversary of `played` (2024-03-29 -> 2026-03-28) and has expired in one ending on the
        // anniversary (2026-03-29); then 4 games are not enough (seed 4.3.2).
        QFETCH(QString, ruleset);
        QFETCH(QString, played);
        QFETCH(int, firstDwz);
        const rd::Date anniversary = rd::Date::fromIso(played.toStdString())->plusYears(2);
        const rd::Date lastValid = rd::Date::fromDayNumber(anniversary.dayNumber() - 1);
        for (const auto &[eventEnd, counts] :
            { std::pair { lastValid, true }, std::pair { anniversary, false } }) {
            DwzEventBuilder builder(ruleset.toStdString(), eventEnd.toIso());
            builder.rated("R1", 1500).rated("R2", 1600).rated("R3", 1700).rated("R4", 1550);
            builder.newcomer("N").name("Meyer, Anna").restpartie(1650, 0.5, played.toStdString());
            builder.game("N", "R1", "1-0")
                .game("R2", "N", "1/2-1/2")
                .game("N", "R3", "0-1")
                .game("R4", "N", "0-1");
            const auto result = evaluate(builder);
            const auto &n = player(result, "N");
            if (counts) {
                QCOMPARE(integer(n.after, "rating"), firstDwz);
                QCOMPARE(integer(n.details, "n"), 5);
                QVERIFY(result.restpartien.empty());
                continue;
            }
            QCOMPARE(status(n), QStringLiteral("unrated"));
            QVERIFY(
                hasWarning(result, "Meyer, Anna: 1 Restpartien older than 2 years are dropped"));
            QVERIFY(hasWarning(result,
                "Meyer, Anna: 4 games against rated opponents, a first DWZ needs 5 \u2014 kept as "
                "Restpartien until "
                    + eventEnd.plusYears(2).toIso()));
            // The four games are kept with the opponents' DWZ and the event's end date.
            QCOMPARE(result.restpartien.size(), std::size_t { 4 });
            const rd::Fields &kept = result.restpartien.front();
            QCOMPARE(integer(kept, "opponent_rating"), 1500);
            QCOMPARE(decimal(kept, "score"), 1.0);
            QCOMPARE(std::get<std::string>(field(kept, "end_date").storage()), eventEnd.toIso());
            QCOMPARE(std::get<std::string>(field(kept, "player").storage()), std::string("N"));
            // The rated players' games against N do not count.
            QCOMPARE(status(player(result, "R1")), QStringLiteral("not-rated"));
        }
    }

    void sonderwertungOfTheSeedAt200_data()
    {
        QTest::addColumn<int>("lastOpponent");
        QTest::addColumn<bool>("special");
        QTest::addColumn<int>("loserAfter");
        QTest::addColumn<int>("drawerAfter");
        // X (1600) against eight adults (index 20): beats O1-O4, draws O5-O8: W = 6, n = 8.
        // Seed 4.7.6: Rp = Ro + 800 (W - We)/n.
        // O8 = 1600: We = 8 * 0.5 = 4.000, Rp = 1600 + 800 * 2/8 = 1800 = Ro + 200 ->
        // Sonderwertung:
        //   O1 (lost): We = P(1600 - 1800) = 0.240, E 22: 1600 + 800(0 - 0.24)/23 = 1591.65 -> 1592
        //   O5 (draw): 1600 + 800(0.5 - 0.24)/23 = 1609.04 -> 1609
        // O8 = 1593: We = 3.5 + P(7) = 3.5 + 0.510 = 4.010, Rp = 1600 + 199 = 1799 -> none:
        //   O1: We = P(0) = 0.5: 1600 + 800(0 - 0.5)/23 = 1582.61 -> 1583; O5: 1600.
        QTest::newRow("Rp = Ro + 200") << 1600 << true << 1592 << 1609;
        QTest::newRow("Rp = Ro + 199") << 1593 << false << 1583 << 1600;
    }

    void sonderwertungOfTheSeedAt200()
    {
        QFETCH(int, lastOpponent);
        QFETCH(bool, special);
        QFETCH(int, loserAfter);
        QFETCH(int, drawerAfter);
        DwzEventBuilder builder("dwz-1993", "1996-10-20");
        builder.rated("X", 1600);
        for (int i = 1; i <= 8; ++i) {
            const std::string id = QStringLiteral("O%1").arg(i).toStdString();
            builder.rated(id, i == 8 ? lastOpponent : 1600)
                .game("X", id, i <= 4 ? "1-0" : "1/2-1/2");
        }
        const auto result = evaluate(builder);
        QCOMPARE(flag(player(result, "X").details, "sonderwertung"), special);
        QCOMPARE(integer(player(result, "O1").after, "rating"), loserAfter);
        QCOMPARE(integer(player(result, "O5").after, "rating"), drawerAfter);
        // X himself is evaluated from his Ro: 1600 + 800(6 - We)/(22 + 8): 1653.33 -> 1653 or
        // with We 4.010: 1653.07 -> 1653.
        QCOMPARE(integer(player(result, "X").after, "rating"), 1653);
    }

    void sonderwertungOfTheSeedIsEvaluatedOnceMore()
    {
        // Seed 4.7.6, era A. All adults, index 20. X 1600, Y 1560, A1-A5 1600, round robin:
        //   X beats A1-A5 and loses to Y; Y beats A1, A2, draws A3, A4, loses to A5; the A draw
        //   among themselves.
        // Pass 1, Rp = Ro + 800 (W - We)/n for every player with >= 5 games:
        //   X: We = 5 * P(0) + P(40) = 2.500 + 0.556 = 3.056, W 5, n 6:
        //      Rp = 1600 + 800 * 1.944/6 = 1859.2 -> 1859 >= 1600 + 200: Sonderwertung
        //   Y: We = 6 * P(-40) = 6 * 0.444 = 2.664, W 4: Rp = 1560 + 800 * 1.336/6 = 1738.13,
        //      178 above Ro: none
        //   A1: W 2, We = 0.5 + 0.556 + 2 = 3.056 -> Rp below Ro: none (likewise A2-A5)
        // Pass 2, X counts 1859 for his opponents:
        //   Y: We = P(1560 - 1859) + 5 * 0.444 = 0.145 + 2.220 = 2.365,
        //      Rp = 1560 + 800 * 1.635/6 = 1778.0, now 218 above Ro - a Sonderwertung that arises
        //      in the second pass, ignored: nobody is evaluated against 1778.
        //      Rn: E = round(1.56^4 + 15) = 21: 1560 + 800 * 1.635/27 = 1608.44 -> 1608
        //   A1 (lost to X and Y): We = P(-259) + P(40) + 4 * 0.5 = 0.180 + 0.556 + 2 = 2.736,
        //      E 22: 1600 + 800 (2 - 2.736)/28 = 1578.97 -> 1579 (without Sonderwertung: We 3.056,
        //      1569.83 -> 1570)
        //      Rh against 1859, 1560, 1600 x 4 (tst_dwzperformance lastIterateIsRoundedHalfUp):
        //      1514.5 -> 1505.5 -> 1504.5 -> 1505 (without Sonderwertung: Rc 1593.33, W/n 0.333
        //      -> 1471.33, We 2.002 -> 1471)
        //   A5 (lost to X, beat Y): We = 2.736, W 3: 1600 + 800 * 0.264/28 = 1607.54 -> 1608, with
        //      Y at 1560, not 1778.
        //   X himself from his Ro: We 3.056, E 22: 1600 + 800 * 1.944/28 = 1655.54 -> 1656;
        //      his Rh against 1600 x 5 and 1560 (W 5 of 6): Rc 1593.33, 0.833 -> D 273 ->
        //      1866.33, We 4.996: stop -> 1866.
        DwzEventBuilder builder("dwz-1993", "1997-06-30");
        builder.rated("X", 1600).rated("Y", 1560);
        for (int i = 1; i <= 5; ++i)
            builder.rated(QStringLiteral("A%1").arg(i).toStdString(), 1600);
        const char *yAgainstA[] = { "1-0", "1-0", "1/2-1/2", "1/2-1/2", "0-1" };
        for (int i = 1; i <= 5; ++i) {
            const std::string a = QStringLiteral("A%1").arg(i).toStdString();
            builder.game("X", a, "1-0").game("Y", a, yAgainstA[i - 1]);
            for (int j = i + 1; j <= 5; ++j)
                builder.game(a, QStringLiteral("A%1").arg(j).toStdString(), "1/2-1/2");
        }
        builder.game("Y", "X", "1-0");
        const auto result = evaluate(builder);
        const auto &x = player(result, "X");
        const auto &y = player(result, "Y");
        QVERIFY(flag(x.details, "sonderwertung"));
        QVERIFY(hasWarning(result,
            "X: Sonderwertung \u2014 the opponents are evaluated against 1859 instead of 1600"));
        QVERIFY(!flag(y.details, "sonderwertung"));
        QVERIFY(!hasWarning(result, "Y: Sonderwertung"));
        QCOMPARE(decimal(y.details, "We"), 2.365);
        QCOMPARE(integer(y.after, "rating"), 1608);
        QCOMPARE(decimal(player(result, "A1").details, "We"), 2.736);
        QCOMPARE(integer(player(result, "A1").after, "rating"), 1579);
        QCOMPARE(integer(player(result, "A1").details, "Rh"), 1505);
        QCOMPARE(integer(player(result, "A5").after, "rating"), 1608);
        QCOMPARE(decimal(x.details, "We"), 3.056);
        QCOMPARE(integer(x.after, "rating"), 1656);
        QCOMPARE(integer(x.details, "Rh"), 1866);
    }

    void sonderwertungOfTheSeedEndsWith1999_data()
    {
        QTest::addColumn<QString>("endDate");
        QTest::addColumn<bool>("special");
        QTest::addColumn<int>("loserAfter");
        // The tournament of sonderwertungOfTheSeedAt200 (Rp = Ro + 200) under dwz-1993: the
        // Sonderwertung applies to tournaments ending on or before 1999-12-31 (the DSB: "until
        // 1999"). O1 lost to X: with it 1592, without it We = P(0) = 0.5:
        // 1600 - 800 * 0.5/23 = 1582.61 -> 1583.
        QTest::newRow("1999-12-31") << "1999-12-31" << true << 1592;
        QTest::newRow("2000-01-01") << "2000-01-01" << false << 1583;
    }

    void sonderwertungOfTheSeedEndsWith1999()
    {
        QFETCH(QString, endDate);
        QFETCH(bool, special);
        QFETCH(int, loserAfter);
        DwzEventBuilder builder("dwz-1993", endDate.toStdString());
        builder.rated("X", 1600);
        for (int i = 1; i <= 8; ++i) {
            const std::string id = QStringLiteral("O%1").arg(i).toStdString();
            builder.rated(id, 1600).game("X", id, i <= 4 ? "1-0" : "1/2-1/2");
        }
        const auto result = evaluate(builder);
        QCOMPARE(flag(player(result, "X").details, "sonderwertung"), special);
        QCOMPARE(integer(player(result, "O1").after, "rating"), loserAfter);
    }

    void sonderwertungOf2016At300_data()
    {
        QTest::addColumn<int>("ro");
        QTest::addColumn<bool>("special");
        QTest::addColumn<int>("loserAfter");
        // X beats four 1600s and loses to a fifth: Rh: Rc 1600, P 0.8 -> D 238 -> 1838,
        // We(1838) = 4 * P(238) + P(238) = 5 * 0.8 = 4.000 = W -> Rh 1838.
        // Ro 1538: Rh = Ro + 300, not more -> no Sonderwertung: O1 (lost to X):
        //   We = P(1600 - 1538) = 0.587, E 22: 1600 + 800(0 - 0.587)/23 = 1579.58 -> 1580.
        // Ro 1537: Rh = Ro + 301 -> the opponents use 1838: We = P(-238) = 0.200:
        //   1600 + 800(0 - 0.2)/23 = 1593.04 -> 1593.
        QTest::newRow("Rh = Ro + 300") << 1538 << false << 1580;
        QTest::newRow("Rh = Ro + 301") << 1537 << true << 1593;
    }

    void sonderwertungOf2016At300()
    {
        QFETCH(int, ro);
        QFETCH(bool, special);
        QFETCH(int, loserAfter);
        DwzEventBuilder builder("dwz-2016", "2020-10-20");
        builder.rated("X", ro);
        for (int i = 1; i <= 5; ++i) {
            const std::string id = QStringLiteral("O%1").arg(i).toStdString();
            builder.rated(id, 1600).game("X", id, i <= 4 ? "1-0" : "0-1");
        }
        const auto result = evaluate(builder);
        const auto &x = player(result, "X");
        QCOMPARE(integer(x.details, "Rh"), 1838);
        QCOMPARE(flag(x.details, "sonderwertung"), special);
        QCOMPARE(integer(player(result, "O1").after, "rating"), loserAfter);
        QCOMPARE(hasWarning(result, "X: Sonderwertung"), special);
    }

    void sonderwertungOf2016RedoesTheNewcomersIteration()
    {
        // Era C. X (1400, adult) beats O1-O5 (1600) and the newcomer N. N loses to X, beats R1,
        // draws R2 and R3, loses to R4 (all 1600): W = 2 of 5, stage 1.
        // Pass 1: N against 1400, 1600 x 4: Rc 1560, P 0.4 -> D -72 -> 1488: We 2.006 -> -1;
        //   1487: We 2.001 -> pd 0.4998 -> D 0: N = 1487.
        //   X: 6 of 6 -> Rh = Rc + 677 = (5 * 1600 + 1487)/6 + 677 = 2258.17 -> 2258 > 1400 + 300.
        // Pass 2 (WO 2016): N is iterated again with X at 2258: Rc 1731.6 -> start 1660:
        //   We 2.353 -> -50; 1610: 2.067 -> -10; 1600: 2.010 -> -1; 1599: 2.006 -> -1;
        //   1598: We 1.998, pd 0.5004 -> D 0: N = 1598.
        // X himself from his Ro: We = 5 P(-200) + P(1400 - 1598) = 5 * 0.240 + 0.242 = 1.442,
        //   E = round(1.4^4 + 15) = 19: 1400 + 800 (6 - 1.442)/25 = 1545.86 -> 1546.
        // R1 (lost to N): We = P(1600 - 1598) = 0.503, E 22: 1600 - 800 * 0.503/23 = 1582.50 ->
        // 1583. The Rh shown is the one of the final pass: (5 * 1600 + 1598)/6 + 677 = 2276.67 ->
        // 2277; the value the opponents used (2258) is named in the warning.
        DwzEventBuilder builder("dwz-2016", "2020-10-20");
        builder.rated("X", 1400).newcomer("N");
        for (int i = 1; i <= 5; ++i) {
            const std::string id = QStringLiteral("O%1").arg(i).toStdString();
            builder.rated(id, 1600).game("X", id, "1-0");
        }
        builder.rated("R1", 1600).rated("R2", 1600).rated("R3", 1600).rated("R4", 1600);
        builder.game("X", "N", "1-0")
            .game("N", "R1", "1-0")
            .game("R2", "N", "1/2-1/2")
            .game("N", "R3", "1/2-1/2")
            .game("R4", "N", "1-0");
        const auto result = evaluate(builder);
        const auto &x = player(result, "X");
        QVERIFY(flag(x.details, "sonderwertung"));
        QCOMPARE(integer(x.details, "Rh"), 2277);
        QVERIFY(hasWarning(result,
            "X: Sonderwertung \u2014 the opponents are evaluated against 2258 instead of 1400"));
        QCOMPARE(integer(player(result, "N").after, "rating"), 1598);
        QCOMPARE(decimal(x.details, "We"), 1.442);
        QCOMPARE(integer(x.after, "rating"), 1546);
        QCOMPARE(integer(player(result, "R1").after, "rating"), 1583);
    }

    void dwzLapsesUntilJanuary2003_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("endDate");
        QTest::addColumn<QString>("lastEvaluated");
        QTest::addColumn<bool>("lapsed");
        // Seed 6.1.1: a DWZ lapses on the fifth anniversary of its last evaluation; abolished by
        // the rating commission in January 2003, so only for tournaments ending on or before
        // 2003-01-26 - in dwz-1993 and also in dwz-2002 (era-B tournaments from 2002-05-09).
        QTest::newRow("1993 anniversary") << "dwz-1993"
                                          << "2001-10-20"
                                          << "1996-10-20" << true;
        QTest::newRow("1993 day before") << "dwz-1993"
                                         << "2001-10-20"
                                         << "1996-10-21" << false;
        QTest::newRow("2002 last day") << "dwz-2002"
                                       << "2003-01-26"
                                       << "1998-01-26" << true;
        QTest::newRow("2002 abolished") << "dwz-2002"
                                        << "2003-01-27"
                                        << "1998-01-27" << false;
        QTest::newRow("1993 abolished") << "dwz-1993"
                                        << "2003-01-27"
                                        << "1998-01-27" << false;
        QTest::newRow("2016 never") << "dwz-2016"
                                    << "2003-01-26"
                                    << "1998-01-26" << false;
    }

    void dwzLapsesUntilJanuary2003()
    {
        // X (1700-10, adult) against the five opponents of newcomerInStageOne, W = 3.
        // Lapsed: he is a newcomer and gets 1674 as there (>= 800, so also 1674 in era B).
        // Valid: We = P(200) + P(100) + P(0) + P(150) + P(50) = 0.760 + 0.638 + 0.500 + 0.702
        //   + 0.570 = 3.170, E = round(1.7^4 + 15) = 23 (in era B and C also 23: fB = 1, no SBr):
        //   1700 + 800 (3 - 3.170)/(23 + 5) = 1695.14 -> 1695-11.
        QFETCH(QString, ruleset);
        QFETCH(QString, endDate);
        QFETCH(QString, lastEvaluated);
        QFETCH(bool, lapsed);
        DwzEventBuilder builder(ruleset.toStdString(), endDate.toStdString());
        builder.rated("R1", 1500)
            .rated("R2", 1600)
            .rated("R3", 1700)
            .rated("R4", 1550)
            .rated("R5", 1650);
        builder.rated("X", 1700, 10).lastEvaluated(lastEvaluated.toStdString());
        builder.game("X", "R1", "1-0")
            .game("R2", "X", "1/2-1/2")
            .game("X", "R3", "0-1")
            .game("R4", "X", "0-1")
            .game("X", "R5", "1/2-1/2");
        const auto result = evaluate(builder);
        const auto &x = player(result, "X");
        QCOMPARE(status(x), lapsed ? QStringLiteral("first-rating") : QStringLiteral("rated"));
        QCOMPARE(integer(x.after, "rating"), lapsed ? 1674 : 1695);
        QCOMPARE(integer(x.after, "index"), lapsed ? 1 : 11);
        QCOMPARE(hasWarning(
                     result, "X: DWZ 1700-10 was last evaluated on " + lastEvaluated.toStdString()),
            lapsed);
    }

    void lapsedDwzStaysLapsed()
    {
        // Seed 4.4, 6.1.1. Event 1 (dwz-1993, 2001-10-20): X's 1700-10 of 1996-10-20 has lapsed;
        // he plays only R1 1500 (1), R2 1600 (1/2), R3 1700 (0): 3 games, no first DWZ, they are
        // kept as Restpartien. His carried state has no DWZ any more.
        DwzEventBuilder first("dwz-1993", "2001-10-20");
        first.rated("R1", 1500).rated("R2", 1600).rated("R3", 1700);
        first.rated("X", 1700, 10).lastEvaluated("1996-10-20");
        first.game("X", "R1", "1-0").game("R2", "X", "1/2-1/2").game("X", "R3", "0-1");
        const auto evaluated = evaluate(first);
        QCOMPARE(status(player(evaluated, "X")), QStringLiteral("unrated"));
        const rd::PlayerInput &x = first.event().players.back();
        const rd::DwzState carried
            = rd::nextDwzState(first.event(), evaluated, x, player(evaluated, "X"));
        QVERIFY(!carried.rating);
        QCOMPARE(carried.index, 0);
        QVERIFY(!carried.lastEvaluated);
        QCOMPARE(carried.restpartien.size(), std::size_t { 3 });
        // Event 2 (dwz-2002, 2003-06-30, after the lapse was abolished): with the old 1700-10 back
        // he would get a follow-up DWZ. He is a newcomer: the 3 Restpartien (valid until
        // 2003-10-20) and R4 1550 (1), R5 1650 (1/2) make the tournament of newcomerInStageOne:
        // first DWZ 1674-1 (>= 800, no era-B correction).
        DwzEventBuilder second("dwz-2002", "2003-06-30");
        second.rated("R4", 1550).rated("R5", 1650).carried("X", carried);
        second.game("R4", "X", "0-1").game("X", "R5", "1/2-1/2");
        const auto later = evaluate(second);
        const auto &again = player(later, "X");
        QCOMPARE(status(again), QStringLiteral("first-rating"));
        QVERIFY(isNull(again.before, "rating"));
        QCOMPARE(integer(again.details, "n"), 5);
        QCOMPARE(integer(again.after, "rating"), 1674);
        QCOMPARE(integer(again.after, "index"), 1);
    }

    void probabilityModelIsAParameter_data()
    {
        QTest::addColumn<QString>("model");
        QTest::addColumn<double>("expected");
        QTest::addColumn<int>("rn");
        // X 1700 beats Y 1600 (D = 100), adults, index 20, E = round(1.7^4 + 15) = 23:
        // normal-3dec: round(Phi(100/282.84), 3) = 0.638 -> 1700 + 800 * 0.362/24 = 1712.07 -> 1712
        // table-2dec: Anhang 2.1 band 99-106 -> 0.64 -> 1700 + 800 * 0.36/24 = 1712.00 -> 1712
        // logistic: 1/(1 + 10^-0.25) = 0.64006 -> We 0.640 -> 1712
        // and Y (E 22): normal 1600 - 800 * 0.362/23 = 1587.41 -> 1587, table and logistic
        // 1600 - 800 * 0.360/23 = 1587.48 -> 1587.
        QTest::newRow("normal-3dec") << "normal-3dec" << 0.638 << 1712;
        QTest::newRow("table-2dec") << "table-2dec" << 0.64 << 1712;
        QTest::newRow("logistic") << "logistic" << 0.64 << 1712;
    }

    void probabilityModelIsAParameter()
    {
        QFETCH(QString, model);
        QFETCH(double, expected);
        QFETCH(int, rn);
        DwzEventBuilder builder("dwz-2016", "2020-10-20");
        builder.param("probability", model.toStdString())
            .rated("X", 1700)
            .rated("Y", 1600)
            .game("X", "Y", "1-0");
        const auto result = evaluate(builder);
        QCOMPARE(decimal(player(result, "X").details, "We"), expected);
        QCOMPARE(integer(player(result, "X").after, "rating"), rn);
        QCOMPARE(integer(player(result, "Y").after, "rating"), 1587);
    }

    void forfeitsAreNeverRated()
    {
        // Two rated players, one game won by forfeit: nobody is rated (DWZ 3.1).
        DwzEventBuilder builder("dwz-2016", "2020-10-20");
        builder.rated("A", 1600).rated("B", 1500).game("A", "B", "+--");
        const auto result = evaluate(builder);
        QCOMPARE(status(player(result, "A")), QStringLiteral("not-rated"));
        QCOMPARE(integer(player(result, "A").after, "rating"), 1600);
        QCOMPARE(integer(player(result, "A").details, "n"), 0);
    }

    void invalidDwzInput()
    {
        DwzEventBuilder summaryWithoutRating("dwz-2016", "2020-10-20");
        summaryWithoutRating.newcomer("A");
        summaryWithoutRating.restpartie(1500, 1, "2020-01-01");
        summaryWithoutRating.summary(1, 1, 0.5);
        try {
            evaluate(summaryWithoutRating);
            QFAIL("accepted a summary without a DWZ");
        } catch (const rd::InputError &error) {
            QCOMPARE(error.path(), std::string("players[0].dwz.summary"));
        }
        DwzEventBuilder lateRestpartie("dwz-2016", "2020-10-20");
        lateRestpartie.newcomer("A").restpartie(1500, 1, "2020-10-21");
        try {
            evaluate(lateRestpartie);
            QFAIL("accepted a Restpartie after the event");
        } catch (const rd::InputError &error) {
            QCOMPARE(error.path(), std::string("players[0].dwz.restpartien[0].end_date"));
        }
    }
};

QTEST_APPLESS_MAIN(TestDwzEvaluator)
#include "tst_dwzevaluator.moc"
