// The US Chess rating report (docs/uscf-report.md): the three dBase III tables of the worked
// example byte for byte, every field read back, byes, forfeits and unplayed rounds, the systems
// of the time controls, what is refused, and how other programs' tables are read.
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/io/uscf/DbaseTable.h"
#include "engine/io/uscf/UscfReport.h"
#include "engine/io/uscf/UscfTimeControl.h"
#include "tests/TestData.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

using namespace rd;
using namespace rd::io;

namespace {

// The worked example is exported on 14 March 2026 (docs/uscf-report.md "Worked example").
const Date kExportDay { 2026, 3, 14 };

// The event of a document with its report details.
rd::io::EventFile eventOf(const QString &file)
{
    const EventReadResult read = readEventDocument(test::testData(file));
    if (!read.event)
        qFatal("%s: %s", qPrintable(file), qPrintable(read.errors.value(0).toString()));
    return *read.file();
}

// A report read back as the event with its report details.
rd::io::EventFile fileOf(const UscfReportReading &read)
{
    rd::io::EventFile file { *read.event };
    file.details.uscfReport = read.report;
    return file;
}

rd::io::EventFile workedExample()
{
    return eventOf(QStringLiteral("uscf-maple-club.json"));
}

// The worked example as the section "Open", beside a section "Quick" of two more players who
// play one game (G/15;d5: 15 + 5 = 20 minutes, Quick only, rule 5C) with a TD of its own.
rd::io::EventFile twoSections()
{
    return eventOf(QStringLiteral("uscf-two-sections.json"));
}

// A table's bytes as docs/uscf-report.md §1 lays them out, built here from the names and widths
// of its fields and its records typed out in full: header, descriptors, 0x0D, records, 0x1A.
QByteArray expectedTable(QByteArray firstBytes, const QList<std::pair<QByteArray, int>> &fields,
    const QList<QByteArray> &records)
{
    QByteArray bytes = firstBytes;
    bytes.append(QByteArray(32 - bytes.size(), '\0'));
    for (const auto &[name, width] : fields) {
        QByteArray descriptor = name;
        descriptor.append(QByteArray(11 - name.size(), '\0'));
        descriptor.append('C');
        descriptor.append(QByteArray(4, '\0'));
        descriptor.append(static_cast<char>(width));
        descriptor.append(QByteArray(15, '\0'));
        bytes.append(descriptor);
    }
    bytes.append('\x0D');
    for (const QByteArray &record : records)
        bytes.append(record);
    bytes.append('\x1A');
    return bytes;
}

// `value` left-justified in `width`, padded with spaces.
QByteArray padded(const QByteArray &value, int width)
{
    return value + QByteArray(width - value.size(), ' ');
}

// The event as its document, games and byes in one order, for comparing two events.
QJsonObject canonical(const rd::io::EventFile &event)
{
    QJsonObject document = QJsonDocument::fromJson(writeEventDocument(event, false)).object();
    for (const QString &list : { QStringLiteral("games"), QStringLiteral("byes") }) {
        QList<QByteArray> entries;
        for (const QJsonValue &entry : document.value(list).toArray())
            entries << QJsonDocument(entry.toObject()).toJson(QJsonDocument::Compact);
        std::sort(entries.begin(), entries.end());
        QJsonArray sorted;
        for (const QByteArray &entry : entries)
            sorted.append(QJsonDocument::fromJson(entry).object());
        document.insert(list, sorted);
    }
    return document;
}

// The cells of player `pairing` (1, 2, ...) in TDEXPORT.DBF.
QStringList cellsOf(const UscfReportFiles &files, int pairing)
{
    const auto table = readDbaseTable(files.details);
    QStringList cells;
    for (std::size_t f = 7; f < table->fields.size(); ++f)
        cells << QString::fromStdString(table->records.at(pairing - 1).at(f));
    return cells;
}

std::string valueOf(const QByteArray &bytes, const std::string &field, std::size_t record = 0)
{
    const auto table = readDbaseTable(bytes);
    return table->records.at(record).at(*table->fieldIndex(field));
}

} // namespace

