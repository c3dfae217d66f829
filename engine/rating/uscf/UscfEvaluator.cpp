#include "engine/rating/Evaluator.h"
#include "engine/rating/Rounding.h"
#include "engine/rating/uscf/Formulas.h"
#include "engine/rating/uscf/InitialRating.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace rd::uscf {

namespace {

struct Encounter {
    std::size_t opponent = 0;
    double score = 0.0;
};

// One player in one rating system.
struct Contestant {
    const PlayerInput *player = nullptr;
    std::size_t position = 0;
    const UscfRatingState *state = nullptr; // rating in this system, if any
    bool rated = false;
    double prior = 0.0; // R0: pre-event or step-1 rating
    double games = 0.0; // N (1000 for an established rating given without its games)
    bool gamesKnown = true;
    std::optional<InitialRating> initial;
    double effectiveGames = 0.0; // N' (step 2)
    std::vector<Encounter> encounters;
    double score = 0.0;
    int mostMeetings = 0;

    int played() const { return static_cast<int>(encounters.size()); }
    UscfHistory history() const { return state ? state->history : UscfHistory::Mixed; }
};

// A game count: whole, or with a half from a 2004 half-K event; null when only "established".
Value gamesValue(std::optional<double> games)
{
    if (!games)
        return Value();
    if (*games == std::floor(*games))
        return static_cast<int>(*games);
    return Decimal { *games, 1 };
}

// The player's rating in `system` when the document's own system is `primary`.
const UscfRatingState *stateIn(const PlayerInput &player, UscfSystem system, UscfSystem primary)
{
    if (!player.uscf)
        return nullptr;
    if (system == primary)
        return &*player.uscf;
    if (system == UscfSystem::Quick && player.uscf->quick)
        return &*player.uscf->quick;
    if (system == UscfSystem::Regular && player.uscf->regular)
        return &*player.uscf->regular;
    return nullptr;
}

// The five steps for one system.
class SectionRating {
public:
    SectionRating(
        const EventInput &event, UscfRules rules, UscfSystem system, bool regularSideOfDual)
        : m_event(event)
        , m_rules(std::move(rules))
        , m_system(system)
        , m_regularSideOfDual(regularSideOfDual)
    {
    }

    std::vector<PlayerEvaluation> rate();
    // After rate(): what each game of the section brought each side, one record per game in the
    // document's order (recordGames).
    const std::vector<Fields> &games() const { return m_games; }

private:
    void stepOneInitialRatings();
    void collectGames();
    bool usesSpecialFormula(const Contestant &contestant) const;
    struct Outcome {
        double rating = 0.0;
        std::optional<StandardResult> standard;
    };
    enum class Formula { ByHistory, Special };
    Outcome rateAgainst(const Contestant &contestant, double effectiveGames,
        const std::vector<double> &opponentRatings, Formula formula = Formula::ByHistory) const;
    std::vector<double> opponentRatings(
        const Contestant &contestant, const std::vector<double> &ratings) const;
    double floorFor(const Contestant &contestant) const;
    double published(const Contestant &contestant, double rating) const;
    PlayerEvaluation report(std::size_t index, const std::optional<double> &step3, double step4,
        const Outcome &step5, double floor) const;
    void recordGames(const std::vector<Outcome> &step5, const std::vector<double> &step4);

