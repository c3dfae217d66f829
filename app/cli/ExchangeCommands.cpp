#include "app/cli/ExchangeCommands.h"

#include "app/cli/CommandGroup.h"
#include "app/cli/ImportCommand.h"
#include "engine/io/ExchangeFormats.h"
#include "engine/io/SubmissionCheck.h"
#include "engine/io/csv/CsvFormat.h"
#include "engine/store/EventExport.h"
#include "engine/store/EventRepository.h"
#include "engine/store/HistoryRepository.h"
#include "engine/store/SessionLock.h"
#include "report/EventWebSite.h"
#include "report/RatingStateText.h"

#include <QCommandLineParser>
#include <QDate>
#include <QFile>
#include <QTranslator>

#include <algorithm>

namespace rd::cli {

namespace {

// The US Chess rating report: three files in a folder, not one file (uscf-report.md).
const QLatin1String kUscfReport("uscf-dbf");

struct Parsed {
    QString format;
    QString database;
    QStringList positional;
    QString player;
    bool create = false;
    bool checkOnly = false;
};

std::optional<Parsed> parse(
    const QStringList &arguments, const QString &what, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(what);
    parser.addHelpOption();
    const QCommandLineOption format(QStringLiteral("format"),
        QStringLiteral("The format: csv, json, trf, h9, uscf-dbf (import); csv, json, trf, trf26, "
                       "dsb-text, dsb-xml, h9, uscf-dbf, html (export). uscf-dbf is the US Chess "
                       "rating report, three files in a FOLDER: import --format uscf-dbf FOLDER, "
                       "export --format uscf-dbf EVENT FOLDER. html is the event as web pages in "
                       "a FOLDER (index.html links the rest): export --format html EVENT FOLDER."),
        QStringLiteral("F"));
    const QCommandLineOption database = databaseOption();
    const QCommandLineOption player(QStringLiteral("player"),
        QStringLiteral("Only this player (csv export)."), QStringLiteral("NUMBER"));
    const QCommandLineOption create(QStringLiteral("create"),
        QStringLiteral("Make the database first if there is none (import)."));
    const QCommandLineOption checkOnly(QStringLiteral("check-only"),
        QStringLiteral("Export: write nothing, list what the federation the format goes to "
                       "requires and the event lacks (dsb-text, dsb-xml, trf, trf26, h9, "
                       "uscf-dbf)."));
    parser.addOptions({ format, database, player, create, checkOnly });
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
        parser.positionalArguments(), parser.value(player), parser.isSet(create),
        parser.isSet(checkOnly) };
}

QString problemLine(const checks::Problem &problem)
{
    return (problem.severity == checks::Severity::Error ? QStringLiteral("error: ")
                                                        : QStringLiteral("warning: "))
        + problem.message;
}

// `export --check-only`: the problems one per line; status 3 when there is an error, something
// the federation requires.
int printSubmissionCheck(store::Database &database, qint64 id,
    std::optional<io::ExchangeFormat> format, io::Federation federation, QTextStream &out)
{
    const std::vector<checks::Problem> problems
        = io::submissionProblems(store::EventRepository(database).file(id), federation, format);
    if (problems.empty())
        out << "Nothing " << io::federationAsSubject(federation) << " requires is missing.\n";
    for (const checks::Problem &problem : problems)
        out << problemLine(problem) << "\n";
    const bool refused = std::any_of(problems.begin(), problems.end(),
        [](const checks::Problem &problem) { return problem.severity == checks::Severity::Error; });
    return refused ? 3 : 0;
}

// What the federation would send back is said, and the file written all the same.
void warnOfSubmissionProblems(store::Database &database, qint64 id,
    std::optional<io::ExchangeFormat> format, io::Federation federation, QTextStream &err)
{
    for (const checks::Problem &problem :
        io::submissionProblems(store::EventRepository(database).file(id), federation, format))
        err << "warning: " << problem.message << "\n";
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
    const WaitingLine waiting(err);
    store::Database database(options.database, store::Database::Opening::ReadOnly);
    const auto federation = io::federationOf(format);
    if (options.checkOnly) {
        if (!federation) {
            err << "ratingdesk-cli export: --format " << options.format
                << " goes to no federation; nothing to check\n";
            return 2;
        }
        return printSubmissionCheck(database, id, format, *federation, out);
    }
    const auto written = store::exportEvent(database, id, format);
    if (!written) {
        err << "ratingdesk-cli export: event " << id << " cannot be written in this format\n";
        return 2;
    }
    if (federation)
        warnOfSubmissionProblems(database, id, format, *federation, err);
    out.flush();
    QFile stdoutFile;
    if (stdoutFile.open(stdout, QIODevice::WriteOnly))
        stdoutFile.write(*written);
    return 0;
}

// The US Chess rating report of EVENT into FOLDER, or its problems, each at its place.
int exportUscfReport(const Parsed &options, QTextStream &out, QTextStream &err)
{
    bool ok = false;
    const qint64 id = options.positional.value(0).toLongLong(&ok);
    if (!ok || options.positional.size() != (options.checkOnly ? 1 : 2)) {
        err << "ratingdesk-cli export: an EVENT number and a FOLDER are needed\n";
        return 2;
    }
    const WaitingLine waiting(err);
    store::Database database(options.database, store::Database::Opening::ReadOnly);
    if (options.checkOnly)
        return printSubmissionCheck(database, id, std::nullopt, io::Federation::UsChess, out);
    const QDate today = QDate::currentDate();
    const io::UscfReportWriting written
        = store::exportUscfReport(database, id, Date { today.year(), today.month(), today.day() });
    if (!written.files) {
        err << "ratingdesk-cli export: event " << id
            << " cannot be reported to US Chess; nothing was written:\n";
        for (const io::DocumentError &problem : written.problems)
            err << "  " << problem.toString() << "\n";
        return 2;
    }
    const QString folder = options.positional.at(1);
    if (const auto failed = io::saveUscfReport(*written.files, folder)) {
        err << "ratingdesk-cli export: " << *failed << "\n";
        return 1;
    }
    warnOfSubmissionProblems(database, id, std::nullopt, io::Federation::UsChess, err);
    out << "US Chess rating report of event " << id << " written to " << folder << "\n";
    return 0;
}

// The event as a small web site in FOLDER (report::eventWebSite), in the user's language.
int exportWebSite(const Parsed &options, QTextStream &out, QTextStream &err)
{
    bool ok = false;
    const qint64 id = options.positional.value(0).toLongLong(&ok);
    if (!ok || options.positional.size() != 2) {
        err << "ratingdesk-cli export: an EVENT number and a FOLDER are needed\n";
        return 2;
    }
    QTranslator language;
    speakUsersLanguage(language);
    const WaitingLine waiting(err);
    store::Database database(options.database, store::Database::Opening::ReadOnly);
    const EventInput event = store::EventRepository(database).document(id);
    const QString folder = options.positional.at(1);
    if (const auto failed = report::saveWebSite(report::eventWebSite(event), folder)) {
        err << "ratingdesk-cli export: " << *failed << "\n";
        return 1;
    }
    out << "Web pages of event " << id << " written to " << folder << " (open index.html)\n";
    return 0;
}

// Every evaluation of every player (or of one), one row each.
int exportHistories(const Parsed &options, QTextStream &out, QTextStream &err)
{
    const WaitingLine waiting(err);
    store::Database database(options.database, store::Database::Opening::ReadOnly);
    store::HistoryRepository histories(database);
    QList<QStringList> rows;
    for (const model::PlayerSummary &player :
        store::PlayerRepository(database).players(QString())) {
        if (!options.player.isEmpty() && QString::number(player.id) != options.player)
            continue;
        for (const model::HistoryLine &line : histories.history(player.id, std::nullopt)) {
            rows << QStringList { QString::number(player.id), player.name, line.eventName,
                QString::fromStdString(line.endDate.toIso()), line.status,
                report::RatingStateText::of(line.before), report::RatingStateText::of(line.after) };
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
    if (options->positional.size() != 1) {
        err << "ratingdesk-cli import: one FILE is needed\n";
        return 2;
    }
    try {
        store::SessionLock::ensureNoSession(options->database);
        const WaitingLine waiting(err);
        store::Database database(options->database,
            options->create ? store::Database::Opening::CreateIfMissing
                            : store::Database::Opening::ReadWrite);
        if (options->format == kUscfReport)
            return importUscfReport(database, options->positional.first(), out, err);
        return importFile(database, options->positional.first(), options->format, out, err);
    } catch (const std::exception &error) {
        err << "ratingdesk-cli import: " << store::userMessageOf(error) << "\n";
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
            return exportHistories(*options, out, err);
        if (options->format == kUscfReport)
            return exportUscfReport(*options, out, err);
        if (options->format == QLatin1String("html"))
            return exportWebSite(*options, out, err);
        if (const auto format = io::parseExchangeFormat(options->format))
            return exportEvent(*options, *format, out, err);
        err << "ratingdesk-cli export: unknown --format '" << options->format
            << "' (csv, json, trf, trf26, dsb-text, dsb-xml, h9, uscf-dbf, html)\n";
        return 2;
    } catch (const std::exception &error) {
        err << "ratingdesk-cli export: " << store::userMessageOf(error) << "\n";
        return 1;
    }
}

} // namespace rd::cli
