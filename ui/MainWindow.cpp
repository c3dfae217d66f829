#include "ui/MainWindow.h"

#include "engine/io/EventDocumentReader.h"
#include "engine/io/EventDocumentWriter.h"
#include "engine/io/ExchangeFormats.h"
#include "engine/rating/RuleSets.h"
#include "ratingdesk/Version.h"
#include "ui/ChessEventEditor.h"
#include "ui/DisplayNames.h"
#include "ui/ErrorReport.h"
#include "ui/EvaluationReport.h"
#include "ui/EventDraft.h"
#include "ui/PlayerDialog.h"
#include "ui/PlayerHistoryView.h"
#include "ui/PlayerImportDialog.h"
#include "ui/PreviewPanel.h"
#include "ui/RecordSheetEditor.h"
#include "ui/WelcomePage.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDate>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSplitter>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace rd::ui {

namespace {

constexpr int kEventIdRole = Qt::UserRole + 1;
constexpr int kRecentLimit = 8;

} // namespace

MainWindow::MainWindow(const QString &databasePath, QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(QStringLiteral("ratingdesk"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/ratingdesk.svg")));
    createWorkArea();
    createMenus();
    resize(1280, 800);
    m_autosave.setSingleShot(true);
    m_autosave.setInterval(250);
    connect(&m_autosave, &QTimer::timeout, this, &MainWindow::saveDraft);
    openDatabase(databasePath.isEmpty() ? store::Database::defaultPath() : databasePath);
}

MainWindow::~MainWindow() = default;

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

void MainWindow::createWorkArea()
{
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("playerSearch"));
    m_search->setPlaceholderText(tr("Find a player by name or federation id"));
    m_search->setClearButtonEnabled(true);
    m_players = new QStandardItemModel(this);
    auto *playerList = new QListView(this);
    playerList->setObjectName(QStringLiteral("playerList"));
    playerList->setModel(m_players);
    playerList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_search, &QLineEdit::textChanged, this, &MainWindow::refreshPlayers);
    // Choosing a player shows his history; Enter or a double click edits him.
    connect(playerList->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &index) {
            if (index.isValid())
                showPlayer(index.data(kEventIdRole).toLongLong());
        });
    connect(playerList, &QListView::activated, this,
        [this](const QModelIndex &index) { editPlayer(index.data(kEventIdRole).toLongLong()); });
    auto *addPlayer = new QPushButton(tr("&Add player…"), this);
    connect(addPlayer, &QPushButton::clicked, this, [this] { editPlayer(0); });

    m_events = new QStandardItemModel(this);
    m_eventTable = new QTableView(this);
    m_eventTable->setObjectName(QStringLiteral("eventTable"));
    m_eventTable->setModel(m_events);
    m_eventTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_eventTable->setSelectionMode(QAbstractItemView::SingleSelection);
    m_eventTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_eventTable->verticalHeader()->hide();
    m_eventTable->horizontalHeader()->setStretchLastSection(true);
    m_eventTable->setWordWrap(false);
    m_eventTable->verticalHeader()->setDefaultSectionSize(m_eventTable->fontMetrics().height() + 6);
    connect(m_eventTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &MainWindow::showPreview);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(new QLabel(tr("<b>Players</b>"), left));
    leftLayout->addWidget(m_search);
    leftLayout->addWidget(playerList, 2);
    leftLayout->addWidget(addPlayer, 0, Qt::AlignRight);
    leftLayout->addWidget(new QLabel(tr("<b>Events</b>"), left));
    leftLayout->addWidget(m_eventTable, 3);

    m_preview = new PreviewPanel(this);
    connect(m_preview, &PreviewPanel::saveRequested, this, &MainWindow::saveEvaluation);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_preview, tr("&Preview"));
    m_history = new PlayerHistoryView(this);
    m_tabs->addTab(m_history, tr("&History"));
    m_welcome = new WelcomePage(this);
    connect(m_welcome, &WelcomePage::importPlayersRequested, this, &MainWindow::chooseImport);
    connect(m_welcome, &WelcomePage::newChessEventRequested, this,
        [this] { newEvent(RatingSystem::Dwz); });
    connect(m_welcome, &WelcomePage::newGoEventRequested, this,
        [this] { newEvent(RatingSystem::Sagc); });
    connect(m_welcome, &WelcomePage::demoRequested, this, &MainWindow::openDemo);
    m_welcome->hide();

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({ 380, 820 });
    setCentralWidget(splitter);
}

