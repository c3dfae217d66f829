#include "engine/store/ServerStatements.h"

#include <QSqlDriver>
#include <QSqlField>

namespace rd::store {

namespace {

bool isNameCharacter(QChar character)
{
    return character.isLetterOrNumber() || character == QLatin1Char('_');
}

// A null text is bound as NULL, as Qt's drivers bind it.
bool isNull(const QVariant &value)
{
    if (value.isNull())
        return true;
    switch (value.typeId()) {
    case QMetaType::QString:
        return value.toString().isNull();
    case QMetaType::QByteArray:
        return value.toByteArray().isNull();
    default:
        return false;
    }
}

} // namespace

// Quoted text ('…', "…") is copied as it is: a doubled quote inside it ends and begins it again.
// A `::` is PostgreSQL's cast, not a placeholder.
ServerStatements::Placeholders ServerStatements::number(const QString &sql)
{
    Placeholders numbered;
    numbered.text.reserve(sql.size() + 16);
    QChar quote;
    for (qsizetype i = 0; i < sql.size(); ++i) {
        const QChar character = sql.at(i);
        if (!quote.isNull()) {
            if (character == quote)
                quote = QChar();
            numbered.text += character;
            continue;
        }
        const bool startsName = character == QLatin1Char(':') && i + 1 < sql.size()
            && isNameCharacter(sql.at(i + 1)) && (i == 0 || sql.at(i - 1) != QLatin1Char(':'));
        if (character == QLatin1Char('?') || startsName) {
            qsizetype end = i + 1;
            while (startsName && end < sql.size() && isNameCharacter(sql.at(end)))
                ++end;
            numbered.names << (startsName ? sql.mid(i + 1, end - i - 1) : QString());
            numbered.text += QLatin1Char('$') + QString::number(numbered.names.size());
            i = end - 1;
            continue;
        }
        if (character == QLatin1Char('\'') || character == QLatin1Char('"'))
            quote = character;
        numbered.text += character;
    }
    return numbered;
}

ServerStatements::ServerStatements(const QSqlDatabase &connection)
    : m_connection(connection)
{
}

bool ServerStatements::run(const QString &sql, const ValueOf &valueOf, QSqlQuery &query)
{
    const Prepared *statement = prepared(sql, query);
    if (!statement)
        return false;
    QString execute = QStringLiteral("EXECUTE ") + statement->name;
    for (qsizetype i = 0; i < statement->placeholders.size(); ++i) {
        execute += i == 0 ? QStringLiteral(" (") : QStringLiteral(", ");
        execute += literal(valueOf(i, statement->placeholders.at(i)));
    }
    if (!statement->placeholders.isEmpty())
        execute += QLatin1Char(')');
    return query.exec(execute);
}

const ServerStatements::Prepared *ServerStatements::prepared(const QString &sql, QSqlQuery &query)
{
    const auto known = m_prepared.constFind(sql);
    if (known != m_prepared.cend())
        return &known.value();
    Placeholders numbered = number(sql);
    Prepared statement { QStringLiteral("rd_statement_%1").arg(m_prepared.size() + 1),
        std::move(numbered.names) };
    if (!query.exec(QStringLiteral("PREPARE %1 AS %2").arg(statement.name, numbered.text)))
        return nullptr;
    return &m_prepared.insert(sql, std::move(statement)).value();
}

QString ServerStatements::literal(const QVariant &value) const
{
    QSqlField field(QString(), value.metaType());
    if (!isNull(value))
        field.setValue(value);
    return m_connection.driver()->formatValue(field);
}

} // namespace rd::store
