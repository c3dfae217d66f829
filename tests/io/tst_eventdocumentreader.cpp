// The event document reader (event-document.md "Event document"): valid documents land in
// EventInput field by field; every kind of bad input is reported at its JSON path.
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/rating/Evaluator.h"
#include "engine/rating/RuleSets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <optional>
#include <variant>

using rd::Date;
using rd::io::isPossibleBirthDate;
using rd::io::isPossibleBirthYear;
using rd::io::readEventDocument;

namespace {

// A DWZ document with every kind of entry, complete so that every id it uses exists; the summary
// player has no games. Player "5" appears nowhere else. The event has every property (the quote
// of the time control written as \u0022: moc takes \" in a raw string for its end).
const char *const kDwzEvent = R"({
  "format": "ratingdesk-event",
  "version": 1,
  "system": "dwz",
  "ruleset": "dwz-1993",
  "params": { "probability": "table-2dec" },
  "event": {
    "name": "Club Championship 2026",
    "start_date": "2026-03-01",
    "end_date": "2026-03-29",
    "organiser": "SC Musterstadt 1920 e.V.",
    "place": "Musterstadt",
    "federation": "GER",
    "chief_arbiter": "Richter, Anna",
    "deputy_arbiter": "Weber, Paul",
    "time_control": "90'/40+30'+30\u0022",
    "rounds_planned": 7,
    "rating_period": "B612-000-SCM",
    "tie_breaks": ["bh-c1", "sb"],
    "tie_break_edition": "2023",
    "tie_break_unrated_rating": 1000,
    "direct_encounter_forfeits": true,
    "uscf": { "system": "regular", "dual_rated": false }
  },
  "players": [
    {
      "id": "1",
      "name": "Surname, Given",
      "birth_date": "2010-05-01",
      "dwz":  { "rating": 1650, "index": 12, "last_evaluated": "2025-11-02",
                "restpartien": [ { "opponent_rating": 1177, "score": 0, "end_date": "2025-06-01" } ] },
      "uscf": { "rating": 1543.21, "games": 40, "established": false,
                "wins": 12, "draws": 3, "losses": 25, "events_3plus": 6,
                "history": "mixed", "peak": 1600.0, "floor": 1200,
                "fide": 1700, "cfc": 1600, "quick": { "rating": 1500, "games": 12 } },
      "sagc": { "rank": "14k", "index": 200, "recent_opponents": ["7", "3"] }
    },
    { "id": "2", "name": "Second, Player", "birth_year": 1980, "dwz": { "rating": 1500 } },
    { "id": "3", "name": "Third, Player" },
    { "id": "4", "name": "Fourth, Player",
      "dwz": { "rating": 1720, "index": 30, "summary": { "W": 5, "n": 9, "We": 3.630 } } },
    { "id": "5" }
  ],
  "games": [
    { "round": 1, "white": "1", "black": "2", "result": "1-0" },
    { "round": 2, "white": "2", "black": "1", "result": "1/2-1/2" },
    { "round": 3, "white": "3", "black": "1", "result": "½-½" },
    { "white": "2", "black": "3", "result": "+--" }
  ],
  "byes": [ { "round": 1, "player": "3", "points": 1 }, { "round": 2, "player": "3", "points": 0.5 } ]
})";

// A Go record sheet: games in entry order, defaults for handicap, komi and status.
const char *const kSagcEvent = R"({
  "format": "ratingdesk-event",
  "version": 1,
  "system": "sagc",
  "params": { "internet_gsf": 0.5 },
  "event": { "end_date": "2026-03-29" },
  "players": [
    { "id": "alice", "name": "Alice",
      "sagc": { "rank": "14k", "index": 200, "recent_opponents": ["bob", "dave"] } },
    { "id": "bob", "name": "Bob", "sagc": { "rank": "2d" } },
    { "id": "carol", "dwz": { "rating": 1400 } }
  ],
  "games": [
    { "white": "bob", "black": "alice", "winner": "black", "handicap": 9, "komi": 0.5,
      "status": "tournament", "date": "2026-03-01" },
    { "white": "bob", "black": "carol", "winner": "white" },
    { "white": "alice", "black": "bob", "winner": "draw", "handicap": 0, "komi": -5,
      "status": "internet" }
  ]
})";

// A US Chess section: no rule set given (uscf-current), a quick event that is dual-rated.
const char *const kUscfEvent = R"({
  "format": "ratingdesk-event",
  "version": 1,
  "system": "uscf",
  "params": { "bonus_b": 12 },
  "event": { "name": "Novice Open", "end_date": "2026-02-14",
             "uscf": { "system": "quick", "dual_rated": true } },
  "players": [
    { "id": "12345678", "name": "Novice, Nancy", "birth_year": 2012,
      "uscf": { "rating": 812.5, "games": 8 } },
    { "id": "23456789", "uscf": { "rating": 1800, "established": true, "history": "all_wins",
                                  "floor": 1600 } },
    { "id": "34567890", "uscf": { "history": "all_losses" } }
  ],
  "games": [
    { "round": 1, "white": "12345678", "black": "23456789", "result": "0-1" },
    { "round": 2, "white": "34567890", "black": "12345678", "result": "--+" }
  ],
  "byes": [ { "round": 1, "player": "34567890", "points": 0.5 } ]
})";

// A US Chess event of two sections (event-document.md "event.sections"), each player in one,
// each game within one.
const char *const kUscfSections = R"({
  "format": "ratingdesk-event",
  "version": 1,
  "system": "uscf",
  "event": { "name": "Spring Weekend", "end_date": "2026-04-12",
             "sections": [ { "name": "Open", "time_control": "G/90;d5", "rounds_planned": 5,
                             "chief_td_id": "12340009", "round_robin": true },
                           { "name": "U1200", "time_control": "G/15;d5", "system": "quick" } ] },
  "players": [
    { "id": "1", "section": "Open" }, { "id": "2", "section": "Open" },
    { "id": "3", "section": "U1200" }, { "id": "4", "section": "U1200" }
  ],
  "games": [
    { "round": 1, "white": "1", "black": "2", "result": "1-0" },
    { "round": 1, "white": "3", "black": "4", "result": "0-1" }
  ]
})";

// A step of a JSON path: a field name or an array index.
using Step = std::variant<QString, qsizetype>;

QList<Step> stepsOf(const QString &path)
{
    QList<Step> steps;
    static const QRegularExpression step(QStringLiteral(R"(([^.\[\]]+)|\[(\d+)\])"));
    for (const auto &match : step.globalMatch(path)) {
        if (match.hasCaptured(2))
            steps.append(match.captured(2).toLongLong());
        else
            steps.append(match.captured(1));
    }
    return steps;
}

// `node` with the value at `steps` replaced by `value`; an undefined value removes it.
QJsonValue replaced(const QJsonValue &node, QList<Step> steps, const QJsonValue &value)
{
    const Step step = steps.takeFirst();
    if (const auto *key = std::get_if<QString>(&step)) {
        QJsonObject object = node.toObject();
        object.insert(*key, steps.isEmpty() ? value : replaced(object.value(*key), steps, value));
        return object;
    }
    const qsizetype index = std::get<qsizetype>(step);
    QJsonArray array = node.toArray();
    if (steps.isEmpty() && value.isUndefined())
        array.removeAt(index);
    else
        array.replace(index, steps.isEmpty() ? value : replaced(array.at(index), steps, value));
    return array;
}

