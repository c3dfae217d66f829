// The Dutch system's rules, each on a small position worked out by hand in the comment above
// its test (C.04.3 2026 articles; docs/pairing.md).
#include "engine/io/trf/TrfTournament.h"
#include "engine/pairing/BoardOrder.h"
#include "engine/pairing/Colours.h"
#include "engine/pairing/DutchPairer.h"
#include "engine/pairing/Legality.h"
#include "engine/pairing/RoundCheck.h"

#include <QTest>

#include <algorithm>

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
    cell(t, white, round) = { black, Colour::White, whiteOutcome };
    cell(t, black, round) = { white, Colour::Black, opponentsOutcome(whiteOutcome) };
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
constexpr Float Up = Float::Up;
constexpr Float Down = Float::Down;
constexpr Float None = Float::None;

// A player as the pairing of a round sees him, for positions given directly rather than
// played out: his points in tenths, the colours of his played games (oldest first) and the
// players in the field he has met. Opponents who have left the field are not listed.
SnapshotPlayer seen(int startNumber, Points points, std::vector<Colour> colours,
    std::vector<int> met = {}, std::vector<Float> floats = {})
{
    SnapshotPlayer p = withColours(startNumber, std::move(colours));
    p.score = points;
    p.pairingScore = points;
    p.cannotMeet = std::move(met);
    p.floats = std::move(floats);
    return p;
}

// Round `round` of `total` among `players`: meetings made mutual, floats (the latest last)
// padded with none to one per earlier round, rounds without a game counted as unplayed (C9),
// the players in the order of 1.2. Players whose score is above half of what could be won so
// far are topscorers when the round is the last (1.8).
RoundSnapshot position(int round, int total, std::vector<SnapshotPlayer> players)
{
    RoundSnapshot s;
    s.round = round;
    s.totalRounds = total;
    s.initialColour = W;
    for (SnapshotPlayer &p : players)
        for (int other : p.cannotMeet)
            for (SnapshotPlayer &o : players)
                if (o.startNumber == other && o.mayMeet(p.startNumber)) {
                    o.cannotMeet.push_back(p.startNumber);
                    std::sort(o.cannotMeet.begin(), o.cannotMeet.end());
                }
    for (SnapshotPlayer &p : players) {
        std::sort(p.cannotMeet.begin(), p.cannotMeet.end());
        p.floats.insert(p.floats.begin(), round - 1 - static_cast<int>(p.floats.size()), None);
        p.unplayedRounds = round - 1 - static_cast<int>(p.colours.size());
        p.topscorer = s.finalRound() && 2 * p.score > 10 * (round - 1);
    }
    std::sort(players.begin(), players.end(), [](const SnapshotPlayer &a, const SnapshotPlayer &b) {
        return a.pairingScore != b.pairingScore ? a.pairingScore > b.pairingScore
                                                : a.startNumber < b.startNumber;
    });
    s.players = std::move(players);
    return s;
}

// The engine's pairing of a position, boards in board order (C.04.2).
RoundPairing pairPosition(const RoundSnapshot &snapshot)
{
    PairingResult result = pairDutch(snapshot);
    if (!result.pairing)
        qFatal("no pairing");
    orderBoards(result.pairing->boards, snapshot);
    return *result.pairing;
}

