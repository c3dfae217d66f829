#include "ui/event/RecordSheetPanel.h"

#include "ui/event/RecordSheetModel.h"
#include "ui/widgets/MessageLabel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableView>
#include <QVBoxLayout>

namespace rd::ui {

RecordSheetPanel::RecordSheetPanel(QWidget *parent)
    : QGroupBox(tr("Record sheet"), parent)
    , m_model(new RecordSheetModel(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_player = new QComboBox(this);
    m_player->setObjectName(QStringLiteral("sheetPlayerCombo"));
    m_player->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_player->setMinimumContentsLength(16);
    connect(m_player, &QComboBox::currentIndexChanged, this,
        [this] { m_model->setPlayer(m_player->currentData().toString().toStdString()); });
    auto *label = new QLabel(tr("&Sheet of"), this);
    label->setBuddy(m_player);
    top->addWidget(label);
    top->addWidget(m_player);
    m_message = messageLabel(QStringLiteral("sheetMessage"), this);
    m_message->setText(tr("Press Preview (F5) to rate the lines and see the record sheets."));
    top->addStretch(1);
    auto *print = new QPushButton(
        QIcon::fromTheme(QStringLiteral("document-print")), tr("Print recor&d sheet…"), this);
    print->setObjectName(QStringLiteral("printRecordSheetButton"));
    print->setToolTip(tr("The record sheet form with every line, for the file or the wall"));
    connect(print, &QPushButton::clicked, this, &RecordSheetPanel::printRequested);
    top->addWidget(print);
    layout->addLayout(top);
    layout->addWidget(m_message);
    m_sheet = new QTableView(this);
    m_sheet->setObjectName(QStringLiteral("sheetView"));
    m_sheet->setModel(m_model);
    m_sheet->setAlternatingRowColors(true);
    m_sheet->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_sheet->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_sheet->horizontalHeader()->setStretchLastSection(true);
    m_sheet->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_sheet);
}

void RecordSheetPanel::showEvaluation(const EventInput &event, const Evaluation &evaluation)
{
    m_model->setEvaluation(event, evaluation);
    m_message->setText(tr("Lines rated in entry order: %1.").arg(event.goGames.size()));
    showPlayers();
}

void RecordSheetPanel::showNone(const QString &reason)
{
    m_model->clear();
    m_message->setText(reason);
    showPlayers();
}

void RecordSheetPanel::showOutdated()
{
    if (m_model->players().empty())
        return;
    m_model->clear();
    showPlayers();
    m_message->setText(tr("The lines have changed: press Preview (F5) again."));
}

void RecordSheetPanel::showPlayers()
{
    const QSignalBlocker blocker(m_player);
    m_player->clear();
    for (const std::string &id : m_model->players())
        m_player->addItem(m_model->playerName(id), QString::fromStdString(id));
    m_player->setCurrentIndex(m_player->findData(QString::fromStdString(m_model->player())));
    m_player->setEnabled(m_player->count() > 0);
}

} // namespace rd::ui
