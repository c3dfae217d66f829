#pragma once

#include "desktop/DatabaseLocation.h"
#include "desktop/DesktopFwd.h"
#include "engine/io/ExchangeFormats.h"
#include "engine/rating/RatingSystem.h"
#include "report/EventReport.h"
#include "ui/window/UserGuide.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>
#include <optional>

class QLabel;
class QLineEdit;
class QListView;
class QMenu;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTableView;
class QToolBar;

namespace rd::ui {

class DatabaseMenu;
class EditMenu;
class EditedEvent;
class EventActions;
class EventChoice;
class EventDraft;
class EventListModel;
class EventWorkspace;
class ImportExportActions;
class PlayerActions;
class PlayerHistoryView;
class PlayerViewWindow;
class PlayerListModel;
class PreviewPanel;
class ReportActions;
class WelcomePage;

// The application's main window: players (found as you type), events and the work areas, on
// one database named in the status bar (desktop::DatabaseSession). It builds the window and
// wires its pieces, which do the work: the Event menu (EventActions), import and export
// (ImportExportActions), reports (ReportActions), the players (PlayerActions) and the File
// menu's databases (DatabaseMenu).
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // Opens `databasePath` (the default database when empty) as `opening` says: the database a
    // session starts with is made when missing, as on a first start, unless the caller says not.
    explicit MainWindow(const QString &databasePath = {}, QWidget *parent = nullptr,
        desktop::Opening opening = desktop::Opening::CreateIfMissing);
    ~MainWindow() override;

    // The text of Help > About: name, version, purpose and licence.
    static QString aboutText();

    QString databasePath() const;
    bool isReadOnly() const;
    bool openDatabase(const QString &path, desktop::Opening opening = desktop::Opening::ReadWrite);
    // Adds an event file (event document, TRF, .h9) as a draft, or a CSV player list to the
    // registry; false (with the reasons shown) when it is invalid.
    bool importEventDocument(const QString &path);
    // Writes the current event in `format`, or else in the format of the file's suffix (.json,
    // .trf, .txt, .xml, .h9).
    bool exportEvent(const QString &path, std::optional<io::ExchangeFormat> format = std::nullopt);
    void selectEvent(qint64 eventId);
    void showPlayer(qint64 playerId);
    // Opens an event in its editor (chess crosstable or Go record sheet): a draft to edit, every
    // change kept as typed; a rated event read-only (or its correction, if one was started).
    bool openEvent(qint64 eventId);
    // A new empty draft of `system`, opened in its editor with the cursor in its first field.
    qint64 newEvent(RatingSystem system);
    EventDraft *draft() const;
    EventWorkspace *workspace() const;
    // False when the user keeps the window open because an evaluation is not saved.
    bool confirmClose();
    bool saveEvaluation();
    // View → Player view: the player view for the club laptop (PlayerViewWindow) in place of
    // this window, which comes back when the user leaves it; the player view shown, if any.
    PlayerViewWindow *enterPlayerView();
    PlayerViewWindow *playerView() const;
    // A report of the current event as a PDF file.
    bool exportReport(
        const QString &path, report::ReportKind kind = report::ReportKind::Evaluation);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createWorkArea();
    void createPieces();
    void createMenus();
    void createToolBar();
    void restoreLayout();
    void updateActions();
    void showWelcomeIfEmpty();
    void openDemo();
    void showDatabase();
    UserGuide::Chapter guideChapter() const;

    std::unique_ptr<desktop::DatabaseSession> m_session;
    std::unique_ptr<desktop::EventOperations> m_events;
    std::unique_ptr<desktop::PlayerOperations> m_players;
    QLineEdit *m_search = nullptr;
    PlayerListModel *m_playerModel = nullptr;
    QListView *m_playerList = nullptr;
    EventListModel *m_eventModel = nullptr;
    QTableView *m_eventTable = nullptr;
    QTabWidget *m_tabs = nullptr;
    QSplitter *m_splitter = nullptr;
    PreviewPanel *m_preview = nullptr;
    PlayerHistoryView *m_history = nullptr;
    QPointer<PlayerViewWindow> m_playerView;
    WelcomePage *m_welcome = nullptr;
    QLabel *m_readOnlyLabel = nullptr;
    QPushButton *m_addPlayer = nullptr;
    QToolBar *m_toolBar = nullptr;
    EditMenu *m_edit = nullptr;
    EditedEvent *m_edited = nullptr;
    EventChoice *m_choice = nullptr;
    EventActions *m_eventActions = nullptr;
    ImportExportActions *m_transfer = nullptr;
    ReportActions *m_reports = nullptr;
    PlayerActions *m_playerActions = nullptr;
    DatabaseMenu *m_databaseMenu = nullptr;
};

} // namespace rd::ui
