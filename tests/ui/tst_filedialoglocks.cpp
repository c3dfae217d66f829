// A file dialog showing the database's folder costs nothing of the draft being typed. SQLite's
// locks are the process's, and closing any descriptor of a file drops them (SQLite's "How To
// Corrupt An SQLite Database File", 2.2): a dialog that opens the database file to tell its kind
// leaves the desktop without locks, and the next program to close the database thinks itself
// the last one, copies the write-ahead log into the file and deletes it under the desktop.
//
// A child process (this program in editor mode) builds the main window on club.db, types a
// player into a new draft, shows the import dialog (Ctrl+I) on the database's folder and closes
// it with Escape; the command line then reads the database (db players) and ends; the child
// types a second player and is killed. The write-ahead log stays the child's own file
// throughout (/proc/PID/fd), the dialog opened none of the database's files (inotify), and
// both players are in the draft afterwards.
#include "engine/io/document/TypedDraft.h"
#include "engine/store/EventRepository.h"
#include "tests/ui/DialogScript.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileSystemModel>
#include <QLineEdit>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <climits>
#include <cstdio>
#include <sys/inotify.h>
#include <unistd.h>

namespace {

const char *const kEditorVariable = "RD_EDITOR_DATABASE";
const QString kDatabaseName = QStringLiteral("club.db");
// The database file and every file SQLite or the session lock keeps beside it.
const QStringList kDatabaseFiles = { kDatabaseName, kDatabaseName + QStringLiteral("-wal"),
    kDatabaseName + QStringLiteral("-shm"), kDatabaseName + QStringLiteral("-journal"),
    kDatabaseName + QStringLiteral(".lock") };
// What the folder holds while a draft is open (the session lock's file aside).
const QStringList kOpenDatabaseFiles = kDatabaseFiles.mid(0, 3);
const QString kPlayerBefore = QStringLiteral("Meyer, Anna");
const QString kPlayerAfter = QStringLiteral("Kurz, Bernd");

// Said on standard output, e.g. "typed Meyer, Anna".
void report(const QByteArray &line)
{
    std::fputs((line + '\n').constData(), stdout);
    std::fflush(stdout);
}

// The next line the test writes to standard input.
QByteArray nextInstruction()
{
    char line[128];
    return std::fgets(line, sizeof line, stdin) ? QByteArray(line).trimmed() : QByteArray();
}

// Typed key by key into the field that adds a player, once the window has the keyboard again.
bool typePlayer(rd::ui::MainWindow &window, const QString &name)
{
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return false;
    window.findChild<QLineEdit *>(QStringLiteral("addPlayer"))->setFocus();
    for (const QChar character : name)
        QTest::keyClicks(QApplication::focusWidget(), QString(character));
    {
        // A new player, made in the dialog with no values given.
        rd::test::DialogScript newPlayer(
            { [](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_Return); } });
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        if (!QTest::qWaitFor([&] { return newPlayer.done(); }))
            return false;
    }
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return false;
    QTest::qWait(10); // as between a person's keys
    return true;
}

// Whether the dialog's list shows the database, its log and its shared memory, each with its
// kind in the Type column: by then the dialog has judged each of them.
bool listsTheDatabase(const QFileSystemModel &model, const QString &folder)
{
    const QModelIndex parent = model.index(folder);
    int shown = 0;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex file = model.index(row, 0, parent);
        if (kOpenDatabaseFiles.contains(model.fileName(file)) && !model.type(file).isEmpty())
            ++shown;
    }
    return shown == kOpenDatabaseFiles.size();
}

