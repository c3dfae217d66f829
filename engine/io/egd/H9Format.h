#pragma once

#include "engine/io/document/EventDocumentReader.h"

#include <QByteArray>
#include <QString>

#include <string>
#include <vector>

namespace rd::io {

// Reads an EGD ".h9" tournament table as OpenGotha and pairgoth write it (docs/h9.md) into a
// SAGC event: players numbered by their line, with name, rank, country, club and PIN; each rated
// game once, as a tournament game. The comment lines, score columns and round cells are kept in
// the file details (H9Details) so that writeH9() gives the table back. What is read in a way worth
// knowing (results not confirmed, decided by default, ...) is a warning; nothing partial is ever
// returned.
EventReadResult readH9(const QByteArray &text);

// Writes a SAGC event as an ".h9" table in OpenGotha's layout (docs/h9.md), in Latin-1 unless
// it was read as UTF-8, with LF unless it was read with CR LF or CR. A table read by readH9()
// and not changed comes back line for line.
QByteArray writeH9(const EventFile &event);

// The EGF tournament class (federation-egd.md) the table writeH9() gives states in its `CL` tag:
// the kept header's, "A" for a table of ratingdesk's own, empty when a kept header has none.
QString writtenH9Class(const EventFile &event);
// The header the event's table keeps (H9Details::header) with `tournamentClass` in its CL
// tag: the tag replaced where the kept header has one, else put first; a table of ratingdesk's
// own, without a kept header, keeps the one writeH9() gives it, with the class stated.
std::vector<std::string> h9HeaderWithClass(const EventFile &event, const QString &tournamentClass);

} // namespace rd::io