    const EventInput &m_event;
    UscfRules m_rules;
    UscfSystem m_system;
    bool m_regularSideOfDual;
    std::vector<Contestant> m_contestants;
    std::vector<Fields> m_games;
};

void SectionRating::stepOneInitialRatings()
{
    const UscfSystem primary = m_event.event.uscf.system;
    for (std::size_t i = 0; i < m_event.players.size(); ++i) {
        const PlayerInput &player = m_event.players[i];
        Contestant contestant;
        contestant.player = &player;
        contestant.position = i;
        contestant.state = stateIn(player, m_system, primary);
        if (contestant.state && contestant.state->rating) {
            if (!contestant.state->games && !contestant.state->established)
                throw InputError("players[" + std::to_string(i) + "].uscf.games",
                    "a US Chess rating needs the number of games it rests on (or \"established\": "
                    "true)");
            contestant.rated = true;
            contestant.prior = *contestant.state->rating;
            contestant.games = contestant.state->games.value_or(1000);
            contestant.gamesKnown = contestant.state->games.has_value();
        } else {
            // Step 1: the other system is Quick for a Regular event and Regular for a Quick one.
            const UscfSystem other
                = m_system == UscfSystem::Regular ? UscfSystem::Quick : UscfSystem::Regular;
            contestant.initial = initialRating(
                m_rules, player, m_system, stateIn(player, other, primary), m_event.event.endDate);
            contestant.prior = contestant.initial->rating;
            contestant.games = contestant.initial->games;
        }
        // Step 2: N' = min(N, N*(R0)).
        contestant.effectiveGames = std::min(
            contestant.games, effectiveGamesCap(m_rules.effectiveGames, contestant.prior));
        m_contestants.push_back(contestant);
    }
}

void SectionRating::collectGames()
{
    std::map<std::string, std::size_t> byId;
    for (std::size_t i = 0; i < m_contestants.size(); ++i)
        byId[m_contestants[i].player->id] = i;
    for (const ChessGame &game : m_event.chessGames) {
        if (!isRated(game.result)) // forfeits are not games (uscf.md §2)
            continue;
        // Every game names a player of the list: the store keeps no other (EventRepository,
        // playerOf) and readEventDocument reads no other.
        const std::size_t white = byId.at(game.white);
        const std::size_t black = byId.at(game.black);
        m_contestants[white].encounters.push_back({ black, whiteScore(game.result) });
        m_contestants[black].encounters.push_back({ white, 1.0 - whiteScore(game.result) });
    }
    for (Contestant &contestant : m_contestants) {
        std::map<std::size_t, int> meetings;
        for (const Encounter &encounter : contestant.encounters) {
            contestant.score += encounter.score;
            contestant.mostMeetings
                = std::max(contestant.mostMeetings, ++meetings[encounter.opponent]);
        }
    }
}

// uscf.md §7: the special formula for N <= 8 or an all-wins / all-losses history.
bool SectionRating::usesSpecialFormula(const Contestant &contestant) const
{
    if (contestant.games <= m_rules.specialFormulaGames)
        return true;
    return contestant.rated && contestant.history() != UscfHistory::Mixed;
}

std::vector<double> SectionRating::opponentRatings(
    const Contestant &contestant, const std::vector<double> &ratings) const
{
    std::vector<double> opponents;
    for (const Encounter &encounter : contestant.encounters)
        opponents.push_back(ratings[encounter.opponent]);
    return opponents;
}

SectionRating::Outcome SectionRating::rateAgainst(const Contestant &contestant,
    double effectiveGames, const std::vector<double> &opponents, Formula formula) const
{
    Outcome outcome;
    if (formula == Formula::Special || usesSpecialFormula(contestant)) {
        const SpecialInput input { contestant.prior, effectiveGames, opponents, contestant.score,
            contestant.history(), contestant.rated && contestant.games > 0 };
        outcome.rating = specialRating(input, m_rules.epsilon, m_rules.specialCap);
    } else {
        const StandardInput input { contestant.prior, effectiveGames, opponents, contestant.score,
            contestant.mostMeetings, m_regularSideOfDual };
        outcome.standard = standardRating(m_rules, input);
        outcome.rating = outcome.standard->rating;
    }
    outcome.rating = std::max(outcome.rating, m_rules.absoluteFloor);
    return outcome;
}

// uscf.md §9: the highest floor that applies after the event.
double SectionRating::floorFor(const Contestant &contestant) const
{
    double floor = m_rules.absoluteFloor;
    const UscfRatingState empty;
    const UscfRatingState &state = contestant.state ? *contestant.state : empty;
    if (m_rules.personalFloor) {
        // AF = min(100 + 4 NW + 2 ND + NR, 150), this event included.
        int wins = state.wins;
        int draws = state.draws;
        for (const Encounter &encounter : contestant.encounters) {
            wins += encounter.score == 1.0 ? 1 : 0;
            draws += encounter.score == 0.5 ? 1 : 0;
        }
        const int events = state.eventsWithThreeGames + (contestant.played() >= 3 ? 1 : 0);
        floor = std::max(
            floor, std::min(100.0 + 4.0 * wins + 2.0 * draws + events, m_rules.personalFloorCap));
    }
    const bool established = contestant.rated && contestant.games > m_rules.establishedGames;
    if (established && state.peak) {
        // Peak - 200, down to a multiple of 100, within the allowed floors.
        const double level = std::floor((*state.peak - m_rules.floorDistance) / 100.0) * 100.0;
        if (level >= m_rules.lowestFloor)
            floor = std::max(floor, std::min(level, m_rules.highestFloor));
    }
    if (state.floor)
        floor = std::max(floor, *state.floor);
    return floor;
}

// uscf.md §8: the 2004 rules store integers rounded away from the pre-event rating.
double SectionRating::published(const Contestant &contestant, double rating) const
{
    if (m_rules.rounding == Rounding::Nearest || !contestant.rated)
        return roundHalfUp(rating);
    return rating < contestant.prior ? std::floor(rating) : std::ceil(rating);
}

PlayerEvaluation SectionRating::report(std::size_t index, const std::optional<double> &step3,
    double step4, const Outcome &step5, double floor) const
{
    const Contestant &contestant = m_contestants[index];
    PlayerEvaluation result;
    result.id = contestant.player->id;
    const std::optional<double> gamesBefore = contestant.rated && contestant.gamesKnown
        ? std::optional(contestant.games)
        : std::nullopt;
    result.before
        = { { "rating", contestant.rated ? Value(Decimal { contestant.prior, 2 }) : Value() },
              { "games", gamesValue(gamesBefore) } };
    const int m = contestant.played();
    if (m == 0) {
        // uscf.md §2: no games in the section, the rating stays, and the details say why.
        result.status = contestant.rated ? PlayerStatus::NotRated : PlayerStatus::Unrated;
        result.after = result.before;
        result.details = { { "m", 0 }, { "formula", "none" } };
        return result;
    }
    result.status = contestant.rated ? PlayerStatus::Rated : PlayerStatus::FirstRating;
    const double rating = std::max(step5.rating, floor);
    const double publishedRating = published(contestant, rating);
    const std::optional<double> games = contestant.gamesKnown
        ? std::optional(contestant.games + (m_rules.halfK ? m / 2.0 : m))
        : std::nullopt;
    const bool integers = m_rules.rounding == Rounding::Directional;
    result.after = { { "rating", Decimal { integers ? publishedRating : rating, 2 } },
        { "rating_rounded", static_cast<int>(publishedRating) }, { "games", gamesValue(games) } };
    const bool special = !step5.standard;
    result.details = {
        { "S", Decimal { contestant.score, 1 } },
        { "m", m },
        { "Nprime", Decimal { contestant.effectiveGames, 2 } },
        { "formula", special ? "special" : "standard" },
        { "K", special ? Value() : Value(Decimal { step5.standard->k, 2 }) },
        { "E", special ? Value() : Value(Decimal { step5.standard->expected, 3 }) },
        { "bonus", special ? Value() : Value(Decimal { step5.standard->bonus, 2 }) },
        { "step3", step3 ? Value(Decimal { *step3, 2 }) : Value() },
        { "step4", Decimal { step4, 2 } },
        { "floor", rating > step5.rating ? Value(Decimal { floor, 0 }) : Value() },
    };
    if (contestant.initial) {
        result.details.emplace_back("initial", Decimal { contestant.initial->rating, 2 });
        result.details.emplace_back("initial_games", gamesValue(contestant.initial->games));
        result.details.emplace_back("initial_source", contestant.initial->source);
    }
    return result;
}

std::vector<PlayerEvaluation> SectionRating::rate()
{
    stepOneInitialRatings();
    collectGames();
    const std::size_t count = m_contestants.size();
    std::vector<double> preEvent(count);
    for (std::size_t i = 0; i < count; ++i)
        preEvent[i] = m_contestants[i].prior;

    // Step 3: estimates for unrated players, always with the special formula (the 2004 rules for
    // every unrated player, the current ones for those with N = 0), with N' = 1 for N = 0,
    // against pre-event ratings.
    std::vector<std::optional<double>> step3(count);
    std::vector<double> forStep4 = preEvent;
    for (std::size_t i = 0; i < count; ++i) {
        const Contestant &contestant = m_contestants[i];
        if (contestant.rated || contestant.played() == 0)
            continue;
        if (m_rules.stepThreeOnlyWithoutGames && contestant.games > 0)
            continue;
        const double effectiveGames = contestant.games == 0 ? 1.0 : contestant.effectiveGames;
        step3[i] = rateAgainst(
            contestant, effectiveGames, opponentRatings(contestant, preEvent), Formula::Special)
                       .rating;
        forStep4[i] = *step3[i];
    }
    // Step 4: intermediate ratings of everybody against pre-event ratings and step-3 estimates.
    std::vector<double> step4 = preEvent;
    for (std::size_t i = 0; i < count; ++i) {
        const Contestant &contestant = m_contestants[i];
        if (contestant.played() > 0)
            step4[i] = rateAgainst(
                contestant, contestant.effectiveGames, opponentRatings(contestant, forStep4))
                           .rating;
    }
    // Step 5: from each player's own pre-event rating against the opponents' step-4 ratings.
    std::vector<PlayerEvaluation> players;
    std::vector<Outcome> step5(count);
    for (std::size_t i = 0; i < count; ++i) {
        const Contestant &contestant = m_contestants[i];
        if (contestant.played() > 0)
            step5[i] = rateAgainst(
                contestant, contestant.effectiveGames, opponentRatings(contestant, step4));
        players.push_back(report(i, step3[i], step4[i], step5[i], floorFor(contestant)));
    }
    recordGames(step5, step4);
    return players;
}

// uscf.md step 5, game by game: for a player rated with the standard formula, his winning
// expectancy against the opponent's step-4 rating and the game's share of K (S - E), the change
// before bonus and floor. Nothing for the special formula, which weighs all games at once, nor
// for a forfeit, which is no game (uscf.md §2).
void SectionRating::recordGames(const std::vector<Outcome> &step5, const std::vector<double> &step4)
{
    std::map<std::string, std::size_t> byId;
    for (std::size_t i = 0; i < m_contestants.size(); ++i)
        byId[m_contestants[i].player->id] = i;
    std::vector<std::size_t> next(m_contestants.size(), 0); // each one's next encounter
    const Fields nothing { { "expected", Value() }, { "change", Value() } };
    const auto side = [&](std::size_t self) {
        const Contestant &contestant = m_contestants[self];
        const Encounter &encounter = contestant.encounters[next[self]++];
        if (!step5[self].standard)
            return nothing;
        const double expected = winningExpectancy(contestant.prior, step4[encounter.opponent]);
        return Fields { { "expected", Decimal { expected, 3 } },
            { "change", Decimal { step5[self].standard->k * (encounter.score - expected), 2 } } };
    };
    for (const ChessGame &game : m_event.chessGames) {
        if (!isRated(game.result)) {
            m_games.push_back({ { "white", nothing }, { "black", nothing } });
            continue;
        }
        Fields white = side(byId.at(game.white));
        m_games.push_back(
            { { "white", std::move(white) }, { "black", side(byId.at(game.black)) } });
    }
}

struct RatedSection {
    std::vector<PlayerEvaluation> players;
    std::vector<Fields> games; // in its own system
};

// One section, rated in its system and, when dual-rated, in the other one too.
RatedSection rateSection(const EventInput &event, const UscfRules &rules)
{
    const UscfEventInfo &info = event.event.uscf;
    const bool dual = info.dualRated && info.system != UscfSystem::Blitz;
    SectionRating primary(event, rules, info.system, dual && info.system == UscfSystem::Regular);
    RatedSection rated { primary.rate(), primary.games() };
    std::vector<PlayerEvaluation> &players = rated.players;
    if (dual) {
        // Rated independently in the other system, with that system's ratings (uscf.md §10).
        const UscfSystem other
            = info.system == UscfSystem::Regular ? UscfSystem::Quick : UscfSystem::Regular;
        const auto otherSide
            = SectionRating(event, rules, other, other == UscfSystem::Regular).rate();
        for (std::size_t i = 0; i < otherSide.size(); ++i) {
            const PlayerEvaluation &side = otherSide[i];
            players[i].extra.emplace_back(documentName(other),
                Fields { { "status", toString(side.status) }, { "before", side.before },
                    { "after", side.after }, { "details", side.details } });
        }
    }
    return rated;
}

} // namespace

