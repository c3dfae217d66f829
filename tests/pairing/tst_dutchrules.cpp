// The Dutch system's rules, each on a small position worked out by hand in the comment above
// its test (C.04.3 2026 articles; docs/pairing.md).
#include "engine/io/TrfTournament.h"
#include "engine/pairing/BoardOrder.h"
#include "engine/pairing/Colours.h"
#include "engine/pairing/DutchPairer.h"
#include "engine/pairing/Legality.h"
#include "engine/pairing/RoundCheck.h"

#include <QTest>

using namespace rd;
using namespace rd::pairing;

namespace {

Tournament field(int players)
{
    Tournament t;
    for (int i = 1; i <= players; ++i) {
        Player p;
        p.startNumber = i;
        p.name = "Player " + std::to_string(i);
        t.players.push_back(p);
    }
    return t;
}

RoundEntry &cell(Tournament &t, int player, int round)
{
    auto &rounds = t.player(player).rounds;
    if (static_cast<int>(rounds.size()) < round)
        rounds.resize(round);
    return rounds[round - 1];
}

// A game of `round`: White's outcome given, Black's the mirror.
void game(Tournament &t, int round, int white, int black, Outcome whiteOutcome)
{
    auto mirror = [](Outcome o) {
        switch (o) {
        case Outcome::Win:
            return Outcome::Loss;
        case Outcome::Loss:
            return Outcome::Win;
        case Outcome::ForfeitWin:
            return Outcome::ForfeitLoss;
        case Outcome::ForfeitLoss:
            return Outcome::ForfeitWin;
        default:
            return o;
        }
    };
    cell(t, white, round) = { black, Colour::White, whiteOutcome };
    cell(t, black, round) = { white, Colour::Black, mirror(whiteOutcome) };
}

void bye(Tournament &t, int round, int player, Outcome kind)
{
    cell(t, player, round) = { 0, Colour::None, kind };
}

RoundPairing pairNext(const Tournament &t)
{
    const NextRound next = pairNextRound(t);
    if (!next.result.pairing)
        qFatal("no pairing");
    return *next.result.pairing;
}

using Pairs = std::vector<std::pair<int, int>>;

Pairs boardsOf(const RoundPairing &pairing)
{
    Pairs result;
    for (const Board &b : pairing.boards)
        result.push_back({ b.white, b.black });
    return result;
}

SnapshotPlayer withColours(int startNumber, std::vector<Colour> colours)
{
    SnapshotPlayer p;
    p.startNumber = startNumber;
    p.parityNumber = startNumber;
    p.colours = std::move(colours);
    for (Colour c : p.colours)
        p.colourDifference += c == Colour::White ? 1 : -1;
    p.preference = colourPreference(p.colours);
    return p;
}

constexpr Colour W = Colour::White;
constexpr Colour B = Colour::Black;

} // namespace

class TestDutchRules : public QObject {
    Q_OBJECT

private slots:
    // 1.7: WW (same colour twice) and a difference of +2 are absolute, a difference of -1
    // strong, an even history mild (alternating from the last game), no games none.
    void colourPreferences()
    {
        QCOMPARE(colourPreference({ W, W }).strength, Strength::Absolute);
        QCOMPARE(colourPreference({ W, W }).colour, B);
        QCOMPARE(colourPreference({ W, B, W, W }).strength, Strength::Absolute);
        QCOMPARE(colourPreference({ B, W, B }).strength, Strength::Strong);
        QCOMPARE(colourPreference({ B, W, B }).colour, W);
        QCOMPARE(colourPreference({ W, B }).strength, Strength::Mild);
        QCOMPARE(colourPreference({ W, B }).colour, W);
        QCOMPARE(colourPreference({}).strength, Strength::None);
    }

