#include "engine/model/Merge.h"

#include <algorithm>

namespace rd::model {

std::vector<qint64> MergeRecord::rewrittenEvents() const
{
    std::vector<qint64> events = removedEvents;
    events.insert(events.end(), typedDrafts.begin(), typedDrafts.end());
    std::sort(events.begin(), events.end());
    events.erase(std::unique(events.begin(), events.end()), events.end());
    return events;
}

} // namespace rd::model
