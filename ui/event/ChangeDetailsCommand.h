#pragma once

#include "desktop/DesktopFwd.h"
#include "engine/io/EventFile.h"

#include <QUndoCommand>

#include <functional>

class QWidget;

namespace rd::ui {

// A rated event's details changed without a correction (desktop::EventOperations::changeDetails)
// as a step of the main window's Edit > Undo: undone, the details are as they were, and the
// event's history keeps both changes. Made once the change is stored: the first redo() does
// nothing.
class ChangeDetailsCommand : public QUndoCommand {
public:
    // Failures are shown over `dialogParent`; `changed` is called after each change stored.
    ChangeDetailsCommand(desktop::EventOperations &events, QWidget *dialogParent, qint64 eventId,
        io::EventParticulars before, io::EventParticulars after, std::function<void()> changed);

    void redo() override;
    void undo() override;

private:
    void change(const io::EventParticulars &particulars);

    desktop::EventOperations &m_events;
    QWidget *m_dialogParent;
    qint64 m_eventId;
    io::EventParticulars m_before;
    io::EventParticulars m_after;
    std::function<void()> m_changed;
    bool m_stored = true; // the change is stored already when the step is made
};

} // namespace rd::ui
