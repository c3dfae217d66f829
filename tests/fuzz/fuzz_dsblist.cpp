// libFuzzer target: the DSB's DWZ list (spieler.csv) and club list (vereine.csv) readers; every
// player read is within the table of limits (docs/limits.md).
#include "engine/lists/DsbList.h"
#include "engine/rating/InputLimits.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QList<rd::io::DocumentError> errors;
    QList<rd::io::DocumentError> warnings;
    const auto clubs = rd::lists::readDsbClubs(bytes, errors);
    const auto players = rd::lists::readDsbPlayers(bytes, clubs, errors, warnings);
    if (!errors.isEmpty())
        return 0;
    for (const rd::model::ListedPlayer &player : players) {
        const QByteArray name = player.name.toUtf8();
        if (rd::limits::nameProblem(std::string_view(name.constData(), std::size_t(name.size())))
            || (player.dwz && !rd::limits::kRating.contains(*player.dwz)))
            std::abort();
    }
    return 0;
}
