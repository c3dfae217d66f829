#pragma once

#include "engine/checks/Problem.h"
#include "engine/rating/EventInput.h"

#include <QMap>
#include <QString>

#include <optional>
#include <vector>

namespace rd::checks {

// Text typed into a cell of an editor and not taken into the event, at the place it was typed: a
// crosstable's round cell (Location::round and startNumber) that holds no result yet (a typo such
// as "4v1", or a result not yet entered), or a cell of a record sheet's line (Location::line and
// field: "white", "black", "handicap", "komi", "winner", "type", "date") typed into and not
// entered.
struct TypedCell {
    Location place;
    QString text;
};

// How a draft as typed names the place of a typed cell among the texts of its fields not yet
// entered (io::TypedDraft), after the name of the editor's table and an "@":
// "crosstableView@round=3;player=4", "linesView@line=2;field=komi". Texts under any other name
// are fields', not cells.
QString typedCellPlace(const Location &place);
// The typed cells among the texts of a draft's fields not yet entered, by the names above.
std::vector<TypedCell> typedCellsOf(const QMap<QString, QString> &unfinished);

// A player's own start number typed as his opponent in `round`: the crosstable refuses the entry
// in his cell, in these words.
Problem selfPairingProblem(const EventInput &event, int startNumber, int round);
// What is wrong with the text of a typed cell: in a crosstable, an entry that cannot be read is
// no result of the event (the words of its check of an unreadable entry), one that can be read
// was refused and says why (a player against himself) or is typed and not entered; in a record
// sheet, it is not entered into its line.
Problem typedCellProblem(const EventInput &event, const TypedCell &cell);

// A game paired and not yet played (GameResult::NotPlayed, as a TRF taken between rounds holds
// it), naming its round and both players, at White's row in that round: no event is rated or
// reported to a federation before every game has its result.
Problem gameWithoutResultProblem(const EventInput &event, const ChessGame &game);
// Such a problem for each game of `event` not yet played, in the order of its games.
std::vector<Problem> gamesWithoutResult(const EventInput &event);
// The event's start after its end, as an imported file may give it (docs/import.md), at the
// start date's field ("startDate"); nothing when the dates are in order or the start is left out.
std::optional<Problem> datesOutOfOrder(const EventInput &event);
// What is wrong with the event's dates, for its details to show: a start after the end
// (datesOutOfOrder, an error: the event is not rated so), or the start left out of an event
// that has games, as an imported file may leave it (a warning: the rating goes by the last day).
std::optional<Problem> dateProblem(const EventInput &event);

// Why `event`, with the cells typed into it and not taken (`typed`), cannot be rated, the first
// reason first: each typed cell that is no result (in the order typed cells are listed), the
// errors of its games and byes or record-sheet lines (checkChessEvent, checkGoEvent), each game
// not yet played, an event without any game, and a start after the end. Nothing when it can be
// rated: every cell typed is a result or empty. The one rule for every way an event is rated (the
// desktop's Save, the command line's `db commit`), whatever the event came from (typed, or
// imported from a file).
std::vector<Problem> ratingBlockers(
    const EventInput &event, const std::vector<TypedCell> &typed = {});

} // namespace rd::checks
