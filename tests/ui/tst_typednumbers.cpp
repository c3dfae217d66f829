// Numbers as people type them (docs/desktop.md "Numbers as people type them"), typed with the
// keyboard into the real fields, in English and German: the locale's decimal separator and the
// other one where it cannot be misread; what cannot be read stays as typed, marked, with a
// sentence, and changes nothing. German crosstable notation: s (Schwarz), r (remis), 0,5.
#include "desktop/DatabaseSession.h"
#include "engine/rating/RuleSets.h"
#include "tests/ui/Keyboard.h"
#include "ui/event/ChessEventEditor.h"
#include "ui/event/CrosstableModel.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventPropertiesDialog.h"
#include "ui/event/GoGameLineModel.h"
#include "ui/event/RecordSheetEditor.h"
#include "ui/players/NewPlayerDialog.h"
#include "ui/players/PlayerDialog.h"
#include "ui/widgets/DateField.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using rd::test::focus;
using rd::test::press;
using rd::test::type;
using rd::ui::GoGameLineModel;

namespace {

// The application in `language` as ui/window/ApplicationSetup sets it up: the locale and our
// translation (the English one gives the plural forms).
class Language {
public:
    explicit Language(const QString &language)
        : m_before(QLocale())
    {
        QLocale::setDefault(language == QLatin1String("de")
                ? QLocale(QLocale::German, QLocale::Germany)
                : QLocale(QLocale::English, QLocale::UnitedStates));
        if (m_translator.load(QLocale(), QStringLiteral("ratingdesk"), QStringLiteral("_"),
                QStringLiteral(":/i18n")))
            QCoreApplication::installTranslator(&m_translator);
    }
    ~Language()
    {
        QCoreApplication::removeTranslator(&m_translator);
        QLocale::setDefault(m_before);
    }
    Language(const Language &) = delete;
    Language &operator=(const Language &) = delete;

private:
    QLocale m_before;
    QTranslator m_translator;
};

void addLanguages()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << "en";
    QTest::newRow("German") << "de";
}

void activate(QWidget &widget)
{
    widget.show();
    QApplication::setActiveWindow(&widget);
    QVERIFY(QTest::qWaitForWindowActive(&widget));
}

rd::PlayerInput goPlayer(const std::string &id, const std::string &name, const char *rank)
{
    rd::PlayerInput player;
    player.id = id;
    player.name = name;
    player.sagc = rd::SagcState { *rd::sagc::GoRank::parse(rank), 0, {} };
    return player;
}

rd::EventInput goEvening()
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Sagc;
    event.ruleset = "sagc";
    event.event.name = "Go evening";
    event.event.endDate = *rd::Date::fromIso("2026-03-04");
    event.players
        = { goPlayer("thabo", "Thabo Nkosi", "14k"), goPlayer("lerato", "Lerato Dlamini", "16k") };
    return event;
}

rd::EventInput chessEvent()
{
    rd::EventInput event;
    event.system = rd::RatingSystem::Dwz;
    event.event.name = "Vereinsturnier";
    event.event.endDate = rd::Date { 2026, 3, 29 };
    event.ruleset = rd::defaultRuleSet(event.system, event.event.endDate).name;
    for (const char *name : { "Meyer, Anna", "Schulz, Max", "Weber, Lena", "Größer, Änne" }) {
        rd::PlayerInput player;
        player.id = std::to_string(event.players.size() + 1);
        player.name = name;
        event.players.push_back(player);
    }
    return event;
}

// The new line's players typed in, and the cursor put on the field after Black (the handicap),
// as Tab takes it there.
void startLine(rd::ui::RecordSheetEditor &editor)
{
    editor.findChild<QLineEdit *>(QStringLiteral("whiteEdit"))->setText("Thabo Nkosi");
    editor.findChild<QLineEdit *>(QStringLiteral("blackEdit"))->setFocus();
    press(Qt::Key_End);
    type(QStringLiteral("Lerato Dlamini"));
    if (QWidget *completions = QApplication::activePopupWidget())
        QTest::keyClick(completions, Qt::Key_Escape);
    press(Qt::Key_Tab);
}

