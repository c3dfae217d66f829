#include "ui/event/CrosstableModel.h"

#include "engine/checks/RatingReadiness.h"
#include "engine/edit/ChessEventEdit.h"
#include "ui/event/UnfinishedEntries.h"
#include "ui/widgets/StatePalette.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>
#include <utility>

namespace rd::ui {

using edit::CrosstableEntry;
using edit::crosstableNotation;
using edit::playerText;
using edit::pointsText;
using edit::resultText;

CrosstableModel::CrosstableModel(EventDraft &draft, QObject *parent)
    : DraftTableModel(draft, parent)
{
    analyse();
    m_rowCount = static_cast<int>(m_cells.size());
    m_roundColumns = m_rounds + 1;
    connect(&m_draft, &EventDraft::changed, this, &CrosstableModel::refresh);
}

void CrosstableModel::refresh()
{
    analyse();
    // Rows and round columns are added and removed at their ends, so the view keeps its
    // current cell and an open editor moves on as it should.
    const int roundColumns = m_rounds + 1;
    if (roundColumns > m_roundColumns) {
        beginInsertColumns(
            {}, FirstRoundColumn + m_roundColumns, FirstRoundColumn + roundColumns - 1);
        m_roundColumns = roundColumns;
        endInsertColumns();
    } else if (roundColumns < m_roundColumns) {
        beginRemoveColumns(
            {}, FirstRoundColumn + roundColumns, FirstRoundColumn + m_roundColumns - 1);
        m_roundColumns = roundColumns;
        endRemoveColumns();
    }
    const int rows = static_cast<int>(m_cells.size());
    resizeRows(m_rowCount, rows, [&] { m_rowCount = rows; });
    if (m_rowCount > 0)
        emit dataChanged(index(0, 0), index(m_rowCount - 1, columnCount() - 1));
}

void CrosstableModel::analyse()
{
    const EventInput &event = m_draft.event();
    std::unordered_map<std::string, int> rowOf;
    for (std::size_t i = 0; i < event.players.size(); ++i)
        rowOf.emplace(event.players[i].id, static_cast<int>(i));
    const auto row = [&](const std::string &id) {
        const auto found = rowOf.find(id);
        return found == rowOf.end() ? -1 : found->second;
    };
    const auto number = [&](const std::string &id) {
        const int r = row(id);
        return r >= 0 ? r + 1 : edit::startNumberOf(event, id);
    };

    m_rounds = 0;
    m_gamesWithoutRound = 0;
    for (const auto &game : event.chessGames) {
        if (game.round && *game.round >= 1)
            m_rounds = std::max(m_rounds, *game.round);
        else
            ++m_gamesWithoutRound;
    }
    for (const auto &bye : event.byes)
        m_rounds = std::max(m_rounds, bye.round);

    const std::size_t players = event.players.size();
    m_cells.assign(players, std::vector<Cell>(static_cast<std::size_t>(m_rounds) + 1));
    m_points.assign(players, 0.0);
    const auto cellOf = [&](int r, int round) -> Cell * {
        if (r < 0 || round < 1)
            return nullptr;
        return &m_cells[static_cast<std::size_t>(r)][static_cast<std::size_t>(round - 1)];
    };
    for (const auto &game : event.chessGames) {
        const int white = row(game.white);
        const int black = row(game.black);
        if (white >= 0)
            m_points[static_cast<std::size_t>(white)] += whitePoints(game.result);
        if (black >= 0 && black != white)
            m_points[static_cast<std::size_t>(black)] += blackPoints(game.result);
        const int round = game.round.value_or(0);
        const QString description
            = tr("Round %1: %2 \u2013 %3 %4")
                  .arg(round)
                  .arg(playerText(event, number(game.white)), playerText(event, number(game.black)),
                      resultText(game.result));
        const auto show = [&](const std::string &side, const std::string &opponent) {
            if (Cell *cell = cellOf(row(side), round)) {
                cell->entries << crosstableNotation(edit::entryOf(game, side, number(opponent)));
                cell->descriptions << description;
            }
        };
        show(game.white, game.black);
        if (game.black != game.white)
            show(game.black, game.white);
    }
    for (const auto &bye : event.byes) {
        const int r = row(bye.player);
        if (r < 0)
            continue;
        const double points = bye.pointsIn(event.event.properties);
        m_points[static_cast<std::size_t>(r)] += points;
        if (Cell *cell = cellOf(r, bye.round)) {
            CrosstableEntry entry;
            entry.kind = CrosstableEntry::Kind::Bye;
            if (!bye.unpaired)
                entry.byePoints = bye.points;
            cell->entries << crosstableNotation(entry);
            // The whole points choose the form: "1 point", "½ points", "0 points".
            cell->descriptions << tr("Round %1: bye for %2, %3 point(s)", nullptr, int(points))
                                      .arg(bye.round)
                                      .arg(playerText(event, r + 1), pointsText(points));
        }
    }
    m_problems = edit::checkChessEvent(event);
    for (const edit::Problem &problem : m_problems) {
        if (Cell *cell = cellOf(problem.location.startNumber - 1, problem.location.round))
            (problem.severity == edit::Severity::Error ? cell->errors : cell->warnings)
                << problem.message;
    }
}

const CrosstableModel::Cell *CrosstableModel::cell(const QModelIndex &index) const
{
    const int round = index.column() - FirstRoundColumn + 1;
    if (!index.isValid() || round < 1 || round > m_roundColumns
        || index.row() >= static_cast<int>(m_cells.size())
        || round > static_cast<int>(m_cells[static_cast<std::size_t>(index.row())].size()))
        return nullptr;
    return &m_cells[static_cast<std::size_t>(index.row())][static_cast<std::size_t>(round - 1)];
}

int CrosstableModel::rows() const
{
    return m_rowCount;
}

int CrosstableModel::columns() const
{
    return FirstRoundColumn + m_roundColumns + 1;
}

QVariant CrosstableModel::data(const QModelIndex &index, int role) const
{
    const EventInput &event = m_draft.event();
    if (!index.isValid() || index.row() >= static_cast<int>(event.players.size())
        || index.row() >= static_cast<int>(m_points.size()))
        return {};
    const auto row = static_cast<std::size_t>(index.row());
    if (role == kAfterPlanRole) {
        const int round = index.column() - FirstRoundColumn + 1;
        const std::optional<int> planned = event.event.properties.roundsPlanned;
        return index.column() >= FirstRoundColumn && index.column() < pointsColumn() && planned
            && round > *planned && round > m_rounds;
    }

    if (index.column() == NumberColumn) {
        if (role == Qt::DisplayRole)
            return index.row() + 1;
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (index.column() == NameColumn) {
        if (role == Qt::DisplayRole)
            return QString::fromStdString(event.players[row].name);
        return {};
    }
    if (role == UnfinishedEntries::kCellPlaceRole)
        return index.column() >= FirstRoundColumn && index.column() < pointsColumn()
            ? checks::typedCellPlace(
                { index.row() + 1, index.column() - FirstRoundColumn + 1, 0, {} })
            : QVariant();
    if (index.column() == pointsColumn()) {
        if (role == Qt::DisplayRole)
            return pointsText(m_points[row]);
        if (role == Qt::TextAlignmentRole)
            return QVariant::fromValue(Qt::AlignCenter);
        if (role == Qt::FontRole) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    }

    const Cell *c = cell(index);
    if (!c)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return c->entries.join(QStringLiteral(" / "));
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignCenter);
    case Qt::BackgroundRole:
        if (!c->errors.isEmpty())
            return QBrush(StatePalette::background(State::Error, QGuiApplication::palette()));
        if (!c->warnings.isEmpty())
            return QBrush(StatePalette::background(State::Warning, QGuiApplication::palette()));
        return {};
    case Qt::ToolTipRole: {
        const QStringList problems = c->errors + c->warnings;
        const QStringList &lines = problems.isEmpty() ? c->descriptions : problems;
        if (lines.isEmpty())
            return {};
        return lines.join(QLatin1Char('\n'));
    }
    default:
        return {};
    }
}

