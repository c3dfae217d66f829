#include "engine/standings/Standings.h"

#include "engine/standings/DirectEncounter.h"
#include "engine/standings/RatingTieBreaks.h"
#include "engine/standings/Record.h"
#include "engine/standings/Rules.h"
#include "engine/standings/TieOrder.h"
#include "engine/standings/UnplayedRounds.h"

#include <algorithm>
#include <cmath>

namespace rd::standings {

namespace {

// Art. 7 in a round robin (15.2): forfeits are games there, but the 2026 edition keeps a forfeit
// loss unplayed.
bool countsAsGameForOwnRecord(const RoundEntry &round, const Rules &rules)
{
    if (round.kind == RoundKind::Game)
        return true;
    if (!rules.roundRobin)
        return false;
    return round.kind == RoundKind::ForfeitWin
        || (round.kind == RoundKind::ForfeitLoss && rules.edition == TieBreakEdition::Fide2023);
}

// Art. 8.2 and 9.2 count games over the board, and a round robin's forfeits (15.2).
bool countsAsGame(const RoundEntry &round, const Rules &rules)
{
    return round.kind == RoundKind::Game || (rules.roundRobin && round.opponent.has_value());
}

// A record whose final round is as art. 8.3 Fore Buchholz supposes it: every paired game of
// that round, forfeits included, drawn; byes as they are.
std::vector<Record> foreRecords(std::vector<Record> records, int finalRound)
{
    for (Record &record : records) {
        for (RoundEntry &round : record.rounds) {
            if (finalRound > 0 && round.round == finalRound && round.opponent) {
                record.points += Rules::kDraw - round.points;
                round.kind = RoundKind::Game;
                round.points = Rules::kDraw;
            }
        }
    }
    return records;
}

int playedOverTheBoard(const Record &record)
{
    return static_cast<int>(std::count_if(record.rounds.begin(), record.rounds.end(),
        [](const RoundEntry &round) { return round.kind == RoundKind::Game; }));
}

// total / count to two decimals, half up; an exact half of a hundredth stays exact.
double meanToHundredths(double total, int count)
{
    return std::floor(total * 100.0 / count + 0.5) / 100.0;
}

// Every tie-break but the direct encounter: each reads only the players' records.
class TieBreakValues {
public:
    // finalRound: the round Fore Buchholz draws (0: none, games without round numbers).
    TieBreakValues(const EventInput &event, const std::vector<Record> &records, const Rules &rules,
        int finalRound)
        : m_records(records)
        , m_rules(rules)
        , m_unplayed(records, rules)
        , m_fore(foreRecords(records, finalRound))
        , m_foreUnplayed(m_fore, rules)
        , m_ratings(event, records, rules)
    {
        for (std::size_t i = 0; i < records.size(); ++i)
            m_sos.push_back(sos(records[i]));
    }

    // Art. 10 preamble; 2026 note to art. 8.
    LeftOut leftOut(const TieBreak &tieBreak) const
    {
        if (isRatingBased(tieBreak.kind) && !m_ratings.available())
            return LeftOut::UnratedPlayer;
        if (isBuchholzFamily(tieBreak.kind) && m_rules.roundRobin
            && m_rules.edition == TieBreakEdition::Fide2026)
            return LeftOut::RoundRobin;
        return LeftOut::No;
    }

