// libFuzzer target: the FIDE rating list reader (XML); every player taken is within the table of
// limits (docs/limits.md).
#include "engine/lists/FideList.h"
#include "engine/rating/InputLimits.h"

#include <QBuffer>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QBuffer device(&bytes);
    device.open(QIODevice::ReadOnly);
    QList<rd::io::DocumentError> errors;
    rd::lists::readFidePlayers(
        device,
        [](const rd::model::ListedPlayer &player) {
            const QByteArray name = player.name.toUtf8();
            if (player.fideId.isEmpty() || player.name.isEmpty()
                || rd::limits::nameProblem(
                    std::string_view(name.constData(), std::size_t(name.size())))
                || (player.standard.rating
                    && !rd::limits::kRating.contains(*player.standard.rating)))
                std::abort();
        },
        errors);
    return 0;
}
