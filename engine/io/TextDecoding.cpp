#include "engine/io/TextDecoding.h"

#include <QStringDecoder>

namespace rd::io {

namespace {

// Windows-1252 for the bytes 0x80 to 0x9F (the Unicode Consortium's mapping table
// CP1252.TXT); the five bytes it leaves free stay the control characters of Latin-1, as Windows
// reads them. Every other byte is the Latin-1 character of the same number.
constexpr char16_t kWindows1252High[32]
    = { 0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
          0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
          0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178 };

QString fromWindows1252(const QByteArray &data)
{
    QString text = QString::fromLatin1(data);
    for (QChar &c : text) {
        if (c.unicode() >= 0x80 && c.unicode() <= 0x9F)
            c = QChar(kWindows1252High[c.unicode() - 0x80]);
    }
    return text;
}

} // namespace

DecodedText decodeText(const QByteArray &bytes)
{
    QByteArray data = bytes;
    if (data.startsWith("\xEF\xBB\xBF"))
        data.remove(0, 3);
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8(data);
    if (!utf8.hasError())
        return { text, TextEncoding::Utf8 };
    return { fromWindows1252(data), TextEncoding::Windows1252 };
}

} // namespace rd::io