    double value(const TieBreak &tieBreak, std::size_t player) const
    {
        const Record &record = m_records[player];
        switch (tieBreak.kind) {
        case TieBreakKind::Wins:
            return count(
                record, [](const RoundEntry &round) { return round.points >= Rules::kWin; });
        case TieBreakKind::GamesWon:
            return count(record, [&](const RoundEntry &round) {
                return countsAsGameForOwnRecord(round, m_rules) && round.points >= Rules::kWin;
            });
        case TieBreakKind::GamesWithBlack:
            return count(record, [&](const RoundEntry &round) {
                return countsAsGameForOwnRecord(round, m_rules) && round.black;
            });
        case TieBreakKind::WinsWithBlack:
            return count(record, [&](const RoundEntry &round) {
                return countsAsGameForOwnRecord(round, m_rules) && round.black
                    && round.points >= Rules::kWin;
            });
        case TieBreakKind::ProgressiveScore:
            return progressiveScore(record, tieBreak.cut);
        case TieBreakKind::RoundsElectedToPlay:
            return count(record, [&](const RoundEntry &round) {
                return !isVoluntary(round.kind) || countsAsGameForOwnRecord(round, m_rules);
            });
        case TieBreakKind::StandardPoints:
            return standardPoints(record);
        case TieBreakKind::PairingNumber:
            return static_cast<double>(player + 1);
        case TieBreakKind::Buchholz:
            return cutSum(m_unplayed.terms(player, tieBreak.forfeitsPlayed), false, tieBreak.cut,
                tieBreak.median);
        case TieBreakKind::ForeBuchholz:
            return cutSum(m_foreUnplayed.terms(player, tieBreak.forfeitsPlayed), false,
                tieBreak.cut, tieBreak.median);
        case TieBreakKind::AverageOfOpponentsBuchholz:
            return averageOfOpponentsBuchholz(record, tieBreak);
        case TieBreakKind::SonnebornBerger:
            return cutSum(m_unplayed.terms(player, tieBreak.forfeitsPlayed), true, tieBreak.cut,
                tieBreak.median);
        case TieBreakKind::Koya:
            return koya(record, tieBreak.limit);
        case TieBreakKind::AverageRatingOfOpponents:
            return m_ratings.averageRatingOfOpponents(player, tieBreak.cut, tieBreak.median);
        case TieBreakKind::PerformanceRating:
            return m_ratings.performanceRating(player);
        case TieBreakKind::PerfectPerformance:
            return m_ratings.perfectPerformance(player);
        case TieBreakKind::AveragePerformanceOfOpponents:
            return m_ratings.averagePerformanceOfOpponents(player);
        case TieBreakKind::AveragePerfectPerformanceOfOpponents:
            return m_ratings.averagePerfectPerformanceOfOpponents(player);
        case TieBreakKind::Rating:
            return m_ratings.rating(player);
        case TieBreakKind::Sos:
            return m_sos[player];
        case TieBreakKind::Sosos:
            return sosos(record);
        case TieBreakKind::Sodos:
            return sodos(record);
        case TieBreakKind::DirectEncounter:
            break; // depends on the tie, see directEncounterPlaces()
        }
        return 0.0;
    }

private:
    template <typename Predicate> static double count(const Record &record, Predicate predicate)
    {
        return static_cast<double>(
            std::count_if(record.rounds.begin(), record.rounds.end(), predicate));
    }

    // Art. 7.5: the score after each round, summed; Cut-n leaves out the first n (14.1).
    static double progressiveScore(const Record &record, int cut)
    {
        double score = 0.0;
        double total = 0.0;
        for (std::size_t i = 0; i < record.rounds.size(); ++i) {
            score += record.rounds[i].points;
            if (i >= static_cast<std::size_t>(cut))
                total += score;
        }
        return total;
    }

    // Art. 7.7: 1 for a round won against the scheduled opponent or scoring more than a draw
    // without playing, ½ for a round level with him or scoring a draw's points without playing.
    static double standardPoints(const Record &record)
    {
        double total = 0.0;
        for (const RoundEntry &round : record.rounds) {
            const double against = round.kind == RoundKind::Game
                ? Rules::kWin - round.points // the opponent's points of a 1-½-0 game
                : Rules::kDraw;
            if (round.points > against)
                total += 1.0;
            else if (round.points == against)
                total += 0.5;
        }
        return total;
    }

