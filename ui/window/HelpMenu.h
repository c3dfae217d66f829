#pragma once

#include "ui/window/UserGuide.h"

#include <QObject>

#include <functional>

class QMenu;
class QWidget;

namespace rd::ui {

// Help: Contents (F1, the user guide at the chapter of what the window shows) and About.
class HelpMenu : public QObject {
    Q_OBJECT

public:
    // `chapter` says which chapter of the user guide belongs to what `window` shows now.
    HelpMenu(std::function<UserGuide::Chapter()> chapter, QWidget *window);

    // The text of Help > About: name, version, purpose and licence.
    static QString aboutText();
    void addTo(QMenu *helpMenu);

private:
    std::function<UserGuide::Chapter()> m_chapter;
    QWidget *m_window;
};

} // namespace rd::ui
