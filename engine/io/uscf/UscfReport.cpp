#include "engine/io/uscf/UscfReport.h"

#include "engine/checks/RatingReadiness.h"
#include "engine/io/uscf/DbaseTable.h"
#include "engine/io/uscf/UscfTimeControl.h"
#include "engine/rating/RuleSets.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace rd::io {

namespace {

// uscf-report.md "THEXPORT.DBF", "TSEXPORT.DBF", "TDEXPORT.DBF": the fields of the 2C layout,
// all C, dates too.
const std::vector<DbaseField> kHeaderFields { { "H_FORMAT", 'C', 5 }, { "H_PROGRAM", 'C', 10 },
    { "H_EVENT_ID", 'C', 12 }, { "H_NAME", 'C', 35 }, { "H_TOT_SECT", 'C', 2 },
    { "H_BEG_DATE", 'C', 8 }, { "H_END_DATE", 'C', 8 }, { "H_AFF_ID", 'C', 8 },
    { "H_CITY", 'C', 21 }, { "H_STATE", 'C', 2 }, { "H_ZIPCODE", 'C', 10 },
    { "H_COUNTRY", 'C', 21 }, { "H_SENDCROS", 'C', 1 }, { "H_CTD_ID", 'C', 8 },
    { "H_ATD_ID", 'C', 8 }, { "H_OTHER_TD", 'C', 255 } };
const std::vector<DbaseField> kSectionFields { { "S_EVENT_ID", 'C', 12 }, { "S_SEC_NUM", 'C', 2 },
    { "S_SEC_NAME", 'C', 30 }, { "S_R_SYSTEM", 'C', 1 }, { "S_TIMECTL", 'C', 40 },
    { "S_CTD_ID", 'C', 8 }, { "S_ATD_ID", 'C', 8 }, { "S_TRN_TYPE", 'C', 1 },
    { "S_TOT_RNDS", 'C', 2 }, { "S_LST_PAIR", 'C', 4 }, { "S_BEG_DATE", 'C', 8 },
    { "S_END_DATE", 'C', 8 }, { "S_SCH_LVL", 'C', 1 }, { "S_GR_PRIX", 'C', 1 },
    { "S_GP_PTS", 'C', 3 }, { "S_FIDE", 'C', 1 } };
const std::vector<DbaseField> kDetailFields { { "D_EVENT_ID", 'C', 12 }, { "D_SEC_NUM", 'C', 2 },
    { "D_PAIR_NUM", 'C', 4 }, { "D_MEM_ID", 'C', 8 }, { "D_NAME", 'C', 30 }, { "D_STATE", 'C', 2 },
    { "D_RATING", 'C', 4 } };
constexpr int kRoundCellWidth = 7; // D_RND01 ...
constexpr int kMostRounds = 99; // S_TOT_RNDS, C 2
constexpr int kMostPlayers = 9999; // S_LST_PAIR, C 4
constexpr int kMostSections = 99; // H_TOT_SECT, C 2

constexpr const char *kFormat = "2C";
constexpr const char *kProgram = "RATINGDESK"; // H_PROGRAM, at most 10
constexpr const char *kNoMemberId = "00000000"; // 2C: id not available
constexpr const char *kCountry = "USA";
constexpr const char *kNo = "N";
constexpr const char *kYes = "Y";

std::string dateText(const Date &date)
{
    std::string iso = date.toIso();
    iso.erase(std::remove(iso.begin(), iso.end(), '-'), iso.end());
    return iso;
}

std::optional<Date> dateFrom(const std::string &text)
{
    if (text.size() != 8)
        return std::nullopt;
    return Date::fromIso(text.substr(0, 4) + "-" + text.substr(4, 2) + "-" + text.substr(6, 2));
}

std::string roundFieldName(int round)
{
    return QStringLiteral("D_RND%1").arg(round, 2, 10, QLatin1Char('0')).toStdString();
}

// The cells of the round table of one player, by round.
using Cells = std::map<int, std::string>;

// The cell of a bye worth `points` (uscf-report.md "TDEXPORT.DBF"): B full point, H half point, U
// nothing.
std::string byeCell(double points)
{
    if (points >= 1.0)
        return "B0";
    return points > 0.0 ? "H0" : "U0";
}

// The cells of both players of a game (uscf-report.md "TDEXPORT.DBF"): W/D/L with the opponent's
// pairing number and the colour; forfeits and games of less than one move X0/F0 (Z0 when drawn), as
// US Chess rates them.
std::pair<std::string, std::string> gameCells(GameResult result, int white, int black)
{
    const std::string w = std::to_string(black) + "W";
    const std::string b = std::to_string(white) + "B";
    switch (result) {
    case GameResult::WhiteWins:
        return { "W" + w, "L" + b };
    case GameResult::BlackWins:
        return { "L" + w, "W" + b };
    case GameResult::Draw:
        return { "D" + w, "D" + b };
    case GameResult::WhiteWinsByForfeit:
    case GameResult::WhiteWinsUnrated:
        return { "X0", "F0" };
    case GameResult::BlackWinsByForfeit:
    case GameResult::BlackWinsUnrated:
        return { "F0", "X0" };
    case GameResult::DoubleForfeit:
        return { "F0", "F0" };
    case GameResult::DrawUnrated:
        break;
    case GameResult::NotPlayed: // refused before any cell is written (write())
        break;
    }
    return { "Z0", "Z0" };
}

class ReportWriter {
public:
    ReportWriter(const EventFile &file, const Date &today)
        : m_event(file.event)
        , m_today(today)
        , m_report(file.details.uscfReport)
    {
    }

