// The DSB submission formats (dwz.md §9.1 text, §9.3 XML) for a small hand-made event, compared
// with hand-made expected files in tests/data and checked field by field.
#include "engine/io/dsb/DsbFormats.h"
#include "tests/TestData.h"

#include <QFile>
#include <QList>
#include <QStringList>
#include <QTest>
#include <QXmlStreamReader>

#include <map>
#include <string>

using rd::io::DsbTextOptions;
using rd::io::DsbXmlOptions;
using rd::io::writeDsbText;
using rd::io::writeDsbXml;

namespace {

rd::PlayerInput player(const std::string &id, const std::string &name)
{
    rd::PlayerInput p;
    p.id = id;
    p.name = name;
    return p;
}

rd::ChessGame game(std::optional<int> round, const std::string &white, const std::string &black,
    rd::GameResult result)
{
    return { round, white, black, result };
}

// 4 players, 3 rounds: a forfeit in round 2, a bye for p4 in round 3 while p2 sits out, and the
// round-3 draw entered without its round (it takes the first round both players are free).
rd::EventInput sampleEvent()
{
    rd::EventInput event;
    event.event.name = "Herbst-Open 2024";
    event.event.startDate = rd::Date { 2024, 10, 4 };
    event.event.endDate = rd::Date { 2024, 10, 6 };

    rd::PlayerInput mueller = player("p1", "Müller, Jörg");
    mueller.birthYear = 1975;
    mueller.dwz = rd::DwzState {};
    mueller.dwz->rating = 1850;
    rd::PlayerInput weiss = player("p2", "Weiß, Anna");
    weiss.birthDate = rd::Date { 2001, 3, 14 };
    weiss.dwz = rd::DwzState {};
    weiss.dwz->rating = 1623;
    rd::PlayerInput schmidt = player("p3", "Schmidt, Peter");
    schmidt.dwz = rd::DwzState {};
    rd::PlayerInput nunez = player("p4", "Nuñez, José");
    nunez.birthYear = 1990;
    event.players = { mueller, weiss, schmidt, nunez };

    using R = rd::GameResult;
    event.chessGames = {
        game(1, "p1", "p2", R::WhiteWins),
        game(1, "p3", "p4", R::Draw),
        game(2, "p4", "p1", R::BlackWins),
        game(2, "p2", "p3", R::WhiteWinsByForfeit),
        game(std::nullopt, "p1", "p3", R::Draw),
    };
    event.byes = { { 3, "p4", 1.0 } };
    return event;
}

DsbTextOptions textOptions()
{
    DsbTextOptions options;
    options.city = "Köln";
    options.chiefArbiter = "Schulz, Eva";
    options.user = "SK Beispiel 1920";
    options.timeControl = "40/120, 30/60";
    return options;
}

DsbXmlOptions xmlOptions()
{
    DsbXmlOptions options;
    options.sender = "Schulz, Eva";
    options.location = "Köln";
    options.timeControl = "40/120, 30/60";
    options.created = QDateTime(QDate(2024, 10, 7), QTime(18, 30), Qt::UTC);
    options.fileId = QUuid::fromString(QStringLiteral("6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e"));
    options.tournamentId
        = QUuid::fromString(QStringLiteral("0b9d8c7a-6f5e-4d3c-9b2a-1f0e9d8c7b6a"));
    return options;
}

// The lines of a CR LF file, without the line ends.
QList<QByteArray> crlfLines(const QByteArray &text)
{
    QList<QByteArray> lines = text.split('\n');
    lines.removeLast();
    for (QByteArray &line : lines)
        line.chop(1);
    return lines;
}

// Element names below `parent` (direct children) and their texts, in document order.
QList<std::pair<QString, QString>> childElements(const QByteArray &xml, const QString &parent)
{
    QList<std::pair<QString, QString>> found;
    QXmlStreamReader reader(xml);
    while (reader.readNextStartElement()) {
        if (reader.name() == parent) {
            while (reader.readNextStartElement()) {
                const QString name = reader.name().toString();
                found.append({ name, reader.readElementText() });
            }
            return found;
        }
        if (reader.name() != QLatin1String("DSB_DWZ_TournamentReport")
            && reader.name() != QLatin1String("players") && reader.name() != QLatin1String("games"))
            reader.skipCurrentElement();
    }
    return found;
}

QStringList names(const QList<std::pair<QString, QString>> &elements)
{
    QStringList list;
    for (const auto &element : elements)
        list.append(element.first);
    return list;
}

} // namespace

