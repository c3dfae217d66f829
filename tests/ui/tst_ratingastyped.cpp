// An event is rated only as it is typed (checks::ratingBlockers): Save (Ctrl+S) on a draft whose
// crosstable holds a cell that is no result, a player number not in the list or no game at all,
// or whose Go record sheet holds a cell typed and not entered (or refused) or no line, names the
// first problem, puts the cursor on it and rates nothing; the typed text stays. In English and in
// German, with the keyboard alone.
#include "engine/io/document/EventDocumentReader.h"
#include "engine/store/Database.h"
#include "engine/store/EventLifecycle.h"
#include "engine/store/EventRepository.h"
#include "engine/store/ImportService.h"
#include "tests/ui/Keyboard.h"
#include "ui/event/CrosstableModel.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventWorkspace.h"
#include "ui/event/RecordSheetEditor.h"
#include "ui/event/RecordSheetModel.h"
#include "ui/widgets/DateField.h"
#include "ui/window/MainWindow.h"

#include <QComboBox>
#include <QDate>
#include <QDir>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using rd::test::focus;
using rd::test::press;
using rd::test::type;

// The words of one language the test looks for.
struct Language {
    QString code; // "en", "de"
    QString notAResult; // what the sentence says of a typed cell that is no result
    QString notRated; // how the status line begins
    QString noGame; // what it says of an event without a game
    QString notInList; // what it says of an opponent's number without a player
    QString unplayed; // what it says of a game paired and not yet played
    QString datesReversed; // what it says of trf-dates-reversed.trf's dates
    QString noStart; // what it says of trf-empty-start-date.trf's dates
    Qt::Key startKey; // the start date's mnemonic (Alt+...)
    QString notEntered; // what it says of a record sheet's cell typed into and not entered
    QString goDatesReversed; // what it says of h9-dates-reversed.h9's dates
    QString noStartUntil; // what it says of an event without a start date ending on %1
};
Q_DECLARE_METATYPE(Language)

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

const Language kEnglish { QStringLiteral("en"), QStringLiteral("\"4v1\" is not a result"),
    QStringLiteral("Not rated; the draft is kept as typed."),
    QStringLiteral("an event without a game cannot be rated"),
    QStringLiteral("plays number 7, who is not in the player list"),
    QStringLiteral("Round 3: Kessler, Anton (1) – Öztürk, Can (3) has no result yet; enter it "
                   "before the event is rated."),
    // Dates as the locale writes them (en_US, the tests' default: M/d/yyyy).
    QStringLiteral("The event starts on 11/16/2024, after its last day, 11/15/2024; correct the "
                   "dates before it is rated."),
    QStringLiteral("The event has no start date; it is rated by its last day, 1/31/2026. Enter "
                   "its first day if it is known."),
    Qt::Key_S, QStringLiteral("Line 1, White: \"Sato\" is typed but not entered."),
    QStringLiteral("The event starts on 11/7/2021, after its last day, 11/6/2021; correct the "
                   "dates before it is rated."),
    QStringLiteral("The event has no start date; it is rated by its last day, %1. Enter its first "
                   "day if it is known.") };
const Language kGerman { QStringLiteral("de"), QStringLiteral("„4v1“ ist kein Ergebnis"),
    QStringLiteral("Nicht ausgewertet; der Entwurf bleibt wie getippt."),
    QStringLiteral("ohne Partie kann nicht ausgewertet werden"),
    QStringLiteral("spielt gegen Nummer 7, die nicht in der Spielerliste steht"),
    QStringLiteral("Runde 3: Kessler, Anton (1) – Öztürk, Can (3) hat noch kein Ergebnis; "
                   "tragen Sie es ein, bevor das Turnier ausgewertet wird."),
    // Dates as German writes them (dd.MM.yyyy), not ISO.
    QStringLiteral("Das Turnier beginnt am 16.11.2024, nach seinem letzten Tag, dem 15.11.2024; "
                   "berichtigen Sie die Daten, bevor es ausgewertet wird."),
    QStringLiteral("Das Turnier hat kein Anfangsdatum; es wird nach seinem letzten Tag, dem "
                   "31.01.2026, ausgewertet. Tragen Sie seinen ersten Tag ein, wenn er bekannt "
                   "ist."),
    Qt::Key_G, QStringLiteral("Zeile 1, Weiß: „Sato“ ist getippt, aber nicht eingetragen."),
    QStringLiteral("Das Turnier beginnt am 07.11.2021, nach seinem letzten Tag, dem 06.11.2021; "
                   "berichtigen Sie die Daten, bevor es ausgewertet wird."),
    QStringLiteral("Das Turnier hat kein Anfangsdatum; es wird nach seinem letzten Tag, dem %1, "
                   "ausgewertet. Tragen Sie seinen ersten Tag ein, wenn er bekannt ist.") };

