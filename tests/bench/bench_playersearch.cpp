// Issue target of the player view (issue 39, point 7): the player search keeps up with typing on a
// registry of 50 000 players, under 50 ms from a keystroke to the list of players found. The
// registry is a generated federation history (engine/generator) imported without rating, made
// once and kept in build/bench-data. Each iteration is two keystrokes on the real window: the
// last letter of the search typed into the search field, and Backspace; the list follows each.
#include "desktop/DatabaseSession.h"
#include "engine/generator/HistoryGenerator.h"
#include "engine/store/EventRepository.h"
#include "engine/store/PlayerRepository.h"
#include "ui/PlayerViewWindow.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QListView>
#include <QTest>

using namespace rd::store;

namespace {

constexpr int kPlayers = 50000;
// Enough games that every player plays at least once in the years he is active.
constexpr int kGames = 400000;

QString registryPath()
{
    const QString folder = QStringLiteral(RD_BENCH_DATA_DIR);
    QDir().mkpath(folder);
    return folder + QStringLiteral("/registry-%1.sqlite").arg(kPlayers);
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
            Transaction transaction(database);
            rd::generateHistory({ kPlayers, kGames, 39 },
                [&](const rd::EventInput &event) { events.importEvent(event); });
            transaction.commit();
            database.run(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")).finish();
            QVERIFY(QFile::rename(registryPath() + QStringLiteral(".part"), registryPath()));
        }
        m_session = std::make_unique<rd::desktop::DatabaseSession>();
        QVERIFY(m_session->open(
            registryPath(), Database::Opening::ReadOnly, [](const QString &) { return true; }));
        const auto players = PlayerRepository(m_session->database()).players({}).size();
        qInfo("%zu registry players", players);
        QVERIFY(players >= std::size_t(kPlayers) * 95 / 100);
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
        QTest::keyClicks(m_search, typed.chopped(1));
        const QChar last = typed.back();
        int found = 0;
        QBENCHMARK
        {
            QTest::keyClicks(m_search, QString(last));
            QCoreApplication::processEvents();
            found = m_found->rowCount();
            QTest::keyClick(m_search, Qt::Key_Backspace);
            QCoreApplication::processEvents();
        }
        qInfo("\"%s\": %d players found", qPrintable(typed), found);
    }

    void cleanupTestCase()
    {
        m_view.reset();
        m_session.reset();
    }

private:
    std::unique_ptr<rd::desktop::DatabaseSession> m_session;
    std::unique_ptr<rd::ui::PlayerViewWindow> m_view;
    QLineEdit *m_search = nullptr;
    QAbstractItemModel *m_found = nullptr;
};

QTEST_MAIN(BenchPlayerSearch)
#include "bench_playersearch.moc"
