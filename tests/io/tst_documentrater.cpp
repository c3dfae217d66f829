// `ratingdesk-cli rate` without the command line (event-document.md "Command"): exit status, output
// and error messages for valid and invalid documents, engines that fail, and files.
#include "engine/io/document/DocumentRater.h"
#include "engine/io/document/EvaluationWriter.h"
#include "engine/io/document/EventDocumentReader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <stdexcept>

using rd::io::RateOutput;

namespace {

const QByteArray kDwzEvent = R"({
  "format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "name": "Club Championship 2026", "end_date": "2026-03-29" },
  "players": [ { "id": "1", "name": "Surname, Given", "dwz": { "rating": 1650, "index": 12 } },
               { "id": "2", "name": "Second, Player" } ],
  "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" } ]
})";

const QByteArray kSagcEvent = R"({
  "format": "ratingdesk-event", "version": 1, "system": "sagc",
  "event": { "end_date": "2026-03-29" },
  "players": [ { "id": "a", "sagc": { "rank": "14k" } }, { "id": "b", "sagc": { "rank": "2d" } } ],
  "games": [ { "white": "a", "black": "b", "winner": "white" } ]
})";

// Three problems: an unknown field, a rating out of range and an unknown result.
const QByteArray kInvalidEvent = R"({
  "format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "end_date": "2026-03-29", "city": "Bonn" },
  "players": [ { "id": "1", "dwz": { "rating": 4000 } }, { "id": "2" } ],
  "games": [ { "white": "1", "black": "2", "result": "1:0" } ]
})";

// What the fake engine rates: every player unrated, with the number of games as a detail.
rd::Evaluation evaluationOf(const rd::EventInput &event)
{
    rd::Evaluation evaluation;
    evaluation.system = event.system;
    evaluation.ruleset = event.ruleset;
    for (const auto &player : event.players) {
        const int games = static_cast<int>(event.chessGames.size() + event.goGames.size());
        evaluation.players.push_back(
            { player.id, rd::PlayerStatus::Unrated, {}, {}, { { "games", games } } });
    }
    evaluation.warnings = { { rd::WarningCode::RestpartienIgnored, { "fake" } } };
    return evaluation;
}

class FakeEvaluator : public rd::Evaluator {
public:
    enum class Behaviour { Evaluate, RejectInput, Fail };

    explicit FakeEvaluator(Behaviour behaviour)
        : m_behaviour(behaviour)
    {
    }

    rd::Evaluation evaluate(const rd::EventInput &event) const override
    {
        switch (m_behaviour) {
        case Behaviour::RejectInput:
            throw rd::InputError("games[0]", "the engine cannot rate this game");
        case Behaviour::Fail:
            throw std::runtime_error("iteration did not converge");
        case Behaviour::Evaluate:
            break;
        }
        return evaluationOf(event);
    }

private:
    Behaviour m_behaviour;
};

rd::io::EvaluatorLookup always(const rd::Evaluator &evaluator)
{
    return [&evaluator](rd::RatingSystem) { return &evaluator; };
}

rd::EventInput eventOf(const QByteArray &document)
{
    return rd::io::readEventDocument(document).event.value_or(rd::EventInput());
}

QString notAvailable(const char *system)
{
    return QStringLiteral("rating system '%1' is not available in this build")
        .arg(QLatin1String(system));
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

} // namespace

Q_DECLARE_METATYPE(RateOutput)

class TestDocumentRater : public QObject {
    Q_OBJECT

private slots:
    void reportsSystemsThatAreNotAvailable_data();
    void reportsSystemsThatAreNotAvailable();
    void asksForTheEngineOfTheDocumentsSystem();
    void reportsEveryInputErrorAndRatesNothing();
    void reportsTextThatIsNotJson();
    void writesTheEvaluation_data();
    void writesTheEvaluation();
    void reportsInputErrorsFoundByTheEngine();
    void reportsOtherEngineFailuresAsInternalErrors();
    void ratesAFile();
    void reportsAFileThatCannotBeRead();
    void reportsAnInvalidFile();
    void readsStandardInputForADash();
};

