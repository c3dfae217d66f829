#pragma once

#include <QObject>

class QAction;
class QMenu;
class QWidget;

namespace rd::ui {

// Help: Contents (the day's work in five lines, with the keys as set) and About.
class HelpMenu : public QObject {
    Q_OBJECT

public:
    // The keys the help names, in its order.
    struct Keys {
        QAction *import;
        QAction *newChess;
        QAction *newGo;
        QAction *save;
        QAction *undo;
    };
    HelpMenu(const Keys &keys, QWidget *window);

    // The text of Help > About: name, version, purpose and licence.
    static QString aboutText();
    void addTo(QMenu *helpMenu);

private:
    void showContents();

    Keys m_keys;
    QWidget *m_window;
};

} // namespace rd::ui
