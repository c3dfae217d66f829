#include "engine/standings/Standings.h"

#include "engine/standings/Record.h"

#include <algorithm>
#include <cmath>

namespace rd::standings {

namespace {

// A value of the Buchholz sum and whether it stands for a voluntary unplayed round.
struct BuchholzTerm {
    double value = 0.0;
    bool voluntary = false;
};

// The rating from a player's state before the event in the event's system; none if unrated.
std::optional<double> ratingBefore(const PlayerInput &player, RatingSystem system)
{
    if (system == RatingSystem::Dwz && player.dwz && player.dwz->rating)
        return *player.dwz->rating;
    if (system == RatingSystem::Uscf && player.uscf)
        return player.uscf->rating;
    return std::nullopt;
}

// The FIDE rating a player brings (as a TRF file gives it); none if unrated (0 or none).
std::optional<double> fideRating(const PlayerInput &player)
{
    if (player.fideRating && *player.fideRating > 0)
        return *player.fideRating;
    if (player.uscf && player.uscf->fide && *player.uscf->fide > 0)
        return player.uscf->fide;
    return std::nullopt;
}

// The rating of each player for the average rating of opponents: in the event's system, or,
// when no player has one (an event imported from a TRF file), the FIDE ratings. One scale for
// all, never a mix of both.
std::vector<std::optional<double>> ratingsForAro(const EventInput &event)
{
    std::vector<std::optional<double>> ratings;
    for (const PlayerInput &player : event.players)
        ratings.push_back(ratingBefore(player, event.system));
    if (std::none_of(ratings.begin(), ratings.end(), [](const auto &r) { return r.has_value(); })) {
        ratings.clear();
        for (const PlayerInput &player : event.players)
            ratings.push_back(fideRating(player));
    }
    return ratings;
}

// C.07 art. 16: an opponent's score with each of his voluntary unplayed rounds counted as a draw.
double adjustedScore(const Record &record)
{
    double score = 0.0;
    for (const RoundEntry &round : record.rounds)
        score += round.voluntary ? 0.5 : round.points;
    return score;
}

// C.07 art. 14.1 Cut-1: the least significant value goes; art. 16: a voluntary unplayed round's
// value is the least significant, the lowest of them if several.
void cutLeastSignificant(std::vector<BuchholzTerm> &terms)
{
    const auto least
        = std::min_element(terms.begin(), terms.end(), [](const auto &a, const auto &b) {
              return std::pair(!a.voluntary, a.value) < std::pair(!b.voluntary, b.value);
          });
    if (least != terms.end())
        terms.erase(least);
}

// C.07 art. 14.2 Median-1: also the highest value goes.
void cutHighest(std::vector<BuchholzTerm> &terms)
{
    const auto highest = std::max_element(
        terms.begin(), terms.end(), [](const auto &a, const auto &b) { return a.value < b.value; });
    if (highest != terms.end())
        terms.erase(highest);
}

double sum(const std::vector<BuchholzTerm> &terms)
{
    double total = 0.0;
    for (const BuchholzTerm &term : terms)
        total += term.value;
    return total;
}

// Every tie-break but the direct encounter: each reads only the players' records.
class TieBreakValues {
public:
    TieBreakValues(const EventInput &event, const std::vector<Record> &records)
        : m_records(records)
        , m_ratings(ratingsForAro(event))
    {
        for (const Record &record : records) {
            m_adjusted.push_back(adjustedScore(record));
            m_sos.push_back(sos(record));
        }
    }

    double value(TieBreak tieBreak, std::size_t player) const
    {
        const Record &record = m_records[player];
        switch (tieBreak) {
        case TieBreak::Buchholz:
            return sum(buchholzTerms(record));
        case TieBreak::BuchholzCut1:
            return buchholzCut(record, false);
        case TieBreak::BuchholzMedian1:
            return buchholzCut(record, true);
        case TieBreak::SonnebornBerger:
            return sonnebornBerger(record);
        case TieBreak::Wins:
            return wins(record);
        case TieBreak::GamesWithBlack:
            return gamesWithBlack(record);
        case TieBreak::ProgressiveScore:
            return progressiveScore(record);
        case TieBreak::AverageRatingOfOpponents:
            return averageRatingOfOpponents(record);
        case TieBreak::Sos:
            return m_sos[player];
        case TieBreak::Sosos:
            return sosos(record);
        case TieBreak::Sodos:
            return sodos(record);
        case TieBreak::DirectEncounter:
            break; // depends on the tie, see directEncounter()
        }
        return 0.0;
    }

private:
    // C.07 art. 8.1 Buchholz: the adjusted score of each opponent met over the board; art. 16:
    // each unplayed round counts as a game against a dummy opponent with the player's own score.
    std::vector<BuchholzTerm> buchholzTerms(const Record &record) const
    {
        std::vector<BuchholzTerm> terms;
        for (const RoundEntry &round : record.rounds)
            terms.push_back({ opponentScore(record, round), round.voluntary });
        return terms;
    }

