#include "ui/window/MainWindow.h"

#include "desktop/DatabaseSession.h"
#include "desktop/EventOperations.h"
#include "desktop/PlayerOperations.h"
#include "ui/database/BackupAction.h"
#include "ui/database/DatabaseMenu.h"
#include "ui/event/EditedEvent.h"
#include "ui/event/EventActions.h"
#include "ui/event/EventChoice.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventListModel.h"
#include "ui/event/EventTable.h"
#include "ui/event/EventWorkspace.h"
#include "ui/players/PlayerActions.h"
#include "ui/players/PlayerListModel.h"
#include "ui/players/PlayerViewWindow.h"
#include "ui/ratings/PlayerHistoryView.h"
#include "ui/ratings/PreviewPanel.h"
#include "ui/reports/ImportExportActions.h"
#include "ui/reports/ReportActions.h"
#include "ui/reports/UscfReportExport.h"
#include "ui/widgets/ErrorReport.h"
#include "ui/window/DesktopSettings.h"
#include "ui/window/EditMenu.h"
#include "ui/window/HelpMenu.h"
#include "ui/window/LanguageMenu.h"
#include "ui/window/WelcomePage.h"
#include "ui/window/WindowHistory.h"

#include <QAction>
#include <QCloseEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace rd::ui {

MainWindow::MainWindow(const QString &databasePath, QWidget *parent, desktop::Opening opening)
    : QMainWindow(parent)
    , m_session(std::make_unique<desktop::DatabaseSession>())
    , m_events(std::make_unique<desktop::EventOperations>(*m_session))
    , m_players(std::make_unique<desktop::PlayerOperations>(*m_session))
{
    setWindowTitle(QStringLiteral("ratingdesk"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/ratingdesk.svg")));
    m_edit = new EditMenu(this);
    createWorkArea();
    createPieces();
    createToolBar();
    createMenus();
    m_readOnlyLabel = new QLabel(this);
    m_readOnlyLabel->setObjectName(QStringLiteral("readOnlyLabel"));
    statusBar()->addPermanentWidget(m_readOnlyLabel);
    resize(1280, 720);
    restoreLayout();
    openDatabase(databasePath.isEmpty() ? desktop::defaultDatabasePath() : databasePath, opening);
}

MainWindow::~MainWindow()
{
    delete m_playerView; // it reads through this window's session
    m_edited->close();
    // Nothing follows the tabs or asks the database while the window's parts go.
    m_tabs->disconnect();
    delete m_choice;
}

QString MainWindow::aboutText()
{
    return HelpMenu::aboutText();
}

void MainWindow::createWorkArea()
{
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("playerSearch"));
    m_search->setPlaceholderText(tr("Find a player by name or federation id"));
    m_search->setClearButtonEnabled(true);
    m_playerModel = new PlayerListModel(*m_session, *m_players, this);
    m_playerList = new QListView(this);
    m_playerList->setObjectName(QStringLiteral("playerList"));
    m_playerList->setModel(m_playerModel);
    m_playerList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_search, &QLineEdit::textChanged, m_playerModel, &PlayerListModel::setSearch);
    // Choosing a player shows his history.
    connect(m_playerList->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &index) {
            if (index.isValid())
                showPlayer(index.data(PlayerListModel::kIdRole).toLongLong());
        });
    m_addPlayer = new QPushButton(tr("&Add player…"), this);
    m_addPlayer->setObjectName(QStringLiteral("addPlayerButton"));

    m_eventModel = new EventListModel(*m_session, *m_events, this);
    m_eventTable = new EventTable(m_eventModel, this);
    for (QAbstractItemModel *model : { static_cast<QAbstractItemModel *>(m_playerModel),
             static_cast<QAbstractItemModel *>(m_eventModel) })
        connect(model, &QAbstractItemModel::modelReset, this, &MainWindow::showWelcomeIfEmpty);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(new QLabel(tr("<b>Players</b>"), left));
    leftLayout->addWidget(m_search);
    leftLayout->addWidget(m_playerList, 2);
    leftLayout->addWidget(m_addPlayer, 0, Qt::AlignRight);
    leftLayout->addWidget(new QLabel(tr("<b>Events</b>"), left));
    leftLayout->addWidget(m_eventTable, 3);

    m_preview = new PreviewPanel(this);
    m_preview->setObjectName(QStringLiteral("previewPanel"));
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("workTabs"));
    // Tabs have no mnemonics of their own: View > Preview and View > Player history reach them.
    m_tabs->addTab(m_preview, tr("Preview"));
    m_history = new PlayerHistoryView(this);
    m_history->setObjectName(QStringLiteral("playerHistory"));
    m_tabs->addTab(m_history, tr("History"));
    m_welcome = new WelcomePage(this);
    m_welcome->hide();

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->addWidget(left);
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setSizes({ 380, 900 }); // the events list's columns whole beside its names
    setCentralWidget(m_splitter);
}

