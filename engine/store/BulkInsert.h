#pragma once

#include "engine/store/Database.h"

#include <QSqlQuery>
#include <QString>

#include <optional>

struct sqlite3_stmt;

namespace rd::store {

// Many rows written to one table by one statement prepared once, as a rating list is loaded.
// In a SQLite file the values go to SQLite's own interface, each bound by its position and
// copied once; Qt's driver would name every parameter anew for every row and wrap every value
// in a QVariant, which made loading FIDE's list take twice as long. On a server the statement
// goes through Qt's driver. Runs inside the caller's transaction.
class BulkInsert {
public:
    // INSERT INTO `table` (`columns`) VALUES (?, …): `columnCount` values a row.
    BulkInsert(Database &database, const QString &table, const QString &columns, int columnCount);
    ~BulkInsert();
    Q_DISABLE_COPY(BulkInsert)

    // The value of column `index` (0-based) of the next row: an empty text and no number are
    // NULL.
    void bind(int index, const QString &text);
    void bind(int index, std::optional<int> number);
    // Writes the row bound; throws DatabaseError naming the statement.
    void insert();

private:
    [[noreturn]] void fail(int result) const;

    Database &m_database;
    QString m_sql;
    sqlite3_stmt *m_statement = nullptr; // in a SQLite file
    std::optional<QSqlQuery> m_query; // on a server
};

} // namespace rd::store
