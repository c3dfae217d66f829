#pragma once

#include "engine/io/ExchangeFormats.h"
#include "engine/store/Database.h"

#include <QByteArray>

#include <optional>
#include <vector>

namespace rd::store {

// The file an event was imported from, as it was.
struct EventSource {
    io::ExchangeFormat format = io::ExchangeFormat::Trf;
    QByteArray original; // the file's bytes
    QByteArray importedDocument; // the event as the import stored it, an event document
};

// The TRF files and .h9 tables events were imported from, kept with them (table event_sources),
// so that an export gives the file back (docs/trf.md and docs/h9.md, "Byte for byte back").
// Deleting an event deletes its file.
class EventSourceRepository {
public:
    explicit EventSourceRepository(Database &database);

    // Keeps `original`, read as `format`, with the event that was just imported from it: the
    // event's document now is the document as imported.
    void keep(qint64 eventId, io::ExchangeFormat format, const QByteArray &original);
    std::optional<EventSource> source(qint64 eventId);
    // A duplicate of an event comes from the same file.
    void copy(qint64 fromEventId, qint64 toEventId);
    // `source` as the file of `eventId` (a deleted event brought back comes from its file again).
    void insert(qint64 eventId, const EventSource &source);
    // The registry player `from` is `to` now in the events as imported of `eventIds` (players
    // merged, or a merge split back), as he is in the events themselves.
    void renamePlayer(const std::vector<qint64> &eventIds, qint64 from, qint64 to);

private:
    Database &m_database;
};

} // namespace rd::store
