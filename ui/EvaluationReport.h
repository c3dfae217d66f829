#pragma once

#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"

#include <QString>

class QPagedPaintDevice;

namespace rd::ui {

// The printed evaluation report of an event: a crosstable in real notation (1-0 as 1 and 0,
// ½-½ as ½, forfeits as + and −) and the table of ratings before and after.
class EvaluationReport {
public:
    EvaluationReport(const EventInput &event, const Evaluation &evaluation);

    QString html() const;
    // Lays the report out on pages of `device` (a QPrinter or a QPdfWriter).
    void print(QPagedPaintDevice &device) const;
    bool writePdf(const QString &path) const;

private:
    QString crosstable() const;
    QString ratingTable() const;

    const EventInput &m_event;
    const Evaluation &m_evaluation;
};

} // namespace rd::ui
