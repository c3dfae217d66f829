// Both languages complete: no unfinished entry in a .ts file, English plural forms given, every
// string a user sees in the main window, the editors and the dialogs goes through a translation,
// and the language chosen in the settings is the one of the next start.
#include "desktop/DatabaseSession.h"
#include "engine/io/DocumentError.h"
#include "engine/io/ExchangeFormats.h"
#include "engine/standings/TieBreak.h"
#include "engine/store/Database.h"
#include "ui/database/ServerConnectDialog.h"
#include "ui/event/EventPropertiesDialog.h"
#include "ui/players/PlayerDialog.h"
#include "ui/window/ApplicationSetup.h"
#include "ui/window/MainWindow.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

// Marks every text that is looked up for translation, so that a text without the mark on the
// screen is one that no translator can reach.
class MarkingTranslator : public QTranslator {
public:
    QString translate(const char *, const char *source, const char *, int) const override
    {
        return source && *source ? QStringLiteral("\u27e6%1\u27e7").arg(QString::fromUtf8(source))
                                 : QString();
    }
    bool isEmpty() const override { return false; }
};

struct TsEntry {
    QString context;
    QString source;
    QString type; // "unfinished", "vanished", "obsolete" or empty
    bool numerus = false;
    QStringList forms; // the numerus forms or the one translation
};

QList<TsEntry> readTs(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("%s cannot be read", qPrintable(path));
    QList<TsEntry> entries;
    QString context;
    QXmlStreamReader xml(&file);
    while (xml.readNextStartElement() || !xml.atEnd()) {
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            TsEntry entry;
            entry.context = context;
            entry.numerus
                = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (
                !(xml.isEndElement() && xml.name() == QLatin1String("message")) && !xml.atEnd()) {
                xml.readNext();
                if (!xml.isStartElement())
                    continue;
                if (xml.name() == QLatin1String("source")) {
                    entry.source = xml.readElementText();
                } else if (xml.name() == QLatin1String("translation")) {
                    entry.type = xml.attributes().value(QLatin1String("type")).toString();
                    if (!entry.numerus)
                        entry.forms << xml.readElementText();
                } else if (xml.name() == QLatin1String("numerusform")) {
                    entry.forms << xml.readElementText();
                }
            }
            entries << entry;
        }
    }
    return entries;
}

// Texts a window shows: labels, buttons, group titles, tabs, menus and actions, placeholder texts
// and the column titles of its tables.
QStringList visibleTexts(QWidget *window)
{
    QStringList texts { window->windowTitle() };
    for (QLabel *label : window->findChildren<QLabel *>())
        texts << label->text();
    for (QAbstractButton *button : window->findChildren<QAbstractButton *>())
        texts << button->text();
    for (QGroupBox *box : window->findChildren<QGroupBox *>())
        texts << box->title();
    for (QLineEdit *edit : window->findChildren<QLineEdit *>())
        texts << edit->placeholderText();
    for (QTabBar *tabs : window->findChildren<QTabBar *>()) {
        for (int i = 0; i < tabs->count(); ++i)
            texts << tabs->tabText(i);
    }
    for (QAction *action : window->findChildren<QAction *>())
        texts << action->text();
    for (QMenu *menu : window->findChildren<QMenu *>())
        texts << menu->title();
    for (QAbstractItemView *view : window->findChildren<QAbstractItemView *>()) {
        if (!view->model())
            continue;
        for (int c = 0; c < view->model()->columnCount(); ++c)
            texts << view->model()->headerData(c, Qt::Horizontal).toString();
    }
    return texts;
}