    // Art. 8.2: the mean Buchholz of the opponents met over the board, to two decimals (as
    // FIDE's reference implementation rounds it); AOB-F the mean Fore Buchholz (2026). With P a
    // forfeit's scheduled opponent is met too, and each Buchholz counts forfeits as games.
    double averageOfOpponentsBuchholz(const Record &record, const TieBreak &tieBreak) const
    {
        const UnplayedRounds &buchholz = tieBreak.fore ? m_foreUnplayed : m_unplayed;
        double total = 0.0;
        int games = 0;
        for (const RoundEntry &round : record.rounds) {
            if (countsAsGame(round, m_rules) || (tieBreak.forfeitsPlayed && round.opponent)) {
                total += cutSum(
                    buchholz.terms(*round.opponent, tieBreak.forfeitsPlayed), false, 0, false);
                ++games;
            }
        }
        return games == 0 ? 0.0 : meanToHundredths(total, games);
    }

    // The rounds in which a player could score: a game, a bye he did not ask for, a forfeit
    // against an opponent who played in the event (an entrant who never played takes no round
    // from the others, as FIDE's reference implementation counts); a free round of an odd round
    // robin or a requested bye does not count.
    long roundsToScoreIn(const Record &record) const
    {
        return std::count_if(
            record.rounds.begin(), record.rounds.end(), [&](const RoundEntry &round) {
                if (round.kind == RoundKind::RequestedBye)
                    return false;
                return !round.opponent || round.kind == RoundKind::Game
                    || playedOverTheBoard(m_records[*round.opponent]) > 0;
            });
    }

    // Art. 9.2: the points scored against opponents with at least half the most points anyone
    // could score in the rounds (the rounds a player could play at most), moved by the limit
    // in half points (14.5).
    double koya(const Record &record, int limit) const
    {
        long rounds = 0;
        for (const Record &each : m_records) {
            if (playedOverTheBoard(each) > 0)
                rounds = std::max(rounds, roundsToScoreIn(each));
        }
        const double threshold = Rules::kWin * static_cast<double>(rounds) / 2.0 + limit * 0.5;
        double total = 0.0;
        for (const RoundEntry &round : record.rounds) {
            if (countsAsGame(round, m_rules) && m_records[*round.opponent].points >= threshold)
                total += round.points;
        }
        return total;
    }

    // EGF SOS: the points of each opponent, once per game played against him.
    double sos(const Record &record) const
    {
        double total = 0.0;
        for (const RoundEntry &round : record.rounds) {
            if (round.kind == RoundKind::Game)
                total += m_records[*round.opponent].points;
        }
        return total;
    }

    // EGF SOSOS: the SOS of each opponent, once per game.
    double sosos(const Record &record) const
    {
        double total = 0.0;
        for (const RoundEntry &round : record.rounds) {
            if (round.kind == RoundKind::Game)
                total += m_sos[*round.opponent];
        }
        return total;
    }

    // EGF SODOS: the points of each opponent beaten, half of them for a jigo.
    double sodos(const Record &record) const
    {
        double total = 0.0;
        for (const RoundEntry &round : record.rounds) {
            if (round.kind == RoundKind::Game)
                total += m_records[*round.opponent].points * round.points;
        }
        return total;
    }

