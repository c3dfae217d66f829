#include "engine/store/ImportService.h"

#include "engine/io/document/StartingRatingsJson.h"
#include "engine/io/uscf/UscfReport.h"
#include "engine/store/EventRepository.h"
#include "engine/store/EventSources.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

namespace rd::store {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("rd::store::ImportService", text);
}

int addedBesideNamesakes(const ImportPlan &plan)
{
    int count = 0;
    for (const PlannedPlayer &planned : plan.players)
        count += planned.action == PlannedPlayer::Action::Add && !planned.namesakes.isEmpty();
    return count;
}

bool isPlayerList(const QString &fileName, const QString &format)
{
    if (!format.isEmpty())
        return format == QLatin1String("csv");
    return QFileInfo(fileName).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0;
}

PlayerInput asPlayerInput(const io::CsvPlayer &player)
{
    PlayerInput input;
    input.name = player.name.toStdString();
    input.birthDate = player.birthDate;
    input.birthYear = player.birthDate ? std::optional(player.birthDate->year) : player.birthYear;
    return input;
}

// The registry's player with what the list adds: federation ids and starting values of systems
// he has none for, and a birth date he lacks. What the registry holds is never overwritten.
model::PlayerDetails merged(model::PlayerDetails existing, const io::CsvPlayer &player)
{
    for (const auto &[kind, value] : player.federationIds)
        existing.federationIds.try_emplace(kind, value);
    if (!existing.birthDate)
        existing.birthDate = player.birthDate;
    if (!existing.yearOfBirth())
        existing.birthYear = player.birthYear;
    for (auto [kept, given] : { std::pair { &existing.club, &player.club },
             std::pair { &existing.sex, &player.sex }, std::pair { &existing.title, &player.title },
             std::pair { &existing.federation, &player.federation } }) {
        if (kept->isEmpty())
            *kept = *given;
    }
    model::StartingRatings &kept = existing.startingRatings;
    if (!kept.dwz)
        kept.dwz = player.startingRatings.dwz;
    if (!kept.uscf)
        kept.uscf = player.startingRatings.uscf;
    if (!kept.sagc)
        kept.sagc = player.startingRatings.sagc;
    return existing;
}

bool sameDetails(const model::PlayerDetails &a, const model::PlayerDetails &b)
{
    return a.name == b.name && a.birthDate == b.birthDate && a.yearOfBirth() == b.yearOfBirth()
        && a.federationIds == b.federationIds
        && io::startingRatingsToJson(a.startingRatings)
        == io::startingRatingsToJson(b.startingRatings)
        && a.club == b.club && a.sex == b.sex && a.title == b.title && a.federation == b.federation;
}

// A player who stands on two lines of a list, by a federation id or by name and birth date:
// nothing is imported, so that no one is added twice.
void findRepeatedPlayers(ImportPlan &plan)
{
    std::map<std::pair<QString, QString>, int> idLine;
    // By name and birth: the date, else the year alone (two "Müller, Jürgen" born 1965 and 1998).
    std::map<std::pair<QString, QString>, int> nameLine;
    for (const PlannedPlayer &planned : plan.players) {
        const io::CsvPlayer &player = planned.player;
        for (const auto &[kind, value] : player.federationIds) {
            const auto [found, added] = idLine.try_emplace({ kind, value }, player.line);
            if (!added)
                plan.problems.append({ io::linePlace(player.line), io::ReadCode::Worded,
                    { QCoreApplication::translate("rd::store::ImportService",
                        "%1 has the %2 %3, which line %4 gives to another player already.")
                            .arg(player.name, io::federationIdTitle(kind), value)
                            .arg(found->second) } });
        }
        const auto [found, added] = nameLine.try_emplace(
            { player.name.simplified(),
                player.birthDate ? QString::fromStdString(player.birthDate->toIso())
                                 : QString::number(player.birthYear.value_or(0)) },
            player.line);
        if (!added)
            plan.problems.append({ io::linePlace(player.line), io::ReadCode::Worded,
                { QCoreApplication::translate("rd::store::ImportService",
                    "%1 with the same birth date is on line %2 already.")
                        .arg(player.name)
                        .arg(found->second) } });
    }
}

