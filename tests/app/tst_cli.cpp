// The two executables as a user runs them.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <vector>

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString &program, const QStringList &arguments, const QByteArray &input = {})
{
    QProcess process;
    process.start(program, arguments);
    if (!input.isNull()) {
        process.write(input);
        process.closeWriteChannel();
    }
    process.waitForFinished(30000);
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput(), process.readAllStandardError() };
}

const QString kCli = QStringLiteral(RD_CLI_PATH);
const QString kGui = QStringLiteral(RD_GUI_PATH);

const QByteArray kDwzDocument = R"({
  "format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "name": "Club Championship 2026", "end_date": "2026-03-29" },
  "players": [ { "id": "1", "name": "Meyer, Anna", "dwz": { "rating": 1650, "index": 12 } },
               { "id": "2", "name": "Kurz, Bernd", "dwz": { "rating": 1580, "index": 30 } } ],
  "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" } ]
})";

const QByteArray kSagcDocument = R"({
  "format": "ratingdesk-event", "version": 1, "system": "sagc",
  "event": { "end_date": "2026-03-29" },
  "players": [ { "id": "a", "sagc": { "rank": "14k" } }, { "id": "b", "sagc": { "rank": "16k" } } ],
  "games": [ { "white": "a", "black": "b", "winner": "black" } ]
})";

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void versions()
    {
        const Run cli = run(kCli, { QStringLiteral("--version") });
        QCOMPARE(cli.exitCode, 0);
        QVERIFY(cli.out.startsWith("ratingdesk-cli 0."));
        // The GUI answers --version without needing a display.
        QProcess gui;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("DISPLAY"));
        environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
        gui.setProcessEnvironment(environment);
        gui.start(kGui, { QStringLiteral("--version") });
        QVERIFY(gui.waitForFinished(30000));
        QCOMPARE(gui.exitCode(), 0);
        QVERIFY(gui.readAllStandardOutput().startsWith("ratingdesk 0."));
    }

    void ratePrintsTheDocumentedExample()
    {
        // docs/event-document.md, "Example": the output block is what `rate --pretty` prints for
        // the input block, to the byte, so the documentation cannot drift from the program.
        QFile page(QStringLiteral(RD_TEST_DATA_DIR "/../../docs/event-document.md"));
        QVERIFY(page.open(QIODevice::ReadOnly | QIODevice::Text));
        const QString text = QString::fromUtf8(page.readAll());
        const qsizetype example = text.indexOf(QStringLiteral("\n## Example"));
        QVERIFY(example > 0);
        QStringList blocks;
        const QString fence = QStringLiteral("```json\n");
        for (qsizetype start = text.indexOf(fence, example); start >= 0;
             start = text.indexOf(fence, start)) {
            start += fence.size();
            const qsizetype end = text.indexOf(QStringLiteral("```"), start);
            QVERIFY(end > start);
            blocks << text.mid(start, end - start);
            start = end + 3;
        }
        QCOMPARE(blocks.size(), 2);
        const Run rated
            = run(kCli, { QStringLiteral("rate"), QStringLiteral("--pretty"), QStringLiteral("-") },
                blocks[0].toUtf8());
        QCOMPARE(rated.exitCode, 0);
        QCOMPARE(QString::fromUtf8(rated.out), blocks[1]);
    }

    void aFileThatIsNoDatabaseIsNamedInWords()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("minutes.sqlite"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray("Minutes of the club meeting.\n").repeated(100));
        file.close();
        const Run refused = run(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), path,
                QStringLiteral("players") });
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.err.contains("is not a ratingdesk database or is damaged."),
            refused.err.constData());
        // SQLite's own words ("file is not a database") stay out of it.
        QVERIFY(!refused.err.contains("file is not a database"));
    }

    void ratesASagcDocument()
    {
        // sagc.md §7: the 14k (White, index 0 here) loses an even club game to the 16k (Black,
        // index 0): 14k: LF 591.667 x GRF -1.8 (row -2, promotion zone) = -1065.0 -> floor -900;
        // 16k: LF 743.788 x 2.2 (row +2, promotion zone) = +1636.3 -> 15k, index 0.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sheet.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kSagcDocument);
        file.close();
        const Run result = run(kCli, { QStringLiteral("rate"), path });
        QCOMPARE(result.exitCode, 0);
        const QJsonObject document = QJsonDocument::fromJson(result.out).object();
        const QJsonArray players = document.value("players").toArray();
        QCOMPARE(players[0].toObject().value("after").toObject().value("index").toInt(), -900);
        QCOMPARE(players[1].toObject().value("after").toObject().value("rank").toString(),
            QStringLiteral("15k"));
        const QJsonObject white
            = document.value("games").toArray()[0].toObject().value("white").toObject();
        QCOMPARE(white.value("GRF").toDouble(), -1.8);
        QCOMPARE(white.value("row").toInt(), -2);
    }

    void ratesADwzDocument()
    {
        // Meyer (1650-12, adult) beats Kurz (1580-30) in the only game (era C by the end date):
        // D = 70: We = round(Phi(70/282.84), 3) = 0.598; E = round(1.65^4 + 15) = 22,
        // index cap 5 * 12 = 60: Rn = 1650 + 800 * 0.402/23 = 1663.98 -> 1664, index 13.
        const Run result = run(kCli, { QStringLiteral("rate"), QStringLiteral("-") }, kDwzDocument);
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.err.isEmpty());
        const QJsonObject document = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(document.value("format").toString(), QStringLiteral("ratingdesk-evaluation"));
        QCOMPARE(document.value("ruleset").toString(), QStringLiteral("dwz-2016"));
        const QJsonObject meyer = document.value("players").toArray().first().toObject();
        QCOMPARE(meyer.value("status").toString(), QStringLiteral("rated"));
        QCOMPARE(meyer.value("details").toObject().value("We").toDouble(), 0.598);
        QCOMPARE(meyer.value("after").toObject().value("rating").toInt(), 1664);
        QCOMPARE(meyer.value("after").toObject().value("index").toInt(), 13);
    }

    void ratesToATable()
    {
        const Run result
            = run(kCli, { QStringLiteral("rate"), QStringLiteral("--table"), QStringLiteral("-") },
                kDwzDocument);
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.out.contains("Meyer, Anna"), result.out.constData());
        QVERIFY(result.out.contains("1650-12"));
        QVERIFY(result.out.contains("1664-13"));
    }

    void rateReadsStandardInputIndented()
    {
        const Run result
            = run(kCli, { QStringLiteral("rate"), QStringLiteral("--pretty"), QStringLiteral("-") },
                kDwzDocument);
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.startsWith("{\n    \""));
    }

    void invalidInputNamesThePath()
    {
        QByteArray document = kDwzDocument;
        document.replace("\"1-0\"", "\"1:0\"");
        const Run result = run(kCli,
            { QStringLiteral("rate"), QStringLiteral("--table"), QStringLiteral("-") }, document);
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains("games[0].result"), result.err.constData());
        QVERIFY(result.err.contains("1:0"));
    }

    void databaseCommands()
    {
        // import -> preview -> commit -> history -> export -> check, on a database of its own.
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        const QString event = dir.filePath(QStringLiteral("event.json"));
        QFile file(event);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kDwzDocument);
        file.close();
        auto db = [&](QStringList arguments) {
            return run(kCli,
                QStringList { QStringLiteral("db"), QStringLiteral("--database"), database }
                    + arguments);
        };
        const Run imported = db({ QStringLiteral("import"), event });
        QCOMPARE(imported.exitCode, 0);
        QVERIFY(imported.out.startsWith("Imported event 1 (draft)"));
        const Run preview = db({ QStringLiteral("preview"), QStringLiteral("1") });
        QCOMPARE(preview.exitCode, 0);
        QVERIFY(preview.out.contains("1664-13"));
        QVERIFY(db({ QStringLiteral("history"), QStringLiteral("Meyer") })
                    .out.isEmpty()); // nothing written yet
        QCOMPARE(db({ QStringLiteral("commit"), QStringLiteral("1") }).exitCode, 0);
        const Run history = db({ QStringLiteral("history"), QStringLiteral("Meyer") });
        QCOMPARE(history.exitCode, 0);
        QVERIFY2(history.out.contains("1650-12 -> 1664-13"), history.out.constData());
        QVERIFY(
            db({ QStringLiteral("players"), QStringLiteral("--search"), QStringLiteral("Kurz") })
                .out.contains("Kurz, Bernd"));
        const Run exported = db({ QStringLiteral("export"), QStringLiteral("1") });
        QCOMPARE(QJsonDocument::fromJson(exported.out).object().value("format").toString(),
            QStringLiteral("ratingdesk-event"));
        const Run check = db({ QStringLiteral("check") });
        QCOMPARE(check.exitCode, 0);
        QVERIFY(check.out.contains("integrity: ok"));
        // An invalid document is refused with its JSON path, and the database is untouched.
        QByteArray invalid = kDwzDocument;
        invalid.replace("\"1-0\"", "\"1:0\"");
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(invalid);
        file.close();
        const Run refused = db({ QStringLiteral("import"), event });
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.err.contains("games[0].result"));
        QVERIFY(!db({ QStringLiteral("preview"), QStringLiteral("2") }).err.isEmpty());
        QCOMPARE(db({ QStringLiteral("frobnicate") }).exitCode, 2);
    }

    void writersRefuseWhileADesktopSessionHoldsTheDatabase()
    {
        // The desktop app holds "<database>.lock" (a QLockFile) while it has the database open.
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        const QString event = dir.filePath(QStringLiteral("event.json"));
        QFile file(event);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kDwzDocument);
        file.close();
        auto db = [&](QStringList arguments) {
            return run(kCli,
                QStringList { QStringLiteral("db"), QStringLiteral("--database"), database }
                    + arguments);
        };
        QCOMPARE(db({ QStringLiteral("import"), event }).exitCode, 0);
        QLockFile session(database + QStringLiteral(".lock"));
        QVERIFY(session.tryLock(0));
        const Run refused = db({ QStringLiteral("commit"), QStringLiteral("1") });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("is open in tst_cli on host"), refused.err.constData());
        QVERIFY(refused.err.contains(QString::number(QCoreApplication::applicationPid()).toUtf8()));
        QVERIFY(refused.err.contains("Close it there first"));
        const Run importRefused = run(
            kCli, { QStringLiteral("import"), QStringLiteral("--database"), database, event });
        QCOMPARE(importRefused.exitCode, 1);
        // Reading goes on, and nothing was written.
        const Run preview = db({ QStringLiteral("preview"), QStringLiteral("1") });
        QCOMPARE(preview.exitCode, 0);
        QVERIFY(db({ QStringLiteral("history"), QStringLiteral("Meyer") }).out.isEmpty());
        // Once the session has ended, writing works again.
        session.unlock();
        QCOMPARE(db({ QStringLiteral("commit"), QStringLiteral("1") }).exitCode, 0);
    }

    void twoProcessesWriteAtOnce()
    {
        // Two imports into the same new file at the same time: the second waits for the first
        // (busy timeout) and then succeeds; the file stays sound.
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        const QString event = dir.filePath(QStringLiteral("event.json"));
        QFile file(event);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kDwzDocument);
        file.close();
        const QStringList arguments { QStringLiteral("db"), QStringLiteral("--database"), database,
            QStringLiteral("import"), event };
        QProcess first;
        QProcess second;
        first.start(kCli, arguments);
        second.start(kCli, arguments);
        QVERIFY(first.waitForFinished(30000));
        QVERIFY(second.waitForFinished(30000));
        QCOMPARE(first.exitCode(), 0);
        QCOMPARE(second.exitCode(), 0);
        const Run check = run(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), database,
                QStringLiteral("check") });
        QCOMPARE(check.exitCode, 0);
        // Both events are there, with the same two players.
        const Run players = run(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), database,
                QStringLiteral("players") });
        QCOMPARE(players.out.count('\n'), 2);
        QCOMPARE(run(kCli,
                     { QStringLiteral("db"), QStringLiteral("--database"), database,
                         QStringLiteral("export"), QStringLiteral("2") })
                     .exitCode,
            0);
    }

    void writersCommittingAtOnceAllSucceed()
    {
        // Six drafts of the same two players, committed by six processes at the same time: each
        // commit rates and writes in one transaction (the others wait), so none is refused as
        // stale although no one previewed anything, and the history is sound afterwards.
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        const QString event = dir.filePath(QStringLiteral("event.json"));
        QFile file(event);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kDwzDocument);
        file.close();
        constexpr int kWriters = 6;
        for (int i = 0; i < kWriters; ++i)
            QCOMPARE(run(kCli,
                         { QStringLiteral("db"), QStringLiteral("--database"), database,
                             QStringLiteral("import"), event })
                         .exitCode,
                0);
        std::vector<std::unique_ptr<QProcess>> writers;
        for (int i = 1; i <= kWriters; ++i) {
            writers.push_back(std::make_unique<QProcess>());
            writers.back()->start(kCli,
                { QStringLiteral("db"), QStringLiteral("--database"), database,
                    QStringLiteral("commit"), QString::number(i) });
        }
        for (const auto &writer : writers) {
            QVERIFY(writer->waitForFinished(60000));
            QVERIFY2(writer->exitCode() == 0, writer->readAllStandardError().constData());
        }
        const Run check = run(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), database,
                QStringLiteral("check") });
        QVERIFY2(check.exitCode == 0, check.out.constData());
    }

    void generateFillsADatabase()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("federation.sqlite"));
        const Run generated = run(kCli,
            { QStringLiteral("generate"), QStringLiteral("--players"), QStringLiteral("100"),
                QStringLiteral("--games"), QStringLiteral("1000"), QStringLiteral("--seed"),
                QStringLiteral("4"), QStringLiteral("--database"), database });
        QCOMPARE(generated.exitCode, 0);
        QVERIFY(generated.out.startsWith("generated "));
        QCOMPARE(run(kCli,
                     { QStringLiteral("db"), QStringLiteral("--database"), database,
                         QStringLiteral("check") })
                     .exitCode,
            0);
        QCOMPARE(
            run(kCli,
                { QStringLiteral("generate"), QStringLiteral("--players"), QStringLiteral("x") })
                .exitCode,
            2);
    }

    void importsAndExportsCsv()
    {
        // Players from a CSV list into the registry, then ratings and histories out as CSV.
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        const QString list = dir.filePath(QStringLiteral("players.csv"));
        QFile file(list);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(
            "Name,DWZ,Index,FIDE-ID\n\"Meyer, Anna\",1650,12,4612345\n\"Kurz, Bernd\",1580,30,\n");
        file.close();
        const Run imported = run(kCli,
            { QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("csv"),
                QStringLiteral("--database"), database, list });
        QCOMPARE(imported.exitCode, 0);
        QVERIFY2(imported.out.startsWith("Imported players: 2 added"), imported.out.constData());
        QVERIFY(run(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), database,
                QStringLiteral("players"), QStringLiteral("--search"), QStringLiteral("4612345") })
                    .out.contains("Meyer, Anna"));
        // A bad line: nothing is imported, the line and column are named.
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Name,DWZ\nNew One,1500\nBad,99999\n");
        file.close();
        const Run refused = run(kCli,
            { QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("csv"),
                QStringLiteral("--database"), database, list });
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("line 3, column 2"), refused.err.constData());
        QVERIFY(!run(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), database,
                QStringLiteral("players") })
                     .out.contains("New One"));
        // Export after an evaluation: the draw of the document shows up with before and after.
        const QString event = dir.filePath(QStringLiteral("event.json"));
        QFile document(event);
        QVERIFY(document.open(QIODevice::WriteOnly));
        document.write(kDwzDocument);
        document.close();
        run(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), database,
                QStringLiteral("import"), event });
        run(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), database,
                QStringLiteral("commit"), QStringLiteral("1") });
        const Run exported = run(kCli,
            { QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("csv"),
                QStringLiteral("--database"), database });
        QCOMPARE(exported.exitCode, 0);
        QVERIFY2(exported.out.contains("1650-12,1664-13"), exported.out.constData());
        QCOMPARE(
            run(kCli,
                { QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("pdf") })
                .exitCode,
            2);
    }

    void importsAndExportsEventFiles()
    {
        // A TRF file becomes a draft; the event goes out as TRF, DSB text, DSB XML and JSON.
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        const QString trf = QStringLiteral(RD_TEST_DATA_DIR "/sample.trf");
        auto cli = [&](QStringList arguments) {
            return run(kCli, arguments + QStringList { QStringLiteral("--database"), database });
        };
        const Run imported = cli(
            { QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("trf"), trf });
        QCOMPARE(imported.exitCode, 0);
        QVERIFY2(imported.out.startsWith("Imported event 1 (draft)"), imported.out.constData());
        const Run asTrf = cli({ QStringLiteral("export"), QStringLiteral("--format"),
            QStringLiteral("trf"), QStringLiteral("1") });
        QCOMPARE(asTrf.exitCode, 0);
        QVERIFY(asTrf.out.contains("\n001 "));
        const Run asDsb = cli({ QStringLiteral("export"), QStringLiteral("--format"),
            QStringLiteral("dsb-text"), QStringLiteral("1") });
        QCOMPARE(asDsb.exitCode, 0);
        QVERIFY(asDsb.out.contains("\r\n###\r\n"));
        const Run asXml = cli({ QStringLiteral("export"), QStringLiteral("--format"),
            QStringLiteral("dsb-xml"), QStringLiteral("1") });
        QVERIFY(asXml.out.contains("version=\"2.5\""));
        QCOMPARE(cli({ QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("h9"),
                         QStringLiteral("1") })
                     .exitCode,
            2);
        // A broken file: nothing imported, the line named.
        const QString broken = dir.filePath(QStringLiteral("broken.trf"));
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("012 Broken\n052 2026/03/29\n001    1 m    Short\n");
        file.close();
        const Run refused = cli({ QStringLiteral("import"), QStringLiteral("--format"),
            QStringLiteral("trf"), broken });
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("line 3"), refused.err.constData());
        QCOMPARE(cli({ QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("json"),
                         QStringLiteral("2") })
                     .exitCode,
            1);
    }

    void missingFileIsInvalidInput()
    {
        const Run result
            = run(kCli, { QStringLiteral("rate"), QStringLiteral("/nonexistent/event.json") });
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.err.contains("/nonexistent/event.json"));
    }

    void usageErrors()
    {
        QCOMPARE(run(kCli, { QStringLiteral("frobnicate") }).exitCode, 2);
        QCOMPARE(run(kCli, { QStringLiteral("rate") }).exitCode, 2);
        QCOMPARE(run(kCli,
                     { QStringLiteral("rate"), QStringLiteral("--pretty"),
                         QStringLiteral("--table"), QStringLiteral("-") })
                     .exitCode,
            2);
        const Run help = run(kCli, { QStringLiteral("--help") });
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("rate"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
