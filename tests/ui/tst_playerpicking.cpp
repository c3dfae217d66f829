// Players of an event are picked from the registry with the keyboard, namesakes told apart by
// their birth year: the preview rates each with the DWZ the imported list gave him, and the
// database holds each player once.
#include "engine/io/document/EventDocumentReader.h"
#include "engine/store/EvaluationService.h"
#include "engine/store/EventRepository.h"
#include "engine/store/PlayerRepository.h"
#include "engine/store/RatingListLoader.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "ui/event/EventDraft.h"
#include "ui/ratings/EvaluationTableModel.h"
#include "ui/ratings/PreviewPanel.h"
#include "ui/window/MainWindow.h"

#include <QAbstractItemModel>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QCompleter>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using rd::test::backTo;
using rd::test::DialogScript;
using rd::test::focus;
using rd::test::importPlayerList;
using rd::test::press;
using rd::test::tabTo;
using rd::test::type;

namespace {

// A key in the list of suggestions that typing opened, where a person's keys go.
void pressInSuggestions(Qt::Key key)
{
    QTRY_VERIFY(QApplication::activePopupWidget());
    QTest::keyClick(QApplication::activePopupWidget(), key);
}

// The labels of the suggestions open under the field with the focus.
QStringList suggestions()
{
    QStringList labels;
    if (const auto *field = qobject_cast<QLineEdit *>(QApplication::focusWidget())) {
        const QAbstractItemModel *shown = field->completer()->completionModel();
        for (int row = 0; row < shown->rowCount(); ++row)
            labels << shown->index(row, 0).data().toString();
    }
    return labels;
}

// A database with the DSB list of tests/data (dsb-spieler-new.csv with the clubs of
// dsb-vereine.csv) and the FIDE list (fide-players.xml) loaded, and `registry` as its players.
void writeClubWithLists(const QString &path, const std::vector<rd::model::PlayerDetails> &registry)
{
    rd::store::Database database(path, rd::store::Database::Opening::CreateIfMissing);
    rd::store::RatingListLoader loader(database);
    QVERIFY(loader
                .loadDsb(QStringLiteral(RD_TEST_DATA_DIR "/dsb-spieler-new.csv"),
                    QStringLiteral(RD_TEST_DATA_DIR "/dsb-vereine.csv"),
                    rd::Date::fromIso("2026-11-02"))
                .loaded);
    QVERIFY(loader
                .loadFide(QStringLiteral(RD_TEST_DATA_DIR "/fide-players.xml"),
                    rd::Date::fromIso("2026-11-01"))
                .loaded);
    for (const rd::model::PlayerDetails &player : registry)
        rd::store::PlayerRepository(database).savePlayer(player);
}

// The preview's "Before" cell of the player in `row`.
QString before(const QAbstractItemModel *preview, int row)
{
    for (int column = 0; column < preview->columnCount(); ++column) {
        if (preview->headerData(column, Qt::Horizontal).toString() == QLatin1String("Before"))
            return preview->index(row, column).data().toString();
    }
    return {};
}

// An event document rated as it would be saved; its id.
qint64 rateEvent(rd::store::Database &database, const char *document)
{
    const auto read = rd::io::readEventDocument(QByteArray(document));
    if (!read.event)
        qFatal("invalid test document: %s", qPrintable(read.errors.first().toString()));
    qint64 id = 0;
    {
        rd::store::Transaction transaction(database);
        id = rd::store::EventRepository(database).importEvent(*read.event);
        transaction.commit();
    }
    rd::store::EvaluationService service(database);
    service.commit(service.preview(id));
    return id;
}

// Each event with its players (name, year of birth) and the ratings stored for them, as the
// database holds them: "Spring: Weber, Jürgen 1961 1850-20 → 1866-21; …".
QString whoPlaysWhere(const QString &path)
{
    rd::store::Database database(path, rd::store::Database::Opening::CreateIfMissing);
    rd::store::Rows rows = database.run(
        QStringLiteral("SELECT e.name AS event, p.name AS player, p.birth_date AS born,"
                       " v.before AS before, v.after AS after FROM events e"
                       " JOIN event_players ep ON ep.event_id = e.id"
                       " JOIN players p ON p.id = ep.player_id"
                       " LEFT JOIN evaluations v ON v.event_id = e.id AND v.player_id = p.id"
                       " ORDER BY e.id, p.name, p.birth_date"));
    QStringList lines;
    while (rows.next())
        lines << QStringLiteral("%1: %2 %3 %4 → %5")
                     .arg(rows.value(QStringLiteral("event")).toString(),
                         rows.value(QStringLiteral("player")).toString(),
                         rows.value(QStringLiteral("born")).toString().left(4),
                         rows.value(QStringLiteral("before")).toString(),
                         rows.value(QStringLiteral("after")).toString());
    return lines.join(QStringLiteral("; "));
}

} // namespace

