#include "ui/window/WindowHistory.h"

#include "ui/widgets/ErrorReport.h"

#include <QUndoStack>
#include <QWidget>

#include <utility>

namespace rd::ui {

WindowHistory::WindowHistory(QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_stack(new QUndoStack(this))
{
}

bool WindowHistory::push(WindowStep *step)
{
    step->m_failures = &m_failure;
    m_stack->push(step);
    const bool taken = !m_failure || m_failure->taken;
    showFailure();
    return taken;
}

void WindowHistory::undo()
{
    WindowStep *step = stepAt(m_stack->index() - 1);
    if (!step || (step->askBeforeUndo && !step->askBeforeUndo()))
        return;
    m_stack->undo();
    if (m_failure && !m_failure->taken) {
        step->m_passing = true; // back where it was, without taking it again
        m_stack->redo();
    }
    showFailure();
}

void WindowHistory::redo()
{
    WindowStep *step = stepAt(m_stack->index());
    if (!step || (step->askBeforeRedo && !step->askBeforeRedo()))
        return;
    m_stack->redo();
    if (m_failure && !m_failure->taken) {
        step->m_passing = true;
        m_stack->undo();
    }
    showFailure();
}

WindowStep *WindowHistory::stepAt(int index) const
{
    if (index < 0 || index >= m_stack->count())
        return nullptr;
    return dynamic_cast<WindowStep *>(const_cast<QUndoCommand *>(m_stack->command(index)));
}

bool WindowHistory::showFailure()
{
    if (!m_failure)
        return false;
    const StepFailure failure = *std::exchange(m_failure, std::nullopt);
    ErrorReport::show(m_window, failure.action, failure.failure);
    return true;
}

} // namespace rd::ui
