#include "engine/standings/Rules.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

namespace rd::standings {

namespace {

bool mentions(std::string text, std::string_view word)
{
    std::transform(text.begin(), text.end(), text.begin(),
        [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text.find(word) != std::string::npos;
}

} // namespace

TieBreakEdition editionInForce(const EventInfo &event)
{
    const Date start = event.startDate.value_or(event.endDate);
    return start < Date { 2026, 3, 1 } ? TieBreakEdition::Fide2023 : TieBreakEdition::Fide2026;
}

Rules eventRules(const EventInput &event)
{
    const EventProperties &properties = event.event.properties;
    Rules rules;
    rules.edition = properties.tieBreakEdition.value_or(editionInForce(event.event));
    rules.roundRobin = mentions(properties.tournamentType, "robin")
        || mentions(properties.tournamentType, "rundenturnier");
    rules.unratedRating = properties.unratedRating;
    rules.directEncounterForfeits = properties.directEncounterForfeits;
    rules.rating = properties.tieBreakRating;
    return rules;
}

} // namespace rd::standings
