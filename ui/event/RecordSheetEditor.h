#pragma once

#include "engine/edit/EditResult.h"
#include "engine/model/Players.h"
#include "engine/rating/sagc/Ledger.h"
#include "ui/event/EventEditor.h"
#include "ui/event/RecordSheetModel.h"

#include <functional>
#include <optional>
#include <string>

class QAction;
class QComboBox;
class QCompleter;
class QModelIndex;
class QLabel;
class QLineEdit;
class QPushButton;
class QStringListModel;
class QTableView;
class QTableWidget;

namespace rd::ui {

class DateField;
class EventDraft;
class GoGameLineModel;
class NumberField;
class ProblemsPanel;
class RecordSheetPanel;
class RegistryPlayers;

// The Go record-sheet editor of a SAGC draft: paper record sheets typed in one line after the
// other, keyboard only, in entry order (sagc.md §5); the players; and, after Preview, every
// player's record sheet (sagc.md §6) as Save evaluation would write it.
class RecordSheetEditor : public EventEditor {
    Q_OBJECT

public:
    explicit RecordSheetEditor(EventDraft *draft, QWidget *parent = nullptr);

    GoGameLineModel *lineModel() const { return m_lineModel; }
    RecordSheetModel *sheetModel() const;

    // Adds the line of the entry row as one undo step and starts the next line at White. A
    // registry player named in White or Black who is not yet in the event is added to it first.
    void addLine();
    // Adds the player of the player form; a rank that is not a Go rank is refused with a message.
    // A name the registry has is that player (with namesakes, one is to be chosen from the
    // suggestions); any other name is a new player only when the director says so
    // (NewPlayerDialog), who may take a registry player who looks like him instead.
    void addPlayer();
    // Of the registry: the rank and index a registry player takes into this event
    // (Registry::sagcStateOf: his history, else his starting state).
    void setRegistry(Registry registry) override;
    // The registry's players offered in the player's name and in White and Black; the one chosen
    // comes with the rank and index the registry gives him for this event.
    void setRegistryPlayers(const std::vector<model::PlayerSummary> &players) override;
    // A text being typed into a line's cell stays there as typed: nothing to follow.
    void followUnfinishedEntries(const UnfinishedEntries *) override { }
    // Shows the record sheets of the draft as the store rates it (Registry::preview, the
    // window's preview); refused while a line is marked as wrong.
    void preview();
    // Prints the record sheet form with the lines (report::EventReport), after the print dialog.
    void printRecordSheet();
    // Puts the cursor in White of the new line, where entry starts; in a rated event, which has
    // no new line, in the lines.
    void focusFirstField() override;
    // Shows where a problem is: a line's entry (Location::line and field), into its editor while
    // text typed there is not entered; or a player's row in the players (Location::startNumber),
    // where the submission check names his details.
    void showPlace(const edit::Location &place) override;
    // Says below the entry row why something the user asked for was refused.
    void showRefusal(const QString &sentence) override;
    // A line is added only by Enter in its last field, and its dates are entered by the
    // workspace (DateField::enterTyped): nothing else is entered for the director.
    void enterTyped() override { }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *createNameRow();
    QWidget *createEntryRow();
    QWidget *createPlayerList();
    QWidget *createStandings();
    void takeDraft();
    // A player's rank and index before the next line: the draft's start state moved by the
    // lines that can be rated, as the SAGC engine moves it.
    std::optional<sagc::PlayerState> currentState(const std::string &id) const;
    void showState(const QLineEdit *field, QLabel *label) const;
    void fillPlayers();
    // The names White and Black offer: the event's players, then the registry's players who are
    // not in the event, each by his label (registryPlayerLabel).
    void fillLineNames();
    // Enter in White or Black: the one suggestion shown is taken, then finishPlayerField().
    void enterInPlayerField(QLineEdit *field);
    // A name of White or Black that is done: a registry player is added to the event, and the
    // next field of the line gets the cursor.
    void finishPlayerField(QLineEdit *field);
    // The registry player the field names when the event does not have him yet, added to the
    // event with the rank and index the database gives him (without them, the player form asks
    // for his rank). False when the field does not name a player the line can have yet: a
    // namesake to choose, a rank to enter.
    bool takeRegistryPlayerInLine(QLineEdit *field);
    // Enter in the line's fields before the date goes to the next one; Enter in the date, the
    // last one, adds the line.
    void enterPressedInLine(QObject *field);
    void pickRegistryPlayer(const QModelIndex &suggestion);
    void takeRegistryPlayer(qint64 id, const QString &name);
    // A name the registry does not have, as a new player: nothing when the director does not
    // say so (or takes a registry player who looks like him instead).
    std::optional<PlayerInput> confirmNewPlayer(const QString &name);
    void showPlayerRefusal(const edit::Problem &problem, const QString &name);
    std::optional<rd::Date> gameDate() const;
    void setEventName();
    void setDates();
    void showReadOnly(bool readOnly);

    EventDraft *m_draft;
    GoGameLineModel *m_lineModel;
    RecordSheetModel::Sheets m_current; // every player's sheet from the lines that can be rated
    QStringListModel *m_names; // the event's players, offered in the lines' cells
    QStringListModel *m_lineNames; // and the registry's, offered in White and Black

    QLineEdit *m_name = nullptr;
    DateField *m_startDate = nullptr;
    DateField *m_endDate = nullptr;
    QLabel *m_dateProblem = nullptr; // checks::dateProblem, under the dates
    QLineEdit *m_white = nullptr;
    QLabel *m_whiteState = nullptr;
    QLineEdit *m_black = nullptr;
    QLabel *m_blackState = nullptr;
    NumberField *m_handicap = nullptr;
    NumberField *m_komi = nullptr;
    QComboBox *m_winner = nullptr;
    QComboBox *m_status = nullptr;
    DateField *m_date = nullptr;
    QPushButton *m_addLine = nullptr;
    QLabel *m_entryMessage = nullptr;
    QTableView *m_lines = nullptr;

    QTableWidget *m_players = nullptr;
    QLineEdit *m_playerName = nullptr;
    QLineEdit *m_playerRank = nullptr;
    NumberField *m_playerIndex = nullptr;
    QPushButton *m_addPlayer = nullptr;
    RegistryPlayers *m_registryPlayers = nullptr;
    QCompleter *m_registryCompleter = nullptr;
    Registry m_registryAccess;
    std::vector<model::PlayerSummary> m_registry;
    std::optional<qint64> m_pickedId; // the registry player in the name field, while unchanged
    QLabel *m_playerMessage = nullptr;

    QWidget *m_entryRow = nullptr;
    QWidget *m_playerForm = nullptr;
    ProblemsPanel *m_problems = nullptr;
    QAction *m_preview = nullptr;
    RecordSheetPanel *m_sheetPanel = nullptr;
};

} // namespace rd::ui
