#pragma once

#include "ui/window/ApplicationSetup.h"

#include <QLocale>
#include <QObject>

namespace rd::test {

// The application in `language` ("en", "de") for as long as this lives, set up as a user who
// chose it sees it: its locale, our translation and Qt's own; then back as before.
class Language {
public:
    explicit Language(const QString &language) { rd::ui::useLanguage(language, m_translations); }
    ~Language() { QLocale::setDefault(m_locale); }
    Language(const Language &) = delete;
    Language &operator=(const Language &) = delete;

private:
    QLocale m_locale; // the default before
    QObject m_translations; // removed with it
};

} // namespace rd::test