void MainWindow::createPieces()
{
    m_edited = new EditedEvent(*m_session, *m_events, *m_players, m_tabs, m_edit->undoGroup(),
        m_edit->windowHistory()->stack());
    m_choice = new EventChoice(*m_events, *m_edited, m_eventTable, m_eventModel);
    m_eventActions
        = new EventActions({ this, *m_session, *m_events, *m_edited, *m_choice, m_preview, m_tabs,
            m_eventTable, m_edit->undoGroup(), m_edit->windowHistory(), m_edit->undo() });
    m_transfer = new ImportExportActions(this, *m_session, *m_events, *m_edited, *m_choice,
        [this](qint64 eventId, const edit::Location &place) {
            m_eventActions->showPlace(eventId, place);
        });
    m_reports = new ReportActions(*m_choice, this);
    m_playerActions = new PlayerActions({ this, *m_session, *m_players, *m_edited, m_playerList,
        m_edit->windowHistory(), m_edit->undo() });
    m_databaseMenu = new DatabaseMenu(*m_session, this);

    // What the menus act on follows the chosen event, the tab shown and the database's state.
    connect(m_tabs, &QTabWidget::currentChanged, m_choice, &EventChoice::update);
    connect(m_choice, &EventChoice::changed, this, &MainWindow::updateActions);
    connect(m_session.get(), &desktop::DatabaseSession::opened, this, &MainWindow::showDatabase);
    connect(m_session.get(), &desktop::DatabaseSession::aboutToSwitch, m_history,
        &PlayerHistoryView::clear);
    connect(m_eventTable, &QWidget::customContextMenuRequested, m_eventActions,
        &EventActions::showContextMenu);
    connect(m_addPlayer, &QPushButton::clicked, this, [this] { m_playerActions->editPlayer(0); });
    connect(m_welcome, &WelcomePage::importPlayersRequested, m_transfer,
        &ImportExportActions::chooseImport);
    connect(m_welcome, &WelcomePage::newChessEventRequested, this,
        [this] { newEvent(RatingSystem::Dwz); });
    connect(m_welcome, &WelcomePage::newGoEventRequested, this,
        [this] { newEvent(RatingSystem::Sagc); });
    connect(m_welcome, &WelcomePage::demoRequested, this, &MainWindow::openDemo);
}

