#include "ui/widgets/FrozenColumns.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

namespace rd::ui {

FrozenColumns::FrozenColumns(QTableView *table, int columns)
    : QObject(table)
    , m_table(table)
    , m_view(new QTableView(table))
    , m_columns(columns)
{
    m_view->setObjectName(table->objectName() + QStringLiteral("FrozenColumns"));
    m_view->setModel(table->model());
    m_view->setSelectionModel(table->selectionModel());
    // The table keeps the keyboard; a click here makes the cell current in both.
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionMode(table->selectionMode());
    m_view->setAlternatingRowColors(table->alternatingRowColors());
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollMode(table->verticalScrollMode());
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setMinimumSectionSize(table->verticalHeader()->minimumSectionSize());
    m_view->verticalHeader()->setDefaultSectionSize(table->verticalHeader()->defaultSectionSize());
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->horizontalHeader()->setMinimumSectionSize(
        table->horizontalHeader()->minimumSectionSize());
    table->viewport()->stackUnder(m_view);
    // Cells pass under the frozen columns pixel by pixel, not a whole column at a time.
    table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);

    QAbstractItemModel *model = table->model();
    connect(
        model, &QAbstractItemModel::columnsInserted, this, &FrozenColumns::hideScrollingColumns);
    connect(model, &QAbstractItemModel::modelReset, this, &FrozenColumns::hideScrollingColumns);
    connect(table->horizontalHeader(), &QHeaderView::sectionResized, this,
        [this](int column, int, int width) {
            if (column < m_columns) {
                m_view->setColumnWidth(column, width);
                place();
            }
        });
    connect(table->verticalHeader(), &QHeaderView::sectionResized, this,
        [this](int row, int, int height) { m_view->setRowHeight(row, height); });
    connect(
        table->horizontalHeader(), &QHeaderView::geometriesChanged, this, &FrozenColumns::place);
    connect(table->verticalScrollBar(), &QAbstractSlider::valueChanged, m_view->verticalScrollBar(),
        &QAbstractSlider::setValue);
    connect(m_view->verticalScrollBar(), &QAbstractSlider::valueChanged, table->verticalScrollBar(),
        &QAbstractSlider::setValue);
    connect(table->selectionModel(), &QItemSelectionModel::currentChanged, this,
        &FrozenColumns::uncover);
    table->installEventFilter(this);
    table->viewport()->installEventFilter(this);

    hideScrollingColumns();
    for (int column = 0; column < m_columns; ++column)
        m_view->setColumnWidth(column, table->columnWidth(column));
    place();
    m_view->show();
}

bool FrozenColumns::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize)
        place();
    return QObject::eventFilter(watched, event);
}

void FrozenColumns::hideScrollingColumns()
{
    const int count = m_view->model()->columnCount();
    for (int column = 0; column < count; ++column)
        m_view->setColumnHidden(column, column >= m_columns);
}

// Over the table's first columns, from the top of its header to the bottom of its cells.
void FrozenColumns::place()
{
    int width = 0;
    for (int column = 0; column < m_columns; ++column)
        width += m_table->columnWidth(column);
    const QRect cells = m_table->viewport()->geometry();
    const int header
        = m_table->horizontalHeader()->isVisible() ? m_table->horizontalHeader()->height() : 0;
    m_view->horizontalHeader()->setFixedHeight(header);
    m_view->setGeometry(cells.x(), cells.y() - header, width, cells.height() + header);
}

void FrozenColumns::uncover(const QModelIndex &current)
{
    if (!current.isValid() || current.column() < m_columns)
        return;
    const int covered = m_view->width() - m_table->visualRect(current).left();
    if (covered > 0) {
        QScrollBar *bar = m_table->horizontalScrollBar();
        bar->setValue(bar->value() - covered);
    }
}

} // namespace rd::ui
