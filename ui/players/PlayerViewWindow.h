#pragma once

#include "desktop/DesktopFwd.h"

#include <QMainWindow>

#include <memory>

class QLineEdit;
class QListView;

namespace rd::ui {

class PlayerHistoryView;
class PlayerListModel;

// The player view for the club laptop (`ratingdesk --player-view`, View → Player view): a player
// finds himself by any part of his name (umlauts folded, as the players list finds), and sees
// his history as chart and table, his games in each event and his card as PDF. It has nothing
// that writes to the database, merges, deletes or opens an editor. Leaving it asks first.
class PlayerViewWindow : public QMainWindow {
    Q_OBJECT

public:
    // What closing the window does: quit the program (started as the player view), or leave
    // the player view for the main window it was opened from, which is asked first.
    enum class Closing { Quits, Leaves };

    // Reads through `session`, which the window never changes.
    PlayerViewWindow(desktop::DatabaseSession &session, Closing closing, QWidget *parent = nullptr);
    ~PlayerViewWindow() override;

    PlayerHistoryView *history() const { return m_history; }
    // Shows player `playerId` as if he had typed his surname and chosen himself (--player).
    void showPlayerById(qint64 playerId);
    // Asks whether to leave the player view; leaveRequested() when the user agrees.
    void askToLeave();

signals:
    // The user agreed to leave the player view for the whole program.
    void leaveRequested();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void showPlayer(qint64 playerId);

    desktop::DatabaseSession &m_session;
    std::unique_ptr<desktop::PlayerOperations> m_players;
    QLineEdit *m_search;
    PlayerListModel *m_found;
    QListView *m_list;
    PlayerHistoryView *m_history;
    Closing m_closing;
    bool m_left = false;
};

} // namespace rd::ui