void MainWindow::createMenus()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(tr("&New database…"), this, &MainWindow::newDatabase)
        ->setShortcut(QKeySequence::New);
    fileMenu->addAction(tr("&Open database…"), this, &MainWindow::chooseDatabase)
        ->setShortcut(QKeySequence::Open);
    m_recentMenu = fileMenu->addMenu(tr("&Recent databases"));
    fileMenu->addSeparator();
    fileMenu->addAction(tr("New &DWZ tournament"), this, [this] { newEvent(RatingSystem::Dwz); });
    fileMenu->addAction(
        tr("New &US Chess section"), this, [this] { newEvent(RatingSystem::Uscf); });
    fileMenu->addAction(tr("New &Go record sheet"), this, [this] { newEvent(RatingSystem::Sagc); });
    fileMenu->addSeparator();
    QAction *importAction = fileMenu->addAction(tr("&Import…"), this, &MainWindow::chooseImport);
    importAction->setObjectName(QStringLiteral("actionImport"));
    importAction->setShortcut(QKeySequence(tr("Ctrl+I")));
    fileMenu->addAction(tr("&Export event…"), this, &MainWindow::chooseExport)
        ->setShortcut(QKeySequence(tr("Ctrl+E")));
    fileMenu->addSeparator();
    fileMenu->addAction(tr("&Print evaluation…"), this, &MainWindow::printReport)
        ->setShortcut(QKeySequence::Print);
    fileMenu->addAction(tr("Evaluation as P&DF…"), this, &MainWindow::chooseReportFile);
    fileMenu->addSeparator();
    // Quitting closes the window, which asks about an unsaved evaluation first.
    QAction *quitAction = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quitAction->setObjectName(QStringLiteral("actionQuit"));
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setMenuRole(QAction::QuitRole);

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *aboutAction
        = helpMenu->addAction(tr("&About ratingdesk"), this, &MainWindow::showAbout);
    aboutAction->setObjectName(QStringLiteral("actionAbout"));
    aboutAction->setMenuRole(QAction::AboutRole);
    refreshRecentMenu();
}

bool MainWindow::openDatabase(const QString &path)
{
    try {
        auto database = std::make_unique<store::Database>(path);
        m_database = std::move(database);
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Cannot open the database"), store::userMessageOf(error));
        return false;
    }
    statusBar()->showMessage(tr("Database: %1").arg(QDir::toNativeSeparators(path)));
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
        m_tabs->insertTab(0, m_welcome, tr("&Welcome"));
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
        for (const store::PlayerSummary &player : registry.players(m_search->text())) {
            auto *item = new QStandardItem(player.name);
            item->setData(player.id, kEventIdRole);
            item->setToolTip(player.federationIds.join(QLatin1Char(' ')));
            m_players->appendRow(item);
        }
    });
    showWelcomeIfEmpty();
}

void MainWindow::refreshEvents()
{
    m_events->clear();
    m_events->setHorizontalHeaderLabels(
        { tr("No."), tr("Event"), tr("Ends"), tr("System"), tr("Status") });
    if (!m_database)
        return;
    ErrorReport::guard(this, tr("Listing the events"), [this] {
        for (const store::EventSummary &summary : store::EventRepository(*m_database).allEvents()) {
            QList<QStandardItem *> row = { new QStandardItem(QString::number(summary.id)),
                new QStandardItem(summary.name),
                new QStandardItem(QString::fromStdString(summary.endDate.toIso())),
                new QStandardItem(DisplayNames::system(summary.system)),
                new QStandardItem(
                    summary.status == store::EventStatus::Rated ? tr("rated") : tr("draft")) };
            row.front()->setData(summary.id, kEventIdRole);
            m_events->appendRow(row);
        }
    });
    m_eventTable->resizeColumnsToContents();
    showWelcomeIfEmpty();
}

std::optional<qint64> MainWindow::selectedEvent() const
{
    const QModelIndex current = m_eventTable->currentIndex();
    if (!current.isValid())
        return std::nullopt;
    return m_events->item(current.row(), 0)->data(kEventIdRole).toLongLong();
}

