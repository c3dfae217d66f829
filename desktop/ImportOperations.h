#pragma once

#include "engine/store/ImportService.h"

#include <vector>

namespace rd::desktop {

class DatabaseSession;

// Importing files into the session's database (store::ImportService): planned first, written
// only when the plan can be; an event file is added as a draft through store::EventLifecycle,
// a player list by the import service. The session says what changed afterwards. Throws
// DatabaseError.
class ImportOperations {
public:
    explicit ImportOperations(DatabaseSession &session);

    store::ImportPlan planFile(const QString &path);
    store::ImportPlan planPlayers(
        const store::ImportPlan &guessed, const std::vector<io::PlayerColumn> &columns);
    store::ImportResult write(const store::ImportPlan &plan);

private:
    DatabaseSession &m_session;
};

} // namespace rd::desktop
