#include "engine/pairing/Legality.h"

#include <algorithm>
#include <map>

namespace rd::pairing {

std::vector<Violation> checkLegality(
    const RoundSnapshot &snapshot, const PairingToCheck &pairing, const Tournament &tournament)
{
    std::vector<Violation> found;
    std::map<int, int> seen;
    auto mark = [&](int player) {
        if (++seen[player] == 2)
            found.push_back({ Violation::Kind::PairedTwice, player, 0 });
        if (!snapshot.find(player))
            found.push_back({ Violation::Kind::NotPresent, player, 0 });
    };
    for (const auto &[white, black] : pairing.pairs) {
        mark(white);
        mark(black);
        const SnapshotPlayer *w = snapshot.find(white);
        const SnapshotPlayer *b = snapshot.find(black);
        if (!w || !b)
            continue;
        if (std::find(w->cannotMeet.begin(), w->cannotMeet.end(), black) != w->cannotMeet.end()) {
            const bool forbidden = tournament.isForbidden(white, black, snapshot.round);
            found.push_back({ forbidden ? Violation::Kind::Forbidden : Violation::Kind::Rematch,
                white, black });
        }
        if (!w->topscorer && !b->topscorer && w->preference.strength == Strength::Absolute
            && b->preference.strength == Strength::Absolute
            && w->preference.colour == b->preference.colour)
            found.push_back({ Violation::Kind::SameAbsoluteColour, white, black });
    }
    const bool odd = snapshot.players.size() % 2 == 1;
    if (pairing.byePlayer != 0) {
        mark(pairing.byePlayer);
        const SnapshotPlayer *p = snapshot.find(pairing.byePlayer);
        if (!odd)
            found.push_back({ Violation::Kind::ByeNotNeeded, pairing.byePlayer, 0 });
        else if (p && !p->byeEligible)
            found.push_back({ Violation::Kind::ByeNotEligible, pairing.byePlayer, 0 });
    } else if (odd) {
        found.push_back({ Violation::Kind::ByeMissing, 0, 0 });
    }
    for (const SnapshotPlayer &p : snapshot.players)
        if (!seen.count(p.startNumber))
            found.push_back({ Violation::Kind::NotPaired, p.startNumber, 0 });
    return found;
}

} // namespace rd::pairing
