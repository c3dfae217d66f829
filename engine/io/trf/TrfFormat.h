#pragma once

#include "engine/io/document/EventDocumentReader.h"
#include "engine/rating/RatingSystem.h"

#include <QByteArray>
#include <QList>

#include <optional>

namespace rd::io {

// FIDE TRF-16 and TRF-2026 (docs/trf.md): fixed columns, UTF-8, one record per line.

enum class TrfVersion { Trf16, Trf2026 };

// Reads a TRF-16 or TRF-2026 file into a chess event of `system`: every header record (012 …
// 122 into the event and its properties, the round dates of 132 into the file details
// (TrfDetails), 052 required, 062 and 072 left to be counted when written, any other record kept
// verbatim in the file details, with a warning naming its line) and
// every field of the 001 player lines. Player ids are the start ranks; FIDE ratings also go to
// `uscf.fide` for USCF events. Each game is taken once, from White's block, and both blocks must
// agree. Byes: H 0.5, F 1, U (unpaired) and Z 0 points, unless XXS, BB? or 162 say otherwise.
// TRF-2026's National Rating lines of the system's federation (GER: DWZ, USA: US Chess) give the
// players' ratings before the event; they are kept verbatim too.
EventReadResult readTrf(const QByteArray &text, RatingSystem system = RatingSystem::Dwz);

// The version of a TRF file, told by its records (TRF-2026 has no version line): TRF-2026 when a
// line is a ### comment, a record of TRF-2026 other than 142 (which TRF-16 files write too) or a
// National Rating line; TRF-16 otherwise.
TrfVersion trfVersionOf(const QByteArray &text);

// TRF-2026's National Rating Support: the federation whose national list is `system` (GER for
// the DWZ, USA for US Chess, empty for Go), and a player's rating before the event in it.
QString trfNationalList(RatingSystem system);
std::optional<int> trfNationalRating(const PlayerInput &player, RatingSystem system);

// Writes a chess event as TRF-16 (or TRF-2026): the header records in the order of their codes
// (those of unset properties left out, 062 and 072 counted), one 001 line per player with start
// ranks 1..n in document order, points and ranks recomputed from the games and byes (ties in
// start-rank order), one round block per game or bye, then the kept unknown records. Games
// without a round (or clashing with another entry of a player in their round) go to the first
// free round after the last one. Names are cut to 33 characters; bye points other than 0, 0.5
// and 1 are rounded down to these. TRF-2026 adds 142 (the rounds planned), the kept header
// records of TRF-2026 (152 … 362) among the header, and for a DWZ or US Chess event one National
// Rating line per player rated in it, with 172 when the file had none, and 162 when a
// pairing-allocated bye is not worth a win; the kept National Rating lines of that federation
// are not written (they are the ones written anew).
QByteArray writeTrf(const EventFile &event, TrfVersion version = TrfVersion::Trf16);

} // namespace rd::io
