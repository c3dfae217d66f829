// The submission check per federation (io::submissionProblems): one made-up event that every
// federation takes, then for each rule the same event with the one thing the rule asks for
// taken away. The rules and their sources are in engine/io/SubmissionCheck.cpp and
// docs/federation-*.md.
#include "engine/io/SubmissionCheck.h"
#include "engine/io/uscf/UscfTimeControl.h"

#include <QTest>

#include <algorithm>

using rd::checks::Location;
using rd::checks::Problem;
using rd::checks::Severity;
using rd::io::ExchangeFormat;
using rd::io::Federation;
using rd::io::submissionProblems;
using rd::io::UscfCategory;

namespace {

rd::PlayerInput chessPlayer(int number, const std::string &name)
{
    rd::PlayerInput player;
    player.id = std::to_string(number);
    player.name = name;
    player.birthDate = rd::Date { 1980 + number, 3, 1 };
    player.federation = "GER";
    player.fideId = std::to_string(24600000 + number);
    player.uscfId = std::to_string(12345670 + number);
    player.dwz = rd::DwzState {};
    player.dwz->rating = 1500 + 50 * number;
    return player;
}

// Four players, two rounds, everything the DSB, FIDE and US Chess ask for: names as "Surname,
// Given name", DWZ, birth dates, federations, FIDE and US Chess ids, place, federation, chief
// arbiter and his id, a time control US Chess rates Regular only (G/90;d5: 95 minutes, over
// 65), and a date for each round.
rd::io::EventFile cleanChessEvent()
{
    rd::io::EventFile file;
    rd::EventInput &event = file.event;
    event.system = rd::RatingSystem::Dwz;
    event.event.name = "Spring Open";
    event.event.startDate = rd::Date { 2026, 3, 14 };
    event.event.endDate = rd::Date { 2026, 3, 15 };
    rd::EventProperties &properties = event.event.properties;
    properties.place = "Kassel";
    properties.federation = "GER";
    properties.chiefArbiter = "Weber, Jonas";
    properties.chiefArbiterId = "12340001";
    file.details.uscfReport.affiliateId = "A1234567";
    properties.timeControl = "G/90;d5";
    file.details.trf.roundDates = { "26/03/14", "26/03/15" };
    event.players = { chessPlayer(1, "Brandt, Felix"), chessPlayer(2, "Okafor, Ada"),
        chessPlayer(3, "Lindqvist, Per"), chessPlayer(4, "Moreau, Claire") };
    event.chessGames
        = { { 1, "1", "2", rd::GameResult::WhiteWins }, { 1, "3", "4", rd::GameResult::Draw },
              { 2, "1", "3", rd::GameResult::Draw }, { 2, "4", "2", rd::GameResult::BlackWins } };
    return file;
}

rd::PlayerInput goPlayer(int number, const std::string &name)
{
    rd::PlayerInput player;
    player.id = std::to_string(number);
    player.name = name;
    player.country = "CZ";
    player.club = "Brno";
    player.egdPin = std::to_string(13570240 + number);
    player.sagc = rd::SagcState { *rd::sagc::GoRank::parse("5k"), 0, {} };
    return player;
}

// Two Go players with PINs, a table kept with its class B (federation-egd.md).
rd::io::EventFile cleanGoEvent()
{
    rd::io::EventFile file;
    rd::EventInput &event = file.event;
    event.system = rd::RatingSystem::Sagc;
    event.event.name = "Autumn Cup";
    event.event.endDate = rd::Date { 2024, 10, 6 };
    file.details.h9.header = { "; CL[B]", "; EV[Autumn Cup]" };
    event.players = { goPlayer(1, "Horak Pavel"), goPlayer(2, "Lange Anna") };
    rd::GoGame game;
    game.white = "1";
    game.black = "2";
    event.goGames = { game };
    return file;
}

Location eventField(const char *field)
{
    return Location { 0, 0, 0, QString::fromLatin1(field) };
}

Location playerField(int startNumber, const char *field)
{
    return Location { startNumber, 0, 0, QString::fromLatin1(field) };
}

QString messagesOf(const std::vector<Problem> &problems)
{
    QStringList all;
    for (const Problem &problem : problems)
        all << problem.message;
    return all.join(QStringLiteral(" | "));
}

void expectNone(const std::vector<Problem> &problems)
{
    QVERIFY2(problems.empty(), qPrintable(messagesOf(problems)));
}

// One problem at `place`, of `severity`, and no other problem in the event.
void expectOnly(const std::vector<Problem> &problems, const Location &place, Severity severity)
{
    QVERIFY2(problems.size() == 1, qPrintable(messagesOf(problems)));
    QCOMPARE(problems.front().location, place);
    QCOMPARE(problems.front().severity, severity);
}

} // namespace