// A JSON value written as JSON text, e.g. `"1:0"` or `[1, 2]`.
QJsonValue json(const char *text)
{
    return QJsonDocument::fromJson(QByteArray("[") + text + "]").array().at(0);
}

QByteArray edited(const QByteArray &base, const QString &path, const QJsonValue &value)
{
    const QJsonValue document = QJsonDocument::fromJson(base).object();
    return QJsonDocument(replaced(document, stepsOf(path), value).toObject()).toJson();
}

// A bad document with exactly one problem, reported at `errorPath` with all of `keywords`.
void addBadRow(const char *name, const QByteArray &document, const QString &errorPath,
    const QStringList &keywords)
{
    QTest::newRow(name) << document << errorPath << keywords;
}

// `base` with the value at `path` set to the JSON text `value`; the problem is at `path`.
void addChange(const char *name, const char *base, const QString &path, const char *value,
    const QStringList &keywords)
{
    addBadRow(name, edited(base, path, json(value)), path, keywords);
}

void addChangeReportedAt(const char *name, const char *base, const QString &path, const char *value,
    const QString &errorPath, const QStringList &keywords)
{
    addBadRow(name, edited(base, path, json(value)), errorPath, keywords);
}

void addRemoval(const char *name, const char *base, const QString &path)
{
    addBadRow(name, edited(base, path, QJsonValue::Undefined), path,
        { QStringLiteral("missing required field") });
}

QByteArray minimalEvent(const QString &system, const QString &endDate)
{
    return QStringLiteral(R"({"format": "ratingdesk-event", "version": 1, "system": "%1",
                              "event": {"end_date": "%2"}, "players": [{"id": "1"}]})")
        .arg(system, endDate)
        .toUtf8();
}

// The input of a document that must be valid; the errors are shown if it is not.
std::optional<rd::EventInput> readValid(const QByteArray &document)
{
    auto result = readEventDocument(document);
    for (const auto &error : result.errors)
        qWarning("%s", qPrintable(error.toString()));
    return result.event;
}

rd::Date date(int year, int month, int day)
{
    return rd::Date { year, month, day };
}

} // namespace

class TestEventDocumentReader : public QObject {
    Q_OBJECT

private slots:
    void readsWhatIsNotRated();
    void readsTheDwzExample();
    void readsAGoRecordSheet();
    void readsAUscfSection();
    void readsTheSectionsOfAnEvent();
    void acceptsWholeNumbersWrittenWithDecimals();
    void takesThePairingByeRuleFromAnOlderDocument();
    void takesTheChiefTdsIdFromAnOlderDocument();
    void acceptsPerSystemObjectsOfOtherSystems();
    void choosesTheDefaultRuleSetByEndDate_data();
    void choosesTheDefaultRuleSetByEndDate();
    void keepsTheNamedRuleSet();
    void readsEveryParameterOfEveryRuleSet();
    void reportsBadInput_data();
    void reportsBadInput();
    void reportsEveryErrorInDocumentOrder();
    void reportsTextThatIsNotJsonByLineAndColumn();
    void readsJsonAsQtsParserDoes();
    void keepsADraftWithItsProblems();
    void knowsWhichBirthsArePossible();
};

void TestEventDocumentReader::readsTheDwzExample()
{
    const auto input = readValid(kDwzEvent);
    QVERIFY(input);
    QCOMPARE(rd::toString(input->system), "dwz");
    QCOMPARE(input->ruleset, "dwz-1993");
    QCOMPARE(input->params.size(), 1u);
    QCOMPARE(std::get<std::string>(input->params.at("probability")), "table-2dec");

    QCOMPARE(input->event.name, "Club Championship 2026");
    QCOMPARE(input->event.startDate, date(2026, 3, 1));
    QCOMPARE(input->event.endDate, date(2026, 3, 29));
    QCOMPARE(input->event.uscf.system, rd::UscfSystem::Regular);
    QCOMPARE(input->event.uscf.dualRated, false);
    const rd::EventProperties &properties = input->event.properties;
    QCOMPARE(properties.organiser, "SC Musterstadt 1920 e.V.");
    QCOMPARE(properties.place, "Musterstadt");
    QCOMPARE(properties.federation, "GER");
    QCOMPARE(properties.chiefArbiter, "Richter, Anna");
    QCOMPARE(properties.deputyArbiter, "Weber, Paul");
    QCOMPARE(properties.timeControl, "90'/40+30'+30\"");
    QCOMPARE(properties.roundsPlanned, 7);
    QCOMPARE(properties.ratingPeriod, "B612-000-SCM");
    // The earlier lower-case names read as the regulation writes them.
    QCOMPARE(properties.tieBreaks, (std::vector<std::string> { "BH-C1", "SB" }));
    QVERIFY(properties.tieBreakEdition == rd::TieBreakEdition::Fide2023);
    QCOMPARE(properties.unratedRating, 1000);
    QVERIFY(properties.directEncounterForfeits);
    // Not given: a pairing-allocated bye scores a win, the national rating counts.
    QCOMPARE(properties.pairingByePoints, 1.0);
    QVERIFY(properties.tieBreakRating == rd::TieBreakRating::National);

    QCOMPARE(input->players.size(), 5u);
    const rd::PlayerInput &first = input->players[0];
    QCOMPARE(first.id, "1");
    QCOMPARE(first.name, "Surname, Given");
    QCOMPARE(first.birthDate, date(2010, 5, 1));
    QVERIFY(!first.birthYear);

    QVERIFY(first.dwz);
    QCOMPARE(first.dwz->rating, 1650);
    QCOMPARE(first.dwz->index, 12);
    QCOMPARE(first.dwz->lastEvaluated, date(2025, 11, 2));
    QCOMPARE(first.dwz->restpartien.size(), 1u);
    QCOMPARE(first.dwz->restpartien[0].opponentRating, 1177);
    QCOMPARE(first.dwz->restpartien[0].score, 0.0);
    QCOMPARE(first.dwz->restpartien[0].endDate, date(2025, 6, 1));
    QVERIFY(!first.dwz->summary);

    QVERIFY(first.uscf);
    const rd::UscfState &uscf = *first.uscf;
    QCOMPARE(uscf.rating, 1543.21);
    QCOMPARE(uscf.games, 40);
    QCOMPARE(uscf.established, false);
    QCOMPARE(uscf.wins, 12);
    QCOMPARE(uscf.draws, 3);
    QCOMPARE(uscf.losses, 25);
    QCOMPARE(uscf.eventsWithThreeGames, 6);
    QCOMPARE(uscf.history, rd::UscfHistory::Mixed);
    QCOMPARE(uscf.peak, 1600.0);
    QCOMPARE(uscf.floor, 1200.0);
    QCOMPARE(uscf.fide, 1700.0);
    QCOMPARE(uscf.cfc, 1600.0);
    QVERIFY(uscf.quick);
    QCOMPARE(uscf.quick->rating, 1500.0);
    QCOMPARE(uscf.quick->games.value_or(-1), 12);

    QVERIFY(first.sagc);
    QCOMPARE(first.sagc->rank.toString(), "14k");
    QCOMPARE(first.sagc->index, 200);
    QCOMPARE(first.sagc->recentOpponents, (std::vector<std::string> { "7", "3" }));

    const rd::PlayerInput &second = input->players[1];
    QCOMPARE(second.birthYear, 1980);
    QCOMPARE(second.dwz->rating, 1500);
    QCOMPARE(second.dwz->index, 0);
    QVERIFY(!second.dwz->lastEvaluated);
    QVERIFY(second.dwz->restpartien.empty());
    QVERIFY(!second.uscf);
    QVERIFY(!second.sagc);

    const rd::PlayerInput &unrated = input->players[2];
    QCOMPARE(unrated.name, "Third, Player");
    QVERIFY(!unrated.dwz && !unrated.uscf && !unrated.sagc);

    const auto &summary = input->players[3].dwz->summary;
    QVERIFY(summary);
    QCOMPARE(summary->points, 5.0);
    QCOMPARE(summary->games, 9);
    QCOMPARE(summary->expected, 3.630);
    QCOMPARE(input->players[4].id, "5");
    QCOMPARE(input->players[4].name, "");

    QCOMPARE(input->chessGames.size(), 4u);
    QCOMPARE(input->chessGames[0].round, 1);
    QCOMPARE(input->chessGames[0].white, "1");
    QCOMPARE(input->chessGames[0].black, "2");
    QCOMPARE(input->chessGames[0].result, rd::GameResult::WhiteWins);
    QCOMPARE(input->chessGames[1].result, rd::GameResult::Draw);
    QCOMPARE(input->chessGames[2].result, rd::GameResult::Draw);
    QVERIFY(!input->chessGames[3].round);
    QCOMPARE(input->chessGames[3].result, rd::GameResult::WhiteWinsByForfeit);
    QVERIFY(input->goGames.empty());

    QCOMPARE(input->byes.size(), 2u);
    QCOMPARE(input->byes[0].round, 1);
    QCOMPARE(input->byes[0].player, "3");
    QCOMPARE(input->byes[0].points, 1.0);
    QCOMPARE(input->byes[1].points, 0.5);
}

