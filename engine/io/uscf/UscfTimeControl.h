#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace rd::io {

// The US Chess rating systems a time control puts an over-the-board section in
// (uscf-report.md "Time control and rating system", rules/uscf.md §10): Regular only, dual
// (Regular and Quick), Quick only, Blitz; or none.
enum class UscfCategory { Regular, Dual, Quick, Blitz, NotRated };

// A US Chess time control such as G/60;d5, G/90;+30 or 40/90,SD/30;d5.
struct UscfTimeControl {
    std::string canonical; // as US Chess stores it: no spaces, ";d0" when there is no delay
    int firstMinutes = 0; // of the first control
    int totalMinutes = 0; // of all controls
    int addedSeconds = 0; // the delay or increment

    // uscf-report.md "Time control and rating system": total = minutes of all controls + delay
    // or increment seconds; above 65 Regular, 30 to 65 dual, 11 to 29 Quick with a first
    // control of at least 5 minutes, 5 to 10 Blitz with a first control of at least 3
    // (rules/uscf.md §10: "Blitz 5 ≤ mm + ss ≤ 10"); anything else is not rated.
    UscfCategory category() const;
};

// Reads the control as directors write it: any letter case, spaces anywhere, the delay or
// increment after ";" or directly (G/45; d5, G/25+5, G/60). Nothing when it is not one.
std::optional<UscfTimeControl> parseUscfTimeControl(std::string_view text);

} // namespace rd::io
