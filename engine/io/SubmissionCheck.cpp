#include "engine/io/SubmissionCheck.h"

#include "engine/checks/ChessChecks.h"
#include "engine/checks/PlayerNumbers.h"
#include "engine/checks/RatingReadiness.h"
#include "engine/io/egd/H9Format.h"
#include "engine/io/uscf/UscfTimeControl.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <iterator>
#include <map>

namespace rd::io {

namespace {

// The user's words, translated; each marked where it is written with QT_TRANSLATE_NOOP and this
// context.
QString translated(const char *text)
{
    return QCoreApplication::translate("rd::io::SubmissionCheck", text);
}

using checks::Location;
using checks::Problem;
using checks::Severity;

bool isBlank(const std::string &text)
{
    return QString::fromStdString(text).trimmed().isEmpty();
}

// The problems of one event for one federation, collected in the order they are found.
class Findings {
public:
    explicit Findings(const EventFile &file)
        : m_file(file)
        , m_event(file.event)
    {
    }

    const EventFile &file() const { return m_file; }
    const EventInput &event() const { return m_event; }
    const FileDetails &details() const { return m_file.details; }
    std::vector<Problem> take() { return std::move(m_problems); }

    // A detail of the event (Event → Details), by the field's name.
    void aboutEvent(Severity severity, const QString &field, const QString &message)
    {
        m_problems.push_back({ severity, message, Location { 0, 0, 0, field } });
    }
    // A player's field: "Meyer, Anna (5): <message>".
    void aboutPlayer(Severity severity, int startNumber, const QString &field, const QString &text)
    {
        m_problems.push_back({ severity,
            translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck", "%1: %2"))
                .arg(checks::playerText(m_event, startNumber), text),
            Location { startNumber, 0, 0, field } });
    }
    // A text of the event, or of a player, that the federation needs: `missing` is said when it
    // is blank. True when it is there.
    bool require(
        const std::string &text, Severity severity, const QString &field, const char *missing)
    {
        const bool blank = isBlank(text);
        if (blank)
            aboutEvent(severity, field, translated(missing));
        return !blank;
    }
    bool require(const std::string &text, Severity severity, int startNumber, const QString &field,
        const char *missing)
    {
        const bool blank = isBlank(text);
        if (blank)
            aboutPlayer(severity, startNumber, field, translated(missing));
        return !blank;
    }
    void aboutRound(Severity severity, int round, int startNumber, const QString &message)
    {
        m_problems.push_back({ severity, message, Location { startNumber, round, 0, {} } });
    }
    void add(const Problem &problem) { m_problems.push_back(problem); }

    // Each player with his start number, from 1.
    template <typename Check> void forEachPlayer(Check check)
    {
        for (std::size_t i = 0; i < m_event.players.size(); ++i)
            check(static_cast<int>(i) + 1, m_event.players[i]);
    }

private:
    const EventFile &m_file;
    const EventInput &m_event;
    std::vector<Problem> m_problems;
};

bool hasDigits(const std::string &text, int count)
{
    return static_cast<int>(text.size()) == count
        && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// A US state's code as the post writes it, e.g. "MA".
bool isStateCode(const std::string &text)
{
    return text.size() == 2
        && std::all_of(text.begin(), text.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

// "Surname, Given name" (dwz.md §9.1 column n, TRF-16 columns 15-47): a comma with a name on
// either side.
bool hasGivenNameAfterComma(const std::string &name)
{
    const QString text = QString::fromStdString(name);
    const qsizetype comma = text.indexOf(QLatin1Char(','));
    return comma > 0 && !text.left(comma).trimmed().isEmpty()
        && !text.mid(comma + 1).trimmed().isEmpty();
}

// The rounds the event's games and byes fill.
int roundCount(const EventInput &event)
{
    int rounds = 0;
    for (const ChessGame &game : event.chessGames)
        rounds = std::max(rounds, game.round.value_or(0));
    for (const Bye &bye : event.byes)
        rounds = std::max(rounds, bye.round);
    return rounds;
}

// The rounds without a date (TRF 132, event-document.md event.round_dates): one problem when
// none has a date, else one per round.
void checkRoundDates(Findings &findings, Severity severity, const QString &federation)
{
    const EventInput &event = findings.event();
    const int rounds = roundCount(event);
    std::vector<int> missing;
    for (int round = 1; round <= rounds; ++round) {
        const auto &dates = findings.details().trf.roundDates;
        if (round > static_cast<int>(dates.size())
            || isBlank(dates[static_cast<std::size_t>(round - 1)]))
            missing.push_back(round);
    }
    if (missing.empty())
        return;
    if (static_cast<int>(missing.size()) == rounds) {
        findings.aboutEvent(severity, QStringLiteral("roundDates"),
            translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                           "The rounds have no dates; %1 wants the date of every round."))
                .arg(federation));
        return;
    }
    for (const int round : missing)
        findings.aboutEvent(severity, QStringLiteral("roundDates"),
            translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                           "Round %1 has no date; %2 wants the date of every round."))
                .arg(round)
                .arg(federation));
}

// The editors' errors of games and byes (checks::checkChessEvent) and each game not yet played
// (checks::gamesWithoutResult): a federation rates only a complete and consistent crosstable
// (federation-*.md: the crosstable is consistent).
void checkCrosstable(Findings &findings)
{
    for (const Problem &problem :
        checks::checkChessEvent(findings.event(), checks::Checks::ErrorsOnly))
        findings.add(problem);
    for (const Problem &problem : checks::gamesWithoutResult(findings.event()))
        findings.add(problem);
}

void checkName(Findings &findings, Severity severity, int startNumber, const PlayerInput &player,
    const QString &federation)
{
    if (!hasGivenNameAfterComma(player.name))
        findings.aboutPlayer(severity, startNumber, QStringLiteral("name"),
            translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                           "the name has no given name after a comma; %1 matches players by "
                           "“Surname, Given name”."))
                .arg(federation));
}

