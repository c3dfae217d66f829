// libFuzzer target: the CSV player-list reader.
#include "engine/io/csv/CsvFormat.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QList<rd::io::DocumentError> errors;
    const auto table = rd::io::parseCsv(
        QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)), errors);
    if (table) {
        const auto columns = rd::io::guessPlayerColumns(table->header);
        rd::io::readPlayers(
            *table, columns, rd::io::readingOf(*table, columns, QLocale::c()), errors);
    }
    return 0;
}
