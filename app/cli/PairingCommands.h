#pragma once

#include "engine/pairing/RoundPairing.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace rd::cli {

// `ratingdesk-cli pairings check|next|generate ...`: the FIDE Dutch pairing of a TRF file
// (docs/pairing.md). Exit status 0, 1 (differences, or no legal pairing), 2 (bad input).
int runPairingsCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

// A round's pairing in the FIDE programs' format: the number of boards, then White and Black by
// start number, one board a line in board order, the pairing-allocated bye as "N 0".
QString fideProgramsFormat(const pairing::RoundPairing &pairing);

} // namespace rd::cli
