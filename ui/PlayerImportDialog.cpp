#include "ui/PlayerImportDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rd::ui {

namespace {

constexpr int kPreviewRows = 8;

} // namespace

PlayerImportDialog::PlayerImportDialog(io::CsvTable table, Planner planner, QWidget *parent)
    : QDialog(parent)
    , m_table(std::move(table))
    , m_planner(std::move(planner))
    , m_preview(new QTableWidget(this))
    , m_reportList(new QListWidget(this))
    , m_summary(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Import players"));
    const int columns = static_cast<int>(m_table.header.size());
    const std::vector<io::PlayerColumn> guessed = io::guessPlayerColumns(m_table.header);
    m_preview->setColumnCount(columns);
    m_preview->setRowCount(
        static_cast<int>(std::min<qsizetype>(kPreviewRows, m_table.rows.size())) + 1);
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->setHorizontalHeaderLabels(m_table.header);
    // The first row holds the choice of meaning for each column.
    for (int c = 0; c < columns; ++c) {
        auto *choice = new QComboBox(m_preview);
        choice->setObjectName(QStringLiteral("columnChoice%1").arg(c + 1));
        // Every meaning in the order of PlayerColumn, from Ignore to SagcIndex.
        for (int meaning = 0; meaning <= static_cast<int>(io::PlayerColumn::SagcIndex); ++meaning)
            choice->addItem(io::columnTitle(static_cast<io::PlayerColumn>(meaning)), meaning);
        choice->setCurrentIndex(choice->findData(static_cast<int>(guessed[std::size_t(c)])));
        connect(choice, &QComboBox::currentIndexChanged, this, &PlayerImportDialog::check);
        m_preview->setCellWidget(0, c, choice);
        m_choices.push_back(choice);
        for (int r = 0; r + 1 < m_preview->rowCount(); ++r)
            m_preview->setItem(r + 1, c, new QTableWidgetItem(m_table.rows[r].value(c)));
    }
    m_preview->setVerticalHeaderLabels(QStringList { tr("meaning") } + [&] {
        QStringList lines;
        for (int r = 0; r + 1 < m_preview->rowCount(); ++r)
            lines << tr("line %1").arg(m_table.lines.value(r));
        return lines;
    }());
    m_preview->resizeColumnsToContents();
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(
        tr("Choose what each column holds (%1, %n line(s)).", nullptr, int(m_table.rows.size()))
            .arg(m_table.encoding),
        this));
    layout->addWidget(m_preview, 3);
    layout->addWidget(m_summary);
    layout->addWidget(m_reportList, 1);
    layout->addWidget(m_buttons);
    resize(900, 520);
    // Tab goes through the choices from left to right, then the lines, the report and the
    // buttons; inside the table the arrows move.
    m_preview->setTabKeyNavigation(false);
    QList<QWidget *> chain(m_choices.begin(), m_choices.end());
    chain << m_preview << m_reportList << m_buttons;
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);
    if (!m_choices.empty())
        m_choices.front()->setFocus();
    check();
}

std::vector<io::PlayerColumn> PlayerImportDialog::columns() const
{
    std::vector<io::PlayerColumn> meanings;
    for (const QComboBox *choice : m_choices)
        meanings.push_back(static_cast<io::PlayerColumn>(choice->currentData().toInt()));
    return meanings;
}

void PlayerImportDialog::setColumn(int column, io::PlayerColumn meaning)
{
    QComboBox *choice = m_choices.at(std::size_t(column));
    choice->setCurrentIndex(choice->findData(static_cast<int>(meaning)));
}

void PlayerImportDialog::check()
{
    m_plan = m_planner(columns());
    m_reportList->clear();
    m_reportList->addItems(m_plan.reportLines());
    const bool hasName
        = std::any_of(m_choices.begin(), m_choices.end(), [](const QComboBox *choice) {
              return choice->currentData().toInt() == static_cast<int>(io::PlayerColumn::Name);
          });
    const int players = static_cast<int>(m_plan.players.size());
    if (!hasName)
        m_summary->setText(tr("Choose the column with the names."));
    else if (m_plan.canWrite())
        m_summary->setText(tr("%n player(s) ready to import:", nullptr, players));
    else
        m_summary->setText(
            tr("%n line(s) to put right first:", nullptr, int(m_plan.problems.size())));
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(hasName && m_plan.canWrite() && players > 0);
}

} // namespace rd::ui
