#pragma once

#include "engine/model/Players.h"
#include "engine/rating/EventInput.h"

#include <QDialog>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace rd::ui {

class NumberField;

// A name the registry does not have, made a new player on purpose: asks for what the event's
// rules need of him (birth date or year; DWZ and index, or the US Chess rating, either left empty
// for none yet; for Go the birth alone, the rank being typed beside the name). Registry players who
// look like him are named, and one of them may be taken instead (the dialog then ends with
// TakeListed).
class NewPlayerDialog : public QDialog {
    Q_OBJECT

public:
    static constexpr int TakeListed = 2;

    // `registry`: the players the director could have picked instead.
    NewPlayerDialog(const QString &name, RatingSystem system,
        std::vector<model::PlayerSummary> registry, QWidget *parent = nullptr);

    // The new player as entered; complete once the dialog is accepted.
    PlayerInput player() const { return m_player; }
    // The registry player chosen instead of a new one.
    std::optional<qint64> listedPlayer() const { return m_listed; }

    void accept() override;

private:
    // The player as typed, or why he cannot be added yet.
    std::optional<PlayerInput> read(QString &problem) const;
    void showLookalikes();
    void takeListed();

    QString m_name;
    RatingSystem m_system;
    std::vector<model::PlayerSummary> m_registry;
    std::vector<model::PlayerSummary> m_matches; // those of the registry who look like him
    QLineEdit *m_birth;
    NumberField *m_rating = nullptr;
    NumberField *m_index = nullptr;
    QLabel *m_lookalikes;
    QComboBox *m_listedChoice;
    QPushButton *m_take;
    QLabel *m_problem;
    PlayerInput m_player;
    std::optional<qint64> m_listed;
};

} // namespace rd::ui
