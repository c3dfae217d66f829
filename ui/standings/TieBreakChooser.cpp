#include "ui/standings/TieBreakChooser.h"

#include "report/DisplayNames.h"

#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QStringList>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>

namespace rd::ui {

namespace {

// An item shows the tie-break as the director reads it and keeps it by its document name.
QListWidgetItem *newItem(const standings::TieBreak &tieBreak)
{
    auto *item = new QListWidgetItem(report::DisplayNames::tieBreakChoice(tieBreak));
    item->setData(Qt::UserRole, QString::fromStdString(standings::documentName(tieBreak)));
    return item;
}

std::string nameOf(const QListWidgetItem *item)
{
    return item->data(Qt::UserRole).toString().toStdString();
}

} // namespace

TieBreakChooser::TieBreakChooser(
    RatingSystem system, const std::vector<standings::TieBreak> &chosen, QWidget *parent)
    : QWidget(parent)
    , m_choices(standings::tieBreakChoices(system))
    , m_available(new QListWidget(this))
    , m_chosen(new QListWidget(this))
    , m_add(new QPushButton(tr("&Add"), this))
    , m_remove(new QPushButton(tr("Re&move"), this))
    , m_up(new QPushButton(tr("Move &up"), this))
    , m_down(new QPushButton(tr("Move do&wn"), this))
    , m_noneChosen(new QLabel(this))
{
    m_available->setObjectName(QStringLiteral("availableTieBreaks"));
    m_chosen->setObjectName(QStringLiteral("chosenTieBreaks"));
    m_add->setObjectName(QStringLiteral("addTieBreak"));
    m_remove->setObjectName(QStringLiteral("removeTieBreak"));
    m_up->setObjectName(QStringLiteral("tieBreakUp"));
    m_down->setObjectName(QStringLiteral("tieBreakDown"));
    for (const standings::TieBreak &tieBreak : chosen)
        m_chosen->addItem(newItem(tieBreak));
    for (const standings::TieBreak &choice : m_choices) {
        if (std::find(chosen.begin(), chosen.end(), choice) == chosen.end())
            m_available->addItem(newItem(choice));
    }
    m_available->setCurrentRow(0);
    m_chosen->setCurrentRow(0);
    // Wide enough for the longest name, in every language, without scrolling sideways.
    m_available->setMinimumWidth(m_available->sizeHintForColumn(0) + 2 * m_available->frameWidth()
        + m_available->verticalScrollBar()->sizeHint().width());

    QStringList defaults;
    for (const standings::TieBreak &tieBreak : standings::defaultTieBreaks(system))
        defaults << report::DisplayNames::tieBreak(tieBreak);
    m_noneChosen->setText(
        tr("None chosen: the standings use %1.").arg(defaults.join(QStringLiteral(", "))));
    m_noneChosen->setObjectName(QStringLiteral("noneChosen"));
    const bool go = system == RatingSystem::Sagc;
    m_available->setToolTip(go
            ? tr("The tie-breaks of the European Go convention.")
            : tr("The tie-breaks of FIDE C.07 art. 5, each with the Cut and Median variants of "
                 "art. 14 it takes."));
    m_chosen->setToolTip(tr("The standings rank by points, then by these in order: each one "
                            "decides only between players the ones before leave level (FIDE "
                            "C.07 art. 4.2)."));

    auto *availableLabel = new QLabel(tr("A&vailable tie-breaks"), this);
    availableLabel->setBuddy(m_available);
    auto *chosenLabel = new QLabel(tr("C&hosen, in the order they decide"), this);
    chosenLabel->setBuddy(m_chosen);
    auto *moves = new QVBoxLayout;
    moves->addWidget(m_remove);
    moves->addWidget(m_up);
    moves->addWidget(m_down);
    moves->addStretch();
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(availableLabel, 0, 0);
    grid->addWidget(m_available, 1, 0);
    grid->addWidget(m_add, 1, 1, Qt::AlignTop);
    grid->addWidget(chosenLabel, 2, 0);
    grid->addWidget(m_chosen, 3, 0);
    grid->addLayout(moves, 3, 1);
    grid->addWidget(m_noneChosen, 4, 0, 1, 2);
    setTabOrder(m_available, m_add);
    setTabOrder(m_add, m_chosen);
    setTabOrder(m_chosen, m_remove);
    setTabOrder(m_remove, m_up);
    setTabOrder(m_up, m_down);

    connect(m_add, &QPushButton::clicked, this, &TieBreakChooser::add);
    connect(m_remove, &QPushButton::clicked, this, &TieBreakChooser::remove);
    connect(m_up, &QPushButton::clicked, this, [this] { move(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { move(1); });
    connect(m_available, &QListWidget::currentRowChanged, this, &TieBreakChooser::showState);
    connect(m_chosen, &QListWidget::currentRowChanged, this, &TieBreakChooser::showState);
    showState();
}

std::vector<standings::TieBreak> TieBreakChooser::chosen() const
{
    std::vector<standings::TieBreak> tieBreaks;
    for (int row = 0; row < m_chosen->count(); ++row) {
        if (const auto tieBreak = standings::parseTieBreak(nameOf(m_chosen->item(row))))
            tieBreaks.push_back(*tieBreak);
    }
    return tieBreaks;
}

// Where the tie-break goes back among those available: the place of C.07 art. 5's order; -1 if
// it is none of the choices (a Koya limit read from the event).
int TieBreakChooser::availableRowOf(const standings::TieBreak &tieBreak) const
{
    const auto place = std::find(m_choices.begin(), m_choices.end(), tieBreak);
    if (place == m_choices.end())
        return -1;
    int row = 0;
    while (row < m_available->count()) {
        const auto shown = standings::parseTieBreak(nameOf(m_available->item(row)));
        if (shown && std::find(m_choices.begin(), place, *shown) == place)
            break;
        ++row;
    }
    return row;
}

// The tie-break selected among those available goes to the end of the chosen ones; the next
// available one is selected for the next choice.
void TieBreakChooser::add()
{
    const int row = m_available->currentRow();
    if (row < 0)
        return;
    const std::unique_ptr<QListWidgetItem> item(m_available->takeItem(row));
    m_chosen->addItem(newItem(*standings::parseTieBreak(nameOf(item.get()))));
    m_chosen->setCurrentRow(m_chosen->count() - 1);
    m_available->setCurrentRow(std::min(row, m_available->count() - 1));
    showState();
}

// The selected chosen tie-break is available again, in its place.
void TieBreakChooser::remove()
{
    const int row = m_chosen->currentRow();
    if (row < 0)
        return;
    const std::unique_ptr<QListWidgetItem> item(m_chosen->takeItem(row));
    const standings::TieBreak tieBreak = *standings::parseTieBreak(nameOf(item.get()));
    if (const int back = availableRowOf(tieBreak); back >= 0)
        m_available->insertItem(back, newItem(tieBreak));
    m_chosen->setCurrentRow(std::min(row, m_chosen->count() - 1));
    showState();
}

void TieBreakChooser::move(int step)
{
    const int row = m_chosen->currentRow();
    const int target = row + step;
    if (row < 0 || target < 0 || target >= m_chosen->count())
        return;
    m_chosen->insertItem(target, m_chosen->takeItem(row));
    m_chosen->setCurrentRow(target);
    showState();
}

void TieBreakChooser::showState()
{
    m_add->setEnabled(m_available->currentRow() >= 0);
    const int row = m_chosen->currentRow();
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_chosen->count());
    m_noneChosen->setVisible(m_chosen->count() == 0);
}

} // namespace rd::ui
