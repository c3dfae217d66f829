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

} // namespace rd::cli
