// The SAGC rank/index system: every factor, the demotion ladder, the ledger with undo of any line
// and replay, and the evaluation of a record sheet (sagc.md; the seed page's examples).
#include "engine/rating/Evaluator.h"
#include "engine/rating/sagc/Ledger.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace rd::sagc;

namespace {

GoRank rank(const char *text)
{
    return *GoRank::parse(text);
}

rd::GoGame game(const std::string &white, const std::string &black, rd::GoWinner winner,
    rd::GoGameStatus status = rd::GoGameStatus::Club, int handicap = 1, double komi = 6.5)
{
    return { white, black, winner, handicap, komi, status, std::nullopt };
}

// A player's id: a letter and a number ("Q7"). Appended: for "Q" + number GCC 12 at -O3 can warn
// of an overflow inside libstdc++ that cannot happen (-Wstringop-overflow).
std::string playerId(char letter, int number)
{
    std::string id(1, letter);
    id += std::to_string(number);
    return id;
}

bool near(double a, double b, double tolerance = 0.0005)
{
    return std::fabs(a - b) <= tolerance;
}

SagcRules withParams(std::initializer_list<std::pair<const std::string, rd::ParamValue>> values)
{
    return SagcRules::fromParams(rd::Params(values));
}

struct Start {
    std::string id;
    PlayerState state;
    std::vector<std::string> recentOpponents;
};

// A ledger built from scratch: the players' first states, then `entries` in order.
Ledger fromScratch(const std::vector<Start> &players, const std::vector<Entry> &entries)
{
    Ledger ledger { SagcRules() };
    for (const Start &player : players)
        ledger.addPlayer(player.id, player.state, player.recentOpponents);
    for (const Entry &entry : entries)
        ledger.apply(entry);
    return ledger;
}

// Every player's rank and index, then every row of his record sheet with all twelve columns
// (sagc.md §6), one text line each: two ledgers agree field by field when these lists are equal.
QStringList everyField(const Ledger &ledger, const std::vector<Start> &players)
{
    QStringList lines;
    for (const Start &player : players) {
        const PlayerState &state = ledger.state(player.id);
        lines << QString::fromStdString(
            player.id + ": " + state.rank.toString() + " " + std::to_string(state.index));
        for (const SheetRow &row : ledger.recordSheet(player.id)) {
            lines << QStringList { QString::fromStdString(player.id),
                QString::fromStdString(row.opponent),
                QString::fromStdString(row.opponentRank.toString()), QChar(row.colour),
                QString::number(row.handicap), QString::number(row.komi), QChar(row.winner),
                QString::number(row.statusFactor), QString::number(row.change),
                QString::number(row.newIndex), QString::fromStdString(row.newRank.toString()),
                row.date ? QString::fromStdString(row.date->toIso()) : QString(),
                QString::fromStdString(row.comment) }
                         .join(QLatin1Char('|'));
        }
    }
    return lines;
}

// Five players and ten lines: promotions, a demotion mark, handicap, tournament, internet and
// free games, a draw and an adjustment; two players come with previous opponents, one of whom
// is not in the ledger.
const std::vector<Start> &clubPlayers()
{
    static const std::vector<Start> players = { { "A", { rank("2k"), 700 }, { "C" } },
        { "B", { rank("2k"), 10 }, {} }, { "C", { rank("1k"), -40 }, {} },
        { "D", { rank("5k"), 980 }, {} }, { "E", { rank("12k"), -930 }, { "D", "X" } } };
    return players;
}

const std::vector<Entry> &clubLines()
{
    static const std::vector<Entry> entries = {
        game("A", "C", rd::GoWinner::White),
        game("A", "B", rd::GoWinner::White),
        game("D", "E", rd::GoWinner::White, rd::GoGameStatus::Tournament, 7, 0.5),
        Adjustment { "C", { rank("1k"), 0 }, "synchronised with SAGA", std::nullopt },
        game("B", "C", rd::GoWinner::Black),
        game("A", "E", rd::GoWinner::Black, rd::GoGameStatus::Free, 9, 0.5),
        game("C", "A", rd::GoWinner::White, rd::GoGameStatus::Tournament),
        game("D", "B", rd::GoWinner::Black, rd::GoGameStatus::Club, 3, 0.5),
        game("E", "D", rd::GoWinner::Black, rd::GoGameStatus::Internet),
        game("B", "A", rd::GoWinner::Draw),
    };
    return entries;
}

// Forty players of every band from 25k to 5d, with indexes on both sides of 0.
std::vector<Start> randomClub()
{
    std::vector<Start> players;
    for (int i = 0; i < 40; ++i)
        players.push_back({ playerId('p', i),
            { *GoRank::fromStrength(-25 + i % 30), (i * 37) % 400 - 200 }, {} });
    return players;
}

// `count` reproducible lines among `players`: club, tournament and free games with and without
// handicap, and now and then an adjustment to index 0.
void enterRandomLines(Ledger &ledger, const std::vector<Start> &players, int count)
{
    std::mt19937 random(7);
    const int last = static_cast<int>(players.size()) - 1;
    std::uniform_int_distribution<int> pick(0, last);
    std::uniform_int_distribution<int> kind(0, 19);
    for (int n = 0; n < count; ++n) {
        const std::string &a = players[pick(random)].id;
        std::string b = players[pick(random)].id;
        if (b == a)
            b = a == players.front().id ? players.back().id : players.front().id;
        const int k = kind(random);
        if (k == 0) {
            ledger.adjust({ a, { ledger.state(a).rank, 0 }, "synchronised", std::nullopt });
            continue;
        }
        const auto status = k == 1 ? rd::GoGameStatus::Free
            : k < 4                ? rd::GoGameStatus::Tournament
                                   : rd::GoGameStatus::Club;
        const int handicap = 1 + k % 4;
        ledger.record(game(a, b, k % 2 ? rd::GoWinner::White : rd::GoWinner::Black, status,
            handicap, handicap == 1 ? 6.5 : 0.5));
    }
}

std::vector<Entry> without(std::vector<Entry> entries, std::size_t position)
{
    entries.erase(entries.begin() + static_cast<std::ptrdiff_t>(position));
    return entries;
}

std::vector<Entry> with(std::vector<Entry> entries, std::size_t position, const Entry &entry)
{
    entries[position] = entry;
    return entries;
}

// The same line with the other result: a game's winner swapped (a draw becomes a win for White),
// an adjustment one rank stronger.
Entry changed(const Entry &entry)
{
    if (const auto *adjustment = std::get_if<Adjustment>(&entry)) {
        Adjustment stronger = *adjustment;
        stronger.state.rank = *GoRank::fromStrength(stronger.state.rank.strength() + 1);
        return stronger;
    }
    rd::GoGame game = std::get<rd::GoGame>(entry);
    game.winner = game.winner == rd::GoWinner::White ? rd::GoWinner::Black : rd::GoWinner::White;
    return game;
}

} // namespace