// From the handicap, the komi typed over, and Enter in the date, the line's last field, after
// winner and game type; the komi field is given back.
QWidget *typeKomiAndEnter(const QString &komi)
{
    press(Qt::Key_Tab);
    QWidget *field = focus();
    press(Qt::Key_A, Qt::ControlModifier);
    type(komi);
    for (int next = 0; next < 3; ++next)
        press(Qt::Key_Tab);
    press(Qt::Key_Return);
    return field;
}

} // namespace

class TestTypedNumbers : public QObject {
    Q_OBJECT

private slots:
    // The komi of a Go line as a German club types it: 0.5 and 0,5 are half a point, never 5.
    void komiIsTypedWithEitherSeparator_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<double>("komi");
        QTest::addColumn<QString>("shown");
        QTest::newRow("German 0.5") << "de"
                                    << "0.5" << 0.5 << "0,5";
        QTest::newRow("German 0,5") << "de"
                                    << "0,5" << 0.5 << "0,5";
        QTest::newRow("German 7.5") << "de"
                                    << "7.5" << 7.5 << "7,5";
        QTest::newRow("German -2,5") << "de"
                                     << "-2,5" << -2.5 << "-2,5";
        QTest::newRow("English 0.5") << "en"
                                     << "0.5" << 0.5 << "0.5";
        QTest::newRow("English 0,5") << "en"
                                     << "0,5" << 0.5 << "0.5";
    }

    void komiIsTypedWithEitherSeparator()
    {
        QFETCH(QString, language);
        QFETCH(QString, typed);
        const Language setUp(language);
        rd::ui::EventDraft draft(goEvening());
        rd::ui::RecordSheetEditor editor(&draft);
        activate(editor);
        editor.findChild<rd::ui::DateField *>(QStringLiteral("dateEdit"))
            ->setDate(QDate(2026, 3, 4));
        startLine(editor);
        typeKomiAndEnter(typed);

        QCOMPARE(draft.event().goGames.size(), std::size_t(1));
        QTEST(draft.event().goGames[0].komi, "komi");
        QTEST(editor.lineModel()->index(0, GoGameLineModel::Komi).data().toString(), "shown");
    }

    // Text that is no komi is not added as some other number: the line waits, the field keeps
    // the text, marked, and the sentence says why.
    void komiThatCannotBeReadAddsNothing_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("message");
        QTest::newRow("German 0..5") << "de"
                                     << "0..5" << QString::fromUtf8("Komi: „0..5“ ist keine Zahl.");
        QTest::newRow("German 1.500") << "de"
                                      << "1.500"
                                      << QString::fromUtf8("Komi: „1.500“ kann 1500 oder 1,5 "
                                                           "heißen; bitte eines davon eingeben.");
        QTest::newRow("English 6.25") << "en"
                                      << "6.25"
                                      << "Komi: \"6.25\" has more than 1 decimal.";
    }

    void komiThatCannotBeReadAddsNothing()
    {
        QFETCH(QString, language);
        QFETCH(QString, typed);
        const Language setUp(language);
        rd::ui::EventDraft draft(goEvening());
        rd::ui::RecordSheetEditor editor(&draft);
        activate(editor);
        startLine(editor);
        QWidget *komi = typeKomiAndEnter(typed);

        QVERIFY(draft.event().goGames.empty());
        QTEST(editor.findChild<QLabel *>(QStringLiteral("entryMessage"))->text(), "message");
        QCOMPARE(focus(), komi);
        auto *field = qobject_cast<QLineEdit *>(komi);
        QVERIFY(field);
        QCOMPARE(field->text(), typed);
        QTEST(field->toolTip(), "message");
    }

    // The komi of a line already there, retyped in its cell.
    void aLinesKomiIsRetypedInItsCell_data() { addLanguages(); }

    void aLinesKomiIsRetypedInItsCell()
    {
        QFETCH(QString, language);
        const Language setUp(language);
        rd::EventInput event = goEvening();
        rd::GoGame game;
        game.white = "thabo";
        game.black = "lerato";
        event.goGames.push_back(game);
        rd::ui::EventDraft draft(event);
        rd::ui::RecordSheetEditor editor(&draft);
        activate(editor);
        auto *lines = editor.findChild<QTableView *>(QStringLiteral("linesView"));
        lines->setFocus();
        lines->setCurrentIndex(editor.lineModel()->index(0, GoGameLineModel::Komi));
        press(Qt::Key_F2);
        press(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("0.5"));
        press(Qt::Key_Return);
        // The cell's editor enters what it holds once it has seen the key.
        QTRY_COMPARE(draft.event().goGames[0].komi, 0.5);

        // Text that is no number keeps the cell open with it, and the sentence is shown.
        lines->setCurrentIndex(editor.lineModel()->index(0, GoGameLineModel::Komi));
        press(Qt::Key_F2);
        press(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("halb"));
        press(Qt::Key_Return);
        QTest::qWait(20);
        auto *cell = qobject_cast<QLineEdit *>(focus());
        QVERIFY(cell);
        QCOMPARE(cell->text(), QStringLiteral("halb"));
        QCOMPARE(editor.findChild<QLabel *>(QStringLiteral("entryMessage"))->text(),
            language == QLatin1String("de") ? QString::fromUtf8("Komi: „halb“ ist keine Zahl.")
                                            : QStringLiteral("Komi: \"halb\" is not a number."));
        QCOMPARE(draft.event().goGames[0].komi, 0.5);
        press(Qt::Key_Escape);
    }

    // A starting DWZ with a thousands point and a US Chess rating with a decimal comma, as a
    // German director types them; an ambiguous rating keeps Save off and says why.
    void aPlayersStartingValuesAsTyped()
    {
        const Language setUp(QStringLiteral("de"));
        QTemporaryDir dir;
        rd::desktop::DatabaseSession session;
        QVERIFY(*session.open(
            dir.filePath("verein.sqlite"), rd::desktop::Opening::CreateIfMissing, {}));
        rd::ui::PlayerDialog dialog(session, {});
        activate(dialog);
        dialog.findChild<QLineEdit *>(QStringLiteral("playerName"))->setText("Größer, Änne");
        const auto typeInto = [&dialog](const char *name, const QString &text) {
            auto *field = dialog.findChild<QLineEdit *>(QLatin1String(name));
            QVERIFY2(field, name);
            field->setFocus();
            press(Qt::Key_A, Qt::ControlModifier);
            type(text);
        };
        const auto checkBox = [&dialog](const QString &text) {
            for (QCheckBox *box : dialog.findChildren<QCheckBox *>()) {
                if (box->text() == text)
                    return box;
            }
            return static_cast<QCheckBox *>(nullptr);
        };
        checkBox(QStringLiteral("DWZ"))->setChecked(true);
        checkBox(QStringLiteral("US Chess"))->setChecked(true);
        typeInto("dwzRating", QStringLiteral("1.856"));
        typeInto("dwzIndex", QStringLiteral("12"));
        typeInto("uscfRating", QStringLiteral("1523,45"));
        QCOMPARE(dialog.problem(), QString());
        const rd::model::PlayerDetails typed = dialog.player();
        QVERIFY(typed.startingRatings.dwz && typed.startingRatings.uscf);
        QCOMPARE(typed.startingRatings.dwz->rating, std::optional(1856));
        QCOMPARE(typed.startingRatings.uscf->rating, std::optional(1523.45));

        QPushButton *save = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save);
        typeInto("uscfRating", QStringLiteral("1.523"));
        QCOMPARE(dialog.problem(),
            QString::fromUtf8("US-Chess-Wertung: „1.523“ kann 1523 oder 1,523 heißen; bitte eines "
                              "davon eingeben."));
        QVERIFY(!save->isEnabled());
        typeInto("dwzRating", QStringLiteral("1856,5"));
        QCOMPARE(dialog.problem(), QString::fromUtf8("DWZ: „1856,5“ ist keine ganze Zahl."));
        QVERIFY(!save->isEnabled());
    }

    // A new player's DWZ typed with a thousands point, in the dialog of a name the registry does
    // not have.
    void aNewPlayersDwzWithAThousandsPoint()
    {
        const Language setUp(QStringLiteral("de"));
        rd::ui::NewPlayerDialog dialog(QStringLiteral("Neu, Nina"), rd::RatingSystem::Dwz, {});
        activate(dialog);
        dialog.findChild<QLineEdit *>(QStringLiteral("rating"))->setFocus();
        type(QStringLiteral("1.856"));
        press(Qt::Key_Tab);
        type(QStringLiteral("7"));
        press(Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(dialog.player().dwz);
        QCOMPARE(dialog.player().dwz->rating, 1856);
        QCOMPARE(dialog.player().dwz->index, 7);
    }

    // The event's details: the rounds planned and the rating unrated players count with, a
    // thousands point in German; a number that is none keeps OK from closing, and says why.
    void theDetailsNumbers()
    {
        const Language setUp(QStringLiteral("de"));
        rd::ui::EventPropertiesDialog dialog(chessEvent());
        activate(dialog);
        press(Qt::Key_R, Qt::AltModifier); // Geplante &Runden
        type(QStringLiteral("7,5"));
        press(Qt::Key_F, Qt::AltModifier); // &Feinwertungen
        press(Qt::Key_M, Qt::AltModifier); // Spieler ohne Wertung zählen &mit
        type(QStringLiteral("1.500"));
        press(Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("problem"))->text(),
            QString::fromUtf8("Geplante Runden: „7,5“ ist keine ganze Zahl."));
        auto *rounds = qobject_cast<QLineEdit *>(focus());
        QVERIFY(rounds);
        QCOMPARE(rounds->objectName(), QStringLiteral("roundsPlanned"));
        press(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("7"));
        press(Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.particulars().properties.roundsPlanned, std::optional(7));
        QCOMPARE(dialog.particulars().properties.unratedRating, std::optional(1500));
    }

    // German crosstable notation, typed into the cells: s (Schwarz) for Black, r (remis) and 0,5
    // for a draw.
    void germanCrosstableNotation()
    {
        const Language setUp(QStringLiteral("de"));
        rd::ui::EventDraft draft(chessEvent());
        rd::ui::ChessEventEditor editor(draft);
        editor.resize(1000, 600);
        activate(editor);
        auto *view = editor.findChild<QTableView *>(QStringLiteral("crosstableView"));
        const rd::ui::CrosstableModel *model = editor.crosstableModel();
        view->setFocus();
        view->setCurrentIndex(model->index(0, model->roundColumn(1)));
        type(QStringLiteral("2s1"));
        press(Qt::Key_Return);
        type(QStringLiteral("3wr"));
        press(Qt::Key_Return);
        type(QStringLiteral("4s0,5"));
        press(Qt::Key_Return);

        const auto &games = draft.event().chessGames;
        QCOMPARE(games.size(), std::size_t(3));
        // Round 1: Schulz (2) has White, Meyer (1) wins with Black.
        QCOMPARE(games[0].white, std::string("2"));
        QCOMPARE(games[0].black, std::string("1"));
        QCOMPARE(games[0].result, rd::GameResult::BlackWins);
        QCOMPARE(games[1].white, std::string("1"));
        QCOMPARE(games[1].result, rd::GameResult::Draw);
        QCOMPARE(games[2].white, std::string("4"));
        QCOMPARE(games[2].result, rd::GameResult::Draw);
        QCOMPARE(model->index(0, model->pointsColumn()).data().toString(), QStringLiteral("2"));
    }
};

QTEST_MAIN(TestTypedNumbers)
#include "tst_typednumbers.moc"
