#include "engine/io/DocumentError.h"

#include "engine/rating/InputLimits.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>
#include <utility>

namespace rd::io {

namespace {

constexpr const char *kContext = "rd::io::DocumentError";

// The wording of each code, in the order of ReadCode; %1, %2, ... are its arguments.
constexpr std::array kWordings {
    std::pair { ReadCode::NotJson,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "this is not valid JSON: %1") },
    std::pair { ReadCode::NotEventDocument,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "%1 is not an event document (expected \"ratingdesk-event\")") },
    std::pair { ReadCode::UnsupportedVersion,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "unsupported version %1 (this program reads version %2)") },
    std::pair { ReadCode::MissingField,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "missing required field") },
    std::pair { ReadCode::UnknownField,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "unknown field (known fields: %1)") },
    std::pair { ReadCode::ExpectedObject,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "expected an object {…}, found %1") },
    std::pair { ReadCode::ExpectedArray,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "expected a list […], found %1") },
    std::pair { ReadCode::ExpectedString,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "expected a text in quotes, found %1") },
    std::pair { ReadCode::ExpectedFlag,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "expected true or false, found %1") },
    std::pair { ReadCode::ExpectedNumber,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "expected a number, found %1") },
    std::pair { ReadCode::ExpectedInteger,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "expected a whole number, found %1") },
    std::pair { ReadCode::NotAScore,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "%1 is not a score (0, 0.5 or 1)") },
    std::pair { ReadCode::PairingByeNotRule,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "a bye left unpaired scores what the event gives a pairing-allocated bye (%2), not "
            "%1") },
    std::pair { ReadCode::NotWholeOrHalf,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "%1 is not a whole number or a half") },
    std::pair { ReadCode::NotADate,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "%1 is not an existing date in the form YYYY-MM-DD") },
    std::pair { ReadCode::OutOfRange,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "%1 is out of range (%2 to %3)") },
    std::pair { ReadCode::BelowMinimum,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "%1 is out of range (at least %2)") },
    std::pair { ReadCode::UnknownValue,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "unknown value %1 (allowed: %2)") },
    std::pair { ReadCode::RuleSetOfOtherSystem,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "rule set %1 belongs to system %2, not %3") },
    std::pair { ReadCode::UnknownRuleSetParameter,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "unknown parameter of rule set %1 (%2)") },
    std::pair {
        ReadCode::EmptyId, QT_TRANSLATE_NOOP("rd::io::DocumentError", "must not be empty") },
    std::pair { ReadCode::DuplicateId,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "duplicate id %1 (also %2)") },
    std::pair { ReadCode::BirthAfterEnd,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "%1 is after the event's end date %2") },
    std::pair { ReadCode::BirthYearDisagrees,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "%1 does not agree with the birth date %2") },
    std::pair { ReadCode::MoreThanGames,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "%1 is more than the games n = %2") },
    std::pair { ReadCode::TooManyEntries,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "%1 entries, at most %2 are allowed") },
    std::pair { ReadCode::ControlCharacter,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the text holds the control character %1, which a name cannot hold") },
    std::pair { ReadCode::NameTooLong,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "the name has %1 characters, at most %2 are allowed") },
    std::pair { ReadCode::RatedFromSummary,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "player %1 is rated from a summary of his results and cannot have games") },
    std::pair {
        ReadCode::UnknownPlayer, QT_TRANSLATE_NOOP("rd::io::DocumentError", "unknown player %1") },
    std::pair { ReadCode::NoByesInGo,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "byes are not allowed in a Go event") },
    std::pair { ReadCode::UnknownSection,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "no section %1 in event.sections; name one of them") },
    std::pair { ReadCode::NoSections,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the event has no sections; leave out the player's section or list the sections "
            "in event.sections") },
    std::pair { ReadCode::GameAcrossSections,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "White plays in section %1, Black in %2; a game is played in one section") },
    std::pair { ReadCode::ForbiddenPairForm,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "a forbidden pair names two different players, e.g. [\"3\", \"7\"]") },
    std::pair { ReadCode::TooManyRequestedByes,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "player %1 asks for %2 byes that score, but the event allows %3 "
            "(requested_bye_limit)") },
    std::pair { ReadCode::TrfNotForGo,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "TRF holds chess games, not Go games") },
    std::pair { ReadCode::TrfStartRankNotNumber,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "start rank %1 is not a number") },
    std::pair { ReadCode::TrfStartRankRepeated,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "start rank %1 is already on line %2") },
    std::pair { ReadCode::TrfRoundBlocksStart,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "round blocks start at column %1") },
    std::pair { ReadCode::TrfBadRoundBlock,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "round block %1 is not \"NNNN c r\" (opponent, w/b/-, result)") },
    std::pair { ReadCode::TrfUnknownResult,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "unknown result %1 (1 0 = + - W D L H F U Z)") },
    std::pair { ReadCode::TrfByeForm,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "without an opponent only \"0000 - H/F/U/Z\"") },
    std::pair { ReadCode::TrfGameForm,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "a game needs a result 1 0 = + - W D L") },
    std::pair { ReadCode::TrfNotAnOpponent,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "opponent %1 is not another player's start rank") },
    std::pair { ReadCode::TrfNoAnswer,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "round %1: start rank %2 against %3, colour %4, result %5, but line %6 (start rank "
            "%3) has no round %1 block") },
    std::pair { ReadCode::TrfContradiction,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "round %1: start rank %2 against %3, colour %4, result %5, but line %6 (start rank "
            "%3) says opponent %7, colour %8, result %9") },
    std::pair { ReadCode::TrfUnknownRecord,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "record %1 is not a TRF-16 record; it is kept as it is and written back unchanged") },
    std::pair { ReadCode::TrfLaterVersion,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "records of TRF-2026 (%1) are kept as they are and written back unchanged; "
            "ratingdesk does not use them") },
    std::pair { ReadCode::TrfNoRankingMethod,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the file has National Rating lines but no record 172 (how the start ranks were "
            "given), which TRF-2026 requires with them") },
    std::pair { ReadCode::TrfNationalDwz,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the National Rating lines of %1 give the players' DWZ before the event; the file "
            "has no DWZ index, so it is taken as 0: check it before rating") },
    std::pair { ReadCode::TrfNationalUscf,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the National Rating lines of %1 give the players' US Chess ratings before the "
            "event; the file does not say how many games they rest on, so they are taken as "
            "established: check them before rating") },
    std::pair { ReadCode::TrfWindows1252,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the file is not UTF-8; it is read as Windows-1252 (Latin-1), as older Windows "
            "programs write") },
    std::pair { ReadCode::TrfRulerSkipped,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "a column ruler (a line of digits) is skipped") },
    std::pair { ReadCode::TrfTemplateSkipped,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "a template line showing the columns is skipped") },
    std::pair { ReadCode::TrfDateForm,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "record %1: %2 is read as %3") },
    std::pair { ReadCode::TrfDateDayFirst,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "record %1: %2 could be day/month or month/day; it is read day first, as %3") },
    std::pair { ReadCode::TrfDateMonthFirst,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "record %1: %2 could be day/month or month/day; it is read month first, as %3, "
            "as US events write dates") },
    std::pair { ReadCode::TrfBirthForm,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "birth date %1 is read as %2") },
    std::pair { ReadCode::TrfTitleForm,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "title %1 is read as %2") },
    std::pair {
        ReadCode::TrfSexForm, QT_TRANSLATE_NOOP("rd::io::DocumentError", "sex %1 is read as %2") },
    std::pair { ReadCode::TrfFideIdNotNumber,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "FIDE id %1 is not a number; it is left out") },
    std::pair { ReadCode::TrfPointsNotNumber,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "points %1 are not a number such as 2.5; they are not checked") },
    std::pair { ReadCode::TrfByeCell,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "round block %1 has no opponent; it is read as a bye of %2 points") },
    std::pair { ReadCode::TrfNoColour,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "round %1: start ranks %2 and %3 have no colour; %2 is taken as White") },
    std::pair { ReadCode::TrfByePlayer,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the player line %1 stands for the bye, not for a player; it is left out") },
    std::pair { ReadCode::TrfPointsDiffer,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "start rank %1 (%2): the file gives %3 points, the results give %4 (players "
            "differing in all: %5)") },
    std::pair { ReadCode::TrfPointSystem,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the file counts a win %1, a draw %2 and a loss %3; ratingdesk counts games 1, "
            "1/2 and 0, byes as the file says") },
    std::pair { ReadCode::TrfRatingNotNumber,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "rating %1 is not a number; it is left out") },
    std::pair { ReadCode::TrfRankNotNumber,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "rank %1 is not a number; it is not read (ranks are computed)") },
    std::pair { ReadCode::TrfUnknownSex,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "sex %1 is none of m, w, f; it is left out") },
    std::pair { ReadCode::TrfUnknownTitle,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "title %1 is none of %2; it is left out") },
    std::pair { ReadCode::TrfLongName,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the name %1 is longer than its 33 columns and moves the fields after it %2 "
            "columns to the right; they are read where they are") },
    std::pair { ReadCode::TrfTabs,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "a tab is read as blanks up to the next tab stop (columns 9, 17, 25, ...)") },
    std::pair { ReadCode::TrfNoName,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the file has no 012 tournament name; the event is named after the file") },
    std::pair { ReadCode::TrfEndDateFromStart,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the file has no 052 end date; the event ends on its start date, %1") },
    std::pair { ReadCode::TrfEndDateToday,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the file has no 052 end date; the event ends today, %1: correct it in Event > "
            "Details…") },
    std::pair { ReadCode::TrfDateNotRead,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "record %1: %2 is not a date; it is left out: correct the event's dates in "
            "Event > Details… before rating") },
    std::pair { ReadCode::TrfSecondEndDateIgnored,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "a second 052 end date; the one of line %1 is read") },
    std::pair { ReadCode::TrfDatesReversed,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the start date %1 is after the end date %2; both are kept as written: correct "
            "them in Event > Details… before rating") },
    std::pair { ReadCode::TrfNotPlayed,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "%1 and every later block with an opponent and a colour but no result are games "
            "paired in round %2 and not yet played: they count for nothing until their result "
            "is entered") },
    std::pair { ReadCode::TrfByeWithResult,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the bye %1 is written with a game result; it and every such bye are read as a bye "
            "of %2 points") },
    std::pair { ReadCode::TrfByesFromPoints,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the bye %1 has no result letter; with every such bye read as %2 points, the "
            "points of every player agree with columns 81-84, so they are read so") },
    std::pair { ReadCode::TrfUtf16,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the file is UTF-16 text; it is read as such and written back so") },
    std::pair {
        ReadCode::H9BadKomi, QT_TRANSLATE_NOOP("rd::io::DocumentError", "invalid komi KM[%1]") },
    std::pair { ReadCode::H9PlayerFields,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "expected name, rank, country and club") },
    std::pair { ReadCode::H9UnknownRank,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "unknown rank \"%1\"") },
    std::pair { ReadCode::H9BadRoundToken,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "malformed round entry \"%1\"") },
    std::pair { ReadCode::H9ByeColour,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "a bye takes no colour: \"%1\"") },
    std::pair { ReadCode::H9SelfPairing,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "paired against itself: \"%1\"") },
    std::pair { ReadCode::H9BadPin,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "\"%1\" after the | is not an EGD PIN (digits only)") },
    std::pair { ReadCode::H9CellCount,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "%1 round entries, but line %2 has only %3; every line needs one per round") },
    std::pair { ReadCode::H9UnknownOpponent,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "opponent %1, but there is no player line %1 (opponents are numbered by line)") },
    std::pair { ReadCode::H9Contradiction,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "\"%1\" contradicts line %2, round %3 (\"%4\")") },
    std::pair { ReadCode::H9NoAnswer,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "\"%1\" contradicts line %2, which has no round %3") },
    std::pair { ReadCode::H9NoRoundColumns,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the round columns cannot be found: no player line has results such as "
            "\"12+/w0\" or \"0-\"") },
    std::pair { ReadCode::H9NoResultsOnLine,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "none of the %1 round results of this line can be read") },
    std::pair { ReadCode::H9Unconfirmed,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "\"%1\" and every later result marked ? are not confirmed: they are not rated, "
            "and they are kept and written back as they are") },
    std::pair { ReadCode::H9ByDefault,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "\"%1\" and every later result marked ! were decided by default, not played: they "
            "are not rated, and they are kept and written back as they are") },
    std::pair { ReadCode::H9LargeHandicap,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "\"%1\" gives %2 handicap stones, more than 9: this and every later such game are "
            "not rated, and they are kept and written back as they are") },
    std::pair { ReadCode::H9NoColour,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "\"%1\" and every later game without colours are read with the player on the upper "
            "line as White") },
    std::pair { ReadCode::H9RankWithoutLetter,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "rank \"%1\" has no k or d: it and every later such rank are read as kyu") },
    std::pair { ReadCode::H9PlaceNotLine,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "place %1 is not the number of this player line (%2): opponents are read as line "
            "numbers, and the places are written back as line numbers") },
    std::pair { ReadCode::H9CommentAmongPlayers,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "this and every later comment line among the player lines are written back above "
            "the player lines") },
    std::pair { ReadCode::H9PlayerComment,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the comment \"%1\" after the player's data, and any later one, are not kept") },
    std::pair { ReadCode::H9UnknownRound,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "\"%1\" and every later round marked ? alone were not played and their result is "
            "unknown: no game, kept and written back as they are") },
    std::pair { ReadCode::H9ByeByDefault,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "\"%1\" and every later bye marked ! were given by default: no game, kept and "
            "written back as they are") },
    std::pair { ReadCode::H9BothWin,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "\"%1\" and line %2 (\"%3\") both win: a ruling; each player keeps his own result, "
            "the game is not rated, and such cells are kept and written back as they are") },
    std::pair { ReadCode::H9BothLose,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "\"%1\" and line %2 (\"%3\") both lose: a ruling; each player keeps his own "
            "result, the game is not rated, and such cells are kept and written back as they "
            "are") },
    std::pair { ReadCode::H9EmptyPin,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "a | with no EGD PIN after it, here and maybe later: the player has no PIN") },
    std::pair { ReadCode::H9Tabs,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the columns are separated by tabs here and maybe later; they are read as blanks") },
    std::pair { ReadCode::H9DatesReversed,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the start date %1 is after the end date %2; both are kept as written: correct "
            "them in Event > Details… before rating") },
    std::pair { ReadCode::H9NoDatesToday,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the table has no DT[start,end]; the event ends today, %1: correct it in Event > "
            "Details… before rating") },
    std::pair { ReadCode::H9BadDatesToday,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "DT[%1] holds no dates that can be read; the event ends today, %2: correct it in "
            "Event > Details… before rating") },
    std::pair { ReadCode::FilePlayerNotStored,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the player of this line is not stored (player lines not stored: %1)") },
    std::pair { ReadCode::FileGamesNotStored,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the file gives this player %1 games, %2 are stored or said above (lines that "
            "differ: %3)") },
    std::pair { ReadCode::FileGamesInAll,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "the file holds %1 games, %2 are stored") },
    std::pair { ReadCode::FilePointsDiffer,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "%1: the file gives %2 points, the games and byes stored give %3 (lines that "
            "differ: %4)") },
    std::pair { ReadCode::CsvOpenQuote,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "a quoted cell is not closed") },
    std::pair { ReadCode::CsvNoHeader,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "the file has no header line") },
    std::pair { ReadCode::CsvNotNumber,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "\"%1\" is not a number from %2 to %3") },
    std::pair { ReadCode::CsvNotDate,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "\"%1\" is not a date such as %2") },
    std::pair { ReadCode::CsvNotRating,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "\"%1\" is not a rating from 0 to 3500") },
    std::pair { ReadCode::CsvNotRank,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "\"%1\" is not a rank (30k ... 1k, 1d ... 9d)") },
    std::pair { ReadCode::CsvNotYesOrNo,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "\"%1\" is neither yes nor no") },
    std::pair { ReadCode::CsvNoName, QT_TRANSLATE_NOOP("rd::io::DocumentError", "no name") },
    std::pair { ReadCode::CsvIndexNeedsRank,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "a SAGC index needs a rank") },
    std::pair { ReadCode::CsvNotSex,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "\"%1\" is not a sex: m or w (also male, female, f)") },
    std::pair { ReadCode::CsvNotTitle,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "\"%1\" is not a FIDE title (%2)") },
    std::pair { ReadCode::CsvNotFederation,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "\"%1\" is not a federation of three letters, e.g. GER") },
    std::pair { ReadCode::CsvNameTwice,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "a column with the whole name and columns with surname or given name: choose "
            "one or the other") },
    std::pair { ReadCode::CsvBirthYearDiffers,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "the birth year %1 is not the year of the birth date %2") },
    std::pair { ReadCode::CsvDwzNeedsRating,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "a DWZ index or evaluation date needs the DWZ itself") },
    std::pair { ReadCode::ListNotDsbLayout,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the header \"%1\" is not a DSB list's: it needs the club (ZPS or VKZ) and the "
            "name (Spielername, Name,Vorname or Nachname and Vorname)") },
    std::pair { ReadCode::ListClubColumns,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "the header has no club code (ZPS or VKZ) and club name") },
    std::pair { ReadCode::ListRowCells,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "%1 cells where the header has %2") },
    std::pair { ReadCode::ListBadStatus,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "\"%1\" is neither A (active) nor P (passive)") },
    std::pair { ReadCode::ListBadSex,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "\"%1\" is neither M nor W") },
    std::pair { ReadCode::ListBadWeek,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "\"%1\" is not a year and week in the form YYYYWW (200715: 2007, week 15)") },
    std::pair { ReadCode::ListNotXml, QT_TRANSLATE_NOOP("rd::io::DocumentError", "not XML: %1") },
    std::pair { ReadCode::ListNoFideId,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "a player without fideid") },
    std::pair { ReadCode::ListNoName,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "a player without a name") },
    std::pair { ReadCode::ListNoPlayers,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the file lists no players: it is no rating list or an empty one, and the list "
            "loaded before is kept") },
    std::pair { ReadCode::ListFieldNotNumber,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "%1: \"%2\" is not a number from %3 to %4") },
    std::pair { ReadCode::ListArchiveNoPlayers,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "the archive has no spieler.csv: it is not the DSB's list") },
    std::pair { ReadCode::ListArchiveNoClubs,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the archive has no vereine.csv: the clubs are shown by their code (ZPS)") },
    std::pair { ReadCode::ListUnknownClub,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the club %1 is not in vereine.csv: it is shown by its code") },
    std::pair { ReadCode::ListSecondActive,
        QT_TRANSLATE_NOOP("rd::io::DocumentError",
            "the player with DSB id %1 is active on line %2 already: that entry is kept") },
    std::pair { ReadCode::ZipNotArchive,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "not a zip archive (%1)") },
    std::pair { ReadCode::ZipMemberUnreadable,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "%1 in the archive cannot be unpacked (%2)") },
    std::pair { ReadCode::ZipMemberTooLarge,
        QT_TRANSLATE_NOOP(
            "rd::io::DocumentError", "%1 in the archive unpacks to more than %2 MB") },
    std::pair { ReadCode::ZipNoMember,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "the archive holds no %1 file") },
    std::pair { ReadCode::FileUnreadable,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "cannot be read (%1)") },
    std::pair { ReadCode::FormatNotReadable,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "this format is written, not read") },
    std::pair { ReadCode::Worded, "%1" },
};

