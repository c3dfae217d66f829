#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace rd::io {

// The text encodings of an .h9 table (h9.md).
inline constexpr std::string_view kH9Encodings[] = { "latin-1", "utf-8" };
// The line ends of an .h9 table other than LF: CR LF or a bare CR (h9.md).
inline constexpr std::string_view kH9LineEnds[] = { "crlf", "cr" };

// What an .h9 table said of a player besides his name, rank and origin, to write the table back
// as it was (h9.md "The event document and the database"): the score columns as written, blanks
// included, one cell per round, its opponent number being a position in the event's players, and
// the columns after the rounds (McMahon score, SOS, place, ...) as written.
struct H9Line {
    std::string scores;
    std::vector<std::string> cells;
    std::string afterCells;

    bool empty() const { return scores.empty() && cells.empty() && afterCells.empty(); }
    bool operator==(const H9Line &) const = default;
};

// What an .h9 table said besides the event: its comment lines (tags, caption, notes) as they
// were, its text encoding ("utf-8", "latin-1") and line ends ("crlf", "cr", none for LF), and
// each player's line by his id in the event.
struct H9Details {
    std::vector<std::string> header;
    std::string encoding;
    std::string lineEnd;
    std::map<std::string, H9Line> lines;

    // The line kept for the player `id`; an empty one when none is.
    const H9Line &lineOf(const std::string &id) const;

    bool operator==(const H9Details &) const = default;
};

} // namespace rd::io
