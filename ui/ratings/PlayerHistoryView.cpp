#include "ui/ratings/PlayerHistoryView.h"

#include "desktop/PlayerQueries.h"
#include "report/DisplayNames.h"
#include "report/PagedPrinter.h"
#include "report/PlayerCard.h"
#include "ui/players/RegistryPlayers.h"
#include "ui/ratings/HistoryChart.h"
#include "ui/ratings/HistoryTableModel.h"
#include "ui/ratings/PlayerGamesModel.h"
#include "ui/ratings/PlayerHistory.h"
#include "ui/widgets/ErrorReport.h"
#include "ui/widgets/FileDialogs.h"
#include "ui/widgets/LayoutMemory.h"
#include "ui/widgets/SortedTable.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace rd::ui {

PlayerHistoryView::PlayerHistoryView(QWidget *parent)
    : QWidget(parent)
    , m_model(new HistoryTableModel(this))
    , m_systemFilter(new QComboBox(this))
    , m_exportButton(new QPushButton(tr("E&xport chart as PNG\u2026"), this))
    , m_cardButton(new QPushButton(tr("Player &card as PDF\u2026"), this))
    , m_table(new SortedTable(m_model, HistoryTableModel::SortRole, this))
    , m_chart(new HistoryChart(this))
    , m_games(new PlayerGamesModel(this))
    , m_gamesTitle(new QLabel(this))
    , m_gamesView(new QTableView(this))
{
    m_systemFilter->setObjectName(QStringLiteral("systemFilter"));
    m_systemFilter->addItem(tr("All systems"));
    for (RatingSystem system : { RatingSystem::Dwz, RatingSystem::Uscf, RatingSystem::Sagc })
        m_systemFilter->addItem(report::DisplayNames::system(system), static_cast<int>(system));
    auto *filterLabel = new QLabel(tr("&System:"), this);
    filterLabel->setBuddy(m_systemFilter);
    connect(m_systemFilter, &QComboBox::currentIndexChanged, this, &PlayerHistoryView::applyFilter);

    m_exportButton->setObjectName(QStringLiteral("exportButton"));
    m_exportButton->setEnabled(false);
    connect(m_exportButton, &QPushButton::clicked, this, &PlayerHistoryView::exportChart);
    m_cardButton->setObjectName(QStringLiteral("cardButton"));
    m_cardButton->setEnabled(false);
    connect(m_cardButton, &QPushButton::clicked, this, &PlayerHistoryView::chooseCardFile);

    QSortFilterProxyModel *sorted = m_table->sorted();
    sorted->setSortLocaleAware(true);
    sorted->setSortCaseSensitivity(Qt::CaseInsensitive);
    sorted->setFilterRole(HistoryTableModel::SystemRole);
    sorted->setFilterKeyColumn(HistoryTableModel::SystemColumn);

    m_table->setObjectName(QStringLiteral("historyTable"));
    m_table->setAccessibleName(tr("Rated events"));
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->sortByColumn(HistoryTableModel::DateColumn, Qt::DescendingOrder);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(
        HistoryTableModel::EventColumn, QHeaderView::Stretch);

    m_chart->setObjectName(QStringLiteral("historyChart"));
    m_chart->setAccessibleName(tr("Rating chart"));

    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("historyTitle"));
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    auto *toolbar = new QHBoxLayout;
    toolbar->addWidget(m_title);
    toolbar->addSpacing(12);
    toolbar->addWidget(filterLabel);
    toolbar->addWidget(m_systemFilter);
    toolbar->addStretch();
    toolbar->addWidget(m_exportButton);
    toolbar->addWidget(m_cardButton);
    // The games of the event chosen in the table, below it.
    m_gamesTitle->setObjectName(QStringLiteral("gamesTitle"));
    m_gamesTitle->setWordWrap(true);
    m_gamesView->setObjectName(QStringLiteral("gamesTable"));
    m_gamesView->setModel(m_games);
    m_gamesView->setAccessibleName(tr("Games in the chosen event"));
    m_gamesView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_gamesView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_gamesView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_gamesView->verticalHeader()->hide();
    m_gamesView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_gamesView->horizontalHeader()->setSectionResizeMode(
        PlayerGamesModel::OpponentColumn, QHeaderView::Stretch);
    // What the numbers of a game are, for a player who reads them for the first time.
    auto *gamesNote = new QLabel(tr("Expected score: the points the two ratings expected of the "
                                    "game. Rating change: what the game brought. A dash: the "
                                    "game changed no rating this way (a forfeit, an opponent "
                                    "without a rating, or a first rating, which comes from all "
                                    "the games together)."),
        this);
    gamesNote->setObjectName(QStringLiteral("gamesNote"));
    gamesNote->setWordWrap(true);
    auto *games = new QWidget(this);
    auto *gamesLayout = new QVBoxLayout(games);
    gamesLayout->setContentsMargins(0, 0, 0, 0);
    gamesLayout->addWidget(m_gamesTitle);
    gamesLayout->addWidget(m_gamesView, 1);
    gamesLayout->addWidget(gamesNote);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &PlayerHistoryView::showGamesOfCurrentEvent);
    connect(m_table->sorted(), &QAbstractItemModel::modelReset, this,
        &PlayerHistoryView::showGamesOfCurrentEvent);
    connect(m_table->sorted(), &QAbstractItemModel::layoutChanged, this,
        &PlayerHistoryView::showGamesOfCurrentEvent);

    auto *splitter = LayoutMemory::keptSplitter(Qt::Vertical, QStringLiteral("historySplitter"),
        { { m_chart, 3 }, { m_table, 2 }, { games, 2 } }, this);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(toolbar);
    layout->addWidget(splitter, 1);
}

