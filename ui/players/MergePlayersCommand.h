#pragma once

#include "desktop/DesktopFwd.h"
#include "engine/model/Merge.h"
#include "ui/window/WindowStep.h"

#include <QCoreApplication>

#include <optional>

class QAction;
class QStatusBar;

namespace rd::ui {

class EditedEvent;

// Merging two registry players as a step of the main window's Edit > Undo: taken, it writes the
// merge planned (setMergePlan), undone the split planned (setSplitPlan,
// desktop::PlayerOperations::split). The plans are made and their ratings shown and accepted
// before the step is pushed, undone or redone (PlayerActions); a step the database refuses leaves
// the players as they are.
class MergePlayersCommand : public WindowStep {
    Q_DECLARE_TR_FUNCTIONS(rd::ui::MergePlayersCommand)

public:
    // The operations it calls, the event an open editor shows (closed before the players change:
    // it may name the removed one), where it says what it did and the undo action named there.
    struct Parts {
        desktop::PlayerOperations &players;
        EditedEvent &edited;
        QStatusBar *status;
        QAction *undo;
    };
    // `removedName` of the player merged into `keptName`, as `plan` merges them.
    MergePlayersCommand(const Parts &parts, const QString &removedName, const QString &keptName,
        model::MergePlan plan);

    void setMergePlan(model::MergePlan plan) { m_mergePlan = std::move(plan); }
    void setSplitPlan(model::Plan plan) { m_splitPlan = std::move(plan); }
    // How the players were merged, while they are.
    const std::optional<model::MergeRecord> &record() const { return m_record; }

private:
    std::optional<StepFailure> forward() override;
    std::optional<StepFailure> back() override;

    Parts m_parts;
    QString m_removedName;
    QString m_keptName;
    model::MergePlan m_mergePlan;
    model::Plan m_splitPlan;
    std::optional<model::MergeRecord> m_record; // while merged
};

} // namespace rd::ui