// federation-dsb.md "A forfeit entered as a played game": the trace such an entry leaves is a
// loss "played" in a player's last round before the end of the event, with no game and no bye
// of his in any later round. A player who did not come is usually taken out of the pairings;
// one who withdrew after a real loss leaves the same trace, so the director is asked to look.
void checkForfeitsEnteredAsPlayed(Findings &findings)
{
    const EventInput &event = findings.event();
    const int rounds = roundCount(event);
    std::map<std::string, int> lastRound; // player id -> the last round he has a game or bye in
    for (const ChessGame &game : event.chessGames)
        for (const std::string &id : { game.white, game.black })
            lastRound[id] = std::max(lastRound[id], game.round.value_or(0));
    for (const Bye &bye : event.byes)
        lastRound[bye.player] = std::max(lastRound[bye.player], bye.round);
    for (const ChessGame &game : event.chessGames) {
        if (!isRated(game.result) || game.result == GameResult::Draw || !game.round)
            continue;
        const std::string &loser = game.result == GameResult::WhiteWins ? game.black : game.white;
        const std::string &winner = game.result == GameResult::WhiteWins ? game.white : game.black;
        if (*game.round >= rounds || lastRound[loser] != *game.round)
            continue;
        const int number = checks::startNumberOf(event, loser);
        findings.aboutRound(Severity::Warning, *game.round, number,
            translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                           "Round %1: %2 lost to %3 and plays no later round. If he did not come "
                           "to the game, enter it as a forfeit; the DSB rates only games played "
                           "over the board."))
                .arg(*game.round)
                .arg(checks::playerText(event, number),
                    checks::playerText(event, checks::startNumberOf(event, winner))));
    }
}

