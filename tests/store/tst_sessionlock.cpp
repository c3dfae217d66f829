// One desktop session per database: the lock beside the file, who holds it, stale locks.
#include "engine/store/SessionLock.h"

#include <QCoreApplication>
#include <QFile>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

using rd::store::SessionLock;

class TestSessionLock : public QObject {
    Q_OBJECT

private slots:
    void theHolderIsNamedUntilTheSessionEnds()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        QVERIFY(!SessionLock::holderOf(database));
        {
            SessionLock session(database);
            QVERIFY(session.acquire());
            QVERIFY(QFile::exists(database + QStringLiteral(".lock")));
            const auto holder = SessionLock::holderOf(database);
            QVERIFY(holder);
            QCOMPARE(holder->process, QCoreApplication::applicationPid());
            QCOMPARE(holder->host, QSysInfo::machineHostName());
            QVERIFY(holder->describe().contains(QString::number(holder->process)));
            // A second session of the same database does not get it.
            SessionLock second(database);
            QVERIFY(!second.acquire());
        }
        // Closed: free again, and the lock file is gone.
        QVERIFY(!SessionLock::holderOf(database));
        QVERIFY(!QFile::exists(database + QStringLiteral(".lock")));
    }

    void aLockLeftByAnEndedProcessIsTakenOver()
    {
        QTemporaryDir dir;
        const QString database = dir.filePath(QStringLiteral("club.sqlite"));
        // What a crashed session leaves behind: QLockFile's lines (process id, application,
        // host) for a process id above Linux's largest (4194304), so no such process runs.
        QFile left(database + QStringLiteral(".lock"));
        QVERIFY(left.open(QIODevice::WriteOnly));
        left.write("4194305\nratingdesk\n" + QSysInfo::machineHostName().toUtf8() + "\n");
        left.close();
        QVERIFY(!SessionLock::holderOf(database));
        SessionLock session(database);
        QVERIFY(session.acquire());
    }
};

QTEST_GUILESS_MAIN(TestSessionLock)
#include "tst_sessionlock.moc"
