#pragma once

#include "engine/io/DocumentError.h"
#include "engine/model/StartingRatings.h"

#include <QJsonObject>
#include <QList>

#include <optional>

namespace rd::io {

// A registry player's starting ratings as the database keeps them: per system ("dwz", "uscf",
// "sagc") the event document's object of that system (event-document.md, "players[]").
QJsonObject startingRatingsToJson(const model::StartingRatings &ratings);
// Those objects read back as the document reads them; a system whose object does not read is
// left out.
model::StartingRatings startingRatingsFromJson(const QJsonObject &object);

// A starting DWZ or US Chess state as a person types it, its rating and its index (DWZ) or games
// (US Chess), checked as the event document's `dwz` or `uscf` object is: nothing, with the
// errors at the fields "rating" and "index", when it does not read.
std::optional<DwzState> typedDwzState(
    std::optional<double> rating, std::optional<double> index, QList<DocumentError> &errors);
std::optional<UscfState> typedUscfState(
    std::optional<double> rating, std::optional<double> index, QList<DocumentError> &errors);

} // namespace rd::io
