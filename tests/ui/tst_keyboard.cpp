// The desktop app by keyboard: unique mnemonics in every menu and in each state of the main
// window and its dialogs (English and German), Tab in reading order, the cursor in the first
// field of a new editor, Undo and Redo in both spellings, arrows between crosstable cells and
// Enter committing a Go line.
#include "desktop/DatabaseSession.h"
#include "engine/edit/ChessEventEdit.h"
#include "engine/store/RatingListLoader.h"
#include "tests/ui/DialogScript.h"
#include "ui/database/ServerConnectDialog.h"
#include "ui/event/ChessEventEditor.h"
#include "ui/event/CrosstableModel.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventPropertiesDialog.h"
#include "ui/event/EventWorkspace.h"
#include "ui/event/RecordSheetEditor.h"
#include "ui/players/PlayerDialog.h"
#include "ui/players/PlayerImportDialog.h"
#include "ui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

namespace {

// The Alt+letter of a text with a mnemonic ("&File" -> "F"), empty without one.
QString mnemonicOf(const QString &text)
{
    const QKeySequence key = QKeySequence::mnemonic(text);
    return key.isEmpty() ? QString() : key.toString().section(QLatin1Char('+'), -1).toUpper();
}

// Every mnemonic that Alt+letter reaches in `window` as it is shown now: the menu bar, labels
// with a buddy, buttons, tabs. Each letter with the texts that use it.
QMultiMap<QString, QString> windowMnemonics(QWidget *window)
{
    QMultiMap<QString, QString> found;
    const auto add = [&found](const QString &text) {
        const QString letter = mnemonicOf(text);
        if (!letter.isEmpty())
            found.insert(letter, text);
    };
    if (auto *main = qobject_cast<QMainWindow *>(window)) {
        for (QAction *menu : main->menuBar()->actions())
            add(menu->text());
    }
    for (QWidget *widget : window->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(window) || qobject_cast<QMenu *>(widget))
            continue;
        if (auto *label = qobject_cast<QLabel *>(widget); label && label->buddy())
            add(label->text());
        auto *tool = qobject_cast<QToolButton *>(widget);
        if (auto *button = qobject_cast<QAbstractButton *>(widget); button && !tool)
            add(button->text());
        if (auto *tabs = qobject_cast<QTabBar *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i)
                add(tabs->tabText(i));
        }
        if (auto *box = qobject_cast<QGroupBox *>(widget))
            add(box->title());
    }
    return found;
}

QString clashes(const QMultiMap<QString, QString> &mnemonics)
{
    QStringList lines;
    for (const QString &letter : mnemonics.uniqueKeys()) {
        if (mnemonics.count(letter) > 1)
            lines << letter + QStringLiteral(": ")
                    + mnemonics.values(letter).join(QStringLiteral(" / "));
    }
    return lines.join(QStringLiteral("; "));
}

// The menus of the menu bar, each with its items' mnemonics.
QString menuClashes(QMainWindow &window)
{
    QStringList lines;
    for (QMenu *menu : window.menuBar()->findChildren<QMenu *>()) {
        QMultiMap<QString, QString> items;
        for (QAction *action : menu->actions()) {
            const QString letter = mnemonicOf(action->text());
            if (!letter.isEmpty())
                items.insert(letter, action->text());
        }
        const QString clash = clashes(items);
        if (!clash.isEmpty())
            lines << menu->title() + QStringLiteral(" -> ") + clash;
    }
    return lines.join(QStringLiteral("; "));
}

// The focus chain from `first`, walked with Tab until it comes back or leaves `container`.
QList<QWidget *> tabChain(QWidget *container, QWidget *first)
{
    QList<QWidget *> chain;
    first->setFocus();
    QWidget *current = QApplication::focusWidget();
    for (int step = 0; step < 60 && current && container->isAncestorOf(current); ++step) {
        if (!chain.isEmpty() && current == chain.front())
            break;
        chain << current;
        QTest::keyClick(current, Qt::Key_Tab);
        current = QApplication::focusWidget();
    }
    return chain;
}

