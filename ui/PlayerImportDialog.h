#pragma once

#include "engine/io/CsvFormat.h"
#include "engine/store/ImportService.h"

#include <QDialog>

#include <functional>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QTableWidget;

namespace rd::ui {

// A CSV player list before it is imported: its first rows, a choice of meaning for every
// column (guessed from the header), and the import service's report as the choice changes —
// the problems of every line, or which players are added, updated or already there. Importing
// is possible only when no line has a problem.
class PlayerImportDialog : public QDialog {
    Q_OBJECT

public:
    // `planner` asks the import service what the list means with the chosen columns.
    using Planner = std::function<store::ImportPlan(const std::vector<io::PlayerColumn> &)>;

    PlayerImportDialog(io::CsvTable table, Planner planner, QWidget *parent = nullptr);

    std::vector<io::PlayerColumn> columns() const;
    // The plan for the columns chosen now.
    const store::ImportPlan &plan() const { return m_plan; }
    const QList<io::DocumentError> &problems() const { return m_plan.problems; }
    void setColumn(int column, io::PlayerColumn meaning);

private:
    void check();

    io::CsvTable m_table;
    Planner m_planner;
    std::vector<QComboBox *> m_choices;
    QTableWidget *m_preview;
    QListWidget *m_reportList;
    QLabel *m_summary;
    QDialogButtonBox *m_buttons;
    store::ImportPlan m_plan;
};

} // namespace rd::ui
