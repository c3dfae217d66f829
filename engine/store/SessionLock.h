#pragma once

#include <QDateTime>
#include <QLockFile>
#include <QString>
#include <QtGlobal>

#include <optional>

namespace rd::store {

// One desktop session per database file: a lock file beside it ("club.sqlite.lock") that names
// the host and process holding it. A lock left behind by a process that has ended is taken
// over. A database on a server is shared by several desktops at once and has no session lock.
// Only the process holding the session lets SQLite remove the write-ahead log when it closes
// the file (Database; docs/database.md, "What protects the file").
class SessionLock {
public:
    // Who holds a database, and since when.
    struct Holder {
        QString host;
        qint64 process = 0;
        QString application;
        QDateTime since;

        // "ratingdesk on host club-laptop, process 4711, since 24.11.2026 18:05", in the
        // user's locale.
        QString describe() const;
    };

    explicit SessionLock(const QString &databasePath);
    ~SessionLock();
    Q_DISABLE_COPY(SessionLock)

    // Takes the lock for this process; false when another live process holds it.
    bool acquire();
    bool isHeld() const { return m_onServer || m_lock.isLocked(); }

    // The session that holds the database at `databasePath`, if another live process does.
    static std::optional<Holder> holderOf(const QString &databasePath);
    // Whether a SessionLock of this process holds the database file at `databasePath`.
    static bool isHeldByThisProcess(const QString &databasePath);
    // For a program that writes without a session of its own (the command line): throws
    // DatabaseError (Busy) naming the holder while a desktop session holds the database.
    static void ensureNoSession(const QString &databasePath);
    // "club.sqlite is open in ratingdesk on host …; close it there first."
    static QString inUseSentence(const QString &databasePath, const Holder &holder);

private:
    QString m_databasePath;
    QLockFile m_lock;
    bool m_onServer;
    bool m_heldHere = false;
};

} // namespace rd::store
