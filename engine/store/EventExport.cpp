#include "engine/store/EventExport.h"

#include "engine/checks/RatingReadiness.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/io/trf/TrfFormat.h"
#include "engine/io/trf/TrfRoundTrip.h"
#include "engine/store/EventRepository.h"
#include "engine/store/EventSources.h"

#include <QCoreApplication>

namespace rd::store {

namespace {

// The DSB's files know played results and forfeits only (dwz.md §9.1, §9.3): a game not yet
// played would go as a forfeit, so an event with one is refused, naming the first.
void requireEveryResultForTheDsb(const EventInput &event, io::ExchangeFormat format)
{
    if (format != io::ExchangeFormat::DsbText && format != io::ExchangeFormat::DsbXml)
        return;
    const std::vector<checks::Problem> unplayed = checks::gamesWithoutResult(event);
    if (unplayed.empty())
        return;
    throw DatabaseError(DatabaseError::Kind::Other,
        "the DSB file of an event with a game not yet played: "
            + unplayed.front().message.toStdString(),
        QCoreApplication::translate("rd::store::EventExport",
            "The file for the DSB is not written; it rates only games that have a result. %1")
            .arg(unplayed.front().message));
}

} // namespace

std::optional<QByteArray> exportEvent(Database &database, qint64 eventId, io::ExchangeFormat format)
{
    const io::EventFile current = EventRepository(database).file(eventId);
    requireEveryResultForTheDsb(current.event, format);
    const auto source = EventSourceRepository(database).source(eventId);
    const auto written = io::writeEvent(format, current);
    if (!written || !source)
        return written;
    // The documents are compared, not times of change: an edit undone is no change.
    const bool unchanged = io::writeEventDocument(current, false) == source->importedDocument;
    // A .h9 table back as it came when nothing changed; changed, written anew.
    if (source->format == io::ExchangeFormat::H9) {
        if (format == io::ExchangeFormat::H9 && unchanged)
            return source->original;
        return written;
    }
    if (source->format != io::ExchangeFormat::Trf)
        return written;
    // The file back as TRF, and as TRF-2026 when it is one.
    if (format != io::ExchangeFormat::Trf
        && (format != io::ExchangeFormat::Trf2026
            || io::trfVersionOf(source->original) != io::TrfVersion::Trf2026))
        return written;
    if (unchanged)
        return source->original;
    const io::EventReadResult imported = io::readEventDocument(source->importedDocument);
    if (!imported.event)
        throw DatabaseError(DatabaseError::Kind::NotADatabase,
            "the stored document of an imported file cannot be read: "
                + imported.errors.value(0).toString().toStdString());
    return io::writeTrfOver(source->original, *imported.file(), current);
}

io::UscfReportWriting exportUscfReport(Database &database, qint64 eventId, const Date &today)
{
    return io::writeUscfReport(EventRepository(database).file(eventId), today);
}

} // namespace rd::store
