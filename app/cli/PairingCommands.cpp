#include "app/cli/PairingCommands.h"

#include "app/cli/CommandGroup.h"
#include "engine/io/trf/TrfTournament.h"
#include "engine/pairing/Generator.h"
#include "engine/pairing/RoundCheck.h"
#include "report/PairingExplanationText.h"

#include <QCommandLineParser>
#include <QFile>

#include <algorithm>
#include <map>
#include <set>

namespace rd::cli {

namespace {

using namespace pairing;

QString group()
{
    return QStringLiteral("ratingdesk-cli pairings");
}

int usageError(QTextStream &err, const QString &message)
{
    err << group() << ": " << message << "\nTry 'ratingdesk-cli pairings --help'.\n";
    return 2;
}

struct Loaded {
    std::optional<Tournament> tournament;
    int exitCode = 0;
};

Loaded load(const QString &path, QTextStream &err)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err << group() << ": cannot read " << path << ": " << file.errorString() << "\n";
        return { std::nullopt, 2 };
    }
    io::TrfTournamentRead read = io::readTrfTournament(file.readAll());
    if (!read.tournament) {
        err << path << ": ";
        if (read.line > 0)
            err << "line " << read.line << ": ";
        err << read.error << "\n";
        return { std::nullopt, 2 };
    }
    return { std::move(read.tournament), 0 };
}

QString pairingText(std::vector<std::pair<int, int>> pairs, int bye)
{
    QStringList words;
    for (const auto &[white, black] : pairs)
        words << QStringLiteral("%1-%2").arg(white).arg(black);
    if (bye)
        words << QStringLiteral("bye %1").arg(bye);
    return words.join(QLatin1Char(' '));
}

std::vector<std::pair<int, int>> sortedPairs(std::vector<std::pair<int, int>> pairs)
{
    std::sort(pairs.begin(), pairs.end());
    return pairs;
}

QString violationText(const Violation &v)
{
    switch (v.kind) {
    case Violation::Kind::Rematch:
        return QStringLiteral("C1: %1 and %2 met before").arg(v.player).arg(v.other);
    case Violation::Kind::Forbidden:
        return QStringLiteral("C1: %1 and %2 must not be paired").arg(v.player).arg(v.other);
    case Violation::Kind::SameAbsoluteColour:
        return QStringLiteral("C3: %1 and %2 both need the same colour").arg(v.player).arg(v.other);
    case Violation::Kind::ByeNotEligible:
        return QStringLiteral("C2: %1 gets a second pairing-allocated bye, or one after "
                              "scoring a win without playing")
            .arg(v.player);
    case Violation::Kind::ByeMissing:
        return QStringLiteral("the field is odd but no one has the pairing-allocated bye");
    case Violation::Kind::ByeNotNeeded:
        return QStringLiteral("the field is even but %1 has a pairing-allocated bye").arg(v.player);
    case Violation::Kind::NotPaired:
        return QStringLiteral("%1 is present but not paired").arg(v.player);
    case Violation::Kind::PairedTwice:
        return QStringLiteral("%1 is paired twice").arg(v.player);
    case Violation::Kind::NotPresent:
        return QStringLiteral("%1 is paired but not present").arg(v.player);
    }
    return {};
}

// The engine's reason, naming the players by start number.
QString unpairableText(const Unpairable &u)
{
    return report::PairingExplanationText::unpairable(
        u, [](int startNumber) { return QString::number(startNumber); });
}

int check(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    if (arguments.size() != 1)
        return usageError(err, QStringLiteral("check needs exactly one FILE.trf"));
    Loaded loaded = load(arguments.first(), err);
    if (!loaded.tournament)
        return loaded.exitCode;
    const Tournament &t = *loaded.tournament;
    int checked = 0;
    int differ = 0;
    for (int round = 1; round <= t.roundsInFile(); ++round) {
        if (pairedInRound(t, round).empty())
            continue;
        ++checked;
        const RoundCheck c = recheckRound(t, round);
        QStringList texts;
        for (const Violation &v : c.violations)
            texts << violationText(v);
        switch (c.verdict) {
        case RoundCheck::Verdict::Agrees:
            break;
        case RoundCheck::Verdict::FileBreaksRules:
            out << "round " << round << ": the file breaks " << texts.join(QStringLiteral("; "))
                << "\n";
            break;
        case RoundCheck::Verdict::OursUnpairable:
            ++differ;
            out << "round " << round << ": " << unpairableText(c.unpairable)
                << ", but the file pairs it\n";
            break;
        case RoundCheck::Verdict::OursBreaksRules:
            ++differ;
            out << "round " << round << ": our pairing breaks " << texts.join(QStringLiteral("; "))
                << "\n";
            break;
        case RoundCheck::Verdict::Differs:
            ++differ;
            out << "round " << round
                << " differs\n  file: " << pairingText(sortedPairs(c.file.pairs), c.file.byePlayer)
                << "\n  ours: " << pairingText(sortedPairs(c.ours.pairs), c.ours.byePlayer) << "\n";
            break;
        }
    }
    if (t.plannedRounds > t.roundsInFile()) {
        const NextRound next = pairNextRound(t);
        if (!next.result.pairing && next.violations.empty())
            out << "round " << next.round << ": " << unpairableText(next.result.unpairable) << "\n";
    }
    out << "checked " << checked << " rounds: " << differ << " differ\n";
    return differ == 0 ? 0 : 1;
}

