#pragma once

#include "ui/EventDraft.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace rd::ui {

// Parses a result typed into a pairing list, spaces ignored: 1-0, 0-1, ½-½ or 1/2-1/2 or =,
// and the forfeits +--, --+ and ---.
std::optional<GameResult> parsePairingResult(const QString &text);

// The games of one round in board order (their order in the event), with the result editable.
class PairingModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { WhiteColumn, BlackColumn, ResultColumn, ColumnCount };

    explicit PairingModel(EventDraft &draft, QObject *parent = nullptr);

    int round() const { return m_round; }
    void setRound(int round);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

private:
    std::vector<std::size_t> gamesOfRound() const;
    void refresh();
    QString playerText(const std::string &id) const;

    EventDraft &m_draft;
    int m_round = 1;
    std::vector<std::size_t> m_games; // indices into chessGames
};

} // namespace rd::ui
