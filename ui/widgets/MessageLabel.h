#pragma once

#include "engine/rating/EventInput.h"

#include <QString>

class QLabel;
class QWidget;

namespace rd::ui {

// A label for sentences about the work beside it, named `objectName`: wrapped to its width and
// shown as plain text, so that a name typed is never read as markup.
QLabel *messageLabel(const QString &objectName, QWidget *parent);

// What is wrong with the event's dates (checks::dateProblem) in `label`, under the dates, red
// for an error and amber for a warning; the label hidden while the dates are right.
void showDateProblem(QLabel *label, const EventInput &event);

} // namespace rd::ui
