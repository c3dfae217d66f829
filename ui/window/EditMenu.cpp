#include "ui/window/EditMenu.h"

#include "ui/event/EditCommands.h"

#include <QAction>
#include <QLineEdit>
#include <QMenu>
#include <QUndoGroup>
#include <QUndoStack>

namespace rd::ui {

namespace {

QList<QKeySequence> redoKeys()
{
    // Both spellings everywhere: Ctrl+Y and Ctrl+Shift+Z, plus the platform's own.
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &key :
        { QKeySequence(Qt::CTRL | Qt::Key_Y), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z) }) {
        if (!keys.contains(key))
            keys << key;
    }
    return keys;
}

} // namespace

EditMenu::EditMenu(QWidget *window)
    : QObject(window)
    , m_undoGroup(new QUndoGroup(this))
    , m_windowHistory(new QUndoStack(this))
    , m_commands(new EditCommands(window))
{
    m_undoGroup->addStack(m_windowHistory);
    m_undoGroup->setActiveStack(m_windowHistory);
    m_undo = m_undoGroup->createUndoAction(window, tr("&Undo"));
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcuts(QKeySequence::Undo);
    m_undo->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    m_redo = m_undoGroup->createRedoAction(window, tr("&Redo"));
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_redo->setShortcuts(redoKeys());
    m_redo->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    connect(m_commands, &EditCommands::deleteInList, this, &EditMenu::deleteInList);
}

void EditMenu::addTo(QMenu *editMenu, QLineEdit *search, const QList<QAction *> &more)
{
    editMenu->addActions({ m_undo, m_redo });
    editMenu->addSeparator();
    editMenu->addActions(m_commands->actions());
    editMenu->addSeparator();
    QAction *find = editMenu->addAction(
        QIcon::fromTheme(QStringLiteral("edit-find")), tr("&Find player"), search, [search] {
            search->setFocus();
            search->selectAll();
        });
    find->setObjectName(QStringLiteral("actionFind"));
    find->setShortcut(QKeySequence::Find);
    editMenu->addSeparator();
    editMenu->addActions(more);
}

} // namespace rd::ui
