#include "ui/event/DeleteDraftCommand.h"

#include "desktop/EventOperations.h"
#include "ui/event/EditedEvent.h"
#include "ui/event/EventChoice.h"
#include "ui/widgets/ErrorReport.h"

#include <QCoreApplication>

namespace rd::ui {

DeleteDraftCommand::DeleteDraftCommand(desktop::EventOperations &events, EventChoice &choice,
    EditedEvent &edited, QWidget *dialogParent, qint64 eventId, const QString &name)
    : QUndoCommand(
        QCoreApplication::translate("rd::ui::DeleteDraftCommand", "Delete draft \"%1\"").arg(name))
    , m_events(events)
    , m_choice(choice)
    , m_edited(edited)
    , m_dialogParent(dialogParent)
    , m_eventId(eventId)
{
}

void DeleteDraftCommand::redo()
{
    // Its editor goes with it; what was typed there is stored before.
    m_history.reset();
    if (m_edited.isEditing(m_eventId)) {
        m_history = m_edited.workspace()->draft()->history();
        m_edited.close();
    }
    ErrorReport::guard(m_dialogParent,
        QCoreApplication::translate("rd::ui::DeleteDraftCommand", "Deleting the draft"),
        [this] { m_deleted = m_events.deleteDraft(m_eventId); });
}

void DeleteDraftCommand::undo()
{
    if (!m_deleted)
        return;
    if (!ErrorReport::guard(m_dialogParent,
            QCoreApplication::translate("rd::ui::DeleteDraftCommand", "Bringing the draft back"),
            [this] { m_events.restoreDraft(*m_deleted); }))
        return;
    m_deleted.reset();
    m_choice.select(m_eventId);
    if (!m_history)
        return;
    // Opened again as it was left, its undo history with it.
    bool opened = false;
    ErrorReport::guard(m_dialogParent,
        QCoreApplication::translate("rd::ui::DeleteDraftCommand", "Opening the draft"),
        [this, &opened] { opened = m_edited.openStored(m_eventId); });
    if (opened && m_edited.isEditing(m_eventId))
        m_edited.workspace()->draft()->restoreHistory(*m_history);
}

} // namespace rd::ui