void TestEventDocumentReader::readsAGoRecordSheet()
{
    const auto input = readValid(kSagcEvent);
    QVERIFY(input);
    QCOMPARE(rd::toString(input->system), "sagc");
    QCOMPARE(input->ruleset, "sagc");
    QCOMPARE(std::get<double>(input->params.at("internet_gsf")), 0.5);
    QCOMPARE(input->event.name, "");
    QVERIFY(!input->event.startDate);
    QCOMPARE(input->event.uscf.system, rd::UscfSystem::Regular);
    // No property given: none is set.
    QVERIFY(input->event.properties == rd::EventProperties {});

    QCOMPARE(input->players.size(), 3u);
    QCOMPARE(input->players[0].sagc->rank.toString(), "14k");
    QCOMPARE(input->players[0].sagc->index, 200);
    QCOMPARE(input->players[0].sagc->recentOpponents, (std::vector<std::string> { "bob", "dave" }));
    QCOMPARE(input->players[1].sagc->rank.toString(), "2d");
    QCOMPARE(input->players[1].sagc->index, 0);
    QVERIFY(input->players[1].sagc->recentOpponents.empty());
    QVERIFY(!input->players[2].sagc);

    QVERIFY(input->chessGames.empty());
    QVERIFY(input->byes.empty());
    QCOMPARE(input->goGames.size(), 3u);
    const rd::GoGame &handicapGame = input->goGames[0];
    QCOMPARE(handicapGame.white, "bob");
    QCOMPARE(handicapGame.black, "alice");
    QCOMPARE(handicapGame.winner, rd::GoWinner::Black);
    QCOMPARE(handicapGame.handicap, 9);
    QCOMPARE(handicapGame.komi, 0.5);
    QCOMPARE(handicapGame.status, rd::GoGameStatus::Tournament);
    QCOMPARE(handicapGame.date, date(2026, 3, 1));

    const rd::GoGame &defaults = input->goGames[1];
    QCOMPARE(defaults.winner, rd::GoWinner::White);
    QCOMPARE(defaults.handicap, 1);
    QCOMPARE(defaults.komi, 6.5);
    QCOMPARE(defaults.status, rd::GoGameStatus::Club);
    QVERIFY(!defaults.date);

    QCOMPARE(input->goGames[2].winner, rd::GoWinner::Draw);
    QCOMPARE(input->goGames[2].handicap, 0);
    QCOMPARE(input->goGames[2].komi, -5.0);
    QCOMPARE(input->goGames[2].status, rd::GoGameStatus::Internet);
}

void TestEventDocumentReader::readsAUscfSection()
{
    const auto input = readValid(kUscfEvent);
    QVERIFY(input);
    QCOMPARE(rd::toString(input->system), "uscf");
    QCOMPARE(input->ruleset, "uscf-current");
    QCOMPARE(std::get<double>(input->params.at("bonus_b")), 12.0);
    QCOMPARE(input->event.uscf.system, rd::UscfSystem::Quick);
    QCOMPARE(input->event.uscf.dualRated, true);

    const rd::UscfState &novice = *input->players[0].uscf;
    QCOMPARE(input->players[0].birthYear, 2012);
    QCOMPARE(novice.rating, 812.5);
    QCOMPARE(novice.games, 8);
    QCOMPARE(novice.established, false);
    QCOMPARE(novice.wins, 0);
    QCOMPARE(novice.history, rd::UscfHistory::Mixed);
    QVERIFY(!novice.peak && !novice.floor && !novice.fide && !novice.cfc && !novice.quick);

    const rd::UscfState &established = *input->players[1].uscf;
    QCOMPARE(established.established, true);
    QVERIFY(!established.games);
    QCOMPARE(established.history, rd::UscfHistory::AllWins);
    QCOMPARE(established.floor, 1600.0);

    const rd::UscfState &unrated = *input->players[2].uscf;
    QVERIFY(!unrated.rating);
    QCOMPARE(unrated.history, rd::UscfHistory::AllLosses);

    QCOMPARE(input->chessGames.size(), 2u);
    QCOMPARE(input->chessGames[0].result, rd::GameResult::BlackWins);
    QCOMPARE(input->chessGames[1].result, rd::GameResult::BlackWinsByForfeit);
    QCOMPARE(input->byes.size(), 1u);
    QCOMPARE(input->byes[0].player, "34567890");
}

void TestEventDocumentReader::acceptsWholeNumbersWrittenWithDecimals()
{
    const auto input = readValid(edited(kDwzEvent, "players[0].dwz.rating", 1650.0));
    QVERIFY(input);
    QCOMPARE(input->players[0].dwz->rating, 1650);
}