// Each widget is right of the one before on the same line, or on a line below it.
QString outOfReadingOrder(QWidget *window, const QList<QWidget *> &chain)
{
    for (qsizetype i = 1; i < chain.size(); ++i) {
        const QRect before(chain[i - 1]->mapTo(window, QPoint()), chain[i - 1]->size());
        const QRect after(chain[i]->mapTo(window, QPoint()), chain[i]->size());
        const bool sameLine = qAbs(after.center().y() - before.center().y()) < before.height() / 2;
        const bool readingOrder
            = sameLine ? after.left() >= before.right() : after.center().y() > before.center().y();
        if (!readingOrder)
            return chain[i - 1]->metaObject()->className() + QStringLiteral(" ")
                + chain[i - 1]->objectName() + QStringLiteral(" -> ")
                + chain[i]->metaObject()->className() + QStringLiteral(" ")
                + chain[i]->objectName();
    }
    return {};
}

// Typed key by key into whatever has the focus, as a person types.
void type(const QString &text)
{
    for (const QChar character : text)
        QTest::keyClicks(QApplication::focusWidget(), QString(character));
}

// A players list of three columns and two lines, as the import dialog gets it.
rd::io::CsvTable playerList()
{
    rd::io::CsvTable table;
    table.header = { "Name", "Born", "DSB" };
    table.rows = { { "Meyer, Anna", "1980-05-01", "10234567" }, { "Kurz, Bernd", "", "" } };
    table.lines = { 2, 3 };
    table.encoding = "UTF-8";
    return table;
}

// What the import service plans for a list read with no column for names: nothing yet.
rd::desktop::ImportPreview noPlayers(const std::vector<rd::io::PlayerColumn> &)
{
    return {};
}

// A rating list loaded, so that the player dialog's search in the lists is on.
void loadFideSample(rd::store::Database &database)
{
    QVERIFY(rd::store::RatingListLoader(database)
                .loadFide(QStringLiteral(RD_TEST_DATA_DIR "/fide-players.xml"))
                .loaded);
}

void activate(QWidget &window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

} // namespace

