// The event document writer (event-document.md "Event document"): what it writes reads back into
// the same EventInput, a second write is byte-identical, and canonical documents come out
// unchanged.
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/io/document/TypedDraft.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <optional>
#include <utility>
#include <vector>

using rd::io::DocumentError;
using rd::io::readEventDocument;
using rd::io::writeEventDocument;

// Runs a comparison helper and leaves the calling function when it failed.
#define CHECKED(call)                                                                              \
    do {                                                                                           \
        call;                                                                                      \
        if (QTest::currentTestFailed())                                                            \
            return;                                                                                \
    } while (false)

namespace {

// The documents below are canonical: they hold only what the writer writes (no default values),
// so writing what is read from them gives them back.

// Every DWZ field: every event property, Restpartien, a summary, last_evaluated, parameters of
// every kind, both birth fields, the FIDE fields, an unpaired bye, an empty dwz object and a name
// with quotes, umlauts and an emoji (the quotes escaped as \u0022: moc takes \" in a raw string for
// the end of the string).
const char *const kDwzEvent = R"({
  "format": "ratingdesk-event",
  "version": 1,
  "system": "dwz",
  "ruleset": "dwz-2026",
  "params": { "first_rating_at_extremes": true, "k_r": 0.75, "probability": "table-2dec" },
  "event": { "name": "Club Championship 2026", "start_date": "2026-06-01",
             "end_date": "2026-06-29", "organiser": "Schachfreunde Nord",
             "place": "Lübeck", "federation": "GER", "chief_arbiter": "Richter, Anna",
             "deputy_arbiter": "Weber, Paul", "time_control": "90'/40+30'+30\u0022",
             "rounds_planned": 9, "rating_period": "2026-2", "teams": 0,
             "tie_breaks": ["BH-C1", "SB"], "tie_break_edition": "2023",
             "tie_break_unrated_rating": 1000, "direct_encounter_forfeits": true,
             "pairing_bye_points": 0, "tie_break_rating": "fide", "lot_seed": 1234567, "tie_orders": [["3", "2"]],
             "tournament_type": "Swiss Dutch", "round_dates": ["26/06/01", "", "26/06/15"],
             "trf_records": ["XXR 9", "XXC white1"] },
  "players": [
    { "id": "1", "name": "Surname, Given", "birth_date": "2010-05-01", "sex": "w",
      "title": "WFM", "fide_rating": 1702, "federation": "GER", "fide_id": "24680135",
      "dwz": { "rating": 1650, "index": 12, "last_evaluated": "2025-11-02",
               "restpartien": [ { "opponent_rating": 1177, "score": 0, "end_date": "2025-06-01" },
                                { "opponent_rating": 1320, "score": 0.5,
                                  "end_date": "2025-06-01" } ] } },
    { "id": "2", "name": "Müller, \u0022Jörg\u0022 🙂", "birth_year": 1980, "dwz": { "rating": 1500 } },
    { "id": "3" },
    { "id": "4", "name": "Summary, Player",
      "dwz": { "rating": 1720, "index": 30, "summary": { "W": 5.5, "n": 9, "We": 3.63 } } },
    { "id": "5", "birth_date": "1975-02-28", "birth_year": 1975, "dwz": {} }
  ],
  "games": [
    { "round": 1, "white": "1", "black": "2", "result": "1-0" },
    { "round": 1, "white": "3", "black": "5", "result": "0-1" },
    { "round": 2, "white": "2", "black": "1", "result": "1/2-1/2" },
    { "white": "2", "black": "3", "result": "+--" }
  ],
  "byes": [ { "round": 2, "player": "3", "points": 1 },
            { "round": 3, "player": "3", "unpaired": true } ]
})";

