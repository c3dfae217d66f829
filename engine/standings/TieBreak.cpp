#include "engine/standings/TieBreak.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <utility>

namespace rd::standings {

namespace {

// C.07 art. 5 (GE is the 2023 text's name of REP, read as well).
constexpr std::array<std::pair<TieBreakKind, std::string_view>, 24> kAcronyms { {
    { TieBreakKind::DirectEncounter, "DE" },
    { TieBreakKind::Wins, "WIN" },
    { TieBreakKind::GamesWon, "WON" },
    { TieBreakKind::GamesWithBlack, "BPG" },
    { TieBreakKind::WinsWithBlack, "BWG" },
    { TieBreakKind::ProgressiveScore, "PS" },
    { TieBreakKind::RoundsElectedToPlay, "REP" },
    { TieBreakKind::RoundsElectedToPlay, "GE" },
    { TieBreakKind::StandardPoints, "STD" },
    { TieBreakKind::PairingNumber, "TPN" },
    { TieBreakKind::Buchholz, "BH" },
    { TieBreakKind::AverageOfOpponentsBuchholz, "AOB" },
    { TieBreakKind::ForeBuchholz, "FB" },
    { TieBreakKind::SonnebornBerger, "SB" },
    { TieBreakKind::Koya, "KS" },
    { TieBreakKind::AverageRatingOfOpponents, "ARO" },
    { TieBreakKind::PerformanceRating, "TPR" },
    { TieBreakKind::PerfectPerformance, "PTP" },
    { TieBreakKind::AveragePerformanceOfOpponents, "APRO" },
    { TieBreakKind::AveragePerfectPerformanceOfOpponents, "APPO" },
    { TieBreakKind::Rating, "RTNG" },
    { TieBreakKind::Sos, "SOS" },
    { TieBreakKind::Sosos, "SOSOS" },
    { TieBreakKind::Sodos, "SODOS" },
} };

std::string_view trimmed(std::string_view text)
{
    const std::size_t first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::string upper(std::string_view text)
{
    std::string result(text);
    std::transform(result.begin(), result.end(), result.begin(),
        [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
    return result;
}

// Art. 5 and 14: the Cut-n and Median-n variants each tie-break has (PS only cuts its first
// rounds, art. 14.1).
bool takesCut(TieBreakKind kind, bool median)
{
    switch (kind) {
    case TieBreakKind::ProgressiveScore:
        return !median;
    case TieBreakKind::Buchholz:
    case TieBreakKind::ForeBuchholz:
    case TieBreakKind::SonnebornBerger:
    case TieBreakKind::AverageRatingOfOpponents:
        return true;
    default:
        return false;
    }
}

std::optional<int> number(std::string_view text)
{
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

// Art. 5's P: BH, FB, SB and AOB, the tie-breaks that meet forfeited games as unplayed rounds.
bool takesForfeitsPlayed(TieBreakKind kind)
{
    return kind == TieBreakKind::Buchholz || kind == TieBreakKind::ForeBuchholz
        || kind == TieBreakKind::SonnebornBerger
        || kind == TieBreakKind::AverageOfOpponentsBuchholz;
}

// Sets a flag the tie-break does not have yet; false if it has it already.
bool setOnce(bool &flag)
{
    if (flag)
        return false;
    flag = true;
    return true;
}

// One modifier after the acronym: C1, C2, M1, M2 (art. 14.1-14.4), for KS L+n / L-n (14.5), P,
// F for AOB (2026 art. 8.2), R for TPN and RTNG (art. 7.8, 10.6).
bool applyModifier(TieBreak &tieBreak, std::string_view modifier)
{
    if (modifier.size() == 2 && (modifier[0] == 'C' || modifier[0] == 'M')
        && (modifier[1] == '1' || modifier[1] == '2') && tieBreak.cut == 0) {
        tieBreak.median = modifier[0] == 'M';
        tieBreak.cut = modifier[1] - '0';
        return takesCut(tieBreak.kind, tieBreak.median);
    }
    if (modifier.size() >= 3 && modifier[0] == 'L' && tieBreak.kind == TieBreakKind::Koya
        && (modifier[1] == '+' || modifier[1] == '-') && tieBreak.limit == 0) {
        const auto steps = number(modifier.substr(2));
        if (!steps || *steps < 1)
            return false;
        tieBreak.limit = modifier[1] == '+' ? *steps : -*steps;
        return true;
    }
    if (modifier == "P")
        return takesForfeitsPlayed(tieBreak.kind) && setOnce(tieBreak.forfeitsPlayed);
    if (modifier == "F")
        return tieBreak.kind == TieBreakKind::AverageOfOpponentsBuchholz && setOnce(tieBreak.fore);
    if (modifier == "R")
        return (tieBreak.kind == TieBreakKind::PairingNumber
                   || tieBreak.kind == TieBreakKind::Rating)
            && setOnce(tieBreak.reverse);
    return false;
}

// The modifiers after the acronym, each after a - or a /; the Koya limit keeps its sign (L-2).
std::optional<std::vector<std::string_view>> modifiers(std::string_view rest)
{
    std::vector<std::string_view> found;
    while (!rest.empty()) {
        if (rest.front() != '-' && rest.front() != '/')
            return std::nullopt;
        rest.remove_prefix(1);
        const std::size_t signAt = !rest.empty() && rest.front() == 'L' ? 2 : 0;
        const std::size_t end = rest.find_first_of("-/", std::min(signAt, rest.size()));
        found.push_back(rest.substr(0, end));
        rest = end == std::string_view::npos ? std::string_view() : rest.substr(end);
    }
    return found;
}

} // namespace

std::string acronym(TieBreakKind kind)
{
    for (const auto &[entry, name] : kAcronyms) {
        if (entry == kind)
            return std::string(name);
    }
    return {};
}

std::string documentName(const TieBreak &tieBreak)
{
    std::string name = acronym(tieBreak.kind);
    if (tieBreak.cut > 0)
        name += (tieBreak.median ? "-M" : "-C") + std::to_string(tieBreak.cut);
    if (tieBreak.limit != 0)
        name += (tieBreak.limit > 0 ? "-L+" : "-L-") + std::to_string(std::abs(tieBreak.limit));
    if (tieBreak.forfeitsPlayed)
        name += "-P";
    if (tieBreak.fore)
        name += "-F";
    if (tieBreak.reverse)
        name += "-R";
    return name;
}

std::optional<TieBreak> parseTieBreak(std::string_view name)
{
    const std::string text = upper(name);
    const std::size_t separator = text.find_first_of("-/");
    const std::string_view head = std::string_view(text).substr(0, separator);
    const auto known = std::find_if(kAcronyms.begin(), kAcronyms.end(),
        [&](const auto &entry) { return entry.second == head; });
    if (known == kAcronyms.end())
        return std::nullopt;
    TieBreak tieBreak { known->first };
    const auto found
        = modifiers(separator == std::string::npos ? std::string_view()
                                                   : std::string_view(text).substr(separator));
    if (!found)
        return std::nullopt;
    for (std::string_view modifier : *found) {
        if (!applyModifier(tieBreak, modifier))
            return std::nullopt;
    }
    return tieBreak;
}

std::string tieBreakModifiers()
{
    return "BH, FB, SB, ARO with -C1, -C2, -M1, -M2; PS with -C1, -C2; KS with -L+n, -L-n; "
           "BH, FB, SB, AOB with -P; AOB with -F; TPN, RTNG with -R";
}

std::string knownTieBreakNames()
{
    std::string names;
    for (const auto &[kind, name] : kAcronyms) {
        if (name == acronym(kind))
            names += (names.empty() ? "" : ", ") + std::string(name);
    }
    return names + "; " + tieBreakModifiers();
}

std::optional<std::vector<TieBreak>> parseTieBreakList(std::string_view list)
{
    std::vector<TieBreak> tieBreaks;
    while (true) {
        const std::size_t comma = list.find(',');
        const std::optional<TieBreak> tieBreak = parseTieBreak(trimmed(list.substr(0, comma)));
        if (!tieBreak)
            return std::nullopt;
        tieBreaks.push_back(*tieBreak);
        if (comma == std::string_view::npos)
            return tieBreaks;
        list.remove_prefix(comma + 1);
    }
}

bool isGoTieBreak(const TieBreak &tieBreak)
{
    return tieBreak.kind == TieBreakKind::Sos || tieBreak.kind == TieBreakKind::Sosos
        || tieBreak.kind == TieBreakKind::Sodos;
}

bool isRatingBased(TieBreakKind kind)
{
    return kind == TieBreakKind::AverageRatingOfOpponents || kind == TieBreakKind::PerformanceRating
        || kind == TieBreakKind::PerfectPerformance
        || kind == TieBreakKind::AveragePerformanceOfOpponents
        || kind == TieBreakKind::AveragePerfectPerformanceOfOpponents
        || kind == TieBreakKind::Rating;
}

bool isBuchholzFamily(TieBreakKind kind)
{
    return kind == TieBreakKind::Buchholz || kind == TieBreakKind::AverageOfOpponentsBuchholz
        || kind == TieBreakKind::ForeBuchholz;
}

bool higherIsBetter(const TieBreak &tieBreak)
{
    const bool ascending = tieBreak.kind == TieBreakKind::DirectEncounter
        || tieBreak.kind == TieBreakKind::PairingNumber;
    return ascending == tieBreak.reverse;
}

std::vector<TieBreak> defaultTieBreaks(RatingSystem system)
{
    if (system == RatingSystem::Sagc)
        return { { TieBreakKind::Sos }, { TieBreakKind::Sosos }, { TieBreakKind::Sodos } };
    return { { TieBreakKind::Buchholz, 1 }, { TieBreakKind::Buchholz },
        { TieBreakKind::SonnebornBerger }, { TieBreakKind::DirectEncounter },
        { TieBreakKind::Wins } };
}

std::vector<TieBreak> tieBreakChoices(RatingSystem system)
{
    std::vector<TieBreak> choices;
    for (const auto &[kind, name] : kAcronyms) {
        const bool go = isGoTieBreak({ kind });
        if (go != (system == RatingSystem::Sagc) || name != acronym(kind))
            continue;
        choices.push_back({ kind });
        for (const bool median : { false, true }) {
            for (const int cut : { 1, 2 }) {
                if (takesCut(kind, median))
                    choices.push_back({ kind, cut, median });
            }
        }
    }
    return choices;
}

std::vector<TieBreak> eventTieBreaks(const EventInput &event)
{
    std::vector<TieBreak> chosen;
    for (const std::string &name : event.event.properties.tieBreaks) {
        if (const auto tieBreak = parseTieBreak(name))
            chosen.push_back(*tieBreak);
    }
    return chosen.empty() ? defaultTieBreaks(event.system) : chosen;
}

} // namespace rd::standings