void TestDocumentRater::reportsSystemsThatAreNotAvailable_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<QString>("message");
    QTest::addColumn<RateOutput>("output");

    QTest::newRow("dwz") << kDwzEvent << notAvailable("dwz") << RateOutput::Compact;
    QTest::newRow("sagc, table") << kSagcEvent << notAvailable("sagc") << RateOutput::Table;
}

// Every engine is part of this build; a build without one answers like this.
void TestDocumentRater::reportsSystemsThatAreNotAvailable()
{
    QFETCH(QByteArray, document);
    QFETCH(QString, message);
    QFETCH(RateOutput, output);
    const rd::io::RateOutcome outcome
        = rd::io::rateDocument(document, output, [](rd::RatingSystem) { return nullptr; });
    QCOMPARE(outcome.exitCode, 2);
    QCOMPARE(outcome.errorMessage, message);
    QVERIFY(outcome.output.isEmpty());
}

void TestDocumentRater::asksForTheEngineOfTheDocumentsSystem()
{
    QList<rd::RatingSystem> asked;
    const auto outcome
        = rd::io::rateDocument(kSagcEvent, RateOutput::Compact, [&asked](rd::RatingSystem system) {
              asked.append(system);
              return nullptr;
          });
    QCOMPARE(asked.size(), 1);
    QVERIFY(asked[0] == rd::RatingSystem::Sagc);
    QCOMPARE(outcome.exitCode, 2);
    QCOMPARE(outcome.errorMessage, notAvailable("sagc"));
}

void TestDocumentRater::reportsEveryInputErrorAndRatesNothing()
{
    bool asked = false;
    const auto outcome
        = rd::io::rateDocument(kInvalidEvent, RateOutput::Compact, [&asked](rd::RatingSystem) {
              asked = true;
              return nullptr;
          });
    QCOMPARE(outcome.exitCode, 2);
    QVERIFY(outcome.output.isEmpty());
    QVERIFY(!asked);
    const QStringList lines = outcome.errorMessage.split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines[0].startsWith(QStringLiteral("event.city: unknown field")));
    QCOMPARE(lines[1], "players[0].dwz.rating: 4000 is out of range (0 to 3500)");
    QVERIFY(lines[2].startsWith(QStringLiteral("games[0].result: unknown value \"1:0\"")));
}

void TestDocumentRater::reportsTextThatIsNotJson()
{
    const auto outcome = rd::io::rateDocument("{\n  \"format\": \n", RateOutput::Table);
    QCOMPARE(outcome.exitCode, 2);
    QVERIFY(outcome.output.isEmpty());
    QVERIFY2(outcome.errorMessage.startsWith(QStringLiteral("line 3, column 1: ")),
        qPrintable(outcome.errorMessage));
}

void TestDocumentRater::writesTheEvaluation_data()
{
    QTest::addColumn<QByteArray>("document");
    QTest::addColumn<RateOutput>("output");
    QTest::addColumn<QByteArray>("expected");

    const rd::Evaluation dwz = evaluationOf(eventOf(kDwzEvent));
    const rd::Evaluation sagc = evaluationOf(eventOf(kSagcEvent));
    QTest::newRow("compact") << kDwzEvent << RateOutput::Compact
                             << rd::io::writeEvaluationDocument(dwz, false) + '\n';
    QTest::newRow("indented") << kDwzEvent << RateOutput::Indented
                              << rd::io::writeEvaluationDocument(dwz, true);
    QTest::newRow("table") << kDwzEvent << RateOutput::Table
                           << rd::io::formatEvaluationTable(eventOf(kDwzEvent), dwz).toUtf8();
    QTest::newRow("sagc") << kSagcEvent << RateOutput::Compact
                          << rd::io::writeEvaluationDocument(sagc, false) + '\n';
}