desktop::Outcome<desktop::Done> PlayerHistoryView::showPlayer(
    desktop::DatabaseSession &session, qint64 playerId)
{
    desktop::PlayerQueries queries(session);
    const auto stored = queries.player(playerId);
    if (!stored)
        return stored.failure();
    auto entries = loadPlayerHistory(queries, playerId);
    if (!entries)
        return entries.failure();
    const model::PlayerDetails &player = *stored;
    m_queries.emplace(session);
    m_playerId = playerId;
    m_playerName = player.name;
    model::PlayerSummary summary { player.id, player.name, player.birthDate, player.birthYear, {} };
    for (const auto &[kind, value] : player.federationIds) {
        if (!value.isEmpty())
            summary.federationIds << kind + QLatin1Char(':') + value;
    }
    m_title->setText(registryPlayerLabel(summary));
    m_model->setEntries(std::move(*entries));
    applyFilter();
    // The latest event first, with its games.
    if (m_table->sorted()->rowCount() > 0)
        m_table->setCurrentIndex(m_table->sorted()->index(0, HistoryTableModel::EventColumn));
    return desktop::Done {};
}

void PlayerHistoryView::clear()
{
    m_queries.reset();
    m_playerId = 0;
    m_playerName.clear();
    m_title->clear();
    m_model->setEntries({});
    applyFilter();
}

desktop::Outcome<std::vector<model::PlayerGame>> PlayerHistoryView::gamesOf(qint64 eventId) const
{
    if (!m_queries)
        return std::vector<model::PlayerGame> {};
    return m_queries->games(m_playerId, eventId);
}

