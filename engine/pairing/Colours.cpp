#include "engine/pairing/Colours.h"

#include <cstdlib>

namespace rd::pairing {

namespace {

// `player`'s preference or rank decided (`rule`): he gets `colour`.
ColourAllocation give(const SnapshotPlayer &player, Colour colour, const SnapshotPlayer &other,
    ColourRule rule, int gamesBack = 0)
{
    if (colour == Colour::White)
        return { player.startNumber, other.startNumber, rule, player.startNumber, gamesBack };
    return { other.startNumber, player.startNumber, rule, player.startNumber, gamesBack };
}

} // namespace

ColourAllocation allocateColours(
    const SnapshotPlayer &higher, const SnapshotPlayer &lower, Colour initialColour)
{
    const ColourPreference &h = higher.preference;
    const ColourPreference &l = lower.preference;
    // 5.2.1: both preferences, when they do not clash.
    if (h.colour != Colour::None && h.colour != l.colour) {
        ColourAllocation both = give(higher, h.colour, lower, ColourRule::BothPreferences);
        if (l.colour != Colour::None)
            both.decider = 0; // each gets his own preference
        return both;
    }
    if (h.colour == Colour::None && l.colour != Colour::None)
        return give(lower, l.colour, higher, ColourRule::BothPreferences);
    if (h.colour != Colour::None) {
        // 5.2.2: the stronger preference; of two absolute ones the wider colour difference.
        if (h.strength != l.strength)
            return h.strength > l.strength
                ? give(higher, h.colour, lower, ColourRule::StrongerPreference)
                : give(lower, l.colour, higher, ColourRule::StrongerPreference);
        if (h.strength == Strength::Absolute
            && std::abs(higher.colourDifference) != std::abs(lower.colourDifference))
            return std::abs(higher.colourDifference) > std::abs(lower.colourDifference)
                ? give(higher, h.colour, lower, ColourRule::StrongerPreference)
                : give(lower, l.colour, higher, ColourRule::StrongerPreference);
    }
    // 5.2.3: alternate from the latest played round in which their colours differed.
    const auto &hc = higher.colours;
    const auto &lc = lower.colours;
    for (std::size_t back = 1; back <= hc.size() && back <= lc.size(); ++back) {
        const Colour hColour = hc[hc.size() - back];
        if (hColour != lc[lc.size() - back])
            return give(
                higher, opposite(hColour), lower, ColourRule::Alternation, static_cast<int>(back));
    }
    // 5.2.4: the higher-ranked player's preference.
    if (h.colour != Colour::None)
        return give(higher, h.colour, lower, ColourRule::HigherRankedPreference);
    // 5.2.5: the initial colour to the higher-ranked player when his number is odd.
    const Colour colour = higher.parityNumber % 2 == 1 ? initialColour : opposite(initialColour);
    return give(higher, colour, lower, ColourRule::InitialColour);
}

Colour colourOf(const ColourAllocation &allocation, int startNumber)
{
    return allocation.white == startNumber ? Colour::White
        : allocation.black == startNumber  ? Colour::Black
                                           : Colour::None;
}

} // namespace rd::pairing
