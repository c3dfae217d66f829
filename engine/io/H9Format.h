#pragma once

#include "engine/io/EventDocumentReader.h"
#include "engine/rating/EventInput.h"

#include <QByteArray>
#include <QList>

#include <optional>

namespace rd::io {

// Reads an EGD ".h9" tournament table (sagc.md §8) into a SAGC event: players get the place as
// id, their name as written and rank; each game is taken once, as a tournament game. Byes and
// results by default (`!`) are not games. Nothing partial is ever returned.
EventReadResult readH9(const QByteArray &text);

// Writes a SAGC event as an ".h9" table in plain ASCII that readH9() reads back. The table keeps
// neither ids, indexes nor recent opponents, only one komi for even games (KM), and the rounds
// are numbered from the order of the games.
QByteArray writeH9(const EventInput &event);

} // namespace rd::io
