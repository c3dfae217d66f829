#pragma once

#include <QApplication>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <utility>
#include <vector>

namespace rd::test {

// Answers the modal dialogs a step opens, in order, the way a person would (each step gets the
// dialog and types into it). Dialogs beyond the script are left alone.
class DialogScript {
public:
    using Step = std::function<void(QWidget *dialog)>;

    explicit DialogScript(std::vector<Step> steps)
        : m_steps(std::move(steps))
    {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { poll(); });
        m_timer.start();
    }

    bool done() const { return m_next == m_steps.size(); }

private:
    void poll()
    {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || modal == m_last || done() || !modal->isVisible())
            return;
        // Keys reach a dialog once it is the active window; on a busy machine that comes a
        // moment after it is shown, and a mnemonic pressed before would be lost.
        if (QApplication::activeWindow() != modal) {
            modal->activateWindow();
            return;
        }
        m_last = modal;
        m_steps[m_next++](modal);
        if (done())
            m_timer.stop();
    }

    std::vector<Step> m_steps;
    std::size_t m_next = 0;
    QPointer<QWidget> m_last;
    QTimer m_timer;
};

} // namespace rd::test