// A player as the explanation names him: his surname ("Meyer" of "Meyer, Jan"), or his whole
// name where another player of the event has the same surname.
report::PairingExplanationText::NameOf namesOf(const Tournament &tournament)
{
    auto surname
        = [](const QString &name) { return name.section(QLatin1Char(','), 0, 0).trimmed(); };
    std::map<int, QString> names;
    std::map<QString, int> surnames;
    for (const Player &p : tournament.players) {
        names[p.startNumber] = QString::fromStdString(p.name).trimmed();
        ++surnames[surname(names[p.startNumber])];
    }
    return [names, surnames, surname](int startNumber) {
        const auto found = names.find(startNumber);
        if (found == names.end() || found->second.isEmpty())
            return QString::number(startNumber);
        const QString shortName = surname(found->second);
        return surnames.at(shortName) > 1 ? found->second : shortName;
    };
}

// One line per board after the pairing, in board order, and one for the bye.
void writeExplanation(const RoundPairing &pairing, const Tournament &tournament, QTextStream &out)
{
    QTranslator language;
    speakUsersLanguage(language);
    const report::PairingExplanationText::NameOf name = namesOf(tournament);
    int number = 0;
    for (const Board &b : pairing.boards)
        out << report::PairingExplanationText::board(++number, b, name) << "\n";
    if (pairing.byePlayer)
        out << report::PairingExplanationText::bye(pairing.bye, name) << "\n";
}

int next(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QStringList rest = arguments;
    const bool explain = rest.removeAll(QStringLiteral("--explain")) > 0;
    QString output;
    const int o = static_cast<int>(rest.indexOf(QStringLiteral("-o")));
    if (o >= 0) {
        if (o + 1 >= rest.size())
            return usageError(err, QStringLiteral("-o needs a FILE"));
        output = rest[o + 1];
        rest.remove(o, 2);
    }
    if (rest.size() != 1)
        return usageError(err, QStringLiteral("next needs exactly one FILE.trf"));
    Loaded loaded = load(rest.first(), err);
    if (!loaded.tournament)
        return loaded.exitCode;
    const Tournament &t = *loaded.tournament;
    if (t.plannedRounds > 0 && roundToPair(t) > t.plannedRounds) {
        err << rest.first() << ": all " << t.plannedRounds << " rounds are paired\n";
        return 1;
    }
    const NextRound next = pairNextRound(t);
    if (!next.violations.empty()) {
        err << rest.first() << ": round " << next.round
            << ": the pairing found breaks a rule and is not given: "
            << violationText(next.violations.front()) << "\n";
        return 1;
    }
    if (!next.result.pairing) {
        err << rest.first() << ": round " << next.round << ": "
            << unpairableText(next.result.unpairable) << "\n";
        return 1;
    }
    const RoundPairing &pairing = *next.result.pairing;
    const QString text = fideProgramsFormat(pairing);
    if (output.isEmpty()) {
        out << text;
    } else {
        QFile file(output);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            err << group() << ": cannot write " << output << ": " << file.errorString() << "\n";
            return 2;
        }
        file.write(text.toUtf8());
    }
    if (explain)
        writeExplanation(pairing, t, out);
    return 0;
}

