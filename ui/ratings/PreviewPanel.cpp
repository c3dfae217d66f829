#include "ui/ratings/PreviewPanel.h"

#include "report/DisplayNames.h"
#include "report/RatingStateText.h"
#include "ui/ratings/EvaluationTableModel.h"
#include "ui/widgets/LayoutMemory.h"
#include "ui/widgets/SortedTable.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace rd::ui {

PreviewPanel::PreviewPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_model(new EvaluationTableModel(this))
    , m_table(new SortedTable(m_model, Qt::UserRole, this))
    , m_warnings(new QListWidget(this))
    , m_changes(new QListWidget(this))
    , m_save(new QPushButton(tr("&Save evaluation"), this))
{
    m_table->sortByColumn(0, Qt::AscendingOrder);
    m_title->setObjectName(QStringLiteral("previewTitle"));
    m_warnings->setObjectName(QStringLiteral("previewWarnings"));
    m_changes->setObjectName(QStringLiteral("previewChanges"));
    // A sentence is read whole: wrapped to the list's width, never cut at its edge.
    for (QListWidget *list : { m_warnings, m_changes }) {
        list->setWordWrap(true);
        list->setTextElideMode(Qt::ElideNone);
        list->setResizeMode(QListView::Adjust);
        list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }
    m_save->setEnabled(false);
    connect(m_save, &QPushButton::clicked, this, &PreviewPanel::saveRequested);

    auto *lists = new QSplitter(Qt::Horizontal, this);
    auto *warningsBox = new QWidget(lists);
    auto *warningsLayout = new QVBoxLayout(warningsBox);
    warningsLayout->setContentsMargins(0, 0, 0, 0);
    warningsLayout->addWidget(new QLabel(tr("Warnings"), warningsBox));
    warningsLayout->addWidget(m_warnings);
    m_changesBox = new QWidget(lists);
    auto *changesLayout = new QVBoxLayout(m_changesBox);
    changesLayout->setContentsMargins(0, 0, 0, 0);
    changesLayout->addWidget(new QLabel(tr("Ratings of later events that change"), m_changesBox));
    changesLayout->addWidget(m_changes);
    lists->setObjectName(QStringLiteral("previewListsSplitter"));
    LayoutMemory::keep(lists);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    // The table takes what its rows need first; the lists below get a third at least.
    layout->addWidget(m_table, 2);
    layout->addWidget(lists, 1);
    m_changesBox->hide();
    layout->addWidget(m_save, 0, Qt::AlignRight);
}

void PreviewPanel::showPlan(const model::Plan &plan)
{
    const model::PlannedEvaluation &first = plan.evaluations.front();
    m_title->setText(
        tr("<b>%1</b> — %2, %3, ends %4")
            .arg(first.event.name.toHtmlEscaped(), report::DisplayNames::system(first.event.system),
                report::DisplayNames::ruleSet(first.event.ruleset.toStdString()),
                report::DisplayNames::date(QString::fromStdString(first.event.endDate.toIso()))));
    m_model->setEvaluation(first.input, first.evaluation);
    m_table->resizeColumnsToContents();
    m_warnings->clear();
    for (const Warning &warning : first.evaluation.warnings)
        m_warnings->addItem(report::DisplayNames::warning(warning));
    m_changes->clear();
    for (const model::RatingChange &change : plan.changes) {
        m_changes->addItem(tr("%1 %2: %3 %4 → %5")
                               .arg(report::DisplayNames::date(
                                        QString::fromStdString(change.event.endDate.toIso())),
                                   change.event.name, change.playerName,
                                   report::RatingStateText::of(change.storedAfter),
                                   report::RatingStateText::of(change.newAfter)));
    }
    // Without later changes the warnings have the whole width.
    m_changesBox->setVisible(!plan.changes.empty());
    m_save->setEnabled(true);
}

void PreviewPanel::clear(const QString &reason)
{
    m_title->setText(reason);
    m_model->setEvaluation({}, {});
    m_warnings->clear();
    m_changes->clear();
    m_changesBox->hide();
    m_save->setEnabled(false);
}

} // namespace rd::ui
