#pragma once

#include "engine/rating/EnumNames.h"
#include "engine/rating/EventInput.h"
#include "engine/rating/RatingSystem.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rd::standings {

// The tie-breaks ratingdesk ranks by (standings.md).
enum class TieBreak {
    Buchholz,
    BuchholzCut1,
    BuchholzMedian1,
    SonnebornBerger,
    DirectEncounter,
    Wins,
    GamesWithBlack,
    ProgressiveScore,
    AverageRatingOfOpponents, // chess (FIDE C.07)
    Sos,
    Sosos,
    Sodos, // Go (European Go convention)
};

// The names of documents and of the command line.
inline constexpr auto kTieBreakNames = enumNames<TieBreak>({ { TieBreak::Buchholz, "bh" },
    { TieBreak::BuchholzCut1, "bh-c1" }, { TieBreak::BuchholzMedian1, "bh-m1" },
    { TieBreak::SonnebornBerger, "sb" }, { TieBreak::DirectEncounter, "de" },
    { TieBreak::Wins, "win" }, { TieBreak::GamesWithBlack, "bpg" },
    { TieBreak::ProgressiveScore, "ps" }, { TieBreak::AverageRatingOfOpponents, "aro" },
    { TieBreak::Sos, "sos" }, { TieBreak::Sosos, "sosos" }, { TieBreak::Sodos, "sodos" } });

std::string documentName(TieBreak tieBreak);
std::optional<TieBreak> parseTieBreak(std::string_view name);
// Parses a comma-separated list such as "bh-c1,bh,sb"; nullopt on an unknown name (the caller
// words the error). Blanks around a name are allowed ("bh-c1, bh"); an empty name is unknown.
std::optional<std::vector<TieBreak>> parseTieBreakList(std::string_view list);
bool isGoTieBreak(TieBreak tieBreak);
// Chess (dwz, uscf): bh-c1, bh, sb, de, win; Go (sagc): sos, sosos, sodos.
std::vector<TieBreak> defaultTieBreaks(RatingSystem system);
// The tie-breaks the event's director chose (event.tie_breaks), else the system's defaults.
std::vector<TieBreak> eventTieBreaks(const EventInput &event);

} // namespace rd::standings
