#include "app/cli/DatabaseCommands.h"

#include "app/cli/CommandGroup.h"
#include "app/cli/ImportCommand.h"
#include "app/cli/PairingCommands.h"
#include "engine/edit/ChessEventEdit.h"
#include "engine/edit/CrosstableNotation.h"
#include "engine/io/TextTable.h"
#include "engine/io/document/EvaluationWriter.h"
#include "engine/io/document/EventDocumentReader.h"
#include "engine/io/document/EventDocumentWriter.h"
#include "engine/model/Rounds.h"
#include "engine/rating/Evaluator.h"
#include "engine/standings/Standings.h"
#include "engine/standings/TieOrder.h"
#include "engine/store/DatabaseBackup.h"
#include "engine/store/DatabaseCopy.h"
#include "engine/store/EvaluationService.h"
#include "engine/store/EventLifecycle.h"
#include "engine/store/SessionLock.h"
#include "report/DisplayNames.h"
#include "report/EventReport.h"
#include "report/PagedPrinter.h"
#include "report/PairingExplanationText.h"
#include "report/RatingStateText.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTranslator>

#include <functional>

namespace rd::cli {

namespace {

using store::Database;
using store::EvaluationService;
using store::EventRepository;

struct Context {
    QStringList positional;
    QString system;
    QString search;
    QTextStream &out;
    QTextStream &err;
    QString afterRound; // standings, report
    QString tieBreaks;
    QString kind; // report
    QString pdf;
    QString paper;
    QString to; // copy
    QString seed; // lots
    QString round; // report: the pairings' round
};

int usage(QTextStream &err, const QString &message)
{
    return cli::usage(err, QStringLiteral("db"), message);
}

std::optional<qint64> eventArgument(const Context &context)
{
    bool ok = false;
    const qint64 id = context.positional.value(0).toLongLong(&ok);
    return ok ? std::optional(id) : std::nullopt;
}

void printChanges(const model::Plan &plan, QTextStream &out)
{
    if (plan.changes.empty())
        return;
    out << "\nRatings that change in events already rated:\n";
    for (const model::RatingChange &change : plan.changes) {
        out << "  " << change.event.endDate.toIso().c_str() << "  " << change.event.name << ": "
            << change.playerName << "  " << report::RatingStateText::of(change.storedAfter)
            << " -> " << report::RatingStateText::of(change.newAfter) << "\n";
    }
}

int importDocument(Database &database, const Context &context)
{
    if (context.positional.size() != 1)
        return usage(context.err, QStringLiteral("import needs one FILE"));
    return importFile(database, context.positional.first(), QString(), context.out, context.err);
}

int previewOrCommit(Database &database, const Context &context, bool commit)
{
    const auto id = eventArgument(context);
    if (!id)
        return usage(context.err, QStringLiteral("an EVENT number is needed"));
    store::EventLifecycle lifecycle(database);
    const model::Plan plan = (commit ? lifecycle.rate(*id) : lifecycle.preview(*id)).orThrow();
    const model::PlannedEvaluation &first = plan.evaluations.front();
    context.out << io::formatEvaluationTable(first.input, first.evaluation);
    printChanges(plan, context.out);
    if (commit) {
        context.out << "\nevent " << *id << " rated"
                    << (plan.evaluations.size() > 1
                               ? QStringLiteral(", %1 later events rated again")
                                     .arg(plan.evaluations.size() - 1)
                               : QString())
                    << "\n";
    }
    return 0;
}

// Every tie-break --tiebreaks takes, one a line by the regulation's name and acronym (FIDE C.07
// art. 5 and 14; Go: the European convention), for the help and for a name that is none.
QString tieBreakList()
{
    QString list = QStringLiteral("Tie-breaks for --tiebreaks, in the order they decide:\n");
    for (const RatingSystem system : { RatingSystem::Dwz, RatingSystem::Sagc }) {
        for (const standings::TieBreak &choice : standings::tieBreakChoices(system))
            list += QStringLiteral("  ") + report::DisplayNames::tieBreakChoice(choice)
                + QStringLiteral("\n");
    }
    return list + QStringLiteral("Modifiers (C.07 art. 14): ")
        + QString::fromStdString(standings::tieBreakModifiers())
        + QStringLiteral(".\nAny case is read, and / for - (bh/c1, bh/c1/p).");
}

// --after-round N and --tiebreaks LIST, as standings and reports take them; a sentence when wrong.
struct StandingsChoice {
    std::optional<int> afterRound;
    std::vector<standings::TieBreak> tieBreaks;
    QString problem;
};

StandingsChoice standingsChoice(const Context &context, const EventInput &event)
{
    StandingsChoice choice;
    if (!context.afterRound.isEmpty() && standings::lastRound(event) == 0) {
        choice.problem = QStringLiteral("--after-round: this event has no rounds");
        return choice;
    }
    if (!context.afterRound.isEmpty()) {
        bool ok = false;
        const int round = context.afterRound.toInt(&ok);
        if (!ok || round < 1 || round > standings::lastRound(event)) {
            choice.problem = QStringLiteral("--after-round must be a round from 1 to %1, not '%2'")
                                 .arg(standings::lastRound(event))
                                 .arg(context.afterRound);
            return choice;
        }
        choice.afterRound = round;
    }
    if (context.tieBreaks.isEmpty()) {
        choice.tieBreaks = standings::eventTieBreaks(event);
    } else if (const auto list = standings::parseTieBreakList(context.tieBreaks.toStdString())) {
        choice.tieBreaks = *list;
    } else {
        choice.problem = QStringLiteral("unknown tie-break in '%1'\n%2")
                             .arg(context.tieBreaks, tieBreakList());
    }
    return choice;
}

int printStandings(Database &database, const Context &context)
{
    const auto id = eventArgument(context);
    if (!id)
        return usage(context.err, QStringLiteral("an EVENT number is needed"));
    const EventInput event = EventRepository(database).document(*id);
    const StandingsChoice choice = standingsChoice(context, event);
    if (!choice.problem.isEmpty())
        return usage(context.err, choice.problem);
    const standings::Standings table
        = standings::computeStandings(event, choice.tieBreaks, choice.afterRound);
    io::TextTable text({ QStringLiteral("rank"), QStringLiteral("no"), QStringLiteral("name") });
    for (const standings::Standing &row : table.rows) {
        text.addRow();
        text.set(QStringLiteral("rank"),
            QString::number(row.rank) + report::DisplayNames::tieOrderMark(row.decidedBy));
        text.set(QStringLiteral("no"), QString::number(edit::startNumberOf(event, row.playerId)));
        const PlayerInput *player = event.findPlayer(row.playerId);
        text.set(
            QStringLiteral("name"), QString::fromStdString(player ? player->name : row.playerId));
        text.set(QStringLiteral("points"), edit::pointsText(row.points));
        for (std::size_t i = 0; i < table.tieBreaks.size(); ++i)
            text.set(QString::fromStdString(standings::documentName(table.tieBreaks[i])),
                report::DisplayNames::tieBreakValue(table, row, i));
    }
    if (table.afterRound > 0)
        context.out << "after round " << table.afterRound << "\n";
    if (event.system != RatingSystem::Sagc)
        context.out << "tie-breaks of FIDE C.07, edition "
                    << QString::fromStdString(kTieBreakEditionNames.nameOf(table.edition)) << "\n";
    for (std::size_t i = 0; i < table.tieBreaks.size(); ++i) {
        if (table.leftOut[i] != standings::LeftOut::No)
            context.out << report::DisplayNames::leftOut(table, i) << "\n";
    }
    context.out << text.toString();
    for (const QString &note : report::DisplayNames::tieOrderNotes(table, event))
        context.out << note << "\n";
    return 0;
}

// C.07 art. 4.2: the players still tied after every tie-break are placed by a lot, recorded
// with the event as its seed (a new one, or --seed S to record that lot again).
int drawLots(Database &database, const Context &context)
{
    const auto id = eventArgument(context);
    if (!id || context.positional.size() != 1)
        return usage(context.err, QStringLiteral("lots needs one EVENT number"));
    int seed = 0;
    if (context.seed.isEmpty()) {
        seed = QRandomGenerator::global()->bounded(
            standings::kLowestLotSeed, standings::kHighestLotSeed + 1);
    } else {
        bool ok = false;
        seed = context.seed.toInt(&ok);
        if (!ok || seed < standings::kLowestLotSeed || seed > standings::kHighestLotSeed)
            return usage(context.err,
                QStringLiteral("--seed must be a whole number from %1 to %2, not '%3'")
                    .arg(standings::kLowestLotSeed)
                    .arg(standings::kHighestLotSeed)
                    .arg(context.seed));
    }
    store::EventLifecycle(database).drawLots(*id, seed).orThrow();
    context.out << "event " << *id << ": lots drawn with seed " << seed << "\n";
    return printStandings(database, context);
}

// The next round of a chess draft paired by the Dutch system and stored as its paired round,
// printed as `pairings next` prints it (docs/pairing.md "Pairing a stored event").
int pairRound(Database &database, const Context &context)
{
    const auto id = eventArgument(context);
    if (!id || context.positional.size() != 1)
        return usage(context.err, QStringLiteral("pair needs one EVENT number"));
    const store::PairedRound paired = store::EventLifecycle(database).pairNextRound(*id).orThrow();
    if (!paired.result.pairing) {
        const auto name = [&paired](int startNumber) {
            return QStringLiteral("%1 (%2)")
                .arg(QString::fromStdString(paired.event.players.at(startNumber - 1).name))
                .arg(startNumber);
        };
        context.err << "ratingdesk-cli db pair: round " << paired.round << " of event " << *id
                    << ": "
                    << report::PairingExplanationText::unpairable(paired.result.unpairable, name)
                    << "; nothing was stored\n";
        return 1;
    }
    context.out << fideProgramsFormat(*paired.result.pairing);
    return 0;
}

// --round N of a pairings report: a paired round, the last one when not given.
std::optional<int> pairingsRound(const Context &context, const EventInput &event)
{
    const int paired = model::lastPairedRound(event);
    if (paired == 0) {
        usage(context.err, QStringLiteral("no round of this event is paired yet"));
        return std::nullopt;
    }
    if (context.round.isEmpty())
        return paired;
    bool ok = false;
    const int round = context.round.toInt(&ok);
    if (!ok || round < 1 || round > paired) {
        usage(context.err,
            QStringLiteral("--round must be a paired round from 1 to %1, not '%2'")
                .arg(paired)
                .arg(context.round));
        return std::nullopt;
    }
    return round;
}

int writeReport(Database &database, const Context &context)
{
    const auto id = eventArgument(context);
    if (!id)
        return usage(context.err, QStringLiteral("an EVENT number is needed"));
    const auto kind = report::parseReportKind(context.kind);
    if (!kind)
        return usage(context.err,
            QStringLiteral("--kind must be standings, crosstable, evaluation, record-sheet, "
                           "pairings or pairings-by-name"));
    if (context.pdf.isEmpty())
        return usage(context.err, QStringLiteral("--pdf FILE is needed"));
    const QString paper = context.paper.toLower();
    if (!paper.isEmpty() && paper != QLatin1String("a4") && paper != QLatin1String("letter"))
        return usage(context.err, QStringLiteral("--paper must be a4 or letter"));
    // The report speaks the user's language (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) with the
    // desktop's translations, as its numbers and dates follow the user's locale.
    QTranslator language;
    speakUsersLanguage(language);
    const EventInput event = EventRepository(database).document(*id);
    if (!report::EventReport::fits(*kind, event.system))
        return usage(context.err,
            QStringLiteral("a %1 report is not made for a %2 event")
                .arg(context.kind, QString::fromStdString(toString(event.system))));
    const StandingsChoice choice = standingsChoice(context, event);
    if (!choice.problem.isEmpty())
        return usage(context.err, choice.problem);
    report::EventReport printed(event, *kind);
    printed.setStandings(choice.afterRound, choice.tieBreaks);
    if (*kind == report::ReportKind::Pairings || *kind == report::ReportKind::PairingsByName) {
        const auto round = pairingsRound(context, event);
        if (!round)
            return 2;
        printed.setRound(*round);
    }
    std::optional<model::Plan> plan;
    if (*kind == report::ReportKind::Evaluation) {
        plan = store::EventLifecycle(database).preview(*id).orThrow();
        printed.setEvaluation(plan->evaluations.front().evaluation);
    }
    const QPageSize::PageSizeId size = paper.isEmpty() ? report::systemPaper()
        : paper == QLatin1String("letter")             ? QPageSize::Letter
                                                       : QPageSize::A4;
    if (!printed.writePdf(context.pdf, size)) {
        context.err << context.pdf << " cannot be written\n";
        return 1;
    }
    context.out << context.pdf << ": " << printed.title() << "\n";
    return 0;
}

int deleteEvent(Database &database, const Context &context)
{
    const auto id = eventArgument(context);
    if (!id)
        return usage(context.err, QStringLiteral("an EVENT number is needed"));
    const model::Plan plan = store::EventLifecycle(database).deleteEvent(*id).orThrow();
    printChanges(plan, context.out);
    context.out << "event " << *id << " deleted\n";
    if (plan.backup)
        context.out << "the database as it was before is kept in "
                    << QDir::toNativeSeparators(*plan.backup) << "\n";
    return 0;
}

std::optional<RatingSystem> systemOption(const Context &context)
{
    if (context.system.isEmpty())
        return std::nullopt;
    return parseRatingSystem(context.system.toStdString());
}

int history(Database &database, const Context &context)
{
    const QString wanted = context.positional.join(QLatin1Char(' '));
    bool isNumber = false;
    qint64 id = wanted.toLongLong(&isNumber);
    if (!isNumber) {
        const auto found = store::PlayerRepository(database).players(wanted);
        if (found.size() != 1) {
            context.err << (found.empty()
                    ? QStringLiteral("no player matches \"%1\"\n")
                    : QStringLiteral("%2 players match \"%1\"; give the number\n"))
                               .arg(wanted)
                               .arg(found.size());
            return 2;
        }
        id = found.front().id;
    }
    for (const model::HistoryLine &line :
        store::HistoryRepository(database).history(id, systemOption(context))) {
        context.out << line.endDate.toIso().c_str() << "  " << line.eventName << "  "
                    << report::RatingStateText::of(line.before) << " -> "
                    << report::RatingStateText::of(line.after) << "  (" << line.status << ")\n";
    }
    return 0;
}

int players(Database &database, const Context &context)
{
    for (const model::PlayerSummary &player :
        store::PlayerRepository(database).players(context.search)) {
        context.out << player.id << "  " << player.name;
        if (player.birthDate)
            context.out << "  " << player.birthDate->toIso().c_str();
        else if (player.birthYear)
            context.out << "  " << *player.birthYear;
        if (!player.federationIds.isEmpty())
            context.out << "  " << player.federationIds.join(QLatin1Char(' '));
        context.out << "\n";
    }
    return 0;
}

// The two players become KEEP, who keeps his name and birth; his events rated again are listed.
int mergePlayers(Database &database, const Context &context)
{
    bool keepIsNumber = false;
    bool removeIsNumber = false;
    const qint64 keep = context.positional.value(0).toLongLong(&keepIsNumber);
    const qint64 remove = context.positional.value(1).toLongLong(&removeIsNumber);
    if (context.positional.size() != 2 || !keepIsNumber || !removeIsNumber)
        return usage(context.err, QStringLiteral("merge-players needs the numbers KEEP REMOVE"));
    const store::MergedPlayers merged
        = store::EventLifecycle(database).mergePlayers(keep, remove).orThrow();
    context.out << "player " << remove << " (" << merged.record.removed.name
                << ") merged into player " << keep << " (" << merged.record.kept.name << ")\n";
    printChanges(merged.ratings, context.out);
    return 0;
}

int exportEvent(Database &database, const Context &context)
{
    const auto id = eventArgument(context);
    if (!id)
        return usage(context.err, QStringLiteral("an EVENT number is needed"));
    EventRepository events(database);
    context.out << QString::fromUtf8(io::writeEventDocument(events.file(*id), true));
    return 0;
}

int rerate(Database &database, const Context &context, bool quietWhenEqual)
{
    EvaluationService service(database);
    int differences = 0;
    for (RatingSystem system : { RatingSystem::Dwz, RatingSystem::Uscf, RatingSystem::Sagc }) {
        if (systemOption(context) && *systemOption(context) != system)
            continue;
        for (const model::RatingChange &change : service.rerate(system)) {
            ++differences;
            context.out << change.event.endDate.toIso().c_str() << "  " << change.event.name << ": "
                        << change.playerName << "  stored "
                        << report::RatingStateText::of(change.storedAfter) << ", recomputed "
                        << report::RatingStateText::of(change.newAfter) << "\n";
        }
    }
    if (differences == 0 && !quietWhenEqual)
        context.out << "every stored rating equals its recomputation\n";
    return differences == 0 ? 0 : 1;
}

int check(Database &database, const Context &context)
{
    const QString integrity = database.integrityCheck();
    context.out << "integrity: " << integrity << "\n";
    const int recomputation = rerate(database, context, false);
    return integrity == QLatin1String("ok") && recomputation == 0 ? 0 : 1;
}

// `db create` has made the database by opening it.
int created(Database &database, const Context &context)
{
    if (!context.positional.isEmpty())
        return usage(context.err, QStringLiteral("create takes no arguments but --database"));
    context.out << "created " << database.location().text() << "\n";
    return 0;
}

// The whole history into an empty database, e.g. from the club's file to the club's server.
int copy(Database &database, const Context &context)
{
    if (context.to.isEmpty() || !context.positional.isEmpty())
        return usage(context.err, QStringLiteral("copy needs --to DATABASE and nothing else"));
    store::SessionLock::ensureNoSession(context.to);
    Database target(context.to, Database::Opening::CreateIfMissing);
    for (const auto &[table, rows] : store::copyDatabase(database, target))
        context.out << table << ": " << rows << " rows\n";
    context.out << "copied to " << target.location().text() << "\n";
    return 0;
}

// A copy of the database in a new file: FILE, or a new file in the folder beside the database.
int backup(Database &database, const Context &context)
{
    if (context.positional.size() > 1)
        return usage(context.err, QStringLiteral("backup takes at most one FILE"));
    QString file = context.positional.value(0);
    if (file.isEmpty() && database.onServer())
        return usage(context.err,
            QStringLiteral("a database on a server is backed up into a FILE: give its name"));
    if (file.isEmpty())
        file = store::AutomaticBackups(database).intoFolder();
    else
        store::backupDatabase(database, file);
    context.out << "backed up to " << QDir::toNativeSeparators(file) << "\n";
    return 0;
}

// The backup BACKUP, checked, into the new database named by --database.
int restore(const QString &target, const QCommandLineParser &, const QStringList &positional,
    QTextStream &out, QTextStream &err)
{
    if (positional.size() != 1)
        return usage(err, QStringLiteral("restore needs one BACKUP file"));
    store::restoreDatabase(positional.first(), target);
    out << QDir::toNativeSeparators(positional.first()) << " restored into "
        << store::Location::parse(target).text() << "\n";
    return 0;
}

// How many backups before a re-rating the database keeps (docs/database.md).
int keepBackups(Database &database, const Context &context)
{
    if (database.onServer())
        return usage(context.err,
            QStringLiteral("a database on a server makes no automatic backups; its server keeps "
                           "its own"));
    bool ok = false;
    const int count = context.positional.value(0).toInt(&ok);
    if (context.positional.size() != 1 || !ok)
        return usage(context.err,
            QStringLiteral("keep-backups needs a number from 0 (none) to %1")
                .arg(store::AutomaticBackups::kMostKeptBeforeRerating));
    store::AutomaticBackups(database).setKeptBeforeRerating(count);
    if (count == 0)
        context.out << "no backups are made before ratings already stored change\n";
    else
        context.out << "the last " << count
                    << " backups made before ratings already stored change are kept\n";
    return 0;
}

// What `ratingdesk-cli db --help` says before the tie-breaks.
constexpr char kHelp[] = R"(The database: a file, or on a PostgreSQL server.

Commands:
  create                make a new, empty database at --database
  import FILE           add an event file as a draft or a CSV list as players
  preview EVENT         the evaluation and the later ratings it changes; writes nothing
  commit EVENT          rate the event (and rate later events again)
  delete EVENT          delete an event (and rate later events again)
  history PLAYER        a player's evaluations (number or name)
  players               the players (--search TEXT)
  merge-players KEEP REMOVE  two players who are one person become KEEP
  export EVENT          the event document
  standings EVENT       the standings (--after-round N, --tiebreaks LIST)
  pair EVENT            pair the next round of a chess draft (FIDE Dutch) and store it;
                        prints it as `pairings next` does
  lots EVENT            draw lots for the players still tied after every tie-break
                        (--seed S: the lot of that seed)
  report EVENT          a printed report as PDF (--kind standings|crosstable|evaluation|
                        record-sheet|pairings|pairings-by-name --pdf FILE [--paper a4|letter]
                        [--after-round N] [--tiebreaks LIST] [--round N: the pairings' round,
                        the last paired one when not given])
  rerate                recompute everything and report differences
  check                 integrity and recomputation check
  copy --to DATABASE    the whole database into an empty one (--from or --database: the source)
  backup [FILE]         a copy of the database in a new file (without FILE: in the folder
                        beside the database, DATABASE.backups)
  restore BACKUP        the checked backup into the new database named by --database
  keep-backups N        keep the last N backups made before ratings already stored
                        change (default 10; 0: make none)

)";

} // namespace

int runDatabaseCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandGroup group(QStringLiteral("db"), QString::fromUtf8(kHelp) + tieBreakList(),
        { { "system", "Only this system (dwz, uscf, sagc).", "S" },
            { "search", "Players whose name or id contains TEXT.", "TEXT" },
            { "after-round", "Standings after round N.", "N" },
            { "tiebreaks", "Tie-breaks in order, e.g. BH-C1,BH,SB.", "LIST" },
            { "kind", "The report to write.", "KIND" },
            { "pdf", "Write the report to FILE.", "FILE" },
            { "paper", "a4 or letter (default: the locale's).", "SIZE" },
            { "to", "The database to copy into (copy).", "DATABASE" },
            { "seed", "The seed of the lot (lots).", "S" },
            { "round", "The round whose pairings are written (report).", "N" } });
    // Each command reads the options it needs from one context.
    const auto withContext = [&out, &err](std::function<int(Database &, const Context &)> command) {
        return [&out, &err, command](Database &database, const QCommandLineParser &parser,
                   const QStringList &positional) {
            const Context context { positional, parser.value(QStringLiteral("system")),
                parser.value(QStringLiteral("search")), out, err,
                parser.value(QStringLiteral("after-round")),
                parser.value(QStringLiteral("tiebreaks")), parser.value(QStringLiteral("kind")),
                parser.value(QStringLiteral("pdf")), parser.value(QStringLiteral("paper")),
                parser.value(QStringLiteral("to")), parser.value(QStringLiteral("seed")),
                parser.value(QStringLiteral("round")) };
            // An unknown system is refused before any command runs, never taken for "all".
            if (!context.system.isEmpty() && !systemOption(context))
                return usage(context.err,
                    QStringLiteral("unknown system '%1' (allowed: dwz, uscf, sagc)")
                        .arg(context.system));
            return command(database, context);
        };
    };
    constexpr auto kWrites = Database::Opening::ReadWrite;
    group.add(QStringLiteral("create"), withContext(created), Database::Opening::CreateNew);
    group.add(QStringLiteral("import"), withContext(importDocument), kWrites);
    group.add(QStringLiteral("preview"),
        withContext([](Database &db, const Context &c) { return previewOrCommit(db, c, false); }));
    group.add(QStringLiteral("commit"),
        withContext([](Database &db, const Context &c) { return previewOrCommit(db, c, true); }),
        kWrites);
    group.add(QStringLiteral("delete"), withContext(deleteEvent), kWrites);
    group.add(QStringLiteral("history"), withContext(history));
    group.add(QStringLiteral("players"), withContext(players));
    group.add(QStringLiteral("merge-players"), withContext(mergePlayers), kWrites);
    group.add(QStringLiteral("export"), withContext(exportEvent));
    group.add(QStringLiteral("rerate"),
        withContext([](Database &db, const Context &c) { return rerate(db, c, false); }));
    group.add(QStringLiteral("check"), withContext(check));
    group.add(QStringLiteral("standings"), withContext(printStandings));
    group.add(QStringLiteral("lots"), withContext(drawLots), kWrites);
    group.add(QStringLiteral("pair"), withContext(pairRound), kWrites);
    group.add(QStringLiteral("report"), withContext(writeReport));
    group.add(QStringLiteral("copy"), withContext(copy));
    group.add(QStringLiteral("backup"), withContext(backup));
    group.addCreating(QStringLiteral("restore"),
        [&out, &err](const QString &target, const QCommandLineParser &parser,
            const QStringList &positional) {
            return restore(target, parser, positional, out, err);
        });
    group.add(QStringLiteral("keep-backups"), withContext(keepBackups), kWrites);
    return group.run(arguments, out, err);
}

} // namespace rd::cli
