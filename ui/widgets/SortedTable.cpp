#include "ui/widgets/SortedTable.h"

#include <QHeaderView>
#include <QSortFilterProxyModel>

namespace rd::ui {

SortedTable::SortedTable(QAbstractItemModel *model, int sortRole, QWidget *parent)
    : QTableView(parent)
    , m_sorted(new QSortFilterProxyModel(this))
{
    m_sorted->setSourceModel(model);
    m_sorted->setSortRole(sortRole);
    setModel(m_sorted);
    setSortingEnabled(true);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
}

} // namespace rd::ui
