// The federations' rating lists read from the samples of tests/data: the DSB list in both
// layouts (Latin-1 and UTF-8) with its club list, and the FIDE XML list.
#include "engine/lists/DsbList.h"
#include "engine/lists/FideList.h"
#include "tests/TestData.h"

#include <QBuffer>
#include <QFile>
#include <QTest>

using namespace rd::lists;
using namespace rd::model;
using rd::io::DocumentError;
using rd::io::ReadCode;

namespace {

std::vector<ListedPlayer> readFide(
    const QByteArray &bytes, QList<DocumentError> &errors, bool &read)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    std::vector<ListedPlayer> players;
    read = readFidePlayers(
        buffer, [&](const ListedPlayer &player) { players.push_back(player); }, errors);
    return players;
}

} // namespace

class TestRatingLists : public QObject {
    Q_OBJECT

private slots:
    void readsTheClubList()
    {
        QList<DocumentError> errors;
        const auto clubs = readDsbClubs(rd::test::testData("dsb-vereine.csv"), errors);
        QVERIFY(clubs);
        QVERIFY(errors.isEmpty());
        QCOMPARE(clubs->size(), std::size_t { 2 });
        // line 2 and line 3, Latin-1
        QCOMPARE(clubs->at(QStringLiteral("C0327")), QStringLiteral("SK Weiße Dame Leipzig"));
        QCOMPARE(clubs->at(QStringLiteral("M0211")), QStringLiteral("Schachfreunde Öhringen"));
    }

