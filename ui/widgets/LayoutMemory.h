#pragma once

#include <QString>
#include <Qt>

#include <initializer_list>
#include <utility>

class QHeaderView;
class QSplitter;
class QWidget;

namespace rd::ui {

// What the user made of the parts of a window — where he put a splitter, how wide he dragged a
// column — kept per user (QSettings, under "layout/") and given back when the part is made
// again, e.g. in the next event's editor or after a restart.
struct LayoutMemory {
    // Keyed by the splitter's objectName.
    static void keep(QSplitter *splitter);
    // A splitter named `name` holding `parts` in order, each with the stretch factor it takes of
    // new room, whose place is kept as keep() keeps it.
    static QSplitter *keptSplitter(Qt::Orientation orientation, const QString &name,
        std::initializer_list<std::pair<QWidget *, int>> parts, QWidget *parent);
    // The widths of the columns the user may resize, by position; a column that appears later
    // (a new round) gets its width as it appears.
    static void keepColumnWidths(QHeaderView *header, const QString &name);
};

} // namespace rd::ui
