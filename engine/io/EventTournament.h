#pragma once

#include "engine/pairing/Tournament.h"
#include "engine/rating/EventInput.h"

#include <QString>

#include <optional>

namespace rd::io {

// A chess event as the pairing sees it (docs/pairing.md "Pairing a stored event"), the way
// TrfTournament reads a TRF file: the event's players in their order are the start numbers 1 …
// N; every game, forfeit and bye fills the players' round cells, a game without a result a cell
// paired and pending; the rounds a late entry missed score the event's missed_round_points; a
// player who withdrew from the round to pair is left out; forbidden pairs, the acceleration, the
// points of the pairing-allocated bye, the initial colour and the planned rounds are the event's.
struct EventTournament {
    std::optional<pairing::Tournament> tournament;
    QString error; // a sentence naming the game or player the pairing cannot take
};

EventTournament tournamentOf(const EventInput &event);

} // namespace rd::io