    double opponentScore(const Record &record, const RoundEntry &round) const
    {
        return round.overTheBoard ? m_adjusted[*round.opponent] : record.points;
    }

    double buchholzCut(const Record &record, bool median) const
    {
        std::vector<BuchholzTerm> terms = buchholzTerms(record);
        cutLeastSignificant(terms);
        if (median)
            cutHighest(terms);
        return sum(terms);
    }

    // C.07 art. 9.1 Sonneborn-Berger: each opponent's score as for Buchholz times the points
    // scored in that round.
    double sonnebornBerger(const Record &record) const
    {
        double total = 0.0;
        for (const RoundEntry &round : record.rounds)
            total += opponentScore(record, round) * round.points;
        return total;
    }

    // C.07 art. 7.1 WIN: rounds that gave the points of a win, played or not (forfeit win,
    // pairing-allocated bye).
    static double wins(const Record &record)
    {
        return static_cast<double>(std::count_if(record.rounds.begin(), record.rounds.end(),
            [](const RoundEntry &round) { return round.points >= 1.0; }));
    }

    // C.07 art. 7.3 BPG: games played over the board with Black.
    static double gamesWithBlack(const Record &record)
    {
        return static_cast<double>(std::count_if(record.rounds.begin(), record.rounds.end(),
            [](const RoundEntry &round) { return round.overTheBoard && round.black; }));
    }

    // C.07 art. 7.5 PS: the score after each round, summed.
    static double progressiveScore(const Record &record)
    {
        double score = 0.0;
        double total = 0.0;
        for (const RoundEntry &round : record.rounds) {
            score += round.points;
            total += score;
        }
        return total;
    }

    // C.07 art. 10.1 ARO: the mean rating of the opponents met over the board, rated ones only,
    // rounded to the nearest whole number, half up.
    double averageRatingOfOpponents(const Record &record) const
    {
        double total = 0.0;
        int rated = 0;
        for (const RoundEntry &round : record.rounds) {
            if (!round.overTheBoard)
                continue;
            if (const auto rating = m_ratings[*round.opponent]) {
                total += *rating;
                ++rated;
            }
        }
        return rated == 0 ? 0.0 : std::floor(total / rated + 0.5);
    }

    // EGF SOS: the points of each opponent, once per game played against him.
    double sos(const Record &record) const
    {
        double total = 0.0;
        for (const RoundEntry &round : record.rounds) {
            if (round.overTheBoard)
                total += m_records[*round.opponent].points;
        }
        return total;
    }

    // EGF SOSOS: the SOS of each opponent, once per game.
    double sosos(const Record &record) const
    {
        double total = 0.0;
        for (const RoundEntry &round : record.rounds) {
            if (round.overTheBoard)
                total += m_sos[*round.opponent];
        }
        return total;
    }

    // EGF SODOS: the points of each opponent beaten, half of them for a jigo.
    double sodos(const Record &record) const
    {
        double total = 0.0;
        for (const RoundEntry &round : record.rounds) {
            if (round.overTheBoard)
                total += m_records[*round.opponent].points * round.points;
        }
        return total;
    }

