#include "ui/ErrorReport.h"

#include "engine/store/Database.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace rd::ui {

QString ErrorReport::sentence(const QString &action, const std::exception &error)
{
    if (const auto *refused = dynamic_cast<const store::DatabaseError *>(&error))
        return QCoreApplication::translate("rd::ui::ErrorReport", "%1 did not succeed. %2")
            .arg(action, refused->userMessage(store::DatabaseError::Asked::FromList));
    return QCoreApplication::translate("rd::ui::ErrorReport",
        "%1 did not succeed because of an unexpected problem. What was saved before is kept. "
        "Try again; if it happens again, copy the details into a message to the people who "
        "look after ratingdesk.")
        .arg(action);
}

void ErrorReport::show(QWidget *parent, const QString &action, const std::exception &error)
{
    QMessageBox box(QMessageBox::Warning, action, sentence(action, error), QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("errorReport"));
    box.setDetailedText(QString::fromLocal8Bit(error.what()));
    box.exec();
}

} // namespace rd::ui