int generate(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    const QCommandLineOption players(
        QStringLiteral("players"), QStringLiteral("Players."), QStringLiteral("N"));
    const QCommandLineOption rounds(
        QStringLiteral("rounds"), QStringLiteral("Rounds."), QStringLiteral("R"));
    const QCommandLineOption seed(
        QStringLiteral("seed"), QStringLiteral("Seed."), QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption draws(QStringLiteral("draws"), QStringLiteral("Share of draws."),
        QStringLiteral("P"), QStringLiteral("0.3"));
    const QCommandLineOption forfeits(QStringLiteral("forfeits"),
        QStringLiteral("Share of forfeited games."), QStringLiteral("P"), QStringLiteral("0"));
    const QCommandLineOption byes(QStringLiteral("byes"),
        QStringLiteral("Chance of a half-point bye, per player and round."), QStringLiteral("P"),
        QStringLiteral("0"));
    const QCommandLineOption withdrawals(QStringLiteral("withdrawals"),
        QStringLiteral("Chance that a player withdraws."), QStringLiteral("P"),
        QStringLiteral("0"));
    const QCommandLineOption late(QStringLiteral("late"),
        QStringLiteral("Chance that a player arrives late."), QStringLiteral("P"),
        QStringLiteral("0"));
    const QCommandLineOption forbidden(QStringLiteral("forbidden"),
        QStringLiteral("Chance that a player is kept apart from another."), QStringLiteral("P"),
        QStringLiteral("0"));
    const QCommandLineOption baku(QStringLiteral("baku"), QStringLiteral("Baku acceleration."));
    const QCommandLineOption output(
        QStringLiteral("o"), QStringLiteral("The TRF file to write."), QStringLiteral("FILE"));
    parser.addOptions({ players, rounds, seed, draws, forfeits, byes, withdrawals, late, forbidden,
        baku, output });
    if (!parser.parse(QStringList { QStringLiteral("generate") } + arguments))
        return usageError(err, parser.errorText());
    GeneratorOptions options;
    bool ok = parser.isSet(players) && parser.isSet(rounds) && parser.isSet(output);
    auto number = [&](const QCommandLineOption &option) {
        bool valid = false;
        const int value = parser.value(option).toInt(&valid);
        ok = ok && valid;
        return value;
    };
    auto share = [&](const QCommandLineOption &option) {
        bool valid = false;
        const double value = parser.value(option).toDouble(&valid);
        ok = ok && valid && value >= 0 && value <= 1;
        return value;
    };
    options.players = number(players);
    options.rounds = number(rounds);
    bool seedOk = false;
    options.seed = parser.value(seed).toULongLong(&seedOk);
    ok = ok && seedOk;
    options.draws = share(draws);
    options.forfeits = share(forfeits);
    options.byes = share(byes);
    options.withdrawals = share(withdrawals);
    options.late = share(late);
    options.forbidden = share(forbidden);
    options.baku = parser.isSet(baku);
    if (!ok || options.players < 2 || options.players > 9999 || options.rounds < 1
        || options.rounds > 99)
        return usageError(err,
            QStringLiteral("generate needs --players (2 to 9999), --rounds (1 to 99) and -o "
                           "FILE; --seed is a whole number, the shares are from 0 to 1"));
    const GeneratedTournament generated = generateTournament(options);
    QFile file(parser.value(output));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        err << group() << ": cannot write " << parser.value(output) << ": " << file.errorString()
            << "\n";
        return 2;
    }
    file.write(io::writeTrfTournament(generated.tournament));
    if (generated.stoppedUnpairable)
        out << "round " << generated.tournament.roundsInFile() + 1
            << " cannot be paired; the file holds the rounds before it\n";
    return 0;
}

} // namespace

QString fideProgramsFormat(const RoundPairing &pairing)
{
    QString text;
    QTextStream lines(&text);
    lines << pairing.boards.size() + (pairing.byePlayer ? 1 : 0) << "\n";
    for (const Board &b : pairing.boards)
        lines << b.white << " " << b.black << "\n";
    if (pairing.byePlayer)
        lines << pairing.byePlayer << " 0\n";
    lines.flush();
    return text;
}

int runPairingsCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QStringList rest = arguments.mid(1); // after the program and command name
    QString system = QStringLiteral("dutch");
    for (int i = 0; i < rest.size(); ++i) {
        if (rest[i] == QLatin1String("--system") && i + 1 < rest.size()) {
            system = rest[i + 1];
            rest.remove(i, 2);
            break;
        }
        if (rest[i].startsWith(QLatin1String("--system="))) {
            system = rest[i].mid(9);
            rest.remove(i);
            break;
        }
    }
    if (system != QLatin1String("dutch"))
        return usageError(err,
            QStringLiteral("the system \"%1\" is not known; this program pairs \"dutch\"")
                .arg(system));
    if (rest.isEmpty() || rest.first() == QLatin1String("--help")) {
        out << "Usage: ratingdesk-cli pairings check [--system dutch] FILE.trf\n"
               "       ratingdesk-cli pairings next [--system dutch] FILE.trf [-o OUT] "
               "[--explain]\n"
               "       ratingdesk-cli pairings generate --players N --rounds R [--seed S] "
               "[--draws P] [--forfeits P] [--byes P] [--withdrawals P] [--late P] "
               "[--forbidden P] [--baku] -o FILE.trf\n";
        return rest.isEmpty() ? 2 : 0;
    }
    const QString command = rest.takeFirst();
    if (command == QLatin1String("check"))
        return check(rest, out, err);
    if (command == QLatin1String("next"))
        return next(rest, out, err);
    if (command == QLatin1String("generate"))
        return generate(rest, out, err);
    return usageError(err, QStringLiteral("unknown command \"%1\"").arg(command));
}

} // namespace rd::cli
