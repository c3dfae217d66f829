#include "ui/ratings/EvaluationTableModel.h"

namespace rd::ui {

void EvaluationTableModel::setEvaluation(const EventInput &event, const Evaluation &evaluation)
{
    beginResetModel();
    m_table = report::EvaluationTable::of(event, evaluation);
    endResetModel();
}

int EvaluationTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_table.rows.size());
}

int EvaluationTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_table.titles.size());
}

QVariant EvaluationTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const report::EvaluationTable::Cell &cell = m_table.rows[index.row()][index.column()];
    switch (role) {
    case Qt::DisplayRole:
        return cell.text;
    case Qt::UserRole:
        return cell.sortKey.isValid() ? cell.sortKey : QVariant(cell.text);
    case Qt::TextAlignmentRole:
        return cell.sortKey.typeId() == QMetaType::QString || !cell.sortKey.isValid()
            ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
            : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant EvaluationTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section >= m_table.titles.size())
        return {};
    if (role == Qt::DisplayRole)
        return m_table.titles[section];
    if (role == Qt::ToolTipRole && !m_table.meanings.value(section).isEmpty())
        return m_table.meanings[section];
    return {};
}

} // namespace rd::ui