// A document written before events had event.pairing_bye_points gives its pairing-allocated
// byes their points: the first stands for the rule, and a bye without points takes it, before or
// after (event-document.md). kDwzEvent's byes of player 3 made pairing-allocated: round 1 with no
// points, round 2 with ½ -> the rule is ½ and both score ½.
void TestEventDocumentReader::takesThePairingByeRuleFromAnOlderDocument()
{
    const auto input = readValid(edited(kDwzEvent, "byes",
        QJsonDocument::fromJson(R"([{"round": 1, "player": "3", "unpaired": true},
            {"round": 2, "player": "3", "points": 0.5, "unpaired": true}])")
            .array()));
    QVERIFY(input);
    QCOMPARE(input->event.properties.pairingByePoints, 0.5);
    QCOMPARE(input->byes.size(), std::size_t(2));
    QCOMPARE(input->byes[0].points, 0.5);
    QCOMPARE(input->byes[1].points, 0.5);
}

// A document written before the chief TD's id was the chief arbiter's keeps it as
// event.uscf_report.chief_td_id: read as event.chief_arbiter_id, which it wins over (it is the id
// the rating report wrote, event-document.md), and written back there alone.
void TestEventDocumentReader::takesTheChiefTdsIdFromAnOlderDocument()
{
    const auto older = readValid(edited(
        edited(kDwzEvent, "event.uscf_report", QJsonObject { { "chief_td_id", "12340001" } }),
        "event.chief_arbiter_id", "99999999"));
    QVERIFY(older);
    QCOMPARE(older->event.properties.chiefArbiterId, "12340001");
    const QJsonObject written = QJsonDocument::fromJson(rd::io::writeEventDocument(*older, false))
                                    .object()
                                    .value("event")
                                    .toObject();
    QCOMPARE(written.value("chief_arbiter_id").toString(), QStringLiteral("12340001"));
    QVERIFY(!written.value("uscf_report").toObject().contains("chief_td_id"));
    const auto blank = readValid(edited(kDwzEvent, "event.uscf_report",
        QJsonObject { { "chief_td_id", "" }, { "affiliate_id", "A1234567" } }));
    QVERIFY(blank);
    QCOMPARE(blank->event.properties.chiefArbiterId, "");
}

// event-document.md: per-system objects are optional; one of another system is validated but
// unused.
void TestEventDocumentReader::acceptsPerSystemObjectsOfOtherSystems()
{
    const auto input = readValid(kSagcEvent);
    QVERIFY(input);
    QCOMPARE(input->players[2].dwz->rating, 1400);

    const auto result = readEventDocument(edited(kSagcEvent, "players[2].dwz.rating", 4000));
    QCOMPARE(result.errors.size(), 1);
    QCOMPARE(result.errors[0].path, "players[2].dwz.rating");
}

void TestEventDocumentReader::choosesTheDefaultRuleSetByEndDate_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("endDate");
    QTest::addColumn<QString>("ruleset");

    QTest::newRow("dwz era A") << "dwz"
                               << "2001-12-31"
                               << "dwz-1993";
    QTest::newRow("dwz era A, last day") << "dwz"
                                         << "2002-05-08"
                                         << "dwz-1993";
    QTest::newRow("dwz era B, first day") << "dwz"
                                          << "2002-05-09"
                                          << "dwz-2002";
    QTest::newRow("dwz era B, last day") << "dwz"
                                         << "2016-07-31"
                                         << "dwz-2002";
    QTest::newRow("dwz era C, first day") << "dwz"
                                          << "2016-08-01"
                                          << "dwz-2016";
    QTest::newRow("dwz era C") << "dwz"
                               << "2026-03-29"
                               << "dwz-2016";
    QTest::newRow("dwz era C, last day") << "dwz"
                                         << "2026-06-07"
                                         << "dwz-2016";
    QTest::newRow("dwz era D, first day") << "dwz"
                                          << "2026-06-08"
                                          << "dwz-2026";
    QTest::newRow("uscf, old event") << "uscf"
                                     << "1995-01-01"
                                     << "uscf-current";
    QTest::newRow("uscf") << "uscf"
                          << "2026-02-14"
                          << "uscf-current";
    QTest::newRow("sagc") << "sagc"
                          << "2026-03-29"
                          << "sagc";
}

void TestEventDocumentReader::choosesTheDefaultRuleSetByEndDate()
{
    QFETCH(QString, system);
    QFETCH(QString, endDate);
    QFETCH(QString, ruleset);
    const auto input = readValid(minimalEvent(system, endDate));
    QVERIFY(input);
    QCOMPARE(QString::fromStdString(input->ruleset), ruleset);
}

void TestEventDocumentReader::keepsTheNamedRuleSet()
{
    const auto dwz = readValid(kDwzEvent);
    QVERIFY(dwz);
    QCOMPARE(dwz->ruleset, "dwz-1993");
    const auto uscf = readValid(edited(kUscfEvent, "ruleset", "uscf-2004"));
    QVERIFY(uscf);
    QCOMPARE(uscf->ruleset, "uscf-2004");
}

// event-document.md "params": a Number within its limits, one of the choices, or a flag.
void TestEventDocumentReader::readsEveryParameterOfEveryRuleSet()
{
    using Kind = rd::ParameterSpec::Kind;
    for (const rd::RuleSetInfo &ruleSet : rd::ruleSets()) {
        const QByteArray base
            = edited(minimalEvent(QString::fromStdString(rd::toString(ruleSet.system)),
                         QStringLiteral("2026-03-29")),
                "ruleset", QString::fromStdString(ruleSet.name));
        for (const rd::ParameterSpec &spec : ruleSet.parameters) {
            const QString path = QStringLiteral("params.") + QString::fromStdString(spec.name);
            const QJsonValue good = spec.kind == Kind::Number ? QJsonValue(spec.maximum)
                : spec.kind == Kind::Choice
                ? QJsonValue(QString::fromStdString(spec.choices.back()))
                : QJsonValue(true);
            const auto input = readValid(edited(base, path, good));
            QVERIFY(input);
            const rd::ParamValue &value = input->params.at(spec.name);
            switch (spec.kind) {
            case Kind::Number:
                QCOMPARE(std::get<double>(value), spec.maximum);
                break;
            case Kind::Choice:
                QCOMPARE(std::get<std::string>(value), spec.choices.back());
                break;
            case Kind::Flag:
                QCOMPARE(std::get<bool>(value), true);
                break;
            }

            const QJsonValue wrongType
                = spec.kind == Kind::Flag ? QJsonValue(1) : QJsonValue(false);
            const auto result = readEventDocument(edited(base, path, wrongType));
            QCOMPARE(result.errors.size(), 1);
            QCOMPARE(result.errors[0].path, path);
            QVERIFY(result.errors[0].message().startsWith(QStringLiteral("expected")));
        }
    }
}

