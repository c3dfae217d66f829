#pragma once

#include <QApplication>
#include <QTest>
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

} // namespace rd::test