class TestPlayerPicking : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void namesakesArePickedByKeyboardAndRatedWithTheirListedDwz()
    {
        QTemporaryDir dir;
        // Two "Weber, Jürgen", told apart by their birth; each with his own DWZ and index.
        const QString list = dir.filePath(QStringLiteral("club.csv"));
        {
            QFile csv(list);
            QVERIFY(csv.open(QIODevice::WriteOnly));
            csv.write("Name,Birth date,DWZ,Index\n"
                      "\"Weber, Jürgen\",1961-03-02,1850,20\n"
                      "\"Weber, Jürgen\",1975-07-14,1620,8\n"
                      "\"Meyer, Anna\",1990-01-05,1700,12\n");
        }
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow window(path);
        window.show();
        backTo(window);
        importPlayerList(window, list, QStringLiteral("3 added"));
        backTo(window);

        // A DWZ event; its players chosen from the suggestions with the arrow keys.
        press(Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(window.workspace());
        QCOMPARE(focus()->objectName(), QStringLiteral("eventName"));
        type(QStringLiteral("Club night"));
        tabTo(QStringLiteral("addPlayer"));
        type(QStringLiteral("weber"));
        pressInSuggestions(Qt::Key_Down); // Weber, Jürgen (1961)
        pressInSuggestions(Qt::Key_Return);
        QTRY_COMPARE(window.draft()->event().players.size(), std::size_t { 1 });
        QTRY_VERIFY(focus() && qobject_cast<QLineEdit *>(focus())->text().isEmpty());
        type(QStringLiteral("weber"));
        pressInSuggestions(Qt::Key_Down);
        pressInSuggestions(Qt::Key_Down); // Weber, Jürgen (1975)
        pressInSuggestions(Qt::Key_Return);
        QTRY_COMPARE(window.draft()->event().players.size(), std::size_t { 2 });
        QTRY_VERIFY(qobject_cast<QLineEdit *>(focus())->text().isEmpty());
        // A name typed in full that one registry player has is that player.
        type(QStringLiteral("Meyer, Anna"));
        if (QApplication::activePopupWidget())
            QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Escape);
        press(Qt::Key_Return);
        QTRY_COMPARE(window.draft()->event().players.size(), std::size_t { 3 });
        const auto &players = window.draft()->event().players;
        QVERIFY(players[0].registryId && players[1].registryId && players[2].registryId);
        QVERIFY(*players[0].registryId != *players[1].registryId);
        // The editor's list tells the two Webers apart by their birth year; Meyer has no
        // namesake and shows none.
        const QTreeWidget *editorList = window.findChild<QTreeWidget *>(QStringLiteral("players"));
        QCOMPARE(editorList->topLevelItem(0)->text(2), QStringLiteral("1961"));
        QCOMPARE(editorList->topLevelItem(1)->text(2), QStringLiteral("1975"));
        QCOMPARE(editorList->topLevelItem(2)->text(2), QString());

        // One game, so that the event can be rated: 1 beats 2 with White in round 1.
        tabTo(QStringLiteral("crosstableView"));
        press(Qt::Key_Home, Qt::ControlModifier);
        press(Qt::Key_Right);
        press(Qt::Key_Right);
        type(QStringLiteral("2w1"));
        press(Qt::Key_Return);
        QCOMPARE(window.draft()->event().chessGames.size(), std::size_t { 1 });

        // The preview rates each with the DWZ of the list (rating-index), none unrated.
        press(Qt::Key_R, Qt::ControlModifier);
        const QAbstractItemModel *preview = window.findChild<rd::ui::PreviewPanel *>()->model();
        QTRY_COMPARE(preview->rowCount(), 3);
        QVERIFY2(
            before(preview, 0).contains(QLatin1String("1850")), qPrintable(before(preview, 0)));
        QVERIFY2(
            before(preview, 1).contains(QLatin1String("1620")), qPrintable(before(preview, 1)));
        QVERIFY2(
            before(preview, 2).contains(QLatin1String("1700")), qPrintable(before(preview, 2)));

        // The database holds the three players of the list, none twice.
        rd::store::Database database(path, rd::store::Database::Opening::CreateIfMissing);
        QCOMPARE(
            rd::store::PlayerRepository(database).players(QString()).size(), std::size_t { 3 });
    }

    // Enter in the add-player field while its list shows one suggestion takes that player: "anna"
    // is Meyer, Anna of the registry, not a new player of that name.
    void theOneSuggestionShownIsTakenWithEnter()
    {
        QTemporaryDir dir;
        const QString list = dir.filePath(QStringLiteral("club.csv"));
        {
            QFile csv(list);
            QVERIFY(csv.open(QIODevice::WriteOnly));
            csv.write("Name,Birth date,DWZ,Index\n"
                      "\"Weber, Jürgen\",1961-03-02,1850,20\n"
                      "\"Meyer, Anna\",1990-01-05,1700,12\n");
        }
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
        window.show();
        backTo(window);
        importPlayerList(window, list, QStringLiteral("2 added"));
        backTo(window);
        press(Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(window.workspace());
        type(QStringLiteral("Club night"));
        tabTo(QStringLiteral("addPlayer"));
        type(QStringLiteral("anna"));
        QTRY_COMPARE(suggestions(), QStringList({ "Meyer, Anna (1990)" }));
        pressInSuggestions(Qt::Key_Return);
        QTRY_COMPARE(window.draft()->event().players.size(), std::size_t { 1 });
        QCOMPARE(window.draft()->event().players[0].name, std::string("Meyer, Anna"));
        QVERIFY(window.draft()->event().players[0].registryId);
        QTRY_VERIFY(qobject_cast<QLineEdit *>(focus())->text().isEmpty());
    }

    void aNewNameIsAddedWithTheValuesTheRulesNeed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow window(path);
        window.show();
        backTo(window);
        press(Qt::Key_N, Qt::ControlModifier); // a DWZ event
        QTRY_VERIFY(window.workspace());
        type(QStringLiteral("Club night"));
        tabTo(QStringLiteral("addPlayer"));
        auto *addField = window.findChild<QLineEdit *>(QStringLiteral("addPlayer"));

        // A name the registry does not have: the dialog asks for birth, DWZ and index.
        const auto newPlayer = [](const QString &birth, const QString &dwz, const QString &index) {
            return [=](QWidget *) {
                QCOMPARE(focus()->objectName(), QStringLiteral("birth"));
                type(birth);
                press(Qt::Key_D, Qt::AltModifier);
                type(dwz);
                press(Qt::Key_N, Qt::AltModifier);
                type(index);
                press(Qt::Key_Return);
            };
        };
        {
            DialogScript script({ newPlayer(
                QStringLiteral("1980-05-01"), QStringLiteral("1550"), QStringLiteral("3")) });
            type(QStringLiteral("Neumann, Paul"));
            press(Qt::Key_Return);
            QTRY_VERIFY(script.done());
        }
        QTRY_COMPARE(window.draft()->event().players.size(), std::size_t { 1 });
        {
            DialogScript script(
                { newPlayer(QStringLiteral("1972"), QStringLiteral("1600"), QStringLiteral("5")) });
            backTo(window);
            QTRY_COMPARE(focus(), addField);
            QTRY_VERIFY(addField->text().isEmpty());
            type(QStringLiteral("Otto, Karl"));
            press(Qt::Key_Return);
            QTRY_VERIFY(script.done());
        }
        QTRY_COMPARE(window.draft()->event().players.size(), std::size_t { 2 });
        const auto &players = window.draft()->event().players;
        QVERIFY(!players[0].registryId);
        QCOMPARE(players[0].birthDate->toIso(), std::string("1980-05-01"));
        QCOMPARE(players[0].dwz->rating, std::optional(1550));
        QCOMPARE(players[0].dwz->index, 3);
        QCOMPARE(players[1].birthYear, std::optional(1972));

        // A DWZ out of range is refused in the dialog, which stays open; Escape keeps the name.
        QString refusal;
        {
            DialogScript script({ [&refusal](QWidget *dialog) {
                press(Qt::Key_D, Qt::AltModifier);
                type(QStringLiteral("9999"));
                press(Qt::Key_Return);
                refusal = dialog->findChild<QLabel *>(QStringLiteral("problem"))->text();
                press(Qt::Key_Escape);
            } });
            backTo(window);
            QTRY_COMPARE(focus(), addField);
            QTRY_VERIFY(addField->text().isEmpty());
            type(QStringLiteral("Zander, Eva"));
            press(Qt::Key_Return);
            QTRY_VERIFY(script.done());
        }
        // The range is the event document's for a rating (event-document.md: 0 to 3500).
        QVERIFY2(refusal.startsWith(QLatin1String("DWZ: 9999")), qPrintable(refusal));
        backTo(window);
        QTRY_COMPARE(focus(), addField);
        QCOMPARE(addField->text(), QStringLiteral("Zander, Eva"));
        QCOMPARE(window.draft()->event().players.size(), std::size_t { 2 });

        // 1 beats 2 with White in round 1; the preview starts Neumann from what was typed.
        tabTo(QStringLiteral("crosstableView"));
        press(Qt::Key_Home, Qt::ControlModifier);
        press(Qt::Key_Right);
        press(Qt::Key_Right);
        type(QStringLiteral("2w1"));
        press(Qt::Key_Return);
        QCOMPARE(window.draft()->event().chessGames.size(), std::size_t { 1 });
        press(Qt::Key_R, Qt::ControlModifier);
        const QAbstractItemModel *preview = window.findChild<rd::ui::PreviewPanel *>()->model();
        QTRY_COMPARE(preview->rowCount(), 2);
        QVERIFY2(
            before(preview, 0).contains(QLatin1String("1550")), qPrintable(before(preview, 0)));
        QVERIFY2(
            before(preview, 1).contains(QLatin1String("1600")), qPrintable(before(preview, 1)));
    }

    void aNameLikeARegistryPlayersIsOfferedAsHim()
    {
        QTemporaryDir dir;
        const QString list = dir.filePath(QStringLiteral("club.csv"));
        {
            QFile csv(list);
            QVERIFY(csv.open(QIODevice::WriteOnly));
            csv.write("Name,Birth date,DWZ,Index\n"
                      "\"Weber, Jürgen\",1961-03-02,1850,20\n"
                      "\"Meyer, Anna\",1990-01-05,1700,12\n");
        }
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow window(path);
        window.show();
        backTo(window);
        importPlayerList(window, list, QStringLiteral("2 added"));
        backTo(window);
        press(Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(window.workspace());
        tabTo(QStringLiteral("addPlayer"));

        // "Weber, J." born 1961 looks like the registry's Weber, Jürgen of 1961: he is named,
        // and taken instead of a new player.
        QString named;
        {
            DialogScript script({ [&named](QWidget *dialog) {
                type(QStringLiteral("1961"));
                named = dialog->findChild<QLabel *>(QStringLiteral("lookalikes"))->text();
                press(Qt::Key_T, Qt::AltModifier);
            } });
            type(QStringLiteral("Weber, J."));
            if (QApplication::activePopupWidget())
                QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Escape);
            press(Qt::Key_Return);
            QTRY_VERIFY(script.done());
        }
        QVERIFY2(named.contains(QStringLiteral("Weber, Jürgen (1961)")), qPrintable(named));
        QTRY_COMPARE(window.draft()->event().players.size(), std::size_t { 1 });
        rd::store::Database database(path, rd::store::Database::Opening::CreateIfMissing);
        const auto weber = rd::store::PlayerRepository(database).players(QStringLiteral("Weber"));
        QCOMPARE(weber.size(), std::size_t { 1 });
        QCOMPARE(window.draft()->event().players[0].registryId, std::optional(weber.front().id));
        QCOMPARE(window.draft()->event().players[0].name, std::string("Weber, Jürgen"));
    }

    void aRatingListEntryIsPickedAndRatedWithHisListedDwz()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        rd::model::PlayerDetails meyer { 0, QStringLiteral("Meyer, Anna"), std::nullopt, {},
            { rd::DwzState { 1700, 12, {}, {}, {} }, {}, {} } };
        meyer.birthYear = 1990;
        writeClubWithLists(path, { meyer });
        rd::ui::MainWindow window(path);
        window.show();
        backTo(window);
        press(Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(window.workspace());
        type(QStringLiteral("Club night"));
        tabTo(QStringLiteral("addPlayer"));

        // "Mul" finds Müller of the DSB list (dsb-spieler-new.csv line 2: born 1961, DWZ 1861,
        // club C0327 = SK Weiße Dame Leipzig in dsb-vereine.csv line 2). His FIDE entry
        // (fide-players.xml line 5, the same FIDE id) is the same person and not offered again.
        type(QStringLiteral("Mul"));
        const QString mueller = QStringLiteral("Müller, Jörg (1961, SK Weiße Dame Leipzig, "
                                               "dsb:10012345, fide:4612345) – DSB list, DWZ 1861");
        QTRY_COMPARE(suggestions(), QStringList { mueller });
        pressInSuggestions(Qt::Key_Down);
        pressInSuggestions(Qt::Key_Return);
        QTRY_COMPARE(window.draft()->event().players.size(), std::size_t { 1 });
        QTRY_VERIFY(qobject_cast<QLineEdit *>(focus())->text().isEmpty());
        const rd::PlayerInput added = window.draft()->event().players[0];
        QCOMPARE(added.name, std::string("Müller, Jörg"));
        QVERIFY(added.registryId);
        {
            // He is a registry player now, with what the list says of him.
            rd::store::Database database(path, rd::store::Database::Opening::CreateIfMissing);
            const rd::model::PlayerDetails registered
                = rd::store::PlayerRepository(database).player(*added.registryId);
            QCOMPARE(registered.club, QStringLiteral("SK Weiße Dame Leipzig"));
            QCOMPARE(
                registered.federationIds.at(QStringLiteral("dsb")), QStringLiteral("10012345"));
        }
        // Offered now as the registry player he is, with his club, and not from the list again.
        type(QStringLiteral("Mul"));
        QTRY_COMPARE(suggestions(),
            QStringList { QStringLiteral("Müller, Jörg (1961, SK Weiße Dame Leipzig, "
                                         "dsb:10012345, fide:4612345)") });
        QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Escape);
        press(Qt::Key_A, Qt::ControlModifier);
        press(Qt::Key_Delete);

        // Adding him is one step of the event: undone and done again.
        QCOMPARE(window.draft()->undoStack()->count(), 2); // the name, then Müller
        window.draft()->undoStack()->undo();
        QCOMPARE(window.draft()->event().players.size(), std::size_t { 0 });
        window.draft()->undoStack()->redo();
        QCOMPARE(window.draft()->event().players.size(), std::size_t { 1 });

        type(QStringLiteral("Meyer, Anna"));
        if (QApplication::activePopupWidget())
            QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_Escape);
        press(Qt::Key_Return);
        QTRY_COMPARE(window.draft()->event().players.size(), std::size_t { 2 });

        // 1 beats 2 with White in round 1; the preview starts Müller from the list's DWZ.
        tabTo(QStringLiteral("crosstableView"));
        press(Qt::Key_Home, Qt::ControlModifier);
        press(Qt::Key_Right);
        press(Qt::Key_Right);
        type(QStringLiteral("2w1"));
        press(Qt::Key_Return);
        press(Qt::Key_R, Qt::ControlModifier);
        const QAbstractItemModel *preview = window.findChild<rd::ui::PreviewPanel *>()->model();
        QTRY_COMPARE(preview->rowCount(), 2);
        // dsb-spieler-new.csv line 2: DWZ 1861, index 51
        QVERIFY2(
            before(preview, 0).contains(QLatin1String("1861")), qPrintable(before(preview, 0)));
        QVERIFY2(
            before(preview, 1).contains(QLatin1String("1700")), qPrintable(before(preview, 1)));
    }

    void aListEntryLikeARegistryPlayerIsTakenAsHim()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        // Typed in an earlier season, without ids: the name of dsb-spieler-new.csv line 4.
        writeClubWithLists(path, { { 0, QStringLiteral("Öztürk, Özlem"), std::nullopt, {}, {} } });
        rd::ui::MainWindow window(path);
        window.show();
        backTo(window);
        press(Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(window.workspace());
        tabTo(QStringLiteral("addPlayer"));

        // Her DSB entry is offered (no id says she is the registry's Özlem) after the registry
        // player; taking it asks, and Enter takes the registry player.
        QString question;
        {
            DialogScript script({ [&question](QWidget *box) {
                question = qobject_cast<QMessageBox *>(box)->text();
                press(Qt::Key_Return);
            } });
            type(QStringLiteral("Ozt"));
            QTRY_COMPARE(suggestions().size(), 2);
            QVERIFY2(
                suggestions()[1].contains(QLatin1String("DSB list")), qPrintable(suggestions()[1]));
            pressInSuggestions(Qt::Key_Down);
            pressInSuggestions(Qt::Key_Down);
            pressInSuggestions(Qt::Key_Return);
            QTRY_VERIFY(script.done());
        }
        // Öztürk of the list (born 2011, Schachfreunde Öhringen, dsb:10300007) and the
        // registry's, who has nothing but her name.
        QVERIFY2(question.contains(QStringLiteral("Öztürk, Özlem (2011, Schachfreunde Öhringen, "
                                                  "dsb:10300007) – DSB list")),
            qPrintable(question));
        QVERIFY2(question.contains(QStringLiteral("Öztürk, Özlem (no. 1)")), qPrintable(question));
        QTRY_COMPARE(window.draft()->event().players.size(), std::size_t { 1 });
        rd::store::Database database(path, rd::store::Database::Opening::CreateIfMissing);
        const auto registry = rd::store::PlayerRepository(database).players(QString());
        QCOMPARE(registry.size(), std::size_t { 1 });
        QCOMPARE(window.draft()->event().players[0].registryId, std::optional(registry[0].id));
    }

    void twoPlayersAreMergedAndSplitAgainWithTheKeyboard()
    {
        QTemporaryDir dir;
        const QString list = dir.filePath(QStringLiteral("club.csv"));
        {
            QFile csv(list);
            QVERIFY(csv.open(QIODevice::WriteOnly));
            csv.write("Name,Birth date,DWZ,Index\n"
                      "\"Weber, Jürgen\",1961-03-02,1850,20\n"
                      "\"Weber, Jürgen\",1975-07-14,1620,8\n"
                      "\"Meyer, Anna\",1990-01-05,1700,12\n");
        }
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow window(path);
        window.show();
        backTo(window);
        importPlayerList(window, list, QStringLiteral("3 added"));
        backTo(window);
        // Namesakes are told apart in the list by their birth year; Meyer has no namesake.
        const QAbstractItemModel *players
            = window.findChild<QListView *>(QStringLiteral("playerList"))->model();
        QTRY_COMPARE(players->rowCount(), 3);
        QCOMPARE(players->index(0, 0).data().toString(), QStringLiteral("Meyer, Anna"));
        QCOMPARE(players->index(1, 0).data().toString(), QStringLiteral("Weber, Jürgen (1961)"));
        QCOMPARE(players->index(2, 0).data().toString(), QStringLiteral("Weber, Jürgen (1975)"));

        // Weber (1961) stays; the one of 1975 is chosen as the same person, the (empty) impact
        // seen and accepted.
        tabTo(QStringLiteral("playerList"));
        press(Qt::Key_Home);
        press(Qt::Key_Down);
        QString impact;
        {
            DialogScript script({ [](QWidget *dialog) {
                                     QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
                                     QTest::keyClick(dialog, Qt::Key_Return);
                                 },
                [&impact](QWidget *box) {
                    impact = qobject_cast<QMessageBox *>(box)->informativeText();
                    QTest::keyClick(box, Qt::Key_Y, Qt::AltModifier);
                } });
            QTest::keyClick(&window, Qt::Key_E, Qt::AltModifier);
            QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
            QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_M);
            QTRY_VERIFY(script.done());
        }
        QCOMPARE(impact, QStringLiteral("No other rating changes."));
        QTRY_COMPARE(players->rowCount(), 2);
        QCOMPARE(players->index(1, 0).data().toString(), QStringLiteral("Weber, Jürgen"));
        {
            rd::store::Database database(path, rd::store::Database::Opening::CreateIfMissing);
            const auto kept
                = rd::store::PlayerRepository(database).players(QStringLiteral("Weber"));
            QCOMPARE(kept.size(), std::size_t { 1 });
            QCOMPARE(kept.front().birthDate->year, 1961);
        }

        // Edit > Undo (Ctrl+Z): both again, each as he was, once the (empty) impact is accepted.
        backTo(window);
        {
            DialogScript script(
                { [](QWidget *box) { QTest::keyClick(box, Qt::Key_Y, Qt::AltModifier); } });
            press(Qt::Key_Z, Qt::ControlModifier);
            QTRY_VERIFY(script.done());
        }
        QTRY_COMPARE(players->rowCount(), 3);
        QCOMPARE(players->index(2, 0).data().toString(), QStringLiteral("Weber, Jürgen (1975)"));
    }

    void aMergeIsUndoneAndRedoneWithTheUndoKeys()
    {
        // Two rated DWZ events: the Weber born 1961 beats Meyer in spring, the Weber born 1975
        // draws with her in autumn. The Webers are one man entered twice.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        {
            rd::store::Database database(path, rd::store::Database::Opening::CreateIfMissing);
            rateEvent(database,
                R"({"format": "ratingdesk-event", "version": 1, "system": "dwz",
                    "event": {"name": "Spring", "end_date": "2025-04-01"},
                    "players": [
                      {"id": "1", "name": "Weber, Jürgen", "birth_date": "1961-03-02",
                       "dwz": {"rating": 1850, "index": 20}},
                      {"id": "2", "name": "Meyer, Anna", "birth_date": "1990-01-05",
                       "dwz": {"rating": 1700, "index": 12}}],
                    "games": [{"white": "1", "black": "2", "result": "1-0"}]})");
            rateEvent(database,
                R"({"format": "ratingdesk-event", "version": 1, "system": "dwz",
                    "event": {"name": "Autumn", "end_date": "2025-10-01"},
                    "players": [
                      {"id": "1", "name": "Weber, Jürgen", "birth_date": "1975-07-14",
                       "dwz": {"rating": 1620, "index": 8}},
                      {"id": "2", "name": "Meyer, Anna", "birth_date": "1990-01-05"}],
                    "games": [{"white": "2", "black": "1", "result": "½-½"}]})");
        }
        const QString apart = whoPlaysWhere(path);
        QVERIFY2(apart.contains(QStringLiteral("Autumn: Weber, Jürgen 1975")), qPrintable(apart));

        rd::ui::MainWindow window(path);
        window.show();
        backTo(window);
        auto *undo = window.findChild<QAction *>(QStringLiteral("actionUndo"));
        auto *redo = window.findChild<QAction *>(QStringLiteral("actionRedo"));
        // The Weber of 1961 (second in the list, after Meyer) stays; the one of 1975 is chosen
        // as the same man. He now comes to autumn from his spring rating instead of the 1620 the
        // autumn file gave, so the autumn evaluation is listed as changing.
        tabTo(QStringLiteral("playerList"));
        press(Qt::Key_Home);
        press(Qt::Key_Down);
        QString impact;
        {
            DialogScript script({ [](QWidget *dialog) {
                                     QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
                                     QTest::keyClick(dialog, Qt::Key_Return);
                                 },
                [&impact](QWidget *box) {
                    impact = qobject_cast<QMessageBox *>(box)->informativeText();
                    QTest::keyClick(box, Qt::Key_Y, Qt::AltModifier);
                } });
            QTest::keyClick(&window, Qt::Key_E, Qt::AltModifier);
            QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
            QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_M);
            QTRY_VERIFY(script.done());
        }
        QVERIFY2(impact.contains(QStringLiteral("Autumn, Weber, Jürgen")), qPrintable(impact));
        const QString merged = whoPlaysWhere(path);
        QVERIFY2(merged.contains(QStringLiteral("Autumn: Weber, Jürgen 1961")), qPrintable(merged));
        QVERIFY2(!merged.contains(QStringLiteral("Weber, Jürgen 1975")), qPrintable(merged));
        QVERIFY(undo->isEnabled());

        // Ctrl+Z shows what the split changes; refused, the players stay merged and the merge
        // stays the step that Ctrl+Z undoes.
        backTo(window);
        QString splitImpact;
        {
            DialogScript script({ [&splitImpact](QWidget *box) {
                splitImpact = qobject_cast<QMessageBox *>(box)->informativeText();
                QTest::keyClick(box, Qt::Key_N, Qt::AltModifier);
            } });
            press(Qt::Key_Z, Qt::ControlModifier);
            QTRY_VERIFY(script.done());
        }
        QVERIFY2(
            splitImpact.contains(QStringLiteral("Autumn, Weber, Jürgen")), qPrintable(splitImpact));
        QTRY_VERIFY(undo->isEnabled() && !redo->isEnabled());
        QCOMPARE(whoPlaysWhere(path), merged);

        // Accepted: both players again, each in his own event with his own ratings.
        const auto step = [&window](Qt::Key key, Qt::KeyboardModifiers modifiers) {
            backTo(window);
            DialogScript script(
                { [](QWidget *box) { QTest::keyClick(box, Qt::Key_Y, Qt::AltModifier); } });
            press(key, modifiers);
            QTRY_VERIFY(script.done());
        };
        step(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(whoPlaysWhere(path), apart);
        QVERIFY(redo->isEnabled());
        // Ctrl+Y merges them again, as the first merge did.
        step(Qt::Key_Y, Qt::ControlModifier);
        QTRY_COMPARE(whoPlaysWhere(path), merged);
        step(Qt::Key_Z, Qt::ControlModifier);
        QTRY_COMPARE(whoPlaysWhere(path), apart);
        // Ctrl+Shift+Z too.
        step(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_COMPARE(whoPlaysWhere(path), merged);
    }
};

QTEST_MAIN(TestPlayerPicking)
#include "tst_playerpicking.moc"
