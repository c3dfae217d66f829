#include "ui/players/PlayerActions.h"

#include "desktop/DatabaseSession.h"
#include "desktop/PlayerOperations.h"
#include "ui/players/MergePlayersCommand.h"
#include "ui/players/PlayerDialog.h"
#include "ui/players/PlayerListModel.h"
#include "ui/players/RegistryPlayers.h"
#include "ui/ratings/PlanConfirmation.h"
#include "ui/widgets/ErrorReport.h"
#include "ui/window/WindowHistory.h"

#include <QAction>
#include <QInputDialog>
#include <QListView>
#include <QMainWindow>
#include <QStatusBar>

namespace rd::ui {

PlayerActions::PlayerActions(const Parts &parts)
    : QObject(parts.window)
    , m_parts(parts)
{
    m_merge = new QAction(tr("&Merge players…"), parts.window);
    m_merge->setObjectName(QStringLiteral("actionMergePlayers"));
    connect(m_merge, &QAction::triggered, this, &PlayerActions::mergeSelected);
    // Enter or a double click edits the player.
    connect(parts.list, &QListView::activated, this, [this](const QModelIndex &index) {
        editPlayer(index.data(PlayerListModel::kIdRole).toLongLong());
    });
}

void PlayerActions::editPlayer(qint64 playerId)
{
    if (!m_parts.session.isWritable())
        return;
    model::PlayerDetails details;
    if (playerId) {
        auto stored = m_parts.players.player(playerId);
        if (!ErrorReport::succeeded(m_parts.window, tr("Opening the player"), stored))
            return;
        details = std::move(*stored);
    }
    PlayerDialog dialog(m_parts.session, details, m_parts.window);
    dialog.offerRatingLists();
    int answer = QDialog::Rejected;
    while ((answer = dialog.exec()) == QDialog::Accepted) {
        if (ErrorReport::succeeded(m_parts.window, tr("Saving the player"),
                m_parts.players.savePlayer(dialog.player())))
            break;
    }
    // The player as edited in the dialog keeps his name and birth; the other one is merged in.
    if (answer == PlayerDialog::MergeRequested && dialog.mergeWith()) {
        const auto kept = m_parts.players.mergedDetails(dialog.player(), *dialog.mergeWith());
        if (ErrorReport::succeeded(m_parts.window, tr("Merging the players"), kept))
            mergePlayers(*kept, *dialog.mergeWith());
    }
    // Players the dialog took from a rating list are listed too.
    emit m_parts.session.playersChanged();
}

void PlayerActions::mergeSelected()
{
    if (!m_parts.session.isWritable())
        return;
    const QModelIndex current = m_parts.list->currentIndex();
    if (!current.isValid()) {
        m_parts.window->statusBar()->showMessage(
            tr("Choose the player to keep in the players list first."), 8000);
        return;
    }
    const qint64 keptId = current.data(PlayerListModel::kIdRole).toLongLong();
    std::vector<model::PlayerSummary> others;
    QStringList labels;
    const auto registry = m_parts.players.players();
    if (!ErrorReport::succeeded(m_parts.window, tr("Merging the players"), registry))
        return;
    for (const model::PlayerSummary &player : *registry) {
        if (player.id == keptId)
            continue;
        others.push_back(player);
        labels << QStringLiteral("%1, no. %2").arg(registryPlayerLabel(player)).arg(player.id);
    }
    if (others.empty())
        return;
    bool chosen = false;
    const QString label = QInputDialog::getItem(m_parts.window, tr("Merge players"),
        tr("%1 stays. The player who is the same person:").arg(current.data().toString()), labels,
        0, false, &chosen);
    if (!chosen)
        return;
    const qint64 removedId = others[static_cast<std::size_t>(labels.indexOf(label))].id;
    const auto kept = m_parts.players.mergedDetails(keptId, removedId);
    if (ErrorReport::succeeded(m_parts.window, tr("Merging the players"), kept))
        mergePlayers(*kept, removedId);
}

// A step of Edit > Undo like the others of this window: undone, the players are two again. Each
// way the ratings it changes are shown and accepted before the step is taken.
void PlayerActions::mergePlayers(const model::PlayerDetails &kept, qint64 removedId)
{
    const auto removed = m_parts.players.player(removedId);
    if (!ErrorReport::succeeded(m_parts.window, tr("Merging the players"), removed))
        return;
    const QString removedName = removed->name;
    const auto plan = askMerge(kept, removedId, removedName);
    if (!plan)
        return;
    auto *step = new MergePlayersCommand(
        { m_parts.players, m_parts.edited, m_parts.window->statusBar(), m_parts.undo }, removedName,
        kept.name, *plan);
    step->askBeforeUndo = [this, step] {
        const auto split = askSplit(*step->record());
        if (split)
            step->setSplitPlan(*split);
        return split.has_value();
    };
    step->askBeforeRedo = [this, step, kept, removedId, removedName] {
        const auto merge = askMerge(kept, removedId, removedName);
        if (merge)
            step->setMergePlan(*merge);
        return merge.has_value();
    };
    m_parts.windowHistory->push(step);
}

std::optional<model::MergePlan> PlayerActions::askMerge(
    const model::PlayerDetails &kept, qint64 removedId, const QString &removedName)
{
    const auto plan = m_parts.players.previewMerge(kept, removedId);
    if (!ErrorReport::succeeded(m_parts.window, tr("Merging the players"), plan))
        return std::nullopt;
    if (!PlanConfirmation::ask(m_parts.window, tr("Merge players"),
            tr("Merge %1 (no. %2) into %3 (no. %4)? His events, federation ids "
               "and history become those of %3; %n rating(s) change.",
                nullptr, static_cast<int>(plan->ratings.changes.size()))
                .arg(removedName)
                .arg(removedId)
                .arg(kept.name)
                .arg(kept.id),
            plan->ratings))
        return std::nullopt;
    return *plan;
}

std::optional<model::Plan> PlayerActions::askSplit(const model::MergeRecord &record)
{
    const auto plan = m_parts.players.previewSplit(record);
    if (!ErrorReport::succeeded(m_parts.window, tr("Undoing the merge"), plan))
        return std::nullopt;
    if (!PlanConfirmation::ask(m_parts.window, tr("Undo merge"),
            tr("Split %1 and %2 again, each with his own events? %n rating(s) "
               "change.",
                nullptr, static_cast<int>(plan->changes.size()))
                .arg(record.kept.name, record.removed.name),
            *plan))
        return std::nullopt;
    return *plan;
}

} // namespace rd::ui
