// The player view for the club laptop (`ratingdesk --player-view`, View → Player view), driven
// by the keyboard as a player at the laptop would: he types part of his name (umlauts folded),
// goes down to himself, sees his history and, for the event chosen, his games — round, opponent,
// colour, result, the opponent's rating, his expected score and what the game brought him, as the
// evaluation keeps them — and takes his card as PDF with those games. Nothing in the window
// writes, merges, deletes or opens an editor; leaving it for the whole program asks first.
#include "desktop/DatabaseSession.h"
#include "tests/PdfText.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "ui/players/PlayerViewWindow.h"
#include "ui/ratings/PlayerGamesModel.h"
#include "ui/ratings/PlayerHistoryView.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCryptographicHash>
#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <algorithm>

using rd::test::DialogScript;
using rd::test::focus;
using rd::test::press;
using rd::test::type;

namespace {

// The four-player DWZ round robin of docs/event-document.md "Example", Meyer's name written as a
// German club writes it, Müller, Jürgen (the numbers do not depend on names); with a namesake
// who plays no event.
constexpr const char *kSpring = R"({ "format": "ratingdesk-event", "version": 1, "system": "dwz",
  "event": { "name": "Spring Round Robin 2026", "start_date": "2026-03-08",
             "end_date": "2026-03-29" },
  "players": [
    { "id": "1", "name": "Müller, Jürgen", "birth_year": 1980,
      "dwz": { "rating": 1712, "index": 34 } },
    { "id": "2", "name": "Kurz, Bernd", "birth_year": 1975,
      "dwz": { "rating": 1655, "index": 61 } },
    { "id": "3", "name": "Naidoo, Priya", "birth_year": 2008,
      "dwz": { "rating": 1590, "index": 7 } },
    { "id": "4", "name": "Dlamini, Sipho", "birth_year": 2011 } ],
  "games": [
    { "round": 1, "white": "1", "black": "4", "result": "1-0" },
    { "round": 1, "white": "2", "black": "3", "result": "1/2-1/2" },
    { "round": 2, "white": "4", "black": "3", "result": "0-1" },
    { "round": 2, "white": "1", "black": "2", "result": "1/2-1/2" },
    { "round": 3, "white": "2", "black": "4", "result": "0-1" },
    { "round": 3, "white": "3", "black": "1", "result": "1-0" } ] })";

void activate(QWidget &window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const char *text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(text);
    return path;
}

QStringList rowOf(const QAbstractItemModel *model, int row)
{
    QStringList cells;
    for (int column = 0; column < model->columnCount(); ++column)
        cells << model->index(row, column).data().toString();
    return cells;
}

QStringList listed(const QListView *list)
{
    QStringList names;
    for (int row = 0; row < list->model()->rowCount(); ++row)
        names << list->model()->index(row, 0).data().toString();
    return names;
}

QByteArray digestOf(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

} // namespace

