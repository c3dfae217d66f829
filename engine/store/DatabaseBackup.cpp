#include "engine/store/DatabaseBackup.h"

#include "engine/store/BusyWait.h"
#include "engine/store/DatabaseCopy.h"
#include "engine/store/SqliteConnection.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QThread>

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

// Every page of `source` into `destination` in one step, so in one read transaction on the
// source: other connections go on writing (WAL), the copy is of what was committed when it
// began. A source busy with a change of its journal mode is waited for as the store waits.
int copyPages(sqlite3 *source, sqlite3 *destination)
{
    sqlite3_backup *backup = sqlite3_backup_init(destination, "main", source, "main");
    if (!backup)
        return sqlite3_extended_errcode(destination);
    const QDeadlineTimer deadline(kBusyTimeoutMs);
    int result = sqlite3_backup_step(backup, -1);
    while ((result == SQLITE_BUSY || result == SQLITE_LOCKED) && !deadline.hasExpired()) {
        QThread::msleep(10);
        result = sqlite3_backup_step(backup, -1);
    }
    const int finished = sqlite3_backup_finish(backup);
    return result == SQLITE_DONE ? finished : result;
}

DatabaseError exists(const QString &file)
{
    return DatabaseError(DatabaseError::Kind::Other, (file + " exists already").toStdString(),
        QCoreApplication::translate("rd::store::DatabaseBackup",
            "%1 exists already; a backup never replaces a file. Choose a new name.")
            .arg(shown(file)));
}

// The sentence names the backup as the user will know it, not the part written first.
DatabaseError notWritten(const QString &partial, int result, const QString &detail)
{
    const QString file = partial.endsWith(QLatin1String(".part")) ? partial.chopped(5) : partial;
    const DatabaseError::Kind kind = DatabaseError::ofSqliteResult(result);
    return DatabaseError(kind, ("cannot write the backup " + file + ": " + detail).toStdString(),
        kind == DatabaseError::Kind::DiskFull
            ? QCoreApplication::translate("rd::store::DatabaseBackup",
                "The disk is full; the backup %1 was not written. Make room and try again.")
                  .arg(shown(file))
            : QCoreApplication::translate("rd::store::DatabaseBackup",
                "The backup %1 could not be written; check that its folder exists and can be "
                "written to.")
                  .arg(shown(file)));
}

// The database copied into `partial` and left as one file: its journal a rollback journal
// again, no -wal beside it.
void writePages(sqlite3 *source, const QString &partial)
{
    SqliteConnection destination(partial, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    if (!destination.isOpen())
        throw notWritten(partial, destination.result(), destination.message());
    int result = copyPages(source, destination.handle());
    if (result == SQLITE_OK)
        destination.rows("PRAGMA journal_mode = DELETE", result);
    if (result != SQLITE_OK)
        throw notWritten(partial, result, destination.message());
}

// The pages of the SQLite database `from` into `partial`. SQLite copies nothing from a
// connection inside a write transaction (sqlite3_backup_step answers "busy" at once): then a
// second connection of this process reads the file, and copies what was committed before the
// transaction (which holds the write lock: nobody commits meanwhile).
void writeDatabasePages(Database &from, const QString &partial)
{
    if (!from.inTransaction()) {
        writePages(from.sqliteConnection(), partial);
        return;
    }
    const SqliteConnection reader(from.path(), SQLITE_OPEN_READONLY);
    if (!reader.isOpen())
        throw notWritten(partial, reader.result(), reader.message());
    writePages(reader.handle(), partial);
}

// `write` fills a file beside `file` that becomes `file` only when it is whole; `file` itself
// is never written over, and nothing is left of a backup that failed.
template <typename Write> void writeNewFile(const QString &file, Write &&write)
{
    if (QFileInfo::exists(file))
        throw exists(file);
    const QString partial = file + QStringLiteral(".part");
    const auto removePartial = [&partial] {
        for (const QString &suffix : { QString(), QStringLiteral("-journal"),
                 QStringLiteral("-wal"), QStringLiteral("-shm") })
            QFile::remove(partial + suffix);
    };
    removePartial(); // what a backup that was killed left
    try {
        write(partial);
    } catch (...) {
        removePartial();
        throw;
    }
    // Qt's rename never replaces a file: one written meanwhile under that name stays.
    if (!QFile::rename(partial, file)) {
        removePartial();
        throw exists(file);
    }
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
        throw notWritten(partial, result, file.message());
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

} // namespace

void backupDatabase(Database &from, const QString &file)
{
    writeNewFile(file, [&from](const QString &partial) {
        if (from.onServer())
            copyFromServer(from, partial);
        else
            writeDatabasePages(from, partial);
    });
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

QString AutomaticBackups::folderOf(const QString &databaseFile)
{
    return databaseFile + QStringLiteral(".backups");
}

QString AutomaticBackups::newFile(
    const QString &databaseFile, const QString &reason, const QDateTime &moment)
{
    const QDir folder(folderOf(databaseFile));
    const QString name = QFileInfo(databaseFile).completeBaseName();
    QDateTime at = moment.toUTC();
    for (;; at = at.addMSecs(1)) {
        QString file = folder.filePath(
            QStringLiteral("%1-%2-%3.sqlite")
                .arg(name, at.toString(QStringLiteral("yyyy-MM-ddTHH-mm-ss-zzzZ")), reason));
        if (!QFileInfo::exists(file) && !QFileInfo::exists(file + QStringLiteral(".part")))
            return file;
    }
}

QString AutomaticBackups::writeIntoFolder(const QString &reason)
{
    const QString &path = m_database.path();
    const QString file = newFile(path, reason, QDateTime::currentDateTimeUtc());
    if (!QDir().mkpath(folderOf(path)))
        throw notWritten(file, SQLITE_CANTOPEN, QStringLiteral("cannot create the folder"));
    backupDatabase(m_database, file);
    return file;
}

QString AutomaticBackups::intoFolder()
{
    return writeIntoFolder(QStringLiteral("backup"));
}

QString AutomaticBackups::beforeMigration(int version)
{
    try {
        return writeIntoFolder(QStringLiteral("version-%1").arg(version));
    } catch (const DatabaseError &error) {
        throw DatabaseError(error.kind(), error.what(),
            QCoreApplication::translate("rd::store::DatabaseBackup",
                "%1 was left as it is: before it is brought up to this version of ratingdesk, "
                "a backup of it is written to %2, and that failed. %3")
                .arg(shown(m_database.path()), shown(folderOf(m_database.path())),
                    error.userMessage()));
    }
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
    const QDir folder(folderOf(m_database.path()));
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
                .arg(shown(folderOf(m_database.path())), error.userMessage()));
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
                .arg(shown(folderOf(m_database.path())), error.userMessage()));
    }
}

} // namespace rd::store