// A Go evening of three players: line 1 Ito – Berg, won by Black.
const QByteArray kGoEvening = R"({ "format": "ratingdesk-event", "version": 1, "system": "sagc",
  "event": { "name": "Go evening", "end_date": "2026-11-24" },
  "players": [ { "id": "1", "name": "Ito, Ken", "sagc": { "rank": "14k", "index": 0 } },
               { "id": "2", "name": "Berg, Lea", "sagc": { "rank": "16k", "index": 0 } },
               { "id": "3", "name": "Sato, Yuki", "sagc": { "rank": "12k", "index": 0 } } ],
  "games": [ { "white": "1", "black": "2", "winner": "black", "date": "2026-11-24" } ] })";

// The next evening of Ito, added to it at the state he had before the first was rated.
const QByteArray kNextGoEvening = R"({ "format": "ratingdesk-event", "version": 1, "system": "sagc",
  "event": { "name": "Next Go evening", "end_date": "2026-12-01" },
  "players": [ { "id": "1", "name": "Ito, Ken", "sagc": { "rank": "14k", "index": 0 } },
               { "id": "3", "name": "Sato, Yuki", "sagc": { "rank": "12k", "index": 0 } } ],
  "games": [ { "white": "1", "black": "3", "winner": "white", "date": "2026-12-01" } ] })";

// A database with `document` (the club evening) as its one draft.
QString clubEvening(const QTemporaryDir &dir, const QByteArray &document = kClubEvening)
{
    const QString database = dir.filePath(QStringLiteral("club.sqlite"));
    rd::store::Database setup(database, rd::store::Database::Opening::CreateIfMissing);
    const rd::io::EventReadResult read = rd::io::readEventDocument(document);
    if (!read.event || !rd::store::EventLifecycle(setup).addDraft(*read.event))
        qFatal("the event cannot be added");
    return database;
}

// A database with tests/data/`file` imported as File > Import imports it, its one draft.
QString imported(const QTemporaryDir &dir, const QString &file)
{
    const QString database = dir.filePath(QStringLiteral("club.sqlite"));
    rd::store::Database setup(database, rd::store::Database::Opening::CreateIfMissing);
    rd::store::ImportService import(setup);
    const rd::store::ImportPlan plan = import.planFile(QStringLiteral(RD_TEST_DATA_DIR "/") + file);
    if (!plan.canWrite())
        qFatal("%s cannot be imported", qPrintable(file));
    import.write(plan);
    return database;
}

rd::model::EventStatus storedStatus(const QString &database, qint64 eventId)
{
    rd::store::Database check(database, rd::store::Database::Opening::ReadOnly);
    return rd::store::EventRepository(check).summary(eventId)->status;
}

} // namespace

