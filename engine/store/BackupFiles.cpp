#include "engine/store/BackupFiles.h"

#include "engine/store/BusyWait.h"
#include "engine/store/SqliteConnection.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <sqlite3.h>

namespace rd::store {

namespace {

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

} // namespace

DatabaseError backupNotWritten(const QString &partial, int result, const QString &detail)
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

void writePages(sqlite3 *source, const QString &partial)
{
    SqliteConnection destination(partial, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
    if (!destination.isOpen())
        throw backupNotWritten(partial, destination.result(), destination.message());
    int result = copyPages(source, destination.handle());
    if (result == SQLITE_OK)
        destination.rows("PRAGMA journal_mode = DELETE", result);
    if (result != SQLITE_OK)
        throw backupNotWritten(partial, result, destination.message());
}

void writeNewFile(const QString &file, const std::function<void(const QString &partial)> &write)
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

QString BackupFolder::of(const QString &databaseFile)
{
    return databaseFile + QStringLiteral(".backups");
}

QString BackupFolder::newFile(
    const QString &databaseFile, const QString &reason, const QDateTime &moment)
{
    const QDir folder(of(databaseFile));
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

QString BackupFolder::write(const QString &databaseFile, const QString &reason,
    const std::function<void(const QString &partial)> &write)
{
    const QString file = newFile(databaseFile, reason, QDateTime::currentDateTimeUtc());
    if (!QDir().mkpath(of(databaseFile)))
        throw backupNotWritten(file, SQLITE_CANTOPEN, QStringLiteral("cannot create the folder"));
    writeNewFile(file, write);
    return file;
}

QString BackupFolder::beforeMigration(const QString &databaseFile, sqlite3 *connection, int version)
{
    try {
        return write(databaseFile, QStringLiteral("version-%1").arg(version),
            [connection](const QString &partial) { writePages(connection, partial); });
    } catch (const DatabaseError &error) {
        throw DatabaseError(error.kind(), error.what(),
            QCoreApplication::translate("rd::store::DatabaseBackup",
                "%1 was left as it is: before it is brought up to this version of ratingdesk, "
                "a backup of it is written to %2, and that failed. %3")
                .arg(shown(databaseFile), shown(of(databaseFile)), error.userMessage()));
    }
}

} // namespace rd::store
