#include "ui/players/PlayerViewWindow.h"

#include "desktop/DatabaseSession.h"
#include "desktop/PlayerOperations.h"
#include "ui/players/PlayerListModel.h"
#include "ui/ratings/PlayerHistoryView.h"
#include "ui/widgets/ErrorReport.h"
#include "ui/window/HelpMenu.h"
#include "ui/window/LanguageMenu.h"

#include <QAction>
#include <QCloseEvent>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

namespace rd::ui {

namespace {

// Down or Enter in the search goes to the players found, the first one chosen.
class SearchKeys : public QObject {
public:
    SearchKeys(QLineEdit *search, QListView *list)
        : QObject(search)
        , m_list(list)
    {
        search->installEventFilter(this);
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() != QEvent::KeyPress)
            return QObject::eventFilter(watched, event);
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key != Qt::Key_Down && key != Qt::Key_Return && key != Qt::Key_Enter)
            return false;
        if (m_list->model()->rowCount() == 0)
            return true;
        m_list->setFocus();
        if (!m_list->currentIndex().isValid())
            m_list->setCurrentIndex(m_list->model()->index(0, 0));
        return true;
    }

private:
    QListView *m_list;
};

} // namespace

PlayerViewWindow::PlayerViewWindow(
    desktop::DatabaseSession &session, Closing closing, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_players(std::make_unique<desktop::PlayerOperations>(session))
    , m_search(new QLineEdit(this))
    , m_found(new PlayerListModel(session, *m_players, this))
    , m_list(new QListView(this))
    , m_history(new PlayerHistoryView(this))
    , m_closing(closing)
{
    setObjectName(QStringLiteral("playerViewWindow"));
    setWindowTitle(tr("ratingdesk – Player view"));
    m_search->setObjectName(QStringLiteral("playerSearch"));
    m_search->setPlaceholderText(tr("Type any part of your name"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Find a player"));
    m_list->setObjectName(QStringLiteral("playerList"));
    m_list->setModel(m_found);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setUniformItemSizes(true);
    m_list->setAccessibleName(tr("Players found"));
    m_history->setObjectName(QStringLiteral("playerHistory"));
    new SearchKeys(m_search, m_list);
    connect(m_search, &QLineEdit::textChanged, m_found, &PlayerListModel::setSearch);
    // Choosing a player shows his history; nothing opens an editor.
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &index) {
            if (index.isValid())
                showPlayer(index.data(PlayerListModel::kIdRole).toLongLong());
        });

    auto *label = new QLabel(tr("&Find your name:"), this);
    label->setBuddy(m_search);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->addWidget(label);
    leftLayout->addWidget(m_search);
    leftLayout->addWidget(m_list, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(m_history);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({ 300, 980 });
    setCentralWidget(splitter);
    createMenus();
    statusBar()->showMessage(tr("Player view of %1: it only shows, nothing is changed.")
                                 .arg(QFileInfo(session.path()).fileName()));
    resize(1280, 720);
    m_search->setFocus();
}

PlayerViewWindow::~PlayerViewWindow() = default;

// Only what shows: the card and the chart as files, the language, leaving and quitting, the
// user guide.
void PlayerViewWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *card = file->addAction(
        tr("Player &card as PDF…"), m_history, &PlayerHistoryView::chooseCardFile);
    card->setObjectName(QStringLiteral("actionPlayerCard"));
    card->setShortcut(QKeySequence::Print);
    file->addSeparator();
    QAction *quit
        = file->addAction(m_closing == Closing::Quits ? tr("&Quit") : tr("&Close the player view…"),
            this, &QWidget::close);
    quit->setObjectName(QStringLiteral("actionQuit"));
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *leave
        = view->addAction(tr("L&eave player view…"), this, &PlayerViewWindow::askToLeave);
    leave->setObjectName(QStringLiteral("actionLeavePlayerView"));
    view->addSeparator();
    (new LanguageMenu(this))->addTo(view);

    (new HelpMenu([] { return UserGuide::Chapter::PlayerView; }, this))
        ->addTo(menuBar()->addMenu(tr("&Help")));
}

void PlayerViewWindow::showPlayer(qint64 playerId)
{
    if (m_session.isOpen())
        ErrorReport::succeeded(
            this, tr("Showing the history"), m_history->showPlayer(m_session, playerId));
}

void PlayerViewWindow::showPlayerById(qint64 playerId)
{
    if (!m_session.isOpen())
        return;
    const auto player = m_players->player(playerId);
    if (!ErrorReport::succeeded(this, tr("Showing the history"), player))
        return;
    m_search->setText(player->name.section(QLatin1Char(','), 0, 0).trimmed());
    for (int row = 0; row < m_found->rowCount(); ++row) {
        const QModelIndex index = m_found->index(row, 0);
        if (index.data(PlayerListModel::kIdRole).toLongLong() == playerId) {
            m_list->setCurrentIndex(index);
            m_list->setFocus();
            return;
        }
    }
}

void PlayerViewWindow::askToLeave()
{
    const auto answer = QMessageBox::question(this, tr("Leave the player view"),
        tr("Leave the player view for the whole program? There events and players can be "
           "changed and deleted: leave only if you look after this club's ratings."),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    if (answer != QMessageBox::Yes)
        return;
    m_left = true;
    emit leaveRequested();
}

// Closing a player view opened from the main window is leaving it: asked once the window is
// back in its event loop, and closed by the main window when the user agrees.
void PlayerViewWindow::closeEvent(QCloseEvent *event)
{
    if (m_closing == Closing::Leaves && !m_left) {
        event->ignore();
        QTimer::singleShot(0, this, &PlayerViewWindow::askToLeave);
        return;
    }
    event->accept();
}

} // namespace rd::ui
