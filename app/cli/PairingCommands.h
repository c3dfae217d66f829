#pragma once

#include <QStringList>
#include <QTextStream>

namespace rd::cli {

// `ratingdesk-cli pairings check|next|generate ...`: the FIDE Dutch pairing of a TRF file
// (docs/pairing.md). Exit status 0, 1 (differences, or no legal pairing), 2 (bad input).
int runPairingsCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace rd::cli
