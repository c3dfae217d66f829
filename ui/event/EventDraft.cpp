#include "ui/event/EventDraft.h"

#include <QUndoCommand>

#include <utility>

namespace rd::ui {

// One edit: the event before and after it.
class EventEditCommand : public QUndoCommand {
public:
    EventEditCommand(
        EventDraft &draft, const QString &text, io::EventFile before, io::EventFile after)
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
    io::EventFile m_before;
    io::EventFile m_after;
    bool m_done = false;
};

EventDraft::EventDraft(io::EventFile event, QObject *parent)
    : QObject(parent)
    , m_file(std::move(event))
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
    applyToFile(text, [&edit](io::EventFile &file) { edit(file.event); });
}

void EventDraft::applyToFile(const QString &text, const std::function<void(io::EventFile &)> &edit)
{
    if (m_readOnly)
        return;
    io::EventFile after = m_file;
    edit(after);
    if (after == m_file)
        return;
    m_undoStack.push(new EventEditCommand(*this, text, m_file, std::move(after)));
}

edit::EditResult EventDraft::apply(const std::function<edit::EditResult(EventInput &)> &operation)
{
    if (m_readOnly)
        return { edit::EditResult::Kind::Refused, QString(),
            { edit::Severity::Error,
                tr("This event is rated and is not changed here; choose Event > Correct… to "
                   "correct it."),
                {} } };
    io::EventFile after = m_file;
    const edit::EditResult result = operation(after.event);
    if (result.applied() && after != m_file)
        m_undoStack.push(new EventEditCommand(*this, result.text, m_file, std::move(after)));
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

void EventDraft::replace(const io::EventFile &file)
{
    m_file = file;
    emit changed();
}

} // namespace rd::ui
