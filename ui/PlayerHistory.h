#pragma once

#include "engine/rating/RatingSystem.h"
#include "engine/store/HistoryRepository.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>
#include <QString>

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

// A state on the chart's scale: the DWZ or US Chess rating; for SAGC the strength
// s(rank) + index / 1000 (sagc.md §1: s(Nd) = N, s(Nk) = 1 - N). None without a rating.
std::optional<double> scaleValue(RatingSystem system, const QJsonObject &state);

// The change of an entry for sorting: rating points (DWZ, US Chess), index points (SAGC).
std::optional<double> scaleChange(const HistoryEntry &entry);

// How the history view writes systems, states and changes.
class HistoryText {
    Q_DECLARE_TR_FUNCTIONS(rd::ui::HistoryText)

public:
    // "1650-12" (DWZ), "1523.45 (1523)" (US Chess: the rating and, after an event, the
    // published integer), "14k/200" (SAGC); a dash without a rating.
    static QString state(RatingSystem system, const QJsonObject &state);
    // "+25", "-3.50", "+150" (SAGC index), "promoted to 13k", "first rating".
    static QString change(const HistoryEntry &entry);
};

} // namespace rd::ui
