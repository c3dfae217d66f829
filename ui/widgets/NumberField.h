#pragma once

#include "engine/edit/NumberEntry.h"

#include <QLineEdit>

#include <optional>

namespace rd::ui {

// A number typed as the user writes numbers (edit::readNumberEntry(): his locale's decimal
// separator and the other one where it cannot be misread). The text stays as typed: text that
// cannot be read, or is outside the field's range, is marked with the sentence that says why in
// its tooltip, and gives no value — nothing is rounded, cut or put back silently. Up and Down
// step the value as a spin box does.
class NumberField : public QLineEdit {
    Q_OBJECT

public:
    // `what`: the field's name in the sentences ("Komi").
    NumberField(const QString &what, const edit::NumberRule &rule, QWidget *parent = nullptr);

    // The number typed; nothing while the field is empty or cannot be read.
    std::optional<double> value() const;
    // The number typed as a whole number (a field without decimals).
    std::optional<int> wholeValue() const;
    // Why the text is no number of this field, in the user's words; empty when it is one.
    QString problem() const;
    // Shows `value` as the locale writes it.
    void setValue(double value);
    void setSingleStep(double step) { m_step = step; }
    void setRange(double minimum, double maximum);
    const edit::NumberRule &rule() const { return m_rule; }
    // The tooltip while the text can be read (what the field means); else the problem is shown.
    void setHint(const QString &hint);

signals:
    // The text became readable or unreadable: `problem` is the sentence, empty when readable.
    void problemChanged(const QString &problem);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void mark();
    void step(int steps);

    QString m_what;
    edit::NumberRule m_rule;
    double m_step = 1.0;
    QString m_problem;
    QString m_hint;
};

} // namespace rd::ui
