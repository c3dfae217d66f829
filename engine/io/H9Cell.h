#pragma once

#include <QString>

#include <optional>

namespace rd::io {

// One round cell of an .h9 player line (h9.md "Result cells"): `opp sym [sep colour [handicap]]`,
// with the archive forms `0=0`, a trailing `!`, upper-case colours and `?` for an unknown colour.
struct H9Cell {
    int opponent = 0; // a line number; 0: no game in the round
    char result = '-'; // '+', '-', '=' or '?' (not confirmed)
    bool byDefault = false; // `!`: decided by default, not played out
    bool hasSeparator = false; // `/` or `!` follows the result
    std::optional<char> colour; // 'w' or 'b'; none when not written or '?'
    std::optional<int> handicap; // stones as written

    // Whether the cell is a game that is rated: played, confirmed and at most 9 stones.
    bool isRatedGame() const;
    // Whether `reply`, on line `opponent`, tells the same game as this cell on line `line`:
    // it names `line`, with the opposite result, the same `!`, another colour and the same
    // handicap where both give one.
    bool mirroredBy(const H9Cell &reply, int line) const;
};

std::optional<H9Cell> parseH9Cell(const QString &text);

// The cell in its 9 columns of an OpenGotha line: a blank and 8 columns, right-aligned, but a
// round without a game (`0=`) in the columns 4 to 8 of them, padded on the right (h9.md "Writing").
QString laidOutH9Cell(const QString &text);

} // namespace rd::io
