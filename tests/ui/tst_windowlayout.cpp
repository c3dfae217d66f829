// The main window at the screen sizes directors use (1366×768 and 1920×1080), in English and
// German: the preview's warnings, the Correct… button of a rated event, the Go player form and
// the Go players table, and the events list's columns are shown whole. With RD_SCREENSHOT_DIR set,
// each state is also saved there as a PNG to look at.
#include "tests/ui/DialogScript.h"
#include "ui/event/EventWorkspace.h"
#include "ui/ratings/PreviewPanel.h"
#include "ui/window/MainWindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QHeaderView>
#include <QLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <algorithm>

namespace {

// Whole: shown, not clipped by what holds it, and at least as large as it needs to be read.
QString cutOff(const QWidget *widget)
{
    if (!widget->isVisible())
        return QStringLiteral("%1 is not shown").arg(widget->objectName());
    const QSize needed = widget->minimumSizeHint().expandedTo(widget->minimumSize());
    if (widget->width() < needed.width() || widget->height() < needed.height())
        return QStringLiteral("%1 is %2×%3, needs %4×%5")
            .arg(widget->objectName())
            .arg(widget->width())
            .arg(widget->height())
            .arg(needed.width())
            .arg(needed.height());
    if (widget->visibleRegion().boundingRect() != widget->rect())
        return QStringLiteral("%1 is clipped to %2 of %3")
            .arg(widget->objectName(),
                QString::number(widget->visibleRegion().boundingRect().height()),
                QString::number(widget->height()));
    return {};
}

// Meyer and Kurz rated, Neu without a DWZ and with 2 games: warnings for all three (no first
// DWZ from fewer than 5 games; games against a player who stays unrated do not count, dwz.md
// §0 and §4.5).
const QByteArray kEventWithWarnings = R"({ "format": "ratingdesk-event", "version": 1,
  "system": "dwz", "event": { "name": "Spring Open", "end_date": "2025-04-01" },
  "players": [ { "id": "1", "name": "Meyer, Anna", "birth_year": 1970,
                 "dwz": { "rating": 1650, "index": 12 } },
               { "id": "2", "name": "Kurz, Bernd", "birth_year": 1970,
                 "dwz": { "rating": 1580, "index": 30 } },
               { "id": "3", "name": "Neu, Nina", "birth_year": 2001 } ],
  "games": [ { "round": 1, "white": "1", "black": "2", "result": "1-0" },
             { "round": 2, "white": "3", "black": "1", "result": "0-1" },
             { "round": 3, "white": "2", "black": "3", "result": "1/2-1/2" } ] })";

// A field is readable when its hint (or, for a name, Qt's usual width of a line) fits in it.
QString tooNarrow(const QLineEdit *field)
{
    const int hint = field->fontMetrics().horizontalAdvance(field->placeholderText()) + 8;
    const int needed = field->objectName() == QLatin1String("playerNameEdit")
        ? std::max(hint, field->sizeHint().width())
        : hint;
    if (field->width() < needed)
        return QStringLiteral("%1 is %2 wide, needs %3")
            .arg(field->objectName())
            .arg(field->width())
            .arg(needed);
    return cutOff(field);
}

// Every column of `table` in its view, none beyond its right edge.
QString columnsOutOfView(const QTableView *table)
{
    const int needed = table->horizontalHeader()->length();
    if (needed > table->viewport()->width())
        return QStringLiteral("%1 needs %2 for its columns, shows %3")
            .arg(table->objectName())
            .arg(needed)
            .arg(table->viewport()->width());
    return {};
}

// The text of `cell` whole in its column.
QString cutShort(const QTableView *table, const QModelIndex &cell)
{
    const int needed = table->sizeHintForIndex(cell).width();
    if (table->columnWidth(cell.column()) < needed)
        return QStringLiteral("\"%1\" is %2 wide, needs %3")
            .arg(cell.data().toString())
            .arg(table->columnWidth(cell.column()))
            .arg(needed);
    return {};
}

// A Go club's players: a name longer than the list is wide, shortened on its one line, and one
// of common length, shown whole.
const QString kLongName = QStringLiteral("Van der Merwe-Dlamini, Nomvula Thandeka Precious");
const QString kCommonName = QStringLiteral("Van Wyk, Pieter");

