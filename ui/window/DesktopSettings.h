#pragma once

#include <QByteArray>
#include <QStringList>

namespace rd::ui {

// The main window's size and parts as the user left them (QWidget::saveGeometry and the like).
struct WindowLayout {
    QByteArray geometry;
    QByteArray state; // tool bars
    QByteArray splitter; // lists beside the work area
    QByteArray eventColumns; // the events list's header
};

// The desktop's settings kept per user (QSettings), each under its one key; what the parts of a
// window remember of themselves is in LayoutMemory.
class DesktopSettings {
public:
    static WindowLayout windowLayout();
    static void keepWindowLayout(const WindowLayout &layout);

    // The databases opened last, the last one first.
    static QStringList recentDatabases();
    // Puts `path` first among the recent databases, which keep the last eight.
    static void rememberDatabase(const QString &path);
};

} // namespace rd::ui
