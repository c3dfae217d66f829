#pragma once

#include "engine/rating/EventInput.h"
#include "engine/standings/TieBreak.h"

#include <optional>
#include <string>
#include <vector>

namespace rd::standings {

// What placed a player among the players equal to him on points and every tie-break.
enum class DecidedBy {
    TieBreaks, // nothing: they share the rank
    Lot, // the lot of the event's seed
    Arbiter, // the arbiter's order by hand
};

struct Standing {
    std::string playerId;
    int rank = 0; // 1-based; equal for players equal in points and every tie-break, unless a lot
                  // or the arbiter ordered them
    double points = 0.0; // chess: game points + bye points; Go: wins (a draw/jigo counts ½)
    int played = 0; // games played over the board
    // One per Standings::tieBreaks, same order. DE gives the place among the tied players (1
    // first, 0 when it separated no one), TPN the pairing number: lower is better for both.
    std::vector<double> values;
    int tieRank = 0; // the rank points and tie-breaks alone give, shared by the players they tie
    DecidedBy decidedBy = DecidedBy::TieBreaks;
};

// Why a chosen tie-break gives no value and ranks no one (standings.md).
enum class LeftOut {
    No,
    UnratedPlayer, // C.07 art. 10: an unrated player takes part and the rules do not say how
    RoundRobin, // C.07 2026, note to art. 8: no Buchholz in a round robin
};

struct Standings {
    int afterRound = 0; // 0: all games (Go, or chess games without round numbers)
    TieBreakEdition edition = TieBreakEdition::Fide2023; // the C.07 edition the values follow
    std::vector<TieBreak> tieBreaks;
    std::vector<LeftOut> leftOut; // one per tie-break; a left-out one has 0 for everyone
    std::vector<Standing> rows; // in rank order, then by start order of the players list
    // The seed of the lot when it ordered a tie; the arbiter's orders that match no tie now (the
    // results changed) and were ignored.
    std::optional<int> lotSeed;
    std::vector<std::vector<std::string>> ignoredTieOrders;
};

// The last round played: the highest round with a chess game with a result (a game paired and
// not yet played does not make its round played). Byes of later
// rounds are given for rounds not played yet (a pairing program's file announces them) and do
// not make a round played; only an event without any game counts the rounds of its byes. 0 if
// none.
int lastRound(const EventInput &event);

// Chess (dwz, uscf): only games and byes of rounds <= afterRound count (afterRound 0 or nullopt
// = all), with the tie-breaks of the C.07 edition the event follows (eventRules()). Go (sagc):
// every game of the record sheet; afterRound ignored. standings.md says how each tie-break is
// computed. Standings of every round order the players still tied by the arbiter's order or the
// event's lot (TieOrder.h); standings after an earlier round leave them sharing their rank.
Standings computeStandings(const EventInput &event, const std::vector<TieBreak> &tieBreaks,
    std::optional<int> afterRound = std::nullopt);

} // namespace rd::standings
