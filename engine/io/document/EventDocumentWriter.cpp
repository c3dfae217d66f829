#include "engine/io/document/EventDocumentWriter.h"

#include "engine/io/document/EventDocumentFields.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>

#include <variant>

namespace rd::io {

namespace {

constexpr int kFormatVersion = 1;

QString text(const std::string &text)
{
    return QString::fromStdString(text);
}

QString dateText(const Date &date)
{
    return text(date.toIso());
}

// Optional fields are written only when set; integers stay JSON integers.
template <typename Number>
void insertIfSet(QJsonObject &object, const QString &name, const std::optional<Number> &number)
{
    if (number)
        object.insert(name, *number);
}

void insertIfSet(QJsonObject &object, const QString &name, const std::optional<Date> &date)
{
    if (date)
        object.insert(name, dateText(*date));
}

// Flags the reader defaults to false.
void insertIfTrue(QJsonObject &object, const QString &name, bool flag)
{
    if (flag)
        object.insert(name, true);
}

// Counts and indexes the reader defaults to 0.
void insertIfNonZero(QJsonObject &object, const QString &name, int number)
{
    if (number != 0)
        object.insert(name, number);
}

void insertIfNotEmpty(QJsonObject &object, const QString &name, const std::string &string)
{
    if (!string.empty())
        object.insert(name, text(string));
}

void insertIfNotEmpty(
    QJsonObject &object, const QString &name, const std::vector<std::string> &strings)
{
    if (strings.empty())
        return;
    QJsonArray array;
    for (const std::string &string : strings)
        array.append(text(string));
    object.insert(name, array);
}

// The text fields `fields` of `from` that are given.
template <typename Object, std::size_t N>
QJsonObject textsToJson(const TextField<Object> (&fields)[N], const Object &from)
{
    QJsonObject object;
    for (const TextField<Object> &field : fields)
        insertIfNotEmpty(object, QLatin1String(field.name), from.*field.member);
    return object;
}

// An optional part as the object `toJson` makes of it.
template <typename Part, typename ToJson>
void insertIfSet(
    QJsonObject &object, const QString &name, const std::optional<Part> &part, ToJson toJson)
{
    if (part)
        object.insert(name, toJson(*part));
}

// event-document.md "params": numbers, choices and flags as JSON numbers, strings and booleans.
struct ParamValueMaker {
    QJsonValue operator()(double number) const { return number; }
    QJsonValue operator()(const std::string &choice) const { return text(choice); }
    QJsonValue operator()(bool flag) const { return flag; }
};

QJsonObject paramsToJson(const Params &params)
{
    QJsonObject object;
    for (const auto &[name, value] : params)
        object.insert(text(name), std::visit(ParamValueMaker {}, value));
    return object;
}

// event-document.md "event": the `uscf` object belongs to US Chess documents only.
QJsonObject eventInfoToJson(const EventInput &input, const FileDetails &details)
{
    const EventInfo &event = input.event;
    QJsonObject object;
    insertIfNotEmpty(object, QStringLiteral("name"), event.name);
    insertIfSet(object, QStringLiteral("start_date"), event.startDate);
    object.insert(QStringLiteral("end_date"), dateText(event.endDate));
    for (const QJsonObject &fields :
        { eventPropertiesToJson(event.properties), fileDetailsToJson(details) }) {
        for (auto it = fields.begin(); it != fields.end(); ++it)
            object.insert(it.key(), it.value());
    }
    if (input.system == RatingSystem::Uscf)
        object.insert(QStringLiteral("uscf"),
            QJsonObject { { QStringLiteral("system"),
                              QString::fromStdString(documentName(event.uscf.system)) },
                { QStringLiteral("dual_rated"), event.uscf.dualRated } });
    return object;
}

QJsonObject restpartieToJson(const DwzRestpartie &restpartie)
{
    return { { QStringLiteral("opponent_rating"), restpartie.opponentRating },
        { QStringLiteral("score"), restpartie.score },
        { QStringLiteral("end_date"), dateText(restpartie.endDate) } };
}

// Seed 4.10.1: W, n and We of a player whose games are not available.
QJsonObject summaryToJson(const DwzSummary &summary)
{
    return { { QStringLiteral("W"), summary.points }, { QStringLiteral("n"), summary.games },
        { QStringLiteral("We"), summary.expected } };
}

// The fields a rating has in every US Chess system; `established`, the lifetime counts and
// `history` only when they differ from the reader's defaults (event-document.md "uscf.games").
QJsonObject ratingStateToJson(const UscfRatingState &state)
{
    QJsonObject object;
    insertIfSet(object, QStringLiteral("rating"), state.rating);
    insertIfSet(object, QStringLiteral("games"), state.games);
    insertIfTrue(object, QStringLiteral("established"), state.established);
    insertIfNonZero(object, QStringLiteral("wins"), state.wins);
    insertIfNonZero(object, QStringLiteral("draws"), state.draws);
    insertIfNonZero(object, QStringLiteral("losses"), state.losses);
    insertIfNonZero(object, QStringLiteral("events_3plus"), state.eventsWithThreeGames);
    if (state.history != UscfHistory::Mixed)
        object.insert(QStringLiteral("history"), text(kUscfHistoryNames.nameOf(state.history)));
    insertIfSet(object, QStringLiteral("peak"), state.peak);
    insertIfSet(object, QStringLiteral("floor"), state.floor);
    return object;
}

// `quick` and `regular`: the reader wants `games` or `established` beside the rating, so
// without games `established` is written even when false.
QJsonObject otherSystemToJson(const UscfRatingState &state)
{
    QJsonObject object = ratingStateToJson(state);
    if (!state.games)
        object.insert(QStringLiteral("established"), state.established);
    return object;
}

// event-document.md "players[]": birth_date, birth_year and the FIDE fields each when known,
// and the player's line of an .h9 table when one was kept.
QJsonObject playerToJson(const PlayerInput &player, const H9Line &line)
{
    QJsonObject object;
    object.insert(QStringLiteral("id"), text(player.id));
    insertIfSet(object, QStringLiteral("registry_id"), player.registryId);
    insertIfNotEmpty(object, QStringLiteral("name"), player.name);
    insertIfSet(object, QStringLiteral("birth_date"), player.birthDate);
    insertIfSet(object, QStringLiteral("birth_year"), player.birthYear);
    insertIfNotEmpty(object, QStringLiteral("sex"), player.sex);
    insertIfNotEmpty(object, QStringLiteral("title"), player.title);
    insertIfSet(object, QStringLiteral("fide_rating"), player.fideRating);
    insertIfNotEmpty(object, QStringLiteral("federation"), player.federation);
    insertIfNotEmpty(object, QStringLiteral("fide_id"), player.fideId);
    insertIfNotEmpty(object, QStringLiteral("uscf_id"), player.uscfId);
    insertIfNotEmpty(object, QStringLiteral("country"), player.country);
    insertIfNotEmpty(object, QStringLiteral("club"), player.club);
    insertIfNotEmpty(object, QStringLiteral("egd_pin"), player.egdPin);
    insertIfNotEmpty(object, QStringLiteral("region"), player.region);
    insertIfNotEmpty(object, QStringLiteral("section"), player.section);
    insertIfNotEmpty(object, QStringLiteral("h9_scores"), line.scores);
    insertIfNotEmpty(object, QStringLiteral("h9_cells"), line.cells);
    insertIfNotEmpty(object, QStringLiteral("h9_after_cells"), line.afterCells);
    insertIfSet(object, QStringLiteral("first_round"), player.firstRound);
    insertIfSet(object, QStringLiteral("withdrawn_from"), player.withdrawnFrom);
    const QJsonObject states = playerStatesToJson(player);
    for (auto it = states.begin(); it != states.end(); ++it)
        object.insert(it.key(), it.value());
    return object;
}

QJsonObject chessGameToJson(const ChessGame &game)
{
    QJsonObject object { { QStringLiteral("white"), text(game.white) },
        { QStringLiteral("black"), text(game.black) },
        { QStringLiteral("result"), text(toNotation(game.result)) } };
    insertIfSet(object, QStringLiteral("round"), game.round);
    return object;
}

// event-document.md "Go (sagc) games": every field but the optional date is written.
QJsonObject goGameToJson(const GoGame &game)
{
    QJsonObject object { { QStringLiteral("white"), text(game.white) },
        { QStringLiteral("black"), text(game.black) },
        { QStringLiteral("winner"), QString::fromStdString(documentName(game.winner)) },
        { QStringLiteral("handicap"), game.handicap }, { QStringLiteral("komi"), game.komi },
        { QStringLiteral("status"), QString::fromStdString(documentName(game.status)) } };
    insertIfSet(object, QStringLiteral("date"), game.date);
    return object;
}

// Chess games for dwz and uscf, Go games in entry order for sagc.
QJsonArray gamesToJson(const EventInput &event)
{
    QJsonArray games;
    if (event.system == RatingSystem::Sagc) {
        for (const GoGame &game : event.goGames)
            games.append(goGameToJson(game));
    } else {
        for (const ChessGame &game : event.chessGames)
            games.append(chessGameToJson(game));
    }
    return games;
}

QJsonObject byeToJson(const Bye &bye)
{
    QJsonObject object { { QStringLiteral("round"), bye.round },
        { QStringLiteral("player"), text(bye.player) } };
    // A pairing-allocated bye scores the event's pairing_bye_points.
    if (bye.unpaired)
        object.insert(QStringLiteral("unpaired"), true);
    else
        object.insert(QStringLiteral("points"), bye.points);
    return object;
}

} // namespace

QJsonObject eventToJson(const EventFile &file)
{
    const EventInput &event = file.event;
    QJsonArray players;
    for (const PlayerInput &player : event.players)
        players.append(playerToJson(player, file.details.h9.lineOf(player.id)));

    QJsonObject document;
    document.insert(QStringLiteral("format"), QStringLiteral("ratingdesk-event"));
    document.insert(QStringLiteral("version"), kFormatVersion);
    document.insert(QStringLiteral("system"), text(toString(event.system)));
    // Read documents always have a rule set; without one the reader chooses the default.
    insertIfNotEmpty(document, QStringLiteral("ruleset"), event.ruleset);
    if (!event.params.empty())
        document.insert(QStringLiteral("params"), paramsToJson(event.params));
    document.insert(QStringLiteral("event"), eventInfoToJson(event, file.details));
    document.insert(QStringLiteral("players"), players);
    document.insert(QStringLiteral("games"), gamesToJson(event));
    // event-document.md: byes are not allowed in system sagc.
    if (!event.byes.empty() && event.system != RatingSystem::Sagc) {
        QJsonArray byes;
        for (const Bye &bye : event.byes)
            byes.append(byeToJson(bye));
        document.insert(QStringLiteral("byes"), byes);
    }
    if (!event.forbiddenPairs.empty()) {
        QJsonArray pairs;
        for (const ForbiddenPair &pair : event.forbiddenPairs)
            pairs.append(QJsonArray { text(pair.player), text(pair.other) });
        document.insert(QStringLiteral("forbidden_pairs"), pairs);
    }
    return document;
}

QByteArray writeEventDocument(const EventFile &event, bool indented)
{
    return QJsonDocument(eventToJson(event))
        .toJson(indented ? QJsonDocument::Indented : QJsonDocument::Compact);
}

QJsonObject eventPropertiesToJson(const EventProperties &properties)
{
    QJsonObject object = textsToJson(kPropertyTexts, properties);
    insertIfSet(object, QStringLiteral("rounds_planned"), properties.roundsPlanned);
    insertIfNotEmpty(object, QStringLiteral("tie_breaks"), properties.tieBreaks);
    if (properties.tieBreakEdition) {
        object.insert(QStringLiteral("tie_break_edition"),
            QString::fromStdString(kTieBreakEditionNames.nameOf(*properties.tieBreakEdition)));
    }
    insertIfSet(object, QStringLiteral("tie_break_unrated_rating"), properties.unratedRating);
    insertIfTrue(
        object, QStringLiteral("direct_encounter_forfeits"), properties.directEncounterForfeits);
    if (properties.pairingByePoints != 1.0)
        object.insert(QStringLiteral("pairing_bye_points"), properties.pairingByePoints);
    if (properties.acceleration != PairingAcceleration::None) {
        object.insert(QStringLiteral("acceleration"),
            QString::fromStdString(kPairingAccelerationNames.nameOf(properties.acceleration)));
    }
    insertIfSet(object, QStringLiteral("requested_bye_limit"), properties.requestedByeLimit);
    if (properties.initialColour) {
        object.insert(QStringLiteral("initial_colour"),
            QString::fromStdString(kInitialColourNames.nameOf(*properties.initialColour)));
    }
    if (properties.missedRoundPoints != 0.0)
        object.insert(QStringLiteral("missed_round_points"), properties.missedRoundPoints);
    if (properties.tieBreakRating != TieBreakRating::National) {
        object.insert(QStringLiteral("tie_break_rating"),
            QString::fromStdString(kTieBreakRatingNames.nameOf(properties.tieBreakRating)));
    }
    insertIfSet(object, QStringLiteral("lot_seed"), properties.lotSeed);
    if (!properties.tieOrders.empty()) {
        QJsonArray orders;
        for (const std::vector<std::string> &order : properties.tieOrders) {
            QJsonArray ids;
            for (const std::string &id : order)
                ids.append(text(id));
            orders.append(ids);
        }
        object.insert(QStringLiteral("tie_orders"), orders);
    }
    insertIfSet(object, QStringLiteral("teams"), properties.teams);
    if (!properties.sections.empty()) {
        QJsonArray sections;
        for (const EventSection &section : properties.sections)
            sections.append(sectionToJson(section));
        object.insert(QStringLiteral("sections"), sections);
    }
    return object;
}

QJsonObject fileDetailsToJson(const FileDetails &details)
{
    QJsonObject object;
    for (const TextListField<TrfDetails> &field : kTrfTextLists)
        insertIfNotEmpty(object, QLatin1String(field.name), details.trf.*field.member);
    for (const TextListField<H9Details> &field : kH9TextLists)
        insertIfNotEmpty(object, QLatin1String(field.name), details.h9.*field.member);
    insertIfNotEmpty(object, QStringLiteral("h9_encoding"), details.h9.encoding);
    insertIfNotEmpty(object, QStringLiteral("h9_line_end"), details.h9.lineEnd);
    const QJsonObject report = uscfReportToJson(details.uscfReport);
    if (!report.isEmpty())
        object.insert(QStringLiteral("uscf_report"), report);
    return object;
}

QJsonObject sectionToJson(const EventSection &section)
{
    QJsonObject object { { QStringLiteral("name"), text(section.name) } };
    insertIfNotEmpty(object, QStringLiteral("time_control"), section.timeControl);
    if (section.uscf.system != UscfSystem::Regular)
        object.insert(QStringLiteral("system"), text(documentName(section.uscf.system)));
    insertIfTrue(object, QStringLiteral("dual_rated"), section.uscf.dualRated);
    insertIfSet(object, QStringLiteral("rounds_planned"), section.roundsPlanned);
    insertIfNotEmpty(object, QStringLiteral("chief_td_id"), section.chiefTdId);
    insertIfNotEmpty(object, QStringLiteral("assistant_td_id"), section.assistantTdId);
    insertIfTrue(object, QStringLiteral("round_robin"), section.roundRobin);
    return object;
}

QJsonObject uscfReportToJson(const UscfReportDetails &report)
{
    QJsonObject object = textsToJson(kUscfReportTexts, report);
    insertIfTrue(object, QStringLiteral("round_robin"), report.roundRobin);
    insertIfSet(object, QStringLiteral("grand_prix_points"), report.grandPrixPoints);
    insertIfTrue(object, QStringLiteral("fide_rated"), report.fideRated);
    return object;
}

QJsonObject dwzStateToJson(const DwzState &state)
{
    QJsonObject object;
    insertIfSet(object, QStringLiteral("rating"), state.rating);
    insertIfNonZero(object, QStringLiteral("index"), state.index);
    insertIfSet(object, QStringLiteral("last_evaluated"), state.lastEvaluated);
    if (!state.restpartien.empty()) {
        QJsonArray restpartien;
        for (const DwzRestpartie &restpartie : state.restpartien)
            restpartien.append(restpartieToJson(restpartie));
        object.insert(QStringLiteral("restpartien"), restpartien);
    }
    insertIfSet(object, QStringLiteral("summary"), state.summary, summaryToJson);
    return object;
}

QJsonObject playerStatesToJson(const PlayerInput &player)
{
    QJsonObject states;
    insertIfSet(states, QStringLiteral("dwz"), player.dwz, dwzStateToJson);
    insertIfSet(states, QStringLiteral("uscf"), player.uscf, uscfStateToJson);
    insertIfSet(states, QStringLiteral("sagc"), player.sagc, sagcStateToJson);
    return states;
}

QJsonObject uscfStateToJson(const UscfState &state)
{
    QJsonObject object = ratingStateToJson(state);
    insertIfTrue(object, QStringLiteral("adult"), state.adult);
    insertIfSet(object, QStringLiteral("fide"), state.fide);
    insertIfSet(object, QStringLiteral("cfc"), state.cfc);
    insertIfSet(object, QStringLiteral("quick"), state.quick, otherSystemToJson);
    insertIfSet(object, QStringLiteral("regular"), state.regular, otherSystemToJson);
    return object;
}

QJsonObject sagcStateToJson(const SagcState &state)
{
    QJsonObject object;
    object.insert(QStringLiteral("rank"), text(state.rank.toString()));
    insertIfNonZero(object, QStringLiteral("index"), state.index);
    if (!state.recentOpponents.empty()) {
        QJsonArray opponents;
        for (const std::string &opponent : state.recentOpponents)
            opponents.append(text(opponent));
        object.insert(QStringLiteral("recent_opponents"), opponents);
    }
    return object;
}

} // namespace rd::io
