#pragma once

#include "engine/rating/EventInput.h"
#include "engine/standings/Standings.h"
#include "engine/standings/TieBreak.h"

#include <QStringList>

#include <cstddef>
#include <vector>

namespace rd::report {

// The crosstable of a round robin as a square: one row and one column per player, both in
// start-number order, each cell the results of the row's player against the column's, then his
// points, rank and tie-breaks from the standings.
struct RoundRobinGrid {
    standings::Standings standings;
    // [row][column] by start number - 1: the row's results against the column's player in the
    // order of the rounds, as 1, ½, 0, + or −; two in a double round robin, none on the diagonal.
    std::vector<std::vector<QStringList>> results;
    // The row of the standings of each player, by start number - 1.
    std::vector<std::size_t> standingRow;

    // The games of rounds 1 to lastRound, the standings after it with these tie-breaks.
    static RoundRobinGrid of(
        const EventInput &event, const std::vector<standings::TieBreak> &tieBreaks, int lastRound);
    const standings::Standing &standingAt(std::size_t startIndex) const
    {
        return standings.rows.at(standingRow.at(startIndex));
    }
    // The most games two players played against each other: 2 in a double round robin.
    int mostGamesOfAPair() const;
};

} // namespace rd::report