// Every USCF field, in the event's system and in `quick` and `regular`; a dual-rated quick event
// with byes. `regular` without games needs `established`, even when false. What a US Chess rating
// report said besides the event (uscf_report) is kept with it and written back.
const char *const kUscfEvent = R"({
  "format": "ratingdesk-event",
  "version": 1,
  "system": "uscf",
  "ruleset": "uscf-2004",
  "params": { "bonus_b": 12.5, "half_k": true, "rounding": "nearest" },
  "event": { "name": "Novice Open", "start_date": "2026-02-13", "end_date": "2026-02-14",
             "uscf": { "system": "quick", "dual_rated": true },
             "uscf_report": { "affiliate_id": "A1234567", "city": "Boston", "state": "MA",
                              "crosstables": "T", "scholastic": "S", "round_robin": true,
                              "grand_prix_points": 12, "fide_rated": true } },
  "players": [
    { "id": "12345678", "name": "Novice, Nancy", "birth_year": 2012,
      "uscf": { "rating": 1543.21, "games": 40, "wins": 12, "draws": 3, "losses": 25,
                "events_3plus": 6, "peak": 1600.5, "floor": 1200, "fide": 1700, "cfc": 1650.25,
                "quick": { "rating": 1500, "games": 12, "wins": 5, "draws": 1, "losses": 6,
                           "events_3plus": 2, "history": "all_losses", "peak": 1510,
                           "floor": 1100 },
                "regular": { "rating": 1450.75, "established": true } } },
    { "id": "23456789", "birth_date": "2001-12-31",
      "uscf": { "rating": 1800, "established": true, "history": "all_wins", "floor": 1600,
                "regular": { "rating": 1790, "established": false } } },
    { "id": "34567890", "uscf": { "history": "all_losses" } },
    { "id": "45678901" }
  ],
  "games": [
    { "round": 1, "white": "12345678", "black": "23456789", "result": "0-1" },
    { "round": 1, "white": "34567890", "black": "45678901", "result": "1/2-1/2" },
    { "round": 2, "white": "23456789", "black": "12345678", "result": "---" },
    { "round": 2, "white": "45678901", "black": "34567890", "result": "--+" }
  ],
  "byes": [ { "round": 3, "player": "34567890", "points": 0.5 },
            { "round": 3, "player": "12345678", "points": 0 } ]
})";

// Ranks, indexes and recent opponents; Go games with every winner, status and field. What an .h9
// table said besides the event (its comment lines, text form and a player's line) is kept with
// it and written back.
const char *const kSagcEvent = R"({
  "format": "ratingdesk-event",
  "version": 1,
  "system": "sagc",
  "ruleset": "sagc",
  "params": { "clamp_beyond_three": true, "internet_gsf": 0.5, "strongest_rank": "7d" },
  "event": { "name": "Go Ladder", "end_date": "2026-03-29",
             "h9_header": ["; CL[B]", "; EV[Go Ladder]"], "h9_encoding": "latin-1",
             "h9_line_end": "crlf" },
  "players": [
    { "id": "alice", "name": "Alice",
      "sagc": { "rank": "14k", "index": 200, "recent_opponents": ["bob", "dave", "bob"] },
      "h9_scores": "   2", "h9_cells": ["2+/b9", "0-"], "h9_after_cells": "   5" },
    { "id": "bob", "name": "Bob", "sagc": { "rank": "2d", "index": -35 } },
    { "id": "carol", "dwz": { "rating": 1400 }, "sagc": { "rank": "30k" } },
    { "id": "dave", "sagc": { "rank": "1k", "index": 999 } }
  ],
  "games": [
    { "white": "bob", "black": "alice", "winner": "black", "handicap": 9, "komi": 0.5,
      "status": "tournament", "date": "2026-03-01" },
    { "white": "bob", "black": "carol", "winner": "white", "handicap": 1, "komi": 6.5,
      "status": "club" },
    { "white": "alice", "black": "bob", "winner": "draw", "handicap": 0, "komi": -5,
      "status": "internet", "date": "2026-03-02" },
    { "white": "dave", "black": "alice", "winner": "white", "handicap": 2, "komi": 0,
      "status": "free", "date": "2026-03-29" }
  ]
})";

// The input of a document that must be valid, with the details of other programs' files it
// keeps; the errors are shown if it is not.
std::optional<rd::io::EventFile> readValid(const QByteArray &document)
{
    auto result = readEventDocument(document);
    for (const auto &error : result.errors)
        qWarning("%s", qPrintable(error.toString()));
    if (!result.event)
        return std::nullopt;
    return rd::io::EventFile { std::move(*result.event), std::move(result.details) };
}

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