constexpr bool inCodeOrder()
{
    for (std::size_t i = 0; i < kWordings.size(); ++i) {
        if (static_cast<std::size_t>(kWordings[i].first) != i)
            return false;
    }
    return kWordings.back().first == ReadCode::Worded;
}
static_assert(inCodeOrder(), "one wording per ReadCode, in the order of the enumeration");

const char *wordingOf(ReadCode code)
{
    return kWordings[static_cast<std::size_t>(code)].second;
}

// `text` with %1 ... %9 replaced by `args` in one pass, so that an argument holding "%2" stays
// as it is.
QString filled(const QString &text, const QStringList &args)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const int number = i + 1 < text.size() ? text[i + 1].digitValue() : -1;
        if (c == QLatin1Char('%') && number >= 1) {
            out += args.value(number - 1);
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

QString translated(const char *text)
{
    return QCoreApplication::translate(kContext, text);
}

// A segment of a JSON path that names an element of a list the user knows: "players[2]".
QString elementInWords(const QString &segment)
{
    static const QRegularExpression element(QStringLiteral("^(players|games|byes)\\[(\\d+)\\]$"));
    const QRegularExpressionMatch match = element.match(segment);
    if (!match.hasMatch())
        return {};
    const QString number = QString::number(match.captured(2).toInt() + 1);
    if (match.captured(1) == QLatin1String("players"))
        return translated(QT_TRANSLATE_NOOP("rd::io::DocumentError", "player %1")).arg(number);
    if (match.captured(1) == QLatin1String("games"))
        return translated(QT_TRANSLATE_NOOP("rd::io::DocumentError", "game %1")).arg(number);
    return translated(QT_TRANSLATE_NOOP("rd::io::DocumentError", "bye %1")).arg(number);
}

// `players[1].dwz.rating` as "player 2, field dwz.rating".
QString jsonPathInWords(const QString &path)
{
    QStringList segments = path.split(QLatin1Char('.'));
    QString owner = elementInWords(segments.first());
    if (owner.isEmpty() && segments.first() == QLatin1String("event"))
        owner = translated(QT_TRANSLATE_NOOP("rd::io::DocumentError", "the event"));
    if (!owner.isEmpty())
        segments.removeFirst();
    if (segments.isEmpty())
        return owner;
    const QString field = translated(QT_TRANSLATE_NOOP("rd::io::DocumentError", "field %1"))
                              .arg(segments.join(QLatin1Char('.')));
    return owner.isEmpty() ? field : owner + QStringLiteral(", ") + field;
}

// Why the JSON parser stopped, in words (the parser's own reasons are English only).
constexpr std::pair<QJsonParseError::ParseError, const char *> kJsonReasons[] = {
    { QJsonParseError::UnterminatedObject,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "an object is not closed with }") },
    { QJsonParseError::MissingNameSeparator,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "a colon is missing after a field name") },
    { QJsonParseError::UnterminatedArray,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "a list is not closed with ]") },
    { QJsonParseError::MissingValueSeparator,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "a comma is missing between two values") },
    { QJsonParseError::IllegalNumber,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "an illegal number") },
    { QJsonParseError::TerminationByNumber,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "an illegal number") },
    { QJsonParseError::IllegalEscapeSequence,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "an illegal escape sequence") },
    { QJsonParseError::IllegalUTF8String,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "text that is not valid UTF-8") },
    { QJsonParseError::UnterminatedString,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "a text is not closed with \"") },
    { QJsonParseError::MissingObject,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "the document is not an object") },
    { QJsonParseError::DeepNesting,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "values nested too deeply") },
    { QJsonParseError::DocumentTooLarge,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "the document is too large") },
    { QJsonParseError::GarbageAtEnd,
        QT_TRANSLATE_NOOP("rd::io::DocumentError", "garbage after the end of the document") },
};

