#include "desktop/DatabaseSession.h"

#include "desktop/Failures.h"
#include "engine/store/Database.h"
#include "engine/store/EditingLocks.h"
#include "engine/store/EventLifecycle.h"
#include "engine/store/SessionLock.h"

#include <QTimer>

#include <utility>

namespace rd::desktop {

namespace {

// How often the claims of other desktops are asked of the server.
constexpr int kClaimsIntervalMs = 10000;

store::EditingLocks::Editor storeEditor(const EventEditor &editor)
{
    return { editor.user, editor.host, editor.since };
}

EventEditor desktopEditor(const store::EditingLocks::Editor &editor)
{
    return { editor.user, editor.host, editor.since };
}

std::optional<EventEditor> desktopEditor(const std::optional<store::EditingLocks::Editor> &editor)
{
    return editor ? std::optional(desktopEditor(*editor)) : std::nullopt;
}

store::Database::Opening storeOpening(Opening opening)
{
    switch (opening) {
    case Opening::ReadOnly:
        return store::Database::Opening::ReadOnly;
    case Opening::ReadWrite:
        return store::Database::Opening::ReadWrite;
    case Opening::CreateIfMissing:
        return store::Database::Opening::CreateIfMissing;
    case Opening::CreateNew:
        return store::Database::Opening::CreateNew;
    }
    return store::Database::Opening::ReadWrite;
}

bool sameEditors(const QMap<qint64, DatabaseSession::Editor> &one,
    const QMap<qint64, DatabaseSession::Editor> &other)
{
    if (one.keys() != other.keys())
        return false;
    for (auto it = one.begin(); it != one.end(); ++it) {
        const DatabaseSession::Editor &editor = other.value(it.key());
        if (it->user != editor.user || it->host != editor.host || it->since != editor.since)
            return false;
    }
    return true;
}

} // namespace

QString EventEditor::describe() const
{
    return storeEditor(*this).describe();
}

QString EventEditor::readOnlySentence() const
{
    return store::EditingLocks::readOnlySentence(storeEditor(*this));
}

QString EventEditor::editedElsewhereSentence() const
{
    return store::EditingLocks::editedElsewhereSentence(storeEditor(*this));
}

DatabaseSession::DatabaseSession(QObject *parent)
    : QObject(parent)
    , m_claimsTimer(new QTimer(this))
{
    // On a server the claims of other desktops are followed while nobody touches anything.
    m_claimsTimer->setInterval(kClaimsIntervalMs);
    // A failure is said when the user next does something; a dialog every few seconds helps
    // nobody.
    connect(m_claimsTimer, &QTimer::timeout, this, [this] { static_cast<void>(followClaims()); });
}

DatabaseSession::~DatabaseSession() = default;

Outcome<bool> DatabaseSession::open(
    const QString &path, Opening opening, const ReadOnlyQuestion &mayOpenReadOnly)
{
    return attempt([&] { return openThrowing(path, opening, mayOpenReadOnly); });
}

bool DatabaseSession::openThrowing(
    const QString &path, Opening opening, const ReadOnlyQuestion &mayOpenReadOnly)
{
    using store::Database;
    using Kind = store::DatabaseError::Kind;
    auto lock = std::make_unique<store::SessionLock>(path);
    if (!lock->acquire()) {
        if (const auto holder = store::SessionLock::holderOf(path)) {
            // Another desktop session holds it: looking is allowed, changing is not.
            if (!mayOpenReadOnly(store::SessionLock::inUseSentence(path, *holder)))
                return false;
            adopt(std::make_unique<Database>(path, Database::Opening::ReadOnly), nullptr,
                tr("Read-only: another session holds this database"));
            return true;
        }
    }
    std::unique_ptr<Database> database;
    try {
        database = std::make_unique<Database>(path, storeOpening(opening));
    } catch (const store::DatabaseError &error) {
        // Refusals of writing that still let the user look.
        const bool readable = error.kind() == Kind::ReadOnly || error.kind() == Kind::Damaged;
        if (!readable || opening == Opening::CreateNew)
            throw;
        if (!mayOpenReadOnly(error.userMessage()))
            return false;
        adopt(std::make_unique<Database>(path, Database::Opening::ReadOnly), nullptr,
            error.kind() == Kind::Damaged
                ? tr("Read-only: the database is damaged; restore the last backup")
                : tr("Read-only: you may not change this database"));
        return true;
    }
    // A database just created is in a folder the lock file may not have had before.
    if (!lock->acquire()) {
        adopt(std::move(database), nullptr,
            tr("Read-only: no session could be kept for this database"));
        return true;
    }
    adopt(std::move(database), std::move(lock), {});
    return true;
}

void DatabaseSession::adopt(std::unique_ptr<store::Database> database,
    std::unique_ptr<store::SessionLock> lock, const QString &readOnlyReason)
{
    emit aboutToSwitch();
    m_editingLocks.reset();
    m_database = std::move(database);
    m_editingLocks = std::make_unique<store::EditingLocks>(*m_database);
    m_readOnlyReason = readOnlyReason;
    m_lock = std::move(lock);
    m_othersEditing.clear();
    if (m_database->onServer())
        m_claimsTimer->start();
    else
        m_claimsTimer->stop();
    emit opened();
    emit playersChanged();
    emit eventsChanged();
}

QString DatabaseSession::path() const
{
    return m_database ? m_database->path() : QString();
}

QString DatabaseSession::locationText() const
{
    return m_database ? m_database->location().text() : QString();
}

store::EventLifecycle DatabaseSession::lifecycle() const
{
    return store::EventLifecycle(*m_database, *m_editingLocks);
}

Outcome<std::optional<DatabaseSession::Editor>> DatabaseSession::claim(qint64 eventId)
{
    return attempt([&] { return desktopEditor(m_editingLocks->claim(eventId)); });
}

void DatabaseSession::release(qint64 eventId)
{
    if (!m_editingLocks)
        return;
    try {
        m_editingLocks->release(eventId);
    } catch (const std::exception &) {
        // The server lets the claim go with our connection at the latest.
    }
}

void DatabaseSession::setWaitingNotice(std::function<void(const QString &sentence)> notice)
{
    store::Database::setWaitingNotice(std::move(notice));
}

Outcome<std::optional<DatabaseSession::Editor>> DatabaseSession::otherEditorOf(qint64 eventId)
{
    return attempt([&] { return desktopEditor(m_editingLocks->otherEditorOf(eventId)); });
}

void DatabaseSession::whileClaimed(qint64 eventId, const std::function<void()> &work)
{
    m_editingLocks->whileClaimed(eventId, work);
}

Outcome<Done> DatabaseSession::followClaims()
{
    if (!m_editingLocks)
        return Done {};
    auto others = attempt([this] { return m_editingLocks->othersEditing(); });
    if (!others)
        return others.failure();
    QMap<qint64, Editor> editors;
    for (auto it = others->begin(); it != others->end(); ++it)
        editors.insert(it.key(), desktopEditor(*it));
    if (!sameEditors(editors, m_othersEditing)) {
        m_othersEditing = std::move(editors);
        emit claimsChanged();
    }
    return Done {};
}

} // namespace rd::desktop