void TestEventDocumentReader::reportsBadInput_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("keywords");
    const char *const dwz = kDwzEvent;
    const char *const sagc = kSagcEvent;
    const char *const uscf = kUscfEvent;
    const char *const uscfSections = kUscfSections;

    // event-document.md "event.sections": each player in a section listed, each game in one.
    addChange("a section not listed", uscfSections, "players[1].section", R"("Blitz")",
        { "no section \"Blitz\"" });
    addRemoval("a player without a section", uscfSections, "players[2].section");
    addChangeReportedAt("two sections of one name", uscfSections, "event.sections",
        R"([ { "name": "Open" }, { "name": "U1200" }, { "name": "Open" } ])",
        "event.sections[2].name", { "\"Open\"", "event.sections[0]" });
    addChangeReportedAt("a game across sections", uscfSections, "games[1].black", R"("2")",
        "games[1]", { "one section" });
    addChange("a section in an event without", uscf, "players[0].section", R"("Open")",
        { "no sections" });

    // Not an event document at all.
    addBadRow("not JSON", "{\n  \"format\": x\n}", "line 2, column 13", { "illegal" });
    addBadRow("empty input", "", "line 1, column 1", { "illegal value" });
    addBadRow("garbage after the document", "{}\n}", "line 2, column 1", { "garbage" });
    addBadRow("a number instead of a document", "3", "line 1, column 2", { "illegal value" });
    addBadRow(
        "an array instead of an object", "[1, 2]", "(document)", { "expected an object", "[…]" });
    addChange("other format", dwz, "format", R"("ratingdesk-evaluation")",
        { "\"ratingdesk-evaluation\"", "ratingdesk-event" });
    addChange("format not a string", dwz, "format", "1", { "expected a text", "1" });
    addChange("unsupported version", dwz, "version", "2", { "unsupported version 2" });
    addChange("version as text", dwz, "version", R"("1")", { "expected a whole number", "\"1\"" });
    addChange("version not whole", dwz, "version", "1.5", { "expected a whole number", "1.5" });
    addChange("unknown value", dwz, "system", R"("elo")", { "unknown value", "\"elo\"" });

    // Missing required fields.
    addRemoval("missing format", dwz, "format");
    addRemoval("missing version", dwz, "version");
    addRemoval("missing system", dwz, "system");
    addRemoval("missing event", dwz, "event");
    addRemoval("missing end_date", dwz, "event.end_date");
    addRemoval("missing players", dwz, "players");
    addRemoval("missing player id", dwz, "players[4].id");
    addRemoval("missing restpartie score", dwz, "players[0].dwz.restpartien[0].score");
    addRemoval("missing summary We", dwz, "players[3].dwz.summary.We");
    addRemoval("missing quick games", dwz, "players[0].uscf.quick.games");
    addRemoval("missing rank", dwz, "players[0].sagc.rank");
    addRemoval("missing white", dwz, "games[0].white");
    addRemoval("missing result", dwz, "games[0].result");
    addRemoval("missing bye points", dwz, "byes[0].points");
    addRemoval("missing Go winner", sagc, "games[1].winner");

    // Wrong JSON types.
    addChange("event not an object", dwz, "event", "[]", { "expected an object", "[…]" });
    addChange("players not an array", dwz, "players", "{}", { "expected a list", "{…}" });
    addChange("place not a string", dwz, "event.place", "12", { "expected a text", "12" });
    addChange("federation not a string", dwz, "event.federation", R"(["GER"])",
        { "expected a text", "[…]" });
    addChange("rounds_planned as text", dwz, "event.rounds_planned", R"("7")",
        { "expected a whole number", "\"7\"" });
    addChange("rounds_planned not whole", dwz, "event.rounds_planned", "6.5",
        { "expected a whole number", "6.5" });
    addChange("params not an object", dwz, "params", "12", { "expected an object", "12" });
    addChange("name not a string", dwz, "players[0].name", "5", { "expected a text", "5" });
    addChange("unknown sex", dwz, "players[0].sex", R"("x")", { "unknown value", "m, w, f" });
    addChange("unknown title", dwz, "players[0].title", R"("NM")",
        { "unknown value", "\"NM\"", "GM, IM, WGM, FM, WIM, CM, WFM, WCM" });
    addChange("fide_rating out of range", dwz, "players[0].fide_rating", "4000",
        { "out of range", "4000" });
    addChange("fide_id not digits", dwz, "players[0].fide_id", R"("46-1")",
        { "expected a whole number", "\"46-1\"" });
    addChange("egd_pin not digits", sagc, "players[0].egd_pin", R"("1234-5")",
        { "expected a whole number", "\"1234-5\"" });
    addChange("unknown h9_encoding", sagc, "event.h9_encoding", R"("cp850")",
        { "unknown value", "\"cp850\"", "latin-1, utf-8" });
    addChange("club not a string", sagc, "players[0].club", "7", { "expected a text", "7" });
    addChangeReportedAt("h9_cells not texts", sagc, "players[0].h9_cells", "[12]",
        "players[0].h9_cells[0]", { "expected a text" });
    addChangeReportedAt("round_dates not texts", dwz, "event.round_dates", "[1]",
        "event.round_dates[0]", { "expected a text" });
    addChange("teams negative", dwz, "event.teams", "-1", { "-1" });
    addChange("unpaired not a flag", dwz, "byes[0].unpaired", "1", { "expected true or false" });
    addChange("id not a string", dwz, "players[4].id", "5", { "expected a text", "5" });
    addChange("rating as text", dwz, "players[0].dwz.rating", R"("1650")",
        { "expected a whole number", "\"1650\"" });
    addChange("rating not whole", dwz, "players[0].dwz.rating", "1650.5",
        { "expected a whole number", "1650.5" });
    addChange(
        "rating null", dwz, "players[0].dwz.rating", "null", { "expected a whole number", "null" });
    addChange("established as text", dwz, "players[0].uscf.established", R"("yes")",
        { "expected true or false", "\"yes\"" });
    addChange("uscf rating as text", dwz, "players[0].uscf.rating", R"("1543")",
        { "expected a number", "\"1543\"" });
    addChange("recent opponent not a string", dwz, "players[0].sagc.recent_opponents[1]", "3",
        { "expected a text", "3" });
    addChange(
        "komi as text", sagc, "games[0].komi", R"("6.5")", { "expected a number", "\"6.5\"" });
    addChange(
        "game not an object", dwz, "games[3]", R"("1-0")", { "expected an object", "\"1-0\"" });

    // Unknown fields: a typo is never ignored.
    addChange("unknown top-level field", dwz, "rule_set", R"("dwz-2016")",
        { "unknown field", "ruleset" });
    addChange("unknown event field", dwz, "event.ende_date", R"("2026-03-29")",
        { "unknown field", "end_date" });
    addChange("unknown event.uscf field", dwz, "event.uscf.dual", "true", { "unknown field" });
    addChange("unknown player field", dwz, "players[0].rating", "1650", { "unknown field" });
    addChange(
        "unknown dwz field", dwz, "players[0].dwz.ratng", "1650", { "unknown field", "rating" });
    addChange("unknown restpartie field", dwz, "players[0].dwz.restpartien[0].result", "0",
        { "unknown field" });
    addChange("unknown summary field", dwz, "players[3].dwz.summary.w", "5", { "unknown field" });
    addChange("unknown uscf field", dwz, "players[0].uscf.gamez", "40", { "unknown field" });
    addChange("unknown quick field", dwz, "players[0].uscf.quick.rtg", "1500", { "unknown field" });
    addChange("unknown sagc field", dwz, "players[0].sagc.rnk", R"("14k")", { "unknown field" });
    addChange("unknown game field", dwz, "games[0].rnd", "1", { "unknown field" });
    addChange("unknown bye field", dwz, "byes[0].pts", "1", { "unknown field" });
    addChange(
        "chess result in a Go game", sagc, "games[0].result", R"("1-0")", { "unknown field" });

    // Rule sets and parameters.
    addChange(
        "unknown value", dwz, "ruleset", R"("dwz-1999")", { "unknown value", "\"dwz-1999\"" });
    addChange("rule set of another system", dwz, "ruleset", R"("sagc")",
        { "\"sagc\"", "system sagc", "not dwz" });
    addChange("uscf rule set in a dwz document", dwz, "ruleset", R"("uscf-2004")",
        { "\"uscf-2004\"", "system uscf" });
    addChange("unknown parameter", dwz, "params.bonus_b", "12",
        { "unknown parameter", "dwz-1993", "probability" });
    addChange("unknown value", dwz, "params.probability", R"("fancy")",
        { "unknown value", "\"fancy\"", "normal-3dec" });
    addChange("parameter above its maximum", uscf, "params.bonus_b", "120",
        { "120", "out of range", "0 to 100" });
    addChange("parameter below its minimum", uscf, "params.bonus_b", "-1",
        { "-1", "out of range", "0 to 100" });
    addChange("parameter of the wrong type", uscf, "params.bonus_b", R"("12")",
        { "expected a number", "\"12\"" });
    addChange("parameter of the default rule set checked", sagc, "params.internet_gsf", "11",
        { "11", "out of range" });

    // Dates that do not exist or are not ISO.
    addChange("29 February of a common year", dwz, "event.end_date", R"("2023-02-29")",
        { "\"2023-02-29\"", "date" });
    addChange("month 13", dwz, "event.end_date", R"("2026-13-01")", { "\"2026-13-01\"", "date" });
    addChange("31 April", dwz, "event.end_date", R"("2026-04-31")", { "\"2026-04-31\"", "date" });
    addChange("not ISO", dwz, "event.end_date", R"("26-3-1")", { "\"26-3-1\"", "YYYY-MM-DD" });
    addChange("bad start date", dwz, "event.start_date", R"("2026-02-30")", { "\"2026-02-30\"" });
    addChange("bad birth date", dwz, "players[0].birth_date", R"("2010-5-1")", { "\"2010-5-1\"" });
    addChange("bad last_evaluated", dwz, "players[0].dwz.last_evaluated", R"("2025-11-31")",
        { "\"2025-11-31\"" });
    addChange("bad restpartie date", dwz, "players[0].dwz.restpartien[0].end_date",
        R"("2025-00-01")", { "\"2025-00-01\"" });
    addChange("bad Go game date", sagc, "games[0].date", R"("2026-03-32")", { "\"2026-03-32\"" });
    addChange("born after the event", dwz, "players[0].birth_date", R"("2026-04-01")",
        { "2026-04-01", "after", "2026-03-29" });
    addChange("birth year before 1850", dwz, "players[1].birth_year", "1849",
        { "1849", "out of range", "1850 to 2026" });
    addChange("birth year after the event", dwz, "players[1].birth_year", "2027",
        { "2027", "out of range", "1850 to 2026" });
    addChange("birth year and date disagree", dwz, "players[0].birth_year", "2011",
        { "2011", "does not agree", "2010-05-01" });

    // Players.
    addChange("empty id", dwz, "players[4].id", R"("")", { "must not be empty" });
    addChange("duplicate id", dwz, "players[4].id", R"("2")",
        { "duplicate id \"2\"", "also players[1]" });

    // Ratings, indices, counts and scores out of range.
    addChange("dwz rating above 3500", dwz, "players[0].dwz.rating", "3501",
        { "3501", "out of range", "0 to 3500" });
    addChange("negative dwz rating", dwz, "players[0].dwz.rating", "-1", { "-1", "out of range" });
    addChange("negative dwz index", dwz, "players[0].dwz.index", "-1",
        { "-1", "out of range", "at least 0" });
    addChange("restpartie opponent above 3500", dwz,
        "players[0].dwz.restpartien[0].opponent_rating", "4000", { "4000", "out of range" });
    addChange("restpartie score not a score", dwz, "players[0].dwz.restpartien[0].score", "0.25",
        { "0.25", "not a score" });
    addChange("summary W above n", dwz, "players[3].dwz.summary.W", "9.5",
        { "9.5", "more than the games n = 9" });
    addChange("summary We above n", dwz, "players[3].dwz.summary.We", "10",
        { "10", "more than the games n" });
    addChange("summary n zero", dwz, "players[3].dwz.summary.n", "0",
        { "0", "out of range", "at least 1" });
    addChange(
        "summary W negative", dwz, "players[3].dwz.summary.W", "-1", { "-1", "out of range" });
    addChange("uscf rating above 3500", dwz, "players[0].uscf.rating", "3500.5",
        { "3500.5", "out of range", "0 to 3500" });
    addChange("negative uscf games", dwz, "players[0].uscf.games", "-3", { "-3", "out of range" });
    addChange("negative uscf wins", dwz, "players[0].uscf.wins", "-1", { "-1", "out of range" });
    addChange(
        "uscf peak above 3500", dwz, "players[0].uscf.peak", "3600", { "3600", "out of range" });
    addChange("uscf fide negative", dwz, "players[0].uscf.fide", "-5", { "-5", "out of range" });
    addChange("quick rating above 3500", dwz, "players[0].uscf.quick.rating", "3501",
        { "3501", "out of range" });
    addChange("unknown value", dwz, "players[0].uscf.history", R"("some")",
        { "unknown value", "\"some\"", "all_wins" });
    addChange("unknown uscf event system", dwz, "event.uscf.system", R"("rapid")",
        { "unknown value", "\"rapid\"", "regular" });
    addChange("sagc index above 999", dwz, "players[0].sagc.index", "1000",
        { "1000", "out of range", "-999 to 999" });
    addChange("sagc index below -999", dwz, "players[0].sagc.index", "-1000", { "-1000" });
    addChange("too many recent opponents", dwz, "players[0].sagc.recent_opponents",
        R"(["a","b","c","d","e","f","g","h","i","j","k"])", { "11", "at most 10" });

    // Go ranks (SAGC §1: 30k ... 1k, 1d ... 9d).
    addChange("31k", dwz, "players[0].sagc.rank", R"("31k")",
        { "unknown value \"31k\" (allowed: 30k … 1k, 1d … 9d)" });
    addChange("10d", dwz, "players[0].sagc.rank", R"("10d")", { "\"10d\"", "unknown value" });
    addChange("0k", dwz, "players[0].sagc.rank", R"("0k")", { "\"0k\"", "unknown value" });
    addChange(
        "upper-case rank", dwz, "players[0].sagc.rank", R"("14K")", { "\"14K\"", "unknown value" });
    addChange("rank as number", dwz, "players[0].sagc.rank", "14", { "expected a text" });

    // Chess games and byes.
    addChange("unknown value", dwz, "games[3].result", R"("1:0")", { "unknown value \"1:0\"" });
    addChange("round zero", dwz, "games[0].round", "0", { "0 is out of range (1 to 999)" });
    addChange("unknown white player", dwz, "games[0].white", R"("9")", { "unknown player \"9\"" });
    addChange("unknown black player", dwz, "games[3].black", R"("x")", { "unknown player \"x\"" });
    // Games and byes are checked as the editors check them (edit::checkChessEvent), in their
    // words, at the game or bye that makes a round impossible.
    addChangeReportedAt("player paired with himself", dwz, "games[0].black", R"("1")", "games[0]",
        { "Round 1: Surname, Given (1) is paired with himself." });
    addChangeReportedAt("same pair twice in a round", dwz, "games[1].round", "1", "games[1]",
        { "Round 1: Surname, Given (1) and Second, Player (2) are paired twice." });
    addChangeReportedAt("player twice in a round", dwz, "games[3].round", "3", "games[3]",
        { "Round 3:", "has 2 results in this round." });
    addChangeReportedAt("summary player with games", dwz, "games[0].black", R"("4")",
        "games[0].black", { "\"4\"", "rated from a summary", "cannot have games" });
    addChange("unknown bye player", dwz, "byes[0].player", R"("9")", { "unknown player \"9\"" });
    addChangeReportedAt("bye and game in one round", dwz, "byes[0].player", R"("1")", "byes[0]",
        { "Round 1: Surname, Given (1) has 2 results in this round." });
    addChangeReportedAt("two byes in one round", dwz, "byes[1].round", "1", "byes[1]",
        { "Round 1:", "has 2 results in this round." });
    addChange("bye of two points", dwz, "byes[0].points", "2", { "2", "not a score" });
    addChange("bye round zero", dwz, "byes[0].round", "0", { "0", "out of range" });
    addChange(
        "no rounds planned", dwz, "event.rounds_planned", "0", { "0 is out of range (1 to 99)" });
    addChange("a hundred rounds planned", dwz, "event.rounds_planned", "100",
        { "100 is out of range (1 to 99)" });
    addChangeReportedAt("unknown value", dwz, "event.tie_breaks", R"(["bh", "koya"])",
        "event.tie_breaks[1]", { "unknown value \"koya\"", "BH, AOB" });
    addChangeReportedAt("a cut Progressive Score has no median", dwz, "event.tie_breaks",
        R"(["PS-M1"])", "event.tie_breaks[0]", { "unknown value \"PS-M1\"" });
    addChange("unknown edition", dwz, "event.tie_break_edition", R"("2024")",
        { "unknown value \"2024\"", "2023, 2026" });
    addChange("unrated rating out of range", dwz, "event.tie_break_unrated_rating", "4000",
        { "4000 is out of range" });
    addChange(
        "pairing bye of two points", dwz, "event.pairing_bye_points", "2", { "2", "not a score" });
    addChange("unknown tie-break rating", dwz, "event.tie_break_rating", R"("elo")",
        { "unknown value \"elo\"", "national, fide" });
    // The event's pairing-allocated bye scores a win, this one ½.
    const QByteArray dwzWithRule = edited(dwz, "event.pairing_bye_points", 1);
    addChangeReportedAt("unpaired bye off the event's rule", dwzWithRule.constData(),
        "byes[1].unpaired", "true", "byes[1].points", { "pairing-allocated bye (1), not 0.5" });
    // Without the rule the first pairing-allocated bye (a win) stands for it; the next gives ½.
    addChangeReportedAt("unpaired byes of two values", dwz, "byes",
        R"([{"round": 1, "player": "3", "points": 1, "unpaired": true},
            {"round": 2, "player": "3", "points": 0.5, "unpaired": true}])",
        "byes[1].points", { "pairing-allocated bye (1), not 0.5" });
    addChange(
        "lot seed of zero", dwz, "event.lot_seed", "0", { "0 is out of range (1 to 999999999)" });
    addChange("lot seed not whole", dwz, "event.lot_seed", "2.5", { "2.5" });
    addChangeReportedAt("tie order naming no player", dwz, "event.tie_orders", R"([["1", "9"]])",
        "event.tie_orders[0][1]", { "unknown player \"9\"" });
    addChangeReportedAt("player in two tie orders", dwz, "event.tie_orders",
        R"([["1", "2"], ["2", "3"]])", "event.tie_orders[1][0]", { "duplicate id \"2\"" });
    addChangeReportedAt("tie order with a number", dwz, "event.tie_orders", R"([["1", 2]])",
        "event.tie_orders[0][1]", { "expected a text in quotes" });

    // The table of limits (docs/limits.md): no control character in a name and at most 100
    // characters, no NUL in any text, no round past 999 (round 1 000 000 000 made the standings
    // and the crosstable ask for about 24 GB).
    addChange("NUL in a player's name", dwz, "players[1].name", R"("Mey\u0000er")",
        { "control character U+0000" });
    addChange("line break in a player's name", dwz, "players[1].name", R"("Mey\ner")",
        { "control character U+000A" });
    addChange("NUL in the event's name", dwz, "event.name", R"("Open\u0000")",
        { "control character U+0000" });
    addChange("NUL in the place", dwz, "event.place", R"("Kassel\u0000")",
        { "control character U+0000" });
    addChange("name of 101 characters", dwz, "players[1].name",
        "\"Second, Player Second Player Second Player Second Player Second Player Second Player "
        "Second Player Se\"",
        { "101 characters", "at most 100" });
    addChange("round past the table of limits", dwz, "games[0].round", "1000000000",
        { "1000000000 is out of range (1 to 999)" });

    // Go games.
    addChange("byes in sagc", sagc, "byes", R"([{"round": 1, "player": "alice", "points": 1}])",
        { "byes", "not allowed", "Go event" });
    addChange("unknown value", sagc, "games[0].winner", R"("nobody")",
        { "unknown value", "\"nobody\"", "white" });
    addChange(
        "handicap above 9", sagc, "games[0].handicap", "10", { "10", "out of range", "0 to 9" });
    addChange("negative handicap", sagc, "games[0].handicap", "-1", { "-1", "out of range" });
    addChange("unknown value", sagc, "games[0].status", R"("online")",
        { "unknown value", "\"online\"", "internet" });
    addChange(
        "unknown Go player", sagc, "games[1].black", R"("dave")", { "unknown player \"dave\"" });
    addChangeReportedAt("Go player paired with himself", sagc, "games[1].black", R"("bob")",
        "games[1]", { "Line 2: White and Black are the same player, Bob." });
}

