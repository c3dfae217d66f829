#pragma once

#include "desktop/Outcome.h"
#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"

namespace rd::desktop {

// The states the players of a Go record sheet reach line after line while the lines are typed,
// before the event is kept: the SAGC rules (sagc.md §5) on `lines`, each player starting from
// the state the editor gave him. The record sheets of the preview and what Save evaluation
// writes are rated by the store, as a chess event's (EventOperations::previewDraft). What the
// rules refuse is the failure, in their words.
Outcome<Evaluation> rateTypedLines(const EventInput &lines);

} // namespace rd::desktop