void checkDsb(Findings &findings, std::optional<ExchangeFormat> format)
{
    const EventInput &event = findings.event();
    const QString dsb = federationAsSubject(Federation::Dsb);
    checkCrosstable(findings);
    checkForfeitsEnteredAsPlayed(findings);
    // federation-dsb.md: the date of every round.
    checkRoundDates(findings, Severity::Error, dsb);
    // dwz.md §9.1 trailer: Ort:, Züge(1):, Hauptschiedsrichter:.
    findings.require(event.event.properties.place, Severity::Warning, QStringLiteral("place"),
        QT_TRANSLATE_NOOP(
            "rd::io::SubmissionCheck", "The event has no place; the DSB report names it."));
    findings.require(event.event.properties.timeControl, Severity::Warning,
        QStringLiteral("timeControl"),
        QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
            "The event has no time control; the DSB rates only games of a time control its "
            "rating rules accept."));
    findings.require(event.event.properties.chiefArbiter, Severity::Warning,
        QStringLiteral("chiefArbiter"),
        QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
            "The event has no chief arbiter; the DSB report names him."));
    // The event's federation, GER unless the event says otherwise: a player of another one is
    // foreign.
    const std::string home
        = isBlank(event.event.properties.federation) ? "GER" : event.event.properties.federation;
    findings.forEachPlayer([&](int number, const PlayerInput &player) {
        // federation-dsb.md: full names, "Surname, Given name".
        checkName(findings, Severity::Error, number, player, dsb);
        const bool rated = player.dwz && player.dwz->rating;
        if (format == ExchangeFormat::DsbXml && !player.knownBirthYear())
            // dwz.md §9.3: dobYear is required of every player.
            findings.aboutPlayer(Severity::Error, number, QStringLiteral("birthDate"),
                translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                    "no birth date or year; the DSB's XML report requires the year of birth of "
                    "every player.")));
        else if (!rated && !player.knownBirthYear())
            // federation-dsb.md: birth dates of players not yet in the DSB list.
            findings.aboutPlayer(Severity::Error, number, QStringLiteral("birthDate"),
                translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                    "no DWZ and no birth date; the DSB needs the birth date of a player it does "
                    "not list yet.")));
        // federation-dsb.md: FIDE ids of foreign players.
        if (!isBlank(player.federation) && player.federation != home && isBlank(player.fideId))
            findings.aboutPlayer(Severity::Error, number, QStringLiteral("fideId"),
                translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                               "a player of %1 without a FIDE id; the DSB identifies foreign "
                               "players by it."))
                    .arg(QString::fromStdString(player.federation)));
    });
    // dwz.md §9.1: the DSB text knows played results and forfeits (+, -) only; a game that
    // lasted less than one move goes as a forfeit.
    for (const ChessGame &game : event.chessGames) {
        if (isRated(game.result) || isForfeit(game.result))
            continue;
        const int white = checks::startNumberOf(event, game.white);
        findings.aboutRound(Severity::Warning, game.round.value_or(0), white,
            translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                           "Round %1: %2 – %3 lasted less than one move; the DSB has no mark for "
                           "such a game "
                           "and receives it as a forfeit."))
                .arg(game.round.value_or(0))
                .arg(checks::playerText(event, white),
                    checks::playerText(event, checks::startNumberOf(event, game.black))));
    }
}

void checkFide(Findings &findings, std::optional<ExchangeFormat> format)
{
    const EventInput &event = findings.event();
    const EventProperties &properties = event.event.properties;
    const QString fide = federationAsSubject(Federation::Fide);
    const bool trf2026 = format == ExchangeFormat::Trf2026;
    checkCrosstable(findings);
    // federation-fide.md: TRF-16 marks 022 city, 032 federation and 102 chief arbiter mandatory
    // for rating.
    findings.require(properties.place, Severity::Error, QStringLiteral("place"),
        QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
            "The event has no place; FIDE requires the city (TRF record 022)."));
    findings.require(properties.federation, Severity::Error, QStringLiteral("federation"),
        QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
            "The event has no federation; FIDE requires the organising federation's "
            "three-letter code (TRF record 032)."));
    findings.require(properties.chiefArbiter, Severity::Error, QStringLiteral("chiefArbiter"),
        QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
            "The event has no chief arbiter; FIDE requires him (TRF record 102)."));
    // federation-fide.md, record 122: FIDE rates a game in the list of its rate of play.
    findings.require(properties.timeControl, Severity::Error, QStringLiteral("timeControl"),
        QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
            "The event has no time control; FIDE rates a game by its rate of play (TRF "
            "record 122)."));
    // federation-fide.md: TRF-2026 makes the start date (042) and the round dates (132) mandatory.
    if (trf2026 && !event.event.startDate)
        findings.aboutEvent(Severity::Error, QStringLiteral("startDate"),
            translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                "The event has no start date; TRF-2026 requires it (record 042).")));
    checkRoundDates(findings, trf2026 ? Severity::Error : Severity::Warning, fide);
    // federation-fide.md: the FIDE id is mandatory; name, federation and birth date are warned
    // about.
    findings.forEachPlayer([&](int number, const PlayerInput &player) {
        findings.require(player.fideId, Severity::Error, number, QStringLiteral("fideId"),
            QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                "no FIDE id; FIDE rates only players it has an id for (TRF columns 58-68)."));
        findings.require(player.federation, Severity::Warning, number, QStringLiteral("federation"),
            QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                "no federation; FIDE lists every player with his federation (TRF columns "
                "54-56)."));
        if (!player.knownBirthYear())
            findings.aboutPlayer(Severity::Warning, number, QStringLiteral("birthDate"),
                translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                    "no birth date; FIDE keeps it with the player (TRF columns 70-79).")));
        checkName(findings, Severity::Warning, number, player, fide);
    });
}