// uscf-report.md "TSEXPORT.DBF": each section is rated on its own, in its own system; the
// players in the event's order.
Evaluation evaluate(const EventInput &event)
{
    const UscfRules rules = UscfRules::forRuleSet(event.ruleset, event.event.endDate, event.params);
    Evaluation evaluation;
    evaluation.system = RatingSystem::Uscf;
    evaluation.ruleset = rules.name;
    const auto &sections = event.event.properties.sections;
    if (sections.empty()) {
        RatedSection rated = rateSection(event, rules);
        evaluation.players = std::move(rated.players);
        evaluation.games = std::move(rated.games);
        return evaluation;
    }
    std::map<std::string, PlayerEvaluation> rated;
    // Each section's games in the event's order (sectionOf keeps it); a game between two
    // sections is rated in neither.
    std::map<std::string, std::vector<Fields>> sectionGames;
    for (const EventSection &section : sections) {
        RatedSection part = rateSection(sectionOf(event, section), rules);
        for (PlayerEvaluation &player : part.players)
            rated.emplace(player.id, std::move(player));
        sectionGames[section.name] = std::move(part.games);
    }
    std::map<std::string, std::size_t> taken;
    for (const ChessGame &game : event.chessGames) {
        const PlayerInput *white = event.findPlayer(game.white);
        const PlayerInput *black = event.findPlayer(game.black);
        const auto games = white && black && white->section == black->section
            ? sectionGames.find(white->section)
            : sectionGames.end();
        if (games != sectionGames.end() && taken[games->first] < games->second.size())
            evaluation.games.push_back(games->second[taken[games->first]++]);
        else
            evaluation.games.push_back(
                { { "white", Fields { { "expected", Value() }, { "change", Value() } } },
                    { "black", Fields { { "expected", Value() }, { "change", Value() } } } });
    }
    for (std::size_t i = 0; i < event.players.size(); ++i) {
        const auto found = rated.find(event.players[i].id);
        if (found == rated.end())
            throw InputError(
                "players[" + std::to_string(i) + "].section", "names no section of event.sections");
        evaluation.players.push_back(std::move(found->second));
    }
    return evaluation;
}

} // namespace rd::uscf
