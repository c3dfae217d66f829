#pragma once

#include "engine/pairing/Tournament.h"

namespace rd::pairing {

// What the random tournament generator makes (the FIDE programs' RTG): each probability is per
// player and round (draws: per game).
struct GeneratorOptions {
    int players = 20;
    int rounds = 7;
    unsigned long long seed = 1;
    double draws = 0.3;
    double forfeits = 0.0;
    double byes = 0.0; // a half-point bye asked for
    double withdrawals = 0.0; // per player, once: leaves from a random round on
    double late = 0.0; // per player, once: arrives in a random later round
    double forbidden = 0.0; // per player: kept apart from a random other player
    bool baku = false; // C.04.7: group A of 2 * ceil(N / 4) players
};

struct GeneratedTournament {
    Tournament tournament;
    bool stoppedUnpairable = false; // a round could not be paired; the rounds before it are kept
};

// A finished random tournament, every round paired by the Dutch engine from the rounds before
// it, results drawn by the players' ratings; the same options give the same tournament.
GeneratedTournament generateTournament(const GeneratorOptions &options);

} // namespace rd::pairing