class TestPlayerView : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_database = m_dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow window(m_database);
        QVERIFY(
            window.importEventDocument(writeFile(m_dir, QStringLiteral("spring.json"), kSpring)));
        QVERIFY(window.saveEvaluation());
    }

    // As `ratingdesk --player-view` opens it: the database read-only.
    void aPlayerFindsHisGames()
    {
        rd::desktop::DatabaseSession session;
        QVERIFY(*session.open(
            m_database, rd::desktop::Opening::ReadOnly, [](const QString &) { return true; }));
        rd::ui::PlayerViewWindow view(session, rd::ui::PlayerViewWindow::Closing::Quits);
        activate(view);
        QCOMPARE(focus()->objectName(), QStringLiteral("playerSearch"));

        // "jurgen", without the umlaut, finds Müller, Jürgen; Down goes to him.
        type(QStringLiteral("jurgen"));
        auto *list = view.findChild<QListView *>(QStringLiteral("playerList"));
        QCOMPARE(listed(list), QStringList { QStringLiteral("Müller, Jürgen") });
        press(Qt::Key_Down);
        QCOMPARE(focus(), static_cast<QWidget *>(list));
        auto *title = view.findChild<QLabel *>(QStringLiteral("historyTitle"));
        QTRY_VERIFY(title->text().startsWith(QStringLiteral("Müller, Jürgen")));

        // His one event is chosen in the history; its games are below it.
        auto *games = view.findChild<QTableView *>(QStringLiteral("gamesTable"));
        const QAbstractItemModel *model = games->model();
        QCOMPARE(view.findChild<QLabel *>(QStringLiteral("gamesTitle"))->text(),
            QStringLiteral("Games in “Spring Round Robin 2026” (%1)")
                .arg(QLocale().toString(QDate(2026, 3, 29), QLocale::ShortFormat)));
        QStringList titles;
        for (int column = 0; column < model->columnCount(); ++column)
            titles << model->headerData(column, Qt::Horizontal).toString();
        QCOMPARE(titles,
            QStringList(
                { QStringLiteral("Round"), QStringLiteral("Opponent"), QStringLiteral("Colour"),
                    QStringLiteral("Result"), QStringLiteral("Opponent's rating"),
                    QStringLiteral("Expected score"), QStringLiteral("Rating change") }));
        QCOMPARE(model->rowCount(), 3);
        // docs/event-document.md "Example", worked out there: Dlamini has no DWZ, so the game
        // against him does not count (DWZ 3.1, dashes); against Kurz (1655) P = 0.580 and against
        // Naidoo (1590) P = 0.667 in the 3-decimal normal model; E = 24 and n = 2, so each game
        // moves the rating by 800/(24 + 2) = 30.769 times (score - P):
        // 30.769 · (0.5 - 0.580) = -2.46 and 30.769 · (0 - 0.667) = -20.52, together -22.98 =
        // 1689.02 - 1712.
        QCOMPARE(rowOf(model, 0),
            QStringList({ QStringLiteral("1"), QStringLiteral("Dlamini, Sipho"),
                QStringLiteral("White"), QStringLiteral("won"), QStringLiteral("\u2013"),
                QStringLiteral("\u2013"), QStringLiteral("\u2013") }));
        QCOMPARE(rowOf(model, 1),
            QStringList({ QStringLiteral("2"), QStringLiteral("Kurz, Bernd"),
                QStringLiteral("White"), QStringLiteral("draw"), QStringLiteral("1655-61"),
                QStringLiteral("0.580"), QStringLiteral("-2.5") }));
        QCOMPARE(rowOf(model, 2),
            QStringList({ QStringLiteral("3"), QStringLiteral("Naidoo, Priya"),
                QStringLiteral("Black"), QStringLiteral("lost"), QStringLiteral("1590-7"),
                QStringLiteral("0.667"), QStringLiteral("-20.5") }));

        // The dashes and the numbers are explained below the games.
        QVERIFY(view.findChild<QLabel *>(QStringLiteral("gamesNote"))
                    ->text()
                    .contains(QStringLiteral("A dash: the game changed no rating this way")));

        // Ctrl+P: his card as PDF, with these games.
        const QString card = m_dir.filePath(QStringLiteral("card.pdf"));
        {
            DialogScript script({ rd::test::typePath(card) });
            press(Qt::Key_P, Qt::ControlModifier);
            QTRY_VERIFY(script.done());
        }
        QTRY_VERIFY(QFile::exists(card));
        const QString text = rd::test::pdfText(card);
        QVERIFY2(
            text.contains(QStringLiteral("Games in “Spring Round Robin 2026”")), qPrintable(text));
        QVERIFY2(text.contains(QRegularExpression(
                     QStringLiteral("Naidoo, Priya\\s+Black\\s+lost\\s+1590-7\\s+0.667\\s+-20.5"))),
            qPrintable(text));
    }

    // Nothing in the player view writes, merges, deletes or opens an editor: its actions are only
    // those that show, the keys that do so in the main window do nothing here, and the database
    // file is as it was.
    void nothingWritesOrOpensAnEditor()
    {
        const QByteArray before = digestOf(m_database);
        rd::desktop::DatabaseSession session;
        QVERIFY(*session.open(
            m_database, rd::desktop::Opening::ReadOnly, [](const QString &) { return true; }));
        rd::ui::PlayerViewWindow view(session, rd::ui::PlayerViewWindow::Closing::Quits);
        activate(view);
        // Every enabled action: the card, leaving, quitting, the language of the next start
        // (View → Language), which changes no database, and Help's user guide and About.
        const QList<QAction *> languages
            = view.findChild<QMenu *>(QStringLiteral("languageMenu"))->actions();
        QStringList actions;
        for (QAction *action : view.findChildren<QAction *>()) {
            // The search field's clear button only clears what was typed.
            if (action->isSeparator() || action->menu() || !action->isEnabled()
                || languages.contains(action) || qobject_cast<QLineEdit *>(action->parent()))
                continue;
            actions << action->text().remove(QLatin1Char('&'));
        }
        actions.sort();
        QCOMPARE(actions,
            QStringList({ QStringLiteral("About ratingdesk"), QStringLiteral("Contents"),
                QStringLiteral("Leave player view…"), QStringLiteral("Player card as PDF…"),
                QStringLiteral("Quit") }));
        // The buttons: the chart as a picture and the card, both files of his own.
        QStringList buttons;
        for (const QPushButton *button : view.findChildren<QPushButton *>())
            buttons << button->text().remove(QLatin1Char('&'));
        buttons.sort();
        QCOMPARE(buttons,
            QStringList(
                { QStringLiteral("Export chart as PNG…"), QStringLiteral("Player card as PDF…") }));

        // The main window's keys for new, save, delete, undo, merge and edit, Enter and a double
        // click on his name and on the tables: no dialog, no editor.
        type(QStringLiteral("kurz"));
        press(Qt::Key_Down);
        auto *list = view.findChild<QListView *>(QStringLiteral("playerList"));
        QTRY_COMPARE(focus(), static_cast<QWidget *>(list));
        bool dialogOpened = false;
        QTimer watch;
        QObject::connect(&watch, &QTimer::timeout, [&] {
            if (QWidget *modal = QApplication::activeModalWidget()) {
                dialogOpened = true;
                modal->close();
            }
        });
        watch.start(10);
        const QList<QKeySequence> keys { QKeySequence::New, QKeySequence::Save,
            QKeySequence::Delete, QKeySequence::Undo, QKeySequence(Qt::CTRL | Qt::Key_M),
            QKeySequence(Qt::CTRL | Qt::Key_E), QKeySequence(Qt::Key_F2),
            QKeySequence(Qt::Key_Return) };
        const QList<QAbstractItemView *> views { list,
            view.findChild<QTableView *>(QStringLiteral("historyTable")),
            view.findChild<QTableView *>(QStringLiteral("gamesTable")) };
        for (QAbstractItemView *where : views) {
            where->setFocus();
            for (const QKeySequence &key : keys)
                QTest::keySequence(where, key);
            const QRect cell = where->visualRect(where->model()->index(0, 0));
            QTest::mouseDClick(where->viewport(), Qt::LeftButton, {}, cell.center());
            QTest::qWait(50);
        }
        QVERIFY(!dialogOpened);
        const QWidgetList windows = QApplication::topLevelWidgets();
        QCOMPARE(std::count_if(windows.begin(), windows.end(),
                     [](const QWidget *widget) { return widget->isVisible(); }),
            1);
        watch.stop();
        QCOMPARE(digestOf(m_database), before);
    }

    // View → Player view in the main window shows the player view instead; leaving it asks
    // first: No stays, Yes brings the main window back.
    void leavingAsksFirst()
    {
        rd::ui::MainWindow window(m_database);
        activate(window);
        press(Qt::Key_V, Qt::AltModifier);
        QTRY_VERIFY(QApplication::activePopupWidget());
        QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_W);
        QTRY_VERIFY(window.playerView());
        QPointer<rd::ui::PlayerViewWindow> view = window.playerView();
        activate(*view);
        QVERIFY(!window.isVisible());
        QString question;
        {
            DialogScript script({ [&](QWidget *dialog) {
                question = dialog->findChild<QLabel *>(QStringLiteral("qt_msgbox_label"))->text();
                press(Qt::Key_N, Qt::AltModifier); // No
            } });
            press(Qt::Key_V, Qt::AltModifier);
            QTRY_VERIFY(QApplication::activePopupWidget());
            QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_E);
            QTRY_VERIFY(script.done());
        }
        QCOMPARE(question,
            QStringLiteral("Leave the player view for the whole program? There events and "
                           "players can be changed and deleted: leave only if you look after "
                           "this club's ratings."));
        QVERIFY(view && view->isVisible());
        QVERIFY(!window.isVisible());
        // Closing the window is leaving too: asked, Yes.
        activate(*view);
        {
            DialogScript script({ [](QWidget *) { press(Qt::Key_Y, Qt::AltModifier); } });
            view->close();
            QTRY_VERIFY(script.done());
        }
        QTRY_VERIFY(!view);
        QTRY_VERIFY(window.isVisible());
    }

    // In German: the words of the games and a decimal comma.
    void inGerman()
    {
        QTranslator translator;
        QVERIFY(translator.load(QLocale(QLocale::German), QStringLiteral("ratingdesk"),
            QStringLiteral("_"), QStringLiteral(":/i18n")));
        QCoreApplication::installTranslator(&translator);
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        {
            rd::desktop::DatabaseSession session;
            QVERIFY(*session.open(
                m_database, rd::desktop::Opening::ReadOnly, [](const QString &) { return true; }));
            rd::ui::PlayerViewWindow view(session, rd::ui::PlayerViewWindow::Closing::Quits);
            activate(view);
            // "mueller", the umlaut written out, finds him too.
            type(QStringLiteral("mueller"));
            press(Qt::Key_Return);
            auto *games = view.findChild<QTableView *>(QStringLiteral("gamesTable"));
            QTRY_COMPARE(games->model()->rowCount(), 3);
            QStringList titles;
            for (int column = 0; column < games->model()->columnCount(); ++column)
                titles << games->model()->headerData(column, Qt::Horizontal).toString();
            QCOMPARE(titles,
                QStringList(
                    { QStringLiteral("Runde"), QStringLiteral("Gegner"), QStringLiteral("Farbe"),
                        QStringLiteral("Ergebnis"), QStringLiteral("Wertung des Gegners"),
                        QStringLiteral("Erwartung"), QStringLiteral("Wertungsänderung") }));
            QCOMPARE(rowOf(games->model(), 2),
                QStringList({ QStringLiteral("3"), QStringLiteral("Naidoo, Priya"),
                    QStringLiteral("Schwarz"), QStringLiteral("verloren"), QStringLiteral("1590-7"),
                    QStringLiteral("0,667"), QStringLiteral("-20,5") }));
            QCOMPARE(rowOf(games->model(), 1).at(3), QStringLiteral("remis"));
            QCOMPARE(view.windowTitle(), QStringLiteral("ratingdesk – Spieleransicht"));
        }
        QLocale::setDefault(before);
        QCoreApplication::removeTranslator(&translator);
    }

private:
    QTemporaryDir m_dir;
    QString m_database;
};

QTEST_MAIN(TestPlayerView)
#include "tst_playerview.moc"
