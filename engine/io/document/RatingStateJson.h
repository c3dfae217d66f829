#pragma once

#include "engine/rating/RatingState.h"

#include <QJsonObject>

namespace rd::io {

// The rating state of `system` that a `before` or `after` object of an evaluation document
// describes (event-document.md, "Evaluation output"), as the database keeps it.
RatingState ratingStateFromJson(RatingSystem system, const QJsonObject &object);

} // namespace rd::io
