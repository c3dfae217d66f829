#pragma once

#include "desktop/Outcome.h"

#include <QString>
#include <QUndoCommand>

#include <functional>
#include <optional>

namespace rd::ui {

// Why a step of the window's history could not be taken: what the user did (`action`, "Merging
// the players") and the desktop's Failure; or what failed after it was taken (`taken`: the
// step stays taken).
struct StepFailure {
    QString action;
    desktop::Failure failure;
    bool taken = false;
};

// A step of the window's own history (Edit > Undo while no event is edited, WindowHistory). It
// only changes what is stored: it asks nothing and shows nothing. The questions are asked before
// it is pushed, and before it is undone or redone (askBeforeUndo, askBeforeRedo), by whoever made
// it; a step that could not be taken leaves what is stored as it was and gives its StepFailure
// to the window, which shows it once the history has moved. A first step that fails never
// becomes a step; a later one stays where it was.
class WindowStep : public QUndoCommand {
public:
    explicit WindowStep(const QString &text);

    // Asked before the step is undone (redone); false leaves it where it is.
    std::function<bool()> askBeforeUndo;
    std::function<bool()> askBeforeRedo;

    void redo() final;
    void undo() final;

private:
    friend class WindowHistory;

    // Takes the step, or takes it back: nothing, or why it could not.
    virtual std::optional<StepFailure> forward() = 0;
    virtual std::optional<StepFailure> back() = 0;
    void taken(std::optional<StepFailure> failure);

    std::optional<StepFailure> *m_failures = nullptr; // where WindowHistory reads a failure
    bool m_first = true;
    bool m_passing = false; // the history moves past it without taking it (it stays where it was)
};

} // namespace rd::ui
