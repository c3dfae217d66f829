#pragma once

#include <QString>

class QCoreApplication;

namespace rd::ui {

// Application name, version, organisation and the translation for the user's language: the one
// chosen in the settings (View > Language), else the system's.
void setUpApplication(QCoreApplication &application);

// The language chosen in the settings: "de", "en", or empty for the system's. A choice applies
// from the next start.
QString chosenLanguage();
void chooseLanguage(const QString &language);

} // namespace rd::ui
