#include "ui/ratings/PlanConfirmation.h"

#include "report/RatingStateText.h"

#include <QMessageBox>

namespace rd::ui {

bool PlanConfirmation::ask(
    QWidget *parent, const QString &title, const QString &question, const model::Plan &plan)
{
    QStringList lines;
    for (const model::RatingChange &change : plan.changes)
        lines << tr("%1, %2: %3 → %4")
                     .arg(change.event.name, change.playerName,
                         report::RatingStateText::of(change.storedAfter),
                         report::RatingStateText::of(change.newAfter));
    QMessageBox box(
        QMessageBox::Question, title, question, QMessageBox::Yes | QMessageBox::No, parent);
    box.setObjectName(QStringLiteral("impactDialog"));
    box.setInformativeText(lines.isEmpty() ? tr("No other rating changes.")
                                           : lines.mid(0, 12).join(QLatin1Char('\n')));
    if (lines.size() > 12)
        box.setDetailedText(lines.join(QLatin1Char('\n')));
    box.setDefaultButton(QMessageBox::No);
    return box.exec() == QMessageBox::Yes;
}

} // namespace rd::ui
