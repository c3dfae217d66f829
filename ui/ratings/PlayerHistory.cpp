#include "ui/ratings/PlayerHistory.h"

#include "desktop/PlayerQueries.h"
#include "ui/widgets/QtDates.h"

#include <algorithm>

namespace rd::ui {

QDate HistoryEntry::date() const
{
    return toQDate(line.endDate);
}

desktop::Outcome<std::vector<HistoryEntry>> loadPlayerHistory(
    const desktop::PlayerQueries &queries, qint64 playerId)
{
    std::vector<HistoryEntry> entries;
    for (RatingSystem system : { RatingSystem::Dwz, RatingSystem::Uscf, RatingSystem::Sagc }) {
        auto lines = queries.history(playerId, system);
        if (!lines)
            return lines.failure();
        for (model::HistoryLine &line : *lines)
            entries.push_back({ system, std::move(line) });
    }
    std::stable_sort(
        entries.begin(), entries.end(), [](const HistoryEntry &a, const HistoryEntry &b) {
            return a.line.endDate < b.line.endDate;
        });
    return entries;
}

std::optional<double> scaleChange(const HistoryEntry &entry)
{
    return ratingChange(entry.line.before, entry.line.after);
}

} // namespace rd::ui
