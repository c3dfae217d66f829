#include "engine/lists/ListedPlayer.h"

namespace rd::lists {

QString searchKey(const QString &text)
{
    QString key;
    key.reserve(text.size());
    bool blank = false;
    for (const QChar c : text.normalized(QString::NormalizationForm_KD)) {
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
