#pragma once

#include "engine/store/PlayerRepository.h"
#include "engine/store/RatingListRepository.h"

#include <vector>

namespace rd::store {

// The rating lists' side of adding a player to an event: the entries of the loaded lists offered
// beside the registry's players, and the step that makes one of them a registry player.
class ListedPlayerPicking {
public:
    // How many entries a search offers at most.
    static constexpr int kLimit = 20;

    explicit ListedPlayerPicking(Database &database);

    // The entries that `text` finds in the loaded lists (RatingListRepository::search) who are
    // nobody of the registry yet: an entry whose DSB or FIDE id a registry player holds is that
    // player. A FIDE entry whose FIDE id a DSB entry found with it has is the same person and is
    // offered once, as the DSB entry, which has his DWZ.
    std::vector<model::ListedMatch> search(const QString &text, int limit = kLimit);

    // Makes the entry a registry player with what the list says (model::listedPlayerDetails: ids,
    // birth year, DWZ and index as his starting state, club, ...) and returns his id. When a
    // registry player holds one of the entry's ids by now, the entry is that player: his id is
    // returned and nothing is written. Whether the entry looks like a registry player without his
    // ids (model::likelyDuplicatesAmong) is for the director to be asked before.
    qint64 registerPlayer(const model::ListedMatch &entry);

private:
    // The registry player who holds one of the entry's DSB and FIDE ids.
    std::optional<qint64> holderOf(const model::ListedPlayer &entry);

    Database &m_database;
};

} // namespace rd::store
