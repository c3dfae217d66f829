#pragma once

#include "engine/rating/RatingSystem.h"
#include "engine/rating/Warning.h"

#include <QString>

namespace rd::ui {

// What the user reads for the engine's values, in his language; one place for each.
struct DisplayNames {
    static QString system(RatingSystem system); // DWZ, US Chess, SAGC
    // Tournament points with halves as a crosstable writes them: 0, ½, 1, 1½, 10½.
    static QString points(double points);
    // An ISO date (2026-11-24) in the locale's short form (24.11.2026); other text as it is.
    static QString date(const QString &iso);
    // An engine's warning as a sentence in the user's language.
    static QString warning(const Warning &warning);
};

} // namespace rd::ui
