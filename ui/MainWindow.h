#pragma once

#include "engine/edit/EditResult.h"
#include "engine/io/ExchangeFormats.h"
#include "engine/store/Database.h"
#include "engine/store/EditingLocks.h"
#include "engine/store/EvaluationService.h"
#include "engine/store/ImportService.h"
#include "engine/store/PlayerRepository.h"
#include "engine/store/SessionLock.h"
#include "report/EventReport.h"

#include <QMainWindow>
#include <QMap>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QAction;
class QLabel;
class QLineEdit;
class QListView;
class QMenu;
class QPushButton;
class QSplitter;
class QStandardItemModel;
class QTabWidget;
class QTableView;
class QToolBar;
class QUndoGroup;
class QUndoStack;

namespace rd::ui {

class EventDraft;
class EventWorkspace;
class PlayerHistoryView;
class WelcomePage;
class PreviewPanel;

// The application's main window: players (found as you type), events and the work areas, on
// one database named in the status bar. One desktop session holds a database file (SessionLock);
// a second one may look at it read-only. On a server each event being edited is claimed
// (EditingLocks); one another desktop edits opens read-only, saying who edits it.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // Opens `databasePath` (the default database when empty).
    explicit MainWindow(const QString &databasePath = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    // The text of Help > About: name, version, purpose and licence.
    static QString aboutText();

    QString databasePath() const;
    bool isReadOnly() const { return m_readOnly; }
    bool openDatabase(const QString &path);
    // Adds an event file (event document, TRF, .h9) as a draft, or a CSV player list to the
    // registry; false (with the reasons shown) when it is invalid.
    bool importEventDocument(const QString &path);
    // Writes the current event (currentEvent()) in `format`, or else in the format of the file's
    // suffix (.json, .trf, .txt, .xml, .h9).
    bool exportEvent(const QString &path, std::optional<io::ExchangeFormat> format = std::nullopt);
    void selectEvent(qint64 eventId);
    void showPlayer(qint64 playerId);
    // Opens an event in its editor (chess crosstable or Go record sheet): a draft to edit, every
    // change kept as typed; a rated event read-only (or its correction, if one was started).
    bool openEvent(qint64 eventId);
    // A new empty draft of `system`, opened in its editor with the cursor in its first field.
    qint64 newEvent(RatingSystem system);
    EventDraft *draft() const;
    EventWorkspace *workspace() const { return m_workspace; }
    // False when the user keeps the window open because an evaluation is not saved.
    bool confirmClose();
    bool saveEvaluation();
    // A report of the current event (currentEvent()) as a PDF file.
    bool exportReport(
        const QString &path, report::ReportKind kind = report::ReportKind::Evaluation);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    friend class DeleteDraftCommand;
    friend class MergePlayersCommand;

    void createActions();
    void createMenus();
    void createToolBar();
    void createWorkArea();
    void restoreLayout();
    void saveLayout();
    void updateActions();
    void refreshPlayers();
    void showWelcomeIfEmpty();
    void openDemo();
    void refreshEvents();
    void showEditorsElsewhere(const QMap<qint64, store::EditingLocks::Editor> &editors);
    void followEditorsElsewhere();
    void refreshRecentMenu();
    void rememberRecent(const QString &path);
    void showPreview();
    void newDatabase();
    void chooseDatabase();
    // File > Connect to server…: asked again, as typed, until the database opens or the user
    // gives up; `given` fills the dialog in.
    void connectToServer(const QString &given = {});
    bool openServerDatabase(const QString &url, const QString &password);
    void chooseImport();
    void chooseExport();
    bool importPlayerList(store::ImportService &service, const store::ImportPlan &guessed);
    void addLanguageMenu(QMenu *viewMenu);
    void printReport();
    void chooseReportFile(report::ReportKind kind);
    // What reports show of an event: the one being edited as typed, another as kept.
    std::optional<EventInput> reportedEvent(qint64 eventId);
    // The evaluation of an event as it would be saved; nothing, with the reason in `why`, when
    // it cannot be rated.
    std::optional<store::Plan> planOf(qint64 eventId, QString *why = nullptr);
    void showAbout();
    void showHelp();
    void editPlayer(qint64 playerId);
    // Merging two registry players: the ratings it changes are shown before it is saved; Edit >
    // Undo splits them back while this window is open.
    void mergeSelectedPlayer();
    void mergePlayers(const store::PlayerDetails &kept, qint64 removedId);
    void showEventMenu(const QPoint &position);
    std::optional<qint64> selectedEvent() const;
    // The event that reports, export, print and delete act on: the one whose tab is shown, else
    // the events list's choice; from the list's own menu and keys always the list's choice.
    std::optional<qint64> currentEvent() const;
    // An event as the user last named it: the one being edited as typed, another as stored.
    QString eventName(qint64 eventId);
    // True, after saying why under `title`, while `eventId` is open with a field holding text
    // the event does not take: nothing is written of it then.
    bool refusedWhileUnreadable(qint64 eventId, const QString &title);
    // The draft being edited is listed under its name as typed.
    void showTypedName();
    std::optional<store::EventSummary> summaryOf(qint64 eventId);

    // The event lifecycle (Event menu, the events list's context menu and keys).
    void openWorkspace(qint64 eventId, int mode, EventInput content);
    // Closes the open event and lets another desktop edit it, unless it is `keepClaimOf`.
    void closeWorkspace(qint64 keepClaimOf = 0);
    void releaseClaim(qint64 eventId);
    void workspaceSaved();
    void openSelectedEvent();
    void duplicateSelectedEvent();
    void correctEvent(qint64 eventId);
    void discardCorrection();
    void deleteCurrentEvent();
    void deleteDraft(const store::EventSummary &event);
    void deleteRatedEvent(const store::EventSummary &event);
    bool confirmPlan(const QString &title, const QString &question, const store::Plan &plan);
    // The content an event is edited with: its draft as typed if one is kept, else as stored.
    // The event as last typed (else as stored), with the text of fields not yet entered.
    EventInput contentOf(
        qint64 eventId, bool *typed = nullptr, QMap<QString, QString> *unfinishedEntries = nullptr);
    qint64 addDraft(const EventInput &content);
    void saveOrStore();
    void editEventDetails(const QString &field = {});
    void showEventPlace(qint64 eventId, const edit::Location &place);

    std::unique_ptr<store::Database> m_database;
    std::unique_ptr<store::SessionLock> m_lock;
    std::unique_ptr<store::EditingLocks> m_editingLocks; // on m_database, gone before it
    bool m_readOnly = false;
    std::optional<store::Plan> m_plan;
    QLineEdit *m_search = nullptr;
    QStandardItemModel *m_players = nullptr;
    QListView *m_playerList = nullptr;
    QAction *m_mergePlayers = nullptr;
    QStandardItemModel *m_events = nullptr;
    QTableView *m_eventTable = nullptr;
    QTabWidget *m_tabs = nullptr;
    QSplitter *m_splitter = nullptr;
    PreviewPanel *m_preview = nullptr;
    PlayerHistoryView *m_history = nullptr;
    WelcomePage *m_welcome = nullptr;
    EventWorkspace *m_workspace = nullptr;
    QLabel *m_readOnlyLabel = nullptr;
    QPushButton *m_addPlayer = nullptr;
    bool m_fromEventList = false; // the events list's menu or keys act
    std::vector<std::pair<report::ReportKind, QAction *>> m_reports;
    QMenu *m_recentMenu = nullptr;
    QToolBar *m_toolBar = nullptr;
    QUndoGroup *m_undoGroup = nullptr;
    QUndoStack *m_eventHistory = nullptr; // deleted drafts, merges: undone while the window is open

    struct Actions {
        QAction *newChess = nullptr;
        QAction *newGo = nullptr;
        QAction *open = nullptr;
        QAction *duplicate = nullptr;
        QAction *details = nullptr;
        QAction *correct = nullptr;
        QAction *remove = nullptr;
        QAction *preview = nullptr;
        QAction *save = nullptr;
        QAction *print = nullptr;
        QAction *pdf = nullptr;
        QAction *import = nullptr;
        QAction *exportEvent = nullptr;
        QAction *loadList = nullptr;
        QAction *addPlayer = nullptr;
        QAction *undo = nullptr;
        QAction *redo = nullptr;
        QAction *find = nullptr;
    } m_actions;
};

} // namespace rd::ui
