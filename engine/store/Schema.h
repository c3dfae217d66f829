#pragma once

#include <QStringList>

namespace rd::store {

// The statements that take an empty database to schema version `version` from `version - 1`
// (DESIGN.md "Database").
QStringList migrationTo(int version);

// The indexes of the rating lists' players, dropped while a list is replaced and made again
// after it: building them at once is much faster than keeping them up to date row by row.
QStringList listedPlayerIndexes();
QStringList dropListedPlayerIndexes();

} // namespace rd::store
