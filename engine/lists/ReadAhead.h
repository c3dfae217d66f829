#pragma once

#include "engine/model/ListedPlayers.h"

#include <QtGlobal>

#include <functional>

namespace rd::lists {

// A list read on a thread of its own while the players read before are written: unpacking and
// parsing FIDE's list take one of the machine's cores, writing them to the database the other.
// The players go over in batches, of which only a few wait at any time, so that the memory
// stays the same whatever the length of the list.
class ReadAhead {
public:
    using Take = std::function<void(const model::ListedPlayer &)>;
    // Reads the list, handing each player to its argument; false when the list cannot be read.
    using Read = std::function<bool(const Take &take)>;
    // Each player in the order read, on the calling thread, with where the reading was (what
    // `position` said on the reading thread) when his batch was full.
    using Write = std::function<void(const model::ListedPlayer &, qint64 position)>;

    // Runs `read` on its own thread and `write` on this one until both are done; returns what
    // `read` returned. An exception of either stops both and is thrown here.
    static bool run(const Read &read, const std::function<qint64()> &position, const Write &write);
};

} // namespace rd::lists
