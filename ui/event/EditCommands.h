#pragma once

#include <QList>
#include <QObject>

class QAbstractItemView;
class QAction;
class QLineEdit;
class QWidget;

namespace rd::ui {

// Edit > Cut, Copy, Paste and Delete for the widget that has the focus: a text field's own
// operations; in a table the current cell's text (copied, pasted as if typed, cleared).
class EditCommands : public QObject {
    Q_OBJECT

public:
    // Creates the four actions (standard keys) as children of `window`.
    explicit EditCommands(QWidget *window);

    // Cut, Copy, Paste and Delete, in this order.
    const QList<QAction *> &actions() const { return m_actions; }

signals:
    // Delete in a list that is not edited in place (the events list): the window decides.
    void deleteInList(QAbstractItemView *list);

private:
    enum class Command { Cut, Copy, Paste, Delete };
    // Runs `command`: in a text field by its own operation `inTextField`.
    void run(Command command, void (*inTextField)(QLineEdit &));

    QList<QAction *> m_actions;
};

} // namespace rd::ui
