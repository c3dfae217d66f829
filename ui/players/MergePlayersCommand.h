#pragma once

#include "desktop/DesktopFwd.h"
#include "engine/model/Merge.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <optional>

class QAction;
class QMainWindow;
class QUndoStack;

namespace rd::ui {

class EditedEvent;

// Merging two registry players as a step of the main window's Edit > Undo: redo merges them,
// undo splits them back (desktop::PlayerOperations::split), each only after the ratings it changes
// are shown and accepted. A step the director refuses, or one the database refuses, leaves the
// players as they are and the step where it was; a first merge refused never becomes a step.
class MergePlayersCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(rd::ui::MergePlayersCommand)

public:
    // The window that asks and tells, the operations it calls, the event an open editor shows
    // (closed before the players change: it may name the removed one), the stack it is a step
    // of and the undo action named in its message.
    struct Parts {
        QMainWindow *window;
        desktop::PlayerOperations &players;
        EditedEvent &edited;
        QUndoStack *stack;
        QAction *undo;
    };
    // `kept` as he stays (his name and birth, the ids merged in), `removedId` the other one.
    MergePlayersCommand(const Parts &parts, model::PlayerDetails kept, qint64 removedId);

    void redo() override;
    void undo() override;

private:
    bool merge();
    bool split();
    // Takes back what the undo stack did with a step that did not happen.
    void stayWhereItWas(bool undone);

    Parts m_parts;
    model::PlayerDetails m_kept;
    qint64 m_removedId;
    QString m_removedName;
    std::optional<model::MergeRecord> m_record; // while merged
    bool m_pushed = false;
    bool m_restoring = false; // the stack's next step is the one taken back
};

} // namespace rd::ui