void screenshot(QWidget &window, const QString &name)
{
    const QString folder = qEnvironmentVariable("RD_SCREENSHOT_DIR");
    if (!folder.isEmpty())
        window.grab().save(folder + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace

class TestWindowLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void partsAreWholeAtCommonSizes_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        for (const QString &language : { QStringLiteral("en"), QStringLiteral("de") }) {
            for (const QSize size : { QSize(1366, 768), QSize(1920, 1080) })
                QTest::newRow(qPrintable(
                    QStringLiteral("%1 %2x%3").arg(language).arg(size.width()).arg(size.height())))
                    << language << size;
        }
    }

    void partsAreWholeAtCommonSizes()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QTranslator translator;
        if (language != QLatin1String("en")) {
            QVERIFY(translator.load(QLocale(language), QStringLiteral("ratingdesk"),
                QStringLiteral("_"), QStringLiteral(":/i18n")));
            QCoreApplication::installTranslator(&translator);
        }
        const QString shot
            = QStringLiteral("%1-%2x%3").arg(language).arg(size.width()).arg(size.height());
        {
            QTemporaryDir dir;
            rd::ui::MainWindow window(dir.filePath(QStringLiteral("club.sqlite")));
            window.resize(size);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QFile document(dir.filePath(QStringLiteral("spring.json")));
            QVERIFY(document.open(QIODevice::WriteOnly));
            document.write(kEventWithWarnings);
            document.close();
            QVERIFY(window.importEventDocument(document.fileName()));
            auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("workTabs"));
            tabs->setCurrentWidget(window.findChild<rd::ui::PreviewPanel *>());
            QTest::qWait(50);
            screenshot(window, shot + QStringLiteral("-preview"));
            auto *warnings = window.findChild<QListWidget *>(QStringLiteral("previewWarnings"));
            QVERIFY(warnings->count() > 0);
            QCOMPARE(cutOff(warnings), QString());
            // Each warning is read whole: no part of it beyond the list's edges.
            for (int row = 0; row < warnings->count(); ++row) {
                const QRect item = warnings->visualItemRect(warnings->item(row));
                QVERIFY2(warnings->viewport()->rect().contains(item),
                    qPrintable(warnings->item(row)->text()));
            }

            QVERIFY(window.saveEvaluation());
            QVERIFY(window.openEvent(1));
            QTest::qWait(50);
            screenshot(window, shot + QStringLiteral("-rated"));
            auto *correct = window.findChild<QPushButton *>(QStringLiteral("correctButton"));
            QCOMPARE(cutOff(correct), QString());
            // Not against the window's edge: inside the margin the editor below keeps.
            const QWidget *workspace = window.workspace();
            QVERIFY(correct->mapTo(workspace, QPoint(correct->width(), 0)).x() <= workspace->width()
                    - window.workspace()->editor()->layout()->contentsMargins().right());

            QVERIFY(window.newEvent(rd::RatingSystem::Sagc) > 0);
            QTest::qWait(50);
            screenshot(window, shot + QStringLiteral("-go"));
            for (const char *field : { "playerNameEdit", "playerRankEdit" })
                QCOMPARE(tooNarrow(window.findChild<QLineEdit *>(QLatin1String(field))), QString());

            // The Go players, typed in: each on one line, a name of common length whole, and
            // every column in view.
            for (const QString &player : { kLongName, kCommonName }) {
                auto *name = window.findChild<QLineEdit *>(QStringLiteral("playerNameEdit"));
                name->setFocus();
                QTest::keyClicks(name, player);
                QTest::keyClick(name, Qt::Key_Tab);
                QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("14k"));
                // A name the registry does not have is a new player when the director says so.
                rd::test::DialogScript script(
                    { [](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_Return); } });
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
                QTRY_VERIFY(script.done());
                window.activateWindow();
                QVERIFY(QTest::qWaitForWindowActive(&window));
            }
            auto *players = window.findChild<QTableView *>(QStringLiteral("playersTable"));
            QTRY_COMPARE(players->model()->rowCount(), 2);
            QTest::qWait(50);
            screenshot(window, shot + QStringLiteral("-go-players"));
            QCOMPARE(columnsOutOfView(players), QString());
            for (int row = 0; row < 2; ++row)
                QVERIFY2(players->rowHeight(row) < 2 * players->fontMetrics().lineSpacing(),
                    qPrintable(players->model()->index(row, 0).data().toString()));
            QCOMPARE(cutShort(players, players->model()->index(1, 0)), QString());

            // The events list: number, end, system and status whole, the names in the room
            // left: "Spring Open" whole.
            auto *events = window.findChild<QTableView *>(QStringLiteral("eventTable"));
            QCOMPARE(columnsOutOfView(events), QString());
            for (int row = 0; row < events->model()->rowCount(); ++row) {
                for (int column = 0; column < events->model()->columnCount(); ++column) {
                    const QModelIndex cell = events->model()->index(row, column);
                    if (column != 1 || cell.data().toString() == QLatin1String("Spring Open"))
                        QCOMPARE(cutShort(events, cell), QString());
                }
            }
        }
        QCoreApplication::removeTranslator(&translator);
    }
};

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
