// A club's first evening with the keyboard alone, on the data a German club has: its players list
// as Excel writes it (Windows-1252, semicolons, dates 12.03.1965, two men of one name and a stale
// row of one of them), a new DWZ event whose players are picked from the suggestions (the
// namesakes told apart), five rounds typed, the preview rating everyone with the list's DWZ,
// the evaluation saved, and the stale row merged into its player once the impact is seen. Dates
// are typed as the director's language writes them, in German and in English. Only keys reach the
// application; models are read.
#include "engine/store/PlayerRepository.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "tests/ui/Language.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventWorkspace.h"
#include "ui/ratings/EvaluationTableModel.h"
#include "ui/ratings/PreviewPanel.h"
#include "ui/window/MainWindow.h"

#include <QAbstractItemModel>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QSet>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <array>

using rd::test::answer;
using rd::test::backTo;
using rd::test::chooseMenuItem;
using rd::test::DialogScript;
using rd::test::focus;
using rd::test::importPlayerList;
using rd::test::press;
using rd::test::tabTo;
using rd::test::type;
using Mode = rd::ui::EventWorkspace::Mode;

namespace {

// The club's list as a German Excel saves it: Windows-1252 (ü, Ç, ö as single bytes), semicolons,
// German dates. Weber senior and junior share a name; the last row is a stale entry of the
// senior, with his DSB id and nothing else.
const char kClubList[] = "Name;Geburtsdatum;DWZ;Index;DSB-ID\r\n"
                         "Weber, J\xfcrgen;12.03.1965;1850;20;\r\n"
                         "Weber, J\xfcrgen;04.07.2004;1420;5;\r\n"
                         "Albrecht, Karin;02.02.1980;1720;14;\r\n"
                         "Braun, Ole;15.09.2010;1310;3;\r\n"
                         "\xc7"
                         "elik, Emre;30.10.1992;1640;9;\r\n"
                         "Dietz, Paula;01.01.1958;1580;30;\r\n"
                         "Engel, Tim;21.06.2001;1760;11;\r\n"
                         "Fuchs, Lena;11.11.1999;1505;7;\r\n"
                         "G\xfcnther, Max;05.05.1975;1690;25;\r\n"
                         "Hoffmann, Ute;17.08.1988;1455;12;\r\n"
                         "Weber, J\xfcrgen;;;;10234\r\n";

// Start numbers 1 to 10 in the order they are added, each with the DWZ the list gives him.
struct Entrant {
    QString typed; // what is typed into the add-player field (keys of a US keyboard)
    QString suggestion; // the suggestion chosen, if not the name typed in full
    QString listed; // his DWZ in the list, rating-index
};
const std::array<Entrant, 10> kEntrants { {
    { QStringLiteral("Weber"), QStringLiteral("Weber, Jürgen (1965)"), QStringLiteral("1850-20") },
    { QStringLiteral("Weber"), QStringLiteral("Weber, Jürgen (2004)"), QStringLiteral("1420-5") },
    { QStringLiteral("Albrecht, Karin"), {}, QStringLiteral("1720-14") },
    { QStringLiteral("Braun, Ole"), {}, QStringLiteral("1310-3") },
    { QStringLiteral("elik"), QStringLiteral("Çelik, Emre (1992)"), QStringLiteral("1640-9") },
    { QStringLiteral("Dietz, Paula"), {}, QStringLiteral("1580-30") },
    { QStringLiteral("Engel, Tim"), {}, QStringLiteral("1760-11") },
    { QStringLiteral("Fuchs, Lena"), {}, QStringLiteral("1505-7") },
    { QStringLiteral("nther"), QStringLiteral("Günther, Max (1975)"), QStringLiteral("1690-25") },
    { QStringLiteral("Hoffmann, Ute"), {}, QStringLiteral("1455-12") },
} };

// Five rounds of a Swiss in which no two players meet twice: White's start number, Black's, and
// the result as typed on White's row (1, 0 or = for a draw).
struct Game {
    int white;
    int black;
    char result;
};
const std::array<std::array<Game, 5>, 5> kRounds { {
    { { { 1, 6, '1' }, { 7, 2, '=' }, { 3, 8, '1' }, { 9, 4, '1' }, { 5, 10, '0' } } },
    { { { 2, 1, '0' }, { 4, 3, '0' }, { 6, 5, '=' }, { 8, 7, '0' }, { 10, 9, '=' } } },
    { { { 1, 3, '=' }, { 5, 2, '1' }, { 7, 4, '0' }, { 9, 6, '1' }, { 8, 10, '1' } } },
    { { { 9, 1, '0' }, { 4, 10, '=' }, { 3, 2, '1' }, { 7, 5, '1' }, { 8, 6, '=' } } },
    { { { 7, 1, '=' }, { 2, 4, '0' }, { 5, 3, '0' }, { 10, 6, '1' }, { 8, 9, '0' } } },
} };

// Down in the suggestions that typing opened until `label` is the current one, then Enter.
void chooseSuggestion(const QString &label)
{
    QTRY_VERIFY(qobject_cast<QAbstractItemView *>(QApplication::activePopupWidget()));
    auto *suggestions = qobject_cast<QAbstractItemView *>(QApplication::activePopupWidget());
    for (int step = 0; step < 5 && suggestions->currentIndex().data().toString() != label; ++step)
        QTest::keyClick(suggestions, Qt::Key_Down);
    QCOMPARE(suggestions->currentIndex().data().toString(), label);
    QTest::keyClick(suggestions, Qt::Key_Return);
}

// The preview's cell of the column titled `title` in `row`.
QString previewCell(const QAbstractItemModel *preview, int row, const QString &title)
{
    for (int column = 0; column < preview->columnCount(); ++column) {
        if (preview->headerData(column, Qt::Horizontal).toString() == title)
            return preview->index(row, column).data().toString();
    }
    return QStringLiteral("(no column %1)").arg(title);
}

} // namespace