// The games of the event chosen in the table; a failure to read them is said in their place.
void PlayerHistoryView::showGamesOfCurrentEvent()
{
    const QModelIndex current = m_table->sorted()->mapToSource(m_table->currentIndex());
    if (!current.isValid() || !m_queries) {
        m_games->clear();
        m_gamesTitle->setText(m_model->rowCount() > 0
                ? tr("Choose an event in the table to see the games in it.")
                : QString());
        return;
    }
    const HistoryEntry &entry = m_model->entries()[static_cast<std::size_t>(current.row())];
    auto games = gamesOf(entry.line.eventId);
    if (!games) {
        m_games->clear();
        m_gamesTitle->setText(ErrorReport::sentence(tr("Reading the games"), games.failure()));
        return;
    }
    m_games->setGames(entry.system, std::move(*games));
    m_gamesTitle->setText(
        tr("Games in “%1” (%2)")
            .arg(entry.line.eventName, QLocale().toString(entry.date(), QLocale::ShortFormat)));
}

std::optional<RatingSystem> PlayerHistoryView::selectedSystem() const
{
    const QVariant data = m_systemFilter->currentData();
    return data.isValid() ? std::optional(static_cast<RatingSystem>(data.toInt())) : std::nullopt;
}

void PlayerHistoryView::applyFilter()
{
    const auto system = selectedSystem();
    m_table->sorted()->setFilterRegularExpression(system
            ? QRegularExpression(
                QRegularExpression::anchoredPattern(QString::fromStdString(toString(*system))))
            : QRegularExpression());
    std::vector<HistoryEntry> shown;
    std::copy_if(m_model->entries().begin(), m_model->entries().end(), std::back_inserter(shown),
        [&](const HistoryEntry &entry) { return !system || entry.system == *system; });
    m_exportButton->setEnabled(!shown.empty());
    m_cardButton->setEnabled(!shown.empty());
    m_chart->setEntries(std::move(shown));
}

void PlayerHistoryView::exportChart()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    QString path = chooseFileToSave(this, tr("Export Chart"),
        QDir(folder).filePath(tr("rating-history.png")), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".png");
    if (!m_chart->exportPng(path))
        QMessageBox::warning(this, tr("Export Chart"),
            tr("The chart could not be written to %1.").arg(QDir::toNativeSeparators(path)));
}

bool PlayerHistoryView::writePlayerCard(const QString &path) const
{
    report::PlayerCard card;
    card.playerName = m_playerName;
    card.chart = m_chart->image(QSize(1200, 640));
    const QSortFilterProxyModel *shown = m_table->sorted();
    for (int column = 0; column < shown->columnCount(); ++column)
        card.titles << shown->headerData(column, Qt::Horizontal).toString();
    for (int row = 0; row < shown->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < shown->columnCount(); ++column)
            cells << shown->index(row, column).data().toString();
        card.rows << cells;
        // His games in that event, as the games table shows them.
        const HistoryEntry &entry = m_model->entries()[static_cast<std::size_t>(
            shown->mapToSource(shown->index(row, 0)).row())];
        PlayerGamesModel games;
        auto played = gamesOf(entry.line.eventId);
        if (!played)
            return false;
        games.setGames(entry.system, std::move(*played));
        report::PlayerCard::EventGames event;
        event.title = tr("Games in “%1” (%2)")
                          .arg(entry.line.eventName,
                              QLocale().toString(entry.date(), QLocale::ShortFormat));
        for (int column = 0; column < games.columnCount(); ++column)
            event.titles << games.headerData(column, Qt::Horizontal).toString();
        for (int game = 0; game < games.rowCount(); ++game) {
            QStringList gameCells;
            for (int column = 0; column < games.columnCount(); ++column)
                gameCells << games.index(game, column).data().toString();
            event.rows << gameCells;
        }
        card.games << event;
    }
    return card.writePdf(path, report::systemPaper());
}

void PlayerHistoryView::chooseCardFile()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = chooseFileToSave(this, tr("Player card"),
        QDir(folder).filePath(m_playerName + QStringLiteral(".pdf")), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    if (!writePlayerCard(path))
        QMessageBox::warning(this, tr("Player card"),
            tr("The card could not be written to %1; choose another place.")
                .arg(QDir::toNativeSeparators(path)));
}

} // namespace rd::ui