// What may be shown as it is: numbers and signs, the program's and the languages' names in their
// own words, the locale's form of a date (DD.MM.YYYY), paths of databases, the tie-breaks'
// acronyms of FIDE C.07 (BH-C1, the same in every language), and what the user typed (nothing on
// an empty database).
bool needsNoTranslation(const QString &text)
{
    static const QRegularExpression signs(
        QStringLiteral("^[\\d\\s.,:;/+\\-\u2013\u2212()\u00bd\u25be&#…]*$"));
    static const QRegularExpression dateForm(QStringLiteral("^[DMY]+([\\s./\\-][DMY]+)+$"));
    static const QStringList languages = { QStringLiteral("&English"), QStringLiteral("&Deutsch") };
    return text.isEmpty() || signs.match(text).hasMatch() || dateForm.match(text).hasMatch()
        || languages.contains(text) || text == QLatin1String("ratingdesk")
        || text.startsWith(QDir::tempPath()) || text.contains(QChar(0x27e6))
        || rd::standings::parseTieBreak(text.toStdString()).has_value();
}

QStringList untranslatable(QWidget *window)
{
    QStringList found;
    for (const QString &text : visibleTexts(window)) {
        if (!needsNoTranslation(text))
            found << text;
    }
    found.removeDuplicates();
    return found;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toLocal8Bit());
    }

    void noEntryIsUnfinished_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("German") << QStringLiteral(RD_SOURCE_DIR "/translations/ratingdesk_de.ts");
        QTest::newRow("English") << QStringLiteral(RD_SOURCE_DIR "/translations/ratingdesk_en.ts");
    }

    void noEntryIsUnfinished()
    {
        QFETCH(QString, file);
        const QList<TsEntry> entries = readTs(file);
        QVERIFY(entries.size() > 400);
        QStringList unfinished;
        for (const TsEntry &entry : entries) {
            const bool empty = std::any_of(entry.forms.begin(), entry.forms.end(),
                [](const QString &form) { return form.isEmpty(); });
            if (!entry.type.isEmpty() || entry.forms.isEmpty() || empty)
                unfinished << entry.context + QStringLiteral(": ") + entry.source;
        }
        QVERIFY2(unfinished.isEmpty(), qPrintable(unfinished.mid(0, 10).join(QLatin1Char('\n'))));
    }

    void englishHasItsPluralForms()
    {
        // "%n player(s)" reads "1 player" and "2 players".
        int numerus = 0;
        for (const TsEntry &entry :
            readTs(QStringLiteral(RD_SOURCE_DIR "/translations/ratingdesk_en.ts"))) {
            if (!entry.numerus)
                continue;
            ++numerus;
            QCOMPARE(entry.forms.size(), 2);
            QVERIFY2(!entry.forms[0].contains(QStringLiteral("(s)"))
                    && !entry.forms[1].contains(QStringLiteral("(s)")),
                qPrintable(entry.source));
        }
        QVERIFY(numerus >= 10);
    }

    void everyVisibleTextIsTranslatable()
    {
        MarkingTranslator marking;
        QCoreApplication::installTranslator(&marking);
        {
            rd::ui::MainWindow window(m_dir.filePath(QStringLiteral("club.sqlite")));
            window.show();
            QCOMPARE(untranslatable(&window).join(QLatin1Char('|')), QString()); // the welcome page
            for (rd::RatingSystem system :
                { rd::RatingSystem::Dwz, rd::RatingSystem::Uscf, rd::RatingSystem::Sagc }) {
                QVERIFY(window.newEvent(system) > 0);
                QCOMPARE(untranslatable(&window).join(QLatin1Char('|')), QString());
            }
            rd::desktop::DatabaseSession session;
            QVERIFY(*session.open(m_dir.filePath(QStringLiteral("players.sqlite")),
                rd::desktop::Opening::CreateIfMissing, {}));
            rd::ui::PlayerDialog player(session, {});
            QCOMPARE(untranslatable(&player).join(QLatin1Char('|')), QString());
            rd::ui::EventPropertiesDialog details({});
            QCOMPARE(untranslatable(&details).join(QLatin1Char('|')), QString());
            rd::ui::ServerConnectDialog server;
            QCOMPARE(untranslatable(&server).join(QLatin1Char('|')), QString());
        }
        QCoreApplication::removeTranslator(&marking);
    }

    // A problem a reader finds in a file reaches a dialog worded through a translation: its
    // wording, its place and the two joined.
    void everyReadProblemIsTranslatable()
    {
        using rd::io::DocumentError;
        using rd::io::ReadCode;
        MarkingTranslator marking;
        QCoreApplication::installTranslator(&marking);
        const QStringList args { QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
            QStringLiteral("4"), QStringLiteral("5"), QStringLiteral("6"), QStringLiteral("7"),
            QStringLiteral("8"), QStringLiteral("9") };
        for (int code = 0; code <= static_cast<int>(ReadCode::Worded); ++code) {
            const DocumentError error { QStringLiteral("players[1].dwz.rating"),
                static_cast<ReadCode>(code), args };
            // The place, the wording and "%1: %2" that joins them.
            QVERIFY2(error.userText().count(QChar(0x27e6)) >= 3, qPrintable(error.userText()));
        }
        for (const char *place :
            { "line 3", "line 3, column 7", "line 3, columns 5-8", "line 3, round 2", "(file)",
                "(document)", "header", "games[0].result", "event.end_date", "version" }) {
            QVERIFY2(rd::io::userPlace(QString::fromLatin1(place)).contains(QChar(0x27e6)), place);
        }
        QCoreApplication::removeTranslator(&marking);
    }

    // The same problems in German, as a German director reads them in the import dialog.
    void readProblemsReadInGerman()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/ratingdesk_de.qm")));
        QCoreApplication::installTranslator(&german);
        const QByteArray trf = "012 Open\n"
                               "052 2026/02/30\n"
                               "001    1      Alpha, Anna                       "
                               "1800                   2.0       0001 w 1\n";
        const auto read = rd::io::readEvent(rd::io::ExchangeFormat::Trf, trf);
        QVERIFY(!read.warnings.isEmpty());
        QCOMPARE(read.warnings.first().userText(),
            QStringLiteral("Zeile 2, Spalten 5 bis 14: Datensatz 052: \"2026/02/30\" ist kein "
                           "Datum; es wird weggelassen: bitte die Daten des Turniers vor der "
                           "Auswertung unter Turnier > Angaben… berichtigen"));
        const auto json = rd::io::readEvent(rd::io::ExchangeFormat::EventDocument,
            R"({"format": "ratingdesk-event", "version": 1, "system": "dwz",
                "event": {"name": "Open", "end_date": "2026-03-29"},
                "players": [{"id": "1", "name": "Anna"}, {"id": "1", "name": "Bea"}]})");
        QVERIFY(!json.errors.isEmpty());
        QCOMPARE(json.errors.first().userText(),
            QStringLiteral("Spieler 2, Feld id: doppelte Kennung \"1\" (auch bei Spieler 1)"));
        const auto broken = rd::io::readEvent(rd::io::ExchangeFormat::EventDocument, "{\"a\" 1}");
        QCOMPARE(broken.errors.value(0).userText(),
            QStringLiteral(
                "Zeile 1, Spalte 7: das ist kein gültiges JSON: nach einem Feldnamen fehlt "
                "ein Doppelpunkt"));
        QCoreApplication::removeTranslator(&german);
    }

    void theChosenLanguageIsTheOneOfTheNextStart()
    {
        rd::ui::setUpApplication(*QCoreApplication::instance()); // names the settings
        rd::ui::chooseLanguage(QStringLiteral("de"));
        QCOMPARE(rd::ui::chosenLanguage(), QStringLiteral("de"));
        rd::ui::setUpApplication(*QCoreApplication::instance()); // as at the next start
        QCOMPARE(QLocale().language(), QLocale::German);
        QCOMPARE(
            QCoreApplication::translate("rd::ui::MainWindow", "&File"), QStringLiteral("&Datei"));
        // Qt's own standard buttons too (Debian: qt6-translations-l10n, installed by the scripts).
        QCOMPARE(
            QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Abbrechen"));
        QCOMPARE(
            QCoreApplication::translate("QPlatformTheme", "Save"), QStringLiteral("Speichern"));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
