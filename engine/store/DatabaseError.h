#pragma once

#include "engine/store/Location.h"

#include <QSqlError>
#include <QString>
#include <QtGlobal>

#include <exception>
#include <stdexcept>
#include <string>

namespace rd::store {

// Anything the database refuses. The kind says what happened in terms a caller can act on and
// a user can be told (userMessage()); what() keeps the technical text, SQLite's words included,
// for details and logs.
class DatabaseError : public std::runtime_error {
public:
    enum class Kind {
        DuplicateId, // a federation id that another player has
        Busy, // another program holds the database longer than we wait
        NotFound, // no such event or player (noEvent(), noPlayer())
        NewerSchema, // written by a newer ratingdesk
        OlderSchema, // to be brought up to date, which needs writing
        NotADatabase, // another program's file, or no database at all
        Missing, // no database where the user pointed (nothing is created by opening)
        NoAccess, // the user may not read the file
        Damaged, // SQLite finds the file damaged: read it at most, restore a backup
        DiskFull,
        ReadOnly, // may be read but not changed (permissions, a read-only mount or opening)
        Stale, // a preview that no longer matches the database
        Unreachable, // the database server cannot be reached or refuses us
        Lost, // the server went away during a statement; whether a commit took effect is unknown
        Other,
    };

    DatabaseError(Kind kind, const std::string &detail, const QString &sentence = QString());
    explicit DatabaseError(const std::string &detail);
    // No event (player) has the number `id`.
    static DatabaseError noEvent(qint64 id);
    static DatabaseError noPlayer(qint64 id);
    // The database's refusal of `what`, its kind told by SQLite's result code or by
    // PostgreSQL's SQLSTATE.
    static DatabaseError fromSql(const QString &what, const QSqlError &error, Location::Kind kind);
    // The kind SQLite's result code (extended or primary) tells.
    static Kind ofSqliteResult(int result);
    // The database `where` has the schema version `version`, newer than
    // `known`, the newest this ratingdesk knows.
    static DatabaseError newerSchema(const Location &where, int version, int known);
    // The database `where` has the older schema version `version`, and is to be read only:
    // bringing it up to version `known` needs writing.
    static DatabaseError olderSchemaForReading(const Location &where, int version, int known);

    // How the user named what he asked for: by a number he gave (the command line), which is
    // told plainly when nothing has it, or by choosing it in a list that showed it (the desktop),
    // when it can only be missing because it was deleted meanwhile.
    enum class Asked { ByNumber, FromList };

    Kind kind() const { return m_kind; }
    // One sentence for the user: what happened and what to do; never SQLite's text.
    QString userMessage(Asked asked = Asked::ByNumber) const;

private:
    // Nothing has the number the user gave: `sentence` says so to him.
    static DatabaseError numberUnknown(const std::string &detail, const QString &sentence);

    Kind m_kind;
    QString m_sentence;
    bool m_numberUnknown = false; // noEvent(), noPlayer()
};

// What a user reads of any failure: the sentence of a DatabaseError, the finding of an engine
// in a document (InputError), and for any other exception (a fault of the program: map::at,
// stoi) a sentence saying so, its own words going to the log.
QString userMessageOf(
    const std::exception &error, DatabaseError::Asked asked = DatabaseError::Asked::ByNumber);

} // namespace rd::store
