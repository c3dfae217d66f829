#pragma once

#include "engine/io/EventFile.h"

#include <QByteArray>
#include <QJsonObject>

namespace rd::io {

// The event document ("ratingdesk-event" version 1, event-document.md), the inverse of
// readEventDocument(): reading what is written gives the same event and file details. Optional
// fields are written only when set and different from their default, so documents stay small.
QJsonObject eventToJson(const EventFile &event);
QByteArray writeEventDocument(const EventFile &event, bool indented);

// The per-system objects of `players[]`, as DocumentPart reads them.
// A player's per-system states as the document's `dwz`, `uscf` and `sagc` objects, those he has.
QJsonObject playerStatesToJson(const PlayerInput &player);
QJsonObject dwzStateToJson(const DwzState &state);
QJsonObject uscfStateToJson(const UscfState &state);
QJsonObject sagcStateToJson(const SagcState &state);

// The event's properties as the fields of `event` that hold them, those that are set; the inverse
// of DocumentPart<EventProperties>::read().
QJsonObject eventPropertiesToJson(const EventProperties &properties);
// What other programs' files said of the event as the fields of `event` that hold them (the
// players' .h9 lines aside), those that are set; the inverse of DocumentPart<FileDetails>::read().
QJsonObject fileDetailsToJson(const FileDetails &details);
// event-document.md "event.uscf_report": what a US Chess rating report needs besides the event.
QJsonObject uscfReportToJson(const UscfReportDetails &report);
// event-document.md "event.sections": one section of a US Chess event.
QJsonObject sectionToJson(const EventSection &section);

} // namespace rd::io
