#pragma once

#include "ui/window/WindowStep.h"

#include <QObject>

#include <optional>

class QUndoStack;
class QWidget;

namespace rd::ui {

// The window's own history of steps (deleted drafts, merged players, a rated event's details):
// Edit > Undo and Redo while no event is edited. Before a step is undone or redone its question
// is asked (WindowStep::askBeforeUndo, askBeforeRedo); a step that could not be taken is shown
// (ErrorReport) once the history has moved, and stays where it was.
class WindowHistory : public QObject {
    Q_OBJECT

public:
    // Failures are shown over `window`.
    explicit WindowHistory(QWidget *window);

    QUndoStack *stack() const { return m_stack; }
    // Takes `step` and keeps it as the last one; whether it happened (else it is shown and
    // dropped).
    bool push(WindowStep *step);
    void undo();
    void redo();

private:
    WindowStep *stepAt(int index) const;
    // Shows the failure of the step just taken, if it failed; whether it did.
    bool showFailure();

    QWidget *m_window;
    QUndoStack *m_stack;
    std::optional<StepFailure> m_failure; // of the step just taken
};

} // namespace rd::ui
