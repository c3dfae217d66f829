#pragma once

#include "engine/io/DocumentError.h"
#include "engine/model/CarriedState.h"
#include "engine/rating/RatingState.h"

#include <QJsonObject>
#include <QList>

namespace rd::io {

// The rating state of `system` that a `before` or `after` object of an evaluation document
// describes (event-document.md, "Evaluation output"), as the database keeps it.
RatingState ratingStateFromJson(RatingSystem system, const QJsonObject &object);

// The state a player carries into his next event as the database keeps it: the event
// document's object of its system (event-document.md, "players[]"), {} for none.
QJsonObject carriedStateToJson(const model::CarriedState &state);
// That object read back as the document reads it, the state of `system`; none for {}. Nothing,
// with `errors`, when it does not read.
model::CarriedState carriedStateFromJson(
    RatingSystem system, const QJsonObject &object, QList<DocumentError> &errors);

} // namespace rd::io
