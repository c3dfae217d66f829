#include "app/cli/DatabaseCommands.h"
#include "app/cli/ExchangeCommands.h"
#include "app/cli/GenerateCommand.h"
#include "app/cli/ListCommands.h"
#include "app/cli/PairingCommands.h"
#include "engine/io/document/DocumentRater.h"
#include "ratingdesk/Version.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QTextStream>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#ifdef __GLIBC__
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif
#include <map>
#include <memory>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("cli", text);
}

int printUsageError(const QString &message)
{
    std::fprintf(stderr, "ratingdesk-cli: %s\nTry 'ratingdesk-cli --help'.\n", qPrintable(message));
    return 2;
}

int runRate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Rates an event document and prints the evaluation."));
    const QCommandLineOption pretty(QStringLiteral("pretty"), tr("Indented JSON."));
    const QCommandLineOption table(
        QStringLiteral("table"), tr("A table for people instead of JSON."));
    parser.addOption(pretty);
    parser.addOption(table);
    parser.addHelpOption();
    parser.addPositionalArgument(
        QStringLiteral("file"), tr("Event document, or - for standard input."));
    if (!parser.parse(arguments))
        return printUsageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.positionalArguments().size() != 1)
        return printUsageError(tr("rate needs exactly one FILE (or - for standard input)"));
    if (parser.isSet(pretty) && parser.isSet(table))
        return printUsageError(tr("--pretty and --table cannot be combined"));

    const auto output = parser.isSet(table) ? rd::io::RateOutput::Table
        : parser.isSet(pretty)              ? rd::io::RateOutput::Indented
                                            : rd::io::RateOutput::Compact;
    const rd::io::RateOutcome outcome
        = rd::io::rateFile(parser.positionalArguments().first(), output);
    if (!outcome.errorMessage.isEmpty())
        std::fprintf(stderr, "%s\n", qPrintable(outcome.errorMessage));
    QFile out;
    if (out.open(stdout, QIODevice::WriteOnly))
        out.write(outcome.output);
    return outcome.exitCode;
}

// Reports are laid out with fonts, which a GUI application provides; it needs no screen.
std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv)
{
    const bool report = argc > 2 && qstrcmp(argv[1], "db") == 0
        && std::any_of(
            argv + 2, argv + argc, [](const char *word) { return qstrcmp(word, "report") == 0; });
    if (!report)
        return std::make_unique<QCoreApplication>(argc, argv);
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    return std::make_unique<QGuiApplication>(argc, argv);
}

#ifdef __GLIBC__
// A command runs briefly over documents of megabytes. Memory it frees is kept for what it
// allocates next instead of going back to the system, and the heap grows in one piece that the
// kernel may back with 2 MB pages: rating a large section touched some 7000 pages of 4 KB, and
// faulting them in took longer than reading the document.
void prepareHeap()
{
    constexpr std::size_t kLargePage = std::size_t(2) << 20;
    constexpr std::size_t kHeapStep = std::size_t(64) << 20;
    mallopt(M_MMAP_THRESHOLD, 1 << 30);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    const auto start = reinterpret_cast<std::uintptr_t>(sbrk(0));
    void *volatile step = std::malloc(kHeapStep); // the heap grows by the step and keeps it
    std::free(step);
    const auto end = reinterpret_cast<std::uintptr_t>(sbrk(0));
    const std::uintptr_t first = (start + kLargePage - 1) & ~(kLargePage - 1);
    if (end > first)
        madvise(reinterpret_cast<void *>(first), end - first, MADV_HUGEPAGE);
}
#endif

} // namespace

int main(int argc, char **argv)
{
#ifdef __GLIBC__
    prepareHeap();
#endif
    const std::unique_ptr<QCoreApplication> application = makeApplication(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ratingdesk-cli"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(rd::kVersion));

    QCommandLineParser parser;
    parser.setApplicationDescription(tr(
        "ratingdesk on the command line.\n\nCommands:\n  rate [--pretty | --table] FILE   "
        "rate an event document (- reads standard input)\n  db COMMAND ...                   "
        "the local database (ratingdesk-cli db --help)\n  generate --players N --games M ...  "
        "fill a database with a generated history\n  import --format F FILE           "
        "import a file (csv: players; --create: a new database)\n  export --format F               "
        " "
        "export from the database (csv: ratings and histories)\n  lists COMMAND ...                "
        "the DSB and FIDE rating lists (ratingdesk-cli lists --help)\n  pairings COMMAND ...       "
        "      "
        "pair Swiss rounds by the FIDE Dutch system (ratingdesk-cli pairings --help)"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("command"), tr("The command to run."));
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    if (!parser.parse(QCoreApplication::arguments()))
        return printUsageError(parser.errorText());
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(QStringLiteral("help")) || positional.isEmpty())
        parser.showHelp(positional.isEmpty() && !parser.isSet(QStringLiteral("help")) ? 2 : 0);

    const QString command = positional.first();
    QStringList commandArguments = positional;
    commandArguments[0] = QStringLiteral("ratingdesk-cli ") + command;
    if (command == QLatin1String("rate"))
        return runRate(commandArguments);
    const std::map<QString, int (*)(const QStringList &, QTextStream &, QTextStream &)> commands = {
        { QStringLiteral("db"), rd::cli::runDatabaseCommand },
        { QStringLiteral("generate"), rd::cli::runGenerateCommand },
        { QStringLiteral("import"), rd::cli::runImportCommand },
        { QStringLiteral("export"), rd::cli::runExportCommand },
        { QStringLiteral("lists"), rd::cli::runListsCommand },
        { QStringLiteral("pairings"), rd::cli::runPairingsCommand },
    };
    if (const auto found = commands.find(command); found != commands.end()) {
        QTextStream out(stdout);
        QTextStream err(stderr);
        return found->second(commandArguments, out, err);
    }
    return printUsageError(tr("unknown command '%1'").arg(command));
}
