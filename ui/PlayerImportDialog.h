#pragma once

#include "engine/io/CsvFormat.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;
class QTableWidget;

namespace rd::ui {

// A CSV player list before it is imported: its first rows, a choice of meaning for every
// column (guessed from the header), and the problems of every line as the choice changes.
// Saving is possible only when no line has a problem.
class PlayerImportDialog : public QDialog {
    Q_OBJECT

public:
    PlayerImportDialog(io::CsvTable table, QWidget *parent = nullptr);

    std::vector<io::PlayerColumn> columns() const;
    // The players as mapped now, and the problems found.
    const std::vector<io::CsvPlayer> &players() const { return m_players; }
    const QList<io::DocumentError> &problems() const { return m_problems; }
    void setColumn(int column, io::PlayerColumn meaning);

private:
    void check();

    io::CsvTable m_table;
    std::vector<QComboBox *> m_choices;
    QTableWidget *m_preview;
    QListWidget *m_problemList;
    QLabel *m_summary;
    QDialogButtonBox *m_buttons;
    std::vector<io::CsvPlayer> m_players;
    QList<io::DocumentError> m_problems;
};

} // namespace rd::ui
