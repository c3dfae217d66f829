#pragma once

#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"

#include <QString>
#include <QStringList>
#include <QVariant>

#include <vector>

namespace rd::report {

// The evaluation of an event as a table in the user's words: No., Name, Status, Before, After and
// one column for every detail the engine gives, titled with the symbol of the rules; the legend
// says what each symbol means. The preview shows it and the printed report prints it.
struct EvaluationTable {
    struct Cell {
        QString text;
        QVariant sortKey; // a number for numbers, otherwise the text
    };

    QStringList titles;
    QStringList meanings; // per column, empty where the title says it all
    std::vector<std::vector<Cell>> rows;

    static EvaluationTable of(const EventInput &event, const Evaluation &evaluation);
    // "We: expected points", one line per detail column.
    QStringList legend() const;
};

} // namespace rd::report
