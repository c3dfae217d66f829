#include "ui/window/ApplicationSetup.h"

#include "ratingdesk/Version.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace rd::ui {

namespace {

const QString kLanguageKey = QStringLiteral("language");

} // namespace

QString chosenLanguage()
{
    return QSettings().value(kLanguageKey).toString();
}

void chooseLanguage(const QString &language)
{
    QSettings().setValue(kLanguageKey, language);
}

void setUpApplication(QCoreApplication &application)
{
    QCoreApplication::setApplicationName(QString::fromLatin1(kApplicationName));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(kVersion));
    QCoreApplication::setOrganizationName(QString::fromLatin1(kApplicationName));

    useLanguage(chosenLanguage(), application);
}

void useLanguage(const QString &language, QObject &owner)
{
    // Numbers and dates follow the chosen language too (24.11.2026 in German).
    if (!language.isEmpty())
        QLocale::setDefault(QLocale(language));
    auto *translator = new QTranslator(&owner);
    if (translator->load(
            QLocale(), QStringLiteral("ratingdesk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(translator);
    // Qt's own words: the standard buttons (Save, Cancel, Yes, No), the file and print dialogs.
    auto *qtTranslator = new QTranslator(&owner);
    if (qtTranslator->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
}

} // namespace rd::ui