class TestSubmissionCheck : public QObject {
    Q_OBJECT

private slots:
    void formatsGoToTheirFederation()
    {
        QVERIFY(rd::io::federationOf(ExchangeFormat::DsbText) == Federation::Dsb);
        QVERIFY(rd::io::federationOf(ExchangeFormat::DsbXml) == Federation::Dsb);
        QVERIFY(rd::io::federationOf(ExchangeFormat::Trf) == Federation::Fide);
        QVERIFY(rd::io::federationOf(ExchangeFormat::Trf2026) == Federation::Fide);
        QVERIFY(rd::io::federationOf(ExchangeFormat::H9) == Federation::Egd);
        QVERIFY(!rd::io::federationOf(ExchangeFormat::EventDocument));
    }

    void aCompleteEventPassesEveryCheck()
    {
        const rd::io::EventFile chess = cleanChessEvent();
        for (const auto format : { ExchangeFormat::DsbText, ExchangeFormat::DsbXml })
            expectNone(submissionProblems(chess, Federation::Dsb, format));
        for (const auto format : { ExchangeFormat::Trf, ExchangeFormat::Trf2026 })
            expectNone(submissionProblems(chess, Federation::Fide, format));
        expectNone(submissionProblems(chess, Federation::UsChess));
        expectNone(submissionProblems(cleanGoEvent(), Federation::Egd));
        // Without PINs, name, country and club let the EGD match the players (federation-egd.md).
        rd::io::EventFile goFile = cleanGoEvent();
        rd::EventInput &go = goFile.event;
        for (rd::PlayerInput &player : go.players)
            player.egdPin.clear();
        expectNone(submissionProblems(goFile, Federation::Egd));
    }

