#pragma once

#include "engine/rating/EventInput.h"
#include "engine/rating/RatingSystem.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rd::standings {

// The tie-breaks ratingdesk ranks by: those of FIDE Handbook C.07 (art. 6-10) for chess, and the
// European Go convention for Go (standings.md).
enum class TieBreakKind {
    DirectEncounter, // DE, art. 6
    Wins, // WIN, art. 7.1
    GamesWon, // WON, art. 7.2
    GamesWithBlack, // BPG, art. 7.3
    WinsWithBlack, // BWG, art. 7.4
    ProgressiveScore, // PS, art. 7.5
    RoundsElectedToPlay, // REP (GE in the 2023 text), art. 7.6
    StandardPoints, // STD, art. 7.7 (2026)
    PairingNumber, // TPN, art. 7.8 (2026)
    Buchholz, // BH, art. 8.1
    AverageOfOpponentsBuchholz, // AOB, art. 8.2
    ForeBuchholz, // FB, art. 8.3
    SonnebornBerger, // SB, art. 9.1
    Koya, // KS, art. 9.2
    AverageRatingOfOpponents, // ARO, art. 10.1
    PerformanceRating, // TPR, art. 10.2
    PerfectPerformance, // PTP, art. 10.3
    AveragePerformanceOfOpponents, // APRO, art. 10.4
    AveragePerfectPerformanceOfOpponents, // APPO, art. 10.5
    Rating, // RTNG, art. 10.6 (2026)
    Sos,
    Sosos,
    Sodos, // Go (European Go convention)
};

// A tie-break with its modifiers (C.07 art. 14): Cut-n drops the n least significant values,
// Median-n also the n highest; the Koya limit moves the 50 % line by half points. The codes of
// art. 5 add: P (forfeits count as games against the scheduled opponent), F (AOB over Fore
// Buchholz, 2026 art. 8.2) and R (the reverse order of TPN and RTNG, art. 7.8, 10.6).
struct TieBreak {
    TieBreakKind kind = TieBreakKind::Buchholz;
    int cut = 0; // n of Cut-n or Median-n (art. 14.1-14.4)
    bool median = false; // Median-n rather than Cut-n
    int limit = 0; // Koya: half points above (+) or below (-) 50 % (art. 14.5)
    bool forfeitsPlayed = false; // P: BH, FB, SB, AOB
    bool fore = false; // F: AOB
    bool reverse = false; // R: TPN, RTNG

    bool operator==(const TieBreak &) const = default;
};

// The regulation's acronym of the kind: BH, SB, DE, ... (C.07 art. 5), SOS, SOSOS, SODOS for Go.
std::string acronym(TieBreakKind kind);
// The name of documents and of the command line, as C.07 writes it: BH, BH-C1, SB-M2, KS-L+1,
// and the further codes after a dash in the same way: BH-C1-P, AOB-F, RTNG-R.
std::string documentName(const TieBreak &tieBreak);
// Reads the regulation's names in any case, with - or / before each modifier (BH-C1, bh/c1/p),
// GE for REP, and the earlier names of ratingdesk (bh-c1, bh-m1, win, ...). A modifier the
// tie-break does not take, or given twice, is unknown.
std::optional<TieBreak> parseTieBreak(std::string_view name);
// The modifiers parseTieBreak() knows and the tie-breaks taking each (C.07 art. 14).
std::string tieBreakModifiers();
// The names parseTieBreak() knows, for a message: the acronyms, then tieBreakModifiers().
std::string knownTieBreakNames();
// Parses a comma-separated list such as "BH-C1,BH,SB"; nullopt on an unknown name (the caller
// words the error). Blanks around a name are allowed ("BH-C1, BH"); an empty name is unknown.
std::optional<std::vector<TieBreak>> parseTieBreakList(std::string_view list);
bool isGoTieBreak(const TieBreak &tieBreak);
// C.07 art. 10: ARO, TPR, PTP, APRO, APPO, RTNG.
bool isRatingBased(TieBreakKind kind);
// C.07 art. 8: BH, AOB, FB.
bool isBuchholzFamily(TieBreakKind kind);
// The better value is the higher one, except for DE (a place) and TPN (art. 7.8: ascending); the
// R modifier turns the order of TPN and RTNG round.
bool higherIsBetter(const TieBreak &tieBreak);
// Chess (dwz, uscf): BH-C1, BH, SB, DE, WIN; Go (sagc): SOS, SOSOS, SODOS.
std::vector<TieBreak> defaultTieBreaks(RatingSystem system);
// What a director chooses from, in the order of C.07 art. 5, each tie-break followed by the Cut
// and Median variants it takes (art. 14.1-14.4); Go (sagc): SOS, SOSOS, SODOS. The Koya limits
// (art. 14.5) are left to the typed names: any n is allowed.
std::vector<TieBreak> tieBreakChoices(RatingSystem system);
// The tie-breaks the event's director chose (event.tie_breaks), else the system's defaults.
std::vector<TieBreak> eventTieBreaks(const EventInput &event);

} // namespace rd::standings
