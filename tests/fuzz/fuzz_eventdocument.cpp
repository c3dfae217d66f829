// libFuzzer target: the event document reader, and the engines on what it accepts.
#include "engine/io/document/EventDocumentReader.h"
#include "tests/fuzz/FuzzRating.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto read = rd::io::readEventDocument(
        QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)));
    if (read.event)
        rd::fuzz::rateIfSmall(*read.event);
    return 0;
}
