#include "engine/rating/uscf/InitialRating.h"

#include <algorithm>

namespace rd::uscf {

namespace {

double convertFide(FideConversion conversion, double fide)
{
    switch (conversion) {
    case FideConversion::Plus50:
        return fide + 50.0;
    case FideConversion::Linear2008:
        return fide <= 2000.0 ? 0.94 * fide + 180.0 : 1.02 * fide + 20.0;
    case FideConversion::Linear2024:
        return fide <= 2000.0 ? -1073.0 + 1.5667 * fide : 20.0 + 1.02 * fide;
    }
    return fide;
}

// The initial rating of an adult: 50 x age reaches it at 26 (uscf.md §3.2).
constexpr double kAdultRating = 1300.0;

double ratingForAge(AgeFormula formula, double age)
{
    if (formula == AgeFormula::Of2004) {
        if (age < 4.0)
            age = 20.0; // a birth date this late is taken as miscoded (uscf.md §3.1 item 4)
        return age > 4.0 && age < 20.0 ? 300.0 + 50.0 * age : kAdultRating;
    }
    return std::clamp(50.0 * age, 100.0, kAdultRating);
}

double gamesOf(const UscfRatingState &state)
{
    return state.games.value_or(state.established ? 1000 : 0);
}

} // namespace

std::optional<double> ageAt(const PlayerInput &player, const Date &endDate)
{
    if (player.birthDate)
        return fractionalYears(*player.birthDate, endDate);
    if (player.birthYear)
        return fractionalYears(Date { *player.birthYear, 7, 1 }, endDate);
    return std::nullopt;
}

InitialRating initialRating(const UscfRules &rules, const PlayerInput &player, UscfSystem system,
    const UscfRatingState *otherSystem, const Date &endDate)
{
    const UscfState *uscf = player.uscf ? &*player.uscf : nullptr;
    // 1. FIDE: converted, based on 10 games above 2150 and on 5 otherwise.
    if (uscf && uscf->fide) {
        const double games = *uscf->fide > rules.fideTenGamesAbove ? 10.0 : 5.0;
        return { convertFide(rules.fide, *uscf->fide), games, "fide" };
    }
    // 2. CFC: 1.1 CFC - 240 on 5 games above 1500, CFC - 90 on none otherwise.
    if (uscf && uscf->cfc) {
        if (*uscf->cfc > 1500.0)
            return { 1.1 * *uscf->cfc - 240.0, 5.0, "cfc" };
        return { *uscf->cfc - 90.0, 0.0, "cfc" };
    }
    // 3. The other over-the-board system, if that rating rests on at least 4 games.
    if (otherSystem && otherSystem->rating && gamesOf(*otherSystem) >= 4) {
        if (system == UscfSystem::Regular)
            return { *otherSystem->rating, 0.0, documentName(UscfSystem::Quick) };
        if (system == UscfSystem::Quick)
            return { *otherSystem->rating, std::min(10.0, gamesOf(*otherSystem)),
                documentName(UscfSystem::Regular) };
    }
    // 4. Age; 5. the default: an adult's rating under the current rules when he is known to be
    // an adult (uscf.md §3.2), the plain default of the 2004 rules otherwise.
    if (const auto age = ageAt(player, endDate))
        return { ratingForAge(rules.age, *age), 0.0, "age" };
    if (uscf && uscf->adult && rules.age == AgeFormula::Of2006)
        return { kAdultRating, 0.0, "adult" };
    return { rules.defaultRating, 0.0, "default" };
}

} // namespace rd::uscf
