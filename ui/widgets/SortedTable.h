#pragma once

#include <QTableView>

class QAbstractItemModel;
class QSortFilterProxyModel;

namespace rd::ui {

// A read-only table of a model's rows, whole rows selected, sorted by a click on a column's
// title on the model's sort keys (`sortRole`: numbers and dates as such, not as their text).
class SortedTable : public QTableView {
    Q_OBJECT

public:
    SortedTable(QAbstractItemModel *model, int sortRole, QWidget *parent);

    // The model's rows in the order (and with the filter) shown.
    QSortFilterProxyModel *sorted() const { return m_sorted; }

private:
    QSortFilterProxyModel *m_sorted;
};

} // namespace rd::ui
