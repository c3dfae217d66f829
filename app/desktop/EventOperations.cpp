#include "app/desktop/EventOperations.h"

#include "app/desktop/DatabaseSession.h"
#include "engine/io/EventDocumentWriter.h"
#include "engine/io/TypedDraft.h"
#include "engine/store/EventExport.h"
#include "engine/store/EventSources.h"

#include <utility>

namespace rd::desktop {

EventOperations::EventOperations(DatabaseSession &session)
    : m_session(session)
{
}

std::vector<store::EventSummary> EventOperations::events()
{
    return store::EventRepository(m_session.database()).allEvents();
}

std::optional<store::EventSummary> EventOperations::summary(qint64 eventId)
{
    return store::EventRepository(m_session.database()).summary(eventId);
}

EventInput EventOperations::content(
    qint64 eventId, bool *typed, QMap<QString, QString> *unfinishedEntries)
{
    store::EventRepository events(m_session.database());
    if (const auto kept = events.typedDraft(eventId)) {
        io::TypedDraft draft = io::readTypedDraft(*kept);
        if (draft.read.event) {
            if (typed)
                *typed = true;
            if (unfinishedEntries)
                *unfinishedEntries = draft.unfinishedEntries;
            return std::move(*draft.read.event);
        }
    }
    if (typed)
        *typed = false;
    return events.document(eventId);
}

qint64 EventOperations::addDraftNow(const EventInput &content)
{
    store::EventRepository events(m_session.database());
    const qint64 id = events.importEvent(content);
    events.keepTypedDraft(id, io::writeEventDocument(content, false));
    return id;
}

qint64 EventOperations::addDraft(const EventInput &content)
{
    store::Transaction transaction(m_session.database());
    const qint64 id = addDraftNow(content);
    transaction.commit();
    emit m_session.eventsChanged();
    return id;
}

qint64 EventOperations::duplicate(qint64 eventId, const QString &name)
{
    EventInput copied = content(eventId);
    copied.event.name = name.toStdString();
    store::Transaction transaction(m_session.database());
    const qint64 copy = addDraftNow(copied);
    store::EventSourceRepository(m_session.database()).copy(eventId, copy);
    transaction.commit();
    emit m_session.eventsChanged();
    return copy;
}

std::optional<store::EditingLocks::Editor> EventOperations::startCorrection(qint64 eventId)
{
    if (auto editor = m_session.claim(eventId))
        return editor;
    bool typed = false;
    const EventInput corrected = content(eventId, &typed);
    if (!typed) {
        store::EventRepository(m_session.database())
            .keepTypedDraft(eventId, io::writeEventDocument(corrected, false));
        emit m_session.eventsChanged();
    }
    return std::nullopt;
}

void EventOperations::discardCorrection(qint64 eventId)
{
    store::EventRepository(m_session.database()).discardTypedDraft(eventId);
    emit m_session.eventsChanged();
}

void EventOperations::deleteDraft(qint64 eventId)
{
    m_session.whileClaimed(eventId, [this, eventId] {
        store::Transaction transaction(m_session.database());
        store::EventRepository(m_session.database()).deleteEvent(eventId);
        transaction.commit();
    });
    emit m_session.eventsChanged();
}

store::Plan EventOperations::preview(qint64 eventId)
{
    return store::EvaluationService(m_session.database()).preview(eventId);
}

store::Plan EventOperations::previewCorrection(qint64 eventId, const EventInput &corrected)
{
    return store::EvaluationService(m_session.database()).previewCorrection(eventId, corrected);
}

store::Plan EventOperations::previewDeletion(qint64 eventId)
{
    return store::EvaluationService(m_session.database()).previewDeletion(eventId);
}

void EventOperations::commit(qint64 eventId, const store::Plan &plan)
{
    m_session.whileClaimed(
        eventId, [this, &plan] { store::EvaluationService(m_session.database()).commit(plan); });
    emit m_session.eventsChanged();
}

std::optional<QByteArray> EventOperations::exportEvent(qint64 eventId, io::ExchangeFormat format)
{
    return store::exportEvent(m_session.database(), eventId, format);
}

} // namespace rd::desktop
