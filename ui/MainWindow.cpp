#include "ui/MainWindow.h"

#include "engine/io/EvaluationWriter.h"
#include "engine/io/EventDocumentReader.h"
#include "engine/io/EventDocumentWriter.h"
#include "engine/io/ExchangeFormats.h"
#include "engine/io/TypedDraft.h"
#include "engine/rating/RuleSets.h"
#include "engine/store/EventExport.h"
#include "engine/store/EventSources.h"
#include "engine/store/PlayerMerge.h"
#include "ratingdesk/Version.h"
#include "report/DisplayNames.h"
#include "report/EventReport.h"
#include "report/PagedPrinter.h"
#include "ui/ApplicationSetup.h"
#include "ui/EditCommands.h"
#include "ui/ErrorReport.h"
#include "ui/EventDraft.h"
#include "ui/EventPropertiesDialog.h"
#include "ui/EventWorkspace.h"
#include "ui/FileDialogs.h"
#include "ui/MergePlayersCommand.h"
#include "ui/PlayerDialog.h"
#include "ui/PlayerHistoryView.h"
#include "ui/PlayerImportDialog.h"
#include "ui/PreviewPanel.h"
#include "ui/QtDates.h"
#include "ui/RatingListLoading.h"
#include "ui/RegistryPlayers.h"
#include "ui/ServerConnectDialog.h"
#include "ui/ShortcutText.h"
#include "ui/SubmissionCheckDialog.h"
#include "ui/WelcomePage.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSaveFile>
#include <QScopedValueRollback>
#include <QSettings>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

#include <tuple>

namespace rd::ui {

namespace {

constexpr int kIdRole = Qt::UserRole + 1;
constexpr int kStateRole = Qt::UserRole + 2; // an event's state without who edits it
constexpr int kNameColumn = 1; // of the events list
constexpr int kStatusColumn = 4;
constexpr int kRecentLimit = 8;
// How often the events list asks the server who edits which event.
constexpr int kEditorsIntervalMs = 10000;

using Mode = EventWorkspace::Mode;

QList<QKeySequence> redoKeys()
{
    // Both spellings everywhere: Ctrl+Y and Ctrl+Shift+Z, plus the platform's own.
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &key :
        { QKeySequence(Qt::CTRL | Qt::Key_Y), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z) }) {
        if (!keys.contains(key))
            keys << key;
    }
    return keys;
}

// A database as the user reads it: the file, or the server's URL.
QString shownLocation(const QString &path)
{
    try {
        return store::Location::parse(path).text();
    } catch (const std::exception &) {
        return path;
    }
}

// A file name for `name`, as offered in a save dialog: characters no file system takes become
// "-".
QString offeredFileName(const QString &name, const QString &suffix)
{
    QString file = name.trimmed();
    for (const QChar character : QStringLiteral("/\\:*?\"<>|"))
        file.replace(character, QLatin1Char('-'));
    return (file.isEmpty() ? QStringLiteral("event") : file) + QLatin1Char('.') + suffix;
}

} // namespace

// Deleting a draft, undone while the window is open: the draft comes back as it was typed,
// under a new number.
class DeleteDraftCommand : public QUndoCommand {
public:
    DeleteDraftCommand(MainWindow &window, qint64 eventId, EventInput content)
        : QUndoCommand(
            MainWindow::tr("Delete draft \"%1\"").arg(QString::fromStdString(content.event.name)))
        , m_window(window)
        , m_eventId(eventId)
        , m_content(std::move(content))
    {
    }

    void redo() override
    {
        ErrorReport::guard(&m_window, MainWindow::tr("Deleting the draft"), [this] {
            m_window.m_editingLocks->whileClaimed(m_eventId, [this] {
                store::Transaction transaction(*m_window.m_database);
                store::EventRepository(*m_window.m_database).deleteEvent(m_eventId);
                transaction.commit();
            });
        });
        m_window.refreshEvents();
    }

    void undo() override
    {
        ErrorReport::guard(&m_window, MainWindow::tr("Bringing the draft back"),
            [this] { m_eventId = m_window.addDraft(m_content); });
        m_window.refreshEvents();
        m_window.selectEvent(m_eventId);
    }

private:
    MainWindow &m_window;
    qint64 m_eventId;
    EventInput m_content;
};

MainWindow::MainWindow(const QString &databasePath, QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(QStringLiteral("ratingdesk"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/ratingdesk.svg")));
    m_undoGroup = new QUndoGroup(this);
    m_eventHistory = new QUndoStack(this);
    m_undoGroup->addStack(m_eventHistory);
    m_undoGroup->setActiveStack(m_eventHistory);
    createWorkArea();
    createActions();
    createToolBar();
    createMenus();
    m_readOnlyLabel = new QLabel(this);
    m_readOnlyLabel->setObjectName(QStringLiteral("readOnlyLabel"));
    statusBar()->addPermanentWidget(m_readOnlyLabel);
    resize(1280, 720);
    // What the Event menu acts on follows the tab shown.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_database)
            updateActions();
    });
    restoreLayout();
    followEditorsElsewhere();
    openDatabase(databasePath.isEmpty() ? store::Database::defaultPath() : databasePath);
}

MainWindow::~MainWindow()
{
    closeWorkspace();
}

QString MainWindow::aboutText()
{
    return tr("<h3>ratingdesk %1</h3>"
              "<p>Tournament ratings for chess and Go: the German DWZ, US Chess (USCF) and the "
              "South African Go Clubs rank/index system, with every intermediate number shown "
              "before anything is saved.</p>"
              "<p>Licensed under the GNU General Public License, version 3 or later.</p>")
        .arg(QString::fromLatin1(kVersion));
}

QString MainWindow::databasePath() const
{
    return m_database ? m_database->path() : QString();
}

EventDraft *MainWindow::draft() const
{
    return m_workspace ? m_workspace->draft() : nullptr;
}

void MainWindow::createWorkArea()
{
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("playerSearch"));
    m_search->setPlaceholderText(tr("Find a player by name or federation id"));
    m_search->setClearButtonEnabled(true);
    m_players = new QStandardItemModel(this);
    auto *playerList = new QListView(this);
    m_playerList = playerList;
    playerList->setObjectName(QStringLiteral("playerList"));
    playerList->setModel(m_players);
    playerList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_search, &QLineEdit::textChanged, this, &MainWindow::refreshPlayers);
    // Choosing a player shows his history; Enter or a double click edits him.
    connect(playerList->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &index) {
            if (index.isValid())
                showPlayer(index.data(kIdRole).toLongLong());
        });
    connect(playerList, &QListView::activated, this,
        [this](const QModelIndex &index) { editPlayer(index.data(kIdRole).toLongLong()); });
    m_addPlayer = new QPushButton(tr("&Add player…"), this);
    m_addPlayer->setObjectName(QStringLiteral("addPlayerButton"));
    connect(m_addPlayer, &QPushButton::clicked, this, [this] { editPlayer(0); });

    m_events = new QStandardItemModel(0, kStatusColumn + 1, this);
    m_eventTable = new QTableView(this);
    m_eventTable->setObjectName(QStringLiteral("eventTable"));
    m_eventTable->setModel(m_events);
    m_eventTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_eventTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_eventTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_eventTable->setTabKeyNavigation(false); // Tab leaves the list; the arrows move in it
    m_eventTable->verticalHeader()->hide();
    // Number, end, system and status as wide as they are; the name takes the rest, shortened
    // with "…" (whole above the preview).
    m_eventTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_eventTable->horizontalHeader()->setSectionResizeMode(kNameColumn, QHeaderView::Stretch);
    m_eventTable->setWordWrap(false);
    m_eventTable->verticalHeader()->setDefaultSectionSize(m_eventTable->fontMetrics().height() + 6);
    m_eventTable->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_eventTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        showPreview();
        updateActions();
    });
    // Enter and a double click open the event.
    connect(m_eventTable, &QTableView::activated, this, &MainWindow::openSelectedEvent);
    connect(m_eventTable, &QWidget::customContextMenuRequested, this, &MainWindow::showEventMenu);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(new QLabel(tr("<b>Players</b>"), left));
    leftLayout->addWidget(m_search);
    leftLayout->addWidget(playerList, 2);
    leftLayout->addWidget(m_addPlayer, 0, Qt::AlignRight);
    leftLayout->addWidget(new QLabel(tr("<b>Events</b>"), left));
    leftLayout->addWidget(m_eventTable, 3);

    m_preview = new PreviewPanel(this);
    m_preview->setObjectName(QStringLiteral("previewPanel"));
    connect(m_preview, &PreviewPanel::saveRequested, this, &MainWindow::saveEvaluation);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("workTabs"));
    // Tabs have no mnemonics of their own: View > Preview and View > Player history reach them.
    m_tabs->addTab(m_preview, tr("Preview"));
    m_history = new PlayerHistoryView(this);
    m_history->setObjectName(QStringLiteral("playerHistory"));
    m_tabs->addTab(m_history, tr("History"));
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        // Undo and redo work on the event being edited while its tab is shown.
        m_undoGroup->setActiveStack(m_workspace && m_tabs->currentWidget() == m_workspace
                ? m_workspace->draft()->undoStack()
                : m_eventHistory);
    });
    m_welcome = new WelcomePage(this);
    connect(m_welcome, &WelcomePage::importPlayersRequested, this, &MainWindow::chooseImport);
    connect(m_welcome, &WelcomePage::newChessEventRequested, this,
        [this] { newEvent(RatingSystem::Dwz); });
    connect(m_welcome, &WelcomePage::newGoEventRequested, this,
        [this] { newEvent(RatingSystem::Sagc); });
    connect(m_welcome, &WelcomePage::demoRequested, this, &MainWindow::openDemo);
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