    // 5.2.1-5.2.5 on pairs of players (the first argument ranks higher; parity number = TPN):
    // 5.2.1 W-B and B-W histories: both get their wish. 5.2.2 a strong wish (B W B: white)
    // beats a mild one (W B: white). 5.2.3 both mild for white with B W and W B W B... the last
    // round they differed: B W vs W B -> higher had W, so he gets B. 5.2.4 equal histories W B
    // and W B: the higher-ranked gets his wish (white). 5.2.5 no histories: TPN 1 (odd) gets
    // the initial colour, TPN 2 (even) the other one.
    void colourAllocation()
    {
        ColourAllocation a = allocateColours(withColours(1, { W }), withColours(2, { B }), W);
        QCOMPARE(a.white, 2);
        QCOMPARE(a.rule, ColourRule::BothPreferences);
        a = allocateColours(withColours(1, { W, B }), withColours(2, { B, W, B }), W);
        QCOMPARE(a.white, 2);
        QCOMPARE(a.rule, ColourRule::StrongerPreference);
        a = allocateColours(withColours(1, { B, W, B }), withColours(2, { W, B, W, B }), W);
        // both want white: 1 strong, 2 mild -> 5.2.2 gives it to 1
        QCOMPARE(a.white, 1);
        a = allocateColours(withColours(1, { B, W, B }), withColours(2, { W, B, B }), W);
        // 1 strong W (difference -1), 2 absolute W (BB): the absolute one wins
        QCOMPARE(a.white, 2);
        a = allocateColours(withColours(1, { B, W }), withColours(2, { W, B }), W);
        // 1 wants B (mild), 2 wants W (mild): compatible
        QCOMPARE(a.white, 2);
        a = allocateColours(withColours(1, { W, B, W, B }), withColours(2, { B, W, W, B }), W);
        // both mild W; the last two rounds agree (B, W), the third from the end differs: 1 had
        // black there, so he gets white
        QCOMPARE(a.white, 1);
        QCOMPARE(a.rule, ColourRule::Alternation);
        a = allocateColours(withColours(1, { W, B }), withColours(2, { W, B }), W);
        QCOMPARE(a.white, 1);
        QCOMPARE(a.rule, ColourRule::HigherRankedPreference);
        a = allocateColours(withColours(1, {}), withColours(3, {}), B);
        QCOMPARE(a.white, 3);
        QCOMPARE(a.rule, ColourRule::InitialColour);
        a = allocateColours(withColours(2, {}), withColours(3, {}), W);
        QCOMPARE(a.white, 3);
    }

    // Round 1 of six (Art. 3: S1 = 1 2 3, S2 = 4 5 6, S1[i] against S2[i]); 5.2.5 with the
    // initial colour white: 1 and 3 (odd) get white, 2 black.
    void firstRound()
    {
        Tournament t = field(6);
        t.initialColour = W;
        QCOMPARE(boardsOf(pairNext(t)), (Pairs { { 1, 4 }, { 5, 2 }, { 3, 6 } }));
        t.initialColour = B;
        QCOMPARE(boardsOf(pairNext(t)), (Pairs { { 4, 1 }, { 2, 5 }, { 6, 3 } }));
    }

    // C1 and 5.2.4. Round 1: 1-3 (1 wins), 4-2 (2 wins); round 2: 2-1 and 3-4 drawn, so 1 and
    // 2 have 1.5, 3 and 4 have 0.5. Round 3: 1 and 2 have met (C1) and float into the 0.5
    // bracket; 1 has met 3, so 1-4 and 2-3. 1 (W B) and 4 (W B) both want white mildly with
    // equal histories: the higher-ranked 1 gets it (5.2.4); 2 (B W) and 3 (B W) want black: 2
    // gets it.
    void noRematch()
    {
        Tournament t = field(4);
        game(t, 1, 1, 3, Outcome::Win);
        game(t, 1, 4, 2, Outcome::Loss);
        game(t, 2, 2, 1, Outcome::Draw);
        game(t, 2, 3, 4, Outcome::Draw);
        QCOMPARE(boardsOf(pairNext(t)), (Pairs { { 1, 4 }, { 3, 2 } }));
    }

    // C1 counts played games only: after 1-2 lost by forfeit in round 1, 1 and 2 meet again in
    // round 2 (both 0 and 1 point apart: 2 has 1, 1 has 0, 3-4 drawn: 0.5 each; brackets
    // {2}, {3, 4}, {1}: 2 floats to the 0.5 bracket and pairs 3, 4 floats to 1). Two forfeits
    // do not make a meeting.
    void forfeitIsNoMeeting()
    {
        Tournament t = field(4);
        game(t, 1, 1, 2, Outcome::ForfeitLoss);
        game(t, 1, 3, 4, Outcome::Draw);
        const RoundSnapshot s = makeSnapshot(t, 2, { 1, 2, 3, 4 });
        QVERIFY(s.find(1)->mayMeet(2));
        QVERIFY(s.find(1)->colours.empty()); // no colour from a forfeit (C.04.2)
    }

