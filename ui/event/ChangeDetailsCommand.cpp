#include "ui/event/ChangeDetailsCommand.h"

#include "desktop/EventOperations.h"
#include "ui/widgets/ErrorReport.h"

#include <QCoreApplication>

#include <utility>

namespace rd::ui {

ChangeDetailsCommand::ChangeDetailsCommand(desktop::EventOperations &events, QWidget *dialogParent,
    qint64 eventId, io::EventParticulars before, io::EventParticulars after,
    std::function<void()> changed)
    : QUndoCommand(QCoreApplication::translate("rd::ui::ChangeDetailsCommand", "Event details"))
    , m_events(events)
    , m_dialogParent(dialogParent)
    , m_eventId(eventId)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_changed(std::move(changed))
{
}

void ChangeDetailsCommand::redo()
{
    if (std::exchange(m_stored, false))
        return;
    change(m_after);
}

void ChangeDetailsCommand::undo()
{
    change(m_before);
}

// A step that cannot be taken (the event was deleted or another desktop edits it) says why and
// leaves the history: it cannot be taken back either.
void ChangeDetailsCommand::change(const io::EventParticulars &particulars)
{
    if (!ErrorReport::guard(m_dialogParent,
            QCoreApplication::translate("rd::ui::ChangeDetailsCommand", "Changing the details"),
            [&] { m_events.changeDetails(m_eventId, particulars); }))
        setObsolete(true);
    m_changed();
}

} // namespace rd::ui
