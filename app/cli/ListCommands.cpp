#include "app/cli/ListCommands.h"

#include "engine/io/TextTable.h"
#include "engine/lists/DsbList.h"
#include "engine/lists/FideList.h"
#include "engine/store/RatingListRepository.h"
#include "engine/store/SessionLock.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>

namespace rd::cli {

namespace {

using store::RatingListRepository;

struct Options {
    QStringList positional;
    QString format;
    QString clubs;
    QString date;
};

int usage(QTextStream &err, const QString &message)
{
    err << "ratingdesk-cli lists: " << message << "\nTry 'ratingdesk-cli lists --help'.\n";
    return 2;
}

int printErrors(const QString &file, const QList<io::DocumentError> &errors, QTextStream &err)
{
    for (const io::DocumentError &error : errors)
        err << file << ": " << error.toString() << "\n";
    err << "ratingdesk-cli lists load: nothing loaded\n";
    return 2;
}

std::optional<QByteArray> readAll(const QString &path, QTextStream &err)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err << "ratingdesk-cli lists load: cannot read " << path << "\n";
        return std::nullopt;
    }
    return file.readAll();
}

int load(store::Database &database, const Options &options, QTextStream &out, QTextStream &err)
{
    if (options.positional.size() != 1)
        return usage(err, QStringLiteral("load needs one FILE"));
    const QString path = options.positional.first();
    if (options.format != QLatin1String("dsb") && options.format != QLatin1String("fide"))
        return usage(err, QStringLiteral("load needs --format dsb or --format fide"));
    if (!options.clubs.isEmpty() && options.format != QLatin1String("dsb"))
        return usage(err, QStringLiteral("--clubs belongs to --format dsb"));
    // The list is of the day given, or else of the day the file was written.
    const std::optional<Date> date = options.date.isEmpty()
        ? Date::fromIso(QFileInfo(path).lastModified().date().toString(Qt::ISODate).toStdString())
        : Date::fromIso(options.date.toStdString());
    if (!date)
        return usage(err, QStringLiteral("--date needs a date YYYY-MM-DD"));
    QList<io::DocumentError> errors;
    std::optional<store::RatingListInfo> loaded;
    RatingListRepository repository(database);
    if (options.format == QLatin1String("dsb")) {
        std::map<QString, QString> clubs;
        if (!options.clubs.isEmpty()) {
            const auto bytes = readAll(options.clubs, err);
            if (!bytes)
                return 1;
            const auto read = lists::readDsbClubs(*bytes, errors);
            if (!read)
                return printErrors(options.clubs, errors, err);
            clubs = *read;
        }
        const auto bytes = readAll(path, err);
        if (!bytes)
            return 1;
        const std::vector<lists::ListedPlayer> players
            = lists::readDsbPlayers(*bytes, clubs, errors);
        if (!errors.isEmpty())
            return printErrors(path, errors, err);
        loaded = repository.replaceList(QStringLiteral("dsb"), *date, QFileInfo(path).fileName(),
            [&](const RatingListRepository::AddPlayer &add) {
                for (const lists::ListedPlayer &player : players)
                    add(player);
                return true;
            });
    } else {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            err << "ratingdesk-cli lists load: cannot read " << path << "\n";
            return 1;
        }
        loaded = repository.replaceList(QStringLiteral("fide"), *date, QFileInfo(path).fileName(),
            [&](const RatingListRepository::AddPlayer &add) {
                return lists::readFidePlayers(file, add, errors) && errors.isEmpty();
            });
        if (!loaded)
            return printErrors(path, errors, err);
    }
    out << "Loaded the " << loaded->kind << " list of " << loaded->date.toIso().c_str() << ": "
        << loaded->players << " players\n";
    return 0;
}

QString number(const std::optional<int> &value)
{
    return value ? QString::number(*value) : QString();
}