    const std::vector<Record> &m_records;
    std::vector<std::optional<double>> m_ratings; // for the ARO, by player
    std::vector<double> m_adjusted;
    std::vector<double> m_sos;
};

bool met(const Record &record, std::size_t opponent)
{
    return std::any_of(record.rounds.begin(), record.rounds.end(),
        [&](const RoundEntry &round) { return round.opponent == opponent; });
}

bool contains(const std::vector<std::size_t> &players, std::size_t player)
{
    return std::find(players.begin(), players.end(), player) != players.end();
}

// Points scored against the other players of the group, forfeits included.
double scoreAgainst(const Record &record, const std::vector<std::size_t> &group)
{
    double score = 0.0;
    for (const RoundEntry &round : record.rounds) {
        if (round.opponent && contains(group, *round.opponent))
            score += round.points;
    }
    return score;
}

// The players of the group this player has not met.
int unmet(
    const std::vector<Record> &records, std::size_t player, const std::vector<std::size_t> &group)
{
    return static_cast<int>(std::count_if(group.begin(), group.end(),
        [&](std::size_t other) { return other != player && !met(records[player], other); }));
}

bool allMet(const std::vector<Record> &records, const std::vector<std::size_t> &group)
{
    return std::all_of(group.begin(), group.end(),
        [&](std::size_t player) { return unmet(records, player, group) == 0; });
}

// C.07 art. 6.2: the player whose score among the group no other could reach even by winning
// every encounter of the group he did not have; none if there is no such player.
std::optional<std::size_t> unreachableLeader(
    const std::vector<Record> &records, const std::vector<std::size_t> &group)
{
    for (std::size_t leader : group) {
        const double score = scoreAgainst(records[leader], group);
        const bool unreachable = std::all_of(group.begin(), group.end(), [&](std::size_t other) {
            return other == leader
                || scoreAgainst(records[other], group) + unmet(records, other, group) < score;
        });
        if (unreachable)
            return leader;
    }
    return std::nullopt;
}

// C.07 art. 6 direct encounter within one group of tied players. Art. 6.1: if all met, each
// scores his points against the others. Art. 6.2: otherwise a player none of the others can reach
// is ranked first with his score, and the rest are looked at again; the players it cannot
// separate keep 0, below every score that separated.
void directEncounter(
    const std::vector<Record> &records, std::vector<std::size_t> group, std::vector<double> &column)
{
    while (group.size() > 1) {
        if (allMet(records, group)) {
            for (std::size_t player : group)
                column[player] = scoreAgainst(records[player], group);
            return;
        }
        const std::optional<std::size_t> leader = unreachableLeader(records, group);
        if (!leader)
            return;
        column[*leader] = scoreAgainst(records[*leader], group);
        group.erase(std::find(group.begin(), group.end(), *leader));
    }
}

// Points and the tie-break values of one player, in the order they rank by.
std::vector<double> rankingKey(const Standing &row, std::size_t tieBreaks)
{
    std::vector<double> key { row.points };
    key.insert(
        key.end(), row.values.begin(), row.values.begin() + static_cast<std::ptrdiff_t>(tieBreaks));
    return key;
}

// The groups of players equal in points and in the first `tieBreaks` values.
std::vector<std::vector<std::size_t>> ties(const std::vector<Standing> &rows, std::size_t tieBreaks)
{
    std::vector<std::vector<std::size_t>> groups;
    std::vector<bool> grouped(rows.size(), false);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (grouped[i])
            continue;
        std::vector<std::size_t> group;
        for (std::size_t j = i; j < rows.size(); ++j) {
            if (!grouped[j] && rankingKey(rows[j], tieBreaks) == rankingKey(rows[i], tieBreaks)) {
                grouped[j] = true;
                group.push_back(j);
            }
        }
        groups.push_back(group);
    }
    return groups;
}

// Chess: the rounds counted; Go: none.
RoundRange roundRange(const EventInput &event, std::optional<int> afterRound)
{
    const int last = lastRound(event);
    if (afterRound && *afterRound > 0 && *afterRound < last)
        return { *afterRound, false };
    return { last, true };
}

int playedOverTheBoard(const Record &record)
{
    return static_cast<int>(std::count_if(record.rounds.begin(), record.rounds.end(),
        [](const RoundEntry &round) { return round.overTheBoard; }));
}

std::vector<Standing> unrankedRows(const EventInput &event, const std::vector<TieBreak> &tieBreaks,
    const std::vector<Record> &records)
{
    const TieBreakValues values(event, records);
    std::vector<Standing> rows;
    for (std::size_t i = 0; i < records.size(); ++i) {
        Standing row { event.players[i].id, 0, records[i].points, playedOverTheBoard(records[i]),
            {} };
        for (TieBreak tieBreak : tieBreaks)
            row.values.push_back(values.value(tieBreak, i));
        rows.push_back(row);
    }
    // The direct encounter depends on the ties the values before it leave.
    for (std::size_t k = 0; k < tieBreaks.size(); ++k) {
        if (tieBreaks[k] != TieBreak::DirectEncounter)
            continue;
        std::vector<double> column(rows.size(), 0.0);
        for (const auto &group : ties(rows, k))
            directEncounter(records, group, column);
        for (std::size_t i = 0; i < rows.size(); ++i)
            rows[i].values[k] = column[i];
    }
    return rows;
}

// Descending by points, then by each tie-break; equal rows share the rank of the first.
void rank(std::vector<Standing> &rows, std::size_t tieBreaks)
{
    std::stable_sort(rows.begin(), rows.end(), [&](const Standing &a, const Standing &b) {
        return rankingKey(a, tieBreaks) > rankingKey(b, tieBreaks);
    });
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const bool tied
            = i > 0 && rankingKey(rows[i], tieBreaks) == rankingKey(rows[i - 1], tieBreaks);
        rows[i].rank = tied ? rows[i - 1].rank : static_cast<int>(i) + 1;
    }
}

} // namespace

int lastRound(const EventInput &event)
{
    int last = 0;
    for (const ChessGame &game : event.chessGames)
        last = std::max(last, game.round.value_or(0));
    if (last > 0)
        return last;
    for (const Bye &bye : event.byes)
        last = std::max(last, bye.round);
    return last;
}

Standings computeStandings(
    const EventInput &event, const std::vector<TieBreak> &tieBreaks, std::optional<int> afterRound)
{
    Standings standings;
    standings.tieBreaks = tieBreaks;
    std::vector<Record> records;
    if (event.system == RatingSystem::Sagc) {
        records = goRecords(event);
    } else {
        const RoundRange range = roundRange(event, afterRound);
        standings.afterRound = range.last;
        records = chessRecords(event, range);
    }
    standings.rows = unrankedRows(event, tieBreaks, records);
    rank(standings.rows, tieBreaks.size());
    return standings;
}

} // namespace rd::standings
