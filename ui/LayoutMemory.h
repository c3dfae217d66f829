#pragma once

#include <QString>

class QHeaderView;
class QSplitter;

namespace rd::ui {

// What the user made of the parts of a window — where he put a splitter, how wide he dragged a
// column — kept per user (QSettings, under "layout/") and given back when the part is made
// again, e.g. in the next event's editor or after a restart.
struct LayoutMemory {
    // Keyed by the splitter's objectName.
    static void keep(QSplitter *splitter);
    // The widths of the columns the user may resize, by position; a column that appears later
    // (a new round) gets its width as it appears.
    static void keepColumnWidths(QHeaderView *header, const QString &name);
};

} // namespace rd::ui
