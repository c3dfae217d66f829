#include "engine/store/DatabaseCopy.h"

#include "engine/store/Schema.h"
#include "engine/store/SqlValues.h"

#include <QCoreApplication>
#include <QSqlRecord>
#include <QStringList>

#include <algorithm>
#include <map>

namespace rd::store {

namespace {

bool isEmpty(Database &database)
{
    for (const char *table : { "players", "events", "rating_lists" }) {
        Rows rows = database.run(QStringLiteral("SELECT count(*) AS n FROM %1").arg(table));
        if (rows.next() && rows.value(QStringLiteral("n")).toLongLong() > 0)
            return false;
    }
    return true;
}

// Values bound in one statement on a server, where each statement costs a round trip; a file
// takes a row at a time as fast (and binding many values to one statement is slow in Qt).
constexpr int kValuesPerServerStatement = 1000;

QSqlQuery insertRows(Database &to, const QString &table, const QStringList &names, int rows)
{
    const QString row = QLatin1Char('(')
        + QStringList(names.size(), QStringLiteral("?")).join(QStringLiteral(", "))
        + QLatin1Char(')');
    return to.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES %3")
                          .arg(table, names.join(QStringLiteral(", ")),
                              QStringList(rows, row).join(QStringLiteral(", "))));
}

qint64 copyTable(Database &from, Database &to, const QString &table)
{
    Rows rows = from.run(QStringLiteral("SELECT * FROM %1").arg(table));
    const QSqlRecord record = rows.record();
    QStringList names;
    for (int i = 0; i < record.count(); ++i)
        names << record.fieldName(i);
    const int columns = int(names.size());
    const int batch = to.onServer() ? std::max(1, kValuesPerServerStatement / columns) : 1;
    QSqlQuery full = insertRows(to, table, names, batch);
    QVariantList values;
    qint64 count = 0;
    const auto flush = [&](QSqlQuery &insert) {
        for (int i = 0; i < values.size(); ++i)
            insert.bindValue(i, values[i]);
        Database::execute(insert);
        values.clear();
    };
    while (rows.next()) {
        for (const QVariant &value : rows.values())
            values << sql::portable(value);
        if (++count % batch == 0)
            flush(full);
    }
    if (!values.isEmpty()) {
        QSqlQuery rest = insertRows(to, table, names, int(values.size() / columns));
        flush(rest);
    }
    return count;
}

// The largest id `table` has given, rows deleted since included (0 if none or not kept): a
// SQLite table made with AUTOINCREMENT keeps it in sqlite_sequence, a server in the identity
// column's sequence.
qint64 lastGivenId(Database &database, const QString &table)
{
    Rows last = database.onServer()
        ? database.run(QStringLiteral("SELECT coalesce(pg_sequence_last_value("
                                      "pg_get_serial_sequence(?, 'id')::regclass), 0) AS seq"),
            { table })
        : database.run(QStringLiteral("SELECT seq FROM sqlite_sequence WHERE name = ?"), { table });
    return last.next() ? last.value(QStringLiteral("seq")).toLongLong() : 0;
}

// The tables whose ids are never given again (Schema.cpp, version 9).
constexpr const char *kLastingIds[] = { "players", "events" };

// A copy gives no id again that the original gave: its next player or event follows the largest
// the original ever gave, deleted ones included. On a server, the next id of every other table
// follows the largest copied.
void continueGivenIds(Database &from, Database &to)
{
    std::map<QString, qint64> given;
    for (const char *table : kLastingIds)
        given[QLatin1String(table)] = lastGivenId(from, QLatin1String(table));
    if (!to.onServer()) {
        for (const auto &[table, last] : given) {
            to.run(QStringLiteral("DELETE FROM sqlite_sequence WHERE name = ?"), { table });
            to.run(QStringLiteral("INSERT INTO sqlite_sequence (name, seq)"
                                  " SELECT ?, max(coalesce(max(id), 0), ?) FROM %1")
                       .arg(table),
                { table, last });
        }
        return;
    }
    Rows generated
        = to.run(QStringLiteral("SELECT table_name, column_name FROM information_schema.columns"
                                " WHERE table_schema = current_schema() AND is_identity = 'YES'"));
    while (generated.next()) {
        const QString table = generated.value(QStringLiteral("table_name")).toString();
        const QString column = generated.value(QStringLiteral("column_name")).toString();
        const auto last = given.find(table);
        to.run(QStringLiteral("SELECT setval(pg_get_serial_sequence(?, ?),"
                              " greatest(coalesce(max(%2), 0), ?) + 1, false) FROM %1")
                   .arg(table, column),
            { table, column, last == given.end() ? 0 : last->second });
    }
}

} // namespace

std::vector<std::pair<QString, qint64>> copyDatabase(Database &from, Database &to)
{
    Transaction transaction(to);
    if (!isEmpty(to))
        throw DatabaseError(DatabaseError::Kind::Other,
            (to.path() + QStringLiteral(" is not empty")).toStdString(),
            QCoreApplication::translate("rd::store::DatabaseError",
                "%1 already holds players, events or rating lists; copy into a new, empty "
                "database.")
                .arg(to.location().text()));
    to.run(QStringLiteral("DELETE FROM settings"));
    std::vector<std::pair<QString, qint64>> copied;
    for (const QString &table : tablesInOrder())
        copied.emplace_back(table, copyTable(from, to, table));
    continueGivenIds(from, to);
    transaction.commit();
    // The server plans the first statements on the tables' new contents, not on empty tables.
    if (to.onServer())
        to.run(QStringLiteral("ANALYZE"));
    return copied;
}

} // namespace rd::store
