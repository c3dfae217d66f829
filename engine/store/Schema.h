#pragma once

#include <QString>
#include <QStringList>

namespace rd::store {

// The statements that take an empty database to schema version `version` from `version - 1`
// (DESIGN.md "Database").
QStringList migrationTo(int version);

// The indexes of the rating lists' players, dropped while a list is replaced and made again
// after it: building them at once is much faster than keeping them up to date row by row.
// The table of the players of the rating list of `kind` (dsb, fide), and its indexes.
QString listedPlayersTable(const QString &kind);
QStringList listedPlayerIndexes(const QString &kind);
QStringList dropListedPlayerIndexes(const QString &kind);

} // namespace rd::store