    UscfReportWriting write()
    {
        if (m_event.system != RatingSystem::Uscf) {
            fail(QStringLiteral("system"),
                QCoreApplication::translate("rd::io::UscfReport",
                    "A US Chess rating report is written for a US Chess event only."));
            return { std::nullopt, m_problems };
        }
        for (std::size_t g = 0; g < m_event.chessGames.size(); ++g) {
            const ChessGame &game = m_event.chessGames[g];
            if (!game.round)
                fail(QStringLiteral("games[%1]").arg(g),
                    QCoreApplication::translate("rd::io::UscfReport",
                        "The game has no round; a US Chess report needs the round of every game."));
            // A game not yet played has no cell of its own (uscf-report.md §4): US Chess rates
            // an event whose every game has its result.
            else if (!isPlayed(game.result))
                fail(QStringLiteral("games[%1]").arg(g),
                    checks::gameWithoutResultProblem(m_event, game).message);
        }
        // uscf-report.md §3: one section per section of the event; an event without sections is
        // one.
        const auto &declared = m_event.event.properties.sections;
        std::vector<Part> parts;
        if (declared.empty())
            parts.push_back({ m_event, m_report, QStringLiteral("event.") });
        for (std::size_t s = 0; s < declared.size(); ++s)
            parts.push_back({ sectionOf(m_event, declared[s]), sectionReport(m_report, declared[s]),
                QStringLiteral("event.sections[%1].").arg(s) });
        if (parts.size() > static_cast<std::size_t>(kMostSections))
            fail(QStringLiteral("event.sections"),
                QCoreApplication::translate(
                    "rd::io::UscfReport", "A US Chess report has at most %1 sections.")
                    .arg(kMostSections));
        const std::vector<std::string> header = headerRecord(parts.size());
        std::vector<std::vector<std::string>> sections;
        std::vector<std::vector<std::string>> details;
        int rounds = 0;
        for (std::size_t s = 0; s < parts.size(); ++s) {
            const Part &part = parts[s];
            const std::string number = std::to_string(s + 1);
            int partRounds = 0;
            sections.push_back(sectionRecord(part, number, partRounds));
            rounds = std::max(rounds, partRounds);
            for (auto &record : detailRecords(part.event, number, partRounds))
                details.push_back(std::move(record));
        }
        if (!m_problems.isEmpty())
            return { std::nullopt, m_problems };
        // uscf-report.md §4: as many round columns as the longest section; U0 in the others.
        std::vector<DbaseField> detailFields = kDetailFields;
        for (int round = 1; round <= rounds; ++round)
            detailFields.push_back({ roundFieldName(round), 'C', kRoundCellWidth });
        for (auto &record : details)
            record.resize(detailFields.size(), "U0");
        UscfReportFiles files { writeDbaseTable({ kHeaderFields, { header } }, m_today),
            writeDbaseTable({ kSectionFields, std::move(sections) }, m_today),
            writeDbaseTable({ detailFields, std::move(details) }, m_today) };
        return { std::move(files), {} };
    }

private:
    // A section of the report: its part of the event, its report details and the place of its
    // fields in the event document ("event." or "event.sections[1].").
    struct Part {
        EventInput event;
        UscfReportDetails report;
        QString at;
    };

    void fail(const QString &place, const QString &sentence)
    {
        m_problems.append({ place, ReadCode::Worded, { sentence } });
    }

    // `text` in printable ASCII (uscf-report.md "The container"): accents folded (Núñez →
    // Nunez), ß as ss; `capitals` in upper case. A letter without an ASCII form and a text longer
    // than `width` are refused: a name is never cut.
    std::string ascii(
        const std::string &text, int width, const QString &place, bool capitals = false)
    {
        QString folded;
        for (const QChar c :
            QString::fromStdString(text).normalized(QString::NormalizationForm_KD)) {
            if (c.category() == QChar::Mark_NonSpacing)
                continue;
            folded += c == QChar(u'ß') ? QStringLiteral("ss") : QString(c);
        }
        if (capitals)
            folded = folded.toUpper();
        for (const QChar c : folded) {
            if (c.unicode() < 32 || c.unicode() > 126) {
                fail(place,
                    QCoreApplication::translate("rd::io::UscfReport",
                        "“%1” has the character “%2”, which a US Chess report cannot carry; write "
                        "it in plain letters.")
                        .arg(QString::fromStdString(text), QString(c)));
                return {};
            }
        }
        if (folded.size() > width) {
            fail(place,
                QCoreApplication::translate("rd::io::UscfReport",
                    "“%1” is longer than the %2 characters a US Chess report has for it; shorten "
                    "it.")
                    .arg(folded)
                    .arg(width));
            return {};
        }
        return folded.toStdString();
    }