// event-document.md "event.sections": each section's fields, the players' sections.
void TestEventDocumentReader::readsTheSectionsOfAnEvent()
{
    const auto input = readValid(kUscfSections);
    QVERIFY(input);
    const auto &sections = input->event.properties.sections;
    QCOMPARE(sections.size(), std::size_t(2));
    QCOMPARE(sections[0].name, std::string("Open"));
    QCOMPARE(sections[0].timeControl, std::string("G/90;d5"));
    QCOMPARE(sections[0].roundsPlanned, std::optional(5));
    QCOMPARE(sections[0].chiefTdId, std::string("12340009"));
    QVERIFY(sections[0].roundRobin);
    QCOMPARE(sections[0].uscf.system, rd::UscfSystem::Regular);
    QCOMPARE(sections[1].uscf.system, rd::UscfSystem::Quick);
    QVERIFY(!sections[1].uscf.dualRated);
    QCOMPARE(input->players[2].section, std::string("U1200"));
    // Written and read again, the same sections.
    const auto again = readValid(rd::io::writeEventDocument(*input, false));
    QVERIFY(again);
    QCOMPARE(again->event.properties.sections, sections);
    QCOMPARE(again->players[2].section, std::string("U1200"));
}

void TestEventDocumentReader::reportsBadInput()
{
    QFETCH(QByteArray, document);
    QFETCH(QString, path);
    QFETCH(QStringList, keywords);

    const auto result = readEventDocument(document);
    QVERIFY(!result.event);
    QStringList lines;
    for (const auto &error : result.errors)
        lines.append(error.toString());
    QVERIFY2(result.errors.size() == 1, qPrintable(lines.join(QLatin1Char('\n'))));
    QCOMPARE(result.errors[0].path, path);
    for (const QString &keyword : keywords)
        QVERIFY2(result.errors[0].message().contains(keyword),
            qPrintable(QStringLiteral("\"%1\" lacks \"%2\"").arg(lines[0], keyword)));
}

