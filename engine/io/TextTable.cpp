#include "engine/io/TextTable.h"

#include <algorithm>

namespace rd::io {

TextTable::TextTable(QStringList leadingColumns)
    : m_columns(std::move(leadingColumns))
    , m_leadingCount(m_columns.size())
{
}

void TextTable::addRow()
{
    m_rows.emplace_back();
}

void TextTable::set(const QString &column, const QString &cell)
{
    if (!m_columns.contains(column))
        m_columns.append(column);
    m_rows.back()[column] = cell;
}

QString TextTable::toString() const
{
    const std::vector<qsizetype> widths = columnWidths();
    QString table = line(widths, m_columns);
    for (const auto &row : m_rows) {
        QStringList cells;
        for (const QString &column : m_columns)
            cells << row.value(column);
        table += line(widths, cells);
    }
    return table;
}

std::vector<qsizetype> TextTable::columnWidths() const
{
    std::vector<qsizetype> widths;
    for (const QString &column : m_columns) {
        qsizetype width = column.size();
        for (const auto &row : m_rows)
            width = std::max(width, row.value(column).size());
        widths.push_back(width);
    }
    return widths;
}

QString TextTable::line(const std::vector<qsizetype> &widths, const QStringList &cells) const
{
    QStringList justified;
    for (qsizetype i = 0; i < cells.size(); ++i)
        justified.append(i < m_leadingCount ? cells[i].leftJustified(widths[i])
                                            : cells[i].rightJustified(widths[i]));
    QString joined = justified.join(QStringLiteral("  "));
    while (joined.endsWith(QLatin1Char(' ')))
        joined.chop(1);
    return joined + QLatin1Char('\n');
}

} // namespace rd::io
