#pragma once

#include "engine/store/Database.h"

#include <QString>
#include <QTextStream>

namespace rd::cli {

// `ratingdesk-cli import` and `ratingdesk-cli db import`: the file through the import service.
// Prints the service's report and what was written (status 0), the warnings on standard error,
// or the problems on standard error with nothing written (status 2). `format` is csv, json, trf,
// h9, or empty for the file's suffix.
int importFile(store::Database &database, const QString &path, const QString &format,
    QTextStream &out, QTextStream &err);

// `ratingdesk-cli import --format uscf-dbf FOLDER`: the US Chess rating report in the folder, one
// draft event per section; the report's problems on standard error and nothing written (status 2).
int importUscfReport(
    store::Database &database, const QString &folder, QTextStream &out, QTextStream &err);

} // namespace rd::cli