// The rating systems an event of US Chess rates in, in the categories of rule 5C
// (federation-uscf.md).
UscfCategory categoryOfEvent(const UscfEventInfo &uscf)
{
    switch (uscf.system) {
    case UscfSystem::Regular:
        return uscf.dualRated ? UscfCategory::Dual : UscfCategory::Regular;
    case UscfSystem::Quick:
        return uscf.dualRated ? UscfCategory::Dual : UscfCategory::Quick;
    case UscfSystem::Blitz:
        break;
    }
    return UscfCategory::Blitz;
}

// The words of each rating system of US Chess, in the order of UscfCategory.
constexpr const char *kCategoryWords[] = {
    QT_TRANSLATE_NOOP("rd::io::SubmissionCheck", "Regular only"),
    QT_TRANSLATE_NOOP("rd::io::SubmissionCheck", "both Regular and Quick"),
    QT_TRANSLATE_NOOP("rd::io::SubmissionCheck", "Quick only"),
    QT_TRANSLATE_NOOP("rd::io::SubmissionCheck", "Blitz"),
    QT_TRANSLATE_NOOP("rd::io::SubmissionCheck", "not at all"),
};
static_assert(std::size(kCategoryWords) == std::size_t(UscfCategory::NotRated) + 1);

// The name of each federation, in the order of Federation.
constexpr const char *kFederationNames[] = {
    QT_TRANSLATE_NOOP("rd::io::SubmissionCheck", "DSB"),
    QT_TRANSLATE_NOOP("rd::io::SubmissionCheck", "FIDE"),
    QT_TRANSLATE_NOOP("rd::io::SubmissionCheck", "US Chess"),
    QT_TRANSLATE_NOOP("rd::io::SubmissionCheck", "EGD"),
};
static_assert(std::size(kFederationNames) == std::size_t(Federation::Egd) + 1);

// The translated word of `value` among `words`, one per value in the enumeration's order.
template <typename Enum, std::size_t N> QString wordOf(Enum value, const char *const (&words)[N])
{
    return translated(words[static_cast<std::size_t>(value)]);
}

QString categoryText(UscfCategory category)
{
    return wordOf(category, kCategoryWords);
}

// The time control `written` of the event, or of its section `section` (event-document.md
// "event.sections"), rated in `uscf`; the problems lead to `field`, none for a section's own time
// control, which the event's details do not show.
void checkUscfTimeControl(Findings &findings, const std::string &written, const UscfEventInfo &uscf,
    const std::string &section = {}, const QString &field = QStringLiteral("timeControl"))
{
    const QString timeControl = QString::fromStdString(written);
    const auto say = [&](Severity severity, const QString &message) {
        findings.aboutEvent(severity, field,
            section.empty()
                ? message
                : translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck", "Section “%1”: %2"))
                      .arg(QString::fromStdString(section), message));
    };
    if (timeControl.trimmed().isEmpty()) {
        // federation-uscf.md, S_TIMECTL: US Chess derives the rating system from it.
        say(Severity::Error,
            translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                "The event has no time control; US Chess rates a section by its time control, "
                "e.g. G/60;d5.")));
        return;
    }
    const auto read = parseUscfTimeControl(timeControl.toStdString());
    const auto category = read ? std::optional(read->category()) : std::nullopt;
    if (!category) {
        say(Severity::Warning,
            translated(
                QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                    "The time control “%1” is not written as US Chess writes it (e.g. G/60;d5, "
                    "G/90;+30, 40/90,SD/30;d5); its rating system cannot be told."))
                .arg(timeControl));
        return;
    }
    if (*category == UscfCategory::NotRated) {
        // Rule 5C: under 5 minutes in all, or a first control too short.
        say(Severity::Error,
            translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                           "US Chess does not rate games of the time control “%1”."))
                .arg(timeControl));
        return;
    }
    if (*category != categoryOfEvent(uscf))
        say(Severity::Warning,
            translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                           "US Chess rates the time control “%1” %2, the event is rated %3."))
                .arg(timeControl, categoryText(*category), categoryText(categoryOfEvent(uscf))));
}