// The child: a new chess draft, a player typed, the import dialog shown and closed, a second
// player typed when the test says so; then it waits to be killed.
int editADraft(int argc, char **argv)
{
    QApplication application(argc, argv);
    const QString database = QString::fromLocal8Bit(qgetenv(kEditorVariable));
    rd::ui::MainWindow window(database);
    window.show();
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return 3;
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::ControlModifier);
    if (!typePlayer(window, kPlayerBefore))
        return 3;
    report("typed " + kPlayerBefore.toUtf8());

    if (nextInstruction() != "show the dialog")
        return 4;
    const QString folder = QFileInfo(database).absolutePath();
    bool listed = false;
    rd::test::DialogScript lookAndClose({ [&](QWidget *dialog) {
        auto *model = dialog->findChild<QFileSystemModel *>();
        if (model) {
            // The import filter hides the database's files, yet the dialog judges them as it
            // lists the folder; shown greyed, the test sees when it has.
            model->setNameFilterDisables(true);
            const QDeadlineTimer deadline(20000);
            while (!listsTheDatabase(*model, folder) && !deadline.hasExpired())
                QTest::qWait(20);
            listed = listsTheDatabase(*model, folder);
        }
        QTest::keyClick(dialog, Qt::Key_Escape);
    } });
    // Import (Ctrl+I) opens on the working directory, the database's folder.
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_I, Qt::ControlModifier);
    report(listed ? "dialog closed" : "dialog closed without showing the database");

    if (nextInstruction() != "type again")
        return 4;
    if (!typePlayer(window, kPlayerAfter))
        return 3;
    report("typed " + kPlayerAfter.toUtf8());
    return application.exec();
}

// Every file of a folder some process opens while this watches (inotify's IN_OPEN), by name.
class FolderOpenings {
public:
    explicit FolderOpenings(const QString &folder)
        : m_inotify(inotify_init1(IN_NONBLOCK | IN_CLOEXEC))
    {
        if (m_inotify < 0 || inotify_add_watch(m_inotify, QFile::encodeName(folder), IN_OPEN) < 0)
            qFatal("cannot watch %s", qPrintable(folder));
    }
    ~FolderOpenings() { close(m_inotify); }
    FolderOpenings(const FolderOpenings &) = delete;
    FolderOpenings &operator=(const FolderOpenings &) = delete;

    // The files opened since the watch began (the folder's own listing has no name).
    QStringList opened() const
    {
        QStringList names;
        alignas(inotify_event) char buffer[sizeof(inotify_event) + NAME_MAX + 1];
        ssize_t length = 0;
        while ((length = read(m_inotify, buffer, sizeof buffer)) > 0) {
            for (ssize_t at = 0; at < length;) {
                const auto *event = reinterpret_cast<const inotify_event *>(buffer + at);
                if (event->len > 0)
                    names << QFile::decodeName(event->name);
                at += static_cast<ssize_t>(sizeof(inotify_event) + event->len);
            }
        }
        return names;
    }

private:
    int m_inotify;
};

// Where each open descriptor of process `pid` leads, as the kernel shows it: an unlinked file
// as "PATH (deleted)".
QStringList descriptorTargets(qint64 pid)
{
    QStringList targets;
    const QDir descriptors(QStringLiteral("/proc/%1/fd").arg(pid));
    for (const QString &descriptor :
        descriptors.entryList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot)) {
        char target[PATH_MAX];
        const ssize_t length
            = readlink(QFile::encodeName(descriptors.filePath(descriptor)), target, sizeof target);
        if (length > 0)
            targets << QFile::decodeName(QByteArray(target, static_cast<int>(length)));
    }
    return targets;
}

// The player names of the one draft in `database`.
QStringList draftPlayers(const QString &database)
{
    rd::store::Database store(database, rd::store::Database::Opening::CreateIfMissing);
    rd::store::EventRepository events(store);
    const auto all = events.allEvents();
    if (all.size() != 1)
        return {};
    const auto typed = events.typedDraft(all.front().id);
    if (!typed)
        return {};
    const rd::io::TypedDraft draft = rd::io::readTypedDraft(*typed);
    QStringList names;
    if (draft.read.event) {
        for (const auto &player : draft.read.event->players)
            names << QString::fromStdString(player.name);
    }
    return names;
}

} // namespace

