#include "engine/pairing/Explanation.h"

#include <algorithm>

namespace rd::pairing {

namespace {

ColourFacts factsOf(const SnapshotPlayer &player)
{
    const auto &c = player.colours;
    return { player.startNumber, player.preference, player.colourDifference,
        c.size() >= 2 && c[c.size() - 1] == c[c.size() - 2] };
}

std::vector<LeftInBracket> leftOverBy(const std::vector<Downfloat> &downfloats, int player)
{
    std::vector<LeftInBracket> brackets;
    for (const Downfloat &d : downfloats)
        if (d.player == player)
            brackets.push_back(d.bracket);
    return brackets;
}

} // namespace

ColourDecision explainColours(const ColourAllocation &allocation, const SnapshotPlayer &higher,
    const SnapshotPlayer &lower, Colour initialColour)
{
    ColourDecision decision;
    decision.rule = allocation.rule;
    decision.decider = allocation.decider;
    const bool higherIsWhite = allocation.white == higher.startNumber;
    decision.white = factsOf(higherIsWhite ? higher : lower);
    decision.black = factsOf(higherIsWhite ? lower : higher);
    decision.gamesBack = allocation.gamesBack;
    decision.parityNumber = higher.parityNumber;
    decision.initialColour = initialColour;
    return decision;
}

ByeExplanation explainBye(const RoundSnapshot &snapshot, int byePlayer,
    const std::vector<Downfloat> &downfloats, bool unplayedDecided)
{
    ByeExplanation bye;
    const SnapshotPlayer *assignee = snapshot.find(byePlayer);
    if (!assignee)
        return bye;
    bye.player = byePlayer;
    bye.score = assignee->pairingScore;
    bye.unplayedRounds = assignee->unplayedRounds;
    bye.downfloat = leftOverBy(downfloats, byePlayer);
    bool after = false; // players after him in the 1.2 order
    for (const SnapshotPlayer &p : snapshot.players) {
        if (p.startNumber == byePlayer) {
            after = true;
            continue;
        }
        if (p.pairingScore < bye.score && !p.byeEligible)
            bye.lowerNotEligible.push_back(p.startNumber);
        if (p.pairingScore < bye.score && p.byeEligible)
            bye.lowestScore = false;
        if (after && p.pairingScore == bye.score && p.byeEligible) {
            bye.lowestRanked = false;
            // C9 decided when a player below him in the order had more unplayed rounds.
            if (unplayedDecided && p.unplayedRounds > assignee->unplayedRounds)
                bye.unplayedDecided = true;
        }
    }
    return bye;
}

void explainFloats(BoardExplanation &explanation, const SnapshotPlayer &white,
    const SnapshotPlayer &black, const std::vector<Downfloat> &downfloats)
{
    explanation.whiteScore = white.pairingScore;
    explanation.blackScore = black.pairingScore;
    if (white.pairingScore == black.pairingScore)
        return;
    // 1.4: the player of the higher score floats down, his opponent up.
    const bool whiteDown = white.pairingScore > black.pairingScore;
    const SnapshotPlayer &down = whiteDown ? white : black;
    const SnapshotPlayer &up = whiteDown ? black : white;
    explanation.downfloater = down.startNumber;
    explanation.upfloater = up.startNumber;
    explanation.downfloat = leftOverBy(downfloats, down.startNumber);
    explanation.order = PairOrder::MovedDown;
    // C14-C17: the same float as one or two rounds before.
    if (down.floatRoundsAgo(1) == Float::Down)
        explanation.failures.push_back(Criterion::C14);
    if (up.floatRoundsAgo(1) == Float::Up)
        explanation.failures.push_back(Criterion::C15);
    if (down.floatRoundsAgo(2) == Float::Down)
        explanation.failures.push_back(Criterion::C16);
    if (up.floatRoundsAgo(2) == Float::Up)
        explanation.failures.push_back(Criterion::C17);
}

} // namespace rd::pairing
