#pragma once

#include "desktop/PlayerQueries.h"
#include "engine/rating/RatingSystem.h"

#include <QAbstractTableModel>

#include <vector>

namespace rd::ui {

// A player's games in one rated event, from his side, read-only: the round (a Go game's place in
// the record sheet), the opponent, his colour and result, the opponent's rating before the event,
// and what the evaluation keeps of the game for him: his expected score (DWZ, US Chess) and the
// change the game brought.
class PlayerGamesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        RoundColumn,
        OpponentColumn,
        ColourColumn,
        ResultColumn,
        OpponentRatingColumn,
        ExpectedColumn,
        ChangeColumn
    };
    static constexpr int kColumnCount = ChangeColumn + 1;

    using QAbstractTableModel::QAbstractTableModel;

    void setGames(RatingSystem system, std::vector<model::PlayerGame> games);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString text(int row, int column) const;

    RatingSystem m_system = RatingSystem::Dwz;
    std::vector<model::PlayerGame> m_games;
};

} // namespace rd::ui