void MainWindow::createActions()
{
    const auto action
        = [this](const QString &text, const QString &name, const QString &icon, auto slot) {
              auto *created = new QAction(QIcon::fromTheme(icon), text, this);
              created->setObjectName(name);
              connect(created, &QAction::triggered, this, slot);
              return created;
          };
    m_actions.newChess = action(tr("New &chess event"), QStringLiteral("actionNewChessEvent"),
        QStringLiteral("document-new"), [this] { newEvent(RatingSystem::Dwz); });
    m_actions.newChess->setShortcut(QKeySequence::New);
    m_actions.newGo = action(tr("New &Go event"), QStringLiteral("actionNewGoEvent"), QString(),
        [this] { newEvent(RatingSystem::Sagc); });
    m_actions.newGo->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_actions.open = action(tr("&Open"), QStringLiteral("actionOpenEvent"),
        QStringLiteral("document-open"), &MainWindow::openSelectedEvent);
    m_actions.duplicate = action(tr("D&uplicate"), QStringLiteral("actionDuplicateEvent"),
        QStringLiteral("edit-copy"), &MainWindow::duplicateSelectedEvent);
    m_actions.details = action(tr("Deta&ils…"), QStringLiteral("actionEventDetails"), QString(),
        [this] { editEventDetails(); });
    m_actions.correct
        = action(tr("Co&rrect…"), QStringLiteral("actionCorrectEvent"), QString(), [this] {
              if (const auto id = selectedEvent())
                  correctEvent(*id);
          });
    m_actions.remove = action(tr("De&lete…"), QStringLiteral("actionDeleteEvent"),
        QStringLiteral("edit-delete"), &MainWindow::deleteCurrentEvent);
    m_actions.preview = action(tr("Pre&view"), QStringLiteral("actionPreview"), QString(), [this] {
        showPreview();
        m_tabs->setCurrentWidget(m_preview);
    });
    m_actions.preview->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_actions.save = action(tr("&Save evaluation"), QStringLiteral("actionSave"),
        QStringLiteral("document-save"), &MainWindow::saveOrStore);
    m_actions.save->setShortcut(QKeySequence::Save);
    m_actions.print = action(tr("&Print evaluation…"), QStringLiteral("actionPrint"),
        QStringLiteral("document-print"), &MainWindow::printReport);
    m_actions.print->setShortcut(QKeySequence::Print);
    m_actions.pdf = action(tr("Evaluation as P&DF…"), QStringLiteral("actionPdf"), QString(),
        [this] { chooseReportFile(report::ReportKind::Evaluation); });
    m_actions.import = action(tr("&Import…"), QStringLiteral("actionImport"),
        QStringLiteral("document-import"), &MainWindow::chooseImport);
    m_actions.import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_actions.exportEvent = action(
        tr("&Export event…"), QStringLiteral("actionExport"), QString(), &MainWindow::chooseExport);
    m_actions.exportEvent->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_actions.loadList = action(
        tr("Load rating &list…"), QStringLiteral("actionLoadRatingList"), QString(), [this] {
            if (m_database && !m_readOnly)
                RatingListLoading(*m_database, this).run();
        });
    m_actions.find = action(
        tr("&Find player"), QStringLiteral("actionFind"), QStringLiteral("edit-find"), [this] {
            m_search->setFocus();
            m_search->selectAll();
        });
    m_actions.find->setShortcut(QKeySequence::Find);

    m_actions.undo = m_undoGroup->createUndoAction(this, tr("&Undo"));
    m_actions.undo->setObjectName(QStringLiteral("actionUndo"));
    m_actions.undo->setShortcuts(QKeySequence::Undo);
    m_actions.undo->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    m_actions.redo = m_undoGroup->createRedoAction(this, tr("&Redo"));
    m_actions.redo->setObjectName(QStringLiteral("actionRedo"));
    m_actions.redo->setShortcuts(redoKeys());
    m_actions.redo->setIcon(QIcon::fromTheme(QStringLiteral("edit-redo")));
}

