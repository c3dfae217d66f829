#pragma once

#include <QString>

class QCoreApplication;
class QObject;

namespace rd::ui {

// Application name, version, organisation and the translation for the user's language: the one
// chosen in the settings (View > Language), else the system's.
void setUpApplication(QCoreApplication &application);

// The words, numbers and dates of `language` ("de", "en"; empty: the system's): the locale and
// the translations, ours and Qt's, which live as long as `owner` does.
void useLanguage(const QString &language, QObject &owner);

// The language chosen in the settings: "de", "en", or empty for the system's. A choice applies
// from the next start.
QString chosenLanguage();
void chooseLanguage(const QString &language);

} // namespace rd::ui