void TestEventDocumentReader::reportsEveryErrorInDocumentOrder()
{
    QByteArray document = edited(kDwzEvent, "games[2].result", json(R"("1:0")"));
    document = edited(document, "players[3].dwz.rating", json("3600"));
    document = edited(document, "players[0].dwz.ratng", json("1650"));
    document = edited(document, "event.end_date", json(R"("2026-02-29")"));
    document = edited(document, "version", json("2"));
    document = edited(document, "byes[1].player", json(R"("9")"));

    const auto result = readEventDocument(document);
    QVERIFY(!result.event);
    QStringList paths;
    for (const auto &error : result.errors)
        paths.append(error.path);
    QCOMPARE(paths,
        (QStringList { "version", "event.end_date", "players[0].dwz.ratng", "players[3].dwz.rating",
            "games[2].result", "byes[1].player" }));
    QCOMPARE(result.errors[4].toString(),
        "games[2].result: unknown value \"1:0\" (allowed: 1-0, 0-1, 1/2-1/2, ½-½, +--, --+, ---, "
        "1-0 unrated, 0-1 unrated, 1/2-1/2 unrated)");
}

void TestEventDocumentReader::reportsTextThatIsNotJsonByLineAndColumn()
{
    const auto result
        = readEventDocument("{\n  \"format\": \"ratingdesk-event\",\n  \"versión\": ?\n}");
    QCOMPARE(result.errors.size(), 1);
    // The column counts characters, so the accented letter before it counts once.
    QCOMPARE(result.errors[0].path, "line 3, column 14");
    QVERIFY(!result.errors[0].message().isEmpty());
}

