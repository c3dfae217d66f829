#pragma once

#include "engine/store/PlayerRepository.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace rd::ui {

class DateField;

// Adds or edits a registry player: name, birth date, federation ids and the starting values a
// player brings into each system. Problems are shown next to the field as they are typed;
// players who look like this one are named.
class PlayerDialog : public QDialog {
    Q_OBJECT

public:
    PlayerDialog(
        store::PlayerRepository &players, store::PlayerDetails player, QWidget *parent = nullptr);

    // The player as entered; valid when accept() was possible.
    store::PlayerDetails player() const;
    // Why the entry cannot be saved yet (empty when it can).
    QString problem() const;
    QString duplicateWarning();

private:
    void check();

    store::PlayerRepository &m_players;
    qint64 m_id;
    QLineEdit *m_name;
    DateField *m_birthDate;
    std::map<QString, QLineEdit *> m_ids;
    QCheckBox *m_hasDwz;
    QSpinBox *m_dwzRating;
    QSpinBox *m_dwzIndex;
    QCheckBox *m_hasUscf;
    QDoubleSpinBox *m_uscfRating;
    QSpinBox *m_uscfGames;
    QCheckBox *m_uscfAdult;
    QLineEdit *m_sagcRank;
    QSpinBox *m_sagcIndex;
    QLabel *m_problem;
    QLabel *m_duplicates;
    QDialogButtonBox *m_buttons;
};

} // namespace rd::ui
