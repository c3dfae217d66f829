#include "ui/window/EditMenu.h"

#include "ui/event/EditCommands.h"
#include "ui/window/WindowHistory.h"

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
    , m_windowHistory(new WindowHistory(window))
    , m_commands(new EditCommands(window))
{
    m_undoGroup->addStack(m_windowHistory->stack());
    m_undoGroup->setActiveStack(m_windowHistory->stack());
    m_undo = m_undoGroup->createUndoAction(window, tr("&Undo"));
    m_undo->setObjectName(QStringLiteral("actionUndo"));
    m_undo->setShortcuts(QKeySequence::Undo);
    m_undo->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    m_redo = m_undoGroup->createRedoAction(window, tr("&Redo"));
    m_redo->setObjectName(QStringLiteral("actionRedo"));
    m_redo->setShortcuts(redoKeys());
    m_redo->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
    // The window's own steps are asked about before they move (WindowHistory); the group's
    // actions keep their texts and states, and go to the window's history when it is active.
    disconnect(m_undo, &QAction::triggered, m_undoGroup, &QUndoGroup::undo);
    disconnect(m_redo, &QAction::triggered, m_undoGroup, &QUndoGroup::redo);
    connect(m_undo, &QAction::triggered, this, [this] {
        if (m_undoGroup->activeStack() == m_windowHistory->stack())
            m_windowHistory->undo();
        else
            m_undoGroup->undo();
    });
    connect(m_redo, &QAction::triggered, this, [this] {
        if (m_undoGroup->activeStack() == m_windowHistory->stack())
            m_windowHistory->redo();
        else
            m_undoGroup->redo();
    });
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
