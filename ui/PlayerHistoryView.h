#pragma once

#include "engine/rating/RatingSystem.h"
#include "engine/store/Database.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace rd::ui {

class HistoryChart;
class HistoryTableModel;
class SortedTable;

// A player's rated events, read-only: a chart of the ratings over time and the table of every
// event's before and after, both limited to the system chosen in the filter.
class PlayerHistoryView : public QWidget {
    Q_OBJECT

public:
    explicit PlayerHistoryView(QWidget *parent = nullptr);

    // Loads the player's history from `database` (store::DatabaseError when it cannot).
    void showPlayer(store::Database &database, qint64 playerId);
    // The player's card (report::PlayerCard) of what is shown: the chart and the table.
    bool writePlayerCard(const QString &path) const;

private:
    std::optional<RatingSystem> selectedSystem() const;
    void applyFilter();
    void exportChart();
    void chooseCardFile();

    HistoryTableModel *m_model;
    QComboBox *m_systemFilter;
    QPushButton *m_exportButton;
    QPushButton *m_cardButton;
    QString m_playerName;
    QLabel *m_title; // the player told apart from namesakes: birth year and ids
    SortedTable *m_table;
    HistoryChart *m_chart;
};

} // namespace rd::ui
