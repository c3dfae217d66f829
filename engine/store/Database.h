#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariant>

#include <initializer_list>
#include <stdexcept>

namespace rd::store {

// Anything the database refuses, with SQLite's own words.
class DatabaseError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// One SQLite database file: opened with foreign keys, WAL and a busy timeout, its schema brought
// to the current version (after a backup copy of the file), and every statement prepared with
// bound parameters.
class Database {
public:
    static constexpr int kSchemaVersion = 1;

    // Opens (and creates) `path`; migrates an older schema; refuses a newer one.
    explicit Database(const QString &path);
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // The default file in the user's data directory (QStandardPaths::AppDataLocation).
    static QString defaultPath();

    const QString &path() const { return m_path; }
    int schemaVersion();

    // Prepares `sql`, binds `values` in order and runs it; throws DatabaseError naming the SQL.
    QSqlQuery run(const QString &sql, std::initializer_list<QVariant> values = {});
    QSqlQuery run(const QString &sql, const QVariantList &values);

    void begin();
    void commit();
    void rollback();

    // PRAGMA integrity_check: "ok" or the problems found.
    QString integrityCheck();

private:
    void configure();
    void enableWriteAheadLog();
    void migrate();

    QString m_path;
    QString m_connectionName;
    QSqlDatabase m_db;
};

// A transaction that rolls back unless committed (nothing half-written on an exception).
class Transaction {
public:
    explicit Transaction(Database &database);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;
    void commit();

private:
    Database &m_database;
    bool m_done = false;
};

} // namespace rd::store