    void readsTheOlderLayoutInLatin1()
    {
        QList<DocumentError> errors;
        const auto clubs = readDsbClubs(rd::test::testData("dsb-vereine.csv"), errors);
        QList<DocumentError> warnings;
        const auto players
            = readDsbPlayers(rd::test::testData("dsb-spieler-old.csv"), *clubs, errors, warnings);
        QVERIFY(warnings.isEmpty());
        QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).toString()));
        QCOMPARE(players.size(), std::size_t { 3 });
        // line 2: a title after the name
        const ListedPlayer &mueller = players[0];
        QCOMPARE(mueller.name, QStringLiteral("Müller, Jörg"));
        QCOMPARE(mueller.academicTitle, QStringLiteral("Dr."));
        QCOMPARE(mueller.clubCode, QStringLiteral("C0327"));
        QCOMPARE(mueller.clubName, QStringLiteral("SK Weiße Dame Leipzig"));
        QCOMPARE(mueller.memberNumber, QStringLiteral("0012"));
        QVERIFY(mueller.dsbId.isEmpty()); // only the newer layout has it
        QCOMPARE(mueller.active, std::optional(true));
        QCOMPARE(mueller.sex, QStringLiteral("M"));
        QCOMPARE(mueller.eligibility, QStringLiteral("D"));
        QCOMPARE(mueller.birthYear, std::optional(1961));
        QCOMPARE(mueller.dwzYear, std::optional(2007));
        QCOMPARE(mueller.dwzWeek, std::optional(15));
        QCOMPARE(mueller.dwz, std::optional(1873));
        QCOMPARE(mueller.dwzIndex, std::optional(45));
        QCOMPARE(mueller.standard.rating, std::optional(1902));
        QVERIFY(mueller.title.isEmpty());
        QCOMPARE(mueller.fideId, QStringLiteral("4612345"));
        QCOMPARE(mueller.federation, QStringLiteral("GER"));
        // line 3: passive, a woman, no FIDE data
        QCOMPARE(players[1].name, QStringLiteral("Weiß, Anna"));
        QCOMPARE(players[1].active, std::optional(false));
        QCOMPARE(players[1].sex, QStringLiteral("F"));
        QVERIFY(!players[1].standard.rating);
        QVERIFY(players[1].fideId.isEmpty());
        // line 4: never evaluated, every rating field empty quotes
        QCOMPARE(players[2].name, QStringLiteral("Öztürk, Özlem"));
        QCOMPARE(players[2].clubName, QStringLiteral("Schachfreunde Öhringen"));
        QVERIFY(!players[2].dwz && !players[2].dwzIndex && !players[2].dwzYear);
        QVERIFY(players[2].academicTitle.isEmpty());
    }

    void readsTheNewerLayoutInUtf8()
    {
        QList<DocumentError> errors;
        QList<DocumentError> warnings;
        const auto players
            = readDsbPlayers(rd::test::testData("dsb-spieler-new.csv"), {}, errors, warnings);
        QVERIFY(warnings.isEmpty()); // without a club list no club is missing from it
        QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).toString()));
        QCOMPARE(players.size(), std::size_t { 3 });
        // line 2: ID and VKZ before the older columns
        QCOMPARE(players[0].dsbId, QStringLiteral("10012345"));
        QCOMPARE(players[0].clubCode, QStringLiteral("C0327"));
        QVERIFY(players[0].clubName.isEmpty()); // no club list given
        QCOMPARE(players[0].memberNumber, QStringLiteral("0012"));
        QCOMPARE(players[0].academicTitle, QStringLiteral("Dr."));
        QCOMPARE(players[0].dwz, std::optional(1861));
        QCOMPARE(players[0].dwzYear, std::optional(2023));
        QCOMPARE(players[0].dwzWeek, std::optional(12));
        QCOMPARE(players[0].title, QStringLiteral("FM"));
        // line 3: letters beyond Latin-1
        QCOMPARE(players[1].name, QStringLiteral("Łukasiewicz, Zoë"));
        QCOMPARE(players[1].title, QStringLiteral("WIM"));
        QCOMPARE(players[1].federation, QStringLiteral("POL"));
        QCOMPARE(players[1].dwzWeek, std::optional(48));
        // line 4
        QCOMPARE(players[2].active, std::optional(false));
        QCOMPARE(players[2].eligibility, QStringLiteral("G"));
    }

    void namesTheCellsItCannotRead()
    {
        const QByteArray list
            = "\"ZPS\",\"Mgl-Nr\",\"Status\",\"Spielername\",\"Geschlecht\",\"Spielberechtigung\","
              "\"Geburtsjahr\",\"Letzte-Auswertung\",\"DWZ\",\"Index\",\"FIDE-Elo\",\"FIDE-Titel\","
              "\"FIDE-ID\",\"FIDE-Land\"\n"
              "\"C0327\",\"0012\",\"X\",\"Meyer,Anna\",\"W\",\"D\",\"1980\",\"200760\",\"17o0\","
              "\"3\",\"\",\"\",\"\",\"\"\n"
              "\"C0327\",\"0013\",\"A\"\n";
        QList<DocumentError> errors;
        QList<DocumentError> warnings;
        readDsbPlayers(list, {}, errors, warnings);
        QCOMPARE(errors.size(), 4);
        QCOMPARE(errors[0].toString(),
            QStringLiteral("line 2, column 3: \"X\" is neither A (active) nor P (passive)"));
        QCOMPARE(errors[1].code, ReadCode::ListBadWeek);
        QCOMPARE(errors[1].path, QStringLiteral("line 2, column 8"));
        QCOMPARE(errors[2].code, ReadCode::CsvNotNumber);
        QCOMPARE(errors[2].path, QStringLiteral("line 2, column 9"));
        QCOMPARE(errors[3].toString(), QStringLiteral("line 3: 3 cells where the header has 14"));
    }

    // docs/limits.md: a name holds no control character; a NUL was stored and SQLite then saw
    // only what came before it.
    void refusesANameWithAControlCharacter()
    {
        QByteArray list = "ZPS,Mgl-Nr,Status,Spielername,Geschlecht\n";
        list += QByteArray("C0327,0012,A,\"Mey\0er,Anna\",W\n", 29);
        list += "C0327,0013,A,\"Kurz,Bernd\",M\n";
        QList<DocumentError> errors;
        QList<DocumentError> warnings;
        const auto players = readDsbPlayers(list, {}, errors, warnings);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0].toString(),
            QStringLiteral("line 2, column 4: the text holds the control character U+0000, "
                           "which a name cannot hold"));
    }

    // Habits of the DSB's exports besides those of tests/data: semicolons and every cell in
    // quotes, a separator after each row's last cell, CR LF, Latin-1; 0 (or 0000, 000000) for a
    // birth year, a last evaluation, a FIDE rating and a FIDE id that are not known; D (divers)
    // for the sex, which the registry does not keep; a status in lower case.
    void readsZerosDiversAndTrailingSeparators()
    {
        const QByteArray list
            = "ID;ZPS;Mitgliedsnummer;Status;Nachname;Vorname;\"Name,Vorname\";Geschlecht;"
              "Spielberechtigung;Geburtsjahr;Letzte Auswertung;DWZ;Index;FIDE-Elozahl;FIDE-Titel;"
              "FIDE-ID;FIDE-Land\r\n"
              "\"10100011\";\"C0327\";\"0101\";\"A\";\"B\xE4r\";\"Ina\";\"B\xE4r,Ina\";\"W\";\"D\";"
              "\"0000\";\"000000\";\"\";\"\";\"0\";\"\";\"0\";\"\";\r\n"
              "\"10100012\";\"C0327\";\"0102\";\"p\";\"Kern\";\"Alex\";\"Kern,Alex\";\"D\";\"D\";"
              "\"1999\";\"202401\";\"1520\";\"4\";\"1612\";\"\";\"4699012\";\"GER\";\r\n";
        QList<DocumentError> errors;
        QList<DocumentError> warnings;
        const auto players = readDsbPlayers(list, {}, errors, warnings);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).toString()));
        QVERIFY(warnings.isEmpty());
        QCOMPARE(players.size(), std::size_t { 2 });
        QCOMPARE(players[0].name, QStringLiteral("Bär, Ina"));
        QCOMPARE(players[0].sex, QStringLiteral("F"));
        QVERIFY(!players[0].birthYear);
        QVERIFY(!players[0].dwzYear && !players[0].dwzWeek);
        QVERIFY(!players[0].standard.rating);
        QVERIFY(players[0].fideId.isEmpty());
        QCOMPARE(players[1].active, std::optional(false));
        QVERIFY(players[1].sex.isEmpty());
        QCOMPARE(players[1].birthYear, std::optional(1999));
        QCOMPARE(players[1].standard.rating, std::optional(1612));
        QCOMPARE(players[1].fideId, QStringLiteral("4699012"));
    }

    // The FIDE list as its other downloads write it: the standard list alone (no rapid or
    // blitz fields), declared ISO-8859-1, CR LF, empty fields closed on themselves, fields in
    // another order, a field of a later list.
    void readsTheFideListsOtherForms()
    {
        const QByteArray list = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\r\n"
                                "<playerslist>\r\n"
                                "<player><fideid>4699013</fideid><name>M\xFCller, J\xF6rg</name>"
                                "<country>GER</country><sex>M</sex><title/><w_title/><o_title/>"
                                "<foa_title/><rating>1895</rating><games>0</games><k>20</k>"
                                "<birthday>1961</birthday><flag/></player>\r\n"
                                "<player><name>Kern, Alex</name><fideid>4699012</fideid>"
                                "<birthday></birthday><rating>0</rating><rapid_flag>x</rapid_flag>"
                                "</player>\r\n"
                                "</playerslist>\r\n";
        QList<DocumentError> errors;
        bool read = false;
        const auto players = readFide(list, errors, read);
        QVERIFY(read);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).toString()));
        QCOMPARE(players.size(), std::size_t { 2 });
        QCOMPARE(players[0].name, QStringLiteral("Müller, Jörg"));
        QVERIFY(players[0].title.isEmpty());
        QCOMPARE(players[0].standard.rating, std::optional(1895));
        QCOMPARE(players[0].standard.k, std::optional(20));
        QVERIFY(!players[0].rapid.rating);
        QCOMPARE(players[0].birthYear, std::optional(1961));
        QCOMPARE(players[1].fideId, QStringLiteral("4699012"));
        QCOMPARE(players[1].name, QStringLiteral("Kern, Alex"));
        QVERIFY(!players[1].birthYear);
    }

    void refusesAnotherHeader()
    {
        QList<DocumentError> errors;
        QList<DocumentError> warnings;
        readDsbPlayers("\"Name\",\"DWZ\"\n\"Meyer, Anna\",\"1700\"\n", {}, errors, warnings);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0].toString(),
            QStringLiteral("line 1: the header \"Name,DWZ\" is not a DSB list's: it needs the club "
                           "(ZPS or VKZ) and the name (Spielername, Name,Vorname or Nachname and "
                           "Vorname)"));
        // A club and a given name, but no surname.
        readDsbPlayers("ZPS,Vorname\nC0327,Anna\n", {}, errors, warnings);
        QCOMPARE(errors.size(), 2);
        QCOMPARE(errors[1].code, ReadCode::ListNotDsbLayout);
        QVERIFY(!readDsbClubs("\"Name\",\"Ort\"\n", errors));
        QCOMPARE(errors.last().code, ReadCode::ListClubColumns);
    }

    void readsTodaysLayoutByTheTitlesOfItsColumns()
    {
        // tests/data/dsb-LV-0-csv: spieler.csv in UTF-8 with a byte order mark, its header
        // ID,ZPS,Mitgliedsnummer,Status,Nachname,Vorname,"Name,Vorname",Geschlecht,
        // Spielberechtigung,Geburtsjahr,Letzte Auswertung,DWZ,Index,FIDE-Elozahl,FIDE-Titel,
        // FIDE-ID,FIDE-Land; vereine.csv (ZPS-Nummer,Landesverband,Vereinsname) in
        // Windows-1252.
        QList<DocumentError> errors;
        const auto clubs = readDsbClubs(rd::test::testData("dsb-LV-0-csv/vereine.csv"), errors);
        QVERIFY(clubs);
        QVERIFY(errors.isEmpty());
        QCOMPARE(clubs->size(), std::size_t { 3 });
        // vereine.csv line 4: „ and “ are the bytes 0x84 and 0x93 of Windows-1252.
        QCOMPARE(clubs->at(QStringLiteral("B0101")),
            QStringLiteral("Schachclub \u201ESpringer\u201C Berlin"));
        QList<DocumentError> warnings;
        const auto players = readDsbPlayers(
            rd::test::testData("dsb-LV-0-csv/spieler.csv"), *clubs, errors, warnings);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).toString()));
        // Eight entries, of which lines 4 and 5 and lines 6 and 7 are one player each.
        QCOMPARE(players.size(), std::size_t { 6 });
        // line 2: 10100001,C0327,0012,A,Müller,Jörg,"Müller,Jörg",M,D,1961,202312,1861,51,1895,
        // FM,4612345,GER
        const ListedPlayer &mueller = players[0];
        QCOMPARE(mueller.dsbId, QStringLiteral("10100001"));
        QCOMPARE(mueller.clubCode, QStringLiteral("C0327"));
        QCOMPARE(mueller.clubName, QStringLiteral("SK Weiße Dame Leipzig"));
        QCOMPARE(mueller.memberNumber, QStringLiteral("0012"));
        QCOMPARE(mueller.active, std::optional(true));
        QCOMPARE(mueller.name, QStringLiteral("Müller, Jörg"));
        QVERIFY(mueller.academicTitle.isEmpty());
        QCOMPARE(mueller.sex, QStringLiteral("M"));
        QCOMPARE(mueller.eligibility, QStringLiteral("D"));
        QCOMPARE(mueller.birthYear, std::optional(1961));
        QCOMPARE(mueller.dwzYear, std::optional(2023));
        QCOMPARE(mueller.dwzWeek, std::optional(12));
        QCOMPARE(mueller.dwz, std::optional(1861));
        QCOMPARE(mueller.dwzIndex, std::optional(51));
        QCOMPARE(mueller.standard.rating, std::optional(1895));
        QCOMPARE(mueller.title, QStringLiteral("FM"));
        QCOMPARE(mueller.fideId, QStringLiteral("4612345"));
        QCOMPARE(mueller.federation, QStringLiteral("GER"));
        // line 3: passive, and listed once: kept as he is
        QCOMPARE(players[1].name, QStringLiteral("Weiß, Anna"));
        QCOMPARE(players[1].active, std::optional(false));
        // lines 4 and 5: passive in M0211, then active in C0327: the active entry is kept
        const ListedPlayer &strauss = players[2];
        QCOMPARE(strauss.dsbId, QStringLiteral("10100003"));
        QCOMPARE(strauss.active, std::optional(true));
        QCOMPARE(strauss.clubCode, QStringLiteral("C0327"));
        QCOMPARE(strauss.memberNumber, QStringLiteral("0045"));
        QCOMPARE(strauss.dwz, std::optional(1702));
        QCOMPARE(strauss.dwzWeek, std::optional(40));
        // lines 6 and 7: active in M0211, then passive in B0101: the active entry stays
        const ListedPlayer &oeztuerk = players[3];
        QCOMPARE(oeztuerk.dsbId, QStringLiteral("10100004"));
        QCOMPARE(oeztuerk.active, std::optional(true));
        QCOMPARE(oeztuerk.clubName, QStringLiteral("Schachfreunde Öhringen"));
        QVERIFY(!oeztuerk.dwz && !oeztuerk.dwzYear);
        // line 8: the list itself writes the umlaut as ue
        QCOMPARE(players[4].name, QStringLiteral("Mueller, Hans"));
        QCOMPARE(players[4].clubName, QStringLiteral("Schachclub \u201ESpringer\u201C Berlin"));
        // line 9: "Schäfer,Lena,Dr." carries the title; the club X9999 is not in vereine.csv
        const ListedPlayer &schaefer = players[5];
        QCOMPARE(schaefer.name, QStringLiteral("Schäfer, Lena"));
        QCOMPARE(schaefer.academicTitle, QStringLiteral("Dr."));
        QCOMPARE(schaefer.clubCode, QStringLiteral("X9999"));
        QVERIFY(schaefer.clubName.isEmpty());
        QCOMPARE(warnings.size(), 1);
        QCOMPARE(warnings[0].toString(),
            QStringLiteral(
                "line 9: the club X9999 is not in vereine.csv: it is shown by its code"));
    }

    void takesTheNameFromNachnameAndVornameWithoutTheCombinedColumn()
    {
        // The quoted title "Name,Vorname" is one column; where it is empty, or missing, the
        // name is Nachname and Vorname.
        const QByteArray list = "ID;ZPS;Status;Vorname;Nachname;\"Name,Vorname\"\n"
                                "1;C0327;A;Anna;Meyer;\n"
                                "2;C0327;A;;Kurz;\"Kurz\"\n"
                                "3;C0327;A;Nina;;\n";
        QList<DocumentError> errors;
        QList<DocumentError> warnings;
        const auto players = readDsbPlayers(list, {}, errors, warnings);
        QCOMPARE(players.size(), std::size_t { 3 });
        QCOMPARE(players[0].name, QStringLiteral("Meyer, Anna"));
        QCOMPARE(players[1].name, QStringLiteral("Kurz"));
        // line 4: no surname anywhere; the place is the column "Name,Vorname" (6)
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0].toString(), QStringLiteral("line 4, column 6: no name"));
    }

    void readsTheOlderLayoutWithItsColumnsInAnotherOrder()
    {
        // tests/data/dsb-spieler-old-reordered.csv, Windows-1252: Spielername,DWZ,Index,Status,
        // ZPS,Mgl-Nr,Geburtsjahr,Geschlecht,Letzte-Auswertung,FIDE-ID,FIDE-Land,FIDE-Elo,
        // FIDE-Titel,Spielberechtigung
        QList<DocumentError> errors;
        const auto clubs = readDsbClubs(rd::test::testData("dsb-vereine.csv"), errors);
        QList<DocumentError> warnings;
        const auto players = readDsbPlayers(
            rd::test::testData("dsb-spieler-old-reordered.csv"), *clubs, errors, warnings);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).toString()));
        QVERIFY(warnings.isEmpty());
        QCOMPARE(players.size(), std::size_t { 3 });
        // line 2: "Müller,Jörg,Dr.","1873","45","A","C0327","0012","1961","M","200715",
        // "4612345","GER","1902","","D"
        const ListedPlayer &mueller = players[0];
        QCOMPARE(mueller.name, QStringLiteral("Müller, Jörg"));
        QCOMPARE(mueller.academicTitle, QStringLiteral("Dr."));
        QCOMPARE(mueller.dwz, std::optional(1873));
        QCOMPARE(mueller.dwzIndex, std::optional(45));
        QCOMPARE(mueller.active, std::optional(true));
        QCOMPARE(mueller.clubCode, QStringLiteral("C0327"));
        QCOMPARE(mueller.clubName, QStringLiteral("SK Weiße Dame Leipzig"));
        QCOMPARE(mueller.memberNumber, QStringLiteral("0012"));
        QCOMPARE(mueller.birthYear, std::optional(1961));
        QCOMPARE(mueller.sex, QStringLiteral("M"));
        QCOMPARE(mueller.dwzYear, std::optional(2007));
        QCOMPARE(mueller.dwzWeek, std::optional(15));
        QCOMPARE(mueller.fideId, QStringLiteral("4612345"));
        QCOMPARE(mueller.federation, QStringLiteral("GER"));
        QCOMPARE(mueller.standard.rating, std::optional(1902));
        QCOMPARE(mueller.eligibility, QStringLiteral("D"));
        QVERIFY(mueller.dsbId.isEmpty());
        // line 3: passive; line 4: ñ and é of Windows-1252, never evaluated
        QCOMPARE(players[1].active, std::optional(false));
        QCOMPARE(players[1].sex, QStringLiteral("F"));
        QCOMPARE(players[2].name, QStringLiteral("Nuñez, José"));
        QCOMPARE(players[2].clubName, QStringLiteral("Schachfreunde Öhringen"));
        QCOMPARE(players[2].eligibility, QStringLiteral("G"));
        QVERIFY(!players[2].dwz);
    }

    void aSecondActiveEntryIsWarnedAndTheFirstKept()
    {
        // A player is active in one club only; a list that has him active twice keeps the
        // first and says so. Passive entries of the same player are left out silently, and a
        // player without an id (the older layout) is never taken for another.
        const QByteArray list = "ID,ZPS,Status,Spielername,DWZ\n"
                                "7,C0327,P,\"Lang,Eva\",1500\n"
                                "7,M0211,A,\"Lang,Eva\",1500\n"
                                "7,B0101,A,\"Lang,Eva\",1500\n"
                                "7,X0001,P,\"Lang,Eva\",1500\n"
                                ",C0327,A,\"Kurz,Udo\",1400\n"
                                ",C0327,A,\"Kurz,Udo\",1400\n";
        QList<DocumentError> errors;
        QList<DocumentError> warnings;
        const auto players = readDsbPlayers(list, {}, errors, warnings);
        QVERIFY(errors.isEmpty());
        QCOMPARE(players.size(), std::size_t { 3 });
        QCOMPARE(players[0].clubCode, QStringLiteral("M0211")); // line 3, the first active
        QCOMPARE(players[1].name, QStringLiteral("Kurz, Udo"));
        QCOMPARE(players[2].name, QStringLiteral("Kurz, Udo"));
        QCOMPARE(warnings.size(), 1);
        QCOMPARE(warnings[0].toString(),
            QStringLiteral("line 4: the player with DSB id 7 is active on line 3 already: that "
                           "entry is kept"));
    }

    void readsTheFideList()
    {
        QList<DocumentError> errors;
        bool read = false;
        const auto players = readFide(rd::test::testData("fide-players.xml"), errors, read);
        QVERIFY(read);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.value(0).toString()));
        QCOMPARE(players.size(), std::size_t { 3 });
        // line 3
        const ListedPlayer &carlsen = players[0];
        QCOMPARE(carlsen.fideId, QStringLiteral("1503014"));
        QCOMPARE(carlsen.name, QStringLiteral("Carlsen, Magnus"));
        QCOMPARE(carlsen.federation, QStringLiteral("NOR"));
        QCOMPARE(carlsen.sex, QStringLiteral("M"));
        QCOMPARE(carlsen.title, QStringLiteral("GM"));
        QCOMPARE(carlsen.standard.rating, std::optional(2831));
        QCOMPARE(carlsen.standard.games, std::optional(9));
        QCOMPARE(carlsen.standard.k, std::optional(10));
        QCOMPARE(carlsen.rapid.rating, std::optional(2823));
        QCOMPARE(carlsen.rapid.games, std::optional(0));
        QCOMPARE(carlsen.blitz.rating, std::optional(2886));
        QCOMPARE(carlsen.birthYear, std::optional(1990));
        QVERIFY(carlsen.flag.isEmpty());
        // line 4: titles, empty rapid fields
        const ListedPlayer &zoe = players[1];
        QCOMPARE(zoe.name, QStringLiteral("Łukasiewicz, Zoë"));
        QCOMPARE(zoe.womenTitle, QStringLiteral("WIM"));
        QCOMPARE(zoe.otherTitles, QStringLiteral("FA"));
        QVERIFY(!zoe.rapid.rating && !zoe.rapid.games && !zoe.rapid.k);
        QCOMPARE(zoe.blitz.games, std::optional(7));
        QCOMPARE(zoe.flag, QStringLiteral("w"));
        // line 5: birthday 0 is unknown
        QVERIFY(!players[2].birthYear);
        QCOMPARE(players[2].flag, QStringLiteral("i"));
    }

    // What XML allows besides FIDE's plain layout is read as XML means it (XML 1.0 §2.5
    // comments, §2.7 CDATA, §4.1 character references, §4.6 the named entities): a DOCTYPE and
    // comments are skipped, "&amp;" is "&", "&#252;" and "&#xF6;" are ü and ö, CDATA is taken
    // as written.
    void readsTheFideListAsXml()
    {
        const QByteArray list = "<?xml version=\"1.0\"?>\n<!DOCTYPE playerslist>\n"
                                "<!-- FIDE rating list -->\n<playerslist>\n"
                                "<player><fideid>4699014</fideid><!-- checked -->"
                                "<name>M&#252;ller &amp; S&#xF6;hne, Jan</name>"
                                "<country><![CDATA[GER]]></country><rating>1 700</rating>"
                                "</player>\n"
                                "</playerslist>\n<!-- end -->\n";
        QList<DocumentError> errors;
        bool read = false;
        readFide(list, errors, read);
        QVERIFY(read);
        QCOMPARE(errors.size(), 1); // "1 700" is no number, at the player's line 5
        QCOMPARE(errors[0].toString(),
            QStringLiteral("line 5: rating: \"1 700\" is not a number from 0 to 3500"));
        QList<DocumentError> fine;
        const auto kept = readFide(QByteArray(list).replace("1 700", "1700"), fine, read);
        QVERIFY(fine.isEmpty());
        QCOMPARE(kept.size(), std::size_t { 1 });
        QCOMPARE(kept[0].name, QStringLiteral("Müller & Söhne, Jan"));
        QCOMPARE(kept[0].federation, QStringLiteral("GER"));
        QCOMPARE(kept[0].standard.rating, std::optional(1700));
    }

    // What is no XML is refused at its line: an end tag of another element, an entity XML does
    // not know, an element inside a field's text.
    void refusesWhatIsNoXml_data()
    {
        QTest::addColumn<QByteArray>("list");
        QTest::addColumn<QString>("line");
        QTest::newRow("another end tag") << QByteArray(
            "<playerslist>\n<player><fideid>1</fideid><name>A, B</nam></player>\n"
            "</playerslist>\n") << QStringLiteral("line 2");
        QTest::newRow("an unknown entity") << QByteArray(
            "<playerslist>\n\n<player><fideid>1</fideid><name>A&uuml;, B</name>"
            "</player>\n</playerslist>\n") << QStringLiteral("line 3");
        QTest::newRow("an element in a field") << QByteArray(
            "<playerslist>\n<player><fideid>1<b/></fideid></player>\n"
            "</playerslist>\n") << QStringLiteral("line 2");
    }
    void refusesWhatIsNoXml()
    {
        QFETCH(QByteArray, list);
        QFETCH(QString, line);
        QList<DocumentError> errors;
        bool read = true;
        readFide(list, errors, read);
        QVERIFY(!read);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0].code, ReadCode::ListNotXml);
        QCOMPARE(errors[0].path, line);
    }

    void namesTheFidePlayersItCannotRead()
    {
        const QByteArray list = "<playerslist>\n"
                                "<player><name>Nobody</name></player>\n"
                                "<player><fideid>1</fideid><rating>2a00</rating></player>\n"
                                "<player><fideid>2</fideid><name>Cut";
        QList<DocumentError> errors;
        bool read = true;
        const auto players = readFide(list, errors, read);
        QVERIFY(!read);
        // Line 3 has no name: it is named by its line (docs/limits.md), not taken with an
        // empty name.
        QVERIFY(players.empty());
        QCOMPARE(errors.size(), 4);
        QCOMPARE(errors[0].toString(), QStringLiteral("line 2: a player without fideid"));
        QCOMPARE(errors[1].toString(),
            QStringLiteral("line 3: rating: \"2a00\" is not a number from 0 to 3500"));
        QCOMPARE(errors[2].toString(), QStringLiteral("line 3: a player without a name"));
        QCOMPARE(errors[3].code, ReadCode::ListNotXml);
        QCOMPARE(errors[3].path, QStringLiteral("line 4"));
    }

    void theWeekOfTheLastEvaluationIsItsMonday()
    {
        // ISO weeks by hand: 2007-01-01 is the Monday of week 1, so week 15 starts 98 days
        // later; 2023 starts on a Sunday, week 1 on 2023-01-02 and week 12 on 2023-03-20; 2020
        // ends on a Thursday and has a week 53, 2021 has none.
        const auto monday = [](int year, int week) {
            ListedPlayer player;
            player.dwzYear = year;
            player.dwzWeek = week;
            const auto date = lastDwzEvaluation(player);
            return date ? date->toIso() : std::string("none");
        };
        QCOMPARE(monday(2007, 15), std::string("2007-04-09"));
        QCOMPARE(monday(2023, 12), std::string("2023-03-20"));
        QCOMPARE(monday(2020, 53), std::string("2020-12-28"));
        QCOMPARE(monday(2021, 53), std::string("none"));
        QCOMPARE(monday(2021, 0), std::string("none"));
        QVERIFY(!lastDwzEvaluation(ListedPlayer {}));
    }

    void searchKeysDropAccentsAndPunctuation()
    {
        // ẞ (U+1E9E), the capital of ß, is ss too.
        QCOMPARE(searchKey(QStringLiteral("STRAU\u1E9E")), QStringLiteral("strauss"));
        QCOMPARE(searchKey(QStringLiteral("Müller-Lüdenscheidt, Jörg")),
            QStringLiteral("muller ludenscheidt jorg"));
        QCOMPARE(searchKey(QStringLiteral("  Weiß,Anna ")), QStringLiteral("weiss anna"));
        QCOMPARE(searchKey(QStringLiteral("Łukasiewicz")), QStringLiteral("łukasiewicz"));
    }

    void anUmlautIsLookedForInBothSpellings()
    {
        // Müller is stored as "muller" (searchKey). Typed as MUELLER it is looked for as
        // "mueller" and "muller"; typed with ü as "muller" and "mueller", which finds a list
        // that writes Mueller; Muller is only "muller".
        QCOMPARE(searchKeys(QStringLiteral("MUELLER")),
            (QStringList { QStringLiteral("mueller"), QStringLiteral("muller") }));
        QCOMPARE(searchKeys(QStringLiteral("Müller")),
            (QStringList { QStringLiteral("muller"), QStringLiteral("mueller") }));
        QCOMPARE(searchKeys(QStringLiteral("Muller")), QStringList { QStringLiteral("muller") });
        // ä and ö as well, each umlaut on its own: 2 × 2 spellings.
        QCOMPARE(searchKeys(QStringLiteral("Schäfer-Goetz")),
            (QStringList { QStringLiteral("schafer goetz"), QStringLiteral("schafer gotz"),
                QStringLiteral("schaefer goetz"), QStringLiteral("schaefer gotz") }));
        // ß and ss are one key already.
        QCOMPARE(searchKeys(QStringLiteral("Strauß")), QStringList { QStringLiteral("strauss") });
        // A decomposed ü (u and U+0308, as some keyboards send it) is the same ü.
        QCOMPARE(searchKeys(QStringLiteral("Mu\u0308l")),
            (QStringList { QStringLiteral("mul"), QStringLiteral("muel") }));
        // Four umlauts would be 16 spellings: the first three vary (8 keys), the fourth is
        // taken as written.
        const QStringList many = searchKeys(QStringLiteral("Ueae Oe Ue"));
        QCOMPARE(many.size(), kMaxSearchKeys);
        QCOMPARE(many.first(), QStringLiteral("ueae oe ue"));
        QCOMPARE(many.last(), QStringLiteral("ua o ue"));
        QVERIFY(searchKeys(QStringLiteral(" , ")).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRatingLists)
#include "tst_ratinglists.moc"
