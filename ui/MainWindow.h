#pragma once

#include <QMainWindow>

namespace rd::ui {

// The application's main window: menus, and the work areas as later parts add them.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);

    // The text of Help > About: name, version, purpose and licence.
    static QString aboutText();

private:
    void createMenus();
    void showAbout();
};

} // namespace rd::ui
