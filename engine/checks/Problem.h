#pragma once

#include <QString>

namespace rd::checks {

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

} // namespace rd::checks
