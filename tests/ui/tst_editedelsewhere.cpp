// A draft another desktop edits, with the keyboard alone (docs/database.md "Who edits which
// event"): on a server the events list says who edits it, Enter opens it read-only under a
// sentence naming that director and the time, Delete is refused with a sentence; once the other
// desktop lets it go, Enter opens it for editing here, and closing the window lets it go again.
// Another desktop is a second connection of this process with a claim of its own.
#include "engine/store/EditingLocks.h"
#include "engine/store/EventRepository.h"
#include "tests/DatabaseLocation.h"
#include "tests/EmptyDraft.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "ui/event/EventDraft.h"
#include "ui/event/EventWorkspace.h"
#include "ui/window/MainWindow.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QFont>
#include <QLabel>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

using namespace rd::store;
using rd::test::addEmptyDraft;
using rd::test::DatabaseLocation;
using rd::test::DialogScript;
using rd::test::press;

namespace {

const EditingLocks::Editor kAnna { QStringLiteral("anna"), QStringLiteral("club-pc"), {} };

// The events list's column that says what state an event is in.
constexpr int kStatusColumn = 4;

void activate(QWidget &window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

QString bannerOf(rd::ui::MainWindow &window)
{
    return window.workspace()->findChild<QLabel *>(QStringLiteral("eventBanner"))->text();
}

QString tabTitleOf(rd::ui::MainWindow &window)
{
    auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("workTabs"));
    return tabs->tabText(tabs->indexOf(window.workspace()));
}

} // namespace

