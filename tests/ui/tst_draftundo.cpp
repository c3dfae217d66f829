// Deleting a draft and Edit > Undo bring back exactly what was there: its number and place in
// the entry order, its draft as typed with every kind of cell that the event cannot be rated
// with (kept as typed, docs/database.md), and, when it was open, its editor with its undo
// history. No dialog speaks of anything but the draft (once "unexpected problem… map::at" and
// the draft gone for good).
#include "engine/checks/PlayerNumbers.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/store/Database.h"
#include "engine/store/EventLifecycle.h"
#include "engine/store/EventRepository.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "ui/event/CrosstableModel.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventWorkspace.h"
#include "ui/window/MainWindow.h"

#include <QAbstractButton>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <functional>

using rd::test::DialogScript;
using rd::test::press;
using rd::test::type;

namespace {

// Four DWZ players; round 1 is played: Meyer – Kurz 1-0, Weber – Fischer ½-½.
const QByteArray kClubEvening = R"({ "format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "name": "Club evening", "end_date": "2026-11-24" },
  "players": [
    { "id": "1", "name": "Meyer, Anna", "birth_year": 1970, "dwz": { "rating": 1650, "index": 12 } },
    { "id": "2", "name": "Kurz, Bernd", "birth_year": 1971, "dwz": { "rating": 1580, "index": 30 } },
    { "id": "3", "name": "Weber, Dieter", "birth_year": 1972, "dwz": { "rating": 1720, "index": 20 } },
    { "id": "4", "name": "Fischer, Jan", "birth_year": 1973, "dwz": { "rating": 1490, "index": 8 } } ],
  "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" },
             { "round": 1, "white": "3", "black": "4", "result": "1/2-1/2" } ] })";

// A Go evening of two players and one line.
const QByteArray kGoEvening = R"({ "format": "ratingdesk-event", "version": 1, "system": "sagc",
  "event": { "name": "Go evening", "end_date": "2026-11-24" },
  "players": [ { "id": "a", "name": "Ito, Ken", "sagc": { "rank": "14k" } },
               { "id": "b", "name": "Berg, Lea", "sagc": { "rank": "16k" } } ],
  "games": [ { "white": "a", "black": "b", "winner": "black", "handicap": 2 } ] })";

// What the draft holds as typed beyond its stored content: a change of its games (on the ids
// the database gave its players) and the texts of cells not yet entered.
struct Typing {
    std::function<void(rd::EventInput &)> change;
    QMap<QString, QString> unfinished;
};

const std::string &idOf(const rd::EventInput &event, int startNumber)
{
    return event.players.at(static_cast<std::size_t>(startNumber - 1)).id;
}

} // namespace

Q_DECLARE_METATYPE(Typing)

