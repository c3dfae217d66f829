// libFuzzer target: the FIDE TRF-16 reader, and the engine on what it accepts.
#include "engine/io/TrfFormat.h"
#include "tests/fuzz/FuzzRating.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto read = rd::io::readTrf(
        QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)));
    if (read.event)
        rd::fuzz::rateIfSmall(*read.event);
    return 0;
}
