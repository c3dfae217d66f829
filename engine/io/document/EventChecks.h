#pragma once

#include "engine/io/document/EventDocumentReader.h"
#include "engine/rating/EventInput.h"

#include <QList>

namespace rd::io {

// The editors' checks of games and byes (checks::checkChessEvent, checks::checkGoLine) for an event
// read from a file, each error at the place of the file's game or bye it concerns ("games[3]",
// "byes[0]"), once per place: one set of rules and one wording for editors and readers.
QList<DocumentError> consistencyErrors(const EventInput &event);

} // namespace rd::io
