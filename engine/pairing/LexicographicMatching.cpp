#include "engine/pairing/LexicographicMatching.h"

#include "engine/pairing/WeightedMatching.h"
#include "engine/pairing/WideInt.h"

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

namespace {

template <int W> std::vector<int> solveWide(int vertices, const std::vector<WeightedEdge> &edges)
{
    using Weight = WideInt<W>;
    std::vector<typename WeightedMatching<Weight>::Edge> list;
    list.reserve(edges.size());
    for (const WeightedEdge &e : edges) {
        Weight weight;
        for (const WeightTerm &t : e.terms) {
            if (t.subtract)
                weight -= Weight::shifted(t.value, t.shift);
            else
                weight += Weight::shifted(t.value, t.shift);
        }
        if (!weight.negative()) // never part of a maximum-weight matching
            list.push_back({ e.u, e.v, weight });
    }
    return WeightedMatching<Weight>(vertices, std::move(list)).solve();
}

} // namespace

std::vector<int> maximumWeightMatching(
    int vertices, const std::vector<WeightedEdge> &edges, int totalBits)
{
    // Room for the doubled weights and the duals of the algorithm, and a sign.
    const int words = (totalBits + 4 + 63) / 64;
    switch (words) {
    case 1:
        return solveWide<1>(vertices, edges);
    case 2:
        return solveWide<2>(vertices, edges);
    case 3:
        return solveWide<3>(vertices, edges);
    case 4:
        return solveWide<4>(vertices, edges);
    case 5:
    case 6:
        return solveWide<6>(vertices, edges);
    case 7:
    case 8:
        return solveWide<8>(vertices, edges);
    default:
        break;
    }
    if (words <= 12)
        return solveWide<12>(vertices, edges);
    if (words <= 16)
        return solveWide<16>(vertices, edges);
    if (words <= 24)
        return solveWide<24>(vertices, edges);
    if (words <= 32)
        return solveWide<32>(vertices, edges);
    if (words <= 48)
        return solveWide<48>(vertices, edges);
    if (words <= 64)
        return solveWide<64>(vertices, edges);
    throw std::length_error("pairing weights wider than 4096 bits");
}

} // namespace rd::pairing
