#pragma once

#include "engine/io/ExchangeFormats.h"
#include "engine/rating/EventInput.h"
#include "engine/store/EditingLocks.h"
#include "engine/store/EvaluationService.h"
#include "engine/store/EventRepository.h"

#include <QByteArray>
#include <QMap>
#include <QString>

#include <optional>
#include <vector>

namespace rd::desktop {

class DatabaseSession;

// What the desktop does with events, on the session's database: each change is written in one
// transaction and the session says eventsChanged() afterwards. Throws DatabaseError.
class EventOperations {
public:
    explicit EventOperations(DatabaseSession &session);

    std::vector<store::EventSummary> events();
    std::optional<store::EventSummary> summary(qint64 eventId);
    // The content an event is edited with: its draft as typed if one is kept (`typed`, with the
    // text of fields not yet entered), else as stored.
    EventInput content(
        qint64 eventId, bool *typed = nullptr, QMap<QString, QString> *unfinishedEntries = nullptr);

    // A new draft with `content`, kept as typed from the start.
    qint64 addDraft(const EventInput &content);
    // A copy of `eventId` as a new draft named `name`; a copy of an imported event comes from
    // the same file and is exported as it.
    qint64 duplicate(qint64 eventId, const QString &name);
    // Starts (or continues) the correction of a rated event: its content kept as a draft on the
    // event, which does not change until the correction is rated. The event is claimed; nothing
    // is started, and who edits it is returned, while another desktop corrects it.
    std::optional<store::EditingLocks::Editor> startCorrection(qint64 eventId);
    // The correction's draft goes; the rated event stays as it is.
    void discardCorrection(qint64 eventId);
    // Deletes a draft (never a rated event, which goes through previewDeletion() and commit()).
    void deleteDraft(qint64 eventId);

    store::Plan preview(qint64 eventId);
    store::Plan previewCorrection(qint64 eventId, const EventInput &corrected);
    store::Plan previewDeletion(qint64 eventId);
    // Writes a plan of preview(), previewCorrection() or previewDeletion() while this desktop
    // holds `eventId`: only the desktop editing an event rates or deletes it.
    void commit(qint64 eventId, const store::Plan &plan);

    // The stored event in `format`; nothing when the format cannot hold it.
    std::optional<QByteArray> exportEvent(qint64 eventId, io::ExchangeFormat format);

private:
    qint64 addDraftNow(const EventInput &content);

    DatabaseSession &m_session;
};

} // namespace rd::desktop
