#include "app/cli/ExchangeCommands.h"

#include "engine/io/CsvFormat.h"
#include "engine/io/EvaluationWriter.h"
#include "engine/io/ExchangeFormats.h"
#include "engine/store/EventRepository.h"

#include <QCommandLineParser>
#include <QFile>

namespace rd::cli {

namespace {

struct Parsed {
    QString format;
    QString database;
    QStringList positional;
    QString player;
};

std::optional<Parsed> parse(
    const QStringList &arguments, const QString &what, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(what);
    parser.addHelpOption();
    const QCommandLineOption format(QStringLiteral("format"),
        QStringLiteral("The format: csv, json, trf, h9 (import); csv, json, trf, dsb-text, "
                       "dsb-xml, h9 (export)."),
        QStringLiteral("F"));
    const QCommandLineOption database(QStringLiteral("database"),
        QStringLiteral("Use FILE instead of the default database."), QStringLiteral("FILE"));
    const QCommandLineOption player(QStringLiteral("player"),
        QStringLiteral("Only this player (csv export)."), QStringLiteral("NUMBER"));
    parser.addOptions({ format, database, player });
    if (!parser.parse(arguments)) {
        err << parser.errorText() << "\n";
        return std::nullopt;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return std::nullopt;
    }
    return Parsed { parser.value(format),
        parser.isSet(database) ? parser.value(database) : store::Database::defaultPath(),
        parser.positionalArguments(), parser.value(player) };
}

// The one FILE an import names, or nothing after saying why.
std::optional<QByteArray> readTheFile(const Parsed &options, QTextStream &err)
{
    if (options.positional.size() != 1) {
        err << "ratingdesk-cli import: one FILE is needed\n";
        return std::nullopt;
    }
    QFile file(options.positional.first());
    if (!file.open(QIODevice::ReadOnly)) {
        err << options.positional.first() << ": cannot read (" << file.errorString() << ")\n";
        return std::nullopt;
    }
    return file.readAll();
}

int importPlayers(const Parsed &options, QTextStream &out, QTextStream &err)
{
    const auto contents = readTheFile(options, err);
    if (!contents)
        return 2;
    QList<io::DocumentError> errors;
    const auto table = io::parseCsv(*contents, errors);
    const auto players = table
        ? io::readPlayers(*table, io::guessPlayerColumns(table->header), errors)
        : std::vector<io::CsvPlayer>();
    if (!errors.isEmpty()) {
        for (const io::DocumentError &error : errors)
            err << options.positional.first() << ", " << error.toString() << "\n";
        return 2;
    }
    store::Database database(options.database);
    store::EventRepository repository(database);
    store::Transaction transaction(database);
    for (const io::CsvPlayer &player : players)
        repository.savePlayer(
            { 0, player.name, player.birthDate, player.federationIds, player.startingStates });
    transaction.commit();
    out << "imported " << players.size() << " players (" << table->encoding << ")\n";
    return 0;
}

// An event file (json, trf, h9) as a draft event.
int importEvent(
    const Parsed &options, io::ExchangeFormat format, QTextStream &out, QTextStream &err)
{
    const auto contents = readTheFile(options, err);
    if (!contents)
        return 2;
    const io::EventImport read = io::readEvent(format, *contents);
    if (!read.event) {
        for (const io::DocumentError &error : read.errors)
            err << options.positional.first() << ", " << error.toString() << "\n";
        return 2;
    }
    store::Database database(options.database);
    store::EventRepository repository(database);
    store::Transaction transaction(database);
    const qint64 id = repository.importEvent(*read.event);
    transaction.commit();
    out << "imported event " << id << " (draft): " << QString::fromStdString(read.event->event.name)
        << "\n";
    return 0;
}

int exportEvent(
    const Parsed &options, io::ExchangeFormat format, QTextStream &out, QTextStream &err)
{
    bool ok = false;
    const qint64 id = options.positional.value(0).toLongLong(&ok);
    if (!ok) {
        err << "ratingdesk-cli export: an EVENT number is needed\n";
        return 2;
    }
    store::Database database(options.database);
    const auto written = io::writeEvent(format, store::EventRepository(database).document(id));
    if (!written) {
        err << "ratingdesk-cli export: event " << id << " cannot be written in this format\n";
        return 2;
    }
    out.flush();
    QFile stdoutFile;
    if (stdoutFile.open(stdout, QIODevice::WriteOnly))
        stdoutFile.write(*written);
    return 0;
}

// Every evaluation of every player (or of one), one row each.
int exportHistories(const Parsed &options, QTextStream &out)
{
    store::Database database(options.database);
    store::EventRepository repository(database);
    QList<QStringList> rows;
    for (const store::PlayerSummary &player : repository.players(QString())) {
        if (!options.player.isEmpty() && QString::number(player.id) != options.player)
            continue;
        for (const store::HistoryLine &line : repository.history(player.id, std::nullopt)) {
            rows << QStringList { QString::number(player.id), player.name, line.eventName,
                QString::fromStdString(line.endDate.toIso()), line.status,
                io::ratingStateText(line.before), io::ratingStateText(line.after) };
        }
    }
    out << QString::fromUtf8(
        io::writeCsv({ "player", "name", "event", "end date", "status", "before", "after" }, rows));
    return 0;
}

} // namespace

int runImportCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const auto options
        = parse(arguments, QStringLiteral("Imports a file into the database."), out, err);
    if (!options)
        return arguments.contains(QStringLiteral("--help")) ? 0 : 2;
    try {
        if (options->format == QLatin1String("csv"))
            return importPlayers(*options, out, err);
        const auto format = io::parseExchangeFormat(options->format);
        if (format == io::ExchangeFormat::EventDocument || format == io::ExchangeFormat::Trf
            || format == io::ExchangeFormat::H9)
            return importEvent(*options, *format, out, err);
        err << "ratingdesk-cli import: unknown --format '" << options->format
            << "' (csv, json, trf, h9)\n";
        return 2;
    } catch (const std::exception &error) {
        err << "ratingdesk-cli import: " << error.what() << "\n";
        return 1;
    }
}

int runExportCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const auto options = parse(arguments, QStringLiteral("Exports from the database."), out, err);
    if (!options)
        return arguments.contains(QStringLiteral("--help")) ? 0 : 2;
    try {
        if (options->format == QLatin1String("csv"))
            return exportHistories(*options, out);
        if (const auto format = io::parseExchangeFormat(options->format))
            return exportEvent(*options, *format, out, err);
        err << "ratingdesk-cli export: unknown --format '" << options->format
            << "' (csv, json, trf, dsb-text, dsb-xml, h9)\n";
        return 2;
    } catch (const std::exception &error) {
        err << "ratingdesk-cli export: " << error.what() << "\n";
        return 1;
    }
}

} // namespace rd::cli
