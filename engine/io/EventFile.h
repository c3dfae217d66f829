#pragma once

#include "engine/io/egd/H9Details.h"
#include "engine/io/trf/TrfDetails.h"
#include "engine/io/uscf/UscfReportDetails.h"
#include "engine/rating/EventInput.h"

#include <QDateTime>

#include <utility>

namespace rd::io {

// What the files of other programs say of an event besides the event itself, kept with it so
// that it goes back to them as it came (event-document.md keeps them in `event` and `players[]`):
// a TRF file's round dates and unknown records, an .h9 table's comment lines, text form and
// player lines, a US Chess rating report's details. The rating engines never see them.
struct FileDetails {
    TrfDetails trf;
    H9Details h9;
    UscfReportDetails uscfReport;

    bool operator==(const FileDetails &) const = default;
};

// An event with the details of its files: what an event document holds, what the readers of
// files return and the writers take. An event alone has no file details.
struct EventFile {
    EventFile() = default;
    EventFile(EventInput event, FileDetails details = {})
        : event(std::move(event))
        , details(std::move(details))
    {
    }

    EventInput event;
    FileDetails details;

    bool operator==(const EventFile &) const = default;
};

// What the details dialog shows of an event: its properties, and the details of its files the
// director may change (round dates, the .h9 table's tournament class, the US Chess report's).
struct EventParticulars {
    EventProperties properties;
    FileDetails files;

    bool operator==(const EventParticulars &) const = default;
};

// A rated event's details changed without a correction: when, and its details before and after.
struct DetailsChange {
    QDateTime at; // UTC
    EventParticulars before;
    EventParticulars after;
};

} // namespace rd::io