// Why a line of the list is taken for a player of the database, in the user's words.
QString matchReasonText(MatchReason reason)
{
    switch (reason) {
    case MatchReason::FederationId:
        return QCoreApplication::translate("rd::store::ImportService", "the same federation id");
    case MatchReason::NameAndBirthDate:
        return QCoreApplication::translate(
            "rd::store::ImportService", "the same name and birth date");
    case MatchReason::NameAndBirthYear:
        return QCoreApplication::translate(
            "rd::store::ImportService", "the same name and birth year");
    case MatchReason::NameAlone:
    case MatchReason::None:
        break;
    }
    return QCoreApplication::translate(
        "rd::store::ImportService", "the same name, neither with a birth date");
}

} // namespace

QStringList ImportPlan::reportLines() const
{
    QStringList lines;
    for (const io::DocumentError &problem : problems)
        lines << problem.userText();
    if (!problems.isEmpty())
        return lines;
    if (kind == Kind::Event) {
        lines << QCoreApplication::translate(
            "rd::store::ImportService", "Event \"%1\" becomes a draft; players: %2.")
                     .arg(QString::fromStdString(event->event.name))
                     .arg(event->players.size());
        for (const EventPlayerMatch &match : eventMatches)
            lines << (match.byUscfId
                    ? QCoreApplication::translate("rd::store::ImportService",
                        "%1 is taken for the player with that US Chess id in the database "
                        "(no. %2).")
                    : QCoreApplication::translate("rd::store::ImportService",
                        "%1 is taken for the player of that name and birth date in the "
                        "database (no. %2)."))
                         .arg(match.name)
                         .arg(match.existingId);
        return lines;
    }
    for (const PlannedPlayer &planned : players) {
        const QString where
            = io::userPlace(io::linePlace(planned.player.line)) + QStringLiteral(": ");
        const QString because = matchReasonText(planned.reason);
        switch (planned.action) {
        case PlannedPlayer::Action::Add:
            if (planned.namesakes.isEmpty())
                lines << where
                        + QCoreApplication::translate("rd::store::ImportService", "%1 is added.")
                              .arg(planned.player.name);
            else
                lines << where
                        + QCoreApplication::translate("rd::store::ImportService",
                            "%1 is added as a new player, although %2 has the same name; if "
                            "they are one person, merge them (Edit > Merge players…).")
                              .arg(planned.player.name,
                                  planned.namesakes.join(QStringLiteral(", ")));
            break;
        case PlannedPlayer::Action::Update:
            lines << where
                    + QCoreApplication::translate("rd::store::ImportService",
                        "%1 is already in the database as %2 (%3); what the list adds is "
                        "added to him.")
                          .arg(planned.player.name, planned.existingName, because);
            break;
        case PlannedPlayer::Action::Unchanged:
            lines << where
                    + QCoreApplication::translate("rd::store::ImportService",
                        "%1 is already in the database as %2 (%3); nothing changes.")
                          .arg(planned.player.name, planned.existingName, because);
            break;
        }
    }
    return lines;
}

QString ImportResult::summary(const ImportPlan &plan) const
{
    if (plan.kind == ImportPlan::Kind::Event)
        return QCoreApplication::translate(
            "rd::store::ImportService", "Imported event %1 (draft): %2")
            .arg(eventId)
            .arg(QString::fromStdString(plan.event->event.name));
    QString text = QCoreApplication::translate(
        "rd::store::ImportService", "Imported players: %1 added, %2 updated, %3 unchanged (%4).")
                       .arg(added)
                       .arg(updated)
                       .arg(unchanged)
                       .arg(plan.table.encoding);
    const int besideNamesakes = addedBesideNamesakes(plan);
    if (besideNamesakes > 0)
        text += QLatin1Char(' ')
            + QCoreApplication::translate("rd::store::ImportService",
                "%n added beside a player of the same name: merge them if they are one person.",
                nullptr, besideNamesakes);
    return text;
}

ImportService::ImportService(Database &database)
    : m_database(database)
{
}

ImportPlan ImportService::planFile(const QString &path, const QString &format)
{
    QFile file(path);
    if (file.open(QIODevice::ReadOnly))
        return plan(path, file.readAll(), format);
    ImportPlan unreadable;
    unreadable.kind
        = isPlayerList(path, format) ? ImportPlan::Kind::Players : ImportPlan::Kind::Event;
    unreadable.fileName = path;
    unreadable.problems.append(io::unreadableFile(file.errorString()));
    return unreadable;
}

