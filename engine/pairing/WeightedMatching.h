#pragma once

#include <algorithm>
#include <cassert>
#include <utility>
#include <vector>

namespace rd::pairing {

// A maximum-weight matching of a general graph: Edmonds' blossom algorithm with dual variables
// (primal-dual, O(n³)), for integer weights of any width. `Weight` needs +, -, <, ==, half()
// and twice(); all weights must be >= 0. The result gives each vertex its mate, or -1.
template <typename Weight> class WeightedMatching {
public:
    struct Edge {
        int u;
        int v;
        Weight weight;
    };

    WeightedMatching(int vertices, std::vector<Edge> edges)
        : m_n(vertices)
        , m_edges(std::move(edges))
    {
    }

    std::vector<int> solve()
    {
        init();
        run();
        std::vector<int> result(m_n, -1);
        for (int v = 0; v < m_n; ++v)
            if (m_mate[v] >= 0)
                result[v] = m_endpoint[m_mate[v]];
        return result;
    }

    // After solve(): whether an edge (u, v) of weight `weight`, which the graph need not have,
    // has a negative slack under the duals found, counting the blossoms that hold both ends
    // (`slack` is set). When no edge of a larger graph has, the matching found is a
    // maximum-weight matching of that graph too: the duals are an optimality certificate.
    bool negativeSlack(int u, int v, const Weight &weight, Weight &slack) const
    {
        slack = m_dualvar[u] + m_dualvar[v] - weight.twice();
        if (!slack.negative())
            return false;
        if (m_inblossom[u] != m_inblossom[v])
            return true;
        std::vector<int> &outer = m_ancestors;
        outer.clear();
        for (int b = m_blossomparent[u]; b != -1; b = m_blossomparent[b])
            outer.push_back(b);
        for (int b = m_blossomparent[v]; b != -1; b = m_blossomparent[b])
            if (std::find(outer.begin(), outer.end(), b) != outer.end())
                slack += m_dualvar[b].twice();
        return slack.negative();
    }

private:
    int m_n;
    std::vector<Edge> m_edges;
    mutable std::vector<int> m_ancestors;
    std::vector<int> m_endpoint;
    std::vector<std::vector<int>> m_neighbend;
    std::vector<int> m_mate, m_label, m_labelend, m_inblossom, m_blossomparent, m_blossombase,
        m_bestedge, m_unusedblossoms, m_queue;
    std::vector<std::vector<int>> m_blossomchilds, m_blossomendps, m_blossombestedges;
    std::vector<bool> m_hasBestEdges;
    std::vector<Weight> m_dualvar;
    std::vector<Weight> m_twice; // each edge's weight doubled, as the slack needs it
    std::vector<char> m_allowedge;

    Weight slack(int k) const
    {
        const Edge &e = m_edges[k];
        Weight result = m_dualvar[e.u];
        result += m_dualvar[e.v];
        result -= m_twice[k];
        return result;
    }

    void init()
    {
        const int nedge = static_cast<int>(m_edges.size());
        Weight maxweight = Weight::zero();
        m_twice.clear();
        m_twice.reserve(m_edges.size());
        for (const Edge &e : m_edges) {
            if (maxweight < e.weight)
                maxweight = e.weight;
            m_twice.push_back(e.weight.twice());
        }
        m_endpoint.assign(2 * nedge, 0);
        m_neighbend.assign(m_n, {});
        for (int k = 0; k < nedge; ++k) {
            m_endpoint[2 * k] = m_edges[k].u;
            m_endpoint[2 * k + 1] = m_edges[k].v;
            m_neighbend[m_edges[k].u].push_back(2 * k + 1);
            m_neighbend[m_edges[k].v].push_back(2 * k);
        }
        m_mate.assign(m_n, -1);
        m_label.assign(2 * m_n, 0);
        m_labelend.assign(2 * m_n, -1);
        m_inblossom.resize(m_n);
        for (int i = 0; i < m_n; ++i)
            m_inblossom[i] = i;
        m_blossomparent.assign(2 * m_n, -1);
        m_blossomchilds.assign(2 * m_n, {});
        m_blossombase.assign(2 * m_n, -1);
        for (int i = 0; i < m_n; ++i)
            m_blossombase[i] = i;
        m_blossomendps.assign(2 * m_n, {});
        m_bestedge.assign(2 * m_n, -1);
        m_blossombestedges.assign(2 * m_n, {});
        m_hasBestEdges.assign(2 * m_n, false);
        m_unusedblossoms.clear();
        for (int i = m_n; i < 2 * m_n; ++i)
            m_unusedblossoms.push_back(i);
        m_dualvar.assign(2 * m_n, Weight::zero());
        for (int i = 0; i < m_n; ++i)
            m_dualvar[i] = maxweight;
        m_allowedge.assign(nedge, 0);
        m_queue.clear();
    }

    template <typename F> void forLeaves(int b, F &&f) const
    {
        if (b < m_n) {
            f(b);
            return;
        }
        for (int t : m_blossomchilds[b])
            forLeaves(t, f);
    }

    void assignLabel(int w, int t, int p)
    {
        const int b = m_inblossom[w];
        m_label[w] = m_label[b] = t;
        m_labelend[w] = m_labelend[b] = p;
        m_bestedge[w] = m_bestedge[b] = -1;
        if (t == 1) {
            forLeaves(b, [&](int v) { m_queue.push_back(v); });
        } else if (t == 2) {
            const int base = m_blossombase[b];
            assignLabel(m_endpoint[m_mate[base]], 1, m_mate[base] ^ 1);
        }
    }

    int scanBlossom(int v, int w)
    {
        std::vector<int> path;
        int base = -1;
        while (v != -1 || w != -1) {
            int b = m_inblossom[v];
            if (m_label[b] & 4) {
                base = m_blossombase[b];
                break;
            }
            path.push_back(b);
            m_label[b] = 5;
            if (m_labelend[b] == -1) {
                v = -1;
            } else {
                v = m_endpoint[m_labelend[b]];
                b = m_inblossom[v];
                v = m_endpoint[m_labelend[b]];
            }
            if (w != -1)
                std::swap(v, w);
        }
        for (int b : path)
            m_label[b] = 1;
        return base;
    }

    void addBlossom(int base, int k)
    {
        int v = m_edges[k].u;
        int w = m_edges[k].v;
        const int bb = m_inblossom[base];
        int bv = m_inblossom[v];
        int bw = m_inblossom[w];
        const int b = m_unusedblossoms.back();
        m_unusedblossoms.pop_back();
        m_blossombase[b] = base;
        m_blossomparent[b] = -1;
        m_blossomparent[bb] = b;
        std::vector<int> &path = m_blossomchilds[b];
        std::vector<int> &endps = m_blossomendps[b];
        path.clear();
        endps.clear();
        while (bv != bb) {
            m_blossomparent[bv] = b;
            path.push_back(bv);
            endps.push_back(m_labelend[bv]);
            v = m_endpoint[m_labelend[bv]];
            bv = m_inblossom[v];
        }
        path.push_back(bb);
        std::reverse(path.begin(), path.end());
        std::reverse(endps.begin(), endps.end());
        endps.push_back(2 * k);
        while (bw != bb) {
            m_blossomparent[bw] = b;
            path.push_back(bw);
            endps.push_back(m_labelend[bw] ^ 1);
            w = m_endpoint[m_labelend[bw]];
            bw = m_inblossom[w];
        }
        m_label[b] = 1;
        m_labelend[b] = m_labelend[bb];
        m_dualvar[b] = Weight::zero();
        forLeaves(b, [&](int leaf) {
            if (m_label[m_inblossom[leaf]] == 2)
                m_queue.push_back(leaf);
            m_inblossom[leaf] = b;
        });
        std::vector<int> bestedgeto(2 * m_n, -1);
        for (int child : path) {
            auto consider = [&](int edge) {
                int i = m_edges[edge].u;
                int j = m_edges[edge].v;
                if (m_inblossom[j] == b)
                    std::swap(i, j);
                const int bj = m_inblossom[j];
                if (bj != b && m_label[bj] == 1
                    && (bestedgeto[bj] == -1 || slack(edge) < slack(bestedgeto[bj])))
                    bestedgeto[bj] = edge;
            };
            if (!m_hasBestEdges[child]) {
                forLeaves(child, [&](int leaf) {
                    for (int p : m_neighbend[leaf])
                        consider(p / 2);
                });
            } else {
                for (int edge : m_blossombestedges[child])
                    consider(edge);
            }
            m_blossombestedges[child].clear();
            m_hasBestEdges[child] = false;
            m_bestedge[child] = -1;
        }
        std::vector<int> &best = m_blossombestedges[b];
        best.clear();
        for (int edge : bestedgeto)
            if (edge != -1)
                best.push_back(edge);
        m_hasBestEdges[b] = true;
        m_bestedge[b] = -1;
        for (int edge : best)
            if (m_bestedge[b] == -1 || slack(edge) < slack(m_bestedge[b]))
                m_bestedge[b] = edge;
    }

    void expandBlossom(int b, bool endstage)
    {
        const std::vector<int> children = m_blossomchilds[b];
        for (int s : children) {
            m_blossomparent[s] = -1;
            if (s < m_n)
                m_inblossom[s] = s;
            else if (endstage && m_dualvar[s] == Weight::zero())
                expandBlossom(s, endstage);
            else
                forLeaves(s, [&](int leaf) { m_inblossom[leaf] = s; });
        }
        if (!endstage && m_label[b] == 2) {
            const std::vector<int> &childs = m_blossomchilds[b];
            const std::vector<int> &endps = m_blossomendps[b];
            const int size = static_cast<int>(childs.size());
            auto at = [size](const std::vector<int> &list, int index) {
                return list[((index % size) + size) % size];
            };
            const int entrychild = m_inblossom[m_endpoint[m_labelend[b] ^ 1]];
            int j = static_cast<int>(
                std::find(childs.begin(), childs.end(), entrychild) - childs.begin());
            int jstep;
            int endptrick;
            if (j & 1) {
                j -= size;
                jstep = 1;
                endptrick = 0;
            } else {
                jstep = -1;
                endptrick = 1;
            }
            int p = m_labelend[b];
            while (j != 0) {
                m_label[m_endpoint[p ^ 1]] = 0;
                m_label[m_endpoint[at(endps, j - endptrick) ^ endptrick ^ 1]] = 0;
                assignLabel(m_endpoint[p ^ 1], 2, p);
                m_allowedge[at(endps, j - endptrick) / 2] = 1;
                j += jstep;
                p = at(endps, j - endptrick) ^ endptrick;
                m_allowedge[p / 2] = 1;
                j += jstep;
            }
            int bv = at(childs, j);
            m_label[m_endpoint[p ^ 1]] = m_label[bv] = 2;
            m_labelend[m_endpoint[p ^ 1]] = m_labelend[bv] = p;
            m_bestedge[bv] = -1;
            j += jstep;
            while (at(childs, j) != entrychild) {
                bv = at(childs, j);
                if (m_label[bv] == 1) {
                    j += jstep;
                    continue;
                }
                int found = -1;
                forLeaves(bv, [&](int leaf) {
                    if (found == -1 && m_label[leaf] != 0)
                        found = leaf;
                });
                if (found != -1) {
                    m_label[found] = 0;
                    m_label[m_endpoint[m_mate[m_blossombase[bv]]]] = 0;
                    assignLabel(found, 2, m_labelend[found]);
                }
                j += jstep;
            }
        }
        m_label[b] = m_labelend[b] = -1;
        m_blossomchilds[b].clear();
        m_blossomendps[b].clear();
        m_blossombase[b] = -1;
        m_blossombestedges[b].clear();
        m_hasBestEdges[b] = false;
        m_bestedge[b] = -1;
        m_unusedblossoms.push_back(b);
    }

    void augmentBlossom(int b, int v)
    {
        int t = v;
        while (m_blossomparent[t] != b)
            t = m_blossomparent[t];
        if (t >= m_n)
            augmentBlossom(t, v);
        std::vector<int> &childs = m_blossomchilds[b];
        std::vector<int> &endps = m_blossomendps[b];
        const int size = static_cast<int>(childs.size());
        auto at = [size](const std::vector<int> &list, int index) {
            return list[((index % size) + size) % size];
        };
        const int i = static_cast<int>(std::find(childs.begin(), childs.end(), t) - childs.begin());
        int j = i;
        int jstep;
        int endptrick;
        if (i & 1) {
            j -= size;
            jstep = 1;
            endptrick = 0;
        } else {
            jstep = -1;
            endptrick = 1;
        }
        while (j != 0) {
            j += jstep;
            t = at(childs, j);
            const int p = at(endps, j - endptrick) ^ endptrick;
            if (t >= m_n)
                augmentBlossom(t, m_endpoint[p]);
            j += jstep;
            t = at(childs, j);
            if (t >= m_n)
                augmentBlossom(t, m_endpoint[p ^ 1]);
            m_mate[m_endpoint[p]] = p ^ 1;
            m_mate[m_endpoint[p ^ 1]] = p;
        }
        std::rotate(childs.begin(), childs.begin() + i, childs.end());
        std::rotate(endps.begin(), endps.begin() + i, endps.end());
        m_blossombase[b] = m_blossombase[childs[0]];
    }

    void augmentMatching(int k)
    {
        const int ends[2][2] = { { m_edges[k].u, 2 * k + 1 }, { m_edges[k].v, 2 * k } };
        for (const auto &start : ends) {
            int s = start[0];
            int p = start[1];
            while (true) {
                const int bs = m_inblossom[s];
                if (bs >= m_n)
                    augmentBlossom(bs, s);
                m_mate[s] = p;
                if (m_labelend[bs] == -1)
                    break;
                const int t = m_endpoint[m_labelend[bs]];
                const int bt = m_inblossom[t];
                s = m_endpoint[m_labelend[bt]];
                const int j = m_endpoint[m_labelend[bt] ^ 1];
                if (bt >= m_n)
                    augmentBlossom(bt, j);
                m_mate[j] = m_labelend[bt];
                p = m_labelend[bt] ^ 1;
            }
        }
    }

    void run()
    {
        for (int stage = 0; stage < m_n; ++stage) {
            std::fill(m_label.begin(), m_label.end(), 0);
            std::fill(m_bestedge.begin(), m_bestedge.end(), -1);
            for (int b = m_n; b < 2 * m_n; ++b) {
                m_blossombestedges[b].clear();
                m_hasBestEdges[b] = false;
            }
            std::fill(m_allowedge.begin(), m_allowedge.end(), 0);
            m_queue.clear();
            for (int v = 0; v < m_n; ++v)
                if (m_mate[v] == -1 && m_label[m_inblossom[v]] == 0)
                    assignLabel(v, 1, -1);
            bool augmented = false;
            while (true) {
                while (!m_queue.empty() && !augmented) {
                    const int v = m_queue.back();
                    m_queue.pop_back();
                    for (int p : m_neighbend[v]) {
                        const int k = p / 2;
                        const int w = m_endpoint[p];
                        if (m_inblossom[v] == m_inblossom[w])
                            continue;
                        Weight kslack = Weight::zero();
                        if (!m_allowedge[k]) {
                            kslack = slack(k);
                            if (kslack <= Weight::zero())
                                m_allowedge[k] = 1;
                        }
                        if (m_allowedge[k]) {
                            if (m_label[m_inblossom[w]] == 0) {
                                assignLabel(w, 2, p ^ 1);
                            } else if (m_label[m_inblossom[w]] == 1) {
                                const int base = scanBlossom(v, w);
                                if (base >= 0) {
                                    addBlossom(base, k);
                                } else {
                                    augmentMatching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if (m_label[w] == 0) {
                                m_label[w] = 2;
                                m_labelend[w] = p ^ 1;
                            }
                        } else if (m_label[m_inblossom[w]] == 1) {
                            const int b = m_inblossom[v];
                            if (m_bestedge[b] == -1 || kslack < slack(m_bestedge[b]))
                                m_bestedge[b] = k;
                        } else if (m_label[w] == 0) {
                            if (m_bestedge[w] == -1 || kslack < slack(m_bestedge[w]))
                                m_bestedge[w] = k;
                        }
                    }
                }
                if (augmented)
                    break;
                int deltatype = 1;
                int deltaedge = -1;
                int deltablossom = -1;
                Weight delta = m_dualvar[0];
                for (int v = 1; v < m_n; ++v)
                    if (m_dualvar[v] < delta)
                        delta = m_dualvar[v];
                for (int v = 0; v < m_n; ++v) {
                    if (m_label[m_inblossom[v]] == 0 && m_bestedge[v] != -1) {
                        const Weight d = slack(m_bestedge[v]);
                        if (d < delta) {
                            delta = d;
                            deltatype = 2;
                            deltaedge = m_bestedge[v];
                        }
                    }
                }
                for (int b = 0; b < 2 * m_n; ++b) {
                    if (m_blossomparent[b] == -1 && m_label[b] == 1 && m_bestedge[b] != -1) {
                        const Weight d = slack(m_bestedge[b]).half();
                        if (d < delta) {
                            delta = d;
                            deltatype = 3;
                            deltaedge = m_bestedge[b];
                        }
                    }
                }
                for (int b = m_n; b < 2 * m_n; ++b) {
                    if (m_blossombase[b] >= 0 && m_blossomparent[b] == -1 && m_label[b] == 2
                        && m_dualvar[b] < delta) {
                        delta = m_dualvar[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                for (int v = 0; v < m_n; ++v) {
                    if (m_label[m_inblossom[v]] == 1)
                        m_dualvar[v] -= delta;
                    else if (m_label[m_inblossom[v]] == 2)
                        m_dualvar[v] += delta;
                }
                for (int b = m_n; b < 2 * m_n; ++b) {
                    if (m_blossombase[b] >= 0 && m_blossomparent[b] == -1) {
                        if (m_label[b] == 1)
                            m_dualvar[b] += delta;
                        else if (m_label[b] == 2)
                            m_dualvar[b] -= delta;
                    }
                }
                if (deltatype == 1) {
                    break;
                } else if (deltatype == 2) {
                    m_allowedge[deltaedge] = 1;
                    int i = m_edges[deltaedge].u;
                    if (m_label[m_inblossom[i]] == 0)
                        i = m_edges[deltaedge].v;
                    m_queue.push_back(i);
                } else if (deltatype == 3) {
                    m_allowedge[deltaedge] = 1;
                    m_queue.push_back(m_edges[deltaedge].u);
                } else {
                    expandBlossom(deltablossom, false);
                }
            }
            if (!augmented)
                break;
            for (int b = m_n; b < 2 * m_n; ++b)
                if (m_blossomparent[b] == -1 && m_blossombase[b] >= 0 && m_label[b] == 1
                    && m_dualvar[b] == Weight::zero())
                    expandBlossom(b, true);
        }
    }
};

} // namespace rd::pairing
