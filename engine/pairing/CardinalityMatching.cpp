#include "engine/pairing/CardinalityMatching.h"

#include <algorithm>
#include <utility>

namespace rd::pairing {

CardinalityMatching::CardinalityMatching(std::vector<std::vector<int>> adjacency)
    : m_adjacency(std::move(adjacency))
{
}

std::vector<int> CardinalityMatching::solve(std::vector<int> mate)
{
    const int n = static_cast<int>(m_adjacency.size());
    m_mate = std::move(mate);
    m_mate.resize(n, -1);
    for (int v = 0; v < n; ++v) {
        if (m_mate[v] != -1)
            continue;
        for (int w : m_adjacency[v])
            if (m_mate[w] == -1) {
                m_mate[v] = w;
                m_mate[w] = v;
                break;
            }
    }
    m_parent.assign(n, -1);
    m_base.assign(n, 0);
    m_used.assign(n, 0);
    m_inBlossom.assign(n, 0);
    m_onPath.assign(n, 0);
    for (int root = 0; root < n; ++root) {
        if (m_mate[root] != -1)
            continue;
        int v = findAugmentingPath(root);
        while (v != -1) { // flip the path back to the root
            const int before = m_parent[v];
            const int next = m_mate[before];
            m_mate[v] = before;
            m_mate[before] = v;
            v = next;
        }
    }
    return m_mate;
}

int CardinalityMatching::commonBase(int a, int b)
{
    std::fill(m_onPath.begin(), m_onPath.end(), 0);
    while (true) {
        a = m_base[a];
        m_onPath[a] = 1;
        if (m_mate[a] == -1)
            break;
        a = m_parent[m_mate[a]];
    }
    while (true) {
        b = m_base[b];
        if (m_onPath[b])
            return b;
        b = m_parent[m_mate[b]];
    }
}

void CardinalityMatching::markPath(int v, int base, int child)
{
    while (m_base[v] != base) {
        m_inBlossom[m_base[v]] = m_inBlossom[m_base[m_mate[v]]] = 1;
        m_parent[v] = child;
        child = m_mate[v];
        v = m_parent[m_mate[v]];
    }
}

int CardinalityMatching::findAugmentingPath(int root)
{
    const int n = static_cast<int>(m_adjacency.size());
    std::fill(m_used.begin(), m_used.end(), 0);
    std::fill(m_parent.begin(), m_parent.end(), -1);
    for (int i = 0; i < n; ++i)
        m_base[i] = i;
    m_used[root] = 1;
    m_queue.assign(1, root);
    for (std::size_t head = 0; head < m_queue.size(); ++head) {
        const int v = m_queue[head];
        for (int to : m_adjacency[v]) {
            if (m_base[v] == m_base[to] || m_mate[v] == to)
                continue;
            if (to == root || (m_mate[to] != -1 && m_parent[m_mate[to]] != -1)) {
                // an odd cycle: shrink it into its base
                const int base = commonBase(v, to);
                std::fill(m_inBlossom.begin(), m_inBlossom.end(), 0);
                markPath(v, base, to);
                markPath(to, base, v);
                for (int i = 0; i < n; ++i)
                    if (m_inBlossom[m_base[i]]) {
                        m_base[i] = base;
                        if (!m_used[i]) {
                            m_used[i] = 1;
                            m_queue.push_back(i);
                        }
                    }
            } else if (m_parent[to] == -1) {
                m_parent[to] = v;
                if (m_mate[to] == -1)
                    return to;
                m_used[m_mate[to]] = 1;
                m_queue.push_back(m_mate[to]);
            }
        }
    }
    return -1;
}

} // namespace rd::pairing
