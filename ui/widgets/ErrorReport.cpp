#include "ui/widgets/ErrorReport.h"

#include "desktop/Failures.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace rd::ui {

QString ErrorReport::sentence(const QString &action, const std::exception &error)
{
    if (const auto refusal = desktop::refusalOf(error))
        return QCoreApplication::translate("rd::ui::ErrorReport", "%1 did not succeed. %2")
            .arg(action, *refusal);
    return QCoreApplication::translate("rd::ui::ErrorReport",
        "%1 did not succeed because of an unexpected problem. What was saved before is kept. "
        "Try again; if it happens again, tell the people who look after ratingdesk what you "
        "did.")
        .arg(action);
}

void ErrorReport::show(QWidget *parent, const QString &action, const std::exception &error)
{
    QMessageBox box(QMessageBox::Warning, action, sentence(action, error), QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("errorReport"));
    // The exception's own words (SQLite's, the standard library's) are for the log only.
    qWarning("%s: %s", qPrintable(action), error.what());
    box.exec();
}

} // namespace rd::ui
