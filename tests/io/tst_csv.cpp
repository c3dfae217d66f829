// Player lists as CSV: reading UTF-8 and Latin-1 with a column mapping and per-line errors, and
// writing cells a spreadsheet never runs as formulas.
#include "engine/io/csv/CsvFormat.h"
#include "engine/io/document/StartingRatingsJson.h"
#include "tests/TestData.h"

#include <QDate>
#include <QJsonObject>
#include <QTest>

using namespace rd::io;

namespace {

// A player's starting ratings as the event document writes them, as the database keeps them.
QJsonObject states(const CsvPlayer &player)
{
    return startingRatingsToJson(player.startingRatings);
}

} // namespace

class TestCsv : public QObject {
    Q_OBJECT

private slots:
    void readsUtf8WithQuotesAndLineBreaks()
    {
        const QByteArray utf8 = "\xEF\xBB\xBFName,Geburtsdatum,DWZ,Index,FIDE-ID,Rank\r\n"
                                "\"Müller, Jörg\",1980-05-01,1650,12,4612345,\r\n"
                                "\"O'Brien, \"\"Sean\"\"\",,1580,30,,14k\r\n"
                                "\"Two\nLines\",,,,,\r\n";
        QList<DocumentError> errors;
        const auto table = parseCsv(utf8, errors);
        QVERIFY(table);
        QCOMPARE(table->encoding, QStringLiteral("UTF-8"));
        QCOMPARE(table->header.size(), 6);
        QCOMPARE(table->rows.size(), 3);
        QCOMPARE(table->rows[0][0], QStringLiteral("Müller, Jörg"));
        QCOMPARE(table->rows[1][0], QStringLiteral("O'Brien, \u0022Sean\u0022"));
        QCOMPARE(table->rows[2][0], QStringLiteral("Two\nLines"));
        QCOMPARE(table->lines, (QList<int> { 2, 3, 4 }));
        const std::vector<PlayerColumn> columns = guessPlayerColumns(table->header);
        QVERIFY(columns
            == (std::vector<PlayerColumn> { PlayerColumn::Name, PlayerColumn::BirthDate,
                PlayerColumn::Dwz, PlayerColumn::DwzIndex, PlayerColumn::FideId,
                PlayerColumn::SagcRank }));
        const auto players
            = readPlayers(*table, columns, readingOf(*table, columns, QLocale::c()), errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(players.size(), std::size_t { 3 });
        QVERIFY(players[0].birthDate == rd::Date::fromIso("1980-05-01"));
        QCOMPARE(players[0].federationIds.at("fide"), QStringLiteral("4612345"));
        QCOMPARE(states(players[0]).value("dwz").toObject().value("rating").toInt(), 1650);
        QCOMPARE(states(players[1]).value("sagc").toObject().value("rank").toString(),
            QStringLiteral("14k"));
    }

    void readsLatin1AndSemicolons()
    {
        const QByteArray latin1 = "Name;DWZ\nWei\xDF, Anna;1500\nG\xF6tz, Ben;1400\n";
        QList<DocumentError> errors;
        const auto table = parseCsv(latin1, errors);
        QVERIFY(table);
        QCOMPARE(table->encoding, QStringLiteral("Windows-1252"));
        QCOMPARE(table->rows[0][0], QStringLiteral("Weiß, Anna"));
        QCOMPARE(table->rows[1][0], QStringLiteral("Götz, Ben"));
        QCOMPARE(readPlayers(*table, guessPlayerColumns(table->header),
                     readingOf(*table, guessPlayerColumns(table->header), QLocale::c()), errors)
                     .size(),
            std::size_t { 2 });
    }

    // A German club's list as Excel writes it (tests/data/players-de-windows1252.csv):
    // Windows-1252, semicolons, dates DD.MM.YYYY and D.M.YYYY, US Chess ratings with a decimal
    // comma. The user's locale is US English, yet the file's dates show that it is German.
    void readsAGermanClubsExcelList()
    {
        QList<DocumentError> errors;
        const auto table = parseCsv(rd::test::testData("players-de-windows1252.csv"), errors);
        QVERIFY(table);
        QCOMPARE(table->encoding, QStringLiteral("Windows-1252"));
        QCOMPARE(table->rows.size(), 4);
        // 0x8A is Š and 0x84, 0x93 are „ and “ in Windows-1252 (in Latin-1 they are controls).
        QCOMPARE(table->rows[2][0], QStringLiteral("\u0160imunovic, Ana"));
        QCOMPARE(table->rows[3][0], QStringLiteral("Größer, Änne"));
        QCOMPARE(table->rows[3][6], QStringLiteral("Verein \u201ETurm\u201C Köln"));
        const std::vector<PlayerColumn> columns = guessPlayerColumns(table->header);
        QVERIFY(columns
            == (std::vector<PlayerColumn> { PlayerColumn::Name, PlayerColumn::BirthDate,
                PlayerColumn::DsbId, PlayerColumn::Dwz, PlayerColumn::DwzIndex, PlayerColumn::Uscf,
                PlayerColumn::Club }));
        const CsvReading reading
            = readingOf(*table, columns, QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(reading.hasDottedDates && !reading.hasIsoDates && !reading.hasSlashedDates);
        QCOMPARE(reading.decimalPoint, QLatin1Char(','));
        QVERIFY(reading.decimalPointShownByFile);
        QCOMPARE(reading.description(),
            QStringLiteral("Birth dates are read as day.month.year (12.03.1965). Ratings are read "
                           "with a decimal comma (1523,45)."));
        const auto players = readPlayers(*table, columns, reading, errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).userText()));
        QCOMPARE(players.size(), std::size_t { 4 });
        // The two Jürgen Müllers differ by their birth dates: 12.03.1965 and 3.7.1998.
        QCOMPARE(players[0].name, players[1].name);
        QVERIFY(players[0].birthDate == rd::Date::fromIso("1965-03-12"));
        QVERIFY(players[1].birthDate == rd::Date::fromIso("1998-07-03"));
        QVERIFY(players[2].birthDate == rd::Date::fromIso("1980-02-01"));
        QVERIFY(players[3].birthDate == rd::Date::fromIso("2001-12-24"));
        QCOMPARE(players[1].federationIds.at("dsb"), QStringLiteral("10067890"));
        // The "Verein" column is the club, kept as written.
        QCOMPARE(players[3].club, QStringLiteral("Verein \u201ETurm\u201C Köln"));
        QCOMPARE(states(players[2]).value("uscf").toObject().value("rating").toDouble(), 1523.45);
        QCOMPARE(states(players[3]).value("uscf").toObject().value("rating").toDouble(), 1190.5);
        QCOMPARE(states(players[0]).value("dwz").toObject(),
            (QJsonObject { { "rating", 1650 }, { "index", 42 } }));
    }

