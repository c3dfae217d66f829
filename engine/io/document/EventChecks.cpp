#include "engine/io/document/EventChecks.h"

#include "engine/checks/ChessChecks.h"
#include "engine/checks/GoChecks.h"
#include "engine/io/document/EventDocumentFields.h"
#include "engine/rating/InputLimits.h"
#include "engine/rating/RuleSets.h"
#include "engine/standings/TieBreak.h"
#include "engine/standings/TieOrder.h"

#include <QLocale>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <map>

namespace rd::io {

namespace {

// The last game or bye of the file that puts the player of `startNumber` into `round`: the
// entry that made the round inconsistent.
QString placeOf(const EventInput &event, int startNumber, int round)
{
    if (startNumber < 1 || startNumber > static_cast<int>(event.players.size()))
        return QStringLiteral("games");
    const std::string &id = event.players[static_cast<std::size_t>(startNumber - 1)].id;
    QString place;
    for (std::size_t i = 0; i < event.chessGames.size(); ++i) {
        const ChessGame &game = event.chessGames[i];
        if (game.round.value_or(0) == round && (game.white == id || game.black == id))
            place = QStringLiteral("games[%1]").arg(i);
    }
    for (std::size_t i = 0; i < event.byes.size(); ++i) {
        if (event.byes[i].round == round && event.byes[i].player == id)
            place = QStringLiteral("byes[%1]").arg(i);
    }
    return place.isEmpty() ? QStringLiteral("games") : place;
}

constexpr std::size_t kMostRecentOpponents = 10; // event-document.md: "at most ten"

QString inQuotes(const std::string &text)
{
    return QLatin1Char('"') + QString::fromStdString(text) + QLatin1Char('"');
}

// As the reader writes a number in its messages: a whole number in full, any other as short as
// it reads back.
QString numberText(double number)
{
    if (number == std::trunc(number) && std::fabs(number) < 1e15)
        return QString::number(static_cast<qint64>(number));
    return QString::number(number, 'g', QLocale::FloatingPointShortest);
}

QString listOf(const auto &items, auto nameOf)
{
    QStringList names;
    for (const auto &item : items)
        names.append(QString::fromStdString(std::string(nameOf(item))));
    return names.join(QStringLiteral(", "));
}

// The checks of validate(), in the order of the document.
class EventValidation {
public:
    EventValidation(const EventInput &event, const FileDetails &details)
        : m_event(event)
        , m_details(details)
    {
        for (const PlayerInput &player : event.players)
            m_players.emplace(player.id, &player);
    }

    QList<DocumentError> errors()
    {
        checkRuleSet();
        checkEvent();
        checkPlayers();
        checkTieOrders();
        checkGames();
        checkByes();
        checkRequestedByes();
        checkForbiddenPairs();
        return m_errors;
    }

private:
    void fail(const QString &place, ReadCode code, const QStringList &args = {})
    {
        m_errors.append({ place, code, args });
    }

    void checkRange(const QString &place, double value, limits::Bounds bounds)
    {
        if (!bounds.contains(value))
            fail(place, ReadCode::OutOfRange,
                { numberText(value), QString::number(bounds.minimum),
                    QString::number(bounds.maximum) });
    }

    void checkAtLeast(const QString &place, double value, double minimum)
    {
        if (value < minimum)
            fail(place, ReadCode::BelowMinimum, { numberText(value), numberText(minimum) });
    }

    void checkName(const QString &place, const std::string &name)
    {
        if (const auto error = nameError(place, name))
            m_errors.append(*error);
    }

    void checkDate(const QString &place, const Date &date)
    {
        if (!Date::fromIso(date.toIso()))
            fail(place, ReadCode::NotADate, { inQuotes(date.toIso()), QString() });
    }

    void checkScore(const QString &place, double points)
    {
        if (points != 0.0 && points != 0.5 && points != 1.0)
            fail(place, ReadCode::NotAScore, { numberText(points) });
    }