template <typename T, typename Compare>
void compareOptional(
    const std::optional<T> &actual, const std::optional<T> &expected, Compare compare)
{
    QCOMPARE(actual.has_value(), expected.has_value());
    if (actual)
        compare(*actual, *expected);
}

template <typename T, typename Compare>
void compareEach(const std::vector<T> &actual, const std::vector<T> &expected, Compare compare)
{
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i) {
        compare(actual[i], expected[i]);
        if (QTest::currentTestFailed()) {
            qWarning("... in element %zu", i);
            return;
        }
    }
}

void compareRestpartie(const rd::DwzRestpartie &actual, const rd::DwzRestpartie &expected)
{
    QCOMPARE(actual.opponentRating, expected.opponentRating);
    QCOMPARE(actual.score, expected.score);
    QCOMPARE(actual.endDate, expected.endDate);
}

void compareSummary(const rd::DwzSummary &actual, const rd::DwzSummary &expected)
{
    QCOMPARE(actual.points, expected.points);
    QCOMPARE(actual.games, expected.games);
    QCOMPARE(actual.expected, expected.expected);
}

void compareDwz(const rd::DwzState &actual, const rd::DwzState &expected)
{
    QCOMPARE(actual.rating, expected.rating);
    QCOMPARE(actual.index, expected.index);
    QCOMPARE(actual.lastEvaluated, expected.lastEvaluated);
    CHECKED(compareEach(actual.restpartien, expected.restpartien, compareRestpartie));
    compareOptional(actual.summary, expected.summary, compareSummary);
}

void compareRatingState(const rd::UscfRatingState &actual, const rd::UscfRatingState &expected)
{
    QCOMPARE(actual.rating, expected.rating);
    QCOMPARE(actual.games, expected.games);
    QCOMPARE(actual.established, expected.established);
    QCOMPARE(actual.wins, expected.wins);
    QCOMPARE(actual.draws, expected.draws);
    QCOMPARE(actual.losses, expected.losses);
    QCOMPARE(actual.eventsWithThreeGames, expected.eventsWithThreeGames);
    QCOMPARE(actual.history, expected.history);
    QCOMPARE(actual.peak, expected.peak);
    QCOMPARE(actual.floor, expected.floor);
}

void compareUscf(const rd::UscfState &actual, const rd::UscfState &expected)
{
    CHECKED(compareRatingState(actual, expected));
    QCOMPARE(actual.fide, expected.fide);
    QCOMPARE(actual.cfc, expected.cfc);
    CHECKED(compareOptional(actual.quick, expected.quick, compareRatingState));
    compareOptional(actual.regular, expected.regular, compareRatingState);
}

void compareSagc(const rd::SagcState &actual, const rd::SagcState &expected)
{
    QCOMPARE(actual.rank.toString(), expected.rank.toString());
    QCOMPARE(actual.index, expected.index);
    QCOMPARE(actual.recentOpponents, expected.recentOpponents);
}

void comparePlayer(const rd::PlayerInput &actual, const rd::PlayerInput &expected)
{
    QCOMPARE(actual.id, expected.id);
    QCOMPARE(actual.name, expected.name);
    QCOMPARE(actual.birthDate, expected.birthDate);
    QCOMPARE(actual.birthYear, expected.birthYear);
    QCOMPARE(actual.sex, expected.sex);
    QCOMPARE(actual.title, expected.title);
    QCOMPARE(actual.fideRating, expected.fideRating);
    QCOMPARE(actual.federation, expected.federation);
    QCOMPARE(actual.fideId, expected.fideId);
    CHECKED(compareOptional(actual.dwz, expected.dwz, compareDwz));
    CHECKED(compareOptional(actual.uscf, expected.uscf, compareUscf));
    compareOptional(actual.sagc, expected.sagc, compareSagc);
}

void compareChessGame(const rd::ChessGame &actual, const rd::ChessGame &expected)
{
    QCOMPARE(actual.round, expected.round);
    QCOMPARE(actual.white, expected.white);
    QCOMPARE(actual.black, expected.black);
    QCOMPARE(actual.result, expected.result);
}