class TestUscfDbf : public QObject {
    Q_OBJECT

private slots:
    // docs/uscf-report.md "Worked example": the three tables with their header bytes and
    // lengths (THEXPORT header 545, record 415, file 961; TSEXPORT 545, 131, 677; TDEXPORT 353,
    // 84, 690) and every value of every field.
    void theWorkedExampleByteForByte()
    {
        const UscfReportWriting written = writeUscfReport(workedExample(), kExportDay);
        QVERIFY2(written.files, qPrintable(written.problems.value(0).toString()));
        const UscfReportFiles &files = *written.files;

        // THEXPORT.DBF: 03, the date 126-3-14, 1 record, header 0x0221 = 545, record 0x019F =
        // 415 (1 + 5 + 10 + 12 + 35 + 2 + 8 + 8 + 8 + 21 + 2 + 10 + 21 + 1 + 8 + 8 + 255).
        const QByteArray header = expectedTable(QByteArray::fromHex("037E030E0100000021029F01"),
            { { "H_FORMAT", 5 }, { "H_PROGRAM", 10 }, { "H_EVENT_ID", 12 }, { "H_NAME", 35 },
                { "H_TOT_SECT", 2 }, { "H_BEG_DATE", 8 }, { "H_END_DATE", 8 }, { "H_AFF_ID", 8 },
                { "H_CITY", 21 }, { "H_STATE", 2 }, { "H_ZIPCODE", 10 }, { "H_COUNTRY", 21 },
                { "H_SENDCROS", 1 }, { "H_CTD_ID", 8 }, { "H_ATD_ID", 8 }, { "H_OTHER_TD", 255 } },
            { " " + padded("2C", 5) + padded("RATINGDESK", 10) + padded("", 12)
                + padded("Maple Club Quick Swiss", 35) + padded("1", 2) + "20260314" + "20260314"
                + "A1234567" + padded("Springfield", 21) + "MA" + padded("01101", 10)
                + padded("USA", 21) + "N" + "12340001" + padded("", 8) + padded("", 255) });
        QCOMPARE(files.header.size(), 961);
        QCOMPARE(files.header, header);

        // TSEXPORT.DBF: 1 record, header 545, record 131 = 0x0083.
        const QByteArray sections = expectedTable(QByteArray::fromHex("037E030E010000002102"
                                                                      "8300"),
            { { "S_EVENT_ID", 12 }, { "S_SEC_NUM", 2 }, { "S_SEC_NAME", 30 }, { "S_R_SYSTEM", 1 },
                { "S_TIMECTL", 40 }, { "S_CTD_ID", 8 }, { "S_ATD_ID", 8 }, { "S_TRN_TYPE", 1 },
                { "S_TOT_RNDS", 2 }, { "S_LST_PAIR", 4 }, { "S_BEG_DATE", 8 }, { "S_END_DATE", 8 },
                { "S_SCH_LVL", 1 }, { "S_GR_PRIX", 1 }, { "S_GP_PTS", 3 }, { "S_FIDE", 1 } },
            { " " + padded("", 12) + padded("1", 2) + padded("Open", 30) + "D"
                + padded("G/25;+5", 40) + "12340001" + padded("", 8) + "S" + padded("3", 2)
                + padded("4", 4) + "20260314" + "20260314" + "N" + "N" + padded("0", 3) + "N" });
        QCOMPARE(files.sections.size(), 677);
        QCOMPARE(files.sections, sections);

        // TDEXPORT.DBF: 4 records, header 353 = 0x0161, record 84 = 0x54; the cells of the
        // example's table: rounds 1-3 as the games and byes of the document say.
        const auto detail = [](const QByteArray &pairing, const QByteArray &id,
                                const QByteArray &name, const QByteArray &state,
                                const QByteArray &rating, const QList<QByteArray> &cells) {
            QByteArray record = " " + padded("", 12) + padded("1", 2) + padded(pairing, 4) + id
                + padded(name, 30) + state + padded(rating, 4);
            for (const QByteArray &cell : cells)
                record += padded(cell, 7);
            return record;
        };
        const QByteArray details = expectedTable(QByteArray::fromHex("037E030E0400000061015400"),
            { { "D_EVENT_ID", 12 }, { "D_SEC_NUM", 2 }, { "D_PAIR_NUM", 4 }, { "D_MEM_ID", 8 },
                { "D_NAME", 30 }, { "D_STATE", 2 }, { "D_RATING", 4 }, { "D_RND01", 7 },
                { "D_RND02", 7 }, { "D_RND03", 7 } },
            { detail("1", "12345671", "HOLLOWAY, RUTH", "MA", "1850", { "W3W", "L2B", "D3W" }),
                detail("2", "12345672", "PARK, DANIEL", "MA", "1720", { "D4B", "W1W", "B0" }),
                detail("3", "12345673", "ESPINOZA, LUIS", "NH", "1605", { "L1B", "X0", "D1B" }),
                detail("4", "12345674", "O'NEILL, MAEVE", "MA", "0", { "D2W", "F0", "H0" }) });
        QCOMPARE(files.details.size(), 690);
        QCOMPARE(files.details, details);
        // "First record as bytes (84)".
        QCOMPARE(files.details.mid(353, 84),
            QByteArray(" " + QByteArray(12, ' ') + "1 1   12345671" + padded("HOLLOWAY, RUTH", 30)
                + "MA1850W3W    L2B    D3W    "));
    }

