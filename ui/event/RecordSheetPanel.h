#pragma once

#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"

#include <QGroupBox>

class QComboBox;
class QLabel;
class QTableView;

namespace rd::ui {

class RecordSheetModel;

// Below the record-sheet editor, after Preview: every player's record sheet (sagc.md §6) as the
// SAGC engine computes it, one at a time chosen by the player's name, with a sentence on what is
// shown; and the button that prints the record sheet form.
class RecordSheetPanel : public QGroupBox {
    Q_OBJECT

public:
    explicit RecordSheetPanel(QWidget *parent = nullptr);

    RecordSheetModel *model() const { return m_model; }

    // Shows the sheets of `evaluation`, the rating of every line of `event`.
    void showEvaluation(const EventInput &event, const Evaluation &evaluation);
    // Shows no sheet, saying `reason`.
    void showNone(const QString &reason);
    // Takes away the sheets shown, the lines having changed since they were rated.
    void showOutdated();

signals:
    void printRequested();

private:
    void showPlayers();

    RecordSheetModel *m_model;
    QComboBox *m_player;
    QLabel *m_message;
    QTableView *m_sheet;
};

} // namespace rd::ui