void MainWindow::createMenus()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(tr("&New database…"), this, &MainWindow::newDatabase);
    fileMenu->addAction(tr("&Open database…"), this, &MainWindow::chooseDatabase)
        ->setShortcut(QKeySequence::Open);
    fileMenu->addAction(tr("Connect to &server…"), this, [this] { connectToServer(); })
        ->setObjectName(QStringLiteral("actionConnectToServer"));
    m_recentMenu = fileMenu->addMenu(tr("&Recent databases"));
    fileMenu->addSeparator();
    fileMenu->addAction(m_actions.import);
    fileMenu->addAction(m_actions.exportEvent);
    fileMenu->addAction(m_actions.loadList);
    fileMenu->addSeparator();
    // Quitting closes the window, which asks about an unsaved evaluation first.
    QAction *quitAction = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quitAction->setObjectName(QStringLiteral("actionQuit"));
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setMenuRole(QAction::QuitRole);

    QMenu *editMenu = menuBar()->addMenu(tr("&Edit"));
    editMenu->addAction(m_actions.undo);
    editMenu->addAction(m_actions.redo);
    editMenu->addSeparator();
    auto *commands = new EditCommands(this);
    connect(commands, &EditCommands::deleteInList, this, [this](QAbstractItemView *list) {
        const QScopedValueRollback fromList(m_fromEventList, true);
        if (list == m_eventTable)
            deleteCurrentEvent();
    });
    editMenu->addActions(
        { commands->cut(), commands->copy(), commands->paste(), commands->remove() });
    editMenu->addSeparator();
    editMenu->addAction(m_actions.find);
    // Two registry players who are one person.
    editMenu->addSeparator();
    m_mergePlayers
        = editMenu->addAction(tr("&Merge players…"), this, &MainWindow::mergeSelectedPlayer);
    m_mergePlayers->setObjectName(QStringLiteral("actionMergePlayers"));

    QMenu *eventMenu = menuBar()->addMenu(tr("Even&t"));
    eventMenu->addActions({ m_actions.newChess, m_actions.newGo, m_actions.open,
        m_actions.duplicate, m_actions.details, m_actions.correct, m_actions.remove });
    eventMenu->addSeparator();
    eventMenu->addActions({ m_actions.preview, m_actions.save });
    eventMenu->addSeparator();
    eventMenu->addActions({ m_actions.print, m_actions.pdf });
    QMenu *reports = eventMenu->addMenu(tr("O&ther reports as PDF"));
    reports->setObjectName(QStringLiteral("reportsMenu"));
    const std::tuple<report::ReportKind, QString, QString> kinds[] = {
        { report::ReportKind::Standings, tr("&Standings…"), QStringLiteral("actionStandings") },
        { report::ReportKind::Crosstable, tr("&Crosstable…"), QStringLiteral("actionCrosstable") },
        { report::ReportKind::RecordSheet, tr("&Record sheet…"),
            QStringLiteral("actionRecordSheet") },
    };
    for (const auto &[kind, title, name] : kinds) {
        QAction *action
            = reports->addAction(title, this, [this, kind = kind] { chooseReportFile(kind); });
        action->setObjectName(name);
        m_reports.emplace_back(kind, action);
    }

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->addAction(m_actions.preview->icon(), tr("&Preview"), this,
        [this] { m_tabs->setCurrentWidget(m_preview); });
    viewMenu->addAction(
        tr("Player &history"), this, [this] { m_tabs->setCurrentWidget(m_history); });
    QAction *eventList = viewMenu->addAction(tr("&Events list"), this, [this] {
        m_eventTable->setFocus();
        if (!m_eventTable->currentIndex().isValid() && m_events->rowCount() > 0)
            m_eventTable->setCurrentIndex(m_events->index(0, 0));
    });
    eventList->setObjectName(QStringLiteral("actionEventList"));
    eventList->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    viewMenu->addAction(tr("Event &being edited"), this, [this] {
        if (m_workspace)
            m_tabs->setCurrentWidget(m_workspace);
    });
    viewMenu->addSeparator();
    QAction *toolBarShown = m_toolBar->toggleViewAction();
    toolBarShown->setText(tr("&Tool bar"));
    viewMenu->addAction(toolBarShown);
    addLanguageMenu(viewMenu);

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *helpAction = helpMenu->addAction(tr("&Contents"), this, &MainWindow::showHelp);
    helpAction->setObjectName(QStringLiteral("actionHelp"));
    helpAction->setShortcut(QKeySequence::HelpContents);
    QAction *aboutAction
        = helpMenu->addAction(tr("&About ratingdesk"), this, &MainWindow::showAbout);
    aboutAction->setObjectName(QStringLiteral("actionAbout"));
    aboutAction->setMenuRole(QAction::AboutRole);
    refreshRecentMenu();
}

void MainWindow::createToolBar()
{
    m_toolBar = addToolBar(tr("Tool bar"));
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addActions({ m_actions.newChess, m_actions.newGo, m_actions.import });
    m_toolBar->addSeparator();
    m_toolBar->addActions({ m_actions.undo, m_actions.redo });
    m_toolBar->addSeparator();
    m_toolBar->addActions({ m_actions.save, m_actions.print });
}

// Window size, splitters and the events list's columns as the user left them.
void MainWindow::restoreLayout()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_splitter->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray());
    m_eventTable->horizontalHeader()->restoreState(
        settings.value(QStringLiteral("window/eventColumns")).toByteArray());
}

void MainWindow::saveLayout()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/splitter"), m_splitter->saveState());
    settings.setValue(
        QStringLiteral("window/eventColumns"), m_eventTable->horizontalHeader()->saveState());
}

// What the Event menu offers follows the chosen event and the database's state.
void MainWindow::updateActions()
{
    const auto chosen = selectedEvent();
    std::optional<store::EventSummary> summary = chosen ? summaryOf(*chosen) : std::nullopt;
    const auto currentId = currentEvent();
    std::optional<store::EventSummary> current = summary;
    if (currentId && currentId != chosen)
        current = summaryOf(*currentId);
    const bool writable = m_database && !m_readOnly;
    const bool rated = summary && summary->status == store::EventStatus::Rated;
    for (QAction *action :
        { m_actions.newChess, m_actions.newGo, m_actions.import, m_actions.loadList })
        action->setEnabled(writable);
    m_addPlayer->setEnabled(writable);
    m_actions.open->setEnabled(summary.has_value());
    m_actions.duplicate->setEnabled(writable && summary);
    m_actions.correct->setEnabled(writable && rated);
    m_actions.remove->setEnabled(writable && current);
    m_actions.exportEvent->setEnabled(current.has_value());
    // Nothing to print without an event; each report only for the system whose form it is.
    m_actions.print->setEnabled(current.has_value());
    m_actions.pdf->setEnabled(current.has_value());
    for (const auto &[kind, action] : m_reports)
        action->setEnabled(current && report::EventReport::fits(kind, current->system));
    const bool editing = m_workspace && m_workspace->mode() != Mode::Rated;
    m_actions.details->setEnabled(writable && editing);
    m_actions.save->setEnabled(writable && (editing || (summary && !rated)));
    m_welcome->setEnabled(writable);
}

bool MainWindow::openDatabase(const QString &path)
{
    auto lock = std::make_unique<store::SessionLock>(path);
    bool readOnly = false;
    if (!lock->acquire()) {
        // Another desktop session holds it: looking is allowed, changing is not.
        const auto holder = store::SessionLock::holderOf(path);
        const QString inUse = holder
            ? store::SessionLock::inUseSentence(path, *holder)
            : tr("%1 is in use by another session.").arg(shownLocation(path));
        const auto answer = QMessageBox::question(this, tr("Database in use"),
            tr("%1\n\nOpen it read-only? You can look at everything, but change nothing.")
                .arg(inUse));
        if (answer != QMessageBox::Yes)
            return false;
        readOnly = true;
        lock.reset();
    }
    std::unique_ptr<store::Database> database;
    try {
        database = std::make_unique<store::Database>(path);
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Cannot open the database"), store::userMessageOf(error));
        return false;
    }
    closeWorkspace();
    m_eventHistory->clear();
    m_editingLocks.reset();
    m_database = std::move(database);
    m_editingLocks = std::make_unique<store::EditingLocks>(*m_database);
    m_lock = std::move(lock);
    m_readOnly = readOnly;
    m_readOnlyLabel->setText(
        readOnly ? tr("Read-only: another session holds this database") : QString());
    statusBar()->showMessage(tr("Database: %1").arg(m_database->location().text()));
    rememberRecent(path);
    refreshPlayers();
    refreshEvents();
    m_preview->clear(tr("Choose an event to see its evaluation."));
    return true;
}

// An empty database opens on the welcome page; it goes once there is a player or an event.
void MainWindow::showWelcomeIfEmpty()
{
    const bool empty
        = m_players->rowCount() == 0 && m_events->rowCount() == 0 && m_search->text().isEmpty();
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
    QDir().mkpath(QFileInfo(path).path());
    if (!openDatabase(path) || !created)
        return;
    for (const char *demo : { ":/demo/club-championship-2026.json", ":/demo/go-club-night.json" })
        importEventDocument(QString::fromLatin1(demo));
}

void MainWindow::refreshPlayers()
{
    m_players->clear();
    if (!m_database)
        return;
    ErrorReport::guard(this, tr("Finding players"), [this] {
        store::PlayerRepository registry(*m_database);
        const std::vector<store::PlayerSummary> found = registry.players(m_search->text());
        // Namesakes are told apart by birth year and federation ids.
        QMap<QString, int> named;
        for (const store::PlayerSummary &player : found)
            ++named[player.name.simplified().toCaseFolded()];
        for (const store::PlayerSummary &player : found) {
            auto *item = new QStandardItem(named.value(player.name.simplified().toCaseFolded()) > 1
                    ? registryPlayerLabel(player)
                    : player.name);
            item->setData(player.id, kIdRole);
            item->setToolTip(player.federationIds.join(QLatin1Char(' ')));
            m_players->appendRow(item);
        }
    });
    showWelcomeIfEmpty();
}

