#include "ui/widgets/DateField.h"

#include "report/DisplayNames.h"
#include "ui/widgets/ShortcutText.h"
#include "ui/widgets/StatePalette.h"

#include <QCalendarWidget>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QShortcut>
#include <QToolButton>
#include <QWidgetAction>

namespace rd::ui {

namespace {

// A date in the locale's short form with a two-digit year ("dd.MM.yy", "M/d/yy"), day and month
// also without leading zeros; nothing when the locale's short form is another one.
std::optional<QDate> withTwoDigitYear(const QString &text, const QLocale &locale, int thisYear)
{
    const QString form = locale.dateFormat(QLocale::ShortFormat);
    QString pattern;
    QString order; // d, M and y in the order of the form
    for (qsizetype i = 0; i < form.size();) {
        const QChar c = form[i];
        qsizetype run = 1;
        while (i + run < form.size() && form[i + run] == c)
            ++run;
        if ((c == QLatin1Char('d') || c == QLatin1Char('M')) && run <= 2)
            pattern += QStringLiteral("(\\d{1,2})");
        else if (c == QLatin1Char('y') && run == 2)
            pattern += QStringLiteral("(\\d{2})");
        else if (c.isLetter() || c == QLatin1Char('\''))
            return std::nullopt;
        else
            pattern += QRegularExpression::escape(QString(run, c));
        if (c.isLetter())
            order += c;
        i += run;
    }
    if (order.size() != 3)
        return std::nullopt;
    const QRegularExpressionMatch match
        = QRegularExpression(QRegularExpression::anchoredPattern(pattern)).match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const auto part = [&](char which) {
        return match.captured(int(order.indexOf(QLatin1Char(which))) + 1).toInt();
    };
    int year = thisYear / 100 * 100 + part('y');
    if (year > thisYear + 10)
        year -= 100;
    else if (year <= thisYear - 90)
        year += 100;
    const QDate date(year, part('M'), part('d'));
    return date.isValid() ? std::optional(date) : std::nullopt;
}

} // namespace

DateField::DateField(QWidget *parent)
    : QWidget(parent)
    , m_edit(new QLineEdit(this))
    , m_pick(new QToolButton(this))
{
    m_edit->setPlaceholderText(report::DisplayNames::dateFormat(locale()).toUpper());
    // Room for the longest date of the locale's form, e.g. "28 Sep 2026" or "28.12.2026".
    m_edit->setMinimumWidth(
        m_edit->fontMetrics().horizontalAdvance(
            QDate(2026, 9, 28).toString(report::DisplayNames::dateFormat(locale()))
            + QStringLiteral("00"))
        + 12);
    m_pick->setIcon(QIcon::fromTheme(QStringLiteral("x-office-calendar")));
    m_pick->setText(QStringLiteral("\u25be"));
    m_pick->setToolTip(
        tr("Choose from a calendar (%1)").arg(shortcutText(QKeySequence(Qt::ALT | Qt::Key_Down))));
    m_pick->setFocusPolicy(Qt::NoFocus);
    setFocusProxy(m_edit);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_pick);
    // Also text put back into the field (a draft reopened with what was typed) is marked.
    connect(m_edit, &QLineEdit::textChanged, this, &DateField::textEdited);
    // A typed date counts once it is complete (Enter or leaving the field), and is then shown
    // as the locale writes it.
    connect(m_edit, &QLineEdit::editingFinished, this, &DateField::enterTyped);
    connect(m_pick, &QToolButton::clicked, this, &DateField::showCalendar);
    for (const QKeySequence &keys :
        { QKeySequence(Qt::ALT | Qt::Key_Down), QKeySequence(Qt::Key_F4) }) {
        auto *shortcut = new QShortcut(keys, m_edit, nullptr, nullptr, Qt::WidgetShortcut);
        connect(shortcut, &QShortcut::activated, this, &DateField::showCalendar);
    }
}

