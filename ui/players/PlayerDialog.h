#pragma once

#include "desktop/DesktopFwd.h"
#include "desktop/PlayerQueries.h"
#include "engine/model/ListedPlayers.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace rd::ui {

class DateField;
class NumberField;
class RatingListSearch;

// Adds or edits a registry player: name, birth date, sex, title, federation, federation ids and
// the starting values a player brings into each system. Problems are shown next to the field as
// they are typed; players who look like this one are named. With the rating lists offered, a
// player found there fills the fields; one whose id a registry player already has is not taken
// over but compared with him, and the user may edit that player instead.
class PlayerDialog : public QDialog {
    Q_OBJECT

public:
    // Checks the entry against the registry of the database `session` has open.
    PlayerDialog(
        desktop::DatabaseSession &session, model::PlayerDetails player, QWidget *parent = nullptr);

    // The player as entered; valid when accept() was possible.
    model::PlayerDetails player() const;
    // Why the entry cannot be saved yet (empty when it can).
    QString problem() const;
    QString duplicateWarning();
    // The registry player the director chose to merge into this one (Merge…); the dialog then
    // ends with MergeRequested.
    static constexpr int MergeRequested = 2;
    std::optional<qint64> mergeWith() const { return m_mergeWith; }

    // A search in the rating lists of the database at the top of the dialog.
    void offerRatingLists();

private:
    // What the dialog says of a registry player who has the id of a list entry.
    QString comparisonText(
        const model::RegistryComparison &comparison, const model::ListedMatch &match);
    void check();
    void chooseMerge();
    void showPlayer(const model::PlayerDetails &player);
    void take(const model::ListedMatch &match);
    void fillFromList(const model::ListedMatch &match);
    void editMatchedPlayer();
    bool hasDwzHistory(qint64 playerId);

    desktop::DatabaseSession &m_session;
    desktop::PlayerQueries m_players;
    qint64 m_id;
    QLineEdit *m_name;
    DateField *m_birthDate;
    std::optional<int> m_birthYear; // known without the birth date
    QLabel *m_birthYearNote;
    QComboBox *m_sex;
    QComboBox *m_title;
    QLineEdit *m_federation;
    QLineEdit *m_club;
    std::map<QString, QLineEdit *> m_ids;
    QCheckBox *m_hasDwz;
    NumberField *m_dwzRating;
    NumberField *m_dwzIndex;
    DateField *m_dwzEvaluated;
    QCheckBox *m_hasUscf;
    NumberField *m_uscfRating;
    NumberField *m_uscfGames;
    QCheckBox *m_uscfAdult;
    QLineEdit *m_sagcRank;
    NumberField *m_sagcIndex;
    QLabel *m_problem;
    QLabel *m_duplicates;
    QPushButton *m_merge;
    std::vector<model::PlayerSummary> m_likelyDuplicates;
    std::optional<qint64> m_mergeWith;
    QDialogButtonBox *m_buttons;
    QFormLayout *m_form;
    RatingListSearch *m_search = nullptr;
    QLabel *m_listMatch = nullptr;
    QPushButton *m_editMatched = nullptr;
    qint64 m_matchedPlayer = 0;
    std::optional<model::ListedMatch> m_matchedEntry;
};

} // namespace rd::ui