    // Every field of the three tables, set to a value other than its default, is read back into
    // an equal event; written again, the tables are the same bytes.
    void everyFieldRoundTrips()
    {
        rd::io::EventFile file = workedExample();
        EventInput &event = file.event;
        event.event.name = "Spring Quads";
        event.event.startDate = Date { 2026, 3, 13 };
        for (PlayerInput &player : event.players)
            player.name = QString::fromStdString(player.name).toUpper().toStdString();
        event.players[3].uscfId.clear(); // written 00000000, read as none
        event.players[2].region.clear();
        UscfReportDetails &report = file.details.uscfReport;
        report = { "202603140001", "A7654321", "Boston", "MA", "02101-1234", "CAN", "T", "12340002",
            "12340003,12340004", "Quad 1", "12340005", "12340006", "S", true, 12, true };
        event.event.properties.chiefArbiterId = "12340001"; // H_CTD_ID
        event.event.properties.timeControl = "G/60;d5";
        const UscfReportWriting written = writeUscfReport(file, kExportDay);
        QVERIFY2(written.files, qPrintable(written.problems.value(0).toString()));
        const UscfReportReading read = readUscfReport(*written.files);
        QVERIFY2(read.problems.isEmpty(), qPrintable(read.problems.value(0).toString()));
        QVERIFY(read.event);
        QCOMPARE(canonical(fileOf(read)), canonical(file));
        QCOMPARE(writeUscfReport(fileOf(read), kExportDay).files, written.files);
        QCOMPARE(valueOf(written.files->header, "H_OTHER_TD"), std::string("12340003,12340004"));
        QCOMPARE(valueOf(written.files->sections, "S_TRN_TYPE"), std::string("R"));
        QCOMPARE(valueOf(written.files->details, "D_MEM_ID", 3), std::string("00000000"));
    }