void checkUsChess(Findings &findings)
{
    const EventInput &event = findings.event();
    checkCrosstable(findings);
    const auto &sections = event.event.properties.sections;
    if (sections.empty())
        checkUscfTimeControl(findings, event.event.properties.timeControl, event.event.uscf);
    for (const EventSection &section : sections) {
        const bool own = !section.timeControl.empty();
        checkUscfTimeControl(findings,
            own ? section.timeControl : event.event.properties.timeControl, section.uscf,
            section.name, own ? QString() : QStringLiteral("timeControl"));
    }
    const UscfReportDetails &report = findings.details().uscfReport;
    // federation-uscf.md, H_AFF_ID: the affiliate's id, A and 7 digits, is required.
    const bool hasAffiliate
        = findings.require(report.affiliateId, Severity::Error, QStringLiteral("uscfAffiliateId"),
            QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                "The event has no affiliate id; US Chess rates an event under its affiliate."));
    if (hasAffiliate
        && (report.affiliateId.size() != 8 || report.affiliateId[0] != 'A'
            || !hasDigits(report.affiliateId.substr(1), 7)))
        findings.aboutEvent(Severity::Error, QStringLiteral("uscfAffiliateId"),
            translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                           "The affiliate id “%1” is not a US Chess affiliate id (A and 7 "
                           "digits); US Chess rates an event under its affiliate."))
                .arg(QString::fromStdString(report.affiliateId)));
    // federation-uscf.md, H_CTD_ID: the chief TD's 8-digit member id is required; it is the
    // event's chief arbiter's id.
    const std::string &chiefTd = event.event.properties.chiefArbiterId;
    findings.require(chiefTd, Severity::Error, QStringLiteral("chiefArbiterId"),
        QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
            "The event has no chief TD id; US Chess requires the chief TD's member id."));
    // H_ATD_ID, H_OTHER_TD, S_CTD_ID, S_ATD_ID: every TD named by his 8-digit member id.
    std::vector<std::pair<std::string, QString>> ids { { chiefTd,
                                                           QStringLiteral("chiefArbiterId") },
        { report.assistantTdId, QStringLiteral("uscfAssistantTdId") },
        { report.sectionChiefTdId, QStringLiteral("uscfSection") },
        { report.sectionAssistantTdId, QStringLiteral("uscfSection") } };
    for (const EventSection &section : sections) {
        // Kept in the event document's sections, which the event's details do not show.
        ids.push_back({ section.chiefTdId, QString() });
        ids.push_back({ section.assistantTdId, QString() });
    }
    for (const QString &other :
        QString::fromStdString(report.otherTdIds).split(QLatin1Char(','), Qt::SkipEmptyParts))
        ids.push_back({ other.trimmed().toStdString(), QStringLiteral("uscfOtherTdIds") });
    for (const auto &[id, field] : ids)
        if (!isBlank(id) && !hasDigits(id, 8))
            findings.aboutEvent(Severity::Error, field,
                translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                               "The TD id “%1” is not a US Chess member id (8 digits)."))
                    .arg(QString::fromStdString(id)));
    // H_STATE, H_ZIPCODE: a state's two-letter code, a ZIP code.
    if (!isBlank(report.state) && !isStateCode(report.state))
        findings.aboutEvent(Severity::Error, QStringLiteral("uscfState"),
            translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                           "“%1” is not a state's two-letter code (e.g. MA)."))
                .arg(QString::fromStdString(report.state)));
    if (!isBlank(report.zip)
        && !QRegularExpression(QStringLiteral("^\\d{5}(-\\d{4})?$"))
                .match(QString::fromStdString(report.zip))
                .hasMatch())
        findings.aboutEvent(Severity::Error, QStringLiteral("uscfZip"),
            translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                           "“%1” is not a ZIP code (12345 or 12345-6789)."))
                .arg(QString::fromStdString(report.zip)));
    findings.forEachPlayer([&](int number, const PlayerInput &player) {
        // federation-uscf.md, D_MEM_ID: 8 digits; without one the entry must be resolved
        // with US Chess before the event is rated.
        const bool hasId
            = findings.require(player.uscfId, Severity::Error, number, QStringLiteral("uscfId"),
                QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                    "no US Chess id; US Chess rates members by their 8-digit id."));
        if (hasId && !hasDigits(player.uscfId, 8))
            findings.aboutPlayer(Severity::Error, number, QStringLiteral("uscfId"),
                translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                               "the US Chess id “%1” does not have 8 digits."))
                    .arg(QString::fromStdString(player.uscfId)));
        // D_STATE: blank, or the state's two-letter code.
        if (!isBlank(player.region) && !isStateCode(player.region))
            findings.aboutPlayer(Severity::Error, number, QStringLiteral("region"),
                translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                               "“%1” is not a state's two-letter code (e.g. MA)."))
                    .arg(QString::fromStdString(player.region)));
        // federation-uscf.md, D_NAME: "LAST, FIRST".
        checkName(
            findings, Severity::Warning, number, player, federationAsSubject(Federation::UsChess));
    });
}

