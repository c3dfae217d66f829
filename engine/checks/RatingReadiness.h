#pragma once

#include "engine/checks/Problem.h"
#include "engine/rating/EventInput.h"

#include <QMap>
#include <QString>

#include <optional>
#include <vector>

namespace rd::checks {

// Text typed into a round cell of an editor and not taken into the event: no result yet (a
// typo such as "4s1", or a result not yet entered), at the place it was typed.
struct TypedCell {
    Location place;
    QString text;
};

// How a draft as typed names the place of a typed cell among the texts of its fields not yet
// entered (io::TypedDraft), after the name of the editor's table and an "@":
// "crosstableView@round=3;player=4". Texts under any other name are fields', not cells.
QString typedCellPlace(const Location &place);
// The typed cells among the texts of a draft's fields not yet entered, by the names above.
std::vector<TypedCell> typedCellsOf(const QMap<QString, QString> &unfinished);

// What is wrong with the text of a typed cell, in the words of the crosstable's check of an
// unreadable entry: it is no result of the event.
Problem typedCellProblem(const EventInput &event, const TypedCell &cell);

// Why `event`, with the cells typed into it and not taken (`typed`), cannot be rated, the first
// reason first: each typed cell that is no result (in the order typed cells are listed), the
// errors of its games and byes or record-sheet lines (checkChessEvent, checkGoEvent), and an
// event without any game. Nothing when it can be rated: every cell typed is a result or empty.
// The one rule for every way an event is rated (the desktop's Save, the command line's
// `db commit`).
std::vector<Problem> ratingBlockers(
    const EventInput &event, const std::vector<TypedCell> &typed = {});

} // namespace rd::checks
