#pragma once

// A generated US Chess section for the benchmarks: a Swiss with results drawn from the ratings.
#include "engine/rating/uscf/Formulas.h"
#include "tests/bench/SwissPairing.h"

#include <random>
#include <string>
#include <vector>

namespace rd::bench {

// `players` players, the first `unrated` of them without a rating, over `rounds` rounds.
inline EventInput generateSection(int players, int unrated, int rounds, unsigned seed)
{
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> rating(200, 2400);
    std::uniform_int_distribution<int> games(0, 300);
    std::uniform_real_distribution<double> chance(0.0, 1.0);
    EventInput event;
    event.system = RatingSystem::Uscf;
    event.ruleset = "uscf-current";
    event.event.endDate = Date { 2026, 8, 30 };
    std::vector<double> strength(players);
    for (int i = 0; i < players; ++i) {
        PlayerInput player;
        player.id = std::to_string(i);
        strength[i] = rating(random);
        if (i >= unrated) {
            UscfState state;
            state.rating = strength[i];
            state.games = 1 + games(random);
            player.uscf = state;
        } else {
            player.birthYear = 1960 + i % 55;
        }
        event.players.push_back(player);
    }
    playSwiss(strength, rounds, [&](int round, int white, int black) {
        const double p = uscf::winningExpectancy(strength[white], strength[black]);
        const double roll = chance(random);
        const GameResult result = roll < p - 0.1 ? GameResult::WhiteWins
            : roll < p + 0.1                     ? GameResult::Draw
                                                 : GameResult::BlackWins;
        event.chessGames.push_back({ round, std::to_string(white), std::to_string(black), result });
        return std::pair { whitePoints(result), blackPoints(result) };
    });
    return event;
}

} // namespace rd::bench
