#pragma once

#include <QKeySequence>
#include <QString>

namespace rd::ui {

// A shortcut as the user reads it in a sentence: the platform's words in his language, "Strg+S"
// in German, "Ctrl+S" in English (QKeySequence::NativeText with Qt's own translation).
QString shortcutText(const QKeySequence &keys);

} // namespace rd::ui
