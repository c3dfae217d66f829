#pragma once

#include <vector>

namespace rd::pairing {

// A maximum-cardinality matching of a general graph (Edmonds' blossom algorithm: from each
// unmatched vertex, a search for an augmenting path that shrinks odd cycles). Starting from a
// matching that is almost complete, it costs one search per vertex left unmatched.
class CardinalityMatching {
public:
    explicit CardinalityMatching(std::vector<std::vector<int>> adjacency);

    // Extends `mate` (each vertex's mate or -1, a matching of the graph) to a maximum matching:
    // first greedily, then by augmenting paths. A vertex from which no augmenting path starts
    // never gets one later (Berge), so one search per vertex suffices.
    std::vector<int> solve(std::vector<int> mate);

private:
    std::vector<std::vector<int>> m_adjacency;
    std::vector<int> m_mate, m_parent, m_base, m_queue;
    std::vector<char> m_used, m_inBlossom, m_onPath;

    int commonBase(int a, int b);
    void markPath(int v, int base, int child);
    int findAugmentingPath(int root);
};

} // namespace rd::pairing