QVariant CrosstableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole)
            return section + 1;
        return {};
    }
    const bool isRound = section >= FirstRoundColumn && section < pointsColumn();
    if (role == Qt::DisplayRole) {
        if (section == NumberColumn)
            return tr("No.");
        if (section == NameColumn)
            return tr("Name");
        if (isRound)
            return section - FirstRoundColumn + 1;
        if (section == pointsColumn())
            return tr("Points");
    }
    if (role == Qt::ToolTipRole && isRound)
        return tr("Round %1").arg(section - FirstRoundColumn + 1);
    return {};
}

bool CrosstableModel::isEditable(const QModelIndex &index) const
{
    return index.column() >= FirstRoundColumn && index.column() < pointsColumn();
}

bool CrosstableModel::setCell(const QModelIndex &index, const QVariant &value)
{
    return enterResult(index, value.toString()).applied();
}

edit::EditResult CrosstableModel::enterResult(
    const QModelIndex &index, const QString &text, edit::Resolution resolution)
{
    const int round = index.column() - FirstRoundColumn + 1;
    const edit::EditResult result = m_draft.apply([&](EventInput &event) {
        return edit::ChessEventEdit(event).enterResult(index.row() + 1, round, text, resolution);
    });
    if (result.kind == edit::EditResult::Kind::Refused)
        emit entryRefused(result.problem);
    else if (result.kind == edit::EditResult::Kind::Conflict)
        emit entryConflicts(index, text, result.problem);
    return result;
}

QModelIndex CrosstableModel::indexOf(const edit::Location &location) const
{
    if (location.startNumber < 1 || location.startNumber > rowCount())
        return {};
    return index(location.startNumber - 1,
        location.round >= 1 && location.round <= m_roundColumns ? roundColumn(location.round)
                                                                : NameColumn);
}

} // namespace rd::ui
