#include "ui/widgets/NumberField.h"

#include "ui/widgets/StatePalette.h"

#include <QKeyEvent>

#include <algorithm>
#include <cmath>

namespace rd::ui {

NumberField::NumberField(const QString &what, const edit::NumberRule &rule, QWidget *parent)
    : QLineEdit(parent)
    , m_what(what)
    , m_rule(rule)
{
    setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // Room for the longest value of the range (of a million at most) with its sign.
    constexpr double kWidest = 1e6;
    const QString widest = edit::numberEntryText(
        std::min(kWidest, std::max(std::abs(rule.minimum), std::abs(rule.maximum))), rule,
        locale());
    setMinimumWidth(fontMetrics().horizontalAdvance(widest + QStringLiteral("-0")) + 18);
    connect(this, &QLineEdit::textChanged, this, &NumberField::mark);
}

std::optional<double> NumberField::value() const
{
    return edit::readNumberEntry(text(), m_what, m_rule, locale()).value;
}

std::optional<int> NumberField::wholeValue() const
{
    const auto read = value();
    return read ? std::optional(static_cast<int>(std::lround(*read))) : std::nullopt;
}

QString NumberField::problem() const
{
    return m_problem;
}

void NumberField::setValue(double value)
{
    setText(edit::numberEntryText(value, m_rule, locale()));
}

void NumberField::setRange(double minimum, double maximum)
{
    m_rule.minimum = minimum;
    m_rule.maximum = maximum;
    mark();
}

void NumberField::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    if (!isReadOnly() && (key == Qt::Key_Up || key == Qt::Key_Down)) {
        step(key == Qt::Key_Up ? 1 : -1);
        return;
    }
    QLineEdit::keyPressEvent(event);
}

// From a readable value within the range; text that cannot be read is left to be corrected.
void NumberField::step(int steps)
{
    const auto current = value();
    if (!current)
        return;
    setValue(std::clamp(*current + steps * m_step, m_rule.minimum, m_rule.maximum));
    selectAll();
}

void NumberField::mark()
{
    const QString problem = edit::readNumberEntry(text(), m_what, m_rule, locale()).problem;
    if (problem.isEmpty()) {
        setPalette(QPalette()); // the surroundings' again
    } else {
        QPalette palette = this->palette();
        palette.setColor(QPalette::Base,
            StatePalette::background(
                State::Error, parentWidget() ? parentWidget()->palette() : palette));
        setPalette(palette);
    }
    setToolTip(problem.isEmpty() ? m_hint : problem);
    if (problem != m_problem) {
        m_problem = problem;
        emit problemChanged(problem);
    }
}

void NumberField::setHint(const QString &hint)
{
    m_hint = hint;
    mark();
}

} // namespace rd::ui
