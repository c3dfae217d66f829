#pragma once

#include "engine/rating/RatingSystem.h"

#include <QString>

namespace rd::ui {

// What the user reads for the engine's values, in his language; one place for each.
struct DisplayNames {
    static QString system(RatingSystem system); // DWZ, US Chess, SAGC
};

} // namespace rd::ui
