#pragma once

#include <QObject>

class QMenu;
class QWidget;

namespace rd::ui {

// View > Language: the language of the next start, the system's or one the application speaks.
class LanguageMenu : public QObject {
    Q_OBJECT

public:
    explicit LanguageMenu(QWidget *window);

    void addTo(QMenu *viewMenu);

private:
    QWidget *m_window;
};

} // namespace rd::ui
