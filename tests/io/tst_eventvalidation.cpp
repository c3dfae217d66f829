// validate(): an event an editor holds is checked on its values by the rules of the event
// document (event-document.md), without writing a document. Each case breaks one rule; what
// validate() says must be what reading the event's document says, place and words, and the
// document the reference (readEventDocument, tested on its own in tst_eventdocumentreader).
#include "engine/io/document/EventChecks.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"

#include <QTest>

#include <functional>
#include <string>

using rd::EventInput;
using Change = std::function<void(EventInput &)>;
Q_DECLARE_METATYPE(Change)

namespace {

rd::PlayerInput player(const std::string &id, const std::string &name, int rating)
{
    rd::PlayerInput player;
    player.id = id;
    player.name = name;
    player.birthYear = 1980;
    player.dwz = rd::DwzState { rating, 10, {}, {}, {} };
    return player;
}

// A DWZ event of four players and two rounds with a bye, as the crosstable makes one.
EventInput dwzEvent()
{
    EventInput event;
    event.system = rd::RatingSystem::Dwz;
    event.ruleset = "dwz-2016";
    event.event.name = "Vereinsmeisterschaft Lübeck";
    event.event.endDate = rd::Date { 2025, 3, 29 };
    event.event.properties.roundsPlanned = 3;
    event.event.properties.place = "Lübeck";
    event.event.properties.organiser = "SK König Tegel";
    event.players = { player("1", "Müller, Jörg", 1850), player("2", "Weiß, Anna", 1720),
        player("3", "Öztürk, Deniz", 1610), player("4", "Schulz, Paul", 1500),
        player("5", "Schulz, Paula", 1490) };
    event.chessGames = { { 1, "1", "2", rd::GameResult::WhiteWins },
        { 1, "3", "4", rd::GameResult::Draw }, { 2, "2", "3", rd::GameResult::BlackWins },
        { 2, "4", "1", rd::GameResult::BlackWins } };
    event.byes = { { 1, "5", 1.0, true }, { 2, "5", 0.5, false } };
    event.forbiddenPairs = { { "1", "3" } };
    event.event.properties.requestedByeLimit = 1;
    return event;
}

// A Go club evening of three players.
EventInput goEvent()
{
    EventInput event;
    event.system = rd::RatingSystem::Sagc;
    event.ruleset = "sagc";
    event.event.name = "Club evening";
    event.event.endDate = rd::Date { 2025, 11, 4 };
    for (const char *id : { "1", "2", "3" }) {
        rd::PlayerInput player;
        player.id = id;
        player.name = std::string("Player ") + id;
        player.sagc = rd::SagcState { *rd::sagc::GoRank::parse("5k"), 10, {} };
        event.players.push_back(player);
    }
    event.goGames = { { "1", "2", rd::GoWinner::White, 1, 6.5, rd::GoGameStatus::Club, {} } };
    return event;
}

rd::EventSection section(const std::string &name)
{
    rd::EventSection section;
    section.name = name;
    return section;
}

QStringList texts(const QList<rd::io::DocumentError> &errors)
{
    QStringList texts;
    for (const rd::io::DocumentError &error : errors)
        texts << error.toString();
    return texts;
}

} // namespace