    // A section with a full-, half- and zero-point bye, a pairing-allocated bye, forfeits either
    // way, a double forfeit, a game of less than one move, a player absent from a round and an
    // unrated player; G/45;d5 is 45 + 5 = 50 minutes, dual-rated: S_R_SYSTEM D.
    void byesForfeitsAndUnplayedRounds()
    {
        rd::io::EventFile file = workedExample();
        EventInput &event = file.event;
        event.event.properties.timeControl = "G/45; d5";
        event.event.properties.roundsPlanned = 4;
        event.chessGames = {
            { 1, "1", "2", GameResult::WhiteWinsByForfeit },
            { 1, "3", "4", GameResult::BlackWinsByForfeit },
            { 2, "1", "3", GameResult::DoubleForfeit },
            { 2, "2", "4", GameResult::WhiteWinsUnrated },
            { 3, "4", "1", GameResult::DrawUnrated },
        };
        event.byes = { { 3, "2", 0.0 }, { 3, "3", 0.0, true }, { 4, "1", 0.5 }, { 4, "4", 1.0 } };
        const UscfReportWriting written = writeUscfReport(file, kExportDay);
        QVERIFY2(written.files, qPrintable(written.problems.value(0).toString()));
        const UscfReportFiles &files = *written.files;
        QCOMPARE(valueOf(files.sections, "S_R_SYSTEM"), std::string("D"));
        QCOMPARE(valueOf(files.sections, "S_TIMECTL"), std::string("G/45;d5"));
        QCOMPARE(valueOf(files.sections, "S_TOT_RNDS"), std::string("4"));
        // Forfeits and the game of less than one move X0/F0, the double forfeit F0 twice, the
        // draw of less than one move Z0, the zero-point bye U0, the pairing-allocated bye a
        // win's point B0 (event-document.md pairing_bye_points), round 4 of players 2 and 3,
        // who did not play, U0.
        QCOMPARE(cellsOf(files, 1), (QStringList { "X0", "F0", "Z0", "H0" }));
        QCOMPARE(cellsOf(files, 2), (QStringList { "F0", "X0", "U0", "U0" }));
        QCOMPARE(cellsOf(files, 3), (QStringList { "F0", "F0", "B0", "U0" }));
        QCOMPARE(cellsOf(files, 4), (QStringList { "X0", "F0", "Z0", "B0" }));
        // O'Neill (4) has no US Chess rating: 0.
        QCOMPARE(valueOf(files.details, "D_RATING", 3), std::string("0"));
        // Read back: forfeit wins paired with forfeit losses in pairing-number order (round 1:
        // X0 of 1 with F0 of 2, X0 of 4 with F0 of 3), Z0 and H0 half-point byes, B0 a bye of a
        // point; U0 and the F0 left over in round 2 nothing.
        const UscfReportReading read = readUscfReport(files);
        QVERIFY2(read.problems.isEmpty(), qPrintable(read.problems.value(0).toString()));
        const EventInput &back = *read.event;
        QCOMPARE(back.chessGames.size(), std::size_t(3));
        QCOMPARE(toNotation(back.chessGames[0].result), std::string("+--"));
        QCOMPARE(back.chessGames[0].white + back.chessGames[0].black, std::string("12"));
        QCOMPARE(back.chessGames[1].white + back.chessGames[1].black, std::string("43"));
        QCOMPARE(back.chessGames[2].white + back.chessGames[2].black, std::string("21"));
        QCOMPARE(back.chessGames[2].round, std::optional(2));
        QCOMPARE(back.byes.size(), std::size_t(5));
        QVERIFY(!back.players[3].uscf);
        QVERIFY(back.event.uscf.dualRated);
        QCOMPARE(back.event.uscf.system, UscfSystem::Regular);
    }

    // docs/uscf-report.md "Time control": mm + ss above 65 Regular, 30 to 65 dual, 11 to 29 Quick
    // (first control at least 5), 5 to 10 Blitz (first control at least 3), else not rated.
    void timeControlsAndSystems_data()
    {
        QTest::addColumn<QString>("written");
        QTest::addColumn<QString>("canonical");
        QTest::addColumn<int>("category");
        const int regular = int(UscfCategory::Regular), dual = int(UscfCategory::Dual),
                  quick = int(UscfCategory::Quick), blitz = int(UscfCategory::Blitz);
        QTest::newRow("G/60;d6: 66") << "G/60;d6"
                                     << "G/60;d6" << regular;
        QTest::newRow("G/65: 65") << "G/65"
                                  << "G/65;d0" << dual;
        QTest::newRow("G/25+5: 30") << "g/25+5"
                                    << "G/25;+5" << dual;
        QTest::newRow("40/90,SD/30;d5: 125") << "40/90, SD/30 d5"
                                             << "40/90,SD/30;d5" << regular;
        QTest::newRow("G/29: 29") << "G/29"
                                  << "G/29;d0" << quick;
        QTest::newRow("G/10;+1: 11") << "G/10;+1"
                                     << "G/10;+1" << quick;
        // docs/uscf-report.md: 11 to 29 is Quick only with a first control of at least 5 minutes;
        // 4 + 10 = 14 is not Blitz either (5 to 10), so it is not rated.
        QTest::newRow("G/4;+10: 14, first control 4") << "G/4;+10"
                                                      << "G/4;+10" << int(UscfCategory::NotRated);
        QTest::newRow("G/10: 10 is Blitz") << "G/10"
                                           << "G/10;d0" << blitz;
        QTest::newRow("G/3;+2: 5") << "G/3;+2"
                                   << "G/3;+2" << blitz;
        QTest::newRow("G/2;+3: first control 2") << "G/2;+3"
                                                 << "G/2;+3" << int(UscfCategory::NotRated);
        QTest::newRow("G/4: 4") << "G/4"
                                << "G/4;d0" << int(UscfCategory::NotRated);
    }

    void timeControlsAndSystems()
    {
        QFETCH(QString, written);
        QFETCH(QString, canonical);
        QFETCH(int, category);
        const auto control = parseUscfTimeControl(written.toStdString());
        QVERIFY(control);
        QCOMPARE(QString::fromStdString(control->canonical), canonical);
        QCOMPARE(int(control->category()), category);
        QVERIFY(!parseUscfTimeControl("90 min + 30 s"));
    }

