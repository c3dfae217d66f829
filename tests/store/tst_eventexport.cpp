// An imported TRF file kept with its event (docs/trf.md, "Byte for byte back"): exported
// unchanged it is the file; changed, only the lines that changed are new. So is an imported .h9
// table (docs/h9.md): unchanged it is the table, changed it is written anew. The file goes with the
// event when it is deleted, duplicated or copied with the database, and names a merged player. On
// SQLite and PostgreSQL.
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/io/egd/H9Format.h"
#include "engine/io/trf/TrfFormat.h"
#include "engine/standings/Standings.h"
#include "engine/store/DatabaseCopy.h"
#include "engine/store/EventExport.h"
#include "engine/store/EventRepository.h"
#include "engine/store/EventSources.h"
#include "engine/store/ImportService.h"
#include "engine/store/PlayerMerge.h"
#include "tests/DatabaseLocation.h"
#include "tests/TestData.h"

#include <QDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <memory>
#include <set>

using namespace rd::store;
using namespace rd::model;
using rd::EventInput;
using rd::io::ExchangeFormat;
using rd::test::DatabaseLocation;

namespace {

// The id of the player called `name` in `event`.
std::string idOf(const EventInput &event, const char *name)
{
    const auto player = std::find_if(event.players.begin(), event.players.end(),
        [&](const rd::PlayerInput &known) { return known.name == name; });
    if (player == event.players.end())
        qFatal("no player %s", name);
    return player->id;
}

// The event as TRF, as File > Export writes it.
QByteArray exportedTrf(Database &database, qint64 eventId)
{
    return exportEvent(database, eventId, ExchangeFormat::Trf).value_or("(not written)");
}

// The event as a .h9 table, as File > Export writes it.
QByteArray exportedH9(Database &database, qint64 eventId)
{
    return exportEvent(database, eventId, ExchangeFormat::H9).value_or("(not written)");
}

qint64 rowsOf(Database &database, const char *table)
{
    Rows rows = database.run(QStringLiteral("SELECT count(*) AS n FROM %1").arg(table));
    rows.next();
    return rows.value(QStringLiteral("n")).toLongLong();
}

} // namespace

class TestEventExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const QString reason = DatabaseLocation::unavailable(); !reason.isEmpty())
            QSKIP(qPrintable(reason));
    }

    void init()
    {
        m_location = std::make_unique<DatabaseLocation>();
        m_database = std::make_unique<Database>(
            m_location->location(), Database::Opening::CreateIfMissing);
    }

    void cleanup()
    {
        m_database.reset();
        m_location.reset();
    }

    // Imported and exported again, and after the editor stored it again unchanged: the file,
    // byte for byte.
    void anImportedFileIsExportedAsItCame_data()
    {
        QTest::addColumn<QString>("file");
        // Every TRF file of tests/data, each the habits of a program (tests/data/README.md).
        const QStringList files = rd::test::testDataFiles(QStringLiteral("*.trf"));
        QVERIFY(files.size() >= 40);
        for (const QString &file : files)
            QTest::newRow(qPrintable(file)) << file;
    }

    void anImportedFileIsExportedAsItCame()
    {
        QFETCH(QString, file);
        const qint64 id = imported(file);
        QCOMPARE(exportedTrf(*m_database, id), rd::test::testData(file));
        EventRepository events(*m_database);
        events.replaceEvent(id, events.file(id));
        QCOMPARE(exportedTrf(*m_database, id), rd::test::testData(file));
        // Other formats are written anew.
        QCOMPARE(exportEvent(*m_database, id, ExchangeFormat::EventDocument).value_or(""),
            rd::io::writeEventDocument(events.file(id), true));
    }

    // trf-2026-nrs.trf, a TRF-2026 file: exported as TRF and as TRF-2026 it is the file. With
    // Hartmann's DWZ (2290 in his National Rating line, line 30) made 2301 in the database,
    // that line has 2301 in columns 49-52 and nothing else changes. A TRF-16 file exported as
    // TRF-2026 is written anew.
    void aTrf2026FileIsExportedAsItCame()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("trf-2026-nrs.trf"));
        const qint64 id = imported(QStringLiteral("trf-2026-nrs.trf"));
        QCOMPARE(exportedTrf(*m_database, id), original);
        QCOMPARE(exportEvent(*m_database, id, ExchangeFormat::Trf2026).value_or(""), original);

        EventRepository events(*m_database);
        rd::io::EventFile changed = events.file(id);
        std::vector<rd::PlayerInput> &players = changed.event.players;
        const auto hartmann = std::find_if(players.begin(), players.end(),
            [](const rd::PlayerInput &player) { return player.name == "Hartmann, Jonas"; });
        QCOMPARE(hartmann->dwz->rating, 2290);
        hartmann->dwz->rating = 2301;
        events.replaceEvent(id, changed);
        QByteArray expected = original;
        expected.replace("GER    1      Hartmann, Jonas                   2290 ",
            "GER    1      Hartmann, Jonas                   2301 ");
        QCOMPARE(exportEvent(*m_database, id, ExchangeFormat::Trf2026).value_or(""), expected);

        const qint64 trf16 = imported(QStringLiteral("trf-tiebreak-ranks.trf"));
        QCOMPARE(exportEvent(*m_database, trf16, ExchangeFormat::Trf2026).value_or(""),
            rd::io::writeTrf(events.file(trf16), rd::io::TrfVersion::Trf2026));
    }

    // trf-same-names.trf: two lines "Schmidt, Thomas" and two "N.N.", none with a birth date:
    // four players, each his own, however the registry's namesakes stand.
    void namesakesOfOneFileAreFourPlayers()
    {
        const qint64 id = imported(QStringLiteral("trf-same-names.trf"));
        const EventInput event = EventRepository(*m_database).document(id);
        std::set<std::string> ids;
        for (const rd::PlayerInput &player : event.players)
            ids.insert(player.id);
        QCOMPARE(ids.size(), std::size_t(4));
        QCOMPARE(event.chessGames.size(), std::size_t(4));
        // Imported again: each line is taken for one of the players, none twice.
        const qint64 again = imported(QStringLiteral("trf-same-names.trf"));
        QCOMPARE(exportedTrf(*m_database, again),
            rd::test::testData(QStringLiteral("trf-same-names.trf")));
    }

    // trf-players-only.trf has no 012: the event is named after the file.
    void aFileWithoutAHeaderIsNamedAfterItself()
    {
        const qint64 id = imported(QStringLiteral("trf-players-only.trf"));
        QCOMPARE(
            EventRepository(*m_database).document(id).event.name, std::string("trf-players-only"));
    }

    // The FIDE ratings of the file stand for the players' ratings of the average rating of
    // opponents, in the event as the database gives it back (to the standings, the reports and
    // the command line). trf-round-robin.trf: Adler 2650, Novák 2310, Ørsted 2450, Łukasik 2298,
    // each met the three others over the board. Art. 10.1, rounded half up: Adler (2310 + 2450 +
    // 2298) / 3 = 2352.67 -> 2353; Novák (2650 + 2450 + 2298) / 3 = 2466; Ørsted (2650 + 2310 +
    // 2298) / 3 = 2419.33 -> 2419; Łukasik (2650 + 2310 + 2450) / 3 = 2470.
    void theAverageRatingOfOpponentsIsOfTheFidesRatings()
    {
        const qint64 id = imported(QStringLiteral("trf-round-robin.trf"));
        const EventInput event = EventRepository(*m_database).document(id);
        const auto standings = rd::standings::computeStandings(
            event, { { rd::standings::TieBreakKind::AverageRatingOfOpponents } });
        QCOMPARE(
            standings.leftOut, std::vector<rd::standings::LeftOut> { rd::standings::LeftOut::No });
        std::map<std::string, double> aro;
        for (const auto &row : standings.rows)
            aro[event.findPlayer(row.playerId)->name] = row.values.at(0);
        QCOMPARE(aro,
            (std::map<std::string, double> { { "Adler, Konrad", 2353 }, { "Novák, Zuzana", 2466 },
                { "Ørsted, Mikkel", 2419 }, { "Łukasik, Piotr", 2470 } }));
    }

    // trf-tiebreak-ranks.trf, round 1 Egger - Bauer = becomes 0-1 (the ranks worked out in
    // tests/io/tst_trfroundtrip.cpp): Bauer's and Egger's lines change, nothing else. Taken back,
    // the event is the file again.
    void aChangedEventHasOnlyItsChangedLinesNew()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("trf-tiebreak-ranks.trf"));
        const qint64 id = imported(QStringLiteral("trf-tiebreak-ranks.trf"));
        EventRepository events(*m_database);
        const rd::io::EventFile before = events.file(id);
        rd::io::EventFile after = before;
        const std::string egger = idOf(after.event, "Egger, Anna");
        const std::string bauer = idOf(after.event, "Bauer, Sophie");
        for (rd::ChessGame &game : after.event.chessGames) {
            if (game.round == 1 && game.white == egger && game.black == bauer)
                game.result = rd::GameResult::BlackWins;
        }
        events.replaceEvent(id, after);

        QList<QByteArray> expected = original.split('\n');
        expected[10] = "001    2 w    Bauer, Sophie                     1820 AUT     1601002 "
                       "1992/02/02  2.5    1     5 b 1     6 w 1     4 b =";
        expected[13] = "001    5 w    Egger, Anna                       1730 AUT     1601005 "
                       "1998/05/05  2.0    2     2 w 0     1 w 1     3 b 1";
        QCOMPARE(exportedTrf(*m_database, id).split('\n'), expected);

        events.replaceEvent(id, before);
        QCOMPARE(exportedTrf(*m_database, id), original);
    }

    // Every .h9 table of tests/data, whatever its layout (pairgoth's empty first line, blank
    // lines, trailing blanks, mixed line ends), imported and exported as .h9: the table, byte for
    // byte, also after the editor stored the event again unchanged.
    void anImportedH9TableIsExportedAsItCame_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : rd::test::testDataFiles(QStringLiteral("*.h9")))
            QTest::newRow(qPrintable(file)) << file;
    }

    void anImportedH9TableIsExportedAsItCame()
    {
        QFETCH(QString, file);
        const qint64 id = imported(file);
        QCOMPARE(exportedH9(*m_database, id), rd::test::testData(file));
        EventRepository events(*m_database);
        events.replaceEvent(id, events.file(id));
        QCOMPARE(exportedH9(*m_database, id), rd::test::testData(file));
    }

    // h9-pairgoth.h9 with the event renamed is written anew (docs/h9.md, "Writing"): the new name
    // in its EV line, without pairgoth's empty first line and in OpenGotha's columns. Renamed
    // back, it is the table again.
    void aChangedH9TableIsWrittenAnew()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("h9-pairgoth.h9"));
        const qint64 id = imported(QStringLiteral("h9-pairgoth.h9"));
        EventRepository events(*m_database);
        const rd::io::EventFile before = events.file(id);
        rd::io::EventFile after = before;
        // h9-pairgoth.h9 line 3: ; EV[Lakeside Open 2025]
        QCOMPARE(after.event.event.name, std::string("Lakeside Open 2025"));
        after.event.event.name = "Lakeside Open 2025, final";
        events.replaceEvent(id, after);

        const QByteArray written = exportedH9(*m_database, id);
        QCOMPARE(written, rd::io::writeH9(events.file(id)));
        QVERIFY(written != original);
        QVERIFY(written.contains("; EV[Lakeside Open 2025, final]\r\n"));
        QVERIFY(!written.startsWith("\r\n"));

        events.replaceEvent(id, before);
        QCOMPARE(exportedH9(*m_database, id), original);
    }

    // A duplicate comes from the same file: exported, it is the file with its new name.
    void aDuplicateIsExportedFromTheSameFile()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("trf-tiebreak-ranks.trf"));
        const qint64 id = imported(QStringLiteral("trf-tiebreak-ranks.trf"));
        EventRepository events(*m_database);
        rd::io::EventFile content = events.file(id);
        content.event.event.name += " (copy)";
        const qint64 copy = events.importEvent(content);
        EventSourceRepository(*m_database).copy(id, copy);
        QByteArray expected = original;
        expected.replace(
            "012 Rapid Swiss Tie-Break Test\n", "012 Rapid Swiss Tie-Break Test (copy)\n");
        QCOMPARE(exportedTrf(*m_database, copy), expected);
        QCOMPARE(exportedTrf(*m_database, id), original);
    }

    // Aigner of the file is merged into a registry player of the same name and birth, and split
    // back: the file names the kept player where it named Aigner, and is the file each time.
    void aMergedPlayerKeepsHisLine()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("trf-tiebreak-ranks.trf"));
        const qint64 id = imported(QStringLiteral("trf-tiebreak-ranks.trf"));
        const std::string aigner = idOf(EventRepository(*m_database).document(id), "Aigner, Lukas");
        // trf-tiebreak-ranks.trf line 10: born 1990/01/01.
        const qint64 namesake = PlayerRepository(*m_database)
                                    .savePlayer({ 0, QStringLiteral("Aigner, Lukas"),
                                        rd::Date::fromIso("1990-01-01"), {}, {} });
        PlayerMerge merge(*m_database);
        const MergeRecord record
            = merge.mergeAndCommit(namesake, QString::fromStdString(aigner).toLongLong());
        QCOMPARE(idOf(EventRepository(*m_database).document(id), "Aigner, Lukas"),
            std::to_string(namesake));
        QCOMPARE(exportedTrf(*m_database, id), original);

        merge.split(record, merge.previewSplit(record));
        QCOMPARE(exportedTrf(*m_database, id), original);
    }

    // Deleting the event deletes its file; a copy of the database keeps it.
    void theFileGoesWithTheEvent()
    {
        const QByteArray original = rd::test::testData(QStringLiteral("trf-windows1252-crlf.trf"));
        const qint64 id = imported(QStringLiteral("trf-windows1252-crlf.trf"));
        const qint64 other = imported(QStringLiteral("trf-utf8-bom-lf.trf"));
        QCOMPARE(rowsOf(*m_database, "event_sources"), qint64 { 2 });

        const DatabaseLocation copyLocation;
        Database copy(copyLocation.location(), Database::Opening::CreateIfMissing);
        copyDatabase(*m_database, copy);
        QCOMPARE(exportedTrf(copy, id), original);

        EventRepository(*m_database).deleteEvent(other);
        QCOMPARE(rowsOf(*m_database, "event_sources"), qint64 { 1 });
        QVERIFY(!EventSourceRepository(*m_database).source(other));
        QCOMPARE(exportedTrf(*m_database, id), original);
    }

private:
    qint64 imported(const QString &file)
    {
        ImportService service(*m_database);
        const ImportPlan plan = service.planFile(QStringLiteral(RD_TEST_DATA_DIR "/") + file);
        if (!plan.canWrite())
            qFatal("%s: %s", qPrintable(file), qPrintable(plan.reportLines().join(u'\n')));
        return service.write(plan).eventId;
    }

    std::unique_ptr<DatabaseLocation> m_location;
    std::unique_ptr<Database> m_database;
};

QTEST_GUILESS_MAIN(TestEventExport)
#include "tst_eventexport.moc"
