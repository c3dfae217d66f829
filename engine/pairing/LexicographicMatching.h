#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace rd::pairing {

// Edge weights made of fields, most important first, packed into one wide integer so that a
// maximum-weight matching maximises the first field, then the second, and so on.
class WeightLayout {
public:
    // A field whose value on one edge is at most `maxPerEdge`; returns its id.
    int add(std::uint64_t maxPerEdge);
    // A field of `bits` bits whose sum over any matching is known to fit; returns its id.
    int addBits(int bits);
    // A field whose value on one edge has at most `bitsPerEdge` bits; returns its id.
    int addWide(int bitsPerEdge);
    // Places the fields, once all are added, for matchings of at most `edges` edges.
    void place(int edges);
    int shift(int field) const { return m_shift[field]; }
    int totalBits() const { return m_total; }

private:
    std::vector<std::uint64_t> m_max;
    std::vector<int> m_bits; // 0 for a field sized by m_max
    std::vector<char> m_summed; // m_bits per edge, to be summed over a matching
    std::vector<int> m_shift;
    int m_total = 0;
};

// One part of an edge's weight: `value` at bit `shift`, added or (with `subtract`) taken away.
struct WeightTerm {
    int shift;
    std::uint64_t value;
    bool subtract = false;
};

struct WeightedEdge {
    int u;
    int v;
    bool likely = false; // likely in a maximum-weight matching: solved with from the start
};

// The edges of a matching problem and their weights, each packed at once from its terms into
// as many 64-bit words as the layout's bits need (with room for the matching's sums and a sign).
class WeightedGraph {
public:
    explicit WeightedGraph(int totalBits);
    void addEdge(int u, int v, const std::vector<WeightTerm> &terms, bool likely = false);
    int size() const { return static_cast<int>(m_edges.size()); }
    const WeightedEdge &edge(int k) const { return m_edges[k]; }
    int words() const { return m_words; }
    // The weight of edge k in two's complement, the least significant word first.
    const std::uint64_t *weight(int k) const { return m_weights.data() + k * m_words; }

private:
    int m_words;
    std::vector<WeightedEdge> m_edges;
    std::vector<std::uint64_t> m_weights;
};

// A maximum-weight matching of `vertices` vertices; each vertex's mate or -1. Edges of negative
// weight (terms taken away) are left out: no maximum-weight matching holds one. `added`, when
// given, receives the edges (indices into `graph`) that the proof of the sparse solve needed
// beyond the heaviest and the likely ones: worth marking likely in a similar solve.
std::vector<int> maximumWeightMatching(
    int vertices, const WeightedGraph &graph, std::vector<int> *added = nullptr);

} // namespace rd::pairing
