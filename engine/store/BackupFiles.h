#pragma once

#include "engine/store/DatabaseError.h"

#include <QDateTime>
#include <QString>

#include <functional>

struct sqlite3;

namespace rd::store {

// Backup files: each a new SQLite file, written once and never replaced (docs/database.md,
// "Keeping the club's history safe"). What needs no open Database lives here, so that opening
// one (its migration) can keep a backup without the backups knowing the Database.

// Fills a file beside `file` (its name and ".part") by `write`, which becomes `file` only when
// it is whole; `file` itself is never written over, and nothing is left of a backup that failed.
void writeNewFile(const QString &file, const std::function<void(const QString &partial)> &write);

// Every page of the SQLite connection `source` into the new file `partial`, in one read
// transaction (other connections go on writing), left as one file: its journal a rollback
// journal again, no -wal beside it.
void writePages(sqlite3 *source, const QString &partial);

// The refusal to write the backup being written into `partial`, SQLite's result `result`; the
// sentence names the backup as the user will know it.
DatabaseError backupNotWritten(const QString &partial, int result, const QString &detail);

// The automatic backups of a SQLite file, in the folder beside it ("club.sqlite.backups"), each
// named by the database, the moment (UTC) and why it was made:
//   club-2026-11-27T18-05-09-412Z-version-7.sqlite   before a migration from version 7; kept
//   club-2026-11-27T18-05-09-412Z-before-rerating.sqlite   before ratings already stored change;
//                                                          the last few kept (keptBeforeRerating)
//   club-2026-11-27T18-05-09-412Z-before-deleting-event-6.sqlite   before rated event 6 is deleted;
//                                                                 kept
//   club-2026-11-27T18-05-09-412Z-backup.sqlite   asked for (`db backup` without a file name)
// A database on a server has no folder beside it and gets none: its server keeps its backups,
// and `db backup FILE` copies it into a file.
class BackupFolder {
public:
    static QString of(const QString &databaseFile);
    // A new file in the folder: the database's name, `moment` and `reason`; a later millisecond
    // when a backup of that moment exists already, so that no name is used twice.
    static QString newFile(
        const QString &databaseFile, const QString &reason, const QDateTime &moment);
    // A new backup of `databaseFile` for `reason`, written by `write` into the folder (made when
    // missing); the file written.
    static QString write(const QString &databaseFile, const QString &reason,
        const std::function<void(const QString &partial)> &write);
    // The SQLite file `databaseFile` at schema version `version`, read through its connection
    // `connection` before it is migrated; the file written. A failure is told as keeping the
    // database as it is.
    static QString beforeMigration(const QString &databaseFile, sqlite3 *connection, int version);
};

} // namespace rd::store