void checkEgd(Findings &findings)
{
    // federation-egd.md: the EGD weighs an event by its class A-D; X misses every class.
    const QString stated = writtenH9Class(findings.file());
    static const QStringList kClasses { "A", "B", "C", "D" };
    if (!kClasses.contains(stated.toUpper()))
        findings.aboutEvent(Severity::Error, QStringLiteral("h9Class"),
            stated.isEmpty()
                ? translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                    "The table states no tournament class; the EGD rates an event of class A, "
                    "B, C or D."))
                : translated(
                    QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                        "The table states the tournament class “%1”; the EGD rates an event of "
                        "class A, B, C or D."))
                      .arg(stated));
    else if (findings.details().h9.header.empty())
        findings.aboutEvent(Severity::Warning, QStringLiteral("timeControl"),
            translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                "The table will state class A; the EGD's class follows from the basic time and "
                "the overtime (class A: at least 60 minutes and 75 with byo-yomi). Check it "
                "against the event's time control.")));
    findings.forEachPlayer([&](int number, const PlayerInput &player) {
        // federation-egd.md: the PIN is the EGD's 8-digit number.
        if (!isBlank(player.egdPin)) {
            if (!hasDigits(player.egdPin, 8))
                findings.aboutPlayer(Severity::Error, number, QStringLiteral("egdPin"),
                    translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                                   "the EGD PIN “%1” does not have 8 digits."))
                        .arg(QString::fromStdString(player.egdPin)));
            return;
        }
        // federation-egd.md: without a PIN the EGD matches the player by surname, given name,
        // country and club.
        const QStringList names
            = QString::fromStdString(player.name)
                  .split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts);
        if (names.size() < 2)
            findings.aboutPlayer(Severity::Error, number, QStringLiteral("name"),
                translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                    "no EGD PIN and no given name; the EGD matches a player without PIN by "
                    "surname and given name.")));
        findings.require(player.country, Severity::Error, number, QStringLiteral("country"),
            QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                "no EGD PIN and no country; the EGD matches a player without PIN by his "
                "country and club."));
        findings.require(player.club, Severity::Warning, number, QStringLiteral("club"),
            QT_TRANSLATE_NOOP("rd::io::SubmissionCheck",
                "no EGD PIN and no club; the EGD matches a player without PIN by his country "
                "and club."));
    });
}

} // namespace

std::optional<Federation> federationOf(ExchangeFormat format)
{
    switch (format) {
    case ExchangeFormat::DsbText:
    case ExchangeFormat::DsbXml:
        return Federation::Dsb;
    case ExchangeFormat::Trf:
    case ExchangeFormat::Trf2026:
        return Federation::Fide;
    case ExchangeFormat::H9:
        return Federation::Egd;
    case ExchangeFormat::EventDocument:
        break;
    }
    return std::nullopt;
}

QString federationName(Federation federation)
{
    return wordOf(federation, kFederationNames);
}

QString federationAsSubject(Federation federation)
{
    switch (federation) {
    case Federation::Dsb:
        return translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck", "the DSB"));
    case Federation::Fide:
        return QCoreApplication::translate(
            "rd::io::SubmissionCheck", "FIDE", "the subject of a sentence");
    case Federation::UsChess:
        return translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck", "US Chess"));
    case Federation::Egd:
        break;
    }
    return translated(QT_TRANSLATE_NOOP("rd::io::SubmissionCheck", "the EGD"));
}

std::vector<checks::Problem> submissionProblems(
    const EventFile &file, Federation federation, std::optional<ExchangeFormat> format)
{
    const EventInput &event = file.event;
    Findings findings(file);
    // The EGD rates Go, the others chess: an event of the other game is no file of theirs.
    if ((federation == Federation::Egd) != (event.system == RatingSystem::Sagc))
        return {};
    switch (federation) {
    case Federation::Dsb:
        checkDsb(findings, format);
        break;
    case Federation::Fide:
        checkFide(findings, format);
        break;
    case Federation::UsChess:
        checkUsChess(findings);
        break;
    case Federation::Egd:
        checkEgd(findings);
        break;
    }
    // The errors first, what the federation requires; each kind in the order found.
    std::vector<checks::Problem> problems = findings.take();
    std::stable_sort(problems.begin(), problems.end(),
        [](const Problem &a, const Problem &b) { return a.severity < b.severity; });
    return problems;
}

} // namespace rd::io
