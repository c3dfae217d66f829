#include "ui/reports/SubmissionCheckDialog.h"

#include "desktop/EventOperations.h"
#include "ui/event/ProblemsPanel.h"
#include "ui/widgets/ErrorReport.h"
#include "ui/widgets/MessageLabel.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace rd::ui {

SubmissionCheckDialog::SubmissionCheckDialog(io::Federation federation, const QString &eventName,
    const std::vector<edit::Problem> &problems, QWidget *parent)
    : QDialog(parent)
    , m_problems(new ProblemsPanel(this))
    , m_fix(new QPushButton(tr("&Fix first"), this))
    , m_export(new QPushButton(tr("&Export anyway"), this))
{
    QString subject = io::federationAsSubject(federation);
    subject[0] = subject[0].toUpper();
    setObjectName(QStringLiteral("submissionCheck"));
    setWindowTitle(tr("%1: check before export").arg(io::federationName(federation)));
    const bool refused = std::any_of(problems.begin(), problems.end(),
        [](const edit::Problem &problem) { return problem.severity == edit::Severity::Error; });
    // The event's name as typed, never read as markup.
    QLabel *summary = messageLabel(QStringLiteral("submissionSummary"), this);
    summary->setText(refused
            ? tr("%1 requires what “%2” lacks and is likely to send it back. Choose a problem "
                 "to fix it, or export the file as it is.")
                  .arg(subject, eventName)
            : tr("%1 asks for what “%2” lacks. Choose a problem to fix it, or export the file "
                 "as it is.")
                  .arg(subject, eventName));
    m_problems->setProblems(problems);
    connect(m_problems, &ProblemsPanel::problemChosen, this, [this](const edit::Location &place) {
        m_chosen = place;
        reject();
    });
    m_fix->setObjectName(QStringLiteral("fixFirst"));
    m_export->setObjectName(QStringLiteral("exportAnyway"));
    // Going back is the safe answer, and Enter's.
    m_fix->setDefault(true);
    m_export->setAutoDefault(false);
    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_export, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_fix, QDialogButtonBox::RejectRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(summary);
    layout->addWidget(m_problems, 1);
    layout->addWidget(buttons);
    resize(620, 420);
    m_problems->list()->setCurrentRow(0);
    m_problems->list()->setFocus();
}

namespace {

bool confirm(QWidget *parent, desktop::EventOperations &events, qint64 eventId,
    io::Federation federation, std::optional<io::ExchangeFormat> format,
    const std::function<void(const edit::Location &)> &showPlace)
{
    const auto event = events.content(eventId);
    if (!ErrorReport::succeeded(parent, SubmissionCheckDialog::tr("Export"), event))
        return false;
    const std::vector<edit::Problem> problems = io::submissionProblems(*event, federation, format);
    if (problems.empty())
        return true;
    SubmissionCheckDialog dialog(
        federation, QString::fromStdString(event->event.event.name), problems, parent);
    if (dialog.exec() == QDialog::Accepted)
        return true;
    if (const auto place = dialog.chosenPlace())
        showPlace(*place);
    return false;
}

} // namespace

bool confirmSubmission(QWidget *parent, desktop::EventOperations &events, qint64 eventId,
    io::ExchangeFormat format, const std::function<void(const edit::Location &)> &showPlace)
{
    const auto federation = io::federationOf(format);
    return !federation || confirm(parent, events, eventId, *federation, format, showPlace);
}

bool confirmSubmission(QWidget *parent, desktop::EventOperations &events, qint64 eventId,
    io::Federation federation, const std::function<void(const edit::Location &)> &showPlace)
{
    return confirm(parent, events, eventId, federation, std::nullopt, showPlace);
}

} // namespace rd::ui
