// The Go record-sheet editor: the lines model, keyboard entry, the ranks and indexes shown while
// typing, the record sheets after Preview (sagc.md §6, §7), undo and redo, validation.
#include "desktop/RecordSheetRating.h"
#include "tests/ui/DialogScript.h"
#include "ui/event/EventDraft.h"
#include "ui/event/GoGameLineModel.h"
#include "ui/event/RecordSheetEditor.h"
#include "ui/event/RecordSheetModel.h"
#include "ui/widgets/DateField.h"
#include "ui/widgets/NumberField.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <functional>

using rd::ui::GoGameLineModel;
using rd::ui::RecordSheetModel;

namespace {

// A date as the tables write it: the locale's short form, as the events list does.
QString listed(int year, int month, int day)
{
    return QLocale().toString(QDate(year, month, day), QLocale::ShortFormat);
}

rd::PlayerInput goPlayer(
    const std::string &id, const std::string &name, const char *rank, int index)
{
    rd::PlayerInput player;
    player.id = id;
    player.name = name;
    player.sagc = rd::SagcState { *rd::sagc::GoRank::parse(rank), index, {} };
    return player;
}

// sagc.md §7: a 14k with index +200 and a 16k with index -100.
rd::EventInput clubEvening()
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Sagc;
    event.ruleset = "sagc";
    event.event.name = "Club evening";
    event.event.endDate = *rd::Date::fromIso("2026-03-04");
    event.players = { goPlayer("thabo", "Thabo Nkosi", "14k", 200),
        goPlayer("lerato", "Lerato Dlamini", "16k", -100),
        goPlayer("pieter", "Pieter van Wyk", "3k", 450) };
    return event;
}

rd::GoGame game(const std::string &white, const std::string &black, rd::GoWinner winner)
{
    rd::GoGame game;
    game.white = white;
    game.black = black;
    game.winner = winner;
    game.date = rd::Date::fromIso("2026-03-04");
    return game;
}

template <typename T> T *child(QWidget &parent, const char *name)
{
    T *found = parent.findChild<T *>(QString::fromLatin1(name));
    if (!found)
        qFatal("no child %s", name);
    return found;
}

// The preview the workspace gives the editor (EventWorkspace::plan, the store's rating of the
// draft it holds), here without a database: the lines as the draft holds them, each player from
// the state it gives him, rated by the SAGC rules.
void previewWithoutDatabase(rd::ui::RecordSheetEditor &editor, const rd::ui::EventDraft &draft)
{
    editor.setRegistry({ {}, {}, {}, [&draft](QString *) {
                            rd::model::Plan plan;
                            plan.evaluations.push_back({ {}, draft.event(),
                                *rd::desktop::rateTypedLines(draft.event()), {} });
                            return std::optional(plan);
                        } });
}

// Keys go where a real keyboard sends them: to an open completion popup, else to the focus.
QWidget *keyTarget()
{
    return QApplication::activePopupWidget() ? QApplication::activePopupWidget()
                                             : QApplication::focusWidget();
}

void type(const QString &text)
{
    for (const QChar c : text)
        QTest::keyClick(keyTarget(), c.toLatin1());
}

void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::keyClick(keyTarget(), key, modifiers);
}

QStringList rowTexts(const QAbstractItemModel &model, int row)
{
    QStringList texts;
    for (int column = 0; column < model.columnCount(); ++column)
        texts << model.index(row, column).data().toString();
    return texts;
}

} // namespace

class TestRecordSheet : public QObject {
    Q_OBJECT

private slots:
    void lineModelFollowsTheDraft()
    {
        rd::ui::EventDraft draft(clubEvening());
        GoGameLineModel model(&draft);
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.columnCount(), 7);
        QCOMPARE(model.rowCount(), 0);

        draft.apply(QStringLiteral("add"), [](rd::EventInput &event) {
            event.goGames.push_back(game("thabo", "lerato", rd::GoWinner::Black));
            event.goGames.push_back(game("pieter", "thabo", rd::GoWinner::White));
        });
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(rowTexts(model, 0),
            QStringList({ "Thabo Nkosi", "Lerato Dlamini", "1", "6.5", "Black", "club",
                listed(2026, 3, 4) }));
        QCOMPARE(model.headerData(1, Qt::Vertical).toInt(), 2);

        // Every cell edit is one undo step.
        QVERIFY(model.setData(model.index(1, GoGameLineModel::Black), "lerato dlamini"));
        QVERIFY(model.setData(model.index(1, GoGameLineModel::Handicap), 3));
        QVERIFY(model.setData(model.index(1, GoGameLineModel::Komi), -2.5));
        QVERIFY(model.setData(
            model.index(1, GoGameLineModel::Winner), static_cast<int>(rd::GoWinner::Draw)));
        QVERIFY(model.setData(model.index(1, GoGameLineModel::Status),
            static_cast<int>(rd::GoGameStatus::Tournament)));
        QVERIFY(model.setData(model.index(1, GoGameLineModel::Date), QDate(2026, 2, 11)));
        QCOMPARE(draft.undoStack()->count(), 7);
        QCOMPARE(rowTexts(model, 1),
            QStringList({ "Pieter van Wyk", "Lerato Dlamini", "3", "-2.5", "Draw", "tournament",
                listed(2026, 2, 11) }));
        QCOMPARE(draft.event().goGames[1].black, std::string("lerato"));
        QCOMPARE(model.index(1, GoGameLineModel::Komi).data(Qt::EditRole).toDouble(), -2.5);