const char *jsonReason(QJsonParseError::ParseError reason)
{
    for (const auto &[code, words] : kJsonReasons) {
        if (code == reason)
            return words;
    }
    return QT_TRANSLATE_NOOP("rd::io::DocumentError", "an illegal value");
}

} // namespace

DocumentError notJson(const QString &place, QJsonParseError::ParseError reason)
{
    return { place, ReadCode::NotJson, { QString::fromUtf8(jsonReason(reason)) } };
}

DocumentError unreadableFile(const QString &reason)
{
    return { QStringLiteral("(file)"), ReadCode::FileUnreadable, { reason } };
}

QString DocumentError::message() const
{
    return filled(QString::fromUtf8(wordingOf(code)), args);
}

QString DocumentError::userText() const
{
    QStringList words = args;
    if (code == ReadCode::DuplicateId && words.size() > 1)
        words[1] = userPlace(words[1]);
    if (code == ReadCode::NotJson && !words.isEmpty())
        words[0] = translated(qPrintable(words[0]));
    const QString text = filled(translated(wordingOf(code)), words);
    return translated(QT_TRANSLATE_NOOP("rd::io::DocumentError", "%1: %2"))
        .arg(userPlace(path), text);
}

QString linePlace(int line)
{
    return QStringLiteral("line %1").arg(line);
}

