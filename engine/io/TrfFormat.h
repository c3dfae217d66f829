#pragma once

#include "engine/io/EventDocumentReader.h"
#include "engine/rating/EventInput.h"
#include "engine/rating/RatingSystem.h"

#include <QByteArray>
#include <QList>

#include <optional>

namespace rd::io {

// FIDE TRF-16 (docs/trf.md): fixed columns, UTF-8, one record per line.

// Reads a TRF-16 file into a chess event of `system`: every header record (012 … 132 into the
// event and its properties, 052 required, 062 and 072 left to be counted when written, any other
// record kept verbatim in `trfRecords`, with a warning naming its line) and every field of the
// 001 player lines. Player ids are the start ranks; FIDE ratings also go to `uscf.fide` for USCF
// events. Each game is taken once, from White's block, and both blocks must agree. Byes: H 0.5,
// F 1, U (unpaired) and Z 0 points.
EventReadResult readTrf(const QByteArray &text, RatingSystem system = RatingSystem::Dwz);

// Writes a chess event as TRF-16: the header records in the order of their codes (those of
// unset properties left out, 062 and 072 counted), one 001 line per player with start ranks
// 1..n in document order, points and ranks recomputed from the games and byes (ties in
// start-rank order), one round block per game or bye, then the kept unknown records. Games
// without a round (or clashing with another entry of a player in their round) go to the first
// free round after the last one. Names are cut to 33 characters; bye points other than 0, 0.5
// and 1 are rounded down to these.
QByteArray writeTrf(const EventInput &event);

} // namespace rd::io
