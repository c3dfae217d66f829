#pragma once

#include "engine/rating/Date.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace rd::io {

// A plain dBase III table without memo (uscf-report.md "The container"): the container of the three
// files of a US Chess rating report.
struct DbaseField {
    std::string name; // at most 10 ASCII characters
    char type = 'C'; // C character, D date, N numeric
    int width = 0; // 1 ... 255
};

struct DbaseTable {
    std::vector<DbaseField> fields;
    // One value per field: written left-justified and padded with spaces to the field's width,
    // read with the padding (trailing spaces) taken off.
    std::vector<std::vector<std::string>> records;

    // The position of the field `name` in `fields`, if the table has it.
    std::optional<std::size_t> fieldIndex(const std::string &name) const;
};

// The table as a file: version byte 0x03, `updated` as the date of last update (year − 1900,
// month, day), the record count, header and record lengths, one descriptor per field, 0x0D, the
// live records (flag byte 0x20), 0x1A. Every value must be ASCII and fit its field.
QByteArray writeDbaseTable(const DbaseTable &table, const Date &updated);

// Why a file is not read as a dBase III table.
enum class DbaseProblem { NotDbase, Truncated };

// Reads a dBase III table as other programs write it: the first record at the header length
// (WinTD writes a 0x00 after the 0x0D), any field type, deleted records skipped.
std::optional<DbaseTable> readDbaseTable(const QByteArray &bytes, DbaseProblem *problem = nullptr);

} // namespace rd::io
