#pragma once

// The crosstable's notation belongs to the checks (a cell typed and not entered is read by the
// rule of rating, checks::typedCellProblem); the editors use it under their own namespace.
#include "engine/checks/CrosstableNotation.h"

namespace rd::edit {

using checks::CrosstableEntry;
using checks::crosstableNotation;
using checks::outcomeNotation;
using checks::parseCrosstableEntry;
using checks::pointsText;
using checks::resultText;

} // namespace rd::edit
