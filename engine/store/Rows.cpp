#include "engine/store/Rows.h"

#include <QtGlobal>

#include <algorithm>

namespace rd::store {

Rows::Rows(QSqlQuery query)
    : m_query(std::move(query))
{
}

QVariant Rows::value(const QString &column) const
{
    if (!m_names) {
        const QSqlRecord &columns = record();
        m_names.emplace();
        for (int i = 0; i < columns.count(); ++i)
            m_names->append(columns.fieldName(i));
    }
    const auto named = std::find_if(m_names->cbegin(), m_names->cend(),
        [&](const QString &name) { return name.compare(column, Qt::CaseInsensitive) == 0; });
    if (named == m_names->cend()) {
        qWarning("the statement has no column %s", qPrintable(column));
        return {};
    }
    return m_query.value(static_cast<int>(named - m_names->cbegin()));
}

QVariantList Rows::values() const
{
    QVariantList values;
    const int count = record().count();
    values.reserve(count);
    for (int column = 0; column < count; ++column)
        values << m_query.value(column);
    return values;
}

const QSqlRecord &Rows::record() const
{
    if (!m_record)
        m_record = m_query.record();
    return *m_record;
}

} // namespace rd::store