class TestDsb : public QObject {
    Q_OBJECT

private slots:
    void textMatchesExpectedFile()
    {
        const QByteArray expected = rd::test::testData(QStringLiteral("dsb-expected.txt"));
        QVERIFY(!expected.isEmpty());
        QCOMPARE(writeDsbText(sampleEvent(), textOptions()), expected);
    }

    void textLinesEndWithCrLf()
    {
        const QByteArray text = writeDsbText(sampleEvent(), textOptions());
        QVERIFY(text.endsWith("\r\n"));
        QCOMPARE(text.count('\n'), text.count("\r\n"));
        QCOMPARE(text.count('\r'), text.count("\r\n"));
    }

    void textHeaderLines()
    {
        const QList<QByteArray> lines = crlfLines(writeDsbText(sampleEvent(), textOptions()));
        QCOMPARE(lines.size(), 17);
        QCOMPARE(lines[0], QByteArray("Herbst-Open 2024"));
        QCOMPARE(lines[1], QByteArray());
        QCOMPARE(lines[2], QByteArray("ES   4  3  1"));
        QCOMPARE(lines[3].size(), 132);
        QCOMPARE(lines[3].mid(10, 32), QByteArray(32, 'n'));
        QCOMPARE(lines[3].mid(102, 8), QByteArray(8, 'g'));
        QCOMPARE(lines[3].mid(116, 4), QByteArray("dddd"));
    }

    void textPlayerColumns_data()
    {
        QTest::addColumn<int>("number");
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QByteArray>("birth");
        QTest::addColumn<QByteArray>("dwz");
        QTest::addColumn<QList<QByteArray>>("rounds");
        QTest::newRow("Müller") << 1 << QByteArray("M\x81ller, J\x94rg") << QByteArray("1975    ")
                                << QByteArray("1850")
                                << QList<QByteArray> { " 1W  2", " 1B  4", " RW  3" };
        QTest::newRow("Weiß") << 2 << QByteArray("Wei\xE1, Anna") << QByteArray("2001    ")
                              << QByteArray("1623")
                              << QList<QByteArray> { " 0B  1", " +:  3", "      " };
        QTest::newRow("Schmidt") << 3 << QByteArray("Schmidt, Peter") << QByteArray(8, ' ')
                                 << QByteArray(4, ' ')
                                 << QList<QByteArray> { " RW  4", " -:  2", " RB  1" };
        QTest::newRow("Nuñez") << 4
                               << QByteArray("Nu\xA4"
                                             "ez, Jos\x82")
                               << QByteArray("1990    ") << QByteArray(4, ' ')
                               << QList<QByteArray> { " RB  3", " 0W  1", "      " };
    }

    void textPlayerColumns()
    {
        QFETCH(int, number);
        QFETCH(QByteArray, name);
        QFETCH(QByteArray, birth);
        QFETCH(QByteArray, dwz);
        QFETCH(QList<QByteArray>, rounds);
        const QList<QByteArray> lines = crlfLines(writeDsbText(sampleEvent(), textOptions()));
        const QByteArray line = lines[3 + number];
        QCOMPARE(line.size(), 132 + 6 * 3);
        QCOMPARE(line[0], ' ');
        QCOMPARE(line.mid(1, 3), QByteArray::number(number).rightJustified(3, ' '));
        QCOMPARE(line[4], '.');
        QCOMPARE(line.mid(10, 32), name.leftJustified(32, ' '));
        QCOMPARE(line.mid(102, 8), birth);
        QCOMPARE(line.mid(116, 4), dwz);
        QCOMPARE(line.mid(42, 60), QByteArray(60, ' ')); // club … PKZ: not in the event
        for (int round = 0; round < 3; ++round)
            QCOMPARE(line.mid(132 + 6 * round, 6), rounds[round]);
    }