    // docs/uscf-report.md "What is refused": each problem at its place, nothing written.
    void whatIsRefused_data()
    {
        QTest::addColumn<QString>("place");
        QTest::addColumn<QString>("words");
        QTest::newRow("a state longer than H_STATE") << "event.uscf_report.state"
                                                     << "longer than the 2 characters";
        QTest::newRow("a member id longer than D_MEM_ID") << "players[1].uscf_id"
                                                          << "longer than the 8 characters";
        QTest::newRow("future") << "event.end_date"
                                << "after today";
        QTest::newRow("no time control") << "event.time_control"
                                         << "time control is missing";
        QTest::newRow("G/4") << "event.time_control"
                             << "not a time control US Chess rates";
        QTest::newRow("a letter without ASCII") << "players[0].name"
                                                << "cannot carry";
        QTest::newRow("a long name") << "players[2].name"
                                     << "longer than the 30 characters";
        QTest::newRow("a game without round") << "games[0]"
                                              << "has no round";
        QTest::newRow("DWZ") << "system"
                             << "US Chess event only";
    }

    void whatIsRefused()
    {
        QFETCH(QString, place);
        QFETCH(QString, words);
        rd::io::EventFile file = workedExample();
        EventInput &event = file.event;
        const QString row = QString::fromUtf8(QTest::currentDataTag());
        UscfReportDetails &report = file.details.uscfReport;
        if (row == "a state longer than H_STATE")
            report.state = "Mass";
        else if (row == "a member id longer than D_MEM_ID")
            event.players[1].uscfId = "123456789";
        else if (row == "future")
            event.event.endDate = Date { 2026, 3, 15 };
        else if (row == "no time control")
            event.event.properties.timeControl.clear();
        else if (row == "G/4")
            event.event.properties.timeControl = "G/4";
        else if (row == "a letter without ASCII")
            event.players[0].name = "Łukasz, Ruth"; // Ł has no decomposition
        else if (row == "a long name")
            event.players[2].name = "Espinoza de los Monteros, Luis Alberto";
        else if (row == "a game without round")
            event.chessGames[0].round.reset();
        else if (row == "DWZ")
            event.system = RatingSystem::Dwz;
        const UscfReportWriting written = writeUscfReport(file, kExportDay);
        QVERIFY(!written.files);
        QCOMPARE(written.problems.size(), 1);
        QCOMPARE(written.problems.front().path, place);
        QVERIFY2(written.problems.front().message().contains(words),
            qPrintable(written.problems.front().message()));
    }

    // Ids and codes the submission check finds wrong (SubmissionCheck) but the fields hold go
    // as typed, for the director who exports anyway: no affiliate id, an affiliate id without
    // its A, no chief TD id, a member id of 7 digits, a state in small letters, a ZIP code of 4
    // digits.
    void idsAndCodesGoAsTyped()
    {
        rd::io::EventFile file = workedExample();
        EventInput &event = file.event;
        UscfReportDetails &report = file.details.uscfReport;
        report.affiliateId = "1234567";
        event.event.properties.chiefArbiterId.clear();
        report.state = "ma";
        report.zip = "1101";
        event.players[1].uscfId = "1234567";
        const UscfReportWriting written = writeUscfReport(file, kExportDay);
        QVERIFY2(written.files, qPrintable(written.problems.value(0).toString()));
        QCOMPARE(valueOf(written.files->header, "H_AFF_ID"), std::string("1234567"));
        QCOMPARE(valueOf(written.files->header, "H_CTD_ID"), std::string());
        QCOMPARE(valueOf(written.files->header, "H_STATE"), std::string("ma"));
        QCOMPARE(valueOf(written.files->header, "H_ZIPCODE"), std::string("1101"));
        QCOMPARE(valueOf(written.files->details, "D_MEM_ID", 1), std::string("1234567"));
    }

    // Accents are folded: Núñez is NUNEZ, Weiß WEISS.
    void accentsAreFolded()
    {
        rd::io::EventFile file = workedExample();
        EventInput &event = file.event;
        event.players[2].name = "Núñez, José";
        event.players[3].name = "Weiß, Jörg";
        const UscfReportWriting written = writeUscfReport(file, kExportDay);
        QVERIFY(written.files);
        QCOMPARE(valueOf(written.files->details, "D_NAME", 2), std::string("NUNEZ, JOSE"));
        QCOMPARE(valueOf(written.files->details, "D_NAME", 3), std::string("WEISS, JORG"));
    }

