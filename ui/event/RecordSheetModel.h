#pragma once

#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"
#include "engine/rating/sagc/Ledger.h"

#include <QAbstractTableModel>

#include <map>
#include <string>
#include <vector>

namespace rd::ui {

// One player's record sheet from the SAGC evaluation of a draft: the 12 columns of sagc.md §6,
// one row per game in entry order.
class RecordSheetModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Opponent,
        OpponentRank,
        Colour,
        Handicap,
        Komi,
        Winner,
        StatusFactor,
        Change,
        NewIndex,
        NewRank,
        Date,
        Comment,
        ColumnCount
    };

    // Every player's sheet by player id, read from the per-game details of the evaluation of
    // `event` (sagc.md §6: the opponent's rank before the game, the change as new index - old
    // index after floor and promotion, a comment when the rank changed).
    using Sheets = std::map<std::string, std::vector<sagc::SheetRow>>;
    static Sheets sheetsFrom(const EventInput &event, const Evaluation &evaluation);

    explicit RecordSheetModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Shows the sheets of `evaluation`; the player shown stays if he has a sheet there, else the
    // first player with one is shown.
    void setEvaluation(const EventInput &event, const Evaluation &evaluation);
    // Shows no sheet; the player shown is kept for the next evaluation.
    void clear();

    // The players with a sheet, in the event's order, and their names.
    const std::vector<std::string> &players() const { return m_players; }
    QString playerName(const std::string &id) const;

    const std::string &player() const { return m_player; }
    void setPlayer(const std::string &id);

private:
    const std::vector<sagc::SheetRow> &rows() const;

    Sheets m_sheets;
    std::vector<std::string> m_players;
    std::map<std::string, QString> m_names;
    std::string m_player;
};

} // namespace rd::ui
