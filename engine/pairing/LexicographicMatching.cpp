#include "engine/pairing/LexicographicMatching.h"

#include "engine/pairing/WeightedMatching.h"
#include "engine/pairing/WideInt.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace rd::pairing {

int WeightLayout::add(std::uint64_t maxPerEdge)
{
    m_max.push_back(maxPerEdge);
    m_bits.push_back(0);
    m_summed.push_back(1);
    return static_cast<int>(m_max.size()) - 1;
}

int WeightLayout::addBits(int bits)
{
    m_max.push_back(0);
    m_bits.push_back(bits);
    m_summed.push_back(0);
    return static_cast<int>(m_max.size()) - 1;
}

int WeightLayout::addWide(int bitsPerEdge)
{
    m_max.push_back(0);
    m_bits.push_back(bitsPerEdge);
    m_summed.push_back(1);
    return static_cast<int>(m_max.size()) - 1;
}

void WeightLayout::place(int edges)
{
    const int count = static_cast<int>(m_max.size());
    m_shift.assign(count, 0);
    int shift = 0;
    for (int i = count - 1; i >= 0; --i) {
        m_shift[i] = shift;
        const auto count = static_cast<std::uint64_t>(edges + 1);
        const int width = m_bits[i] == 0 ? std::bit_width(m_max[i] * count)
            : m_summed[i]                ? m_bits[i] + std::bit_width(count)
                                         : m_bits[i];
        shift += width;
    }
    m_total = shift;
}

WeightedGraph::WeightedGraph(int totalBits)
    : m_words((totalBits + 4 + 63) / 64) // room for the doubled weights, the duals and a sign
{
}

void WeightedGraph::addEdge(int u, int v, const std::vector<WeightTerm> &terms, bool likely)
{
    m_edges.push_back({ u, v, likely });
    const std::size_t first = m_weights.size();
    m_weights.resize(first + m_words, 0);
    std::uint64_t *word = m_weights.data() + first;
    for (const WeightTerm &t : terms) {
        // value · 2^shift added or taken away, the carry or borrow running up the words
        const int index = t.shift / 64;
        const int bit = t.shift % 64;
        const std::uint64_t parts[2] = { t.value << bit, bit != 0 ? t.value >> (64 - bit) : 0 };
        bool carry = false;
        for (int i = index; i < m_words && (i < index + 2 || carry); ++i) {
            const std::uint64_t part = i < index + 2 ? parts[i - index] : 0;
            std::uint64_t result;
            bool out;
            bool outCarry;
            if (t.subtract) {
                out = __builtin_sub_overflow(word[i], part, &result);
                outCarry = __builtin_sub_overflow(result, std::uint64_t(carry), &word[i]);
            } else {
                out = __builtin_add_overflow(word[i], part, &result);
                outCarry = __builtin_add_overflow(result, std::uint64_t(carry), &word[i]);
            }
            carry = out || outCarry;
        }
    }
}

