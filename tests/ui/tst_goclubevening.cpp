// A Go club's evening with the keyboard alone, in English and in German: a new Go event in an
// empty database, its name and last day, three players typed in with the rank and index the
// club's list gives them, two games entered line by line with the state of each player shown
// before the line, the preview's record sheet and the evaluation saved. Only keys reach the
// application; models and labels are only read.
//
// The numbers are the worked check of docs/rules/sagc.md §7: a 14k with index +200 loses with
// White, even game, komi 6.5, to a 16k with index −100 in a club game: the 14k's Δ is −1065.0,
// new index −865 (the 10k–19k ladder from I ≥ 0 stops at −900, which does not bite); the 16k's
// Δ is +1636.33 from −100, past +999: promoted to 15k, index 0.
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "tests/ui/Language.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventWorkspace.h"
#include "ui/event/RecordSheetEditor.h"
#include "ui/event/RecordSheetModel.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using rd::test::backTo;
using rd::test::DialogScript;
using rd::test::focus;
using rd::test::press;
using rd::test::tabTo;
using rd::test::type;
using Mode = rd::ui::EventWorkspace::Mode;

namespace {

struct ClubPlayer {
    const char *name;
    const char *rank;
    const char *index;
};
// sagc.md §7's two players, and a third who plays the second game.
const ClubPlayer kPlayers[] = { { "Nkosi, Thabo", "14k", "200" },
    { "Dlamini, Lerato", "16k", "-100" }, { "van Wyk, Pieter", "3k", "450" } };

// The item of the focused combo box whose text is `text`, chosen by its first letter as a
// person does; the letter is read off the item, in whatever language it is shown.
void chooseByFirstLetter(const QString &text)
{
    auto *combo = qobject_cast<QComboBox *>(focus());
    QVERIFY(combo);
    QVERIFY2(combo->findText(text) >= 0, qPrintable(text));
    for (int step = 0; step < combo->count() && combo->currentText() != text; ++step) {
        // A letter typed after a pause starts a new search, as a person's does.
        QTest::qWait(QApplication::keyboardInputInterval() + 50);
        QTest::keyClicks(combo, text.left(1));
    }
    QCOMPARE(combo->currentText(), text);
}

// A name typed into a player field and taken with Enter, the suggestions it opened closed first.
void enterName(const QString &name)
{
    type(name);
    if (QWidget *suggestions = QApplication::activePopupWidget())
        QTest::keyClick(suggestions, Qt::Key_Escape);
    press(Qt::Key_Return);
}

// One line of the record sheet: White and Black by name (Enter takes each and moves on), the
// even game and komi as given, `winner` chosen, the club game as given, the date typed.
void enterLine(
    const QString &white, const QString &black, const QString &winner, const QString &date)
{
    tabTo(QStringLiteral("whiteEdit"));
    enterName(white);
    QCOMPARE(focus()->objectName(), QStringLiteral("blackEdit"));
    enterName(black); // to the handicap, 1: an even game
    press(Qt::Key_Return); // to komi, 6.5
    press(Qt::Key_Return); // to the winner
    QCOMPARE(focus()->objectName(), QStringLiteral("winnerCombo"));
    chooseByFirstLetter(winner);
    press(Qt::Key_Return); // to the game type, club
    press(Qt::Key_Return); // to the date, the line's last field
    press(Qt::Key_A, Qt::ControlModifier);
    type(date);
    press(Qt::Key_Return);
}

} // namespace

