#pragma once

#include <QSqlQuery>
#include <QSqlRecord>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>

namespace rd::store {

// The rows a statement gave, read one after the other; a column by its name, never by its place
// (a statement's columns may be reordered without a reader reading the wrong one). The names
// are read once per statement: Qt's PostgreSQL driver describes every column anew each time a
// value is asked for by name.
class Rows {
public:
    explicit Rows(QSqlQuery query);

    bool next() { return m_query.next(); }
    // The value of the column of this name (the case of letters aside); an invalid QVariant,
    // with a warning, when the statement has no such column.
    QVariant value(const QString &column) const;
    // No column by its place: name it (AS in the statement where it has no name of its own).
    QVariant value(int column) const = delete;
    // Every value of the row, in the order of record()'s columns (copying a whole row).
    QVariantList values() const;
    // The columns' names and types.
    const QSqlRecord &record() const;
    // Ends reading before the last row (a SQLite statement holds its snapshot until then).
    void finish() { m_query.finish(); }

private:
    QSqlQuery m_query;
    mutable std::optional<QSqlRecord> m_record;
    mutable std::optional<QStringList> m_names;
};

} // namespace rd::store
