#include "desktop/ImportOperations.h"

#include "desktop/DatabaseSession.h"
#include "engine/store/EventLifecycle.h"

namespace rd::desktop {

ImportOperations::ImportOperations(DatabaseSession &session)
    : m_session(session)
{
}

store::ImportPlan ImportOperations::planFile(const QString &path)
{
    return store::ImportService(m_session.database()).planFile(path);
}

store::ImportPlan ImportOperations::planPlayers(
    const store::ImportPlan &guessed, const std::vector<io::PlayerColumn> &columns)
{
    return store::ImportService(m_session.database())
        .planPlayers(guessed.fileName, guessed.table, columns);
}

store::ImportResult ImportOperations::write(const store::ImportPlan &plan)
{
    if (plan.kind == store::ImportPlan::Kind::Players) {
        store::ImportResult result = store::ImportService(m_session.database()).write(plan);
        emit m_session.playersChanged();
        return result;
    }
    // An event file becomes a draft the way every event changes.
    store::ImportResult result = store::EventLifecycle(m_session.database(), m_session.claims())
                                     .addImported(plan)
                                     .orThrow();
    emit m_session.playersChanged();
    emit m_session.eventsChanged();
    return result;
}

} // namespace rd::desktop
