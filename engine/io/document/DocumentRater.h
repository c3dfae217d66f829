#pragma once

#include "engine/rating/Evaluator.h"

#include <QByteArray>
#include <QString>

#include <functional>

namespace rd::io {

enum class RateOutput { Compact, Indented, Table };

// What `ratingdesk-cli rate` prints and returns (event-document.md "Command").
struct RateOutcome {
    int exitCode = 0; // 0 success, 2 invalid input, 1 internal error
    QByteArray output; // the evaluation document or table; empty unless exitCode == 0
    QString errorMessage; // one problem per line, each naming its JSON path
};

// The engine of a rating system, or nullptr when it is not available (as rd::evaluatorFor).
using EvaluatorLookup = std::function<const Evaluator *(RatingSystem)>;

// Reads the event document, runs the engine of its system and writes the evaluation.
// Pure: nothing is read from or written to a database.
RateOutcome rateDocument(const QByteArray &json, RateOutput output);
// The same with the engines that `lookup` names instead of this build's.
RateOutcome rateDocument(const QByteArray &json, RateOutput output, const EvaluatorLookup &lookup);

// Reads a file, or standard input for "-"; a file that cannot be read is invalid input.
RateOutcome rateFile(const QString &path, RateOutput output);

} // namespace rd::io
