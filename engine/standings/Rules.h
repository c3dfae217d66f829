#pragma once

#include "engine/rating/EventInput.h"

#include <optional>

namespace rd::standings {

// How the event's tie-breaks are computed: the edition of C.07 and the event's own rules on
// what the regulation leaves to them (standings.md).
struct Rules {
    static constexpr double kWin = 1.0; // the points of a win and a draw (W and D of C.07)
    static constexpr double kDraw = 0.5;

    TieBreakEdition edition = TieBreakEdition::Fide2023;
    bool roundRobin = false; // art. 15.2: every pairing fixed in advance
    std::optional<int> unratedRating; // art. 10: the rating an unrated player counts with
    bool directEncounterForfeits = false; // art. 6.1.1
    TieBreakRating rating = TieBreakRating::National; // art. 10, a DWZ or US Chess event
    int rounds = 0; // the rounds of the standings: R of art. 16.4.2
};

// The edition in force at the event's start (its end if no start is given): 2023 before
// 1 March 2026, 2026 from then.
TieBreakEdition editionInForce(const EventInfo &event);
// The event's rules: the edition it names, else the one in force; a round robin if its
// tournament type says so (TRF 092 "Round Robin", German "Rundenturnier"). `rounds` is left 0.
Rules eventRules(const EventInput &event);

} // namespace rd::standings
