#pragma once

#include "engine/checks/Problem.h"

#include <QString>

namespace rd::edit {

// The problems an editor reports are those of the checks (rd_checks).
using checks::Location;
using checks::Problem;
using checks::Severity;

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
