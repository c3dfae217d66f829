#pragma once

#include "engine/edit/EditResult.h"
#include "engine/rating/EventInput.h"
#include "ui/event/DraftTableModel.h"

#include <QStringList>

#include <array>
#include <optional>
#include <string>

namespace rd::ui {

// The Go games of a SAGC draft as the lines of a record sheet, in entry order (sagc.md §5): one
// row per line, every cell editable as one undo step of the draft, wrong cells marked.
class GoGameLineModel : public DraftTableModel {
    Q_OBJECT

public:
    enum Column { White, Black, Handicap, Komi, Winner, Status, Date, ColumnCount };

    // The choices of the Winner and Game type columns, in the order they are offered.
    static constexpr std::array kWinners { GoWinner::White, GoWinner::Black, GoWinner::Draw };
    static constexpr std::array kStatuses { GoGameStatus::Club, GoGameStatus::Tournament,
        GoGameStatus::Internet, GoGameStatus::Free };

    explicit GoGameLineModel(EventDraft *draft, QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The name of a column's entry as a problem's place names it (checks::Location::field:
    // "white", "komi", …), and the column of such a name (White for a name no column has).
    static QString fieldName(int column);
    static int columnOf(const QString &field);

    // The name of player `id`, or the id of a player not in the list.
    static QString playerName(const EventInput &event, const std::string &id);

    // What keeps line `row` from being rated (edit::checkGoLine); empty for a line that can be.
    QStringList problems(int row) const;

signals:
    // A change of a cell was refused (nothing changed); `problem` says why.
    void changeRefused(const rd::edit::Problem &problem);

private:
    int rows() const override;
    int columns() const override;
    bool isEditable(const QModelIndex &index) const override;
    // A player's name (or id), an integer handicap, a komi, a GoWinner or GoGameStatus as int, a
    // QDate (an invalid or null one clears the date).
    bool setCell(const QModelIndex &index, const QVariant &value) override;
    QStringList cellProblems(int row, int column) const;
    std::optional<double> numberOf(const QModelIndex &index, const QVariant &value);
    void takeDraft();

    EventInput m_event; // the draft as the rows announced so far show it
};

} // namespace rd::ui