QString columnPlace(int line, int column)
{
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

QString columnsPlace(int line, int from, int to)
{
    return QStringLiteral("line %1, columns %2-%3").arg(line).arg(from).arg(to);
}

QString roundPlace(int line, int round)
{
    return QStringLiteral("line %1, round %2").arg(line).arg(round);
}

std::optional<DocumentError> nameError(const QString &place, std::string_view utf8)
{
    const auto problem = limits::nameProblem(utf8);
    if (!problem)
        return std::nullopt;
    if (problem->kind == limits::NameProblem::Kind::ControlCharacter)
        return DocumentError { place, ReadCode::ControlCharacter,
            { QString::fromStdString(limits::characterCode(problem->character)) } };
    return DocumentError { place, ReadCode::NameTooLong,
        { QString::number(problem->length), QString::number(limits::kLongestName) } };
}

std::optional<DocumentError> nameError(const QString &place, const QString &name)
{
    const QByteArray utf8 = name.toUtf8();
    return nameError(place, std::string_view(utf8.constData(), std::size_t(utf8.size())));
}

QString userPlace(const QString &path)
{
    static const QRegularExpression line(
        QStringLiteral("^line (\\d+)(?:, (column|columns|round) (\\d+)(?:-(\\d+))?)?$"));
    static const QRegularExpression jsonPath(
        QStringLiteral("^[a-z_]+(\\[\\d+\\])*(\\.[a-z_]+(\\[\\d+\\])*)*$"));
    if (const QRegularExpressionMatch match = line.match(path); match.hasMatch()) {
        const QString kind = match.captured(2);
        const char *wording = kind.isEmpty() ? QT_TRANSLATE_NOOP("rd::io::DocumentError", "line %1")
            : kind == QLatin1String("column")
            ? QT_TRANSLATE_NOOP("rd::io::DocumentError", "line %1, column %2")
            : kind == QLatin1String("round")
            ? QT_TRANSLATE_NOOP("rd::io::DocumentError", "line %1, round %2")
            : QT_TRANSLATE_NOOP("rd::io::DocumentError", "line %1, columns %2 to %3");
        return filled(
            translated(wording), { match.captured(1), match.captured(3), match.captured(4) });
    }
    // A record of a US Chess report's table: "TDEXPORT.DBF, record 3, field D_RND02".
    static const QRegularExpression dbfRecord(
        QStringLiteral("^([A-Z]+\\.DBF), record (\\d+), field ([A-Z0-9_]+)$"));
    if (const QRegularExpressionMatch match = dbfRecord.match(path); match.hasMatch())
        return filled(
            translated(QT_TRANSLATE_NOOP("rd::io::DocumentError", "%1, record %2, field %3")),
            { match.captured(1), match.captured(2), match.captured(3) });
    if (path == QLatin1String("(document)"))
        return translated(QT_TRANSLATE_NOOP("rd::io::DocumentError", "the document"));
    if (path == QLatin1String("(file)"))
        return translated(QT_TRANSLATE_NOOP("rd::io::DocumentError", "the file"));
    if (path == QLatin1String("header"))
        return translated(QT_TRANSLATE_NOOP("rd::io::DocumentError", "the header"));
    if (jsonPath.match(path).hasMatch())
        return jsonPathInWords(path);
    return path;
}

} // namespace rd::io
