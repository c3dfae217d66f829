#pragma once

#include "desktop/DesktopFwd.h"
#include "desktop/Outcome.h"
#include "engine/model/History.h"
#include "engine/rating/RatingSystem.h"

#include <QDate>

#include <optional>
#include <vector>

namespace rd::ui {

// One line of a player's history and the system it belongs to.
struct HistoryEntry {
    RatingSystem system = RatingSystem::Dwz;
    model::HistoryLine line;

    QDate date() const;
};

// The player's rated events in every system by end date; lines of the same day keep the
// repository's order (SAGC: entry order).
desktop::Outcome<std::vector<HistoryEntry>> loadPlayerHistory(
    const desktop::PlayerQueries &queries, qint64 playerId);

// The change of an entry for sorting: rating points (DWZ, US Chess), index points (SAGC).
std::optional<double> scaleChange(const HistoryEntry &entry);

} // namespace rd::ui
