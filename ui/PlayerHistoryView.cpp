#include "ui/PlayerHistoryView.h"

#include "desktop/PlayerQueries.h"
#include "report/DisplayNames.h"
#include "report/PagedPrinter.h"
#include "report/PlayerCard.h"
#include "ui/FileDialogs.h"
#include "ui/HistoryChart.h"
#include "ui/HistoryTableModel.h"
#include "ui/LayoutMemory.h"
#include "ui/PlayerHistory.h"
#include "ui/RegistryPlayers.h"
#include "ui/SortedTable.h"

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
    auto *splitter = LayoutMemory::keptSplitter(
        Qt::Vertical, QStringLiteral("historySplitter"), { { m_chart, 3 }, { m_table, 2 } }, this);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(toolbar);
    layout->addWidget(splitter, 1);
}

void PlayerHistoryView::showPlayer(store::Database &database, qint64 playerId)
{
    const store::PlayerDetails player = desktop::PlayerQueries(database).player(playerId);
    m_playerName = player.name;
    store::PlayerSummary summary { player.id, player.name, player.birthDate, player.birthYear, {} };
    for (const auto &[kind, value] : player.federationIds) {
        if (!value.isEmpty())
            summary.federationIds << kind + QLatin1Char(':') + value;
    }
    m_title->setText(registryPlayerLabel(summary));
    m_model->setEntries(loadPlayerHistory(database, playerId));
    applyFilter();
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
    }
    return card.writePdf(path, report::defaultPaper(QLocale()));
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
