// Player lists as CSV: reading UTF-8 and Latin-1 with a column mapping and per-line errors, and
// writing cells a spreadsheet never runs as formulas.
#include "engine/io/CsvFormat.h"

#include <QJsonObject>
#include <QTest>

using namespace rd::io;

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
        const auto players = readPlayers(*table, columns, errors);
        QVERIFY(errors.isEmpty());
        QCOMPARE(players.size(), std::size_t { 3 });
        QVERIFY(players[0].birthDate == rd::Date::fromIso("1980-05-01"));
        QCOMPARE(players[0].federationIds.at("fide"), QStringLiteral("4612345"));
        QCOMPARE(players[0].startingStates.value("dwz").toObject().value("rating").toInt(), 1650);
        QCOMPARE(players[1].startingStates.value("sagc").toObject().value("rank").toString(),
            QStringLiteral("14k"));
    }

    void readsLatin1AndSemicolons()
    {
        const QByteArray latin1 = "Name;DWZ\nWei\xDF, Anna;1500\nG\xF6tz, Ben;1400\n";
        QList<DocumentError> errors;
        const auto table = parseCsv(latin1, errors);
        QVERIFY(table);
        QCOMPARE(table->encoding, QStringLiteral("Latin-1"));
        QCOMPARE(table->rows[0][0], QStringLiteral("Weiß, Anna"));
        QCOMPARE(table->rows[1][0], QStringLiteral("Götz, Ben"));
        QCOMPARE(readPlayers(*table, guessPlayerColumns(table->header), errors).size(),
            std::size_t { 2 });
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
        const auto players = readPlayers(*table, guessPlayerColumns(table->header), errors);
        QCOMPARE(players.size(), std::size_t { 1 });
        QCOMPARE(errors.size(), 4);
        QCOMPARE(errors[0].path, QStringLiteral("line 3, column 2"));
        QVERIFY(errors[0].message().contains("1990-02-30"));
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
        const auto players = readPlayers(*table, columns, errors);
        QCOMPARE(players.size(), std::size_t { 2 });
        QCOMPARE(players[0].startingStates.value("uscf").toObject(),
            (QJsonObject { { "adult", true } }));
        QVERIFY(!players[1].startingStates.value("uscf").toObject().contains("adult"));
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0].path, QStringLiteral("line 4, column 3"));
        QCOMPARE(errors[0].code, rd::io::ReadCode::CsvNotYesOrNo);
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
