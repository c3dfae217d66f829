#pragma once

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace rd::sagc {

// A Go rank 30k ... 1k, 1d ... 9d on the strength scale of SAGC §1: s(Nd) = N, s(Nk) = 1 - N,
// one unit per stone and no gap between 1k (0) and 1d (1).
class GoRank {
public:
    static constexpr int kWeakestStrength = -29; // 30k
    static constexpr int kStrongestStrength = 9; // 9d

    // Accepts "14k", "2d": 1-30 kyu or 1-9 dan, lower-case, no spaces or leading zeros.
    static std::optional<GoRank> parse(std::string_view text);
    static std::optional<GoRank> fromStrength(int strength);
    static GoRank weakest() { return GoRank(kWeakestStrength); } // 30k
    static GoRank strongest() { return GoRank(kStrongestStrength); } // 9d

    int strength() const { return m_strength; }
    std::string toString() const;

    friend auto operator<=>(const GoRank &, const GoRank &) = default;

private:
    explicit GoRank(int strength)
        : m_strength(strength)
    {
    }

    int m_strength;
};

} // namespace rd::sagc
