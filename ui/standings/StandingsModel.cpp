#include "ui/standings/StandingsModel.h"

#include "engine/edit/ChessEventEdit.h"
#include "engine/edit/CrosstableNotation.h"
#include "report/DisplayNames.h"
#include "ui/event/EventDraft.h"
#include "ui/standings/TieOrderActions.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>

#include <algorithm>

namespace rd::ui {

namespace {

enum Column { RankColumn, NumberColumn, NameColumn, PointsColumn, FirstTieBreakColumn };

} // namespace

StandingsModel::StandingsModel(const EventDraft &draft, QObject *parent)
    : QAbstractTableModel(parent)
    , m_draft(draft)
{
    refresh();
    connect(&m_draft, &EventDraft::changed, this, &StandingsModel::refresh);
}

void StandingsModel::refresh()
{
    beginResetModel();
    const EventInput &event = m_draft.event();
    m_standings
        = standings::computeStandings(event, standings::eventTieBreaks(event), m_afterRound);
    endResetModel();
}

void StandingsModel::setAfterRound(std::optional<int> round)
{
    if (round == m_afterRound)
        return;
    m_afterRound = round;
    refresh();
}

int StandingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_standings.rows.size());
}

int StandingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0
                            : FirstTieBreakColumn + static_cast<int>(m_standings.tieBreaks.size());
}

QVariant StandingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const standings::Standing &row = m_standings.rows[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole)
        return QVariant(index.column() == NameColumn ? Qt::AlignLeft | Qt::AlignVCenter
                                                     : Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == RankColumn)
        return report::DisplayNames::tieOrderNotes(m_standings, m_draft.event())
            .join(QLatin1Char('\n'));
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case RankColumn:
        return report::DisplayNames::rank(m_standings, row);
    case NumberColumn:
        return edit::startNumberOf(m_draft.event(), row.playerId);
    case NameColumn:
        return playerName(row.playerId);
    case PointsColumn:
        return edit::pointsText(row.points);
    default: {
        const auto tieBreak = static_cast<std::size_t>(index.column() - FirstTieBreakColumn);
        return report::DisplayNames::tieBreakValue(m_standings, row, tieBreak);
    }
    }
}

const EventInput &StandingsModel::event() const
{
    return m_draft.event();
}

int StandingsModel::rowOf(const std::string &playerId) const
{
    const auto found = std::find_if(m_standings.rows.begin(), m_standings.rows.end(),
        [&](const standings::Standing &row) { return row.playerId == playerId; });
    return found == m_standings.rows.end() ? -1
                                           : static_cast<int>(found - m_standings.rows.begin());
}

QString StandingsModel::playerName(const std::string &playerId) const
{
    const PlayerInput *player = m_draft.event().findPlayer(playerId);
    return QString::fromStdString(player ? player->name : playerId);
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    const bool tieBreak = section >= FirstTieBreakColumn;
    const auto which = static_cast<std::size_t>(section - FirstTieBreakColumn);
    if (role == Qt::ToolTipRole && tieBreak) {
        const QString leftOut = report::DisplayNames::leftOut(m_standings, which);
        const QString meaning = report::DisplayNames::tieBreakMeaning(m_standings.tieBreaks[which]);
        return leftOut.isEmpty() ? meaning : meaning + QLatin1Char('\n') + leftOut;
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RankColumn:
        return tr("Rank");
    case NumberColumn:
        return tr("No.");
    case NameColumn:
        return tr("Name");
    case PointsColumn:
        return m_draft.event().system == RatingSystem::Sagc ? tr("Wins") : tr("Pts");
    default:
        return report::DisplayNames::tieBreak(m_standings.tieBreaks[which]);
    }
}

QTableView *createStandingsView(EventDraft &draft, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(QStringLiteral("standingsView"));
    auto *model = new StandingsModel(draft, view);
    view->setModel(model);
    new TieOrderActions(draft, *model, *view);
    view->verticalHeader()->hide();
    view->setAlternatingRowColors(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setTabKeyNavigation(false); // Tab moves on to the next part of the editor
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return view;
}

QLabel *createStandingsNotes(const QTableView &standingsView, QWidget *parent)
{
    auto *notes = new QLabel(parent);
    notes->setObjectName(QStringLiteral("standingsNotes"));
    notes->setWordWrap(true);
    const auto *model = qobject_cast<const StandingsModel *>(standingsView.model());
    const auto show = [notes, model] {
        const QString text = report::DisplayNames::tieOrderNotes(model->standings(), model->event())
                                 .join(QLatin1Char('\n'));
        notes->setText(text);
        notes->setVisible(!text.isEmpty());
    };
    QObject::connect(model, &QAbstractItemModel::modelReset, notes, show);
    show();
    return notes;
}

} // namespace rd::ui