class TestEditedElsewhere : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (const QString reason = DatabaseLocation::unavailable(); !reason.isEmpty())
            QSKIP(qPrintable(reason));
        QStandardPaths::setTestModeEnabled(true);
    }

    void onAFileADraftOpensForEditing()
    {
        if (DatabaseLocation::onPostgresql())
            QSKIP("about a SQLite file, which the session lock gives one desktop as a whole");
        const DatabaseLocation club;
        {
            Database setup(club.location(), Database::Opening::CreateIfMissing);
            addEmptyDraft(setup, QStringLiteral("Club night"));
        }
        rd::ui::MainWindow window(club.location());
        activate(window);
        auto *events = window.findChild<QTableView *>(QStringLiteral("eventTable"));
        QCOMPARE(
            events->model()->index(0, kStatusColumn).data().toString(), QStringLiteral("draft"));
        events->setFocus();
        events->setCurrentIndex(events->model()->index(0, 0));
        press(Qt::Key_Return);
        QVERIFY(window.workspace());
        QVERIFY(!window.workspace()->isEditedElsewhere());
        QVERIFY(!window.workspace()->draft()->isReadOnly());
        QVERIFY(bannerOf(window).startsWith(QStringLiteral("Draft:")));
    }

    void aDraftAnotherDesktopEditsOpensReadOnly()
    {
        if (!DatabaseLocation::onPostgresql())
            QSKIP("several desktops share a database only on a server");
        const DatabaseLocation club;
        Database annasDatabase(club.location(), Database::Opening::CreateIfMissing);
        const qint64 event = addEmptyDraft(annasDatabase, QStringLiteral("Club night"));
        EditingLocks anna(annasDatabase, kAnna);
        QVERIFY(!anna.claim(event));
        {
            rd::ui::MainWindow window(club.location());
            activate(window);
            auto *events = window.findChild<QTableView *>(QStringLiteral("eventTable"));
            QCOMPARE(events->model()->rowCount(), 1);
            // The list says who edits it, and since when in its tooltip.
            const QModelIndex status = events->model()->index(0, kStatusColumn);
            QCOMPARE(
                status.data().toString(), QStringLiteral("draft, being edited by anna on club-pc"));
            QVERIFY(status.data(Qt::ToolTipRole)
                        .toString()
                        .startsWith(QStringLiteral("anna on club-pc has been editing")));

            // Enter opens it read-only, the banner saying who edits it since when.
            events->setFocus();
            events->setCurrentIndex(events->model()->index(0, 0));
            press(Qt::Key_Return);
            QVERIFY(window.workspace());
            QCOMPARE(window.workspace()->eventId(), event);
            QVERIFY(window.workspace()->isEditedElsewhere());
            QVERIFY(window.workspace()->draft()->isReadOnly());
            QCOMPARE(tabTitleOf(window), QStringLiteral("Read-only: Club night"));
            const QString banner = bannerOf(window);
            QVERIFY2(banner.startsWith(
                         QStringLiteral("anna on club-pc has been editing this event since "))
                    && banner.endsWith(
                        QStringLiteral("; you see it read-only until they close it.")),
                qPrintable(banner));

            // Delete is refused with the same news; the draft stays.
            QString refusal;
            {
                DialogScript script({ [&refusal](QWidget *dialog) {
                    auto *box = qobject_cast<QMessageBox *>(dialog);
                    QVERIFY(box);
                    refusal = box->text();
                    QTest::keyClick(box, Qt::Key_Return);
                } });
                events->setFocus();
                press(Qt::Key_Delete);
                QTRY_VERIFY(script.done());
            }
            QVERIFY2(refusal.startsWith(QStringLiteral("anna on club-pc has been editing"))
                    && refusal.endsWith(
                        QStringLiteral("it can be rated or deleted once they close it.")),
                qPrintable(refusal));
            window.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            QCOMPARE(events->model()->rowCount(), 1);

            // Anna closes it: Enter opens it again, now to edit here, and it is this desktop's.
            anna.release(event);
            events->setFocus();
            press(Qt::Key_Return);
            QVERIFY(window.workspace());
            QVERIFY(!window.workspace()->isEditedElsewhere());
            QVERIFY(!window.workspace()->draft()->isReadOnly());
            QVERIFY(bannerOf(window).startsWith(QStringLiteral("Draft:")));
            QCOMPARE(tabTitleOf(window), QStringLiteral("Edit: Club night"));
            const auto here = anna.claim(event);
            QVERIFY(here);
            QCOMPARE(here->describe(), EditingLocks::Editor::ofThisDesktop().describe());
        }
        // The window is closed: the event is free again.
        QVERIFY(!anna.claim(event));
        anna.release(event);
    }

    void theListFollowsOtherDesktopsWhileNobodyTouchesIt()
    {
        if (!DatabaseLocation::onPostgresql())
            QSKIP("several desktops share a database only on a server");
        const DatabaseLocation club;
        Database annasDatabase(club.location(), Database::Opening::CreateIfMissing);
        const qint64 event = addEmptyDraft(annasDatabase, QStringLiteral("Club night"));
        EditingLocks anna(annasDatabase, kAnna);
        rd::ui::MainWindow window(club.location());
        activate(window);
        auto *events = window.findChild<QTableView *>(QStringLiteral("eventTable"));
        const QModelIndex status = events->model()->index(0, kStatusColumn);
        QCOMPARE(status.data().toString(), QStringLiteral("draft"));
        // The list asks the server every 10 seconds: Anna's claim shows within 15, in italics,
        // and goes again when she lets it go.
        QVERIFY(!anna.claim(event));
        QTRY_COMPARE_WITH_TIMEOUT(status.data().toString(),
            QStringLiteral("draft, being edited by anna on club-pc"), 15000);
        QVERIFY(status.data(Qt::FontRole).value<QFont>().italic());
        anna.release(event);
        QTRY_COMPARE_WITH_TIMEOUT(status.data().toString(), QStringLiteral("draft"), 15000);
        QVERIFY(!status.data(Qt::FontRole).value<QFont>().italic());
        QVERIFY(status.data(Qt::ToolTipRole).toString().isEmpty());
    }

    void onlyTheEditingDesktopRatesAnEvent()
    {
        if (!DatabaseLocation::onPostgresql())
            QSKIP("several desktops share a database only on a server");
        const DatabaseLocation club;
        Database annasDatabase(club.location(), Database::Opening::CreateIfMissing);
        EditingLocks anna(annasDatabase, kAnna);
        rd::ui::MainWindow window(club.location());
        activate(window);
        // The demo championship, a valid event of 8 players; the import chooses it in the list.
        QVERIFY(window.importEventDocument(QStringLiteral(":/demo/club-championship-2026.json")));
        auto *events = window.findChild<QTableView *>(QStringLiteral("eventTable"));
        const qint64 event = events->model()->index(0, 0).data().toLongLong();
        QVERIFY(!anna.claim(event));
        events->setFocus();
        press(Qt::Key_Return);
        QVERIFY(window.workspace() && window.workspace()->isEditedElsewhere());

        // Ctrl+S is refused, saying who edits it; the event stays a draft.
        QString refusal;
        {
            DialogScript script({ [&refusal](QWidget *dialog) {
                auto *box = qobject_cast<QMessageBox *>(dialog);
                QVERIFY(box);
                refusal = box->text();
                QTest::keyClick(box, Qt::Key_Return);
            } });
            press(Qt::Key_S, Qt::ControlModifier);
            QTRY_VERIFY(script.done());
        }
        QVERIFY2(refusal.contains(QStringLiteral("anna on club-pc has been editing this event")),
            qPrintable(refusal));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QCOMPARE(events->model()->index(0, kStatusColumn).data().toString().left(5),
            QStringLiteral("draft"));

        // Anna closes it: Ctrl+S reads it again, now editable here, and rates it (no later
        // event changes, so nothing is asked).
        anna.release(event);
        events->setFocus();
        press(Qt::Key_S, Qt::ControlModifier);
        QVERIFY(window.workspace());
        QVERIFY(!window.workspace()->isEditedElsewhere());
        QCOMPARE(window.workspace()->mode(), rd::ui::EventWorkspace::Mode::Rated);
        QCOMPARE(
            events->model()->index(0, kStatusColumn).data().toString(), QStringLiteral("rated"));
        // Rated, it is nobody's: Anna may open it.
        QVERIFY(!anna.claim(event));
        anna.release(event);
    }
};

QTEST_MAIN(TestEditedElsewhere)
#include "tst_editedelsewhere.moc"
