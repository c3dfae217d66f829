#include "ui/event/EditCommands.h"

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
    struct Entry {
        const char *text;
        QKeySequence::StandardKey key;
        const char *name;
        Command command;
        void (*inTextField)(QLineEdit &);
    };
    static constexpr Entry kEntries[] = {
        { QT_TR_NOOP("Cu&t"), QKeySequence::Cut, "actionCut", Command::Cut,
            [](QLineEdit &line) { line.cut(); } },
        { QT_TR_NOOP("&Copy"), QKeySequence::Copy, "actionCopy", Command::Copy,
            [](QLineEdit &line) { line.copy(); } },
        { QT_TR_NOOP("&Paste"), QKeySequence::Paste, "actionPaste", Command::Paste,
            [](QLineEdit &line) { line.paste(); } },
        { QT_TR_NOOP("&Delete"), QKeySequence::Delete, "actionDelete", Command::Delete,
            [](QLineEdit &line) { line.del(); } },
    };
    for (const Entry &entry : kEntries) {
        auto *action = new QAction(tr(entry.text), window);
        action->setObjectName(QLatin1String(entry.name));
        action->setShortcut(entry.key);
        // Text fields take these keys first (ShortcutOverride); tables get them from here.
        connect(action, &QAction::triggered, this,
            [this, entry] { run(entry.command, entry.inTextField); });
        m_actions << action;
    }
}

void EditCommands::run(Command command, void (*inTextField)(QLineEdit &))
{
    QWidget *focus = QApplication::focusWidget();
    if (QLineEdit *line = lineEditOf(focus)) {
        inTextField(*line);
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
