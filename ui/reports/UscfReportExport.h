#pragma once

#include "desktop/DesktopFwd.h"
#include "engine/edit/EditResult.h"
#include "engine/io/uscf/UscfReport.h"

#include <QObject>

#include <functional>
#include <optional>

class QAction;
class QWidget;

namespace rd::ui {

// File → US Chess rating report…: the three DBF files of the current US Chess event into a
// folder the director chooses (docs/uscf-report.md). What US Chess would send back is listed
// first (SubmissionCheckDialog), each problem leading to its place, and the report is written
// only when the director exports anyway; what the tables cannot hold is said and nothing is
// written. The status line says where the files went.
class UscfReportExport : public QObject {
    Q_OBJECT

public:
    // `currentEvent` is the event the window's actions act on, with what the editor holds stored
    // first (none, said to the user why: nothing to export, EventChoice::currentToWrite());
    // `showPlace` leads to a place the check names.
    UscfReportExport(QWidget *window, desktop::EventOperations &events,
        std::function<std::optional<qint64>()> currentEvent,
        std::function<void(qint64 eventId, const edit::Location &place)> showPlace);

    QAction *action() const { return m_action; }

private:
    void exportCurrent();
    // The report's files of `eventId`, or nothing when the tables cannot hold the event (said).
    std::optional<io::UscfReportFiles> report(qint64 eventId);
    void save(const io::UscfReportFiles &files, const QString &folder);

    QWidget *m_window;
    QAction *m_action;
    desktop::EventOperations &m_events;
    std::function<std::optional<qint64>()> m_currentEvent;
    std::function<void(qint64 eventId, const edit::Location &place)> m_showPlace;
};

} // namespace rd::ui
