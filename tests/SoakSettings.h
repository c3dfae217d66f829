#pragma once

// How hard the reliability tests (tst_killedoperations, tst_concurrentwriters) try. CTest runs
// them briefly, with the defaults each test gives; scripts/soak runs them long by setting
//   RD_SOAK_KILLS          kill -9 tries for each operation
//   RD_SOAK_SERVER_CRASHES crashes of the PostgreSQL test cluster during a commit (only where
//                          it is set: its own CTest entry, which runs alone, and scripts/soak)
//   RD_SOAK_LIST_PLAYERS   players in the rating list that is loaded and killed
//   RD_SOAK_WRITERS        writer processes at once
//   RD_SOAK_EVENTS         events the writers commit
//   RD_SOAK_SECONDS        how long the writers go on at most
#include <QtGlobal>

namespace rd::test {

inline int soakSetting(const char *name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok && value > 0 ? value : fallback;
}

} // namespace rd::test
