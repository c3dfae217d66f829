#include "desktop/DatabaseLocation.h"

#include "engine/store/Database.h"
#include "engine/store/Location.h"

namespace rd::desktop {

static_assert(ServerAddress::kDefaultPort == store::Location::kDefaultPort);

std::optional<ServerAddress> ServerAddress::of(const QString &text)
{
    try {
        const store::Location location = store::Location::parse(text);
        if (location.kind != store::Location::Kind::Postgresql)
            return std::nullopt;
        return ServerAddress { location.host, location.port, location.user, location.databaseName };
    } catch (const std::exception &) {
        return std::nullopt; // a URL that does not parse fills nothing in
    }
}

QString ServerAddress::defaultUser()
{
    return store::Location::loginName();
}

QString ServerAddress::url() const
{
    return store::Location::serverUrl(host, port > 0 ? port : kDefaultPort, user, databaseName);
}

QString defaultDatabasePath()
{
    return store::Database::defaultPath();
}

bool isServerDatabase(const QString &text)
{
    return store::Location::isServer(text);
}

QString shownDatabase(const QString &text)
{
    try {
        return store::Location::parse(text).text();
    } catch (const std::exception &) {
        return text;
    }
}

} // namespace rd::desktop
