#pragma once

#include "engine/edit/EditResult.h"
#include "engine/model/ListedPlayers.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventEditor.h"

#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QCompleter;
class QTableView;
class QTreeWidget;
class QModelIndex;
class QTreeWidgetItem;

namespace rd::edit {
class ChessEventEdit;
}

namespace rd::ui {

class CrosstableModel;
class DateField;
class NumberField;
class PairingModel;
class ProblemsPanel;
class UnfinishedEntries;
class RegistryPlayers;

// The editor of a chess event (DWZ or US Chess) for entry with the keyboard alone: event data,
// the players, the crosstable and the per-round pairings. Every edit is a step of the draft.
class ChessEventEditor : public EventEditor {
    Q_OBJECT

public:
    explicit ChessEventEditor(EventDraft &draft, QWidget *parent = nullptr);
    ~ChessEventEditor() override;

    // Of the registry: the rating lists' entries offered beside its players and the step that
    // makes one a registry player.
    void setRegistry(Registry registry) override;
    // The registry's players, offered while a player name is typed; the one chosen is added as
    // that player (his registry id), namesakes told apart by birth year and federation ids.
    void setRegistryPlayers(const std::vector<model::PlayerSummary> &players) override;
    // Puts the cursor in the event's name, where a new event starts.
    void focusFirstField() override;
    // What is being typed into the crosstable's cells: a text that is no result is a problem of
    // the event until it is put right or given up.
    void followUnfinishedEntries(const UnfinishedEntries *entries) override;
    CrosstableModel *crosstableModel() const { return m_crosstable; }
    // Shows the crosstable's cell of a problem: the player's row, in its round when it has one.
    void showPlace(const edit::Location &place) override;
    PairingModel *pairingModel() const { return m_pairings; }
    // Enters what is typed into an open cell, as Enter would, when it is a result.
    void enterTyped() override;
    // Says below the editor why something the director asked for was refused (until the next
    // change of the event).
    void showRefusal(const QString &sentence) override;

private:
    QWidget *createEventBox();
    QWidget *createPlayersBox();
    QWidget *createCrosstableTab();
    QWidget *createPairingTab();

    void updateFromDraft();
    void showProblems();
    void updatePlayers();
    bool hasNamesake(const PlayerInput &player) const;
    QString birthYearText(const PlayerInput &player) const;
    void updateRuleSets();

    void setEventName();
    void setDates();
    void showReadOnly(bool readOnly);
    void setSystem();
    void setRuleSet();
    void setUscfSystem();
    void setDualRated();
    void addPlayer();
    void addNewPlayer(const QString &name);
    void addRegistryPlayer(const QModelIndex &suggestion);
    void addSuggestion(const QModelIndex &suggestion);
    void addListEntry(const model::ListedMatch &entry);
    void offerListEntries(const QString &text);
    bool apply(const std::function<edit::EditResult(edit::ChessEventEdit &)> &operation);
    void askToReplace(const QModelIndex &index, const QString &text, const edit::Problem &problem);
    void removeSelectedPlayer();
    void renamePlayer(QTreeWidgetItem *item, int column);

    EventDraft &m_draft;
    CrosstableModel *m_crosstable = nullptr;
    PairingModel *m_pairings = nullptr;

    QLineEdit *m_name = nullptr;
    DateField *m_startDate = nullptr;
    DateField *m_endDate = nullptr;
    QComboBox *m_system = nullptr;
    QComboBox *m_ruleSet = nullptr;
    QLabel *m_uscfLabel = nullptr;
    QWidget *m_uscfRow = nullptr;
    QComboBox *m_uscfSystem = nullptr;
    QCheckBox *m_dualRated = nullptr;

    QTreeWidget *m_players = nullptr;
    QLineEdit *m_addPlayer = nullptr;
    QPushButton *m_removePlayer = nullptr;
    RegistryPlayers *m_registryPlayers = nullptr;
    std::vector<model::PlayerSummary> m_registry;
    Registry m_registryAccess;
    // The rating lists are searched from this many characters on.
    static constexpr int kListSearchLength = 2;
    QCompleter *m_completer = nullptr;

    QTabWidget *m_tabs = nullptr;
    QTableView *m_crosstableView = nullptr;
    QTableView *m_standingsView = nullptr;
    ProblemsPanel *m_problems = nullptr;
    const UnfinishedEntries *m_unfinished = nullptr;
    QLabel *m_message = nullptr;
    QLabel *m_withoutRound = nullptr;
    QLabel *m_dateProblem = nullptr; // checks::dateProblem, under the dates
    NumberField *m_round = nullptr;
    QTableView *m_pairingView = nullptr;
};

} // namespace rd::ui
