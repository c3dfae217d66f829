#pragma once

#include "tests/ui/DialogScript.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QStatusBar>
#include <QTest>
#include <QTimer>
#include <QWidget>

namespace rd::test {

// The widget that has the keyboard focus, where a person's keys go.
inline QWidget *focus()
{
    return QApplication::focusWidget();
}

// A key pressed where the focus is; after a dialog has closed, once a widget has it again.
inline void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTRY_VERIFY(focus());
    QTest::keyClick(focus(), key, modifiers);
}

// Typed key by key, with the event loop running between keys as it does for a person.
inline void type(const QString &text)
{
    for (const QChar character : text) {
        QTRY_VERIFY(focus());
        QTest::keyClicks(focus(), QString(character));
    }
    QTest::qWait(5);
}

// The main window active again after a dialog, so that keys reach it.
inline void backTo(QWidget &window)
{
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

// Tab until the widget named `name` has the focus (in reading order, so it is reached).
inline void tabTo(const QString &name)
{
    for (int step = 0; step < 40 && focus() && focus()->objectName() != name; ++step)
        press(Qt::Key_Tab);
    QCOMPARE(focus()->objectName(), name);
}

// A file dialog answered by typing the whole path and Enter. The dialog reads its folder in
// the background and may put its own text in meanwhile: then the path is typed again.
inline DialogScript::Step typePath(const QString &path)
{
    return [path](QWidget *dialog) {
        QVERIFY(qobject_cast<QFileDialog *>(dialog));
        QPointer<QWidget> open(dialog);
        for (int attempt = 0; attempt < 10 && open && open->isVisible(); ++attempt) {
            QTest::qWait(50);
            press(Qt::Key_A, Qt::ControlModifier);
            type(path);
            // The completion list, if it opened, is closed first, as a person would.
            if (QWidget *completions = QApplication::activePopupWidget())
                QTest::keyClick(completions, Qt::Key_Escape);
            press(Qt::Key_Return);
            QTest::qWait(100);
        }
    };
}

// A file dialog answered with the path of a file that exists, which the dialog then asks about
// (replace it?). Enter is pressed only after the step has returned: the question opens inside
// that key press, and the script's timer, which runs the step, does not fire again inside its
// own call to show the question to the next step.
inline DialogScript::Step typePathOfAnExistingFile(const QString &path)
{
    return [path](QWidget *dialog) {
        QVERIFY(qobject_cast<QFileDialog *>(dialog));
        QTest::qWait(300); // the dialog reads its folder first
        press(Qt::Key_A, Qt::ControlModifier);
        type(path);
        if (QWidget *completions = QApplication::activePopupWidget())
            QTest::keyClick(completions, Qt::Key_Escape);
        QTimer::singleShot(0, dialog, [] { press(Qt::Key_Return); });
    };
}

// File > Import (Ctrl+I) of the player list at `path`, its preview taken with Enter; the status
// line then says `said` ("3 added").
inline void importPlayerList(const QMainWindow &window, const QString &path, const QString &said)
{
    DialogScript script(
        { typePath(path), [](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_Return); } });
    press(Qt::Key_I, Qt::ControlModifier);
    QTRY_VERIFY(script.done());
    QTRY_VERIFY2(window.statusBar()->currentMessage().contains(said),
        qPrintable(window.statusBar()->currentMessage()));
}

// The key of a label's mnemonic, the letter after its "&" ("Co&rrect…": R; "&Ja": J), as a
// person reads it off the label in whatever language it is shown.
inline Qt::Key mnemonic(const QString &label)
{
    const qsizetype ampersand = label.indexOf(QLatin1Char('&'));
    if (ampersand < 0 || ampersand + 1 >= label.size())
        qFatal("no mnemonic in %s", qPrintable(label));
    return static_cast<Qt::Key>(label.at(ampersand + 1).toUpper().unicode());
}

// The menu bar's item named `action` chosen by keys: Alt and the mnemonic of its menu, then the
// item's own mnemonic, both read off the labels shown.
inline void chooseMenuItem(QMainWindow &window, const QString &action)
{
    auto *item = window.findChild<QAction *>(action);
    QVERIFY2(item, qPrintable(action));
    for (QAction *title : window.menuBar()->actions()) {
        if (title->menu() && title->menu()->actions().contains(item)) {
            QTest::keyClick(&window, mnemonic(title->text()), Qt::AltModifier);
            QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
            QTest::keyClick(QApplication::activePopupWidget(), mnemonic(item->text()));
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("%1 is in no menu of the menu bar").arg(action)));
}

// A question answered with its button `button` by the button's mnemonic (Alt+Y for Yes in
// English, Alt+J for Ja in German).
inline void answer(QWidget *question, QMessageBox::StandardButton button)
{
    auto *box = qobject_cast<QMessageBox *>(question);
    QVERIFY2(box, question ? qPrintable(question->metaObject()->className()) : "no question");
    QVERIFY(box->button(button));
    QTest::keyClick(box, mnemonic(box->button(button)->text()), Qt::AltModifier);
}

} // namespace rd::test