    void checkDigits(const QString &place, const std::string &text)
    {
        if (!std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
            fail(place, ReadCode::ExpectedInteger, { inQuotes(text) });
    }

    void checkOneOf(
        const QString &place, const std::string &text, std::span<const std::string_view> values)
    {
        // A field without codes takes any text.
        if (text.empty() || values.empty()
            || std::find(values.begin(), values.end(), text) != values.end())
            return;
        fail(place, ReadCode::UnknownValue,
            { inQuotes(text), listOf(values, [](std::string_view value) { return value; }) });
    }

    // event-document.md "ruleset" and "params".
    void checkRuleSet()
    {
        if (m_event.ruleset.empty())
            return; // the reader takes the default of the end date
        const RuleSetInfo *ruleSet = findRuleSet(m_event.ruleset);
        if (!ruleSet) {
            fail(QStringLiteral("ruleset"), ReadCode::UnknownValue,
                { inQuotes(m_event.ruleset),
                    listOf(ruleSets(), [](const RuleSetInfo &known) { return known.name; }) });
            return;
        }
        if (ruleSet->system != m_event.system) {
            fail(QStringLiteral("ruleset"), ReadCode::RuleSetOfOtherSystem,
                { inQuotes(m_event.ruleset), QString::fromStdString(toString(ruleSet->system)),
                    QString::fromStdString(toString(m_event.system)) });
            return;
        }
        for (const auto &[name, value] : m_event.params) {
            const QString place = QStringLiteral("params.") + QString::fromStdString(name);
            const ParameterSpec *spec = ruleSet->findParameter(name);
            if (!spec) {
                fail(place, ReadCode::UnknownRuleSetParameter,
                    { QString::fromStdString(ruleSet->name),
                        listOf(ruleSet->parameters,
                            [](const ParameterSpec &known) { return known.name; }) });
                continue;
            }
            checkParameter(place, *spec, value);
        }
    }

    void checkParameter(const QString &place, const ParameterSpec &spec, const ParamValue &value)
    {
        switch (spec.kind) {
        case ParameterSpec::Kind::Number:
            if (const double *number = std::get_if<double>(&value)) {
                if (*number < spec.minimum || *number > spec.maximum)
                    fail(place, ReadCode::OutOfRange,
                        { numberText(*number), numberText(spec.minimum),
                            numberText(spec.maximum) });
            } else {
                fail(place, ReadCode::ExpectedNumber, { valueText(value) });
            }
            return;
        case ParameterSpec::Kind::Choice:
            if (const std::string *choice = std::get_if<std::string>(&value)) {
                if (std::find(spec.choices.begin(), spec.choices.end(), *choice)
                    == spec.choices.end())
                    fail(place, ReadCode::UnknownValue,
                        { inQuotes(*choice),
                            listOf(spec.choices, [](const std::string &known) { return known; }) });
            } else {
                fail(place, ReadCode::ExpectedString, { valueText(value) });
            }
            return;
        case ParameterSpec::Kind::Flag:
            if (!std::holds_alternative<bool>(value))
                fail(place, ReadCode::ExpectedFlag, { valueText(value) });
            return;
        }
    }

    static QString valueText(const ParamValue &value)
    {
        if (const double *number = std::get_if<double>(&value))
            return numberText(*number);
        if (const bool *flag = std::get_if<bool>(&value))
            return *flag ? QStringLiteral("true") : QStringLiteral("false");
        return inQuotes(std::get<std::string>(value));
    }

    // event-document.md "event".
    void checkEvent()
    {
        const EventInfo &event = m_event.event;
        checkName(QStringLiteral("event.name"), event.name);
        if (event.startDate)
            checkDate(QStringLiteral("event.start_date"), *event.startDate);
        checkDate(QStringLiteral("event.end_date"), event.endDate);
        checkProperties(event.properties);
    }

    // What other programs' files said of the event, kept in the same object (FileDetails).
    void checkFileDetails(const FileDetails &details)
    {
        const QString event = QStringLiteral("event.");
        checkOneOf(event + QStringLiteral("h9_encoding"), details.h9.encoding, kH9Encodings);
        checkOneOf(event + QStringLiteral("h9_line_end"), details.h9.lineEnd, kH9LineEnds);
        for (const TextField<UscfReportDetails> &field : kUscfReportTexts)
            checkOneOf(event + QStringLiteral("uscf_report.") + QLatin1String(field.name),
                details.uscfReport.*field.member, field.codes);
        if (details.uscfReport.grandPrixPoints)
            checkRange(event + QStringLiteral("uscf_report.grand_prix_points"),
                *details.uscfReport.grandPrixPoints, { 0, 999 });
    }

    void checkProperties(const EventProperties &properties)
    {
        const QString event = QStringLiteral("event.");
        for (const TextField<EventProperties> &field : kPropertyTexts)
            checkOneOf(event + QLatin1String(field.name), properties.*field.member, field.codes);
        if (properties.roundsPlanned)
            checkRange(event + QStringLiteral("rounds_planned"), *properties.roundsPlanned,
                limits::kRoundsPlanned);
        for (std::size_t i = 0; i < properties.tieBreaks.size(); ++i) {
            if (!standings::parseTieBreak(properties.tieBreaks[i]))
                fail(QStringLiteral("event.tie_breaks[%1]").arg(i), ReadCode::UnknownValue,
                    { inQuotes(properties.tieBreaks[i]),
                        QString::fromStdString(standings::knownTieBreakNames()) });
        }
        if (properties.unratedRating)
            checkRange(event + QStringLiteral("tie_break_unrated_rating"),
                *properties.unratedRating, limits::kRating);
        checkScore(event + QStringLiteral("pairing_bye_points"), properties.pairingByePoints);
        if (properties.requestedByeLimit)
            checkAtLeast(
                event + QStringLiteral("requested_bye_limit"), *properties.requestedByeLimit, 0);
        checkScore(event + QStringLiteral("missed_round_points"), properties.missedRoundPoints);
        if (properties.lotSeed)
            checkRange(event + QStringLiteral("lot_seed"), *properties.lotSeed,
                { standings::kLowestLotSeed, standings::kHighestLotSeed });
        if (properties.teams)
            checkAtLeast(event + QStringLiteral("teams"), *properties.teams, 0);
        checkFileDetails(m_details);
        std::map<std::string, QString> named; // name -> place of the section naming it first
        for (std::size_t i = 0; i < properties.sections.size(); ++i) {
            const EventSection &section = properties.sections[i];
            const QString place = QStringLiteral("event.sections[%1]").arg(i);
            checkName(place + QStringLiteral(".name"), section.name);
            if (section.roundsPlanned)
                checkRange(place + QStringLiteral(".rounds_planned"), *section.roundsPlanned,
                    limits::kRoundsPlanned);
            const auto [first, inserted] = named.emplace(section.name, place);
            if (!inserted)
                fail(place + QStringLiteral(".name"), ReadCode::DuplicateId,
                    { inQuotes(section.name), first->second });
        }
    }

    // event-document.md "players[]".
    void checkPlayers()
    {
        if (m_event.players.size() > std::size_t(limits::kMostPlayers))
            fail(QStringLiteral("players"), ReadCode::TooManyEntries,
                { QString::number(m_event.players.size()), QString::number(limits::kMostPlayers) });
        std::map<std::string, QString> first; // id -> place of the first player with it
        for (std::size_t i = 0; i < m_event.players.size(); ++i) {
            const PlayerInput &player = m_event.players[i];
            const QString place = QStringLiteral("players[%1]").arg(i);
            if (player.id.empty()) {
                fail(place + QStringLiteral(".id"), ReadCode::EmptyId);
            } else {
                const auto [it, inserted] = first.emplace(player.id, place);
                if (!inserted)
                    fail(place + QStringLiteral(".id"), ReadCode::DuplicateId,
                        { inQuotes(player.id), it->second });
            }
            checkPlayer(place + QLatin1Char('.'), player);
        }
    }

    void checkPlayer(const QString &place, const PlayerInput &player)
    {
        if (player.registryId)
            checkAtLeast(place + QStringLiteral("registry_id"), double(*player.registryId), 1);
        checkName(place + QStringLiteral("name"), player.name);
        checkBirth(place, player);
        checkOneOf(place + QStringLiteral("sex"), player.sex, kSexes);
        checkOneOf(place + QStringLiteral("title"), player.title, kFideTitles);
        if (player.fideRating)
            checkRange(place + QStringLiteral("fide_rating"), *player.fideRating, limits::kRating);
        checkDigits(place + QStringLiteral("fide_id"), player.fideId);
        checkDigits(place + QStringLiteral("uscf_id"), player.uscfId);
        checkName(place + QStringLiteral("club"), player.club);
        checkDigits(place + QStringLiteral("egd_pin"), player.egdPin);
        if (player.firstRound)
            checkRange(place + QStringLiteral("first_round"), *player.firstRound, limits::kRound);
        if (player.withdrawnFrom)
            checkRange(
                place + QStringLiteral("withdrawn_from"), *player.withdrawnFrom, limits::kRound);
        checkSection(place + QStringLiteral("section"), player.section);
        if (player.dwz)
            checkDwz(place + QStringLiteral("dwz."), *player.dwz);
        if (player.uscf)
            checkUscf(place + QStringLiteral("uscf."), *player.uscf);
        if (player.sagc) {
            checkRange(
                place + QStringLiteral("sagc.index"), player.sagc->index, limits::kSagcIndex);
            if (player.sagc->recentOpponents.size() > kMostRecentOpponents)
                fail(place + QStringLiteral("sagc.recent_opponents"), ReadCode::TooManyEntries,
                    { QString::number(player.sagc->recentOpponents.size()),
                        QString::number(kMostRecentOpponents) });
        }
    }

    void checkBirth(const QString &place, const PlayerInput &player)
    {
        const Date &end = m_event.event.endDate;
        if (player.birthDate) {
            checkDate(place + QStringLiteral("birth_date"), *player.birthDate);
            if (*player.birthDate > end)
                fail(place + QStringLiteral("birth_date"), ReadCode::BirthAfterEnd,
                    { QString::fromStdString(player.birthDate->toIso()),
                        QString::fromStdString(end.toIso()) });
        }
        if (!player.birthYear)
            return;
        checkRange(place + QStringLiteral("birth_year"), *player.birthYear,
            { kEarliestBirthYear, end.year });
        if (player.birthDate && player.birthDate->year != *player.birthYear)
            fail(place + QStringLiteral("birth_year"), ReadCode::BirthYearDisagrees,
                { QString::number(*player.birthYear),
                    QString::fromStdString(player.birthDate->toIso()) });
    }

    // event-document.md "players[].section": with sections, every player names one of them;
    // without, none.
    void checkSection(const QString &place, const std::string &name)
    {
        const auto &sections = m_event.event.properties.sections;
        if (sections.empty()) {
            if (!name.empty())
                fail(place, ReadCode::NoSections);
            return;
        }
        if (name.empty()) {
            fail(place, ReadCode::MissingField);
            return;
        }
        if (!isSection(name))
            fail(place, ReadCode::UnknownSection, { inQuotes(name) });
    }

    bool isSection(const std::string &name) const
    {
        const auto &sections = m_event.event.properties.sections;
        return std::any_of(sections.begin(), sections.end(),
            [&name](const EventSection &section) { return section.name == name; });
    }

    void checkDwz(const QString &place, const DwzState &state)
    {
        if (state.rating)
            checkRange(place + QStringLiteral("rating"), *state.rating, limits::kRating);
        checkAtLeast(place + QStringLiteral("index"), state.index, 0);
        if (state.lastEvaluated)
            checkDate(place + QStringLiteral("last_evaluated"), *state.lastEvaluated);
        for (std::size_t i = 0; i < state.restpartien.size(); ++i) {
            const DwzRestpartie &restpartie = state.restpartien[i];
            const QString at = place + QStringLiteral("restpartien[%1].").arg(i);
            checkRange(
                at + QStringLiteral("opponent_rating"), restpartie.opponentRating, limits::kRating);
            checkScore(at + QStringLiteral("score"), restpartie.score);
            checkDate(at + QStringLiteral("end_date"), restpartie.endDate);
        }
        if (!state.summary)
            return;
        // Seed 4.10.1: 0 <= W, We <= n, n >= 1.
        const DwzSummary &summary = *state.summary;
        const QString at = place + QStringLiteral("summary.");
        checkAtLeast(at + QStringLiteral("W"), summary.points, 0);
        checkAtLeast(at + QStringLiteral("n"), summary.games, 1);
        checkAtLeast(at + QStringLiteral("We"), summary.expected, 0);
        for (const auto &[name, value] :
            { std::pair { "W", summary.points }, std::pair { "We", summary.expected } }) {
            if (summary.games > 0 && value > summary.games)
                fail(at + QLatin1String(name), ReadCode::MoreThanGames,
                    { numberText(value), QString::number(summary.games) });
        }
    }

    void checkUscf(const QString &place, const UscfState &state)
    {
        checkUscfRating(place, state);
        if (state.fide)
            checkRange(place + QStringLiteral("fide"), *state.fide, limits::kRating);
        if (state.cfc)
            checkRange(place + QStringLiteral("cfc"), *state.cfc, limits::kRating);
        if (state.quick)
            checkUscfRating(place + QStringLiteral("quick."), *state.quick);
        if (state.regular)
            checkUscfRating(place + QStringLiteral("regular."), *state.regular);
    }

    void checkUscfRating(const QString &place, const UscfRatingState &state)
    {
        for (const auto &[name, rating] : { std::pair { "rating", state.rating },
                 std::pair { "peak", state.peak }, std::pair { "floor", state.floor } }) {
            if (rating)
                checkRange(place + QLatin1String(name), *rating, limits::kRating);
        }
        if (state.games) {
            checkAtLeast(place + QStringLiteral("games"), *state.games, 0);
            if (std::trunc(*state.games * 2.0) != *state.games * 2.0)
                fail(place + QStringLiteral("games"), ReadCode::NotWholeOrHalf,
                    { numberText(*state.games) });
        }
        for (const auto &[name, count] : { std::pair { "wins", state.wins },
                 std::pair { "draws", state.draws }, std::pair { "losses", state.losses },
                 std::pair { "events_3plus", state.eventsWithThreeGames } })
            checkAtLeast(place + QLatin1String(name), count, 0);
    }

    // event.tie_orders: each id a player of `players`, each player in one order at most.
    void checkTieOrders()
    {
        std::map<std::string, QString> first;
        const auto &orders = m_event.event.properties.tieOrders;
        for (std::size_t o = 0; o < orders.size(); ++o) {
            for (std::size_t i = 0; i < orders[o].size(); ++i) {
                const QString place = QStringLiteral("event.tie_orders[%1][%2]").arg(o).arg(i);
                if (!checkPlayerReference(place, orders[o][i]))
                    continue;
                const auto [it, inserted] = first.emplace(orders[o][i], place);
                if (!inserted)
                    fail(place, ReadCode::DuplicateId, { inQuotes(orders[o][i]), it->second });
            }
        }
    }

    // Whether `id` names a player of `players`. Without players, no reference is checked.
    bool checkPlayerReference(const QString &place, const std::string &id)
    {
        if (m_players.empty())
            return false;
        if (m_players.contains(id))
            return true;
        fail(place, ReadCode::UnknownPlayer, { inQuotes(id) });
        return false;
    }

    void checkGames()
    {
        if (m_event.system == RatingSystem::Sagc) {
            for (std::size_t i = 0; i < m_event.goGames.size(); ++i) {
                const GoGame &game = m_event.goGames[i];
                const QString place = QStringLiteral("games[%1].").arg(i);
                checkPlayerReference(place + QStringLiteral("white"), game.white);
                checkPlayerReference(place + QStringLiteral("black"), game.black);
                checkRange(
                    place + QStringLiteral("handicap"), game.handicap, { 0, GoGame::kMostStones });
                if (game.date)
                    checkDate(place + QStringLiteral("date"), *game.date);
            }
            return;
        }
        for (std::size_t i = 0; i < m_event.chessGames.size(); ++i) {
            const ChessGame &game = m_event.chessGames[i];
            const QString place = QStringLiteral("games[%1]").arg(i);
            if (game.round)
                checkRange(place + QStringLiteral(".round"), *game.round, limits::kRound);
            const bool white = checkGamePlayer(place + QStringLiteral(".white"), game.white);
            const bool black = checkGamePlayer(place + QStringLiteral(".black"), game.black);
            if (white && black)
                checkSameSection(place, game);
        }
    }

    // A player of a game: in DWZ not one rated from a summary (seed 4.10.1).
    bool checkGamePlayer(const QString &place, const std::string &id)
    {
        if (!checkPlayerReference(place, id))
            return false;
        const PlayerInput *player = m_players.at(id);
        if (m_event.system == RatingSystem::Dwz && player->dwz && player->dwz->summary)
            fail(place, ReadCode::RatedFromSummary, { inQuotes(id) });
        return true;
    }

    // event-document.md "event.sections": the players of a game play in one section (a player
    // whose section is wrong is reported already).
    void checkSameSection(const QString &place, const ChessGame &game)
    {
        const PlayerInput *white = m_players.at(game.white);
        const PlayerInput *black = m_players.at(game.black);
        if (!isSection(white->section) || !isSection(black->section)
            || white->section == black->section)
            return;
        fail(place, ReadCode::GameAcrossSections,
            { inQuotes(white->section), inQuotes(black->section) });
    }

    // Go events have no byes: their document leaves them out.
    void checkByes()
    {
        if (m_event.system == RatingSystem::Sagc)
            return;
        for (std::size_t i = 0; i < m_event.byes.size(); ++i) {
            const Bye &bye = m_event.byes[i];
            const QString place = QStringLiteral("byes[%1].").arg(i);
            checkRange(place + QStringLiteral("round"), bye.round, limits::kRound);
            checkPlayerReference(place + QStringLiteral("player"), bye.player);
            if (!bye.unpaired)
                checkScore(place + QStringLiteral("points"), bye.points);
        }
    }

    // event.requested_bye_limit: no player asks for more byes that score than the event allows;
    // the first bye past the limit is named.
    void checkRequestedByes()
    {
        const auto limit = m_event.event.properties.requestedByeLimit;
        if (!limit || m_event.system == RatingSystem::Sagc)
            return;
        std::map<std::string, int> asked;
        for (std::size_t i = 0; i < m_event.byes.size(); ++i) {
            const Bye &bye = m_event.byes[i];
            if (bye.unpaired || bye.points == 0.0 || bye.player.empty())
                continue;
            if (++asked[bye.player] == *limit + 1)
                fail(QStringLiteral("byes[%1]").arg(i), ReadCode::TooManyRequestedByes,
                    { inQuotes(bye.player), QString::number(*limit + 1), QString::number(*limit) });
        }
    }

    // forbidden_pairs: each two different players of `players`.
    void checkForbiddenPairs()
    {
        for (std::size_t i = 0; i < m_event.forbiddenPairs.size(); ++i) {
            const ForbiddenPair &pair = m_event.forbiddenPairs[i];
            const QString place = QStringLiteral("forbidden_pairs[%1]").arg(i);
            const bool player = checkPlayerReference(place + QStringLiteral("[0]"), pair.player);
            const bool other = checkPlayerReference(place + QStringLiteral("[1]"), pair.other);
            if (player && other && pair.player == pair.other)
                fail(place, ReadCode::ForbiddenPairForm);
        }
    }

    const EventInput &m_event;
    const FileDetails &m_details;
    std::map<std::string, const PlayerInput *> m_players; // the first player of each id
    QList<DocumentError> m_errors;
};

} // namespace

QList<DocumentError> validate(const EventInput &event, const FileDetails &details)
{
    QList<DocumentError> errors = EventValidation(event, details).errors();
    if (errors.isEmpty())
        errors = consistencyErrors(event);
    return errors;
}

QList<DocumentError> consistencyErrors(const EventInput &event)
{
    QList<DocumentError> errors;
    QSet<QString> reported;
    const auto report = [&](const QString &place, const QString &message) {
        if (!reported.contains(place)) {
            reported.insert(place);
            errors.append({ place, ReadCode::Worded, { message } });
        }
    };
    if (event.system == RatingSystem::Sagc) {
        // Players and ranks are the reader's own checks; the line check adds the same player
        // on both sides.
        for (std::size_t i = 0; i < event.goGames.size(); ++i) {
            if (event.goGames[i].white != event.goGames[i].black)
                continue;
            for (const checks::Problem &problem :
                checks::checkGoLine(event, static_cast<int>(i) + 1)) {
                if (problem.location.field == QLatin1String("black")
                    && problem.location.startNumber == 0)
                    report(QStringLiteral("games[%1]").arg(i), problem.message);
            }
        }
        return errors;
    }
    for (const checks::Problem &problem :
        checks::checkChessEvent(event, checks::Checks::ErrorsOnly)) {
        if (problem.severity == checks::Severity::Error)
            report(placeOf(event, problem.location.startNumber, problem.location.round),
                problem.message);
    }
    return errors;
}

} // namespace rd::io
