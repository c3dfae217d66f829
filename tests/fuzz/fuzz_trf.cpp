// libFuzzer target: the FIDE TRF-16 reader, and the engine on what it accepts; an imported file
// that nobody changed is written back as it came, byte for byte (docs/trf.md, "Byte for byte
// back").
#include "engine/io/ExchangeFormats.h"
#include "engine/io/trf/TrfFormat.h"
#include "engine/io/trf/TrfRoundTrip.h"
#include "tests/fuzz/FuzzRating.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const auto read = rd::io::readTrf(bytes);
    if (read.event)
        rd::fuzz::rateIfSmall(*read.event);
    const auto imported = rd::io::readEvent(rd::io::ExchangeFormat::Trf, bytes);
    if (imported.event && rd::io::writeTrfOver(bytes, *imported.file(), *imported.file()) != bytes)
        std::abort();
    return 0;
}