    void textUmlautsAreCp850()
    {
        const QList<QByteArray> lines = crlfLines(writeDsbText(sampleEvent(), textOptions()));
        QCOMPARE(quint8(lines[4][11]), quint8(0x81)); // ü
        QCOMPARE(quint8(lines[4][19]), quint8(0x94)); // ö
        QCOMPARE(quint8(lines[5][13]), quint8(0xE1)); // ß
        QCOMPARE(lines[10], QByteArray("Ort:        K\x94ln"));
        QCOMPARE(lines[14], QByteArray("Z\x81ge(1):    40/120, 30/60"));
    }

    void textTrailer()
    {
        const QList<QByteArray> lines = crlfLines(writeDsbText(sampleEvent(), textOptions()));
        QCOMPARE(lines[8], QByteArray("###"));
        QCOMPARE(lines[9], QByteArray("Name:       Herbst-Open 2024"));
        QCOMPARE(lines[11], QByteArray("FIDE-Land:  GER"));
        QCOMPARE(lines[12], QByteArray("Datum(S):   04.10.2024"));
        QCOMPARE(lines[13], QByteArray("Datum(E):   06.10.2024"));
        QCOMPARE(lines[15], QByteArray("Hauptschiedsrichter: Schulz, Eva"));
        QCOMPARE(lines[16], QByteArray("Anwender:   SK Beispiel 1920"));
    }

    void textUnmappedCharacterAndDoubleForfeit()
    {
        rd::EventInput event = sampleEvent();
        event.players[2].name = "Łukasz, Ægir";
        event.chessGames[1].result = rd::GameResult::DoubleForfeit;
        const QList<QByteArray> lines = crlfLines(writeDsbText(event, textOptions()));
        QCOMPARE(lines[6].mid(10, 12), QByteArray("?ukasz, \x92gir"));
        QCOMPARE(lines[6].mid(132, 6), QByteArray(" -:  4"));
        QCOMPARE(lines[7].mid(132, 6), QByteArray(" -:  3"));
    }

    void xmlMatchesExpectedFile()
    {
        const QByteArray expected = rd::test::testData(QStringLiteral("dsb-expected.xml"));
        QVERIFY(!expected.isEmpty());
        QCOMPARE(writeDsbXml(sampleEvent(), xmlOptions()), expected);
    }

    void xmlRootAndHeader()
    {
        const QByteArray xml = writeDsbXml(sampleEvent(), xmlOptions());
        QXmlStreamReader reader(xml);
        QVERIFY(reader.readNextStartElement());
        QCOMPARE(reader.name(), QLatin1String("DSB_DWZ_TournamentReport"));
        QCOMPARE(reader.namespaceUri(), QLatin1String("http://www.schachbund.de/XMLSchema"));
        QCOMPARE(reader.attributes().value("version"), QLatin1String("2.5"));
        QVERIFY(reader.readNextStartElement());
        QCOMPARE(reader.name(), QLatin1String("header"));
        QCOMPARE(reader.namespaceUri(), QLatin1String("http://www.schachbund.de/XMLSchema"));

        const auto header = childElements(xml, QStringLiteral("header"));
        QCOMPARE(names(header), QStringList({ "creationDate", "sender", "system", "fileUUID" }));
        QCOMPARE(header[0].second, QStringLiteral("2024-10-07T18:30:00Z"));
        QCOMPARE(header[3].second, QStringLiteral("6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e"));
    }

    void xmlTournament()
    {
        const auto tournament
            = childElements(writeDsbXml(sampleEvent(), xmlOptions()), QStringLiteral("tournament"));
        QCOMPARE(names(tournament),
            QStringList({ "tournamentUUID", "label", "tournamentType", "timecontrol", "rounds",
                "startDate", "endDate", "location", "ageClass", "notes" }));
        QCOMPARE(tournament[0].second, QStringLiteral("0b9d8c7a-6f5e-4d3c-9b2a-1f0e9d8c7b6a"));
        QCOMPARE(tournament[2].second, QStringLiteral("SW"));
        QCOMPARE(tournament[4].second, QStringLiteral("3"));
        QCOMPARE(tournament[5].second, QStringLiteral("2024-10-04"));
        QCOMPARE(tournament[6].second, QStringLiteral("2024-10-06"));
        QCOMPARE(tournament[7].second, QStringLiteral("Köln"));
    }