void MainWindow::refreshEvents()
{
    const auto chosen = selectedEvent();
    m_events->removeRows(0, m_events->rowCount());
    m_events->setHorizontalHeaderLabels(
        { tr("No."), tr("Event"), tr("Ends"), tr("System"), tr("Status") });
    if (m_database) {
        ErrorReport::guard(this, tr("Listing the events"), [this] {
            for (const store::EventSummary &summary :
                store::EventRepository(*m_database).allEvents()) {
                const bool rated = summary.status == store::EventStatus::Rated;
                const QString status = !rated ? tr("draft")
                    : summary.hasTypedDraft   ? tr("rated, being corrected")
                                              : tr("rated");
                QList<QStandardItem *> row = { new QStandardItem(QString::number(summary.id)),
                    new QStandardItem(summary.name),
                    new QStandardItem(QLocale().toString(
                        QDate(summary.endDate.year, summary.endDate.month, summary.endDate.day),
                        QLocale::ShortFormat)),
                    new QStandardItem(report::DisplayNames::system(summary.system)),
                    new QStandardItem(status) };
                row.front()->setData(summary.id, kIdRole);
                row.back()->setData(status, kStateRole);
                m_events->appendRow(row);
            }
            showEditorsElsewhere(m_editingLocks->othersEditing());
        });
    }
    showTypedName();
    if (chosen)
        selectEvent(*chosen);
    showWelcomeIfEmpty();
    updateActions();
}

void MainWindow::showTypedName()
{
    if (!m_workspace || m_workspace->mode() != Mode::Draft)
        return;
    for (int row = 0; row < m_events->rowCount(); ++row) {
        if (m_events->item(row, 0)->data(kIdRole).toLongLong() == m_workspace->eventId())
            m_events->item(row, kNameColumn)->setText(eventName(m_workspace->eventId()));
    }
}

// Events other desktops edit are set apart in italics, their status and tooltip saying who
// edits them since when.
void MainWindow::showEditorsElsewhere(const QMap<qint64, store::EditingLocks::Editor> &editors)
{
    for (int row = 0; row < m_events->rowCount(); ++row) {
        const auto editor = editors.find(m_events->item(row, 0)->data(kIdRole).toLongLong());
        const bool elsewhere = editor != editors.end();
        QStandardItem *status = m_events->item(row, kStatusColumn);
        const QString state = status->data(kStateRole).toString();
        status->setText(
            elsewhere ? tr("%1, being edited by %2").arg(state, editor->describe()) : state);
        for (int column = 0; column < m_events->columnCount(); ++column) {
            QStandardItem *item = m_events->item(row, column);
            QFont font = item->font();
            font.setItalic(elsewhere);
            item->setFont(font);
            item->setToolTip(
                elsewhere ? store::EditingLocks::readOnlySentence(*editor) : QString());
        }
    }
}

// On a server the events list follows other desktops' claims while nobody touches it.
void MainWindow::followEditorsElsewhere()
{
    auto *timer = new QTimer(this);
    timer->setInterval(kEditorsIntervalMs);
    connect(timer, &QTimer::timeout, this, [this] {
        if (!m_database || !m_database->onServer())
            return;
        try {
            showEditorsElsewhere(m_editingLocks->othersEditing());
        } catch (const std::exception &) {
            // Said when the user next does something; a dialog every few seconds helps nobody.
        }
    });
    timer->start();
}

std::optional<qint64> MainWindow::selectedEvent() const
{
    const QModelIndex current = m_eventTable->currentIndex();
    if (!current.isValid())
        return std::nullopt;
    return m_events->item(current.row(), 0)->data(kIdRole).toLongLong();
}

std::optional<qint64> MainWindow::currentEvent() const
{
    if (!m_fromEventList && m_workspace && m_tabs->currentWidget() == m_workspace)
        return m_workspace->eventId();
    return selectedEvent();
}

QString MainWindow::eventName(qint64 eventId)
{
    if (m_workspace && m_workspace->eventId() == eventId)
        return QString::fromStdString(m_workspace->draft()->event().event.name);
    const auto summary = summaryOf(eventId);
    return summary ? summary->name : QString();
}

bool MainWindow::refusedWhileUnreadable(qint64 eventId, const QString &title)
{
    if (!m_workspace || m_workspace->eventId() != eventId)
        return false;
    const QStringList unreadable = m_workspace->unreadableFields();
    if (unreadable.isEmpty())
        return false;
    QMessageBox::warning(this, title,
        tr("“%1” is not written while a field holds text that is not part of it:\n%2")
            .arg(eventName(eventId), unreadable.join(QLatin1Char('\n'))));
    return true;
}

std::optional<store::EventSummary> MainWindow::summaryOf(qint64 eventId)
{
    std::optional<store::EventSummary> summary;
    if (m_database)
        ErrorReport::guard(this, tr("Reading the event"),
            [&] { summary = store::EventRepository(*m_database).summary(eventId); });
    return summary;
}

void MainWindow::selectEvent(qint64 eventId)
{
    for (int row = 0; row < m_events->rowCount(); ++row) {
        if (m_events->item(row, 0)->data(kIdRole).toLongLong() == eventId) {
            m_eventTable->setCurrentIndex(m_events->index(row, 0));
            return;
        }
    }
}

void MainWindow::showPlayer(qint64 playerId)
{
    if (!m_database)
        return;
    if (ErrorReport::guard(
            this, tr("Showing the history"), [&] { m_history->showPlayer(*m_database, playerId); }))
        m_tabs->setCurrentWidget(m_history);
}

// The evaluation of the chosen event as it would be saved: for the event being edited, of what
// was typed; a correction with every later rating it changes.
void MainWindow::showPreview()
{
    m_plan.reset();
    const auto eventId = selectedEvent();
    if (!eventId || !m_database)
        return m_preview->clear(tr("Choose an event to see its evaluation."));
    QString why;
    m_plan = planOf(*eventId, &why);
    if (m_plan)
        m_preview->showPlan(*m_plan);
    else
        m_preview->clear(why);
}

std::optional<store::Plan> MainWindow::planOf(qint64 eventId, QString *why)
{
    if (!m_database)
        return std::nullopt;
    const bool edited
        = m_workspace && m_workspace->eventId() == eventId && m_workspace->mode() != Mode::Rated;
    try {
        store::EvaluationService service(*m_database);
        if (!edited)
            return service.preview(eventId);
        m_workspace->flush(); // what is typed, also a date without Enter, is what is rated
        QStringList problems;
        const std::optional<EventInput> event = m_workspace->validEvent(&problems);
        if (!event) {
            if (why)
                *why = tr("Kept as typed; it cannot be rated yet: %1")
                           .arg(problems.join(QLatin1Char(' ')));
            return std::nullopt;
        }
        return m_workspace->mode() == Mode::Correction ? service.previewCorrection(eventId, *event)
                                                       : service.preview(eventId);
    } catch (const std::exception &error) {
        if (why)
            *why = tr("This event cannot be rated: %1")
                       .arg(store::userMessageOf(error, store::DatabaseError::Asked::FromList));
        return std::nullopt;
    }
}

// Ctrl+S: what is typed is kept already; a draft or correction that can be rated is rated and
// saved (after the later ratings it changes are shown), one that cannot says why.
void MainWindow::saveOrStore()
{
    // An event shown read-only because another desktop edited it is read again first: rated as
    // it is now, never as it was when it was opened.
    if (m_workspace && m_workspace->isEditedElsewhere())
        openEvent(m_workspace->eventId());
    if (m_workspace && m_workspace->mode() != Mode::Rated) {
        m_workspace->flush();
        selectEvent(m_workspace->eventId());
        QStringList problems;
        if (!m_workspace->validEvent(&problems)) {
            statusBar()->showMessage(tr("The draft is kept. It cannot be rated yet: %1")
                                         .arg(problems.join(QLatin1Char(' '))),
                10000);
            return;
        }
    }
    showPreview();
    saveEvaluation();
}

