// Issue target of the player view (issue 39, point 7): the player search keeps up with typing on a
// registry of 50 000 players, under 50 ms from a keystroke to the list of players found. The
// registry is made of generated federation histories (engine/generator) imported without rating,
// made once and kept in build/bench-data. Each iteration is two keystrokes on the real window: the
// last letter of the search typed into the search field, and Backspace; the list follows each.
// The slowest of each is said after the row.
#include "desktop/DatabaseSession.h"
#include "engine/generator/HistoryGenerator.h"
#include "engine/store/EventRepository.h"
#include "engine/store/PlayerRepository.h"
#include "ui/players/PlayerViewWindow.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QListView>
#include <QTest>

#include <algorithm>

using namespace rd::store;

namespace {

constexpr int kPlayers = 50000;
// The games of one generated history: about 18 000 of its people play a rated event.
constexpr int kGames = 400000;

QString registryPath()
{
    const QString folder = QStringLiteral(RD_BENCH_DATA_DIR);
    QDir().mkpath(folder);
    return folder + QStringLiteral("/registry-%1.sqlite").arg(kPlayers);
}

// One character typed into `field` as a keyboard sends it, umlauts included.
void typeCharacter(QLineEdit *field, QChar character)
{
    if (character.unicode() < 0x80) {
        QTest::keyClick(field, character.toLatin1());
        return;
    }
    QTest::sendKeyEvent(QTest::Click, field, Qt::Key(character.toUpper().unicode()),
        QString(character), Qt::NoModifier);
}

} // namespace

class BenchPlayerSearch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QFile::exists(registryPath())) {
            qInfo("generating %d players into %s (once)", kPlayers, qPrintable(registryPath()));
            Database database(
                registryPath() + QStringLiteral(".part"), Database::Opening::CreateIfMissing);
            EventRepository events(database);
            // One history brings about a third of its people to a rated event; histories of
            // other seeds add other people (their birth years differ from the namesakes'), until
            // the registry holds the players asked for.
            for (unsigned seed = 39;
                 PlayerRepository(database).players({}).size() < std::size_t(kPlayers); ++seed) {
                Transaction transaction(database);
                rd::generateHistory({ kPlayers, kGames, seed },
                    [&](const rd::EventInput &event) { events.importEvent(event); });
                transaction.commit();
            }
            database.run(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")).finish();
            QVERIFY(QFile::rename(registryPath() + QStringLiteral(".part"), registryPath()));
        }
        m_session = std::make_unique<rd::desktop::DatabaseSession>();
        QVERIFY(*m_session->open(
            registryPath(), rd::desktop::Opening::ReadOnly, [](const QString &) { return true; }));
        const auto players = PlayerRepository(m_session->database()).players({}).size();
        qInfo("%zu registry players", players);
        QVERIFY(players >= std::size_t(kPlayers));
        m_view = std::make_unique<rd::ui::PlayerViewWindow>(
            *m_session, rd::ui::PlayerViewWindow::Closing::Quits);
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        m_search = m_view->findChild<QLineEdit *>(QStringLiteral("playerSearch"));
        m_found = m_view->findChild<QListView *>(QStringLiteral("playerList"))->model();
        // The first search reads the registry; the ones timed follow it.
        QTest::keyClicks(m_search, QStringLiteral("x"));
        m_search->clear();
    }

    void keystrokeToList_data()
    {
        QTest::addColumn<QString>("typed");
        // One letter finds most of the registry, a surname fewer, a name with its number one.
        QTest::newRow("one letter") << QStringLiteral("e");
        QTest::newRow("umlaut") << QStringLiteral("mü");
        QTest::newRow("surname") << QStringLiteral("weiss");
        QTest::newRow("given name") << QStringLiteral("weiss, anna");
        QTest::newRow("whole name") << QStringLiteral("müller, greta 12345");
    }

    void keystrokeToList()
    {
        QFETCH(QString, typed);
        m_search->clear();
        for (const QChar character : typed.chopped(1))
            typeCharacter(character);
        const QChar last = typed.back();
        int found = 0;
        QElapsedTimer clock;
        qint64 slowestTyped = 0;
        qint64 slowestErased = 0;
        QBENCHMARK
        {
            clock.start();
            typeCharacter(last);
            QCoreApplication::processEvents();
            found = m_found->rowCount();
            slowestTyped = std::max(slowestTyped, clock.restart());
            QTest::keyClick(m_search, Qt::Key_Backspace);
            QCoreApplication::processEvents();
            slowestErased = std::max(slowestErased, clock.elapsed());
        }
        qInfo("\"%s\": %d players found; slowest keystroke %lld ms typing the last letter, %lld ms "
              "erasing it",
            qPrintable(typed), found, slowestTyped, slowestErased);
    }

    void cleanupTestCase()
    {
        m_view.reset();
        m_session.reset();
    }

private:
    void typeCharacter(QChar character) { ::typeCharacter(m_search, character); }

    std::unique_ptr<rd::desktop::DatabaseSession> m_session;
    std::unique_ptr<rd::ui::PlayerViewWindow> m_view;
    QLineEdit *m_search = nullptr;
    QAbstractItemModel *m_found = nullptr;
};

QTEST_MAIN(BenchPlayerSearch)
#include "bench_playersearch.moc"
