#include "ui/event/EventDraft.h"

#include <QUndoCommand>

#include <utility>

namespace rd::ui {

// One edit: the event before and after it.
class EventEditCommand : public QUndoCommand {
public:
    EventEditCommand(EventDraft &draft, const QString &text, EventInput before, EventInput after)
        : QUndoCommand(text)
        , m_draft(draft)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
    }

    // A step of a history taken over is done already when it is pushed.
    static EventEditCommand *done(EventDraft &draft, const EventDraft::History::Step &step)
    {
        auto *command = new EventEditCommand(draft, step.text, step.before, step.after);
        command->m_done = true;
        return command;
    }

    void undo() override { m_draft.replace(m_before); }
    void redo() override
    {
        if (std::exchange(m_done, false))
            return;
        m_draft.replace(m_after);
    }

    EventDraft::History::Step step() const { return { text(), m_before, m_after }; }

private:
    EventDraft &m_draft;
    EventInput m_before;
    EventInput m_after;
    bool m_done = false;
};

EventDraft::EventDraft(EventInput event, QObject *parent)
    : QObject(parent)
    , m_event(std::move(event))
{
}

void EventDraft::setReadOnly(bool readOnly)
{
    if (readOnly == m_readOnly)
        return;
    m_readOnly = readOnly;
    m_undoStack.clear();
    emit readOnlyChanged(readOnly);
}

void EventDraft::apply(const QString &text, const std::function<void(EventInput &)> &edit)
{
    if (m_readOnly)
        return;
    EventInput after = m_event;
    edit(after);
    if (after == m_event)
        return;
    m_undoStack.push(new EventEditCommand(*this, text, m_event, std::move(after)));
}

edit::EditResult EventDraft::apply(const std::function<edit::EditResult(EventInput &)> &operation)
{
    if (m_readOnly)
        return { edit::EditResult::Kind::Refused, QString(),
            { edit::Severity::Error,
                tr("This event is rated and is not changed here; choose Event > Correct… to "
                   "correct it."),
                {} } };
    EventInput after = m_event;
    const edit::EditResult result = operation(after);
    if (result.applied() && after != m_event)
        m_undoStack.push(new EventEditCommand(*this, result.text, m_event, std::move(after)));
    return result;
}

EventDraft::History EventDraft::history() const
{
    History history;
    for (int i = 0; i < m_undoStack.count(); ++i)
        history.steps.push_back(
            static_cast<const EventEditCommand *>(m_undoStack.command(i))->step());
    history.done = m_undoStack.index();
    return history;
}

void EventDraft::restoreHistory(const History &history)
{
    if (m_readOnly)
        return;
    m_undoStack.clear();
    // The steps not done are pushed done and then undone, each putting back the event before it:
    // at the end the event is the one after the steps done, as it is.
    for (const History::Step &step : history.steps)
        m_undoStack.push(EventEditCommand::done(*this, step));
    m_undoStack.setIndex(history.done);
}

void EventDraft::replace(const EventInput &event)
{
    m_event = event;
    emit changed();
}

} // namespace rd::ui
