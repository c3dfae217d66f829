// A rating state reads the same wherever the desktop shows it: the player's history and the
// question before an evaluation is saved name a US Chess rating with the same words.
#include "desktop/DatabaseSession.h"
#include "engine/store/PlayerRepository.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "ui/ratings/HistoryTableModel.h"
#include "ui/ratings/PlayerHistoryView.h"
#include "ui/window/MainWindow.h"

#include <QAbstractButton>
#include <QFile>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using rd::test::DialogScript;
using rd::ui::HistoryTableModel;

namespace {

// A US Chess event of Meyer (1500 after 10 games) and Quinn (1450 after 30): Meyer wins with
// White in round 1 and draws with Black in round 2. The current rules keep decimals and publish
// the rounded integer (uscf.md §8).
QByteArray uscfEvent(const char *name, const char *endDate)
{
    return QStringLiteral(R"({ "format": "ratingdesk-event", "version": 1, "system": "uscf",
  "event": { "name": "%1", "end_date": "%2" },
  "players": [ { "id": "1", "name": "Meyer, Anna", "birth_year": 1970,
                 "uscf": { "rating": 1500, "games": 10 } },
               { "id": "2", "name": "Quinn", "birth_year": 1970,
                 "uscf": { "rating": 1450, "games": 30 } } ],
  "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" },
             { "round": 2, "white": "2", "black": "1", "result": "1/2-1/2" } ] })")
        .arg(QLatin1String(name), QLatin1String(endDate))
        .toUtf8();
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &content)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(name));
    file.write(content);
    return file.fileName();
}

// An import of players the database knows already: the director accepts the match.
bool importKnownPlayers(rd::ui::MainWindow &window, const QString &file)
{
    DialogScript same({ [](QWidget *box) {
        qobject_cast<QMessageBox *>(box)->button(QMessageBox::Yes)->animateClick();
    } });
    const bool imported = window.importEventDocument(file);
    window.activateWindow();
    return imported && same.done() && QTest::qWaitForWindowActive(&window);
}

} // namespace

class TestRatingTexts : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void historyAndSaveQuestionNameAUsChessRatingAlike()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow window(database);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.importEventDocument(
            writeFile(dir, QStringLiteral("spring.json"), uscfEvent("Spring", "2025-04-01"))));
        QVERIFY(window.saveEvaluation());
        QVERIFY(importKnownPlayers(window,
            writeFile(dir, QStringLiteral("autumn.json"), uscfEvent("Autumn", "2025-10-01"))));
        QVERIFY(window.saveEvaluation());
        // A late entry between the two: saving it rates autumn again, which is asked first.
        QVERIFY(importKnownPlayers(window,
            writeFile(dir, QStringLiteral("summer.json"), uscfEvent("Summer", "2025-07-01"))));
        QString question;
        DialogScript decline({ [&question](QWidget *box) {
            auto *message = qobject_cast<QMessageBox *>(box);
            question = message->informativeText();
            message->button(QMessageBox::No)->animateClick();
        } });
        rd::test::press(Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(decline.done());
        const auto line
            = QRegularExpression(QStringLiteral("^Autumn, Meyer, Anna: (.+) \u2192 (.+)$"),
                QRegularExpression::MultilineOption)
                  .match(question);
        QVERIFY2(line.hasMatch(), qPrintable(question));

        // Declined: autumn still holds what the history shows for it.
        // Read by a second session, which sees the file held by the window and reads it only.
        rd::desktop::DatabaseSession reading;
        QVERIFY(*reading.open(
            database, rd::desktop::Opening::ReadWrite, [](const QString &) { return true; }));
        rd::ui::PlayerHistoryView history;
        QVERIFY(history.showPlayer(reading,
            rd::store::PlayerRepository(reading.database())
                .players(QStringLiteral("Meyer"))
                .front()
                .id));
        const QAbstractItemModel &rows
            = *history.findChild<QTableView *>(QStringLiteral("historyTable"))->model();
        QString autumnAfter;
        for (int row = 0; row < rows.rowCount(); ++row) {
            if (rows.index(row, HistoryTableModel::EventColumn).data().toString() == "Autumn")
                autumnAfter = rows.index(row, HistoryTableModel::AfterColumn).data().toString();
        }
        // uscf.md §8: two decimals and the published integer, in both places.
        QVERIFY2(QRegularExpression(QStringLiteral("^\\d{4}\\.\\d\\d \\(\\d{4}\\)$"))
                     .match(autumnAfter)
                     .hasMatch(),
            qPrintable(autumnAfter));
        QCOMPARE(line.captured(1), autumnAfter);
    }
};

QTEST_MAIN(TestRatingTexts)
#include "tst_ratingtexts.moc"
