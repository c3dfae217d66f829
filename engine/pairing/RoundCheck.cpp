#include "engine/pairing/RoundCheck.h"

#include "engine/pairing/BoardOrder.h"
#include "engine/pairing/DutchPairer.h"

#include <algorithm>

namespace rd::pairing {

namespace {

PairingToCheck fromPairing(const RoundPairing &pairing)
{
    PairingToCheck result;
    for (const Board &b : pairing.boards)
        result.pairs.push_back({ b.white, b.black });
    result.byePlayer = pairing.byePlayer;
    return result;
}

bool samePairing(PairingToCheck a, PairingToCheck b)
{
    std::sort(a.pairs.begin(), a.pairs.end());
    std::sort(b.pairs.begin(), b.pairs.end());
    return a.pairs == b.pairs && a.byePlayer == b.byePlayer;
}

} // namespace

PairingToCheck pairingInRound(const Tournament &tournament, int round)
{
    PairingToCheck pairing;
    for (const Player &p : tournament.players) {
        const RoundEntry &e = p.round(round);
        if (e.outcome == Outcome::PairingBye)
            pairing.byePlayer = p.startNumber;
        else if (e.opponent > 0 && e.colour == Colour::White)
            pairing.pairs.push_back({ p.startNumber, e.opponent });
        else if (e.opponent > 0 && e.colour == Colour::None && p.startNumber < e.opponent)
            pairing.pairs.push_back({ p.startNumber, e.opponent });
    }
    return pairing;
}

RoundCheck recheckRound(const Tournament &tournament, int round)
{
    RoundCheck check;
    check.round = round;
    const RoundSnapshot snapshot
        = makeSnapshot(tournament, round, pairedInRound(tournament, round));
    check.file = pairingInRound(tournament, round);
    check.violations = checkLegality(snapshot, check.file, tournament);
    if (!check.violations.empty()) {
        check.verdict = RoundCheck::Verdict::FileBreaksRules;
        return check;
    }
    const PairingResult result = pairDutch(snapshot);
    if (!result.pairing) {
        check.verdict = RoundCheck::Verdict::OursUnpairable;
        check.unpairable = result.unpairable;
        return check;
    }
    check.ours = fromPairing(*result.pairing);
    check.violations = checkLegality(snapshot, check.ours, tournament);
    if (!check.violations.empty())
        check.verdict = RoundCheck::Verdict::OursBreaksRules;
    else if (!samePairing(check.file, check.ours))
        check.verdict = RoundCheck::Verdict::Differs;
    return check;
}

int roundToPair(const Tournament &tournament)
{
    int last = 0;
    for (int round = 1; round <= tournament.roundsInFile(); ++round)
        if (!pairedInRound(tournament, round).empty())
            last = round;
    return last + 1;
}

NextRound pairNextRound(const Tournament &tournament)
{
    NextRound next;
    next.round = roundToPair(tournament);
    const RoundSnapshot snapshot
        = makeSnapshot(tournament, next.round, presentForRound(tournament, next.round));
    next.result = pairDutch(snapshot);
    if (!next.result.pairing)
        return next;
    orderBoards(next.result.pairing->boards, snapshot);
    next.violations = checkLegality(snapshot, fromPairing(*next.result.pairing), tournament);
    if (!next.violations.empty())
        next.result.pairing.reset();
    return next;
}

} // namespace rd::pairing
