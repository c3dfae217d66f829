#pragma once

#include "engine/standings/Record.h"
#include "engine/standings/Rules.h"

#include <cstddef>
#include <vector>

namespace rd::standings {

// One value of a Buchholz or Sonneborn-Berger sum: the score of the opponent (or of the dummy)
// and the points the player scored in that round.
struct OpponentTerm {
    double score = 0.0;
    double points = 0.0;
    bool voluntary = false; // the player's own voluntary unplayed round (art. 16.1.2)
};

// C.07 art. 16, the unplayed rounds in the Buchholz family and Sonneborn-Berger: the adjusted
// score of each player as an opponent (16.3) and the dummy opponent of each of his own unplayed
// rounds (16.4, capped in the 2026 edition). A round robin has neither (art. 15.2): every
// paired game, forfeits included, counts with the opponent's real score.
class UnplayedRounds {
public:
    UnplayedRounds(const std::vector<Record> &records, const Rules &rules);

    // 16.3: the player's score with each requested bye that no later non-voluntary round
    // follows (16.2.5, also in the last round) counted as a draw.
    double adjustedScore(std::size_t player) const;
    // The values of the player's Buchholz and Sonneborn-Berger sums, round by round. With
    // `forfeitsPlayed` (the P of art. 5) a forfeited game counts as played against the scheduled
    // opponent, with his adjusted score, and is no voluntary unplayed round.
    std::vector<OpponentTerm> terms(std::size_t player, bool forfeitsPlayed = false) const;

private:
    double dummyScore(std::size_t player, const RoundEntry &round) const;

    const std::vector<Record> &m_records;
    Rules m_rules;
    std::vector<double> m_adjusted;
};

// The sum of the terms' contributions (the score for Buchholz, score x points for
// Sonneborn-Berger) after the cuts of art. 14.1-14.4 with the exception of art. 16.5: a low cut
// drops a voluntary unplayed round's contribution if it is not below the least significant
// value; a high cut of a median drops the highest contribution. Fewer terms than cuts give 0.
double cutSum(std::vector<OpponentTerm> terms, bool weighted, int cut, bool median);

} // namespace rd::standings
