#pragma once

#include <QStringList>
#include <QTextStream>

namespace rd::cli {

// `ratingdesk-cli db ...`: import, preview, commit, delete, history, players, export, rerate,
// check; `arguments` starts with "db". Exit status 0, 2 for invalid input, 1 otherwise.
int runDatabaseCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace rd::cli