class TestRatingAsTyped : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void cleanup()
    {
        QCoreApplication::removeTranslator(&m_translator);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void aTypoInACellBlocksSave_data() { languages(); }
    void aTypoInACellBlocksSave()
    {
        QFETCH(Language, language);
        use(language);
        QTemporaryDir dir;
        const QString database = clubEvening(dir);
        rd::ui::MainWindow window(database);
        window.resize(1366, 768); // a club laptop's screen, for the README's picture
        showAndOpen(window);
        const qint64 eventId = window.workspace()->eventId();

        // Round 2, Meyer's cell: "4v1" typed for "4b1" (v beside b). Enter keeps the cell open in
        // red.
        auto *view = window.workspace()->findChild<QTableView *>(QStringLiteral("crosstableView"));
        const auto *model = qobject_cast<const rd::ui::CrosstableModel *>(view->model());
        const QModelIndex meyerRound2 = model->index(0, model->roundColumn(2));
        view->setFocus();
        view->setCurrentIndex(meyerRound2);
        type(QStringLiteral("4v1"));
        press(Qt::Key_Return);
        press(Qt::Key_S, Qt::ControlModifier);

        // Nothing rated, the typo named and the cursor in its cell with the text as typed.
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.startsWith(language.notRated), qPrintable(said));
        QVERIFY2(said.contains(language.notAResult), qPrintable(said));
        auto *message = window.workspace()->findChild<QLabel *>(QStringLiteral("editorMessage"));
        QVERIFY2(message->text().contains(language.notAResult), qPrintable(message->text()));
        auto *cell = qobject_cast<QLineEdit *>(focus());
        QVERIFY(cell);
        QCOMPARE(view->indexWidget(meyerRound2), cell);
        QCOMPARE(cell->text(), QStringLiteral("4v1"));
        QCOMPARE(storedStatus(database, eventId), rd::model::EventStatus::Draft);
        QCOMPARE(window.workspace()->mode(), rd::ui::EventWorkspace::Mode::Draft);
        // The sentence below the crosstable has the lines it wraps to (German needs two) once
        // the window has laid it out again, as a person sees it.
        QTRY_VERIFY(message->height() >= message->heightForWidth(message->width()));
        // scripts/screenshots pictures the refused Save for the README (RD_SCREENSHOTS: where).
        if (const QString shots = qEnvironmentVariable("RD_SCREENSHOTS"); !shots.isEmpty())
            QVERIFY(window.grab().save(
                QDir(shots).filePath(QStringLiteral("blocked-save-%1.png").arg(language.code))));

        // Put right where the cursor is, the event is rated with the game.
        press(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("4b1"));
        press(Qt::Key_Return);
        QCOMPARE(window.draft()->event().chessGames.size(), std::size_t { 3 });
        press(Qt::Key_S, Qt::ControlModifier);
        QTRY_COMPARE(storedStatus(database, eventId), rd::model::EventStatus::Rated);
        rd::store::Database check(database, rd::store::Database::Opening::ReadOnly);
        QCOMPARE(rd::store::EventRepository(check).document(eventId).chessGames.size(),
            std::size_t { 3 });
    }

    // A result the crosstable refuses (Meyer against himself, "1w1" typed in his own row) stays
    // in its own cell as typed, whether Save comes before Enter or after it: Enter, Tab and Down
    // leave the cursor in it, Save names the cell and the reason and rates nothing; put right
    // there, the event is rated with the game (issue 39 point 1: nothing typed is left out).
    void aRefusedCellKeepsItsTextAndBlocksSave_data() { languages(); }
    void aRefusedCellKeepsItsTextAndBlocksSave()
    {
        QFETCH(Language, language);
        use(language);
        const QString reason = language.code == QLatin1String("de")
            ? QStringLiteral("Runde 2: Meyer, Anna (1) kann nicht gegen sich selbst spielen.")
            : QStringLiteral("Round 2: Meyer, Anna (1) cannot play himself.");
        QTemporaryDir dir;
        const QString database = clubEvening(dir);
        rd::ui::MainWindow window(database);
        showAndOpen(window);
        const qint64 eventId = window.workspace()->eventId();
        auto *view = window.workspace()->findChild<QTableView *>(QStringLiteral("crosstableView"));
        const auto *model = qobject_cast<const rd::ui::CrosstableModel *>(view->model());
        auto *message = window.workspace()->findChild<QLabel *>(QStringLiteral("editorMessage"));
        const QModelIndex meyerRound2 = model->index(0, model->roundColumn(2));
        view->setFocus();
        view->setCurrentIndex(meyerRound2);
        type(QStringLiteral("1w1"));
        const auto keptInItsCell = [&] {
            auto *cell = qobject_cast<QLineEdit *>(focus());
            QVERIFY(cell);
            QCOMPARE(view->indexWidget(meyerRound2), cell);
            QCOMPARE(view->currentIndex(), meyerRound2);
            QCOMPARE(cell->text(), QStringLiteral("1w1"));
            QCOMPARE(window.draft()->event().chessGames.size(), std::size_t { 2 });
        };
        const auto saveIsRefused = [&] {
            press(Qt::Key_S, Qt::ControlModifier);
            const QString said = window.statusBar()->currentMessage();
            QVERIFY2(said.startsWith(language.notRated), qPrintable(said));
            QVERIFY2(said.endsWith(reason), qPrintable(said));
            QCOMPARE(storedStatus(database, eventId), rd::model::EventStatus::Draft);
            QCOMPARE(window.workspace()->mode(), rd::ui::EventWorkspace::Mode::Draft);
        };
        saveIsRefused(); // before Enter
        keptInItsCell();
        for (const Qt::Key key : { Qt::Key_Return, Qt::Key_Tab, Qt::Key_Down }) {
            press(key);
            QTest::qWait(10); // the cursor is put back after the event loop's turn
            keptInItsCell();
            QCOMPARE(message->text(), reason);
        }
        saveIsRefused(); // after Enter
        keptInItsCell();

        // Put right where the cursor is: Meyer has Black against Fischer (4) and wins.
        press(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("4b1"));
        press(Qt::Key_Return);
        QCOMPARE(window.draft()->event().chessGames.size(), std::size_t { 3 });
        press(Qt::Key_S, Qt::ControlModifier);
        QTRY_COMPARE(storedStatus(database, eventId), rd::model::EventStatus::Rated);
    }

    // A result typed without Enter counts as the user sees it: Save enters it first.
    void aResultTypedWithoutEnterIsRatedWithTheEvent()
    {
        use(kEnglish);
        QTemporaryDir dir;
        const QString database = clubEvening(dir);
        rd::ui::MainWindow window(database);
        showAndOpen(window);
        const qint64 eventId = window.workspace()->eventId();
        auto *view = window.workspace()->findChild<QTableView *>(QStringLiteral("crosstableView"));
        const auto *model = qobject_cast<const rd::ui::CrosstableModel *>(view->model());
        view->setFocus();
        view->setCurrentIndex(model->index(0, model->roundColumn(2)));
        type(QStringLiteral("4b1"));
        press(Qt::Key_S, Qt::ControlModifier);
        QTRY_COMPARE(storedStatus(database, eventId), rd::model::EventStatus::Rated);
        rd::store::Database check(database, rd::store::Database::Opening::ReadOnly);
        QCOMPARE(rd::store::EventRepository(check).document(eventId).chessGames.size(),
            std::size_t { 3 });
    }

    void anOpponentNotInTheListBlocksSave_data() { languages(); }
    void anOpponentNotInTheListBlocksSave()
    {
        QFETCH(Language, language);
        use(language);
        QTemporaryDir dir;
        const QString database = clubEvening(dir);
        rd::ui::MainWindow window(database);
        showAndOpen(window);
        const qint64 eventId = window.workspace()->eventId();
        auto *view = window.workspace()->findChild<QTableView *>(QStringLiteral("crosstableView"));
        const auto *model = qobject_cast<const rd::ui::CrosstableModel *>(view->model());
        const QModelIndex kurzRound2 = model->index(1, model->roundColumn(2));
        view->setFocus();
        view->setCurrentIndex(kurzRound2);
        type(QStringLiteral("7w1")); // no. 7 is not in the list: entered, marked as an error
        press(Qt::Key_Return);
        view->setCurrentIndex(model->index(3, model->roundColumn(1)));
        press(Qt::Key_S, Qt::ControlModifier);
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.contains(language.notInList), qPrintable(said));
        QCOMPARE(view->currentIndex(), kurzRound2);
        QCOMPARE(focus(), view);
        QCOMPARE(storedStatus(database, eventId), rd::model::EventStatus::Draft);
    }

    // A record sheet's cell typed into and not entered (White of line 1 overtyped with "Sato",
    // no Enter) is no line of the event yet: Save names it and puts the cursor back into it, as
    // the crosstable's cell; Esc leaves the line as it was, and the event is rated with it.
    void aRecordSheetCellNotEnteredBlocksSave_data() { languages(); }
    void aRecordSheetCellNotEnteredBlocksSave()
    {
        QFETCH(Language, language);
        use(language);
        QTemporaryDir dir;
        const QString database = clubEvening(dir, kGoEvening);
        rd::ui::MainWindow window(database);
        showAndOpen(window);
        const qint64 eventId = window.workspace()->eventId();
        auto *lines = window.workspace()->findChild<QTableView *>(QStringLiteral("linesView"));
        QVERIFY(lines);
        const QModelIndex white1 = lines->model()->index(0, 0);
        lines->setFocus();
        lines->setCurrentIndex(white1);
        type(QStringLiteral("Sato"));
        QVERIFY(lines->indexWidget(white1));
        press(Qt::Key_S, Qt::ControlModifier);

        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.startsWith(language.notRated), qPrintable(said));
        QVERIFY2(said.contains(language.notEntered), qPrintable(said));
        auto *cell = qobject_cast<QLineEdit *>(focus());
        QVERIFY(cell);
        QCOMPARE(lines->indexWidget(white1), cell);
        QCOMPARE(cell->text(), QStringLiteral("Sato"));
        QCOMPARE(storedStatus(database, eventId), rd::model::EventStatus::Draft);

        press(Qt::Key_Escape);
        QTRY_VERIFY(!lines->indexWidget(white1));
        press(Qt::Key_S, Qt::ControlModifier);
        QTRY_COMPARE(storedStatus(database, eventId), rd::model::EventStatus::Rated);
        rd::store::Database check(database, rd::store::Database::Opening::ReadOnly);
        const rd::EventInput stored = rd::store::EventRepository(check).document(eventId);
        QCOMPARE(stored.goGames.size(), std::size_t { 1 });
        QCOMPARE(stored.findPlayer(stored.goGames.front().white)->name, std::string("Ito, Ken"));
    }

    // A name typed into a line's cell and refused on Enter (Black of Ito's line overtyped with
    // Ito: a player against himself) stays in its cell with the reason below the entry row, and
    // Save names it there and rates nothing.
    void aRefusedLineCellBlocksSave_data()
    {
        QTest::addColumn<Language>("language");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("said");
        QTest::addColumn<QString>("why");
        QTest::newRow("himself, English")
            << kEnglish << 1 << QStringLiteral("Ito, Ken")
            << QStringLiteral("Line 1, Black: \"Ito, Ken\" is typed but not entered.")
            << QStringLiteral("White and Black are the same player");
        QTest::newRow("himself, German")
            << kGerman << 1 << QStringLiteral("Ito, Ken")
            << QStringLiteral("Zeile 1, Schwarz: „Ito, Ken“ ist getippt, aber nicht eingetragen.")
            << QStringLiteral("Weiß und Schwarz sind derselbe Spieler");
    }
    void aRefusedLineCellBlocksSave()
    {
        QFETCH(Language, language);
        QFETCH(int, column);
        QFETCH(QString, text);
        QFETCH(QString, said);
        QFETCH(QString, why);
        use(language);
        QTemporaryDir dir;
        const QString database = clubEvening(dir, kGoEvening);
        rd::ui::MainWindow window(database);
        showAndOpen(window);
        const qint64 eventId = window.workspace()->eventId();
        auto *lines = window.workspace()->findChild<QTableView *>(QStringLiteral("linesView"));
        const QModelIndex cellIndex = lines->model()->index(0, column);
        lines->setFocus();
        lines->setCurrentIndex(cellIndex);
        type(text);
        press(Qt::Key_Return);
        auto *reason = window.workspace()->findChild<QLabel *>(QStringLiteral("entryMessage"));
        QTRY_VERIFY2(reason->text().contains(why), qPrintable(reason->text()));
        press(Qt::Key_S, Qt::ControlModifier);

        const QString status = window.statusBar()->currentMessage();
        QVERIFY2(status.startsWith(language.notRated), qPrintable(status));
        QVERIFY2(status.contains(said), qPrintable(status));
        auto *cell = qobject_cast<QLineEdit *>(focus());
        QVERIFY(cell);
        QCOMPARE(lines->indexWidget(cellIndex), cell);
        QCOMPARE(cell->text(), text);
        QCOMPARE(storedStatus(database, eventId), rd::model::EventStatus::Draft);
    }

    // A name no player has (a typo, "Itto" for Ito) is entered into the line as written, to be
    // added to the players; until it is, Save names the line and puts the cursor on the name.
    void aNameNotInTheListBlocksSave_data()
    {
        QTest::addColumn<Language>("language");
        QTest::addColumn<QString>("said");
        QTest::newRow("English")
            << kEnglish
            << QStringLiteral("Line 1: \"Itto\" is not in the player list; add the player.");
        QTest::newRow("German")
            << kGerman
            << QStringLiteral("Zeile 1: „Itto“ steht nicht in der Spielerliste; den Spieler "
                              "hinzufügen.");
    }
    void aNameNotInTheListBlocksSave()
    {
        QFETCH(Language, language);
        QFETCH(QString, said);
        use(language);
        QTemporaryDir dir;
        const QString database = clubEvening(dir, kGoEvening);
        rd::ui::MainWindow window(database);
        showAndOpen(window);
        const qint64 eventId = window.workspace()->eventId();
        auto *lines = window.workspace()->findChild<QTableView *>(QStringLiteral("linesView"));
        const QModelIndex white1 = lines->model()->index(0, 0);
        lines->setFocus();
        lines->setCurrentIndex(white1);
        type(QStringLiteral("Itto"));
        press(Qt::Key_Return);
        QTRY_COMPARE(white1.data().toString(), QStringLiteral("Itto"));
        lines->setCurrentIndex(lines->model()->index(0, 3));
        press(Qt::Key_S, Qt::ControlModifier);
        const QString status = window.statusBar()->currentMessage();
        QVERIFY2(status.startsWith(language.notRated), qPrintable(status));
        QVERIFY2(status.contains(said), qPrintable(status));
        QCOMPARE(lines->currentIndex(), white1);
        QCOMPARE(storedStatus(database, eventId), rd::model::EventStatus::Draft);
    }

    // A Go evening with its players and no line yet cannot be rated.
    // The record sheet's preview (F5) is the evaluation Save writes, rated by the store: Ito
    // starts from the state the evening rated before this one leaves him, not from the state the
    // draft kept when he was added to it (14k, index 0), which that evening has changed since.
    void aRecordSheetPreviewIsTheEvaluationSaveWrites()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        {
            rd::store::Database setup(database, rd::store::Database::Opening::CreateIfMissing);
            rd::store::EventLifecycle lifecycle(setup);
            const auto first = rd::io::readEventDocument(kGoEvening);
            const auto second = rd::io::readEventDocument(kNextGoEvening);
            const qint64 firstId = lifecycle.addDraft(*first.event).orThrow();
            lifecycle.addDraft(*second.event).orThrow();
            lifecycle.rate(firstId).orThrow();
        }
        rd::ui::MainWindow window(database);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto *events = window.findChild<QTableView *>(QStringLiteral("eventTable"));
        QTRY_COMPARE(events->model()->rowCount(), 2);
        QModelIndexList next;
        for (int column = 0; next.isEmpty() && column < events->model()->columnCount(); ++column)
            next = events->model()->match(events->model()->index(0, column), Qt::DisplayRole,
                QStringLiteral("Next Go evening"), 1, Qt::MatchExactly);
        QCOMPARE(next.size(), 1);
        events->setFocus();
        events->setCurrentIndex(next.front().siblingAtColumn(0));
        press(Qt::Key_Return);
        QVERIFY(window.workspace());
        const qint64 eventId = window.workspace()->eventId();
        const auto held = std::find_if(window.draft()->event().players.begin(),
            window.draft()->event().players.end(),
            [](const rd::PlayerInput &player) { return player.name == "Ito, Ken"; });
        QCOMPARE(held->sagc->index, 0);

        window.workspace()->findChild<QTableView *>(QStringLiteral("linesView"))->setFocus();
        press(Qt::Key_F5);
        auto *player
            = window.workspace()->findChild<QComboBox *>(QStringLiteral("sheetPlayerCombo"));
        QTRY_COMPARE(player->count(), 2);
        player->setCurrentIndex(player->findText(QStringLiteral("Ito, Ken")));
        const rd::ui::RecordSheetModel *sheet
            = window.findChild<rd::ui::RecordSheetEditor *>()->sheetModel();
        QCOMPARE(sheet->rowCount(), 1);
        const QString newRank
            = sheet->index(0, rd::ui::RecordSheetModel::NewRank).data().toString();
        const int newIndex
            = sheet->index(0, rd::ui::RecordSheetModel::NewIndex).data().toString().toInt();

        press(Qt::Key_S, Qt::ControlModifier);
        QTRY_COMPARE(storedStatus(database, eventId), rd::model::EventStatus::Rated);
        rd::store::Database check(database, rd::store::Database::Opening::ReadOnly);
        rd::store::EventRepository stored(check);
        const rd::EventInput rated = stored.document(eventId);
        const auto ito = std::find_if(rated.players.begin(), rated.players.end(),
            [](const rd::PlayerInput &player) { return player.name == "Ito, Ken"; });
        const QJsonObject after = stored.storedAfter(eventId).at(*ito->registryId);
        QCOMPARE(newRank, after.value(QStringLiteral("rank")).toString());
        QCOMPARE(newIndex, after.value(QStringLiteral("index")).toInt());
    }

    void aRecordSheetWithoutAGameIsNotRated_data() { languages(); }
    void aRecordSheetWithoutAGameIsNotRated()
    {
        QFETCH(Language, language);
        use(language);
        QTemporaryDir dir;
        QByteArray noGame = kGoEvening;
        noGame.truncate(noGame.indexOf("\"games\""));
        noGame.append("\"games\": [] }");
        const QString database = clubEvening(dir, noGame);
        rd::ui::MainWindow window(database);
        showAndOpen(window);
        const qint64 eventId = window.workspace()->eventId();
        press(Qt::Key_S, Qt::ControlModifier);
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.contains(language.noGame), qPrintable(said));
        QCOMPARE(storedStatus(database, eventId), rd::model::EventStatus::Draft);
    }

    void anEventWithoutAGameIsNotRated_data() { languages(); }
    void anEventWithoutAGameIsNotRated()
    {
        QFETCH(Language, language);
        use(language);
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        press(Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(window.workspace());
        const qint64 eventId = window.workspace()->eventId();
        press(Qt::Key_S, Qt::ControlModifier);
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.contains(language.noGame), qPrintable(said));
        QCOMPARE(storedStatus(dir.filePath(QStringLiteral("club.sqlite")), eventId),
            rd::model::EventStatus::Draft);
    }

    // An event imported from a TRF taken between rounds (tests/data/trf-between-rounds.trf, round
    // 3 paired and not yet played, its first game Kessler (1, line 17 "3 w") against Öztürk (3,
    // line 19 "1 b")): Save names the first game without a result and puts the cursor on
    // White's cell of that round; nothing is rated.
    void gamesNotYetPlayedBlockSave_data() { languages(); }
    void gamesNotYetPlayedBlockSave()
    {
        QFETCH(Language, language);
        use(language);
        QTemporaryDir dir;
        const QString database = imported(dir, QStringLiteral("trf-between-rounds.trf"));
        rd::ui::MainWindow window(database);
        showAndOpen(window);
        const qint64 eventId = window.workspace()->eventId();
        auto *view = window.workspace()->findChild<QTableView *>(QStringLiteral("crosstableView"));
        const auto *model = qobject_cast<const rd::ui::CrosstableModel *>(view->model());
        view->setFocus();
        view->setCurrentIndex(model->index(5, model->roundColumn(1)));
        press(Qt::Key_S, Qt::ControlModifier);
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.startsWith(language.notRated), qPrintable(said));
        QVERIFY2(said.contains(language.unplayed), qPrintable(said));
        QCOMPARE(view->currentIndex(), model->index(0, model->roundColumn(3)));
        QCOMPARE(storedStatus(database, eventId), rd::model::EventStatus::Draft);
    }

    // tests/data/trf-dates-reversed.trf: 042 2024/11/16 after 052 2024/11/15, kept as the file
    // wrote them. The event's details say so under the dates; Save names it and puts the cursor
    // in the start date; the start typed right (14 November 2024), the words go and Save rates.
    void datesInTheWrongOrderAreShownAndBlockSave_data() { languages(); }
    void datesInTheWrongOrderAreShownAndBlockSave()
    {
        QFETCH(Language, language);
        use(language);
        QTemporaryDir dir;
        const QString database = imported(dir, QStringLiteral("trf-dates-reversed.trf"));
        rd::ui::MainWindow window(database);
        showAndOpen(window);
        const qint64 eventId = window.workspace()->eventId();
        auto *dates = window.workspace()->findChild<QLabel *>(QStringLiteral("dateProblem"));
        QVERIFY(dates->isVisible());
        QCOMPARE(dates->text(), language.datesReversed);

        press(Qt::Key_S, Qt::ControlModifier);
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.startsWith(language.notRated), qPrintable(said));
        QVERIFY2(said.contains(language.datesReversed), qPrintable(said));
        auto *start
            = window.workspace()->findChild<rd::ui::DateField *>(QStringLiteral("startDate"));
        QCOMPARE(focus(), start->lineEdit());
        QCOMPARE(storedStatus(database, eventId), rd::model::EventStatus::Draft);

        press(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("2024-11-14"));
        press(Qt::Key_Return);
        QVERIFY(dates->isHidden());
        press(Qt::Key_S, Qt::ControlModifier);
        QTRY_COMPARE(storedStatus(database, eventId), rd::model::EventStatus::Rated);
    }

    // tests/data/trf-empty-start-date.trf: an empty 042 and 052 2026/01/31. The details say that
    // the event has no start date and is rated by its last day; the start typed (Alt+S, in German
    // Alt+G), the words go.
    void aStartLeftOutIsShown_data() { languages(); }
    void aStartLeftOutIsShown()
    {
        QFETCH(Language, language);
        use(language);
        QTemporaryDir dir;
        rd::ui::MainWindow window(imported(dir, QStringLiteral("trf-empty-start-date.trf")));
        showAndOpen(window);
        auto *dates = window.workspace()->findChild<QLabel *>(QStringLiteral("dateProblem"));
        QVERIFY(dates->isVisible());
        QCOMPARE(dates->text(), language.noStart);
        press(language.startKey, Qt::AltModifier);
        auto *start
            = window.workspace()->findChild<rd::ui::DateField *>(QStringLiteral("startDate"));
        QCOMPARE(focus(), start->lineEdit());
        type(QStringLiteral("2026-01-30"));
        press(Qt::Key_Return);
        QVERIFY(dates->isHidden());
        QCOMPARE(window.draft()->event().event.startDate, rd::Date::fromIso("2026-01-30"));
    }

    // tests/data/h9-dates-reversed.h9: DT[2021-11-07,2021-11-06], kept as the EGD table wrote
    // it. The Go event's details show both dates and say under them that they are out of order;
    // Save names it and puts the cursor in the start date; the start typed right (6 November
    // 2021, a one-day event) and entered, the words go, and the draft has the date.
    void goDatesInTheWrongOrderAreShownAndBlockSave_data() { languages(); }
    void goDatesInTheWrongOrderAreShownAndBlockSave()
    {
        QFETCH(Language, language);
        use(language);
        QTemporaryDir dir;
        const QString database = imported(dir, QStringLiteral("h9-dates-reversed.h9"));
        rd::ui::MainWindow window(database);
        showAndOpen(window);
        const qint64 eventId = window.workspace()->eventId();
        auto *start
            = window.workspace()->findChild<rd::ui::DateField *>(QStringLiteral("startDate"));
        auto *end = window.workspace()->findChild<rd::ui::DateField *>(QStringLiteral("endDate"));
        QVERIFY(start && end);
        QCOMPARE(start->date(), QDate(2021, 11, 7));
        QCOMPARE(end->date(), QDate(2021, 11, 6));
        auto *dates = window.workspace()->findChild<QLabel *>(QStringLiteral("dateProblem"));
        QVERIFY(dates->isVisible());
        QCOMPARE(dates->text(), language.goDatesReversed);
        // Said once, in the user's words: not again by the rating below the entry row.
        QCOMPARE(window.workspace()->findChild<QLabel *>(QStringLiteral("entryMessage"))->text(),
            QString());

        press(Qt::Key_S, Qt::ControlModifier);
        const QString said = window.statusBar()->currentMessage();
        QVERIFY2(said.startsWith(language.notRated), qPrintable(said));
        QVERIFY2(said.contains(language.goDatesReversed), qPrintable(said));
        QCOMPARE(focus(), start->lineEdit());
        QCOMPARE(storedStatus(database, eventId), rd::model::EventStatus::Draft);

        press(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("2021-11-06"));
        press(Qt::Key_Return);
        QVERIFY(dates->isHidden());
        QCOMPARE(window.draft()->event().event.startDate, rd::Date::fromIso("2021-11-06"));
        QCOMPARE(window.draft()->event().event.endDate, *rd::Date::fromIso("2021-11-06"));
    }

    // tests/data/h9-no-dates.h9: no DT line; the event ends on the day of the import and has no
    // start date, which its details say under the dates. From White, where entry starts,
    // Shift+Tab twice reaches the start (past the last day); the first day typed, the words go.
    void aGoStartLeftOutIsShown_data() { languages(); }
    void aGoStartLeftOutIsShown()
    {
        QFETCH(Language, language);
        use(language);
        QTemporaryDir dir;
        rd::ui::MainWindow window(imported(dir, QStringLiteral("h9-no-dates.h9")));
        showAndOpen(window);
        const QDate today = QDate::currentDate();
        auto *dates = window.workspace()->findChild<QLabel *>(QStringLiteral("dateProblem"));
        QVERIFY(dates->isVisible());
        // Today as the locale writes it: M/d/yyyy (en_US), dd.MM.yyyy (German).
        const QString todayText
            = today.toString(language.code == QLatin1String("de") ? QStringLiteral("dd.MM.yyyy")
                                                                  : QStringLiteral("M/d/yyyy"));
        QCOMPARE(dates->text(), language.noStartUntil.arg(todayText));
        auto *white = window.workspace()->findChild<QLineEdit *>(QStringLiteral("whiteEdit"));
        white->setFocus();
        press(Qt::Key_Backtab);
        auto *end = window.workspace()->findChild<rd::ui::DateField *>(QStringLiteral("endDate"));
        QCOMPARE(focus(), end->lineEdit());
        press(Qt::Key_Backtab);
        auto *start
            = window.workspace()->findChild<rd::ui::DateField *>(QStringLiteral("startDate"));
        QCOMPARE(focus(), start->lineEdit());
        type(today.addDays(-1).toString(Qt::ISODate));
        press(Qt::Key_Return);
        QVERIFY(dates->isHidden());
        QCOMPARE(window.draft()->event().event.startDate,
            rd::Date::fromIso(today.addDays(-1).toString(Qt::ISODate).toStdString()));
    }

private:
    void languages()
    {
        QTest::addColumn<Language>("language");
        QTest::newRow("English") << kEnglish;
        QTest::newRow("German") << kGerman;
    }

    // The language the application sets itself up with (ui/window/ApplicationSetup).
    void use(const Language &language)
    {
        if (language.code == QLatin1String("de")) {
            QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
            QVERIFY(m_translator.load(QLocale(), QStringLiteral("ratingdesk"), QStringLiteral("_"),
                QStringLiteral(":/i18n")));
            QCoreApplication::installTranslator(&m_translator);
        }
    }

    // The club evening opened in its editor from the events list.
    void showAndOpen(rd::ui::MainWindow &window)
    {
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto *events = window.findChild<QTableView *>(QStringLiteral("eventTable"));
        QTRY_COMPARE(events->model()->rowCount(), 1);
        events->setFocus();
        events->setCurrentIndex(events->model()->index(0, 0));
        press(Qt::Key_Return);
        QVERIFY(window.workspace());
    }

    QTranslator m_translator;
};

QTEST_MAIN(TestRatingAsTyped)
#include "tst_ratingastyped.moc"