void compareGoGame(const rd::GoGame &actual, const rd::GoGame &expected)
{
    QCOMPARE(actual.white, expected.white);
    QCOMPARE(actual.black, expected.black);
    QCOMPARE(actual.winner, expected.winner);
    QCOMPARE(actual.handicap, expected.handicap);
    QCOMPARE(actual.komi, expected.komi);
    QCOMPARE(actual.status, expected.status);
    QCOMPARE(actual.date, expected.date);
}

void compareBye(const rd::Bye &actual, const rd::Bye &expected)
{
    QCOMPARE(actual.round, expected.round);
    QCOMPARE(actual.player, expected.player);
    QCOMPARE(actual.points, expected.points);
    QCOMPARE(actual.unpaired, expected.unpaired);
}

void compareProperties(const rd::EventProperties &actual, const rd::EventProperties &expected)
{
    QCOMPARE(actual.organiser, expected.organiser);
    QCOMPARE(actual.place, expected.place);
    QCOMPARE(actual.federation, expected.federation);
    QCOMPARE(actual.chiefArbiter, expected.chiefArbiter);
    QCOMPARE(actual.deputyArbiter, expected.deputyArbiter);
    QCOMPARE(actual.timeControl, expected.timeControl);
    QCOMPARE(actual.roundsPlanned, expected.roundsPlanned);
    QCOMPARE(actual.ratingPeriod, expected.ratingPeriod);
    QCOMPARE(actual.tieBreaks, expected.tieBreaks);
    QVERIFY(actual.tieBreakEdition == expected.tieBreakEdition);
    QCOMPARE(actual.unratedRating, expected.unratedRating);
    QCOMPARE(actual.directEncounterForfeits, expected.directEncounterForfeits);
    QCOMPARE(actual.pairingByePoints, expected.pairingByePoints);
    QVERIFY(actual.tieBreakRating == expected.tieBreakRating);
    QCOMPARE(actual.lotSeed, expected.lotSeed);
    QCOMPARE(actual.tieOrders, expected.tieOrders);
    QCOMPARE(actual.teams, expected.teams);
    QCOMPARE(actual.tournamentType, expected.tournamentType);
}

void compareDetails(const rd::io::FileDetails &actual, const rd::io::FileDetails &expected)
{
    QCOMPARE(actual.trf.roundDates, expected.trf.roundDates);
    QCOMPARE(actual.trf.records, expected.trf.records);
    QCOMPARE(actual.h9.header, expected.h9.header);
    QCOMPARE(actual.h9.encoding, expected.h9.encoding);
    QCOMPARE(actual.h9.lineEnd, expected.h9.lineEnd);
    QVERIFY(actual.h9.lines == expected.h9.lines);
    QVERIFY(actual.uscfReport == expected.uscfReport);
}

void compareEvents(const rd::EventInput &actual, const rd::EventInput &expected)
{
    QCOMPARE(rd::toString(actual.system), rd::toString(expected.system));
    QCOMPARE(actual.ruleset, expected.ruleset);
    QVERIFY(actual.params == expected.params);
    QCOMPARE(actual.event.name, expected.event.name);
    QCOMPARE(actual.event.startDate, expected.event.startDate);
    QCOMPARE(actual.event.endDate, expected.event.endDate);
    QCOMPARE(actual.event.uscf.system, expected.event.uscf.system);
    QCOMPARE(actual.event.uscf.dualRated, expected.event.uscf.dualRated);
    CHECKED(compareProperties(actual.event.properties, expected.event.properties));
    CHECKED(compareEach(actual.players, expected.players, comparePlayer));
    CHECKED(compareEach(actual.chessGames, expected.chessGames, compareChessGame));
    CHECKED(compareEach(actual.goGames, expected.goGames, compareGoGame));
    compareEach(actual.byes, expected.byes, compareBye);
}

void addDocumentRows()
{
    QTest::addColumn<QByteArray>("document");
    QTest::newRow("dwz") << QByteArray(kDwzEvent);
    QTest::newRow("uscf") << QByteArray(kUscfEvent);
    QTest::newRow("sagc") << QByteArray(kSagcEvent);
}

