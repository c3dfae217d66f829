#pragma once

#include "engine/rating/RatingState.h"

#include <QCoreApplication>
#include <QString>

namespace rd::report {

// A rating state and its change as the user reads them, the same in the history, the dialogs,
// the preview and the printed reports. Numbers in the locale's form, without thousands
// separators (1523,45 in German).
class RatingStateText {
    Q_DECLARE_TR_FUNCTIONS(rd::report::RatingStateText)

public:
    // "1650-12": DWZ and index (dwz.md §2); "1500.61 (1501)": the US Chess rating to two places
    // and, after an event, the published integer (uscf.md §8); "14k/200": SAGC rank and index
    // (sagc.md §1); a dash without a rating.
    static QString of(const RatingState &state);
    // "+25" (DWZ), "-3.50" (US Chess), "+150" (SAGC index points), "promoted to 13k",
    // "demoted to 15k", "first rating"; a dash without a rating after the event.
    static QString change(const RatingState &before, const RatingState &after);
};

} // namespace rd::report
