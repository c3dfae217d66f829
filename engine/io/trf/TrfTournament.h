#pragma once

#include "engine/pairing/Tournament.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace rd::io {

// A TRF file as the pairing reads it (docs/trf.md, docs/pairing.md): the 001 lines with every
// round cell (games, forfeits, byes, a paired round without results), and the records of the
// pairing: 142/XXR rounds, 152/XXC initial colour, 162 and BB? points, 192/092 system, 240 byes
// announced, 250/XXA acceleration, 260/XXP forbidden pairs, XXZ absent next round.
struct TrfTournamentRead {
    std::optional<pairing::Tournament> tournament;
    int line = 0; // of the error
    QString error; // a sentence naming what is wrong, when there is no tournament
};

// Reads and checks: every game is written alike by both players, no one is paired twice in a
// round, and the points column agrees with the cells.
TrfTournamentRead readTrfTournament(const QByteArray &bytes);

// Writes the tournament as TRF-2026 (lines ending in CR LF): 012, 142, 152, 162 when the points
// are not 1-½-0, 192, the 001 lines, and 240, 250 and 260 where used.
QByteArray writeTrfTournament(const pairing::Tournament &tournament);

} // namespace rd::io
