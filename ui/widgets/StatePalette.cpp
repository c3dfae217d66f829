#include "ui/widgets/StatePalette.h"

#include <QWidget>

namespace rd::ui {

namespace {

// The hue of each state in HSV degrees, in the order of State; -1 for the grey of Stale.
int hueOf(State state)
{
    constexpr int kHues[] = { 355, 40, 135, 355, -1 }; // Error, Warning, Gain, Loss, Stale
    return kHues[static_cast<int>(state)];
}

bool isDark(const QColor &colour)
{
    return colour.lightness() < 128;
}

QColor blend(const QColor &base, const QColor &tint, double share)
{
    return QColor::fromRgbF(base.redF() + (tint.redF() - base.redF()) * share,
        base.greenF() + (tint.greenF() - base.greenF()) * share,
        base.blueF() + (tint.blueF() - base.blueF()) * share);
}

} // namespace

QColor StatePalette::background(State state, const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const int hue = hueOf(state);
    const QColor tint = QColor::fromHsv(hue, hue < 0 ? 0 : 200, isDark(base) ? 160 : 240);
    return blend(base, tint, isDark(base) ? 0.35 : 0.45);
}

QColor StatePalette::text(State state, const QPalette &palette)
{
    const int hue = hueOf(state);
    const bool darkTheme = isDark(palette.color(QPalette::Window));
    // Saturation and value chosen for a contrast of at least 4.5:1 (WCAG AA) on the window.
    const int saturation = hue < 0 ? 0 : (darkTheme ? 110 : 200);
    return QColor::fromHsv(hue, saturation, darkTheme ? 240 : 115);
}

void StatePalette::setTextState(QWidget *label, State state)
{
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, text(state, palette));
    label->setPalette(palette);
}

} // namespace rd::ui
