#include "app/cli/GenerateCommand.h"

#include "app/cli/CommandGroup.h"
#include "engine/generator/HistoryGenerator.h"
#include "engine/store/EventLifecycle.h"
#include "engine/store/SessionLock.h"

#include <QCommandLineParser>
#include <QElapsedTimer>

namespace rd::cli {

namespace {

// The largest history generated: enough for any benchmark, made in minutes.
constexpr int kMostPlayers = 1'000'000;
constexpr int kMostGames = 10'000'000;

} // namespace

int runGenerateCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Fills a database with a generated rating history."));
    parser.addHelpOption();
    const QCommandLineOption players(QStringLiteral("players"),
        QStringLiteral("Number of players."), QStringLiteral("N"), QStringLiteral("1000"));
    const QCommandLineOption games(QStringLiteral("games"),
        QStringLiteral("Number of games, at least, as far as the players can play them by "
                       "November 2026."),
        QStringLiteral("M"), QStringLiteral("20000"));
    const QCommandLineOption seed(QStringLiteral("seed"),
        QStringLiteral("Seed of the random numbers."), QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption database = databaseOption();
    parser.addOptions({ players, games, seed, database });
    if (!parser.parse(arguments)) {
        err << "ratingdesk-cli generate: " << parser.errorText() << "\n";
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return 0;
    }
    GeneratorOptions options;
    bool ok[3] = { false, false, false };
    options.players = parser.value(players).toInt(&ok[0]);
    options.games = parser.value(games).toInt(&ok[1]);
    options.seed = parser.value(seed).toUInt(&ok[2]);
    if (!ok[0] || !ok[1] || !ok[2] || options.players < 2 || options.players > kMostPlayers
        || options.games < 1 || options.games > kMostGames || !parser.isSet(database)) {
        err << "ratingdesk-cli generate: --players (2 to " << kMostPlayers << "), --games (1 to "
            << kMostGames << "), --seed and --database are needed\n";
        return 2;
    }
    try {
        // A desktop session keeps the database to itself (see SessionLock), as for every
        // command that writes.
        store::SessionLock::ensureNoSession(parser.value(database));
        store::Database db(parser.value(database), store::Database::Opening::CreateIfMissing);
        store::EventLifecycle lifecycle(db);
        QElapsedTimer timer;
        timer.start();
        long count = 0;
        long gameCount = 0;
        generateHistory(options, [&](const EventInput &event) {
            store::ImportPlan generated;
            generated.event = event;
            const qint64 id = lifecycle.addImported(generated).orThrow().eventId;
            lifecycle.rate(id).orThrow();
            ++count;
            gameCount += static_cast<long>(event.chessGames.size() + event.goGames.size());
        });
        out << "generated " << count << " events with " << gameCount << " games in "
            << timer.elapsed() / 1000.0 << " s\n";
        return 0;
    } catch (const std::exception &error) {
        err << "ratingdesk-cli generate: " << store::userMessageOf(error) << "\n";
        return 1;
    }
}

} // namespace rd::cli
