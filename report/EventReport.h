#pragma once

#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"
#include "engine/standings/TieBreak.h"

#include <QPageLayout>
#include <QPageSize>
#include <QString>

#include <optional>
#include <vector>

class QPagedPaintDevice;

namespace rd::report {

enum class ReportKind { Standings, Crosstable, Evaluation, RecordSheet, Pairings, PairingsByName };

// The names of the command line: standings, crosstable, evaluation, record-sheet, pairings,
// pairings-by-name.
std::optional<ReportKind> parseReportKind(const QString &name);
QString reportKindName(ReportKind kind);

// A printed report of one event for the wall, the players and the federation: a header with the
// event's name, dates, place, organiser, chief arbiter, rating system and rule set; then the
// standings, the crosstable, the evaluation (every player's before -> after with its details) or
// the Go record sheet as the paper form, or a round's pairings (by board or by name); a legend for
// every abbreviation; "Page x of y".
class EventReport {
public:
    EventReport(const EventInput &event, ReportKind kind);

    // Evaluation: the evaluation to print (required for that kind). The report keeps its own copy
    // of the event and the evaluation.
    void setEvaluation(const Evaluation &evaluation) { m_evaluation = evaluation; }
    // Standings: after which round (all rounds when not given) and with which tie-breaks (the
    // event's choice or the defaults when empty).
    void setStandings(
        std::optional<int> afterRound, std::vector<standings::TieBreak> tieBreaks = {});

    // Pairings: of which round (the last paired one when not given).
    void setRound(int round) { m_round = round; }

    QString title() const; // "Standings after round 5", "Crosstable", ...
    // Whether the kind fits the event: the record sheet is a Go form, standings and crosstable
    // are of chess events with rounds or of Go events (standings only), pairings of chess events.
    static bool fits(ReportKind kind, RatingSystem system);
    QString html() const;
    // What html() shows inside its page: the event's header and the report.
    QString content() const;
    QPageLayout::Orientation orientation() const; // landscape when the table is wide
    void print(QPagedPaintDevice &device) const;
    bool writePdf(const QString &path, QPageSize::PageSizeId paper) const;

private:
    QString header() const;
    QString standingsTable() const;
    // A round robin's (standings::Rules::roundRobin) as a square, any other event's round by round.
    QString crosstable(int lastRound) const;
    QString roundRobinCrosstable(int lastRound) const;
    QString roundByRoundCrosstable(int lastRound) const;
    QString evaluationTable() const;
    QString recordSheet() const;
    int rounds() const;
    int pairedRound() const; // the round whose pairings are shown
    std::vector<standings::TieBreak> tieBreaks() const; // the chosen, else the event's
    int columns() const;
    int roundRobinColumns() const;

    EventInput m_event;
    ReportKind m_kind;
    std::optional<Evaluation> m_evaluation;
    std::optional<int> m_afterRound;
    std::optional<int> m_round;
    std::vector<standings::TieBreak> m_tieBreaks;
};

} // namespace rd::report
