#pragma once

#include <QString>

// The table of limits (engine/rating/InputLimits.h, docs/limits.md) in the editors' words: each
// returns the sentence that refuses an entry, or an empty text for one within the table.
namespace rd::edit {

// A player's name: no control character, at most limits::kLongestName characters.
QString nameOutOfBounds(const QString &name);
// A round number: limits::kRound.
QString roundOutOfBounds(int round);
// A player more for an event of `players` players: at most limits::kMostPlayers.
QString noRoomForPlayer(int players);

} // namespace rd::edit
