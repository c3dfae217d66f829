#pragma once

#include <optional>
#include <string>
#include <string_view>

// The one table of what ratingdesk takes in (docs/limits.md), from every file it reads (event
// document, CSV, TRF, .h9, the DSB's and FIDE's lists) and every editor: the ranges the event
// document's reader states, so that nothing enters the database that a reader refuses later.
namespace rd::limits {

// A closed range of whole numbers.
struct Bounds {
    int minimum;
    int maximum;

    constexpr bool contains(double value) const { return value >= minimum && value <= maximum; }
};

// Any rating in any system: DWZ, US Chess, FIDE, CFC, an opponent's (event-document.md).
inline constexpr Bounds kRating { 0, 3500 };
// A DWZ index (the number of evaluations), US Chess games, a SAGC index (sagc.md §1).
inline constexpr Bounds kDwzIndex { 0, 999 };
inline constexpr Bounds kUscfGames { 0, 100000 };
inline constexpr Bounds kSagcIndex { -999, 999 };
// A round of a game or a bye: the standings and the crosstable keep one column per round.
inline constexpr Bounds kRound { 1, 999 };
// The rounds an event plans (event-document.md, "rounds_planned").
inline constexpr Bounds kRoundsPlanned { 1, 99 };
// The players of one event: TRF's start ranks have four digits.
inline constexpr int kMostPlayers = 9999;
// The characters of a name: a player's, an event's, a club's.
inline constexpr int kLongestName = 100;

// What is wrong with a name, if anything.
struct NameProblem {
    enum class Kind { ControlCharacter, TooLong };
    Kind kind;
    char32_t character = 0; // Kind::ControlCharacter: the first such character
    int length = 0; // Kind::TooLong: the name's characters
};

// A name (UTF-8) holds no control character (NUL, a tab, a line break, DEL, the C1 controls),
// which a database or a printed list would cut or break at, and at most kLongestName characters.
std::optional<NameProblem> nameProblem(std::string_view utf8);

// Whether a text (UTF-8) holds the NUL character, which no text of a document may hold: SQLite
// and C strings end a text there.
bool holdsNul(std::string_view utf8);

// "U+0000" for a character.
std::string characterCode(char32_t character);

} // namespace rd::limits
