#include "engine/rating/Date.h"

#include <QTest>

using rd::Date;

class TestDate : public QObject {
    Q_OBJECT

private slots:
    void parsesIsoDates()
    {
        const auto date = Date::fromIso("2026-03-29");
        QVERIFY(date);
        QCOMPARE(date->year, 2026);
        QCOMPARE(date->month, 3);
        QCOMPARE(date->day, 29);
        QCOMPARE(date->toIso(), std::string("2026-03-29"));
        QVERIFY(Date::fromIso("2024-02-29")); // leap year
        QVERIFY(Date::fromIso("2000-02-29")); // divisible by 400
    }

    void rejectsDaysThatDoNotExist_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("not a leap year") << "2023-02-29";
        QTest::newRow("century not a leap year") << "1900-02-29";
        QTest::newRow("month 13") << "2026-13-01";
        QTest::newRow("month 0") << "2026-00-10";
        QTest::newRow("April 31") << "2026-04-31";
        QTest::newRow("day 0") << "2026-04-00";
        QTest::newRow("short form") << "26-3-1";
        QTest::newRow("no padding") << "2026-3-01";
        QTest::newRow("slashes") << "2026/03/01";
        QTest::newRow("trailing text") << "2026-03-01T10";
        QTest::newRow("empty") << "";
        QTest::newRow("sign") << "+026-03-01";
    }

    void rejectsDaysThatDoNotExist()
    {
        QFETCH(QString, text);
        QVERIFY(!Date::fromIso(text.toStdString()));
    }

    void dayNumbersAndOrdering()
    {
        QCOMPARE(Date::fromIso("1970-01-01")->dayNumber(), 0L);
        QCOMPARE(Date::fromIso("1970-01-02")->dayNumber(), 1L);
        QCOMPARE(Date::fromIso("1969-12-31")->dayNumber(), -1L);
        // 2000-03-01 is 11017 days after 1970-01-01: 30 years of 365 days, 7 leap days
        // (1972 ... 1996), then 31 days of January and 29 of February 2000.
        QCOMPARE(Date::fromIso("2000-03-01")->dayNumber(), 30L * 365 + 7 + 31 + 29);
        for (long day = -800000; day <= 800000; day += 997)
            QCOMPARE(Date::fromDayNumber(day).dayNumber(), day);
        QVERIFY(*Date::fromIso("2026-03-01") < *Date::fromIso("2026-03-29"));
        QVERIFY(*Date::fromIso("2025-12-31") < *Date::fromIso("2026-01-01"));
    }

    void plusYears()
    {
        // Restpartien expire 2 years after the tournament's end (seed 6.1.1).
        QCOMPARE(Date::fromIso("2026-03-29")->plusYears(2), *Date::fromIso("2028-03-29"));
        QCOMPARE(Date::fromIso("2024-02-29")->plusYears(2), *Date::fromIso("2026-02-28"));
        QCOMPARE(Date::fromIso("2024-02-29")->plusYears(4), *Date::fromIso("2028-02-29"));
    }

    void completedYearsCountTheBirthday()
    {
        const Date birth = *Date::fromIso("2010-05-01");
        QCOMPARE(rd::completedYears(birth, *Date::fromIso("2026-04-30")), 15);
        QCOMPARE(rd::completedYears(birth, *Date::fromIso("2026-05-01")), 16);
        QCOMPARE(rd::completedYears(birth, *Date::fromIso("2026-12-31")), 16);
    }

    void fractionalYearsForUscf()
    {
        // USCF step 1 (uscf.md §3.1): age = days / 365.25. 2010-05-01 to 2026-03-29 is 5811 days
        // (16 * 365 + 4 leap days = 5844 to 2026-05-01, minus 33) -> 15.9097.
        const double age
            = rd::fractionalYears(*Date::fromIso("2010-05-01"), *Date::fromIso("2026-03-29"));
        QCOMPARE(age, 5811 / 365.25);
        QCOMPARE(
            rd::fractionalYears(*Date::fromIso("2000-01-01"), *Date::fromIso("2000-01-01")), 0.0);
    }

    void calendarYearAgeForDwz()
    {
        // DWZ 3.2: A = year of the tournament's last round - birth year, whatever the birthday.
        QCOMPARE(rd::calendarYearAge(2006, *Date::fromIso("2026-01-02")), 20);
        QCOMPARE(rd::calendarYearAge(2006, *Date::fromIso("2026-12-31")), 20);
        QCOMPARE(rd::calendarYearAge(2005, *Date::fromIso("2026-01-02")), 21);
    }
};

QTEST_APPLESS_MAIN(TestDate)
#include "tst_date.moc"
