// File > Back up database… with the keyboard: the dialog offers a new file in the folder of
// backups beside the database, the copy is made and the status bar says where; a file that
// exists is never replaced.
#include "engine/store/Database.h"
#include "engine/store/DatabaseBackup.h"
#include "tests/EmptyDraft.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using rd::test::backTo;
using rd::test::DialogScript;
using rd::test::typePath;

namespace {

// File > Back up database… by the File menu's mnemonic and the item's ("&Back up database…").
void backUp(QWidget &window)
{
    QTest::keyClick(&window, Qt::Key_F, Qt::AltModifier);
    QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
    QTest::keyClick(QApplication::activePopupWidget(), Qt::Key_B);
}

// The names of the events in the SQLite file at `path`, read without ratingdesk's Database.
QStringList eventNames(const QString &path)
{
    const QString connection = QStringLiteral("backup-file");
    QStringList names;
    {
        QSqlDatabase file = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        file.setDatabaseName(path);
        QSqlQuery query(file);
        if (file.open() && query.exec(QStringLiteral("SELECT name FROM events ORDER BY id"))) {
            while (query.next())
                names << query.value(0).toString();
        }
        query.finish();
        file.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return names;
}

// A dialog a step could not answer is rejected after a while (a question without a button for
// Escape ignores being closed): the test then fails on what it expected, rather than wait for a
// dialog nobody answers.
void closeIfLeftOpen(QWidget *dialog)
{
    QTimer::singleShot(10000, dialog, [dialog] {
        if (auto *modal = qobject_cast<QDialog *>(dialog))
            modal->reject();
    });
}

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestBackupAction : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void backsUpWithTheKeyboard()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        {
            rd::store::Database database(path, rd::store::Database::Opening::CreateNew);
            rd::test::addEmptyDraft(database, QStringLiteral("Herbstturnier"));
        }
        rd::ui::MainWindow window(path);
        window.show();
        backTo(window);

        // The dialog offers club.sqlite.backups/club-DATE-TIME-backup.sqlite; Enter takes it.
        QString offered;
        {
            DialogScript script({ [&offered](QWidget *dialog) {
                auto *files = qobject_cast<QFileDialog *>(dialog);
                QVERIFY(files);
                closeIfLeftOpen(dialog);
                offered = files->selectedFiles().value(0);
                typePath(offered)(dialog);
            } });
            backUp(window);
            QTRY_VERIFY(script.done());
        }
        const QRegularExpression name(QStringLiteral(
            "/club\\.sqlite\\.backups/club-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z-"
            "backup\\.sqlite$"));
        QVERIFY2(name.match(offered).hasMatch(), qPrintable(offered));
        QVERIFY(offered.startsWith(rd::store::BackupFolder::of(path)));
        QTRY_COMPARE(window.statusBar()->currentMessage(),
            QStringLiteral("Backed up to %1").arg(QDir::toNativeSeparators(offered)));
        QCOMPARE(eventNames(offered), QStringList { QStringLiteral("Herbstturnier") });
        backTo(window);

        // Another file, its name typed: a copy there too.
        const QString typed = dir.filePath(QStringLiteral("stick/club-copy.sqlite"));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("stick"))));
        {
            DialogScript script({ [&typed](QWidget *dialog) {
                closeIfLeftOpen(dialog);
                typePath(typed)(dialog);
            } });
            backUp(window);
            QTRY_VERIFY(script.done());
        }
        QTRY_COMPARE(window.statusBar()->currentMessage(),
            QStringLiteral("Backed up to %1").arg(QDir::toNativeSeparators(typed)));
        QCOMPARE(eventNames(typed), QStringList { QStringLiteral("Herbstturnier") });
        backTo(window);

        // The same name again: the file dialog asks whether to replace it, Yes is answered, and
        // the backup still refuses, with a sentence; the file stays as it was.
        const QByteArray before = contentOf(typed);
        QString asked;
        QString said;
        {
            DialogScript script({
                [&typed](QWidget *dialog) {
                    closeIfLeftOpen(dialog);
                    rd::test::typePathOfAnExistingFile(typed)(dialog);
                },
                [&asked](QWidget *question) {
                    closeIfLeftOpen(question);
                    auto *box = qobject_cast<QMessageBox *>(question);
                    QVERIFY(box);
                    asked = box->text();
                    // Y alone: a question takes its buttons' letters without Alt.
                    QTest::keyClick(box, Qt::Key_Y);
                },
                [&said](QWidget *refusal) {
                    closeIfLeftOpen(refusal);
                    auto *box = qobject_cast<QMessageBox *>(refusal);
                    QVERIFY(box);
                    said = box->text();
                    QTest::keyClick(box, Qt::Key_Return);
                },
            });
            backUp(window);
            QTRY_VERIFY_WITH_TIMEOUT(script.done(), 15000);
        }
        QTRY_VERIFY(!QApplication::activeModalWidget());
        QVERIFY2(asked.contains(QStringLiteral("already exists")), qPrintable(asked));
        QVERIFY2(said.contains(QStringLiteral("exists already; a backup never replaces a file")),
            qPrintable(said));
        QCOMPARE(contentOf(typed), before);
    }

    void cancellingWritesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow window(path);
        window.show();
        backTo(window);
        {
            DialogScript script({ [](QWidget *dialog) {
                closeIfLeftOpen(dialog);
                QVERIFY(qobject_cast<QFileDialog *>(dialog));
                QTest::keyClick(dialog, Qt::Key_Escape);
            } });
            backUp(window);
            QTRY_VERIFY(script.done());
        }
        QTRY_VERIFY(!QApplication::activeModalWidget());
        QCOMPARE(QDir(rd::store::BackupFolder::of(path)).entryList(QDir::Files), QStringList());
        QVERIFY(!window.statusBar()->currentMessage().startsWith(QStringLiteral("Backed up")));
    }
};

QTEST_MAIN(TestBackupAction)
#include "tst_backupaction.moc"
