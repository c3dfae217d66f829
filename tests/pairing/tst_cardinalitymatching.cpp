// The maximum-cardinality matching the pairing uses to check that a round (or what is left of
// it below a bracket) can be completed: its size on a graph that needs an odd cycle shrunk, and
// on random small graphs against the size found by trying every matching.
#include "engine/pairing/CardinalityMatching.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace rd::pairing;

namespace {

using Graph = std::vector<std::vector<int>>;

void addEdge(Graph &g, int a, int b)
{
    g[a].push_back(b);
    g[b].push_back(a);
}

int matchedVertices(const Graph &g, const std::vector<int> &mate)
{
    int matched = 0;
    for (int v = 0; v < static_cast<int>(mate.size()); ++v) {
        if (mate[v] < 0)
            continue;
        // a matching of the graph: mates are neighbours, each other's
        if (mate[mate[v]] != v || std::find(g[v].begin(), g[v].end(), mate[v]) == g[v].end())
            return -1;
        ++matched;
    }
    return matched;
}

// The largest number of matched vertices, by trying every matching (the first unmatched vertex
// left out or paired with each free neighbour).
int exhaustive(const Graph &g, std::vector<char> &used, int from)
{
    const int n = static_cast<int>(g.size());
    while (from < n && used[from])
        ++from;
    if (from == n)
        return 0;
    used[from] = 1;
    int best = exhaustive(g, used, from + 1);
    for (int w : g[from])
        if (!used[w]) {
            used[w] = 1;
            best = std::max(best, 2 + exhaustive(g, used, from + 1));
            used[w] = 0;
        }
    used[from] = 0;
    return best;
}

} // namespace

class TestCardinalityMatching : public QObject {
    Q_OBJECT

private slots:
    void augmentsThroughAnOddCycle()
    {
        // Edges 0-1, 1-2, 2-3, 2-4, 3-4, 3-5; started from the pairs 1-2 and 3-4, which no edge
        // between free vertices extends (0 and 5 are free, their only neighbours paired). The
        // only augmenting path, 0-1=2-4=3-5, runs through the triangle 2-3-4 (searched from 0,
        // the triangle is shrunk); it gives 0-1, 2-4, 3-5: all six paired. (The random graphs
        // below fail when odd cycles are not shrunk.)
        Graph g(6);
        addEdge(g, 0, 1);
        addEdge(g, 1, 2);
        addEdge(g, 2, 3);
        addEdge(g, 2, 4);
        addEdge(g, 3, 4);
        addEdge(g, 3, 5);
        std::vector<int> start { -1, 2, 1, 4, 3, -1 };
        const std::vector<int> mate = CardinalityMatching(g).solve(start);
        QCOMPARE(matchedVertices(g, mate), 6);
    }

    void matchesAsManyAsTryingEveryMatching()
    {
        std::mt19937 random(2026);
        for (int trial = 0; trial < 300; ++trial) {
            const int n = 2 + static_cast<int>(random() % 11);
            const double density = 0.15 + 0.5 * (random() % 100) / 100.0;
            Graph g(n);
            for (int a = 0; a < n; ++a)
                for (int b = a + 1; b < n; ++b)
                    if ((random() % 1000) / 1000.0 < density)
                        addEdge(g, a, b);
            // a random start: some edges taken in turn while both ends are free
            std::vector<int> start(n, -1);
            for (int a = 0; a < n; ++a)
                for (int b : g[a])
                    if (start[a] < 0 && start[b] < 0 && a != b && random() % 3 == 0) {
                        start[a] = b;
                        start[b] = a;
                    }
            std::vector<char> used(n, 0);
            const int best = exhaustive(g, used, 0);
            const std::vector<int> mate = CardinalityMatching(g).solve(start);
            QCOMPARE(matchedVertices(g, mate), best);
        }
    }
};

QTEST_GUILESS_MAIN(TestCardinalityMatching)
#include "tst_cardinalitymatching.moc"
