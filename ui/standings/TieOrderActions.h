#pragma once

#include <QObject>

class QAction;
class QTableView;

namespace rd::ui {

class EventDraft;
class StandingsModel;

// The arbiter's say over players the tie-breaks leave equal (C.07 art. 4.2), in the standings
// view: draw lots for them (Ctrl+Shift+L), or move the chosen player up or down among them by
// hand (Alt+Up, Alt+Down); each is one undoable edit of the event. Also in the view's context
// menu; disabled while the event is read-only or the standings after an earlier round are shown.
class TieOrderActions : public QObject {
    Q_OBJECT

public:
    TieOrderActions(EventDraft &draft, StandingsModel &model, QTableView &view);

private:
    void drawLots();
    void move(int step);
    void updateEnabled();

    EventDraft &m_draft;
    StandingsModel &m_model;
    QTableView &m_view;
    QAction *m_drawLots;
    QAction *m_moveUp;
    QAction *m_moveDown;
};

} // namespace rd::ui
