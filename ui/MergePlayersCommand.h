#pragma once

#include "engine/store/PlayerMerge.h"

#include <QUndoCommand>

#include <optional>

namespace rd::ui {

class MainWindow;

// Merging two registry players as a step of the main window's Edit > Undo: redo merges them,
// undo splits them back (store::PlayerMerge::split), each only after the ratings it changes are
// shown and accepted. A step the director refuses, or one the database refuses, leaves the
// players as they are and the step where it was; a first merge refused never becomes a step.
class MergePlayersCommand : public QUndoCommand {
public:
    // `kept` as he stays (his name and birth, the ids merged in), `removedId` the other one.
    MergePlayersCommand(MainWindow &window, store::PlayerDetails kept, qint64 removedId);

    void redo() override;
    void undo() override;

private:
    bool merge();
    bool split();
    // Takes back what the undo stack did with a step that did not happen.
    void stayWhereItWas(bool undone);

    MainWindow &m_window;
    store::PlayerDetails m_kept;
    qint64 m_removedId;
    QString m_removedName;
    std::optional<store::MergeRecord> m_record; // while merged
    bool m_pushed = false;
    bool m_restoring = false; // the stack's next step is the one taken back
};

} // namespace rd::ui
