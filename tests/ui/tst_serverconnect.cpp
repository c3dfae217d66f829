// File > Connect to server… with the keyboard alone: the URL the dialog makes of what was typed,
// a server that is not there said in a sentence with the dialog back as typed, and (with
// RD_TEST_POSTGRESQL naming a throw-away cluster) a database on a real server opened. A typed
// password lives in the process's environment only, never in the settings.
#include "engine/store/Location.h"
#include "tests/ui/DialogScript.h"
#include "tests/ui/Keyboard.h"
#include "ui/database/ServerConnectDialog.h"
#include "ui/window/MainWindow.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using rd::test::DialogScript;
using rd::test::focus;
using rd::test::press;
using rd::test::type;

namespace {

void activate(QWidget &window)
{
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
}

// A menu of the menu bar by its mnemonic, then an item by its own.
void menu(QWidget &window, Qt::Key menuKey, Qt::Key itemKey)
{
    QTest::keyClick(&window, menuKey, Qt::AltModifier);
    QTRY_VERIFY(qobject_cast<QMenu *>(QApplication::activePopupWidget()));
    QTest::keyClick(QApplication::activePopupWidget(), itemKey);
}

// The field of a label's mnemonic, emptied and typed into.
void fill(Qt::Key mnemonic, const QString &text)
{
    press(mnemonic, Qt::AltModifier);
    press(Qt::Key_A, Qt::ControlModifier);
    press(Qt::Key_Delete);
    type(text);
}

struct Typed {
    QString server;
    int port = rd::store::Location::kDefaultPort;
    QString database;
    QString user;
    QString password;
};

// Fills the connect dialog in with the keyboard and presses Enter.
DialogScript::Step connectWith(const Typed &typed)
{
    return [typed](QWidget *dialog) {
        QVERIFY(qobject_cast<rd::ui::ServerConnectDialog *>(dialog));
        fill(Qt::Key_S, typed.server);
        fill(Qt::Key_O, QString::number(typed.port));
        fill(Qt::Key_D, typed.database);
        fill(Qt::Key_U, typed.user);
        fill(Qt::Key_W, typed.password);
        press(Qt::Key_Return);
    };
}

QString textOf(QWidget *dialog, const char *name)
{
    return dialog->findChild<QLineEdit *>(QLatin1String(name))->text();
}

// Everything the settings hold, as one text.
QString allSettings()
{
    QSettings settings;
    QStringList values;
    for (const QString &key : settings.allKeys())
        values << key + QLatin1Char('=') + settings.value(key).toStringList().join(QLatin1Char(','))
                + settings.value(key).toString();
    return values.join(QLatin1Char('\n'));
}

// A database of its own on the throw-away cluster that RD_TEST_POSTGRESQL names, dropped at the
// end (the server's administration, not the store's: a raw connection).
class ScratchDatabase {
public:
    ScratchDatabase()
        : m_name(QStringLiteral("rd_connect_%1").arg(QCoreApplication::applicationPid()))
    {
    }

    ~ScratchDatabase()
    {
        if (QSqlDatabase::contains(kConnection)) {
            run(QStringLiteral("DROP DATABASE IF EXISTS %1").arg(m_name));
            QSqlDatabase::database(kConnection).close();
        }
        QSqlDatabase::removeDatabase(kConnection);
    }

    // An empty string, or why the cluster refused.
    QString create(const rd::store::Location &admin)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), kConnection);
        if (!admin.host.isEmpty())
            db.setHostName(admin.host);
        if (admin.port >= 0)
            db.setPort(admin.port);
        db.setUserName(admin.user);
        db.setDatabaseName(admin.databaseName);
        if (!db.open())
            return db.lastError().text();
        return run(QStringLiteral("CREATE DATABASE %1").arg(m_name));
    }

    const QString &name() const { return m_name; }

private:
    static constexpr QLatin1String kConnection { "scratch" };

    static QString run(const QString &sql)
    {
        QSqlQuery query(QSqlDatabase::database(kConnection));
        return query.exec(sql) ? QString() : sql + QStringLiteral(": ") + query.lastError().text();
    }

    QString m_name;
};

} // namespace