    // Ids and codes go as typed: whether US Chess takes them (an affiliate id, 8-digit member
    // ids, a state's code, a ZIP code) is the submission check's to say (SubmissionCheck); the
    // report refuses only what a field cannot hold.
    std::vector<std::string> headerRecord(std::size_t sections)
    {
        const QString at = QStringLiteral("event.uscf_report.");
        if (m_event.event.endDate > m_today)
            fail(QStringLiteral("event.end_date"),
                QCoreApplication::translate("rd::io::UscfReport",
                    "The event ends on %1, after today: report it once it is over.")
                    .arg(QString::fromStdString(m_event.event.endDate.toIso())));
        const Date begin = m_event.event.startDate.value_or(m_event.event.endDate);
        m_eventId = ascii(m_report.eventId, 12, at + QStringLiteral("event_id"));
        return { kFormat, kProgram, m_eventId,
            ascii(m_event.event.name, 35, QStringLiteral("event.name")), std::to_string(sections),
            dateText(begin), dateText(m_event.event.endDate),
            ascii(m_report.affiliateId, 8, at + QStringLiteral("affiliate_id")),
            ascii(m_report.city, 21, at + QStringLiteral("city")),
            ascii(m_report.state, 2, at + QStringLiteral("state")),
            ascii(m_report.zip, 10, at + QStringLiteral("zip")),
            ascii(m_report.country.empty() ? kCountry : m_report.country, 21,
                at + QStringLiteral("country")),
            m_report.crosstables.empty() ? kNo : m_report.crosstables,
            ascii(m_event.event.properties.chiefArbiterId, 8,
                QStringLiteral("event.chief_arbiter_id")),
            ascii(m_report.assistantTdId, 8, at + QStringLiteral("assistant_td_id")),
            ascii(m_report.otherTdIds, 255, at + QStringLiteral("other_td_ids")) };
    }

    // uscf-report.md "Time control and rating system": the system from the time control, R, D or Q;
    // Blitz as D, as SwissSys sends it.
    std::string ratingSystem(const EventInput &part, const QString &at)
    {
        const std::string &written = part.event.properties.timeControl;
        const auto control = parseUscfTimeControl(written);
        const UscfCategory category = control ? control->category() : UscfCategory::NotRated;
        if (category == UscfCategory::NotRated) {
            fail(at + QStringLiteral("time_control"),
                written.empty() ? QCoreApplication::translate("rd::io::UscfReport",
                    "The time control is missing; enter it in the event's details "
                    "as US Chess writes it, e.g. G/60;d5.")
                                : QCoreApplication::translate("rd::io::UscfReport",
                                    "“%1” is not a time control US Chess rates; write it as US "
                                    "Chess does, e.g. G/60;d5 or 40/90,SD/30;d5.")
                                      .arg(QString::fromStdString(written)));
            return {};
        }
        if (category == UscfCategory::Regular)
            return "R";
        return category == UscfCategory::Quick ? "Q" : "D";
    }

    // The record of the section `section`, numbered `number`, and its `rounds`.
    std::vector<std::string> sectionRecord(
        const Part &section, const std::string &number, int &rounds)
    {
        const EventInput &part = section.event;
        const UscfReportDetails &report = section.report;
        const QString &at = section.at;
        rounds = part.event.properties.roundsPlanned.value_or(0);
        for (const ChessGame &game : part.chessGames)
            rounds = std::max(rounds, game.round.value_or(0));
        for (const Bye &bye : part.byes)
            rounds = std::max(rounds, bye.round);
        if (rounds < 1 || rounds > kMostRounds)
            fail(at + QStringLiteral("rounds_planned"),
                QCoreApplication::translate(
                    "rd::io::UscfReport", "A US Chess report has 1 to 99 rounds, not %1.")
                    .arg(rounds));
        rounds = std::clamp(rounds, 0, kMostRounds);
        if (part.players.size() > static_cast<std::size_t>(kMostPlayers))
            fail(QStringLiteral("players"),
                QCoreApplication::translate(
                    "rd::io::UscfReport", "A section of a US Chess report has at most %1 players.")
                    .arg(kMostPlayers));
        const std::string system = ratingSystem(part, at);
        const auto control = parseUscfTimeControl(part.event.properties.timeControl);
        const Date begin = part.event.startDate.value_or(part.event.endDate);
        // The section's TDs when it names its own, else the event's.
        const QString tds = m_event.event.properties.sections.empty()
            ? QStringLiteral("event.uscf_report.section_")
            : at;
        const bool ownTds
            = !report.sectionChiefTdId.empty() || !report.sectionAssistantTdId.empty();
        const std::string chief = ownTds
            ? ascii(report.sectionChiefTdId, 8, tds + QStringLiteral("chief_td_id"))
            : m_event.event.properties.chiefArbiterId;
        const std::string assistant = ownTds
            ? ascii(report.sectionAssistantTdId, 8, tds + QStringLiteral("assistant_td_id"))
            : report.assistantTdId;
        const QString name = m_event.event.properties.sections.empty()
            ? QStringLiteral("event.uscf_report.section")
            : at + QStringLiteral("name");
        return { m_eventId, number, ascii(report.section, 30, name), system,
            control ? control->canonical : std::string(), chief, assistant,
            report.roundRobin ? "R" : "S", std::to_string(rounds),
            std::to_string(part.players.size()), dateText(begin), dateText(part.event.endDate),
            report.scholastic.empty() ? kNo : report.scholastic,
            report.grandPrixPoints ? kYes : kNo, std::to_string(report.grandPrixPoints.value_or(0)),
            report.fideRated ? kYes : kNo };
    }

