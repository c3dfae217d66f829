#include "ui/standings/TieOrderActions.h"

#include "engine/standings/TieOrder.h"
#include "ui/event/EventDraft.h"
#include "ui/standings/StandingsModel.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QRandomGenerator>
#include <QTableView>

namespace rd::ui {

namespace {

QAction *viewAction(QTableView &view, const QString &text, const QKeySequence &shortcut)
{
    auto *action = new QAction(text, &view);
    action->setShortcut(shortcut);
    action->setShortcutContext(Qt::WidgetShortcut);
    view.addAction(action);
    return action;
}

} // namespace

TieOrderActions::TieOrderActions(EventDraft &draft, StandingsModel &model, QTableView &view)
    : QObject(&view)
    , m_draft(draft)
    , m_model(model)
    , m_view(view)
    , m_drawLots(viewAction(
          view, tr("Draw &lots for tied players"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L)))
    , m_moveUp(
          viewAction(view, tr("Move &up among tied players"), QKeySequence(Qt::ALT | Qt::Key_Up)))
    , m_moveDown(viewAction(
          view, tr("Move &down among tied players"), QKeySequence(Qt::ALT | Qt::Key_Down)))
{
    view.setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_drawLots, &QAction::triggered, this, &TieOrderActions::drawLots);
    connect(m_moveUp, &QAction::triggered, this, [this] { move(-1); });
    connect(m_moveDown, &QAction::triggered, this, [this] { move(1); });
    connect(&m_draft, &EventDraft::readOnlyChanged, this, &TieOrderActions::updateEnabled);
    connect(&m_model, &QAbstractItemModel::modelReset, this, &TieOrderActions::updateEnabled);
    updateEnabled();
}

// A tie is ordered in the standings of every round, not in those after an earlier round.
void TieOrderActions::updateEnabled()
{
    for (QAction *action : { m_drawLots, m_moveUp, m_moveDown })
        action->setEnabled(!m_draft.isReadOnly() && !m_model.afterRound());
}

void TieOrderActions::drawLots()
{
    const int seed = QRandomGenerator::global()->bounded(
        standings::kLowestLotSeed, standings::kHighestLotSeed + 1);
    m_draft.apply(tr("Draw lots for tied players (seed %1)").arg(seed),
        [seed](EventInput &event) { standings::drawLots(event.event.properties, seed); });
}

// The player stays chosen at his new place, ready to move again.
void TieOrderActions::move(int step)
{
    const QModelIndex current = m_view.currentIndex();
    if (!current.isValid())
        return;
    const auto row = static_cast<std::size_t>(current.row());
    const auto order = standings::movedTieOrder(m_model.standings(), row, step);
    if (!order)
        return;
    const std::string player = m_model.standings().rows[row].playerId;
    m_draft.apply(step < 0 ? tr("Move %1 up among tied players").arg(m_model.playerName(player))
                           : tr("Move %1 down among tied players").arg(m_model.playerName(player)),
        [&order](EventInput &event) { standings::setTieOrder(event.event.properties, *order); });
    const QModelIndex moved = m_model.index(m_model.rowOf(player), current.column());
    m_view.selectionModel()->setCurrentIndex(
        moved, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
}

} // namespace rd::ui
