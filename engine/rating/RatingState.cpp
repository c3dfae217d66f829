#include "engine/rating/RatingState.h"

#include <cmath>
#include <cstdint>
#include <string>

namespace rd {

namespace {

std::optional<double> number(const Fields &fields, const char *key)
{
    const Value *value = findField(fields, key);
    if (!value)
        return std::nullopt;
    if (const auto *integer = std::get_if<std::int64_t>(&value->storage()))
        return static_cast<double>(*integer);
    if (const auto *decimal = std::get_if<Decimal>(&value->storage()))
        return decimal->value;
    return std::nullopt;
}

std::optional<int> wholeNumber(const Fields &fields, const char *key)
{
    const auto value = number(fields, key);
    return value ? std::optional(static_cast<int>(std::lround(*value))) : std::nullopt;
}

std::optional<sagc::GoRank> rankOf(const Fields &fields)
{
    const Value *value = findField(fields, "rank");
    const auto *text = value ? std::get_if<std::string>(&value->storage()) : nullptr;
    return text ? sagc::GoRank::parse(*text) : std::nullopt;
}

} // namespace

RatingSystem systemOf(const RatingState &state)
{
    switch (state.index()) {
    case 0:
        return RatingSystem::Dwz;
    case 1:
        return RatingSystem::Uscf;
    default:
        return RatingSystem::Sagc;
    }
}

RatingState noRating(RatingSystem system)
{
    switch (system) {
    case RatingSystem::Dwz:
        return DwzRating {};
    case RatingSystem::Uscf:
        return UscfRating {};
    case RatingSystem::Sagc:
        break;
    }
    return SagcRating {};
}

bool hasRating(const RatingState &state)
{
    return scaleValue(state).has_value();
}

RatingState ratingStateOf(RatingSystem system, const Fields &fields)
{
    switch (system) {
    case RatingSystem::Dwz:
        return DwzRating { wholeNumber(fields, "rating"),
            wholeNumber(fields, "index").value_or(0) };
    case RatingSystem::Uscf:
        return UscfRating { number(fields, "rating"), wholeNumber(fields, "rating_rounded"),
            number(fields, "games") };
    case RatingSystem::Sagc:
        break;
    }
    return SagcRating { rankOf(fields), wholeNumber(fields, "index").value_or(0) };
}

RatingState ratingStateBefore(RatingSystem system, const PlayerInput &player)
{
    switch (system) {
    case RatingSystem::Dwz:
        return player.dwz ? DwzRating { player.dwz->rating, player.dwz->index } : DwzRating {};
    case RatingSystem::Uscf:
        return player.uscf ? UscfRating { player.uscf->rating, std::nullopt, player.uscf->games }
                           : UscfRating {};
    case RatingSystem::Sagc:
        break;
    }
    return player.sagc ? SagcRating { player.sagc->rank, player.sagc->index } : SagcRating {};
}

std::optional<double> scaleValue(const RatingState &state)
{
    if (const auto *dwz = std::get_if<DwzRating>(&state))
        return dwz->rating ? std::optional<double>(*dwz->rating) : std::nullopt;
    if (const auto *uscf = std::get_if<UscfRating>(&state))
        return uscf->rating;
    const auto &sagc = std::get<SagcRating>(state);
    if (!sagc.rank)
        return std::nullopt;
    return sagc.rank->strength() + sagc.index / 1000.0;
}

std::optional<double> ratingChange(const RatingState &before, const RatingState &after)
{
    const auto from = scaleValue(before);
    const auto to = scaleValue(after);
    if (!from || !to || before.index() != after.index())
        return std::nullopt;
    // SAGC: a rank is one unit of the scale, 1000 index points (sagc.md §1).
    return (*to - *from) * (std::holds_alternative<SagcRating>(after) ? 1000 : 1);
}

RankMove rankMove(const RatingState &before, const RatingState &after)
{
    const auto *from = std::get_if<SagcRating>(&before);
    const auto *to = std::get_if<SagcRating>(&after);
    if (!from || !to || !from->rank || !to->rank || from->rank == to->rank)
        return RankMove::Same;
    return *to->rank > *from->rank ? RankMove::Promoted : RankMove::Demoted;
}

} // namespace rd
