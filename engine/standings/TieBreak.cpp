#include "engine/standings/TieBreak.h"

namespace rd::standings {

namespace {

std::string_view trimmed(std::string_view text)
{
    const std::size_t first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

} // namespace

std::string documentName(TieBreak tieBreak)
{
    return kTieBreakNames.nameOf(tieBreak);
}

std::optional<TieBreak> parseTieBreak(std::string_view name)
{
    return kTieBreakNames.parse(name);
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

bool isGoTieBreak(TieBreak tieBreak)
{
    return tieBreak == TieBreak::Sos || tieBreak == TieBreak::Sosos || tieBreak == TieBreak::Sodos;
}

std::vector<TieBreak> defaultTieBreaks(RatingSystem system)
{
    if (system == RatingSystem::Sagc)
        return { TieBreak::Sos, TieBreak::Sosos, TieBreak::Sodos };
    return { TieBreak::BuchholzCut1, TieBreak::Buchholz, TieBreak::SonnebornBerger,
        TieBreak::DirectEncounter, TieBreak::Wins };
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