    // federation-dsb.md: full names; dwz.md §9.1: the name column "Surname, Firstname".
    void dsbWantsAGivenName()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        rd::EventInput &event = eventFile.event;
        event.players[1].name = "Okafor";
        const auto problems
            = submissionProblems(eventFile, Federation::Dsb, ExchangeFormat::DsbText);
        expectOnly(problems, playerField(2, "name"), Severity::Error);
        QVERIFY(problems.front().message.startsWith(QStringLiteral("Okafor (2): ")));
        // A comma with nothing after it is no given name either.
        event.players[1].name = "Okafor, ";
        expectOnly(submissionProblems(eventFile, Federation::Dsb, ExchangeFormat::DsbText),
            playerField(2, "name"), Severity::Error);
    }

    // federation-dsb.md: the birth date of a player the DSB does not list yet (no DWZ); dwz.md
    // §9.3: the XML report's dobYear for every player.
    void dsbWantsTheBirthDateOfAPlayerWithoutDwz()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        rd::EventInput &event = eventFile.event;
        event.players[2].birthDate.reset();
        // With a DWZ the text report does without.
        expectNone(submissionProblems(eventFile, Federation::Dsb, ExchangeFormat::DsbText));
        expectOnly(submissionProblems(eventFile, Federation::Dsb, ExchangeFormat::DsbXml),
            playerField(3, "birthDate"), Severity::Error);
        event.players[2].dwz.reset();
        expectOnly(submissionProblems(eventFile, Federation::Dsb, ExchangeFormat::DsbText),
            playerField(3, "birthDate"), Severity::Error);
        // A year of birth is enough.
        event.players[2].birthYear = 1983;
        expectNone(submissionProblems(eventFile, Federation::Dsb, ExchangeFormat::DsbText));
    }

    // federation-dsb.md: FIDE ids of foreign players.
    void dsbWantsTheFideIdOfAForeignPlayer()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        rd::EventInput &event = eventFile.event;
        event.players[3].fideId.clear();
        // Of the event's own federation he needs none.
        expectNone(submissionProblems(eventFile, Federation::Dsb, ExchangeFormat::DsbText));
        event.players[3].federation = "FRA";
        const auto problems
            = submissionProblems(eventFile, Federation::Dsb, ExchangeFormat::DsbText);
        expectOnly(problems, playerField(4, "fideId"), Severity::Error);
        QVERIFY(problems.front().message.contains(QStringLiteral("FRA")));
    }

    // federation-dsb.md "A forfeit entered as a played game": a loss entered as played in a
    // player's last round, with no game or bye of his in a later round of the event, is the
    // trace of a player who did not come; the director is asked to look (a warning).
    void dsbAsksAboutALossBeforeAPlayerDisappears()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        rd::EventInput &event = eventFile.event;
        // Round 3: Brandt (1) beats Lindqvist (3); Moreau (4), who lost to Okafor (2) in round
        // 2, plays no more; Okafor, who won, has a round off.
        event.chessGames.push_back({ 3, "1", "3", rd::GameResult::WhiteWins });
        eventFile.details.trf.roundDates.push_back("26/03/15");
        auto problems = submissionProblems(eventFile, Federation::Dsb, ExchangeFormat::DsbText);
        expectOnly(problems, Location { 4, 2, 0, {} }, Severity::Warning);
        QCOMPARE(problems.front().message,
            QStringLiteral("Round 2: Moreau, Claire (4) lost to Okafor, Ada (2) and plays no "
                           "later round. If he did not come to the game, enter it as a forfeit; "
                           "the DSB rates only games played over the board."));
        // Entered as a forfeit, or with Moreau recorded absent in round 3: nothing to ask.
        event.chessGames[3].result = rd::GameResult::BlackWinsByForfeit;
        expectNone(submissionProblems(eventFile, Federation::Dsb, ExchangeFormat::DsbText));
        event.chessGames[3].result = rd::GameResult::BlackWins;
        event.byes.push_back({ 3, "4", 0.0 });
        expectNone(submissionProblems(eventFile, Federation::Dsb, ExchangeFormat::DsbText));
    }

    // federation-dsb.md: round dates; one problem when no round has one, else one per round.
    void dsbWantsTheDateOfEveryRound()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        eventFile.details.trf.roundDates.clear();
        auto problems = submissionProblems(eventFile, Federation::Dsb, ExchangeFormat::DsbText);
        expectOnly(problems, eventField("roundDates"), Severity::Error);
        QCOMPARE(problems.front().message,
            QStringLiteral("The rounds have no dates; the DSB wants the date of every round."));
        eventFile.details.trf.roundDates = { "26/03/14", " " };
        problems = submissionProblems(eventFile, Federation::Dsb, ExchangeFormat::DsbText);
        expectOnly(problems, eventField("roundDates"), Severity::Error);
        QCOMPARE(problems.front().message,
            QStringLiteral("Round 2 has no date; the DSB wants the date of every round."));
    }

    // dwz.md §9.1: the DSB knows played results and forfeits only; a game of less than one move
    // goes to it as a forfeit, which the director should see.
    void dsbIsToldOfAGameOfLessThanOneMove()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        rd::EventInput &event = eventFile.event;
        event.chessGames[3].result = rd::GameResult::BlackWinsUnrated;
        const auto problems
            = submissionProblems(eventFile, Federation::Dsb, ExchangeFormat::DsbText);
        expectOnly(problems, Location { 4, 2, 0, {} }, Severity::Warning);
        QCOMPARE(problems.front().message,
            QStringLiteral("Round 2: Moreau, Claire (4) – Okafor, Ada (2) lasted less than one "
                           "move; the DSB has no mark for such a game and receives it as a "
                           "forfeit."));
    }

    // dwz.md §9.1 trailer: Ort:, Züge(1):, Hauptschiedsrichter: (asked for, not required).
    void dsbAsksForPlaceTimeControlAndChiefArbiter()
    {
        const std::pair<std::string rd::EventProperties::*, const char *> fields[]
            = { { &rd::EventProperties::place, "place" },
                  { &rd::EventProperties::timeControl, "timeControl" },
                  { &rd::EventProperties::chiefArbiter, "chiefArbiter" } };
        for (const auto &[member, field] : fields) {
            rd::io::EventFile eventFile = cleanChessEvent();
            rd::EventInput &event = eventFile.event;
            event.event.properties.*member = "";
            expectOnly(submissionProblems(eventFile, Federation::Dsb, ExchangeFormat::DsbText),
                eventField(field), Severity::Warning);
        }
    }

    // A crosstable the editors find wrong (checks::checkChessEvent) goes to no federation.
    void everyChessFederationWantsAConsistentCrosstable()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        rd::EventInput &event = eventFile.event;
        // Brandt (1) gets a second game in round 1.
        event.chessGames.push_back({ 1, "1", "4", rd::GameResult::Draw });
        for (const auto federation : { Federation::Dsb, Federation::Fide, Federation::UsChess }) {
            const auto problems = submissionProblems(eventFile, federation, ExchangeFormat::Trf);
            QVERIFY(!problems.empty());
            QVERIFY(std::all_of(problems.begin(), problems.end(), [](const Problem &problem) {
                return problem.severity == Severity::Error && problem.location.round == 1;
            }));
        }
    }

    // federation-fide.md: 022 city, 032 federation, 102 chief arbiter are mandatory for rating
    // (R!); the rate of play of 122 decides what FIDE rates.
    void fideRequiresPlaceFederationChiefArbiterAndTimeControl()
    {
        const std::pair<std::string rd::EventProperties::*, const char *> fields[]
            = { { &rd::EventProperties::place, "place" },
                  { &rd::EventProperties::federation, "federation" },
                  { &rd::EventProperties::chiefArbiter, "chiefArbiter" },
                  { &rd::EventProperties::timeControl, "timeControl" } };
        for (const auto &[member, field] : fields) {
            rd::io::EventFile eventFile = cleanChessEvent();
            rd::EventInput &event = eventFile.event;
            event.event.properties.*member = "";
            expectOnly(submissionProblems(eventFile, Federation::Fide, ExchangeFormat::Trf),
                eventField(field), Severity::Error);
        }
    }

    // federation-fide.md: the FIDE id is R!; federation, birth date and name are "warning if
    // wrong".
    void fideRequiresIdsAndAsksForFederationBirthDateAndName()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        rd::EventInput &event = eventFile.event;
        event.players[0].fideId.clear();
        expectOnly(submissionProblems(eventFile, Federation::Fide, ExchangeFormat::Trf),
            playerField(1, "fideId"), Severity::Error);
        eventFile = cleanChessEvent();
        event.players[1].federation.clear();
        expectOnly(submissionProblems(eventFile, Federation::Fide, ExchangeFormat::Trf),
            playerField(2, "federation"), Severity::Warning);
        eventFile = cleanChessEvent();
        event.players[2].birthDate.reset();
        expectOnly(submissionProblems(eventFile, Federation::Fide, ExchangeFormat::Trf),
            playerField(3, "birthDate"), Severity::Warning);
        eventFile = cleanChessEvent();
        event.players[3].name = "Claire Moreau";
        expectOnly(submissionProblems(eventFile, Federation::Fide, ExchangeFormat::Trf),
            playerField(4, "name"), Severity::Warning);
    }

    // federation-fide.md: TRF-2026 makes 042 (start date) and 132 (round dates) mandatory; TRF-16
    // does not.
    void trf2026RequiresStartDateAndRoundDates()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        rd::EventInput &event = eventFile.event;
        eventFile.details.trf.roundDates.clear();
        expectOnly(submissionProblems(eventFile, Federation::Fide, ExchangeFormat::Trf),
            eventField("roundDates"), Severity::Warning);
        expectOnly(submissionProblems(eventFile, Federation::Fide, ExchangeFormat::Trf2026),
            eventField("roundDates"), Severity::Error);
        eventFile = cleanChessEvent();
        event.event.startDate.reset();
        expectNone(submissionProblems(eventFile, Federation::Fide, ExchangeFormat::Trf));
        expectOnly(submissionProblems(eventFile, Federation::Fide, ExchangeFormat::Trf2026),
            eventField("startDate"), Severity::Error);
    }

    // federation-uscf.md, D_MEM_ID: every player's member id, 8 digits.
    void usChessRequiresEightDigitMemberIds()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        rd::EventInput &event = eventFile.event;
        event.players[0].uscfId.clear();
        expectOnly(submissionProblems(eventFile, Federation::UsChess), playerField(1, "uscfId"),
            Severity::Error);
        event.players[0].uscfId = "1234567";
        const auto problems = submissionProblems(eventFile, Federation::UsChess);
        expectOnly(problems, playerField(1, "uscfId"), Severity::Error);
        QVERIFY(problems.front().message.contains(QStringLiteral("1234567")));
    }

    // federation-uscf.md, H_CTD_ID: the chief TD's 8-digit member id.
    void usChessRequiresTheChiefTdId()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        rd::EventInput &event = eventFile.event;
        event.event.properties.chiefArbiterId.clear();
        expectOnly(submissionProblems(eventFile, Federation::UsChess), eventField("chiefArbiterId"),
            Severity::Error);
        event.event.properties.chiefArbiterId = "A1234567"; // an affiliate id
        expectOnly(submissionProblems(eventFile, Federation::UsChess), eventField("chiefArbiterId"),
            Severity::Error);
    }

    // federation-uscf.md, H_AFF_ID: the affiliate's id, A and 7 digits.
    void usChessRequiresTheAffiliateId()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        eventFile.details.uscfReport.affiliateId.clear();
        expectOnly(submissionProblems(eventFile, Federation::UsChess),
            eventField("uscfAffiliateId"), Severity::Error);
        eventFile.details.uscfReport.affiliateId = "12345678"; // a member id
        expectOnly(submissionProblems(eventFile, Federation::UsChess),
            eventField("uscfAffiliateId"), Severity::Error);
    }

    // federation-uscf.md, H_ATD_ID, H_OTHER_TD, S_CTD_ID, S_ATD_ID: every TD named is named by
    // his 8-digit member id; none but the chief TD is required.
    void usChessTdsHaveMemberIds()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        rd::io::UscfReportDetails &report = eventFile.details.uscfReport;
        report.assistantTdId = "1234000"; // 7 digits
        expectOnly(submissionProblems(eventFile, Federation::UsChess),
            eventField("uscfAssistantTdId"), Severity::Error);
        report.assistantTdId = "12340002";
        report.otherTdIds = "12340003, 1234O004"; // a letter O for a zero
        const auto problems = submissionProblems(eventFile, Federation::UsChess);
        expectOnly(problems, eventField("uscfOtherTdIds"), Severity::Error);
        QVERIFY2(problems.front().message.contains(QStringLiteral("“1234O004”")),
            qPrintable(problems.front().message));
        report.otherTdIds = "12340003,12340004";
        report.sectionChiefTdId = "TD";
        expectOnly(submissionProblems(eventFile, Federation::UsChess), eventField("uscfSection"),
            Severity::Error);
        report.sectionChiefTdId = "12340005";
        expectNone(submissionProblems(eventFile, Federation::UsChess));
    }

    // federation-uscf.md, H_STATE, H_ZIPCODE, D_STATE: a state's two capital letters, a ZIP code
    // of 5 digits or 5 and 4; both may be left blank.
    void usChessStatesAndZipCodes()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        rd::EventInput &event = eventFile.event;
        rd::io::UscfReportDetails &report = eventFile.details.uscfReport;
        report.state = "Mass";
        expectOnly(submissionProblems(eventFile, Federation::UsChess), eventField("uscfState"),
            Severity::Error);
        report.state = "MA";
        report.zip = "2101";
        expectOnly(submissionProblems(eventFile, Federation::UsChess), eventField("uscfZip"),
            Severity::Error);
        report.zip = "02101-1234";
        event.players[2].region = "ma";
        expectOnly(submissionProblems(eventFile, Federation::UsChess), playerField(3, "region"),
            Severity::Error);
        event.players[2].region = "MA";
        expectNone(submissionProblems(eventFile, Federation::UsChess));
    }

    // federation-uscf.md: the time control decides the rating system; missing or not ratable
    // it is an error, not in US Chess's spelling or rated otherwise than the event a warning.
    void usChessRatesBySectionTimeControl()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        rd::EventInput &event = eventFile.event;
        event.event.properties.timeControl.clear();
        expectOnly(submissionProblems(eventFile, Federation::UsChess), eventField("timeControl"),
            Severity::Error);
        event.event.properties.timeControl = "90 minutes";
        expectOnly(submissionProblems(eventFile, Federation::UsChess), eventField("timeControl"),
            Severity::Warning);
        event.event.properties.timeControl = "G/3"; // 3 minutes in all: under 5
        expectOnly(submissionProblems(eventFile, Federation::UsChess), eventField("timeControl"),
            Severity::Error);
        // G/60;d5: 60 + 5 = 65, dual; the event is rated Regular only.
        event.event.properties.timeControl = "G/60;d5";
        const auto problems = submissionProblems(eventFile, Federation::UsChess);
        expectOnly(problems, eventField("timeControl"), Severity::Warning);
        QCOMPARE(problems.front().message,
            QStringLiteral("US Chess rates the time control “G/60;d5” both Regular and Quick, "
                           "the event is rated Regular only."));
        event.event.uscf.dualRated = true;
        expectNone(submissionProblems(eventFile, Federation::UsChess));
    }

    // event-document.md "event.sections": each section's time control is checked against the
    // system it is rated in, its TDs' ids too; the problems name the section. A section's own
    // time control and TDs are not among the event's details: such a problem leads to no field.
    void usChessChecksEachSection()
    {
        rd::io::EventFile eventFile = cleanChessEvent();
        rd::EventInput &event = eventFile.event;
        rd::EventSection main;
        main.name = "Main";
        rd::EventSection blitz;
        blitz.name = "Blitz";
        blitz.timeControl = "G/3"; // 3 minutes in all: under 5, not rated (rule 5C)
        blitz.uscf.system = rd::UscfSystem::Blitz;
        event.event.properties.sections = { main, blitz };
        for (rd::PlayerInput &player : event.players)
            player.section = "Main";
        auto problems = submissionProblems(eventFile, Federation::UsChess);
        expectOnly(problems, eventField(""), Severity::Error);
        QCOMPARE(problems.front().message,
            QStringLiteral("Section “Blitz”: US Chess does not rate games of the time control "
                           "“G/3”."));
        // Without a time control of its own, the event's is the section's: that field.
        event.event.properties.timeControl = "G/3";
        event.event.properties.sections[1].timeControl.clear();
        problems = submissionProblems(eventFile, Federation::UsChess);
        QVERIFY(std::any_of(problems.begin(), problems.end(), [](const auto &problem) {
            return problem.location == eventField("timeControl")
                && problem.message.startsWith(QStringLiteral("Section “Blitz”: "));
        }));
        event.event.properties.timeControl = "G/90;d5";
        event.event.properties.sections[1].timeControl = "G/5;d0"; // 5: Blitz
        expectNone(submissionProblems(eventFile, Federation::UsChess));
        event.event.properties.sections[1].chiefTdId = "1234";
        expectOnly(
            submissionProblems(eventFile, Federation::UsChess), eventField(""), Severity::Error);
    }

    // Rule 5C (federation-uscf.md): total = minutes of all controls + delay or increment seconds;
    // > 65 Regular; 30-65 dual; 11-29 Quick with a first control >= 5; 5-10 Blitz with a first
    // control >= 3; else not rated.
    void usChessTimeControlCategories_data()
    {
        QTest::addColumn<QString>("timeControl");
        QTest::addColumn<int>("category"); // -1: not in US Chess's spelling
        const auto row = [](const char *text, int category) {
            QTest::newRow(text) << QString::fromLatin1(text) << category;
        };
        row("G/90;+30", int(UscfCategory::Regular)); // 90 + 30 = 120
        row("40/90,SD/30;d5", int(UscfCategory::Regular)); // 90 + 30 + 5 = 125
        row("G/66", int(UscfCategory::Regular)); // 66 > 65
        row("G/60;d5", int(UscfCategory::Dual)); // 65
        row("G/45; d5", int(UscfCategory::Dual)); // 50, a blank after the semicolon
        row("G/25;+5", int(UscfCategory::Dual)); // 30
        row("G/29", int(UscfCategory::Quick)); // 29, first control 29 >= 5
        row("G/15;d5", int(UscfCategory::Quick)); // 20
        row("G/11", int(UscfCategory::Quick)); // 11
        row("G/10", int(UscfCategory::Blitz)); // 10, first control 10 >= 3
        row("G/5;d0", int(UscfCategory::Blitz)); // 5
        row("G/3;+2", int(UscfCategory::Blitz)); // 5, first control 3
        row("G/2;+3", int(UscfCategory::NotRated)); // 5, first control 2 < 3
        row("G/4", int(UscfCategory::NotRated)); // 4 < 5
        row("game in 60", -1);
        row("G/60;x5", -1);
    }

    void usChessTimeControlCategories()
    {
        QFETCH(QString, timeControl);
        QFETCH(int, category);
        const auto read = rd::io::parseUscfTimeControl(timeControl.toStdString());
        QCOMPARE(read ? int(read->category()) : -1, category);
    }

    // federation-egd.md: the EGD rates events of class A-D; OpenGotha's X misses every class.
    void egdRequiresATournamentClass()
    {
        rd::io::EventFile eventFile = cleanGoEvent();
        eventFile.details.h9.header = { "; CL[X]", "; EV[Autumn Cup]" };
        auto problems = submissionProblems(eventFile, Federation::Egd);
        expectOnly(problems, eventField("h9Class"), Severity::Error);
        QVERIFY(problems.front().message.contains(QStringLiteral("“X”")));
        eventFile.details.h9.header = { "; EV[Autumn Cup]" };
        expectOnly(
            submissionProblems(eventFile, Federation::Egd), eventField("h9Class"), Severity::Error);
        // A table of ratingdesk's own states class A, which the time control should bear out.
        eventFile.details.h9.header.clear();
        expectOnly(submissionProblems(eventFile, Federation::Egd), eventField("timeControl"),
            Severity::Warning);
    }

    // federation-egd.md: the PIN is the EGD's 8-digit number.
    void egdWantsEightDigitPins()
    {
        rd::io::EventFile eventFile = cleanGoEvent();
        rd::EventInput &event = eventFile.event;
        event.players[1].egdPin = "1290441";
        expectOnly(submissionProblems(eventFile, Federation::Egd), playerField(2, "egdPin"),
            Severity::Error);
    }

    // federation-egd.md: without a PIN the EGD matches a player by surname and given name, country
    // and club.
    void egdMatchesAPlayerWithoutPinByNameCountryAndClub()
    {
        rd::io::EventFile eventFile = cleanGoEvent();
        rd::EventInput &event = eventFile.event;
        event.players[0].egdPin.clear();
        event.players[0].name = "Horak";
        expectOnly(submissionProblems(eventFile, Federation::Egd), playerField(1, "name"),
            Severity::Error);
        eventFile = cleanGoEvent();
        event.players[0].egdPin.clear();
        event.players[0].country.clear();
        expectOnly(submissionProblems(eventFile, Federation::Egd), playerField(1, "country"),
            Severity::Error);
        eventFile = cleanGoEvent();
        event.players[0].egdPin.clear();
        event.players[0].club.clear();
        expectOnly(submissionProblems(eventFile, Federation::Egd), playerField(1, "club"),
            Severity::Warning);
        // With a PIN neither matters.
        event.players[0].egdPin = "13570241";
        event.players[0].country.clear();
        expectNone(submissionProblems(eventFile, Federation::Egd));
    }
};

QTEST_GUILESS_MAIN(TestSubmissionCheck)
#include "tst_submissioncheck.moc"