class TestFileDialogLocks : public QObject {
    Q_OBJECT

private:
    // Reads the editor's lines until one begins with `expected`; false when it stops first.
    bool waitFor(QProcess &editor, const QByteArray &expected)
    {
        while (true) {
            while (editor.canReadLine()) {
                const QByteArray line = editor.readLine().trimmed();
                m_said << line;
                if (line.startsWith(expected))
                    return true;
            }
            if (!editor.waitForReadyRead(30000)) {
                qWarning("the editor said %s and stopped", m_said.join(" / ").constData());
                return false;
            }
        }
    }

    QByteArrayList m_said;

private slots:
    void aFileDialogAndAReaderLeaveTheDraftWhole()
    {
        QTemporaryDir folder;
        QTemporaryDir settings;
        const QString canonicalFolder = QDir(folder.path()).canonicalPath();
        const QString database = QDir(canonicalFolder).filePath(kDatabaseName);
        const QString log = database + QStringLiteral("-wal");

        QProcess editor;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QString::fromLatin1(kEditorVariable), database);
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        // No folder remembered from an earlier dialog: it opens on the working directory.
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), settings.path());
        editor.setProcessEnvironment(environment);
        editor.setWorkingDirectory(canonicalFolder);
        editor.setProcessChannelMode(QProcess::ForwardedErrorChannel); // its warnings in the log
        editor.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(editor.waitForStarted());
        QVERIFY(waitFor(editor, "typed " + kPlayerBefore.toUtf8()));

        QStringList openedMeanwhile;
        {
            const FolderOpenings openings(canonicalFolder);
            editor.write("show the dialog\n");
            QVERIFY(editor.waitForBytesWritten());
            QVERIFY(waitFor(editor, "dialog closed"));
            QCOMPARE(m_said.last(), QByteArray("dialog closed"));
            openedMeanwhile = openings.opened();
        }

        // A second program reads the database and ends, as the command line does.
        QProcess reader;
        reader.start(QStringLiteral(RD_CLI_PATH),
            { QStringLiteral("db"), QStringLiteral("players"), QStringLiteral("--database"),
                database });
        QVERIFY(reader.waitForFinished(30000));
        QVERIFY2(reader.exitStatus() == QProcess::NormalExit && reader.exitCode() == 0,
            reader.readAllStandardError().constData());
        const QStringList afterReading = descriptorTargets(editor.processId());

        editor.write("type again\n");
        QVERIFY(editor.waitForBytesWritten());
        QVERIFY(waitFor(editor, "typed " + kPlayerAfter.toUtf8()));
        const QStringList afterTyping = descriptorTargets(editor.processId());
        editor.kill(); // SIGKILL: nothing is closed or saved on the way out
        QVERIFY(editor.waitForFinished());

        // The log is the editor's open file, never one unlinked beneath it.
        for (const QStringList &targets : { afterReading, afterTyping }) {
            QVERIFY2(targets.contains(log), qPrintable(targets.join(QLatin1Char('\n'))));
            QVERIFY2(!targets.contains(log + QStringLiteral(" (deleted)")),
                qPrintable(targets.join(QLatin1Char('\n'))));
        }
        const QStringList players = draftPlayers(database);
        QVERIFY2(players.contains(kPlayerBefore), qPrintable(players.join(QLatin1String("; "))));
        QVERIFY2(players.contains(kPlayerAfter), qPrintable(players.join(QLatin1String("; "))));
        // The dialog told the files' kinds without opening any of the database's.
        for (const QString &name : kDatabaseFiles)
            QVERIFY2(!openedMeanwhile.contains(name),
                qPrintable(QStringLiteral("opened while the dialog was shown: ")
                    + openedMeanwhile.join(QLatin1String(", "))));
    }
};

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsSet(kEditorVariable))
        return editADraft(argc, argv);
    QApplication application(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    TestFileDialogLocks test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_filedialoglocks.moc"
