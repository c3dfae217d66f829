#include "engine/store/Location.h"

#include "engine/store/Database.h"

#include <QCoreApplication>
#include <QDir>
#include <QUrl>
#include <QUrlQuery>

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
