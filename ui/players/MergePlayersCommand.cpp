#include "ui/players/MergePlayersCommand.h"

#include "desktop/PlayerOperations.h"
#include "ui/event/EditedEvent.h"
#include "ui/widgets/ShortcutText.h"

#include <QAction>
#include <QStatusBar>

#include <utility>

namespace rd::ui {

MergePlayersCommand::MergePlayersCommand(
    const Parts &parts, const QString &removedName, const QString &keptName, model::MergePlan plan)
    : WindowStep(tr("Merge %1 into %2").arg(removedName, keptName))
    , m_parts(parts)
    , m_removedName(removedName)
    , m_keptName(keptName)
    , m_mergePlan(std::move(plan))
{
}

std::optional<StepFailure> MergePlayersCommand::forward()
{
    // An open event may name the removed player; it is opened again from what is stored.
    m_parts.edited.close();
    auto merged = m_parts.players.merge(m_mergePlan);
    if (!merged)
        return StepFailure { tr("Merging the players"), merged.failure() };
    m_record = std::move(*merged);
    m_parts.status->showMessage(
        tr("%1 merged into %2 (%3 splits them again)")
            .arg(m_removedName, m_keptName, shortcutText(m_parts.undo->shortcut())),
        8000);
    return std::nullopt;
}

std::optional<StepFailure> MergePlayersCommand::back()
{
    m_parts.edited.close();
    const auto split = m_parts.players.split(*m_record, m_splitPlan);
    if (!split)
        return StepFailure { tr("Undoing the merge"), split.failure() };
    m_record.reset();
    return std::nullopt;
}

} // namespace rd::ui