std::optional<QDate> DateField::parse(
    const QString &text, const QLocale &locale, const QDate &today)
{
    const QString trimmed = text.trimmed();
    // The locale's form also without leading zeros (1.3.2026), and ISO.
    const QString form = report::DisplayNames::dateFormat(locale);
    const QString withoutZeros = QString(form)
                                     .replace(QLatin1String("dd"), QLatin1String("d"))
                                     .replace(QLatin1String("MM"), QLatin1String("M"));
    for (const QString &format : { form, withoutZeros, QStringLiteral("yyyy-MM-dd") }) {
        const QDate date = locale.toDate(trimmed, format);
        if (date.isValid())
            return date;
    }
    return withTwoDigitYear(trimmed, locale, today.year());
}

void DateField::enterTyped()
{
    const auto typed = date();
    if (!typed)
        return;
    m_edit->setText(typed->toString(report::DisplayNames::dateFormat(locale())));
    if (*typed != m_shown) {
        m_shown = *typed;
        emit dateChanged(*typed);
    }
}

std::optional<QDate> DateField::date() const
{
    return parse(m_edit->text(), locale());
}

void DateField::setReadOnly(bool readOnly)
{
    m_edit->setReadOnly(readOnly);
    m_pick->setEnabled(!readOnly);
}

void DateField::setRequired(bool required)
{
    m_required = required;
    textEdited(m_edit->text());
}

void DateField::followDate(const QDate &date)
{
    const QString typed = m_edit->text();
    if (date == m_shown && (m_required || !typed.trimmed().isEmpty()) && !parse(typed, locale()))
        return;
    setDate(date);
}

void DateField::setDate(const QDate &date)
{
    m_shown = date;
    m_edit->setText(
        date.isValid() ? date.toString(report::DisplayNames::dateFormat(locale())) : QString());
    markUnreadable(false);
}

void DateField::textEdited(const QString &text)
{
    const auto typed = parse(text, locale());
    markUnreadable(!typed && (m_required || !text.trimmed().isEmpty()));
}

void DateField::markUnreadable(bool unreadable)
{
    QPalette palette = m_edit->palette();
    palette.setColor(QPalette::Base,
        unreadable ? StatePalette::background(State::Error, QWidget::palette())
                   : QWidget::palette().color(QPalette::Base));
    m_edit->setPalette(palette);
    const QDate example(2026, 11, 24);
    QStringList forms { example.toString(report::DisplayNames::dateFormat(locale())),
        locale().toString(example, QLocale::ShortFormat), example.toString(Qt::ISODate) };
    forms.removeDuplicates();
    m_edit->setToolTip(unreadable
            ? (forms.size() == 3
                    ? tr("Write the date as %1, %2 or %3.").arg(forms[0], forms[1], forms[2])
                    : tr("Write the date as %1 or %2.").arg(forms[0], forms[1]))
            : QString());
}

void DateField::showCalendar()
{
    QMenu popup(this);
    auto *calendar = new QCalendarWidget(&popup);
    calendar->setSelectedDate(date().value_or(QDate::currentDate()));
    auto *holder = new QWidgetAction(&popup);
    holder->setDefaultWidget(calendar);
    popup.addAction(holder);
    connect(calendar, &QCalendarWidget::activated, &popup, [this, &popup](const QDate &picked) {
        setDate(picked);
        emit dateChanged(picked);
        popup.close();
    });
    connect(calendar, &QCalendarWidget::clicked, calendar, &QCalendarWidget::activated);
    calendar->setFocus();
    popup.exec(m_edit->mapToGlobal(QPoint(0, m_edit->height())));
    m_edit->setFocus();
}

EventDateFields eventDateFields(QWidget *parent)
{
    auto *start = new DateField(parent);
    start->setObjectName(QStringLiteral("startDate"));
    auto *end = new DateField(parent);
    end->setObjectName(QStringLiteral("endDate"));
    end->setRequired(true);
    return { start, end };
}

} // namespace rd::ui
