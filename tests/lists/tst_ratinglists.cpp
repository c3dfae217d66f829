// The federations' rating lists read from the samples of tests/data: the DSB list in both
// layouts (Latin-1 and UTF-8) with its club list, and the FIDE XML list.
#include "engine/lists/DsbList.h"
#include "engine/lists/FideList.h"
#include "tests/TestData.h"

#include <QBuffer>
#include <QFile>
#include <QTest>

using namespace rd::lists;
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
        const auto players
            = readDsbPlayers(rd::test::testData("dsb-spieler-old.csv"), *clubs, errors);
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
        const auto players = readDsbPlayers(rd::test::testData("dsb-spieler-new.csv"), {}, errors);
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
        readDsbPlayers(list, {}, errors);
        QCOMPARE(errors.size(), 4);
        QCOMPARE(errors[0].toString(),
            QStringLiteral("line 2, column 3: \"X\" is neither A (active) nor P (passive)"));
        QCOMPARE(errors[1].code, ReadCode::ListBadWeek);
        QCOMPARE(errors[1].path, QStringLiteral("line 2, column 8"));
        QCOMPARE(errors[2].code, ReadCode::CsvNotNumber);
        QCOMPARE(errors[2].path, QStringLiteral("line 2, column 9"));
        QCOMPARE(errors[3].toString(), QStringLiteral("line 3: 3 cells where the header has 14"));
    }

    void refusesAnotherHeader()
    {
        QList<DocumentError> errors;
        readDsbPlayers("\"Name\",\"DWZ\"\n\"Meyer, Anna\",\"1700\"\n", {}, errors);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0].code, ReadCode::ListNotDsbLayout);
        QVERIFY(!readDsbClubs("\"Name\",\"Ort\"\n", errors));
        QCOMPARE(errors.last().code, ReadCode::ListClubColumns);
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
        QCOMPARE(players.size(), std::size_t { 1 }); // line 3, with what could be read
        QCOMPARE(errors.size(), 3);
        QCOMPARE(errors[0].toString(), QStringLiteral("line 2: a player without fideid"));
        QCOMPARE(errors[1].toString(),
            QStringLiteral("line 3: rating: \"2a00\" is not a number from 0 to 3500"));
        QCOMPARE(errors[2].code, ReadCode::ListNotXml);
        QCOMPARE(errors[2].path, QStringLiteral("line 4"));
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
        QCOMPARE(searchKey(QStringLiteral("Müller-Lüdenscheidt, Jörg")),
            QStringLiteral("muller ludenscheidt jorg"));
        QCOMPARE(searchKey(QStringLiteral("  Weiß,Anna ")), QStringLiteral("weiss anna"));
        QCOMPARE(searchKey(QStringLiteral("Łukasiewicz")), QStringLiteral("łukasiewicz"));
    }
};

QTEST_GUILESS_MAIN(TestRatingLists)
#include "tst_ratinglists.moc"
