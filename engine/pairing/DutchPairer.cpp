#include "engine/pairing/DutchPairer.h"

#include "engine/pairing/CardinalityMatching.h"
#include "engine/pairing/LexicographicMatching.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <functional>
#include <map>
#include <memory>

namespace rd::pairing {

namespace {

constexpr int kBye = -2; // the partner of the player who gets the pairing-allocated bye
constexpr int kUnpaired = -1;
// The widest field of transposition digits one matching is solved with (Art. 3.6).
constexpr int kDigitBitsPerSolve = 256;
// How far from half a group away a pair counts as likely for the sparse solve.
constexpr int kLikelyBand = 3;

// The quality of a pair made inside the bracket: its colours and the colour criteria it fails.
struct PairQuality {
    ColourAllocation allocation;
    int c10 = 0; // C10: topscorers or their opponents with a colour difference beyond ±2
    int c11 = 0; // C11: topscorers or their opponents with the same colour a third time
    int c12 = 0; // C12: players not given their colour preference
    int c13 = 0; // C13: players not given their strong (or absolute) preference
};

// The bracket being paired and the players around it.
struct Bracket {
    std::vector<int> members; // player indices in BSN order (1.2 order, moved-down players first)
    int movedDown = 0; // how many of the members are moved-down players (MDPs)
    Points residentScore = 0;
    std::vector<int> next; // residents of the next scoregroup
};

// Where a pair of the remainder stands in its order (Art. 3.3, 3.6), kept for the explanation.
struct OrderFact {
    PairOrder order = PairOrder::AsOrdered;
    int orderedOpponent = -1; // player index of the S2 player of the same place, when not taken
};

// Which edges a stage may use inside the bracket.
using EdgeFilter = std::function<bool(int, int)>;

// Fields a stage adds below the quality criteria, and their values on an edge.
struct ExtraFields {
    std::function<void(WeightLayout &)> declare;
    std::function<void(int, int, const WeightLayout &, std::vector<WeightTerm> &)> terms;
};

class Pairer {
public:
    explicit Pairer(const RoundSnapshot &snapshot)
        : m_snapshot(snapshot)
        , m_players(snapshot.players)
        , m_n(static_cast<int>(snapshot.players.size()))
        , m_partner(m_n, kUnpaired)
        , m_hint(m_n, kUnpaired)
        , m_proven(m_n)
        , m_order(m_n)
    {
        m_legal.assign(m_n, std::vector<char>(m_n, 0));
        for (int a = 0; a < m_n; ++a)
            for (int b = a + 1; b < m_n; ++b)
                m_legal[a][b] = m_legal[b][a] = legalPair(a, b) ? 1 : 0;
    }

    PairingResult run();

private:
    const RoundSnapshot &m_snapshot;
    const std::vector<SnapshotPlayer> &m_players;
    int m_n;
    std::vector<int> m_partner;
    std::vector<std::vector<char>> m_legal;
    RoundPairing m_result;
    std::vector<int> m_hint; // the last solve's partners, where the next solve starts from
    // Pairs the proof of an earlier solve of the bracket needed beyond its likely ones: likely
    // again in the next (a choice of where the sparse solve starts, not of its result).
    std::vector<std::vector<int>> m_proven;
    bool m_byeFromBracket = false; // C9 applies to the bracket being paired
    std::vector<OrderFact> m_order; // by the pair's first player in the bracket's order

    const SnapshotPlayer &player(int index) const { return m_players[index]; }

    // Keeps the pairs of the solve's `added` edges whose ends are both players (`playerOf`).
    void rememberProven(
        const WeightedGraph &graph, const std::vector<int> &added, const std::vector<int> &playerOf)
    {
        const int players = static_cast<int>(playerOf.size());
        for (int k : added) {
            const WeightedEdge &e = graph.edge(k);
            if (e.u < players && e.v < players) {
                m_proven[playerOf[e.u]].push_back(playerOf[e.v]);
                m_proven[playerOf[e.v]].push_back(playerOf[e.u]);
            }
        }
    }

    // C1 (and the forbidden pairs), C3.
    bool legalPair(int a, int b) const
    {
        const SnapshotPlayer &pa = player(a);
        const SnapshotPlayer &pb = player(b);
        if (!pa.mayMeet(pb.startNumber) || !pb.mayMeet(pa.startNumber))
            return false;
        return pa.topscorer || pb.topscorer || pa.preference.strength != Strength::Absolute
            || pb.preference.strength != Strength::Absolute
            || pa.preference.colour != pb.preference.colour;
    }

    PairQuality evaluate(int higher, int lower) const
    {
        PairQuality q;
        const SnapshotPlayer &h = player(higher);
        const SnapshotPlayer &l = player(lower);
        q.allocation = allocateColours(h, l, m_snapshot.initialColour);
        const bool topscorers = h.topscorer || l.topscorer;
        for (const SnapshotPlayer *p : { &h, &l }) {
            const Colour got = colourOf(q.allocation, p->startNumber);
            if (p->preference.colour != Colour::None && got != p->preference.colour) {
                ++q.c12;
                if (p->preference.strength >= Strength::Strong)
                    ++q.c13;
            }
            if (topscorers) {
                const int difference = p->colourDifference + (got == Colour::White ? 1 : -1);
                if (difference > 2 || difference < -2)
                    ++q.c10;
                const auto &c = p->colours;
                if (c.size() >= 2 && c[c.size() - 1] == got && c[c.size() - 2] == got)
                    ++q.c11;
            }
        }
        return q;
    }

