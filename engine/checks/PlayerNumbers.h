#pragma once

#include "engine/rating/EventInput.h"

#include <QString>

#include <string>

namespace rd::checks {

// Start numbers are the order of event.players, from 1. A game may name a start number that has
// no player yet: it is kept under a placeholder id until a player takes that number.
std::string placeholderId(int startNumber);
// The start number a placeholder id stands for, 0 for any other id.
int placeholderNumber(const std::string &id);

// The id of the player of `startNumber`, or the placeholder of that number.
std::string playerIdAt(const EventInput &event, int startNumber);
// The start number of a player id or placeholder; 0 when the id is unknown.
int startNumberOf(const EventInput &event, const std::string &id);

// "12", or "?" for no start number.
QString startNumberText(int startNumber);
// "Meyer, Anna (5)", or "no. 12" for a start number without a player yet.
QString playerText(const EventInput &event, int startNumber);

} // namespace rd::checks
