#include "engine/standings/UnplayedRounds.h"

#include <algorithm>
#include <utility>

namespace rd::standings {

namespace {

double contribution(const OpponentTerm &term, bool weighted)
{
    return weighted ? term.score * term.points : term.score;
}

// Ordered by score, then by contribution.
bool lessSignificant(const OpponentTerm &a, const OpponentTerm &b, bool weighted)
{
    return std::pair(a.score, contribution(a, weighted))
        < std::pair(b.score, contribution(b, weighted));
}

// Art. 16.5: the least significant value b is the contribution of the opponent with the lowest
// score, the lowest contribution among several of them (art. 14.1); the contribution a of a
// voluntary unplayed round goes instead when it is not below b. Among several voluntary unplayed
// rounds a is the one whose dummy has the lowest score (then the lowest contribution), as FIDE's
// reference implementation takes it; for BH the score is the contribution, as the text says.
std::vector<OpponentTerm>::iterator lowestToCut(std::vector<OpponentTerm> &terms, bool weighted)
{
    const auto order = [&](const OpponentTerm &a, const OpponentTerm &b) {
        return lessSignificant(a, b, weighted);
    };
    const auto least = std::min_element(terms.begin(), terms.end(), order);
    auto voluntary = terms.end();
    for (auto term = terms.begin(); term != terms.end(); ++term) {
        if (term->voluntary && (voluntary == terms.end() || order(*term, *voluntary)))
            voluntary = term;
    }
    if (voluntary != terms.end()
        && contribution(*voluntary, weighted) >= contribution(*least, weighted))
        return voluntary;
    return least;
}

} // namespace

UnplayedRounds::UnplayedRounds(const std::vector<Record> &records, const Rules &rules)
    : m_records(records)
    , m_rules(rules)
{
    for (const Record &record : records) {
        double score = 0.0;
        bool playedLater = false; // a non-voluntary round after the one looked at
        for (auto round = record.rounds.rbegin(); round != record.rounds.rend(); ++round) {
            const bool lastRequested
                = round->kind == RoundKind::RequestedBye && !playedLater && !rules.roundRobin;
            score += lastRequested ? Rules::kDraw : round->points;
            playedLater = playedLater || !isVoluntary(round->kind);
        }
        m_adjusted.push_back(score);
    }
}

double UnplayedRounds::adjustedScore(std::size_t player) const
{
    return m_adjusted[player];
}

// 16.4: the player's own score; 2026 caps it at the scheduled opponent's adjusted score for a
// forfeit (16.4.1) and at a draw in every round for any other unplayed round (16.4.2).
double UnplayedRounds::dummyScore(std::size_t player, const RoundEntry &round) const
{
    const double own = m_records[player].points;
    if (m_rules.edition == TieBreakEdition::Fide2023)
        return own;
    if (round.opponent)
        return std::min(own, m_adjusted[*round.opponent]);
    return std::min(own, Rules::kDraw * m_rules.rounds);
}

std::vector<OpponentTerm> UnplayedRounds::terms(std::size_t player, bool forfeitsPlayed) const
{
    std::vector<OpponentTerm> terms;
    for (const RoundEntry &round : m_records[player].rounds) {
        if (m_rules.roundRobin) {
            if (round.opponent)
                terms.push_back({ m_records[*round.opponent].points, round.points, false });
        } else if (round.kind == RoundKind::Game || (forfeitsPlayed && round.opponent)) {
            terms.push_back({ m_adjusted[*round.opponent], round.points, false });
        } else {
            terms.push_back({ dummyScore(player, round), round.points, isVoluntary(round.kind) });
        }
    }
    return terms;
}

double cutSum(std::vector<OpponentTerm> terms, bool weighted, int cut, bool median)
{
    for (int i = 0; i < cut; ++i) {
        if (terms.empty())
            return 0.0;
        terms.erase(lowestToCut(terms, weighted));
    }
    for (int i = 0; median && i < cut; ++i) {
        if (terms.empty())
            return 0.0;
        terms.erase(std::max_element(terms.begin(), terms.end(), [&](const auto &a, const auto &b) {
            return contribution(a, weighted) < contribution(b, weighted);
        }));
    }
    double total = 0.0;
    for (const OpponentTerm &term : terms)
        total += contribution(term, weighted);
    return total;
}

} // namespace rd::standings
