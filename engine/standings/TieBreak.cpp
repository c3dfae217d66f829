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

// One modifier of art. 14 after the acronym: C1, C2, M1, M2 or, for KS, L+n / L-n.
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
    return false;
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
    std::string_view rest = separator == std::string::npos
        ? std::string_view()
        : std::string_view(text).substr(separator);
    while (!rest.empty()) {
        rest.remove_prefix(1); // the - or /
        const std::size_t next = rest.find('/');
        if (!applyModifier(tieBreak, rest.substr(0, next)))
            return std::nullopt;
        rest = next == std::string_view::npos ? std::string_view() : rest.substr(next);
    }
    return tieBreak;
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

bool higherIsBetter(TieBreakKind kind)
{
    return kind != TieBreakKind::DirectEncounter && kind != TieBreakKind::PairingNumber;
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
