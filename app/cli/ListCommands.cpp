#include "app/cli/ListCommands.h"

#include "app/cli/CommandGroup.h"
#include "engine/io/TextTable.h"
#include "engine/store/RatingListLoader.h"

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
    return cli::usage(err, QStringLiteral("lists"), message);
}

using Command = int (*)(store::Database &, const Options &, QTextStream &, QTextStream &);

int load(store::Database &database, const Options &options, QTextStream &out, QTextStream &err)
{
    if (options.positional.size() != 1)
        return usage(err, QStringLiteral("load needs one FILE"));
    const QString path = options.positional.first();
    if (options.format != QLatin1String("dsb") && options.format != QLatin1String("fide"))
        return usage(err, QStringLiteral("load needs --format dsb or --format fide"));
    if (!options.clubs.isEmpty() && options.format != QLatin1String("dsb"))
        return usage(err, QStringLiteral("--clubs belongs to --format dsb"));
    const std::optional<Date> date
        = options.date.isEmpty() ? std::nullopt : Date::fromIso(options.date.toStdString());
    if (!options.date.isEmpty() && !date)
        return usage(err, QStringLiteral("--date needs a date YYYY-MM-DD"));
    store::RatingListLoader loader(database);
    const store::ListLoad load = options.format == QLatin1String("dsb")
        ? loader.loadDsb(path, options.clubs, date)
        : loader.loadFide(path, date);
    // The file, and the file in the archive that a line belongs to: "LV-0-csv.zip: spieler.csv".
    const auto placeOf = [&load](const io::DocumentError &said) {
        return load.member.isEmpty() || said.path == QLatin1String("(file)")
            ? load.file
            : load.file + QStringLiteral(": ") + load.member;
    };
    if (!load.loaded) {
        for (const io::DocumentError &problem : load.problems)
            err << placeOf(problem) << ": " << problem.toString() << "\n";
        err << "ratingdesk-cli lists load: nothing loaded\n";
        return 2;
    }
    for (const io::DocumentError &warning : load.warnings)
        err << placeOf(warning) << ": warning: " << warning.toString() << "\n";
    out << "Loaded the " << load.loaded->kind << " list of " << load.loaded->date.toIso().c_str()
        << ": " << load.loaded->players << " players\n";
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
    for (const model::ListedMatch &match : matches) {
        const model::ListedPlayer &player = match.player;
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
    for (const model::RatingListInfo &list : RatingListRepository(database).lists()) {
        out << list.kind.leftJustified(4) << "  " << list.date.toIso().c_str() << "  "
            << list.players << " players  " << list.source << "\n";
    }
    return 0;
}

// What `ratingdesk-cli lists --help` says.
constexpr char kHelp[]
    = R"(The federations' rating lists, kept apart from the players of the events.

Commands:
  load --format dsb|fide FILE   replace the list of that kind (dsb: the archive
                                LV-0-csv.zip or its spieler.csv, fide: the XML
                                rating list)
  search TEXT                   players whose name, club or id starts with TEXT
  show                          the lists loaded)";

} // namespace

int runListsCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandGroup group(QStringLiteral("lists"), QString::fromUtf8(kHelp),
        { { "format", "dsb (LV-0-csv.zip or spieler.csv) or fide (XML).", "F" },
            { "clubs",
                "The DSB's club list (vereine.csv) for the club names; the archive brings its "
                "own.",
                "FILE" },
            { "date", "The date of the list (default: the day the file was written).",
                "YYYY-MM-DD" } });
    const auto withOptions = [&out, &err](Command command) {
        return [&out, &err, command](store::Database &database, const QCommandLineParser &parser,
                   const QStringList &positional) {
            const Options options { positional, parser.value(QStringLiteral("format")),
                parser.value(QStringLiteral("clubs")), parser.value(QStringLiteral("date")) };
            return command(database, options, out, err);
        };
    };
    constexpr auto kWrites = store::Database::Opening::ReadWrite;
    group.add(QStringLiteral("load"), withOptions(load), kWrites);
    group.add(QStringLiteral("search"), withOptions(search));
    group.add(QStringLiteral("show"), withOptions(show));
    return group.run(arguments, out, err);
}

} // namespace rd::cli
