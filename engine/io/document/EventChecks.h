#pragma once

#include "engine/io/EventFile.h"
#include "engine/io/document/EventDocumentReader.h"

#include <QList>

namespace rd::io {

// Everything the event document refuses in an event, checked on the event itself: the rules
// of its values (event-document.md: rule set and parameters, names, dates, ids, ranges, the
// players a game, a bye and an order of ties names, sections) and then the editors' checks
// of games and byes (consistencyErrors). Each error at the place the event's document gives the
// value ("players[2].birth_year"), worded as the reader words it. The reader calls it on what it
// read, the editors on the event they hold: no document is written to find out. The details of
// other programs' files are checked where the document keeps them ("event.h9_encoding").
QList<DocumentError> validate(const EventInput &event, const FileDetails &details = {});

// The editors' checks of games and byes (checks::checkChessEvent, checks::checkGoLine) for an event
// read from a file, each error at the place of the file's game or bye it concerns ("games[3]",
// "byes[0]"), once per place: one set of rules and one wording for editors and readers.
QList<DocumentError> consistencyErrors(const EventInput &event);

} // namespace rd::io
