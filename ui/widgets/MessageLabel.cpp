#include "ui/widgets/MessageLabel.h"

#include "engine/checks/RatingReadiness.h"
#include "ui/widgets/StatePalette.h"

#include <QLabel>

namespace rd::ui {

QLabel *messageLabel(const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

void showDateProblem(QLabel *label, const EventInput &event)
{
    const std::optional<checks::Problem> dates = checks::dateProblem(event);
    label->setVisible(dates.has_value());
    if (!dates)
        return;
    label->setText(dates->message);
    StatePalette::setTextState(
        label, dates->severity == checks::Severity::Error ? State::Error : State::Warning);
}

} // namespace rd::ui