ImportPlan ImportService::planUscfReport(const QString &folder)
{
    ImportPlan plan;
    plan.fileName = folder;
    const auto files = io::loadUscfReport(folder, plan.problems);
    if (!files)
        return plan;
    io::UscfReportReading read = io::readUscfReport(*files);
    plan.problems = read.problems;
    if (!plan.problems.isEmpty())
        return plan;
    plan.event = std::move(read.event);
    plan.details.uscfReport = std::move(read.report);
    matchEventPlayers(plan);
    return plan;
}

ImportPlan ImportService::plan(
    const QString &fileName, const QByteArray &bytes, const QString &format)
{
    if (isPlayerList(fileName, format)) {
        QList<io::DocumentError> errors;
        if (const auto table = io::parseCsv(bytes, errors))
            return planPlayers(fileName, *table, io::guessPlayerColumns(table->header));
        ImportPlan unreadable;
        unreadable.kind = ImportPlan::Kind::Players;
        unreadable.fileName = fileName;
        unreadable.problems = errors;
        return unreadable;
    }
    ImportPlan plan;
    plan.fileName = fileName;
    const auto exchangeFormat = format.isEmpty()
        ? io::formatOfFile(fileName).value_or(io::ExchangeFormat::EventDocument)
        : io::parseExchangeFormat(format);
    if (!exchangeFormat) {
        plan.problems.append({ QStringLiteral("--format"), io::ReadCode::Worded,
            { tr("%1 is not a format that can be imported (csv, json, trf, h9).").arg(format) } });
        return plan;
    }
    plan.original = bytes;
    // One TRF reader tells TRF-16 and TRF-2026 apart; the file is kept as a TRF file.
    plan.format = *exchangeFormat == io::ExchangeFormat::Trf2026 ? io::ExchangeFormat::Trf
                                                                 : *exchangeFormat;
    io::EventReadResult read = io::readEvent(*exchangeFormat, bytes);
    plan.problems = read.errors;
    plan.warnings = read.warnings;
    plan.event = std::move(read.event);
    plan.details = std::move(read.details);
    if (plan.event) {
        // A file without a name for its event (a TRF file without 012) gives its own.
        if (plan.event->event.name.empty())
            plan.event->event.name = QFileInfo(fileName).completeBaseName().toStdString();
        // A file's registry ids are those of the database it came from: its players are found
        // here by name and birth as for any other file.
        for (PlayerInput &player : plan.event->players)
            player.registryId.reset();
        matchEventPlayers(plan);
    }
    return plan;
}

ImportPlan ImportService::planPlayers(const QString &fileName, const io::CsvTable &table,
    const std::vector<io::PlayerColumn> &columns)
{
    ImportPlan plan;
    plan.kind = ImportPlan::Kind::Players;
    plan.fileName = fileName;
    plan.table = table;
    plan.columns = columns;
    plan.reading = io::readingOf(table, columns, QLocale());
    for (io::CsvPlayer &player : io::readPlayers(table, columns, plan.reading, plan.problems)) {
        PlannedPlayer planned;
        planned.player = std::move(player);
        plan.players.push_back(std::move(planned));
    }
    if (plan.problems.isEmpty())
        findRepeatedPlayers(plan);
    if (plan.problems.isEmpty())
        matchPlayers(plan);
    return plan;
}

void ImportService::matchEventPlayers(ImportPlan &plan)
{
    PlayerRepository registry(m_database);
    for (const PlayerInput &player : plan.event->players) {
        // As EventRepository takes him: by his US Chess id, else by name and birth.
        const auto member = player.uscfId.empty()
            ? std::nullopt
            : registry.playerWithFederationId(
                QStringLiteral("uscf"), QString::fromStdString(player.uscfId));
        const auto existing = member ? member : registry.findPlayer(player);
        if (existing)
            plan.eventMatches.push_back(
                { QString::fromStdString(player.name.empty() ? player.id : player.name), *existing,
                    member.has_value() });
    }
}

