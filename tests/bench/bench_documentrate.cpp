// Issue target: `ratingdesk-cli rate` of a generated 6000-player, 7-round US Chess section in
// under 100 ms as a whole process (wholeProcess), with the same bytes as rated in this process.
// Here in one process: reading the event document, rating it and writing the evaluation
// document, together and each on its own. The document is written to build/bench-data.
#include "engine/io/document/DocumentRater.h"
#include "engine/io/document/EvaluationWriter.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/rating/Evaluator.h"
#include "tests/bench/UscfSection.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTest>

namespace {

constexpr int kPlayers = 6000;

QString sectionPath()
{
    return QStringLiteral(RD_BENCH_DATA_DIR "/uscf-section-%1.json").arg(kPlayers);
}

QByteArray sectionDocument()
{
    rd::EventInput event = rd::bench::generateSection(kPlayers, kPlayers / 8, 7, 2026);
    event.event.name = "Generated open";
    for (rd::PlayerInput &player : event.players)
        player.name = "Player " + player.id;
    const QByteArray document = rd::io::writeEventDocument(event, true);
    QDir().mkpath(QStringLiteral(RD_BENCH_DATA_DIR));
    QFile file(sectionPath());
    if (file.open(QIODevice::WriteOnly))
        file.write(document);
    return document;
}

} // namespace

class BenchDocumentRate : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { m_document = sectionDocument(); }

    void rateSection()
    {
        rd::io::RateOutcome outcome;
        QBENCHMARK
        {
            outcome = rd::io::rateDocument(m_document, rd::io::RateOutput::Compact);
        }
        QCOMPARE(outcome.exitCode, 0);
    }

    void readSection()
    {
        rd::io::EventReadResult read;
        QBENCHMARK
        {
            read = rd::io::readEventDocument(m_document);
        }
        QVERIFY(read.event);
        QCOMPARE(read.event->players.size(), std::size_t { kPlayers });
    }

    void writeEvaluation()
    {
        const rd::io::EventReadResult read = rd::io::readEventDocument(m_document);
        QVERIFY(read.event);
        const rd::Evaluation evaluation = rd::uscf::evaluate(*read.event);
        QByteArray written;
        QBENCHMARK
        {
            written = rd::io::writeEvaluationDocument(evaluation, false);
        }
        QVERIFY(!written.isEmpty());
    }

    // The command as a user runs it: start, read the file, rate, print, exit.
    void wholeProcess()
    {
        QByteArray printed;
        QBENCHMARK
        {
            QProcess command;
            command.start(QStringLiteral(RD_CLI_PATH), { QStringLiteral("rate"), sectionPath() });
            QVERIFY(command.waitForFinished());
            QCOMPARE(command.exitCode(), 0);
            printed = command.readAllStandardOutput();
        }
        QCOMPARE(printed, rd::io::rateDocument(m_document, rd::io::RateOutput::Compact).output);
    }

private:
    QByteArray m_document;
};

QTEST_APPLESS_MAIN(BenchDocumentRate)
#include "bench_documentrate.moc"