class TestKeyboard : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Each run starts from the default layout, in settings of its own.
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toLocal8Bit());
        QSettings().clear();
    }

    void mnemonicsAreUniqueInBothLanguages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QString();
        QTest::newRow("German") << QStringLiteral("de");
    }

    void mnemonicsAreUniqueInBothLanguages()
    {
        QFETCH(QString, language);
        QTranslator translator;
        if (!language.isEmpty()) {
            QVERIFY(translator.load(QLocale(language), QStringLiteral("ratingdesk"),
                QStringLiteral("_"), QStringLiteral(":/i18n")));
            QCoreApplication::installTranslator(&translator);
        }
        {
            rd::ui::MainWindow window(m_dir.filePath(language + QStringLiteral("club.sqlite")));
            activate(window);
            QCOMPARE(menuClashes(window), QString());
            QCOMPARE(clashes(windowMnemonics(&window)), QString()); // the welcome page
            for (rd::RatingSystem system : { rd::RatingSystem::Dwz, rd::RatingSystem::Sagc }) {
                QVERIFY(window.newEvent(system) > 0);
                QCOMPARE(clashes(windowMnemonics(&window)), QString());
            }
            rd::desktop::DatabaseSession session;
            QVERIFY(*session.open(m_dir.filePath(language + QStringLiteral("players.sqlite")),
                rd::desktop::Opening::CreateIfMissing, {}));
            rd::store::Database &database = session.database();
            loadFideSample(database);
            rd::ui::PlayerDialog dialog(session, {});
            dialog.offerRatingLists();
            QCOMPARE(clashes(windowMnemonics(&dialog)), QString());
            rd::ui::EventPropertiesDialog details({});
            QCOMPARE(clashes(windowMnemonics(&details)), QString());
            details.findChild<QTabWidget *>()->setCurrentIndex(1); // the tie-breaks
            QCOMPARE(clashes(windowMnemonics(&details)), QString());
            rd::ui::PlayerImportDialog import(playerList(), noPlayers);
            QCOMPARE(clashes(windowMnemonics(&import)), QString());
            rd::ui::ServerConnectDialog server;
            QCOMPARE(clashes(windowMnemonics(&server)), QString());
        }
        QCoreApplication::removeTranslator(&translator);
    }

    void tabFollowsTheReadingOrder()
    {
        rd::desktop::DatabaseSession session;
        QVERIFY(*session.open(m_dir.filePath(QStringLiteral("tab.sqlite")),
            rd::desktop::Opening::CreateIfMissing, {}));
        rd::store::Database &database = session.database();
        loadFideSample(database);
        rd::ui::PlayerDialog dialog(session, {});
        dialog.offerRatingLists();
        activate(dialog);
        // From the search in the rating lists at the top.
        const QList<QWidget *> fields
            = tabChain(&dialog, dialog.findChild<QLineEdit *>(QStringLiteral("listSearch")));
        QVERIFY(fields.size() >= 16);
        QCOMPARE(outOfReadingOrder(&dialog, fields), QString());
        rd::ui::EventPropertiesDialog details({});
        activate(details);
        // From the pages' tabs at the top, through the first page.
        const QList<QWidget *> detailFields = tabChain(&details, details.findChild<QTabBar *>());
        QVERIFY(detailFields.size() >= 11);
        QCOMPARE(outOfReadingOrder(&details, detailFields), QString());
        // The tie-breaks' page: the event's rules, then the tie-breaks to choose from, the
        // chosen ones and the buttons beside each list.
        QTest::keyClick(&details, Qt::Key_B, Qt::AltModifier);
        const QList<QWidget *> tieBreakFields = tabChain(&details, details.findChild<QTabBar *>());
        QStringList tieBreakNames;
        for (QWidget *field : tieBreakFields)
            tieBreakNames << field->objectName();
        QCOMPARE(tieBreakNames.mid(1, 7),
            QStringList({ "tieBreakEdition", "unratedRating", "directEncounterForfeits",
                "pairingByePoints", "tieBreakRating", "availableTieBreaks", "addTieBreak" }));
        QCOMPARE(outOfReadingOrder(&details, tieBreakFields), QString());
        rd::ui::ServerConnectDialog server;
        activate(server);
        const QList<QWidget *> serverFields
            = tabChain(&server, server.findChild<QLineEdit *>(QStringLiteral("serverEdit")));
        QVERIFY(serverFields.size() >= 6); // + Cancel (OK is off without a database)
        QCOMPARE(outOfReadingOrder(&server, serverFields), QString());

        // Importing a list: the column choices left to right, the lines, the report, the buttons.
        rd::ui::PlayerImportDialog import(playerList(), noPlayers);
        activate(import);
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("columnChoice1"));
        const QList<QWidget *> importFields = tabChain(&import, QApplication::focusWidget());
        QStringList importNames;
        for (QWidget *field : importFields.mid(0, 3))
            importNames << field->objectName();
        QCOMPARE(importNames, QStringList({ "columnChoice1", "columnChoice2", "columnChoice3" }));
        QVERIFY2(importFields.size() >= 6, // + the lines, the report and Cancel (OK is off)
            qPrintable(QString::number(importFields.size())));
        QCOMPARE(outOfReadingOrder(&import, importFields), QString());

        // The Go line: White, Black, handicap, komi, winner, game type, date, Add line.
        rd::EventInput event;
        event.system = rd::RatingSystem::Sagc;
        rd::ui::EventDraft draft(event);
        rd::ui::RecordSheetEditor sheet(&draft);
        activate(sheet);
        const QList<QWidget *> line
            = tabChain(&sheet, sheet.findChild<QLineEdit *>(QStringLiteral("whiteEdit")));
        QStringList names;
        for (QWidget *field : line.mid(0, 8))
            names << field->objectName();
        QCOMPARE(names,
            QStringList({ "whiteEdit", "blackEdit", "handicapField", "komiField", "winnerCombo",
                "statusCombo", "", "addLineButton" }));
        QCOMPARE(line[6]->parentWidget()->objectName(), QStringLiteral("dateEdit"));
        QCOMPARE(outOfReadingOrder(&sheet, line.mid(0, 8)), QString());
    }

    void aNewEditorStartsInItsFirstField()
    {
        rd::ui::MainWindow window(m_dir.filePath(QStringLiteral("focus.sqlite")));
        activate(window);
        window.findChild<QLineEdit *>(QStringLiteral("playerSearch"))->setFocus();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(window.workspace());
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("eventName"));
        QTest::keyClick(
            QApplication::focusWidget(), Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(window.workspace()->draft()->event().system == rd::RatingSystem::Sagc);
        QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("whiteEdit"));
    }

    void undoAndRedoInBothSpellings()
    {
        rd::ui::MainWindow window(m_dir.filePath(QStringLiteral("undo.sqlite")));
        activate(window);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(window.workspace());
        auto *add = window.findChild<QLineEdit *>(QStringLiteral("addPlayer"));
        add->setFocus();
        QTest::keyClicks(add, QStringLiteral("Meyer, Anna"));
        {
            // A new player: the dialog's values left empty.
            rd::test::DialogScript script(
                { [](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_Return); } });
            QTest::keyClick(add, Qt::Key_Return);
            QTRY_VERIFY(script.done());
        }
        activate(window);
        const auto players = [&] { return window.draft()->event().players.size(); };
        QTRY_COMPARE(players(), std::size_t { 1 });
        QWidget *view = window.findChild<QTableView *>(QStringLiteral("crosstableView"));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(players(), std::size_t { 0 });
        QTest::keyClick(view, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(players(), std::size_t { 1 });
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(players(), std::size_t { 1 });
    }

    void theWindowComesBackAsItWasLeft()
    {
        // Size and the splitter between the lists and the work area, kept per user (QSettings).
        const QString path = m_dir.filePath(QStringLiteral("layout.sqlite"));
        QList<int> sizes;
        {
            rd::ui::MainWindow window(path);
            activate(window);
            window.resize(1100, 700);
            auto *splitter = window.findChild<QSplitter *>(QStringLiteral("mainSplitter"));
            splitter->setSizes({ 450, 600 });
            sizes = splitter->sizes();
            QVERIFY(window.close());
        }
        rd::ui::MainWindow again(path);
        activate(again);
        QCOMPARE(again.size(), QSize(1100, 700));
        QCOMPARE(again.findChild<QSplitter *>(QStringLiteral("mainSplitter"))->sizes(), sizes);
    }

    void theEditorsComeBackAsTheyWereLeft()
    {
        // The crosstable's splitter and a round column's width, in the next event's editor.
        const QString path = m_dir.filePath(QStringLiteral("editorlayout.sqlite"));
        const int round = rd::ui::CrosstableModel::FirstRoundColumn;
        QList<int> sizes;
        {
            rd::ui::MainWindow window(path);
            activate(window);
            QVERIFY(window.newEvent(rd::RatingSystem::Dwz) > 0);
            auto *view = window.findChild<QTableView *>(QStringLiteral("crosstableView"));
            view->horizontalHeader()->resizeSection(round, 97);
            auto *split = window.findChild<QSplitter *>(QStringLiteral("crosstableSplitter"));
            sizes = split->sizes();
            QSplitterHandle *handle = split->handle(1);
            const QPoint grip = handle->rect().center();
            QTest::mousePress(handle, Qt::LeftButton, {}, grip);
            QTest::mouseMove(handle, grip - QPoint(120, 0));
            QTest::mouseRelease(handle, Qt::LeftButton, {}, grip - QPoint(120, 0));
            QVERIFY(split->sizes() != sizes);
            sizes = split->sizes();
            QVERIFY(window.close());
        }
        rd::ui::MainWindow again(path);
        activate(again);
        QVERIFY(again.newEvent(rd::RatingSystem::Dwz) > 0);
        auto *view = again.findChild<QTableView *>(QStringLiteral("crosstableView"));
        QCOMPARE(view->horizontalHeader()->sectionSize(round), 97);
        QCOMPARE(
            again.findChild<QSplitter *>(QStringLiteral("crosstableSplitter"))->sizes(), sizes);
    }

    void everyEditorFitsA1280By720Screen()
    {
        // Once forced 1150 pixels for the US Chess editor alone, beside the lists.
        rd::ui::MainWindow window(m_dir.filePath(QStringLiteral("small.sqlite")));
        activate(window);
        for (rd::RatingSystem system :
            { rd::RatingSystem::Dwz, rd::RatingSystem::Uscf, rd::RatingSystem::Sagc }) {
            QVERIFY(window.newEvent(system) > 0);
            const QSize needed = window.minimumSizeHint();
            QVERIFY2(needed.width() <= 1280 && needed.height() <= 720,
                qPrintable(QStringLiteral("%1 needs %2 x %3")
                               .arg(QString::fromStdString(rd::toString(system)))
                               .arg(needed.width())
                               .arg(needed.height())));
        }
    }

    void aProblemLeadsToItsCell()
    {
        // Meyer (1) and Kurz (2) meet in rounds 1 and 2: a pair that meets again (a warning of
        // the crosstable checks), listed in words; Enter on it goes to the cell.
        rd::EventInput event;
        event.system = rd::RatingSystem::Dwz;
        event.event.endDate = rd::Date { 2026, 3, 29 };
        rd::ui::EventDraft draft(event);
        for (const char *name : { "Meyer, Anna", "Kurz, Bernd" })
            draft.apply([name](rd::EventInput &e) {
                return rd::edit::ChessEventEdit(e).addPlayer(QString::fromUtf8(name));
            });
        for (int round : { 1, 2 })
            draft.apply([round](rd::EventInput &e) {
                return rd::edit::ChessEventEdit(e).enterResult(1, round, QStringLiteral("2w1"));
            });
        rd::ui::ChessEventEditor editor(draft);
        activate(editor);
        auto *problems = editor.findChild<QListWidget *>(QStringLiteral("problemsList"));
        QCOMPARE(problems->count(), static_cast<int>(editor.crosstableModel()->problems().size()));
        QVERIFY(problems->count() > 0);
        QCOMPARE(problems->item(0)->text(), editor.crosstableModel()->problems().front().message);
        QVERIFY(problems->item(0)->text().contains(QStringLiteral("Meyer, Anna (1)")));
        problems->setFocus();
        problems->setCurrentRow(0);
        QTest::keyClick(problems, Qt::Key_Return);
        auto *view = editor.findChild<QTableView *>(QStringLiteral("crosstableView"));
        QCOMPARE(QApplication::focusWidget(), view);
        QCOMPARE(view->currentIndex(),
            editor.crosstableModel()->indexOf(
                editor.crosstableModel()->problems().front().location));
    }

    void arrowsMoveBetweenCrosstableCells()
    {
        rd::EventInput event;
        event.system = rd::RatingSystem::Dwz;
        event.event.endDate = rd::Date { 2026, 3, 29 };
        rd::ui::EventDraft draft(event);
        for (const char *name : { "Meyer, Anna", "Kurz, Bernd", "Schulz, Carla" })
            draft.apply([name](rd::EventInput &e) {
                return rd::edit::ChessEventEdit(e).addPlayer(QString::fromUtf8(name));
            });
        rd::ui::ChessEventEditor editor(draft);
        activate(editor);
        auto *view = editor.findChild<QTableView *>(QStringLiteral("crosstableView"));
        auto *model = editor.crosstableModel();
        view->setFocus();
        view->setCurrentIndex(model->index(0, model->roundColumn(1)));
        // Typed into the cell of Meyer, round 1; Down enters it and moves to Kurz's cell.
        type(QStringLiteral("2w1"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
        QCOMPARE(draft.event().chessGames.size(), std::size_t { 1 });
        QCOMPARE(view->currentIndex(), model->index(1, model->roundColumn(1)));
        // Right at the end of the text moves on to the next round, Left at its start back.
        type(QStringLiteral("3"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left); // within the text
        QCOMPARE(view->currentIndex(), model->index(1, model->roundColumn(1)));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QTest::keyClick(view, Qt::Key_Up);
        QCOMPARE(view->currentIndex(), model->index(0, model->roundColumn(1)));
    }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
