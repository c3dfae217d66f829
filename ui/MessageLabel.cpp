#include "ui/MessageLabel.h"

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

} // namespace rd::ui
