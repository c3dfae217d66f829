// The registry: adding and editing players, messages as you type, likely duplicates, and the
// starting values a new player brings into an evaluation.
#include "desktop/DatabaseSession.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/StartingRatingsJson.h"
#include "engine/store/EvaluationService.h"
#include "report/DisplayNames.h"
#include "ui/players/NewPlayerDialog.h"
#include "ui/players/PlayerDialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>

using namespace rd::store;
using namespace rd::model;

class TestPlayerDialog : public QObject {
    Q_OBJECT

private slots:
    void validatesAsYouType()
    {
        QTemporaryDir dir;
        rd::desktop::DatabaseSession session;
        QVERIFY(
            *session.open(dir.filePath("club.sqlite"), rd::desktop::Opening::CreateIfMissing, {}));
        rd::ui::PlayerDialog dialog(session, {});
        QVERIFY(dialog.problem().contains("name"));
        QTest::keyClicks(dialog.findChild<QLineEdit *>("playerName"), "Meyer, Anna");
        QVERIFY(dialog.problem().isEmpty());
        QTest::keyClicks(dialog.findChild<QLineEdit *>("sagcRank"), "31k");
        QCOMPARE(dialog.problem(),
            QStringLiteral("\u002231k\u0022 is not a rank: 30k ... 1k, 1d ... 9d."));
        QVERIFY(dialog.findChild<QLabel *>("problem")->text().contains("31k"));
        dialog.findChild<QLineEdit *>("sagcRank")->setText("14k");
        QVERIFY(dialog.problem().isEmpty());
        const PlayerDetails entered = dialog.player();
        QCOMPARE(entered.name, QStringLiteral("Meyer, Anna"));
        QVERIFY(entered.startingRatings.sagc);
        QCOMPARE(entered.startingRatings.sagc->rank.toString(), std::string("14k"));
    }

    void savesAndWarnsOfLikelyDuplicates()
    {
        QTemporaryDir dir;
        rd::desktop::DatabaseSession session;
        QVERIFY(
            *session.open(dir.filePath("club.sqlite"), rd::desktop::Opening::CreateIfMissing, {}));
        rd::store::Database &database = session.database();
        PlayerRepository players(database);
        PlayerDetails anna;
        anna.name = "Meyer, Anna";
        anna.birthDate = rd::Date { 1980, 5, 1 };
        anna.federationIds["dsb"] = "10234567";
        anna.startingRatings.dwz = rd::DwzState { 1650, 12, {}, {}, {} };
        const qint64 id = players.savePlayer(anna);
        const PlayerDetails stored = players.player(id);
        QCOMPARE(stored.name, anna.name);
        QVERIFY(stored.birthDate == anna.birthDate);
        QCOMPARE(stored.federationIds.at("dsb"), QStringLiteral("10234567"));
        QCOMPARE(rd::io::startingRatingsToJson(stored.startingRatings),
            rd::io::startingRatingsToJson(anna.startingRatings));
        // Another entry with the same name, differently spaced, is flagged; so is the same id.
        rd::ui::PlayerDialog dialog(session, {});
        dialog.findChild<QLineEdit *>("playerName")->setText("meyer,  Anna");
        QVERIFY(dialog.duplicateWarning().contains("Meyer, Anna"));
        QVERIFY(!dialog.findChild<QLabel *>("duplicates")->text().isEmpty());
        dialog.findChild<QLineEdit *>("playerName")->setText("Someone Else");
        QVERIFY(dialog.duplicateWarning().isEmpty());
        // Editing the player himself is no duplicate.
        rd::ui::PlayerDialog edit(session, stored);
        QVERIFY(edit.duplicateWarning().isEmpty());
    }

