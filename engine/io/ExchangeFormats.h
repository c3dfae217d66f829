#pragma once

#include "engine/io/document/EventDocumentReader.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace rd::io {

// The files an event comes from or goes to.
enum class ExchangeFormat {
    EventDocument, // json: event-document.md
    Trf, // FIDE TRF-16 (reads TRF-2026 too)
    Trf2026, // FIDE TRF-2026, export only: read as Trf, which tells the versions apart
    DsbText, // DSB submission text (dwz.md §9.1), export only
    DsbXml, // DSB_DWZ_TournamentReport 2.5 (dwz.md §9.3), export only
    H9, // EGD .h9 table (sagc.md §8)
};

// json, trf, trf26, dsb-text, dsb-xml, h9
std::optional<ExchangeFormat> parseExchangeFormat(const QString &name);
QString exchangeFormatName(ExchangeFormat format);
// By the file name's suffix: .json, .trf (Trf), .h9, .txt (DSB text), .xml (DSB XML).
std::optional<ExchangeFormat> formatOfFile(const QString &path);

// Reads an event (json, trf or h9; trf26 as trf); the errors name line and column or JSON path. A
// TRF file may be UTF-8, with or without a byte order mark, or Windows-1252, its lines ended by LF,
// CR LF or CR (trf.md).
EventReadResult readEvent(ExchangeFormat format, const QByteArray &bytes);
// Writes an event with the details of its files in `format` (the DSB formats for chess only, .h9
// for Go only); nullopt when the format does not take this kind of event.
std::optional<QByteArray> writeEvent(ExchangeFormat format, const EventFile &event);

} // namespace rd::io
