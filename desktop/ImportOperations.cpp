#include "desktop/ImportOperations.h"

#include "desktop/DatabaseSession.h"
#include "desktop/Failures.h"
#include "engine/store/EventLifecycle.h"
#include "engine/store/ImportService.h"

namespace rd::desktop {

ImportPreview::ImportPreview()
    : m_plan(std::make_shared<const store::ImportPlan>())
{
}

const QString &ImportPreview::fileName() const
{
    return m_plan->fileName;
}

bool ImportPreview::isPlayerList() const
{
    return m_plan->kind == store::ImportPlan::Kind::Players;
}

bool ImportPreview::canWrite() const
{
    return m_plan->canWrite();
}

const QList<io::DocumentError> &ImportPreview::problems() const
{
    return m_plan->problems;
}

const QList<io::DocumentError> &ImportPreview::warnings() const
{
    return m_plan->warnings;
}

QStringList ImportPreview::reportLines() const
{
    return m_plan->reportLines();
}

bool ImportPreview::takesExistingPlayers() const
{
    return !m_plan->eventMatches.empty();
}

const io::CsvTable &ImportPreview::table() const
{
    return m_plan->table;
}

const io::CsvReading &ImportPreview::reading() const
{
    return m_plan->reading;
}

int ImportPreview::playerCount() const
{
    return static_cast<int>(m_plan->players.size());
}

const io::CsvPlayer &ImportPreview::player(int index) const
{
    return m_plan->players.at(std::size_t(index)).player;
}

ImportOperations::ImportOperations(DatabaseSession &session)
    : m_session(session)
{
}

ImportPreview ImportOperations::previewOf(store::ImportPlan plan)
{
    ImportPreview preview;
    preview.m_plan = std::make_shared<const store::ImportPlan>(std::move(plan));
    return preview;
}

Outcome<ImportPreview> ImportOperations::previewFile(const QString &path)
{
    return attempt(
        [&] { return previewOf(store::ImportService(m_session.database()).planFile(path)); });
}

Outcome<ImportPreview> ImportOperations::previewPlayers(const QString &fileName,
    const io::CsvTable &table, const std::vector<io::PlayerColumn> &columns)
{
    return attempt([&] {
        return previewOf(
            store::ImportService(m_session.database()).planPlayers(fileName, table, columns));
    });
}

Outcome<Imported> ImportOperations::write(const ImportPreview &preview)
{
    const store::ImportPlan &plan = *preview.m_plan;
    const auto imported = [&plan](const store::ImportResult &result) {
        return Imported { result.eventId, result.added, result.updated, result.unchanged,
            result.summary(plan) };
    };
    if (plan.kind == store::ImportPlan::Kind::Players) {
        auto written
            = attempt([&] { return store::ImportService(m_session.database()).write(plan); });
        if (!written)
            return written.failure();
        emit m_session.playersChanged();
        return imported(*written);
    }
    // An event file becomes a draft the way every event changes.
    const auto added = m_session.lifecycle().addImported(plan);
    if (!added)
        return refusalOf(added);
    emit m_session.playersChanged();
    emit m_session.eventsChanged();
    return imported(*added);
}

} // namespace rd::desktop
