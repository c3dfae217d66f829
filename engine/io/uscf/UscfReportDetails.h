#pragma once

#include "engine/rating/EventInput.h"

#include <optional>
#include <string>
#include <string_view>

namespace rd::io {

// The codes of a US Chess rating report's crosstable mailing (H_SENDCROS: none, to the affiliate,
// to the TD) and scholastic level (S_SCH_LVL: not, scholastic, primary, in-school), uscf-report.md.
inline constexpr std::string_view kUscfCrosstableCodes[] = { "N", "A", "T" };
inline constexpr std::string_view kUscfScholasticCodes[] = { "N", "S", "P", "J" };

// What a US Chess rating report says of the event and its section besides what the event says
// anyway (uscf-report.md "THEXPORT.DBF" and "TSEXPORT.DBF"); none used in rating. An empty
// string is a value not given.
struct UscfReportDetails {
    std::string eventId; // the id US Chess gave the event, once it has one
    std::string affiliateId; // A and 7 digits
    std::string city;
    std::string state; // e.g. "MA"
    std::string zip; // 12345 or 12345-6789
    std::string country; // "USA" when not given
    std::string crosstables; // who is sent the crosstable: N (nobody, when not given), A, T
    // The chief TD's id is the event's (EventProperties::chiefArbiterId).
    std::string assistantTdId;
    std::string otherTdIds; // 8-digit ids separated by commas
    std::string section; // the section's name
    std::string sectionChiefTdId; // when not the event's chief TD
    std::string sectionAssistantTdId;
    std::string scholastic; // N (when not given), S, P, J
    bool roundRobin = false; // a round robin or quad, not a Swiss
    std::optional<int> grandPrixPoints; // a Grand Prix event, with its points
    bool fideRated = false;

    bool operator==(const UscfReportDetails &) const = default;
};

// The report details of the section `section` of an event reported with `report`
// (uscf-report.md "TSEXPORT.DBF"): the section's name, type and TDs where it names its own.
UscfReportDetails sectionReport(UscfReportDetails report, const EventSection &section);

} // namespace rd::io
