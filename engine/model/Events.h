#pragma once

#include "engine/rating/Date.h"
#include "engine/rating/EnumNames.h"
#include "engine/rating/EventInput.h"
#include "engine/rating/RatingSystem.h"

#include <QString>

namespace rd::model {

enum class EventStatus { Draft, Rated };
inline constexpr auto kEventStatusNames
    = enumNames<EventStatus>({ { EventStatus::Draft, "draft" }, { EventStatus::Rated, "rated" } });

// An event as the events list shows it.
struct EventSummary {
    qint64 id = 0;
    QString name;
    RatingSystem system = RatingSystem::Dwz;
    QString ruleset;
    Date endDate;
    EventStatus status = EventStatus::Draft;
    qint64 entrySequence = 0;
    // A draft as typed is kept: for a rated event, a correction in progress.
    bool hasTypedDraft = false;
};

} // namespace rd::model
