// Nothing lost when the desktop app dies while a director types: a child process (this program
// in typist mode) types a draft with the keyboard and says after each entry, and at the end
// after each keystroke, what it has typed; it is killed at once, and the draft reopened in the
// main window holds every entry it reported and the fields as they were being typed.
#include "engine/io/document/TypedDraft.h"
#include "engine/store/EventRepository.h"
#include "tests/ui/DialogScript.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QLineEdit>
#include <QProcess>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>

namespace {

const char *const kTypistVariable = "RD_TYPIST_DATABASE";
const QStringList kPlayers = { QStringLiteral("Meyer, Anna"), QStringLiteral("Kurz, Bernd"),
    QStringLiteral("Schulz, Carla"), QStringLiteral("Weber, Dieter") };

void typeKeys(const QString &text)
{
    for (const QChar character : text)
        QTest::keyClicks(QApplication::focusWidget(), QString(character));
}

// Reported on standard output once an entry is made, e.g. "entered player 2".
void report(const QByteArray &line)
{
    std::fputs((line + '\n').constData(), stdout);
    std::fflush(stdout);
}

// The child: a new DWZ event, the players one after the other, then a result per round; it
// waits to be killed afterwards.
int typeADraft(int argc, char **argv)
{
    QApplication application(argc, argv);
    rd::ui::MainWindow window(QString::fromLocal8Bit(qgetenv(kTypistVariable)));
    window.show();
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window))
        return 3;
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::ControlModifier);
    window.findChild<QLineEdit *>(QStringLiteral("addPlayer"))->setFocus();
    for (int i = 0; i < kPlayers.size(); ++i) {
        typeKeys(kPlayers[i]);
        {
            // A new player each, made in the dialog with no values given.
            rd::test::DialogScript newPlayer(
                { [](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_Return); } });
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
            if (!QTest::qWaitFor([&] { return newPlayer.done(); }))
                return 4;
        }
        window.activateWindow();
        if (!QTest::qWaitForWindowActive(&window))
            return 3;
        QTest::qWait(10); // as between a person's keys: the field is emptied for the next name
        report("entered player " + QByteArray::number(i + 1));
    }
    auto *view = window.findChild<QTableView *>(QStringLiteral("crosstableView"));
    view->setFocus();
    for (int round = 1; round <= 3; ++round) {
        // Meyer (1) meets 2, 3 and 4 with White and wins.
        view->setCurrentIndex(view->model()->index(0, 1 + round));
        typeKeys(QStringLiteral("%1w1").arg(round + 1));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        report("entered round " + QByteArray::number(round));
    }
    report("done");
    // Unfinished: a name typed but not entered, then half a result in Kurz's (2) round 4 cell.
    window.findChild<QLineEdit *>(QStringLiteral("addPlayer"))->setFocus();
    for (const QString &typed : { QStringLiteral("W"), QStringLiteral("Wo") }) {
        typeKeys(typed.right(1));
        report("typed name " + typed.toUtf8());
    }
    view->setFocus();
    view->setCurrentIndex(view->model()->index(1, 1 + 4));
    for (const QString &typed : { QStringLiteral("3"), QStringLiteral("3b") }) {
        typeKeys(typed.right(1));
        report("typed cell " + typed.toUtf8());
    }
    return application.exec();
}

} // namespace

class TestDraftSurvives : public QObject {
    Q_OBJECT

private slots:
    void aKilledSessionKeepsEveryEntry_data()
    {
        QTest::addColumn<QByteArray>("killedAfter");
        QTest::newRow("while adding players") << QByteArray("entered player 2");
        QTest::newRow("while typing results") << QByteArray("entered round 2");
        QTest::newRow("after the last entry") << QByteArray("done");
        QTest::newRow("while typing a name") << QByteArray("typed name Wo");
        QTest::newRow("while typing a result") << QByteArray("typed cell 3b");
    }

    void aKilledSessionKeepsEveryEntry()
    {
        QFETCH(QByteArray, killedAfter);
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        QProcess typist;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QString::fromLatin1(kTypistVariable), database);
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(
            QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        typist.setProcessEnvironment(environment);
        typist.start(QCoreApplication::applicationFilePath(), {});
        QVERIFY(typist.waitForStarted());
        QByteArrayList reported;
        while (!reported.contains(killedAfter)) {
            if (!typist.canReadLine() && !typist.waitForReadyRead(30000))
                QFAIL(qPrintable(QStringLiteral("the typist stopped: ")
                    + QString::fromLocal8Bit(typist.readAllStandardError())));
            while (typist.canReadLine())
                reported << typist.readLine().trimmed();
        }
        typist.kill(); // SIGKILL: no closing, no saving on the way out
        QVERIFY(typist.waitForFinished());

        int players = 0;
        int rounds = 0;
        for (const QByteArray &line : reported) {
            if (line.startsWith("entered player"))
                players = line.split(' ').last().toInt();
            if (line.startsWith("entered round"))
                rounds = line.split(' ').last().toInt();
        }
        rd::store::Database store(database, rd::store::Database::Opening::CreateIfMissing);
        rd::store::EventRepository events(store);
        const auto all = events.allEvents();
        QCOMPARE(all.size(), std::size_t { 1 });
        const auto typed = events.typedDraft(all.front().id);
        QVERIFY(typed);
        const rd::io::TypedDraft kept = rd::io::readTypedDraft(*typed);
        const rd::io::EventReadResult &draft = kept.read;
        QVERIFY(draft.event);
        // At least what was reported; at most the entry under way besides.
        QVERIFY(static_cast<int>(draft.event->players.size()) >= players);
        for (int i = 0; i < players; ++i)
            QCOMPARE(QString::fromStdString(draft.event->players[static_cast<std::size_t>(i)].name),
                kPlayers[i]);
        QVERIFY(static_cast<int>(draft.event->chessGames.size()) >= rounds);

        // What was being typed comes back into its field when the draft is opened again.
        QString name;
        QString cell;
        for (const QByteArray &line : reported) {
            if (line.startsWith("typed name "))
                name = QString::fromUtf8(line.mid(11));
            if (line.startsWith("typed cell "))
                cell = QString::fromUtf8(line.mid(11));
        }
        rd::ui::MainWindow window(database);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.openEvent(all.front().id));
        auto *addPlayer = window.findChild<QLineEdit *>(QStringLiteral("addPlayer"));
        // As reported, or with the one keystroke under way when it was killed.
        QTRY_VERIFY2(
            addPlayer->text().startsWith(name) && addPlayer->text().size() <= name.size() + 1,
            qPrintable(addPlayer->text()));
        if (!cell.isEmpty()) {
            auto *view = window.findChild<QTableView *>(QStringLiteral("crosstableView"));
            QTRY_VERIFY(view->indexWidget(view->model()->index(1, 5)));
            auto *editor = qobject_cast<QLineEdit *>(view->indexWidget(view->model()->index(1, 5)));
            QVERIFY(editor);
            QCOMPARE(editor->text(), cell);
        }
    }
};

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsSet(kTypistVariable))
        return typeADraft(argc, argv);
    QApplication application(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    TestDraftSurvives test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_draftsurvives.moc"
