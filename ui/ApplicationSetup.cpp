#include "ui/ApplicationSetup.h"

#include "ratingdesk/Version.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace rd::ui {

void setUpApplication(QCoreApplication &application)
{
    QCoreApplication::setApplicationName(QString::fromLatin1(kApplicationName));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(kVersion));
    QCoreApplication::setOrganizationName(QString::fromLatin1(kApplicationName));

    auto *translator = new QTranslator(&application);
    if (translator->load(
            QLocale(), QStringLiteral("ratingdesk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(translator);
}

} // namespace rd::ui