    void anAdultOfUnknownAge()
    {
        // US Chess step 1 (docs/rules/uscf.md §3.2): the box "Adult, age unknown", reached with
        // its mnemonic, puts "adult": true into the player's uscf starting state, also without
        // a rating; opening the player again shows it ticked.
        QTemporaryDir dir;
        rd::desktop::DatabaseSession session;
        QVERIFY(
            *session.open(dir.filePath("club.sqlite"), rd::desktop::Opening::CreateIfMissing, {}));
        rd::store::Database &database = session.database();
        PlayerRepository players(database);
        rd::ui::PlayerDialog dialog(session, {});
        dialog.show();
        dialog.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        QTest::keyClicks(dialog.findChild<QLineEdit *>("playerName"), "Meyer, Anna");
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::AltModifier);
        auto *adult = dialog.findChild<QCheckBox *>("uscfAdult");
        QTRY_VERIFY(adult->isChecked()); // a mnemonic clicks the box after a short animation
        const PlayerDetails entered = dialog.player();
        QCOMPARE(rd::io::startingRatingsToJson(entered.startingRatings).value("uscf").toObject(),
            (QJsonObject { { "adult", true } }));
        rd::ui::PlayerDialog again(session, players.player(players.savePlayer(entered)));
        QVERIFY(again.findChild<QCheckBox *>("uscfAdult")->isChecked());
    }

    void birthDateAsPeopleWriteIt()
    {
        // The locale's form and ISO are read; anything else is refused with the typed text kept;
        // an empty field is a birth date not known.
        QTemporaryDir dir;
        rd::desktop::DatabaseSession session;
        QVERIFY(
            *session.open(dir.filePath("club.sqlite"), rd::desktop::Opening::CreateIfMissing, {}));
        rd::ui::PlayerDialog dialog(session, {});
        QTest::keyClicks(dialog.findChild<QLineEdit *>("playerName"), "Meyer, Anna");
        auto *birth = dialog.findChild<QWidget *>("birthDate")->findChild<QLineEdit *>();
        QTest::keyClicks(birth, "1980-05-01");
        QVERIFY(dialog.problem().isEmpty());
        QVERIFY(dialog.player().birthDate == (rd::Date { 1980, 5, 1 }));
        birth->clear();
        QTest::keyClicks(birth,
            QLocale().toString(
                QDate(1975, 12, 24), rd::report::DisplayNames::dateFormat(QLocale())));
        QVERIFY(dialog.player().birthDate == (rd::Date { 1975, 12, 24 }));
        birth->clear();
        QTest::keyClicks(birth, "31.02.1980");
        QVERIFY(dialog.problem().contains("\"31.02.1980\" is not a date"));
        QCOMPARE(birth->text(), QStringLiteral("31.02.1980"));
        birth->clear();
        QVERIFY(dialog.problem().isEmpty());
        QVERIFY(!dialog.player().birthDate);
    }

    void startingValuesEnterTheFirstEvaluation()
    {
        // A registry player with a starting DWZ, in a document that gives no DWZ for him, is
        // rated from that starting value.
        QTemporaryDir dir;
        rd::desktop::DatabaseSession session;
        QVERIFY(
            *session.open(dir.filePath("club.sqlite"), rd::desktop::Opening::CreateIfMissing, {}));
        rd::store::Database &database = session.database();
        PlayerRepository players(database);
        PlayerDetails anna;
        anna.name = "Meyer, Anna";
        anna.startingRatings.dwz = rd::DwzState { 1650, 12, {}, {}, {} };
        players.savePlayer(anna);
        const QByteArray json = QJsonDocument(
            QJsonObject { { "format", "ratingdesk-event" }, { "version", 1 }, { "system", "dwz" },
                { "event", QJsonObject { { "name", "Club" }, { "end_date", "2026-03-29" } } },
                { "players",
                    QJsonArray { QJsonObject { { "id", "1" }, { "name", "Meyer, Anna" } },
                        QJsonObject { { "id", "2" }, { "name", "Kurz, Bernd" },
                            { "dwz", QJsonObject { { "rating", 1580 }, { "index", 30 } } } } } },
                { "games",
                    QJsonArray { QJsonObject {
                        { "white", "1" }, { "black", "2" }, { "result", "1-0" } } } } })
                                    .toJson();
        const qint64 event
            = EventRepository(database).importEvent(*rd::io::readEventDocument(json).event);
        const Plan plan = EvaluationService(database).preview(event);
        const rd::PlayerEvaluation &first = plan.evaluations.front().evaluation.players.front();
        QCOMPARE(rd::toString(first.status), std::string("rated"));
        // 1650-12 beats 1580: 1664-13 (the calculation is in tests/app/tst_cli.cpp).
        QCOMPARE(std::get<std::int64_t>(rd::findField(first.after, "rating")->storage()),
            std::int64_t { 1664 });
    }

    // A new player of an event cannot be born after today, nor before 1850
    // (io::isPossibleBirthDate(), io::isPossibleBirthYear()): the dialog stays open and says so.
    void aNewPlayerBornAfterTodayIsRefused()
    {
        rd::ui::NewPlayerDialog dialog(QStringLiteral("Neu, Nina"), rd::RatingSystem::Dwz, {});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *birth = dialog.findChild<QLineEdit *>("birth");
        const auto *problem = dialog.findChild<QLabel *>("problem");
        const QString format = rd::report::DisplayNames::dateFormat(dialog.locale());
        const QDate today = QDate::currentDate();
        const QString tomorrow = today.addDays(1).toString(format);
        QTest::keyClicks(birth, tomorrow);
        QTest::keyClick(birth, Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        QCOMPARE(problem->text(),
            QStringLiteral("Birth date: %1 is not possible (1850 to today).").arg(tomorrow));

        birth->clear();
        QTest::keyClicks(birth, QString::number(today.year() + 1));
        QTest::keyClick(birth, Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        QCOMPARE(problem->text(),
            QStringLiteral("Birth year: %1 is not possible (1850 to %2).")
                .arg(today.year() + 1)
                .arg(today.year()));

        // Born today is possible.
        birth->clear();
        QTest::keyClicks(birth, today.toString(format));
        QTest::keyClick(birth, Qt::Key_Return);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QVERIFY(dialog.player().birthDate
            == rd::Date::fromParts(today.year(), today.month(), today.day()));
    }
};

QTEST_MAIN(TestPlayerDialog)
#include "tst_playerdialog.moc"
