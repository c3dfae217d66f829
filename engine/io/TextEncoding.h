#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace rd::io {

// How a text file from another program is encoded: UTF-8, with or without the byte order mark
// in front, UTF-16 with its byte order mark (little or big endian, as Windows programs save
// "Unicode" text), or else Windows-1252, the Latin-1 of Windows (umlauts as in Latin-1, and „“ –
// € in the bytes 0x80 to 0x9F).
enum class TextEncoding { Utf8, Utf8WithBom, Windows1252, Utf16LE, Utf16BE };

struct DecodedText {
    QString text; // without the byte order mark
    TextEncoding encoding = TextEncoding::Utf8;
};

// UTF-16 when the bytes start with its byte order mark, UTF-8 when they are valid UTF-8 (a byte
// order mark in front is taken off), else Windows-1252.
DecodedText decodeText(const QByteArray &bytes);
// `bytes` (without a byte order mark) as `encoding` reads them.
QString decodeAs(const QByteArray &bytes, TextEncoding encoding);
// `text` in `encoding`, without a byte order mark; nothing when Windows-1252 has no byte for one
// of its characters (Cyrillic, CJK, ...).
std::optional<QByteArray> encodeAs(const QString &text, TextEncoding encoding);
// The three bytes of the UTF-8 byte order mark.
QByteArray utf8ByteOrderMark();
// The byte order mark a file in `encoding` starts with; empty for UTF-8 without one and for
// Windows-1252.
QByteArray byteOrderMark(TextEncoding encoding);

} // namespace rd::io