    // The place of the player `id` in the event document: players[i] of the whole event.
    QString playerPlace(const std::string &id) const
    {
        const auto found = std::find_if(m_event.players.begin(), m_event.players.end(),
            [&id](const PlayerInput &player) { return player.id == id; });
        return QStringLiteral("players[%1].").arg(found - m_event.players.begin());
    }

    std::vector<std::vector<std::string>> detailRecords(
        const EventInput &part, const std::string &number, int rounds)
    {
        std::map<std::string, int> numbers; // pairing numbers in the order of the players
        for (const PlayerInput &player : part.players)
            numbers.emplace(player.id, static_cast<int>(numbers.size()) + 1);
        std::vector<Cells> cells(part.players.size());
        for (const ChessGame &game : part.chessGames) {
            if (!game.round)
                continue;
            // Every game names a player of the list: the store keeps no other (EventRepository,
            // playerOf) and readEventDocument reads no other.
            const int white = numbers.at(game.white);
            const int black = numbers.at(game.black);
            const auto [whiteCell, blackCell] = gameCells(game.result, white, black);
            cells[white - 1][*game.round] = whiteCell;
            cells[black - 1][*game.round] = blackCell;
        }
        for (const Bye &bye : part.byes)
            cells[numbers.at(bye.player) - 1][bye.round]
                = byeCell(bye.pointsIn(part.event.properties));
        std::vector<std::vector<std::string>> records;
        for (std::size_t p = 0; p < part.players.size(); ++p) {
            const PlayerInput &player = part.players[p];
            const QString at = playerPlace(player.id);
            const long rating
                = player.uscf && player.uscf->rating ? std::lround(*player.uscf->rating) : 0;
            std::vector<std::string> record { m_eventId, number, std::to_string(p + 1),
                player.uscfId.empty() ? kNoMemberId
                                      : ascii(player.uscfId, 8, at + QStringLiteral("uscf_id")),
                ascii(player.name, 30, at + QStringLiteral("name"), true),
                ascii(player.region, 2, at + QStringLiteral("region")), std::to_string(rating) };
            for (int round = 1; round <= rounds; ++round) {
                const auto cell = cells[p].find(round);
                record.push_back(cell == cells[p].end() ? "U0" : cell->second);
            }
            records.push_back(std::move(record));
        }
        return records;
    }

