#include "engine/io/TextEncoding.h"

#include <QStringDecoder>
#include <QStringEncoder>

#include <algorithm>
#include <iterator>

namespace rd::io {

namespace {

// Windows-1252 for the bytes 0x80 to 0x9F (the Unicode Consortium's mapping table
// CP1252.TXT); the five bytes it leaves free stay the control characters of Latin-1, as Windows
// reads them. Every other byte is the Latin-1 character of the same number.
constexpr char16_t kWindows1252High[32]
    = { 0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
          0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
          0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178 };

// The Windows-1252 byte of `c`, if it has one.
std::optional<char> windows1252Byte(QChar c)
{
    const char16_t code = c.unicode();
    const auto high = std::find(std::begin(kWindows1252High), std::end(kWindows1252High), code);
    if (high != std::end(kWindows1252High))
        return char(0x80 + std::distance(std::begin(kWindows1252High), high));
    if (code < 0x80 || (code >= 0xA0 && code <= 0xFF))
        return char(code);
    return std::nullopt;
}

} // namespace

QByteArray utf8ByteOrderMark()
{
    return QByteArrayLiteral("\xEF\xBB\xBF");
}

QByteArray byteOrderMark(TextEncoding encoding)
{
    switch (encoding) {
    case TextEncoding::Utf8WithBom:
        return utf8ByteOrderMark();
    case TextEncoding::Utf16LE:
        return QByteArrayLiteral("\xFF\xFE");
    case TextEncoding::Utf16BE:
        return QByteArrayLiteral("\xFE\xFF");
    case TextEncoding::Utf8:
    case TextEncoding::Windows1252:
        break;
    }
    return {};
}

DecodedText decodeText(const QByteArray &bytes)
{
    for (const TextEncoding utf16 : { TextEncoding::Utf16LE, TextEncoding::Utf16BE }) {
        if (bytes.startsWith(byteOrderMark(utf16)))
            return { decodeAs(bytes.mid(byteOrderMark(utf16).size()), utf16), utf16 };
    }
    const bool bom = bytes.startsWith(utf8ByteOrderMark());
    const QByteArray data = bom ? bytes.mid(utf8ByteOrderMark().size()) : bytes;
    // Stateless: a character cut off at the end is an error too, not one waiting for more bytes.
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = utf8(data);
    if (!utf8.hasError())
        return { text, bom ? TextEncoding::Utf8WithBom : TextEncoding::Utf8 };
    return { decodeAs(data, TextEncoding::Windows1252), TextEncoding::Windows1252 };
}

QString decodeAs(const QByteArray &bytes, TextEncoding encoding)
{
    if (encoding == TextEncoding::Utf16LE || encoding == TextEncoding::Utf16BE) {
        QStringDecoder utf16(
            encoding == TextEncoding::Utf16LE ? QStringDecoder::Utf16LE : QStringDecoder::Utf16BE,
            QStringDecoder::Flag::Stateless);
        return utf16(bytes);
    }
    if (encoding != TextEncoding::Windows1252)
        return QString::fromUtf8(bytes);
    QString text = QString::fromLatin1(bytes);
    for (QChar &c : text) {
        if (c.unicode() >= 0x80 && c.unicode() <= 0x9F)
            c = QChar(kWindows1252High[c.unicode() - 0x80]);
    }
    return text;
}

std::optional<QByteArray> encodeAs(const QString &text, TextEncoding encoding)
{
    if (encoding == TextEncoding::Utf16LE || encoding == TextEncoding::Utf16BE) {
        QStringEncoder utf16(
            encoding == TextEncoding::Utf16LE ? QStringEncoder::Utf16LE : QStringEncoder::Utf16BE,
            QStringEncoder::Flag::Stateless);
        return QByteArray(utf16(text));
    }
    if (encoding != TextEncoding::Windows1252)
        return text.toUtf8();
    QByteArray bytes;
    bytes.reserve(text.size());
    for (const QChar c : text) {
        const auto byte = windows1252Byte(c);
        if (!byte)
            return std::nullopt;
        bytes += *byte;
    }
    return bytes;
}

} // namespace rd::io