void MainWindow::selectEvent(qint64 eventId)
{
    for (int row = 0; row < m_events->rowCount(); ++row) {
        if (m_events->item(row, 0)->data(kEventIdRole).toLongLong() == eventId) {
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

void MainWindow::showPreview()
{
    m_plan.reset();
    const auto eventId = selectedEvent();
    if (!eventId || !m_database)
        return m_preview->clear(tr("Choose an event to see its evaluation."));
    try {
        store::EvaluationService service(*m_database);
        m_plan = service.preview(*eventId);
        m_preview->showPlan(*m_plan);
    } catch (const std::exception &error) {
        m_preview->clear(tr("This event cannot be rated: %1").arg(store::userMessageOf(error)));
    }
}

bool MainWindow::saveEvaluation()
{
    if (!m_plan || !m_database)
        return false;
    if (!m_plan->changes.empty()) {
        const auto answer = QMessageBox::question(this, tr("Save evaluation"),
            tr("Saving also changes %n rating(s) of later events, as listed under the table. Save?",
                nullptr, static_cast<int>(m_plan->changes.size())));
        if (answer != QMessageBox::Yes)
            return false;
    }
    const qint64 eventId = m_plan->evaluations.front().event.id;
    if (!ErrorReport::guard(this, tr("Saving the evaluation"),
            [this] { store::EvaluationService(*m_database).commit(*m_plan); }))
        return false;
    refreshEvents();
    selectEvent(eventId);
    statusBar()->showMessage(tr("Evaluation saved"), 5000);
    return true;
}

// Any file the import service reads: an event file (by its suffix) as a draft, a CSV file as
// players after the columns are chosen. Problems are shown by line and nothing is written.
bool MainWindow::importEventDocument(const QString &path)
{
    if (!m_database)
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
    const QString path = QFileDialog::getOpenFileName(this, tr("Import"), {},
        tr("Events and player lists (*.json *.trf *.h9 *.csv);;Event documents (*.json);;FIDE TRF "
           "(*.trf);;"
           "EGD tables (*.h9);;Player lists (*.csv)"));
    if (!path.isEmpty())
        importEventDocument(path);
}

bool MainWindow::exportEvent(const QString &path)
{
    const auto eventId = selectedEvent();
    const auto format = io::formatOfFile(path);
    if (!eventId || !format)
        return false;
    std::optional<QByteArray> written;
    if (!ErrorReport::guard(this, tr("Export"), [&] {
            written
                = io::writeEvent(*format, store::EventRepository(*m_database).document(*eventId));
        }))
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
    if (!selectedEvent()) {
        QMessageBox::information(this, tr("Export"), tr("Choose an event first."));
        return;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export event"), {},
        tr("Event documents (*.json);;FIDE TRF (*.trf);;DSB text (*.txt);;DSB XML (*.xml);;EGD "
           "tables (*.h9)"));
    if (!path.isEmpty())
        exportEvent(path);
}

bool MainWindow::editEvent(qint64 eventId)
{
    bool opened = false;
    ErrorReport::guard(this, tr("Opening the draft"), [&] { opened = openEditor(eventId); });
    return opened;
}

bool MainWindow::openEditor(qint64 eventId)
{
    if (!m_database)
        return false;
    store::EventRepository events(*m_database);
    const auto summary = events.summary(eventId);
    if (!summary || summary->status != store::EventStatus::Draft) {
        statusBar()->showMessage(tr("Only a draft can be edited; a rated event is corrected by "
                                    "deleting it and importing it again."),
            8000);
        return false;
    }
    if (m_autosave.isActive())
        saveDraft();
    delete m_editor;
    m_editor = nullptr;
    m_draft = std::make_unique<EventDraft>(events.document(eventId));
    m_draftEvent = eventId;
    if (summary->system == RatingSystem::Sagc) {
        m_editor = new RecordSheetEditor(m_draft.get(), this);
    } else {
        auto *editor = new ChessEventEditor(*m_draft, this);
        QStringList names;
        for (const store::PlayerSummary &player :
            store::PlayerRepository(*m_database).players(QString()))
            names << player.name;
        editor->setRegistryNames(names);
        m_editor = editor;
    }
    connect(m_draft.get(), &EventDraft::changed, &m_autosave, qOverload<>(&QTimer::start));
    m_tabs->addTab(m_editor, tr("&Edit: %1").arg(summary->name));
    m_tabs->setCurrentWidget(m_editor);
    return true;
}

qint64 MainWindow::newEvent(RatingSystem system)
{
    qint64 id = 0;
    ErrorReport::guard(this, tr("Creating the event"), [&] { id = createEvent(system); });
    return id;
}

qint64 MainWindow::createEvent(RatingSystem system)
{
    EventInput event;
    event.system = system;
    const QDate today = QDate::currentDate();
    event.event.endDate = Date { today.year(), today.month(), today.day() };
    event.ruleset = defaultRuleSet(system, event.event.endDate).name;
    event.event.name = (system == RatingSystem::Sagc ? tr("Record sheet %1") : tr("Event %1"))
                           .arg(today.toString(Qt::ISODate))
                           .toStdString();
    store::EventRepository events(*m_database);
    qint64 id = 0;
    {
        store::Transaction transaction(*m_database);
        id = events.importEvent(event);
        transaction.commit();
    }
    refreshEvents();
    selectEvent(id);
    editEvent(id);
    return id;
}

// Drafts are kept as they are typed, as long as they are a valid event document; the preview
// then follows the change.
void MainWindow::saveDraft()
{
    if (!m_draft || !m_database)
        return;
    const io::EventReadResult checked
        = io::readEventDocument(io::writeEventDocument(m_draft->event(), false));
    if (!checked.event) {
        QStringList lines;
        for (const io::DocumentError &error : checked.errors)
            lines << error.toString();
        m_preview->clear(tr("Not saved yet: %1").arg(lines.join(QStringLiteral("; "))));
        return;
    }
    // Saved as the user types: a failure is shown beside the work, not in a dialog per key.
    try {
        store::EventRepository events(*m_database);
        store::Transaction transaction(*m_database);
        events.replaceEvent(m_draftEvent, m_draft->event());
        transaction.commit();
    } catch (const std::exception &error) {
        m_preview->clear(ErrorReport::sentence(tr("Saving the draft"), error));
        return;
    }
    statusBar()->showMessage(tr("Draft saved"), 2000);
    if (selectedEvent() == m_draftEvent)
        showPreview();
}

bool MainWindow::confirmClose()
{
    if (m_autosave.isActive())
        saveDraft();
    if (!m_database || !m_draftEvent)
        return true;
    std::optional<store::EventSummary> summary;
    ErrorReport::guard(this, tr("Closing"),
        [&] { summary = store::EventRepository(*m_database).summary(m_draftEvent); });
    if (!summary || summary->status != store::EventStatus::Draft || !m_draft
        || (m_draft->event().chessGames.empty() && m_draft->event().goGames.empty()))
        return true;
    return QMessageBox::question(this, tr("Evaluation not saved"),
               tr("The evaluation of \"%1\" is not saved yet (the draft is kept). Quit anyway?")
                   .arg(summary->name))
        == QMessageBox::Yes;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (confirmClose())
        event->accept();
    else
        event->ignore();
}

void MainWindow::printReport()
{
    if (!m_plan)
        return;
    QPrinter printer;
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const store::PlannedEvaluation &planned = m_plan->evaluations.front();
    EvaluationReport(planned.input, planned.evaluation).print(printer);
}

bool MainWindow::exportReport(const QString &path)
{
    if (!m_plan)
        return false;
    const store::PlannedEvaluation &planned = m_plan->evaluations.front();
    return EvaluationReport(planned.input, planned.evaluation).writePdf(path);
}

void MainWindow::chooseReportFile()
{
    if (!m_plan) {
        QMessageBox::information(this, tr("Evaluation report"), tr("Choose an event first."));
        return;
    }
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Evaluation as PDF"), {}, tr("PDF files (*.pdf)"));
    if (!path.isEmpty() && !exportReport(path))
        QMessageBox::warning(this, tr("Evaluation report"), tr("%1 cannot be written.").arg(path));
}

void MainWindow::newDatabase()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("New database"), {}, tr("ratingdesk databases (*.sqlite)"));
    if (!path.isEmpty())
        openDatabase(path);
}

void MainWindow::chooseDatabase()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open database"), {}, tr("ratingdesk databases (*.sqlite)"));
    if (!path.isEmpty())
        openDatabase(path);
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
    for (const QString &path : recent)
        m_recentMenu->addAction(
            QDir::toNativeSeparators(path), this, [this, path] { openDatabase(path); });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

// Adds a player (0) or edits one of the registry.
void MainWindow::editPlayer(qint64 playerId)
{
    if (!m_database)
        return;
    store::PlayerRepository players(*m_database);
    store::PlayerDetails details;
    if (playerId && !ErrorReport::guard(this, tr("Opening the player"), [&] {
            details = players.player(playerId);
        }))
        return;
    PlayerDialog dialog(players, details, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    ErrorReport::guard(this, tr("Saving the player"), [&] {
        store::Transaction transaction(*m_database);
        players.savePlayer(dialog.player());
        transaction.commit();
    });
    refreshPlayers();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About ratingdesk"), aboutText());
}

} // namespace rd::ui
