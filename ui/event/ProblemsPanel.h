#pragma once

#include "engine/edit/EditResult.h"

#include <QWidget>

#include <vector>

class QLabel;
class QListWidget;

namespace rd::ui {

// Every problem of the event being edited, in the user's words, beside the crosstable or the
// record sheet; choosing one (click, Enter) asks the editor to show its cell or line.
class ProblemsPanel : public QWidget {
    Q_OBJECT

public:
    explicit ProblemsPanel(QWidget *parent = nullptr);

    void setProblems(const std::vector<edit::Problem> &problems);
    int count() const;
    QListWidget *list() const { return m_list; }

signals:
    void problemChosen(const edit::Location &location);

private:
    QLabel *m_title;
    QListWidget *m_list;
    std::vector<edit::Problem> m_problems;
};

} // namespace rd::ui