    const EventInput &m_event;
    const Date m_today;
    const UscfReportDetails &m_report;
    QList<DocumentError> m_problems;
    std::string m_eventId;
};

// One round cell as read (uscf-report.md "Reading a report back"): code, opponent, colour; blanks
// anywhere.
struct Cell {
    char code = 'U';
    int opponent = 0;
    char colour = 0; // 'W', 'B' or none
};

std::optional<Cell> parseCell(std::string text)
{
    text.erase(std::remove(text.begin(), text.end(), ' '), text.end());
    static const QRegularExpression form(QStringLiteral("^([WDLXFZBHU])(\\d*)([WB]?)$"));
    const QRegularExpressionMatch match = form.match(QString::fromStdString(text).toUpper());
    if (text.empty())
        return Cell {};
    if (!match.hasMatch())
        return std::nullopt;
    Cell cell;
    cell.code = match.captured(1).at(0).toLatin1();
    cell.opponent = match.captured(2).toInt();
    cell.colour = match.captured(3).isEmpty() ? 0 : match.captured(3).at(0).toLatin1();
    const bool played = cell.code == 'W' || cell.code == 'D' || cell.code == 'L';
    if (played != (cell.opponent > 0))
        return std::nullopt;
    return cell;
}

char answerTo(char code)
{
    return code == 'W' ? 'L' : code == 'L' ? 'W' : code;
}

class ReportReader {
public:
    UscfReportReading read(const UscfReportFiles &files)
    {
        const auto header = table(files.header, UscfReportFiles::kHeaderName);
        const auto sections = table(files.sections, UscfReportFiles::kSectionsName);
        const auto details = table(files.details, UscfReportFiles::kDetailsName);
        if (!header || !sections || !details)
            return { {}, m_problems };
        if (header->records.size() != 1) {
            fail(QString::fromLatin1(UscfReportFiles::kHeaderName),
                QCoreApplication::translate("rd::io::UscfReport",
                    "The event's table has %1 records; a US Chess report has one.")
                    .arg(header->records.size()));
            return { {}, m_problems };
        }
        const Record event { *header, 0, UscfReportFiles::kHeaderName };
        if (event.value("H_FORMAT") != kFormat)
            fail(event.place("H_FORMAT"),
                QCoreApplication::translate(
                    "rd::io::UscfReport", "“%1” is not the 2C layout this program reads.")
                    .arg(QString::fromStdString(event.value("H_FORMAT"))));
        std::vector<EventFile> read;
        for (std::size_t s = 0; s < sections->records.size(); ++s)
            read.push_back(
                section(event, { *sections, s, UscfReportFiles::kSectionsName }, *details));
        if (read.empty())
            fail(QString::fromLatin1(UscfReportFiles::kSectionsName),
                QCoreApplication::translate(
                    "rd::io::UscfReport", "The report has no section; it has nothing to rate."));
        if (!m_problems.isEmpty())
            return { {}, m_problems };
        EventFile file = read.size() == 1 ? std::move(read.front()) : joined(event, read);
        return { std::move(file.event), {}, std::move(file.details.uscfReport) };
    }

private:
    // A record of a table and where it is, for messages.
    struct Record {
        const DbaseTable &table;
        std::size_t index;
        const char *file;

        std::string value(const std::string &field) const
        {
            const auto f = table.fieldIndex(field);
            if (!f)
                return {};
            std::string text = table.records[index][*f];
            const auto first = text.find_first_not_of(" \t");
            return first == std::string::npos ? std::string() : text.substr(first);
        }
        QString place(const char *field) const
        {
            return QStringLiteral("%1, record %2, field %3")
                .arg(QLatin1String(file))
                .arg(index + 1)
                .arg(QLatin1String(field));
        }
    };

    void fail(const QString &place, const QString &sentence)
    {
        m_problems.append({ place, ReadCode::Worded, { sentence } });
    }

    // The sections of a report as one event with its sections (event-document.md
    // "event.sections"): the event's name, dates and report details, each section with its name
    // (its number when it has none, or one an earlier section has), time control, system, rounds,
    // own TDs and type; a player's id his section's number and pairing number, "2-14".
    // Each section's name as the report gives it (S_SEC_NAME), the first of two alike kept; one
    // without a name, or the second, its number, or the next number no section is named.
    static std::vector<std::string> sectionNames(const std::vector<EventFile> &parts)
    {
        std::vector<std::string> names;
        std::set<std::string> taken;
        for (const EventFile &part : parts) {
            const std::string &given = part.details.uscfReport.section;
            names.push_back(given.empty() || taken.contains(given) ? std::string() : given);
            taken.insert(names.back());
        }
        for (std::size_t s = 0; s < names.size(); ++s) {
            for (std::size_t number = s + 1; names[s].empty(); ++number) {
                if (!taken.contains(std::to_string(number)))
                    names[s] = std::to_string(number);
            }
            taken.insert(names[s]);
        }
        return names;
    }

    static EventFile joined(const Record &header, std::vector<EventFile> &parts)
    {
        EventFile file;
        EventInput &event = file.event;
        event.system = RatingSystem::Uscf;
        event.event.name = header.value("H_NAME");
        event.event.endDate = dateFrom(header.value("H_END_DATE")).value_or(Date());
        event.event.startDate = dateFrom(header.value("H_BEG_DATE"));
        event.ruleset = defaultRuleSet(RatingSystem::Uscf, event.event.endDate).name;
        event.event.uscf = parts.front().event.event.uscf;
        UscfReportDetails &report = file.details.uscfReport;
        report = parts.front().details.uscfReport;
        event.event.properties.chiefArbiterId = parts.front().event.event.properties.chiefArbiterId;
        report.section.clear();
        report.sectionChiefTdId.clear();
        report.sectionAssistantTdId.clear();
        report.roundRobin = false;
        const std::vector<std::string> names = sectionNames(parts);
        for (std::size_t s = 0; s < parts.size(); ++s) {
            EventInput &part = parts[s].event;
            const UscfReportDetails &own = parts[s].details.uscfReport;
            EventSection section;
            section.name = names[s];
            section.timeControl = part.event.properties.timeControl;
            section.uscf = part.event.uscf;
            section.roundsPlanned = part.event.properties.roundsPlanned;
            section.chiefTdId = own.sectionChiefTdId;
            section.assistantTdId = own.sectionAssistantTdId;
            section.roundRobin = own.roundRobin;
            const auto idOf
                = [s](const std::string &pairing) { return std::to_string(s + 1) + "-" + pairing; };
            for (PlayerInput &player : part.players) {
                player.id = idOf(player.id);
                player.section = section.name;
                event.players.push_back(std::move(player));
            }
            for (ChessGame &game : part.chessGames) {
                game.white = idOf(game.white);
                game.black = idOf(game.black);
                event.chessGames.push_back(std::move(game));
            }
            for (Bye &bye : part.byes) {
                bye.player = idOf(bye.player);
                event.byes.push_back(std::move(bye));
            }
            event.event.properties.sections.push_back(std::move(section));
        }
        return file;
    }

