#include "ui/event/ProblemsPanel.h"

#include "ui/widgets/StatePalette.h"

#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace rd::ui {

ProblemsPanel::ProblemsPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_list(new QListWidget(this))
{
    setObjectName(QStringLiteral("problemsPanel"));
    m_list->setObjectName(QStringLiteral("problemsList"));
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const int row = m_list->row(item);
        if (row >= 0 && row < static_cast<int>(m_problems.size()))
            emit problemChosen(m_problems[static_cast<std::size_t>(row)].location);
    });
    connect(m_list, &QListWidget::itemClicked, m_list, &QListWidget::itemActivated);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_list, 1);
    setProblems({});
}

void ProblemsPanel::setProblems(const std::vector<edit::Problem> &problems)
{
    m_problems = problems;
    m_list->clear();
    for (const edit::Problem &problem : problems) {
        auto *item = new QListWidgetItem(problem.message, m_list);
        item->setForeground(StatePalette::text(
            problem.severity == edit::Severity::Error ? State::Error : State::Warning,
            m_list->palette()));
    }
    m_title->setText(
        problems.empty() ? tr("Problems: none") : tr("Problems (%n):", nullptr, count()));
}

int ProblemsPanel::count() const
{
    return static_cast<int>(m_problems.size());
}

} // namespace rd::ui
