#pragma once

#include <QString>

class QLabel;
class QWidget;

namespace rd::ui {

// A label for sentences about the work beside it, named `objectName`: wrapped to its width and
// shown as plain text, so that a name typed is never read as markup.
QLabel *messageLabel(const QString &objectName, QWidget *parent);

} // namespace rd::ui
