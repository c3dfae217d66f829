#pragma once

#include "ui/ratings/PlayerHistory.h"

#include <QAbstractTableModel>

#include <vector>

namespace rd::ui {

// A player's history, one row per event and system (read-only). SortRole gives dates and
// numbers as such; SystemRole the system's key ("dwz", "uscf", "sagc") for filtering.
class HistoryTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { DateColumn, EventColumn, SystemColumn, BeforeColumn, AfterColumn, ChangeColumn };
    static constexpr int kColumnCount = ChangeColumn + 1;
    static constexpr int SortRole = Qt::UserRole;
    static constexpr int SystemRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    void setEntries(std::vector<HistoryEntry> entries);
    const std::vector<HistoryEntry> &entries() const { return m_entries; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<HistoryEntry> m_entries;
};

} // namespace rd::ui