    const std::vector<Record> &m_records;
    Rules m_rules;
    UnplayedRounds m_unplayed;
    std::vector<Record> m_fore;
    UnplayedRounds m_foreUnplayed;
    RatingTieBreaks m_ratings;
    std::vector<double> m_sos;
};

// Points and the tie-break values of one player, in the order they rank by, each the higher the
// better.
std::vector<double> rankingKey(
    const Standing &row, const std::vector<TieBreak> &tieBreaks, std::size_t count)
{
    std::vector<double> key { row.points };
    for (std::size_t i = 0; i < count; ++i)
        key.push_back(higherIsBetter(tieBreaks[i]) ? row.values[i] : -row.values[i]);
    return key;
}

// The groups of players equal in points and in the first `tieBreaks` values.
std::vector<std::vector<std::size_t>> ties(
    const std::vector<Standing> &rows, const std::vector<TieBreak> &tieBreaks, std::size_t count)
{
    std::vector<std::vector<std::size_t>> groups;
    std::vector<bool> grouped(rows.size(), false);
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (grouped[i])
            continue;
        std::vector<std::size_t> group;
        for (std::size_t j = i; j < rows.size(); ++j) {
            if (!grouped[j]
                && rankingKey(rows[j], tieBreaks, count) == rankingKey(rows[i], tieBreaks, count)) {
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

std::vector<Standing> unrankedRows(const EventInput &event, const std::vector<TieBreak> &tieBreaks,
    const std::vector<Record> &records, const Rules &rules, int finalRound,
    std::vector<LeftOut> &leftOut)
{
    const TieBreakValues values(event, records, rules, finalRound);
    for (const TieBreak &tieBreak : tieBreaks)
        leftOut.push_back(values.leftOut(tieBreak));
    std::vector<Standing> rows;
    for (std::size_t i = 0; i < records.size(); ++i) {
        Standing row;
        row.playerId = event.players[i].id;
        row.points = records[i].points;
        row.played = playedOverTheBoard(records[i]);
        for (std::size_t k = 0; k < tieBreaks.size(); ++k)
            row.values.push_back(leftOut[k] == LeftOut::No ? values.value(tieBreaks[k], i) : 0.0);
        rows.push_back(row);
    }
    // The direct encounter depends on the ties the values before it leave (art. 4.2).
    for (std::size_t k = 0; k < tieBreaks.size(); ++k) {
        if (tieBreaks[k].kind != TieBreakKind::DirectEncounter)
            continue;
        for (const auto &group : ties(rows, tieBreaks, k)) {
            const std::vector<int> places = directEncounterPlaces(records, group, rules);
            for (std::size_t i = 0; i < group.size(); ++i)
                rows[group[i]].values[k] = places[i];
        }
    }
    return rows;
}

// Best first by points, then by each tie-break; equal rows share the rank of the first.
void rank(std::vector<Standing> &rows, const std::vector<TieBreak> &tieBreaks)
{
    const std::size_t count = tieBreaks.size();
    std::stable_sort(rows.begin(), rows.end(), [&](const Standing &a, const Standing &b) {
        return rankingKey(a, tieBreaks, count) > rankingKey(b, tieBreaks, count);
    });
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const bool tied = i > 0
            && rankingKey(rows[i], tieBreaks, count) == rankingKey(rows[i - 1], tieBreaks, count);
        rows[i].rank = tied ? rows[i - 1].rank : static_cast<int>(i) + 1;
        rows[i].tieRank = rows[i].rank;
    }
}

// R of art. 16.4.2: the rounds of the standings, or the most games anyone has where games carry
// no round numbers.
int roundsOf(const std::vector<Record> &records, RoundRange range)
{
    int rounds = range.last;
    for (const Record &record : records)
        rounds = std::max(rounds, static_cast<int>(record.rounds.size()));
    return rounds;
}

} // namespace

int lastRound(const EventInput &event)
{
    int last = 0;
    for (const ChessGame &game : event.chessGames) {
        if (isPlayed(game.result))
            last = std::max(last, game.round.value_or(0));
    }
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
    Rules rules = eventRules(event);
    standings.edition = rules.edition;
    std::vector<Record> records;
    if (event.system == RatingSystem::Sagc) {
        records = goRecords(event);
    } else {
        const RoundRange range = roundRange(event, afterRound);
        standings.afterRound = range.last;
        records = chessRecords(event, range);
    }
    rules.rounds = roundsOf(records, { standings.afterRound, true });
    standings.rows
        = unrankedRows(event, tieBreaks, records, rules, standings.afterRound, standings.leftOut);
    rank(standings.rows, tieBreaks);
    if (event.system == RatingSystem::Sagc || roundRange(event, afterRound).all)
        applyTieOrders(standings, event);
    return standings;
}

} // namespace rd::standings
