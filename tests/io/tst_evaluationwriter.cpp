// The evaluation document and the table of `ratingdesk-cli rate --table` (event-document.md
// "Evaluation document"), written from evaluations built by hand.
#include "engine/io/document/EvaluationWriter.h"
#include "engine/io/document/JsonText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using rd::Decimal;
using rd::Fields;
using rd::PlayerStatus;

namespace {

// A DWZ-like evaluation that uses every kind of value: a rated player, a first rating with a
// null Rh, an unrated player with a nested detail, a Restpartie and a warning.
rd::Evaluation dwzEvaluation()
{
    rd::Evaluation evaluation;
    evaluation.system = rd::RatingSystem::Dwz;
    evaluation.ruleset = "dwz-1993";
    evaluation.players.push_back({ "1", PlayerStatus::Rated,
        { { "rating", 1650 }, { "index", 12 } }, { { "rating", 1675 }, { "index", 13 } },
        { { "W", Decimal { 5.5, 1 } }, { "n", 9 }, { "We", Decimal { 4.8365, 3 } }, { "E", 24 },
            { "Rc", Decimal { 2018.149, 1 } }, { "Rh", 2279 }, { "sonderwertung", false } } });
    evaluation.players.push_back(
        { "2", PlayerStatus::FirstRating, {}, { { "rating", 1180 }, { "index", 1 } },
            { { "W", Decimal { 1.0, 1 } }, { "n", 4 }, { "We", Decimal { 2.0, 3 } },
                { "Rh", nullptr }, { "stage", 1 }, { "sonderwertung", true } } });
    evaluation.players.push_back({ "3", PlayerStatus::Unrated, {}, {},
        { { "n", 2 },
            { "iteration", Fields { { "start", Decimal { 1000.04, 1 } }, { "steps", 3 } } } } });
    evaluation.restpartien.push_back({ { "player", "3" }, { "opponent_rating", 1650 },
        { "score", Decimal { 0.5, 1 } }, { "end_date", "2026-03-29" } });
    evaluation.warnings = { { rd::WarningCode::TooFewGamesForFirstDwz,
        { "player 3", "2", "0", "5", "2028-03-29" } } };
    return evaluation;
}

rd::EventInput dwzEvent()
{
    rd::EventInput event;
    for (const auto &[id, name] : { std::pair { "1", "Surname, Given" },
             std::pair { "2", "Neu, Nina" }, std::pair { "3", "Ohne, Otto" } }) {
        rd::PlayerInput player;
        player.id = id;
        player.name = name;
        event.players.push_back(player);
    }
    return event;
}

// An SAGC-like evaluation: ranks and per-game details of both sides.
rd::Evaluation sagcEvaluation()
{
    rd::Evaluation evaluation;
    evaluation.system = rd::RatingSystem::Sagc;
    evaluation.ruleset = "sagc";
    evaluation.players.push_back({ "alice", PlayerStatus::Rated,
        { { "rank", "14k" }, { "index", 200 } }, { { "rank", "13k" }, { "index", -80 } }, {} });
    evaluation.games.push_back(
        { { "white", Fields { { "id", "bob" }, { "delta", Decimal { -12.345, 2 } } } },
            { "black", Fields { { "id", "alice" }, { "delta", Decimal { 12.345, 2 } } } } });
    return evaluation;
}

QJsonObject parsed(const QByteArray &document)
{
    QJsonParseError error;
    const QJsonObject object = QJsonDocument::fromJson(document, &error).object();
    if (error.error != QJsonParseError::NoError)
        qWarning("%s", qPrintable(error.errorString()));
    return object;
}

QStringList keysOf(const QJsonObject &object)
{
    QStringList keys = object.keys();
    keys.sort();
    return keys;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

// The cells of the first player row of the table: heading, blank line, header line, rows.
QStringList firstRowCells(const QString &table)
{
    return table.split(QLatin1Char('\n')).at(3).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

rd::Evaluation onePlayer(Fields before, Fields after, Fields details)
{
    rd::Evaluation evaluation;
    evaluation.players.push_back(
        { "7", PlayerStatus::Rated, std::move(before), std::move(after), std::move(details) });
    return evaluation;
}

} // namespace

class TestEvaluationWriter : public QObject {
    Q_OBJECT

private slots:
    void writesTheDocumentHeaderAndLists();
    void writesEveryPlayerKey();
    void writesEveryStatus();
    void writesFurtherObjectsOfAPlayer();
    void writesValuesOfEveryKind();
    void roundsDecimalsToTheirPlaces_data();
    void roundsDecimalsToTheirPlaces();
    void writesGamesRestpartienAndWarnings();
    void writesAnEmptyEvaluation();
    void writesCompactOrIndentedText();
    void escapesTextAsQtDoes();
    void formatsTheTable();
    void formatsRatingStatesGenerically_data();
    void formatsRatingStatesGenerically();
    void formatsDetailCells_data();
    void formatsDetailCells();
    void formatsGamesWithNestedObjectsAsColumns();
};

void TestEvaluationWriter::writesTheDocumentHeaderAndLists()
{
    const QJsonObject document = rd::io::evaluationToJson(dwzEvaluation());
    QCOMPARE(keysOf(document),
        sorted({ "format", "version", "system", "ruleset", "players", "games", "restpartien",
            "warnings" }));
    QCOMPARE(document["format"].toString(), "ratingdesk-evaluation");
    QVERIFY(document["version"].isDouble());
    QCOMPARE(document["version"].toInteger(), 1);
    QCOMPARE(document["system"].toString(), "dwz");
    QCOMPARE(document["ruleset"].toString(), "dwz-1993");
    QCOMPARE(document["players"].toArray().size(), 3);
    QVERIFY(document["games"].isArray());
    QCOMPARE(document["restpartien"].toArray().size(), 1);
    QCOMPARE(document["warnings"].toArray().size(), 1);
}

void TestEvaluationWriter::writesEveryPlayerKey()
{
    const QJsonArray players = rd::io::evaluationToJson(dwzEvaluation())["players"].toArray();
    const QJsonObject rated = players[0].toObject();
    QCOMPARE(keysOf(rated), sorted({ "id", "status", "before", "after", "details" }));
    QCOMPARE(rated["id"].toString(), "1");
    QCOMPARE(rated["status"].toString(), "rated");
    QCOMPARE(rated["before"].toObject(), (QJsonObject { { "rating", 1650 }, { "index", 12 } }));
    QCOMPARE(rated["after"].toObject(), (QJsonObject { { "rating", 1675 }, { "index", 13 } }));
    QCOMPARE(rated["details"].toObject(),
        (QJsonObject { { "W", 5.5 }, { "n", 9 }, { "We", 4.837 }, { "E", 24 }, { "Rc", 2018.1 },
            { "Rh", 2279 }, { "sonderwertung", false } }));

    const QJsonObject first = players[1].toObject();
    QCOMPARE(first["status"].toString(), "first-rating");
    QCOMPARE(first["before"].toObject(), QJsonObject());
    QVERIFY(first["details"].toObject()["Rh"].isNull());
    QCOMPARE(first["details"].toObject()["sonderwertung"], QJsonValue(true));
}

// A dual-rated US Chess event carries the other system's result as a further object.
void TestEvaluationWriter::writesFurtherObjectsOfAPlayer()
{
    rd::Evaluation evaluation;
    evaluation.system = rd::RatingSystem::Uscf;
    rd::PlayerEvaluation player;
    player.id = "1";
    player.status = PlayerStatus::Rated;
    player.extra = { { "quick",
        Fields { { "status", "rated" },
            { "after", Fields { { "rating", Decimal { 650.172, 2 } } } } } } };
    evaluation.players.push_back(player);
    const QJsonObject written = rd::io::evaluationToJson(evaluation)["players"][0].toObject();
    QCOMPARE(keysOf(written), sorted({ "id", "status", "before", "after", "details", "quick" }));
    QCOMPARE(written["quick"].toObject(),
        (QJsonObject { { "status", "rated" }, { "after", QJsonObject { { "rating", 650.17 } } } }));
    const QString table = rd::io::formatEvaluationTable(rd::EventInput {}, evaluation);
    QVERIFY2(table.contains(QStringLiteral("quick.after.rating")), qPrintable(table));
    QVERIFY(table.contains(QStringLiteral("650.17")));
}

void TestEvaluationWriter::writesEveryStatus()
{
    rd::Evaluation evaluation;
    for (const auto status : { PlayerStatus::Rated, PlayerStatus::FirstRating,
             PlayerStatus::Unrated, PlayerStatus::NotRated })
        evaluation.players.push_back({ "p", status, {}, {}, {} });
    QStringList statuses;
    for (const auto &player : rd::io::evaluationToJson(evaluation)["players"].toArray())
        statuses.append(player.toObject()["status"].toString());
    QCOMPARE(statuses, (QStringList { "rated", "first-rating", "unrated", "not-rated" }));
}

void TestEvaluationWriter::writesValuesOfEveryKind()
{
    const Fields details { { "none", nullptr }, { "yes", true }, { "no", false }, { "small", 7 },
        { "large", std::int64_t { 1 } << 40 }, { "decimal", Decimal { 2047.525, 2 } },
        { "text", "standard" },
        { "nested",
            Fields {
                { "inner", Fields { { "LF", Decimal { 0.8, 1 } } } }, { "empty", Fields {} } } } };
    const QJsonObject written = rd::io::evaluationToJson(onePlayer({}, {}, details))["players"]
                                    .toArray()[0]
                                    .toObject()["details"]
                                    .toObject();
    QVERIFY(written["none"].isNull());
    QCOMPARE(written["yes"], QJsonValue(true));
    QCOMPARE(written["no"], QJsonValue(false));
    QCOMPARE(written["small"].toInteger(), 7);
    QCOMPARE(written["large"].toInteger(), std::int64_t { 1 } << 40);
    QCOMPARE(written["decimal"].toDouble(), 2047.53);
    QCOMPARE(written["text"].toString(), "standard");
    QCOMPARE(written["nested"].toObject(),
        (QJsonObject { { "inner", QJsonObject { { "LF", 0.8 } } }, { "empty", QJsonObject() } }));

    const QByteArray text = rd::io::writeEvaluationDocument(onePlayer({}, {}, details), false);
    QVERIFY(text.contains(R"("large":1099511627776)"));
    QVERIFY(text.contains(R"("decimal":2047.53,)"));
    QVERIFY(text.contains(R"("none":null)"));
}

void TestEvaluationWriter::roundsDecimalsToTheirPlaces_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("places");
    QTest::addColumn<QByteArray>("written");

    QTest::newRow("We to 3 places") << 4.8365 << 3 << QByteArray("4.837");
    QTest::newRow("Rc to 1 place") << 2018.149 << 1 << QByteArray("2018.1");
    QTest::newRow("tie rounds up") << 2047.525 << 2 << QByteArray("2047.53");
    QTest::newRow("negative tie rounds up") << -2.5 << 0 << QByteArray("-2");
    QTest::newRow("no places") << 1675.4 << 0 << QByteArray("1675");
    QTest::newRow("trailing zeros are not written") << 5.5 << 3 << QByteArray("5.5");
    QTest::newRow("USCF unrounded rating") << 1580.45678 << 4 << QByteArray("1580.4568");
}

void TestEvaluationWriter::roundsDecimalsToTheirPlaces()
{
    QFETCH(double, value);
    QFETCH(int, places);
    QFETCH(QByteArray, written);
    const QByteArray text = rd::io::writeEvaluationDocument(
        onePlayer({}, {}, { { "x", Decimal { value, places } } }), false);
    QVERIFY2(text.contains(R"("details":{"x":)" + written + "}"), text.constData());
}

void TestEvaluationWriter::writesGamesRestpartienAndWarnings()
{
    const QJsonObject sagc = rd::io::evaluationToJson(sagcEvaluation());
    QCOMPARE(sagc["system"].toString(), "sagc");
    QCOMPARE(sagc["games"].toArray(),
        (QJsonArray {
            QJsonObject { { "white", QJsonObject { { "id", "bob" }, { "delta", -12.34 } } },
                { "black", QJsonObject { { "id", "alice" }, { "delta", 12.35 } } } } }));
    QCOMPARE(sagc["players"].toArray()[0].toObject()["after"].toObject(),
        (QJsonObject { { "rank", "13k" }, { "index", -80 } }));

    const QJsonObject dwz = rd::io::evaluationToJson(dwzEvaluation());
    QCOMPARE(dwz["restpartien"].toArray(),
        (QJsonArray { QJsonObject { { "player", "3" }, { "opponent_rating", 1650 },
            { "score", 0.5 }, { "end_date", "2026-03-29" } } }));
    QCOMPARE(dwz["warnings"].toArray(),
        (QJsonArray { QString::fromUtf8("player 3: 2 games against rated opponents, a first DWZ "
                                        "needs 5 \u2014 kept as Restpartien until 2028-03-29") }));
}

void TestEvaluationWriter::writesAnEmptyEvaluation()
{
    rd::Evaluation evaluation;
    evaluation.system = rd::RatingSystem::Uscf;
    evaluation.ruleset = "uscf-current";
    QCOMPARE(rd::io::writeEvaluationDocument(evaluation, false),
        R"({"format":"ratingdesk-evaluation","games":[],"players":[],"restpartien":[],)"
        R"("ruleset":"uscf-current","system":"uscf","version":1,"warnings":[]})");
}

void TestEvaluationWriter::writesCompactOrIndentedText()
{
    const QByteArray compact = rd::io::writeEvaluationDocument(dwzEvaluation(), false);
    const QByteArray indented = rd::io::writeEvaluationDocument(dwzEvaluation(), true);
    QVERIFY(!compact.contains('\n'));
    QVERIFY(indented.contains("\n    \"format\": \"ratingdesk-evaluation\",\n"));
    QCOMPARE(parsed(compact), rd::io::evaluationToJson(dwzEvaluation()));
    QCOMPARE(parsed(indented), parsed(compact));
}

// JsonText's contract: a string comes out escaped as QJsonDocument escapes it (RFC 8259 §7: the
// two-character escapes \" \\ \b \f \n \r \t, every other control character as \u00XX, the
// rest as it is), so the text it writes is the text Qt writes.
void TestEvaluationWriter::escapesTextAsQtDoes()
{
    std::string text;
    for (int byte = 0; byte < 0x80; ++byte)
        text.push_back(static_cast<char>(byte));
    text += "Müller, José – 段";
    rd::io::JsonText json(false);
    json.beginArray();
    json.string(text);
    json.endArray();
    const QByteArray written = json.take();
    QCOMPARE(written,
        QJsonDocument(QJsonArray { QString::fromStdString(text) }).toJson(QJsonDocument::Compact));
    QVERIFY(written.startsWith("[\"\\u0000\\u0001"));
    QVERIFY(written.contains("\\b\\t\\n\\u000b\\f\\r\\u000e"));
}

// Columns padded to their widest cell: the fixed ones left-aligned, the details right-aligned in
// order of first appearance; a nested detail spreads over one column per member.
void TestEvaluationWriter::formatsTheTable()
{
    const QStringList expected {
        "dwz, rule set dwz-1993",
        "",
        "id  name            status        before   after      W  n     We   E      Rc    Rh  "
        "sonderwertung  stage  iteration.start  iteration.steps",
        "1   Surname, Given  rated         1650-12  1675-13  5.5  9  4.837  24  2018.1  2279  "
        "           no",
        "2   Neu, Nina       first-rating  -        1180-1   1.0  4  2.000                 -  "
        "          yes      1",
        "3   Ohne, Otto      unrated       -        -             2                           "
        "                               1000.0                3",
        "",
        "Restpartien",
        "#  player  opponent_rating  score    end_date",
        "1       3             1650    0.5  2026-03-29",
        "",
        "Warnings",
        "  player 3: 2 games against rated opponents, a first DWZ needs 5 \u2014 kept as "
        "Restpartien until 2028-03-29",
        "",
    };
    QCOMPARE(rd::io::formatEvaluationTable(dwzEvent(), dwzEvaluation()).split(QLatin1Char('\n')),
        expected);
}

void TestEvaluationWriter::formatsRatingStatesGenerically_data()
{
    QTest::addColumn<Fields>("state");
    QTest::addColumn<QString>("cell");

    QTest::newRow("DWZ rating-index")
        << Fields { { "rating", 1650 }, { "index", 12 } } << "1650-12";
    QTest::newRow("SAGC rank/index") << Fields { { "rank", "14k" }, { "index", 200 } } << "14k/200";
    QTest::newRow("SAGC negative index") << Fields { { "index", -5 }, { "rank", "1d" } } << "1d/-5";
    QTest::newRow("USCF rating") << Fields { { "rating", Decimal { 1580.4567, 2 } },
        { "rating_rounded", 1580 }, { "games", 48 } }
                                 << "1580.46";
    QTest::newRow("no rating") << Fields {} << "-";
    QTest::newRow("null rating") << Fields { { "rating", nullptr } } << "-";
}

void TestEvaluationWriter::formatsRatingStatesGenerically()
{
    QFETCH(Fields, state);
    QFETCH(QString, cell);
    const QString table = rd::io::formatEvaluationTable({}, onePlayer(state, state, {}));
    QCOMPARE(firstRowCells(table), (QStringList { "7", "rated", cell, cell }));
}

void TestEvaluationWriter::formatsDetailCells_data()
{
    QTest::addColumn<Fields>("details");
    QTest::addColumn<QStringList>("cells");

    QTest::newRow("decimals keep their places") << Fields { { "We", Decimal { 4.5, 3 } },
        { "Rc", Decimal { 2018.149, 1 } } } << QStringList { "4.500", "2018.1" };
    QTest::newRow("null") << Fields { { "Rh", nullptr } } << QStringList { "-" };
    QTest::newRow("flags") << Fields { { "a", true }, { "b", false } }
                           << QStringList { "yes", "no" };
    QTest::newRow("integers and text")
        << Fields { { "E", 24 }, { "formula", "special" } } << QStringList { "24", "special" };
    QTest::newRow("nested objects spread over columns") << Fields {
        { "iteration", Fields { { "start", Decimal { 1000.04, 1 } }, { "steps", 3 } } }
    } << QStringList { "1000.0", "3" };
}

void TestEvaluationWriter::formatsDetailCells()
{
    QFETCH(Fields, details);
    QFETCH(QStringList, cells);
    const QString table = rd::io::formatEvaluationTable({}, onePlayer({}, {}, details));
    QCOMPARE(firstRowCells(table), QStringList({ "7", "rated", "-", "-" }) + cells);
}

void TestEvaluationWriter::formatsGamesWithNestedObjectsAsColumns()
{
    const QStringList lines
        = rd::io::formatEvaluationTable({}, sagcEvaluation()).split(QLatin1Char('\n'));
    const qsizetype games = lines.indexOf(QStringLiteral("Games"));
    QVERIFY(games > 0);
    QCOMPARE(lines[games + 1].split(QLatin1Char(' '), Qt::SkipEmptyParts),
        (QStringList { "#", "white.id", "white.delta", "black.id", "black.delta" }));
    QCOMPARE(lines[games + 2].split(QLatin1Char(' '), Qt::SkipEmptyParts),
        (QStringList { "1", "bob", "-12.34", "alice", "12.35" }));
    QVERIFY(!lines.contains(QStringLiteral("Restpartien")));
    QVERIFY(!lines.contains(QStringLiteral("Warnings")));
}

QTEST_APPLESS_MAIN(TestEvaluationWriter)
#include "tst_evaluationwriter.moc"