class TestDraftUndo : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Each kind of cell the checks find wrong (checks::checkChessEvent, checks::checkGoLine) and
    // a text that is no result, kept with the draft as typed.
    void aDeletedDraftComesBackAsItWasTyped_data()
    {
        QTest::addColumn<QByteArray>("document");
        QTest::addColumn<Typing>("typing");
        QTest::newRow("a number without a player (7w1)")
            << kClubEvening
            << Typing { [](rd::EventInput &event) {
                           event.chessGames.push_back({ 2, idOf(event, 2),
                               rd::checks::placeholderId(7), rd::GameResult::WhiteWins });
                       },
                   {} };
        QTest::newRow("a player paired with himself")
            << kClubEvening
            << Typing { [](rd::EventInput &event) {
                           event.chessGames.push_back(
                               { 2, idOf(event, 3), idOf(event, 3), rd::GameResult::Draw });
                       },
                   {} };
        QTest::newRow("a text that is no result (4v1)")
            << kClubEvening
            << Typing {
                   {},
                   { { QStringLiteral("crosstableView@round=2;player=1"), QStringLiteral("4v1") } }
               };
        QTest::newRow("a pair twice in a round, with contradicting results")
            << kClubEvening
            << Typing { [](rd::EventInput &event) {
                           event.chessGames.push_back(
                               { 1, idOf(event, 2), idOf(event, 1), rd::GameResult::WhiteWins });
                       },
                   {} };
        QTest::newRow("a game and a bye in one round")
            << kClubEvening
            << Typing { [](rd::EventInput &event) {
                           event.byes.push_back({ 1, idOf(event, 4), 1.0, false });
                       },
                   {} };
        QTest::newRow("Go: a line of one player against himself")
            << kGoEvening
            << Typing { [](rd::EventInput &event) {
                           event.goGames.push_back({ idOf(event, 1), idOf(event, 1),
                               rd::GoWinner::White, 0, 6.5, rd::GoGameStatus::Club, std::nullopt });
                       },
                   {} };
        QTest::newRow("Go: a line naming nobody of the list")
            << kGoEvening
            << Typing { [](rd::EventInput &event) {
                           event.goGames.push_back({ idOf(event, 1), "Sato, Yuki",
                               rd::GoWinner::Black, 0, 6.5, rd::GoGameStatus::Club, std::nullopt });
                       },
                   {} };
        QTest::newRow("Go: a handicap of 12 stones")
            << kGoEvening
            << Typing { [](rd::EventInput &event) { event.goGames.front().handicap = 12; }, {} };
    }
    void aDeletedDraftComesBackAsItWasTyped()
    {
        QFETCH(QByteArray, document);
        QFETCH(Typing, typing);
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        qint64 id = 0;
        QByteArray typed;
        rd::model::EventSummary before;
        {
            rd::store::Database setup(database, rd::store::Database::Opening::CreateIfMissing);
            rd::store::EventLifecycle lifecycle(setup);
            addDraft(setup, kClubEvening); // an earlier draft: the one deleted is not the first
            id = addDraft(setup, document);
            rd::EventInput content
                = lifecycle.open(id, rd::store::EventLifecycle::Access::Look).orThrow().content;
            if (typing.change)
                typing.change(content);
            QVERIFY(lifecycle.keepTyped(id, content, typing.unfinished));
            rd::store::EventRepository events(setup);
            typed = *events.typedDraft(id);
            before = *events.summary(id);
        }
        rd::ui::MainWindow window(database);
        show(window);
        auto *list = window.findChild<QTableView *>(QStringLiteral("eventTable"));
        QTRY_COMPARE(list->model()->rowCount(), 2);
        list->setFocus();
        list->setCurrentIndex(list->model()->index(0, 0)); // the latest, ours
        QCOMPARE(list->currentIndex().data().toLongLong(), id);

        // Delete asks; Ctrl+Z brings the draft back. Any other dialog is a failure.
        QString unexpected;
        DialogScript script(
            { [](QWidget *box) {
                 qobject_cast<QMessageBox *>(box)->button(QMessageBox::Yes)->animateClick();
             },
                [&unexpected](QWidget *box) {
                    unexpected = qobject_cast<QMessageBox *>(box)->text();
                    qobject_cast<QMessageBox *>(box)->accept();
                } });
        press(Qt::Key_Delete);
        QTRY_COMPARE(list->model()->rowCount(), 1);
        rd::test::backTo(window);
        list->setFocus();
        press(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(list->model()->rowCount(), 2);
        QVERIFY2(unexpected.isEmpty(), qPrintable(unexpected));

        // The same number, the same place in the entry order, the draft as typed byte for byte.
        rd::store::Database check(database, rd::store::Database::Opening::ReadOnly);
        rd::store::EventRepository events(check);
        const auto after = events.summary(id);
        QVERIFY(after);
        QCOMPARE(after->entrySequence, before.entrySequence);
        QCOMPARE(after->name, before.name);
        QCOMPARE(after->status, rd::model::EventStatus::Draft);
        QCOMPARE(events.typedDraft(id), std::optional<QByteArray>(typed));
        QCOMPARE(list->currentIndex().data().toLongLong(), id);

        // Redo deletes it again, and undo brings it back again.
        press(Qt::Key_Y, Qt::ControlModifier);
        QTRY_COMPARE(list->model()->rowCount(), 1);
        press(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(list->model()->rowCount(), 2);
        QVERIFY2(unexpected.isEmpty(), qPrintable(unexpected));
    }

    // The draft open in its editor comes back into it, with the steps typed there to undo.
    void theOpenDraftComesBackWithItsUndoHistory()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        qint64 id = 0;
        {
            rd::store::Database setup(database, rd::store::Database::Opening::CreateIfMissing);
            id = addDraft(setup, kClubEvening);
        }
        rd::ui::MainWindow window(database);
        show(window);
        auto *list = window.findChild<QTableView *>(QStringLiteral("eventTable"));
        QTRY_COMPARE(list->model()->rowCount(), 1);
        list->setFocus();
        list->setCurrentIndex(list->model()->index(0, 0));
        press(Qt::Key_Return);
        QVERIFY(window.workspace());

        // Round 2 typed: Meyer – Fischer, then Kurz – Weber.
        auto *view = window.workspace()->findChild<QTableView *>(QStringLiteral("crosstableView"));
        const auto *model = qobject_cast<const rd::ui::CrosstableModel *>(view->model());
        view->setFocus();
        view->setCurrentIndex(model->index(0, model->roundColumn(2)));
        type(QStringLiteral("4b1"));
        press(Qt::Key_Return);
        view->setCurrentIndex(model->index(1, model->roundColumn(2)));
        type(QStringLiteral("3w0"));
        press(Qt::Key_Return);
        QCOMPARE(window.draft()->undoStack()->count(), 2);
        const QString lastStep = window.draft()->undoStack()->undoText();

        DialogScript script({ [](QWidget *box) {
            qobject_cast<QMessageBox *>(box)->button(QMessageBox::Yes)->animateClick();
        } });
        list->setFocus();
        press(Qt::Key_Delete);
        QTRY_VERIFY(script.done());
        QTRY_VERIFY(!window.workspace());
        rd::test::backTo(window);
        list->setFocus();
        press(Qt::Key_Z, Qt::ControlModifier);

        // Open again under its number, both steps there to undo, the last one first.
        QTRY_VERIFY(window.workspace());
        QCOMPARE(window.workspace()->eventId(), id);
        QCOMPARE(window.draft()->event().chessGames.size(), std::size_t { 4 });
        QCOMPARE(window.draft()->undoStack()->count(), 2);
        QCOMPARE(window.draft()->undoStack()->undoText(), lastStep);
        window.workspace()->findChild<QTableView *>(QStringLiteral("crosstableView"))->setFocus();
        press(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window.draft()->event().chessGames.size(), std::size_t { 3 });
    }

private:
    static qint64 addDraft(rd::store::Database &database, const QByteArray &document)
    {
        const rd::io::EventReadResult read = rd::io::readEventDocument(document);
        if (!read.event)
            qFatal("the document cannot be read");
        return rd::store::EventLifecycle(database).addDraft(*read.event).orThrow();
    }

    static void show(QWidget &window)
    {
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
    }
};

QTEST_MAIN(TestDraftUndo)
#include "tst_draftundo.moc"
