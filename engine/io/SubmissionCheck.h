#pragma once

#include "engine/checks/Problem.h"
#include "engine/io/ExchangeFormats.h"

#include <QString>

#include <optional>
#include <vector>

namespace rd::io {

// The bodies an event is submitted to for rating.
enum class Federation {
    Dsb, // Deutscher Schachbund: DWZ (federation-dsb.md)
    Fide, // FIDE: TRF-16 and TRF-2026 (federation-fide.md)
    UsChess, // US Chess: the rating report (federation-uscf.md)
    Egd, // European Go Database: the .h9 table (federation-egd.md)
};

// The federation a file of `format` goes to; none for the event document, which goes nowhere.
std::optional<Federation> federationOf(ExchangeFormat format);
// "DSB", "FIDE", "US Chess", "EGD".
QString federationName(Federation federation);
// The federation as the subject of a sentence: "the DSB", "FIDE", "US Chess", "the EGD".
QString federationAsSubject(Federation federation);

// What the federation receiving the event requires and the event lacks, in the user's words,
// each with the place to fix it: a player's row (Location::startNumber) and the field of the
// player ("fideId", "birthDate", "name", "federation", "uscfId", "egdPin", "country", "club"), a
// round (Location::round), or a detail of the event (startNumber 0; "place", "federation",
// "chiefArbiter", "chiefArbiterId", "timeControl", "roundDates", "startDate", "h9Class",
// "uscfAffiliateId", "uscfAssistantTdId", "uscfOtherTdIds", "uscfSection",
// "uscfState", "uscfZip"; none for what the details do not show, such as a section's own time
// control and TDs).
// Errors, listed first, are what the federation requires and sends back; warnings what it asks
// for or what may be wrong. `format` refines the federation's rules where its formats differ
// (TRF-2026 makes round dates mandatory, the DSB XML a birth year for everybody). Nothing for an
// event of a game the federation does not rate (chess for the EGD, Go for the others).
std::vector<checks::Problem> submissionProblems(
    const EventFile &event, Federation federation, std::optional<ExchangeFormat> format = {});

} // namespace rd::io
