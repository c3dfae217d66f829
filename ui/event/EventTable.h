#pragma once

#include <QTableView>

namespace rd::ui {

class EventListModel;

// The events list: one row chosen at a time, read-only; Tab leaves it, the arrows move in it.
// Number, end, system and status as wide as they are; the name takes the rest, shortened with
// "…" (whole above the preview).
class EventTable : public QTableView {
    Q_OBJECT

public:
    EventTable(EventListModel *model, QWidget *parent);
};

} // namespace rd::ui
