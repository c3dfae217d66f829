#pragma once

#include "desktop/DesktopFwd.h"
#include "desktop/PlayerQueries.h"
#include "engine/rating/RatingSystem.h"

#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace rd::ui {

class HistoryChart;
class HistoryTableModel;
class PlayerGamesModel;
class SortedTable;

// A player's rated events, read-only: a chart of the ratings over time and the table of every
// event's before and after, both limited to the system chosen in the filter, and his games in the
// event chosen in the table (PlayerGamesModel).
class PlayerHistoryView : public QWidget {
    Q_OBJECT

public:
    explicit PlayerHistoryView(QWidget *parent = nullptr);

    // Loads the player's history from the database `session` has open (a Failure when it
    // cannot: nothing changes then), which is read again for the games of each event chosen until
    // clear() or the next player.
    desktop::Outcome<desktop::Done> showPlayer(desktop::DatabaseSession &session, qint64 playerId);
    // Shows nobody: the database goes.
    void clear();
    // The player's card (report::PlayerCard) of what is shown: the chart, the table and his
    // games in each event of it.
    bool writePlayerCard(const QString &path) const;
    // Chooses the file of the player's card and writes it (the button's and a menu's action).
    void chooseCardFile();

private:
    std::optional<RatingSystem> selectedSystem() const;
    void applyFilter();
    void exportChart();
    void showGamesOfCurrentEvent();
    desktop::Outcome<std::vector<model::PlayerGame>> gamesOf(qint64 eventId) const;

    HistoryTableModel *m_model;
    QComboBox *m_systemFilter;
    QPushButton *m_exportButton;
    QPushButton *m_cardButton;
    QString m_playerName;
    QLabel *m_title; // the player told apart from namesakes: birth year and ids
    SortedTable *m_table;
    HistoryChart *m_chart;
    PlayerGamesModel *m_games;
    QLabel *m_gamesTitle;
    QTableView *m_gamesView;
    std::optional<desktop::PlayerQueries> m_queries; // until clear()
    qint64 m_playerId = 0;
};

} // namespace rd::ui
