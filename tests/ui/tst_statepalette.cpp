// The colours of states follow the theme: readable on light and on dark themes.
#include "ui/widgets/StatePalette.h"

#include <QLabel>
#include <QTest>

using rd::ui::State;
using rd::ui::StatePalette;

namespace {

QPalette theme(const QColor &base, const QColor &text)
{
    QPalette palette;
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::Window, base);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::WindowText, text);
    return palette;
}

// WCAG 2 relative luminance and contrast ratio.
double luminance(const QColor &colour)
{
    const auto channel
        = [](double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

class TestStatePalette : public QObject {
    Q_OBJECT

private slots:
    void readableOnLightAndDarkThemes_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::newRow("light") << theme(Qt::white, Qt::black);
        QTest::newRow("dark") << theme(QColor(30, 30, 30), QColor(230, 230, 230));
    }

    void readableOnLightAndDarkThemes()
    {
        QFETCH(QPalette, palette);
        const QColor base = palette.color(QPalette::Base);
        const QColor themeText = palette.color(QPalette::Text);
        for (State state :
            { State::Error, State::Warning, State::Gain, State::Loss, State::Stale }) {
            const QColor background = StatePalette::background(state, palette);
            // The theme's text on a state's cell keeps at least WCAG AA contrast (4.5:1) ...
            QVERIFY2(contrast(themeText, background) >= 4.5, qPrintable(background.name()));
            // ... and the cell is told apart from an ordinary one.
            QVERIFY(background != base);
            // Text in a state's colour is readable on the theme's window (WCAG AA, 4.5:1).
            QVERIFY2(contrast(StatePalette::text(state, palette), base) >= 4.5,
                qPrintable(StatePalette::text(state, palette).name()));
        }
    }

    void aMessageLabelTakesTheStateColour()
    {
        QLabel label;
        label.setPalette(theme(Qt::white, Qt::black));
        StatePalette::setTextState(&label, State::Error);
        QCOMPARE(label.palette().color(QPalette::WindowText),
            StatePalette::text(State::Error, theme(Qt::white, Qt::black)));
    }
};

QTEST_MAIN(TestStatePalette)
#include "tst_statepalette.moc"
