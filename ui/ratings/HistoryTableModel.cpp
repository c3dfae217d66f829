#include "ui/ratings/HistoryTableModel.h"

#include "report/DisplayNames.h"
#include "report/RatingStateText.h"
#include "ui/widgets/ColumnTitles.h"

#include <QLocale>

#include <limits>

namespace rd::ui {

namespace {

// Lines without a rating sort before every number.
QVariant numberKey(std::optional<double> value)
{
    return value.value_or(std::numeric_limits<double>::lowest());
}

QVariant text(const HistoryEntry &entry, int column)
{
    switch (column) {
    case HistoryTableModel::DateColumn:
        return QLocale().toString(entry.date(), QLocale::ShortFormat);
    case HistoryTableModel::EventColumn:
        return entry.line.eventName;
    case HistoryTableModel::SystemColumn:
        return report::DisplayNames::system(entry.system);
    case HistoryTableModel::BeforeColumn:
        return report::RatingStateText::of(entry.line.before);
    case HistoryTableModel::AfterColumn:
        return report::RatingStateText::of(entry.line.after);
    case HistoryTableModel::ChangeColumn:
        return report::RatingStateText::change(entry.line.before, entry.line.after);
    default:
        return {};
    }
}

// Dates and numbers as such; the texts otherwise.
QVariant sortKey(const HistoryEntry &entry, int column)
{
    switch (column) {
    case HistoryTableModel::DateColumn:
        return entry.date();
    case HistoryTableModel::BeforeColumn:
        return numberKey(scaleValue(entry.line.before));
    case HistoryTableModel::AfterColumn:
        return numberKey(scaleValue(entry.line.after));
    case HistoryTableModel::ChangeColumn:
        return numberKey(scaleChange(entry));
    default:
        return text(entry, column);
    }
}

} // namespace

void HistoryTableModel::setEntries(std::vector<HistoryEntry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    endResetModel();
}

int HistoryTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int HistoryTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kColumnCount;
}

QVariant HistoryTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const HistoryEntry &entry = m_entries[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return text(entry, index.column());
    case SortRole:
        return sortKey(entry, index.column());
    case SystemRole:
        return QString::fromStdString(toString(entry.system));
    case Qt::TextAlignmentRole:
        return index.column() >= BeforeColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                              : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant HistoryTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const char *const kTitles[kColumnCount] = { QT_TR_NOOP("Date"), QT_TR_NOOP("Event"),
        QT_TR_NOOP("System"), QT_TR_NOOP("Before"), QT_TR_NOOP("After"), QT_TR_NOOP("Change") };
    return columnTitle(kTitles, section, &HistoryTableModel::tr);
}

} // namespace rd::ui