class TestSagc : public QObject {
    Q_OBJECT

private slots:
    void levelFactorTableOfThePage_data()
    {
        QTest::addColumn<QString>("rank");
        QTest::addColumn<int>("shown");
        // The page's table: the rounded display of x^2 + 1.5x + 55 + x^5/30000.
        QTest::newRow("3d") << "3d" << 77;
        QTest::newRow("1k") << "1k" << 115;
        QTest::newRow("4k") << "4k" << 173;
        QTest::newRow("7k") << "7k" << 256;
        QTest::newRow("10k") << "10k" << 370;
        QTest::newRow("14k") << "14k" << 592;
        QTest::newRow("18k") << "18k" << 932;
        QTest::newRow("22k") << "22k" << 1455;
        // Stronger than 7d: x = 0 -> 55.
        QTest::newRow("7d") << "7d" << 55;
        QTest::newRow("9d") << "9d" << 55;
    }

    void levelFactorTableOfThePage()
    {
        QFETCH(QString, rank);
        QFETCH(int, shown);
        QCOMPARE(
            static_cast<int>(std::lround(levelFactor(*GoRank::parse(rank.toStdString())))), shown);
    }

    void levelFactorIsUnrounded()
    {
        // sagc.md §7: 14k: x = 20: 400 + 30 + 55 + 3200000/30000 = 591.667;
        // 16k: x = 22: 484 + 33 + 55 + 5153632/30000 = 743.788.
        QVERIFY(near(levelFactor(rank("14k")), 591.6667));
        QVERIFY(near(levelFactor(rank("16k")), 743.7877));
    }

    void gameStatusFactors()
    {
        const SagcRules rules;
        QCOMPARE(rules.statusFactor(rd::GoGameStatus::Free), 0.0);
        QCOMPARE(rules.statusFactor(rd::GoGameStatus::Internet), 0.5);
        QCOMPARE(rules.statusFactor(rd::GoGameStatus::Club), 1.0);
        QCOMPARE(rules.statusFactor(rd::GoGameStatus::Tournament), 1.5);
        // A club may rate internet games like club games (event-document.md:
        // {"internet_gsf": 1.0}).
        QCOMPARE(
            withParams({ { "internet_gsf", 1.0 } }).statusFactor(rd::GoGameStatus::Internet), 1.0);
    }

    void effectiveHandicapAndFactor_data()
    {
        QTest::addColumn<int>("handicap");
        QTest::addColumn<double>("komi");
        QTest::addColumn<int>("effective");
        QTest::addColumn<double>("factor");
        // sagc.md §2.4 examples; HF = max(0.1, 1 - 0.05 |eff|).
        QTest::newRow("even, komi 6.5") << 1 << 6.5 << 0 << 1.0;
        QTest::newRow("no komi") << 1 << 0.5 << 1 << 0.95;
        QTest::newRow("2 stones") << 2 << 0.5 << 2 << 0.9;
        QTest::newRow("9 stones") << 9 << 0.5 << 9 << 0.55;
        QTest::newRow("9 stones, komi -29.5 to Black") << 9 << -29.5 << 12 << 0.4;
        QTest::newRow("komi 5.5") << 1 << 5.5 << 1 << 0.95;
        // The page: a 4-handicap game 0.8, an 8-handicap game 0.6.
        QTest::newRow("4 stones") << 4 << 0.5 << 4 << 0.8;
        QTest::newRow("8 stones") << 8 << 0.5 << 8 << 0.6;
        // Reverse komi beyond: eff = trunc(1 - 24.5/10) = trunc(-1.45) = -1; |eff| for HF.
        QTest::newRow("negative") << 1 << 30.5 << -1 << 0.95;
        // The minimum 0.1: eff = trunc(9 - (-190 - 6)/10) = 28 -> 1 - 1.4 -> 0.1.
        QTest::newRow("minimum") << 9 << -190.0 << 28 << 0.1;
    }

