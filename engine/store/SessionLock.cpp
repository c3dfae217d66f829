#include "engine/store/SessionLock.h"

#include "engine/store/DatabaseError.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QLocale>
#include <QMutex>

namespace rd::store {

namespace {

QString lockPathOf(const QString &databasePath)
{
    return databasePath + QStringLiteral(".lock");
}

// The database files whose sessions this process holds, by absolute path, each with the number
// of SessionLocks holding it.
class HeldHere {
public:
    static HeldHere &instance()
    {
        static HeldHere held;
        return held;
    }

    void add(const QString &databasePath)
    {
        const QMutexLocker locker(&m_mutex);
        ++m_paths[key(databasePath)];
    }

    void remove(const QString &databasePath)
    {
        const QMutexLocker locker(&m_mutex);
        const auto found = m_paths.find(key(databasePath));
        if (found != m_paths.end() && --found.value() == 0)
            m_paths.erase(found);
    }

    bool contains(const QString &databasePath)
    {
        const QMutexLocker locker(&m_mutex);
        return m_paths.contains(key(databasePath));
    }

private:
    static QString key(const QString &databasePath)
    {
        return QFileInfo(databasePath).absoluteFilePath();
    }

    QMutex m_mutex;
    QHash<QString, int> m_paths;
};

} // namespace

QString SessionLock::Holder::describe() const
{
    return QCoreApplication::translate(
        "rd::store::SessionLock", "%1 on host %2, process %3, since %4")
        .arg(application.isEmpty() ? QStringLiteral("ratingdesk") : application, host)
        .arg(process)
        .arg(QLocale().toString(since, QLocale::ShortFormat));
}

SessionLock::SessionLock(const QString &databasePath)
    : m_databasePath(databasePath)
    , m_lock(lockPathOf(databasePath))
    , m_onServer(Location::isServer(databasePath))
{
    // Stale only when its process is gone: a desktop session may stay open for days.
    m_lock.setStaleLockTime(0);
}

SessionLock::~SessionLock()
{
    if (m_heldHere)
        HeldHere::instance().remove(m_databasePath);
}

bool SessionLock::acquire()
{
    if (isHeld())
        return true;
    if (!m_lock.tryLock(0))
        return false;
    HeldHere::instance().add(m_databasePath);
    m_heldHere = true;
    return true;
}

bool SessionLock::isHeldByThisProcess(const QString &databasePath)
{
    return !Location::isServer(databasePath) && HeldHere::instance().contains(databasePath);
}

std::optional<SessionLock::Holder> SessionLock::holderOf(const QString &databasePath)
{
    // No lock file, no session: nothing is created just to look.
    if (Location::isServer(databasePath) || !QFileInfo::exists(lockPathOf(databasePath)))
        return std::nullopt;
    QLockFile probe(lockPathOf(databasePath));
    probe.setStaleLockTime(0);
    if (probe.tryLock(0)) {
        // Nobody holds it (or its holder has ended and the lock was taken over): let it go.
        probe.unlock();
        return std::nullopt;
    }
    Holder holder;
    if (!probe.getLockInfo(&holder.process, &holder.host, &holder.application))
        return std::nullopt;
    holder.since = QFileInfo(lockPathOf(databasePath)).lastModified();
    return holder;
}

QString SessionLock::inUseSentence(const QString &databasePath, const Holder &holder)
{
    return QCoreApplication::translate("rd::store::SessionLock",
        "%1 is open in %2. Close it there first, or wait until that session ends.")
        .arg(QDir::toNativeSeparators(databasePath), holder.describe());
}

void SessionLock::ensureNoSession(const QString &databasePath)
{
    const auto holder = holderOf(databasePath);
    // Another program of the same kind only looking at the same moment is no session.
    if (holder && holder->application != QCoreApplication::applicationName())
        throw DatabaseError(DatabaseError::Kind::Busy,
            (databasePath + QStringLiteral(" is locked by process %1").arg(holder->process))
                .toStdString(),
            inUseSentence(databasePath, *holder));
}

} // namespace rd::store