    // C2, C5 and C14. Round 1 of five players: 1-3 and 4-2, 5 gets the bye (1 point); 1 and 2
    // win. Round 2: 1, 2 and 5 have 1 point, 3 and 4 none. 5 may not have a second bye (C2), so
    // the bye goes to 0 points (C5). Bracket 1 (S1 = {1}, S2 = {2, 5}): 1-2 would downfloat 5,
    // who downfloated in round 1 (the bye is a downfloat, 1.4.3), so C14 takes 1-5 and 2 floats
    // (1 had white: 5 gets it, 5.2.1). Bracket 0: 2 against 3 (2 has met 4), 4 gets the
    // bye; 2 and 3 both had black and want white: the higher-ranked 2 gets it (5.2.4).
    void byeToTheLowestEligible()
    {
        Tournament t = field(5);
        game(t, 1, 1, 3, Outcome::Win);
        game(t, 1, 4, 2, Outcome::Loss);
        bye(t, 1, 5, Outcome::PairingBye);
        const RoundPairing p = pairNext(t);
        QCOMPARE(boardsOf(p), (Pairs { { 5, 1 }, { 2, 3 } }));
        QCOMPARE(p.byePlayer, 4);
    }

    // C9. Five players, 5 absent in round 1 (Z), 1-3 and 4-2 with 1 and 2 winning. Round 2:
    // 2-1 in the 1-point bracket; 3, 4, 5 have 0 points. The procedure's first candidate 3-4
    // would leave 5 the bye, but 5 has an unplayed round and 3, 4 none: C9 puts the bye on 4
    // (3-5 is the first transposition that does so: S1 = {3}, S2 = {5, 4}); 3 wants white.
    void byeToFewestUnplayedRounds()
    {
        Tournament t = field(5);
        game(t, 1, 1, 3, Outcome::Win);
        game(t, 1, 4, 2, Outcome::Loss);
        bye(t, 1, 5, Outcome::ZeroBye);
        const RoundPairing p = pairNext(t);
        QCOMPARE(boardsOf(p), (Pairs { { 2, 1 }, { 3, 5 } }));
        QCOMPARE(p.byePlayer, 4);
    }

    // C3. Round 1: 1-3, 2-4; round 2: 1-4, 2-3, all drawn. 1 and 2 had white twice, 3 and 4
    // black twice: the only players left to each other have the same absolute preference.
    // Round 3 of 5 (no topscorers): no legal pairing, all four named.
    void sameAbsoluteColourNeverMeets()
    {
        Tournament t = field(4);
        t.plannedRounds = 5;
        game(t, 1, 1, 3, Outcome::Draw);
        game(t, 1, 2, 4, Outcome::Draw);
        game(t, 2, 1, 4, Outcome::Draw);
        game(t, 2, 2, 3, Outcome::Draw);
        const NextRound next = pairNextRound(t);
        QVERIFY(!next.result.pairing);
        QCOMPARE(next.result.unpairable.players, (std::vector<int> { 1, 2, 3, 4 }));
    }

    // C12 (and Art. 3.6, transpositions). Round 1: 1-3, 4-2 drawn. Round 2: one bracket of
    // four, S1 = {1, 2}, S2 = {3, 4}; 1-3 and 2-4 are rematches, so the first transposition is
    // 1-4, 2-3: 1 (had W) wants black, 4 (had W) black too; 2 and 3 (had B) white. Each pair
    // fails C12 once, and no other candidate avoids it (1-2 and 3-4: 1 and 2 both... 1 wants B,
    // 2 wants W: fine; 3 wants W, 4 wants B: fine!). So the exchange 2<->3 (S1 = {1, 3}) wins:
    // 1-2 with 2 white, 3-4 with 3 white.
    void colourPreferencesDecide()
    {
        Tournament t = field(4);
        game(t, 1, 1, 3, Outcome::Draw);
        game(t, 1, 4, 2, Outcome::Draw);
        QCOMPARE(boardsOf(pairNext(t)), (Pairs { { 2, 1 }, { 3, 4 } }));
    }

