#include "app/desktop/DatabaseSession.h"

#include "engine/store/Location.h"

#include <QCoreApplication>
#include <QTimer>

namespace rd::desktop {

namespace {

// How often the claims of other desktops are asked of the server.
constexpr int kClaimsIntervalMs = 10000;

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

DatabaseSession::DatabaseSession(QObject *parent)
    : QObject(parent)
    , m_claimsTimer(new QTimer(this))
{
    // On a server the claims of other desktops are followed while nobody touches anything.
    m_claimsTimer->setInterval(kClaimsIntervalMs);
    connect(m_claimsTimer, &QTimer::timeout, this, [this] {
        try {
            followClaims();
        } catch (const std::exception &) {
            // Said when the user next does something; a dialog every few seconds helps nobody.
        }
    });
}

DatabaseSession::~DatabaseSession() = default;

std::unique_ptr<store::SessionLock> DatabaseSession::lock(const QString &path, QString *inUse)
{
    auto lock = std::make_unique<store::SessionLock>(path);
    if (lock->acquire())
        return lock;
    if (inUse) {
        const auto holder = store::SessionLock::holderOf(path);
        QString shown = path;
        try {
            shown = store::Location::parse(path).text();
        } catch (const std::exception &) {
            // A path that does not parse is named as given.
        }
        *inUse = holder ? store::SessionLock::inUseSentence(path, *holder)
                        : QCoreApplication::translate(
                            "rd::desktop::DatabaseSession", "%1 is in use by another session.")
                              .arg(shown);
    }
    return nullptr;
}

void DatabaseSession::open(const QString &path, std::unique_ptr<store::SessionLock> lock)
{
    auto database = std::make_unique<store::Database>(path);
    emit aboutToSwitch();
    m_editingLocks.reset();
    m_database = std::move(database);
    m_editingLocks = std::make_unique<store::EditingLocks>(*m_database);
    m_readOnly = !lock;
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

std::optional<DatabaseSession::Editor> DatabaseSession::claim(qint64 eventId)
{
    return m_editingLocks->claim(eventId);
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

std::optional<DatabaseSession::Editor> DatabaseSession::otherEditorOf(qint64 eventId)
{
    return m_editingLocks->otherEditorOf(eventId);
}

void DatabaseSession::whileClaimed(qint64 eventId, const std::function<void()> &work)
{
    m_editingLocks->whileClaimed(eventId, work);
}

void DatabaseSession::followClaims()
{
    if (!m_editingLocks)
        return;
    QMap<qint64, Editor> editors = m_editingLocks->othersEditing();
    if (sameEditors(editors, m_othersEditing))
        return;
    m_othersEditing = std::move(editors);
    emit claimsChanged();
}

} // namespace rd::desktop
