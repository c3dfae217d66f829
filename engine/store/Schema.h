#pragma once

#include "engine/store/Location.h"

#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace rd::store {

// The schema version this ratingdesk writes (PRAGMA user_version of a SQLite file).
constexpr int kSchemaVersion = 13;
// "RDsk": the mark of a ratingdesk file in its SQLite header (PRAGMA application_id).
constexpr qint32 kApplicationId = 0x5244736b;

// The statements that take a database of `kind` to schema version `version` from `version - 1`
// (docs/database.md); in SQLite's words, for forBackend().
QStringList migrationTo(int version, Location::Kind kind);

// Every table of the history, each after the tables it refers to; not event_editors, which
// holds who is editing now (EditingLocks) and is no part of a copy.
QStringList tablesInOrder();

// A statement of the schema as the database of `kind` takes it. The schema is written once, in
// SQLite's words; for PostgreSQL the few types that differ are changed here (docs/database.md
// "One schema for both"): 64-bit integers, generated ids, double precision, bytes as BYTEA, an
// index on lower(name) for SQLite's NOCASE, and byte order for the search keys of the rating lists.
QString forBackend(const QString &statement, Location::Kind kind);

// The indexes of the rating lists' players, dropped while a list is replaced and made again
// after it: building them at once is much faster than keeping them up to date row by row.
// The table of the players of the rating list of `kind` (dsb, fide), and its indexes.
QString listedPlayersTable(const QString &kind);
QStringList listedPlayerIndexes(const QString &kind);
QStringList dropListedPlayerIndexes(const QString &kind);

} // namespace rd::store