    // Tables as other programs write them (docs/uscf-report.md §1, §4.1): D-typed dates,
    // H_OTHER_TD 254 wide, a 0x00 after the header's 0x0D (WinTD), a deleted record, the section
    // number right-justified, cells with the opponent right-justified, and two sections of 3
    // and 2 rounds, the shorter padded with U0.
    // A section's name is kept as the report gives it; one without a name, or with the name of
    // an earlier section, gets its number, or the next number no section is named: sections
    // "2", "" and "2" become "2", "3" (its number 2 is taken) and "4" (3 is taken by then).
    void sectionNamesAreKeptAndMadeUnique()
    {
        DbaseTable header;
        header.fields = { { "H_FORMAT", 'C', 5 }, { "H_NAME", 'C', 35 }, { "H_BEG_DATE", 'D', 8 },
            { "H_END_DATE", 'D', 8 }, { "H_CTD_ID", 'C', 8 } };
        header.records = { { "2C", "Three Sections", "20260307", "20260307", "12340001" } };
        DbaseTable sections;
        sections.fields = { { "S_SEC_NUM", 'C', 2 }, { "S_SEC_NAME", 'C', 30 },
            { "S_TIMECTL", 'C', 40 }, { "S_TOT_RNDS", 'C', 2 }, { "S_LST_PAIR", 'C', 4 } };
        sections.records = { { " 1", "2", "G/90;d5", "1", "2" }, { " 2", "", "G/90;d5", "1", "2" },
            { " 3", "2", "G/90;d5", "1", "2" } };
        DbaseTable details;
        details.fields = { { "D_SEC_NUM", 'C', 2 }, { "D_PAIR_NUM", 'C', 4 },
            { "D_MEM_ID", 'C', 8 }, { "D_NAME", 'C', 30 }, { "D_RND01", 'C', 7 } };
        for (const char *section : { " 1", " 2", " 3" }) {
            details.records.push_back({ section, "1", "12345671", "HOLLOWAY, RUTH", "W   2W" });
            details.records.push_back({ section, "2", "12345672", "PARK, DANIEL", "L   1B" });
        }
        const UscfReportReading read = readUscfReport({ writeDbaseTable(header, kExportDay),
            writeDbaseTable(sections, kExportDay), writeDbaseTable(details, kExportDay) });
        QVERIFY2(read.problems.isEmpty(), qPrintable(read.problems.value(0).toString()));
        QVERIFY(read.event);
        std::vector<std::string> names;
        for (const EventSection &section : read.event->event.properties.sections)
            names.push_back(section.name);
        QCOMPARE(names, (std::vector<std::string> { "2", "3", "4" }));
        // The event reads back as a document: no two sections of one name.
        const auto again
            = rd::io::readEventDocument(rd::io::writeEventDocument(fileOf(read), false));
        QVERIFY2(again.errors.isEmpty(), qPrintable(again.errors.value(0).toString()));
    }

