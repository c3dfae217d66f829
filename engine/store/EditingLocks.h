#pragma once

#include "engine/store/Database.h"

#include <QDateTime>
#include <QMap>
#include <QSet>
#include <QString>
#include <QtGlobal>

#include <functional>
#include <optional>

namespace rd::store {

// Who is editing which event, so that two desktops on one server never type into the same draft
// (docs/database.md "Who edits which event"). A desktop claims an event while it has it open for
// editing; another desktop asking for it is told who has it and since when. On a server the claim
// is a session-level advisory lock of the claiming connection (it goes with the connection, so a
// desktop that crashed holds nothing) and a row of event_editors saying who holds it. A SQLite
// file is held by one desktop session as a whole (SessionLock): every claim succeeds there and
// nothing is written.
class EditingLocks {
public:
    // A desktop editing an event: its user, its host and since when.
    struct Editor {
        QString user;
        QString host;
        QDateTime since;

        // The user and host of this program: the login name and the machine's host name.
        static Editor ofThisDesktop();
        // "anna on club-pc"
        QString describe() const;
    };

    explicit EditingLocks(Database &database, Editor self = Editor::ofThisDesktop());
    Q_DISABLE_COPY(EditingLocks)

    // Claims `eventId` for this desktop (again, if it holds it already): nothing when it is ours,
    // else the desktop that edits it.
    std::optional<Editor> claim(qint64 eventId);
    // Lets another desktop edit `eventId`; nothing happens if this one does not hold it.
    void release(qint64 eventId);
    bool holds(qint64 eventId) const { return m_claimed.contains(eventId); }
    // The events other desktops edit now, with who edits each (always empty on a SQLite file).
    QMap<qint64, Editor> othersEditing();
    // The desktop that edits `eventId` now if it is another one.
    std::optional<Editor> otherEditorOf(qint64 eventId);
    // What a refusal says to the user: who edits the event, and its name.
    using Refusal = std::function<QString(const Editor &editor, const QString &eventName)>;
    // Runs `work` while this desktop holds `eventId`, claimed for the while unless it is held
    // already; throws DatabaseError (Busy) when another desktop edits it, and `work` does not
    // run, with the sentence of `refusal`, or else editedElsewhereSentence().
    void whileClaimed(
        qint64 eventId, const std::function<void()> &work, const Refusal &refusal = {});
    // The refusal of a change to `eventId` that `editor` edits, saying `sentence`.
    static DatabaseError editedBy(qint64 eventId, const Editor &editor, const QString &sentence);

    // "Anna on club-pc has been editing this event since 18:05; you see it read-only until they
    // close it."
    static QString readOnlySentence(const Editor &editor);
    // "Anna on club-pc has been editing this event since 18:05; it can be rated or deleted when
    // they close it."
    static QString editedElsewhereSentence(const Editor &editor);

private:
    Database &m_database;
    Editor m_self;
    QSet<qint64> m_claimed;
};

} // namespace rd::store
