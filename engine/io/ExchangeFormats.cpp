#include "engine/io/ExchangeFormats.h"

#include "engine/io/document/EventChecks.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/io/dsb/DsbFormats.h"
#include "engine/io/egd/H9Format.h"
#include "engine/io/trf/TrfFormat.h"
#include "engine/io/trf/TrfRoundTrip.h"
#include "engine/rating/EnumNames.h"

#include <QDateTime>
#include <QFileInfo>
#include <QUuid>

namespace rd::io {

namespace {

// ratingdesk-cli's --format names and the file suffixes of each format.
constexpr auto kFormatNames = enumNames<ExchangeFormat>(
    { { ExchangeFormat::EventDocument, "json" }, { ExchangeFormat::Trf, "trf" },
        { ExchangeFormat::Trf2026, "trf26" }, { ExchangeFormat::DsbText, "dsb-text" },
        { ExchangeFormat::DsbXml, "dsb-xml" }, { ExchangeFormat::H9, "h9" } });
constexpr auto kFormatSuffixes
    = enumNames<ExchangeFormat>({ { ExchangeFormat::EventDocument, "json" },
        { ExchangeFormat::Trf, "trf" }, { ExchangeFormat::H9, "h9" },
        { ExchangeFormat::DsbText, "txt" }, { ExchangeFormat::DsbXml, "xml" } });

} // namespace

std::optional<ExchangeFormat> parseExchangeFormat(const QString &name)
{
    return kFormatNames.parse(name.toStdString());
}

QString exchangeFormatName(ExchangeFormat format)
{
    return QString::fromStdString(kFormatNames.nameOf(format));
}

std::optional<ExchangeFormat> formatOfFile(const QString &path)
{
    return kFormatSuffixes.parse(QFileInfo(path).suffix().toLower().toStdString());
}

namespace {

// The editors' checks of games and byes for an event read from a TRF or .h9 file, as the event
// document reader applies them; then the event as a document, read back: what the document
// reader refuses (a number outside the table of limits, limits.md) is refused here, so that
// nothing enters the database that its own reading refuses later. Last, what the event stores
// is compared with what the file holds, and every difference is warned of: nothing is lost
// silently.
EventReadResult withConsistencyChecked(EventReadResult read)
{
    if (read.event) {
        read.errors = consistencyErrors(*read.event);
        if (read.errors.isEmpty())
            read.errors = readEventDocument(writeEventDocument(*read.file(), false)).errors;
        if (!read.errors.isEmpty())
            read.event.reset();
    }
    if (read.event && read.contents)
        read.warnings.append(differencesFromFile(*read.event, *read.contents));
    return read;
}

} // namespace

EventReadResult readEvent(ExchangeFormat format, const QByteArray &bytes)
{
    switch (format) {
    case ExchangeFormat::EventDocument:
        return readEventDocument(bytes);
    case ExchangeFormat::Trf:
    case ExchangeFormat::Trf2026:
        return withConsistencyChecked(readTrf(bytes));
    case ExchangeFormat::H9:
        return withConsistencyChecked(readH9(bytes));
    case ExchangeFormat::DsbText:
    case ExchangeFormat::DsbXml:
        break;
    }
    return { std::nullopt, { { QStringLiteral("(file)"), ReadCode::FormatNotReadable, {} } } };
}

std::optional<QByteArray> writeEvent(ExchangeFormat format, const EventFile &file)
{
    const EventInput &event = file.event;
    const bool chess = event.system != RatingSystem::Sagc;
    switch (format) {
    case ExchangeFormat::EventDocument:
        return writeEventDocument(file, true);
    case ExchangeFormat::Trf:
        return chess ? std::optional(writeTrf(file)) : std::nullopt;
    case ExchangeFormat::Trf2026:
        return chess ? std::optional(writeTrf(file, TrfVersion::Trf2026)) : std::nullopt;
    case ExchangeFormat::DsbText:
        return chess ? std::optional(writeDsbText(event, {})) : std::nullopt;
    case ExchangeFormat::DsbXml: {
        if (!chess)
            return std::nullopt;
        DsbXmlOptions options;
        options.sender = QStringLiteral("ratingdesk");
        options.created = QDateTime::currentDateTimeUtc();
        options.fileId = QUuid::createUuid();
        options.tournamentId = QUuid::createUuid();
        return writeDsbXml(event, options);
    }
    case ExchangeFormat::H9:
        return chess ? std::nullopt : std::optional(writeH9(file));
    }
    return std::nullopt;
}

} // namespace rd::io
