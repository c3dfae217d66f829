#pragma once

#include "engine/io/EventFile.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rd::io {

// A text field of an object of the event document and the member that EventDocumentReader fills
// from it and EventDocumentWriter writes to it: left out of the document when empty, empty when
// the document leaves it out. With `codes` the text must be one of them (event-document.md).
// A property of the event that a TRF header record holds names that record (trf.md), which the
// TRF reader and writer fill and write in the same way.
template <typename Object> struct TextField {
    const char *name;
    std::string Object::*member;
    std::span<const std::string_view> codes = {};
    const char *trfRecord = nullptr;
};

// A field holding a list of texts, written only when the list has any.
template <typename Object> struct TextListField {
    const char *name;
    std::vector<std::string> Object::*member;
};

// event-document.md "event": who organised the event, where, of which type, under which arbiters
// and time control, for which rating period.
inline constexpr TextField<EventProperties> kPropertyTexts[] = {
    { "organiser", &EventProperties::organiser },
    { .name = "place", .member = &EventProperties::place, .trfRecord = "022" },
    { .name = "federation", .member = &EventProperties::federation, .trfRecord = "032" },
    { .name = "tournament_type", .member = &EventProperties::tournamentType, .trfRecord = "092" },
    { .name = "chief_arbiter", .member = &EventProperties::chiefArbiter, .trfRecord = "102" },
    { "chief_arbiter_id", &EventProperties::chiefArbiterId },
    { .name = "deputy_arbiter", .member = &EventProperties::deputyArbiter, .trfRecord = "112" },
    { .name = "time_control", .member = &EventProperties::timeControl, .trfRecord = "122" },
    { "rating_period", &EventProperties::ratingPeriod },
};

// event-document.md "event": what the files of other programs said, kept to be written back.
inline constexpr TextListField<TrfDetails> kTrfTextLists[] = {
    { "round_dates", &TrfDetails::roundDates },
    { "trf_records", &TrfDetails::records },
};
inline constexpr TextListField<H9Details> kH9TextLists[] = {
    { "h9_header", &H9Details::header },
};

// event-document.md "event.uscf_report": texts as given (the submission check checks them,
// federation-uscf.md), the crosstables and scholastic codes one of US Chess's. The chief TD's id
// is the event's chief_arbiter_id; the chief_td_id older documents wrote here is read into it
// (EventDocumentReader).
inline constexpr TextField<UscfReportDetails> kUscfReportTexts[] = {
    { "event_id", &UscfReportDetails::eventId },
    { "affiliate_id", &UscfReportDetails::affiliateId },
    { "city", &UscfReportDetails::city },
    { "state", &UscfReportDetails::state },
    { "zip", &UscfReportDetails::zip },
    { "country", &UscfReportDetails::country },
    { "crosstables", &UscfReportDetails::crosstables, kUscfCrosstableCodes },
    { "assistant_td_id", &UscfReportDetails::assistantTdId },
    { "other_td_ids", &UscfReportDetails::otherTdIds },
    { "section", &UscfReportDetails::section },
    { "section_chief_td_id", &UscfReportDetails::sectionChiefTdId },
    { "section_assistant_td_id", &UscfReportDetails::sectionAssistantTdId },
    { "scholastic", &UscfReportDetails::scholastic, kUscfScholasticCodes },
};

} // namespace rd::io
