#pragma once

#include "engine/rating/RatingSystem.h"
#include "engine/store/HistoryRepository.h"

#include <QDate>

#include <optional>
#include <vector>

namespace rd::ui {

// One line of a player's history and the system it belongs to.
struct HistoryEntry {
    RatingSystem system = RatingSystem::Dwz;
    store::HistoryLine line;

    QDate date() const;
};

// The player's rated events in every system by end date; lines of the same day keep the
// repository's order (SAGC: entry order).
std::vector<HistoryEntry> loadPlayerHistory(store::Database &database, qint64 playerId);

// The change of an entry for sorting: rating points (DWZ, US Chess), index points (SAGC).
std::optional<double> scaleChange(const HistoryEntry &entry);

} // namespace rd::ui