// A per-system state read from `object`, written again and compared with what was read.
template <typename State, typename Read, typename Write, typename Compare>
void checkStateRoundTrip(const QJsonObject &object, Read read, Write write, Compare compare)
{
    QList<DocumentError> errors;
    const std::optional<State> state = read(object, errors, QString());
    QVERIFY(errors.isEmpty());
    QVERIFY(state);
    const QJsonObject written = write(*state);
    QCOMPARE(compact(written), compact(object));
    const std::optional<State> reread = read(written, errors, QString());
    QVERIFY(errors.isEmpty());
    QVERIFY(reread);
    compare(*reread, *state);
}

} // namespace

class TestEventDocumentWriter : public QObject {
    Q_OBJECT

private slots:
    void readsBackTheSameEvent_data();
    void readsBackTheSameEvent();
    void writesACanonicalDocumentUnchanged_data();
    void writesACanonicalDocumentUnchanged();
    void writesAnEventBuiltInCode();
    void roundTripsThePerSystemStates_data();
    void roundTripsThePerSystemStates();
    void reportsBadPerSystemStatesAtTheirPath_data();
    void reportsBadPerSystemStatesAtTheirPath();
    void roundTripsTheEventProperties();
    void writesOnlyTheEventPropertiesThatAreSet();
    void aTypedDraftKeepsTheTieBreakRules();
};

void TestEventDocumentWriter::readsBackTheSameEvent_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<bool>("indented");
    for (const auto &[system, document] : { std::pair { "dwz", kDwzEvent },
             std::pair { "uscf", kUscfEvent }, std::pair { "sagc", kSagcEvent } }) {
        QTest::addRow("%s compact", system) << QByteArray(document) << false;
        QTest::addRow("%s indented", system) << QByteArray(document) << true;
    }
}

// read -> write -> read gives the same input; read -> write -> read -> write the same bytes.
void TestEventDocumentWriter::readsBackTheSameEvent()
{
    QFETCH(QByteArray, document);
    QFETCH(bool, indented);
    const auto first = readValid(document);
    QVERIFY(first);
    const QByteArray written = writeEventDocument(*first, indented);
    const auto second = readValid(written);
    QVERIFY(second);
    CHECKED(compareEvents(second->event, first->event));
    CHECKED(compareDetails(second->details, first->details));
    QCOMPARE(writeEventDocument(*second, indented), written);
}

void TestEventDocumentWriter::writesACanonicalDocumentUnchanged_data()
{
    addDocumentRows();
}

void TestEventDocumentWriter::writesACanonicalDocumentUnchanged()
{
    QFETCH(QByteArray, document);
    const auto input = readValid(document);
    QVERIFY(input);
    QCOMPARE(
        compact(rd::io::eventToJson(*input)), compact(QJsonDocument::fromJson(document).object()));
}

// An input that was not read from a document: a player name with quotes, umlauts and an emoji
// survives, and without a rule set the reader chooses the default for the end date.
void TestEventDocumentWriter::writesAnEventBuiltInCode()
{
    const std::string name = "Müller-Lüdenscheidt, \"Jörg\" 🙂♟";
    rd::EventInput input;
    input.system = rd::RatingSystem::Dwz;
    input.event.name = "Straße \"Nord\" 🏆";
    input.event.endDate = rd::Date { 2026, 3, 29 };
    rd::PlayerInput named;
    named.id = "1";
    named.name = name;
    named.dwz = rd::DwzState {};
    input.players.push_back(named);
    rd::PlayerInput unnamed;
    unnamed.id = "2";
    unnamed.birthYear = 1990;
    input.players.push_back(unnamed);
    input.chessGames.push_back(
        { .round = std::nullopt, .white = "1", .black = "2", .result = rd::GameResult::BlackWins });

    const QJsonObject document = rd::io::eventToJson(input);
    QVERIFY(!document.contains(QStringLiteral("ruleset")));
    QVERIFY(!document.contains(QStringLiteral("params")));
    QVERIFY(!document.contains(QStringLiteral("byes")));
    // Without properties `event` holds just its name and dates.
    QCOMPARE(document.value(QStringLiteral("event")).toObject().keys(),
        (QStringList { QStringLiteral("end_date"), QStringLiteral("name") }));

    const auto read = readValid(writeEventDocument(input, false));
    QVERIFY(read);
    QCOMPARE(read->event.ruleset, "dwz-2016");
    QCOMPARE(read->event.event.name, input.event.name);
    QCOMPARE(read->event.players.at(0).name, name);
    input.ruleset = read->event.ruleset;
    compareEvents(read->event, input);
}

