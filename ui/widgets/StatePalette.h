#pragma once

#include <QColor>
#include <QPalette>

class QWidget;

namespace rd::ui {

// The states a table cell or a message can be in.
enum class State {
    Error, // impossible data, a refused entry
    Warning, // possible but worth a look (a pair meeting again)
    Gain, // a rating or rank that rises
    Loss, // a rating or rank that falls
    Stale, // shown, but no longer current
};

// Colours for states that follow the platform theme, light or dark: a cell's background is the
// theme's base colour tinted with the state's hue, so the theme's own text colour stays
// readable on it; text in a state's colour is darker on light themes and lighter on dark ones.
struct StatePalette {
    static QColor background(State state, const QPalette &palette);
    static QColor text(State state, const QPalette &palette);
    // Shows a message label's text in the state's colour.
    static void setTextState(QWidget *label, State state);
};

} // namespace rd::ui
