#pragma once

#include <QByteArray>
#include <QString>

namespace rd::io {

// The encodings a text file from another program comes in.
enum class TextEncoding { Utf8, Windows1252 };

struct DecodedText {
    QString text;
    TextEncoding encoding = TextEncoding::Utf8;
};

// UTF-8 (a byte order mark is dropped) when the bytes are UTF-8, else Windows-1252, the Latin-1
// of Windows programs (umlauts as in Latin-1, and „“ – € in the bytes 0x80 to 0x9F). Decided once
// for the whole file.
DecodedText decodeText(const QByteArray &bytes);

} // namespace rd::io
