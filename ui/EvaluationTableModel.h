#pragma once

#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace rd::ui {

// Every player's before -> after and every detail of an evaluation, one row per player
// (the preview table). Numbers sort as numbers (Qt::UserRole).
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
    struct Cell {
        QString text;
        QVariant sortKey;
    };

    QStringList m_headers;
    std::vector<std::vector<Cell>> m_rows;
};

// A rating state as a director reads it: "1650-12", "1543.21", "14k/200", "-" for none.
QString stateText(const Fields &state);

} // namespace rd::ui