bool MainWindow::saveEvaluation()
{
    if (m_workspace)
        m_workspace->flush();
    if (!m_plan || !m_database || m_readOnly)
        return false;
    const qint64 eventId = m_plan->evaluations.front().event.id;
    if (refusedWhileUnreadable(eventId, tr("Save evaluation")))
        return false;
    if (!m_plan->changes.empty()
        && !confirmPlan(tr("Save evaluation"),
            tr("Saving also changes %n rating(s), listed below. Save?", nullptr,
                static_cast<int>(m_plan->changes.size())),
            *m_plan))
        return false;
    // Only the desktop editing the event rates it.
    if (!ErrorReport::guard(this, tr("Saving the evaluation"), [this, eventId] {
            m_editingLocks->whileClaimed(
                eventId, [this] { store::EvaluationService(*m_database).commit(*m_plan); });
        }))
        return false;
    // The tab of the event follows its state at once: rated, shown read-only, free for others.
    if (m_workspace && m_workspace->eventId() == eventId) {
        m_workspace->setMode(Mode::Rated);
        m_tabs->setTabText(m_tabs->indexOf(m_workspace), m_workspace->title());
        releaseClaim(eventId);
    }
    refreshEvents();
    selectEvent(eventId);
    showPreview();
    statusBar()->showMessage(tr("Evaluation saved"), 5000);
    return true;
}

// Every rating a plan changes, listed for the director to accept before anything is written.
bool MainWindow::confirmPlan(const QString &title, const QString &question, const store::Plan &plan)
{
    QStringList lines;
    for (const store::RatingChange &change : plan.changes)
        lines << tr("%1, %2: %3 → %4")
                     .arg(change.event.name, change.playerName,
                         change.storedAfter.isEmpty() ? tr("none")
                                                      : io::ratingStateText(change.storedAfter),
                         change.newAfter.isEmpty() ? tr("none")
                                                   : io::ratingStateText(change.newAfter));
    QMessageBox box(
        QMessageBox::Question, title, question, QMessageBox::Yes | QMessageBox::No, this);
    box.setObjectName(QStringLiteral("impactDialog"));
    box.setInformativeText(lines.isEmpty() ? tr("No other rating changes.")
                                           : lines.mid(0, 12).join(QLatin1Char('\n')));
    if (lines.size() > 12)
        box.setDetailedText(lines.join(QLatin1Char('\n')));
    box.setDefaultButton(QMessageBox::No);
    return box.exec() == QMessageBox::Yes;
}

// Any file the import service reads: an event file (by its suffix) as a draft, a CSV file as
// players after the columns are chosen. Problems are shown by line and nothing is written;
// warnings are shown after the import.
bool MainWindow::importEventDocument(const QString &path)
{
    if (!m_database || m_readOnly)
        return false;
    store::ImportService service(*m_database);
    store::ImportPlan plan;
    if (!ErrorReport::guard(this, tr("Import"), [&] { plan = service.planFile(path); }))
        return false;
    if (plan.kind == store::ImportPlan::Kind::Players && !plan.table.header.isEmpty())
        return importPlayerList(service, plan);
    if (!plan.canWrite()) {
        QMessageBox::warning(this, tr("Import"),
            tr("%1 cannot be imported:\n%2")
                .arg(QDir::toNativeSeparators(path), plan.reportLines().join(QLatin1Char('\n'))));
        return false;
    }
    // Players taken for ones already in the database are shown before anything is written.
    if (!plan.eventMatches.empty()
        && QMessageBox::question(this, tr("Import"),
               tr("%1\n\nImport the event?").arg(plan.reportLines().join(QLatin1Char('\n'))))
            != QMessageBox::Yes)
        return false;
    qint64 eventId = 0;
    if (!ErrorReport::guard(this, tr("Import"), [&] { eventId = service.write(plan).eventId; }))
        return false;
    refreshPlayers();
    refreshEvents();
    selectEvent(eventId);
    // The file's warnings do not stop the import: shown in a window that waits for no answer.
    if (!plan.warnings.isEmpty()) {
        QStringList warnings;
        for (const io::DocumentError &warning : plan.warnings)
            warnings << warning.userText();
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Import"),
            tr("%1 was imported with these warnings:\n%2")
                .arg(QDir::toNativeSeparators(path), warnings.join(QLatin1Char('\n'))),
            QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setModal(false);
        box->show();
    }
    return true;
}