    void xmlPlayers()
    {
        QXmlStreamReader reader(writeDsbXml(sampleEvent(), xmlOptions()));
        QList<QList<std::pair<QString, QString>>> parsed;
        while (!reader.atEnd()) {
            reader.readNext();
            if (reader.isStartElement() && reader.name() == QLatin1String("player")) {
                parsed.emplace_back();
                while (reader.readNextStartElement())
                    parsed.last().append({ reader.name().toString(), reader.readElementText() });
            }
        }
        QCOMPARE(parsed.size(), 4);
        QCOMPARE(names(parsed[1]),
            QStringList({ "tournamentPlayerNumber", "surname", "forename", "dobYear", "dobDate",
                "vkz", "numberClubMember", "club", "fideId", "fideRating", "sex" }));
        QCOMPARE(parsed[0][1].second, QStringLiteral("Müller"));
        QCOMPARE(parsed[0][2].second, QStringLiteral("Jörg"));
        QCOMPARE(parsed[0][3].second, QStringLiteral("1975"));
        QCOMPARE(parsed[1][1].second, QStringLiteral("Weiß"));
        QCOMPARE(parsed[1][4].second, QStringLiteral("2001-03-14"));
        QCOMPARE(parsed[2][3], std::pair(QStringLiteral("dobYear"), QString()));
        QCOMPARE(parsed[3][0].second, QStringLiteral("4"));
        QCOMPARE(parsed[3][2].second, QStringLiteral("José"));
    }

    void xmlGames()
    {
        QXmlStreamReader reader(writeDsbXml(sampleEvent(), xmlOptions()));
        QList<std::map<QString, QString>> games;
        QList<QStringList> orders;
        while (!reader.atEnd()) {
            reader.readNext();
            if (reader.isStartElement() && reader.name() == QLatin1String("game")) {
                games.emplace_back();
                orders.emplace_back();
                while (reader.readNextStartElement()) {
                    orders.last().append(reader.name().toString());
                    games.last()[reader.name().toString()] = reader.readElementText();
                }
            }
        }
        QCOMPARE(games.size(), 6);
        QCOMPARE(orders[0],
            QStringList({ "round", "date", "tournamentPlayerNumberWhite",
                "tournamentPlayerNumberBlack", "pointWhite", "pointBlack" }));
        const QStringList expected[] = {
            { "1", "1", "2", "1", "0" },
            { "1", "3", "4", "0.5", "0.5" },
            { "2", "4", "1", "0", "1" },
            { "2", "2", "3", "+", "-" },
            { "3", "1", "3", "0.5", "0.5" },
        };
        for (int i = 0; i < 5; ++i) {
            auto &g = games[i];
            QCOMPARE(QStringList({ g["round"], g["tournamentPlayerNumberWhite"],
                         g["tournamentPlayerNumberBlack"], g["pointWhite"], g["pointBlack"] }),
                expected[i]);
        }
        QCOMPARE(orders[5],
            QStringList({ "round", "date", "tournamentPlayerNumberWhite", "noneBlackPlayer",
                "pointWhite", "pointBlack" }));
        QCOMPARE(games[5]["noneBlackPlayer"], QStringLiteral("true"));
        QCOMPARE(games[5]["pointWhite"], QStringLiteral("+"));
    }

    void xmlRoundRobinAndNameWithoutComma()
    {
        rd::EventInput event;
        event.event.name = "Rundenturnier";
        event.event.endDate = rd::Date { 2025, 1, 12 };
        event.players
            = { player("a", "Anand"), player("b", "Bauer, Ute"), player("c", "Cruz, Li") };
        event.chessGames = {
            game(1, "a", "b", rd::GameResult::Draw),
            game(2, "c", "a", rd::GameResult::WhiteWins),
            game(3, "b", "c", rd::GameResult::BlackWinsByForfeit),
        };
        const QByteArray xml = writeDsbXml(event, xmlOptions());
        const auto tournament = childElements(xml, QStringLiteral("tournament"));
        QCOMPARE(tournament[2].second, QStringLiteral("SR"));
        QCOMPARE(tournament[5].second, QStringLiteral("2025-01-12")); // no start: the end date
        QVERIFY(xml.contains("<surname>Anand</surname>\n      <forename/>"));
        QVERIFY(xml.contains("<pointWhite>-</pointWhite>\n      <pointBlack>+</pointBlack>"));
    }
};

QTEST_APPLESS_MAIN(TestDsb)
#include "tst_dsb.moc"
