#pragma once

#include "desktop/DatabaseSession.h"
#include "engine/io/EventFile.h"
#include "engine/io/ExchangeFormats.h"
#include "engine/io/uscf/UscfReport.h"
#include "engine/model/Events.h"
#include "engine/model/Plan.h"

#include <QByteArray>
#include <QMap>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace rd::store {
struct DeletedDraft;
} // namespace rd::store

namespace rd::desktop {

// A draft EventOperations::deleteDraft() deleted, with all that brings it back as it was
// (restoreDraft): its content, its draft as typed and the file it came from. Nothing of it is
// read by the windows; they keep it for the undo.
class DeletedDraft {
    friend class EventOperations;
    std::shared_ptr<const store::DeletedDraft> m_deleted;
};

// What the desktop does with events, on the session's database through store::EventLifecycle
// (the one way an event changes), with the session's claims: the session says eventsChanged()
// after each change. Throws what the lifecycle refuses (DatabaseError).
class EventOperations {
public:
    explicit EventOperations(DatabaseSession &session);

    std::vector<model::EventSummary> events();
    std::optional<model::EventSummary> summary(qint64 eventId);
    // The content an event is edited with, with the details of its files: its draft as typed if
    // one is kept (`typed`, with the text of fields not yet entered), else as stored.
    io::EventFile content(
        qint64 eventId, bool *typed = nullptr, QMap<QString, QString> *unfinishedEntries = nullptr);

    // A new empty draft of `system` ending on `day` (store::EventLifecycle::createEmpty).
    qint64 createEmpty(RatingSystem system, Date day);
    // A new draft with `content`, kept as typed from the start.
    qint64 addDraft(const io::EventFile &content);
    // A copy of `eventId` as a new draft named "<name> (copy)"; a copy of an imported event
    // comes from the same file and is exported as it.
    qint64 duplicate(qint64 eventId);
    // Starts (or continues) the correction of a rated event: its content kept as a draft on the
    // event, which does not change until the correction is rated. The event is claimed; nothing
    // is started, and who edits it is returned, while another desktop corrects it.
    std::optional<EventEditor> startCorrection(qint64 eventId);
    // The correction's draft goes; the rated event stays as it is.
    void discardCorrection(qint64 eventId);
    // A rated event's details that change no rating (store::EventLifecycle::changeDetails),
    // kept in its history without a correction.
    void changeDetails(qint64 eventId, const io::EventParticulars &changed);
    std::vector<io::DetailsChange> detailsChanges(qint64 eventId);
    // Deletes a draft, or a rated event with the plan of previewDeletion() the user saw; the
    // plan written, with the backup made before a rated event goes (model::Plan::backup).
    model::Plan deleteEvent(
        qint64 eventId, const std::optional<model::Plan> &previewed = std::nullopt);
    // Deletes a draft and gives what brings it back as it was (restoreDraft: the undo).
    DeletedDraft deleteDraft(qint64 eventId);
    void restoreDraft(const DeletedDraft &deleted);

    // An event as stored, which no editor holds.
    model::Plan preview(qint64 eventId);
    // A draft as its editor holds it, rated in memory (store::EvaluationService::previewDraft).
    model::Plan previewDraft(qint64 eventId, const EventInput &held);
    model::Plan previewCorrection(qint64 eventId, const EventInput &corrected);
    model::Plan previewDeletion(qint64 eventId);
    // Writes a plan of preview(), previewDraft() or previewCorrection() as the user saw it: only
    // the desktop editing an event rates it.
    void commit(const model::Plan &plan);

    // The stored event in `format`; nothing when the format cannot hold it.
    std::optional<QByteArray> exportEvent(qint64 eventId, io::ExchangeFormat format);
    // The stored event's US Chess rating report dated `today`, or what the tables cannot hold.
    io::UscfReportWriting uscfReport(qint64 eventId, const Date &today);

private:
    DatabaseSession &m_session;
};

} // namespace rd::desktop
