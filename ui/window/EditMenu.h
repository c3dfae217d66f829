#pragma once

#include <QAbstractItemView>
#include <QObject>

class QAction;
class QLineEdit;
class QMenu;
class QUndoGroup;
class QWidget;

namespace rd::ui {

class EditCommands;
class WindowHistory;

// The Edit menu: Undo and Redo of the event being edited while its tab is shown, else of the
// window's own steps (deleted drafts, merged players); the clipboard's commands; Find player.
class EditMenu : public QObject {
    Q_OBJECT

public:
    explicit EditMenu(QWidget *window);

    QUndoGroup *undoGroup() const { return m_undoGroup; }
    // The window's own steps, undone while it is open.
    WindowHistory *windowHistory() const { return m_windowHistory; }
    QAction *undo() const { return m_undo; }
    QAction *redo() const { return m_redo; }
    // Adds the entries to `editMenu`: Find player goes to `search`; `more` follow at the end.
    void addTo(QMenu *editMenu, QLineEdit *search, const QList<QAction *> &more);

signals:
    // Delete pressed in a list (EditCommands::deleteInList).
    void deleteInList(QAbstractItemView *list);

private:
    QUndoGroup *m_undoGroup;
    WindowHistory *m_windowHistory;
    QAction *m_undo;
    QAction *m_redo;
    EditCommands *m_commands;
};

} // namespace rd::ui
