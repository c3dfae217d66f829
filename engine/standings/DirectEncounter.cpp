#include "engine/standings/DirectEncounter.h"

#include <algorithm>
#include <map>

namespace rd::standings {

namespace {

// Art. 6.1: each player's score in the games among the group. 6.1.1: forfeits count only in a
// round robin (15.2) or when the event's rules say so; 6.1.2: two players who met more than
// once add the average of their games.
class MiniTable {
public:
    MiniTable(const std::vector<Record> &records, const std::vector<std::size_t> &group,
        const Rules &rules)
        : m_group(group)
    {
        const bool forfeits = rules.roundRobin || rules.directEncounterForfeits;
        for (std::size_t player : group) {
            std::map<std::size_t, std::pair<double, int>> games; // opponent: points, games
            for (const RoundEntry &round : records[player].rounds) {
                const bool counted = round.kind == RoundKind::Game
                    || (forfeits
                        && (round.kind == RoundKind::ForfeitWin
                            || round.kind == RoundKind::ForfeitLoss));
                if (counted && round.opponent && isIn(*round.opponent)) {
                    games[*round.opponent].first += round.points;
                    ++games[*round.opponent].second;
                }
            }
            double score = 0.0;
            for (const auto &[opponent, result] : games)
                score += result.first / result.second;
            m_scores[player] = score;
            m_unmet[player] = static_cast<int>(group.size() - 1 - games.size());
        }
    }

    // Asked only of the group's players, each of whom the constructor counted.
    double score(std::size_t player) const { return m_scores.at(player); }
    int unmet(std::size_t player) const { return m_unmet.at(player); }
    bool allMet() const
    {
        return std::all_of(
            m_group.begin(), m_group.end(), [&](std::size_t player) { return unmet(player) == 0; });
    }

private:
    bool isIn(std::size_t player) const
    {
        return std::find(m_group.begin(), m_group.end(), player) != m_group.end();
    }

    std::vector<std::size_t> m_group;
    std::map<std::size_t, double> m_scores;
    std::map<std::size_t, int> m_unmet;
};

class Placing {
public:
    Placing(const std::vector<Record> &records, const Rules &rules)
        : m_records(records)
        , m_rules(rules)
    {
    }

    // Places `group` from `first` on.
    void place(const std::vector<std::size_t> &group, int first)
    {
        const MiniTable table(m_records, group, m_rules);
        if (table.allMet())
            placeByScore(group, table, first);
        else
            placeUnreachable(group, table, first);
    }

    std::map<std::size_t, int> places;

private:
    // Art. 6.2: by the score among the group; each subgroup still level is looked at again on
    // its own with a mini-table of its own.
    void placeByScore(std::vector<std::size_t> group, const MiniTable &table, int first)
    {
        std::stable_sort(group.begin(), group.end(),
            [&](std::size_t a, std::size_t b) { return table.score(a) > table.score(b); });
        for (std::size_t start = 0; start < group.size();) {
            std::size_t end = start + 1;
            while (end < group.size() && table.score(group[end]) == table.score(group[start]))
                ++end;
            const std::vector<std::size_t> level(group.begin() + static_cast<std::ptrdiff_t>(start),
                group.begin() + static_cast<std::ptrdiff_t>(end));
            placeAgain(level, group.size(), first + static_cast<int>(start));
            start = end;
        }
    }

    // Art. 6.3: a player is first when no outcome of the games the group has not played could
    // bring another level with him: his score exceeds each other's score plus a win for every
    // group member that other has not met. Then the next place among the rest, and so on; the
    // players left at the first failure are looked at again.
    void placeUnreachable(std::vector<std::size_t> group, const MiniTable &table, int first)
    {
        const std::size_t size = group.size();
        while (group.size() > 1) {
            const auto leader = std::find_if(group.begin(), group.end(), [&](std::size_t p) {
                return std::all_of(group.begin(), group.end(), [&](std::size_t q) {
                    return q == p || table.score(p) > table.score(q) + Rules::kWin * table.unmet(q);
                });
            });
            if (leader == group.end())
                break;
            places[*leader] = first++;
            group.erase(leader);
        }
        placeAgain(group, size, first);
    }

    // A subgroup smaller than the group it came from gets art. 6 again; otherwise nothing more
    // separates its players and they share the place.
    void placeAgain(const std::vector<std::size_t> &level, std::size_t groupSize, int first)
    {
        if (level.size() > 1 && level.size() < groupSize) {
            place(level, first);
            return;
        }
        for (std::size_t player : level)
            places[player] = first;
    }

    const std::vector<Record> &m_records;
    Rules m_rules;
};

} // namespace

std::vector<int> directEncounterPlaces(
    const std::vector<Record> &records, const std::vector<std::size_t> &group, const Rules &rules)
{
    Placing placing(records, rules);
    placing.place(group, 1);
    std::vector<int> places;
    for (std::size_t player : group)
        places.push_back(placing.places[player]);
    const bool separated = std::any_of(
        places.begin(), places.end(), [&](int place) { return place != places.front(); });
    if (!separated)
        std::fill(places.begin(), places.end(), 0);
    return places;
}

} // namespace rd::standings
