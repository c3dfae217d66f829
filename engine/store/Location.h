#pragma once

#include <QString>

namespace rd::store {

// Where a database is: a SQLite file (the default, nothing to set up), or a database on a
// PostgreSQL server named by a URL, postgresql://user@host:port/name, where a Unix socket's
// directory may stand for the host (postgresql://user@/name?host=/run/postgresql). A password
// is never part of it: the server's client library takes it from PGPASSWORD or ~/.pgpass.
struct Location {
    enum class Kind { Sqlite, Postgresql };
    static constexpr int kDefaultPort = 5432; // PostgreSQL's own

    // A URL starting postgresql:// or postgres://, or else a file path. Throws DatabaseError
    // for a URL that names no database or carries a password.
    static Location parse(const QString &text);
    static bool isServer(const QString &text);
    // The URL of database `name` on a server as parse() reads it back: `host` a name, an
    // address or a socket directory (starting with '/', written as ?host=), the port left out
    // when it is kDefaultPort.
    static QString serverUrl(
        const QString &host, int port, const QString &user, const QString &name);
    // The user the server's client library assumes when none is given: the login name.
    static QString loginName();

    Kind kind = Kind::Sqlite;
    QString file; // SQLite
    QString host; // PostgreSQL: a name, an address or a socket directory; empty for the default
    int port = -1;
    QString user;
    QString databaseName;

    // As a user reads it in a message: the file, or the URL.
    QString text() const;
};

} // namespace rd::store