// A player list: shown with its columns' meanings to choose and the service's report, imported
// when every line reads.
bool MainWindow::importPlayerList(store::ImportService &service, const store::ImportPlan &guessed)
{
    PlayerImportDialog dialog(
        guessed.table,
        [this, &service, &guessed](const std::vector<io::PlayerColumn> &columns) {
            store::ImportPlan plan = guessed;
            ErrorReport::guard(this, tr("Import"),
                [&] { plan = service.planPlayers(guessed.fileName, guessed.table, columns); });
            return plan;
        },
        this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    if (!ErrorReport::guard(this, tr("Import"), [&] {
            const store::ImportResult result = service.write(dialog.plan());
            statusBar()->showMessage(result.summary(dialog.plan()), 8000);
        }))
        return false;
    refreshPlayers();
    return true;
}

void MainWindow::chooseImport()
{
    const QString path = chooseFileToOpen(this, tr("Import"), {},
        tr("Events and player lists (*.json *.trf *.h9 *.csv);;Event documents (*.json);;FIDE TRF "
           "(*.trf);;"
           "EGD tables (*.h9);;Player lists (*.csv)"));
    if (!path.isEmpty())
        importEventDocument(path);
}

bool MainWindow::exportEvent(const QString &path, std::optional<io::ExchangeFormat> format)
{
    const auto eventId = currentEvent();
    if (!format)
        format = io::formatOfFile(path);
    if (!eventId || !format || refusedWhileUnreadable(*eventId, tr("Export")))
        return false;
    if (m_workspace)
        m_workspace->flush();
    if (!confirmSubmission(this, *m_database, *eventId, *format,
            [this, id = *eventId](const edit::Location &place) { showEventPlace(id, place); }))
        return false;
    std::optional<QByteArray> written;
    if (!ErrorReport::guard(this, tr("Export"),
            [&] { written = store::exportEvent(*m_database, *eventId, *format); }))
        return false;
    if (!written) {
        QMessageBox::warning(
            this, tr("Export"), tr("This event cannot be written in that format."));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(*written) < 0 || !file.commit()) {
        QMessageBox::warning(
            this, tr("Export"), tr("%1 cannot be written: %2").arg(path, file.errorString()));
        return false;
    }
    return true;
}

void MainWindow::chooseExport()
{
    const auto eventId = currentEvent();
    if (!eventId) {
        QMessageBox::information(this, tr("Export"), tr("Choose an event first."));
        return;
    }
    if (refusedWhileUnreadable(*eventId, tr("Export")))
        return;
    // TRF-2026 shares the suffix .trf with TRF-16: its filter chooses it.
    const QString trf2026 = tr("FIDE TRF-2026 (*.trf)");
    QString chosenFilter;
    const QString path = chooseFileToSave(this, tr("Export “%1”").arg(eventName(*eventId)), {},
        tr("Event documents (*.json);;FIDE TRF (*.trf);;%1;;DSB text (*.txt);;DSB XML (*.xml);;"
           "EGD tables (*.h9)")
            .arg(trf2026),
        &chosenFilter);
    if (!path.isEmpty())
        exportEvent(path,
            chosenFilter == trf2026 ? std::optional(io::ExchangeFormat::Trf2026) : std::nullopt);
}

void MainWindow::showEventMenu(const QPoint &position)
{
    const QModelIndex index = m_eventTable->indexAt(position);
    if (index.isValid())
        m_eventTable->setCurrentIndex(index);
    {
        // The menu's actions act on the list's choice, whatever tab is shown.
        const QScopedValueRollback fromList(m_fromEventList, true);
        updateActions();
        QMenu menu(this);
        menu.addActions(
            { m_actions.open, m_actions.duplicate, m_actions.correct, m_actions.remove });
        menu.exec(m_eventTable->viewport()->mapToGlobal(position));
    }
    updateActions();
}

EventInput MainWindow::contentOf(
    qint64 eventId, bool *typed, QMap<QString, QString> *unfinishedEntries)
{
    store::EventRepository events(*m_database);
    if (const auto kept = events.typedDraft(eventId)) {
        io::TypedDraft draft = io::readTypedDraft(*kept);
        if (draft.read.event) {
            if (typed)
                *typed = true;
            if (unfinishedEntries)
                *unfinishedEntries = draft.unfinishedEntries;
            return std::move(*draft.read.event);
        }
    }
    if (typed)
        *typed = false;
    return events.document(eventId);
}

bool MainWindow::openEvent(qint64 eventId)
{
    if (!m_database)
        return false;
    // An event shown read-only because another desktop edited it is read again: it may be free.
    if (m_workspace && m_workspace->eventId() == eventId && !m_workspace->isEditedElsewhere()) {
        m_tabs->setCurrentWidget(m_workspace);
        return true;
    }
    bool opened = false;
    ErrorReport::guard(this, tr("Opening the event"), [&] {
        const auto summary = store::EventRepository(*m_database).summary(eventId);
        if (!summary)
            return;
        bool typed = false;
        QMap<QString, QString> unfinished;
        EventInput content = contentOf(eventId, &typed, &unfinished);
        const bool rated = summary->status == store::EventStatus::Rated;
        const Mode mode = !rated ? Mode::Draft : typed ? Mode::Correction : Mode::Rated;
        openWorkspace(eventId, static_cast<int>(mode), std::move(content));
        // Once the editor is laid out, so that a cell's editor can open in it.
        if (!unfinished.isEmpty())
            QTimer::singleShot(0, m_workspace, [workspace = m_workspace, unfinished] {
                workspace->restoreUnfinishedEntries(unfinished);
            });
        opened = true;
    });
    return opened;
}

void MainWindow::openWorkspace(qint64 eventId, int mode, EventInput content)
{
    // A draft or correction is edited by one desktop at a time; the others see it read-only.
    // Reopened for editing, the event keeps its claim.
    const bool editing = static_cast<Mode>(mode) != Mode::Rated && !m_readOnly;
    closeWorkspace(editing ? eventId : 0);
    std::optional<store::EditingLocks::Editor> editor;
    if (editing)
        editor = m_editingLocks->claim(eventId);
    m_workspace = new EventWorkspace(
        *m_database, eventId, std::move(content), static_cast<Mode>(mode), this);
    m_workspace->setReadOnlyDatabase(m_readOnly);
    if (editor)
        m_workspace->setEditedElsewhere(store::EditingLocks::readOnlySentence(*editor));
    m_workspace->setRegistryPlayers(store::PlayerRepository(*m_database).players(QString()));
    connect(m_workspace, &EventWorkspace::contentSaved, this, &MainWindow::workspaceSaved);
    connect(m_workspace, &EventWorkspace::saveFailed, this,
        [this](const QString &sentence) { statusBar()->showMessage(sentence); });
    connect(m_workspace, &EventWorkspace::registryChanged, this, &MainWindow::refreshPlayers);
    connect(m_workspace, &EventWorkspace::correctRequested, this,
        [this] { correctEvent(m_workspace->eventId()); });
    connect(m_workspace, &EventWorkspace::discardCorrectionRequested, this,
        &MainWindow::discardCorrection);
    m_undoGroup->addStack(m_workspace->draft()->undoStack());
    m_tabs->addTab(m_workspace, m_workspace->title());
    m_tabs->setCurrentWidget(m_workspace);
    selectEvent(eventId);
    updateActions();
}

void MainWindow::closeWorkspace(qint64 keepClaimOf)
{
    if (!m_workspace)
        return;
    EventWorkspace *closing = m_workspace;
    m_workspace = nullptr;
    closing->flush();
    m_undoGroup->removeStack(closing->draft()->undoStack());
    m_undoGroup->setActiveStack(m_eventHistory);
    m_tabs->removeTab(m_tabs->indexOf(closing));
    const qint64 eventId = closing->eventId();
    delete closing; // stores the last change while the event is still ours
    if (eventId != keepClaimOf)
        releaseClaim(eventId);
}

void MainWindow::releaseClaim(qint64 eventId)
{
    if (!m_editingLocks)
        return;
    try {
        m_editingLocks->release(eventId);
    } catch (const std::exception &) {
        // The server lets the claim go with our connection at the latest.
    }
}

// A change of the event being edited is stored: the list and the preview follow.
void MainWindow::workspaceSaved()
{
    if (!m_workspace)
        return;
    m_tabs->setTabText(m_tabs->indexOf(m_workspace), m_workspace->title());
    showTypedName();
    statusBar()->showMessage(tr("Draft kept"), 2000);
    if (selectedEvent() == m_workspace->eventId())
        showPreview();
}

// The event's particulars for reports and federation files, as one undoable step.
void MainWindow::editEventDetails(const QString &field)
{
    if (!m_workspace || m_workspace->draft()->isReadOnly())
        return;
    EventDraft *draft = m_workspace->draft();
    EventPropertiesDialog dialog(draft->event(), this);
    dialog.showField(field);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const EventProperties properties = dialog.properties();
    draft->apply(
        tr("Event details"), [&](EventInput &event) { event.event.properties = properties; });
}

// Where a problem of the submission check is: the event opened at the player's row and round,
// or at its detail in Event → Details.
void MainWindow::showEventPlace(qint64 eventId, const edit::Location &place)
{
    if (!openEvent(eventId) || !m_workspace)
        return;
    if (place.startNumber == 0 && place.round == 0)
        editEventDetails(place.field);
    else
        m_workspace->showPlace(place);
}

void MainWindow::openSelectedEvent()
{
    if (const auto id = selectedEvent())
        openEvent(*id);
}

qint64 MainWindow::newEvent(RatingSystem system)
{
    if (!m_database || m_readOnly)
        return 0;
    EventInput event;
    event.system = system;
    const QDate today = QDate::currentDate();
    event.event.endDate = toDate(today);
    event.ruleset = defaultRuleSet(system, event.event.endDate).name;
    event.event.name = (system == RatingSystem::Sagc ? tr("Record sheet %1") : tr("Event %1"))
                           .arg(QLocale().toString(today, QLocale::ShortFormat))
                           .toStdString();
    qint64 id = 0;
    if (!ErrorReport::guard(this, tr("Creating the event"), [&] { id = addDraft(event); }))
        return 0;
    refreshEvents();
    selectEvent(id);
    if (openEvent(id))
        m_workspace->focusFirstField();
    return id;
}

// A new draft with `content`, kept as typed from the start.
qint64 MainWindow::addDraft(const EventInput &content)
{
    store::EventRepository events(*m_database);
    store::Transaction transaction(*m_database);
    const qint64 id = events.importEvent(content);
    events.keepTypedDraft(id, io::writeEventDocument(content, false));
    transaction.commit();
    return id;
}

void MainWindow::duplicateSelectedEvent()
{
    const auto id = selectedEvent();
    if (!id || m_readOnly)
        return;
    qint64 copy = 0;
    if (!ErrorReport::guard(this, tr("Duplicating the event"), [&] {
            EventInput content = contentOf(*id);
            content.event.name
                = tr("%1 (copy)").arg(QString::fromStdString(content.event.name)).toStdString();
            // A copy of an imported event comes from the same file, and is exported as it.
            store::Transaction transaction(*m_database);
            copy = addDraft(content);
            store::EventSourceRepository(*m_database).copy(*id, copy);
            transaction.commit();
        }))
        return;
    refreshEvents();
    selectEvent(copy);
    openEvent(copy);
}

// A rated event's correction: its content as a draft kept on the event, which does not change
// until the correction's evaluation is saved.
void MainWindow::correctEvent(qint64 eventId)
{
    const auto summary = summaryOf(eventId);
    if (!summary || summary->status != store::EventStatus::Rated || m_readOnly)
        return;
    bool started = false;
    ErrorReport::guard(this, tr("Correcting the event"), [&] {
        if (m_editingLocks->claim(eventId)) {
            // Another desktop corrects it already: shown as it is there, read-only.
            closeWorkspace();
            openEvent(eventId);
            return;
        }
        bool typed = false;
        EventInput content = contentOf(eventId, &typed);
        if (!typed)
            store::EventRepository(*m_database)
                .keepTypedDraft(eventId, io::writeEventDocument(content, false));
        openWorkspace(eventId, static_cast<int>(Mode::Correction), std::move(content));
        started = true;
    });
    refreshEvents();
    if (!started)
        return;
    statusBar()->showMessage(
        tr("Correcting \"%1\": the rated evaluation stays until the correction is saved.")
            .arg(summary->name),
        8000);
}

void MainWindow::discardCorrection()
{
    if (!m_workspace || m_workspace->mode() != Mode::Correction)
        return;
    const qint64 eventId = m_workspace->eventId();
    if (QMessageBox::question(this, tr("Discard the correction"),
            tr("Discard the correction? The rated event stays as it is."))
        != QMessageBox::Yes)
        return;
    closeWorkspace();
    ErrorReport::guard(this, tr("Discarding the correction"),
        [&] { store::EventRepository(*m_database).discardTypedDraft(eventId); });
    refreshEvents();
    openEvent(eventId);
}

void MainWindow::deleteCurrentEvent()
{
    const auto id = currentEvent();
    if (!id || m_readOnly)
        return;
    const auto summary = summaryOf(*id);
    if (!summary)
        return;
    std::optional<store::EditingLocks::Editor> editor;
    if (!ErrorReport::guard(
            this, tr("Deleting the event"), [&] { editor = m_editingLocks->otherEditorOf(*id); }))
        return;
    if (editor) {
        QMessageBox::information(
            this, tr("Event being edited"), store::EditingLocks::editedElsewhereSentence(*editor));
        return;
    }
    if (summary->status == store::EventStatus::Rated)
        deleteRatedEvent(*summary);
    else
        deleteDraft(*summary);
}

void MainWindow::deleteDraft(const store::EventSummary &event)
{
    const QString name = eventName(event.id);
    const auto answer = QMessageBox::question(this, tr("Delete the draft"),
        tr("Delete the draft \"%1\"? Edit > Undo brings it back while this window is open.")
            .arg(name));
    if (answer != QMessageBox::Yes)
        return;
    EventInput content;
    if (!ErrorReport::guard(this, tr("Deleting the draft"), [&] { content = contentOf(event.id); }))
        return;
    if (m_workspace && m_workspace->eventId() == event.id)
        closeWorkspace();
    m_undoGroup->setActiveStack(m_eventHistory);
    m_eventHistory->push(new DeleteDraftCommand(*this, event.id, std::move(content)));
    statusBar()->showMessage(tr("Draft \"%1\" deleted (%2 brings it back)")
                                 .arg(name, shortcutText(m_actions.undo->shortcut())),
        8000);
}

// A rated event goes only after the director has seen every later rating that changes.
void MainWindow::deleteRatedEvent(const store::EventSummary &event)
{
    store::Plan plan;
    if (!ErrorReport::guard(this, tr("Deleting the event"),
            [&] { plan = store::EvaluationService(*m_database).previewDeletion(event.id); }))
        return;
    if (!confirmPlan(tr("Delete the rated event"),
            tr("Delete the rated event \"%1\"? This cannot be undone; %n later rating(s) change.",
                nullptr, static_cast<int>(plan.changes.size()))
                .arg(event.name),
            plan))
        return;
    if (m_workspace && m_workspace->eventId() == event.id)
        closeWorkspace();
    if (!ErrorReport::guard(this, tr("Deleting the event"), [&] {
            m_editingLocks->whileClaimed(
                event.id, [&] { store::EvaluationService(*m_database).commit(plan); });
        }))
        return;
    refreshEvents();
    statusBar()->showMessage(tr("\"%1\" deleted").arg(event.name), 8000);
}

bool MainWindow::confirmClose()
{
    if (m_workspace)
        m_workspace->flush();
    if (!m_workspace || m_workspace->mode() == Mode::Rated || m_readOnly)
        return true;
    const EventInput &event = m_workspace->draft()->event();
    if (event.chessGames.empty() && event.goGames.empty())
        return true;
    return QMessageBox::question(this, tr("Evaluation not saved"),
               tr("The evaluation of \"%1\" is not saved yet. What you typed is kept and opens "
                  "again from the events list. Quit anyway?")
                   .arg(QString::fromStdString(event.event.name)))
        == QMessageBox::Yes;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!confirmClose()) {
        event->ignore();
        return;
    }
    saveLayout();
    event->accept();
}

