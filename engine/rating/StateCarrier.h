#pragma once

#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"

namespace rd {

// The state a player takes from an evaluated event into his next one in the same system: the
// per-system object of the event document (event-document.md) after the event.
//   DWZ: new rating and index, the date of this evaluation, the Restpartien kept for him; a
//        player who stays without a DWZ (also one whose DWZ lapsed) carries no rating.
//   USCF: new rating and games, lifetime wins/draws/losses, events with 3+ games, the
//         all-wins/all-losses history and the peak established rating (uscf.md §7, §9).
//   SAGC: new rank and index, the previous ten opponents (sagc.md §2.3).
// `result` is the player's entry in `evaluation`, which rated `event`.
DwzState nextDwzState(const EventInput &event, const Evaluation &evaluation,
    const PlayerInput &player, const PlayerEvaluation &result);
UscfState nextUscfState(
    const EventInput &event, const PlayerInput &player, const PlayerEvaluation &result);
SagcState nextSagcState(
    const EventInput &event, const PlayerInput &player, const PlayerEvaluation &result);

} // namespace rd