Pairs boardsOf(const RoundSnapshot &snapshot)
{
    return boardsOf(pairPosition(snapshot));
}

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

    // C4 (every bracket leaves a legal pairing for the players not yet paired). Round 4 of 7,
    // five players: 1 and 2 have 2 points and have not met; 3 and 4 have 1 point, have met,
    // and each had the pairing-allocated bye; 5 has 0 and may take the bye. 1-2 alone would be
    // a perfect pairing of their bracket (1 wants black, 2 white), but it leaves 3, 4, 5: 3-4
    // is a rematch, and 3-5 or 4-5 would give a second bye to 4 or 3 (C2). So C4 floats 1 and
    // 2 (MaxPairs 0). Bracket 1: S1 = {1, 2} (moved down), S2 = {3, 4}: 1-3 (3 wants white, 1
    // black: 5.2.1) and 2-4 (2 white, 4 black); 5 gets the bye. An engine that paired the top
    // bracket without looking below would pair 1-2 and find nothing for the rest.
    void completionLooksAtEveryoneLeft()
    {
        SnapshotPlayer three = seen(3, 10, { W, B }, { 4 });
        SnapshotPlayer four = seen(4, 10, { B, W });
        three.byeEligible = four.byeEligible = false;
        const RoundSnapshot s = position(4, 7,
            { seen(1, 20, { W, B, W }), seen(2, 20, { B, W, B }), three, four,
                seen(5, 0, { W, B, W }) });
        const RoundPairing p = pairPosition(s);
        QCOMPARE(boardsOf(p), (Pairs { { 3, 1 }, { 2, 4 } }));
        QCOMPARE(p.byePlayer, 5);
    }

    // C5 (the bye to the lowest score possible), seen two brackets ahead. Round 6 of 9: 1, 2,
    // 3 have 2 points, 4 and 5 one, 6 and 7 none; 2 has met 3 and 5, 3 has met 4, 6 and 7, 4
    // has met 6 and 7. Strong preferences: 1, 4, 5 want black, 2, 3, 6 white. Bracket 2 pairs
    // 1 with 2 or 3 (both perfect, and the next bracket pairs the other equally: 2-4 or 3-5).
    // The first candidate, 1-2, floats 3: 3-5 in bracket 1 floats 4, who has met 6 and 7, so 4
    // (1 point) would get the bye. 1-3 floats 2: 2-4, then 5 floats and meets 6, and 7 (0)
    // gets the bye. C5 takes the second: 3-1, 2-4, 6-5, bye 7.
    void byeAtTheLowestScoreBracketsAhead()
    {
        const RoundSnapshot s = position(6, 9,
            { seen(1, 20, { W, B, W, B, W }), seen(2, 20, { B, W, B, W, B }, { 3, 5 }),
                seen(3, 20, { B, W, B, W, B }, { 4, 6, 7 }),
                seen(4, 10, { W, B, W, B, W }, { 6, 7 }), seen(5, 10, { W, B, W, B, W }),
                seen(6, 0, { B, W, B, W, B }), seen(7, 0, { W, B, W, B, W }) });
        const RoundPairing p = pairPosition(s);
        QCOMPARE(boardsOf(p), (Pairs { { 3, 1 }, { 2, 4 }, { 6, 5 } }));
        QCOMPARE(p.byePlayer, 7);
    }

    // C12 (colour preferences) where C13 is silent: round 3 of 9, four players with a point and
    // mild preferences only (1.7.3): 1 and 3 (W B) want white, 2 and 4 (B W) black. The first
    // candidate 1-3, 2-4 leaves one of each pair without his colour; the transposition 1-4,
    // 2-3 gives everyone his: 1-4, 3-2.
    void mildPreferencesDecide()
    {
        const RoundSnapshot s = position(3, 9,
            { seen(1, 10, { W, B }), seen(2, 10, { B, W }), seen(3, 10, { W, B }),
                seen(4, 10, { B, W }) });
        QCOMPARE(boardsOf(s), (Pairs { { 1, 4 }, { 3, 2 } }));
    }

    // C6 (fewest downfloaters) before C12 (colour preferences). Round 3 of 9: 1-4 have a point,
    // 5 and 6 none; 1 met 3, 2 met 4. Mild preferences (1.7.3): 1, 3, 4 want white, 2, 5, 6
    // black. The bracket of four pairs completely only as 1-4 and 2-3 (the first
    // transposition, Art. 3.6) or 1-2 and 3-4 (an exchange): each leaves one player without his
    // colour, so the first, 1-4 (equal histories, 5.2.4: the higher-ranked 1 gets white) and
    // 3-2. Bracket 0: 5-6, both want black, 5 ranks higher and gets it. Had colours counted
    // before downfloaters, 1-2 with 3 and 4 floating to 3-5 and 4-6 fails no preference at all.
    void fewestDownfloatersBeforeColours()
    {
        const RoundSnapshot s = position(3, 9,
            { seen(1, 10, { W, B }, { 3 }), seen(2, 10, { B, W }, { 4 }), seen(3, 10, { W, B }),
                seen(4, 10, { W, B }), seen(5, 0, { B, W }), seen(6, 0, { B, W }) });
        QCOMPARE(boardsOf(s), (Pairs { { 1, 4 }, { 3, 2 }, { 6, 5 } }));
    }

    // C7 (the downfloaters' scores, highest first, as low as possible) before C12. Round 5 of
    // 9: 1 has 3 points, 2 has 2, 3 has 1, 4 none; 1 and 2 have met. 1 floats out of his own
    // bracket and, unable to meet 2, out of 2's with him. In bracket 1 one of the moved-down
    // players meets 3: pairing 1 leaves a downfloater of 2 points, pairing 2 one of 3, so 1-3
    // (both want white mildly with equal histories, 5.2.4: 1), then 2 meets 4 (both want
    // black: 2, the higher-ranked). 2-3 and 1-4 would give everyone his colour, but float 1.
    void lowestDownfloaterScores()
    {
        const RoundSnapshot s = position(5, 9,
            { seen(1, 30, { W, B, W, B }, { 2 }), seen(2, 20, { B, W, B, W }),
                seen(3, 10, { W, B, W, B }), seen(4, 0, { B, W, B, W }) });
        QCOMPARE(boardsOf(s), (Pairs { { 1, 3 }, { 4, 2 } }));
    }

    // C8 (choose the downfloaters so that the next bracket pairs best). Round 4 of 9: 1, 2, 3
    // have 2 points, 4, 5, 6 one, 7 and 8 none; 3 has met 4, 5 and 6. Strong preferences
    // (1.7.2): 1, 4, 5, 7 want white, 2, 3, 6, 8 black. In bracket 2, 1-2 (the first
    // candidate) and 1-3 are both perfect for the bracket itself, but 1-2 floats 3, who can
    // meet no one of bracket 1: that bracket then makes one pair instead of two. So 1-3, and 2
    // floats: 4-2, 5-6, 7-8, every preference granted.
    void downfloatersChosenForTheNextBracket()
    {
        const RoundSnapshot s = position(4, 9,
            { seen(1, 20, { B, W, B }), seen(2, 20, { W, B, W }),
                seen(3, 20, { W, B, W }, { 4, 5, 6 }), seen(4, 10, { B, W, B }),
                seen(5, 10, { B, W, B }), seen(6, 10, { W, B, W }), seen(7, 0, { B, W, B }),
                seen(8, 0, { W, B, W }) });
        QCOMPARE(boardsOf(s), (Pairs { { 1, 3 }, { 4, 2 }, { 5, 6 }, { 7, 8 } }));
    }

    // C3, and 1.8: only in the last round may a topscorer meet a player with the same absolute
    // colour preference. Round 1: 1-3 (1 wins), 2-4 (4 wins); round 2: 1-4 drawn, 2-3 drawn.
    // 1 and 2 had white twice (absolute: black), 3 and 4 black twice (absolute: white). 1 and
    // 4 have met, and so have 1-3 and 2-4: only 1-2 and 4-3 are left, each of two players with
    // the same absolute preference. Round 3 of 5: no legal pairing, all four named. When round
    // 3 is the last, 1 and 4, with 1.5 of 2 points (more than half), are topscorers, and C3
    // does not forbid a pair holding one: both float from the 1.5 bracket (they have met) and
    // meet 2 and 3. Colours: equal absolute preferences, equal colour differences, equal
    // histories: the higher-ranked 1 and 4 get their colours (5.2.4): 2-1, 4-3.
    void sameAbsoluteColourMeetsOnlyATopscorerInTheLastRound()
    {
        Tournament t = field(4);
        t.plannedRounds = 5;
        game(t, 1, 1, 3, Outcome::Win);
        game(t, 1, 2, 4, Outcome::Loss);
        game(t, 2, 1, 4, Outcome::Draw);
        game(t, 2, 2, 3, Outcome::Draw);
        const NextRound next = pairNextRound(t);
        QVERIFY(!next.result.pairing);
        QCOMPARE(next.result.unpairable.players, (std::vector<int> { 1, 2, 3, 4 }));
        t.plannedRounds = 3;
        QCOMPARE(boardsOf(pairNext(t)), (Pairs { { 2, 1 }, { 4, 3 } }));
    }

    // C10 (topscorers and their opponents with a colour difference beyond 2) before C12/C13.
    // Last round (5 of 5), four topscorers with 3 points (of 4). 1 (W W B W) and 3 (W W W B)
    // have +2 and want black absolutely; 2 (W B W, a round unplayed) wants black strongly; 4
    // (W B W B) white mildly. The first candidate 1-3, 2-4: 1 and 3 both absolute with equal
    // difference, 5.2.3 looks back to the last round their colours differed (1 white, 3
    // black), so 3 gets white: +3, a C10 failure (and C12, C13 for 3); 4-2 is perfect. The
    // transposition 1-4, 2-3: 4-1 perfect, 2 gets white against the absolute 3 (5.2.2): C12
    // and C13 once, C10 never (2 ends at +2). C12 and C13 are equal, so C10 decides: 4-1, 2-3.
    void topscorersColourDifference()
    {
        const RoundSnapshot s = position(5, 5,
            { seen(1, 30, { W, W, B, W }), seen(2, 30, { W, B, W }), seen(3, 30, { W, W, W, B }),
                seen(4, 30, { W, B, W, B }) });
        QVERIFY(s.find(3)->topscorer);
        QCOMPARE(boardsOf(s), (Pairs { { 4, 1 }, { 2, 3 } }));
    }

    // C11 (topscorers and their opponents with the same colour three times running) before
    // C12/C13. Last round (5 of 5), four topscorers with 3 points. 1 (B W W, a round unplayed)
    // and 3 (B B W W) had white twice running: absolute for black; 2 (W B W) wants black
    // strongly, 4 (W B W B) white mildly. First candidate 1-3, 2-4: of the two absolute
    // preferences 1's colour difference (+1) is wider than 3's (0), so 1 gets black (5.2.2)
    // and 3 white a third time: C11 (and C12, C13). The transposition 1-4, 2-3: 4-1 perfect,
    // 2 gets white against the absolute 3 (5.2.2): W B W W, not three in a row; C12 and C13
    // once each, as in the first. C11 decides: 4-1, 2-3.
    void topscorersSameColourThreeTimes()
    {
        const RoundSnapshot s = position(5, 5,
            { seen(1, 30, { B, W, W }), seen(2, 30, { W, B, W }), seen(3, 30, { B, B, W, W }),
                seen(4, 30, { W, B, W, B }) });
        QCOMPARE(boardsOf(s), (Pairs { { 4, 1 }, { 2, 3 } }));
    }

    // C13 (strong preferences) after C12. Round 4 of 9, four players with 1.5 points. 1 and 3
    // (B W B) want white strongly; 2 (B W, a round unplayed) black mildly, 4 (W B, a round
    // unplayed) white mildly. First candidate 1-3, 2-4: 1-3 (equal histories, 5.2.4: 1 white)
    // leaves 3's strong preference unmet; 4-2 perfect. Transposition 1-4, 2-3: 1-4 (the strong
    // preference wins, 5.2.2) leaves 4's mild one unmet; 3-2 perfect. One C12 failure each;
    // C13 takes the second: 1-4, 3-2.
    void strongPreferencesAfterAllPreferences()
    {
        const RoundSnapshot s = position(4, 9,
            { seen(1, 15, { B, W, B }), seen(2, 15, { B, W }), seen(3, 15, { B, W, B }),
                seen(4, 15, { W, B }) });
        QCOMPARE(boardsOf(s), (Pairs { { 1, 4 }, { 3, 2 } }));
    }

    // C15 (opponents of moved-down players who upfloated in the previous round) before C17 (two
    // rounds before). Round 4 of 9: 1 has 2 points and has met 4; 2, 3, 4 have 1. 2 upfloated
    // in round 3, 3 in round 2. 1 floats into bracket 1: S1 = {1}, S2 = {2, 3, 4}. The first
    // candidate 1-2 fails C15; 1-3 only C17. So 1-3 (1 wants white strongly, 3 black) and the
    // remainder 4-2 (4 white, 2 black). Without C15, C17 would take 1-2.
    void upfloaterOfThePreviousRound()
    {
        const RoundSnapshot s = position(4, 9,
            { seen(1, 20, { B, W, B }, { 4 }), seen(2, 10, { W, B, W }, {}, { Up }),
                seen(3, 10, { W, B, W }, {}, { Up, None }), seen(4, 10, { B, W, B }) });
        QCOMPARE(boardsOf(s), (Pairs { { 1, 3 }, { 4, 2 } }));
    }

    // C16 (resident downfloaters who downfloated two rounds before). Round 4 of 9: 1, 2, 3 have
    // 2 points, 4 has 1; 3 downfloated in round 2. Bracket 2: S1 = {1}, S2 = {2, 3}; the first
    // candidate 1-2 floats 3 again. 1-3 floats 2 instead (1 wants black strongly, 3 white):
    // 3-1, then 2-4 (2 white, 4 black).
    void downfloaterOfTwoRoundsAgo()
    {
        const RoundSnapshot s = position(4, 9,
            { seen(1, 20, { W, B, W }), seen(2, 20, { B, W, B }),
                seen(3, 20, { B, W, B }, {}, { Down, None }), seen(4, 10, { W, B, W }) });
        QCOMPARE(boardsOf(s), (Pairs { { 3, 1 }, { 2, 4 } }));
    }

    // C17 (opponents of moved-down players who upfloated two rounds before). As for C15, with
    // 2 having upfloated in round 2 and 3 not at all: 1-3 (not 1-2), 4-2.
    void upfloaterOfTwoRoundsAgo()
    {
        const RoundSnapshot s = position(4, 9,
            { seen(1, 20, { B, W, B }, { 4 }), seen(2, 10, { W, B, W }, {}, { Up, None }),
                seen(3, 10, { W, B, W }), seen(4, 10, { B, W, B }) });
        QCOMPARE(boardsOf(s), (Pairs { { 1, 3 }, { 4, 2 } }));
    }

    // C18 (score differences of moved-down players who downfloated in the previous round; one
    // left unpaired counts above any). Round 4 of 9: 1 and 2 have 2 points and have met, so
    // both float into bracket 1, where 3 is the only resident; 4 has none. 2 downfloated in
    // round 3. 3 and 4 had no game yet (half-point and zero-point byes), so colours cannot
    // decide. The first set of moved-down players (Art. 4.4) is {1}: 1-3 would float 2 a
    // second time; 2-3 gives him a difference of one point. So 3-2 (2 wants black strongly)
    // and 1-4 in bracket 0 (1 wants white).
    void downfloaterOfThePreviousRoundPaired()
    {
        const RoundSnapshot s = position(4, 9,
            { seen(1, 20, { B, W, B }, { 2 }), seen(2, 20, { W, B, W }, {}, { Down }),
                seen(3, 10, {}), seen(4, 0, {}) });
        QCOMPARE(boardsOf(s), (Pairs { { 3, 2 }, { 1, 4 } }));
    }

    // C20: the same with 2 having downfloated two rounds before (round 2).
    void downfloaterOfTwoRoundsAgoPaired()
    {
        const RoundSnapshot s = position(4, 9,
            { seen(1, 20, { B, W, B }, { 2 }), seen(2, 20, { W, B, W }, {}, { Down, None }),
                seen(3, 10, {}), seen(4, 0, {}) });
        QCOMPARE(boardsOf(s), (Pairs { { 3, 2 }, { 1, 4 } }));
    }

    // C19 (score differences of the opponents of moved-down players who upfloated in the
    // previous round). Round 4 of 9: 1 has 3 points, 2 has 2, they have met; 3 and 4 have 1,
    // and 3 upfloated in round 3. 1 and 2 both float into bracket 1: S1 = {1, 2}, S2 = {3, 4}.
    // Either way one of them meets 3 (C15 once), but 1-3 is a difference of two points and
    // 2-3 of one: 1-4 and 3-2. Colours do not decide: 1 wants white strongly, 2 black; 3 and
    // 4 (W B, a round unplayed) want white mildly, so each candidate fails one of them.
    void upfloaterOfThePreviousRoundSmallestDifference()
    {
        const RoundSnapshot s = position(4, 9,
            { seen(1, 30, { B, W, B }, { 2 }), seen(2, 20, { W, B, W }),
                seen(3, 10, { W, B }, {}, { Up }), seen(4, 10, { W, B }) });
        QCOMPARE(boardsOf(s), (Pairs { { 1, 4 }, { 3, 2 } }));
    }

    // C21: the same with 3 having upfloated two rounds before (round 2).
    void upfloaterOfTwoRoundsAgoSmallestDifference()
    {
        const RoundSnapshot s = position(4, 9,
            { seen(1, 30, { B, W, B }, { 2 }), seen(2, 20, { W, B, W }),
                seen(3, 10, { W, B }, {}, { Up, None }), seen(4, 10, { W, B }) });
        QCOMPARE(boardsOf(s), (Pairs { { 1, 4 }, { 3, 2 } }));
    }

    // 5.2.2 with two absolute preferences (possible only for topscorers in the last round): the
    // wider colour difference gets its colour, whoever ranks higher. 1 (W W B W, +2) and 2
    // (B W W, +1, white twice running) both want black: 1 gets it; ranked the other way round,
    // still the +2 player.
    void twoAbsolutePreferences()
    {
        ColourAllocation a
            = allocateColours(withColours(1, { W, W, B, W }), withColours(2, { B, W, W }), W);
        QCOMPARE(a.white, 2);
        QCOMPARE(a.rule, ColourRule::StrongerPreference);
        a = allocateColours(withColours(1, { B, W, W }), withColours(2, { W, W, B, W }), W);
        QCOMPARE(a.white, 1);
        QCOMPARE(a.rule, ColourRule::StrongerPreference);
    }

    // C2 (C.04.1 Art. 4) and 1.4.3 on five players. Round 1: 1-2 won by 1 by forfeit, 3-4
    // played (3 wins), 5 a half-point bye; round 2: 2 a full-point bye, 3-1 won by 1 by
    // forfeit, 4-5 played (4 wins). Before round 3: 1 scored a win without playing (the
    // forfeits), 2 too (the full-point bye): neither may take the bye; 3, 4 and 5 may (a
    // forfeit loss, a half-point bye and games score less than a win). Floats: the forfeit
    // wins, the full- and the half-point bye scored more than a loss without a game, so they
    // are downfloats; forfeit losses are none; 4 (0) against 5 (½) is an upfloat for 4 and a
    // downfloat for 5; 3-4 in round 1 (0 against 0) none. 3's lost forfeit is an unplayed
    // round (C9).
    void byeEligibilityAndUnplayedFloats()
    {
        Tournament t = field(5);
        t.plannedRounds = 5;
        game(t, 1, 1, 2, Outcome::ForfeitWin);
        game(t, 1, 3, 4, Outcome::Win);
        bye(t, 1, 5, Outcome::HalfBye);
        bye(t, 2, 2, Outcome::FullBye);
        game(t, 2, 3, 1, Outcome::ForfeitLoss);
        game(t, 2, 4, 5, Outcome::Win);
        const RoundSnapshot s = makeSnapshot(t, 3, { 1, 2, 3, 4, 5 });
        QVERIFY(!s.find(1)->byeEligible);
        QVERIFY(!s.find(2)->byeEligible);
        QVERIFY(s.find(3)->byeEligible);
        QVERIFY(s.find(4)->byeEligible);
        QVERIFY(s.find(5)->byeEligible);
        QCOMPARE(s.find(1)->floats, (std::vector<Float> { Down, Down }));
        QCOMPARE(s.find(2)->floats, (std::vector<Float> { None, Down }));
        QCOMPARE(s.find(3)->floats, (std::vector<Float> { None, None }));
        QCOMPARE(s.find(4)->floats, (std::vector<Float> { None, Up }));
        QCOMPARE(s.find(5)->floats, (std::vector<Float> { Down, Down }));
        QCOMPARE(s.find(3)->unplayedRounds, 1);
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

    // The explanation of a board (docs/pairing.md "Why a board looks as it does").
    // Round 2 of 5, seven players. Round 1: 1-5, 6-2 and 3-7 won by the first three (1 and 3
    // had white, 2 black); 4 was absent (no game, one unplayed round). 1-point group {1, 2, 3},
    // odd: Art. 3 pairs S1 = {1} against S2 = {2, 3}, 1 (W: mild black) against 2 (B: mild
    // white) gives both their colours (5.2.1), and 3, the last in rank order, is left with no
    // opponent: he floats down (1.4). 0-point bracket [3 | 4 5 6 7]: the moved-down 3 meets the
    // first resident, 4, who floats up; 3 wants black (mild), 4 has no preference, so 3 gets
    // the colour he prefers and 4 white (5.2.1, one preference). The remainder {5, 6, 7}: 5 (B:
    // mild white) against 6 (W: mild black) in rank order, 7 left for the bye: the lowest score,
    // the last in rank order, no earlier bye (C2, C5).
    void explainsFloatsAndTheBye()
    {
        const RoundPairing p = pairPosition(position(2, 5,
            { seen(1, 10, { W }, { 5 }), seen(2, 10, { B }, { 6 }), seen(3, 10, { W }, { 7 }),
                seen(4, 0, {}), seen(5, 0, { B }), seen(6, 0, { W }), seen(7, 0, { B }) }));
        QCOMPARE(boardsOf(p), (Pairs { { 2, 1 }, { 4, 3 }, { 5, 6 } }));
        const BoardExplanation &top = p.boards[0].explanation;
        QCOMPARE(top.bracketScore, 10);
        QCOMPARE(top.downfloater, 0);
        QCOMPARE(top.order, PairOrder::AsOrdered);
        QCOMPARE(top.colours.rule, ColourRule::BothPreferences);
        QCOMPARE(top.colours.decider, 0);
        const BoardExplanation &floated = p.boards[1].explanation;
        QCOMPARE(floated.downfloater, 3);
        QCOMPARE(floated.upfloater, 4);
        QCOMPARE(floated.bracketScore, 0);
        QCOMPARE(floated.order, PairOrder::MovedDown);
        QCOMPARE(floated.downfloat.size(), std::size_t(1));
        const LeftInBracket &left = floated.downfloat.front();
        QCOMPARE(left.bracketScore, 10);
        QCOMPARE(left.players, 3);
        QCOMPARE(left.pairs, 1);
        QCOMPARE(left.allowedOpponents, 2);
        QVERIFY(left.lastInOrder);
        QCOMPARE(left.possiblePairs, 1);
        QCOMPARE(left.reason, LeftOver::NoOpponentLeft);
        QCOMPARE(floated.colours.rule, ColourRule::BothPreferences);
        QCOMPARE(floated.colours.decider, 3);
        QCOMPARE(floated.colours.black.preference.colour, B);
        QCOMPARE(floated.colours.white.preference.strength, Strength::None);
        QVERIFY(floated.failures.empty());
        QCOMPARE(p.boards[2].explanation.order, PairOrder::AsOrdered);
        QCOMPARE(p.byePlayer, 7);
        QCOMPARE(p.bye.player, 7);
        QCOMPARE(p.bye.score, 0);
        QVERIFY(p.bye.lowestScore);
        QVERIFY(p.bye.lowerNotEligible.empty());
        QVERIFY(p.bye.lowestRanked);
        QVERIFY(!p.bye.unplayedDecided);
        QCOMPARE(p.bye.downfloat.size(), std::size_t(1));
        QCOMPARE(p.bye.downfloat.front().bracketScore, 0);
    }

    // The same field, but 3 met 4 and 7 was the absent one (C9). 3 floats down as before and
    // meets 5, since he has met 4 (both get their colours: 3 black, 5 white). Remainder
    // {4, 6, 7}, one of them gets the bye: C9 (the bracket downfloats exactly one player, who
    // gets the bye) wants the fewest unplayed rounds, so not 7 (one unplayed round). S1 = {4},
    // S2 = {6, 7}: 4-6 would leave 7; the next transposition, 4-7, leaves 6. 4 meets 7, not 6,
    // his opponent in rank order, though he may meet him; the bye goes to 6, not the last in
    // rank order: 7 has more unplayed rounds (C9).
    void explainsAByeDecidedByUnplayedRounds()
    {
        const RoundPairing p = pairPosition(position(2, 5,
            { seen(1, 10, { W }, { 5 }), seen(2, 10, { B }, { 6 }), seen(3, 10, { W }, { 4 }),
                seen(4, 0, { B }), seen(5, 0, { B }), seen(6, 0, { W }), seen(7, 0, {}) }));
        QCOMPARE(boardsOf(p), (Pairs { { 2, 1 }, { 5, 3 }, { 4, 7 } }));
        QCOMPARE(p.boards[1].explanation.downfloater, 3);
        QCOMPARE(p.boards[1].explanation.upfloater, 5);
        const BoardExplanation &moved = p.boards[2].explanation;
        QCOMPARE(moved.order, PairOrder::Transposed);
        QCOMPARE(moved.firstInOrder, 4);
        QCOMPARE(moved.orderedOpponent, 6);
        QCOMPARE(moved.blocked, Blocked::NotBlocked);
        QCOMPARE(p.byePlayer, 6);
        QVERIFY(p.bye.lowestScore);
        QVERIFY(!p.bye.lowestRanked);
        QVERIFY(p.bye.unplayedDecided);
        QCOMPARE(p.bye.unplayedRounds, 0);
    }

    // Round 3 of 5, an upfloat with C15 and 5.2.4. 1 and 2 (1½) met in round 1, so their
    // bracket can pair no one: both float down, no one there they may meet (C1). 1 has also
    // met 3, and 2 has met 4, so 1 meets 4 and 2 meets 3; 4 and 3 float up. 4 floated up in
    // round 2 already: the board fails C15. 1 and 4 (W B each) both want white (mild), with the
    // same colours in every round: the higher-ranked 1 gets white (5.2.4), and 4 not the colour
    // he prefers (C12). 2 and 3 (B W each) both want black: 2 gets it (5.2.4), 3 does not.
    void explainsAnUpfloatAndARepeatedFloat()
    {
        const RoundPairing p = pairPosition(position(3, 5,
            { seen(1, 15, { W, B }, { 2, 3 }), seen(2, 15, { B, W }, { 1, 4 }),
                seen(3, 5, { B, W }), seen(4, 5, { W, B }, {}, { None, Up }) }));
        QCOMPARE(boardsOf(p), (Pairs { { 1, 4 }, { 3, 2 } }));
        const BoardExplanation &first = p.boards[0].explanation;
        QCOMPARE(first.downfloater, 1);
        QCOMPARE(first.upfloater, 4);
        QCOMPARE(first.downfloat.size(), std::size_t(1));
        QCOMPARE(first.downfloat.front().reason, LeftOver::NoAllowedOpponent);
        QCOMPARE(first.downfloat.front().pairs, 0);
        QCOMPARE(first.downfloat.front().possiblePairs, 0);
        QCOMPARE(first.failures, (std::vector<Criterion> { Criterion::C12, Criterion::C15 }));
        QCOMPARE(first.colours.rule, ColourRule::HigherRankedPreference);
        QCOMPARE(first.colours.decider, 1);
        const BoardExplanation &second = p.boards[1].explanation;
        QCOMPARE(second.downfloater, 2);
        QCOMPARE(second.upfloater, 3);
        QCOMPARE(second.failures, std::vector<Criterion> { Criterion::C12 });
        QCOMPARE(second.colours.decider, 2);
    }

    // Round 2 of 3, three players; 3 had the pairing-allocated bye in round 1 (worth nothing
    // here), so he may not take it again (C2). 1 (W) and 2 (B) could meet in the 1-point group
    // (one pair possible by C1, C3), but then 3 would be left for the bye: no legal pairing of
    // the rest (C4). So the group pairs no one and both float down. In the 0-point bracket
    // [1 2 | 3] one moved-down player is paired, the first set by BSN: 1 meets 3 and 2 takes
    // the bye: no one with fewer points may take it (3 may not: C2), and he is the last of his
    // score in rank order.
    void explainsFloatsForcedByCompletion()
    {
        SnapshotPlayer hadBye = seen(3, 0, {});
        hadBye.byeEligible = false;
        const RoundPairing p
            = pairPosition(position(2, 3, { seen(1, 10, { W }), seen(2, 10, { B }), hadBye }));
        QCOMPARE(boardsOf(p), (Pairs { { 3, 1 } }));
        const BoardExplanation &e = p.boards[0].explanation;
        QCOMPARE(e.downfloater, 1);
        QCOMPARE(e.downfloat.size(), std::size_t(1));
        QCOMPARE(e.downfloat.front().pairs, 0);
        QCOMPARE(e.downfloat.front().possiblePairs, 1);
        QCOMPARE(e.downfloat.front().reason, LeftOver::NeededElsewhere);
        QCOMPARE(p.byePlayer, 2);
        QVERIFY(p.bye.lowestScore);
        QCOMPARE(p.bye.lowerNotEligible, std::vector<int> { 3 });
        QVERIFY(p.bye.lowestRanked);
        QCOMPARE(p.bye.downfloat.size(), std::size_t(2));
        QCOMPARE(p.bye.downfloat.front().reason, LeftOver::NeededElsewhere);
    }

    // The facts of each colour rule (5.2), the first player ranking higher, parity number =
    // TPN. 5.2.1: W against B, each gets his wish (no decider); no history against B, the one
    // with a preference decides (white). 5.2.2: W W (absolute: black twice running) beats W B W
    // (strong: black): 2 gets black; B B W B (-2) and W B B (-1, black twice) both need white
    // absolutely, and the wider difference, 1's, decides. 5.2.3: W B W B and B W W B (both
    // mild white) agree in the last two games and differ three games back, where 1 had black:
    // he gets white. 5.2.4: W B and W B: the higher-ranked 1 decides. 5.2.5: no history,
    // initial colour black: 1 (odd number) gets it.
    void explainsEachColourRule()
    {
        auto decision = [](const SnapshotPlayer &higher, const SnapshotPlayer &lower,
                            Colour initial) {
            return explainColours(allocateColours(higher, lower, initial), higher, lower, initial);
        };
        ColourDecision d = decision(withColours(1, { W }), withColours(2, { B }), W);
        QCOMPARE(d.rule, ColourRule::BothPreferences);
        QCOMPARE(d.decider, 0);
        d = decision(withColours(1, {}), withColours(2, { B }), W);
        QCOMPARE(d.rule, ColourRule::BothPreferences);
        QCOMPARE(d.decider, 2);
        QCOMPARE(d.white.player, 2);
        d = decision(withColours(1, { W, B, W }), withColours(2, { W, W }), W);
        QCOMPARE(d.rule, ColourRule::StrongerPreference);
        QCOMPARE(d.decider, 2);
        QCOMPARE(d.black.player, 2);
        QCOMPARE(d.black.preference.strength, Strength::Absolute);
        QVERIFY(d.black.sameColourTwice);
        QCOMPARE(d.white.preference.strength, Strength::Strong);
        d = decision(withColours(1, { B, B, W, B }), withColours(2, { W, B, B }), W);
        QCOMPARE(d.rule, ColourRule::StrongerPreference);
        QCOMPARE(d.decider, 1);
        QCOMPARE(d.white.colourDifference, -2);
        QCOMPARE(d.black.colourDifference, -1);
        d = decision(withColours(1, { W, B, W, B }), withColours(2, { B, W, W, B }), W);
        QCOMPARE(d.rule, ColourRule::Alternation);
        QCOMPARE(d.decider, 1);
        QCOMPARE(d.white.player, 1);
        QCOMPARE(d.gamesBack, 3);
        d = decision(withColours(1, { W, B }), withColours(2, { W, B }), W);
        QCOMPARE(d.rule, ColourRule::HigherRankedPreference);
        QCOMPARE(d.decider, 1);
        d = decision(withColours(1, {}), withColours(2, {}), B);
        QCOMPARE(d.rule, ColourRule::InitialColour);
        QCOMPARE(d.decider, 1);
        QCOMPARE(d.black.player, 1);
        QCOMPARE(d.parityNumber, 1);
        QCOMPARE(d.initialColour, B);
    }
};

QTEST_GUILESS_MAIN(TestDutchRules)
#include "tst_dutchrules.moc"