// Federation ids first, then name and birth date. A line whose ids belong to two different
// players of the database is a problem: nothing is imported.
void ImportService::matchPlayers(ImportPlan &plan)
{
    PlayerRepository registry(m_database);
    for (PlannedPlayer &planned : plan.players) {
        std::optional<qint64> byId;
        for (const auto &[kind, value] : planned.player.federationIds) {
            const auto holder = registry.playerWithFederationId(kind, value);
            if (holder && byId && *holder != *byId)
                plan.problems.append({ io::linePlace(planned.player.line), io::ReadCode::Worded,
                    { tr("%1: the ids of this line belong to two different players of the "
                         "database.")
                            .arg(planned.player.name) } });
            if (holder && !byId)
                byId = holder;
        }
        const auto byName
            = byId ? std::nullopt : registry.findPlayer(asPlayerInput(planned.player));
        if (!byId && !byName)
            continue;
        planned.existingId = byId ? *byId : *byName;
        planned.reason = byId          ? MatchReason::FederationId
            : planned.player.birthDate ? MatchReason::NameAndBirthDate
            : planned.player.birthYear ? MatchReason::NameAndBirthYear
                                       : MatchReason::NameAlone;
        const model::PlayerDetails existing = registry.player(planned.existingId);
        planned.existingName = existing.name;
        planned.action = sameDetails(existing, merged(existing, planned.player))
            ? PlannedPlayer::Action::Unchanged
            : PlannedPlayer::Action::Update;
    }
    findNamesakes(plan);
}

// A player added although one of the same name is in the database or on an earlier line: said,
// never done silently, since one person entered twice splits his history.
void ImportService::findNamesakes(ImportPlan &plan)
{
    PlayerRepository registry(m_database);
    const auto sameName = [](const QString &a, const QString &b) {
        return a.simplified().compare(b.simplified(), Qt::CaseInsensitive) == 0;
    };
    for (auto planned = plan.players.begin(); planned != plan.players.end(); ++planned) {
        if (planned->action != PlannedPlayer::Action::Add)
            continue;
        for (const model::PlayerSummary &other :
            registry.players(planned->player.name.simplified())) {
            if (!sameName(other.name, planned->player.name))
                continue;
            const std::optional<int> born
                = other.birthDate ? std::optional(other.birthDate->year) : other.birthYear;
            planned->namesakes << (born ? tr("%1 (born %2)").arg(other.name).arg(*born)
                                        : tr("%1 (no. %2)").arg(other.name).arg(other.id));
        }
        for (auto earlier = plan.players.begin(); earlier != planned; ++earlier) {
            if (sameName(earlier->player.name, planned->player.name))
                planned->namesakes
                    << tr("%1 (line %2)").arg(earlier->player.name).arg(earlier->player.line);
        }
    }
}

ImportResult ImportService::write(const ImportPlan &plan)
{
    if (!plan.canWrite())
        throw DatabaseError("the import has problems; nothing was written");
    if (plan.kind == ImportPlan::Kind::Players)
        m_database.ensureIntact(); // a list of players is many rows
    ImportResult result;
    runInTransaction(m_database, [&] {
        result = {};
        if (plan.kind == ImportPlan::Kind::Event) {
            result.eventId = EventRepository(m_database).importEvent({ *plan.event, plan.details });
            if (plan.format == io::ExchangeFormat::Trf || plan.format == io::ExchangeFormat::H9)
                EventSourceRepository(m_database).keep(result.eventId, plan.format, plan.original);
        } else
            writePlayers(plan, result);
    });
    return result;
}

void ImportService::writePlayers(const ImportPlan &plan, ImportResult &result)
{
    // Matched again inside the transaction: another writer may have added players meanwhile.
    ImportPlan current = planPlayers(plan.fileName, plan.table, plan.columns);
    if (!current.canWrite())
        throw DatabaseError(DatabaseError::Kind::Stale, "the players changed while importing",
            tr("The players in the database changed while the list was being imported; import it "
               "again to see what it does now."));
    PlayerRepository registry(m_database);
    for (const PlannedPlayer &planned : current.players) {
        switch (planned.action) {
        case PlannedPlayer::Action::Add: {
            const io::CsvPlayer &player = planned.player;
            model::PlayerDetails added { 0, player.name, player.birthDate, player.federationIds,
                player.startingRatings, player.birthYear, player.sex, player.title,
                player.federation, player.club };
            registry.savePlayer(added);
            ++result.added;
            break;
        }
        case PlannedPlayer::Action::Update:
            registry.savePlayer(merged(registry.player(planned.existingId), planned.player));
            ++result.updated;
            break;
        case PlannedPlayer::Action::Unchanged:
            ++result.unchanged;
            break;
        }
    }
}

} // namespace rd::store