void TestDocumentRater::writesTheEvaluation()
{
    QFETCH(QByteArray, document);
    QFETCH(RateOutput, output);
    QFETCH(QByteArray, expected);
    const FakeEvaluator engine(FakeEvaluator::Behaviour::Evaluate);
    const auto outcome = rd::io::rateDocument(document, output, always(engine));
    QCOMPARE(outcome.exitCode, 0);
    QCOMPARE(outcome.errorMessage, QString());
    QCOMPARE(outcome.output, expected);
    QVERIFY(outcome.output.endsWith('\n'));
    QVERIFY(!outcome.output.endsWith("\n\n"));
}

void TestDocumentRater::reportsInputErrorsFoundByTheEngine()
{
    const FakeEvaluator engine(FakeEvaluator::Behaviour::RejectInput);
    const auto outcome = rd::io::rateDocument(kDwzEvent, RateOutput::Compact, always(engine));
    QCOMPARE(outcome.exitCode, 2);
    QCOMPARE(outcome.errorMessage, "games[0]: the engine cannot rate this game");
    QVERIFY(outcome.output.isEmpty());
}

void TestDocumentRater::reportsOtherEngineFailuresAsInternalErrors()
{
    const FakeEvaluator engine(FakeEvaluator::Behaviour::Fail);
    const auto outcome = rd::io::rateDocument(kDwzEvent, RateOutput::Table, always(engine));
    QCOMPARE(outcome.exitCode, 1);
    QCOMPARE(outcome.errorMessage, "internal error: iteration did not converge");
    QVERIFY(outcome.output.isEmpty());
}

void TestDocumentRater::ratesAFile()
{
    QTemporaryDir directory;
    const QString path = directory.filePath(QStringLiteral("event.json"));
    QVERIFY(writeFile(path, kDwzEvent));
    const auto outcome = rd::io::rateFile(path, RateOutput::Compact);
    QCOMPARE(outcome.exitCode, 0);
    QVERIFY(outcome.errorMessage.isEmpty());
    QVERIFY(outcome.output.startsWith("{"));
    QVERIFY(outcome.output.contains("\"format\":\"ratingdesk-evaluation\""));
}

void TestDocumentRater::reportsAFileThatCannotBeRead()
{
    QTemporaryDir directory;
    for (const QString &path :
        { directory.filePath(QStringLiteral("missing.json")), directory.path() }) {
        const auto outcome = rd::io::rateFile(path, RateOutput::Compact);
        QCOMPARE(outcome.exitCode, 2);
        QVERIFY(outcome.output.isEmpty());
        QVERIFY2(outcome.errorMessage.startsWith(path + QStringLiteral(": cannot read (")),
            qPrintable(outcome.errorMessage));
        QVERIFY(outcome.errorMessage.endsWith(QLatin1Char(')')));
        QVERIFY(!outcome.errorMessage.contains(QLatin1Char('\n')));
    }
}

void TestDocumentRater::reportsAnInvalidFile()
{
    QTemporaryDir directory;
    const QString path = directory.filePath(QStringLiteral("invalid.json"));
    QVERIFY(writeFile(path, kInvalidEvent));
    const auto outcome = rd::io::rateFile(path, RateOutput::Indented);
    QCOMPARE(outcome.exitCode, 2);
    QCOMPARE(outcome.errorMessage.count(QLatin1Char('\n')), 2);
    QVERIFY(outcome.output.isEmpty());
}

// "-" reads standard input, here a file put in its place.
void TestDocumentRater::readsStandardInputForADash()
{
    QTemporaryDir directory;
    const QString path = directory.filePath(QStringLiteral("stdin.json"));
    QVERIFY(writeFile(path, kSagcEvent));
    QVERIFY(std::freopen(QFile::encodeName(path).constData(), "r", stdin));
    const auto outcome = rd::io::rateFile(QStringLiteral("-"), RateOutput::Compact);
    QCOMPARE(outcome.exitCode, 0);
    QVERIFY(outcome.output.contains("\"system\":\"sagc\""));
}

QTEST_APPLESS_MAIN(TestDocumentRater)
#include "tst_documentrater.moc"
