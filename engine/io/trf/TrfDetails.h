#pragma once

#include <string>
#include <vector>

namespace rd::io {

// What a TRF file says of an event besides what the event document holds as the event's own
// (trf.md), kept to be written back: the date of each round as the file writes it, e.g.
// "26/03/01" (record 132), and the records ratingdesk does not read, line by line as they were.
struct TrfDetails {
    std::vector<std::string> roundDates;
    std::vector<std::string> records;

    bool operator==(const TrfDetails &) const = default;
};

} // namespace rd::io
