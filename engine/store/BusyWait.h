#pragma once

#include <QString>

#include <functional>

namespace rd::store {

// How long a statement waits for a database another program holds before it is refused as busy.
constexpr int kBusyTimeoutMs = 5000;

// What the user is told, once a wait, when a database is busy and this process waits for it.
using WaitingNotice = std::function<void(const QString &sentence)>;
void setWaitingNotice(WaitingNotice notice);
// "club.sqlite is in use by another program; waiting for it…", to the notice set.
void tellWaitingFor(const QString &shownName);

// SQLite's busy handler (sqlite3_busy_handler) for a connection to the file `shownName` points to
// (a QString): tells the notice at the first call and waits up to kBusyTimeoutMs in all.
int waitWhileBusy(void *shownName, int calls);

} // namespace rd::store
