#include "engine/standings/RatingTieBreaks.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace rd::standings {

namespace {

// B.02 8.1.1: dp for p = .50, .51, ... 1.00.
constexpr std::array<int, 51> kDifferences { 0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95,
    102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262,
    273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800 };

// B.02 8.1.2: PD = .50 + k/100 for the first bound k at or above the difference; .99 up to 735.
constexpr std::array<int, 50> kBounds { 3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106,
    113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278,
    290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735 };

std::optional<double> ratingBefore(const PlayerInput &player, RatingSystem system)
{
    if (system == RatingSystem::Dwz && player.dwz && player.dwz->rating)
        return *player.dwz->rating;
    if (system == RatingSystem::Uscf && player.uscf)
        return player.uscf->rating;
    return std::nullopt;
}

// The FIDE rating a player brings (as a TRF file gives it); none if unrated (0 or none).
std::optional<double> fideRating(const PlayerInput &player)
{
    if (player.fideRating && *player.fideRating > 0)
        return *player.fideRating;
    if (player.uscf && player.uscf->fide && *player.uscf->fide > 0)
        return player.uscf->fide;
    return std::nullopt;
}

// Each player's rating for art. 10: the FIDE rating when the event's rules say so; else the one in
// the event's system, or, when no player has one (an event imported from a TRF file), the FIDE
// ratings. One scale for all, never a mix of both.
std::vector<std::optional<double>> ratingsOf(const EventInput &event, TieBreakRating counted)
{
    std::vector<std::optional<double>> ratings;
    if (counted == TieBreakRating::National) {
        for (const PlayerInput &player : event.players)
            ratings.push_back(ratingBefore(player, event.system));
    }
    if (std::none_of(ratings.begin(), ratings.end(), [](const auto &r) { return r.has_value(); })) {
        ratings.clear();
        for (const PlayerInput &player : event.players)
            ratings.push_back(fideRating(player));
    }
    return ratings;
}

double roundedHalfUp(double value)
{
    return std::floor(value + 0.5);
}

} // namespace

int ratingDifference(double p)
{
    const int hundredths = static_cast<int>(std::lround(p * 100.0));
    if (hundredths < 50)
        return -kDifferences[static_cast<std::size_t>(50 - hundredths)];
    return kDifferences[static_cast<std::size_t>(hundredths - 50)];
}

int expectedScoreHundredths(int difference)
{
    if (difference < 0)
        return 100 - expectedScoreHundredths(-difference);
    const auto bound = std::lower_bound(kBounds.begin(), kBounds.end(), difference);
    return 50 + static_cast<int>(bound - kBounds.begin());
}

RatingTieBreaks::RatingTieBreaks(
    const EventInput &event, const std::vector<Record> &records, const Rules &rules)
    : m_records(records)
{
    for (const std::optional<double> &known : ratingsOf(event, rules.rating)) {
        if (!known && !rules.unratedRating)
            m_available = false;
        m_ratings.push_back(known.value_or(rules.unratedRating.value_or(0)));
    }
}

double RatingTieBreaks::rating(std::size_t player) const
{
    return m_ratings[player];
}

// Art. 10: games over the board only. A round robin's forfeits too stay unplayed here: the 2026
// edition says so (15.2); for the 2023 edition FIDE's reference implementation reads it so.
std::vector<const RoundEntry *> RatingTieBreaks::games(std::size_t player) const
{
    std::vector<const RoundEntry *> games;
    for (const RoundEntry &round : m_records[player].rounds) {
        if (round.kind == RoundKind::Game)
            games.push_back(&round);
    }
    return games;
}

double RatingTieBreaks::averageRatingOfOpponents(std::size_t player, int cut, bool median) const
{
    std::vector<double> ratings;
    for (const RoundEntry *game : games(player))
        ratings.push_back(m_ratings[*game->opponent]);
    std::sort(ratings.begin(), ratings.end());
    const std::size_t low = static_cast<std::size_t>(cut);
    const std::size_t high = median ? low : 0;
    if (ratings.size() <= low + high)
        return 0.0;
    double total = 0.0;
    for (std::size_t i = low; i < ratings.size() - high; ++i)
        total += ratings[i];
    return roundedHalfUp(total / static_cast<double>(ratings.size() - low - high));
}

// ARO + dp(p), p the points per game over the board rounded to hundredths, half up.
double RatingTieBreaks::performanceRating(std::size_t player) const
{
    const auto played = games(player);
    if (played.empty())
        return 0.0;
    double points = 0.0;
    for (const RoundEntry *game : played)
        points += game->points;
    // Points x 100 first: an exact half of a hundredth stays exact and rounds up.
    const double p = roundedHalfUp(points * 100.0 / static_cast<double>(played.size())) / 100.0;
    return averageRatingOfOpponents(player) + ratingDifference(p);
}

// The least whole rating R whose expected scores against the opponents add up to the points;
// with no point the lowest opponent's rating - 800.
double RatingTieBreaks::perfectPerformance(std::size_t player) const
{
    const auto played = games(player);
    if (played.empty())
        return 0.0;
    int points = 0; // hundredths
    std::vector<int> ratings;
    for (const RoundEntry *game : played) {
        points += static_cast<int>(std::lround(game->points * 100.0));
        ratings.push_back(static_cast<int>(std::lround(m_ratings[*game->opponent])));
    }
    const auto [lowest, highest] = std::minmax_element(ratings.begin(), ratings.end());
    if (points == 0)
        return *lowest - 800;
    for (int candidate = *lowest - 800;; ++candidate) {
        int expected = 0;
        for (int rating : ratings)
            expected += expectedScoreHundredths(candidate - rating);
        if (expected >= points || candidate > *highest + 800)
            return candidate;
    }
}

double RatingTieBreaks::meanOverOpponents(
    std::size_t player, double (RatingTieBreaks::*value)(std::size_t) const) const
{
    const auto played = games(player);
    if (played.empty())
        return 0.0;
    double total = 0.0;
    for (const RoundEntry *game : played)
        total += (this->*value)(*game->opponent);
    return roundedHalfUp(total / static_cast<double>(played.size()));
}

double RatingTieBreaks::averagePerformanceOfOpponents(std::size_t player) const
{
    return meanOverOpponents(player, &RatingTieBreaks::performanceRating);
}

double RatingTieBreaks::averagePerfectPerformanceOfOpponents(std::size_t player) const
{
    return meanOverOpponents(player, &RatingTieBreaks::perfectPerformance);
}

} // namespace rd::standings
