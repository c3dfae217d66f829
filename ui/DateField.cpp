#include "ui/DateField.h"

#include "report/DisplayNames.h"
#include "ui/StatePalette.h"

#include <QCalendarWidget>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMenu>
#include <QShortcut>
#include <QToolButton>
#include <QWidgetAction>

namespace rd::ui {

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
    m_pick->setToolTip(tr("Choose from a calendar (Alt+Down)"));
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
    connect(m_edit, &QLineEdit::editingFinished, this, [this] {
        const auto typed = date();
        if (!typed)
            return;
        m_edit->setText(typed->toString(report::DisplayNames::dateFormat(locale())));
        if (*typed != m_shown) {
            m_shown = *typed;
            emit dateChanged(*typed);
        }
    });
    connect(m_pick, &QToolButton::clicked, this, &DateField::showCalendar);
    for (const QKeySequence &keys :
        { QKeySequence(Qt::ALT | Qt::Key_Down), QKeySequence(Qt::Key_F4) }) {
        auto *shortcut = new QShortcut(keys, m_edit, nullptr, nullptr, Qt::WidgetShortcut);
        connect(shortcut, &QShortcut::activated, this, &DateField::showCalendar);
    }
}

std::optional<QDate> DateField::parse(const QString &text, const QLocale &locale)
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
    return std::nullopt;
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

void DateField::followDate(const QDate &date)
{
    const QString typed = m_edit->text();
    if (date == m_shown && !typed.trimmed().isEmpty() && !parse(typed, locale()))
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
    markUnreadable(!typed && !text.trimmed().isEmpty());
}

void DateField::markUnreadable(bool unreadable)
{
    QPalette palette = m_edit->palette();
    palette.setColor(QPalette::Base,
        unreadable ? StatePalette::background(State::Error, QWidget::palette())
                   : QWidget::palette().color(QPalette::Base));
    m_edit->setPalette(palette);
    const QDate example(2026, 11, 24);
    m_edit->setToolTip(unreadable
            ? tr("Write the date as %1 or %2.")
                  .arg(example.toString(report::DisplayNames::dateFormat(locale())),
                      example.toString(Qt::ISODate))
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

} // namespace rd::ui