    // Baku (C.04.7), read from TRF-2026 250: eight players, group A = 2 * ceil(8 / 4) = 4
    // players with one virtual point in round 1. Brackets {1..4} and {5..8}: 1-3, 4-2 and 5-7,
    // 8-6 (5.2.5: odd TPNs 1 and 5 get white; 2 and 6 black). Board order (C.04.2): the
    // accelerated bracket first.
    void bakuAcceleration()
    {
        QByteArray text = "012 Baku\n142 7\n152 W\n";
        for (int i = 1; i <= 8; ++i)
            text += QStringLiteral("001 %1      Player %2").arg(i, 4).arg(i).toUtf8() + "\n";
        text += "250       1.0   1   1    1    4\n";
        const io::TrfTournamentRead read = io::readTrfTournament(text);
        QVERIFY2(read.tournament, qPrintable(read.error));
        QCOMPARE(read.tournament->accelerationOf(4, 1), 10);
        QCOMPARE(read.tournament->accelerationOf(5, 1), 0);
        QCOMPARE(boardsOf(pairNext(*read.tournament)),
            (Pairs { { 1, 3 }, { 4, 2 }, { 5, 7 }, { 8, 6 } }));
    }

    // The legality check: a file's round with a rematch, and a second pairing-allocated bye.
    void legalityCheck()
    {
        Tournament t = field(3);
        game(t, 1, 1, 2, Outcome::Win);
        bye(t, 1, 3, Outcome::PairingBye);
        game(t, 2, 2, 1, Outcome::Win);
        bye(t, 2, 3, Outcome::PairingBye);
        const RoundCheck c = recheckRound(t, 2);
        QCOMPARE(c.verdict, RoundCheck::Verdict::FileBreaksRules);
        QCOMPARE(c.violations.size(), std::size_t(2));
        QCOMPARE(c.violations[0].kind, Violation::Kind::Rematch);
        QCOMPARE(c.violations[1].kind, Violation::Kind::ByeNotEligible);
    }

    // Bad files are refused with the line: points that contradict the results (1 lost but
    // has a point), and a player paired against two opponents in one round (3 against 2, who
    // played 1).
    void refusesContradictions()
    {
        auto line = [](int number, const char *points, const char *cell) {
            return QStringLiteral("001 %1      Player %2")
                       .arg(number, 4)
                       .arg(number)
                       .leftJustified(80)
                       .toUtf8()
                + QByteArray(points).rightJustified(4) + "    " + QByteArray::number(number) + "  "
                + cell + "\n";
        };
        io::TrfTournamentRead read = io::readTrfTournament(
            "012 X\n" + line(1, "1.0", "   2 w 0") + line(2, "1.0", "   1 b 1"));
        QVERIFY(!read.tournament);
        QVERIFY2(read.error.contains(QLatin1String("line 2")), qPrintable(read.error));
        QVERIFY2(read.error.contains(QLatin1String("1.0")), qPrintable(read.error));
        read = io::readTrfTournament("012 X\n" + line(1, "1.0", "   2 w 1")
            + line(2, "0.0", "   1 b 0") + line(3, "0.0", "   2 w 0"));
        QVERIFY(!read.tournament);
        QVERIFY2(read.error.contains(QLatin1String("line 4")), qPrintable(read.error));
    }

    // Writing and reading back keeps what the pairing needs.
    void writesTrf2026()
    {
        Tournament t = field(3);
        t.plannedRounds = 5;
        t.initialColour = B;
        t.points.pairingBye = 5;
        game(t, 1, 1, 2, Outcome::ForfeitWin);
        bye(t, 1, 3, Outcome::PairingBye);
        t.acceleration.push_back({ 1, 2, 1, 2, 10 });
        t.forbidden.push_back({ 1, 5, { 2, 3 } });
        t.announcedByes.push_back({ 2, Outcome::HalfBye, 1 });
        const QByteArray text = io::writeTrfTournament(t);
        QVERIFY(text.contains("142 5"));
        QVERIFY(text.contains("152 B"));
        QVERIFY(text.contains("P 0.5"));
        const io::TrfTournamentRead read = io::readTrfTournament(text);
        QVERIFY2(read.tournament, qPrintable(read.error));
        const Tournament &r = *read.tournament;
        QCOMPARE(r.plannedRounds, 5);
        QCOMPARE(r.points.pairingBye, 5);
        QCOMPARE(r.player(1).round(1).outcome, Outcome::ForfeitWin);
        QCOMPARE(r.player(3).round(1).outcome, Outcome::PairingBye);
        QCOMPARE(r.accelerationOf(2, 2), 10);
        QVERIFY(r.isForbidden(2, 3, 4));
        QVERIFY(!r.isForbidden(1, 3, 4));
        QCOMPARE(r.announcedBye(1, 2), std::optional<Outcome>(Outcome::HalfBye));
    }
};

QTEST_GUILESS_MAIN(TestDutchRules)
#include "tst_dutchrules.moc"
