#pragma once

#include <QObject>

class QAbstractItemView;
class QAction;
class QWidget;

namespace rd::ui {

// Edit > Cut, Copy, Paste and Delete for the widget that has the focus: a text field's own
// operations; in a table the current cell's text (copied, pasted as if typed, cleared).
class EditCommands : public QObject {
    Q_OBJECT

public:
    // Creates the four actions (standard keys) as children of `window`.
    explicit EditCommands(QWidget *window);

    QAction *cut() const { return m_cut; }
    QAction *copy() const { return m_copy; }
    QAction *paste() const { return m_paste; }
    QAction *remove() const { return m_delete; }

signals:
    // Delete in a list that is not edited in place (the events list): the window decides.
    void deleteInList(QAbstractItemView *list);

private:
    enum class Command { Cut, Copy, Paste, Delete };
    void run(Command command);

    QAction *m_cut;
    QAction *m_copy;
    QAction *m_paste;
    QAction *m_delete;
};

} // namespace rd::ui