    std::optional<DbaseTable> table(const QByteArray &bytes, const char *name)
    {
        DbaseProblem problem = DbaseProblem::NotDbase;
        auto read = readDbaseTable(bytes, &problem);
        if (!read)
            fail(QString::fromLatin1(name),
                problem == DbaseProblem::Truncated
                    ? QCoreApplication::translate(
                        "rd::io::UscfReport", "The table ends before its last record.")
                    : QCoreApplication::translate(
                        "rd::io::UscfReport", "This is not a dBase III table."));
        return read;
    }

    std::optional<Date> date(const Record &record, const char *field, bool required)
    {
        const std::string text = record.value(field);
        if (text.empty() && !required)
            return std::nullopt;
        const auto read = dateFrom(text);
        if (!read)
            fail(record.place(field),
                QCoreApplication::translate(
                    "rd::io::UscfReport", "“%1” is not a date in the form YYYYMMDD.")
                    .arg(QString::fromStdString(text)));
        return read;
    }

    std::optional<int> number(const Record &record, const char *field, int lowest, int highest)
    {
        const QString text = QString::fromStdString(record.value(field));
        bool ok = false;
        const int value = text.toInt(&ok);
        if (!ok || value < lowest || value > highest) {
            fail(record.place(field),
                QCoreApplication::translate(
                    "rd::io::UscfReport", "“%1” is not a number from %2 to %3.")
                    .arg(text)
                    .arg(lowest)
                    .arg(highest));
            return std::nullopt;
        }
        return value;
    }

    static std::string unlessDefault(const std::string &value, const char *byDefault)
    {
        return value == byDefault ? std::string() : value;
    }

    EventFile section(const Record &event, const Record &section, const DbaseTable &details)
    {
        EventFile file;
        EventInput &read = file.event;
        read.system = RatingSystem::Uscf;
        read.event.name = event.value("H_NAME");
        // A section without dates of its own has the event's.
        const bool ownEnd = !section.value("S_END_DATE").empty();
        const Record &ends = ownEnd ? section : event;
        read.event.endDate
            = date(ends, ownEnd ? "S_END_DATE" : "H_END_DATE", true).value_or(Date());
        read.event.startDate = date(section, "S_BEG_DATE", false);
        if (!read.event.startDate)
            read.event.startDate = date(event, "H_BEG_DATE", false);
        read.ruleset = defaultRuleSet(RatingSystem::Uscf, read.event.endDate).name;
        EventProperties &properties = read.event.properties;
        properties.timeControl = section.value("S_TIMECTL");
        UscfReportDetails &report = file.details.uscfReport;
        report.eventId = event.value("H_EVENT_ID");
        report.affiliateId = event.value("H_AFF_ID");
        report.city = event.value("H_CITY");
        report.state = event.value("H_STATE");
        report.zip = event.value("H_ZIPCODE");
        report.country = unlessDefault(event.value("H_COUNTRY"), kCountry);
        report.crosstables = unlessDefault(event.value("H_SENDCROS"), kNo);
        properties.chiefArbiterId = event.value("H_CTD_ID");
        report.assistantTdId = event.value("H_ATD_ID");
        report.otherTdIds = event.value("H_OTHER_TD");
        report.section = section.value("S_SEC_NAME");
        report.sectionChiefTdId
            = unlessDefault(section.value("S_CTD_ID"), properties.chiefArbiterId.c_str());
        report.sectionAssistantTdId
            = unlessDefault(section.value("S_ATD_ID"), report.assistantTdId.c_str());
        report.scholastic = unlessDefault(section.value("S_SCH_LVL"), kNo);
        report.roundRobin = section.value("S_TRN_TYPE") == "R";
        if (section.value("S_GR_PRIX") == kYes)
            report.grandPrixPoints = section.value("S_GP_PTS").empty()
                ? 0
                : number(section, "S_GP_PTS", 0, 999).value_or(0);
        report.fideRated = section.value("S_FIDE") == kYes;
        setSystem(read, section);
        const int rounds = number(section, "S_TOT_RNDS", 1, kMostRounds).value_or(0);
        properties.roundsPlanned = rounds;
        readPlayers(read, section, details, rounds);
        return file;
    }

