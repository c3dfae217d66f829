#include "ui/StandingsModel.h"

#include "engine/edit/ChessEventEdit.h"
#include "engine/edit/CrosstableNotation.h"
#include "report/DisplayNames.h"
#include "ui/EventDraft.h"

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
    m_standings = standings::computeStandings(event, standings::eventTieBreaks(event));
    endResetModel();
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

QString StandingsModel::rankText(const standings::Standing &row) const
{
    const auto sharing = std::count_if(m_standings.rows.begin(), m_standings.rows.end(),
        [&](const standings::Standing &other) { return other.rank == row.rank; });
    return sharing > 1 ? QStringLiteral("%1\u2013%2").arg(row.rank).arg(row.rank + sharing - 1)
                       : QString::number(row.rank);
}

QVariant StandingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const standings::Standing &row = m_standings.rows[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole)
        return QVariant(index.column() == NameColumn ? Qt::AlignLeft | Qt::AlignVCenter
                                                     : Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case RankColumn:
        return rankText(row);
    case NumberColumn:
        return edit::startNumberOf(m_draft.event(), row.playerId);
    case NameColumn: {
        const PlayerInput *player = m_draft.event().findPlayer(row.playerId);
        return QString::fromStdString(player ? player->name : row.playerId);
    }
    case PointsColumn:
        return edit::pointsText(row.points);
    default: {
        const auto tieBreak = static_cast<std::size_t>(index.column() - FirstTieBreakColumn);
        return report::DisplayNames::tieBreakValue(
            m_standings.tieBreaks[tieBreak], row.values[tieBreak]);
    }
    }
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    const bool tieBreak = section >= FirstTieBreakColumn;
    const auto which = static_cast<std::size_t>(section - FirstTieBreakColumn);
    if (role == Qt::ToolTipRole && tieBreak)
        return report::DisplayNames::tieBreakMeaning(m_standings.tieBreaks[which]);
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

} // namespace rd::ui
