#pragma once

#include "desktop/DatabaseLocation.h"
#include "desktop/Outcome.h"

#include <QDateTime>
#include <QMap>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QTimer;

namespace rd::store {
class Database;
class EditingLocks;
class EventLifecycle;
class SessionLock;
} // namespace rd::store

namespace rd::desktop {

// A desktop editing an event: its user, its host and since when (store::EditingLocks::Editor).
struct EventEditor {
    QString user;
    QString host;
    QDateTime since;

    // "anna on club-pc"
    QString describe() const;
    // "Anna on club-pc has been editing this event since 18:05; you see it read-only until they
    // close it."
    QString readOnlySentence() const;
    // "Anna on club-pc has been editing this event since 18:05; it can be rated or deleted once
    // they close it."
    QString editedElsewhereSentence() const;
};

// The database a desktop works on, with what keeps two desktops apart: the session lock of a
// file (store::SessionLock; without it the database is open read-only) and the claims of the
// events this desktop edits on a server (store::EditingLocks). The windows listen to its
// signals instead of reloading by hand: what changes the events or the registry says so here.
class DatabaseSession : public QObject {
    Q_OBJECT

public:
    using Editor = EventEditor;

    explicit DatabaseSession(QObject *parent = nullptr);
    ~DatabaseSession() override;

    // Asked, with the reason the database cannot be changed, whether to open it read-only.
    using ReadOnlyQuestion = std::function<bool(const QString &why)>;

    // Opens `path` as `opening` says in place of the database open now: under the session lock
    // for changing it, or read-only when another session holds it, the user may not change it
    // or it is damaged, and `mayOpenReadOnly` agrees. False when it does not agree, a Failure
    // when the database cannot be opened; the database open before stays then.
    Outcome<bool> open(
        const QString &path, Opening opening, const ReadOnlyQuestion &mayOpenReadOnly);
    bool isOpen() const { return m_database != nullptr; }
    bool isReadOnly() const { return !m_readOnlyReason.isEmpty(); }
    // Why the database open now cannot be changed; empty when it can.
    const QString &readOnlyReason() const { return m_readOnlyReason; }
    bool isWritable() const { return isOpen() && !isReadOnly(); }
    // The database itself, for the operations of the desktop layer; the windows cannot use it.
    store::Database &database() const { return *m_database; }
    QString path() const;
    // Where the database is, as the user reads it: a file's path, a server's address.
    QString locationText() const;

    // Claims `eventId` for this desktop: nothing when it is ours, else who edits it.
    Outcome<std::optional<Editor>> claim(qint64 eventId);
    // Lets another desktop edit `eventId`; a failure is left to the server, which lets the claim
    // go with the connection at the latest.
    void release(qint64 eventId);
    Outcome<std::optional<Editor>> otherEditorOf(qint64 eventId);
    // Told once whenever the database is busy and the desktop waits for it, whichever database
    // is open (store::Database::setWaitingNotice); nothing by default.
    static void setWaitingNotice(std::function<void(const QString &sentence)> notice);
    // Runs `work` while this desktop holds `eventId` (store::EditingLocks::whileClaimed).
    void whileClaimed(qint64 eventId, const std::function<void()> &work);
    // This desktop's claims, for the operations of the desktop layer that change an event
    // (store::EventLifecycle).
    store::EditingLocks &claims() const { return *m_editingLocks; }
    // The one way an event changes, on this database with this desktop's claims.
    store::EventLifecycle lifecycle() const;
    // The events other desktops edit, as last asked (always empty on a SQLite file).
    const QMap<qint64, Editor> &othersEditing() const { return m_othersEditing; }
    // Asks the server again who edits which event; claimsChanged() when that changed.
    Outcome<Done> followClaims();

signals:
    // Another database is about to take the place of the one open now.
    void aboutToSwitch();
    void opened();
    // Events were added, changed, rated or deleted.
    void eventsChanged();
    // Registry players were added, changed or merged.
    void playersChanged();
    // Other desktops began or stopped editing events (othersEditing()).
    void claimsChanged();

private:
    bool openThrowing(
        const QString &path, Opening opening, const ReadOnlyQuestion &mayOpenReadOnly);
    void adopt(std::unique_ptr<store::Database> database, std::unique_ptr<store::SessionLock> lock,
        const QString &readOnlyReason);

    std::unique_ptr<store::Database> m_database;
    std::unique_ptr<store::SessionLock> m_lock;
    std::unique_ptr<store::EditingLocks> m_editingLocks; // on m_database, gone before it
    QString m_readOnlyReason;
    QMap<qint64, Editor> m_othersEditing;
    QTimer *m_claimsTimer = nullptr;
};

} // namespace rd::desktop
