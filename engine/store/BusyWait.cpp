#include "engine/store/BusyWait.h"

#include <QCoreApplication>
#include <QMutex>

#include <sqlite3.h>

namespace rd::store {

namespace {

constexpr int kStepMs = 10;

QMutex &noticeMutex()
{
    static QMutex mutex;
    return mutex;
}

WaitingNotice &currentNotice()
{
    static WaitingNotice notice;
    return notice;
}

} // namespace

void setWaitingNotice(WaitingNotice notice)
{
    const QMutexLocker locker(&noticeMutex());
    currentNotice() = std::move(notice);
}

void tellWaitingFor(const QString &shownName)
{
    WaitingNotice notice;
    {
        const QMutexLocker locker(&noticeMutex());
        notice = currentNotice();
    }
    if (notice)
        notice(QCoreApplication::translate(
            "rd::store::DatabaseError", "%1 is in use by another program; waiting for it…")
                   .arg(shownName));
}

int waitWhileBusy(void *shownName, int calls)
{
    if (calls * kStepMs >= kBusyTimeoutMs)
        return 0;
    if (calls == 0)
        tellWaitingFor(*static_cast<const QString *>(shownName));
    sqlite3_sleep(kStepMs);
    return 1;
}

} // namespace rd::store
