// The main window as a German club director sees it: shortcuts in the words of his keyboard
// (Strg, not Ctrl) and dates in the undo steps as the events list writes them (26.11.26), with
// the keyboard alone.
#include "tests/PdfText.h"
#include "tests/ui/Keyboard.h"
#include "ui/event/ChessEventEditor.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventWorkspace.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUndoStack>

using rd::test::focus;
using rd::test::press;
using rd::test::type;

class TestGermanWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        // As the application sets itself up for German (ui/window/ApplicationSetup): the locale,
        // our translation and Qt's own, which names the keys.
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QVERIFY(m_translator.load(QLocale(), QStringLiteral("ratingdesk"), QStringLiteral("_"),
            QStringLiteral(":/i18n")));
        QVERIFY(m_qtTranslator.load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)));
        QCoreApplication::installTranslator(&m_translator);
        QCoreApplication::installTranslator(&m_qtTranslator);
    }

    void cleanupTestCase()
    {
        QCoreApplication::removeTranslator(&m_qtTranslator);
        QCoreApplication::removeTranslator(&m_translator);
    }

    void aNewEventInGerman()
    {
        rd::ui::MainWindow window(m_dir.filePath(QStringLiteral("verein.sqlite")));
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));

        // Strg+N: a new chess event; the banner names Save evaluation's keys as the German
        // keyboard labels them.
        press(Qt::Key_N, Qt::ControlModifier);
        QTRY_VERIFY(window.workspace());
        const QString banner
            = window.workspace()->findChild<QLabel *>(QStringLiteral("eventBanner"))->text();
        QCOMPARE(banner,
            QStringLiteral("Entwurf: Jede Änderung wird schon beim Tippen gesichert. "
                           "„Auswertung speichern“ (Strg+S) wertet ihn aus."));

        // The dates typed as the events list shows them; the undo step names them so.
        QCOMPARE(focus()->objectName(), QStringLiteral("eventName"));
        type(QStringLiteral("Vereinsmeisterschaft"));
        press(Qt::Key_Tab);
        type(QStringLiteral("30.10.26"));
        press(Qt::Key_Tab);
        type(QStringLiteral("27.11.26"));
        press(Qt::Key_Tab);
        const rd::EventInput &event = window.draft()->event();
        QCOMPARE(event.event.startDate->toIso(), std::string("2026-10-30"));
        QCOMPARE(event.event.endDate.toIso(), std::string("2026-11-27"));
        QCOMPARE(window.draft()->undoStack()->undoText(),
            QStringLiteral("Zeitraum 30.10.26 bis 27.11.26"));
        auto *endDate = window.workspace()->findChild<QWidget *>(QStringLiteral("endDate"));
        QCOMPARE(endDate->findChild<QLineEdit *>()->text(), QStringLiteral("27.11.2026"));

        // Strg+Z takes the end date back to the one the new event had: today.
        press(Qt::Key_Z, Qt::ControlModifier);
        const QDate today = QDate::currentDate();
        QTRY_COMPARE(window.draft()->event().event.endDate,
            (rd::Date { today.year(), today.month(), today.day() }));
    }

    void aRoundRobinCrosstableInGerman()
    {
        // The crosstable of a round robin (Weitere Berichte als PDF → Kreuztabelle) as the
        // German club reads it: the square's titles and its legend in German, the
        // Sonneborn-Berger with a decimal comma. The numbers are worked out in
        // tests/report/tst_eventreport.cpp (aRoundRobinIsPrintedAsASquare). With RD_SCREENSHOT
        // set, the PDF is saved there.
        rd::ui::MainWindow window(m_dir.filePath(QStringLiteral("rundenturnier.sqlite")));
        QVERIFY(window.importEventDocument(QStringLiteral(RD_TEST_DATA_DIR "/round-robin-6.json")));
        const QString pdf = m_dir.filePath(QStringLiteral("kreuztabelle.pdf"));
        QVERIFY(window.exportReport(pdf, rd::report::ReportKind::Crosstable));
        if (const QString copy = qEnvironmentVariable("RD_SCREENSHOT"); !copy.isEmpty())
            QFile::copy(pdf, copy); // the PDF, to look at
        const QString text = rd::test::pdfText(pdf);
        QVERIFY2(text.contains(QRegularExpression(
                     QStringLiteral("Nr\\.\\s+Name\\s+Wertung\\s+1\\s+2\\s+3\\s+4\\s+5\\s+6\\s+"
                                    "Pkt\\.\\s+Rang\\s+DE\\s+WIN\\s+SB"))),
            qPrintable(text));
        // pdfText() reads ½ as 1⁄2.
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral(
                     "1 +Albers, Jana +1840-22 +1\u20442 +1 +1\u20442 +1 +1 +4 +2 +0 +3 +7,50\n"))),
            qPrintable(text));
        for (const QString &words :
            { QStringLiteral("Kreuztabelle"), QStringLiteral("gegen den Spieler der Spalte"),
                QStringLiteral("kampflos gewonnen / verloren") })
            QVERIFY2(text.contains(words), qPrintable(words + QStringLiteral(" in\n") + text));
    }

    void aNamesakeIsPickedByHisYearOfBirthInGerman()
    {
        // The registry's two Jürgen Webers, born 1961 and 1975, and Jörg Müller; who a typed
        // name means is model::playersMeantBy's rule.
        rd::EventInput event;
        event.system = rd::RatingSystem::Dwz;
        event.ruleset = "dwz-2016";
        event.event.name = "Vereinsabend";
        event.event.endDate = *rd::Date::fromIso("2026-11-26");
        rd::ui::EventDraft draft(event);
        rd::ui::ChessEventEditor editor(draft);
        editor.setRegistryPlayers({
            { 11, QStringLiteral("Weber, Jürgen"), rd::Date { 1961, 3, 2 }, std::nullopt, {} },
            { 12, QStringLiteral("Weber, Jürgen"), rd::Date { 1975, 7, 14 }, std::nullopt, {} },
            { 13, QStringLiteral("Müller, Jörg"), std::nullopt, 1958, {} },
        });
        editor.resize(1000, 600);
        editor.show();
        QApplication::setActiveWindow(&editor);
        QVERIFY(QTest::qWaitForWindowActive(&editor));
        editor.findChild<QLineEdit *>(QStringLiteral("addPlayer"))->setFocus();
        // Should a name be taken for a new player, his form is closed at once: nobody is added.
        QTimer closeForms;
        QObject::connect(&closeForms, &QTimer::timeout, [] {
            if (QWidget *form = QApplication::activeModalWidget())
                form->close();
        });
        closeForms.start(50);
        // QTest::keyClicks knows ASCII letters only: the others are sent as a key's text, as a
        // German keyboard (Ü) or a dead key (a combining diaeresis, U+0308) sends them.
        const auto typeAndEnter = [](const QString &text) {
            for (const QChar character : text) {
                QTRY_VERIFY(focus());
                if (character.unicode() < 0x80)
                    type(QString(character));
                else
                    QTest::sendKeyEvent(
                        QTest::Click, focus(), Qt::Key_unknown, QString(character), Qt::NoModifier);
            }
            if (QWidget *suggestions = QApplication::activePopupWidget())
                QTest::keyClick(suggestions, Qt::Key_Escape);
            press(Qt::Key_Return);
        };

        // The name alone: both are named, in German, and nobody is added.
        typeAndEnter(QStringLiteral("Weber, Jürgen"));
        QCOMPARE(editor.findChild<QLabel *>(QStringLiteral("editorMessage"))->text(),
            QStringLiteral("2 Spieler heißen Weber, Jürgen: Weber, Jürgen (1961); Weber, Jürgen "
                           "(1975). Wählen Sie einen davon mit den Pfeiltasten aus den "
                           "Vorschlägen."));
        QVERIFY(draft.event().players.empty());

        // With his year of birth, in capitals: the younger one.
        press(Qt::Key_A, Qt::ControlModifier);
        typeAndEnter(QStringLiteral("WEBER, JÜRGEN (1975)"));
        QTRY_COMPARE(draft.event().players.size(), std::size_t { 1 });
        QCOMPARE(draft.event().players[0].registryId, std::optional<qint64>(12));

        // Umlauts written as a vowel and its combining diaeresis (U+0308).
        QTRY_VERIFY(focus() && qobject_cast<QLineEdit *>(focus())->text().isEmpty());
        typeAndEnter(QStringLiteral("Mu\u0308ller, Jo\u0308rg"));
        QTRY_COMPARE(draft.event().players.size(), std::size_t { 2 });
        QCOMPARE(draft.event().players[1].registryId, std::optional<qint64>(13));
        QCOMPARE(draft.event().players[1].name, std::string("Müller, Jörg"));
    }

private:
    QTemporaryDir m_dir;
    QTranslator m_translator;
    QTranslator m_qtTranslator;
};

QTEST_MAIN(TestGermanWindow)
#include "tst_germanwindow.moc"
