#pragma once

#include "engine/model/Plan.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace rd::ui {

class EvaluationTableModel;
class SortedTable;

// The evaluation of an event before anything is saved: every player's before -> after with
// every detail (sortable), the warnings, and the ratings of later events that would change.
class PreviewPanel : public QWidget {
    Q_OBJECT

public:
    explicit PreviewPanel(QWidget *parent = nullptr);

    void showPlan(const model::Plan &plan);
    void clear(const QString &reason);

    EvaluationTableModel *model() const { return m_model; }

signals:
    void saveRequested();

private:
    QLabel *m_title;
    EvaluationTableModel *m_model;
    SortedTable *m_table;
    QListWidget *m_warnings;
    QListWidget *m_changes;
    QWidget *m_changesBox = nullptr; // shown only when later ratings change
    QPushButton *m_save;
};

} // namespace rd::ui