namespace {

// How many edges of each vertex the first sparse solve takes: its heaviest, and as many more
// spread over its other neighbours; and how many of the edges the duals fail each vertex adds.
constexpr int kHeaviestPerVertex = 16;
constexpr int kSpreadPerVertex = 8;
constexpr int kAddedPerVertex = 16;

// A fixed pseudo-random order of the edges, to spread a vertex's sparse edges.
std::uint64_t scatter(int u, int v)
{
    std::uint64_t x = (static_cast<std::uint64_t>(u) << 32) ^ static_cast<std::uint32_t>(v);
    x *= 0x9E3779B97F4A7C15ull;
    return x ^ (x >> 29);
}

// A maximum-weight matching of a dense graph found on a sparse part of it: each vertex's
// heaviest edges, some spread over its neighbours, and the edges the caller finds likely. The duals
// of the part's solution prove it a maximum-weight matching of the whole graph when no edge of the
// graph has a negative slack (the linear programme's optimality certificate: the duals are feasible
// for every edge, the matched edges are tight, the blossoms with a dual are full). Where an edge
// has, the part takes each vertex's most violated edges and is solved again, until the duals hold
// for every edge. The result is a maximum-weight matching of the whole graph, as exact as a dense
// solve.
template <typename Weight>
std::vector<int> solveSparse(int vertices,
    const std::vector<typename WeightedMatching<Weight>::Edge> &list,
    const std::vector<int> &likely, std::vector<int> &added)
{
    using Matching = WeightedMatching<Weight>;
    std::vector<char> chosen(list.size(), 0);
    for (int k : likely)
        chosen[k] = 1;
    std::vector<std::vector<int>> incident(vertices);
    for (int k = 0; k < static_cast<int>(list.size()); ++k) {
        incident[list[k].u].push_back(k);
        incident[list[k].v].push_back(k);
    }
    const auto scattered = [&list](int a, int b) {
        return scatter(list[a].u, list[a].v) < scatter(list[b].u, list[b].v);
    };
    const auto heavier = [&list, &scattered](int a, int b) {
        if (list[a].weight == list[b].weight)
            return scattered(a, b);
        return list[b].weight < list[a].weight;
    };
    for (std::vector<int> &around : incident) {
        const auto begin = around.begin();
        const auto heaviest = begin + std::min<std::size_t>(kHeaviestPerVertex, around.size());
        std::nth_element(begin, heaviest, around.end(), heavier);
        const auto spread
            = heaviest + std::min<std::size_t>(kSpreadPerVertex, around.end() - heaviest);
        std::nth_element(heaviest, spread, around.end(), scattered);
        for (auto it = begin; it != spread; ++it)
            chosen[*it] = 1;
    }
    std::size_t chosenCount = 0;
    for (char c : chosen)
        chosenCount += c;
    while (2 * chosenCount < list.size()) {
        std::vector<typename Matching::Edge> part;
        part.reserve(chosenCount);
        for (std::size_t k = 0; k < list.size(); ++k)
            if (chosen[k])
                part.push_back(list[k]);
        Matching matching(vertices, std::move(part));
        std::vector<int> mate = matching.solve();
        // each vertex's most violated edges, the most negative slack first
        std::vector<std::vector<std::pair<Weight, int>>> violated(vertices);
        bool certified = true;
        for (std::size_t k = 0; k < list.size(); ++k) {
            Weight slack;
            if (chosen[k] || !matching.negativeSlack(list[k].u, list[k].v, list[k].weight, slack))
                continue;
            certified = false;
            for (int end : { list[k].u, list[k].v }) {
                auto &worst = violated[end];
                worst.push_back({ slack, static_cast<int>(k) });
                std::push_heap(worst.begin(), worst.end());
                if (worst.size() > kAddedPerVertex) {
                    std::pop_heap(worst.begin(), worst.end());
                    worst.pop_back();
                }
            }
        }
        if (certified)
            return mate;
        for (const auto &worst : violated)
            for (const auto &edge : worst)
                if (!chosen[edge.second]) {
                    chosen[edge.second] = 1;
                    added.push_back(edge.second);
                    ++chosenCount;
                }
    }
    return Matching(vertices, list).solve();
}

template <int W>
std::vector<int> solveWide(int vertices, const WeightedGraph &graph, std::vector<int> *added)
{
    using Weight = WideInt<W>;
    std::vector<typename WeightedMatching<Weight>::Edge> list;
    list.reserve(graph.size());
    std::vector<int> likely;
    std::vector<int> source; // each listed edge's index in `graph`
    source.reserve(graph.size());
    const int words = graph.words();
    for (int k = 0; k < graph.size(); ++k) {
        const std::uint64_t *packed = graph.weight(k);
        if (packed[words - 1] >> 63) // negative: never part of a maximum-weight matching
            continue;
        Weight weight;
        std::copy(packed, packed + words, weight.word.begin());
        const WeightedEdge &e = graph.edge(k);
        if (e.likely)
            likely.push_back(static_cast<int>(list.size()));
        list.push_back({ e.u, e.v, weight });
        source.push_back(k);
    }
    std::vector<int> addedToList;
    std::vector<int> mate = solveSparse<Weight>(vertices, list, likely, addedToList);
    if (added)
        for (int k : addedToList)
            added->push_back(source[k]);
    return mate;
}

} // namespace

std::vector<int> maximumWeightMatching(
    int vertices, const WeightedGraph &graph, std::vector<int> *added)
{
    const int words = graph.words();
    switch (words) {
    case 1:
        return solveWide<1>(vertices, graph, added);
    case 2:
        return solveWide<2>(vertices, graph, added);
    case 3:
        return solveWide<3>(vertices, graph, added);
    case 4:
        return solveWide<4>(vertices, graph, added);
    case 5:
    case 6:
        return solveWide<6>(vertices, graph, added);
    case 7:
    case 8:
        return solveWide<8>(vertices, graph, added);
    default:
        break;
    }
    if (words <= 12)
        return solveWide<12>(vertices, graph, added);
    if (words <= 16)
        return solveWide<16>(vertices, graph, added);
    if (words <= 24)
        return solveWide<24>(vertices, graph, added);
    if (words <= 32)
        return solveWide<32>(vertices, graph, added);
    if (words <= 48)
        return solveWide<48>(vertices, graph, added);
    if (words <= 64)
        return solveWide<64>(vertices, graph, added);
    throw std::length_error("pairing weights wider than 4096 bits");
}

} // namespace rd::pairing
