#pragma once

#include "engine/pairing/Legality.h"
#include "engine/pairing/RoundPairing.h"
#include "engine/pairing/Snapshot.h"
#include "engine/pairing/Tournament.h"

#include <vector>

namespace rd::pairing {

// The pairing a round of the tournament holds: its games (forfeits included) and its bye.
PairingToCheck pairingInRound(const Tournament &tournament, int round);

// One round of a finished (or running) tournament re-paired from the rounds before it.
struct RoundCheck {
    enum class Verdict : std::uint8_t {
        Agrees, // the same pairs, the same colours, the same bye
        Differs,
        FileBreaksRules, // the round in the file breaks C1-C3 or the bye rules
        OursUnpairable, // we find no legal pairing where the file has one
        OursBreaksRules, // never expected: the legality check refuses our own pairing
    };
    int round = 0;
    Verdict verdict = Verdict::Agrees;
    PairingToCheck file;
    PairingToCheck ours;
    std::vector<Violation> violations; // of the file's round, or of ours
    Unpairable unpairable;
};

// Re-pairs `round` among the players the file paired in it, checks the file's round and ours
// with the legality check, and compares them.
RoundCheck recheckRound(const Tournament &tournament, int round);

// The round after the last one that paired anyone (a last column holding only announced byes
// belongs to it).
int roundToPair(const Tournament &tournament);

// Pairs the round to pair among the players present in it: the boards in board order, checked
// with the legality check (a pairing that fails it is not given: `violations` says why).
struct NextRound {
    int round = 0;
    PairingResult result;
    std::vector<Violation> violations;
};
NextRound pairNextRound(const Tournament &tournament);

} // namespace rd::pairing
