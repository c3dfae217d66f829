#include "engine/store/DatabaseBackup.h"

#include "engine/store/BackupFiles.h"
#include "engine/store/DatabaseCopy.h"
#include "engine/store/SqliteConnection.h"
#include "engine/store/SqliteFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <algorithm>
#include <sqlite3.h>

namespace rd::store {

namespace {

// The setting (table settings) that says how many backups before a re-rating are kept.
constexpr const char *kKeptSetting = "backups_before_rerating";
constexpr const char *kBeforeRerating = "before-rerating";

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

// The pages of the SQLite database `from` into `partial`. SQLite copies nothing from a
// connection inside a write transaction (sqlite3_backup_step answers "busy" at once): then a
// second connection of this process reads the file, and copies what was committed before the
// transaction (which holds the write lock: nobody commits meanwhile).
void writeDatabasePages(Database &from, const QString &partial)
{
    // A database opened read-only may be read without locks (immutable): another program's commit
    // during the copy would be copied half-done. A file others may be writing is copied through a
    // connection that takes SQLite's locks as they do; a log it makes goes when it closes.
    if (from.isReadOnly() && SqliteFile::readsWithLocks(from.path())) {
        const SqliteConnection reader(from.path(), SQLITE_OPEN_READWRITE);
        if (!reader.isOpen())
            throw backupNotWritten(partial, reader.result(), reader.message());
        writePages(reader.handle(), partial);
        return;
    }
    if (!from.inTransaction()) {
        writePages(from.sqliteConnection(), partial);
        return;
    }
    const SqliteConnection reader(from.path(), SQLITE_OPEN_READONLY);
    if (!reader.isOpen())
        throw backupNotWritten(partial, reader.result(), reader.message());
    writePages(reader.handle(), partial);
}

// A server's tables read in one snapshot that lets writers go on: a consistent copy.
class ServerSnapshot {
public:
    explicit ServerSnapshot(Database &database)
        : m_database(database)
    {
        m_database.run(QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY"));
    }
    ~ServerSnapshot()
    {
        try {
            m_database.run(QStringLiteral("COMMIT"));
        } catch (const DatabaseError &) {
            // Nothing was written; the server ends it with the connection at the latest.
        }
    }
    Q_DISABLE_COPY(ServerSnapshot)

private:
    Database &m_database;
};

// A database from a server into the new SQLite file `partial`, through the copy of `db copy`.
void copyFromServer(Database &from, const QString &partial)
{
    {
        Database to(partial, Database::Opening::CreateNew);
        const ServerSnapshot snapshot(from);
        copyDatabase(from, to);
    }
    SqliteConnection file(partial, SQLITE_OPEN_READWRITE);
    int result = file.result();
    if (result == SQLITE_OK)
        file.rows("PRAGMA journal_mode = DELETE", result);
    if (result != SQLITE_OK)
        throw backupNotWritten(partial, result, file.message());
}

DatabaseError unusableBackup(
    const QString &file, DatabaseError::Kind kind, const char *detail, const QString &sentence)
{
    return DatabaseError(
        kind, (file + QStringLiteral(": ") + QLatin1String(detail)).toStdString(), sentence);
}

// The backup `file`, opened read-only, after it is found whole and ours and of a version this
// ratingdesk knows.
void checkBackup(const SqliteConnection &backup, const QString &file)
{
    const auto foreign = [&](const char *detail) {
        return unusableBackup(file, DatabaseError::Kind::NotADatabase, detail,
            QCoreApplication::translate("rd::store::DatabaseBackup",
                "%1 is not a ratingdesk backup, or it is damaged; nothing was restored.")
                .arg(shown(file)));
    };
    if (!backup.isOpen())
        throw foreign("cannot be opened");
    int result = SQLITE_OK;
    const QStringList integrity = backup.rows("PRAGMA integrity_check", result);
    if (result != SQLITE_OK)
        throw foreign("not a SQLite database");
    if (integrity != QStringList { QStringLiteral("ok") })
        throw unusableBackup(file, DatabaseError::Kind::NotADatabase, "integrity check failed",
            QCoreApplication::translate("rd::store::DatabaseBackup",
                "%1 is damaged (SQLite's integrity check finds faults in it); nothing was "
                "restored. Restore an older backup.")
                .arg(shown(file)));
    const QStringList tables
        = backup.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN"
                      " ('events', 'players', 'evaluations', 'settings')",
            result);
    const QStringList versions = backup.rows("PRAGMA user_version", result);
    const int version = versions.value(0).toInt();
    if (result != SQLITE_OK || tables.size() != 4 || version <= 0)
        throw foreign("holds no ratingdesk tables");
    if (version > Database::kSchemaVersion)
        throw unusableBackup(file, DatabaseError::Kind::NewerSchema, "written by a newer version",
            QCoreApplication::translate("rd::store::DatabaseBackup",
                "%1 was written by a newer ratingdesk (database version %2; this one knows up "
                "to %3); restore it with that version.")
                .arg(shown(file))
                .arg(version)
                .arg(Database::kSchemaVersion));
}

// The database `from` into the new SQLite file `partial`.
void writeBackup(Database &from, const QString &partial)
{
    if (from.onServer())
        copyFromServer(from, partial);
    else
        writeDatabasePages(from, partial);
}

} // namespace

void backupDatabase(Database &from, const QString &file)
{
    writeNewFile(file, [&from](const QString &partial) { writeBackup(from, partial); });
}

void restoreDatabase(const QString &file, const QString &target)
{
    if (!QFileInfo(file).isFile())
        throw DatabaseError(DatabaseError::Kind::NotFound, (file + " does not exist").toStdString(),
            QCoreApplication::translate("rd::store::DatabaseBackup", "There is no backup at %1.")
                .arg(shown(file)));
    const SqliteConnection backup(file, SQLITE_OPEN_READONLY);
    checkBackup(backup, file);
    const Location location = Location::parse(target);
    if (location.kind == Location::Kind::Postgresql) {
        // The server gets a copy of the backup, opened as a database; the backup is only read.
        const QTemporaryDir folder;
        const QString copy = folder.filePath(QStringLiteral("restored.sqlite"));
        writeNewFile(copy, [&](const QString &partial) { writePages(backup.handle(), partial); });
        Database from(copy);
        Database to(target, Database::Opening::CreateNew);
        copyDatabase(from, to);
        return;
    }
    if (!QFileInfo(target).absoluteDir().exists())
        throw DatabaseError(DatabaseError::Kind::NotFound,
            (target + ": no such folder").toStdString(),
            QCoreApplication::translate("rd::store::DatabaseBackup",
                "The folder of %1 does not exist; restore into a new file in an existing folder.")
                .arg(shown(target)));
    if (QFileInfo::exists(target))
        throw DatabaseError(DatabaseError::Kind::Other, (target + " exists").toStdString(),
            QCoreApplication::translate("rd::store::DatabaseBackup",
                "%1 exists already; a backup is restored only into a new database, never over "
                "one. Choose a new name.")
                .arg(shown(target)));
    writeNewFile(target, [&](const QString &partial) { writePages(backup.handle(), partial); });
    // Opened as any database: an older version is migrated, and the result checked once more.
    Database restored(target);
    if (restored.integrityCheck() != QLatin1String("ok"))
        throw DatabaseError(DatabaseError::Kind::NotADatabase,
            (target + ": integrity check failed after restoring").toStdString());
}

AutomaticBackups::AutomaticBackups(Database &database)
    : m_database(database)
{
}

QString AutomaticBackups::writeIntoFolder(const QString &reason)
{
    return BackupFolder::write(m_database.path(), reason,
        [this](const QString &partial) { writeBackup(m_database, partial); });
}

QString AutomaticBackups::intoFolder()
{
    return writeIntoFolder(QStringLiteral("backup"));
}

int AutomaticBackups::keptBeforeRerating()
{
    Rows setting = m_database.run(QStringLiteral("SELECT value FROM settings WHERE key = ?"),
        { QLatin1String(kKeptSetting) });
    if (!setting.next())
        return kDefaultKeptBeforeRerating;
    return std::max(0, setting.value(QStringLiteral("value")).toInt());
}

void AutomaticBackups::setKeptBeforeRerating(int count)
{
    if (count < 0 || count > kMostKeptBeforeRerating)
        throw DatabaseError(DatabaseError::Kind::Other,
            "backups kept out of range: " + std::to_string(count),
            QCoreApplication::translate("rd::store::DatabaseBackup",
                "The number of backups kept before a re-rating must be from 0 (none) to %1, "
                "not %2.")
                .arg(kMostKeptBeforeRerating)
                .arg(count));
    runInTransaction(m_database, [&] {
        m_database.run(QStringLiteral("INSERT INTO settings (key, value) VALUES (?, ?)"
                                      " ON CONFLICT(key) DO UPDATE SET value = excluded.value"),
            { QLatin1String(kKeptSetting), QString::number(count) });
    });
}

QStringList AutomaticBackups::backupsBeforeRerating() const
{
    const QDir folder(BackupFolder::of(m_database.path()));
    const QString name = QFileInfo(m_database.path()).completeBaseName();
    QStringList files;
    // The moment in the name sorts them by age.
    for (const QString &entry : folder.entryList(
             { QStringLiteral("%1-*-%2.sqlite").arg(name, QLatin1String(kBeforeRerating)) },
             QDir::Files, QDir::Name))
        files << folder.filePath(entry);
    return files;
}

void AutomaticBackups::beforeRerating()
{
    if (m_database.onServer())
        return;
    const int kept = keptBeforeRerating();
    if (kept == 0)
        return;
    try {
        writeIntoFolder(QLatin1String(kBeforeRerating));
    } catch (const DatabaseError &error) {
        throw DatabaseError(error.kind(), error.what(),
            QCoreApplication::translate("rd::store::DatabaseBackup",
                "Nothing was saved: before ratings already stored change, a backup of the "
                "database is written to %1, and that failed. %2 To go on without these backups, "
                "turn them off (ratingdesk-cli db keep-backups 0).")
                .arg(shown(BackupFolder::of(m_database.path())), error.userMessage()));
    }
    const QStringList backups = backupsBeforeRerating();
    for (qsizetype i = 0; i + kept < backups.size(); ++i)
        QFile::remove(backups[i]);
}

std::optional<QString> AutomaticBackups::beforeDeletion(qint64 eventId)
{
    if (m_database.onServer())
        return std::nullopt;
    try {
        return writeIntoFolder(QStringLiteral("before-deleting-event-%1").arg(eventId));
    } catch (const DatabaseError &error) {
        throw DatabaseError(error.kind(), error.what(),
            QCoreApplication::translate("rd::store::DatabaseBackup",
                "Nothing was deleted: before a rated event is deleted, a backup of the database "
                "is written to %1, and that failed. %2")
                .arg(shown(BackupFolder::of(m_database.path())), error.userMessage()));
    }
}

} // namespace rd::store