    void readsOtherProgramsTables()
    {
        DbaseTable header;
        header.fields = { { "H_FORMAT", 'C', 5 }, { "H_NAME", 'C', 35 }, { "H_BEG_DATE", 'D', 8 },
            { "H_END_DATE", 'D', 8 }, { "H_CTD_ID", 'C', 8 }, { "H_OTHER_TD", 'C', 254 } };
        header.records = { { "2C", "Two Sections", "20260307", "20260308", "12340001", "" } };
        DbaseTable sections;
        sections.fields = { { "S_SEC_NUM", 'C', 2 }, { "S_SEC_NAME", 'C', 30 },
            { "S_R_SYSTEM", 'C', 1 }, { "S_TIMECTL", 'C', 40 }, { "S_TOT_RNDS", 'C', 2 },
            { "S_LST_PAIR", 'C', 4 }, { "S_BEG_DATE", 'D', 8 }, { "S_END_DATE", 'D', 8 } };
        sections.records = { { " 1", "Open", "R", "G/90; d5", "3", "2", "", "" },
            { " 2", "Blitz", "D", "G/5;d0", "2", "2", "20260308", "20260308" } };
        DbaseTable details;
        details.fields = { { "D_SEC_NUM", 'C', 2 }, { "D_PAIR_NUM", 'C', 4 },
            { "D_MEM_ID", 'C', 8 }, { "D_NAME", 'C', 30 }, { "D_RATING", 'C', 4 },
            { "D_RND01", 'C', 7 }, { "D_RND02", 'C', 7 }, { "D_RND03", 'C', 7 } };
        details.records
            = { { " 1", "1", "12345671", "Holloway,Ruth", "1850", "W   2B", "H0", "D   2W" },
                  { " 1", "2", "12345672", "PARK, DANIEL", "1720", "L   1W", "B0", "D   1B" },
                  { " 1", "9", "12345679", "DELETED, ENTRY", "0", "U0", "U0", "U0" },
                  { " 2", "1", "12345671", "HOLLOWAY, RUTH", "1850", "L2W", "W2B", "U0" },
                  { " 2", "2", "12345672", "PARK, DANIEL", "1720", "W1B", "L1W", "U0" } };
        QByteArray detailBytes = writeDbaseTable(details, kExportDay);
        // The third record deleted: its flag byte '*'.
        const int headerLength = 32 + 32 * 8 + 1;
        const int recordLength = 1 + 2 + 4 + 8 + 30 + 4 + 3 * 7;
        detailBytes[headerLength + 2 * recordLength] = '*';
        // WinTD's 0x00 after the 0x0D: one byte more of header, its length says so.
        QByteArray headerBytes = writeDbaseTable(header, kExportDay);
        const int headerEnd = 32 + 32 * 6 + 1;
        headerBytes.insert(headerEnd, '\0');
        headerBytes[8] = static_cast<char>(headerEnd + 1);
        headerBytes[9] = static_cast<char>((headerEnd + 1) >> 8);
        const UscfReportReading read
            = readUscfReport({ headerBytes, writeDbaseTable(sections, kExportDay), detailBytes });
        QVERIFY2(read.problems.isEmpty(), qPrintable(read.problems.value(0).toString()));
        // One event of two sections, its dates the header's; a player's id his section's and
        // his pairing number.
        QVERIFY(read.event);
        const auto &declared = read.event->event.properties.sections;
        QCOMPARE(declared.size(), std::size_t(2));
        QCOMPARE(read.event->event.endDate, (Date { 2026, 3, 8 }));
        QCOMPARE(read.event->event.startDate, std::optional(Date { 2026, 3, 7 }));
        const EventInput open = sectionOf(*read.event, declared[0]);
        QCOMPARE(open.players.size(), std::size_t(2));
        QCOMPARE(open.players[0].id, std::string("1-1"));
        QCOMPARE(open.players[0].section, std::string("Open"));
        QCOMPARE(open.players[0].name, std::string("Holloway,Ruth"));
        QCOMPARE(open.players[0].uscfId, std::string("12345671"));
        QCOMPARE(open.chessGames.size(), std::size_t(2));
        // W2B of player 1 against L1W of player 2: 2 had White and lost.
        QCOMPARE(open.chessGames[0].white, std::string("1-2"));
        QCOMPARE(open.chessGames[0].result, GameResult::BlackWins);
        QCOMPARE(open.byes.size(), std::size_t(2));
        QCOMPARE(open.event.uscf.system, UscfSystem::Regular);
        QVERIFY(!open.event.uscf.dualRated);
        const EventInput blitz = sectionOf(*read.event, declared[1]);
        QCOMPARE(rd::io::sectionReport(read.report, declared[1]).section, std::string("Blitz"));
        QCOMPARE(blitz.event.uscf.system, UscfSystem::Blitz);
        QCOMPARE(blitz.event.properties.timeControl, std::string("G/5;d0"));
        QCOMPARE(blitz.event.properties.roundsPlanned, std::optional(2));
        QCOMPARE(blitz.chessGames.size(), std::size_t(2));
        QCOMPARE(blitz.players[1].id, std::string("2-2"));
    }

