// Importing a CSV player list: the preview, the meaning of every column, the problems by line.
#include "ui/PlayerImportDialog.h"

#include <QDialogButtonBox>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using rd::io::PlayerColumn;

class TestPlayerImport : public QObject {
    Q_OBJECT

private slots:
    void mapsColumnsAndNamesProblems()
    {
        QList<rd::io::DocumentError> errors;
        auto table
            = rd::io::parseCsv("Name,Jahrgang,Wertung\n\u0022Meyer, Anna\u0022,1980-05-01,1650\n"
                               "\u0022Kurz, Bernd\u0022,1975-01-01,xx\n",
                errors);
        QVERIFY(table);
        QTemporaryDir dir;
        rd::store::Database database(dir.filePath(QStringLiteral("club.sqlite")));
        rd::store::ImportService service(database);
        rd::ui::PlayerImportDialog dialog(*table, [&](const std::vector<PlayerColumn> &columns) {
            return service.planPlayers(QStringLiteral("club.csv"), *table, columns);
        });
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        // Nothing guessed from these titles but the name: only names so far, both lines fine.
        QVERIFY(dialog.columns()
            == (std::vector<PlayerColumn> {
                PlayerColumn::Name, PlayerColumn::Ignore, PlayerColumn::Ignore }));
        QVERIFY(ok->isEnabled());
        // The director says what the other columns are; "xx" is no DWZ: line 3, column 3.
        dialog.setColumn(1, PlayerColumn::BirthDate);
        dialog.setColumn(2, PlayerColumn::Dwz);
        QCOMPARE(dialog.problems().size(), 1);
        QCOMPARE(dialog.problems().first().path, QStringLiteral("line 3, column 3"));
        QCOMPARE(dialog.findChild<QListWidget *>()->count(), 1);
        QVERIFY(!ok->isEnabled());
        // Without the rating column both lines read.
        dialog.setColumn(2, PlayerColumn::Ignore);
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.plan().players.size(), std::size_t { 2 });
        QVERIFY(dialog.plan().players[1].player.birthDate == rd::Date::fromIso("1975-01-01"));
        // The list shows what importing does: both are new to this database.
        QCOMPARE(dialog.findChild<QListWidget *>()->item(0)->text(),
            QStringLiteral("line 2: Meyer, Anna is added."));
        // Without a name column nothing can be imported.
        dialog.setColumn(0, PlayerColumn::Ignore);
        QVERIFY(!ok->isEnabled());
        // The preview shows the lines under the choices.
        QCOMPARE(
            dialog.findChild<QTableWidget *>()->item(1, 0)->text(), QStringLiteral("Meyer, Anna"));
    }
};

QTEST_MAIN(TestPlayerImport)
#include "tst_playerimport.moc"
