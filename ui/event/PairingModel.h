#pragma once

#include "ui/event/DraftTableModel.h"
#include "ui/event/EventDraft.h"

#include <optional>
#include <vector>

namespace rd::ui {

// Parses a result typed into a pairing list, spaces ignored: 1-0, 0-1, ½-½ or 1/2-1/2 or =,
// and the forfeits +--, --+ and ---.
std::optional<GameResult> parsePairingResult(const QString &text);

// The games of one round in board order (their order in the event), with the result editable.
class PairingModel : public DraftTableModel {
    Q_OBJECT

public:
    enum Column { WhiteColumn, BlackColumn, ResultColumn, ColumnCount };

    explicit PairingModel(EventDraft &draft, QObject *parent = nullptr);

    int round() const { return m_round; }
    void setRound(int round);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    int rows() const override;
    int columns() const override;
    bool isEditable(const QModelIndex &index) const override;
    // Takes a result as parsePairingResult() reads it.
    bool setCell(const QModelIndex &index, const QVariant &value) override;
    std::vector<std::size_t> gamesOfRound() const;
    void refresh();
    QString playerText(const std::string &id) const;

    int m_round = 1;
    std::vector<std::size_t> m_games; // indices into chessGames
};

} // namespace rd::ui
