#include "ui/DeleteDraftCommand.h"

#include "desktop/EventOperations.h"
#include "ui/ErrorReport.h"
#include "ui/EventChoice.h"

#include <QCoreApplication>

#include <utility>

namespace rd::ui {

DeleteDraftCommand::DeleteDraftCommand(desktop::EventOperations &events, EventChoice &choice,
    QWidget *dialogParent, qint64 eventId, EventInput content)
    : QUndoCommand(QCoreApplication::translate("rd::ui::DeleteDraftCommand", "Delete draft \"%1\"")
                       .arg(QString::fromStdString(content.event.name)))
    , m_events(events)
    , m_choice(choice)
    , m_dialogParent(dialogParent)
    , m_eventId(eventId)
    , m_content(std::move(content))
{
}

void DeleteDraftCommand::redo()
{
    ErrorReport::guard(m_dialogParent,
        QCoreApplication::translate("rd::ui::DeleteDraftCommand", "Deleting the draft"),
        [this] { m_events.deleteEvent(m_eventId); });
}

void DeleteDraftCommand::undo()
{
    if (ErrorReport::guard(m_dialogParent,
            QCoreApplication::translate("rd::ui::DeleteDraftCommand", "Bringing the draft back"),
            [this] { m_eventId = m_events.addDraft(m_content); }))
        m_choice.select(m_eventId);
}

} // namespace rd::ui
