// The desktop app and the command line import through one service and say the same about the
// same files.
#include "ui/window/MainWindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

namespace {

const QByteArray kClubList = "Name,Geburtsdatum,DSB-ID,DWZ\n"
                             "\"Meyer, Anna\",1980-05-01,12345,1650\n"
                             "\"Neu, Nina\",2001-09-09,,\n";

// The report lines the command line prints for an import (indented under its summary line).
QStringList cliReport(const QString &database, const QString &file)
{
    QProcess process;
    process.start(QStringLiteral(RD_CLI_PATH),
        { QStringLiteral("import"), QStringLiteral("--create"), QStringLiteral("--database"),
            database, file });
    if (!process.waitForFinished(30000) || process.exitCode() != 0)
        qFatal("ratingdesk-cli import failed: %s", process.readAllStandardError().constData());
    QStringList lines;
    for (const QString &line : QString::fromUtf8(process.readAllStandardOutput()).split('\n')) {
        if (line.startsWith(QStringLiteral("  ")))
            lines << line.mid(2);
    }
    return lines;
}

} // namespace

class TestImportPaths : public QObject {
    Q_OBJECT

private slots:
    void bothSayTheSameAboutAPlayerListImportedTwice()
    {
        QTemporaryDir dir;
        const QString list = dir.filePath(QStringLiteral("club.csv"));
        QFile file(list);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kClubList);
        file.close();

        const QString cliDatabase = dir.filePath(QStringLiteral("cli.sqlite"));
        cliReport(cliDatabase, list);
        const QStringList cliSecond = cliReport(cliDatabase, list);
        // Anna by her DSB id, Nina by name and birth date: nothing changes.
        QCOMPARE(cliSecond.size(), 2);
        QVERIFY(
            cliSecond[0].endsWith(QStringLiteral("(the same federation id); nothing changes.")));

        rd::ui::MainWindow window(dir.filePath(QStringLiteral("gui.sqlite")));
        QStringList guiSecond;
        for (int time = 0; time < 2; ++time) {
            QTimer::singleShot(0, this, [&guiSecond] {
                auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
                if (!dialog)
                    return;
                guiSecond.clear();
                const auto *report = dialog->findChild<QListWidget *>();
                for (int row = 0; row < report->count(); ++row)
                    guiSecond << report->item(row)->text();
                dialog->accept();
            });
            QVERIFY(window.importEventDocument(list));
        }
        QCOMPARE(guiSecond, cliSecond);
    }

    void bothSayTheSameAboutAnEventWhosePlayersAreKnown()
    {
        QTemporaryDir dir;
        const QString trf = QStringLiteral(RD_TEST_DATA_DIR "/sample.trf");
        const QString cliDatabase = dir.filePath(QStringLiteral("cli.sqlite"));
        cliReport(cliDatabase, trf);
        const QStringList cliSecond = cliReport(cliDatabase, trf);
        // The event line and its four players, each taken for the one imported before.
        QCOMPARE(cliSecond.size(), 5);

        rd::ui::MainWindow window(dir.filePath(QStringLiteral("gui.sqlite")));
        QVERIFY(window.importEventDocument(trf));
        QString question;
        QTimer::singleShot(0, this, [&question] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                question = box->text();
                box->button(QMessageBox::Yes)->click();
            }
        });
        QVERIFY(window.importEventDocument(trf));
        QVERIFY2(question.startsWith(cliSecond.join(QLatin1Char('\n'))), qPrintable(question));
    }

    // A TRF file with records that are not TRF-16: imported by both, each warning of them.
    void bothWarnOfUnknownTrfRecordsAndImport()
    {
        QTemporaryDir dir;
        const QString trf = QStringLiteral(RD_TEST_DATA_DIR "/trf-swiss-byes.trf");
        // trf-swiss-byes.trf line 20: XXC white1 (XXR 4 on line 19 is read as the rounds).
        const QString warning = QStringLiteral(
            "line 20: record XXC is not a TRF-16 record; it is kept as it is and written back "
            "unchanged");
        QProcess process;
        process.start(QStringLiteral(RD_CLI_PATH),
            { QStringLiteral("import"), QStringLiteral("--create"), QStringLiteral("--database"),
                dir.filePath(QStringLiteral("cli.sqlite")), trf });
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 0);
        const QStringList errors = QString::fromUtf8(process.readAllStandardError())
                                       .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(errors.size(), 1);
        QCOMPARE(errors[0], trf + QStringLiteral(": warning: ") + warning);

        // The desktop app imports without a question and shows the warnings in a window that
        // waits for no answer.
        rd::ui::MainWindow window(dir.filePath(QStringLiteral("gui.sqlite")));
        QVERIFY(window.importEventDocument(trf));
        QVERIFY(!QApplication::activeModalWidget());
        const auto *box = window.findChild<QMessageBox *>();
        QVERIFY(box);
        QVERIFY(box->isVisible() && !box->isModal());
        QVERIFY2(box->text().contains(warning), qPrintable(box->text()));
    }
};

QTEST_MAIN(TestImportPaths)
#include "tst_importpaths.moc"
