#include "ui/event/EventTable.h"

#include "ui/event/EventListModel.h"

#include <QHeaderView>

namespace rd::ui {

EventTable::EventTable(EventListModel *model, QWidget *parent)
    : QTableView(parent)
{
    setObjectName(QStringLiteral("eventTable"));
    setModel(model);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setTabKeyNavigation(false);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(EventListModel::Name, QHeaderView::Stretch);
    setWordWrap(false);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    setContextMenuPolicy(Qt::CustomContextMenu);
}

} // namespace rd::ui
