#pragma once

#include "engine/rating/RatingSystem.h"
#include "engine/standings/TieBreak.h"

#include <QWidget>

#include <vector>

class QLabel;
class QListWidget;
class QPushButton;

namespace rd::ui {

// The tie-breaks of an event chosen from the regulation's list by name and acronym ("Buchholz
// Cut-1 (BH-C1)"), put in the order they decide (C.07 art. 4.2): added from the tie-breaks
// available, removed, moved up and down, all with the keyboard.
class TieBreakChooser : public QWidget {
    Q_OBJECT

public:
    TieBreakChooser(RatingSystem system, const std::vector<standings::TieBreak> &chosen,
        QWidget *parent = nullptr);

    std::vector<standings::TieBreak> chosen() const;

private:
    int availableRowOf(const standings::TieBreak &tieBreak) const;
    void add();
    void remove();
    void move(int step);
    void showState();

    std::vector<standings::TieBreak> m_choices; // in the order of C.07 art. 5
    QListWidget *m_available;
    QListWidget *m_chosen;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_up;
    QPushButton *m_down;
    QLabel *m_noneChosen;
};

} // namespace rd::ui
