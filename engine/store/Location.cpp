#include "engine/store/Location.h"

#include "engine/store/Database.h"

#include <QCoreApplication>
#include <QDir>
#include <QUrl>
#include <QUrlQuery>

#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

namespace rd::store {

namespace {

[[noreturn]] void refuse(const QString &text, const char *why)
{
    throw DatabaseError(DatabaseError::Kind::Other,
        (text + QStringLiteral(": ") + why).toStdString(),
        QCoreApplication::translate("rd::store::DatabaseError",
            "%1 is not a database address ratingdesk understands: write "
            "postgresql://user@host:port/database, with the password in PGPASSWORD.")
            .arg(text));
}

} // namespace

bool Location::isServer(const QString &text)
{
    return text.startsWith(QLatin1String("postgresql://"))
        || text.startsWith(QLatin1String("postgres://"));
}

QString Location::serverUrl(const QString &host, int port, const QString &user, const QString &name)
{
    QUrl url;
    url.setScheme(QStringLiteral("postgresql"));
    url.setUserName(user);
    if (host.startsWith(QLatin1Char('/'))) {
        QUrlQuery query;
        query.addQueryItem(QStringLiteral("host"), host);
        url.setQuery(query);
    } else {
        url.setHost(host);
    }
    if (port != kDefaultPort)
        url.setPort(port);
    url.setPath(QLatin1Char('/') + name);
    return url.toString(QUrl::FullyEncoded);
}

QString Location::loginName()
{
#ifdef Q_OS_UNIX
    if (const passwd *entry = getpwuid(geteuid()))
        return QString::fromLocal8Bit(entry->pw_name);
#endif
    return qEnvironmentVariable("USERNAME", qEnvironmentVariable("USER"));
}

Location Location::parse(const QString &text)
{
    Location location;
    if (!isServer(text)) {
        location.file = text;
        return location;
    }
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid())
        refuse(text, "not a URL");
    if (!url.password().isEmpty())
        refuse(text, "a password in the URL");
    location.kind = Kind::Postgresql;
    location.host = url.host();
    const QUrlQuery query(url);
    if (location.host.isEmpty())
        location.host = query.queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded);
    location.port = url.port();
    location.user = url.userName();
    location.databaseName = url.path().mid(1);
    if (location.databaseName.isEmpty() || location.databaseName.contains(QLatin1Char('/')))
        refuse(text, "no database name");
    return location;
}

QString Location::text() const
{
    if (kind == Kind::Sqlite)
        return QDir::toNativeSeparators(file);
    QString text = QStringLiteral("postgresql://");
    if (!user.isEmpty())
        text += user + QLatin1Char('@');
    if (!host.startsWith(QLatin1Char('/')))
        text += host;
    if (port >= 0)
        text += QLatin1Char(':') + QString::number(port);
    text += QLatin1Char('/') + databaseName;
    if (host.startsWith(QLatin1Char('/')))
        text += QStringLiteral("?host=") + host;
    return text;
}

} // namespace rd::store