// The language of the next start: the system's, or one the application speaks.
void MainWindow::addLanguageMenu(QMenu *viewMenu)
{
    QMenu *menu = viewMenu->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *choices = new QActionGroup(menu);
    const std::pair<QString, QString> languages[] = {
        { QString(), tr("As the &system") },
        { QStringLiteral("en"), QStringLiteral("&English") },
        { QStringLiteral("de"), QStringLiteral("&Deutsch") },
    };
    for (const auto &[code, name] : languages) {
        QAction *action = menu->addAction(name);
        action->setCheckable(true);
        action->setChecked(code == chosenLanguage());
        action->setData(code);
        action->setObjectName(
            QStringLiteral("language_") + (code.isEmpty() ? QStringLiteral("system") : code));
        choices->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] {
            if (code == chosenLanguage())
                return;
            chooseLanguage(code);
            QMessageBox::information(this, tr("Language"),
                tr("ratingdesk speaks the chosen language from its next start."));
        });
    }
}

void MainWindow::printReport()
{
    const auto eventId = currentEvent();
    if (!eventId || refusedWhileUnreadable(*eventId, tr("Print evaluation")))
        return;
    QString why;
    const std::optional<store::Plan> plan = planOf(*eventId, &why);
    if (!plan) {
        QMessageBox::information(this, tr("Print evaluation"), why);
        return;
    }
    QPrinter printer;
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print the evaluation of “%1”").arg(eventName(*eventId)));
    if (dialog.exec() != QDialog::Accepted)
        return;
    const store::PlannedEvaluation &planned = plan->evaluations.front();
    report::EventReport report(planned.input, report::ReportKind::Evaluation);
    report.setEvaluation(planned.evaluation);
    printer.setPageOrientation(report.orientation());
    report.print(printer);
}

std::optional<EventInput> MainWindow::reportedEvent(qint64 eventId)
{
    if (m_workspace && m_workspace->eventId() == eventId)
        return m_workspace->draft()->event();
    std::optional<EventInput> event;
    if (m_database)
        ErrorReport::guard(this, tr("Reading the event"), [&] { event = contentOf(eventId); });
    return event;
}

bool MainWindow::exportReport(const QString &path, report::ReportKind kind)
{
    const auto eventId = currentEvent();
    if (!eventId || refusedWhileUnreadable(*eventId, tr("Reports")))
        return false;
    if (kind == report::ReportKind::Evaluation) {
        const std::optional<store::Plan> plan = planOf(*eventId);
        if (!plan)
            return false;
        const store::PlannedEvaluation &planned = plan->evaluations.front();
        report::EventReport report(planned.input, kind);
        report.setEvaluation(planned.evaluation);
        return report.writePdf(path, report::defaultPaper(QLocale()));
    }
    const std::optional<EventInput> event = reportedEvent(*eventId);
    if (!event || !report::EventReport::fits(kind, event->system))
        return false;
    return report::EventReport(*event, kind).writePdf(path, report::defaultPaper(QLocale()));
}

