#pragma once

#include "desktop/ImportOperations.h"
#include "engine/io/csv/CsvFormat.h"

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
// column (guessed from the header), how the first players are read with that choice (birth
// dates and ratings as the user's locale writes them, and which reading of dates and decimals
// was used), and the import service's report as the choice changes — the problems of every
// line, or which players are added, updated or already there. Importing is possible only when
// no line has a problem.
class PlayerImportDialog : public QDialog {
    Q_OBJECT

public:
    // `planner` asks the import service what the list means with the chosen columns.
    using Planner = std::function<desktop::ImportPreview(const std::vector<io::PlayerColumn> &)>;

    PlayerImportDialog(io::CsvTable table, Planner planner, QWidget *parent = nullptr);

    std::vector<io::PlayerColumn> columns() const;
    // The plan for the columns chosen now.
    const desktop::ImportPreview &plan() const { return m_plan; }
    const QList<io::DocumentError> &problems() const { return m_plan.problems(); }
    void setColumn(int column, io::PlayerColumn meaning);

private:
    void check();
    void showAsRead();

    io::CsvTable m_table;
    Planner m_planner;
    std::vector<QComboBox *> m_choices;
    QTableWidget *m_preview;
    QLabel *m_reading;
    QTableWidget *m_asRead;
    QListWidget *m_reportList;
    QLabel *m_summary;
    QDialogButtonBox *m_buttons;
    desktop::ImportPreview m_plan;
};

} // namespace rd::ui