// Documents are read as Qt's parser reads them, also where it is lenient: a control character
// unescaped in a string (a text's; a name takes none, docs/limits.md), a number ending in a
// point. Of a name given twice the last value counts.
void TestEventDocumentReader::readsJsonAsQtsParserDoes()
{
    const auto lenient = readValid("{\"format\": \"ratingdesk-event\", \"version\": 1., "
                                   "\"system\": \"dwz\", \"event\": {\"end_date\": "
                                   "\"2026-03-29\", \"place\": \"Club\tRoom\"}, "
                                   "\"players\": [{\"id\": \"1\"}]}");
    QVERIFY(lenient);
    QCOMPARE(lenient->event.properties.place, "Club\tRoom");

    const auto twice = readValid(R"({"format": "ratingdesk-event", "version": 1, "system": "dwz",
        "event": {"end_date": "2026-03-29", "name": "First", "name": "Second"},
        "players": [{"id": "1", "name": "A", "name": "B"}]})");
    QVERIFY(twice);
    QCOMPARE(twice->event.name, "Second");
    QCOMPARE(twice->players[0].name, "B");

    const auto unknownTwice = readEventDocument(R"({"format": "ratingdesk-event", "version": 1,
        "system": "dwz", "event": {"end_date": "2026-03-29", "nme": "A", "nme": "B"},
        "players": [{"id": "1"}]})");
    QCOMPARE(unknownTwice.errors.size(), 1);
    QCOMPARE(unknownTwice.errors[0].path, "event.nme");
}

void TestEventDocumentReader::keepsADraftWithItsProblems()
{
    // A draft left unfinished: players 1 and 2 meet twice in round 1 and the start is after the
    // end. Read as an event document it is refused; read as a draft it comes back as typed, with
    // the same problems.
    QByteArray document = edited(kDwzEvent, "games[1].round", json("1"));
    document = edited(document, "event.start_date", json(R"("2026-04-01")"));
    QVERIFY(!readEventDocument(document).event);
    const auto draft = rd::io::readDraftDocument(document);
    QVERIFY(draft.event);
    QCOMPARE(draft.errors.size(), readEventDocument(document).errors.size());
    QVERIFY(!draft.errors.isEmpty());
    QCOMPARE(draft.event->chessGames.size(), std::size_t { 4 });
    QCOMPARE(draft.event->chessGames[1].round, std::optional<int>(1));
    QCOMPARE(draft.event->event.startDate->toIso(), std::string("2026-04-01"));
    QCOMPARE(draft.event->players.size(), std::size_t { 5 });
    // Text that is not JSON gives no event.
    QVERIFY(!rd::io::readDraftDocument("{ \"format\": ").event);
}

// event-document.md, "players[]": a birth year from 1850 to the year a player plays in, a birth
// date not after the day he plays on (for a player entered by hand: today).
void TestEventDocumentReader::knowsWhichBirthsArePossible()
{
    const Date today { 2026, 11, 27 };
    QVERIFY(isPossibleBirthYear(1850, today));
    QVERIFY(isPossibleBirthYear(2026, today));
    QVERIFY(!isPossibleBirthYear(1849, today));
    QVERIFY(!isPossibleBirthYear(2027, today));
    QVERIFY(isPossibleBirthDate({ 1850, 1, 1 }, today));
    QVERIFY(isPossibleBirthDate(today, today));
    QVERIFY(!isPossibleBirthDate({ 1849, 12, 31 }, today));
    QVERIFY(!isPossibleBirthDate({ 2026, 11, 28 }, today));
    QVERIFY(!isPossibleBirthDate({ 2026, 12, 1 }, today));
}

// An event whose start is after its end, or without players, is read as a file may give it
// (docs/import.md). The first is not rated: the engines refuse it, naming the field; the second
// rates no one.
void TestEventDocumentReader::readsWhatIsNotRated()
{
    const QByteArray base(kDwzEvent);
    const auto reversed = rd::io::readEventDocument(
        edited(base, QStringLiteral("event.start_date"), json(R"("2026-03-30")")));
    QVERIFY2(reversed.errors.isEmpty(), qPrintable(reversed.errors.value(0).toString()));
    try {
        rd::evaluatorFor(reversed.event->system)->evaluate(*reversed.event);
        QFAIL("rated");
    } catch (const rd::InputError &error) {
        QCOMPARE(error.path(), std::string("event.start_date"));
    }
    QByteArray empty = edited(base, QStringLiteral("players"), json("[]"));
    empty = edited(
        edited(empty, QStringLiteral("games"), json("[]")), QStringLiteral("byes"), json("[]"));
    const auto none = rd::io::readEventDocument(empty);
    QVERIFY2(none.errors.isEmpty(), qPrintable(none.errors.value(0).toString()));
    QVERIFY(rd::evaluatorFor(none.event->system)->evaluate(*none.event).players.empty());
}

QTEST_APPLESS_MAIN(TestEventDocumentReader)
#include "tst_eventdocumentreader.moc"
