#include "engine/store/EditingLocks.h"

#include "engine/store/EventRepository.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QLocale>
#include <QSysInfo>
#include <QThread>

namespace rd::store {

namespace {

// The first key of our editing claims' advisory locks (any number of our own: "edit"); the
// second is the event's id. Locks of two keys never meet the migration lock's one key.
constexpr qint64 kEditingLockSpace = 0x65646974;
// How long a refused claim waits for the holder's row.
constexpr int kRowWaitMs = 1000;

// The claims of other connections to this database that are alive now: their advisory lock is
// held. A row whose lock is gone was left by a desktop that crashed.
QString liveClaimsOfOthers(const QString &condition)
{
    return QStringLiteral("SELECT e.event_id, e.user_name, e.host, e.since FROM event_editors e"
                          " JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted"
                          " AND l.objsubid = 2 AND l.classid = CAST(%1 AS oid)"
                          " AND CAST(l.objid AS BIGINT) = e.event_id"
                          " AND l.database = (SELECT oid FROM pg_database"
                          " WHERE datname = current_database())"
                          " WHERE l.pid <> pg_backend_pid()%2")
        .arg(kEditingLockSpace)
        .arg(condition);
}

EditingLocks::Editor editorOf(const Rows &row)
{
    return { row.value(QStringLiteral("user_name")).toString(),
        row.value(QStringLiteral("host")).toString(),
        QDateTime::fromString(row.value(QStringLiteral("since")).toString(), Qt::ISODate) };
}

// "18:05" today, else with the date: "24.11.2026 18:05", in the user's locale.
QString shortTime(const QDateTime &since)
{
    const QDateTime local = since.toLocalTime();
    return local.date() == QDate::currentDate()
        ? QLocale().toString(local.time(), QLocale::ShortFormat)
        : QLocale().toString(local, QLocale::ShortFormat);
}

} // namespace

EditingLocks::Editor EditingLocks::Editor::ofThisDesktop()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = qEnvironmentVariable("USERNAME");
    return { user.isEmpty() ? QCoreApplication::translate("rd::store::EditingLocks", "someone")
                            : user,
        QSysInfo::machineHostName(), {} };
}

QString EditingLocks::Editor::describe() const
{
    return QCoreApplication::translate("rd::store::EditingLocks", "%1 on %2").arg(user, host);
}

EditingLocks::EditingLocks(Database &database, Editor self)
    : m_database(database)
    , m_self(std::move(self))
{
}

std::optional<EditingLocks::Editor> EditingLocks::claim(qint64 eventId)
{
    if (holds(eventId))
        return std::nullopt;
    if (!m_database.onServer()) {
        m_claimed.insert(eventId);
        return std::nullopt;
    }
    Rows lock = m_database.run(
        QStringLiteral("SELECT pg_try_advisory_lock(%1, CAST(? AS INTEGER)) AS locked")
            .arg(kEditingLockSpace),
        { eventId });
    if (!lock.next() || !lock.value(QStringLiteral("locked")).toBool()) {
        // The holder writes its row just after taking the lock: a claim refused in between
        // waits for it.
        const QDeadlineTimer deadline(kRowWaitMs);
        do {
            if (auto other = otherEditorOf(eventId))
                return other;
            QThread::msleep(20);
        } while (!deadline.hasExpired());
        return Editor { QCoreApplication::translate("rd::store::EditingLocks", "someone"),
            QCoreApplication::translate("rd::store::EditingLocks", "another desktop"),
            QDateTime::currentDateTimeUtc() };
    }
    m_claimed.insert(eventId);
    // A row left by a desktop that crashed is taken over. The time is the server's, so that the
    // desktops' clocks need not agree.
    m_database.run(
        QStringLiteral("INSERT INTO event_editors (event_id, user_name, host, since)"
                       " VALUES (?, ?, ?, to_char(now() AT TIME ZONE 'UTC',"
                       " 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')) ON CONFLICT (event_id) DO UPDATE"
                       " SET user_name = excluded.user_name, host = excluded.host,"
                       " since = excluded.since"),
        { eventId, m_self.user, m_self.host });
    return std::nullopt;
}

void EditingLocks::release(qint64 eventId)
{
    if (!m_claimed.remove(eventId) || !m_database.onServer())
        return;
    // The row goes first, while the lock still keeps others from writing theirs.
    m_database.run(QStringLiteral("DELETE FROM event_editors WHERE event_id = ?"), { eventId });
    m_database.run(
        QStringLiteral("SELECT pg_advisory_unlock(%1, CAST(? AS INTEGER))").arg(kEditingLockSpace),
        { eventId });
}

QMap<qint64, EditingLocks::Editor> EditingLocks::othersEditing()
{
    QMap<qint64, Editor> editing;
    if (!m_database.onServer())
        return editing;
    Rows rows = m_database.run(liveClaimsOfOthers(QString()));
    while (rows.next())
        editing.insert(rows.value(QStringLiteral("event_id")).toLongLong(), editorOf(rows));
    return editing;
}

std::optional<EditingLocks::Editor> EditingLocks::otherEditorOf(qint64 eventId)
{
    if (!m_database.onServer())
        return std::nullopt;
    Rows row
        = m_database.run(liveClaimsOfOthers(QStringLiteral(" AND e.event_id = ?")), { eventId });
    if (!row.next())
        return std::nullopt;
    return editorOf(row);
}

DatabaseError EditingLocks::editedBy(qint64 eventId, const Editor &editor, const QString &sentence)
{
    return DatabaseError(DatabaseError::Kind::Busy,
        QStringLiteral("event %1 is being edited by %2")
            .arg(eventId)
            .arg(editor.describe())
            .toStdString(),
        sentence);
}

void EditingLocks::whileClaimed(
    qint64 eventId, const std::function<void()> &work, const Refusal &refusal)
{
    if (holds(eventId))
        return work();
    // A number that no event has is said so, not refused by the claim's row on a server.
    const model::EventSummary event = EventRepository(m_database).existing(eventId);
    if (const auto other = claim(eventId))
        throw editedBy(eventId, *other,
            refusal ? refusal(*other, event.name) : editedElsewhereSentence(*other));
    try {
        work();
    } catch (...) {
        try {
            release(eventId);
        } catch (const DatabaseError &) {
            // The claim goes with the connection at the latest.
        }
        throw;
    }
    release(eventId);
}

QString EditingLocks::readOnlySentence(const Editor &editor)
{
    return QCoreApplication::translate("rd::store::EditingLocks",
        "%1 has been editing this event since %2; you see it read-only until they close "
        "it.")
        .arg(editor.describe(), shortTime(editor.since));
}

QString EditingLocks::editedElsewhereSentence(const Editor &editor)
{
    return QCoreApplication::translate("rd::store::EditingLocks",
        "%1 has been editing this event since %2; it can be rated or deleted once they "
        "close it.")
        .arg(editor.describe(), shortTime(editor.since));
}

} // namespace rd::store