class TestEventValidation : public QObject {
    Q_OBJECT

private slots:
    void saysWhatTheDocumentSays_data()
    {
        QTest::addColumn<bool>("go");
        QTest::addColumn<Change>("change");
        const auto row = [](const char *name, const Change &change, bool go = false) {
            QTest::newRow(name) << go << change;
        };
        row("unknown rule set", [](EventInput &e) { e.ruleset = "dwz-1850"; });
        row("rule set of another system", [](EventInput &e) { e.ruleset = "uscf-current"; });
        row("unknown parameter", [](EventInput &e) { e.params["nonsense"] = 1.0; });
        row("parameter out of range", [](EventInput &e) { e.params["k_r"] = 7.0; });
        row("name with a tab", [](EventInput &e) { e.event.name = "Spring\tOpen"; });
        row("name too long", [](EventInput &e) { e.event.name = std::string(101, 'x'); });
        row("rounds planned 0", [](EventInput &e) { e.event.properties.roundsPlanned = 0; });
        row("unknown tie-break", [](EventInput &e) { e.event.properties.tieBreaks = { "XYZ" }; });
        row("bye rule of 0.3", [](EventInput &e) { e.event.properties.pairingByePoints = 0.3; });
        row("lot seed 0", [](EventInput &e) { e.event.properties.lotSeed = 0; });
        row("empty player id", [](EventInput &e) { e.players[2].id.clear(); });
        row("two players with one id", [](EventInput &e) { e.players[4].id = "4"; });
        row("registry id 0", [](EventInput &e) { e.players[1].registryId = 0; });
        row("born after the end", [](EventInput &e) {
            e.players[0].birthDate = rd::Date { 2025, 4, 1 };
        });
        row("born in 1800", [](EventInput &e) { e.players[0].birthYear = 1800; });
        row("birth year and date disagree", [](EventInput &e) {
            e.players[0].birthDate = rd::Date { 1979, 4, 1 };
        });
        row("sex x", [](EventInput &e) { e.players[1].sex = "x"; });
        row("title XX", [](EventInput &e) { e.players[1].title = "XX"; });
        row("FIDE rating 4000", [](EventInput &e) { e.players[1].fideRating = 4000; });
        row("FIDE id with a letter", [](EventInput &e) { e.players[1].fideId = "12a"; });
        row("section without sections", [](EventInput &e) { e.players[1].section = "A"; });
        row("DWZ 3600", [](EventInput &e) { e.players[3].dwz->rating = 3600; });
        row("DWZ index -1", [](EventInput &e) { e.players[3].dwz->index = -1; });
        row("summary with more points than games", [](EventInput &e) {
            e.players[4].dwz->summary = rd::DwzSummary { 5.0, 4, 2.0 };
        });
        row("player of a summary in a game", [](EventInput &e) {
            e.players[0].dwz->summary = rd::DwzSummary { 2.0, 4, 2.0 };
        });
        row("order of ties with a stranger", [](EventInput &e) {
            e.event.properties.tieOrders = { { "1", "9" } };
        });
        row("player in two orders of ties", [](EventInput &e) {
            e.event.properties.tieOrders = { { "1", "2" }, { "3", "1" } };
        });
        row("first round 0", [](EventInput &e) { e.players[4].firstRound = 0; });
        row("withdrawn from round 1000", [](EventInput &e) { e.players[4].withdrawnFrom = 1000; });
        row("missed rounds score 0.3",
            [](EventInput &e) { e.event.properties.missedRoundPoints = 0.3; });
        row("more byes asked for than allowed",
            [](EventInput &e) { e.event.properties.requestedByeLimit = 0; });
        row("forbidden pair with a stranger", [](EventInput &e) {
            e.forbiddenPairs = { { "1", "9" } };
        });
        row("forbidden pair of one player", [](EventInput &e) {
            e.forbiddenPairs = { { "2", "2" } };
        });
        row("game of a stranger", [](EventInput &e) { e.chessGames[1].black = "9"; });
        row("round 0", [](EventInput &e) { e.chessGames[0].round = 0; });
        row("bye of 0.3", [](EventInput &e) { e.byes[1].points = 0.3; });
        row("bye of a stranger", [](EventInput &e) { e.byes[0].player = "9"; });
        row("player twice in a round", [](EventInput &e) {
            e.chessGames.push_back({ 1, "5", "1", rd::GameResult::Draw });
        });
        row("player against himself", [](EventInput &e) { e.chessGames[0].black = "1"; });
        row("sections: unknown section", [](EventInput &e) {
            e.event.properties.sections = { section("A"), section("B") };
            for (rd::PlayerInput &player : e.players)
                player.section = "A";
            e.players[2].section = "C";
        });
        row("sections: a player without one",
            [](EventInput &e) { e.event.properties.sections = { section("A") }; });
        row("sections: a game across them", [](EventInput &e) {
            e.event.properties.sections = { section("A"), section("B") };
            for (rd::PlayerInput &player : e.players)
                player.section = "A";
            e.players[1].section = "B";
        });
        row("sections: one name twice", [](EventInput &e) {
            e.event.properties.sections = { section("A"), section("A") };
            for (rd::PlayerInput &player : e.players)
                player.section = "A";
        });
        row(
            "Go: handicap 10", [](EventInput &e) { e.goGames[0].handicap = 10; }, true);
        row(
            "Go: index 1000", [](EventInput &e) { e.players[2].sagc->index = 1000; }, true);
        row(
            "Go: eleven recent opponents",
            [](EventInput &e) {
                e.players[2].sagc->recentOpponents = std::vector<std::string>(11, "1");
            },
            true);
        row(
            "Go: game of a stranger", [](EventInput &e) { e.goGames[0].black = "7"; }, true);
        row(
            "Go: player against himself", [](EventInput &e) { e.goGames[0].black = "1"; }, true);
    }

