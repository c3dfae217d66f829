#pragma once

#include <QStringList>
#include <QTextStream>

namespace rd::cli {

// `ratingdesk-cli import --format F FILE` and `ratingdesk-cli export --format F [EVENT]`: the
// exchange formats, into and out of the database. Invalid input writes nothing (status 2).
int runImportCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);
int runExportCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace rd::cli
