#include "ui/EditCommands.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLineEdit>
#include <QWidget>

namespace rd::ui {

namespace {

QLineEdit *lineEditOf(QWidget *widget)
{
    if (auto *line = qobject_cast<QLineEdit *>(widget))
        return line;
    if (auto *spin = qobject_cast<QAbstractSpinBox *>(widget))
        return spin->findChild<QLineEdit *>();
    return nullptr;
}

} // namespace

EditCommands::EditCommands(QWidget *window)
    : QObject(window)
{
    const auto make = [this, window](const QString &text, QKeySequence::StandardKey key,
                          const QString &name, Command command) {
        auto *action = new QAction(text, window);
        action->setObjectName(name);
        action->setShortcut(key);
        // Text fields take these keys first (ShortcutOverride); tables get them from here.
        connect(action, &QAction::triggered, this, [this, command] { run(command); });
        return action;
    };
    m_cut = make(tr("Cu&t"), QKeySequence::Cut, QStringLiteral("actionCut"), Command::Cut);
    m_copy = make(tr("&Copy"), QKeySequence::Copy, QStringLiteral("actionCopy"), Command::Copy);
    m_paste
        = make(tr("&Paste"), QKeySequence::Paste, QStringLiteral("actionPaste"), Command::Paste);
    m_delete = make(
        tr("&Delete"), QKeySequence::Delete, QStringLiteral("actionDelete"), Command::Delete);
}

void EditCommands::run(Command command)
{
    QWidget *focus = QApplication::focusWidget();
    if (QLineEdit *line = lineEditOf(focus)) {
        switch (command) {
        case Command::Cut:
            line->cut();
            break;
        case Command::Copy:
            line->copy();
            break;
        case Command::Paste:
            line->paste();
            break;
        case Command::Delete:
            line->del();
            break;
        }
        return;
    }
    auto *view = qobject_cast<QAbstractItemView *>(focus);
    if (!view || !view->currentIndex().isValid())
        return;
    if (view->editTriggers() == QAbstractItemView::NoEditTriggers && command == Command::Delete) {
        emit deleteInList(view);
        return;
    }
    const QModelIndex cell = view->currentIndex();
    const bool editable = (cell.flags() & Qt::ItemIsEditable)
        && view->editTriggers() != QAbstractItemView::NoEditTriggers;
    if (command == Command::Cut || command == Command::Copy)
        QApplication::clipboard()->setText(cell.data(Qt::EditRole).toString());
    if (!editable)
        return;
    if (command == Command::Cut || command == Command::Delete)
        view->model()->setData(cell, QString());
    else if (command == Command::Paste)
        view->model()->setData(cell, QApplication::clipboard()->text().trimmed());
}

} // namespace rd::ui