    void saysWhatTheDocumentSays()
    {
        QFETCH(bool, go);
        QFETCH(Change, change);
        EventInput event = go ? goEvent() : dwzEvent();
        QVERIFY(rd::io::validate(event).isEmpty());
        change(event);
        const QStringList validated = texts(rd::io::validate(event));
        const QStringList read
            = texts(rd::io::readEventDocument(rd::io::writeEventDocument(event, false)).errors);
        QVERIFY2(!read.isEmpty(), "the case breaks no rule of the document");
        QCOMPARE(validated, read);
    }

    // What other programs' files said is checked where the document keeps it (event.uscf_report),
    // as the reader checks it, and a valid detail reads back as it is.
    void checksTheFileDetailsWhereTheDocumentKeepsThem()
    {
        rd::io::EventFile file { dwzEvent() };
        file.details.uscfReport.city = "Springfield";
        QVERIFY(rd::io::validate(file.event, file.details).isEmpty());
        const rd::io::EventReadResult valid
            = rd::io::readEventDocument(rd::io::writeEventDocument(file, false));
        QVERIFY(valid.details == file.details);
        // uscf-report.md H_SENDCROS: N, A or T.
        file.details.uscfReport.crosstables = "Q";
        const QStringList validated = texts(rd::io::validate(file.event, file.details));
        const QStringList read
            = texts(rd::io::readEventDocument(rd::io::writeEventDocument(file, false)).errors);
        QVERIFY(!read.isEmpty());
        QCOMPARE(validated, read);
    }

    // The valid events above are valid as documents too, and read back as they are.
    void aValidEventIsItsDocument()
    {
        for (const EventInput &event : { dwzEvent(), goEvent() }) {
            QVERIFY(rd::io::validate(event).isEmpty());
            const rd::io::EventReadResult read
                = rd::io::readEventDocument(rd::io::writeEventDocument(event, false));
            QCOMPARE(texts(read.errors), QStringList());
            QVERIFY(read.event == event);
        }
    }

    // The event compares itself: a copy is equal, a change anywhere in it is not.
    void anEventComparesItsValues()
    {
        const EventInput event = dwzEvent();
        EventInput copy = event;
        QVERIFY(copy == event);
        copy.players[3].dwz->restpartien.push_back({ 1400, 0.5, rd::Date { 2024, 5, 1 } });
        QVERIFY(copy != event);
        copy = event;
        copy.byes[0].unpaired = false;
        QVERIFY(copy != event);
        copy = event;
        copy.event.properties.tieOrders = { { "1", "2" } };
        QVERIFY(copy != event);
        copy = event;
        copy.chessGames[3].result = rd::GameResult::Draw;
        QVERIFY(copy != event);
    }
};

QTEST_GUILESS_MAIN(TestEventValidation)
#include "tst_eventvalidation.moc"