int search(store::Database &database, const Options &options, QTextStream &out, QTextStream &err)
{
    if (options.positional.isEmpty())
        return usage(err, QStringLiteral("search needs a TEXT"));
    const auto matches
        = RatingListRepository(database).search(options.positional.join(QLatin1Char(' ')));
    io::TextTable table({ QStringLiteral("list"), QStringLiteral("name"), QStringLiteral("club") });
    for (const store::ListedMatch &match : matches) {
        const lists::ListedPlayer &player = match.player;
        table.addRow();
        table.set(QStringLiteral("list"), match.kind);
        table.set(QStringLiteral("name"), player.name);
        table.set(QStringLiteral("club"), player.clubName);
        table.set(QStringLiteral("born"), number(player.birthYear));
        table.set(QStringLiteral("sex"), player.sex);
        table.set(QStringLiteral("fed"), player.federation);
        table.set(QStringLiteral("title"), player.title);
        table.set(QStringLiteral("dsb id"), player.dsbId);
        table.set(QStringLiteral("fide id"), player.fideId);
        table.set(QStringLiteral("dwz"),
            player.dwz ? number(player.dwz) + QLatin1Char('-') + number(player.dwzIndex)
                       : QString());
        table.set(QStringLiteral("evaluated"),
            player.dwzYear ? QStringLiteral("%1-W%2")
                                 .arg(*player.dwzYear)
                                 .arg(*player.dwzWeek, 2, 10, QLatin1Char('0'))
                           : QString());
        table.set(QStringLiteral("elo"), number(player.standard.rating));
        table.set(QStringLiteral("rapid"), number(player.rapid.rating));
        table.set(QStringLiteral("blitz"), number(player.blitz.rating));
    }
    out << table.toString();
    return 0;
}

int show(store::Database &database, const Options &, QTextStream &out, QTextStream &)
{
    for (const store::RatingListInfo &list : RatingListRepository(database).lists()) {
        out << list.kind.leftJustified(4) << "  " << list.date.toIso().c_str() << "  "
            << list.players << " players  " << list.source << "\n";
    }
    return 0;
}

} // namespace

int runListsCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "The federations' rating lists, kept apart from the players of the events.\n\n"
        "Commands:\n"
        "  load --format dsb|fide FILE   replace the list of that kind (dsb: spieler.csv,\n"
        "                                fide: the XML rating list)\n"
        "  search TEXT                   players whose name, club or id starts with TEXT\n"
        "  show                          the lists loaded"));
    parser.addHelpOption();
    const QCommandLineOption databaseOption(QStringLiteral("database"),
        QStringLiteral("Use FILE instead of the default database."), QStringLiteral("FILE"));
    const QCommandLineOption formatOption(QStringLiteral("format"),
        QStringLiteral("dsb (spieler.csv) or fide (XML)."), QStringLiteral("F"));
    const QCommandLineOption clubsOption(QStringLiteral("clubs"),
        QStringLiteral("The DSB's club list (vereine.csv) for the club names."),
        QStringLiteral("FILE"));
    const QCommandLineOption dateOption(QStringLiteral("date"),
        QStringLiteral("The date of the list (default: the day the file was written)."),
        QStringLiteral("YYYY-MM-DD"));
    parser.addOptions({ databaseOption, formatOption, clubsOption, dateOption });
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("What to do."));
    if (!parser.parse(arguments))
        return usage(err, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }
    QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        return usage(err, QStringLiteral("a command is needed"));
    const QString command = positional.takeFirst();
    using Command = int (*)(store::Database &, const Options &, QTextStream &, QTextStream &);
    const std::map<QString, Command> commands = {
        { QStringLiteral("load"), load },
        { QStringLiteral("search"), search },
        { QStringLiteral("show"), show },
    };
    const auto found = commands.find(command);
    if (found == commands.end())
        return usage(err, QStringLiteral("unknown command '%1'").arg(command));
    try {
        const QString path = parser.isSet(databaseOption) ? parser.value(databaseOption)
                                                          : store::Database::defaultPath();
        if (command == QLatin1String("load"))
            store::SessionLock::ensureNoSession(path);
        store::Database database(path);
        const Options options { positional, parser.value(formatOption), parser.value(clubsOption),
            parser.value(dateOption) };
        return found->second(database, options, out, err);
    } catch (const std::exception &error) {
        err << "ratingdesk-cli lists " << command << ": " << store::userMessageOf(error) << "\n";
        return 1;
    }
}

} // namespace rd::cli
