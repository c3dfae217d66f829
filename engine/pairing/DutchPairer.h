#pragma once

#include "engine/pairing/RoundPairing.h"
#include "engine/pairing/Snapshot.h"

namespace rd::pairing {

// Pairs one round by the FIDE Dutch system (C.04.3, 2026): bracket by bracket from the top,
// each bracket's candidate chosen as the procedure would (docs/pairing.md).
PairingResult pairDutch(const RoundSnapshot &snapshot);

} // namespace rd::pairing