    // docs/uscf-report.md "Sections": an event of two sections is one report of two sections
    // (H_TOT_SECT 2, a TSEXPORT record each, the players numbered within their section, round
    // columns for the longer section, the shorter padded with U0), read back as one event with
    // its two sections, which is written again as the same bytes and comes through the event
    // document unchanged.
    void sectionsRoundTrip()
    {
        const UscfReportWriting written = writeUscfReport(twoSections(), kExportDay);
        QVERIFY2(written.files, qPrintable(written.problems.value(0).toString()));
        const UscfReportFiles &files = *written.files;
        QCOMPARE(valueOf(files.header, "H_TOT_SECT"), std::string("2"));
        QCOMPARE(valueOf(files.sections, "S_SEC_NAME", 1), std::string("Quick"));
        QCOMPARE(valueOf(files.sections, "S_R_SYSTEM", 1), std::string("Q"));
        QCOMPARE(valueOf(files.sections, "S_TIMECTL", 1), std::string("G/15;d5"));
        QCOMPARE(valueOf(files.sections, "S_CTD_ID", 1), std::string("12340009"));
        QCOMPARE(valueOf(files.sections, "S_TOT_RNDS", 1), std::string("1"));
        QCOMPARE(valueOf(files.sections, "S_LST_PAIR", 1), std::string("2"));
        QCOMPARE(valueOf(files.sections, "S_R_SYSTEM", 0), std::string("D"));
        QCOMPARE(valueOf(files.details, "D_SEC_NUM", 5), std::string("2"));
        QCOMPARE(valueOf(files.details, "D_PAIR_NUM", 5), std::string("2"));
        // Lane (pairing number 2 of section 2) lost to Fox with White; rounds 2 and 3 U0.
        QCOMPARE(cellsOf(files, 6), (QStringList { "L1W", "U0", "U0" }));
        QCOMPARE(cellsOf(files, 5), (QStringList { "W2B", "U0", "U0" }));

        const UscfReportReading read = readUscfReport(files);
        QVERIFY2(read.problems.isEmpty(), qPrintable(read.problems.value(0).toString()));
        const EventInput &back = *read.event;
        const auto &sections = back.event.properties.sections;
        QCOMPARE(sections.size(), std::size_t(2));
        QCOMPARE(sections[0].name, std::string("Open"));
        QVERIFY(sections[0].uscf.dualRated);
        QCOMPARE(sections[1].uscf.system, UscfSystem::Quick);
        QCOMPARE(sections[1].chiefTdId, std::string("12340009"));
        QCOMPARE(back.players.size(), std::size_t(6));
        QCOMPARE(back.players[5].id, std::string("2-2"));
        QCOMPARE(back.players[5].section, std::string("Quick"));
        QCOMPARE(back.chessGames.back().white, std::string("2-2"));
        QCOMPARE(writeUscfReport(fileOf(read), kExportDay).files, written.files);

        const EventReadResult document = readEventDocument(writeEventDocument(fileOf(read), true));
        QVERIFY2(document.event, qPrintable(document.errors.value(0).toString()));
        QCOMPARE(canonical(*document.file()), canonical(fileOf(read)));
        QCOMPARE(document.event->event.properties.sections, sections);
    }

    // Two cells that contradict each other are named, record and field; nothing is read.
    void contradictingCellsAreRefused()
    {
        UscfReportFiles files = *writeUscfReport(workedExample(), kExportDay).files;
        // Park's round 2 "W1W" turned into "D1W": Holloway's "L2B" no longer answers it.
        const int at = files.details.indexOf("W1W    ");
        files.details[at] = 'D';
        const UscfReportReading read = readUscfReport(files);
        QVERIFY(!read.event);
        QCOMPARE(read.problems.size(), 1);
        QCOMPARE(
            read.problems.front().path, QStringLiteral("TDEXPORT.DBF, record 1, field D_RND02"));
        QCOMPARE(read.problems.front().message(),
            QStringLiteral("Pairing number 1 has “L2B” in round 2, but pairing number 2 has “D1W” "
                           "there."));
    }

    // A file that is no dBase table, and one cut short, are said so.
    void brokenTables()
    {
        UscfReportFiles files = *writeUscfReport(workedExample(), kExportDay).files;
        files.sections = "not a table at all, but long enough to look at its header";
        files.details.chop(100);
        const UscfReportReading read = readUscfReport(files);
        QCOMPARE(read.problems.size(), 2);
        QCOMPARE(read.problems[0].toString(),
            QStringLiteral("TSEXPORT.DBF: This is not a dBase III table."));
        QCOMPARE(read.problems[1].toString(),
            QStringLiteral("TDEXPORT.DBF: The table ends before its last record."));
    }
};

QTEST_GUILESS_MAIN(TestUscfDbf)
#include "tst_uscfdbf.moc"
