#pragma once

namespace rd {

// Decimal values such as 2047.525 or 26.85 are not exact in binary; a value this close to a
// tie (relative to the scaled magnitude) is treated as the tie itself.
inline constexpr double kTieTolerance = 1e-9;

// Round half up (towards +infinity on a tie): 2.5 -> 3, -2.5 -> -2 (DWZ 3.7: Rn).
double roundHalfUp(double value, int decimals = 0);
// Round half away from zero: 2.5 -> 3, -2.5 -> -3 (SAGC §2.6: new index).
double roundHalfAwayFromZero(double value, int decimals = 0);

} // namespace rd
