#pragma once

#include "engine/rating/EventInput.h"
#include "ui/EventDraft.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace rd::ui {

// One round cell of a crosstable, seen from the player of its row.
struct CrosstableEntry {
    enum class Kind { Empty, Game, Bye };
    enum class Colour { White, Black };
    enum class Outcome { Win, Draw, Loss, ForfeitWin, ForfeitLoss };

    Kind kind = Kind::Empty;
    int opponent = 0; // start number; 0 for an opponent who is not in the player list
    Colour colour = Colour::White;
    Outcome outcome = Outcome::Win;
    double byePoints = 1.0;

    // The game's result as the event stores it (from White's side).
    GameResult result() const;
};

// Parses what a director types into a round cell; spaces and letter case do not matter.
//   ""         no game: the player's entry in that round is removed
//   N[w|b]R    a game against start number N >= 1 with the row's player as White (w, also when
//              no colour is typed) or Black (b); R is his result: 1, 0, = or ½ or 1/2 (draw),
//              + (won by forfeit), - or − (lost by forfeit). Without a colour the result is the
//              end of the text: "121" is a win against 12, "100" a loss against 10.
//   bye[P]     a bye worth P points: 1 (when left out), 0, = or ½ or 1/2
// Anything else gives nothing.
std::optional<CrosstableEntry> parseCrosstableEntry(const QString &text);
// The crosstable notation of an entry, which parseCrosstableEntry() reads back: "5w1", "12b½",
// "7w+", "3b−", "bye", "bye½"; "?" stands for an opponent who is not in the player list.
QString crosstableNotation(const CrosstableEntry &entry);

// Tournament points as a crosstable writes them: "2", "2½", "½".
QString pointsText(double points);
// A result as a pairing list writes it: "1-0", "0-1", "½-½", "+--", "--+", "---".
QString resultText(GameResult result);

// Start numbers are the order of event.players, from 1. A game may name a start number that has
// no player yet: it is stored under a placeholder id until appendPlayer() adds that player.
std::string playerIdAt(const EventInput &event, int startNumber);
// The start number of a player id or placeholder; 0 when the id is unknown.
int startNumberOf(const EventInput &event, const std::string &id);
// Adds a player at the next start number with a new id; games waiting for that number get him.
void appendPlayer(EventInput &event, const std::string &name);
// Removes the player at `startNumber` with his games and byes; later start numbers move up.
void removePlayer(EventInput &event, int startNumber);

// The crosstable of a chess event: one row per player in start-number order, one column per
// round plus an empty one for the next round, then the tournament points. Round cells are
// edited in crosstable notation (parseCrosstableEntry); each edit is one step of the draft.
// Impossible data is marked red, a pair meeting again yellow; the tooltip gives the reason.
class CrosstableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { NumberColumn, NameColumn, FirstRoundColumn };

    explicit CrosstableModel(EventDraft &draft, QObject *parent = nullptr);

    // The last round with a game or bye (0 for none).
    int rounds() const { return m_rounds; }
    int roundColumn(int round) const { return FirstRoundColumn + round - 1; }
    int pointsColumn() const { return FirstRoundColumn + m_roundColumns; }
    // Games without a round number: they count for the points but have no cell.
    int gamesWithoutRound() const { return m_gamesWithoutRound; }

    // The name of the undo step that sets a game: "Round 3: 5 – 12 1-0".
    static QString gameStepText(int round, int white, int black, GameResult result);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

private:
    struct Cell {
        QStringList entries; // crosstable notation of each game and bye
        QStringList descriptions; // each entry written out, for the tooltip
        QStringList errors;
        QStringList warnings;
    };

    void refresh();
    void analyse();
    const Cell *cell(const QModelIndex &index) const;

    EventDraft &m_draft;
    int m_rowCount = 0;
    int m_roundColumns = 0;
    int m_rounds = 0;
    int m_gamesWithoutRound = 0;
    std::vector<std::vector<Cell>> m_cells; // [row][round - 1]
    std::vector<double> m_points;
};

} // namespace rd::ui
