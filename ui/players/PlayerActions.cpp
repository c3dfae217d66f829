#include "ui/players/PlayerActions.h"

#include "desktop/DatabaseSession.h"
#include "desktop/PlayerOperations.h"
#include "ui/players/MergePlayersCommand.h"
#include "ui/players/PlayerDialog.h"
#include "ui/players/PlayerListModel.h"
#include "ui/players/RegistryPlayers.h"
#include "ui/widgets/ErrorReport.h"

#include <QAction>
#include <QInputDialog>
#include <QListView>
#include <QMainWindow>
#include <QStatusBar>
#include <QUndoStack>

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
    if (playerId && !ErrorReport::guard(m_parts.window, tr("Opening the player"), [&] {
            details = m_parts.players.player(playerId);
        }))
        return;
    PlayerDialog dialog(m_parts.session, details, m_parts.window);
    dialog.offerRatingLists();
    int answer = QDialog::Rejected;
    while ((answer = dialog.exec()) == QDialog::Accepted) {
        if (ErrorReport::guard(m_parts.window, tr("Saving the player"),
                [&] { m_parts.players.savePlayer(dialog.player()); }))
            break;
    }
    // The player as edited in the dialog keeps his name and birth; the other one is merged in.
    if (answer == PlayerDialog::MergeRequested && dialog.mergeWith())
        ErrorReport::guard(m_parts.window, tr("Merging the players"), [&] {
            mergePlayers(m_parts.players.mergedDetails(dialog.player(), *dialog.mergeWith()),
                *dialog.mergeWith());
        });
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
    ErrorReport::guard(m_parts.window, tr("Merging the players"), [&] {
        for (const model::PlayerSummary &player : m_parts.players.players()) {
            if (player.id == keptId)
                continue;
            others.push_back(player);
            labels << QStringLiteral("%1, no. %2").arg(registryPlayerLabel(player)).arg(player.id);
        }
    });
    if (others.empty())
        return;
    bool chosen = false;
    const QString label = QInputDialog::getItem(m_parts.window, tr("Merge players"),
        tr("%1 stays. The player who is the same person:").arg(current.data().toString()), labels,
        0, false, &chosen);
    if (!chosen)
        return;
    const qint64 removedId = others[static_cast<std::size_t>(labels.indexOf(label))].id;
    ErrorReport::guard(m_parts.window, tr("Merging the players"),
        [&] { mergePlayers(m_parts.players.mergedDetails(keptId, removedId), removedId); });
}

// A step of Edit > Undo like the others of this window: undone, the players are two again.
void PlayerActions::mergePlayers(const model::PlayerDetails &kept, qint64 removedId)
{
    m_parts.windowHistory->push(new MergePlayersCommand(
        { m_parts.window, m_parts.players, m_parts.edited, m_parts.windowHistory, m_parts.undo },
        kept, removedId));
}

} // namespace rd::ui