void MainWindow::chooseReportFile(report::ReportKind kind)
{
    const auto eventId = currentEvent();
    if (!eventId) {
        QMessageBox::information(this, tr("Reports"), tr("Choose an event first."));
        return;
    }
    if (refusedWhileUnreadable(*eventId, tr("Reports")))
        return;
    const std::optional<EventInput> event = reportedEvent(*eventId);
    if (!event)
        return;
    if (!report::EventReport::fits(kind, event->system)) {
        QMessageBox::information(this, tr("Reports"),
            kind == report::ReportKind::RecordSheet
                ? tr("The record sheet is the form of a Go event.")
                : tr("A Go event has no crosstable; its standings and record sheet are printed."));
        return;
    }
    QString why;
    if (kind == report::ReportKind::Evaluation && !planOf(*eventId, &why)) {
        QMessageBox::information(this, tr("Reports"), why);
        return;
    }
    // The event's name is offered as the file's; a name typed without a suffix gets ".pdf".
    const QString name = eventName(*eventId);
    QString path = chooseFileToSave(this, tr("Report of “%1” as PDF").arg(name),
        offeredFileName(name, QStringLiteral("pdf")), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    if (!exportReport(path, kind))
        QMessageBox::warning(
            this, tr("Reports"), tr("%1 cannot be written; choose another place.").arg(path));
}

void MainWindow::newDatabase()
{
    const QString path
        = chooseFileToSave(this, tr("New database"), {}, tr("ratingdesk databases (*.sqlite)"));
    if (!path.isEmpty())
        openDatabase(path);
}

void MainWindow::chooseDatabase()
{
    const QString path
        = chooseFileToOpen(this, tr("Open database"), {}, tr("ratingdesk databases (*.sqlite)"));
    if (!path.isEmpty())
        openDatabase(path);
}

void MainWindow::connectToServer(const QString &given)
{
    store::Location location;
    try {
        location = store::Location::parse(given);
    } catch (const std::exception &) {
        // A URL that does not parse fills nothing in.
    }
    ServerConnectDialog dialog(location, this);
    while (dialog.exec() == QDialog::Accepted) {
        if (openServerDatabase(dialog.url(), dialog.password()))
            return;
        dialog.clearPassword();
    }
}

// A typed password goes where the server's client library looks for it (PGPASSWORD), for as
// long as this process runs and never into the settings; one the server refused is taken back.
bool MainWindow::openServerDatabase(const QString &url, const QString &password)
{
    if (password.isEmpty())
        return openDatabase(url);
    const char *variable = "PGPASSWORD";
    const std::optional<QByteArray> before
        = qEnvironmentVariableIsSet(variable) ? std::optional(qgetenv(variable)) : std::nullopt;
    qputenv(variable, password.toUtf8());
    if (openDatabase(url))
        return true;
    if (before)
        qputenv(variable, *before);
    else
        qunsetenv(variable);
    return false;
}

void MainWindow::rememberRecent(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentDatabases")).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    settings.setValue(QStringLiteral("recentDatabases"), recent.mid(0, kRecentLimit));
    refreshRecentMenu();
}

void MainWindow::refreshRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentDatabases")).toStringList();
    // A server that refuses us (the password of an earlier session is gone) is asked for again.
    for (const QString &path : recent)
        m_recentMenu->addAction(shownLocation(path), this, [this, path] {
            if (!openDatabase(path) && store::Location::isServer(path))
                connectToServer(path);
        });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

// Adds a player (0) or edits one of the registry. A player the database refuses (a federation
// id another player has) is said in a sentence and the dialog opens again as it was typed.
void MainWindow::editPlayer(qint64 playerId)
{
    if (!m_database || m_readOnly)
        return;
    store::PlayerRepository players(*m_database);
    store::PlayerDetails details;
    if (playerId && !ErrorReport::guard(this, tr("Opening the player"), [&] {
            details = players.player(playerId);
        }))
        return;
    PlayerDialog dialog(players, details, this);
    dialog.offerRatingLists(*m_database);
    int answer = QDialog::Rejected;
    while ((answer = dialog.exec()) == QDialog::Accepted) {
        if (ErrorReport::guard(this, tr("Saving the player"), [&] {
                store::Transaction transaction(*m_database);
                players.savePlayer(dialog.player());
                transaction.commit();
            }))
            break;
    }
    // The player as edited in the dialog keeps his name and birth; the other one is merged in.
    if (answer == PlayerDialog::MergeRequested && dialog.mergeWith())
        ErrorReport::guard(this, tr("Merging the players"), [&] {
            mergePlayers(
                store::PlayerMerge(*m_database).mergedDetails(dialog.player(), *dialog.mergeWith()),
                *dialog.mergeWith());
        });
    refreshPlayers();
}

// The player chosen in the list keeps his name and birth; the other one is chosen by name.
void MainWindow::mergeSelectedPlayer()
{
    if (!m_database || m_readOnly)
        return;
    const QModelIndex current = m_playerList->currentIndex();
    if (!current.isValid()) {
        statusBar()->showMessage(tr("Choose the player to keep in the players list first."), 8000);
        return;
    }
    const qint64 keptId = current.data(kIdRole).toLongLong();
    std::vector<store::PlayerSummary> others;
    QStringList labels;
    ErrorReport::guard(this, tr("Merging the players"), [&] {
        for (const store::PlayerSummary &player :
            store::PlayerRepository(*m_database).players(QString())) {
            if (player.id == keptId)
                continue;
            others.push_back(player);
            labels << QStringLiteral("%1, no. %2").arg(registryPlayerLabel(player)).arg(player.id);
        }
    });
    if (others.empty())
        return;
    bool chosen = false;
    const QString label = QInputDialog::getItem(this, tr("Merge players"),
        tr("%1 stays. The player who is the same person:").arg(current.data().toString()), labels,
        0, false, &chosen);
    if (!chosen)
        return;
    const qint64 removedId = others[static_cast<std::size_t>(labels.indexOf(label))].id;
    ErrorReport::guard(this, tr("Merging the players"), [&] {
        mergePlayers(store::PlayerMerge(*m_database).mergedDetails(keptId, removedId), removedId);
    });
}

// A step of Edit > Undo like the others of this window: undone, the players are two again.
void MainWindow::mergePlayers(const store::PlayerDetails &kept, qint64 removedId)
{
    m_eventHistory->push(new MergePlayersCommand(*this, kept, removedId));
}

void MainWindow::showHelp()
{
    QMessageBox::information(this, tr("ratingdesk help"),
        tr("<p><b>Start:</b> import players (File > Import, %1), then Event > New chess "
           "event (%2) or New Go event (%3).</p>"
           "<p><b>Crosstable:</b> type each result from the row's side: opponent, colour, score "
           "(5w1, 12b½, 7w+). Enter, Tab and the arrows move between cells.</p>"
           "<p><b>Record sheet:</b> type White and Black, then Enter adds the line.</p>"
           "<p><b>Rating:</b> the Preview tab shows every number before anything is saved; "
           "Save evaluation (%4) stores it. A rated event is changed with Event > "
           "Correct….</p>"
           "<p>Everything you type is kept at once; undo with %5, redo with %6 or %7.</p>")
            .arg(shortcutText(m_actions.import->shortcut()),
                shortcutText(m_actions.newChess->shortcut()),
                shortcutText(m_actions.newGo->shortcut()), shortcutText(m_actions.save->shortcut()),
                shortcutText(m_actions.undo->shortcut()),
                shortcutText(QKeySequence(Qt::CTRL | Qt::Key_Y)),
                shortcutText(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z))));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About ratingdesk"), aboutText());
}

} // namespace rd::ui
