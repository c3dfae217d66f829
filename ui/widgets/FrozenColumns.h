#pragma once

#include <QObject>

class QModelIndex;
class QTableView;

namespace rd::ui {

// The first columns of a table kept in view while the others scroll sideways (the crosstable's
// number and name beside its rounds): a second view of the same model and selection laid over
// them, Qt's frozen-column technique. It follows the table's column widths, row heights and
// vertical scrolling, and a cell that becomes current is scrolled out from under it.
class FrozenColumns : public QObject {
    Q_OBJECT

public:
    // `table` has its model; `columns` are its first columns that stay in view.
    FrozenColumns(QTableView *table, int columns);

    QTableView *view() const { return m_view; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void hideScrollingColumns();
    void place();
    void uncover(const QModelIndex &current);

    QTableView *m_table;
    QTableView *m_view;
    int m_columns;
};

} // namespace rd::ui
