#include "ui/widgets/ErrorReport.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace rd::ui {

QString ErrorReport::sentence(const QString &action, const desktop::Failure &failure)
{
    return QCoreApplication::translate("rd::ui::ErrorReport", "%1 did not succeed. %2")
        .arg(action, failure.sentence);
}

void ErrorReport::show(QWidget *parent, const QString &action, const desktop::Failure &failure)
{
    QMessageBox box(
        QMessageBox::Warning, action, sentence(action, failure), QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("errorReport"));
    // The failure's own words (SQLite's, the standard library's) are for the log only.
    qWarning("%s: %s", qPrintable(action), failure.detail.c_str());
    box.exec();
}

} // namespace rd::ui
