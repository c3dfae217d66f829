#pragma once

#include <QString>

#include <optional>

namespace rd::desktop {

// How the desktop opens a database (store::Database::Opening). Only the creating ones create,
// and only what is missing.
enum class Opening {
    ReadOnly, // changes nothing, needs no write access, refuses an older schema
    ReadWrite, // migrates an older schema; refuses a damaged file
    CreateIfMissing, // ReadWrite, making the database (and its folder) when there is none
    CreateNew, // makes a new database; refuses where there is one already
};

// A database on a PostgreSQL server as the connect dialog shows it (store::Location): the
// server (a name, an address or a socket directory; empty for the default), the port (-1 for
// the default), the user and the database's name. A password is never part of it.
struct ServerAddress {
    static constexpr int kDefaultPort = 5432; // PostgreSQL's own

    // The server `text` names; nothing for a file or a URL that does not read.
    static std::optional<ServerAddress> of(const QString &text);
    // The user the server's client library assumes when none is given: the login name.
    static QString defaultUser();

    QString host;
    int port = -1;
    QString user;
    QString databaseName;

    // The URL the session opens, postgresql://user@host:port/name (store::Location::serverUrl).
    QString url() const;
};

// The database the desktop opens when none is named: a file in the user's data directory.
QString defaultDatabasePath();
// Whether `text` names a database on a server rather than a file.
bool isServerDatabase(const QString &text);
// A database as the user reads it: the file, or the server's URL; `text` itself when it does
// not read.
QString shownDatabase(const QString &text);

} // namespace rd::desktop