class TestServerConnect : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toLocal8Bit());
        QSettings().clear();
    }

    void theDialogWritesTheUrl()
    {
        rd::ui::ServerConnectDialog dialog;
        activate(dialog);
        QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QCOMPARE(textOf(&dialog, "serverEdit"), QStringLiteral("localhost"));
        QCOMPARE(textOf(&dialog, "portField"), QStringLiteral("5432"));
        QCOMPARE(textOf(&dialog, "userEdit"), rd::store::Location::loginName());
        QVERIFY(!ok->isEnabled()); // no database yet

        fill(Qt::Key_S, QStringLiteral("db.club.example"));
        fill(Qt::Key_O, QStringLiteral("5433"));
        fill(Qt::Key_D, QStringLiteral("club"));
        fill(Qt::Key_U, QStringLiteral("director"));
        QVERIFY(ok->isEnabled());
        QCOMPARE(dialog.url(), QStringLiteral("postgresql://director@db.club.example:5433/club"));

        // PostgreSQL's own port is left out; a socket directory goes into ?host=.
        fill(Qt::Key_O, QStringLiteral("5432"));
        QCOMPARE(dialog.url(), QStringLiteral("postgresql://director@db.club.example/club"));
        fill(Qt::Key_S, QStringLiteral("/run/postgresql"));
        QCOMPARE(dialog.url(), QStringLiteral("postgresql://director@/club?host=/run/postgresql"));
        const rd::store::Location read = rd::store::Location::parse(dialog.url());
        QCOMPARE(read.host, QStringLiteral("/run/postgresql"));
        QCOMPARE(read.user, QStringLiteral("director"));
        QCOMPARE(read.databaseName, QStringLiteral("club"));

        fill(Qt::Key_W, QStringLiteral("secret"));
        QCOMPARE(dialog.password(), QStringLiteral("secret"));
        QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("passwordEdit"))->echoMode(),
            QLineEdit::Password);
        fill(Qt::Key_U, QString());
        QVERIFY(!ok->isEnabled()); // no user
    }

    void aServerThatIsNotThereBringsTheDialogBack()
    {
        qunsetenv("PGPASSWORD");
        const QString file = m_dir.filePath(QStringLiteral("club.sqlite"));
        rd::ui::MainWindow window(file);
        activate(window);
        const Typed typed { QStringLiteral("/nonexistent-dir"), 5432, QStringLiteral("club"),
            QStringLiteral("director"), QStringLiteral("wrong") };
        QString sentence;
        QString server, database, user, password;
        {
            DialogScript script({ connectWith(typed),
                [&sentence](QWidget *box) {
                    QVERIFY(qobject_cast<QMessageBox *>(box));
                    sentence = qobject_cast<QMessageBox *>(box)->text();
                    press(Qt::Key_Return);
                },
                [&](QWidget *dialog) {
                    QVERIFY(qobject_cast<rd::ui::ServerConnectDialog *>(dialog));
                    server = textOf(dialog, "serverEdit");
                    database = textOf(dialog, "databaseEdit");
                    user = textOf(dialog, "userEdit");
                    password = textOf(dialog, "passwordEdit");
                    press(Qt::Key_Escape);
                } });
            menu(window, Qt::Key_F, Qt::Key_S);
            QTRY_VERIFY(script.done());
        }
        QVERIFY2(sentence.contains(QStringLiteral("cannot be reached")), qPrintable(sentence));
        QVERIFY2(
            sentence.contains(QStringLiteral("postgresql://director@/club?host=/nonexistent-dir")),
            qPrintable(sentence));
        QCOMPARE(server, typed.server);
        QCOMPARE(database, typed.database);
        QCOMPARE(user, typed.user);
        QCOMPARE(password, QString()); // the refused password is cleared ...
        QVERIFY(!qEnvironmentVariableIsSet("PGPASSWORD")); // ... and taken back
        QCOMPARE(window.databasePath(), file); // the file stays open
        QVERIFY(!allSettings().contains(QStringLiteral("wrong")));
    }

    void aDatabaseOnAServerOpens()
    {
        const QString admin = qEnvironmentVariable("RD_TEST_POSTGRESQL");
        if (admin.isEmpty())
            QSKIP("RD_TEST_POSTGRESQL names no throw-away PostgreSQL cluster "
                  "(postgresql://user@/postgres?host=/its/socket/directory)");
        const rd::store::Location cluster = rd::store::Location::parse(admin);
        ScratchDatabase scratch;
        const QString refused = scratch.create(cluster);
        QVERIFY2(refused.isEmpty(), qPrintable(refused));
        QSettings().remove(QStringLiteral("recentDatabases"));
        const QString file = m_dir.filePath(QStringLiteral("server-test.sqlite"));
        // The cluster lets its user in without a password (or takes it from the environment):
        // one typed here is put where the client library looks, and nowhere else.
        const QString password = qEnvironmentVariable("PGPASSWORD", QStringLiteral("typed-only"));
        const QString host = cluster.host.isEmpty() ? QStringLiteral("localhost") : cluster.host;
        const int port = cluster.port > 0 ? cluster.port : rd::store::Location::kDefaultPort;
        const QString url
            = rd::store::Location::serverUrl(host, port, cluster.user, scratch.name());
        {
            rd::ui::MainWindow window(file);
            activate(window);
            {
                DialogScript script(
                    { connectWith({ host, port, scratch.name(), cluster.user, password }) });
                menu(window, Qt::Key_F, Qt::Key_S);
                QTRY_VERIFY(script.done());
            }
            QTRY_COMPARE(window.databasePath(), url);
            QCOMPARE(window.statusBar()->currentMessage(),
                QStringLiteral("Database: %1").arg(rd::store::Location::parse(url).text()));
            QCOMPARE(
                window.findChild<QTableView *>(QStringLiteral("eventTable"))->model()->rowCount(),
                0);
            QCOMPARE(qEnvironmentVariable("PGPASSWORD"), password);
            QVERIFY(!allSettings().contains(password));
            QCOMPARE(
                QSettings().value(QStringLiteral("recentDatabases")).toStringList().value(0), url);

            // Back to the file, then the server again from the recent databases.
            QVERIFY(window.openDatabase(file));
            activate(window);
            menu(window, Qt::Key_F, Qt::Key_R);
            QTRY_VERIFY(QApplication::activePopupWidget()
                && QApplication::activePopupWidget()->actions().size() == 2);
            auto *recent = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            const QString shown = rd::store::Location::parse(url).text();
            for (int step = 0;
                 step < 3 && !(recent->activeAction() && recent->activeAction()->text() == shown);
                 ++step)
                QTest::keyClick(recent, Qt::Key_Down);
            QCOMPARE(recent->activeAction()->text(), shown);
            QTest::keyClick(recent, Qt::Key_Return);
            QTRY_COMPARE(window.databasePath(), url);
        }
        qunsetenv("PGPASSWORD");
    }

    void germanWords()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/ratingdesk_de.qm")));
        QCoreApplication::installTranslator(&german);
        {
            rd::ui::MainWindow window(m_dir.filePath(QStringLiteral("german.sqlite")));
            auto *connect = window.findChild<QAction *>(QStringLiteral("actionConnectToServer"));
            QCOMPARE(connect->text(), QStringLiteral("Mit &Server verbinden…"));
            rd::ui::ServerConnectDialog dialog;
            QCOMPARE(dialog.windowTitle(), QStringLiteral("Mit Server verbinden"));
            QStringList labels;
            for (QLabel *label : dialog.findChildren<QLabel *>()) {
                if (label->buddy())
                    labels << label->text();
            }
            QCOMPARE(labels,
                QStringList({ QStringLiteral("&Server"), QStringLiteral("P&ort"),
                    QStringLiteral("&Datenbank"), QStringLiteral("&Benutzer"),
                    QStringLiteral("Pass&wort") }));
        }
        QCoreApplication::removeTranslator(&german);
    }
};

QTEST_MAIN(TestServerConnect)
#include "tst_serverconnect.moc"