    // uscf-report.md "Time control and rating system": US Chess takes the system from the time
    // control; S_R_SYSTEM when it tells nothing.
    static void setSystem(EventInput &read, const Record &section)
    {
        const auto control = parseUscfTimeControl(read.event.properties.timeControl);
        const UscfCategory category = control ? control->category() : UscfCategory::NotRated;
        const std::string code = section.value("S_R_SYSTEM");
        UscfEventInfo &uscf = read.event.uscf;
        if (category == UscfCategory::Dual || (category == UscfCategory::NotRated && code == "D"))
            uscf.dualRated = true;
        else if (category == UscfCategory::Quick
            || (category == UscfCategory::NotRated && code == "Q"))
            uscf.system = UscfSystem::Quick;
        else if (category == UscfCategory::Blitz
            || (category == UscfCategory::NotRated && code == "B"))
            uscf.system = UscfSystem::Blitz;
    }

    void readPlayers(EventInput &read, const Record &section, const DbaseTable &details, int rounds)
    {
        const std::string sectionNumber = section.value("S_SEC_NUM");
        const int last = this->number(section, "S_LST_PAIR", 0, kMostPlayers).value_or(0);
        std::map<int, std::vector<std::optional<Cell>>> cells; // by pairing number
        std::map<int, std::size_t> records;
        for (std::size_t r = 0; r < details.records.size(); ++r) {
            const Record detail { details, r, UscfReportFiles::kDetailsName };
            if (detail.value("D_SEC_NUM") != sectionNumber)
                continue;
            const auto pairing = this->number(detail, "D_PAIR_NUM", 1, last);
            if (!pairing)
                continue;
            if (records.contains(*pairing)) {
                fail(detail.place("D_PAIR_NUM"),
                    QCoreApplication::translate(
                        "rd::io::UscfReport", "Pairing number %1 is in section %2 twice.")
                        .arg(*pairing)
                        .arg(QString::fromStdString(sectionNumber)));
                continue;
            }
            records[*pairing] = r;
            PlayerInput player;
            player.id = std::to_string(*pairing);
            player.name = detail.value("D_NAME");
            const std::string member = detail.value("D_MEM_ID");
            player.uscfId = member == kNoMemberId ? std::string() : member;
            player.region = detail.value("D_STATE");
            // A blank rating is no rating, as 0 is.
            const int rating = detail.value("D_RATING").empty()
                ? 0
                : this->number(detail, "D_RATING", 0, 3500).value_or(0);
            if (rating > 0) {
                player.uscf = UscfState {};
                player.uscf->rating = rating;
                player.uscf->established = true;
            }
            read.players.push_back(std::move(player));
            for (int round = 1; round <= rounds; ++round) {
                const std::string field = roundFieldName(round);
                const auto cell = parseCell(detail.value(field));
                if (!cell || cell->opponent > last)
                    fail(detail.place(field.c_str()),
                        QCoreApplication::translate("rd::io::UscfReport",
                            "“%1” is not a round cell of this section (W12B, L3W, D4B, X0, F0, Z0, "
                            "B0, H0, U0).")
                            .arg(QString::fromStdString(detail.value(field))));
                cells[*pairing].push_back(cell);
            }
        }
        // The ids are the pairing numbers this reader gave (std::to_string above).
        std::sort(read.players.begin(), read.players.end(),
            [](const PlayerInput &a, const PlayerInput &b) {
                return std::stoi(a.id) < std::stoi(b.id);
            });
        if (static_cast<int>(read.players.size()) != last)
            fail(section.place("S_LST_PAIR"),
                QCoreApplication::translate("rd::io::UscfReport",
                    "Section %1 has %2 players, not the %3 its last pairing number says.")
                    .arg(QString::fromStdString(sectionNumber))
                    .arg(read.players.size())
                    .arg(last));
        if (m_problems.isEmpty())
            readRounds(read, cells, records, details, rounds);
    }

    void readRounds(EventInput &read, std::map<int, std::vector<std::optional<Cell>>> &cells,
        const std::map<int, std::size_t> &records, const DbaseTable &details, int rounds)
    {
        for (int round = 1; round <= rounds; ++round) {
            std::vector<int> forfeitWins;
            std::vector<int> forfeitLosses;
            for (auto &[pairing, row] : cells) {
                const Cell &cell = *row[round - 1];
                const std::string id = std::to_string(pairing);
                switch (cell.code) {
                case 'W':
                case 'D':
                case 'L':
                    if (pairing < cell.opponent)
                        readGame(read, cells, records, details, round, pairing, cell);
                    break;
                case 'X':
                    forfeitWins.push_back(pairing);
                    break;
                case 'F':
                    forfeitLosses.push_back(pairing);
                    break;
                case 'B':
                    read.byes.push_back({ round, id, 1.0 });
                    break;
                case 'H':
                case 'Z':
                    read.byes.push_back({ round, id, 0.5 });
                    break;
                default:
                    break;
                }
            }
            // uscf-report.md "Reading a report back": unmatched X0 and F0 are forfeit pairs in
            // pairing-number order; an X0 left over is a full-point bye.
            for (std::size_t i = 0; i < forfeitWins.size(); ++i) {
                const std::string winner = std::to_string(forfeitWins[i]);
                if (i < forfeitLosses.size())
                    read.chessGames.push_back({ round, winner, std::to_string(forfeitLosses[i]),
                        GameResult::WhiteWinsByForfeit });
                else
                    read.byes.push_back({ round, winner, 1.0 });
            }
        }
    }

