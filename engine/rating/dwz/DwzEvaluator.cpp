#include "engine/rating/Evaluator.h"
#include "engine/rating/Rounding.h"
#include "engine/rating/dwz/DwzRules.h"
#include "engine/rating/dwz/FollowUp.h"
#include "engine/rating/dwz/Performance.h"
#include "engine/rating/dwz/Probability.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace rd::dwz {

namespace {

// How a player takes part in this evaluation (seed 4.7.3).
enum class Role {
    Rated, // has a valid DWZ
    Stage1, // newcomer with >= 5 games against rated players (1. Zusatzstufe)
    Stage2, // newcomer who reaches 5 only with stage-1 newcomers (2. Zusatzstufe)
    Unrated, // stays without a DWZ
    Summary, // rated from his totals alone (seed 4.10.1)
};

struct Encounter {
    std::size_t opponent = 0;
    double score = 0.0;
};

struct Entrant {
    const PlayerInput *player = nullptr;
    std::size_t position = 0; // in the document's players array
    std::string label; // the name a director reads in a warning
    std::optional<int> ro; // a valid DWZ
    int index = 0;
    std::optional<int> age;
    std::vector<DwzRestpartie> restpartien; // still valid
    Role role = Role::Unrated;
    std::vector<Encounter> encounters; // played games (forfeits are never rated, DWZ 3.1)
};

std::string formatPoints(double points)
{
    const long halves = std::lround(points * 2);
    return std::to_string(halves / 2) + (halves % 2 ? ".5" : "");
}

Fields ratingState(std::optional<int> rating, int index)
{
    return { { "rating", rating ? Value(*rating) : Value() }, { "index", index } };
}

// One whole evaluation; the Sonderwertung runs it a second time with replaced ratings.
class Tournament {
public:
    Tournament(const EventInput &event, DwzRules rules);

    Evaluation evaluate();

private:
    using Overrides = std::map<std::size_t, int>; // player -> rating his opponents use

    struct Pass {
        std::vector<int> iterated; // Ri of newcomers after the Gesamtiteration
        std::vector<int> firstDwz; // their first DWZ
        std::vector<std::optional<FollowUp>> followUps;
        std::vector<ScoreSheet> sheets; // the games that counted for each player
    };

    void collectEntrants();
    void collectGames();
    void selectStages();
    bool excludedAtExtreme(const ScoreSheet &sheet) const;

    bool counts(const Entrant &self, const Entrant &opponent) const;
    ScoreSheet sheetOf(std::size_t player, const std::vector<int> &values, bool stageOneOnly) const;
    std::vector<int> ratingsSeenByOpponents(
        const std::vector<int> &newcomerValues, const Overrides &overrides) const;
    int iterateNewcomer(std::size_t player, const std::vector<int> &values) const;
    std::vector<int> gesamtiteration(const Overrides &overrides) const;
    int firstDwzFrom(int iterated) const;
    Pass run(const Overrides &overrides) const;
    Overrides sonderwertungen(const Pass &pass) const;

    PlayerEvaluation report(std::size_t player, const Pass &pass, const Overrides &overrides);
    void recordGames(const Pass &pass, const Overrides &overrides);
    void explainUnrated(std::size_t player, const ScoreSheet &kept);
    void explainUncountedGames(std::size_t player);
    void warn(WarningCode code, std::vector<std::string> args)
    {
        m_evaluation.warnings.push_back({ code, std::move(args) });
    }
    void keepRestpartien(std::size_t player, const Pass &pass);