void TestEventDocumentWriter::roundTripsThePerSystemStates_data()
{
    addDocumentRows();
}

// Every per-system object of the documents: read on its own, written, read again.
void TestEventDocumentWriter::roundTripsThePerSystemStates()
{
    QFETCH(QByteArray, document);
    const QJsonArray players
        = QJsonDocument::fromJson(document).object().value(QStringLiteral("players")).toArray();
    for (const QJsonValue &value : players) {
        const QJsonObject player = value.toObject();
        if (player.contains(QStringLiteral("dwz")))
            CHECKED(
                checkStateRoundTrip<rd::DwzState>(player.value(QStringLiteral("dwz")).toObject(),
                    rd::io::DocumentPart<rd::DwzState>::read, rd::io::dwzStateToJson, compareDwz));
        if (player.contains(QStringLiteral("uscf")))
            CHECKED(checkStateRoundTrip<rd::UscfState>(
                player.value(QStringLiteral("uscf")).toObject(),
                rd::io::DocumentPart<rd::UscfState>::read, rd::io::uscfStateToJson, compareUscf));
        if (player.contains(QStringLiteral("sagc")))
            CHECKED(checkStateRoundTrip<rd::SagcState>(
                player.value(QStringLiteral("sagc")).toObject(),
                rd::io::DocumentPart<rd::SagcState>::read, rd::io::sagcStateToJson, compareSagc));
    }
}

void TestEventDocumentWriter::reportsBadPerSystemStatesAtTheirPath_data()
{
    QTest::addColumn<QString>("system");
    QTest::addColumn<QByteArray>("object");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("errorPath");
    QTest::newRow("dwz rating") << "dwz" << QByteArray(R"({"rating": 3600})") << "players[2].dwz"
                                << "players[2].dwz.rating";
    QTest::newRow("dwz without path")
        << "dwz" << QByteArray(R"({"ratng": 1650})") << QString() << "ratng";
    QTest::newRow("uscf quick games")
        << "uscf" << QByteArray(R"({"quick": {"rating": 1500}})") << "uscf"
        << "uscf.quick.games";
    QTest::newRow("sagc rank") << "sagc" << QByteArray(R"({"index": 3})") << QString() << "rank";
    QTest::newRow("properties rounds")
        << "properties" << QByteArray(R"({"place": "Bonn", "rounds_planned": 0})") << "properties"
        << "properties.rounds_planned";
    QTest::newRow("properties place")
        << "properties" << QByteArray(R"({"place": 12})") << QString() << "place";
    QTest::newRow("properties unknown field")
        << "properties" << QByteArray(R"({"name": "Open"})") << QString() << "name";
}

// A bad object gives no state and adds its problems to those already in the list.
void TestEventDocumentWriter::reportsBadPerSystemStatesAtTheirPath()
{
    QFETCH(QString, system);
    QFETCH(QByteArray, object);
    QFETCH(QString, path);
    QFETCH(QString, errorPath);
    const QJsonObject json = QJsonDocument::fromJson(object).object();
    QList<DocumentError> errors { { QStringLiteral("earlier"), rd::io::ReadCode::EmptyId, {} } };
    bool read = true;
    if (system == QLatin1String("dwz"))
        read = rd::io::DocumentPart<rd::DwzState>::read(json, errors, path).has_value();
    else if (system == QLatin1String("uscf"))
        read = rd::io::DocumentPart<rd::UscfState>::read(json, errors, path).has_value();
    else if (system == QLatin1String("properties"))
        read = rd::io::DocumentPart<rd::EventProperties>::read(json, errors, path).has_value();
    else
        read = rd::io::DocumentPart<rd::SagcState>::read(json, errors, path).has_value();
    QVERIFY(!read);
    QCOMPARE(errors.size(), 2);
    QCOMPARE(errors.at(1).path, errorPath);

    // Problems already in the list do not stop a good object from being read.
    QVERIFY(rd::io::DocumentPart<rd::SagcState>::read(
        QJsonObject { { QStringLiteral("rank"), QStringLiteral("3d") } }, errors));
}

