#pragma once

#include "engine/io/ExchangeFormats.h"
#include "engine/io/uscf/UscfReport.h"
#include "engine/store/Database.h"

#include <QByteArray>

#include <optional>

namespace rd::store {

// The event `eventId` as a file of `format`, for the desktop app and the command line alike.
// An event imported from a TRF file and exported as TRF gives that file back: unchanged since,
// byte for byte; changed, with only the lines that changed written anew (io::writeTrfOver); so
// does an imported TRF-2026 file exported as TRF-2026. An event imported from a .h9 table and
// exported as .h9 unchanged gives that table back byte for byte; changed, it is written anew.
// Anything else is written anew (io::writeEvent). Nothing when the format does not take the
// event; DatabaseError::Kind::NotFound when there is no such event; for the DSB's formats an
// event with a game not yet played is refused (DatabaseError::Kind::Other), naming the game.
std::optional<QByteArray> exportEvent(
    Database &database, qint64 eventId, io::ExchangeFormat format);

// The US Chess rating report of the event `eventId` (io::writeUscfReport), dated `today`, or why
// it cannot be written; DatabaseError::Kind::NotFound when there is no such event.
io::UscfReportWriting exportUscfReport(Database &database, qint64 eventId, const Date &today);

} // namespace rd::store
