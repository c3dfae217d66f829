#include "engine/standings/TieOrder.h"

#include <algorithm>
#include <map>
#include <set>

namespace rd::standings {

namespace {

std::set<std::string> playersOf(const std::vector<std::string> &order)
{
    return { order.begin(), order.end() };
}

// The rows [first, last) of one tie, ordered by `before` and ranked from `first` on.
template <typename Before>
void orderTie(std::vector<Standing> &rows, std::size_t first, std::size_t last, DecidedBy decider,
    Before before)
{
    std::stable_sort(rows.begin() + static_cast<std::ptrdiff_t>(first),
        rows.begin() + static_cast<std::ptrdiff_t>(last), before);
    for (std::size_t i = first; i < last; ++i) {
        rows[i].rank = static_cast<int>(i) + 1;
        rows[i].decidedBy = decider;
    }
}

} // namespace

std::uint64_t splitMix64(std::uint64_t &state)
{
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::vector<std::uint64_t> lotNumbers(int seed, std::size_t players)
{
    std::uint64_t state = static_cast<std::uint64_t>(seed);
    std::vector<std::uint64_t> numbers;
    for (std::size_t i = 0; i < players; ++i)
        numbers.push_back(splitMix64(state));
    return numbers;
}

void applyTieOrders(Standings &standings, const EventInput &event)
{
    const EventProperties &properties = event.event.properties;
    std::map<std::string, std::size_t> startIndex;
    for (std::size_t i = 0; i < event.players.size(); ++i)
        startIndex[event.players[i].id] = i;
    const std::vector<std::uint64_t> lots = properties.lotSeed
        ? lotNumbers(*properties.lotSeed, event.players.size())
        : std::vector<std::uint64_t>();
    std::vector<bool> used(properties.tieOrders.size(), false);
    std::vector<Standing> &rows = standings.rows;
    for (std::size_t first = 0; first < rows.size();) {
        std::size_t last = first + 1;
        while (last < rows.size() && rows[last].tieRank == rows[first].tieRank)
            ++last;
        std::set<std::string> tied;
        for (std::size_t i = first; i < last; ++i)
            tied.insert(rows[i].playerId);
        const auto byHand = std::find_if(properties.tieOrders.begin(), properties.tieOrders.end(),
            [&](const std::vector<std::string> &order) { return playersOf(order) == tied; });
        if (tied.size() > 1 && byHand != properties.tieOrders.end()) {
            used[static_cast<std::size_t>(byHand - properties.tieOrders.begin())] = true;
            const auto place = [&](const Standing &row) {
                return std::find(byHand->begin(), byHand->end(), row.playerId) - byHand->begin();
            };
            orderTie(rows, first, last, DecidedBy::Arbiter,
                [&](const Standing &a, const Standing &b) { return place(a) < place(b); });
        } else if (tied.size() > 1 && properties.lotSeed) {
            standings.lotSeed = properties.lotSeed;
            // Every row is a player of the event (unrankedRows): each has a start index.
            orderTie(rows, first, last, DecidedBy::Lot, [&](const Standing &a, const Standing &b) {
                return lots[startIndex.at(a.playerId)] < lots[startIndex.at(b.playerId)];
            });
        }
        first = last;
    }
    for (std::size_t i = 0; i < used.size(); ++i) {
        if (!used[i])
            standings.ignoredTieOrders.push_back(properties.tieOrders[i]);
    }
}

std::optional<std::vector<std::string>> movedTieOrder(
    const Standings &standings, std::size_t row, int step)
{
    const std::vector<Standing> &rows = standings.rows;
    const auto other = static_cast<std::ptrdiff_t>(row) + step;
    if (row >= rows.size() || other < 0 || other >= static_cast<std::ptrdiff_t>(rows.size())
        || rows[static_cast<std::size_t>(other)].tieRank != rows[row].tieRank)
        return std::nullopt;
    std::vector<std::string> order;
    std::size_t moved = 0;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i].tieRank != rows[row].tieRank)
            continue;
        if (i == row)
            moved = order.size();
        order.push_back(rows[i].playerId);
    }
    std::swap(
        order[moved], order[static_cast<std::size_t>(static_cast<std::ptrdiff_t>(moved) + step)]);
    return order;
}

void setTieOrder(EventProperties &properties, const std::vector<std::string> &order)
{
    const std::set<std::string> players = playersOf(order);
    std::erase_if(properties.tieOrders, [&](const std::vector<std::string> &earlier) {
        return std::any_of(earlier.begin(), earlier.end(),
            [&](const std::string &id) { return players.contains(id); });
    });
    properties.tieOrders.push_back(order);
}

void drawLots(EventProperties &properties, int seed)
{
    properties.lotSeed = seed;
    properties.tieOrders.clear();
}

} // namespace rd::standings