void MainWindow::createMenus()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    m_databaseMenu->addTo(fileMenu);
    fileMenu->addSeparator();
    fileMenu->addActions({ m_transfer->import(), m_transfer->exportEvent() });
    auto *uscfReport = new UscfReportExport(
        this, *m_events,
        [this]() -> std::optional<qint64> {
            if (!m_session->isOpen())
                return std::nullopt;
            if (EventWorkspace *workspace = m_edited->workspace())
                workspace->flush();
            return m_choice->currentToWrite(tr("US Chess rating report"));
        },
        [this](qint64 eventId, const edit::Location &place) {
            m_eventActions->showPlace(eventId, place);
        });
    fileMenu->addActions({ uscfReport->action(), m_transfer->loadList() });
    fileMenu->addAction((new BackupAction(this, *m_session))->action());
    fileMenu->addSeparator();
    // Quitting closes the window, which asks about an unsaved evaluation first.
    QAction *quitAction = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quitAction->setObjectName(QStringLiteral("actionQuit"));
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setMenuRole(QAction::QuitRole);

    m_edit->addTo(menuBar()->addMenu(tr("&Edit")), m_search, { m_playerActions->merge() });
    connect(m_edit, &EditMenu::deleteInList, this, [this](QAbstractItemView *list) {
        if (list != m_eventTable)
            return;
        m_choice->setActingOnList(true);
        m_eventActions->deleteCurrent();
        m_choice->setActingOnList(false);
    });

    QMenu *eventMenu = menuBar()->addMenu(tr("Even&t"));
    const EventActions &events = *m_eventActions;
    eventMenu->addActions({ events.newChess(), events.newGo(), events.open(), events.duplicate(),
        events.details(), events.correct(), events.remove() });
    eventMenu->addSeparator();
    eventMenu->addActions({ events.preview(), events.save() });
    eventMenu->addSeparator();
    eventMenu->addActions({ m_reports->print(), m_reports->pdf() });
    QMenu *reports = eventMenu->addMenu(tr("O&ther reports as PDF"));
    reports->setObjectName(QStringLiteral("reportsMenu"));
    m_reports->addOtherReports(reports);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->addAction(events.preview()->icon(), tr("&Preview"), this,
        [this] { m_tabs->setCurrentWidget(m_preview); });
    viewMenu->addAction(
        tr("Player &history"), this, [this] { m_tabs->setCurrentWidget(m_history); });
    QAction *eventList = viewMenu->addAction(tr("&Events list"), this, [this] {
        m_eventTable->setFocus();
        if (!m_eventTable->currentIndex().isValid() && m_eventModel->rowCount() > 0)
            m_eventTable->setCurrentIndex(m_eventModel->index(0, 0));
    });
    eventList->setObjectName(QStringLiteral("actionEventList"));
    eventList->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    viewMenu->addAction(tr("Event &being edited"), m_edited, &EditedEvent::show);
    QAction *playerView
        = viewMenu->addAction(tr("Player vie&w"), this, [this] { enterPlayerView(); });
    playerView->setObjectName(QStringLiteral("actionPlayerView"));
    viewMenu->addSeparator();
    QAction *toolBarShown = m_toolBar->toggleViewAction();
    toolBarShown->setText(tr("&Tool bar"));
    viewMenu->addAction(toolBarShown);
    (new LanguageMenu(this))->addTo(viewMenu);

    auto *help = new HelpMenu([this] { return guideChapter(); }, this);
    help->addTo(menuBar()->addMenu(tr("&Help")));
}

// The chapter of the user guide for the tab shown: the editor's, the evaluation's, or the start.
UserGuide::Chapter MainWindow::guideChapter() const
{
    EventWorkspace *workspace = m_edited->workspace();
    if (workspace && m_tabs->currentWidget() == workspace)
        return workspace->draft()->event().system == RatingSystem::Sagc
            ? UserGuide::Chapter::RecordSheet
            : UserGuide::Chapter::Crosstable;
    if (m_tabs->currentWidget() == m_preview)
        return UserGuide::Chapter::Rating;
    return UserGuide::Chapter::GettingStarted;
}

void MainWindow::createToolBar()
{
    m_toolBar = addToolBar(tr("Tool bar"));
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addActions(
        { m_eventActions->newChess(), m_eventActions->newGo(), m_transfer->import() });
    m_toolBar->addSeparator();
    m_toolBar->addActions({ m_edit->undo(), m_edit->redo() });
    m_toolBar->addSeparator();
    m_toolBar->addActions({ m_eventActions->save(), m_reports->print() });
}

// Window size, splitters and the events list's columns as the user left them.
void MainWindow::restoreLayout()
{
    const WindowLayout layout = DesktopSettings::windowLayout();
    restoreGeometry(layout.geometry);
    restoreState(layout.state);
    m_splitter->restoreState(layout.splitter);
    m_eventTable->horizontalHeader()->restoreState(layout.eventColumns);
}

void MainWindow::updateActions()
{
    m_addPlayer->setEnabled(m_session->isWritable());
    m_welcome->setEnabled(m_session->isWritable());
}

