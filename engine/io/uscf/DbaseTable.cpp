#include "engine/io/uscf/DbaseTable.h"

#include <stdexcept>

namespace rd::io {

namespace {

// uscf-report.md "The container": the layout of a dBase III file.
constexpr char kVersion = 0x03;
constexpr int kHeaderSize = 32;
constexpr int kDescriptorSize = 32;
constexpr int kNameSize = 11;
constexpr char kHeaderEnd = 0x0D;
constexpr char kFileEnd = 0x1A;
constexpr char kLive = ' ';
constexpr char kDeleted = '*';
constexpr int kBaseYear = 1900;

void putLittleEndian(QByteArray &bytes, int offset, unsigned value, int size)
{
    for (int i = 0; i < size; ++i)
        bytes[offset + i] = static_cast<char>((value >> (8 * i)) & 0xFF);
}

unsigned littleEndian(const QByteArray &bytes, int offset, int size)
{
    unsigned value = 0;
    for (int i = size - 1; i >= 0; --i)
        value = (value << 8) | static_cast<unsigned char>(bytes[offset + i]);
    return value;
}

int recordLength(const std::vector<DbaseField> &fields)
{
    int length = 1; // the flag byte
    for (const DbaseField &field : fields)
        length += field.width;
    return length;
}

} // namespace

std::optional<std::size_t> DbaseTable::fieldIndex(const std::string &name) const
{
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (fields[i].name == name)
            return i;
    }
    return std::nullopt;
}

QByteArray writeDbaseTable(const DbaseTable &table, const Date &updated)
{
    const int headerLength
        = kHeaderSize + kDescriptorSize * static_cast<int>(table.fields.size()) + 1;
    const int length = recordLength(table.fields);
    QByteArray bytes(headerLength, '\0');
    bytes[0] = kVersion;
    bytes[1] = static_cast<char>(updated.year - kBaseYear);
    bytes[2] = static_cast<char>(updated.month);
    bytes[3] = static_cast<char>(updated.day);
    putLittleEndian(bytes, 4, static_cast<unsigned>(table.records.size()), 4);
    putLittleEndian(bytes, 8, static_cast<unsigned>(headerLength), 2);
    putLittleEndian(bytes, 10, static_cast<unsigned>(length), 2);
    for (std::size_t f = 0; f < table.fields.size(); ++f) {
        const DbaseField &field = table.fields[f];
        if (field.name.size() >= kNameSize || field.width < 1 || field.width > 255)
            throw std::invalid_argument("a dBase field of bad name or width: " + field.name);
        const int at = kHeaderSize + kDescriptorSize * static_cast<int>(f);
        bytes.replace(at, static_cast<int>(field.name.size()), field.name.data(),
            static_cast<int>(field.name.size()));
        bytes[at + 11] = field.type;
        bytes[at + 16] = static_cast<char>(field.width);
    }
    bytes[headerLength - 1] = kHeaderEnd;
    bytes.reserve(headerLength + length * static_cast<int>(table.records.size()) + 1);
    for (const std::vector<std::string> &record : table.records) {
        bytes.append(kLive);
        for (std::size_t f = 0; f < table.fields.size(); ++f) {
            const std::string &value = f < record.size() ? record[f] : std::string();
            const int width = table.fields[f].width;
            if (static_cast<int>(value.size()) > width)
                throw std::invalid_argument("a value longer than its dBase field: " + value);
            bytes.append(value.data(), static_cast<int>(value.size()));
            bytes.append(QByteArray(width - static_cast<int>(value.size()), ' '));
        }
    }
    bytes.append(kFileEnd);
    return bytes;
}

std::optional<DbaseTable> readDbaseTable(const QByteArray &bytes, DbaseProblem *problem)
{
    const auto fail = [problem](DbaseProblem why) -> std::optional<DbaseTable> {
        if (problem)
            *problem = why;
        return std::nullopt;
    };
    // The low three bits tell dBase III (0x03, or 0x83 with a memo file).
    if (bytes.size() < kHeaderSize + 1 || (bytes[0] & 0x07) != kVersion)
        return fail(DbaseProblem::NotDbase);
    const unsigned count = littleEndian(bytes, 4, 4);
    const int headerLength = static_cast<int>(littleEndian(bytes, 8, 2));
    const int length = static_cast<int>(littleEndian(bytes, 10, 2));
    if (headerLength < kHeaderSize + 1 || headerLength > bytes.size() || length < 1)
        return fail(DbaseProblem::NotDbase);
    DbaseTable table;
    for (int at = kHeaderSize; at + kDescriptorSize <= headerLength && bytes[at] != kHeaderEnd;
         at += kDescriptorSize) {
        DbaseField field;
        const QByteArray name = bytes.mid(at, kNameSize);
        field.name
            = name.left(name.indexOf('\0') < 0 ? kNameSize : name.indexOf('\0')).toStdString();
        field.type = bytes[at + 11];
        field.width = static_cast<unsigned char>(bytes[at + 16]);
        table.fields.push_back(field);
    }
    if (table.fields.empty() || recordLength(table.fields) != length)
        return fail(DbaseProblem::NotDbase);
    for (unsigned r = 0; r < count; ++r) {
        const qsizetype at = headerLength + static_cast<qsizetype>(r) * length;
        if (at < bytes.size() && bytes[at] == kFileEnd)
            break;
        if (at + length > bytes.size())
            return fail(DbaseProblem::Truncated);
        if (bytes[at] == kDeleted)
            continue;
        std::vector<std::string> record;
        qsizetype offset = at + 1;
        for (const DbaseField &field : table.fields) {
            std::string value = bytes.mid(offset, field.width).toStdString();
            while (!value.empty() && (value.back() == ' ' || value.back() == '\0'))
                value.pop_back();
            record.push_back(std::move(value));
            offset += field.width;
        }
        table.records.push_back(std::move(record));
    }
    return table;
}

} // namespace rd::io
