// The two executables as a user runs them; the database commands on SQLite and, with
// RD_TEST_BACKEND=postgresql, on PostgreSQL (tests/DatabaseLocation.h).
#include "engine/store/Database.h"
#include "engine/store/EditingLocks.h"
#include "engine/store/EventLifecycle.h"
#include "tests/DatabaseLocation.h"
#include "tests/OtherUser.h"
#include "tests/TestData.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using rd::test::DatabaseLocation;

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

// ratingdesk-cli db --database DATABASE ARGUMENTS...
Run runDb(const QString &database, const QStringList &arguments)
{
    return run(kCli,
        QStringList { QStringLiteral("db"), QStringLiteral("--database"), database } + arguments);
}
const QString kGui = QStringLiteral(RD_GUI_PATH);

// The database of `club`, made by `db create` as a user makes one.
QString createdDatabase(const DatabaseLocation &club)
{
    const Run created = runDb(club.location(), { QStringLiteral("create") });
    if (created.exitCode != 0)
        qFatal("ratingdesk-cli db create failed: %s", created.err.constData());
    return club.location();
}

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

// `content` written into `dir` as `name`: its path, or nothing when it cannot be written.
QString writtenFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
        return {};
    return path;
}

// The demo tournament of resources/demo: a DWZ round robin of 8 players over 7 rounds.
const QString kDemoChess
    = QStringLiteral(RD_TEST_DATA_DIR "/../../resources/demo/club-championship-2026.json");
// The demo Go evening of resources/demo: four lines of a club night's record sheet.
const QString kDemoGo = QStringLiteral(RD_TEST_DATA_DIR "/../../resources/demo/go-club-night.json");

// The rows of `db standings` by player name, each a map from column title to cell text. The
// name may contain blanks; the columns before it (rank, no) and after it (points and the
// tie-breaks) are single words.
QMap<QString, QMap<QString, QString>> standingsRows(const QByteArray &out)
{
    QStringList lines = QString::fromUtf8(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // The lines before the table: "after round N", the C.07 edition, tie-breaks left out.
    while (!lines.isEmpty() && !lines.first().startsWith(QLatin1String("rank")))
        lines.removeFirst();
    QMap<QString, QMap<QString, QString>> rows;
    if (lines.isEmpty())
        return rows;
    const QStringList titles = lines.takeFirst().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const qsizetype name = titles.indexOf(QLatin1String("name"));
    const qsizetype after = titles.size() - name - 1;
    for (const QString &line : lines) {
        const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (name < 0 || words.size() < titles.size())
            continue;
        QMap<QString, QString> row;
        for (qsizetype i = 0; i < name; ++i)
            row[titles[i]] = words[i];
        for (qsizetype i = 0; i < after; ++i)
            row[titles[name + 1 + i]] = words[words.size() - after + i];
        const QString player = words.mid(name, words.size() - name - after).join(QLatin1Char(' '));
        row[QStringLiteral("name")] = player;
        rows[player] = row;
    }
    return rows;
}

// "4½" -> 4.5, "½" -> 0.5, "24" -> 24; NaN for anything else.
double points(const QString &text)
{
    QString number = text;
    if (number.endsWith(QChar(0x00bd)))
        number
            = (number.size() == 1 ? QStringLiteral("0") : number.chopped(1)) + QStringLiteral(".5");
    bool ok = false;
    const double value = number.toDouble(&ok);
    return ok ? value : qQNaN();
}

// A database of the demo tournament, rated, in `folder`, made by the CLI as a user makes one.
QString demoDatabase(const QString &folder)
{
    const QString database = folder + QStringLiteral("/club.sqlite");
    for (const QStringList &step : { QStringList { QStringLiteral("create") },
             QStringList { QStringLiteral("import"), kDemoChess },
             QStringList { QStringLiteral("commit"), QStringLiteral("1") } }) {
        const Run made = runDb(database, step);
        if (made.exitCode != 0)
            qFatal(
                "ratingdesk-cli db %s failed: %s", qPrintable(step.first()), made.err.constData());
    }
    return database;
}

// The commands that only read, each with its database last; a report goes into `reports`.
QList<QStringList> readingCommands(const QString &database, const QString &reports)
{
    const QStringList at { QStringLiteral("--database"), database };
    return {
        QStringList { QStringLiteral("db"), QStringLiteral("check") } + at,
        QStringList { QStringLiteral("db"), QStringLiteral("players") } + at,
        QStringList { QStringLiteral("db"), QStringLiteral("history"), QStringLiteral("1") } + at,
        QStringList { QStringLiteral("db"), QStringLiteral("export"), QStringLiteral("1") } + at,
        QStringList { QStringLiteral("db"), QStringLiteral("standings"), QStringLiteral("1") } + at,
        QStringList { QStringLiteral("db"), QStringLiteral("report"), QStringLiteral("1"),
            QStringLiteral("--kind"), QStringLiteral("crosstable"), QStringLiteral("--pdf"),
            reports + QStringLiteral("/crosstable.pdf") }
            + at,
        QStringList { QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("csv") }
            + at,
    };
}

// `command` (the program first) run with HOME in `home`; its time in `elapsed`.
Run runTimed(const QStringList &command, const QString &home, qint64 &elapsed)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("HOME"), home);
    environment.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    process.setProcessEnvironment(environment);
    QElapsedTimer timer;
    timer.start();
    process.start(command.first(), command.mid(1));
    process.waitForFinished(30000);
    elapsed = timer.elapsed();
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput(), process.readAllStandardError() };
}

// `sh -c SCRIPT …` in a mount namespace of its own, made by `unshare`: as root directly, as any
// other user inside a user namespace of its own, where it is root.
QStringList shellInMountNamespace(const QString &unshare)
{
    const QStringList shell { QStringLiteral("-m"), QStringLiteral("sh"), QStringLiteral("-c") };
    return rd::test::OtherUser::runsAsRoot()
        ? QStringList { unshare } + shell
        : QStringList { unshare, QStringLiteral("-r") } + shell;
}

// What a write is told on a database it may not change (a read-only file, folder or mount).
QByteArray readOnlySentence(const QString &database)
{
    return QStringLiteral("You may not change %1 (the file or its folder is read-only)")
        .arg(database)
        .toUtf8();
}

// SQLite's busy wait is 5 s (Database's kBusyTimeoutMs): an answer well within it did not wait.
constexpr qint64 kAtOnceMs = 2500;

// The database kept open by another program, as by a desktop: its log and the log's shared
// memory are beside the file while this lives.
class OpenElsewhere {
public:
    explicit OpenElsewhere(const QString &database)
    {
        QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), kName);
        raw.setDatabaseName(database);
        QSqlQuery read(raw);
        if (!raw.open() || !read.exec(QStringLiteral("SELECT count(*) FROM events")))
            qFatal("%s cannot be opened", qPrintable(database));
    }
    ~OpenElsewhere()
    {
        QSqlDatabase::database(kName).close();
        QSqlDatabase::removeDatabase(kName);
    }
    OpenElsewhere(const OpenElsewhere &) = delete;
    OpenElsewhere &operator=(const OpenElsewhere &) = delete;

private:
    static inline const QString kName = QStringLiteral("elsewhere");
};

bool setMode(const QString &path, mode_t mode)
{
    return ::chmod(QFile::encodeName(path).constData(), mode) == 0;
}