QString MainWindow::databasePath() const
{
    return m_session->path();
}

bool MainWindow::isReadOnly() const
{
    return m_session->isReadOnly();
}

bool MainWindow::openDatabase(const QString &path, desktop::Opening opening)
{
    return m_databaseMenu->open(path, opening);
}

void MainWindow::showDatabase()
{
    m_readOnlyLabel->setText(m_session->readOnlyReason());
    statusBar()->showMessage(tr("Database: %1").arg(m_session->locationText()));
}

// An empty database opens on the welcome page; it goes once there is a player or an event.
void MainWindow::showWelcomeIfEmpty()
{
    const bool empty = m_playerModel->rowCount() == 0 && m_eventModel->rowCount() == 0
        && m_search->text().isEmpty();
    const int tab = m_tabs->indexOf(m_welcome);
    if (empty && tab < 0) {
        m_tabs->insertTab(0, m_welcome, tr("Welcome"));
        m_tabs->setCurrentWidget(m_welcome);
    } else if (!empty && tab >= 0) {
        m_tabs->removeTab(tab);
        m_welcome->hide();
    }
}

// The demo database in the user's data directory: made from the demo events on first use.
void MainWindow::openDemo()
{
    const QString path = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/demo.sqlite");
    const bool created = !QFileInfo::exists(path);
    if (!openDatabase(path, desktop::Opening::CreateIfMissing) || !created)
        return;
    for (const char *demo : { ":/demo/club-championship-2026.json", ":/demo/go-club-night.json" })
        importEventDocument(QString::fromLatin1(demo));
}

bool MainWindow::importEventDocument(const QString &path)
{
    return m_transfer->importFile(path);
}

bool MainWindow::exportEvent(const QString &path, std::optional<io::ExchangeFormat> format)
{
    return m_transfer->exportCurrent(path, format);
}

void MainWindow::selectEvent(qint64 eventId)
{
    m_choice->select(eventId);
}

PlayerViewWindow *MainWindow::enterPlayerView()
{
    if (m_playerView)
        return m_playerView;
    // What is typed is kept before the window goes.
    if (EventWorkspace *workspace = m_edited->workspace())
        workspace->flush();
    m_playerView = new PlayerViewWindow(*m_session, PlayerViewWindow::Closing::Leaves);
    m_playerView->setAttribute(Qt::WA_DeleteOnClose);
    m_playerView->resize(size());
    connect(m_playerView, &PlayerViewWindow::leaveRequested, this, [this] {
        // Closed once its question is answered; this window comes back.
        QTimer::singleShot(0, m_playerView, &QWidget::close);
        show();
        activateWindow();
    });
    m_playerView->show();
    hide();
    return m_playerView;
}

PlayerViewWindow *MainWindow::playerView() const
{
    return m_playerView;
}

void MainWindow::showPlayer(qint64 playerId)
{
    if (m_session->isOpen()
        && ErrorReport::succeeded(
            this, tr("Showing the history"), m_history->showPlayer(*m_session, playerId)))
        m_tabs->setCurrentWidget(m_history);
}

bool MainWindow::openEvent(qint64 eventId)
{
    return m_eventActions->openEvent(eventId);
}

qint64 MainWindow::newEvent(RatingSystem system)
{
    return m_eventActions->newEvent(system);
}

EventWorkspace *MainWindow::workspace() const
{
    return m_edited->workspace();
}

EventDraft *MainWindow::draft() const
{
    return workspace() ? workspace()->draft() : nullptr;
}

bool MainWindow::confirmClose()
{
    return m_eventActions->confirmClose();
}

bool MainWindow::saveEvaluation()
{
    return m_eventActions->saveEvaluation();
}

bool MainWindow::exportReport(const QString &path, report::ReportKind kind)
{
    return m_reports->exportReport(path, kind);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!confirmClose()) {
        event->ignore();
        return;
    }
    DesktopSettings::keepWindowLayout({ saveGeometry(), saveState(), m_splitter->saveState(),
        m_eventTable->horizontalHeader()->saveState() });
    event->accept();
}

} // namespace rd::ui
