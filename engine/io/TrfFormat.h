#pragma once

#include "engine/io/EventDocumentReader.h"
#include "engine/rating/EventInput.h"
#include "engine/rating/RatingSystem.h"

#include <QByteArray>
#include <QList>

#include <optional>

namespace rd::io {

// FIDE TRF-16 (dwz.md §9.4): fixed columns, UTF-8, one record per line.

// Reads a TRF-16 file into a chess event of `system`: header records 012 (name), 022 (place),
// 032 (federation), 042 (start date), 052 (end date, required), 102 (chief arbiter), 112 (deputy
// arbiter; repeated records joined by "; "), 122 (time control) and 001 player lines; other
// records are ignored. Player ids are the start ranks; FIDE ratings go to `uscf.fide` for USCF
// events only. Each game is taken once, from White's block, and both blocks must agree. Byes:
// H 0.5, F 1, U and Z 0 points.
EventReadResult readTrf(const QByteArray &text, RatingSystem system = RatingSystem::Dwz);

// Writes a chess event as TRF-16: the header records read above (022, 032, 102, 112 and 122
// only when the event has them), start ranks 1..n in document order, points and ranks from the
// games and byes, one round block per game or bye. Games without a round (or clashing with
// another entry of a player in their round) go to the first free round after the last one.
// Names are cut to 33 characters; bye points other than 0, 0.5 and 1 are rounded down to these.
QByteArray writeTrf(const EventInput &event);

} // namespace rd::io
