// Numbers as people write them (engine/rating/WrittenNumber.h, docs/desktop.md "Numbers as people
// type them"): the writer's decimal separator, the other one where it cannot be misread, thousands
// in groups of three, and what is refused.
#include "engine/rating/WrittenNumber.h"

#include <QTest>

using rd::NumberKind;
using rd::WrittenNumber;
using Reading = rd::WrittenNumber::Reading;

Q_DECLARE_METATYPE(NumberKind)
Q_DECLARE_METATYPE(Reading)

class TestWrittenNumber : public QObject {
    Q_OBJECT

private slots:
    void readsNumbers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<char>("separator"); // the writer's decimal separator
        QTest::addColumn<NumberKind>("kind");
        QTest::addColumn<Reading>("reading");
        QTest::addColumn<double>("value");
        QTest::addColumn<int>("decimals");
        const auto F = NumberKind::Fraction;
        const auto W = NumberKind::Whole;
        const auto N = Reading::Number;
        const auto X = Reading::NotANumber;
        // Komi in German: the comma, and the point too, since 0.5 cannot mean anything else.
        QTest::newRow("de 0,5") << "0,5" << ',' << F << N << 0.5 << 1;
        QTest::newRow("de 0.5") << "0.5" << ',' << F << N << 0.5 << 1;
        QTest::newRow("de 6,5") << "6,5" << ',' << F << N << 6.5 << 1;
        QTest::newRow("de 7.5") << "7.5" << ',' << F << N << 7.5 << 1;
        QTest::newRow("de ,5") << ",5" << ',' << F << N << 0.5 << 1;
        QTest::newRow("de -2,5") << "-2,5" << ',' << F << N << -2.5 << 1;
        QTest::newRow("minus sign") << "\u22122,5" << ',' << F << N << -2.5 << 1;
        QTest::newRow("plus") << "+6.5" << '.' << F << N << 6.5 << 1;
        QTest::newRow("half") << "6\u00bd" << ',' << F << N << 6.5 << 1;
        QTest::newRow("half alone") << "\u00bd" << '.' << F << N << 0.5 << 1;
        QTest::newRow("spaces") << " \u00a06,5 " << ',' << F << N << 6.5 << 1;
        QTest::newRow("en 0,5") << "0,5" << '.' << F << N << 0.5 << 1;
        QTest::newRow("en 1523.45") << "1523.45" << '.' << F << N << 1523.45 << 2;
        QTest::newRow("de 1523.45") << "1523.45" << ',' << F << N << 1523.45 << 2;
        // Three digits after the writer's own separator: his decimals.
        QTest::newRow("de 1,500") << "1,500" << ',' << F << N << 1.5 << 3;
        QTest::newRow("en 1.500") << "1.500" << '.' << F << N << 1.5 << 3;
        // A leading 0 is no thousands group: 0.500 is a half in any language.
        QTest::newRow("de 0.500") << "0.500" << ',' << F << N << 0.5 << 3;
        // Thousands with the other separator before the decimal one.
        QTest::newRow("de 1.523,45") << "1.523,45" << ',' << F << N << 1523.45 << 2;
        QTest::newRow("en 1,523.45") << "1,523.45" << '.' << F << N << 1523.45 << 2;
        QTest::newRow("de 1,523.45") << "1,523.45" << ',' << F << N << 1523.45 << 2;
        QTest::newRow("groups") << "1.523.456" << ',' << W << N << 1523456.0 << 0;
        // A whole number (DWZ, games, an index): one group of three is thousands, either way.
        QTest::newRow("de DWZ 1.856") << "1.856" << ',' << W << N << 1856.0 << 0;
        QTest::newRow("de DWZ 1,856") << "1,856" << ',' << W << N << 1856.0 << 0;
        QTest::newRow("en DWZ 1,856") << "1,856" << '.' << W << N << 1856.0 << 0;
        QTest::newRow("DWZ 1856") << "1856" << ',' << W << N << 1856.0 << 0;
        // Not a group of three: a fraction, which the field then refuses as not whole.
        QTest::newRow("de whole 1.5") << "1.5" << ',' << W << N << 1.5 << 1;
        QTest::newRow("de whole 1500,0") << "1500,0" << ',' << W << N << 1500.0 << 1;
        QTest::newRow("empty") << "" << ',' << F << Reading::Empty << 0.0 << 0;
        QTest::newRow("blank") << "  " << ',' << F << Reading::Empty << 0.0 << 0;
        QTest::newRow("word") << "abc" << ',' << F << X << 0.0 << 0;
        QTest::newRow("two points") << "0..5" << ',' << F << X << 0.0 << 0;
        QTest::newRow("two decimal commas") << "1,5,5" << ',' << F << X << 0.0 << 0;
        QTest::newRow("group of two") << "1.52.456" << ',' << W << X << 0.0 << 0;
        QTest::newRow("decimal before thousands") << "1,523.456,7" << ',' << F << X << 0.0 << 0;
        QTest::newRow("trailing separator") << "5," << ',' << F << X << 0.0 << 0;
        QTest::newRow("sign alone") << "-" << ',' << F << X << 0.0 << 0;
        QTest::newRow("inner space") << "1 856" << ',' << W << X << 0.0 << 0;
        QTest::newRow("exponent") << "1e3" << '.' << F << X << 0.0 << 0;
        QTest::newRow("half after a fraction") << "6,5\u00bd" << ',' << F << X << 0.0 << 0;
    }

    void readsNumbers()
    {
        QFETCH(QString, text);
        QFETCH(char, separator);
        QFETCH(NumberKind, kind);
        const QByteArray utf8 = text.toUtf8();
        const WrittenNumber read = rd::readWrittenNumber(
            std::string_view(utf8.constData(), std::size_t(utf8.size())), separator, kind);
        QTEST(read.reading, "reading");
        if (read.reading == Reading::Number) {
            QTEST(read.value, "value");
            QTEST(read.decimals, "decimals");
        }
    }

    // 1.500 where a fraction is possible and the point is not the writer's decimal separator:
    // 1500 or 1,5 — refused, with both readings to name.
    void anAmbiguousNumberGivesBothReadings()
    {
        const WrittenNumber german = rd::readWrittenNumber("1.500", ',', NumberKind::Fraction);
        QCOMPARE(german.reading, Reading::Ambiguous);
        QCOMPARE(german.asThousands, 1500.0);
        QCOMPARE(german.asFraction, 1.5);
        const WrittenNumber english = rd::readWrittenNumber("-1,523", '.', NumberKind::Fraction);
        QCOMPARE(english.reading, Reading::Ambiguous);
        QCOMPARE(english.asThousands, -1523.0);
        QCOMPARE(english.asFraction, -1.523);
    }
};

QTEST_APPLESS_MAIN(TestWrittenNumber)
#include "tst_writtennumber.moc"
