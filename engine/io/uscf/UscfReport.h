#pragma once

#include "engine/io/DocumentError.h"
#include "engine/io/EventFile.h"
#include "engine/rating/Date.h"

#include <QByteArray>
#include <QList>

#include <optional>
#include <vector>

namespace rd::io {

// The three dBase III tables of a US Chess rating report in the 2C layout (uscf-report.md),
// under the names US Chess requires.
struct UscfReportFiles {
    static constexpr const char *kHeaderName = "THEXPORT.DBF";
    static constexpr const char *kSectionsName = "TSEXPORT.DBF";
    static constexpr const char *kDetailsName = "TDEXPORT.DBF";

    QByteArray header; // THEXPORT.DBF: the event
    QByteArray sections; // TSEXPORT.DBF: one record per section
    QByteArray details; // TDEXPORT.DBF: one record per player of a section

    bool operator==(const UscfReportFiles &) const = default;
};

// The report of a US Chess event, or why it cannot be written, each problem at the place of the
// event document it concerns ("event.uscf_report.affiliate_id", "players[2].uscf_id").
struct UscfReportWriting {
    std::optional<UscfReportFiles> files;
    QList<DocumentError> problems;
};

// Writes the event with its report details as a report of one section per `event.sections`, or
// of one section when it has none (uscf-report.md): names folded to ASCII and in
// capitals, every player's round cells from the games and byes, "U0" where he has none, the
// system from the time control, `today` as the tables' date; ids and codes as typed. Refused only
// what the tables cannot hold: an event that is not US Chess, an end after `today`, a time
// control US Chess does not rate (it gives S_R_SYSTEM), a game without a round, a text longer
// than its field or with a letter without an ASCII form. Whether US Chess takes the ids and
// codes (affiliate, TDs, members, state, ZIP) is for submissionProblems() to say.
UscfReportWriting writeUscfReport(const EventFile &event, const Date &today);

// A report read back: one US Chess event; a report of several sections is one event with its
// sections (EventProperties::sections), players numbered by section and pairing number ("2-14"),
// a report of one section an event without sections, players numbered by pairing number.
struct UscfReportReading {
    std::optional<EventInput> event;
    QList<DocumentError> problems;
    UscfReportDetails report {}; // what the report says of the event besides the event
};

// Reads the three tables as US Chess's other writers make them (uscf-report.md "Reading a report
// back"): C or D dates, any width of H_OTHER_TD, round cells with or without blanks. Played games
// are taken once and must agree from both sides; forfeits (X0, F0) are paired in pairing-number
// order as US Chess pairs them, a forfeit win left over is a full-point bye; B0 and H0 are byes of
// 1 and ½, Z0 a half-point bye; U0 and a forfeit loss left over are rounds not played. A rating
// above 0 is taken as established (the report does not say on how many games it rests).
UscfReportReading readUscfReport(const UscfReportFiles &files);

// The three files into the folder `folder`, made when missing, each replaced as a whole; the
// system's reason when one cannot be written.
std::optional<QString> saveUscfReport(const UscfReportFiles &files, const QString &folder);
// The three files of the folder `folder`, their names in any letter case; the problem, at the
// file's name, when one is missing or cannot be read.
std::optional<UscfReportFiles> loadUscfReport(
    const QString &folder, QList<DocumentError> &problems);

} // namespace rd::io
