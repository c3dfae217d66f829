#include "engine/store/BulkInsert.h"

#include <sqlite3.h>

namespace rd::store {

BulkInsert::BulkInsert(
    Database &database, const QString &table, const QString &columns, int columnCount)
    : m_database(database)
{
    QString placeholders = QStringLiteral("?");
    for (int i = 1; i < columnCount; ++i)
        placeholders += QStringLiteral(", ?");
    m_sql = QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)").arg(table, columns, placeholders);
    if (database.onServer()) {
        m_query = database.prepare(m_sql);
        return;
    }
    const QByteArray sql = m_sql.toUtf8();
    const int result = sqlite3_prepare_v3(database.sqliteConnection(), sql.constData(),
        int(sql.size()), SQLITE_PREPARE_PERSISTENT, &m_statement, nullptr);
    if (result != SQLITE_OK)
        fail(result);
}

BulkInsert::~BulkInsert()
{
    sqlite3_finalize(m_statement);
}

void BulkInsert::bind(int index, const QString &text)
{
    if (m_query) {
        m_query->bindValue(
            index, text.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text));
        return;
    }
    // SQLite converts the text to the file's UTF-8 as it copies it.
    const int result = text.isEmpty() ? sqlite3_bind_null(m_statement, index + 1)
                                      : sqlite3_bind_text16(m_statement, index + 1, text.utf16(),
                                          int(text.size() * sizeof(char16_t)), SQLITE_TRANSIENT);
    if (result != SQLITE_OK)
        fail(result);
}

void BulkInsert::bind(int index, std::optional<int> number)
{
    if (m_query) {
        m_query->bindValue(
            index, number ? QVariant(*number) : QVariant(QMetaType::fromType<int>()));
        return;
    }
    const int result = number ? sqlite3_bind_int(m_statement, index + 1, *number)
                              : sqlite3_bind_null(m_statement, index + 1);
    if (result != SQLITE_OK)
        fail(result);
}

void BulkInsert::insert()
{
    if (m_query) {
        Database::execute(*m_query);
        return;
    }
    const int result = sqlite3_step(m_statement);
    sqlite3_reset(m_statement);
    if (result != SQLITE_DONE)
        fail(result);
}

void BulkInsert::fail(int result) const
{
    sqlite3 *connection = m_database.sqliteConnection();
    throw DatabaseError(DatabaseError::ofSqliteResult(sqlite3_extended_errcode(connection)),
        QStringLiteral("cannot run \"%1\": %2 (%3)")
            .arg(m_sql, QString::fromUtf8(sqlite3_errmsg(connection)))
            .arg(result)
            .toStdString());
}

} // namespace rd::store
