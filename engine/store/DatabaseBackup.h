#pragma once

#include "engine/store/BackupFiles.h"
#include "engine/store/Database.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>

namespace rd::store {

// Backups of a database: each a new SQLite file, written once and never replaced
// (docs/database.md, "Keeping the club's history safe").
//
// A SQLite file is copied by SQLite's online backup (sqlite3_backup_*) on the database's own
// connection, in one read transaction: a consistent copy of what was committed when it began,
// while other programs go on writing. A database on a server is copied into a new file through
// the copy of `db copy` (copyDatabase), read in one snapshot. Either copy is left as one file
// (rollback journal, no -wal beside it), fit to be carried to a USB stick or another machine.
// Made inside a transaction of `from`, it holds what was committed before that transaction.
void backupDatabase(Database &from, const QString &file);

// Checks the backup `file` (a SQLite file that SQLite finds intact, holding a ratingdesk
// database of a version this one knows) and copies it into the new database `target`: a file
// that does not exist yet, or an empty database on a server. The backup itself is only read;
// an existing file is never written over. Throws DatabaseError with a sentence naming the file.
void restoreDatabase(const QString &file, const QString &target);

// The automatic backups of a database, in the folder beside a SQLite file (BackupFolder); a
// database on a server gets none.
class AutomaticBackups {
public:
    // How many backups before a re-rating are kept when the database does not say.
    static constexpr int kDefaultKeptBeforeRerating = 10;

    explicit AutomaticBackups(Database &database);

    static constexpr int kMostKeptBeforeRerating = 1000;

    // A backup asked for without a file name (`db backup`): into the folder; the file written.
    QString intoFolder();
    // Before a commit changes ratings already stored: a new backup, and the oldest ones beyond
    // keptBeforeRerating() removed. Nothing when that is 0, or on a server.
    void beforeRerating();
    // Before the rated event `eventId` is deleted, whatever keptBeforeRerating() says: the file
    // written, to be named to the user; nothing on a server.
    std::optional<QString> beforeDeletion(qint64 eventId);

    // The setting "backups_before_rerating" of the database (0: none), or the default; a count
    // outside 0 to kMostKeptBeforeRerating is refused with a sentence.
    int keptBeforeRerating();
    void setKeptBeforeRerating(int count);

    // The backups made before a re-rating, oldest first.
    QStringList backupsBeforeRerating() const;

private:
    QString writeIntoFolder(const QString &reason);

    Database &m_database;
};

} // namespace rd::store