class TestGoClubEvening : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Each language's own words (translations/ratingdesk_de.ts: "%1, Index %2", "Schwarz",
    // "Zeile %1 hinzugefügt.", "aufgestiegen von %1") and dates as its locale writes them.
    void anEveningWithTheKeyboard_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("date");
        QTest::addColumn<QString>("white");
        QTest::addColumn<QString>("black");
        QTest::addColumn<QString>("indexWord");
        QTest::addColumn<QString>("lineAdded");
        QTest::addColumn<QString>("promoted");
        QTest::newRow("English") << QStringLiteral("en") << QStringLiteral("3/4/2026")
                                 << QStringLiteral("White") << QStringLiteral("Black")
                                 << QStringLiteral("index") << QStringLiteral("Line 1 added.")
                                 << QStringLiteral("promoted from 16k");
        QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("04.03.2026")
                                << QStringLiteral("Weiß") << QStringLiteral("Schwarz")
                                << QStringLiteral("Index") << QStringLiteral("Zeile 1 hinzugefügt.")
                                << QStringLiteral("aufgestiegen von 16k");
    }

    void anEveningWithTheKeyboard()
    {
        QFETCH(QString, language);
        QFETCH(QString, date);
        QFETCH(QString, white);
        QFETCH(QString, black);
        QFETCH(QString, indexWord);
        QFETCH(QString, lineAdded);
        QFETCH(QString, promoted);
        const rd::test::Language inLanguage(language);
        QTemporaryDir dir;
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("go-club.sqlite")));
        window.resize(1366, 768);
        window.show();
        backTo(window);

        // Ctrl+Shift+N: a new Go event, ready for its first line; then its name and its one day.
        press(Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(window.workspace());
        QCOMPARE(focus()->objectName(), QStringLiteral("whiteEdit"));
        tabTo(QStringLiteral("eventName"));
        type(QStringLiteral("Go club night"));
        press(Qt::Key_Tab);
        type(date);
        press(Qt::Key_Tab);
        type(date);
        auto *editor = window.findChild<rd::ui::RecordSheetEditor *>();
        QVERIFY(editor);

        // The players: name, Enter, rank, Tab, index, Enter; each is new to the registry, which
        // the director confirms.
        for (const ClubPlayer &player : kPlayers) {
            tabTo(QStringLiteral("playerNameEdit"));
            type(QString::fromUtf8(player.name));
            press(Qt::Key_Return);
            QCOMPARE(focus()->objectName(), QStringLiteral("playerRankEdit"));
            type(QString::fromLatin1(player.rank));
            press(Qt::Key_Tab);
            press(Qt::Key_A, Qt::ControlModifier);
            type(QString::fromLatin1(player.index));
            DialogScript script(
                { [](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_Return); } });
            press(Qt::Key_Return);
            QTRY_VERIFY(script.done());
            backTo(window);
        }
        const rd::EventInput &event = window.draft()->event();
        QCOMPARE(event.players.size(), std::size_t { 3 });
        QCOMPARE(event.event.endDate.toIso(), std::string("2026-03-04"));

        // The first line: the 14k with White loses to the 16k. The state of each is shown as the
        // name is typed.
        enterLine(QStringLiteral("Nkosi, Thabo"), QStringLiteral("Dlamini, Lerato"), black, date);
        QCOMPARE(event.goGames.size(), std::size_t { 1 });
        QCOMPARE(editor->findChild<QLabel *>(QStringLiteral("entryMessage"))->text(), lineAdded);
        // Before the second line: the 14k stands at −865, the 16k was promoted (§7).
        tabTo(QStringLiteral("whiteEdit"));
        type(QStringLiteral("Nkosi, Thabo"));
        QCOMPARE(editor->findChild<QLabel *>(QStringLiteral("whiteState"))->text(),
            QStringLiteral("14k, %1 -865").arg(indexWord));
        press(Qt::Key_A, Qt::ControlModifier);
        press(Qt::Key_Delete);
        enterLine(
            QStringLiteral("van Wyk, Pieter"), QStringLiteral("Dlamini, Lerato"), white, date);
        QCOMPARE(event.goGames.size(), std::size_t { 2 });
        QCOMPARE(event.goGames[1].winner, rd::GoWinner::White);

        // The preview from the lines (F5): the 16k's record sheet shows her promotion in its first
        // line.
        tabTo(QStringLiteral("linesView"));
        press(Qt::Key_F5);
        rd::ui::RecordSheetModel *sheet = editor->sheetModel();
        auto *selector = editor->findChild<QComboBox *>(QStringLiteral("sheetPlayerCombo"));
        QTRY_COMPARE(selector->count(), 3);
        selector->setFocus();
        chooseByFirstLetter(QStringLiteral("Dlamini, Lerato"));
        QTRY_COMPARE(sheet->rowCount(), 2);
        QCOMPARE(sheet->index(0, rd::ui::RecordSheetModel::Opponent).data().toString(),
            QStringLiteral("Nkosi, Thabo"));
        QCOMPARE(sheet->index(0, rd::ui::RecordSheetModel::NewRank).data().toString(),
            QStringLiteral("15k"));
        QCOMPARE(sheet->index(0, rd::ui::RecordSheetModel::NewIndex).data().toString(),
            QStringLiteral("0"));
        QVERIFY2(sheet->index(0, rd::ui::RecordSheetModel::Comment).data().toString() == promoted,
            qPrintable(sheet->index(0, rd::ui::RecordSheetModel::Comment).data().toString()));

        // Saved (Ctrl+S): the tab turns read-only.
        press(Qt::Key_S, Qt::ControlModifier);
        QTRY_COMPARE(window.workspace()->mode(), Mode::Rated);
    }
};

QTEST_MAIN(TestGoClubEvening)
#include "tst_goclubevening.moc"
