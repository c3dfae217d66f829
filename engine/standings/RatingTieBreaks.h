#pragma once

#include "engine/rating/EventInput.h"
#include "engine/standings/Record.h"
#include "engine/standings/Rules.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace rd::standings {

// C.07 art. 10, the tie-breaks from ratings: ARO, TPR, PTP, APRO, APPO and RTNG. Only games
// over the board count, in a round robin too (2026 art. 15.2; standings.md for 2023). A
// player's rating is the one before the event in the system the event's rules name (its own or
// FIDE's); an unrated player counts with the rating the event's rules give him, or the
// tie-breaks have no value at all.
class RatingTieBreaks {
public:
    RatingTieBreaks(
        const EventInput &event, const std::vector<Record> &records, const Rules &rules);

    // Art. 10 preamble: false when a player without rating takes part and the rules say nothing.
    bool available() const { return m_available; }
    double rating(std::size_t player) const; // RTNG, art. 10.6
    // ARO, art. 10.1: the mean rounded half up, after dropping the lowest (and, median, the
    // highest) `cut` ratings.
    double averageRatingOfOpponents(std::size_t player, int cut = 0, bool median = false) const;
    double performanceRating(std::size_t player) const; // TPR, art. 10.2
    double perfectPerformance(std::size_t player) const; // PTP, art. 10.3
    double averagePerformanceOfOpponents(std::size_t player) const; // APRO, art. 10.4
    double averagePerfectPerformanceOfOpponents(std::size_t player) const; // APPO, art. 10.5

private:
    // The mean of `value` over the opponents met in games(player), rounded half up.
    double meanOverOpponents(
        std::size_t player, double (RatingTieBreaks::*value)(std::size_t) const) const;
    std::vector<const RoundEntry *> games(std::size_t player) const;

    const std::vector<Record> &m_records;
    std::vector<double> m_ratings;
    bool m_available = true;
};

// FIDE B.02 8.1.1: the rating difference dp of a fractional score p (0 ... 1, hundredths).
int ratingDifference(double p);
// FIDE B.02 8.1.2: the expected score PD, in hundredths, of a rating difference, uncapped.
int expectedScoreHundredths(int difference);

} // namespace rd::standings