class TestFirstEvening : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // The evening in German and in English: the dates as each locale writes them, the menus'
    // and the questions' keys read off their labels, and each language's own words
    // (translations/ratingdesk_de.ts).
    void aClubsFirstEveningWithTheKeyboard_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("start");
        QTest::addColumn<QString>("end");
        QTest::addColumn<QString>("added");
        QTest::addColumn<QString>("namesakes");
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::addColumn<QString>("noOtherChanges");
        QTest::newRow("German") << QStringLiteral("de") << QStringLiteral("16.10.2026")
                                << QStringLiteral("20.11.26") << QStringLiteral("11 hinzugefügt")
                                << QStringLiteral("2 neben einem gleichnamigen Spieler angelegt")
                                << QStringLiteral("Vorher") << QStringLiteral("Nachher")
                                << QStringLiteral("Keine weiteren Wertungsänderungen.");
        QTest::newRow("English") << QStringLiteral("en") << QStringLiteral("10/16/2026")
                                 << QStringLiteral("11/20/26") << QStringLiteral("11 added")
                                 << QStringLiteral("2 added beside players of the same name")
                                 << QStringLiteral("Before") << QStringLiteral("After")
                                 << QStringLiteral("No other rating changes.");
    }

    void aClubsFirstEveningWithTheKeyboard()
    {
        QFETCH(QString, language);
        QFETCH(QString, start);
        QFETCH(QString, end);
        QFETCH(QString, added);
        QFETCH(QString, namesakes);
        QFETCH(QString, before);
        QFETCH(QString, after);
        QFETCH(QString, noOtherChanges);
        const rd::test::Language inLanguage(language);
        QTemporaryDir dir;
        const QString list = dir.filePath(QStringLiteral("mitglieder.csv"));
        {
            QFile csv(list);
            QVERIFY(csv.open(QIODevice::WriteOnly));
            csv.write(kClubList);
        }
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow window(path);
        window.resize(1366, 768);
        window.show();
        backTo(window);

        // The list, read as the file writes it: eleven rows, eleven players, the namesakes said.
        {
            importPlayerList(window, list, added);
            // Not silently: the junior and the stale row are named beside their namesakes.
            QVERIFY2(window.statusBar()->currentMessage().contains(namesakes),
                qPrintable(window.statusBar()->currentMessage()));
        }
        backTo(window);

        // A new DWZ event, its dates as the director types them in his language.
        press(Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(window.workspace());
        QCOMPARE(focus()->objectName(), QStringLiteral("eventName"));
        type(QStringLiteral("Vereinsturnier Herbst 2026"));
        press(Qt::Key_Tab);
        type(start);
        press(Qt::Key_Tab);
        type(end);
        tabTo(QStringLiteral("addPlayer"));
        for (const Entrant &entrant : kEntrants) {
            const std::size_t before = window.draft()->event().players.size();
            type(entrant.typed);
            if (!entrant.suggestion.isEmpty())
                chooseSuggestion(entrant.suggestion);
            else {
                if (QWidget *suggestions = QApplication::activePopupWidget())
                    QTest::keyClick(suggestions, Qt::Key_Escape);
                press(Qt::Key_Return);
            }
            QTRY_COMPARE(window.draft()->event().players.size(), before + 1);
            QTRY_VERIFY(qobject_cast<QLineEdit *>(focus())
                && qobject_cast<QLineEdit *>(focus())->text().isEmpty());
        }
        const rd::EventInput &event = window.draft()->event();
        QCOMPARE(event.event.startDate->toIso(), std::string("2026-10-16"));
        QCOMPARE(event.event.endDate.toIso(), std::string("2026-11-20"));
        // The namesakes are two players of the registry, and neither is the stale row.
        QVERIFY(event.players[0].registryId && event.players[1].registryId);
        QVERIFY(*event.players[0].registryId != *event.players[1].registryId);

        // Five rounds, each game typed once on White's row: opponent, colour, result.
        tabTo(QStringLiteral("crosstableView"));
        for (std::size_t round = 0; round < kRounds.size(); ++round) {
            for (const Game &game : kRounds[round]) {
                press(Qt::Key_Home, Qt::ControlModifier);
                for (int row = 1; row < game.white; ++row)
                    press(Qt::Key_Down);
                for (std::size_t column = 0; column < round + 2; ++column)
                    press(Qt::Key_Right);
                type(QStringLiteral("%1w%2").arg(game.black).arg(QLatin1Char(game.result)));
                press(Qt::Key_Return);
            }
        }
        QCOMPARE(event.chessGames.size(), std::size_t { 25 });

        // The preview: every player rated from the DWZ of the list, none "unrated".
        press(Qt::Key_R, Qt::ControlModifier);
        const QAbstractItemModel *preview = window.findChild<rd::ui::PreviewPanel *>()->model();
        QTRY_COMPARE(preview->rowCount(), 10);
        for (int row = 0; row < 10; ++row)
            QCOMPARE(
                previewCell(preview, row, before), kEntrants[static_cast<std::size_t>(row)].listed);
        // Two ratings by hand, dwz-2026 (the event ends after 2026-06-08; docs/rules/dwz.md §6),
        // P(D) = round(Φ(D / 282.84), 3) (§3.4):
        // Weber senior (no. 1), 1850-20, born 1965, so 61 at the end of 2026: against 1580, 1420,
        //   1720, 1690, 1760 he scores 1 + 1 + ½ + 1 + ½ = 4.0; D = 270, 430, 130, 160, 90 gives
        //   0.830 + 0.936 + 0.677 + 0.714 + 0.625 = We 3.782. K0 = 28 (adult below 2000, index
        //   above 10), b = 1 (W ≥ We), a = 0 (Ro ≥ 1600): K = 28.0.
        //   Rn = 1850 + 28 × (4.0 − 3.782) = 1856.104 → 1856, index 21.
        // Braun (no. 4), 1310-3, born 2010, so 16: against 1690, 1720, 1760, 1455, 1420 he
        //   scores 0 + 0 + 1 + ½ + 1 = 2.5; D = −380, −410, −450, −145, −110 gives
        //   0.090 + 0.074 + 0.056 + 0.304 + 0.349 = We 0.873. K0 = 48 (25 or younger below 2200,
        //   index 3), b = 1, a = (2000 − 1310) / 30 = 23.0 (a youth below 2000 with W ≥ We):
        //   K = 71.0. Rn = 1310 + 71 × (2.5 − 0.873) = 1425.517 → 1426, index 4.
        QCOMPARE(previewCell(preview, 0, after), QStringLiteral("1856-21"));
        QCOMPARE(previewCell(preview, 3, after), QStringLiteral("1426-4"));

        // Saved: the tab turns read-only.
        press(Qt::Key_S, Qt::ControlModifier);
        QTRY_COMPARE(window.workspace()->mode(), Mode::Rated);
        backTo(window);

        // The stale row is the senior: chosen in the players list as the one who stays, the
        // stale row as the same person, the impact seen and accepted.
        // Ctrl+F finds the players by name; Tab goes to the list found.
        press(Qt::Key_F, Qt::ControlModifier);
        type(QStringLiteral("Weber"));
        press(Qt::Key_Tab);
        QCOMPARE(focus()->objectName(), QStringLiteral("playerList"));
        auto *players = window.findChild<QListView *>(QStringLiteral("playerList"));
        for (int step = 0; step < 12
             && !players->currentIndex().data().toString().startsWith(
                 QStringLiteral("Weber, Jürgen (1965"));
             ++step)
            press(Qt::Key_Down);
        QVERIFY(players->currentIndex().data().toString().startsWith(
            QStringLiteral("Weber, Jürgen (1965")));
        QString impact;
        {
            DialogScript script(
                { [](QWidget *dialog) {
                     auto *choice = dialog->findChild<QComboBox *>();
                     for (int step = 0;
                          step < 12 && !choice->currentText().contains(QStringLiteral("dsb:10234"));
                          ++step)
                         QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
                     QVERIFY(choice->currentText().contains(QStringLiteral("dsb:10234")));
                     QTest::keyClick(dialog, Qt::Key_Return);
                 },
                    [&impact](QWidget *box) {
                        impact = qobject_cast<QMessageBox *>(box)->informativeText();
                        answer(box, QMessageBox::Yes);
                    } });
            chooseMenuItem(window, QStringLiteral("actionMergePlayers"));
            QTRY_VERIFY(script.done());
        }
        // The stale row played nothing: the senior's rating stays as the evaluation left it.
        QCOMPARE(impact, noOtherChanges);

        // The database holds each of the ten once; the senior carries the stale row's DSB id.
        rd::store::Database database(path, rd::store::Database::Opening::CreateIfMissing);
        const auto registry = rd::store::PlayerRepository(database).players(QString());
        QCOMPARE(registry.size(), std::size_t { 10 });
        QSet<QString> people;
        for (const rd::model::PlayerSummary &player : registry) {
            const QString person = QStringLiteral("%1 %2").arg(player.name,
                player.birthDate ? QString::fromStdString(player.birthDate->toIso())
                                 : QStringLiteral("?"));
            QVERIFY2(!people.contains(person), qPrintable(person));
            people.insert(person);
            if (player.birthDate && player.birthDate->toIso() == "1965-03-12")
                QCOMPARE(player.federationIds, QStringList { QStringLiteral("dsb:10234") });
        }
    }
};

QTEST_MAIN(TestFirstEvening)
#include "tst_firstevening.moc"