    const EventInput &m_event;
    DwzRules m_rules;
    std::vector<Entrant> m_entrants;
    Evaluation m_evaluation;
};

Tournament::Tournament(const EventInput &event, DwzRules rules)
    : m_event(event)
    , m_rules(std::move(rules))
{
    m_evaluation.system = RatingSystem::Dwz;
    m_evaluation.ruleset = m_rules.name;
}

void Tournament::collectEntrants()
{
    const Date &end = m_event.event.endDate;
    for (std::size_t i = 0; i < m_event.players.size(); ++i) {
        const PlayerInput &player = m_event.players[i];
        Entrant entrant;
        entrant.player = &player;
        entrant.position = i;
        entrant.label = player.name.empty() ? player.id : player.name;
        if (const auto year = player.knownBirthYear())
            entrant.age = calendarYearAge(*year, end);
        const std::string path = "players[" + std::to_string(i) + "].dwz";
        if (player.dwz) {
            const DwzState &state = *player.dwz;
            entrant.ro = state.rating;
            entrant.index = state.index;
            // Seed 6.1.1: a DWZ lapses 5 years after its last evaluation (until January 2003).
            const std::optional<int> validity = m_rules.lapseYearsFor(end);
            if (state.rating && state.lastEvaluated && validity
                && !(end < state.lastEvaluated->plusYears(*validity))) {
                entrant.ro.reset();
                warn(WarningCode::DwzLapsed,
                    { entrant.label, std::to_string(*state.rating), std::to_string(state.index),
                        state.lastEvaluated->toIso(), std::to_string(*validity) });
            }
            int expired = 0;
            for (std::size_t r = 0; r < state.restpartien.size(); ++r) {
                const DwzRestpartie &game = state.restpartien[r];
                if (end < game.endDate)
                    throw InputError(path + ".restpartien[" + std::to_string(r) + "].end_date",
                        "a Restpartie cannot end after the event (" + game.endDate.toIso() + ")");
                // Seed 6.1.1: Restpartien are dropped 2 years after the tournament they were played
                // in.
                if (end < game.endDate.plusYears(m_rules.restpartienValidityYears))
                    entrant.restpartien.push_back(game);
                else
                    ++expired;
            }
            if (expired > 0)
                warn(WarningCode::RestpartienExpired,
                    { entrant.label, std::to_string(expired),
                        std::to_string(m_rules.restpartienValidityYears) });
            if (state.summary) {
                if (!entrant.ro)
                    throw InputError(path + ".summary",
                        "a summary needs the player's DWZ in dwz.rating (seed 4.10.1)");
                entrant.role = Role::Summary;
            }
        }
        if (entrant.role != Role::Summary)
            entrant.role = entrant.ro ? Role::Rated : Role::Unrated;
        if (entrant.ro && !entrant.restpartien.empty()) {
            warn(WarningCode::RestpartienIgnored, { entrant.label });
            entrant.restpartien.clear();
        }
        m_entrants.push_back(std::move(entrant));
    }
}

void Tournament::collectGames()
{
    std::map<std::string, std::size_t> byId;
    for (std::size_t i = 0; i < m_entrants.size(); ++i)
        byId[m_entrants[i].player->id] = i;
    for (const ChessGame &game : m_event.chessGames) {
        if (!isRated(game.result))
            continue;
        // Every game names a player of the list: the store keeps no other (EventRepository,
        // playerOf) and readEventDocument reads no other.
        const std::size_t white = byId.at(game.white);
        const std::size_t black = byId.at(game.black);
        m_entrants[white].encounters.push_back({ black, whiteScore(game.result) });
        m_entrants[black].encounters.push_back({ white, 1.0 - whiteScore(game.result) });
    }
}

bool Tournament::excludedAtExtreme(const ScoreSheet &sheet) const
{
    if (m_rules.firstRatingAtExtremes)
        return false;
    // Era D (dwz.md §6.5): 0 points give nothing, 100 % add a fictitious draw instead.
    if (m_rules.era == Era::D2026)
        return sheet.points == 0.0;
    return sheet.isExtreme(); // eras B, C (dwz.md §5.2)
}

bool Tournament::counts(const Entrant &self, const Entrant &opponent) const
{
    switch (self.role) {
    case Role::Rated:
    case Role::Stage1:
        // Seed 4.7.1.2, 4.7.3.2: a stage-2 value is used by his direct opponents who hold a DWZ,
        // established or obtained in stage 1.
        return opponent.role == Role::Rated || opponent.role == Role::Stage1
            || opponent.role == Role::Stage2;
    case Role::Unrated: // what an unrated player keeps as Restpartien (seed 4.7.7)
    case Role::Stage2: // stage-2 newcomers do not use each other's values (seed 4.7.3.2)
        return opponent.role == Role::Rated || opponent.role == Role::Stage1;
    case Role::Summary:
        return false;
    }
    return false;
}

// The counted games of `player` with the opponents' current ratings; `stageOneOnly` restricts a
// newcomer to rated opponents (the stage-1 selection, seed 4.7.3.1). Restpartien always count.
ScoreSheet Tournament::sheetOf(
    std::size_t player, const std::vector<int> &values, bool stageOneOnly) const
{
    const Entrant &self = m_entrants[player];
    ScoreSheet sheet;
    for (const Encounter &encounter : self.encounters) {
        const Entrant &opponent = m_entrants[encounter.opponent];
        const bool counted = stageOneOnly ? opponent.role == Role::Rated : counts(self, opponent);
        if (!counted)
            continue;
        sheet.opponents.push_back(values[encounter.opponent]);
        sheet.points += encounter.score;
    }
    for (const DwzRestpartie &game : self.restpartien) {
        sheet.opponents.push_back(game.opponentRating);
        sheet.points += game.score;
    }
    return sheet;
}

std::vector<int> Tournament::ratingsSeenByOpponents(
    const std::vector<int> &newcomerValues, const Overrides &overrides) const
{
    std::vector<int> values(m_entrants.size(), 0);
    for (std::size_t i = 0; i < m_entrants.size(); ++i) {
        const auto replaced = overrides.find(i);
        if (replaced != overrides.end())
            values[i] = replaced->second;
        else if (m_entrants[i].role == Role::Rated)
            values[i] = *m_entrants[i].ro;
        else
            values[i] = newcomerValues[i];
    }
    return values;
}

// Seed 4.7.2: the value of one newcomer given everybody else's current ratings.
int Tournament::iterateNewcomer(std::size_t player, const std::vector<int> &values) const
{
    ScoreSheet sheet = sheetOf(player, values, false);
    const double rc = sheet.meanOpponent();
    if (sheet.isExtreme() && !m_rules.firstRatingAtExtremes && m_rules.era == Era::D2026) {
        // dwz.md §6.5: 100 % -> a fictitious draw against an opponent rated Rc.
        sheet.opponents.push_back(static_cast<int>(roundHalfUp(rc)));
        sheet.points += 0.5;
    } else if (sheet.isExtreme()) {
        // Seed 4.7.2.1.2: Rp = Rc -+ 677.
        const int sign = sheet.points == 0.0 ? -1 : 1;
        return static_cast<int>(roundHalfUp(rc + sign * m_rules.extremeDifference));
    }
    return iterateToPerformance(m_rules.probability, values[player], sheet);
}

// Seed 4.7.4: all newcomers are iterated together until no value changes any more.
std::vector<int> Tournament::gesamtiteration(const Overrides &overrides) const
{
    constexpr int kMaximumSweeps = 100;
    std::vector<int> newcomerValues(m_entrants.size(), 0);
    // Starting values: stage 1 against rated opponents only, then stage 2 with those.
    for (Role stage : { Role::Stage1, Role::Stage2 }) {
        const std::vector<int> values = ratingsSeenByOpponents(newcomerValues, overrides);
        for (std::size_t i = 0; i < m_entrants.size(); ++i) {
            if (m_entrants[i].role != stage)
                continue;
            const ScoreSheet sheet = sheetOf(i, values, stage == Role::Stage1);
            newcomerValues[i] = sheet.isExtreme()
                ? static_cast<int>(roundHalfUp(sheet.meanOpponent()))
                : startingValue(m_rules.probability, sheet);
        }
    }
    std::vector<std::vector<int>> visited;
    for (int sweep = 0; sweep < kMaximumSweeps; ++sweep) {
        const std::vector<int> values = ratingsSeenByOpponents(newcomerValues, overrides);
        std::vector<int> next = newcomerValues;
        for (std::size_t i = 0; i < m_entrants.size(); ++i) {
            if (m_entrants[i].role == Role::Stage1 || m_entrants[i].role == Role::Stage2)
                next[i] = iterateNewcomer(i, values);
        }
        if (next == newcomerValues
            || std::find(visited.begin(), visited.end(), next) != visited.end())
            return next;
        visited.push_back(newcomerValues);
        newcomerValues = std::move(next);
    }
    return newcomerValues;
}

int Tournament::firstDwzFrom(int iterated) const
{
    if (m_rules.kFactor) {
        // dwz.md §6.5: Rh, pulled towards 2000 by r, with a floor of 1100 + (9r/11) Rh.
        const double r = m_rules.kFactor->correction;
        double first = iterated;
        if (iterated < 1100)
            first = 1100 + 9.0 * r / 11.0 * iterated;
        else if (iterated < 2000)
            first = iterated + r * (2000 - iterated);
        return static_cast<int>(roundHalfUp(first));
    }
    // Era B+: a first DWZ below 800 becomes 700 + Ri/8 (dwz.md §5.2).
    if (m_rules.lowFirstRatingCorrection && iterated < 800)
        return static_cast<int>(roundHalfUp(700 + iterated / 8.0));
    return iterated;
}

void Tournament::selectStages()
{
    const std::vector<int> ratings
        = ratingsSeenByOpponents(std::vector<int>(m_entrants.size(), 0), {});
    auto qualifies = [&](std::size_t i, bool stageOneOnly) {
        const ScoreSheet sheet = sheetOf(i, ratings, stageOneOnly);
        return sheet.games() >= m_rules.minimumGames && !excludedAtExtreme(sheet);
    };
    // Seed 4.7.3.1: five games against players who had a DWZ before the tournament.
    for (std::size_t i = 0; i < m_entrants.size(); ++i) {
        if (m_entrants[i].role == Role::Unrated && qualifies(i, true))
            m_entrants[i].role = Role::Stage1;
    }
    // Seed 4.7.3.2: five only with the stage-1 newcomers counted as rated.
    std::vector<std::size_t> stageTwo;
    for (std::size_t i = 0; i < m_entrants.size(); ++i) {
        if (m_entrants[i].role == Role::Unrated && qualifies(i, false))
            stageTwo.push_back(i);
    }
    for (std::size_t i : stageTwo)
        m_entrants[i].role = Role::Stage2;
}

Tournament::Pass Tournament::run(const Overrides &overrides) const
{
    Pass pass;
    pass.iterated = gesamtiteration(overrides);
    pass.firstDwz.assign(m_entrants.size(), 0);
    for (std::size_t i = 0; i < m_entrants.size(); ++i) {
        if (m_entrants[i].role == Role::Stage1 || m_entrants[i].role == Role::Stage2)
            pass.firstDwz[i] = firstDwzFrom(pass.iterated[i]);
    }
    // Seed 4.7.5: rated players are evaluated with the first DWZ of the newcomers they played.
    const std::vector<int> ratings = ratingsSeenByOpponents(pass.firstDwz, overrides);
    const std::vector<int> forNewcomers = ratingsSeenByOpponents(pass.iterated, overrides);
    pass.followUps.resize(m_entrants.size());
    for (std::size_t i = 0; i < m_entrants.size(); ++i) {
        const Entrant &entrant = m_entrants[i];
        const bool newcomer = entrant.role == Role::Stage1 || entrant.role == Role::Stage2;
        pass.sheets.push_back(sheetOf(i, newcomer ? forNewcomers : ratings, false));
        const ScoreSheet &sheet = pass.sheets.back();
        if (entrant.role == Role::Summary) {
            const DwzSummary &summary = *entrant.player->dwz->summary;
            pass.followUps[i] = followUp(m_rules,
                { *entrant.ro, entrant.index, entrant.age, summary.points,
                    roundHalfUp(summary.expected, 3), summary.games });
        } else if (entrant.role == Role::Rated && sheet.games() > 0) {
            const double expected
                = expectedScore(m_rules.probability, *entrant.ro, sheet.opponents);
            pass.followUps[i] = followUp(m_rules,
                { *entrant.ro, entrant.index, entrant.age, sheet.points, expected, sheet.games() });
        }
    }
    return pass;
}

// Seed 4.7.6 (era A) and WO 2016 (era C): players far above their rating, whose opponents are
// then evaluated against the higher value. Needs at least 5 counted games.
Tournament::Overrides Tournament::sonderwertungen(const Pass &pass) const
{
    Overrides overrides;
    const SonderwertungRule rule = m_rules.sonderwertungFor(m_event.event.endDate);
    if (rule == SonderwertungRule::None)
        return overrides;
    for (std::size_t i = 0; i < m_entrants.size(); ++i) {
        const Entrant &entrant = m_entrants[i];
        const ScoreSheet &sheet = pass.sheets[i];
        if (entrant.role != Role::Rated || sheet.games() < m_rules.minimumGames)
            continue;
        const int ro = *entrant.ro;
        if (rule == SonderwertungRule::SuccessNumber) {
            // Rp = Ro + 800(W - We)/n, "um 200 Punkte hoeher": Rp - Ro >= 200, compared exactly
            // in thousandths of a point: 800 (W - We) >= 200 n.
            const double expected = expectedScore(m_rules.probability, ro, sheet.opponents);
            const long surplus = std::lround((sheet.points - expected) * 1000.0);
            if (800 * surplus
                >= static_cast<long>(m_rules.sonderwertungThreshold) * sheet.games() * 1000)
                overrides[i] = static_cast<int>(
                    roundHalfUp(ro + 800.0 * (sheet.points - expected) / sheet.games()));
        } else {
            const int rh = performance(m_rules.probability, sheet, m_rules.extremeDifference);
            if (rh > ro + m_rules.sonderwertungThreshold)
                overrides[i] = rh;
        }
    }
    return overrides;
}

void Tournament::keepRestpartien(std::size_t player, const Pass &pass)
{
    const Entrant &entrant = m_entrants[player];
    const std::vector<int> ratings = ratingsSeenByOpponents(pass.firstDwz, {});
    auto keep = [&](int opponentRating, double score, const Date &endDate) {
        m_evaluation.restpartien.push_back(
            { { "player", entrant.player->id }, { "opponent_rating", opponentRating },
                { "score", Decimal { score, 1 } }, { "end_date", endDate.toIso() } });
    };
    for (const DwzRestpartie &game : entrant.restpartien)
        keep(game.opponentRating, game.score, game.endDate);
    for (const Encounter &encounter : entrant.encounters) {
        if (counts(entrant, m_entrants[encounter.opponent]))
            keep(ratings[encounter.opponent], encounter.score, m_event.event.endDate);
    }
}

PlayerEvaluation Tournament::report(
    std::size_t player, const Pass &pass, const Overrides &overrides)
{
    const Entrant &entrant = m_entrants[player];
    const ScoreSheet &sheet = pass.sheets[player];
    const bool kSystem = m_rules.kFactor.has_value();
    PlayerEvaluation result;
    result.id = entrant.player->id;
    result.before = ratingState(entrant.player->dwz ? entrant.player->dwz->rating : std::nullopt,
        entrant.player->dwz ? entrant.player->dwz->index : 0);

    Value w = Decimal { sheet.points, 1 };
    Value n = sheet.games();
    Value we;
    Value rc = sheet.games() > 0 ? Value(Decimal { sheet.meanOpponent(), 1 }) : Value();
    Value rh;
    Value stage;
    Fields coefficients = { { kSystem ? "K" : "E", Value() } };

    switch (entrant.role) {
    case Role::Rated:
    case Role::Summary: {
        const auto &update = pass.followUps[player];
        if (entrant.role == Role::Rated)
            explainUncountedGames(player);
        if (!update) {
            result.status = PlayerStatus::NotRated;
            result.after = ratingState(entrant.ro, entrant.index);
            break;
        }
        result.status = PlayerStatus::Rated;
        result.after = ratingState(update->rating, update->index);
        coefficients = update->details;
        if (entrant.role == Role::Summary) {
            const DwzSummary &summary = *entrant.player->dwz->summary;
            w = Decimal { summary.points, 1 };
            n = summary.games;
            we = Decimal { summary.expected, 3 };
            rc = Value();
        } else {
            we = Decimal { expectedScore(m_rules.probability, *entrant.ro, sheet.opponents), 3 };
            if (sheet.games() >= m_rules.minimumGames)
                rh = performance(m_rules.probability, sheet, m_rules.extremeDifference);
        }
        break;
    }
    case Role::Stage1:
    case Role::Stage2:
        result.status = PlayerStatus::FirstRating;
        result.after = ratingState(pass.firstDwz[player], 1);
        we = Decimal { expectedScore(m_rules.probability, pass.iterated[player], sheet.opponents),
            3 };
        rh = pass.iterated[player];
        stage = entrant.role == Role::Stage1 ? 1 : 2;
        break;
    case Role::Unrated:
        result.status = PlayerStatus::Unrated;
        result.after = ratingState(std::nullopt, 0);
        keepRestpartien(player, pass);
        explainUnrated(player, sheet);
        break;
    }

    result.details = { { "W", w }, { "n", n }, { "We", we } };
    result.details.insert(result.details.end(), coefficients.begin(), coefficients.end());
    result.details.emplace_back("Rc", rc);
    result.details.emplace_back("Rh", rh);
    result.details.emplace_back("stage", stage);
    result.details.emplace_back("sonderwertung", overrides.count(player) > 0);
    return result;
}

void Tournament::explainUnrated(std::size_t player, const ScoreSheet &kept)
{
    const Entrant &entrant = m_entrants[player];
    const std::string until
        = m_event.event.endDate.plusYears(m_rules.restpartienValidityYears).toIso();
    if (kept.games() == 0) {
        if (!entrant.encounters.empty())
            warn(WarningCode::GamesCountForNobody, { entrant.label });
        return;
    }
    const std::string games = std::to_string(kept.games());
    const std::string restpartien = std::to_string(entrant.restpartien.size());
    if (kept.games() < m_rules.minimumGames) {
        warn(WarningCode::TooFewGamesForFirstDwz,
            { entrant.label, games, restpartien, std::to_string(m_rules.minimumGames), until });
        return;
    }
    warn(WarningCode::NoFirstDwzForScore,
        { entrant.label, formatPoints(kept.points), games, restpartien,
            kept.points == 0.0 ? "0" : "100", m_rules.name, until });
}

void Tournament::explainUncountedGames(std::size_t player)
{
    const Entrant &entrant = m_entrants[player];
    const auto uncounted = std::count_if(entrant.encounters.begin(), entrant.encounters.end(),
        [&](const Encounter &e) { return !counts(entrant, m_entrants[e.opponent]); });
    if (uncounted > 0)
        warn(WarningCode::GamesAgainstUnratedNotCounted,
            { entrant.label, std::to_string(uncounted) });
}

Evaluation Tournament::evaluate()
{
    collectEntrants();
    collectGames();
    selectStages();

    Pass pass = run({});
    const Overrides overrides = sonderwertungen(pass);
    if (!overrides.empty())
        pass = run(overrides); // one recomputation; new Sonderwertungen are not considered

    for (const auto &[player, rating] : overrides)
        warn(WarningCode::Sonderwertung,
            { m_entrants[player].label, std::to_string(rating),
                std::to_string(*m_entrants[player].ro) });
    for (std::size_t i = 0; i < m_entrants.size(); ++i)
        m_evaluation.players.push_back(report(i, pass, overrides));
    recordGames(pass, overrides);
    return m_evaluation;
}

// What each game brought each side rated with it (seed 4.9.1, dwz.md §6.1), one record per game
// in the document's order: his expected score against the rating his opponent counted with,
// P(D) (dwz.md §3.7), and the game's share of his change, (W - We) times 800/(E + n) or K for
// this one game. Nothing for a newcomer, whose first DWZ rests on all his games together, nor for
// a game that does not count.
void Tournament::recordGames(const Pass &pass, const Overrides &overrides)
{
    std::map<std::string, std::size_t> byId;
    for (std::size_t i = 0; i < m_entrants.size(); ++i)
        byId[m_entrants[i].player->id] = i;
    const std::vector<int> ratings = ratingsSeenByOpponents(pass.firstDwz, overrides);
    const Fields nothing { { "expected", Value() }, { "change", Value() } };
    const auto side = [&](std::size_t self, std::size_t opponent, double score) {
        const Entrant &entrant = m_entrants[self];
        const auto &update = pass.followUps[self];
        if (entrant.role != Role::Rated || !update || !counts(entrant, m_entrants[opponent]))
            return nothing;
        const double expected = winExpectancy(m_rules.probability, *entrant.ro - ratings[opponent]);
        return Fields { { "expected", Decimal { expected, 3 } },
            { "change", Decimal { update->factor * (score - expected), 1 } } };
    };
    for (const ChessGame &game : m_event.chessGames) {
        if (!isRated(game.result)) {
            m_evaluation.games.push_back({ { "white", nothing }, { "black", nothing } });
            continue;
        }
        const std::size_t white = byId.at(game.white);
        const std::size_t black = byId.at(game.black);
        const double score = whiteScore(game.result);
        m_evaluation.games.push_back({ { "white", side(white, black, score) },
            { "black", side(black, white, 1.0 - score) } });
    }
}

} // namespace

Evaluation evaluate(const EventInput &event)
{
    Tournament tournament(event, DwzRules::forRuleSet(event.ruleset, event.params));
    return tournament.evaluate();
}

} // namespace rd::dwz
