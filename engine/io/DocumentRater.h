#pragma once

#include <QByteArray>
#include <QString>

namespace rd::io {

enum class RateOutput { Compact, Indented, Table };

// What `ratingdesk-cli rate` prints and returns (event-json.md "Command").
struct RateOutcome {
    int exitCode = 0; // 0 success, 2 invalid input, 1 internal error
    QByteArray output; // the evaluation document or table; empty unless exitCode == 0
    QString errorMessage; // one problem per line, each naming its JSON path
};

// Reads the event document, runs the engine of its system and writes the evaluation.
// Pure: nothing is read from or written to a database.
RateOutcome rateDocument(const QByteArray &json, RateOutput output);

// Reads a file, or standard input for "-"; a file that cannot be read is invalid input.
RateOutcome rateFile(const QString &path, RateOutput output);

} // namespace rd::io
