#pragma once

#include "engine/io/DocumentError.h"
#include "engine/lists/ListedPlayer.h"

#include <QIODevice>
#include <QList>

#include <functional>

namespace rd::lists {

// The FIDE rating list in its XML form (<playerslist><player><fideid>...</player>...), read as a
// stream: each player is handed to `take` as soon as he is read, so that a list of a million
// players never is in memory at once. A player that cannot be read gives an error naming its
// line; the reading goes on, and then the list should not be loaded. False when the file is
// not XML (or is cut short): an error names the line.
bool readFidePlayers(QIODevice &device,
    const std::function<void(const model::ListedPlayer &)> &take, QList<io::DocumentError> &errors);

} // namespace rd::lists
