#pragma once

class QCoreApplication;

namespace rd::ui {

// Application name, version, organisation and the translation for the user's language.
void setUpApplication(QCoreApplication &application);

} // namespace rd::ui
