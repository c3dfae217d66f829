#pragma once

#include <QString>

namespace rd::edit {

enum class Severity { Error, Warning };

// Where a problem is, for an editor to jump to; 0 where a part does not apply.
struct Location {
    int startNumber = 0; // the player's row, from 1
    int round = 0; // from 1
    int line = 0; // a Go record-sheet line, from 1
    QString field; // the entry of a line it concerns: "white", "black", "handicap"; or empty

    bool operator==(const Location &) const = default;
};

// A problem of an event in the user's words ("Round 3: Meyer (5) is already paired with
// Schulz (12)."), with the place it concerns.
struct Problem {
    Severity severity = Severity::Error;
    QString message;
    Location location;
};

// What an editor does with an entry that contradicts one already there (the opponent's cell).
enum class Resolution { Refuse, Replace };

// The answer of an editing operation. Applied: the event changed and `text` names the step for
// undo ("Round 3: 5 – 12 1-0"). Refused: nothing changed, `problem` says why. Conflict: nothing
// changed because the entry contradicts another one; `problem` names it, and the caller may
// repeat the operation with Resolution::Replace once the user agrees.
struct EditResult {
    enum class Kind { Applied, Refused, Conflict };

    Kind kind = Kind::Applied;
    QString text;
    Problem problem;

    bool applied() const { return kind == Kind::Applied; }
};

} // namespace rd::edit
