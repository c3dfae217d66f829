#include "engine/io/ExchangeFormats.h"

#include "engine/io/DsbFormats.h"
#include "engine/io/EventDocumentWriter.h"
#include "engine/io/H9Format.h"
#include "engine/io/TrfFormat.h"

#include <QDateTime>
#include <QFileInfo>
#include <QUuid>

namespace rd::io {

std::optional<ExchangeFormat> parseExchangeFormat(const QString &name)
{
    if (name == QLatin1String("json"))
        return ExchangeFormat::EventDocument;
    if (name == QLatin1String("trf"))
        return ExchangeFormat::Trf;
    if (name == QLatin1String("dsb-text"))
        return ExchangeFormat::DsbText;
    if (name == QLatin1String("dsb-xml"))
        return ExchangeFormat::DsbXml;
    if (name == QLatin1String("h9"))
        return ExchangeFormat::H9;
    return std::nullopt;
}

std::optional<ExchangeFormat> formatOfFile(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("json"))
        return ExchangeFormat::EventDocument;
    if (suffix == QLatin1String("trf"))
        return ExchangeFormat::Trf;
    if (suffix == QLatin1String("h9"))
        return ExchangeFormat::H9;
    if (suffix == QLatin1String("txt"))
        return ExchangeFormat::DsbText;
    if (suffix == QLatin1String("xml"))
        return ExchangeFormat::DsbXml;
    return std::nullopt;
}

EventReadResult readEvent(ExchangeFormat format, const QByteArray &bytes)
{
    switch (format) {
    case ExchangeFormat::EventDocument:
        return readEventDocument(bytes);
    case ExchangeFormat::Trf:
        return readTrf(bytes);
    case ExchangeFormat::H9:
        return readH9(bytes);
    case ExchangeFormat::DsbText:
    case ExchangeFormat::DsbXml:
        break;
    }
    return { std::nullopt,
        { { QStringLiteral("(file)"), QStringLiteral("this format is written, not read") } } };
}

std::optional<QByteArray> writeEvent(ExchangeFormat format, const EventInput &event)
{
    const bool chess = event.system != RatingSystem::Sagc;
    switch (format) {
    case ExchangeFormat::EventDocument:
        return writeEventDocument(event, true);
    case ExchangeFormat::Trf:
        return chess ? std::optional(writeTrf(event)) : std::nullopt;
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
        return chess ? std::nullopt : std::optional(writeH9(event));
    }
    return std::nullopt;
}

} // namespace rd::io