    void readGame(EventInput &read, std::map<int, std::vector<std::optional<Cell>>> &cells,
        const std::map<int, std::size_t> &records, const DbaseTable &details, int round,
        int pairing, const Cell &cell)
    {
        // Read only without problems: the section has a record for every pairing number from 1
        // to S_LST_PAIR, each with all its round cells, and every opponent is among them.
        const Cell &other = *cells.at(cell.opponent)[round - 1];
        const bool agree = other.opponent == pairing && other.code == answerTo(cell.code)
            && (cell.colour == 0 || other.colour == 0 || cell.colour != other.colour);
        if (!agree) {
            const std::string field = roundFieldName(round);
            fail(Record { details, records.at(pairing), UscfReportFiles::kDetailsName }.place(
                     field.c_str()),
                QCoreApplication::translate("rd::io::UscfReport",
                    "Pairing number %1 has “%2” in round %3, but pairing number %4 has “%5” there.")
                    .arg(pairing)
                    .arg(QString::fromStdString(
                        Record { details, records.at(pairing), UscfReportFiles::kDetailsName }
                            .value(field)))
                    .arg(round)
                    .arg(cell.opponent)
                    .arg(QString::fromStdString(
                        Record { details, records.at(cell.opponent), UscfReportFiles::kDetailsName }
                            .value(field))));
            return;
        }
        // Without a colour on either side, the lower pairing number is taken as White.
        const bool white = cell.colour == 'W' || (cell.colour == 0 && other.colour != 'W');
        const int whiteNumber = white ? pairing : cell.opponent;
        const char whiteCode = white ? cell.code : other.code;
        const GameResult result = whiteCode == 'W' ? GameResult::WhiteWins
            : whiteCode == 'L'                     ? GameResult::BlackWins
                                                   : GameResult::Draw;
        read.chessGames.push_back({ round, std::to_string(whiteNumber),
            std::to_string(white ? cell.opponent : pairing), result });
    }

    QList<DocumentError> m_problems;
};

} // namespace

UscfReportWriting writeUscfReport(const EventFile &event, const Date &today)
{
    return ReportWriter(event, today).write();
}

UscfReportReading readUscfReport(const UscfReportFiles &files)
{
    return ReportReader().read(files);
}

std::optional<QString> saveUscfReport(const UscfReportFiles &files, const QString &folder)
{
    if (!QDir().mkpath(folder))
        return QCoreApplication::translate("rd::io::UscfReport", "the folder %1 cannot be made")
            .arg(folder);
    for (const auto &[name, bytes] : { std::pair { UscfReportFiles::kHeaderName, &files.header },
             std::pair { UscfReportFiles::kSectionsName, &files.sections },
             std::pair { UscfReportFiles::kDetailsName, &files.details } }) {
        QSaveFile file(QDir(folder).filePath(QLatin1String(name)));
        if (!file.open(QIODevice::WriteOnly) || file.write(*bytes) < 0 || !file.commit())
            return QStringLiteral("%1: %2").arg(file.fileName(), file.errorString());
    }
    return std::nullopt;
}

std::optional<UscfReportFiles> loadUscfReport(const QString &folder, QList<DocumentError> &problems)
{
    const QDir dir(folder);
    const QStringList present = dir.entryList(QDir::Files);
    UscfReportFiles files;
    for (const auto &[name, bytes] : { std::pair { UscfReportFiles::kHeaderName, &files.header },
             std::pair { UscfReportFiles::kSectionsName, &files.sections },
             std::pair { UscfReportFiles::kDetailsName, &files.details } }) {
        // The name by value: clang before 16 captures no structured binding (P1091).
        const auto found = std::find_if(
            present.begin(), present.end(), [wanted = QLatin1String(name)](const QString &file) {
                return file.compare(wanted, Qt::CaseInsensitive) == 0;
            });
        if (found == present.end()) {
            problems.append({ QLatin1String(name), ReadCode::Worded,
                { QCoreApplication::translate("rd::io::UscfReport",
                    "The folder %1 has no such file; a US Chess report is three files.")
                        .arg(QDir::toNativeSeparators(folder)) } });
            continue;
        }
        QFile file(dir.filePath(*found));
        if (!file.open(QIODevice::ReadOnly)) {
            problems.append(
                { QLatin1String(name), ReadCode::FileUnreadable, { file.errorString() } });
            continue;
        }
        *bytes = file.readAll();
    }
    if (!problems.isEmpty())
        return std::nullopt;
    return files;
}

} // namespace rd::io
