#include "ui/window/WindowStep.h"

#include <utility>

namespace rd::ui {

WindowStep::WindowStep(const QString &text)
    : QUndoCommand(text)
{
}

void WindowStep::redo()
{
    if (std::exchange(m_passing, false))
        return;
    const bool first = std::exchange(m_first, false);
    auto failure = forward();
    if (failure && !failure->taken && first)
        setObsolete(true); // the history drops a first step that did not happen
    taken(std::move(failure));
}

void WindowStep::undo()
{
    if (std::exchange(m_passing, false))
        return;
    taken(back());
}

void WindowStep::taken(std::optional<StepFailure> failure)
{
    if (failure && m_failures)
        *m_failures = std::move(failure);
}

} // namespace rd::ui