    // 03/04/1965 is the 3rd of April or the 4th of March: a day above 12 in the file's dates
    // shows the order; where none does, the user's locale decides (en_US M/d/yy, en_GB
    // dd/MM/yyyy, de_DE dd.MM.yy).
    void readsSlashedDatesAsTheFileShowsOrAsTheLocaleWrites_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<bool>("shownByFile");
        const QByteArray alone = "Name,Born\nAdams Ann,03/04/1965\n";
        QTest::newRow("US English") << alone << "en_US"
                                    << "1965-03-04" << false;
        QTest::newRow("British English") << alone << "en_GB"
                                         << "1965-04-03" << false;
        QTest::newRow("German") << alone << "de_DE"
                                << "1965-04-03" << false;
        QTest::newRow("a 25th of March in a US locale")
            << QByteArray("Name,Born\nAdams Ann,03/04/1965\nBaker Bob,25/03/1970\n") << "en_US"
            << "1965-04-03" << true;
        QTest::newRow("a December 25th in a German locale")
            << QByteArray("Name,Born\nAdams Ann,03/04/1965\nBaker Bob,12/25/1970\n") << "de_DE"
            << "1965-03-04" << true;
        QTest::newRow("dotted dates beside it")
            << QByteArray("Name,Born\nAdams Ann,03/04/1965\nBaker Bob,1.2.1970\n") << "en_US"
            << "1965-04-03" << true;
    }

    void readsSlashedDatesAsTheFileShowsOrAsTheLocaleWrites()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QString, locale);
        QFETCH(QString, expected);
        QFETCH(bool, shownByFile);
        QList<DocumentError> errors;
        const auto table = parseCsv(csv, errors);
        const auto columns = guessPlayerColumns(table->header);
        const CsvReading reading = readingOf(*table, columns, QLocale(locale));
        QCOMPARE(reading.dayFirstShownByFile, shownByFile);
        const auto players = readPlayers(*table, columns, reading, errors);
        QVERIFY(errors.isEmpty());
        QVERIFY(players.front().birthDate == rd::Date::fromIso(expected.toStdString()));
        // The dialog says when the locale decided.
        QCOMPARE(reading.description().contains(QLatin1String("language setting")), !shownByFile);
    }

    // A decimal comma or point as the file's ratings show it, whatever the user's locale; a
    // rating with the other separator is refused, not read as a thousands separator.
    void readsDecimalsAsTheFileWritesThem()
    {
        QList<DocumentError> errors;
        const auto comma = parseCsv("Name;USCF\nAdams Ann;1523,45\nBaker Bob;1601\n", errors);
        const auto columns = guessPlayerColumns(comma->header);
        const CsvReading commaReading
            = readingOf(*comma, columns, QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(commaReading.decimalPoint, QLatin1Char(','));
        const auto read = readPlayers(*comma, columns, commaReading, errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(states(read[0]).value("uscf").toObject().value("rating").toDouble(), 1523.45);
        QCOMPARE(states(read[1]).value("uscf").toObject().value("rating").toDouble(), 1601.0);

        const auto point = parseCsv("Name,USCF\nAdams Ann,1523.45\n", errors);
        const CsvReading pointReading
            = readingOf(*point, columns, QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(pointReading.decimalPoint, QLatin1Char('.'));
        QCOMPARE(states(readPlayers(*point, columns, pointReading, errors)[0])
                     .value("uscf")
                     .toObject()
                     .value("rating")
                     .toDouble(),
            1523.45);

        // Two ratings with a comma outweigh one with a point; "1.523" is then no rating.
        const auto mixed = parseCsv("Name;USCF\nA;1523,45\nB;1400,5\nC;1.523\n", errors);
        const CsvReading mixedReading = readingOf(*mixed, columns, QLocale::c());
        QCOMPARE(mixedReading.decimalPoint, QLatin1Char(','));
        QCOMPARE(readPlayers(*mixed, columns, mixedReading, errors).size(), std::size_t { 2 });
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0].path, QStringLiteral("line 4, column 2"));
        QCOMPARE(errors[0].code, ReadCode::CsvNotRating);
    }

    void namesEveryBadLine()
    {
        const QByteArray csv = "Name,Birth date,DWZ,Rank\n"
                               "\"Good, One\",1990-01-01,1500,\n"
                               "Bad Date,1990-02-30,1500,\n"
                               "Bad Rating,,3600,\n"
                               "Bad Rank,,,31k\n"
                               ",,1500,\n";
        QList<DocumentError> errors;
        const auto table = parseCsv(csv, errors);
        QVERIFY(table);
        const auto players = readPlayers(*table, guessPlayerColumns(table->header),
            readingOf(*table, guessPlayerColumns(table->header), QLocale::c()), errors);
        QCOMPARE(players.size(), std::size_t { 1 });
        QCOMPARE(errors.size(), 4);
        QCOMPARE(errors[0].path, QStringLiteral("line 3, column 2"));
        // The message names the forms read; slashed dates day first, as the C locale writes its
        // short dates ("d MMM yyyy").
        QCOMPARE(errors[0].message(),
            QStringLiteral("\"1990-02-30\" is not a date such as 1965-03-12, 12.03.1965, "
                           "12/03/1965"));
        QCOMPARE(errors[1].path, QStringLiteral("line 4, column 3"));
        QCOMPARE(errors[2].path, QStringLiteral("line 5, column 4"));
        QVERIFY(errors[2].message().contains("31k"));
        QCOMPARE(errors[3].path, QStringLiteral("line 6"));
        QVERIFY(errors[3].message().contains("name"));
        // An unclosed quote.
        QList<DocumentError> broken;
        QVERIFY(!parseCsv("Name\n\"open,\n", broken));
        QCOMPARE(broken.first().path, QStringLiteral("line 2"));
    }

    // docs/limits.md: a name holds no control character and has at most 100 characters; a NUL
    // was stored and SQLite then saw "Mey".
    void refusesANameOutsideTheTableOfLimits()
    {
        QByteArray csv = "Name,Club\n"
                         "\"Meyer, Anna\",SK Kassel\n";
        csv += QByteArray("Mey\0er,SK Kassel\n", 17);
        csv += "Weber," + QByteArray(101, 'x') + "\n";
        QList<DocumentError> errors;
        const auto table = parseCsv(csv, errors);
        QVERIFY(table);
        const auto columns = guessPlayerColumns(table->header);
        const auto players
            = readPlayers(*table, columns, readingOf(*table, columns, QLocale::c()), errors);
        QCOMPARE(players.size(), std::size_t { 1 });
        QCOMPARE(errors.size(), 2);
        QCOMPARE(errors[0].toString(),
            QStringLiteral("line 3, column 1: the text holds the control character U+0000, "
                           "which a name cannot hold"));
        QCOMPARE(errors[1].toString(),
            QStringLiteral("line 4, column 2: the name has 101 characters, at most 100 are "
                           "allowed"));
    }

    void readsWhetherAPlayerIsAnAdult()
    {
        // US Chess step 1 (docs/rules/uscf.md §3.2): the `adult` column sets "adult": true in the
        // player's uscf object, also without a rating; "no" leaves it out; other text is refused.
        const QByteArray csv = "Name,USCF,Adult\n"
                               "\"Adams, Ann\",,yes\n"
                               "\"Baker, Bob\",1500,nein\n"
                               "\"Cole, Cy\",,maybe\n";
        QList<DocumentError> errors;
        const auto table = parseCsv(csv, errors);
        const auto columns = guessPlayerColumns(table->header);
        QCOMPARE(columns[2], PlayerColumn::UscfAdult);
        const auto players
            = readPlayers(*table, columns, readingOf(*table, columns, QLocale::c()), errors);
        QCOMPARE(players.size(), std::size_t { 2 });
        QCOMPARE(states(players[0]).value("uscf").toObject(), (QJsonObject { { "adult", true } }));
        QVERIFY(!states(players[1]).value("uscf").toObject().contains("adult"));
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0].path, QStringLiteral("line 4, column 3"));
        QCOMPARE(errors[0].code, rd::io::ReadCode::CsvNotYesOrNo);
    }

    // Surname and given name in columns of their own, as club spreadsheets keep them; "Name"
    // beside "Vorname" is the surname.
    void guessesSurnameAndGivenNameColumns_data()
    {
        QTest::addColumn<QString>("header");
        QTest::newRow("Name + Vorname") << "Name;Vorname";
        QTest::newRow("Nachname + Vorname") << "Nachname;Vorname";
        QTest::newRow("Last + First") << "Last;First";
        QTest::newRow("Surname + Given name") << "Surname;Given name";
        QTest::newRow("Last name + First name") << "Last name;First name";
        QTest::newRow("Familienname + Vornamen") << "Familienname;Vornamen";
    }

    void guessesSurnameAndGivenNameColumns()
    {
        QFETCH(QString, header);
        QVERIFY(guessPlayerColumns(header.split(QLatin1Char(';')))
            == (std::vector<PlayerColumn> { PlayerColumn::Surname, PlayerColumn::GivenName }));
    }

    // A German club's member list as Excel saves it on Windows
    // (tests/data/players-name-vorname-windows1252.csv): Name and Vorname, the birth year alone,
    // Geschlecht, the DWZ with a thousands point, namesakes.
    void readsAClubListWithNameAndVorname()
    {
        QList<DocumentError> errors;
        const auto table
            = parseCsv(rd::test::testData("players-name-vorname-windows1252.csv"), errors);
        QVERIFY(table);
        QCOMPARE(table->encoding, QStringLiteral("Windows-1252"));
        const std::vector<PlayerColumn> columns = guessPlayerColumns(table->header);
        QVERIFY(columns
            == (std::vector<PlayerColumn> { PlayerColumn::Ignore, PlayerColumn::Surname,
                PlayerColumn::GivenName, PlayerColumn::BirthYear, PlayerColumn::Sex,
                PlayerColumn::Dwz, PlayerColumn::DwzIndex, PlayerColumn::Club }));
        const CsvReading reading = readingOf(*table, columns, QLocale(QLocale::German));
        // Every DWZ with a separator is d.ddd (856 and an empty cell have none): thousands.
        QCOMPARE(reading.thousands, (std::map<std::size_t, QChar> { { 5, QLatin1Char('.') } }));
        QCOMPARE(reading.description(),
            QStringLiteral("Ratings are read with a thousands point (1.856)."));
        const auto players = readPlayers(*table, columns, reading, errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).userText()));
        QCOMPARE(players.size(), std::size_t { 14 });
        QCOMPARE(players[0].name, QStringLiteral("Müller, Jürgen"));
        QCOMPARE(players[0].birthYear, std::optional(1965));
        QVERIFY(!players[0].birthDate);
        QCOMPARE(players[0].sex, QStringLiteral("m"));
        QCOMPARE(states(players[0]).value("dwz").toObject(),
            (QJsonObject { { "rating", 1856 }, { "index", 87 } }));
        QCOMPARE(players[1].name, QStringLiteral("Müller, Jürgen"));
        QCOMPARE(players[1].birthYear, std::optional(1998));
        QCOMPARE(players[2].name, QStringLiteral("Müller, Anna"));
        QCOMPARE(players[2].sex, QStringLiteral("w"));
        QCOMPARE(players[3].name, QStringLiteral("Größer, Änne"));
        QCOMPARE(players[5].name, QStringLiteral("\u0160imunovic, Ana"));
        QCOMPARE(players[6].name, QStringLiteral("Schmitt, Hans-Peter"));
        QCOMPARE(states(players[7]).value("dwz").toObject().value("rating").toInt(), 856);
        QVERIFY(!states(players[9]).contains("dwz"));
        QCOMPARE(players[13].club, QStringLiteral("SK Weiß-Blau Köln"));
    }

    // UTF-8 with a byte order mark (tests/data/players-nachname-vorname-utf8-bom.csv):
    // Nachname and Vorname, German birth dates, sex written out, FIDE title and federation.
    void readsTitlesFederationsAndSexes()
    {
        QList<DocumentError> errors;
        const auto table
            = parseCsv(rd::test::testData("players-nachname-vorname-utf8-bom.csv"), errors);
        QVERIFY(table);
        QCOMPARE(table->encoding, QStringLiteral("UTF-8"));
        const std::vector<PlayerColumn> columns = guessPlayerColumns(table->header);
        QVERIFY(columns
            == (std::vector<PlayerColumn> { PlayerColumn::Surname, PlayerColumn::GivenName,
                PlayerColumn::BirthDate, PlayerColumn::Sex, PlayerColumn::Title,
                PlayerColumn::Federation, PlayerColumn::FideId, PlayerColumn::Ignore,
                PlayerColumn::Dwz, PlayerColumn::DwzIndex }));
        const auto players
            = readPlayers(*table, columns, readingOf(*table, columns, QLocale::c()), errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).userText()));
        QCOMPARE(players.size(), std::size_t { 6 });
        QCOMPARE(players[0].name, QStringLiteral("Weber, Jürgen"));
        QVERIFY(players[0].birthDate == rd::Date::fromIso("1965-03-12"));
        QCOMPARE(players[0].title, QStringLiteral("FM"));
        QCOMPARE(players[0].federation, QStringLiteral("GER"));
        QCOMPARE(players[0].sex, QStringLiteral("m"));
        QCOMPARE(states(players[0]).value("dwz").toObject().value("rating").toInt(), 2187);
        QCOMPARE(players[2].title, QStringLiteral("WCM"));
        QCOMPARE(players[2].sex, QStringLiteral("w"));
        QCOMPARE(players[4].name, QStringLiteral("Nowak, Paweł"));
        QCOMPARE(players[5].federation, QStringLiteral("AUT"));
    }

    // An English list with commas, whose DWZ column groups thousands with a comma in quotes
    // (tests/data/players-surname-given-name.csv).
    void readsThousandsGroupedWithAComma()
    {
        QList<DocumentError> errors;
        const auto table = parseCsv(rd::test::testData("players-surname-given-name.csv"), errors);
        QVERIFY(table);
        const std::vector<PlayerColumn> columns = guessPlayerColumns(table->header);
        QVERIFY(columns
            == (std::vector<PlayerColumn> { PlayerColumn::Surname, PlayerColumn::GivenName,
                PlayerColumn::BirthYear, PlayerColumn::Sex, PlayerColumn::Title,
                PlayerColumn::Federation, PlayerColumn::FideId, PlayerColumn::Dwz }));
        const CsvReading reading
            = readingOf(*table, columns, QLocale(QLocale::English, QLocale::UnitedStates));
        QCOMPARE(reading.thousands, (std::map<std::size_t, QChar> { { 7, QLatin1Char(',') } }));
        const auto players = readPlayers(*table, columns, reading, errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).userText()));
        QCOMPARE(players[0].name, QStringLiteral("Smith, John"));
        QCOMPARE(states(players[0]).value("dwz").toObject().value("rating").toInt(), 1856);
        QCOMPARE(players[2].title, QStringLiteral("WFM"));
        QCOMPARE(players[2].sex, QStringLiteral("f"));
        QCOMPARE(players[3].name, QStringLiteral("O'Brien, Seán"));
        QCOMPARE(states(players[3]).value("dwz").toObject().value("rating").toInt(), 985);
    }

    // A DWZ column that does not group its thousands throughout says nothing of them: 1.856
    // there is no DWZ, and neither is 1.5; the other refusals of the new columns.
    void refusesWhatTheNewColumnsCannotHold()
    {
        QList<DocumentError> errors;
        const auto table = parseCsv("Nachname;Vorname;Geburtsjahr;Geburtsdatum;Geschlecht;Titel;"
                                    "Föderation;DWZ;Index\n"
                                    "A;Anna;1965;;x;;GER;1.856;\n"
                                    "B;Ben;1849;;m;GMX;;1.5;\n"
                                    "C;Clara;1970;12.03.1971;w;;DE;;12\n",
            errors);
        const std::vector<PlayerColumn> columns = guessPlayerColumns(table->header);
        const CsvReading reading = readingOf(*table, columns, QLocale::c());
        QVERIFY(reading.thousands.empty());
        QVERIFY(readPlayers(*table, columns, reading, errors).empty());
        QStringList found;
        for (const DocumentError &error : errors)
            found << error.userText();
        QCOMPARE(found,
            QStringList({ "line 2, column 5: \"x\" is not a sex: m or w (also male, female, f)",
                "line 2, column 8: \"1.856\" is not a number from 0 to 3500",
                "line 3, column 3: \"1849\" is not a number from 1850 to "
                    + QString::number(QDate::currentDate().year()),
                "line 3, column 6: \"GMX\" is not a FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, "
                "WCM)",
                "line 3, column 8: \"1.5\" is not a number from 0 to 3500",
                "line 4, column 7: \"DE\" is not a federation of three letters, e.g. GER",
                "line 4: the birth year 1970 is not the year of the birth date 1971-03-12",
                "line 4: a DWZ index or evaluation date needs the DWZ itself" }));

        // A whole name and its parts are one or the other.
        errors.clear();
        QVERIFY(
            readPlayers(*table, { PlayerColumn::Name, PlayerColumn::GivenName }, reading, errors)
                .empty());
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0].code, ReadCode::CsvNameTwice);
    }

    void exportedCellsAreNeverFormulas()
    {
        QCOMPARE(csvCell("=SUM(A1:A9)"), QStringLiteral("'=SUM(A1:A9)"));
        QCOMPARE(csvCell("+49 30 123"), QStringLiteral("'+49 30 123"));
        QCOMPARE(csvCell("-10"), QStringLiteral("'-10"));
        QCOMPARE(csvCell("@cmd"), QStringLiteral("'@cmd"));
        QCOMPARE(csvCell("Meyer, Anna"), QStringLiteral("\u0022Meyer, Anna\u0022"));
        QCOMPARE(csvCell("say \u0022hi\u0022"),
            QStringLiteral("\u0022say \u0022\u0022hi\u0022\u0022\u0022"));
        QCOMPARE(csvCell("1650"), QStringLiteral("1650"));
        const QByteArray written = writeCsv({ "Name", "Change" }, { { "Meyer, Anna", "-10" } });
        QCOMPARE(written, QByteArray("Name,Change\r\n\"Meyer, Anna\",'-10\r\n"));
        // What is written reads back (the apostrophe stays: it is what the spreadsheet shows).
        QList<DocumentError> errors;
        QCOMPARE(parseCsv(written, errors)->rows[0][0], QStringLiteral("Meyer, Anna"));
    }
};

QTEST_APPLESS_MAIN(TestCsv)
#include "tst_csv.moc"
