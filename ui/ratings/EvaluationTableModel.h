#pragma once

#include "report/EvaluationTable.h"

#include <QAbstractTableModel>

namespace rd::ui {

// Every player's before -> after and every detail of an evaluation, one row per player, as the
// reports print it (report::EvaluationTable; the preview table). Numbers sort as numbers
// (Qt::UserRole); a detail's title explains itself in its tooltip.
class EvaluationTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;

    void setEvaluation(const EventInput &event, const Evaluation &evaluation);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    report::EvaluationTable m_table;
};

} // namespace rd::ui
