#include "ui/widgets/ShortcutText.h"

namespace rd::ui {

QString shortcutText(const QKeySequence &keys)
{
    return keys.toString(QKeySequence::NativeText);
}

} // namespace rd::ui