        // Values that are not a choice or not a number are refused; an unchanged value is no step.
        QVERIFY(!model.setData(model.index(1, GoGameLineModel::Winner), 7));
        QVERIFY(!model.setData(model.index(1, GoGameLineModel::Handicap), "two"));
        QVERIFY(!model.setData(model.index(1, GoGameLineModel::White), "  "));
        QVERIFY(model.setData(model.index(1, GoGameLineModel::Handicap), 3));
        QCOMPARE(draft.undoStack()->count(), 7);

        draft.undoStack()->undo();
        QCOMPARE(model.index(1, GoGameLineModel::Date).data().toString(), listed(2026, 3, 4));
        draft.undoStack()->setIndex(0);
        QCOMPARE(model.rowCount(), 0);
        draft.undoStack()->setIndex(7);
        QCOMPARE(model.rowCount(), 2);
        QVERIFY(model.setData(model.index(0, GoGameLineModel::Date), QDate()));
        QCOMPARE(model.index(0, GoGameLineModel::Date).data().toString(), QString());
    }

    void marksWhatCannotBeRated()
    {
        rd::ui::EventDraft draft(clubEvening());
        GoGameLineModel model(&draft);
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        draft.apply(QStringLiteral("add"), [](rd::EventInput &event) {
            event.goGames.push_back(game("thabo", "lerato", rd::GoWinner::Black));
        });
        const auto mark
            = [&model](int column) { return model.index(0, column).data(Qt::BackgroundRole); };
        const auto tip = [&model](int column) {
            return model.index(0, column).data(Qt::ToolTipRole).toString();
        };
        for (int column = 0; column < model.columnCount(); ++column)
            QVERIFY(!mark(column).isValid());
        QVERIFY(model.problems(0).isEmpty());

        QVERIFY(model.setData(model.index(0, GoGameLineModel::White), "Zanele"));
        QVERIFY(mark(GoGameLineModel::White).isValid());
        QCOMPARE(tip(GoGameLineModel::White),
            "Line 1: \"Zanele\" is not in the player list; add the player.");
        QVERIFY(!mark(GoGameLineModel::Black).isValid());

        // What cannot be kept is refused with the reason, and the line stays as it was
        // (edit::GoEventEdit): the same player on both sides, more than nine stones.
        QList<rd::edit::Problem> refused;
        connect(&model, &GoGameLineModel::changeRefused,
            [&refused](const rd::edit::Problem &problem) { refused << problem; });
        QVERIFY(!model.setData(model.index(0, GoGameLineModel::White), "Lerato Dlamini"));
        QCOMPARE(
            refused.last().message, "Line 1: White and Black are the same player, Lerato Dlamini.");
        QVERIFY(model.setData(model.index(0, GoGameLineModel::White), "Thabo Nkosi"));
        QVERIFY(!model.setData(model.index(0, GoGameLineModel::Handicap), 12));
        QCOMPARE(refused.last().message, "Line 1: a handicap of 12 stones is outside 0 to 9.");
        QVERIFY(!mark(GoGameLineModel::White).isValid());
        QVERIFY(!mark(GoGameLineModel::Handicap).isValid());
        QVERIFY(model.problems(0).isEmpty());
        QVERIFY(model.setData(model.index(0, GoGameLineModel::Handicap), 9));
        QVERIFY(model.problems(0).isEmpty());
    }

    void entersLinesWithTheKeyboardAndShowsTheStateBeforeEachLine()
    {
        rd::ui::EventDraft draft(clubEvening());
        rd::ui::RecordSheetEditor editor(&draft);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto *white = child<QLineEdit>(editor, "whiteEdit");
        auto *black = child<QLineEdit>(editor, "blackEdit");
        auto *whiteState = child<QLabel>(editor, "whiteState");
        auto *blackState = child<QLabel>(editor, "blackState");
        QCOMPARE(child<rd::ui::NumberField>(editor, "handicapField")->value(), 1);
        QCOMPARE(child<rd::ui::NumberField>(editor, "komiField")->value(), 6.5);
        QCOMPARE(child<QComboBox>(editor, "statusCombo")->currentText(), "club");
        child<rd::ui::DateField>(editor, "dateEdit")->setDate(QDate(2026, 3, 4));

        white->setFocus();
        QVERIFY(white->hasFocus());
        // sagc.md §7: the 14k (index +200) has White, the 16k (index -100) Black and wins.
        type("Thabo Nkosi");
        QCOMPARE(whiteState->text(), "14k, index 200");
        press(Qt::Key_Return);
        QVERIFY(black->hasFocus());
        type("lerato dlamini");
        QCOMPARE(blackState->text(), "16k, index -100");
        press(Qt::Key_Tab); // to handicap
        press(Qt::Key_Tab); // to komi
        press(Qt::Key_Tab); // to winner
        QVERIFY(child<QComboBox>(editor, "winnerCombo")->hasFocus());
        press(Qt::Key_B);
        QCOMPARE(child<QComboBox>(editor, "winnerCombo")->currentText(), "Black");
        // Enter goes on through the game type to the date, the line's last field, which adds it.
        press(Qt::Key_Return);
        QVERIFY(child<QComboBox>(editor, "statusCombo")->hasFocus());
        press(Qt::Key_Return);
        QVERIFY(child<rd::ui::DateField>(editor, "dateEdit")->lineEdit()->hasFocus());
        QVERIFY(draft.event().goGames.empty());
        press(Qt::Key_Return);

        QCOMPARE(draft.event().goGames.size(), std::size_t(1));
        const rd::GoGame &line = draft.event().goGames[0];
        QCOMPARE(line.white, std::string("thabo"));
        QCOMPARE(line.black, std::string("lerato"));
        QVERIFY(line.winner == rd::GoWinner::Black);
        QCOMPARE(line.handicap, 1);
        QCOMPARE(line.komi, 6.5);
        QVERIFY(line.status == rd::GoGameStatus::Club);
        QCOMPARE(line.date->toIso(), std::string("2026-03-04"));
        QVERIFY(white->hasFocus());
        QVERIFY(white->text().isEmpty());
        QVERIFY(black->text().isEmpty());
        QCOMPARE(child<QLabel>(editor, "entryMessage")->text(), "Line 1 added.");
        // The next line's date is the last one's.
        QCOMPARE(child<rd::ui::DateField>(editor, "dateEdit")->date().value_or(QDate()),
            QDate(2026, 3, 4));

        // Before the next line: the 14k lost and stops at -865, the 16k was promoted (§7).
        type("Thabo Nkosi");
        QCOMPARE(whiteState->text(), "14k, index -865");
        press(Qt::Key_Return);
        type("Lerato Dlamini");
        QCOMPARE(blackState->text(), "15k, index 0");
        black->clear();
        type("Nobody");
        QCOMPARE(blackState->text(), "not in the player list");
        QCOMPARE(
            child<QTableWidget>(editor, "playersTable")->item(0, 3)->text(), "14k, index -865");
    }

    // Enter takes the line from field to field, so that the director sees each value before
    // the line is added: only Enter in the date, its last field, adds it. White and Black offer
    // the registry's players too; the one suggestion shown is taken with Enter, and a registry
    // player not yet in the event joins it with the rank and index the database gives him
    // (here 5k, index 42).
    void enterAddsALineOnlyFromItsLastFieldWithRegistryPlayers()
    {
        rd::ui::EventDraft draft(clubEvening());
        rd::ui::RecordSheetEditor editor(&draft);
        rd::model::PlayerSummary thabo;
        thabo.id = 21;
        thabo.name = QStringLiteral("Dube, Thabo");
        thabo.birthYear = 1980;
        editor.setRegistry({ {}, {},
            [](qint64 id) {
                return id == 21
                    ? std::optional(rd::SagcState { *rd::sagc::GoRank::parse("5k"), 42, {} })
                    : std::nullopt;
            },
            {} });
        editor.setRegistryPlayers({ thabo });
        editor.show();
        QApplication::setActiveWindow(&editor);
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        child<rd::ui::DateField>(editor, "dateEdit")->setDate(QDate(2026, 3, 4));
        auto *white = child<QLineEdit>(editor, "whiteEdit");
        white->setFocus();

        // "dube": the registry's Thabo Dube is the one suggestion; Enter takes him into the
        // event and goes to Black.
        type("dube");
        QTRY_VERIFY(QApplication::activePopupWidget());
        press(Qt::Key_Return);
        QTRY_VERIFY(child<QLineEdit>(editor, "blackEdit")->hasFocus());
        QCOMPARE(white->text(), QStringLiteral("Dube, Thabo"));
        QCOMPARE(draft.event().players.size(), std::size_t(4));
        QCOMPARE(draft.event().players.back().registryId, std::optional<long long>(21));
        QCOMPARE(draft.event().players.back().sagc->rank.toString(), std::string("5k"));
        QCOMPARE(child<QLabel>(editor, "entryMessage")->text(),
            QStringLiteral("Dube, Thabo added to the players: 5k, index 42."));
        QCOMPARE(child<QLabel>(editor, "whiteState")->text(), QStringLiteral("5k, index 42"));

        // "lerato", one of the event: Enter takes her and goes to the handicap.
        type("lerato");
        press(Qt::Key_Return);
        QTRY_VERIFY(child<rd::ui::NumberField>(editor, "handicapField")->hasFocus());
        QCOMPARE(child<QLineEdit>(editor, "blackEdit")->text(), QStringLiteral("Lerato Dlamini"));
        // Handicap, komi, winner and game type: Enter moves on and adds nothing.
        for (const char *next : { "komiField", "winnerCombo", "statusCombo" }) {
            press(Qt::Key_Return);
            QCOMPARE(QApplication::focusWidget()->objectName(), QString::fromLatin1(next));
            QVERIFY(draft.event().goGames.empty());
        }
        press(Qt::Key_Return);
        QVERIFY(child<rd::ui::DateField>(editor, "dateEdit")->lineEdit()->hasFocus());
        QVERIFY(draft.event().goGames.empty());
        press(Qt::Key_Return);
        QCOMPARE(draft.event().goGames.size(), std::size_t(1));
        QCOMPARE(draft.event().goGames[0].white, draft.event().players.back().id);
        QCOMPARE(draft.event().goGames[0].black, std::string("lerato"));
        QVERIFY(white->hasFocus());

        // Taken once, he is the event's player: the registry does not offer him a second time.
        type("dube");
        QTRY_VERIFY(QApplication::activePopupWidget());
        press(Qt::Key_Return);
        QTRY_VERIFY(child<QLineEdit>(editor, "blackEdit")->hasFocus());
        QCOMPARE(white->text(), QStringLiteral("Dube, Thabo"));
        QCOMPARE(draft.event().players.size(), std::size_t(4));
    }

    void aNamesakeIsTakenInALineByHisBirthYear()
    {
        // Two registry players named Thabo Dube, born 1980 (5k, index 42 for this event) and
        // 1994 (9k, index 7); the picking rule is model::playersMeantBy's.
        rd::ui::EventDraft draft(clubEvening());
        rd::ui::RecordSheetEditor editor(&draft);
        rd::model::PlayerSummary elder { 21, QStringLiteral("Dube, Thabo"), std::nullopt, 1980,
            {} };
        rd::model::PlayerSummary younger { 23, QStringLiteral("Dube, Thabo"), std::nullopt, 1994,
            {} };
        editor.setRegistry({ {}, {},
            [](qint64 id) {
                return std::optional(id == 21
                        ? rd::SagcState { *rd::sagc::GoRank::parse("5k"), 42, {} }
                        : rd::SagcState { *rd::sagc::GoRank::parse("9k"), 7, {} });
            },
            {} });
        editor.setRegistryPlayers({ elder, younger });
        editor.show();
        QApplication::setActiveWindow(&editor);
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        auto *white = child<QLineEdit>(editor, "whiteEdit");
        white->setFocus();
        const auto typeAndEnter = [](const char *text) {
            type(text);
            if (QApplication::activePopupWidget())
                QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Escape);
            press(Qt::Key_Return);
        };

        // The name alone: both are named, and the cursor stays for the choice.
        typeAndEnter("Dube, Thabo");
        QCOMPARE(child<QLabel>(editor, "entryMessage")->text(),
            QStringLiteral("2 players are named Dube, Thabo: Dube, Thabo (1980); Dube, Thabo "
                           "(1994). Choose one from the suggestions with the arrow keys."));
        QVERIFY(white->hasFocus());
        QCOMPARE(draft.event().players.size(), std::size_t(3));

        // His year of birth after the name, typed in small letters, is the younger one.
        white->clear();
        typeAndEnter("dube, thabo (1994)");
        QTRY_VERIFY(child<QLineEdit>(editor, "blackEdit")->hasFocus());
        QCOMPARE(white->text(), QStringLiteral("Dube, Thabo"));
        QCOMPARE(draft.event().players.size(), std::size_t(4));
        QCOMPARE(draft.event().players.back().registryId, std::optional<long long>(23));
        QCOMPARE(child<QLabel>(editor, "entryMessage")->text(),
            QStringLiteral("Dube, Thabo added to the players: 9k, index 7."));
    }

    void refusesAnIncompleteLine()
    {
        rd::ui::EventDraft draft(clubEvening());
        rd::ui::RecordSheetEditor editor(&draft);
        auto *white = child<QLineEdit>(editor, "whiteEdit");
        auto *black = child<QLineEdit>(editor, "blackEdit");
        auto *message = child<QLabel>(editor, "entryMessage");
        white->setText("Thabo Nkosi");
        editor.addLine();
        QCOMPARE(message->text(), "Line 1: enter the Black player.");
        black->setText("thabo nkosi");
        editor.addLine();
        QCOMPARE(message->text(), "Line 1: White and Black are the same player, Thabo Nkosi.");
        QVERIFY(draft.event().goGames.empty());

        // A player not yet in the list: the line is kept and marked.
        black->setText("Zanele");
        editor.addLine();
        QCOMPARE(draft.event().goGames.size(), std::size_t(1));
        QCOMPARE(message->text(),
            "Line 1 added, but: Line 1: \"Zanele\" is not in the player list; add the player.");
        QVERIFY(editor.lineModel()
                    ->index(0, GoGameLineModel::Black)
                    .data(Qt::BackgroundRole)
                    .isValid());
    }

    void editsCellsOfTheLinesTable()
    {
        rd::ui::EventDraft draft(clubEvening());
        draft.apply(QStringLiteral("add"), [](rd::EventInput &event) {
            event.goGames.push_back(game("thabo", "lerato", rd::GoWinner::Black));
        });
        rd::ui::RecordSheetEditor editor(&draft);
        auto *view = child<QTableView>(editor, "linesView");
        QAbstractItemDelegate *delegate = view->itemDelegate();
        const auto edit = [&](int column, const std::function<void(QWidget *)> &change) {
            const QModelIndex index = editor.lineModel()->index(0, column);
            QWidget *field = delegate->createEditor(view->viewport(), {}, index);
            delegate->setEditorData(field, index);
            change(field);
            delegate->setModelData(field, view->model(), index);
            delete field;
        };
        edit(GoGameLineModel::Winner, [](QWidget *field) {
            auto *combo = qobject_cast<QComboBox *>(field);
            QCOMPARE(combo->currentText(), "Black");
            combo->setCurrentIndex(combo->findText("Draw"));
        });
        edit(GoGameLineModel::Status, [](QWidget *field) {
            auto *combo = qobject_cast<QComboBox *>(field);
            QCOMPARE(combo->currentText(), "club");
            combo->setCurrentIndex(combo->findText("free"));
        });
        edit(GoGameLineModel::Black, [](QWidget *field) {
            auto *line = qobject_cast<QLineEdit *>(field);
            QVERIFY(line->completer());
            line->setText("Pieter van Wyk");
        });
        edit(GoGameLineModel::Komi, [](QWidget *field) {
            auto *komi = qobject_cast<rd::ui::NumberField *>(field);
            QCOMPARE(komi->text(), "6.5");
            komi->setText("0.5");
        });
        QCOMPARE(rowTexts(*editor.lineModel(), 0),
            QStringList({ "Thabo Nkosi", "Pieter van Wyk", "1", "0.5", "Draw", "free",
                listed(2026, 3, 4) }));
        QCOMPARE(draft.undoStack()->count(), 5);
    }

    void previewShowsTheTwelveColumnsOfTheRecordSheet()
    {
        rd::ui::EventDraft draft(clubEvening());
        rd::ui::RecordSheetEditor editor(&draft);
        previewWithoutDatabase(editor, draft);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QAbstractItemModelTester tester(
            editor.sheetModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        draft.apply(QStringLiteral("add"), [](rd::EventInput &event) {
            event.goGames.push_back(game("thabo", "lerato", rd::GoWinner::Black));
        });
        QCOMPARE(editor.sheetModel()->rowCount(), 0);

        child<QTableView>(editor, "linesView")->setFocus();
        press(Qt::Key_F5);
        RecordSheetModel *sheet = editor.sheetModel();
        QCOMPARE(sheet->columnCount(), 12);
        auto *selector = child<QComboBox>(editor, "sheetPlayerCombo");
        QCOMPARE(selector->count(), 2);
        QCOMPARE(selector->currentText(), "Thabo Nkosi");
        QCOMPARE(sheet->rowCount(), 1);
        // sagc.md §7: -1065.0 stops at the 10k-19k mark -900 -> -865, a change of -1065.
        QCOMPARE(rowTexts(*sheet, 0),
            QStringList({ "Lerato Dlamini", "16k", "W", "1", "6.5", "B", "1", "-1065", "-865",
                "14k", listed(2026, 3, 4), "" }));

        selector->setCurrentIndex(1);
        QCOMPARE(sheet->player(), std::string("lerato"));
        // +1636.3 from -100 passes +999: 15k, index 0; the change is new index - old index.
        QCOMPARE(rowTexts(*sheet, 0),
            QStringList({ "Thabo Nkosi", "14k", "B", "1", "6.5", "B", "1", "+100", "0", "15k",
                listed(2026, 3, 4), "promoted from 16k" }));
        QCOMPARE(
            sheet->headerData(RecordSheetModel::StatusFactor, Qt::Horizontal).toString(), "GSF");

        // A change makes the preview stale; the next preview keeps the chosen player.
        draft.apply(QStringLiteral("add"), [](rd::EventInput &event) {
            event.goGames.push_back(game("pieter", "lerato", rd::GoWinner::White));
        });
        QCOMPARE(sheet->rowCount(), 0);
        QCOMPARE(child<QLabel>(editor, "sheetMessage")->text(),
            "The lines have changed: press Preview (F5) again.");
        editor.preview();
        QCOMPARE(selector->currentText(), "Lerato Dlamini");
        QCOMPARE(sheet->rowCount(), 2);
        QCOMPARE(sheet->index(1, RecordSheetModel::Opponent).data().toString(), "Pieter van Wyk");
        QCOMPARE(sheet->index(1, RecordSheetModel::OpponentRank).data().toString(), "3k");
    }

    void previewIsRefusedWhileALineIsMarked()
    {
        rd::ui::EventDraft draft(clubEvening());
        rd::ui::RecordSheetEditor editor(&draft);
        previewWithoutDatabase(editor, draft);
        auto *message = child<QLabel>(editor, "sheetMessage");
        editor.preview();
        QCOMPARE(message->text(), "There are no lines to rate yet.");
        draft.apply(QStringLiteral("add"), [](rd::EventInput &event) {
            event.goGames.push_back(game("thabo", "lerato", rd::GoWinner::Black));
            event.goGames.push_back(game("thabo", "Zanele", rd::GoWinner::Black));
        });
        editor.preview();
        QCOMPARE(message->text(),
            "Correct the marked lines first:\nLine 2: \"Zanele\" is not in the player list; add "
            "the "
            "player.");
        QCOMPARE(editor.sheetModel()->rowCount(), 0);

        // Adding the player resolves the line that already names him; he is a new player, as
        // the dialog is told.
        child<QLineEdit>(editor, "playerNameEdit")->setText("zanele");
        child<QLineEdit>(editor, "playerRankEdit")->setText("20k");
        {
            rd::test::DialogScript script(
                { [](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_Return); } });
            editor.addPlayer();
            QVERIFY(script.done());
        }
        QCOMPARE(draft.event().goGames[1].black, draft.event().players.back().id);
        QVERIFY(editor.lineModel()->problems(1).isEmpty());
        editor.preview();
        QCOMPARE(message->text(), "Lines rated in entry order: 2.");
        QCOMPARE(child<QComboBox>(editor, "sheetPlayerCombo")->count(), 3);
    }

    void undoAndRedoFollowTheStates()
    {
        // The keys are the main window's (tst_mainwindow); here the states follow the steps.
        rd::ui::EventDraft draft(clubEvening());
        rd::ui::RecordSheetEditor editor(&draft);
        auto *white = child<QLineEdit>(editor, "whiteEdit");
        auto *whiteState = child<QLabel>(editor, "whiteState");
        white->setText("Thabo Nkosi");
        child<QLineEdit>(editor, "blackEdit")->setText("Lerato Dlamini");
        child<QComboBox>(editor, "winnerCombo")->setCurrentIndex(1);
        child<QPushButton>(editor, "addLineButton")->click();
        QCOMPARE(editor.lineModel()->rowCount(), 1);
        white->setText("Thabo Nkosi");
        QCOMPARE(whiteState->text(), "14k, index -865");
        QCOMPARE(draft.undoStack()->undoText(), "Add line 1");
        draft.undoStack()->undo();
        QCOMPARE(editor.lineModel()->rowCount(), 0);
        QCOMPARE(whiteState->text(), "14k, index 200");
        draft.undoStack()->redo();
        QCOMPARE(editor.lineModel()->rowCount(), 1);
        QCOMPARE(whiteState->text(), "14k, index -865");
    }

    void rejectsRanksThatAreNotGoRanks_data()
    {
        QTest::addColumn<QString>("rank");
        QTest::newRow("31 kyu") << "31k";
        QTest::newRow("0 kyu") << "0k";
        QTest::newRow("10 dan") << "10d";
        QTest::newRow("leading zero") << "05k";
        QTest::newRow("professional") << "1p";
        QTest::newRow("inner space") << "14 k";
        QTest::newRow("word") << "beginner";
    }

    void rejectsRanksThatAreNotGoRanks()
    {
        QFETCH(QString, rank);
        rd::ui::EventDraft draft(clubEvening());
        rd::ui::RecordSheetEditor editor(&draft);
        child<QLineEdit>(editor, "playerNameEdit")->setText("Sipho");
        child<QLineEdit>(editor, "playerRankEdit")->setText(rank);
        child<QPushButton>(editor, "addPlayerButton")->click();
        QCOMPARE(child<QLabel>(editor, "playerMessage")->text(),
            QStringLiteral("\"%1\" is not a Go rank: write 30k to 1k or 1d to 9d, e.g. 14k or 2d.")
                .arg(rank));
        QCOMPARE(draft.event().players.size(), std::size_t(3));
        QCOMPARE(draft.undoStack()->count(), 0);
    }

    void addsPlayersWithTheKeyboard()
    {
        rd::ui::EventDraft draft(clubEvening());
        rd::ui::RecordSheetEditor editor(&draft);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto *message = child<QLabel>(editor, "playerMessage");
        auto *name = child<QLineEdit>(editor, "playerNameEdit");
        name->setFocus();
        type("Sipho");
        press(Qt::Key_Return);
        QCOMPARE(message->text(), "Enter the rank of Sipho, e.g. 14k or 2d.");
        QVERIFY(child<QLineEdit>(editor, "playerRankEdit")->hasFocus());
        type("2D");
        press(Qt::Key_Tab);
        type("-40");
        {
            // A name the registry does not have is a new player when the director says so.
            rd::test::DialogScript script({ [](QWidget *) { press(Qt::Key_Return); } });
            press(Qt::Key_Return);
            QTRY_VERIFY(script.done());
        }
        QTRY_COMPARE(message->text(), "Sipho added: 2d, index -40.");
        QApplication::setActiveWindow(&editor);
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        const rd::PlayerInput &sipho = draft.event().players.back();
        // The one id scheme of the editors (edit::nextFreePlayerId): the smallest free number;
        // the players of this list have names as ids.
        QCOMPARE(sipho.id, std::string("1"));
        QCOMPARE(sipho.sagc->rank.toString(), std::string("2d"));
        QCOMPARE(sipho.sagc->index, -40);
        QVERIFY(name->hasFocus());
        QCOMPARE(child<QTableWidget>(editor, "playersTable")->rowCount(), 4);

        name->setText("sipho");
        child<QLineEdit>(editor, "playerRankEdit")->setText("3d");
        editor.addPlayer();
        QCOMPARE(message->text(), "A player named \"sipho\" is already in the list.");
        QCOMPARE(draft.event().players.size(), std::size_t(4));
    }

    void theEventNameIsTypedAndUndone()
    {
        rd::ui::EventDraft draft(clubEvening());
        rd::ui::RecordSheetEditor editor(&draft);
        editor.show();
        QApplication::setActiveWindow(&editor);
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        auto *name = child<QLineEdit>(editor, "eventName");
        QCOMPARE(name->text(), "Club evening");

        // Shift+Tab from White goes past the last day and the start to the field; Enter enters
        // the name as one step.
        child<QLineEdit>(editor, "whiteEdit")->setFocus();
        for (int field = 0; field < 3; ++field)
            press(Qt::Key_Backtab, Qt::ShiftModifier);
        QVERIFY(name->hasFocus());
        press(Qt::Key_A, Qt::ControlModifier);
        type("Club evening 4 March");
        press(Qt::Key_Return);
        QCOMPARE(draft.event().event.name, std::string("Club evening 4 March"));
        QCOMPARE(draft.undoStack()->count(), 1);
        QCOMPARE(draft.undoStack()->text(0), "Event name");
        draft.undoStack()->undo();
        QCOMPARE(name->text(), "Club evening");

        // In a rated event it can be read and copied, not changed.
        draft.setReadOnly(true);
        QVERIFY(name->isReadOnly());
        for (const char *date : { "startDate", "endDate" })
            QVERIFY(child<rd::ui::DateField>(editor, date)->lineEdit()->isReadOnly());
    }

    void aRatedRecordSheetIsShownWithF5AndPrinted()
    {
        QTemporaryDir dir;
        rd::ui::EventDraft draft(clubEvening());
        draft.apply(QStringLiteral("add"), [](rd::EventInput &event) {
            event.goGames.push_back(game("thabo", "lerato", rd::GoWinner::Black));
        });
        draft.setReadOnly(true);
        // As in the main window: the focus is still in the list the rated event was opened from.
        QWidget window;
        auto *events = new QLineEdit(&window);
        auto *editor = new rd::ui::RecordSheetEditor(&draft, &window);
        previewWithoutDatabase(*editor, draft);
        auto *layout = new QHBoxLayout(&window);
        layout->addWidget(events);
        layout->addWidget(editor, 1);
        window.resize(1280, 800);
        window.show();
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        events->setFocus();

        press(Qt::Key_F5);
        // sagc.md §7: the 14k with White loses to the 16k and stops at -865.
        RecordSheetModel *sheet = editor->sheetModel();
        QCOMPARE(child<QComboBox>(*editor, "sheetPlayerCombo")->currentText(), "Thabo Nkosi");
        QCOMPARE(sheet->rowCount(), 1);
        QCOMPARE(sheet->index(0, RecordSheetModel::NewIndex).data().toString(), "-865");

        // Alt+D prints the record sheet form: here into a PDF file chosen for the printer.
        const QString pdf = dir.filePath(QStringLiteral("sheet.pdf"));
        rd::test::DialogScript script({ [pdf](QWidget *dialog) {
            auto *print = qobject_cast<QPrintDialog *>(dialog);
            QVERIFY(print);
            print->printer()->setOutputFileName(pdf);
            print->done(QDialog::Accepted);
        } });
        press(Qt::Key_D, Qt::AltModifier);
        QTRY_VERIFY(script.done());
        QTRY_VERIFY(QFileInfo(pdf).size() > 0);
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.read(5), QByteArray("%PDF-"));
    }

    void numbersInTablesAreWrittenAsTheLocaleWritesThem()
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        rd::ui::EventDraft draft(clubEvening());
        draft.apply(QStringLiteral("add"), [](rd::EventInput &event) {
            event.goGames.push_back(game("thabo", "lerato", rd::GoWinner::Black));
        });
        rd::ui::RecordSheetEditor editor(&draft);
        previewWithoutDatabase(editor, draft);
        editor.show();
        QApplication::setActiveWindow(&editor);
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        // Komi 6.5 as the spin box of the new line shows it, in the lines and the sheet.
        const QString komi = child<rd::ui::NumberField>(editor, "komiField")->text();
        QCOMPARE(komi, "6,5");
        QCOMPARE(editor.lineModel()->index(0, GoGameLineModel::Komi).data().toString(), komi);
        // Its date as the German events list writes dates.
        QCOMPARE(editor.lineModel()->index(0, GoGameLineModel::Date).data().toString(), "04.03.26");
        // The cell's editor shows the same.
        auto *lines = child<QTableView>(editor, "linesView");
        lines->setFocus();
        lines->setCurrentIndex(editor.lineModel()->index(0, GoGameLineModel::Komi));
        press(Qt::Key_F2);
        auto *cell = qobject_cast<rd::ui::NumberField *>(QApplication::focusWidget());
        QVERIFY(cell);
        QCOMPARE(cell->text(), komi);
        press(Qt::Key_Escape);
        press(Qt::Key_F5);
        QCOMPARE(editor.sheetModel()->index(0, RecordSheetModel::Komi).data().toString(), komi);
        QLocale::setDefault(before);
    }

    void addsARegistryPlayerWithHisRankAndIndex()
    {
        // Chosen from the registry, a player comes with the rank and index the database gives
        // him for this event (here 5k, index 42); one without a rank is asked for it.
        rd::ui::EventDraft draft(clubEvening());
        rd::ui::RecordSheetEditor editor(&draft);
        const auto registered = [](qint64 id, const char *name) {
            rd::model::PlayerSummary player;
            player.id = id;
            player.name = QString::fromUtf8(name);
            return player;
        };
        editor.setRegistry({ {}, {},
            [](qint64 id) {
                return id == 21
                    ? std::optional(rd::SagcState { *rd::sagc::GoRank::parse("5k"), 42, {} })
                    : std::nullopt;
            },
            {} });
        editor.setRegistryPlayers(
            { registered(21, "Dube, Thabo"), registered(22, "Dube, Lerato") });
        editor.show();
        QApplication::setActiveWindow(&editor);
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        auto *name = child<QLineEdit>(editor, "playerNameEdit");
        name->setFocus();
        // The one suggestion shown is taken with Enter, without the arrow keys.
        type("thabo");
        QTRY_VERIFY(QApplication::activePopupWidget());
        press(Qt::Key_Return);
        QTRY_COMPARE(draft.event().players.size(), std::size_t(4));
        const rd::PlayerInput &thabo = draft.event().players.back();
        QCOMPARE(thabo.name, std::string("Dube, Thabo"));
        QCOMPARE(thabo.registryId, std::optional<long long>(21));
        QCOMPARE(thabo.sagc->rank.toString(), std::string("5k"));
        QCOMPARE(thabo.sagc->index, 42);
        QCOMPARE(
            child<QLabel>(editor, "playerMessage")->text(), "Dube, Thabo added: 5k, index 42.");

        type("lerato");
        press(Qt::Key_Down);
        press(Qt::Key_Return);
        // The rank field takes the keys once the closed suggestions give the window back.
        QTRY_COMPARE(editor.focusWidget(), child<QLineEdit>(editor, "playerRankEdit"));
        QApplication::setActiveWindow(&editor);
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        QCOMPARE(child<QLabel>(editor, "playerMessage")->text(),
            "Dube, Lerato has no Go rank in the database yet: enter his rank.");
        type("12k");
        press(Qt::Key_Return);
        QCOMPARE(draft.event().players.size(), std::size_t(5));
        QCOMPARE(draft.event().players.back().registryId, std::optional<long long>(22));
    }

    void aNewNameLikeARegistryPlayersIsOfferedAsHim()
    {
        // The registry's Thabo Dube, born 1980, with 5k and index 42 for this event.
        rd::ui::EventDraft draft(clubEvening());
        rd::ui::RecordSheetEditor editor(&draft);
        rd::model::PlayerSummary thabo;
        thabo.id = 21;
        thabo.name = QStringLiteral("Dube, Thabo");
        thabo.birthYear = 1980;
        editor.setRegistry({ {}, {},
            [](qint64 id) {
                return id == 21
                    ? std::optional(rd::SagcState { *rd::sagc::GoRank::parse("5k"), 42, {} })
                    : std::nullopt;
            },
            {} });
        editor.setRegistryPlayers({ thabo });
        editor.show();
        QApplication::setActiveWindow(&editor);
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        auto *name = child<QLineEdit>(editor, "playerNameEdit");
        name->setFocus();

        // "Dube, T." born 1980 looks like him (model::looksLikeSamePlayer: the same birth year,
        // the same surname, a given name that begins his): he is named and taken with Alt+T.
        QString named;
        {
            rd::test::DialogScript script({ [&named](QWidget *dialog) {
                type("1980");
                named = dialog->findChild<QLabel *>(QStringLiteral("lookalikes"))->text();
                press(Qt::Key_T, Qt::AltModifier);
            } });
            type("Dube, T.");
            if (QApplication::activePopupWidget())
                QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Escape);
            press(Qt::Key_Tab);
            type("9k");
            press(Qt::Key_Return);
            QTRY_VERIFY(script.done());
        }
        QVERIFY2(named.contains(QLatin1String("Dube, Thabo (1980)")), qPrintable(named));
        QTRY_COMPARE(draft.event().players.size(), std::size_t(4));
        const rd::PlayerInput &taken = draft.event().players.back();
        QCOMPARE(taken.name, std::string("Dube, Thabo"));
        QCOMPARE(taken.registryId, std::optional<long long>(21));
        // His rank is the database's for this event, not the one typed for a new player.
        QCOMPARE(taken.sagc->rank.toString(), std::string("5k"));
        QCOMPARE(taken.sagc->index, 42);

        // A name nobody has: Escape adds nobody and keeps what was typed.
        QApplication::setActiveWindow(&editor);
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        QTRY_VERIFY(name->hasFocus());
        {
            rd::test::DialogScript script({ [](QWidget *) { press(Qt::Key_Escape); } });
            type("Mokoena, Sizwe");
            if (QApplication::activePopupWidget())
                QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Escape);
            press(Qt::Key_Tab);
            type("12k");
            press(Qt::Key_Return);
            QTRY_VERIFY(script.done());
        }
        QCOMPARE(draft.event().players.size(), std::size_t(4));
        QCOMPARE(name->text(), QStringLiteral("Mokoena, Sizwe"));
        QCOMPARE(child<QLineEdit>(editor, "playerRankEdit")->text(), QStringLiteral("12k"));

        // Said to be new, with his birth year: added with it.
        QApplication::setActiveWindow(&editor);
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        {
            rd::test::DialogScript script({ [](QWidget *) {
                type("1995");
                press(Qt::Key_Return);
            } });
            name->setFocus();
            press(Qt::Key_Return);
            QTRY_VERIFY(script.done());
        }
        QTRY_COMPARE(draft.event().players.size(), std::size_t(5));
        QVERIFY(!draft.event().players.back().registryId);
        QCOMPARE(draft.event().players.back().birthYear, std::optional(1995));
        QCOMPARE(draft.event().players.back().sagc->rank.toString(), std::string("12k"));
    }

    void rendersTheEditor()
    {
        rd::ui::EventDraft draft(clubEvening());
        draft.apply(QStringLiteral("add"), [](rd::EventInput &event) {
            event.goGames.push_back(game("thabo", "lerato", rd::GoWinner::Black));
            rd::GoGame handicap = game("pieter", "thabo", rd::GoWinner::Black);
            handicap.handicap = 9;
            handicap.komi = 0.5;
            event.goGames.push_back(handicap);
            rd::GoGame internet = game("lerato", "pieter", rd::GoWinner::White);
            internet.status = rd::GoGameStatus::Internet;
            event.goGames.push_back(internet);
            event.goGames.push_back(game("thabo", "lerato", rd::GoWinner::White));
        });
        rd::ui::RecordSheetEditor editor(&draft);
        previewWithoutDatabase(editor, draft);
        editor.resize(1280, 860);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.preview();
        child<QComboBox>(editor, "sheetPlayerCombo")->setCurrentIndex(1);
        child<QLineEdit>(editor, "whiteEdit")->setText("Thabo Nkosi");
        child<QLineEdit>(editor, "blackEdit")->setText("Pieter van Wyk");
        const QPixmap picture = editor.grab();
        QVERIFY(!picture.isNull());
        // RD_SCREENSHOT names a file to look at the editor.
        if (const QString path = qEnvironmentVariable("RD_SCREENSHOT"); !path.isEmpty())
            QVERIFY(picture.save(path));
    }
};

QTEST_MAIN(TestRecordSheet)
#include "tst_recordsheet.moc"
