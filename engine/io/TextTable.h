#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

#include <vector>

namespace rd::io {

// Rows of named cells printed under a header line, each column as wide as its widest cell, for
// the command line: the leading columns are left-aligned, the others (numbers) right-aligned and
// in the order of their first use.
class TextTable {
public:
    explicit TextTable(QStringList leadingColumns);

    void addRow();
    void set(const QString &column, const QString &cell);
    QString toString() const;

private:
    std::vector<qsizetype> columnWidths() const;
    QString line(const std::vector<qsizetype> &widths, const QStringList &cells) const;

    QStringList m_columns;
    qsizetype m_leadingCount;
    std::vector<QMap<QString, QString>> m_rows;
};

} // namespace rd::io
