#include "engine/lists/ListedPlayer.h"

#include <algorithm>

namespace rd::lists {

QString searchKey(const QString &text)
{
    QString key;
    key.reserve(text.size());
    bool blank = false;
    // Most names are ASCII, and then there is nothing to decompose.
    const bool ascii
        = std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x80; });
    for (const QChar c : ascii ? text : text.normalized(QString::NormalizationForm_KD)) {
        if (c.isLetterOrNumber()) {
            if (blank && !key.isEmpty())
                key += QLatin1Char(' ');
            blank = false;
            if (c == QChar(0x00df))
                key += QLatin1String("ss");
            else
                key += c.toLower();
        } else if (!c.isMark()) {
            blank = true;
        }
    }
    return key;
}

} // namespace rd::lists
