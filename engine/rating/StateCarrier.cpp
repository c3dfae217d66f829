#include "engine/rating/StateCarrier.h"

#include <algorithm>

namespace rd {

namespace {

std::optional<double> numberIn(const Fields &fields, const std::string &key)
{
    const Value *value = findField(fields, key);
    if (!value)
        return std::nullopt;
    if (const auto *decimal = std::get_if<Decimal>(&value->storage()))
        return decimal->value;
    if (const auto *integer = std::get_if<std::int64_t>(&value->storage()))
        return static_cast<double>(*integer);
    return std::nullopt;
}

bool changedRating(const PlayerEvaluation &result)
{
    return result.status == PlayerStatus::Rated || result.status == PlayerStatus::FirstRating;
}

// The player's rated games of the event: his score in each (forfeits are no games).
std::vector<double> scoresOf(const EventInput &event, const std::string &id)
{
    std::vector<double> scores;
    for (const ChessGame &game : event.chessGames) {
        if (!isRated(game.result))
            continue;
        if (game.white == id)
            scores.push_back(whiteScore(game.result));
        else if (game.black == id)
            scores.push_back(1.0 - whiteScore(game.result));
    }
    return scores;
}

// uscf.md §7, §9: counts and history of one system after the event.
void carryUscf(UscfRatingState &state, const Fields &after, const std::vector<double> &scores,
    int establishedGames)
{
    const double gamesBefore = state.games.value_or(state.established ? establishedGames + 1 : 0);
    // uscf.md §8: the unrounded rating of the current rules is what the next event starts
    // from; §2: the halves of a half-K event are kept.
    state.rating = numberIn(after, "rating");
    state.games = numberIn(after, "games");
    const int wins = static_cast<int>(std::count(scores.begin(), scores.end(), 1.0));
    const int losses = static_cast<int>(std::count(scores.begin(), scores.end(), 0.0));
    const int draws = static_cast<int>(scores.size()) - wins - losses;
    const bool allWins = wins == static_cast<int>(scores.size());
    const bool allLosses = losses == static_cast<int>(scores.size());
    if (gamesBefore == 0)
        state.history = allWins ? UscfHistory::AllWins
            : allLosses         ? UscfHistory::AllLosses
                                : UscfHistory::Mixed;
    else if (!(state.history == UscfHistory::AllWins && allWins)
        && !(state.history == UscfHistory::AllLosses && allLosses))
        state.history = UscfHistory::Mixed;
    state.wins += wins;
    state.draws += draws;
    state.losses += losses;
    state.eventsWithThreeGames += scores.size() >= 3 ? 1 : 0;
    const bool established = state.established || state.games.value_or(0) > establishedGames;
    state.established = established;
    if (established && state.rating)
        state.peak = std::max(state.peak.value_or(0.0), *state.rating);
}

} // namespace

DwzState nextDwzState(const EventInput &event, const Evaluation &evaluation,
    const PlayerInput &player, const PlayerEvaluation &result)
{
    DwzState state = player.dwz.value_or(DwzState {});
    state.summary.reset();
    if (changedRating(result)) {
        state.rating = static_cast<int>(*numberIn(result.after, "rating"));
        state.index = static_cast<int>(*numberIn(result.after, "index"));
        state.lastEvaluated = event.event.endDate;
        state.restpartien.clear();
        return state;
    }
    if (result.status == PlayerStatus::Unrated) {
        // Seed 4.4, 6.1.1: a DWZ that lapsed here stays lapsed; he comes back only with a new
        // first DWZ.
        state.rating.reset();
        state.index = 0;
        state.lastEvaluated.reset();
        // The games kept for his next evaluation (seed 4.4) replace the ones he brought.
        state.restpartien.clear();
        for (const Fields &kept : evaluation.restpartien) {
            const Value *owner = findField(kept, "player");
            if (!owner || std::get<std::string>(owner->storage()) != player.id)
                continue;
            const auto *date = findField(kept, "end_date");
            state.restpartien.push_back({ static_cast<int>(*numberIn(kept, "opponent_rating")),
                *numberIn(kept, "score"), *Date::fromIso(std::get<std::string>(date->storage())) });
        }
    }
    return state;
}

UscfState nextUscfState(
    const EventInput &event, const PlayerInput &player, const PlayerEvaluation &result)
{
    constexpr int kEstablishedGames = 25; // uscf.md §1
    UscfState state = player.uscf.value_or(UscfState {});
    const std::vector<double> scores = scoresOf(event, player.id);
    if (changedRating(result))
        carryUscf(state, result.after, scores, kEstablishedGames);
    // The other system of a dual-rated event (event-document.md: "quick" or "regular").
    for (const auto &[system, side] : result.extra) {
        const Fields &other = std::get<Fields>(side.storage());
        const Value *status = findField(other, "status");
        const bool rated = status
            && (std::get<std::string>(status->storage()) == toString(PlayerStatus::Rated)
                || std::get<std::string>(status->storage()) == toString(PlayerStatus::FirstRating));
        if (!rated)
            continue;
        std::optional<UscfRatingState> &target
            = system == documentName(UscfSystem::Quick) ? state.quick : state.regular;
        if (!target)
            target = UscfRatingState {};
        carryUscf(*target, std::get<Fields>(findField(other, "after")->storage()), scores,
            kEstablishedGames);
    }
    return state;
}

SagcState nextSagcState(
    const EventInput &event, const PlayerInput &player, const PlayerEvaluation &result)
{
    constexpr std::size_t kWindow = 10; // sagc.md §2.3
    SagcState state = *player.sagc;
    // `result` is the evaluation the engine has just made: its rank is GoRank::toString()'s.
    const Value *rank = findField(result.after, "rank");
    if (rank)
        state.rank = *sagc::GoRank::parse(std::get<std::string>(rank->storage()));
    if (const auto index = numberIn(result.after, "index"))
        state.index = static_cast<int>(*index);
    for (const GoGame &game : event.goGames) {
        if (game.white == player.id)
            state.recentOpponents.push_back(game.black);
        else if (game.black == player.id)
            state.recentOpponents.push_back(game.white);
    }
    if (state.recentOpponents.size() > kWindow)
        state.recentOpponents.erase(state.recentOpponents.begin(),
            state.recentOpponents.end() - static_cast<long>(kWindow));
    return state;
}

} // namespace rd