// The properties of the DWZ document's event as an object of their own: read, written, read.
void TestEventDocumentWriter::roundTripsTheEventProperties()
{
    QJsonObject object
        = QJsonDocument::fromJson(kDwzEvent).object().value(QStringLiteral("event")).toObject();
    for (const char *field : { "name", "start_date", "end_date" })
        object.remove(QLatin1String(field));
    QCOMPARE(object.size(), 20);
    // What the TRF file said (round dates, records) is read from the same fields on its own.
    QJsonObject details;
    for (const char *field : { "round_dates", "trf_records" })
        details.insert(QLatin1String(field), object.take(QLatin1String(field)));
    CHECKED(checkStateRoundTrip<rd::EventProperties>(object,
        rd::io::DocumentPart<rd::EventProperties>::read, rd::io::eventPropertiesToJson,
        compareProperties));
    CHECKED(checkStateRoundTrip<rd::io::FileDetails>(details,
        rd::io::DocumentPart<rd::io::FileDetails>::read, rd::io::fileDetailsToJson,
        compareDetails));
    // The same values as in the whole document.
    const auto input = readValid(kDwzEvent);
    QVERIFY(input);
    QList<DocumentError> errors;
    const auto properties = rd::io::DocumentPart<rd::EventProperties>::read(object, errors);
    QVERIFY(properties);
    compareProperties(*properties, input->event.event.properties);
    const auto read = rd::io::DocumentPart<rd::io::FileDetails>::read(details, errors);
    QVERIFY(read);
    compareDetails(*read, input->details);
}

// A property is written when set, whatever else is; an empty object without any.
void TestEventDocumentWriter::writesOnlyTheEventPropertiesThatAreSet()
{
    QVERIFY(rd::io::eventPropertiesToJson(rd::EventProperties {}).isEmpty());
    rd::EventProperties properties;
    properties.federation = "RSA";
    properties.roundsPlanned = 1;
    QCOMPARE(compact(rd::io::eventPropertiesToJson(properties)),
        QByteArray(R"({"federation":"RSA","rounds_planned":1})"));
}

// The event's rules on tie-breaks survive a draft kept while it is typed, and are written only
// when given.
void TestEventDocumentWriter::aTypedDraftKeepsTheTieBreakRules()
{
    const auto input = readValid(kDwzEvent);
    QVERIFY(input);
    const rd::io::TypedDraft draft = rd::io::readTypedDraft(rd::io::writeTypedDraft(*input, {}));
    QVERIFY(draft.read.details == input->details);
    QVERIFY(draft.read.event);
    const rd::EventProperties &properties = draft.read.event->event.properties;
    QCOMPARE(properties.tieBreaks, (std::vector<std::string> { "BH-C1", "SB" }));
    QVERIFY(properties.tieBreakEdition == rd::TieBreakEdition::Fide2023);
    QCOMPARE(properties.unratedRating, 1000);
    QVERIFY(properties.directEncounterForfeits);
    QCOMPARE(properties.pairingByePoints, 0.0);
    QVERIFY(properties.tieBreakRating == rd::TieBreakRating::Fide);
    // The bye left unpaired in round 3 gives no points of its own: the event's rule, 0.
    QCOMPARE(draft.read.event->byes.at(1).points, 0.0);
    QCOMPARE(properties.lotSeed, 1234567);
    QCOMPARE(properties.tieOrders, (std::vector<std::vector<std::string>> { { "3", "2" } }));
    rd::EventProperties unset;
    unset.tieBreakEdition = rd::TieBreakEdition::Fide2026;
    QCOMPARE(compact(rd::io::eventPropertiesToJson(unset)),
        QByteArray(R"({"tie_break_edition":"2026"})"));
}

QTEST_APPLESS_MAIN(TestEventDocumentWriter)
#include "tst_eventdocumentwriter.moc"
