// A number field's text read as the user writes numbers (engine/edit/NumberEntry.h): the value, or
// the sentence that names the field and the text as typed — never a number rounded or cut.
#include "engine/edit/NumberEntry.h"

#include <QTest>

using rd::edit::NumberRule;

class TestNumberEntry : public QObject {
    Q_OBJECT

private slots:
    void readsOrSaysWhy_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("language");
        QTest::addColumn<double>("value"); // NaN: none
        QTest::addColumn<QString>("problem");
        const double none = std::numeric_limits<double>::quiet_NaN();
        // Komi (RecordSheetEditor): -99.5 to 99.5, one decimal.
        QTest::newRow("de 0.5") << "0.5"
                                << "de" << 0.5 << "";
        QTest::newRow("de 0,5") << "0,5"
                                << "de" << 0.5 << "";
        QTest::newRow("en 0,5") << "0,5"
                                << "en" << 0.5 << "";
        QTest::newRow("de 6,50") << "6,50"
                                 << "de" << 6.5 << "";
        QTest::newRow("empty") << " "
                               << "de" << none << "Komi: enter a number.";
        QTest::newRow("word") << "sechs"
                              << "de" << none << "Komi: \"sechs\" is not a number.";
        QTest::newRow("ambiguous") << "1.500"
                                   << "de" << none
                                   << "Komi: \"1.500\" could mean 1500 or 1,5; type the one you "
                                      "mean.";
        QTest::newRow("outside") << "100"
                                 << "en" << none << "Komi: 100 is outside -99.5 to 99.5.";
        QTest::newRow("outside, German")
            << "-100,5"
            << "de" << none << "Komi: -100,5 is outside -99,5 to 99,5.";
    }

    void readsOrSaysWhy()
    {
        QFETCH(QString, text);
        QFETCH(QString, language);
        QFETCH(double, value);
        const QLocale locale(language == QLatin1String("de") ? QLocale::German : QLocale::English);
        const NumberRule komi { -99.5, 99.5, 1, true };
        const rd::edit::NumberEntry read
            = rd::edit::readNumberEntry(text, QStringLiteral("Komi"), komi, locale);
        QTEST(read.problem, "problem");
        if (std::isnan(value))
            QVERIFY(!read.value);
        else
            QCOMPARE(read.value, std::optional(value));
    }

    void aWholeNumberTakesThousands()
    {
        const QLocale german(QLocale::German);
        const NumberRule dwz { 1, 3500, 0, true };
        QCOMPARE(rd::edit::readNumberEntry(QStringLiteral("1.856"), "DWZ", dwz, german).value,
            std::optional(1856.0));
        QCOMPARE(rd::edit::readNumberEntry(QStringLiteral("1856,5"), "DWZ", dwz, german).problem,
            QStringLiteral("DWZ: \"1856,5\" is not a whole number."));
        // An optional field left empty has no value and no problem.
        const auto empty = rd::edit::readNumberEntry({}, "DWZ", { 1, 3500, 0, false }, german);
        QVERIFY(!empty.value && empty.readable());
    }

    void writesAsTheLocaleWrites()
    {
        const NumberRule komi { -99.5, 99.5, 1, true };
        QCOMPARE(rd::edit::numberEntryText(6.5, komi, QLocale(QLocale::German)), "6,5");
        QCOMPARE(rd::edit::numberEntryText(6.5, komi, QLocale(QLocale::English)), "6.5");
        QCOMPARE(rd::edit::numberEntryText(7.0, komi, QLocale(QLocale::German)), "7");
        QCOMPARE(rd::edit::numberEntryText(1856, { 1, 3500, 0, true }, QLocale(QLocale::German)),
            "1856");
        QCOMPARE(
            rd::edit::numberEntryText(1523.45, { 100, 3500, 2, true }, QLocale(QLocale::German)),
            "1523,45");
    }
};

QTEST_APPLESS_MAIN(TestNumberEntry)
#include "tst_numberentry.moc"