    std::vector<int> remaining() const
    {
        std::vector<int> result;
        for (int i = 0; i < m_n; ++i)
            if (m_partner[i] == kUnpaired)
                result.push_back(i);
        return result;
    }

    std::vector<int> solve(const Bracket &bracket, const EdgeFilter &inBracketAllowed,
        const std::vector<ExtraFields> &extras);
    template <typename PairTerms, typename ByeTerms, typename Usable, typename Likely>
    bool solveNearBracket(const std::vector<int> &rest, const std::vector<char> &near,
        const WeightLayout &layout, int fComplete, PairTerms &&pairTerms, ByeTerms &&byeTerms,
        Usable &&usable, Likely &&likely, std::vector<int> &partner);
    bool pairBelow(const std::vector<int> &lower, const std::vector<int> &leftAbove,
        const Points *byeScore, std::vector<int> &partner);
    std::vector<int> pairBracket(const Bracket &bracket);
    void recordOrder(const std::vector<int> &remainder, int pairs);
    void recordLeftOver(const Bracket &bracket, const std::vector<int> &floaters);
    Blocked blockedBy(int a, int b) const;
    bool completable();
    Unpairable explainFailure() const;
    void finish();
};

bool Pairer::completable()
{
    const std::vector<int> rest = remaining();
    const int count = static_cast<int>(rest.size());
    const bool odd = count % 2 == 1;
    std::vector<std::vector<int>> adjacency(count + (odd ? 1 : 0));
    for (int i = 0; i < count; ++i) {
        for (int j = i + 1; j < count; ++j)
            if (m_legal[rest[i]][rest[j]]) {
                adjacency[i].push_back(j);
                adjacency[j].push_back(i);
            }
        if (odd && player(rest[i]).byeEligible) {
            adjacency[i].push_back(count);
            adjacency[count].push_back(i);
        }
    }
    const std::vector<int> mate = CardinalityMatching(std::move(adjacency)).solve({});
    return std::none_of(mate.begin(), mate.end(), [](int m) { return m < 0; });
}

// Only the pairs inside the bracket and the next scoregroup (the players "near") weigh more
// than the others: every pair with a player below them, and every pair below them, has the same
// weight, the neutral one (no criterion of this bracket counts it), and so does a bye given
// below them, apart from C5. Every complete pairing has the same number of pairs, so the best
// one maximises, over the pairs near the bracket, what each gains above the neutral weight, and
// the C5 gain of the bye. Leaving out the players below (letting anyone near be paired with
// them) can only raise that maximum; when the pairs found near the bracket can be completed
// below (those left over paired with the players below, the bye below going to a player of the
// lowest score who may take it), the pairing reaches the raised maximum and so is a best one.
// Otherwise the caller solves the whole graph.
template <typename PairTerms, typename ByeTerms, typename Usable, typename Likely>
bool Pairer::solveNearBracket(const std::vector<int> &rest, const std::vector<char> &near,
    const WeightLayout &layout, int fComplete, PairTerms &&pairTerms, ByeTerms &&byeTerms,
    Usable &&usable, Likely &&likely, std::vector<int> &partner)
{
    std::vector<int> upper;
    std::vector<int> lower;
    for (int i : rest)
        (near[i] ? upper : lower).push_back(i);
    if (lower.size() < 2)
        return false;
    const bool odd = rest.size() % 2 == 1;
    // The neutral weight, taken away from every edge near the bracket.
    std::vector<WeightTerm> neutral;
    pairTerms(lower[0], lower[1], neutral);
    for (WeightTerm &t : neutral)
        t.subtract = !t.subtract;
    const int count = static_cast<int>(upper.size());
    int vertices = count;
    int byeVertex = -1;
    int byeBelowVertex = -1;
    int byeBelowPlayer = -1; // a player of the lowest score below who may take the bye
    if (odd) {
        byeVertex = vertices++;
        for (int i : lower)
            if (player(i).byeEligible
                && (byeBelowPlayer < 0
                    || player(i).pairingScore < player(byeBelowPlayer).pairingScore))
                byeBelowPlayer = i;
        if (byeBelowPlayer >= 0)
            byeBelowVertex = vertices++;
    }
    WeightedGraph graph(layout.totalBits());
    std::vector<WeightTerm> terms;
    for (int x = 0; x < count; ++x) {
        for (int y = x + 1; y < count; ++y)
            if (usable(upper[x], upper[y])) {
                terms.clear();
                pairTerms(upper[x], upper[y], terms);
                terms.insert(terms.end(), neutral.begin(), neutral.end());
                graph.addEdge(x, y, terms, likely(upper[x], upper[y]));
            }
        if (odd && player(upper[x]).byeEligible) {
            terms.clear();
            byeTerms(upper[x], terms);
            terms.insert(terms.end(), neutral.begin(), neutral.end());
            // the bye is given in every complete pairing: a bit above all gains
            terms.push_back({ layout.shift(fComplete), 1 });
            graph.addEdge(x, byeVertex, terms);
        }
    }
    if (byeBelowVertex >= 0) {
        terms.clear();
        byeTerms(byeBelowPlayer, terms);
        terms.insert(terms.end(), neutral.begin(), neutral.end());
        terms.push_back({ layout.shift(fComplete), 1 });
        graph.addEdge(byeBelowVertex, byeVertex, terms);
    }
    std::vector<int> added;
    const std::vector<int> mate = maximumWeightMatching(vertices, graph, &added);
    rememberProven(graph, added, upper);
    if (odd && mate[byeVertex] < 0)
        return false;
    partner.assign(m_n, kUnpaired);
    std::vector<int> leftAbove;
    for (int x = 0; x < count; ++x) {
        if (mate[x] < 0)
            leftAbove.push_back(upper[x]);
        else
            partner[upper[x]] = mate[x] == byeVertex ? kBye : upper[mate[x]];
    }
    const bool byeBelow = odd && mate[byeVertex] == byeBelowVertex;
    const Points byeScore = byeBelow ? player(byeBelowPlayer).pairingScore : 0;
    return pairBelow(lower, leftAbove, byeBelow ? &byeScore : nullptr, partner);
}

// A pairing of everyone below the bracket and of those left over near it (each with a player
// below), the bye, if given below, to a player of score `byeScore` who may take it.
bool Pairer::pairBelow(const std::vector<int> &lower, const std::vector<int> &leftAbove,
    const Points *byeScore, std::vector<int> &partner)
{
    std::vector<int> players = lower;
    players.insert(players.end(), leftAbove.begin(), leftAbove.end());
    const int below = static_cast<int>(lower.size());
    const int count = static_cast<int>(players.size());
    const int bye = count; // the vertex of the bye, when it is given below
    std::vector<std::vector<int>> adjacency(count + (byeScore ? 1 : 0));
    std::vector<int> vertexOf(m_n, -1);
    for (int x = 0; x < count; ++x)
        vertexOf[players[x]] = x;
    for (int x = 0; x < count; ++x) {
        for (int y = x + 1; y < count; ++y)
            if ((x < below || y < below) && m_legal[players[x]][players[y]]) {
                adjacency[x].push_back(y);
                adjacency[y].push_back(x);
            }
        if (byeScore && x < below && player(players[x]).byeEligible
            && player(players[x]).pairingScore == *byeScore) {
            adjacency[x].push_back(bye);
            adjacency[bye].push_back(x);
        }
    }
    // Start from the pairs of the last solve that are still possible.
    std::vector<int> mate(adjacency.size(), -1);
    for (int x = 0; x < count; ++x) {
        const int hint = m_hint[players[x]];
        if (mate[x] != -1)
            continue;
        if (hint == kBye && byeScore && mate[bye] == -1
            && std::find(adjacency[x].begin(), adjacency[x].end(), bye) != adjacency[x].end()) {
            mate[x] = bye;
            mate[bye] = x;
        } else if (hint >= 0 && vertexOf[hint] >= 0 && mate[vertexOf[hint]] == -1
            && (x < below || vertexOf[hint] < below) && m_legal[players[x]][hint]) {
            mate[x] = vertexOf[hint];
            mate[vertexOf[hint]] = x;
        }
    }
    mate = CardinalityMatching(std::move(adjacency)).solve(std::move(mate));
    if (std::any_of(mate.begin(), mate.end(), [](int m) { return m < 0; }))
        return false;
    for (int x = 0; x < count; ++x)
        partner[players[x]] = mate[x] == bye ? kBye : players[mate[x]];
    return true;
}

std::vector<int> Pairer::solve(const Bracket &bracket, const EdgeFilter &inBracketAllowed,
    const std::vector<ExtraFields> &extras)
{
    const std::vector<int> rest = remaining();
    const int count = static_cast<int>(rest.size());
    const bool odd = count % 2 == 1;
    const int vertices = count + (odd ? 1 : 0);

    std::vector<char> inBracket(m_n, 0);
    std::vector<char> inNext(m_n, 0);
    std::vector<char> isMdp(m_n, 0);
    for (int k = 0; k < static_cast<int>(bracket.members.size()); ++k) {
        inBracket[bracket.members[k]] = 1;
        isMdp[bracket.members[k]] = k < bracket.movedDown ? 1 : 0;
    }
    for (int i : bracket.next)
        inNext[i] = 1;

    // Score levels, highest first: of the bracket (C7), of the bracket and the next
    // scoregroup (C8), and the score differences of moved-down players (C18-C21).
    std::vector<Points> bracketLevels;
    std::vector<Points> nextLevels;
    std::vector<Points> differenceLevels;
    for (int i : bracket.members) {
        bracketLevels.push_back(player(i).pairingScore);
        nextLevels.push_back(player(i).pairingScore);
        if (isMdp[i])
            differenceLevels.push_back(player(i).pairingScore - bracket.residentScore);
    }
    for (int i : bracket.next)
        nextLevels.push_back(player(i).pairingScore);
    for (auto *levels : { &bracketLevels, &nextLevels, &differenceLevels }) {
        std::sort(levels->begin(), levels->end(), std::greater<>());
        levels->erase(std::unique(levels->begin(), levels->end()), levels->end());
    }
    auto levelOf = [](const std::vector<Points> &levels, Points value) {
        return static_cast<int>(std::find(levels.begin(), levels.end(), value) - levels.begin());
    };

    Points highest = 0;
    int mostUnplayed = 0;
    for (int i : rest) {
        highest = std::max(highest, player(i).pairingScore);
        mostUnplayed = std::max(mostUnplayed, player(i).unplayedRounds);
    }

    WeightLayout layout;
    const int fComplete = layout.add(1);
    const int fC5 = layout.add(static_cast<std::uint64_t>(highest) + 1);
    const int fC6 = layout.add(1);
    const int fC7 = static_cast<int>(bracketLevels.size());
    const int firstC7 = fComplete + 3;
    for (int k = 0; k < fC7; ++k)
        layout.add(2);
    const int fC8 = layout.add(1);
    const int firstC8 = fC8 + 1;
    for (std::size_t k = 0; k < nextLevels.size(); ++k)
        layout.add(2);
    const int fC9 = layout.add(static_cast<std::uint64_t>(mostUnplayed) + 1);
    const int fC10 = layout.add(2);
    const int fC11 = layout.add(2);
    const int fC12 = layout.add(2);
    const int fC13 = layout.add(2);
    const int fC14 = layout.add(2);
    const int fC15 = layout.add(1);
    const int fC16 = layout.add(2);
    const int fC17 = layout.add(1);
    const int levelsSd = static_cast<int>(differenceLevels.size());
    // C18-C21 each: first the moved-down players left unpaired (a difference above any), as a
    // reward for pairing them, then one field per score difference, highest first.
    const int perCriterion = levelsSd + 1;
    const int firstC18 = fC17 + 1;
    for (int k = 0; k < 4 * perCriterion; ++k)
        layout.add(1);
    for (const ExtraFields &extra : extras)
        extra.declare(layout);
    layout.place(vertices / 2);

    auto field = [&](int id, std::uint64_t value, std::vector<WeightTerm> &terms) {
        if (value != 0)
            terms.push_back({ layout.shift(id), value });
    };

    // The weight of a pair of players (u ranks above v), and of the bye given to u.
    std::vector<std::uint64_t> sd; // C18-C21, one pair's at a time
    auto pairTerms = [&](int u, int v, std::vector<WeightTerm> &t) {
        const bool pairInBracket = inBracket[u] && inBracket[v] && !(isMdp[u] && isMdp[v]);
        field(fComplete, 1, t);
        std::uint64_t c15 = 1, c17 = 1;
        sd.assign(4 * perCriterion, 1);
        for (int c = 0; c < 4; ++c)
            sd[c * perCriterion] = 0;
        if (pairInBracket) {
            const PairQuality q = evaluate(u, v);
            field(fC6, 1, t);
            if (bracketLevels.size() == 1) {
                field(firstC7, 2, t);
            } else {
                field(firstC7 + levelOf(bracketLevels, player(u).pairingScore), 1, t);
                field(firstC7 + levelOf(bracketLevels, player(v).pairingScore), 1, t);
            }
            field(fC10, 2 - q.c10, t);
            field(fC11, 2 - q.c11, t);
            field(fC12, 2 - q.c12, t);
            field(fC13, 2 - q.c13, t);
            const SnapshotPlayer &pu = player(u);
            const SnapshotPlayer &pv = player(v);
            // C14, C16: residents who downfloated before, kept in the bracket.
            auto residentDown = [&](int i, int ago) {
                return !isMdp[i] && player(i).floatRoundsAgo(ago) == Float::Down ? 1 : 0;
            };
            field(fC14, residentDown(u, 1) + residentDown(v, 1), t);
            field(fC16, residentDown(u, 2) + residentDown(v, 2), t);
            if (isMdp[u] && !isMdp[v]) {
                const int level = 1 + levelOf(differenceLevels, pu.pairingScore - pv.pairingScore);
                if (pv.floatRoundsAgo(1) == Float::Up) {
                    c15 = 0;
                    sd[perCriterion + level] = 0;
                }
                if (pv.floatRoundsAgo(2) == Float::Up) {
                    c17 = 0;
                    sd[3 * perCriterion + level] = 0;
                }
                if (pu.floatRoundsAgo(1) == Float::Down) {
                    sd[0] = 1;
                    sd[level] = 0;
                }
                if (pu.floatRoundsAgo(2) == Float::Down) {
                    sd[2 * perCriterion] = 1;
                    sd[2 * perCriterion + level] = 0;
                }
            }
        } else {
            field(fC10, 2, t);
            field(fC11, 2, t);
            field(fC12, 2, t);
            field(fC13, 2, t);
            // C8: pairs of the next bracket (the downfloaters and the next scoregroup).
            const bool pairInNext = (inBracket[u] && inNext[v]) || (inNext[u] && inNext[v]);
            if (pairInNext) {
                field(fC8, 1, t);
                field(firstC8 + levelOf(nextLevels, player(u).pairingScore), 1, t);
                field(firstC8 + levelOf(nextLevels, player(v).pairingScore), 1, t);
            }
        }
        field(fC15, c15, t);
        field(fC17, c17, t);
        for (int k = 0; k < 4 * perCriterion; ++k)
            field(firstC18 + k, sd[k], t);
        for (const ExtraFields &extra : extras)
            extra.terms(u, v, layout, t);
    };
    auto byeTerms = [&](int u, std::vector<WeightTerm> &t) {
        field(fComplete, 1, t);
        // C5: the bye to the lowest score; C9: to the fewest unplayed rounds.
        field(fC5, static_cast<std::uint64_t>(highest - player(u).pairingScore) + 1, t);
        // C9 only where the bracket leaves one player, and he gets the bye.
        if (m_byeFromBracket && inBracket[u])
            field(fC9, static_cast<std::uint64_t>(mostUnplayed - player(u).unplayedRounds), t);
        field(fC10, 2, t);
        field(fC11, 2, t);
        field(fC12, 2, t);
        field(fC13, 2, t);
        field(fC15, 1, t);
        field(fC17, 1, t);
        for (int k = 0; k < 4 * perCriterion; ++k)
            field(firstC18 + k, k % perCriterion == 0 ? 0 : 1, t);
        for (const ExtraFields &extra : extras)
            extra.terms(u, kBye, layout, t);
    };
    auto usable = [&](int u, int v) {
        if (!m_legal[u][v])
            return false;
        const bool pairInBracket = inBracket[u] && inBracket[v] && !(isMdp[u] && isMdp[v]);
        return !pairInBracket || inBracketAllowed(u, v);
    };

    // Likely pairs, with which the sparse solve starts (any choice gives the same result): the
    // last solve's, and those of S1 and S2 in the order of the bracket and of the next
    // scoregroup, each player with those about half the group away.
    std::vector<int> place(m_n, -1);
    std::vector<int> half(m_n, 0);
    for (const std::vector<int> *group : { &bracket.members, &bracket.next }) {
        std::vector<int> unpaired;
        for (int i : *group)
            if (m_partner[i] == kUnpaired)
                unpaired.push_back(i);
        for (int k = 0; k < static_cast<int>(unpaired.size()); ++k) {
            place[unpaired[k]] = k;
            half[unpaired[k]] = static_cast<int>(unpaired.size()) / 2;
        }
    }
    auto likely = [&](int u, int v) {
        if (m_hint[u] == v)
            return true;
        if (std::find(m_proven[u].begin(), m_proven[u].end(), v) != m_proven[u].end())
            return true;
        if (place[u] < 0 || place[v] < 0 || half[u] != half[v] || inBracket[u] != inBracket[v])
            return false;
        return std::abs(std::abs(place[u] - place[v]) - half[u]) <= kLikelyBand;
    };

    std::vector<char> near(m_n, 0);
    for (int i = 0; i < m_n; ++i)
        near[i] = inBracket[i] || inNext[i];
    std::vector<int> partner;
    if (solveNearBracket(
            rest, near, layout, fComplete, pairTerms, byeTerms, usable, likely, partner)) {
        m_hint = partner;
        return partner;
    }

    WeightedGraph graph(layout.totalBits());
    std::vector<WeightTerm> terms;
    for (int x = 0; x < count; ++x) {
        for (int y = x + 1; y < count; ++y)
            if (usable(rest[x], rest[y])) {
                terms.clear();
                pairTerms(rest[x], rest[y], terms);
                graph.addEdge(x, y, terms, likely(rest[x], rest[y]));
            }
        if (odd && player(rest[x]).byeEligible) {
            terms.clear();
            byeTerms(rest[x], terms);
            graph.addEdge(x, count, terms);
        }
    }
    std::vector<int> added;
    const std::vector<int> mate = maximumWeightMatching(vertices, graph, &added);
    rememberProven(graph, added, rest);
    partner.assign(m_n, kUnpaired);
    for (int x = 0; x < count; ++x) {
        if (mate[x] < 0)
            continue;
        partner[rest[x]] = mate[x] == count ? kBye : rest[mate[x]];
    }
    m_hint = partner;
    return partner;
}

// Lexicographic order of a sequence of choices, packed as digits: the choice for position
// `index` (0 first) among `positions`, `rank` 0 the best, each digit `bits` wide.
WeightTerm digit(
    const WeightLayout &layout, int field, int positions, int index, int bits, std::uint64_t value)
{
    return { layout.shift(field) + (positions - 1 - index) * bits, value };
}

std::vector<int> Pairer::pairBracket(const Bracket &bracket)
{
    const std::vector<int> &members = bracket.members;
    const int size = static_cast<int>(members.size());
    if (size < 2)
        return members;
    for (std::vector<int> &pairs : m_proven)
        pairs.clear();
    std::vector<int> bsn(m_n, 0); // 1-based in-bracket sequence numbers
    for (int k = 0; k < size; ++k)
        bsn[members[k]] = k + 1;
    auto inBracket = [&](int i) { return i >= 0 && bsn[i] > 0; };
    auto isMdp = [&](int i) { return inBracket(i) && bsn[i] <= bracket.movedDown; };
    auto bracketPair = [&](const std::vector<int> &partner, int i) {
        return inBracket(partner[i]) && !(isMdp(i) && isMdp(partner[i]));
    };
    const EdgeFilter any = [](int, int) { return true; };

    // Which moved-down players are paired: the first set in the order of Art. 4.4, among the
    // best candidates (a field ranking the sets by their lowest BSNs).
    std::vector<ExtraFields> extras;
    const int m0 = bracket.movedDown;
    if (m0 > 0) {
        auto setField = std::make_shared<int>(-1);
        extras.push_back({ [=](WeightLayout &layout) { *setField = layout.addBits(m0 + 1); },
            [=, &bsn](int u, int v, const WeightLayout &layout, std::vector<WeightTerm> &t) {
                if (v >= 0 && bsn[u] > 0 && bsn[v] > 0 && bsn[u] <= m0 && bsn[v] > m0)
                    t.push_back({ layout.shift(*setField) + (m0 - bsn[u]), 1 });
            } });
    }
    m_byeFromBracket = false;
    std::vector<int> partner = solve(bracket, any, extras);
    int pairs = 0;
    for (int i : members)
        if (bracketPair(partner, i))
            ++pairs;
    if (size - pairs == 1 && remaining().size() % 2 == 1) {
        // C9 (2026): the bracket downfloats exactly one player; what counts is whether he
        // ends up with the bye (with no bye to give, the weights and so the pairs stay).
        m_byeFromBracket = true;
        partner = solve(bracket, any, extras);
    }

    std::vector<int> chosenMdps;
    for (int k = 0; k < m0; ++k)
        if (bracketPair(partner, members[k]))
            chosenMdps.push_back(members[k]);

    if (!chosenMdps.empty()) {
        // The pairing of the moved-down players: the first transposition of S2 (its first M1
        // BSNs in lexicographic order) that still allows the best candidate.
        std::vector<int> position(m_n, -1);
        const int m1 = static_cast<int>(chosenMdps.size());
        for (int k = 0; k < m1; ++k)
            position[chosenMdps[k]] = k;
        const int bits = std::bit_width(static_cast<unsigned>(size + 1));
        const EdgeFilter onlyChosen = [&](int u, int v) {
            return !((isMdp(u) && position[u] < 0) || (isMdp(v) && position[v] < 0));
        };
        auto order = std::make_shared<int>(-1);
        const std::vector<ExtraFields> transposition {
            { [=](WeightLayout &layout) { *order = layout.addBits(m1 * bits); },
                [&, m1, bits, order](
                    int u, int v, const WeightLayout &layout, std::vector<WeightTerm> &t) {
                    if (v < 0 || !isMdp(u) || position[u] < 0 || !inBracket(v) || isMdp(v))
                        return;
                    t.push_back(digit(layout, *order, m1, position[u], bits,
                        static_cast<std::uint64_t>(size + 1 - bsn[v])));
                } }
        };
        partner = solve(bracket, onlyChosen, transposition);
        for (int mdp : chosenMdps) {
            m_partner[mdp] = partner[mdp];
            m_partner[partner[mdp]] = mdp;
        }
    }

    // The remainder (or the homogeneous bracket): its residents with BSNs of their own.
    std::vector<int> rest;
    for (int k = m0; k < size; ++k)
        if (m_partner[members[k]] == kUnpaired)
            rest.push_back(members[k]);
    int pairsLeft = 0;
    for (int i : rest)
        if (bracketPair(partner, i) && !isMdp(partner[i]) && i < partner[i])
            ++pairsLeft;
    if (pairsLeft > 0) {
        const int r = static_cast<int>(rest.size());
        std::vector<int> rbsn(m_n, 0);
        for (int k = 0; k < r; ++k)
            rbsn[rest[k]] = k + 1;
        const int p = pairsLeft;
        auto inRest = [&](int i) { return i >= 0 && rbsn[i] > 0; };
        // The exchange (Art. 3.7, ordered by size, BSN-sum difference, highest BSN moved
        // down, lowest BSN moved up): a pair's lower BSN stands in S1, so each term is a pair's.
        auto fSize = std::make_shared<int>(-1);
        auto fDiff = std::make_shared<int>(-1);
        auto fDown = std::make_shared<int>(-1);
        auto fUp = std::make_shared<int>(-1);
        const std::vector<ExtraFields> exchange { { [=](WeightLayout &layout) {
                                                       *fSize = layout.add(1);
                                                       *fDiff = layout.add(r);
                                                       *fDown = layout.addWide(p + 2);
                                                       *fUp = layout.addBits(r - p + 1);
                                                   },
            [&, r, p](int u, int v, const WeightLayout &layout, std::vector<WeightTerm> &t) {
                const bool pairInRest = v >= 0 && inRest(u) && inRest(v);
                const int low = pairInRest ? std::min(rbsn[u], rbsn[v]) : 0;
                t.push_back({ layout.shift(*fSize), pairInRest && low > p ? 0u : 1u });
                t.push_back({ layout.shift(*fDiff), static_cast<std::uint64_t>(r - low) });
                // Moved down from S1: the more the higher its BSNs, so the fewer 2^low of pairs
                // whose lower BSN stays in S1 (2^(p+1) less those).
                t.push_back({ layout.shift(*fDown) + p + 1, 1 });
                if (pairInRest && low <= p)
                    t.push_back({ layout.shift(*fDown) + low, 1, true });
                // Moved up from S2: the lower its BSNs the better.
                if (pairInRest && low > p)
                    t.push_back({ layout.shift(*fUp) + (r - low), 1 });
            } } };
        const EdgeFilter onlyRest = [&](int u, int v) {
            // pairs of the remainder only; moved-down players are done
            return !isMdp(u) && !isMdp(v);
        };
        // When the last solve's pairs of the remainder already have their lower BSNs among the
        // first p, S1 is the first p players (Art. 3.3), no exchange can rank before it, and
        // those pairs are a best candidate for it.
        const bool exchanged = std::any_of(rest.begin(), rest.end(),
            [&](int i) { return inRest(partner[i]) && std::min(rbsn[i], rbsn[partner[i]]) > p; });
        if (exchanged)
            partner = solve(bracket, onlyRest, exchange);
        std::vector<char> inS1(m_n, 0);
        for (int i : rest)
            if (inRest(partner[i]) && rbsn[i] < rbsn[partner[i]])
                inS1[i] = 1;
        // The first transposition (Art. 3.6) for this exchange.
        std::vector<int> s1;
        for (int i : rest)
            if (inS1[i])
                s1.push_back(i);
        std::vector<int> position(m_n, -1);
        for (int k = 0; k < static_cast<int>(s1.size()); ++k)
            position[s1[k]] = k;
        const int count = static_cast<int>(s1.size());
        const int bits = std::bit_width(static_cast<unsigned>(r + 1));
        const EdgeFilter s1ToS2 = [&](int u, int v) {
            if (isMdp(u) || isMdp(v))
                return false;
            if (!inRest(u) || !inRest(v))
                return true;
            return inS1[u] && !inS1[v] && rbsn[u] < rbsn[v];
        };
        std::vector<int> s2;
        for (int i : rest)
            if (!inS1[i])
                s2.push_back(i);
        // The digits of the first S1 players first: a later player's opponent is chosen among
        // the best candidates with the earlier ones' opponents fixed, so a long S1 is taken a
        // part at a time (the same order; the weights stay narrow).
        const int perSolve = std::max(1, kDigitBitsPerSolve / bits);
        std::size_t firstFree = 0; // the S2 player of the lowest BSN not yet paired
        for (int first = 0; first < count;) {
            while (firstFree < s2.size() && m_partner[s2[firstFree]] != kUnpaired)
                ++firstFree;
            // The last solve's pairs are a best candidate with these pairs fixed. When it gives
            // the next S1 player the first S2 player still free, no transposition gives him a
            // better opponent (Art. 3.6: the lowest BSN first), so a solve would fix him alike.
            if (firstFree < s2.size() && partner[s1[first]] == s2[firstFree]) {
                m_partner[s1[first]] = s2[firstFree];
                m_partner[s2[firstFree]] = s1[first];
                ++first;
                continue;
            }
            const int digits = std::min(perSolve, count - first);
            auto order = std::make_shared<int>(-1);
            const std::vector<ExtraFields> transposition {
                { [=](WeightLayout &layout) { *order = layout.addBits(digits * bits); },
                    [&, first, digits, bits, order, r](
                        int u, int v, const WeightLayout &layout, std::vector<WeightTerm> &t) {
                        if (v < 0 || !inRest(u) || !inRest(v) || !inS1[u] || inS1[v])
                            return;
                        const int place = position[u] - first;
                        if (place < 0 || place >= digits)
                            return;
                        t.push_back(digit(layout, *order, digits, place, bits,
                            static_cast<std::uint64_t>(r + 1 - rbsn[v])));
                    } }
            };
            partner = solve(bracket, s1ToS2, transposition);
            for (int k = first; k < first + digits; ++k) {
                m_partner[s1[k]] = partner[s1[k]];
                m_partner[partner[s1[k]]] = s1[k];
            }
            first += digits;
        }
        recordOrder(rest, p);
    }

    std::vector<int> floaters;
    for (int i : members)
        if (m_partner[i] == kUnpaired)
            floaters.push_back(i);
    return floaters;
}

// Art. 3.3: S1 is the first `pairs` players of the remainder, S2 the rest, and S1's k-th player
// meets S2's k-th unless a transposition or an exchange (Art. 3.6, 3.7) was needed.
void Pairer::recordOrder(const std::vector<int> &remainder, int pairs)
{
    const int size = static_cast<int>(remainder.size());
    std::vector<int> place(m_n, -1);
    for (int k = 0; k < size; ++k)
        place[remainder[k]] = k;
    for (int k = 0; k < size; ++k) {
        const int partner = m_partner[remainder[k]];
        if (partner < 0 || place[partner] < k)
            continue;
        OrderFact &fact = m_order[remainder[k]];
        if (k < pairs && place[partner] == k + pairs)
            continue;
        fact.order = PairOrder::Transposed;
        if (k < pairs)
            fact.orderedOpponent = remainder[k + pairs];
    }
}

Blocked Pairer::blockedBy(int a, int b) const
{
    const SnapshotPlayer &pa = player(a);
    const int other = player(b).startNumber;
    if (std::binary_search(pa.forbidden.begin(), pa.forbidden.end(), other))
        return Blocked::Forbidden;
    if (!pa.mayMeet(other))
        return Blocked::MetBefore;
    return m_legal[a][b] ? Blocked::NotBlocked : Blocked::SameAbsoluteColour;
}

// What the bracket decided for each player it left unpaired.
void Pairer::recordLeftOver(const Bracket &bracket, const std::vector<int> &floaters)
{
    const int players = static_cast<int>(bracket.members.size());
    const int left = static_cast<int>(floaters.size());
    if (left == 0)
        return;
    // The most pairs its players could make among themselves by C1 and C3 alone (moved-down
    // players only with residents, Art. 3.4); the bracket made fewer only for C4 or C5.
    std::vector<std::vector<int>> adjacency(players);
    for (int x = 0; x < players; ++x)
        for (int y = std::max(x + 1, bracket.movedDown); y < players; ++y)
            if (m_legal[bracket.members[x]][bracket.members[y]]) {
                adjacency[x].push_back(y);
                adjacency[y].push_back(x);
            }
    const std::vector<int> mate = CardinalityMatching(std::move(adjacency)).solve({});
    const int possible
        = static_cast<int>(std::count_if(mate.begin(), mate.end(), [](int m) { return m >= 0; }))
        / 2;
    for (int i : floaters) {
        LeftInBracket facts { bracket.residentScore, players, (players - left) / 2, possible, 0,
            i == bracket.members.back() };
        // a moved-down player may only be paired with a resident (Art. 3.4)
        const bool movedDown
            = std::find(bracket.members.begin(), bracket.members.begin() + bracket.movedDown, i)
            != bracket.members.begin() + bracket.movedDown;
        for (int k = movedDown ? bracket.movedDown : 0; k < players; ++k)
            if (bracket.members[k] != i && m_legal[i][bracket.members[k]])
                ++facts.allowedOpponents;
        facts.reason = facts.allowedOpponents == 0 && players > 1 ? LeftOver::NoAllowedOpponent
            : left == 1                                           ? LeftOver::NoOpponentLeft
            : facts.pairs < possible                              ? LeftOver::NeededElsewhere
                                                                  : LeftOver::BracketFull;
        m_result.downfloats.push_back({ player(i).startNumber, player(i).pairingScore, facts });
    }
}

Unpairable Pairer::explainFailure() const
{
    // Gallai-Edmonds: the players some maximum matching of the legal pairs leaves out cannot
    // all be paired; the players (or the bye) they could still be paired with are too few.
    const int count = m_n;
    const bool odd = count % 2 == 1;
    const int bye = count; // the vertex of the pairing-allocated bye
    const int vertices = count + (odd ? 1 : 0);
    std::vector<std::vector<int>> neighbours(vertices);
    for (int i = 0; i < count; ++i) {
        for (int j = i + 1; j < count; ++j)
            if (m_legal[i][j]) {
                neighbours[i].push_back(j);
                neighbours[j].push_back(i);
            }
        if (odd && player(i).byeEligible) {
            neighbours[i].push_back(bye);
            neighbours[bye].push_back(i);
        }
    }
    auto matchingSize = [&](int without) {
        std::vector<std::vector<int>> adjacency(vertices);
        for (int i = 0; i < vertices; ++i)
            for (int j : neighbours[i])
                if (i != without && j != without)
                    adjacency[i].push_back(j);
        const std::vector<int> mate = CardinalityMatching(std::move(adjacency)).solve({});
        return std::count_if(mate.begin(), mate.end(), [](int m) { return m >= 0; });
    };
    const auto full = matchingSize(-1);
    std::vector<char> leftOut(vertices, 0);
    for (int v = 0; v < vertices; ++v)
        leftOut[v] = matchingSize(v) == full ? 1 : 0;
    Unpairable result;
    result.noneMayTakeBye = odd && neighbours[bye].empty();
    std::vector<char> named(vertices, 0);
    for (int v = 0; v < vertices; ++v) {
        if (!leftOut[v])
            continue;
        if (v == bye)
            result.byeProblem = true;
        else
            result.players.push_back(player(v).startNumber);
        for (int w : neighbours[v])
            if (!leftOut[w] && !named[w]) {
                named[w] = 1;
                if (w == bye)
                    result.byeAmongOpponents = true;
                else
                    result.opponents.push_back(player(w).startNumber);
            }
    }
    std::sort(result.players.begin(), result.players.end());
    std::sort(result.opponents.begin(), result.opponents.end());
    return result;
}

PairingResult Pairer::run()
{
    PairingResult result;
    if (!completable()) {
        result.unpairable = explainFailure();
        return result;
    }
    // Scoregroups, highest first (1.2 order is the snapshot's).
    std::vector<std::vector<int>> groups;
    for (int i = 0; i < m_n; ++i) {
        if (groups.empty() || player(groups.back().front()).pairingScore != player(i).pairingScore)
            groups.push_back({});
        groups.back().push_back(i);
    }
    std::vector<int> movedDown;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        Bracket bracket;
        bracket.members = movedDown;
        bracket.movedDown = static_cast<int>(movedDown.size());
        bracket.members.insert(bracket.members.end(), groups[g].begin(), groups[g].end());
        bracket.residentScore = player(groups[g].front()).pairingScore;
        if (g + 1 < groups.size())
            bracket.next = groups[g + 1];
        const std::vector<int> floaters = pairBracket(bracket);
        recordLeftOver(bracket, floaters);
        movedDown = floaters;
    }
    if (movedDown.size() == 1) {
        m_partner[movedDown.front()] = kBye;
        m_result.byePlayer = player(movedDown.front()).startNumber;
        m_result.bye
            = explainBye(m_snapshot, m_result.byePlayer, m_result.downfloats, m_byeFromBracket);
    }
    finish();
    result.pairing = m_result;
    return result;
}

void Pairer::finish()
{
    for (int i = 0; i < m_n; ++i) {
        const int j = m_partner[i];
        if (j < 0 || j < i)
            continue;
        const PairQuality q = evaluate(i, j);
        Board board;
        board.white = q.allocation.white;
        board.black = q.allocation.black;
        board.colourRule = q.allocation.rule;
        BoardExplanation &e = board.explanation;
        e.bracketScore = std::min(player(i).pairingScore, player(j).pairingScore);
        e.colours = explainColours(q.allocation, player(i), player(j), m_snapshot.initialColour);
        e.order = m_order[i].order;
        e.firstInOrder = player(i).startNumber;
        if (m_order[i].orderedOpponent >= 0) {
            e.orderedOpponent = player(m_order[i].orderedOpponent).startNumber;
            e.blocked = blockedBy(i, m_order[i].orderedOpponent);
        }
        if (q.c10)
            e.failures.push_back(Criterion::C10);
        if (q.c11)
            e.failures.push_back(Criterion::C11);
        if (q.c12)
            e.failures.push_back(Criterion::C12);
        if (q.c13)
            e.failures.push_back(Criterion::C13);
        const bool iWhite = board.white == player(i).startNumber;
        explainFloats(
            e, iWhite ? player(i) : player(j), iWhite ? player(j) : player(i), m_result.downfloats);
        m_result.boards.push_back(board);
    }
}

} // namespace

PairingResult pairDutch(const RoundSnapshot &snapshot)
{
    return Pairer(snapshot).run();
}

} // namespace rd::pairing
