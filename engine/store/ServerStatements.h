#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <functional>

namespace rd::store {

// The statements a connection to a PostgreSQL server runs with values: each text prepared once
// (PREPARE) and from then on run with its values (EXECUTE), one round trip a statement where
// Qt's driver takes three (PREPARE, EXECUTE, DEALLOCATE) for every query object. The values go
// as the driver's own EXECUTE sends them: each one a literal quoted by the driver
// (QSqlDriver::formatValue), never part of the statement's text. A prepared statement belongs to
// the connection, whatever becomes of the transaction it was prepared in.
class ServerStatements {
public:
    // A statement's text with its placeholders, `?` or `:name`, numbered $1, $2, … in order
    // (a name used twice takes two numbers), and their names ("" for a `?`).
    struct Placeholders {
        QString text;
        QStringList names;
    };
    static Placeholders number(const QString &sql);

    // The value of the placeholder at `index` named `name` ("" for a `?`).
    using ValueOf = std::function<QVariant(qsizetype index, const QString &name)>;

    explicit ServerStatements(const QSqlDatabase &connection);

    // Runs `sql` with its values; the result is fetched whole. False with the query's error
    // when the server refuses it.
    bool run(const QString &sql, const ValueOf &valueOf, QSqlQuery &query);

private:
    struct Prepared {
        QString name;
        QStringList placeholders;
    };
    const Prepared *prepared(const QString &sql, QSqlQuery &query);
    QString literal(const QVariant &value) const;

    QSqlDatabase m_connection;
    QHash<QString, Prepared> m_prepared;
};

} // namespace rd::store
