#pragma once

// Where a store test keeps a database: a file in a temporary directory, or, when the test runs
// with RD_TEST_BACKEND=postgresql, a database of its own on the PostgreSQL server that
// RD_TEST_POSTGRESQL names (the throw-away cluster of scripts/test).
#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>
#include <QUrlQuery>
#include <QVariant>
#include <QtGlobal>

#include <exception>

namespace rd::test {

class DatabaseLocation {
public:
    DatabaseLocation()
    {
        if (!onPostgresql()) {
            m_location = m_dir.filePath(QStringLiteral("club.sqlite"));
            return;
        }
        static int created = 0;
        m_name = QStringLiteral("rd_test_%1_%2")
                     .arg(QCoreApplication::applicationPid())
                     .arg(++created);
        if (const QString error = ask(QStringLiteral("CREATE DATABASE ") + m_name).error;
            !error.isEmpty())
            qFatal("%s cannot be created: %s", qPrintable(m_name), qPrintable(error));
        QUrl url(server());
        url.setPath(QLatin1Char('/') + m_name);
        m_location = url.toString();
    }

    ~DatabaseLocation()
    {
        if (m_name.isEmpty())
            return;
        // A test that ends without an exception has opened its database, which creates the
        // schema; without a table the store took the URL for a file name.
        const bool unused = std::uncaught_exceptions() == 0 && !hasTables();
        const QString error
            = ask(QStringLiteral("DROP DATABASE %1 WITH (FORCE)").arg(m_name)).error;
        if (!error.isEmpty())
            qWarning("%s cannot be dropped: %s", qPrintable(m_name), qPrintable(error));
        if (unused)
            qFatal("%s has no table after the test: the store did not open it on the server",
                qPrintable(m_location));
    }

    DatabaseLocation(const DatabaseLocation &) = delete;
    DatabaseLocation &operator=(const DatabaseLocation &) = delete;

    // What rd::store::Database opens: a file path or a postgresql:// URL.
    const QString &location() const { return m_location; }

    // On the server: the connections to this database other than the one asking. A killed
    // client's one stays until the server notices and finishes or rolls back its work.
    int otherConnections() const
    {
        const Answer others
            = ask(QStringLiteral("SELECT count(*) FROM pg_stat_activity"
                                 " WHERE datname = current_database() AND pid <> pg_backend_pid()"),
                m_name);
        if (!others.error.isEmpty())
            qFatal("the connections to %s cannot be counted: %s", qPrintable(m_name),
                qPrintable(others.error));
        return others.value.toInt();
    }

    static bool onPostgresql()
    {
        return qEnvironmentVariable("RD_TEST_BACKEND") == QLatin1String("postgresql");
    }

    // Why a test run on PostgreSQL cannot run here (for QSKIP in initTestCase), or nothing.
    static QString unavailable()
    {
        if (!onPostgresql())
            return {};
        if (server().isEmpty())
            return QStringLiteral("RD_TEST_POSTGRESQL names no server (scripts/test starts one "
                                  "where PostgreSQL is installed)");
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
            return QStringLiteral("Qt's QPSQL driver is not installed (libqt6sql6-psql)");
        return {};
    }

private:
    // postgresql://user@host:port/dbname, or postgresql://user@/dbname?host=SOCKET_DIRECTORY.
    static QString server() { return qEnvironmentVariable("RD_TEST_POSTGRESQL"); }

    bool hasTables() const
    {
        const Answer tables = ask(QStringLiteral("SELECT count(*) FROM information_schema.tables"
                                                 " WHERE table_schema NOT IN ('pg_catalog',"
                                                 " 'information_schema')"),
            m_name);
        return tables.value.toInt() > 0;
    }

    struct Answer {
        QVariant value; // the first column of the first row
        QString error; // the server's, if any
    };

    // Runs `sql` in `database`, by default the one RD_TEST_POSTGRESQL names.
    static Answer ask(const QString &sql, const QString &database = QString())
    {
        static int connections = 0;
        const QString name = QStringLiteral("rd_test_admin_%1").arg(++connections);
        Answer answer;
        {
            const QUrl url(server());
            const QString socketDirectory
                = QUrlQuery(url).queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded);
            QSqlDatabase admin = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            admin.setHostName(socketDirectory.isEmpty() ? url.host() : socketDirectory);
            if (url.port() != -1)
                admin.setPort(url.port());
            admin.setUserName(url.userName());
            admin.setPassword(url.password());
            admin.setDatabaseName(database.isEmpty() ? url.path().mid(1) : database);
            if (!admin.open()) {
                answer.error = admin.lastError().text();
            } else {
                QSqlQuery query(admin);
                if (!query.exec(sql))
                    answer.error = query.lastError().text();
                else if (query.next())
                    answer.value = query.value(0);
            }
        }
        QSqlDatabase::removeDatabase(name);
        return answer;
    }

    QTemporaryDir m_dir;
    QString m_name;
    QString m_location;
};

} // namespace rd::test
