#pragma once

// A reproducible Swiss for the benchmarks: each round the players are sorted by points, then by
// strength, and paired neighbour with neighbour.
#include <algorithm>
#include <numeric>
#include <utility>
#include <vector>

namespace rd::bench {

// `play(round, white, black)` plays one game and returns the points of White and Black.
template <typename Play> void playSwiss(const std::vector<double> &strength, int rounds, Play play)
{
    const int players = static_cast<int>(strength.size());
    std::vector<double> points(players, 0.0);
    std::vector<int> order(players);
    for (int round = 1; round <= rounds; ++round) {
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&](int a, int b) {
            return points[a] != points[b] ? points[a] > points[b] : strength[a] > strength[b];
        });
        for (int board = 0; board + 1 < players; board += 2) {
            const int white = order[board];
            const int black = order[board + 1];
            const std::pair<double, double> result = play(round, white, black);
            points[white] += result.first;
            points[black] += result.second;
        }
    }
}

} // namespace rd::bench
