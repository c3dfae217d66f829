#pragma once

#include "engine/edit/EditResult.h"
#include "engine/rating/EventInput.h"
#include "ui/event/DraftTableModel.h"
#include "ui/event/EventDraft.h"

#include <QStringList>

#include <vector>

namespace rd::ui {

// The crosstable of a chess event: one row per player in start-number order, one column per
// round plus an empty one for the next round, then the tournament points. Round cells are
// edited in crosstable notation; each edit is an operation of the engine's ChessEventEdit and
// one step of the draft. A refused entry or a conflict with another cell changes nothing and
// is announced. The problems of the event (edit::checkChessEvent) mark their cells: errors in
// the error colour, warnings in the warning colour, the reason in the tooltip.
class CrosstableModel : public DraftTableModel {
    Q_OBJECT

public:
    enum Column { NumberColumn, NameColumn, FirstRoundColumn };
    // True for the cells of a round after the rounds planned that nothing is entered in yet: the
    // empty next round once the planned ones are there (EventProperties::roundsPlanned).
    static constexpr int kAfterPlanRole = Qt::UserRole + 41;

    explicit CrosstableModel(EventDraft &draft, QObject *parent = nullptr);

    // The last round with a game or bye (0 for none).
    int rounds() const { return m_rounds; }
    int roundColumn(int round) const { return FirstRoundColumn + round - 1; }
    int pointsColumn() const { return FirstRoundColumn + m_roundColumns; }
    // Games without a round number: they count for the points but have no cell.
    int gamesWithoutRound() const { return m_gamesWithoutRound; }

    // Every problem of the event, in the order of the crosstable.
    const std::vector<edit::Problem> &problems() const { return m_problems; }
    QModelIndex indexOf(const edit::Location &location) const;
    // Enters `text` into a round cell; with Resolution::Replace a conflict is resolved in favour
    // of the new entry.
    edit::EditResult enterResult(const QModelIndex &index, const QString &text,
        edit::Resolution resolution = edit::Resolution::Refuse);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    // An entry was refused (nothing changed); `problem` says why.
    void entryRefused(const rd::edit::Problem &problem);
    // An entry contradicts another cell (nothing changed); enterResult() with Replace applies it.
    void entryConflicts(
        const QModelIndex &index, const QString &text, const rd::edit::Problem &problem);

private:
    struct Cell {
        QStringList entries; // crosstable notation of each game and bye
        QStringList descriptions; // each entry written out, for the tooltip
        QStringList errors;
        QStringList warnings;
    };

    int rows() const override;
    int columns() const override;
    bool isEditable(const QModelIndex &index) const override;
    bool setCell(const QModelIndex &index, const QVariant &value) override;
    void refresh();
    void analyse();
    const Cell *cell(const QModelIndex &index) const;

    int m_rowCount = 0;
    int m_roundColumns = 0;
    int m_rounds = 0;
    int m_gamesWithoutRound = 0;
    std::vector<std::vector<Cell>> m_cells; // [row][round - 1]
    std::vector<double> m_points;
    std::vector<edit::Problem> m_problems;
};

} // namespace rd::ui
