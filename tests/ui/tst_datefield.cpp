// Dates typed as people write them, in German and in English, or as ISO.
#include "ui/DateField.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

using rd::ui::DateField;

class TestDateField : public QObject {
    Q_OBJECT

private slots:
    void readsTheLocalesFormAndIso_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QDate>("expected");
        const QDate day(2026, 11, 24);
        QTest::newRow("German") << "de_DE"
                                << "24.11.2026" << day;
        QTest::newRow("German, no leading zeros") << "de_DE"
                                                  << "1.3.2026" << QDate(2026, 3, 1);
        QTest::newRow("US English") << "en_US"
                                    << "11/24/2026" << day;
        QTest::newRow("ISO in German") << "de_DE"
                                       << "2026-11-24" << day;
        QTest::newRow("ISO in English") << "en_US"
                                        << " 2026-11-24 " << day;
        // No such day, a two-digit year (which century?), other text: no date.
        QTest::newRow("31 February") << "de_DE"
                                     << "31.02.2026" << QDate();
        QTest::newRow("two-digit year") << "de_DE"
                                        << "24.11.26" << QDate();
        QTest::newRow("words") << "en_US"
                               << "tomorrow" << QDate();
    }

    void readsTheLocalesFormAndIso()
    {
        QFETCH(QString, locale);
        QFETCH(QString, text);
        QFETCH(QDate, expected);
        QCOMPARE(DateField::parse(text, QLocale(locale)).value_or(QDate()), expected);
    }

    void aGermanDirectorTypesADate()
    {
        DateField field;
        field.setLocale(QLocale(QLocale::German, QLocale::Germany));
        QSignalSpy changed(&field, &DateField::dateChanged);
        field.show();
        QTest::keyClicks(field.lineEdit(), QStringLiteral("24.11.2026"));
        QCOMPARE(changed.count(), 0); // not while typing
        QTest::keyClick(field.lineEdit(), Qt::Key_Return);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.last().first().toDate(), QDate(2026, 11, 24));
        QCOMPARE(field.date(), QDate(2026, 11, 24));

        // ISO typed in full is taken, and shown the German way once Enter is pressed.
        field.lineEdit()->clear();
        QTest::keyClicks(field.lineEdit(), QStringLiteral("2026-03-01"));
        QTest::keyClick(field.lineEdit(), Qt::Key_Return);
        QCOMPARE(field.lineEdit()->text(), QStringLiteral("01.03.2026"));
        QCOMPARE(changed.last().first().toDate(), QDate(2026, 3, 1));

        // Text that is no date is marked with the forms to use and changes nothing.
        const int before = changed.count();
        field.lineEdit()->clear();
        QTest::keyClicks(field.lineEdit(), QStringLiteral("31.02.2026"));
        QTest::keyClick(field.lineEdit(), Qt::Key_Return);
        QCOMPARE(changed.count(), before);
        QVERIFY(!field.date());
        QCOMPARE(field.lineEdit()->toolTip(),
            QStringLiteral("Write the date as 24.11.2026 or 2026-11-24."));
    }
};

QTEST_MAIN(TestDateField)
#include "tst_datefield.moc"
