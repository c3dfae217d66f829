#pragma once

#include <QString>

#include <optional>

namespace rd::io {

// One round cell of an .h9 player line (h9.md "Result cells"): `opp sym [sep colour [handicap]]`,
// with the archive forms `0=0`, a trailing `!`, upper-case colours and `?` for an unknown colour;
// and a bare `?` (a round not played whose result is unknown).
struct H9Cell {
    int opponent = 0; // a line number; 0: no game in the round
    char result = '-'; // '+', '-', '=' or '?' (not confirmed)
    bool byDefault = false; // `!`: decided by default, not played out
    char separator = 0; // `/` or `!` after the result; 0 when none
    std::optional<char> colour; // 'w' or 'b'; none when not written or '?'
    std::optional<int> handicap; // stones as written

    // Whether the cell is a game that is rated: played, confirmed and at most 9 stones.
    bool isRatedGame() const;
    // Whether a round without a game gives a colour or a handicap (`0+/w0`), which no bye has;
    // `0+!`, a bye by default, gives neither.
    bool isByeWithColour() const;
    // Whether `reply`, on line `opponent`, answers this cell on line `line`: it names `line`, with
    // the same `!`, another colour and the same handicap where both give one.
    bool answeredBy(const H9Cell &reply, int line) const;
    // Whether `reply` answers this cell with the opposite result: the same game told from both
    // sides.
    bool mirroredBy(const H9Cell &reply, int line) const;
    // Whether `reply` answers this cell with the same win (`+` on both sides) or the same loss
    // (`-` on both): an arbiter's ruling that the game is won or lost by both, each keeping his
    // own result (OpenGotha's "both win" and "both lose"); no game to rate.
    bool isRulingWith(const H9Cell &reply, int line) const;
};

std::optional<H9Cell> parseH9Cell(const QString &text);

// The cell in its 9 columns of an OpenGotha line: a blank and 8 columns, right-aligned, but a
// round without a game (`0=`) in the columns 4 to 8 of them, padded on the right (h9.md "Writing").
QString laidOutH9Cell(const QString &text);

} // namespace rd::io
