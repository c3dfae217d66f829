// Dates typed as people write them, in German and in English, or as ISO.
#include "ui/widgets/DateField.h"

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
        // The short form lists show (QLocale::ShortFormat: dd.MM.yy, M/d/yy). On 26 November 2026
        // a two-digit year is one of 1937 to 2036: 26 is 2026, 36 is 2036, 37 and 65 are 19xx.
        QTest::newRow("German as the events list shows it") << "de_DE"
                                                            << "30.10.26" << QDate(2026, 10, 30);
        QTest::newRow("German short, no leading zeros") << "de_DE"
                                                        << "1.3.26" << QDate(2026, 3, 1);
        QTest::newRow("English as the events list shows it") << "en_US"
                                                             << "10/30/26" << QDate(2026, 10, 30);
        QTest::newRow("ten years ahead") << "de_DE"
                                         << "01.01.36" << QDate(2036, 1, 1);
        QTest::newRow("eleven years ahead is a century back") << "de_DE"
                                                              << "01.01.37" << QDate(1937, 1, 1);
        QTest::newRow("a birth date") << "en_US"
                                      << "3/12/65" << QDate(1965, 3, 12);
        QTest::newRow("29 February of 2000") << "de_DE"
                                             << "29.02.00" << QDate(2000, 2, 29);
        // No such day, the English order in German, other text: no date.
        QTest::newRow("31 February") << "de_DE"
                                     << "31.02.2026" << QDate();
        QTest::newRow("31 February, short") << "de_DE"
                                            << "31.02.26" << QDate();
        QTest::newRow("English order in German") << "de_DE"
                                                 << "10/30/26" << QDate();
        QTest::newRow("three-digit year") << "de_DE"
                                          << "30.10.026" << QDate();
        QTest::newRow("words") << "en_US"
                               << "tomorrow" << QDate();
    }

    void readsTheLocalesFormAndIso()
    {
        QFETCH(QString, locale);
        QFETCH(QString, text);
        QFETCH(QDate, expected);
        const QDate today(2026, 11, 26);
        QCOMPARE(DateField::parse(text, QLocale(locale), today).value_or(QDate()), expected);
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
            QStringLiteral("Write the date as 24.11.2026, 24.11.26 or 2026-11-24."));
    }

    // What the events list shows (QLocale::ShortFormat, a two-digit year) is taken when typed,
    // and then shown with the year in full. The century is the one of the coming years: the
    // test expects the 2000s, true while it runs before 2090.
    void aDateIsTypedAsListsShowIt_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("shown");
        QTest::newRow("German") << "de_DE"
                                << "30.10.26"
                                << "30.10.2026";
        QTest::newRow("English") << "en_US"
                                 << "10/30/26"
                                 << "10/30/2026";
    }

    void aDateIsTypedAsListsShowIt()
    {
        QFETCH(QString, locale);
        QFETCH(QString, typed);
        QFETCH(QString, shown);
        DateField field;
        field.setLocale(QLocale(locale));
        QSignalSpy changed(&field, &DateField::dateChanged);
        field.show();
        QTest::keyClicks(field.lineEdit(), typed);
        QTest::keyClick(field.lineEdit(), Qt::Key_Return);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.last().first().toDate(), QDate(2026, 10, 30));
        QCOMPARE(field.lineEdit()->text(), shown);
        QVERIFY(field.lineEdit()->toolTip().isEmpty());
    }
};

QTEST_MAIN(TestDateField)
#include "tst_datefield.moc"
