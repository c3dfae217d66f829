#include "ui/players/MergePlayersCommand.h"

#include "desktop/PlayerOperations.h"
#include "ui/event/EditedEvent.h"
#include "ui/ratings/PlanConfirmation.h"
#include "ui/widgets/ErrorReport.h"
#include "ui/widgets/ShortcutText.h"

#include <QAction>
#include <QMainWindow>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

#include <utility>

namespace rd::ui {

MergePlayersCommand::MergePlayersCommand(
    const Parts &parts, model::PlayerDetails kept, qint64 removedId)
    : m_parts(parts)
    , m_kept(std::move(kept))
    , m_removedId(removedId)
    , m_removedName(parts.players.player(removedId).name)
{
    setText(tr("Merge %1 into %2").arg(m_removedName, m_kept.name));
}

void MergePlayersCommand::redo()
{
    if (std::exchange(m_restoring, false))
        return;
    const bool first = !std::exchange(m_pushed, true);
    const bool merged = merge();
    if (first)
        setObsolete(!merged); // the stack drops a merge that did not happen
    else if (!merged)
        stayWhereItWas(false);
}

void MergePlayersCommand::undo()
{
    if (std::exchange(m_restoring, false))
        return;
    if (!split())
        stayWhereItWas(true);
}

bool MergePlayersCommand::merge()
{
    bool merged = false;
    ErrorReport::guard(m_parts.window, tr("Merging the players"), [this, &merged] {
        const model::MergePlan plan = m_parts.players.previewMerge(m_kept, m_removedId);
        if (!PlanConfirmation::ask(m_parts.window, tr("Merge players"),
                tr("Merge %1 (no. %2) into %3 (no. %4)? His events, federation ids "
                   "and history become those of %3; %n rating(s) change.",
                    nullptr, static_cast<int>(plan.ratings.changes.size()))
                    .arg(m_removedName)
                    .arg(m_removedId)
                    .arg(m_kept.name)
                    .arg(m_kept.id),
                plan.ratings))
            return;
        // An open event may name the removed player; it is opened again from what is stored.
        m_parts.edited.close();
        m_record = m_parts.players.merge(plan);
        merged = true;
    });
    if (merged)
        m_parts.window->statusBar()->showMessage(
            tr("%1 merged into %2 (%3 splits them again)")
                .arg(m_removedName, m_kept.name, shortcutText(m_parts.undo->shortcut())),
            8000);
    return merged;
}

bool MergePlayersCommand::split()
{
    bool split = false;
    ErrorReport::guard(m_parts.window, tr("Undoing the merge"), [this, &split] {
        const model::Plan plan = m_parts.players.previewSplit(*m_record);
        if (!PlanConfirmation::ask(m_parts.window, tr("Undo merge"),
                tr("Split %1 and %2 again, each with his own events? %n rating(s) "
                   "change.",
                    nullptr, static_cast<int>(plan.changes.size()))
                    .arg(m_record->kept.name, m_record->removed.name),
                plan))
            return;
        m_parts.edited.close();
        m_parts.players.split(*m_record, plan);
        m_record.reset();
        split = true;
    });
    return split;
}

// The stack moves past this step when undo() or redo() returns; it is moved back once control
// is back in the event loop, and that move changes nothing. Should the stack have moved
// meanwhile (another step, or a database opened), it is left as it is.
void MergePlayersCommand::stayWhereItWas(bool undone)
{
    QUndoStack *stack = m_parts.stack;
    const int position = undone ? stack->index() - 1 : stack->index(); // this step's place
    const int moved = undone ? position : position + 1; // the index once this returns
    const QUndoCommand *self = this;
    m_restoring = true;
    QTimer::singleShot(0, stack, [stack, position, moved, self, undone] {
        if (stack->index() != moved || stack->command(position) != self)
            return;
        if (undone)
            stack->redo();
        else
            stack->undo();
    });
}

} // namespace rd::ui