    void effectiveHandicapAndFactor()
    {
        QFETCH(int, handicap);
        QFETCH(double, komi);
        QFETCH(int, effective);
        QFETCH(double, factor);
        QCOMPARE(effectiveHandicap(handicap, komi), effective);
        QVERIFY(near(handicapFactor(SagcRules(), effective), factor, 1e-12));
    }

    void everyRowAndZoneOfTheResultTable_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<double>("promotionWin");
        QTest::addColumn<double>("promotionLoss");
        QTest::addColumn<double>("demotionWin");
        QTest::addColumn<double>("demotionLoss");
        // sagc.md §2.5 (the page's table); rows beyond 3 read the > +3 / < -3 lines.
        QTest::newRow("+5") << 5 << 3.5 << 0.0 << 3.5 << 0.0;
        QTest::newRow("+4") << 4 << 3.5 << 0.0 << 3.5 << 0.0;
        QTest::newRow("+3") << 3 << 3.5 << -0.09 << 3.5 << 0.0;
        QTest::newRow("+2") << 2 << 2.2 << -0.47 << 2.2 << -0.03;
        QTest::newRow("+1") << 1 << 1.5 << -0.81 << 1.6 << -0.28;
        QTest::newRow("0") << 0 << 1.0 << -1.17 << 1.4 << -0.6;
        QTest::newRow("-1") << -1 << 0.54 << -1.44 << 0.7 << -0.75;
        QTest::newRow("-2") << -2 << 0.13 << -1.8 << 0.37 << -1.0;
        QTest::newRow("-3") << -3 << 0.09 << -2.7 << 0.12 << -1.9;
        QTest::newRow("-4") << -4 << 0.0 << -2.7 << 0.0 << -1.9;
        QTest::newRow("-9") << -9 << 0.0 << -2.7 << 0.0 << -1.9;
    }

    void everyRowAndZoneOfTheResultTable()
    {
        QFETCH(int, row);
        QFETCH(double, promotionWin);
        QFETCH(double, promotionLoss);
        QFETCH(double, demotionWin);
        QFETCH(double, demotionLoss);
        const SagcRules rules;
        QCOMPARE(gameResultFactor(rules, row, Zone::Promotion, Outcome::Win), promotionWin);
        QCOMPARE(gameResultFactor(rules, row, Zone::Promotion, Outcome::Loss), promotionLoss);
        QCOMPARE(gameResultFactor(rules, row, Zone::Demotion, Outcome::Win), demotionWin);
        QCOMPARE(gameResultFactor(rules, row, Zone::Demotion, Outcome::Loss), demotionLoss);
        QCOMPARE(gameResultFactor(rules, row, Zone::Promotion, Outcome::Draw), 0.0);
    }

    void beyondThreeCanBeReadAsThree()
    {
        // The page's text treats > 3 as 3 (parameter clamp_beyond_three): +5 promotion loss
        // -0.09 instead of -0; -5 promotion win 0.09 instead of 0.
        const SagcRules clamped = withParams({ { "clamp_beyond_three", true } });
        QCOMPARE(gameResultFactor(clamped, 5, Zone::Promotion, Outcome::Loss), -0.09);
        QCOMPARE(gameResultFactor(clamped, -5, Zone::Promotion, Outcome::Win), 0.09);
    }

    void rowsFromRanksColoursAndHandicap()
    {
        // sagc.md §2.5: 14k (White) vs 16k (Black), even: the 16k reads +2, the 14k -2.
        QCOMPARE(differential(rank("14k"), rank("16k"), false, 0), -2);
        QCOMPARE(differential(rank("16k"), rank("14k"), true, 0), 2);
        // With two stones the handicap is right: both read row 0.
        QCOMPARE(differential(rank("16k"), rank("14k"), true, 2), 0);
        QCOMPARE(differential(rank("14k"), rank("16k"), false, 2), 0);
        // 1k vs 1d: one stone apart (no gap between the scales).
        QCOMPARE(differential(rank("1k"), rank("1d"), true, 0), 1);
    }

    void opponentFactorOverTheLastTenGames()
    {
        // sagc.md §2.3: n repeats of this opponent among A's previous ten games, free games
        // included, adjustment rows skipped: OF = max(0.1, 1 - 0.1 n).
        for (int repeats = 0; repeats <= 10; ++repeats) {
            Ledger ledger { SagcRules() };
            ledger.addPlayer("A", { rank("10k"), 0 });
            ledger.addPlayer("B", { rank("10k"), 0 });
            ledger.addPlayer("C", { rank("10k"), 0 });
            for (int i = 0; i < 10; ++i) {
                // Free games against B (repeats of them) and club games against C fill the window;
                // an adjustment in between is no game.
                if (i < repeats)
                    ledger.record(game("A", "B", rd::GoWinner::Draw, rd::GoGameStatus::Free));
                else
                    ledger.record(game("A", "C", rd::GoWinner::Draw));
                if (i == 4)
                    ledger.adjust(
                        { "A", { rank("10k"), 0 }, "synchronised with SAGA", std::nullopt });
            }
            const GameUpdate next = ledger.record(game("A", "B", rd::GoWinner::White));
            QVERIFY2(near(next.white.opponentFactor, std::max(0.1, 1.0 - 0.1 * repeats), 1e-12),
                qPrintable(QString::number(repeats)));
        }
        // Only the previous ten count: ten games against C push an older game with B out.
        Ledger ledger { SagcRules() };
        ledger.addPlayer("A", { rank("10k"), 0 }, { "B" });
        ledger.addPlayer("B", { rank("10k"), 0 });
        ledger.addPlayer("C", { rank("10k"), 0 });
        QVERIFY(near(ledger.record(game("A", "C", rd::GoWinner::Draw)).white.opponentFactor, 1.0));
        for (int i = 0; i < 9; ++i)
            ledger.record(game("A", "C", rd::GoWinner::Draw));
        QVERIFY(near(ledger.record(game("A", "B", rd::GoWinner::Draw)).white.opponentFactor, 1.0));
    }

    void workedChecksOfTheSpecification()
    {
        // sagc.md §7. 14k (White, index +200) loses an even club game to 16k (Black, index -100),
        // first meeting.
        Ledger ledger { SagcRules() };
        ledger.addPlayer("strong", { rank("14k"), 200 });
        ledger.addPlayer("weak", { rank("16k"), -100 });
        const GameUpdate update = ledger.record(game("strong", "weak", rd::GoWinner::Black));
        // 14k: LF 591.667, row -2, promotion, loss -1.8, GSF 1, OF 1, HF 1: delta -1065.0,
        // raw -865.0, the 10k-19k floor from >= 0 is -900: new index -865.
        QVERIFY(near(update.white.levelFactor, 591.6667));
        QCOMPARE(update.white.row, -2);
        QCOMPARE(update.white.resultFactor, -1.8);
        QVERIFY(near(update.white.delta, -1065.0));
        QCOMPARE(update.white.after, (PlayerState { rank("14k"), -865 }));
        // 16k: LF 743.788, row +2, demotion zone, win 2.2: delta +1636.3, raw 1536.3 > 999:
        // promoted to 15k with index 0.
        QVERIFY(near(update.black.levelFactor, 743.7877));
        QCOMPARE(update.black.row, 2);
        QCOMPARE(update.black.resultFactor, 2.2);
        QVERIFY(near(update.black.delta, 1636.333, 0.001));
        QCOMPARE(update.black.after, (PlayerState { rank("15k"), 0 }));
        // The record sheet rows (sagc.md §6).
        const SheetRow row = ledger.recordSheet("strong").front();
        QCOMPARE(row.opponent, std::string("weak"));
        QVERIFY(row.opponentRank == rank("16k"));
        QCOMPARE(row.colour, 'W');
        QCOMPARE(row.handicap, 1);
        QCOMPARE(row.komi, 6.5);
        QCOMPARE(row.winner, 'B');
        QCOMPARE(row.statusFactor, 1.0);
        QCOMPARE(row.change, -1065);
        QCOMPARE(row.newIndex, -865);
        QVERIFY(row.newRank == rank("14k"));
        // The change column is new index - old index after promotion: 0 - (-100) = 100.
        QCOMPARE(ledger.recordSheet("weak").front().change, 100);
    }

    void elevenKyuExampleStepByStep()
    {
        // The page: an 11k with a non-negative index stops at -900, then -950, then -999; only
        // from -951 ... -999 can a loss demote him (the fourth loss at least).
        const GoRank elevenKyu = rank("11k");
        QCOMPARE(demotionFloor(elevenKyu, 0), std::optional(-900));
        QCOMPARE(demotionFloor(elevenKyu, 500), std::optional(-900));
        QCOMPARE(demotionFloor(elevenKyu, -1), std::optional(-950));
        QCOMPARE(demotionFloor(elevenKyu, -900), std::optional(-950));
        QCOMPARE(demotionFloor(elevenKyu, -901), std::optional(-999));
        QCOMPARE(demotionFloor(elevenKyu, -950), std::optional(-999));
        QVERIFY(!demotionFloor(elevenKyu, -951));
        QVERIFY(!demotionFloor(elevenKyu, -999));
        // Through the ledger with huge losses (tournament factor 10, against a much weaker player):
        Ledger ledger { withParams({ { "tournament_gsf", 10.0 } }) };
        ledger.addPlayer("P", { elevenKyu, 0 });
        const int expected[] = { -900, -950, -999 };
        int opponents = 0;
        auto hugeLoss = [&] {
            const std::string opponent = playerId('Q', opponents++);
            ledger.addPlayer(opponent, { rank("20k"), 0 });
            ledger.record(game("P", opponent, rd::GoWinner::Black, rd::GoGameStatus::Tournament));
        };
        for (int index : expected) {
            hugeLoss();
            QCOMPARE(ledger.state("P"), (PlayerState { elevenKyu, index }));
        }
        hugeLoss();
        QCOMPARE(ledger.state("P"), (PlayerState { rank("12k"), 0 }));
    }

    void minimumLossesToDemotionPerBand_data()
    {
        QTest::addColumn<QString>("rank");
        QTest::addColumn<int>("losses"); // 0: never demoted
        // The page's table: 25k-29k 6, 20k-24k 5, 10k-19k 4, 5k-9k 3, dan-4k 2; 30k never.
        for (const char *band : { "25k", "29k" })
            QTest::newRow(band) << band << 6;
        for (const char *band : { "20k", "24k" })
            QTest::newRow(band) << band << 5;
        for (const char *band : { "10k", "19k" })
            QTest::newRow(band) << band << 4;
        for (const char *band : { "5k", "9k" })
            QTest::newRow(band) << band << 3;
        for (const char *band : { "4k", "1k", "1d", "5d" })
            QTest::newRow(band) << band << 2;
        QTest::newRow("30k") << "30k" << 0;
    }

    void minimumLossesToDemotionPerBand()
    {
        QFETCH(QString, rank);
        QFETCH(int, losses);
        // Losses as large as they come: tournament factor 10, handicap factor 1, and each time a
        // fresh opponent of P's rank to whom P lost taking nine stones (row -9: -2.7 / -1.9).
        Ledger ledger { withParams({ { "tournament_gsf", 10.0 }, { "handicap_step", 0.0 } }) };
        const GoRank start = *GoRank::parse(rank.toStdString());
        ledger.addPlayer("P", { start, 0 });
        int count = 0;
        while (ledger.state("P").rank == start && count < 20) {
            const std::string opponent = playerId('Q', count);
            ledger.addPlayer(opponent, { start, 0 });
            ledger.record(
                game(opponent, "P", rd::GoWinner::White, rd::GoGameStatus::Tournament, 9, 0.5));
            ++count;
        }
        if (losses == 0) {
            QCOMPARE(ledger.state("P"), (PlayerState { start, -999 }));
        } else {
            QCOMPARE(count, losses);
            QCOMPARE(ledger.state("P").rank.strength(), start.strength() - 1);
            QCOMPARE(ledger.state("P").index, 0);
        }
    }

    void promotionAtTheTopOfTheIndex()
    {
        // Index 999 and a win: one rank up, index 0; the strongest rank stays at 999.
        Ledger ledger { SagcRules() };
        ledger.addPlayer("P", { rank("5k"), 999 });
        ledger.addPlayer("Q", { rank("5k"), 0 });
        ledger.addPlayer("T", { rank("9d"), 999 });
        ledger.addPlayer("U", { rank("9d"), 0 });
        ledger.record(game("P", "Q", rd::GoWinner::White));
        QCOMPARE(ledger.state("P"), (PlayerState { rank("4k"), 0 }));
        ledger.record(game("T", "U", rd::GoWinner::White));
        QCOMPARE(ledger.state("T"), (PlayerState { rank("9d"), 999 }));
    }

    void adjustmentRowsNameThePlayerHimself()
    {
        // sagc.md §5/§6: an administrator sets rank and index; the row's opponent is the player.
        Ledger ledger { SagcRules() };
        ledger.addPlayer("P", { rank("12k"), 340 });
        ledger.adjust(
            { "P", { rank("10k"), 0 }, "synchronised with SAGA", rd::Date::fromIso("2026-04-01") });
        QCOMPARE(ledger.state("P"), (PlayerState { rank("10k"), 0 }));
        const SheetRow row = ledger.recordSheet("P").front();
        QCOMPARE(row.opponent, std::string("P"));
        QCOMPARE(row.change, -340);
        QVERIFY(row.newRank == rank("10k"));
        QCOMPARE(row.comment, std::string("synchronised with SAGA"));
        QCOMPARE(row.date, rd::Date::fromIso("2026-04-01"));
    }

    void drawsAndFreeGamesChangeNothing()
    {
        Ledger ledger { SagcRules() };
        ledger.addPlayer("P", { rank("5k"), 10 });
        ledger.addPlayer("Q", { rank("5k"), -10 });
        ledger.record(game("P", "Q", rd::GoWinner::Draw));
        ledger.record(game("P", "Q", rd::GoWinner::White, rd::GoGameStatus::Free));
        QCOMPARE(ledger.state("P"), (PlayerState { rank("5k"), 10 }));
        QCOMPARE(ledger.state("Q"), (PlayerState { rank("5k"), -10 }));
        QCOMPARE(ledger.recordSheet("P").size(), std::size_t { 2 });
    }

    void roundingHalfAwayFromZero()
    {
        // sagc.md §2.6. 7d (x = 0, LF 55) in an internet game (GSF 0.5):
        // a loss on row -2 in the demotion zone: 55 * 0.5 * -1.0 = -27.5 -> -100 - 27.5 = -127.5 ->
        // -128; a win on row 0 in the promotion zone: 55 * 0.5 * 1 = 27.5 -> 27.5 -> 28.
        Ledger ledger { SagcRules() };
        ledger.addPlayer("strong", { rank("7d"), -100 });
        ledger.addPlayer("weaker", { rank("5d"), 0 });
        ledger.addPlayer("equal", { rank("7d"), 0 });
        ledger.addPlayer("other", { rank("7d"), 0 });
        ledger.record(game("strong", "weaker", rd::GoWinner::Black, rd::GoGameStatus::Internet));
        QCOMPARE(ledger.state("strong").index, -128);
        ledger.record(game("equal", "other", rd::GoWinner::White, rd::GoGameStatus::Internet));
        QCOMPARE(ledger.state("equal").index, 28);
    }

    void undoRestoresBothPlayersExactly()
    {
        Ledger ledger { SagcRules() };
        ledger.addPlayer("A", { rank("14k"), 200 });
        ledger.addPlayer("B", { rank("16k"), -100 });
        ledger.addPlayer("C", { rank("12k"), 0 });
        ledger.record(game("A", "C", rd::GoWinner::White));
        const PlayerState a = ledger.state("A");
        const PlayerState b = ledger.state("B");
        // The promotion of B is not invertible by arithmetic; undo restores the stored state.
        ledger.record(game("A", "B", rd::GoWinner::Black));
        QCOMPARE(ledger.state("B"), (PlayerState { rank("15k"), 0 }));
        ledger.remove(1);
        QCOMPARE(ledger.state("A"), a);
        QCOMPARE(ledger.state("B"), b);
        QCOMPARE(ledger.recordSheet("A").size(), std::size_t { 1 });
        QVERIFY(ledger.recordSheet("B").empty());
        QCOMPARE(ledger.entries().size(), std::size_t { 1 });
        // The opponent window is back too: A's next game against B is a first meeting again.
        QVERIFY(near(ledger.record(game("A", "B", rd::GoWinner::Black)).white.opponentFactor, 1.0));
        // A position past the end, or a replacement naming an unknown player, changes nothing.
        const std::vector<Start> players = { { "A", {}, {} }, { "B", {}, {} }, { "C", {}, {} } };
        const QStringList kept = everyField(ledger, players);
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, ledger.remove(2));
        QVERIFY_THROWS_EXCEPTION(
            std::out_of_range, ledger.replace(0, game("A", "X", rd::GoWinner::White)));
        QCOMPARE(everyField(ledger, players), kept);
    }

    void theWindowOfAPlayerWithNoGameLeftIsReadAtHisNextGame()
    {
        // sagc.md §2.3: the previous opponents a player comes with are read at his first game, so
        // they may name a player added after him. Taking back his only game leaves them unread.
        Ledger ledger { SagcRules() };
        ledger.addPlayer("A", { rank("10k"), 0 }, { "Z" });
        ledger.addPlayer("B", { rank("10k"), 0 });
        ledger.record(game("A", "B", rd::GoWinner::White));
        ledger.remove(0);
        ledger.addPlayer("Z", { rank("10k"), 0 });
        QVERIFY(near(ledger.record(game("A", "Z", rd::GoWinner::White)).white.opponentFactor, 0.9));
    }

    void aPreviousOpponentNotInTheLedgerMatchesNobody()
    {
        // A's window is read at his first game, when X is unknown: X keeps its place in it but is
        // not the player C added afterwards, so A meets C for the first time (OF 1).
        Ledger ledger { SagcRules() };
        ledger.addPlayer("A", { rank("10k"), 0 }, { "X" });
        ledger.addPlayer("B", { rank("10k"), 0 });
        ledger.record(game("A", "B", rd::GoWinner::White));
        ledger.addPlayer("C", { rank("10k"), 0 });
        QVERIFY(near(ledger.record(game("A", "C", rd::GoWinner::White)).white.opponentFactor, 1.0));
    }

    void removingAMiddleLineReplaysTheLaterOnesWorkedByHand()
    {
        // sagc.md §5: taking back a line that is not the last one of its players gives them their
        // stored states before it and applies every later line again, in entry order.
        //
        // A 2k +700, B 2k +10, C 1k -40; four even club games (handicap 1, komi 6.5:
        // eff = trunc(1 - 0.5/10) = trunc(0.95) = 0, so HF 1 and received 0; GSF 1):
        //   1. A (W) - C (B), White wins      2. A (W) - B (B), White wins
        //   3. B (W) - C (B), Black wins      4. C (W) - A (B), White wins
        // s(2k) = -1, s(1k) = 0. LF(2k): x = 8, 64 + 12 + 55 + 32768/30000 = 132.0922667;
        // LF(1k): x = 7, 49 + 10.5 + 55 + 16807/30000 = 115.0602333.
        //
        // Line 1. A: gap 0 - (-1) = +1, D = +1, promotion win 1.5, OF 1:
        //   132.0922667 x 1.5 = 198.1384; 700 + 198.1384 = 898.1384 -> 898.
        //   C: gap -1, D = -1, demotion loss -0.75, OF 1: 115.0602333 x -0.75 = -86.2952;
        //   -40 - 86.2952 = -126.2952; from a negative index the 1k ladder (-999 only) sets no
        //   mark -> -126.
        // Line 2. A: D = 0, promotion win 1, OF 1 (C is his only opponent so far):
        //   898 + 132.0922667 = 1030.0923 -> 1030 > 999: 1k, index 0.
        //   B: D = 0, promotion loss -1.17: 132.0922667 x -1.17 = -154.5480;
        //   10 - 154.5480 = -144.5480 (the mark -999 does not bite) -> -145.
        // Line 3. B (2k -145, demotion zone): gap 0 - (-1) = +1, D = +1, loss -0.28, OF 1:
        //   132.0922667 x -0.28 = -36.9858; -145 - 36.9858 = -181.9858 -> -182.
        //   C (1k -126, demotion): gap -1, D = -1, win 0.7, OF 1 (B is new to him):
        //   115.0602333 x 0.7 = 80.5422; -126 + 80.5422 = -45.4578 -> -45.
        // Line 4. C (1k -45, demotion) against A (1k 0): D = 0, win 1.4, OF 0.9 (A once among
        //   his last games A, B): 115.0602333 x 1.4 x 0.9 = 144.9759; -45 + 144.9759 = 99.9759
        //   -> 100.
        //   A (1k 0, promotion): D = 0, loss -1.17, OF 0.9 (C once among C, B):
        //   115.0602333 x -1.17 x 0.9 = -121.1584 -> -121.
        // So A 1k -121, B 2k -182, C 1k 100.
        const std::vector<Start> players = { { "A", { rank("2k"), 700 }, {} },
            { "B", { rank("2k"), 10 }, {} }, { "C", { rank("1k"), -40 }, {} } };
        const std::vector<Entry> entries
            = { game("A", "C", rd::GoWinner::White), game("A", "B", rd::GoWinner::White),
                  game("B", "C", rd::GoWinner::Black), game("C", "A", rd::GoWinner::White) };
        Ledger ledger = fromScratch(players, entries);
        QCOMPARE(ledger.state("A"), (PlayerState { rank("1k"), -121 }));
        QCOMPARE(ledger.state("B"), (PlayerState { rank("2k"), -182 }));
        QCOMPARE(ledger.state("C"), (PlayerState { rank("1k"), 100 }));

        // Line 2 taken back: A is 2k 898 again (his promotion undone), B 2k +10.
        // Line 3 again. B (2k +10, now promotion zone): D = +1, loss -0.81, OF 1:
        //   132.0922667 x -0.81 = -106.9947; 10 - 106.9947 = -96.9947 -> -97.
        //   C: his state and B's rank are as before: -45.
        // Line 4 again. C (1k -45, demotion) against A (2k 898): gap -1 - 0 = -1, D = -1, win
        //   0.7, OF 0.9: 115.0602333 x 0.7 x 0.9 = 72.4879; -45 + 72.4879 = 27.4879 -> 27.
        //   A (2k 898, promotion): gap 0 - (-1) = +1, received +0 as Black, D = +1, loss -0.81,
        //   OF 0.9 (C, his one earlier opponent): 132.0922667 x -0.81 x 0.9 = -96.2953;
        //   898 - 96.2953 = 801.7047 -> 802.
        ledger.remove(1);
        QCOMPARE(ledger.state("A"), (PlayerState { rank("2k"), 802 }));
        QCOMPARE(ledger.state("B"), (PlayerState { rank("2k"), -97 }));
        QCOMPARE(ledger.state("C"), (PlayerState { rank("1k"), 27 }));
        const std::vector<SheetRow> a = ledger.recordSheet("A");
        QCOMPARE(a.size(), std::size_t { 2 });
        QCOMPARE(a[0].newIndex, 898); // line 1 is kept as it was
        QCOMPARE(a[1].opponent, std::string("C"));
        QVERIFY(a[1].opponentRank == rank("1k"));
        QCOMPARE(a[1].colour, 'B');
        QCOMPARE(a[1].change, -96);
        QVERIFY(a[1].newRank == rank("2k"));
        QCOMPARE(everyField(ledger, players),
            everyField(fromScratch(players, without(entries, 1)), players));

        // Then line 3 (now the second line) is changed to a draw with komi 7 (eff =
        // trunc(1 - 1/10) = 0): GRF 0, so B stays 2k +10 and C 1k -126.
        // Line 4 again. C (1k -126, demotion): D = -1, win 0.7, OF 0.9: +72.4879;
        //   -126 + 72.4879 = -53.5121 -> -54. A: his state and C's rank are as before: 802.
        const Entry draw = game("B", "C", rd::GoWinner::Draw, rd::GoGameStatus::Club, 1, 7.0);
        ledger.replace(1, draw);
        QCOMPARE(ledger.state("A"), (PlayerState { rank("2k"), 802 }));
        QCOMPARE(ledger.state("B"), (PlayerState { rank("2k"), 10 }));
        QCOMPARE(ledger.state("C"), (PlayerState { rank("1k"), -54 }));
        const std::vector<SheetRow> c = ledger.recordSheet("C");
        QCOMPARE(c.size(), std::size_t { 3 });
        QCOMPARE(c[1].winner, '=');
        QCOMPARE(c[1].komi, 7.0);
        QCOMPARE(c[1].change, 0);
        QCOMPARE(c[2].change, 72);
        QCOMPARE(c[2].newIndex, -54);
        QCOMPARE(everyField(ledger, players),
            everyField(fromScratch(players, with(without(entries, 1), 1, draw)), players));
    }

    void anyLineRemovedOrChangedEqualsAFreshLedger_data()
    {
        QTest::addColumn<int>("position");
        for (std::size_t position = 0; position < clubLines().size(); ++position)
            QTest::addRow("line %d", static_cast<int>(position)) << static_cast<int>(position);
    }

    void anyLineRemovedOrChangedEqualsAFreshLedger()
    {
        // sagc.md §5: removing or changing any line, not only the last, leaves the ledger equal,
        // field by field, to one built from scratch from the lines that remain.
        QFETCH(int, position);
        const std::size_t line = static_cast<std::size_t>(position);
        const std::vector<Start> &players = clubPlayers();
        const std::vector<Entry> &entries = clubLines();
        const Ledger full = fromScratch(players, entries);
        Ledger removed = full;
        removed.remove(line);
        QCOMPARE(everyField(removed, players),
            everyField(fromScratch(players, without(entries, line)), players));
        Ledger replaced = full;
        replaced.replace(line, changed(entries[line]));
        QCOMPARE(everyField(replaced, players),
            everyField(fromScratch(players, with(entries, line, changed(entries[line]))), players));
    }

    void aMiddleLineRemovedAndAnotherChanged()
    {
        const std::vector<Start> &players = clubPlayers();
        const std::vector<Entry> &entries = clubLines();
        const Ledger full = fromScratch(players, entries);
        Ledger ledger = full;
        ledger.remove(4); // B - C
        ledger.replace(5, changed(entries[6])); // C - A, now won by Black
        const std::vector<Entry> remaining = with(without(entries, 4), 5, changed(entries[6]));
        QCOMPARE(ledger.entries().size(), remaining.size());
        QCOMPARE(everyField(ledger, players), everyField(fromScratch(players, remaining), players));
        // The later lines did change: the comparison is not between two untouched ledgers.
        QVERIFY(everyField(ledger, players) != everyField(full, players));
    }

    void replayEqualsIncremental()
    {
        // A club history with promotions, demotions, free games and adjustments, entered one
        // line at a time; replaying all entries from the start gives the same states and sheets.
        const std::vector<Start> players = randomClub();
        Ledger ledger = fromScratch(players, {});
        enterRandomLines(ledger, players, 3000);
        QCOMPARE(everyField(ledger.replayed(), players), everyField(ledger, players));
    }

    void linesTakenBackAnywhereInALongHistory()
    {
        // sagc.md §5 over 1500 lines with full opponent windows: lines removed and changed far
        // from the end, each time equal to a ledger built from scratch from the remaining lines.
        const std::vector<Start> players = randomClub();
        Ledger ledger = fromScratch(players, {});
        enterRandomLines(ledger, players, 1500);
        std::vector<Entry> entries = ledger.entries();
        for (const std::size_t position : { 40, 700, 1490, 3 }) {
            ledger.remove(position);
            entries = without(entries, position);
            QCOMPARE(
                everyField(ledger, players), everyField(fromScratch(players, entries), players));
            ledger.replace(position, changed(entries[position]));
            entries = with(entries, position, changed(entries[position]));
            QCOMPARE(
                everyField(ledger, players), everyField(fromScratch(players, entries), players));
        }
    }

    void evaluationDocumentHasEveryFactor()
    {
        // The §7 game through the engine, with the 14k's previous opponents naming the 16k once.
        rd::EventInput event;
        event.system = rd::RatingSystem::Sagc;
        event.ruleset = "sagc";
        event.event.endDate = *rd::Date::fromIso("2026-03-29");
        rd::PlayerInput strong;
        strong.id = std::string("strong");
        strong.sagc = rd::SagcState { rank("14k"), 200, { "weak", "x" } };
        rd::PlayerInput weak;
        weak.id = std::string("weak");
        weak.sagc = rd::SagcState { rank("16k"), -100, {} };
        event.players = { strong, weak };
        event.goGames = { game("strong", "weak", rd::GoWinner::Black) };
        const rd::Evaluation evaluation = rd::sagc::evaluate(event);
        QCOMPARE(evaluation.games.size(), std::size_t { 1 });
        const auto &white
            = std::get<rd::Fields>(rd::findField(evaluation.games[0], "white")->storage());
        for (const char *key : { "LF", "GSF", "OF", "GRF", "HF", "row", "zone", "delta",
                 "index_before", "index_after", "rank_before", "rank_after" })
            QVERIFY2(rd::findField(white, key), key);
        // OF 0.9 (one repeat): -1065.0 * 0.9 = -958.5 -> raw -758.5 -> -759 (half away from zero).
        QCOMPARE(std::get<rd::Decimal>(rd::findField(white, "OF")->storage()).value, 0.9);
        QCOMPARE(std::get<std::int64_t>(rd::findField(white, "index_after")->storage()),
            std::int64_t { -759 });
        const rd::PlayerEvaluation &promoted = evaluation.players[1];
        QCOMPARE(std::get<std::string>(rd::findField(promoted.after, "rank")->storage()),
            std::string("15k"));
        QVERIFY(promoted.status == rd::PlayerStatus::Rated);
    }
};

QTEST_APPLESS_MAIN(TestSagc)
#include "tst_sagc.moc"
