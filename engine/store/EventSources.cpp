#include "engine/store/EventSources.h"

#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/store/EventRepository.h"
#include "engine/store/PlayerReferences.h"

namespace rd::store {

EventSourceRepository::EventSourceRepository(Database &database)
    : m_database(database)
{
}

void EventSourceRepository::keep(
    qint64 eventId, io::ExchangeFormat format, const QByteArray &original)
{
    insert(eventId,
        { format, original,
            io::writeEventDocument(EventRepository(m_database).file(eventId), false) });
}

void EventSourceRepository::insert(qint64 eventId, const EventSource &source)
{
    m_database.run(QStringLiteral("INSERT INTO event_sources (event_id, format, original,"
                                  " imported_document) VALUES (?, ?, ?, ?)"),
        { eventId, io::exchangeFormatName(source.format), source.original,
            QString::fromUtf8(source.importedDocument) });
}

std::optional<EventSource> EventSourceRepository::source(qint64 eventId)
{
    Rows row = m_database.run(QStringLiteral("SELECT format, original, imported_document"
                                             " FROM event_sources WHERE event_id = ?"),
        { eventId });
    if (!row.next())
        return std::nullopt;
    const QString name = row.value(QStringLiteral("format")).toString();
    const auto format = io::parseExchangeFormat(name);
    if (!format)
        throw DatabaseError(DatabaseError::Kind::NotADatabase,
            "the stored format \"" + name.toStdString() + "\" of an imported file is unknown");
    return EventSource { *format, row.value(QStringLiteral("original")).toByteArray(),
        row.value(QStringLiteral("imported_document")).toString().toUtf8() };
}

void EventSourceRepository::copy(qint64 fromEventId, qint64 toEventId)
{
    if (const auto kept = source(fromEventId))
        insert(toEventId, *kept);
}

void EventSourceRepository::renamePlayer(
    const std::vector<qint64> &eventIds, qint64 from, qint64 to)
{
    const std::string was = std::to_string(from);
    const std::string is = std::to_string(to);
    const auto rename = [&](std::string &id) {
        if (id == was)
            id = is;
    };
    for (const qint64 eventId : eventIds) {
        const auto kept = source(eventId);
        if (!kept)
            continue;
        io::EventReadResult read = io::readEventDocument(kept->importedDocument);
        if (!read.event)
            throw DatabaseError(DatabaseError::Kind::NotADatabase,
                "the stored document of an imported file cannot be read: "
                    + read.errors.value(0).toString().toStdString());
        EventInput &event = *read.event;
        for (PlayerInput &player : event.players) {
            rename(player.id);
            if (player.registryId == from)
                player.registryId = to;
        }
        renamePlayerReferences(event, rename);
        std::map<std::string, io::H9Line> &lines = read.details.h9.lines;
        if (auto line = lines.extract(was)) {
            line.key() = is;
            lines.insert(std::move(line));
        }
        m_database.run(
            QStringLiteral("UPDATE event_sources SET imported_document = ? WHERE event_id = ?"),
            { QString::fromUtf8(io::writeEventDocument({ event, read.details }, false)), eventId });
    }
}

} // namespace rd::store
