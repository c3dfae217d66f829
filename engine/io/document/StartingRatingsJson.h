#pragma once

#include "engine/model/StartingRatings.h"

#include <QJsonObject>

namespace rd::io {

// A registry player's starting ratings as the database keeps them: per system ("dwz", "uscf",
// "sagc") the event document's object of that system (event-document.md, "players[]").
QJsonObject startingRatingsToJson(const model::StartingRatings &ratings);
// Those objects read back as the document reads them; a system whose object does not read is
// left out.
model::StartingRatings startingRatingsFromJson(const QJsonObject &object);

} // namespace rd::io
