#pragma once

#include "engine/io/UscfReport.h"
#include "engine/store/Database.h"

#include <QObject>

#include <functional>
#include <optional>

class QAction;
class QWidget;

namespace rd::ui {

// File → US Chess rating report…: the three DBF files of the current US Chess event into a
// folder the director chooses (docs/uscf-report.md). What keeps the event from being reported
// is listed, each problem at its place, and nothing is written; the status line says where the
// files went.
class UscfReportExport : public QObject {
    Q_OBJECT

public:
    // `database` is the open database (none: nothing to export); `currentEvent` the event the
    // window's actions act on, with what the editor holds stored first.
    UscfReportExport(QWidget *window, std::function<store::Database *()> database,
        std::function<std::optional<qint64>()> currentEvent);

    QAction *action() const { return m_action; }

    // Writes the report of the current event into `folder`; false when it is refused or
    // cannot be written (the window says why).
    bool exportTo(const QString &folder);

private:
    void chooseFolder();
    // The report's files of the current event, or nothing when it cannot be reported (said).
    std::optional<io::UscfReportFiles> report();

    QWidget *m_window;
    QAction *m_action;
    std::function<store::Database *()> m_database;
    std::function<std::optional<qint64>()> m_currentEvent;
};

} // namespace rd::ui