bool setOwner(const QString &path, uid_t uid)
{
    return ::chown(QFile::encodeName(path).constData(), uid, uid) == 0;
}
} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const QString reason = DatabaseLocation::unavailable(); !reason.isEmpty())
            QSKIP(qPrintable(reason));
    }

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
        if (DatabaseLocation::onPostgresql())
            QSKIP("about a file that is no SQLite database");
        QTemporaryDir dir;
        const QString path = writtenFile(dir, QStringLiteral("minutes.sqlite"),
            QByteArray("Minutes of the club meeting.\n").repeated(100));
        QVERIFY(!path.isEmpty());
        const Run refused = run(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), path,
                QStringLiteral("players") });
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.err.contains(QStringLiteral("ratingdesk-cli db players: %1 is not a "
                                                     "ratingdesk database")
                                          .arg(path)
                                          .toUtf8()),
            refused.err.constData());
        // SQLite's own words ("file is not a database") stay out of it.
        QVERIFY(!refused.err.contains("file is not a database"));
    }

    // A mistyped path makes nothing, for a command that reads or writes: it is said in words.
    // Creating is its own command (db create, import --create), and creates once.
    void aMistypedPathCreatesNothing()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about files and folders");
        QTemporaryDir dir;
        const QString typo = dir.filePath(QStringLiteral("typo/clubb.sqlite"));
        const QString event = writtenFile(dir, QStringLiteral("event.json"), kDwzDocument);
        const QString missing = QStringLiteral("There is no database at %1. Check the name and the "
                                               "folder; a new database is made only by creating "
                                               "one.\n")
                                    .arg(typo);
        const QList<QStringList> commands {
            { QStringLiteral("db"), QStringLiteral("check") },
            { QStringLiteral("db"), QStringLiteral("players") },
            { QStringLiteral("db"), QStringLiteral("export"), QStringLiteral("1") },
            { QStringLiteral("db"), QStringLiteral("import"), event },
            { QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("csv") },
            { QStringLiteral("import"), event },
            { QStringLiteral("lists"), QStringLiteral("search"), QStringLiteral("Meyer") },
        };
        for (const QStringList &command : commands) {
            const Run refused
                = run(kCli, command + QStringList { QStringLiteral("--database"), typo });
            QCOMPARE(refused.exitCode, 1);
            QVERIFY2(refused.err.endsWith(missing.toUtf8()), refused.err.constData());
            QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
                QStringList { QStringLiteral("event.json") });
        }
        const Run created = runDb(typo, { QStringLiteral("create") });
        QCOMPARE(created.exitCode, 0);
        QCOMPARE(created.out, QStringLiteral("created %1\n").arg(typo).toUtf8());
        const Run again = runDb(typo, { QStringLiteral("create") });
        QCOMPARE(again.exitCode, 1);
        QCOMPARE(again.err,
            QStringLiteral("ratingdesk-cli db create: There is already a database at %1; choose "
                           "another name, or open it.\n")
                .arg(typo)
                .toUtf8());
        QCOMPARE(runDb(typo, { QStringLiteral("check") }).exitCode, 0);
        // import --create makes the database it imports into.
        const QString other = dir.filePath(QStringLiteral("other.sqlite"));
        const Run imported = run(kCli,
            { QStringLiteral("import"), QStringLiteral("--create"), QStringLiteral("--database"),
                other, event });
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        QVERIFY(runDb(other, { QStringLiteral("export"), QStringLiteral("1") })
                    .out.contains("Club Championship 2026"));
    }

    // The commands that read change no byte of the database and make no file beside it, even
    // in a file whose journal mode is not ours (a copy made with another tool): it is not
    // switched to WAL.
    void readingCommandsChangeNothing()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about the bytes of a SQLite file");
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        QCOMPARE(runDb(database, { QStringLiteral("create") }).exitCode, 0);
        QCOMPARE(runDb(database, { QStringLiteral("import"), kDemoChess }).exitCode, 0);
        QCOMPARE(runDb(database, { QStringLiteral("commit"), QStringLiteral("1") }).exitCode, 0);
        {
            QSqlDatabase raw
                = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            raw.setDatabaseName(database);
            QVERIFY(raw.open());
            QVERIFY(QSqlQuery(raw).exec(QStringLiteral("PRAGMA journal_mode = DELETE")));
            raw.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
        const QString pdfs = dir.filePath(QStringLiteral("reports"));
        QVERIFY(QDir().mkpath(pdfs));
        const auto bytes = [&database] {
            QFile file(database);
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        };
        const QByteArray before = bytes();
        const QStringList files
            = QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries);
        const QList<QStringList> commands {
            { QStringLiteral("db"), QStringLiteral("check") },
            { QStringLiteral("db"), QStringLiteral("players") },
            { QStringLiteral("db"), QStringLiteral("history"), QStringLiteral("1") },
            { QStringLiteral("db"), QStringLiteral("export"), QStringLiteral("1") },
            { QStringLiteral("db"), QStringLiteral("preview"), QStringLiteral("1") },
            { QStringLiteral("db"), QStringLiteral("standings"), QStringLiteral("1") },
            { QStringLiteral("db"), QStringLiteral("report"), QStringLiteral("1"),
                QStringLiteral("--kind"), QStringLiteral("crosstable"), QStringLiteral("--pdf"),
                pdfs + QStringLiteral("/crosstable.pdf") },
            { QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("csv") },
            { QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("trf"),
                QStringLiteral("1") },
            { QStringLiteral("lists"), QStringLiteral("search"), QStringLiteral("Meyer") },
        };
        for (const QStringList &command : commands) {
            const Run read
                = run(kCli, command + QStringList { QStringLiteral("--database"), database });
            QVERIFY2(read.exitCode == 0,
                qPrintable(command.join(QLatin1Char(' ')) + QStringLiteral(": ")
                    + QString::fromUtf8(read.err)));
            QVERIFY2(bytes() == before, qPrintable(command.join(QLatin1Char(' '))));
            QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), files);
        }
    }

    // Reading needs no write access: on a read-only file in a folder the reader may write to,
    // and on a writable file in a read-only folder, every reading command answers at once (no
    // wait for a lock it cannot take), makes no file beside the database (a -wal or -shm the
    // reader would own), and the owner writes afterwards as before. As root the commands run
    // as nobody on files another user owns (tests/OtherUser.h).
    void readingNeedsNoWriteAccess_data()
    {
        QTest::addColumn<mode_t>("folderMode");
        QTest::addColumn<mode_t>("fileMode");
        QTest::addColumn<bool>("withLog");
        // The reader is the owner (not root) or nobody (root), for whom "others" counts. The
        // log and its shared memory are beside the file while a desktop has it open.
        const bool root = rd::test::OtherUser::runsAsRoot();
        const mode_t writableFolder = root ? 0777 : 0755;
        const mode_t readOnlyFile = root ? 0644 : 0444;
        const mode_t readOnlyFolder = root ? 0755 : 0555;
        const mode_t writableFile = root ? 0666 : 0644;
        for (const bool withLog : { false, true }) {
            const char *log = withLog ? ", open elsewhere" : ", closed";
            QTest::addRow("read-only file%s", log) << writableFolder << readOnlyFile << withLog;
            QTest::addRow("read-only folder%s", log) << readOnlyFolder << writableFile << withLog;
        }
    }

    void readingNeedsNoWriteAccess()
    {
        using rd::test::OtherUser;
        if (DatabaseLocation::onPostgresql())
            QSKIP("about the rights on a SQLite file and its folder");
        if (const QString reason = OtherUser::unavailable(); !reason.isEmpty())
            QSKIP(qPrintable(reason));
        QFETCH(mode_t, folderMode);
        QFETCH(mode_t, fileMode);
        QFETCH(bool, withLog);
        QTemporaryDir dir;
        QVERIFY(setMode(dir.path(), 0755)); // nobody may pass through
        const QString folder = dir.filePath(QStringLiteral("club"));
        const QString home = dir.filePath(QStringLiteral("home"));
        const QString reports = dir.filePath(QStringLiteral("reports"));
        for (const QString &made : { folder, home, reports })
            QVERIFY(QDir().mkpath(made) && setMode(made, 0777));
        const QString database = demoDatabase(folder);
        std::optional<OpenElsewhere> desktop;
        if (withLog)
            desktop.emplace(database);
        const QString event = writtenFile(dir, QStringLiteral("event.json"), kDwzDocument);
        QVERIFY(setMode(event, 0644));
        const QStringList files = QDir(folder).entryList(QDir::NoDotAndDotDot | QDir::AllEntries);
        QCOMPARE(files.contains(QStringLiteral("club.sqlite-wal")), withLog);
        for (const QString &file : files)
            QVERIFY(setOwner(folder + QLatin1Char('/') + file, OtherUser::owner()));
        QVERIFY(setOwner(folder, OtherUser::owner()));
        QVERIFY(setMode(database, fileMode) && setMode(folder, folderMode));

        for (const QStringList &arguments : readingCommands(database, reports)) {
            qint64 elapsed = 0;
            const Run read
                = runTimed(OtherUser::command(OtherUser::kReader, kCli, arguments), home, elapsed);
            const QString what = arguments.mid(0, 3).join(QLatin1Char(' '));
            QVERIFY2(read.exitCode == 0,
                qPrintable(what + QStringLiteral(": ") + QString::fromUtf8(read.err)));
            QVERIFY2(elapsed < kAtOnceMs,
                qPrintable(QStringLiteral("%1 took %2 ms").arg(what).arg(elapsed)));
            QCOMPARE(QDir(folder).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), files);
        }
        // A write as the reader is refused with its sentence, at once, and makes nothing.
        qint64 elapsed = 0;
        const Run refused = runTimed(OtherUser::command(OtherUser::kReader, kCli,
                                         { QStringLiteral("db"), QStringLiteral("--database"),
                                             database, QStringLiteral("import"), event }),
            home, elapsed);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(readOnlySentence(database)), refused.err.constData());
        QVERIFY(elapsed < kAtOnceMs);
        QCOMPARE(QDir(folder).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), files);

        // The owner writes his database as before (a user who is not root gives himself his
        // rights back first).
        if (!OtherUser::runsAsRoot())
            QVERIFY(setMode(database, 0644) && setMode(folder, 0755));
        const Run written = runTimed(OtherUser::command(OtherUser::owner(), kCli,
                                         { QStringLiteral("db"), QStringLiteral("--database"),
                                             database, QStringLiteral("import"), event }),
            home, elapsed);
        QVERIFY2(written.exitCode == 0, written.err.constData());
        QVERIFY(written.out.startsWith("Imported event 2"));
    }

    // Reading needs no write access on a read-only mount either (a bind mount made read-only
    // in a mount namespace of its own): the reading commands answer at once and a writing
    // command gets the read-only sentence at once.
    void readingWorksOnAReadOnlyMount()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about a SQLite file on a read-only mount");
        const QString unshare = QStandardPaths::findExecutable(QStringLiteral("unshare"));
        if (unshare.isEmpty())
            QSKIP("unshare (util-linux) is not installed to make a read-only mount");
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("club"));
        const QString reports = dir.filePath(QStringLiteral("reports"));
        QVERIFY(QDir().mkpath(folder) && QDir().mkpath(reports));
        const QString database = demoDatabase(folder);
        const QString event = writtenFile(dir, QStringLiteral("event.json"), kDwzDocument);
        const QByteArray before = [&database] {
            QFile file(database);
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        }();
        // The command runs only once the folder is mounted read-only.
        const QStringList mountReadOnly {
            QStringLiteral("mount --bind \"$1\" \"$1\" && mount -o remount,ro,bind \"$1\" \"$1\" "
                           "&& shift && exec \"$@\""),
            QStringLiteral("sh"), folder
        };
        const QStringList namespaces = shellInMountNamespace(unshare);
        const auto onTheMount = [&](const QStringList &arguments, qint64 &elapsed) {
            return runTimed(
                namespaces + mountReadOnly + QStringList { kCli } + arguments, dir.path(), elapsed);
        };
        qint64 elapsed = 0;
        const Run probe = onTheMount({ QStringLiteral("--version") }, elapsed);
        if (probe.exitCode != 0)
            QSKIP(qPrintable(QStringLiteral("a read-only mount cannot be made here: %1")
                                 .arg(QString::fromUtf8(probe.err).trimmed())));
        const QStringList files = QDir(folder).entryList(QDir::NoDotAndDotDot | QDir::AllEntries);
        for (const QStringList &arguments : readingCommands(database, reports)) {
            const Run read = onTheMount(arguments, elapsed);
            const QString what = arguments.mid(0, 3).join(QLatin1Char(' '));
            QVERIFY2(read.exitCode == 0,
                qPrintable(what + QStringLiteral(": ") + QString::fromUtf8(read.err)));
            QVERIFY2(elapsed < kAtOnceMs,
                qPrintable(QStringLiteral("%1 took %2 ms").arg(what).arg(elapsed)));
        }
        const Run refused = onTheMount({ QStringLiteral("db"), QStringLiteral("--database"),
                                           database, QStringLiteral("import"), event },
            elapsed);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(readOnlySentence(database)), refused.err.constData());
        QVERIFY(elapsed < kAtOnceMs);
        QCOMPARE(QDir(folder).entryList(QDir::NoDotAndDotDot | QDir::AllEntries), files);
        QFile file(database);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll() == before);
    }

    // A full disk: the database lies on a small memory file system (in a mount namespace of its
    // own) filled but for `roomKiB`. An import gets the disk-full sentence, and once there is
    // room again the database is as it was: db check clean, no second event. With little room
    // the disk fills while the log's shared memory grows, before any page is written; with more
    // room, while the pages are written.
    void aFullDiskSavesNothing_data()
    {
        QTest::addColumn<int>("roomKiB");
        QTest::newRow("full while the shared memory grows") << 8;
        QTest::newRow("full while the pages are written") << 64;
    }

    void aFullDiskSavesNothing()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about a SQLite file on a full disk");
        const QString unshare = QStandardPaths::findExecutable(QStringLiteral("unshare"));
        if (unshare.isEmpty())
            QSKIP("unshare (util-linux) is not installed to make a small file system");
        QFETCH(int, roomKiB);
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("source"));
        const QString disk = dir.filePath(QStringLiteral("disk"));
        const QString kept = dir.filePath(QStringLiteral("kept"));
        for (const QString &made : { source, disk, kept })
            QVERIFY(QDir().mkpath(made));
        const QString database = demoDatabase(source);
        const QString event = writtenFile(dir, QStringLiteral("event.json"), kDwzDocument);
        const QStringList namespaces = shellInMountNamespace(unshare);
        qint64 elapsed = 0;
        const Run probe = runTimed(namespaces
                + QStringList { QStringLiteral("mount -t tmpfs -o size=64k tmpfs \"$1\""),
                    QStringLiteral("sh"), disk },
            dir.path(), elapsed);
        if (probe.exitCode != 0)
            QSKIP(qPrintable(QStringLiteral("a small file system cannot be mounted here: %1")
                                 .arg(QString::fromUtf8(probe.err).trimmed())));
        // The import's exit and words are the script's; the files are copied out afterwards.
        const QString script = QStringLiteral(
            "mount -t tmpfs -o size=512k tmpfs \"$1\" && cp \"$2\" \"$1/club.sqlite\" "
            "&& { dd if=/dev/zero of=\"$1/filler\" bs=1k 2>/dev/null; "
            "truncate -s -\"$3\"k \"$1/filler\"; } "
            "&& { \"$4\" db --database \"$1/club.sqlite\" import \"$5\"; said=$?; "
            "rm \"$1/filler\"; cp \"$1\"/club.sqlite* \"$6\"; exit $said; }");
        const Run full = runTimed(namespaces
                + QStringList { script, QStringLiteral("sh"), disk, database,
                    QString::number(roomKiB), kCli, event, kept },
            dir.path(), elapsed);
        QCOMPARE(full.exitCode, 1);
        QVERIFY2(full.err.contains("The disk is full; nothing was saved. Make room and try again."),
            full.err.constData());
        const QString copy = kept + QStringLiteral("/club.sqlite");
        const Run check = runDb(copy, { QStringLiteral("check") });
        QVERIFY2(check.exitCode == 0 && check.out.contains("integrity: ok"), check.err.constData());
        QCOMPARE(runDb(copy, { QStringLiteral("export"), QStringLiteral("2") }).exitCode, 1);
        QCOMPARE(runDb(copy, { QStringLiteral("export"), QStringLiteral("1") }).exitCode, 0);
    }

    // A writer that finds the database busy says that it waits, and goes on once it is free.
    void aWriterSaysThatItWaitsForABusyDatabase()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("holds SQLite's write lock");
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        const QString event = writtenFile(dir, QStringLiteral("event.json"), kDwzDocument);
        QCOMPARE(runDb(database, { QStringLiteral("create") }).exitCode, 0);
        QSqlDatabase raw
            = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        raw.setDatabaseName(database);
        QVERIFY(raw.open());
        QVERIFY(QSqlQuery(raw).exec(QStringLiteral("BEGIN IMMEDIATE")));
        QProcess writer;
        writer.start(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), database,
                QStringLiteral("import"), event });
        // Well within the busy timeout of 5 s, the line is there and the writer still waits.
        QByteArray said;
        QTRY_VERIFY_WITH_TIMEOUT((said += writer.readAllStandardError())
                                     .contains(QStringLiteral("%1 is in use by another program; "
                                                              "waiting for it")
                                                   .arg(database)
                                                   .toUtf8()),
            3000);
        QCOMPARE(writer.state(), QProcess::Running);
        QVERIFY(QSqlQuery(raw).exec(QStringLiteral("ROLLBACK")));
        raw.close();
        QVERIFY(writer.waitForFinished(30000));
        QCOMPARE(writer.exitCode(), 0);
        QVERIFY(QByteArray(writer.readAllStandardOutput()).startsWith("Imported event 1"));
    }

    void ratesASagcDocument()
    {
        // sagc.md §7: the 14k (White, index 0 here) loses an even club game to the 16k (Black,
        // index 0): 14k: LF 591.667 x GRF -1.8 (row -2, promotion zone) = -1065.0 -> floor -900;
        // 16k: LF 743.788 x 2.2 (row +2, promotion zone) = +1636.3 -> 15k, index 0.
        QTemporaryDir dir;
        const QString path = writtenFile(dir, QStringLiteral("sheet.json"), kSagcDocument);
        QVERIFY(!path.isEmpty());
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
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        const QString event = writtenFile(dir, QStringLiteral("event.json"), kDwzDocument);
        QVERIFY(!event.isEmpty());
        const Run imported = runDb(database, { QStringLiteral("import"), event });
        QCOMPARE(imported.exitCode, 0);
        QVERIFY(imported.out.startsWith("Imported event 1 (draft)"));
        const Run preview = runDb(database, { QStringLiteral("preview"), QStringLiteral("1") });
        QCOMPARE(preview.exitCode, 0);
        QVERIFY(preview.out.contains("1664-13"));
        QVERIFY(runDb(database, { QStringLiteral("history"), QStringLiteral("Meyer") })
                    .out.isEmpty()); // nothing written yet
        QCOMPARE(runDb(database, { QStringLiteral("commit"), QStringLiteral("1") }).exitCode, 0);
        const Run history = runDb(database, { QStringLiteral("history"), QStringLiteral("Meyer") });
        QCOMPARE(history.exitCode, 0);
        QVERIFY2(history.out.contains("1650-12 -> 1664-13"), history.out.constData());
        QVERIFY(runDb(database,
            { QStringLiteral("players"), QStringLiteral("--search"), QStringLiteral("Kurz") })
                    .out.contains("Kurz, Bernd"));
        const Run exported = runDb(database, { QStringLiteral("export"), QStringLiteral("1") });
        QCOMPARE(QJsonDocument::fromJson(exported.out).object().value("format").toString(),
            QStringLiteral("ratingdesk-event"));
        const Run check = runDb(database, { QStringLiteral("check") });
        QCOMPARE(check.exitCode, 0);
        QVERIFY(check.out.contains("integrity: ok"));
        // An invalid document is refused with its JSON path, and the database is untouched.
        QByteArray invalid = kDwzDocument;
        invalid.replace("\"1-0\"", "\"1:0\"");
        QCOMPARE(writtenFile(dir, QStringLiteral("event.json"), invalid), event);
        const Run refused = runDb(database, { QStringLiteral("import"), event });
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(refused.err.contains("games[0].result"));
        QVERIFY(!runDb(database, { QStringLiteral("preview"), QStringLiteral("2") }).err.isEmpty());
        QCOMPARE(runDb(database, { QStringLiteral("frobnicate") }).exitCode, 2);
    }

    // `db commit` rates an event only as it is typed (checks::ratingBlockers), as the desktop's
    // Save does: a cell typed into the crosstable that is no result ("4v1" for "4b1", kept with
    // the draft as typed) or an event without a game is named, and nothing is rated.
    void commitRatesOnlyWhatIsTyped()
    {
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        QCOMPARE(runDb(database,
                     { QStringLiteral("import"),
                         writtenFile(dir, QStringLiteral("event.json"), kDwzDocument) })
                     .exitCode,
            0);
        {
            rd::store::Database db(database, rd::store::Database::Opening::ReadWrite);
            rd::store::EventLifecycle lifecycle(db);
            const rd::EventInput typed
                = lifecycle.open(1, rd::store::EventLifecycle::Access::Look).orThrow().content;
            // As the desktop keeps a cell being typed into: by its place in the event.
            QVERIFY(lifecycle.keepTyped(1, typed,
                { { QStringLiteral("crosstableView@round=2;player=1"), QStringLiteral("4v1") } }));
        }
        const Run refused = runDb(database, { QStringLiteral("commit"), QStringLiteral("1") });
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.err.contains("\"Club Championship 2026\" is not rated; nothing was "
                                      "changed. Round 2, Meyer, Anna (1): \"4v1\" is not a "
                                      "result."),
            refused.err.constData());
        QVERIFY(
            runDb(database, { QStringLiteral("history"), QStringLiteral("Meyer") }).out.isEmpty());

        // A draft without a game is not rated either.
        QByteArray noGame = kDwzDocument;
        noGame.replace(R"({ "round": 1, "white": "1", "black": "2", "result": "1-0" })", "");
        QCOMPARE(runDb(database,
                     { QStringLiteral("import"),
                         writtenFile(dir, QStringLiteral("empty.json"), noGame) })
                     .exitCode,
            0);
        const Run empty = runDb(database, { QStringLiteral("commit"), QStringLiteral("2") });
        QVERIFY(empty.exitCode != 0);
        QVERIFY2(
            empty.err.contains("an event without a game cannot be rated"), empty.err.constData());
    }

    // An event imported from a TRF taken between rounds (tests/data/trf-between-rounds.trf: round
    // 3 paired, no results yet) is not rated by `db commit`: the first game without a result is
    // named (Kessler, "3 w", against Öztürk, "1 b", its line 17 and 19) and the database stays as
    // it was. The TRF goes back byte for byte; the DSB's files, which have no mark for such a
    // game, are refused with the same sentence, and the DSB's check names each game.
    void anEventBetweenRoundsIsNotRated()
    {
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        auto cli = [&](QStringList arguments) {
            return run(kCli, arguments + QStringList { QStringLiteral("--database"), database });
        };
        const QString trf = QStringLiteral(RD_TEST_DATA_DIR "/trf-between-rounds.trf");
        QCOMPARE(cli({ QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("trf"),
                         trf })
                     .exitCode,
            0);
        const QByteArray unplayed("Round 3: Kessler, Anton (1) – Öztürk, Can (3) has no result "
                                  "yet; enter it before the event is rated.");
        const QByteArray before
            = runDb(database, { QStringLiteral("export"), QStringLiteral("1") }).out;
        QVERIFY(!before.isEmpty());
        const Run refused = runDb(database, { QStringLiteral("commit"), QStringLiteral("1") });
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.err.contains("\"Offene Vereinsmeisterschaft 2026\" is not rated; "
                                      "nothing was changed. "
                     + unplayed),
            refused.err.constData());
        QCOMPARE(runDb(database, { QStringLiteral("export"), QStringLiteral("1") }).out, before);
        QVERIFY(runDb(database, { QStringLiteral("history"), QStringLiteral("Kessler") })
                    .out.isEmpty());

        const Run asTrf = cli({ QStringLiteral("export"), QStringLiteral("--format"),
            QStringLiteral("trf"), QStringLiteral("1") });
        QCOMPARE(asTrf.exitCode, 0);
        QCOMPARE(asTrf.out, rd::test::testData(QStringLiteral("trf-between-rounds.trf")));
        for (const char *format : { "dsb-text", "dsb-xml" }) {
            const Run asDsb = cli({ QStringLiteral("export"), QStringLiteral("--format"),
                QString::fromLatin1(format), QStringLiteral("1") });
            QCOMPARE(asDsb.exitCode, 1);
            QVERIFY(asDsb.out.isEmpty());
            QVERIFY2(asDsb.err.contains("The file for the DSB is not written; it rates only "
                                        "games that have a result. "
                         + unplayed),
                asDsb.err.constData());
        }
        const Run dsbCheck = cli({ QStringLiteral("export"), QStringLiteral("--check-only"),
            QStringLiteral("--format"), QStringLiteral("dsb-text"), QStringLiteral("1") });
        QCOMPARE(dsbCheck.exitCode, 3);
        QVERIFY2(dsbCheck.out.contains("error: " + unplayed), dsbCheck.out.constData());
    }

    // An event imported from a file is rated by the same rule as one typed
    // (checks::ratingBlockers): a TRF written before round 1 (its players, no round yet) becomes
    // a draft, and `db commit` names why it cannot be rated and rates nothing; a Go draft whose
    // record sheet holds a cell typed and not entered (kept with the draft as typed) is refused the
    // same way.
    void importedEventsAreRatedByTheSameRule_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QByteArray>("said");
        // TRF-16 player lines (trf.md "Player lines") without round cells, as a pairing program
        // writes them before round 1.
        QTest::newRow("TRF before round 1")
            << QStringLiteral("before-round-1.trf")
            << QByteArray("012 Vereinsabend November\n042 2026/11/24\n052 2026/11/24\n"
                          "001    1 m    Brenner, Ulf                      1920 GER     4612001"
                          "             0.0    1\n"
                          "001    2 w    Dorn, Karla                       1780 GER     4612002"
                          "             0.0    2\n")
            << QByteArray("\"Vereinsabend November\" is not rated; nothing was changed. The "
                          "crosstable has no game yet; an event without a game cannot be rated.");
    }
    void importedEventsAreRatedByTheSameRule()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, content);
        QFETCH(QByteArray, said);
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        const Run imported
            = runDb(database, { QStringLiteral("import"), writtenFile(dir, file, content) });
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        const Run refused = runDb(database, { QStringLiteral("commit"), QStringLiteral("1") });
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.err.contains(said), refused.err.constData());
        QVERIFY(runDb(database, { QStringLiteral("history"), QStringLiteral("1") }).out.isEmpty());
    }

    void aRecordSheetCellNotEnteredIsNotRated()
    {
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        QCOMPARE(runDb(database, { QStringLiteral("import"), kDemoGo }).exitCode, 0);
        {
            rd::store::Database db(database, rd::store::Database::Opening::ReadWrite);
            rd::store::EventLifecycle lifecycle(db);
            const rd::EventInput typed
                = lifecycle.open(1, rd::store::EventLifecycle::Access::Look).orThrow().content;
            // As the desktop keeps a cell of the lines being typed into: by its line and entry.
            QVERIFY(lifecycle.keepTyped(1, typed,
                { { QStringLiteral("linesView@line=2;field=komi"), QStringLiteral("0.5x") } }));
        }
        const Run refused = runDb(database, { QStringLiteral("commit"), QStringLiteral("1") });
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.err.contains("Line 2, Komi: \"0.5x\" is typed but not entered."),
            refused.err.constData());
    }

    // Every command that takes an event number says plainly that no event has a number the
    // database never gave, and changes nothing; "deleted meanwhile" is for the desktop, where
    // the event was in the list the user chose from.
    void anEventNumberNoEventHasIsSaidSo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("said");
        const QString seven = QStringLiteral("7");
        for (const char *command : { "preview", "commit", "delete", "export", "standings" })
            QTest::newRow(command)
                << QStringList { QString::fromLatin1(command), seven }
                << "ratingdesk-cli db " + QByteArray(command) + ": No event has the number 7.\n";
        for (const char *kind : { "crosstable", "standings", "evaluation" })
            QTest::newRow(qPrintable(QStringLiteral("report --kind %1").arg(kind))) << QStringList {
                QStringLiteral("report"), seven, QStringLiteral("--kind"),
                QString::fromLatin1(kind), QStringLiteral("--pdf"), QStringLiteral("report.pdf")
            } << QByteArray("ratingdesk-cli db report: No event has the number 7.\n");
        QTest::newRow("merge-players")
            << QStringList { QStringLiteral("merge-players"), QStringLiteral("99"),
                   QStringLiteral("1") }
            << QByteArray("ratingdesk-cli db merge-players: No player has "
                          "the number 99.\n");
    }

    void anEventNumberNoEventHasIsSaidSo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, said);
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        const QString event = writtenFile(dir, QStringLiteral("event.json"), kDwzDocument);
        QCOMPARE(runDb(database, { QStringLiteral("import"), event }).exitCode, 0);
        const QByteArray before
            = runDb(database, { QStringLiteral("export"), QStringLiteral("1") }).out;
        QVERIFY(!before.isEmpty());

        const qsizetype pdf = arguments.indexOf(QStringLiteral("report.pdf"));
        if (pdf >= 0)
            arguments[pdf] = dir.filePath(arguments[pdf]);
        const Run missing = runDb(database, arguments);
        QCOMPARE(missing.exitCode, 1);
        // The last line; a report starts Qt's painting, which may note its runtime folder first.
        QVERIFY2(missing.err.endsWith(said) && missing.err.count("ratingdesk-cli") == 1,
            missing.err.constData());
        QVERIFY(missing.out.isEmpty());
        QVERIFY(pdf < 0 || !QFile::exists(arguments[pdf]));
        QCOMPARE(runDb(database, { QStringLiteral("export"), QStringLiteral("1") }).out, before);
    }

    void mergesTwoPlayersWhoAreOnePerson()
    {
        // Meyer played the championship; the club's list brought her again under another
        // spelling with her DSB id. Merged, the id is hers; players of one event are refused.
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        const QString event = writtenFile(dir, QStringLiteral("event.json"), kDwzDocument);
        QCOMPARE(runDb(database, { QStringLiteral("import"), event }).exitCode, 0);
        QCOMPARE(runDb(database, { QStringLiteral("commit"), QStringLiteral("1") }).exitCode, 0);
        const QString list = writtenFile(
            dir, QStringLiteral("players.csv"), "Name,DSB id\n\"Meyer, A.\",C0101-7\n");
        QCOMPARE(runDb(database, { QStringLiteral("import"), list }).exitCode, 0);
        const auto idOf = [&](const QString &search) {
            const Run found = runDb(
                database, { QStringLiteral("players"), QStringLiteral("--search"), search });
            return QString::fromUtf8(found.out).section(QLatin1Char(' '), 0, 0);
        };
        const QString meyer = idOf(QStringLiteral("Meyer, Anna"));
        const QString spelling = idOf(QStringLiteral("Meyer, A."));
        QVERIFY(!meyer.isEmpty() && !spelling.isEmpty() && meyer != spelling);

        const Run merged = runDb(database, { QStringLiteral("merge-players"), meyer, spelling });
        QCOMPARE(merged.exitCode, 0);
        QVERIFY2(
            merged.out.contains("merged into player " + meyer.toUtf8()), merged.out.constData());
        QVERIFY(runDb(database,
            { QStringLiteral("players"), QStringLiteral("--search"), QStringLiteral("C0101-7") })
                    .out.contains("Meyer, Anna"));
        QVERIFY(!runDb(database, { QStringLiteral("players") }).out.contains("Meyer, A.\n"));

        const Run refused = runDb(
            database, { QStringLiteral("merge-players"), meyer, idOf(QStringLiteral("Kurz")) });
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.err.contains("Club Championship 2026"), refused.err.constData());
        QCOMPARE(runDb(database, { QStringLiteral("merge-players"), meyer }).exitCode, 2);
    }

    void writersRefuseWhileADesktopSessionHoldsTheDatabase()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about the lock file beside an SQLite file");
        // The desktop app holds "<database>.lock" (a QLockFile) while it has the database open.
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        const QString event = writtenFile(dir, QStringLiteral("event.json"), kDwzDocument);
        QVERIFY(!event.isEmpty());
        QCOMPARE(runDb(database, { QStringLiteral("import"), event }).exitCode, 0);
        QLockFile session(database + QStringLiteral(".lock"));
        QVERIFY(session.tryLock(0));
        const Run refused = runDb(database, { QStringLiteral("commit"), QStringLiteral("1") });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("is open in tst_cli on host"), refused.err.constData());
        QVERIFY(refused.err.contains(QString::number(QCoreApplication::applicationPid()).toUtf8()));
        QVERIFY(refused.err.contains("Close it there first"));
        const Run importRefused = run(
            kCli, { QStringLiteral("import"), QStringLiteral("--database"), database, event });
        QCOMPARE(importRefused.exitCode, 1);
        // Reading goes on, and nothing was written.
        const Run preview = runDb(database, { QStringLiteral("preview"), QStringLiteral("1") });
        QCOMPARE(preview.exitCode, 0);
        QVERIFY(
            runDb(database, { QStringLiteral("history"), QStringLiteral("Meyer") }).out.isEmpty());
        // Once the session has ended, writing works again.
        session.unlock();
        QCOMPARE(runDb(database, { QStringLiteral("commit"), QStringLiteral("1") }).exitCode, 0);
    }

    void writersRefuseAnEventADesktopEditsOnTheServer()
    {
        if (!DatabaseLocation::onPostgresql())
            QSKIP("on a SQLite file the desktop holds the whole file (the test above)");
        // A desktop on the server has the draft open (its claim, docs/database.md "Who edits
        // which event"): the command line neither rates nor deletes it, and says who edits it.
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        const QString event = writtenFile(dir, QStringLiteral("event.json"), kDwzDocument);
        QVERIFY(!event.isEmpty());
        QCOMPARE(runDb(database, { QStringLiteral("import"), event }).exitCode, 0);
        {
            rd::store::Database desktop(database, rd::store::Database::Opening::CreateIfMissing);
            rd::store::EditingLocks claims(
                desktop, { QStringLiteral("anna"), QStringLiteral("club-pc"), {} });
            QVERIFY(!claims.claim(1));
            for (const QString &command : { QStringLiteral("commit"), QStringLiteral("delete") }) {
                const Run refused = runDb(database, { command, QStringLiteral("1") });
                QCOMPARE(refused.exitCode, 1);
                QVERIFY2(refused.err.contains("anna on club-pc has been editing this event since"),
                    refused.err.constData());
            }
            // Nothing was written: the event is still there, a draft nobody's history shows.
            QCOMPARE(
                runDb(database, { QStringLiteral("export"), QStringLiteral("1") }).exitCode, 0);
            QVERIFY(runDb(database, { QStringLiteral("history"), QStringLiteral("Meyer") })
                        .out.isEmpty());
        }
        // The desktop has closed it: the command line rates it.
        QCOMPARE(runDb(database, { QStringLiteral("commit"), QStringLiteral("1") }).exitCode, 0);
    }

    void twoProcessesWriteAtOnce()
    {
        // Two imports into the same new database at the same time: the second waits for the first
        // where it must (on SQLite, the busy timeout) and then succeeds; the database stays sound.
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        const QString event = writtenFile(dir, QStringLiteral("event.json"), kDwzDocument);
        QVERIFY(!event.isEmpty());
        const QStringList arguments { QStringLiteral("db"), QStringLiteral("--database"), database,
            QStringLiteral("import"), event };
        QProcess first;
        QProcess second;
        first.start(kCli, arguments);
        second.start(kCli, arguments);
        QVERIFY(first.waitForFinished(30000));
        QVERIFY(second.waitForFinished(30000));
        QVERIFY2(first.exitCode() == 0, first.readAllStandardError().constData());
        QVERIFY2(second.exitCode() == 0, second.readAllStandardError().constData());
        const Run check = run(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), database,
                QStringLiteral("check") });
        QCOMPARE(check.exitCode, 0);
        // Both events are there, with the same two players.
        const Run players = run(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), database,
                QStringLiteral("players") });
        QCOMPARE(players.out.count('\n'), 2);
        // Each event by the number its import gave (a server does not reuse the number of an
        // attempt it had to refuse, so they need not be 1 and 2).
        for (QProcess *writer : { &first, &second }) {
            const QRegularExpression imported(QStringLiteral("Imported event (\\d+)"));
            const QRegularExpressionMatch match
                = imported.match(QString::fromUtf8(writer->readAllStandardOutput()));
            QVERIFY(match.hasMatch());
            QCOMPARE(run(kCli,
                         { QStringLiteral("db"), QStringLiteral("--database"), database,
                             QStringLiteral("export"), match.captured(1) })
                         .exitCode,
                0);
        }
    }

    void writersCommittingAtOnceAllSucceed()
    {
        // Six drafts of the same two players, committed by six processes at the same time: each
        // commit rates and writes in one transaction (the others wait), so none is refused as
        // stale although no one previewed anything, and the history is sound afterwards.
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        const QString event = writtenFile(dir, QStringLiteral("event.json"), kDwzDocument);
        QVERIFY(!event.isEmpty());
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
        const DatabaseLocation club;
        const QString database = club.location();
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

    // docs/limits.md: generate writes only when no desktop holds the database, as every command
    // that writes, and ends for any arguments: with 10 players and 20 games it went on for ever
    // once too few of its players were still active in the history's last year.
    void generateWaitsForTheDesktopAndEnds()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about the lock file beside an SQLite file");
        const DatabaseLocation club;
        const QString database = club.location();
        const QStringList generate { QStringLiteral("generate"), QStringLiteral("--players"),
            QStringLiteral("10"), QStringLiteral("--games"), QStringLiteral("20"),
            QStringLiteral("--database"), database };
        QLockFile session(database + QStringLiteral(".lock"));
        QVERIFY(session.tryLock(0));
        const Run refused = run(kCli, generate);
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("Close it there first"), refused.err.constData());
        QVERIFY(!QFile::exists(database));
        session.unlock();
        const Run generated = run(kCli, generate);
        QCOMPARE(generated.exitCode, 0);
        QVERIFY2(generated.out.startsWith("generated "), generated.err.constData());
        QCOMPARE(runDb(database, { QStringLiteral("check") }).exitCode, 0);
    }

    // An option value the command does not know is refused with the values it takes: an
    // unknown --system checked every system before.
    void anUnknownSystemIsRefusedWithTheAllowedOnes()
    {
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        QCOMPARE(runDb(database, { QStringLiteral("check") }).exitCode, 0);
        for (const char *command : { "rerate", "check", "history" }) {
            QStringList arguments { QString::fromLatin1(command), QStringLiteral("--system"),
                QStringLiteral("xyz") };
            if (QLatin1String(command) == QLatin1String("history"))
                arguments << QStringLiteral("1");
            const Run refused = runDb(database, arguments);
            QCOMPARE(refused.exitCode, 2);
            QVERIFY2(refused.err.contains("unknown system 'xyz' (allowed: dwz, uscf, sagc)"),
                refused.err.constData());
            QVERIFY(refused.out.isEmpty());
        }
    }

    // docs/limits.md: a TRF rating of 99999 was stored as 9999 (the rating's four columns), and
    // then the event's own document was refused ("players[0].fide_rating: 9999 is out of
    // range"); now the import refuses it, naming the line, and stores nothing.
    void anImportOutsideTheTableOfLimitsStoresNothing()
    {
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        QByteArray trf = rd::test::testData(QStringLiteral("sample.trf"));
        QVERIFY(trf.contains("1850 GER"));
        trf.replace("1850 GER", "99999GER");
        const QString path = writtenFile(dir, QStringLiteral("rating.trf"), trf);
        const Run refused
            = run(kCli, { QStringLiteral("import"), QStringLiteral("--database"), database, path });
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.err.contains("line 12, columns 49-52: 9999 is out of range (0 to 3500)")
                || refused.out.contains("line 12, columns 49-52: 9999 is out of range (0 to 3500)"),
            (refused.out + refused.err).constData());
        QVERIFY(runDb(database, { QStringLiteral("export"), QStringLiteral("1") }).exitCode != 0);
    }

    void importsAndExportsCsv()
    {
        // Players from a CSV list into the registry, then ratings and histories out as CSV.
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        const QString list = writtenFile(dir, QStringLiteral("players.csv"),
            "Name,DWZ,Index,FIDE-ID\n\"Meyer, Anna\",1650,12,4612345\n\"Kurz, Bernd\",1580,30,\n");
        QVERIFY(!list.isEmpty());
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
        QCOMPARE(
            writtenFile(dir, QStringLiteral("players.csv"), "Name,DWZ\nNew One,1500\nBad,99999\n"),
            list);
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
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
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
        // Unchanged since the import: the file as it came.
        QFile file(trf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(asTrf.out, file.readAll());
        // sample.trf is TRF-16: as TRF-2026 it is written anew (Fischer's birth date 1975-02-28
        // in TRF's form); a TRF file gives no DWZ, so there are no National Rating lines.
        const Run asTrf2026 = cli({ QStringLiteral("export"), QStringLiteral("--format"),
            QStringLiteral("trf26"), QStringLiteral("1") });
        QCOMPARE(asTrf2026.exitCode, 0);
        QVERIFY2(asTrf2026.out.contains(" 1975/02/28 "), asTrf2026.out.constData());
        QVERIFY(!asTrf2026.out.contains("\nGER "));
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
        // A broken file (a start rank that is no number): nothing imported, the line named.
        const QString broken = writtenFile(
            dir, QStringLiteral("broken.trf"), "012 Broken\n052 2026/03/29\n001    X m    Short\n");
        QVERIFY(!broken.isEmpty());
        const Run refused = cli({ QStringLiteral("import"), QStringLiteral("--format"),
            QStringLiteral("trf"), broken });
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("line 3"), refused.err.constData());
        // Event 2 never existed: the broken file imported nothing.
        const Run missing = cli({ QStringLiteral("export"), QStringLiteral("--format"),
            QStringLiteral("json"), QStringLiteral("2") });
        QCOMPARE(missing.exitCode, 1);
        QCOMPARE(missing.err, QByteArray("ratingdesk-cli export: No event has the number 2.\n"));
        QVERIFY(missing.out.isEmpty());
    }

    // docs/uscf-report.md: the worked example as an event, exported as the US Chess rating
    // report into a folder and imported back from it, its players taken for themselves by
    // their member ids; a DWZ event is refused with the reason.
    void exportsAndImportsTheUscfReport()
    {
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        auto cli = [&](QStringList arguments) {
            return run(kCli, arguments + QStringList { QStringLiteral("--database"), database });
        };
        const Run imported = cli({ QStringLiteral("import"), QStringLiteral("--format"),
            QStringLiteral("json"), QStringLiteral(RD_TEST_DATA_DIR "/uscf-maple-club.json") });
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        const QString folder = dir.filePath(QStringLiteral("report"));
        const Run exported = cli({ QStringLiteral("export"), QStringLiteral("--format"),
            QStringLiteral("uscf-dbf"), QStringLiteral("1"), folder });
        QVERIFY2(exported.exitCode == 0, exported.err.constData());
        QCOMPARE(exported.out,
            QStringLiteral("US Chess rating report of event 1 written to %1\n")
                .arg(folder)
                .toUtf8());
        // The lengths of the worked example (header 545 + record 415 + 0x1A, and so on); the
        // first player's record as the example gives it.
        QFile header(folder + QStringLiteral("/THEXPORT.DBF"));
        QFile sections(folder + QStringLiteral("/TSEXPORT.DBF"));
        QFile details(folder + QStringLiteral("/TDEXPORT.DBF"));
        QVERIFY(header.open(QIODevice::ReadOnly) && sections.open(QIODevice::ReadOnly)
            && details.open(QIODevice::ReadOnly));
        QCOMPARE(header.size(), 961);
        QCOMPARE(sections.size(), 677);
        const QByteArray table = details.readAll();
        QCOMPARE(table.size(), 690);
        QCOMPARE(table.mid(353, 84),
            QByteArray(" " + QByteArray(12, ' ') + "1 1   12345671HOLLOWAY, RUTH"
                + QByteArray(16, ' ') + "MA1850W3W    L2B    D3W    "));

        const Run back = cli({ QStringLiteral("import"), QStringLiteral("--format"),
            QStringLiteral("uscf-dbf"), folder });
        QVERIFY2(back.exitCode == 0, back.err.constData());
        QVERIFY2(back.out.startsWith("Imported event 2 (draft): Maple Club Quick Swiss\n"),
            back.out.constData());
        QVERIFY2(back.out.contains("HOLLOWAY, RUTH is taken for the player with that US Chess id "
                                   "in the database (no. 1)."),
            back.out.constData());
        const Run asJson = cli({ QStringLiteral("export"), QStringLiteral("--format"),
            QStringLiteral("json"), QStringLiteral("2") });
        const QJsonObject document = QJsonDocument::fromJson(asJson.out).object();
        QCOMPARE(document.value(QStringLiteral("event"))
                     .toObject()
                     .value(QStringLiteral("uscf_report"))
                     .toObject()
                     .value(QStringLiteral("affiliate_id"))
                     .toString(),
            QStringLiteral("A1234567"));
        QCOMPARE(document.value(QStringLiteral("games")).toArray().size(), 5);
        QCOMPARE(document.value(QStringLiteral("byes")).toArray().size(), 2);

        // A folder without the report: the missing files named.
        const Run missing = cli({ QStringLiteral("import"), QStringLiteral("--format"),
            QStringLiteral("uscf-dbf"), dir.filePath(QStringLiteral("nothing")) });
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains("THEXPORT.DBF: The folder"), missing.err.constData());

        QVERIFY(cli({ QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("json"),
                        QStringLiteral(RD_TEST_DATA_DIR "/round-robin-6.json") })
                    .exitCode
            == 0);
        const Run refused = cli({ QStringLiteral("export"), QStringLiteral("--format"),
            QStringLiteral("uscf-dbf"), QStringLiteral("3"), dir.filePath(QStringLiteral("dwz")) });
        QCOMPARE(refused.exitCode, 2);
        QCOMPARE(refused.err,
            QByteArray("ratingdesk-cli export: event 3 cannot be reported to US Chess; nothing was "
                       "written:\n  system: A US Chess rating report is written for a US Chess "
                       "event only.\n"));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("dwz"))));
    }

    // `export --check-only`: what the federation of the format requires and sample.trf lacks,
    // one problem a line; a normal export says the same as warnings and writes the file.
    void checkOnlyListsWhatTheFederationLacks()
    {
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        auto cli = [&](QStringList arguments) {
            return run(kCli, arguments + QStringList { QStringLiteral("--database"), database });
        };
        QCOMPARE(cli({ QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("trf"),
                         QStringLiteral(RD_TEST_DATA_DIR "/sample.trf") })
                     .exitCode,
            0);
        // FIDE (federation-fide.md), errors first: players 2, 3 and 4 have no FIDE id (an error
        // each, the id is mandatory), Weber (3) no birth date (a warning); place, federation, chief
        // arbiter, time control and round dates are there (records 022, 032, 102, 122, 132).
        const Run fide = cli({ QStringLiteral("export"), QStringLiteral("--check-only"),
            QStringLiteral("--format"), QStringLiteral("trf"), QStringLiteral("1") });
        QCOMPARE(fide.exitCode, 3);
        QCOMPARE(fide.out,
            QByteArray("error: Schmidt, Anna (2): no FIDE id; FIDE rates only players it has an "
                       "id for (TRF columns 58-68).\n"
                       "error: Weber, Paul (3): no FIDE id; FIDE rates only players it has an id "
                       "for (TRF columns 58-68).\n"
                       "error: Fischer, Eva (4): no FIDE id; FIDE rates only players it has an "
                       "id for (TRF columns 58-68).\n"
                       "warning: Weber, Paul (3): no birth date; FIDE keeps it with the player "
                       "(TRF columns 70-79).\n"));
        QVERIFY(fide.err.isEmpty());
        // The DSB (federation-dsb.md): Weber (3), of AUT and without DWZ, lacks birth date and FIDE
        // id.
        const Run dsbCheck = cli({ QStringLiteral("export"), QStringLiteral("--check-only"),
            QStringLiteral("--format"), QStringLiteral("dsb-text"), QStringLiteral("1") });
        QCOMPARE(dsbCheck.exitCode, 3);
        const QByteArray dsbProblems
            = "Weber, Paul (3): no DWZ and no birth date; the DSB needs the birth date of a player "
              "it does not list yet.\n"
              "Weber, Paul (3): a player of AUT without a FIDE id; the DSB identifies foreign "
              "players by it.\n";
        QCOMPARE(dsbCheck.out,
            "error: " + dsbProblems.left(dsbProblems.indexOf('\n') + 1)
                + "error: " + dsbProblems.mid(dsbProblems.indexOf('\n') + 1));
        const Run dsb = cli({ QStringLiteral("export"), QStringLiteral("--format"),
            QStringLiteral("dsb-text"), QStringLiteral("1") });
        QCOMPARE(dsb.exitCode, 0);
        QVERIFY(dsb.out.contains("\r\n###\r\n"));
        QCOMPARE(dsb.err,
            "warning: " + dsbProblems.left(dsbProblems.indexOf('\n') + 1)
                + "warning: " + dsbProblems.mid(dsbProblems.indexOf('\n') + 1));
        // The event document goes to no federation: nothing to check.
        const Run json = cli({ QStringLiteral("export"), QStringLiteral("--check-only"),
            QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("1") });
        QCOMPARE(json.exitCode, 2);
        QVERIFY(json.out.isEmpty());
    }

    // A TRF end date (052) that is no date is said once, by its line and columns, and the event
    // is imported all the same: a file is never refused for a date (docs/import.md).
    void anUnreadableEndDateIsOneMessage()
    {
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString file = writtenFile(dir, QStringLiteral("someday.trf"),
            "012 Spring Open\n052 someday\n"
            "001    1 m    Meyer, Anna                       1800 GER             1990/01/01  "
            "0.0    1\n");
        QVERIFY(!file.isEmpty());
        const Run refused = run(kCli,
            { QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("trf"), file,
                QStringLiteral("--database"), club.location(), QStringLiteral("--create") });
        QCOMPARE(refused.exitCode, 0);
        const QStringList lines
            = QString::fromUtf8(refused.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.value(0),
            file
                + QStringLiteral(
                    ": warning: line 2, columns 5-11: record 052: \"someday\" is not a "
                    "date; it is left out: correct the event's dates in Event > "
                    "Details… before rating"));
    }

    // Every .h9 table of tests/data (OpenGotha's, pairgoth's with its empty first line, one typed
    // in by hand with blank lines, trailing blanks and mixed line ends), imported and exported
    // unchanged, comes back byte for byte.
    void anH9TableComesBackByteForByte_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &file : rd::test::testDataFiles(QStringLiteral("*.h9")))
            QTest::newRow(qPrintable(file)) << file;
    }

    void anH9TableComesBackByteForByte()
    {
        QFETCH(QString, file);
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        const QString table = QStringLiteral(RD_TEST_DATA_DIR "/") + file;
        auto cli = [&](QStringList arguments) {
            return run(kCli, arguments + QStringList { QStringLiteral("--database"), database });
        };
        const Run imported = cli(
            { QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("h9"), table });
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        const Run exported = cli({ QStringLiteral("export"), QStringLiteral("--format"),
            QStringLiteral("h9"), QStringLiteral("1") });
        QVERIFY2(exported.exitCode == 0, exported.err.constData());
        QCOMPARE(exported.out, rd::test::testData(file));
    }

    void loadsAndSearchesRatingLists()
    {
        // The DSB list with its clubs and the FIDE list, then a search in both.
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        auto lists = [&](QStringList arguments) {
            return run(kCli,
                QStringList { QStringLiteral("lists") } + arguments
                    + QStringList { QStringLiteral("--database"), database });
        };
        const Run dsb = lists({ QStringLiteral("load"), QStringLiteral("--format"),
            QStringLiteral("dsb"), QStringLiteral(RD_TEST_DATA_DIR "/dsb-spieler-new.csv"),
            QStringLiteral("--clubs"), QStringLiteral(RD_TEST_DATA_DIR "/dsb-vereine.csv"),
            QStringLiteral("--date"), QStringLiteral("2023-12-01") });
        QCOMPARE(dsb.exitCode, 0);
        QCOMPARE(dsb.out, QByteArray("Loaded the dsb list of 2023-12-01: 3 players\n"));
        const Run fide = lists({ QStringLiteral("load"), QStringLiteral("--format"),
            QStringLiteral("fide"), QStringLiteral(RD_TEST_DATA_DIR "/fide-players.xml"),
            QStringLiteral("--date"), QStringLiteral("2026-11-01") });
        QCOMPARE(fide.exitCode, 0);
        QCOMPARE(fide.out, QByteArray("Loaded the fide list of 2026-11-01: 3 players\n"));
        const Run shown = lists({ QStringLiteral("show") });
        QVERIFY2(shown.out.contains("dsb   2023-12-01  3 players  dsb-spieler-new.csv\n"
                                    "fide  2026-11-01  3 players  fide-players.xml\n"),
            shown.out.constData());
        // dsb-spieler-new.csv line 2 and fide-players.xml line 5
        const Run found = lists({ QStringLiteral("search"), QStringLiteral("Müller") });
        QCOMPARE(found.exitCode, 0);
        const QStringList rows = QString::fromUtf8(found.out).split(QLatin1Char('\n'));
        QVERIFY2(rows.size() >= 3, found.out.constData());
        QVERIFY2(rows[1].startsWith(QStringLiteral("dsb   Müller, Jörg")), found.out.constData());
        QVERIFY(rows[1].contains(QStringLiteral("SK Weiße Dame Leipzig")));
        QVERIFY(rows[1].contains(QStringLiteral("1861-51")));
        QVERIFY(rows[1].contains(QStringLiteral("2023-W12")));
        QVERIFY2(rows[2].startsWith(QStringLiteral("fide  Müller, Jörg")), found.out.constData());
        // A list with a bad cell loads nothing and names the place.
        const QString broken = writtenFile(dir, QStringLiteral("spieler.csv"),
            "\"ID\",\"VKZ\",\"Mgl-Nr\",\"Status\",\"Spielername\"\n"
            "\"1\",\"C0327\",\"0001\",\"Q\",\"Neu,Nina\"\n");
        QVERIFY(!broken.isEmpty());
        const Run refused = lists(
            { QStringLiteral("load"), QStringLiteral("--format"), QStringLiteral("dsb"), broken });
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("line 2, column 4"), refused.err.constData());
        QVERIFY(!lists({ QStringLiteral("search"), QStringLiteral("neu") }).out.contains("Nina"));
        QCOMPARE(lists({ QStringLiteral("load"), QStringLiteral("--format"), QStringLiteral("elo"),
                           broken })
                     .exitCode,
            2);
    }

    void loadsTheDsbArchive()
    {
        // tests/data/dsb-LV-0-csv.zip as the DSB serves it: spieler.csv, vereine.csv and
        // verbaende.csv, every file dated 2026-11-02; six players in eight entries, and on
        // spieler.csv line 9 the club X9999 that vereine.csv does not have.
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        auto lists = [&](QStringList arguments) {
            return run(kCli,
                QStringList { QStringLiteral("lists") } + arguments
                    + QStringList { QStringLiteral("--database"), database });
        };
        const QString archive = QStringLiteral(RD_TEST_DATA_DIR "/dsb-LV-0-csv.zip");
        const Run loaded = lists(
            { QStringLiteral("load"), QStringLiteral("--format"), QStringLiteral("dsb"), archive });
        QCOMPARE(loaded.exitCode, 0);
        QCOMPARE(loaded.out, QByteArray("Loaded the dsb list of 2026-11-02: 6 players\n"));
        QCOMPARE(QString::fromUtf8(loaded.err),
            archive
                + QStringLiteral(": spieler.csv: warning: line 9: the club X9999 is not in "
                                 "vereine.csv: it is shown by its code\n"));
        // MUELLER finds the list's "Mueller,Hans" (line 8) and "Müller,Jörg" (line 2), with
        // the clubs of vereine.csv lines 4 and 2.
        const Run found = lists({ QStringLiteral("search"), QStringLiteral("MUELLER") });
        QCOMPARE(found.exitCode, 0);
        const QStringList rows = QString::fromUtf8(found.out).split(QLatin1Char('\n'));
        QVERIFY2(rows.size() >= 3, found.out.constData());
        QVERIFY2(rows[1].startsWith(QStringLiteral("dsb   Mueller, Hans")), found.out.constData());
        QVERIFY(rows[1].contains(QStringLiteral("Schachclub \u201ESpringer\u201C Berlin")));
        QVERIFY2(rows[2].startsWith(QStringLiteral("dsb   Müller, Jörg")), found.out.constData());
        QVERIFY(rows[2].contains(QStringLiteral("SK Weiße Dame Leipzig")));
        // An archive without spieler.csv loads nothing and says why.
        const QString other = QStringLiteral(RD_TEST_DATA_DIR "/dsb-without-players.zip");
        const Run refused = lists(
            { QStringLiteral("load"), QStringLiteral("--format"), QStringLiteral("dsb"), other });
        QCOMPARE(refused.exitCode, 2);
        QCOMPARE(QString::fromUtf8(refused.err),
            other
                + QStringLiteral(": (file): the archive has no spieler.csv: it is not the DSB's "
                                 "list\nratingdesk-cli lists load: nothing loaded\n"));
        QVERIFY(lists({ QStringLiteral("show") }).out.contains("6 players  dsb-LV-0-csv.zip\n"));
    }

    void standingsOfTheDemoTournament()
    {
        // resources/demo/club-championship-2026.json, each player's games round by round as
        // "R<round> <opponent's number>:<points scored>":
        //   1 Meyer         R1 8:0  R2 2:0  R3 3:1  R4 4:1  R5 5:1  R6 6:½  R7 7:½ = 4
        //   2 Kurz          R1 7:½  R2 1:1  R3 4:0  R4 6:½  R5 8:0  R6 3:1  R7 5:½ = 3½
        //   3 Naidoo        R1 6:1  R2 8:1  R3 1:0  R4 5:½  R5 7:1  R6 2:0  R7 4:1 = 4½
        //   4 Schmidt       R1 5:1  R2 7:0  R3 2:1  R4 1:0  R5 6:½  R6 8:0  R7 3:0 = 2½
        //   5 Weiß          R1 4:0  R2 6:0  R3 8:½  R4 3:½  R5 1:0  R6 7:½  R7 2:½ = 2
        //   6 Dlamini       R1 3:0  R2 5:1  R3 7:1  R4 2:½  R5 4:½  R6 1:½  R7 8:½ = 4
        //   7 Van der Merwe R1 2:½  R2 4:1  R3 6:0  R4 8:1  R5 3:0  R6 5:½  R7 1:½ = 3½
        //   8 O'Brien       R1 1:1  R2 3:0  R3 5:½  R4 7:0  R5 2:1  R6 4:1  R7 6:½ = 4
        // 4 + 3½ + 4½ + 2½ + 2 + 4 + 3½ + 4 = 28, the 28 games' points. Everyone met everyone
        // else once, so a player's opponents scored together 28 minus his own points: Buchholz
        // 1: 24, 2: 24½, 3: 23½, 4: 25½, 5: 26, 6: 24, 7: 24½, 8: 24 (sum 196 = 7 x 28).
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        QCOMPARE(runDb(database, { QStringLiteral("import"), kDemoChess }).exitCode, 0);
        const Run all = runDb(database, { QStringLiteral("standings"), QStringLiteral("1") });
        QCOMPARE(all.exitCode, 0);
        const auto rows = standingsRows(all.out);
        const struct {
            const char *name;
            double points;
            double buchholz;
        } expected[] = {
            { "Meyer, Anna", 4, 24 },
            { "Kurz, Bernd", 3.5, 24.5 },
            { "Naidoo, Priya", 4.5, 23.5 },
            { "Schmidt, Carla", 2.5, 25.5 },
            { "Weiß, Jonas", 2, 26 },
            { "Dlamini, Sipho", 4, 24 },
            { "Van der Merwe, Karin", 3.5, 24.5 },
            { "O'Brien, Sean", 4, 24 },
        };
        QVERIFY2(rows.size() == 8, all.out.constData());
        for (const auto &player : expected) {
            const QString name = QString::fromUtf8(player.name);
            QVERIFY2(rows.contains(name), qPrintable(name));
            QCOMPARE(points(rows[name][QStringLiteral("points")]), player.points);
            QCOMPARE(points(rows[name][QStringLiteral("BH")]), player.buchholz);
        }
        // The only 4½ wins the event.
        QCOMPARE(
            rows[QStringLiteral("Naidoo, Priya")][QStringLiteral("rank")], QStringLiteral("1"));

        // After round 3 (the R1-R3 columns above): 1 Meyer 0 + 0 + 1 = 1, 2 Kurz ½ + 1 + 0 =
        // 1½, 3 Naidoo 1 + 1 + 0 = 2, 4 Schmidt 1 + 0 + 1 = 2, 5 Weiß 0 + 0 + ½ = ½, 6 Dlamini
        // 0 + 1 + 1 = 2, 7 Van der Merwe ½ + 1 + 0 = 1½, 8 O'Brien 1 + 0 + ½ = 1½; together 12,
        // the 12 games of three rounds.
        const Run third = runDb(database,
            { QStringLiteral("standings"), QStringLiteral("1"), QStringLiteral("--after-round"),
                QStringLiteral("3") });
        QCOMPARE(third.exitCode, 0);
        QVERIFY2(third.out.startsWith("after round 3\n"), third.out.constData());
        const auto early = standingsRows(third.out);
        const std::pair<const char *, double> afterThree[]
            = { { "Meyer, Anna", 1 }, { "Kurz, Bernd", 1.5 }, { "Naidoo, Priya", 2 },
                  { "Schmidt, Carla", 2 }, { "Weiß, Jonas", 0.5 }, { "Dlamini, Sipho", 2 },
                  { "Van der Merwe, Karin", 1.5 }, { "O'Brien, Sean", 1.5 } };
        QVERIFY2(early.size() == 8, third.out.constData());
        for (const auto &[name, score] : afterThree) {
            QVERIFY2(early.contains(QString::fromUtf8(name)), name);
            QCOMPARE(points(early[QString::fromUtf8(name)][QStringLiteral("points")]), score);
        }
    }

    void standingsOfTheC07WorkedExample()
    {
        // tests/data/c07-worked-example.json, starting 2026-04-11: the 2026 edition of FIDE
        // C.07. Its values are computed by hand in tests/standings/tst_standings.cpp:
        //   player   points  BH-C1  BH   SB    DE
        //   Alpha    2½      6½     8½   4.50  (Alpha and Bravo separated by BH-C1)
        //   Bravo    2½      5½     6    2.50
        //   Charlie  2       5      7    3.00  (Charlie and Echo separated by BH)
        //   Echo     2       5      6    3.50
        //   Delta    1       4      5    0.50
        //   Foxtrot  ½       7½     8½   1.00
        // All DE 0: no tie is left for it.
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        QCOMPARE(runDb(database,
                     { QStringLiteral("import"),
                         QStringLiteral(RD_TEST_DATA_DIR "/c07-worked-example.json") })
                     .exitCode,
            0);
        const Run run = runDb(database,
            { QStringLiteral("standings"), QStringLiteral("1"), QStringLiteral("--tiebreaks"),
                QStringLiteral("BH-C1,BH,SB,DE,WIN") });
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith("after round 4\ntie-breaks of FIDE C.07, edition 2026\n"),
            run.out.constData());
        const auto rows = standingsRows(run.out);
        QVERIFY2(rows.size() == 6, run.out.constData());
        const struct {
            const char *name;
            const char *rank;
            const char *cut;
            const char *buchholz;
            const char *sonnebornBerger;
        } expected[] = {
            { "Alpha, Anna", "1", "6\u00bd", "8\u00bd", "4.50" },
            { "Bravo, Boris", "2", "5\u00bd", "6", "2.50" },
            { "Charlie, Cora", "3", "5", "7", "3.00" },
            { "Echo, Eva", "4", "5", "6", "3.50" },
            { "Delta, Dan", "5", "4", "5", "0.50" },
            { "Foxtrot, Finn", "6", "7\u00bd", "8\u00bd", "1.00" },
        };
        for (const auto &player : expected) {
            const auto row = rows.value(QString::fromUtf8(player.name));
            QCOMPARE(row.value(QStringLiteral("rank")), QString::fromUtf8(player.rank));
            QCOMPARE(row.value(QStringLiteral("BH-C1")), QString::fromUtf8(player.cut));
            QCOMPARE(row.value(QStringLiteral("BH")), QString::fromUtf8(player.buchholz));
            QCOMPARE(row.value(QStringLiteral("SB")), QString::fromUtf8(player.sonnebornBerger));
            QCOMPARE(row.value(QStringLiteral("DE")), QStringLiteral("0"));
        }
        // The earlier names are read; DE first puts Alpha (who beat Bravo) first, place 1 of 2.
        const Run direct = runDb(database,
            { QStringLiteral("standings"), QStringLiteral("1"), QStringLiteral("--tiebreaks"),
                QStringLiteral("de,bh-c1") });
        QCOMPARE(direct.exitCode, 0);
        const auto directRows = standingsRows(direct.out);
        QCOMPARE(directRows.value(QStringLiteral("Alpha, Anna")).value(QStringLiteral("DE")),
            QStringLiteral("1"));
        QCOMPARE(directRows.value(QStringLiteral("Bravo, Boris")).value(QStringLiteral("DE")),
            QStringLiteral("2"));
    }

    void standingsOfTheC07WorkedExampleInBothEditions()
    {
        // tests/data/c07-worked-example.json as it is (start 2026-04-11: the 2026 edition) and
        // with "tie_break_edition": "2023". The values are worked out by hand in
        // tests/standings/tst_standings.cpp (workedExampleIn2023, workedExampleIn2026); 2023 and
        // 2026 differ only where the 2026 caps of the dummy (C.07 art. 16.4) bite:
        //   player   BH       BH-C1    SB           SB-C1        WIN WON REP PS  DE
        //   Alpha    9 / 8½   6½       4.75 / 4.50  3.50         2   2   3   6   1
        //   Bravo    7½ / 6   7 / 5½   4.00 / 2.50  3.50 / 2.00  2   1   4   7   2
        //   Charlie  7        5        3.00         2.50         2   2   2   7   0
        //   Delta    5        4        0.50         0.00         1   1   2   1   0
        //   Echo     7 / 6    5        3.50         3.25         1   0   3   4½  0
        //   Foxtrot  8½       7½       1.00         1.00         0   0   4   1½  0
        // DE first: Alpha beat Bravo; Charlie and Echo never met (art. 6.3): 0.
        QTemporaryDir dir;
        QFile original(QStringLiteral(RD_TEST_DATA_DIR "/c07-worked-example.json"));
        QVERIFY(original.open(QIODevice::ReadOnly));
        QJsonObject document = QJsonDocument::fromJson(original.readAll()).object();
        QJsonObject event = document.value(QStringLiteral("event")).toObject();
        event.insert(QStringLiteral("tie_break_edition"), QStringLiteral("2023"));
        event.insert(QStringLiteral("name"), QStringLiteral("C.07 worked example, 2023 edition"));
        document.insert(QStringLiteral("event"), event);
        const QString old
            = writtenFile(dir, QStringLiteral("c07-2023.json"), QJsonDocument(document).toJson());
        QVERIFY(!old.isEmpty());
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        QCOMPARE(runDb(database,
                     { QStringLiteral("import"),
                         QStringLiteral(RD_TEST_DATA_DIR "/c07-worked-example.json") })
                     .exitCode,
            0);
        QCOMPARE(runDb(database, { QStringLiteral("import"), old }).exitCode, 0);
        const QStringList columns { QStringLiteral("BH"), QStringLiteral("BH-C1"),
            QStringLiteral("SB"), QStringLiteral("SB-C1"), QStringLiteral("WIN"),
            QStringLiteral("WON"), QStringLiteral("REP"), QStringLiteral("PS"),
            QStringLiteral("DE") };
        const struct {
            const char *event;
            const char *edition;
            std::vector<std::pair<const char *, QStringList>> rows;
        } editions[] = {
            { "1", "2026",
                {
                    { "Alpha, Anna",
                        { "8\u00bd", "6\u00bd", "4.50", "3.50", "2", "2", "3", "6", "1" } },
                    { "Bravo, Boris", { "6", "5\u00bd", "2.50", "2.00", "2", "1", "4", "7", "2" } },
                    { "Charlie, Cora", { "7", "5", "3.00", "2.50", "2", "2", "2", "7", "0" } },
                    { "Delta, Dan", { "5", "4", "0.50", "0.00", "1", "1", "2", "1", "0" } },
                    { "Echo, Eva", { "6", "5", "3.50", "3.25", "1", "0", "3", "4\u00bd", "0" } },
                    { "Foxtrot, Finn",
                        { "8\u00bd", "7\u00bd", "1.00", "1.00", "0", "0", "4", "1\u00bd", "0" } },
                } },
            { "2", "2023",
                {
                    { "Alpha, Anna", { "9", "6\u00bd", "4.75", "3.50", "2", "2", "3", "6", "1" } },
                    { "Bravo, Boris", { "7\u00bd", "7", "4.00", "3.50", "2", "1", "4", "7", "2" } },
                    { "Charlie, Cora", { "7", "5", "3.00", "2.50", "2", "2", "2", "7", "0" } },
                    { "Delta, Dan", { "5", "4", "0.50", "0.00", "1", "1", "2", "1", "0" } },
                    { "Echo, Eva", { "7", "5", "3.50", "3.25", "1", "0", "3", "4\u00bd", "0" } },
                    { "Foxtrot, Finn",
                        { "8\u00bd", "7\u00bd", "1.00", "1.00", "0", "0", "4", "1\u00bd", "0" } },
                } },
        };
        for (const auto &edition : editions) {
            const Run standings = runDb(database,
                { QStringLiteral("standings"), QString::fromLatin1(edition.event),
                    QStringLiteral("--tiebreaks"),
                    QStringLiteral("DE,BH,BH-C1,SB,SB-C1,WIN,WON,REP,PS") });
            QCOMPARE(standings.exitCode, 0);
            QVERIFY2(standings.out.contains(
                         QByteArray("tie-breaks of FIDE C.07, edition ") + edition.edition),
                standings.out.constData());
            const auto rows = standingsRows(standings.out);
            for (const auto &[name, cells] : edition.rows) {
                const auto row = rows.value(QString::fromUtf8(name));
                for (qsizetype i = 0; i < columns.size(); ++i)
                    QVERIFY2(row.value(columns[i]) == cells[i],
                        qPrintable(QStringLiteral("%1 %2 in %3: %4, not %5")
                                       .arg(QString::fromUtf8(name), columns[i],
                                           QString::fromLatin1(edition.edition),
                                           row.value(columns[i]), cells[i])));
            }
        }
        // The ranks under the default list BH-C1, BH, SB, DE, WIN (C.07 §8 of the example):
        // 2026 Alpha, Bravo, Charlie, Echo, Delta, Foxtrot; 2023 Bravo (BH-C1 7 > 6½), Alpha,
        // Echo (level with Charlie on BH-C1 5 and BH 7, SB 3.50 > 3.00), Charlie, Delta,
        // Foxtrot.
        const std::pair<const char *, QStringList> ranks[]
            = { { "1",
                    { "Alpha, Anna", "Bravo, Boris", "Charlie, Cora", "Echo, Eva", "Delta, Dan",
                        "Foxtrot, Finn" } },
                  { "2",
                      { "Bravo, Boris", "Alpha, Anna", "Echo, Eva", "Charlie, Cora", "Delta, Dan",
                          "Foxtrot, Finn" } } };
        for (const auto &[id, order] : ranks) {
            const Run standings = runDb(database,
                { QStringLiteral("standings"), QString::fromLatin1(id),
                    QStringLiteral("--tiebreaks"), QStringLiteral("BH-C1,BH,SB,DE,WIN") });
            QCOMPARE(standings.exitCode, 0);
            const auto rows = standingsRows(standings.out);
            for (qsizetype i = 0; i < order.size(); ++i)
                QCOMPARE(
                    rows.value(order[i]).value(QStringLiteral("rank")), QString::number(i + 1));
        }
    }

    void lotsAndTheArbitersOrderAreRecordedAndShown()
    {
        // One round, tie-breaks BH and SB. Meyer (no. 1) beats Kurz (no. 2), Schulz (no. 3) and
        // Weber (no. 4) draw. By hand: Meyer 1 point, BH = Kurz's 0; Schulz and Weber ½ each,
        // BH = the other's ½, SB = ½ x ½ = 0.25 — equal in everything; Kurz 0. The document's
        // arbiter put Schulz before Weber; its ids (m, k, s, w) are not the database's.
        const QByteArray document = R"({
  "format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "name": "Blitz", "end_date": "2026-03-29", "tie_breaks": ["BH", "SB"],
             "tie_orders": [["s", "w"]] },
  "players": [ { "id": "m", "name": "Meyer, Anna" }, { "id": "k", "name": "Kurz, Bernd" },
               { "id": "s", "name": "Schulz, Carla" }, { "id": "w", "name": "Weber, Dieter" } ],
  "games": [ { "round": 1, "white": "m", "black": "k", "result": "1-0" },
             { "round": 1, "white": "s", "black": "w", "result": "1/2-1/2" } ]
})";
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        QCOMPARE(runDb(database,
                     { QStringLiteral("import"),
                         writtenFile(dir, QStringLiteral("blitz.json"), document) })
                     .exitCode,
            0);
        const auto rankOf = [](const Run &run, const char *name) {
            return standingsRows(run.out)
                .value(QString::fromUtf8(name))
                .value(QStringLiteral("rank"));
        };
        const Run byHand = runDb(database, { QStringLiteral("standings"), QStringLiteral("1") });
        QCOMPARE(byHand.exitCode, 0);
        QCOMPARE(rankOf(byHand, "Meyer, Anna"), QStringLiteral("1"));
        QCOMPARE(rankOf(byHand, "Schulz, Carla"), QStringLiteral("2\u2020"));
        QCOMPARE(rankOf(byHand, "Weber, Dieter"), QStringLiteral("3\u2020"));
        QCOMPARE(rankOf(byHand, "Kurz, Bernd"), QStringLiteral("4"));
        QVERIFY2(byHand.out.contains("\u2020 Placed by the arbiter among players equal on points "
                                     "and every tie-break."),
            byHand.out.constData());

        // A seed out of range: status 2, the seed named, the database unchanged.
        const Run refused = runDb(database,
            { QStringLiteral("lots"), QStringLiteral("1"), QStringLiteral("--seed"),
                QStringLiteral("0") });
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("--seed must be a whole number from 1 to 999999999, not '0'"),
            refused.err.constData());
        QCOMPARE(rankOf(runDb(database, { QStringLiteral("standings"), QStringLiteral("1") }),
                     "Schulz, Carla"),
            QStringLiteral("2\u2020"));

        // Lot 1234567 (SplitMix64, numbers in tests/standings/tst_tieorder.cpp): no. 3 Schulz
        // draws 9817491932198370423, no. 4 Weber 4593380528125082431: Weber 2nd, Schulz 3rd. The
        // lot takes the place of the order by hand and stays with the event.
        const Run lots = runDb(database,
            { QStringLiteral("lots"), QStringLiteral("1"), QStringLiteral("--seed"),
                QStringLiteral("1234567") });
        QCOMPARE(lots.exitCode, 0);
        QVERIFY2(
            lots.out.startsWith("event 1: lots drawn with seed 1234567\n"), lots.out.constData());
        for (const Run &shown :
            { lots, runDb(database, { QStringLiteral("standings"), QStringLiteral("1") }) }) {
            QCOMPARE(rankOf(shown, "Meyer, Anna"), QStringLiteral("1"));
            QCOMPARE(rankOf(shown, "Weber, Dieter"), QStringLiteral("2*"));
            QCOMPARE(rankOf(shown, "Schulz, Carla"), QStringLiteral("3*"));
            QCOMPARE(rankOf(shown, "Kurz, Bernd"), QStringLiteral("4"));
            QVERIFY2(shown.out.contains("* Placed by lot among players equal on points and every "
                                        "tie-break (FIDE C.07 art. 4.2), lot seed 1234567.\n"),
                shown.out.constData());
        }
        const QJsonObject event = QJsonDocument::fromJson(
            runDb(database, { QStringLiteral("export"), QStringLiteral("1") }).out)
                                      .object()
                                      .value(QStringLiteral("event"))
                                      .toObject();
        QCOMPARE(event.value(QStringLiteral("lot_seed")).toInt(), 1234567);
        QVERIFY(!event.contains(QStringLiteral("tie_orders")));

        // Without --seed a new seed is drawn and shown.
        const Run drawn = runDb(database, { QStringLiteral("lots"), QStringLiteral("1") });
        QCOMPARE(drawn.exitCode, 0);
        QVERIFY2(QRegularExpression(QStringLiteral("^event 1: lots drawn with seed [1-9][0-9]*\n"))
                     .match(QString::fromUtf8(drawn.out))
                     .hasMatch(),
            drawn.out.constData());
    }

    void standingsRefuseWhatTheyCannotDo()
    {
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        QCOMPARE(runDb(database, { QStringLiteral("import"), kDemoChess }).exitCode, 0);
        // An unknown tie-break: status 2, the list named with the names that exist, no table.
        const Run unknown = runDb(database,
            { QStringLiteral("standings"), QStringLiteral("1"), QStringLiteral("--tiebreaks"),
                QStringLiteral("xx") });
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.out.isEmpty());
        QVERIFY2(unknown.err.contains("unknown tie-break in 'xx'"), unknown.err.constData());
        QVERIFY2(unknown.err.contains("  Buchholz Cut-1 (BH-C1)\n"), unknown.err.constData());
        // A round the event does not have (it has 7): status 2, the rounds there are, no table.
        const Run beyond = runDb(database,
            { QStringLiteral("standings"), QStringLiteral("1"), QStringLiteral("--after-round"),
                QStringLiteral("9") });
        QCOMPARE(beyond.exitCode, 2);
        QVERIFY(beyond.out.isEmpty());
        QVERIFY2(beyond.err.contains("--after-round must be a round from 1 to 7, not '9'"),
            beyond.err.constData());
        // The same choice refuses a report before any file is made.
        const QString pdf = dir.filePath(QStringLiteral("standings.pdf"));
        const Run report = runDb(database,
            { QStringLiteral("report"), QStringLiteral("1"), QStringLiteral("--kind"),
                QStringLiteral("standings"), QStringLiteral("--after-round"), QStringLiteral("9"),
                QStringLiteral("--pdf"), pdf });
        QCOMPARE(report.exitCode, 2);
        QVERIFY(report.out.isEmpty());
        QVERIFY(!QFile::exists(pdf));
    }

    void writesAReportAsPdf()
    {
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        QVERIFY2(!pdftotext.isEmpty(),
            "pdftotext is not installed (Debian package poppler-utils, see scripts/setup.sh)");
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        QCOMPARE(runDb(database, { QStringLiteral("import"), kDemoChess }).exitCode, 0);
        const QString pdf = dir.filePath(QStringLiteral("crosstable.pdf"));
        const Run written = runDb(database,
            { QStringLiteral("report"), QStringLiteral("1"), QStringLiteral("--kind"),
                QStringLiteral("crosstable"), QStringLiteral("--pdf"), pdf });
        QVERIFY2(written.exitCode == 0, written.err.constData());
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.size() > 0);
        QVERIFY(file.read(5) == "%PDF-");
        file.close();
        const Run text = run(pdftotext, { pdf, QStringLiteral("-") });
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains("Club Championship 2026"), text.out.constData());
        QVERIFY2(text.out.contains("Page 1 of"), text.out.constData());
        // A kind of report that does not exist: status 2, the kinds named, no file.
        const QString other = dir.filePath(QStringLiteral("wallchart.pdf"));
        const Run unknown = runDb(database,
            { QStringLiteral("report"), QStringLiteral("1"), QStringLiteral("--kind"),
                QStringLiteral("wallchart"), QStringLiteral("--pdf"), other });
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains("--kind must be standings, crosstable, evaluation, "
                                      "record-sheet, pairings or pairings-by-name"),
            unknown.err.constData());
        QVERIFY(!QFile::exists(other));
    }

    // `db report` speaks the user's language (LANG) with the desktop's translations, on the paper
    // of the system's country (reports.md "Paper"): German words on A4 for a German system,
    // English words on Letter for an American one.
    void aReportSpeaksTheUsersLanguageOnTheSystemsPaper_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QByteArray>("title");
        QTest::addColumn<QByteArray>("page");
        QTest::addColumn<QByteArray>("paper");
        QTest::newRow("German system")
            << QStringLiteral("de_DE.UTF-8") << QByteArray("Kreuztabelle")
            << QByteArray("Seite 1 von") << QByteArray("(A4)");
        QTest::newRow("American system")
            << QStringLiteral("en_US.UTF-8") << QByteArray("Crosstable") << QByteArray("Page 1 of")
            << QByteArray("(letter)");
    }
    void aReportSpeaksTheUsersLanguageOnTheSystemsPaper()
    {
        QFETCH(QString, lang);
        QFETCH(QByteArray, title);
        QFETCH(QByteArray, page);
        QFETCH(QByteArray, paper);
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        QCOMPARE(runDb(database, { QStringLiteral("import"), kDemoChess }).exitCode, 0);
        const QString pdf = dir.filePath(QStringLiteral("crosstable.pdf"));
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const char *name :
            { "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_MEASUREMENT", "LC_PAPER" })
            environment.remove(QLatin1String(name));
        environment.insert(QStringLiteral("LANG"), lang);
        process.setProcessEnvironment(environment);
        process.start(kCli,
            { QStringLiteral("db"), QStringLiteral("--database"), database,
                QStringLiteral("report"), QStringLiteral("1"), QStringLiteral("--kind"),
                QStringLiteral("crosstable"), QStringLiteral("--pdf"), pdf });
        QVERIFY(process.waitForFinished(30000));
        QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
        const Run text = run(QStandardPaths::findExecutable(QStringLiteral("pdftotext")),
            { pdf, QStringLiteral("-") });
        QVERIFY2(text.out.contains(title), text.out.constData());
        QVERIFY2(text.out.contains(page), text.out.constData());
        const Run info = run(QStandardPaths::findExecutable(QStringLiteral("pdfinfo")), { pdf });
        QVERIFY2(info.out.contains(paper), info.out.constData());
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

    // The help of the standings lists every tie-break --tiebreaks takes, by the name FIDE C.07
    // art. 5 gives it and its acronym, one a line; the variants of art. 14 by their names too.
    void aBackupMadeWhileAnotherProcessWritesPassesTheCheck()
    {
        // `db backup` while another process imports the same event again and again, each import
        // one transaction: the copy passes `db check`, and holds the events committed before
        // some moment, each whole (both its players), ids from the first on without a gap; as
        // many as were imported (the first import and the writer's) when the backup began at
        // least, and when it ended at most.
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        const QString event = writtenFile(dir, QStringLiteral("event.json"), kDwzDocument);
        QVERIFY(!event.isEmpty());
        QCOMPARE(runDb(database, { QStringLiteral("import"), event }).exitCode, 0);
        QProcess writer;
        writer.start(QStringLiteral("/bin/sh"),
            { QStringLiteral("-c"),
                QStringLiteral("for i in $(seq 40); do \"$0\" db --database \"$1\" import \"$2\""
                               " || exit 1; done"),
                kCli, database, event });
        auto imported = [&writer, seen = QByteArray()]() mutable {
            seen += writer.readAllStandardOutput();
            return int(seen.count("Imported event"));
        };
        QTRY_VERIFY_WITH_TIMEOUT(imported() >= 5, 60000);
        const int before = 1 + imported();
        const QString file = dir.filePath(QStringLiteral("backup.sqlite"));
        const Run backup = runDb(database, { QStringLiteral("backup"), file });
        // What the writer printed by now includes every import committed before the backup
        // ended, but the one it may have committed and not yet printed.
        writer.waitForReadyRead(5000);
        const int after = 1 + imported() + 1;
        QVERIFY2(backup.exitCode == 0, backup.err.constData());
        QCOMPARE(backup.out, "backed up to " + QDir::toNativeSeparators(file).toUtf8() + "\n");
        QVERIFY(writer.waitForFinished(120000));
        QCOMPARE(writer.exitCode(), 0);

        const Run check = runDb(file, { QStringLiteral("check") });
        QVERIFY2(check.exitCode == 0, check.out.constData());
        QVERIFY(check.out.startsWith("integrity: ok\n"));
        rd::store::Database copy(file);
        rd::store::Rows events = copy.run(QStringLiteral(
            "SELECT e.id AS id, count(p.player_id) AS players FROM events e"
            " LEFT JOIN event_players p ON p.event_id = e.id GROUP BY e.id ORDER BY e.id"));
        int held = 0;
        while (events.next()) {
            ++held;
            QCOMPARE(events.value(QStringLiteral("players")).toInt(), 2); // Meyer and Kurz
            if (!DatabaseLocation::onPostgresql()) // a server may skip a number (see above)
                QCOMPARE(events.value(QStringLiteral("id")).toInt(), held);
        }
        QVERIFY2(held >= before && held <= after,
            qPrintable(
                QStringLiteral("%1 events, %2 to %3 imported").arg(held).arg(before).arg(after)));
    }

    void backupIntoTheFolderBesideTheDatabase()
    {
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        QCOMPARE(runDb(database, { QStringLiteral("players") }).exitCode, 0);
        const Run backup = runDb(database, { QStringLiteral("backup") });
        if (DatabaseLocation::onPostgresql()) {
            // A server has no folder beside it: the file must be named.
            QCOMPARE(backup.exitCode, 2);
            QVERIFY(backup.err.contains("give its name"));
            return;
        }
        QCOMPARE(backup.exitCode, 0);
        // docs/database.md: DATABASE.backups/NAME-DATE-TIME-backup.sqlite, in UTC.
        const QRegularExpression named(QStringLiteral(
            "^backed up to (.*/club\\.sqlite\\.backups/club-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-"
            "\\d\\d-\\d{3}Z-backup\\.sqlite)\\n$"));
        const QRegularExpressionMatch match = named.match(QString::fromUtf8(backup.out));
        QVERIFY2(match.hasMatch(), backup.out.constData());
        QVERIFY(QFile::exists(match.captured(1)));
        QCOMPARE(runDb(match.captured(1), { QStringLiteral("check") }).exitCode, 0);
    }

    void restoreChecksTheBackupAndMakesANewDatabase()
    {
        // A rated event backed up, restored into a new file: the same players and history, and
        // `db check` passes. A file that is no backup of ours, and an existing database as the
        // target, are refused with a sentence and change nothing.
        QTemporaryDir dir;
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        const QString event = writtenFile(dir, QStringLiteral("event.json"), kDwzDocument);
        QCOMPARE(runDb(database, { QStringLiteral("import"), event }).exitCode, 0);
        const Run committed = runDb(database, { QStringLiteral("commit"), QStringLiteral("1") });
        QCOMPARE(committed.exitCode, 0);
        const QString file = dir.filePath(QStringLiteral("backup.sqlite"));
        QCOMPARE(runDb(database, { QStringLiteral("backup"), file }).exitCode, 0);

        const QString restored = dir.filePath(QStringLiteral("restored.sqlite"));
        const Run restore = runDb(restored, { QStringLiteral("restore"), file });
        QVERIFY2(restore.exitCode == 0, restore.err.constData());
        QCOMPARE(restore.out,
            QDir::toNativeSeparators(file).toUtf8() + " restored into " + restored.toUtf8() + "\n");
        QCOMPARE(runDb(restored, { QStringLiteral("players") }).out,
            runDb(database, { QStringLiteral("players") }).out);
        // databaseCommands: Meyer's 1650-12 becomes 1664-13 with the win over Kurz.
        QVERIFY(runDb(restored, { QStringLiteral("history"), QStringLiteral("Meyer") })
                    .out.contains("1650-12 -> 1664-13"));
        QCOMPARE(runDb(restored, { QStringLiteral("check") }).exitCode, 0);

        // Not over an existing database.
        const QByteArray before = [&restored] {
            QFile existing(restored);
            return existing.open(QIODevice::ReadOnly) ? existing.readAll() : QByteArray();
        }();
        const Run again = runDb(restored, { QStringLiteral("restore"), file });
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains("exists already; a backup is restored only into a new "
                                    "database, never over one"),
            again.err.constData());
        QFile existing(restored);
        QVERIFY(existing.open(QIODevice::ReadOnly));
        QCOMPARE(existing.readAll(), before);

        // Not another program's file.
        const QString foreign = writtenFile(dir, QStringLiteral("notes.sqlite"), "SQLite? No.\n");
        const QString target = dir.filePath(QStringLiteral("second.sqlite"));
        const Run refused = runDb(target, { QStringLiteral("restore"), foreign });
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("is not a ratingdesk backup, or it is damaged"),
            refused.err.constData());
        QVERIFY(!QFile::exists(target));
    }

    void keepBackupsTakesANumber()
    {
        const DatabaseLocation club;
        const QString database = createdDatabase(club);
        const Run kept = runDb(database, { QStringLiteral("keep-backups"), QStringLiteral("3") });
        if (DatabaseLocation::onPostgresql()) {
            QCOMPARE(kept.exitCode, 2);
            QVERIFY(kept.err.contains("a database on a server makes no automatic backups"));
            return;
        }
        QCOMPARE(kept.exitCode, 0);
        QCOMPARE(kept.out,
            QByteArray("the last 3 backups made before ratings already stored change are kept\n"));
        const Run none = runDb(database, { QStringLiteral("keep-backups"), QStringLiteral("0") });
        QCOMPARE(
            none.out, QByteArray("no backups are made before ratings already stored change\n"));
        QCOMPARE(
            runDb(database, { QStringLiteral("keep-backups"), QStringLiteral("x") }).exitCode, 2);
        const Run tooMany
            = runDb(database, { QStringLiteral("keep-backups"), QStringLiteral("1001") });
        QCOMPARE(tooMany.exitCode, 1);
        QVERIFY(tooMany.err.contains("from 0 (none) to 1000, not 1001"));
    }

    void standingsHelpNamesEveryTieBreak()
    {
        // Help opens no database.
        const Run help = run(
            kCli, { QStringLiteral("db"), QStringLiteral("standings"), QStringLiteral("--help") });
        QCOMPARE(help.exitCode, 0);
        for (const char *line : { "  Direct encounter (DE)\n", "  Number of wins (WIN)\n",
                 "  Rounds one elected to play (REP)\n", "  Buchholz (BH)\n",
                 "  Buchholz Cut-1 (BH-C1)\n", "  Buchholz Median-2 (BH-M2)\n",
                 "  Progressive scores Cut-2 (PS-C2)\n", "  Sonneborn-Berger (SB)\n",
                 "  Koya system (KS)\n", "  Average rating of opponents Cut-1 (ARO-C1)\n",
                 "  Rating (RTNG)\n", "  Sum of opponents' scores (SOS)\n",
                 "  Sum of defeated opponents' scores (SODOS)\n", "KS with -L+n, -L-n",
                 "BH, FB, SB, AOB with -P", "AOB with -F", "TPN, RTNG with -R" })
            QVERIFY2(help.out.contains(line), line);
        // One line for each choice: the 20 tie-breaks of standings.md's table, 18 variants (PS 2,
        // BH, FB, SB and ARO 4 each) and the three of Go.
        const QRegularExpression choice(QStringLiteral("^  [A-Z][^(]+ \\([A-Z]+(-[CM][12])?\\)$"),
            QRegularExpression::MultilineOption);
        QCOMPARE(QString::fromUtf8(help.out).count(choice), 20 + 18 + 3);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
