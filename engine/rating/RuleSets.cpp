#include "engine/rating/RuleSets.h"

#include "engine/rating/dwz/DwzRules.h"
#include "engine/rating/sagc/SagcRules.h"
#include "engine/rating/uscf/UscfRules.h"

namespace rd {

namespace {

RuleSetInfo dwzEra(std::string name, std::string description, std::optional<Date> from)
{
    auto parameters = dwz::parameterSpecs(name);
    return { std::move(name), RatingSystem::Dwz, std::move(description), from,
        std::move(parameters) };
}

std::vector<RuleSetInfo> makeCatalog()
{
    std::vector<RuleSetInfo> catalog;
    // DWZ eras A-D (dwz.md §0): A until the Wertungsordnung of 9 May 2002, C from 1 Aug 2016,
    // D for tournaments ending on or after 8 Jun 2026.
    catalog.push_back(dwzEra("dwz-1993", "DWZ seed rules (era A, 1993-2002)", Date { 1, 1, 1 }));
    catalog.push_back(
        dwzEra("dwz-2002", "DWZ Wertungsordnung of 2002 (era B)", Date { 2002, 5, 9 }));
    catalog.push_back(
        dwzEra("dwz-2016", "DWZ with the 2016 Sonderwertung (era C)", Date { 2016, 8, 1 }));
    catalog.push_back(
        dwzEra("dwz-2026", "DWZ K-factor system of 2026 (era D)", Date { 2026, 6, 8 }));

    catalog.push_back({ "uscf-2004", RatingSystem::Uscf, "US Chess rules of the 2004 document",
        std::nullopt, uscf::parameterSpecs() });
    catalog.push_back(
        { "uscf-current", RatingSystem::Uscf, "current US Chess rules, constants by event end date",
            Date { 1, 1, 1 }, uscf::parameterSpecs() });

    catalog.push_back({ "sagc", RatingSystem::Sagc, "South African Go Clubs rank/index system",
        Date { 1, 1, 1 }, sagc::parameterSpecs() });
    return catalog;
}

} // namespace

const ParameterSpec *RuleSetInfo::findParameter(std::string_view parameter) const
{
    for (const auto &spec : parameters) {
        if (spec.name == parameter)
            return &spec;
    }
    return nullptr;
}

const std::vector<RuleSetInfo> &ruleSets()
{
    static const std::vector<RuleSetInfo> catalog = makeCatalog();
    return catalog;
}

const RuleSetInfo *findRuleSet(std::string_view name)
{
    for (const auto &ruleSet : ruleSets()) {
        if (ruleSet.name == name)
            return &ruleSet;
    }
    return nullptr;
}

const RuleSetInfo &defaultRuleSet(RatingSystem system, const Date &endDate)
{
    const RuleSetInfo *chosen = nullptr;
    for (const auto &ruleSet : ruleSets()) {
        if (ruleSet.system != system || !ruleSet.defaultFrom || endDate < *ruleSet.defaultFrom)
            continue;
        if (!chosen || *chosen->defaultFrom < *ruleSet.defaultFrom)
            chosen = &ruleSet;
    }
    return *chosen;
}

} // namespace rd
