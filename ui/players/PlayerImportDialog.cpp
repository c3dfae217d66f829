#include "ui/players/PlayerImportDialog.h"

#include "report/DisplayNames.h"

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

// A player's value for one meaning as he was read, written as the user's locale writes dates
// and numbers.
QString valueAsRead(const io::CsvPlayer &player, io::PlayerColumn meaning)
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    const auto &[dwz, uscf, sagc] = player.startingRatings;
    const auto number = [&](const std::optional<double> &value) {
        return value ? locale.toString(*value, 'g', QLocale::FloatingPointShortest) : QString();
    };
    const auto id = [&](const char *kind) {
        const auto found = player.federationIds.find(QLatin1String(kind));
        return found == player.federationIds.end() ? QString() : found->second;
    };
    switch (meaning) {
    case io::PlayerColumn::Ignore:
        return {};
    case io::PlayerColumn::Name:
    case io::PlayerColumn::Surname:
    case io::PlayerColumn::GivenName:
        return player.name;
    case io::PlayerColumn::BirthDate:
        return player.birthDate
            ? report::DisplayNames::date(QString::fromStdString(player.birthDate->toIso()))
            : QString();
    case io::PlayerColumn::BirthYear:
        return player.birthYear ? QString::number(*player.birthYear) : QString();
    case io::PlayerColumn::Sex:
        return player.sex;
    case io::PlayerColumn::Title:
        return player.title;
    case io::PlayerColumn::Federation:
        return player.federation;
    case io::PlayerColumn::DsbId:
        return id("dsb");
    case io::PlayerColumn::UscfId:
        return id("uscf");
    case io::PlayerColumn::FideId:
        return id("fide");
    case io::PlayerColumn::SagcHandle:
        return id("sagc");
    case io::PlayerColumn::Dwz:
        return number(dwz ? dwz->rating : std::nullopt);
    case io::PlayerColumn::DwzIndex:
        // Index 0 is the state's "no index given" (DWZ 4.9.3 counts from 1).
        return number(dwz && dwz->index > 0 ? std::optional<double>(dwz->index) : std::nullopt);
    case io::PlayerColumn::DwzEvaluated:
        return dwz && dwz->lastEvaluated
            ? report::DisplayNames::date(QString::fromStdString(dwz->lastEvaluated->toIso()))
            : QString();
    case io::PlayerColumn::Uscf:
        return number(uscf ? uscf->rating : std::nullopt);
    case io::PlayerColumn::UscfGames:
        return number(uscf ? uscf->games : std::nullopt);
    case io::PlayerColumn::UscfAdult:
        return uscf && uscf->adult ? PlayerImportDialog::tr("yes") : QString();
    case io::PlayerColumn::SagcRank:
        return sagc ? QString::fromStdString(sagc->rank.toString()) : QString();
    case io::PlayerColumn::SagcIndex:
        return number(sagc ? std::optional<double>(sagc->index) : std::nullopt);
    case io::PlayerColumn::Club:
        return player.club;
    }
    return {};
}

} // namespace

PlayerImportDialog::PlayerImportDialog(io::CsvTable table, Planner planner, QWidget *parent)
    : QDialog(parent)
    , m_table(std::move(table))
    , m_planner(std::move(planner))
    , m_preview(new QTableWidget(this))
    , m_reading(new QLabel(this))
    , m_asRead(new QTableWidget(this))
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
        for (const io::PlayerColumn meaning : io::kPlayerColumns)
            choice->addItem(io::columnTitle(meaning), static_cast<int>(meaning));
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
    m_reading->setObjectName(QStringLiteral("reading"));
    m_reading->setWordWrap(true);
    m_asRead->setObjectName(QStringLiteral("asRead"));
    m_asRead->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_asRead->setTabKeyNavigation(false);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(
        tr("Choose what each column holds (%1, %n line(s)).", nullptr, int(m_table.rows.size()))
            .arg(m_table.encoding),
        this));
    layout->addWidget(m_preview, 3);
    auto *asReadTitle = new QLabel(tr("How the first lines are read:"), this);
    asReadTitle->setBuddy(m_asRead);
    layout->addWidget(asReadTitle);
    layout->addWidget(m_reading);
    layout->addWidget(m_asRead, 2);
    layout->addWidget(m_summary);
    layout->addWidget(m_reportList, 1);
    layout->addWidget(m_buttons);
    resize(900, 640);
    // Tab goes through the choices from left to right, then the lines, the report and the
    // buttons; inside the table the arrows move.
    m_preview->setTabKeyNavigation(false);
    QList<QWidget *> chain(m_choices.begin(), m_choices.end());
    chain << m_preview << m_asRead << m_reportList << m_buttons;
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
    showAsRead();
    const std::vector<io::PlayerColumn> chosen = columns();
    const bool hasName = std::any_of(chosen.begin(), chosen.end(), [](io::PlayerColumn meaning) {
        return meaning == io::PlayerColumn::Name || meaning == io::PlayerColumn::Surname;
    });
    const int players = m_plan.playerCount();
    if (!hasName)
        m_summary->setText(tr("Choose the column with the names."));
    else if (m_plan.canWrite())
        m_summary->setText(tr("%n player(s) ready to import:", nullptr, players));
    else
        m_summary->setText(
            tr("%n line(s) to put right first:", nullptr, int(m_plan.problems().size())));
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(hasName && m_plan.canWrite() && players > 0);
}

// The first players as they were read, a column for each meaning chosen; a line that cannot be
// read is missing here and named in the report below.
void PlayerImportDialog::showAsRead()
{
    m_reading->setText(m_plan.reading().description());
    m_reading->setVisible(!m_reading->text().isEmpty());
    std::vector<io::PlayerColumn> shown;
    for (io::PlayerColumn meaning : columns()) {
        // Surname and given name are shown as the one name they make.
        if (meaning == io::PlayerColumn::Surname || meaning == io::PlayerColumn::GivenName)
            meaning = io::PlayerColumn::Name;
        if (meaning != io::PlayerColumn::Ignore
            && std::find(shown.begin(), shown.end(), meaning) == shown.end())
            shown.push_back(meaning);
    }
    std::sort(shown.begin(), shown.end());
    const int rows = std::min(int(kPreviewRows), m_plan.playerCount());
    m_asRead->clear();
    m_asRead->setColumnCount(static_cast<int>(shown.size()));
    m_asRead->setRowCount(rows);
    QStringList titles;
    for (const io::PlayerColumn meaning : shown)
        titles << io::columnTitle(meaning);
    m_asRead->setHorizontalHeaderLabels(titles);
    QStringList lines;
    for (int r = 0; r < rows; ++r) {
        const io::CsvPlayer &player = m_plan.player(r);
        lines << tr("line %1").arg(player.line);
        for (std::size_t c = 0; c < shown.size(); ++c)
            m_asRead->setItem(
                r, static_cast<int>(c), new QTableWidgetItem(valueAsRead(player, shown[c])));
    }
    m_asRead->setVerticalHeaderLabels(lines);
    m_asRead->resizeColumnsToContents();
}

} // namespace rd::ui
