#pragma once

#include <QWidget>

namespace rd::ui {

// What an empty database offers: the first steps of a director, each one key press away.
class WelcomePage : public QWidget {
    Q_OBJECT

public:
    explicit WelcomePage(QWidget *parent = nullptr);

signals:
    void importPlayersRequested();
    void newChessEventRequested();
    void newGoEventRequested();
    void demoRequested();
};

} // namespace rd::ui
