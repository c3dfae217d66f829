#include "engine/checks/DateText.h"

#include <QDate>

namespace rd::checks {

QString wholeYearDateFormat(const QLocale &locale)
{
    QString format = locale.dateFormat(QLocale::ShortFormat);
    if (!format.contains(QLatin1String("yyyy")))
        format.replace(QLatin1String("yy"), QLatin1String("yyyy"));
    return format;
}

QString dateText(const Date &date)
{
    const QLocale locale;
    return locale.toString(QDate(date.year, date.month, date.day), wholeYearDateFormat(locale));
}

} // namespace rd::checks
