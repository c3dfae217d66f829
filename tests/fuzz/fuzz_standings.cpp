// libFuzzer target: the standings of every event document the reader accepts, after every round
// and with every tie-break the event's system offers (docs/standings.md).
#include "engine/io/document/EventDocumentReader.h"
#include "engine/standings/Standings.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const auto read = rd::io::readEventDocument(bytes);
    if (!read.event || read.event->players.size() > 200)
        return 0;
    const auto tieBreaks = rd::standings::tieBreakChoices(read.event->system);
    const int last = rd::standings::lastRound(*read.event);
    for (int round = 0; round <= last; ++round) {
        const auto standings = rd::standings::computeStandings(*read.event, tieBreaks, round);
        // Every player has one row, with one value per tie-break.
        if (standings.rows.size() != read.event->players.size())
            std::abort();
        for (const auto &row : standings.rows) {
            if (row.values.size() != standings.tieBreaks.size())
                std::abort();
        }
    }
    return 0;
}
