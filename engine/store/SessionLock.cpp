#include "engine/store/SessionLock.h"

#include "engine/store/Database.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace rd::store {

namespace {

QString lockPathOf(const QString &databasePath)
{
    return databasePath + QStringLiteral(".lock");
}

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
    : m_lock(lockPathOf(databasePath))
    , m_onServer(Location::isServer(databasePath))
{
    // Stale only when its process is gone: a desktop session may stay open for days.
    m_lock.setStaleLockTime(0);
}

bool SessionLock::acquire()
{
    return isHeld() || m_lock.tryLock(0);
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
