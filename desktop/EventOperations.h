#pragma once

#include "desktop/DatabaseSession.h"
#include "desktop/Outcome.h"
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
// after each change. Each gives an Outcome: its result, or the Failure that says why not.
class EventOperations {
public:
    explicit EventOperations(DatabaseSession &session);

    Outcome<std::vector<model::EventSummary>> events();
    Outcome<std::optional<model::EventSummary>> summary(qint64 eventId);
    // The content an event is edited with, with the details of its files: its draft as typed if
    // one is kept (`typed`, with the text of fields not yet entered), else as stored.
    Outcome<io::EventFile> content(
        qint64 eventId, bool *typed = nullptr, QMap<QString, QString> *unfinishedEntries = nullptr);

    // A new empty draft of `system` ending on `day` (store::EventLifecycle::createEmpty).
    Outcome<qint64> createEmpty(RatingSystem system, Date day);
    // A new draft with `content`, kept as typed from the start.
    Outcome<qint64> addDraft(const io::EventFile &content);
    // A copy of `eventId` as a new draft named "<name> (copy)"; a copy of an imported event
    // comes from the same file and is exported as it.
    Outcome<qint64> duplicate(qint64 eventId);
    // Starts (or continues) the correction of a rated event: its content kept as a draft on the
    // event, which does not change until the correction is rated. The event is claimed; nothing
    // is started, and who edits it is returned, while another desktop corrects it.
    Outcome<std::optional<EventEditor>> startCorrection(qint64 eventId);
    // The correction's draft goes; the rated event stays as it is.
    Outcome<Done> discardCorrection(qint64 eventId);
    // A rated event's details that change no rating (store::EventLifecycle::changeDetails),
    // kept in its history without a correction.
    Outcome<Done> changeDetails(qint64 eventId, const io::EventParticulars &changed);
    Outcome<std::vector<io::DetailsChange>> detailsChanges(qint64 eventId);
    // Deletes a draft, or a rated event with the plan of previewDeletion() the user saw; the
    // plan written, with the backup made before a rated event goes (model::Plan::backup).
    Outcome<model::Plan> deleteEvent(
        qint64 eventId, const std::optional<model::Plan> &previewed = std::nullopt);
    // Deletes a draft and gives what brings it back as it was (restoreDraft: the undo).
    Outcome<DeletedDraft> deleteDraft(qint64 eventId);
    Outcome<Done> restoreDraft(const DeletedDraft &deleted);

    // An event as stored, which no editor holds.
    Outcome<model::Plan> preview(qint64 eventId);
    // A draft as its editor holds it, rated in memory (store::EvaluationService::previewDraft).
    Outcome<model::Plan> previewDraft(qint64 eventId, const EventInput &held);
    Outcome<model::Plan> previewCorrection(qint64 eventId, const EventInput &corrected);
    Outcome<model::Plan> previewDeletion(qint64 eventId);
    // Writes a plan of preview(), previewDraft() or previewCorrection() as the user saw it: only
    // the desktop editing an event rates it.
    Outcome<Done> commit(const model::Plan &plan);

    // The stored event in `format`; nothing when the format cannot hold it.
    Outcome<std::optional<QByteArray>> exportEvent(qint64 eventId, io::ExchangeFormat format);
    // The stored event's US Chess rating report dated `today`, or what the tables cannot hold.
    Outcome<io::UscfReportWriting> uscfReport(qint64 eventId, const Date &today);

private:
    DatabaseSession &m_session;
};

} // namespace rd::desktop
