#pragma once

#include <QJsonParseError>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <string_view>

namespace rd::io {

// What a reader found wrong with a file (or, for a warning, worth telling), as a code; its
// arguments are the file's own text and numbers. The wording of each code is in DocumentError.cpp,
// in English, and is translated where the problem is shown (userText()).
enum class ReadCode {
    // event documents (docs/event-document.md)
    NotJson, // the reason, worded by notJson()
    NotEventDocument, // format as written
    UnsupportedVersion, // version, the version this build reads
    MissingField,
    UnknownField, // the known fields
    ExpectedObject, // the value found, as in the document ([…] and {…} for containers)
    ExpectedArray, // the value found
    ExpectedString, // the value found
    ExpectedFlag, // the value found
    ExpectedNumber, // the value found
    ExpectedInteger, // the value found
    NotAScore, // the value
    PairingByeNotRule, // the bye's points, the event's pairing_bye_points
    NotWholeOrHalf, // the value
    NotADate, // the text
    OutOfRange, // the number, minimum, maximum
    BelowMinimum, // the number, minimum
    UnknownValue, // the text, the values allowed
    RuleSetOfOtherSystem, // rule set, its system, the document's system
    UnknownRuleSetParameter, // rule set, its parameters
    EmptyId,
    DuplicateId, // id, the place of the first player with it
    BirthAfterEnd, // birth date, end date
    BirthYearDisagrees, // birth year, birth date
    MoreThanGames, // the number, the number of games n
    TooManyEntries, // entries, entries allowed
    ControlCharacter, // the character as U+0000 (limits::nameProblem, limits::holdsNul)
    NameTooLong, // characters, characters allowed (limits::kLongestName)
    RatedFromSummary, // player id — DWZ 4.10.1
    UnknownPlayer, // player id
    NoByesInGo,
    UnknownSection, // section name — event-document.md "event.sections"
    NoSections,
    GameAcrossSections, // White's section, Black's section
    ForbiddenPairForm, // forbidden_pairs[]: not two different players
    TooManyRequestedByes, // player id, byes asked for, the event's requested_bye_limit
    // TRF-16
    TrfNotForGo,
    TrfStartRankNotNumber, // text
    TrfStartRankRepeated, // start rank, the line that has it
    TrfRoundBlocksStart, // first column of the round blocks
    TrfBadRoundBlock, // text
    TrfUnknownResult, // the result character
    TrfByeForm,
    TrfGameForm,
    TrfNotAnOpponent, // start rank
    // round, start rank, opponent, colour, result, the opponent's line
    TrfNoAnswer,
    // as TrfNoAnswer, then what the opponent's block says: opponent, colour, result
    TrfContradiction,
    // TRF warnings: what was read all the same, said once per kind and file at its first place
    TrfUnknownRecord, // record code; the record is kept
    TrfLaterVersion, // the record codes, e.g. "152, 202, FRA"; the records are kept
    TrfNoRankingMethod, // National Rating lines without 172
    TrfNationalDwz, // the federation of the list (GER)
    TrfNationalUscf, // the federation of the list (USA)
    TrfWindows1252,
    TrfRulerSkipped,
    TrfTemplateSkipped,
    TrfDateForm, // record, text, the date read (ISO)
    TrfDateDayFirst, // record, text, the date read
    TrfDateMonthFirst, // record, text, the date read
    TrfBirthForm, // text, the date or year read
    TrfTitleForm, // text, the title read
    TrfSexForm, // text, the sex read
    TrfFideIdNotNumber, // text
    TrfPointsNotNumber, // text
    TrfByeCell, // the round block, the points it is read as
    TrfNoColour, // round, the start rank taken as White, the other start rank
    TrfByePlayer, // name
    // start rank, name, points in the file, points of the results, number of players differing
    TrfPointsDiffer,
    TrfPointSystem, // points of a win, a draw, a loss
    TrfRatingNotNumber, // text; left out
    TrfRankNotNumber, // text; not read
    TrfUnknownSex, // text; left out
    TrfUnknownTitle, // text, the titles known; left out
    TrfLongName, // name, the columns the fields after it are moved
    TrfTabs,
    TrfNoName,
    TrfEndDateFromStart, // the start date (ISO)
    TrfEndDateToday, // today (ISO)
    TrfDateNotRead, // record, text; left out
    TrfSecondEndDateIgnored, // the line of the first 052
    TrfDatesReversed, // start date, end date (ISO)
    TrfNotPlayed, // round block, round; paired, not yet played
    TrfByeWithResult, // round block, points it is read as
    TrfByesFromPoints, // round block, points each such bye is read as
    TrfUtf16,
    // .h9 (EGD tournament tables, docs/h9.md)
    H9BadKomi, // KM value
    H9PlayerFields,
    H9UnknownRank, // text
    H9BadRoundToken, // text
    H9ByeColour, // token
    H9SelfPairing, // token
    H9BadPin, // text after the |
    H9CellCount, // cells on the line, the line with fewer, its cells
    H9UnknownOpponent, // opponent number
    H9Contradiction, // token, the opponent's line, round, the opponent's token
    H9NoAnswer, // token, the opponent's line, round
    H9NoRoundColumns,
    H9NoResultsOnLine, // the rounds of the other lines
    // .h9 warnings: each said once, at the first line it concerns
    H9Unconfirmed, // token
    H9ByDefault, // token
    H9LargeHandicap, // token, stones
    H9NoColour, // token
    H9RankWithoutLetter, // text
    H9PlaceNotLine, // place, line number
    H9CommentAmongPlayers,
    H9PlayerComment, // the comment
    H9UnknownRound, // token
    H9ByeByDefault, // token
    H9BothWin, // token, the opponent's line, the opponent's token
    H9BothLose, // token, the opponent's line, the opponent's token
    H9EmptyPin,
    H9Tabs,
    H9DatesReversed, // start date, end date
    H9NoDatesToday, // today (ISO)
    H9BadDatesToday, // DT value, today (ISO)
    // any exchange file: what is stored against what the file holds (FileContents.h)
    FilePlayerNotStored, // the lines
    FileGamesNotStored, // games on the first line, games stored or set aside, the lines
    FileGamesInAll, // games the file holds, games stored
    FilePointsDiffer, // name, points in the file, points stored, the lines
    // player lists (CSV)
    CsvOpenQuote,
    CsvNoHeader,
    CsvNotNumber, // text, minimum, maximum
    CsvNotDate, // text, the forms the file's dates may take
    CsvNotRating, // text
    CsvNotRank, // text
    CsvNotYesOrNo, // text
    CsvNoName,
    CsvIndexNeedsRank,
    CsvNotSex, // text
    CsvNotTitle, // text, the titles
    CsvNotFederation, // text
    CsvNameTwice, // a name column beside surname or given-name columns
    CsvBirthYearDiffers, // year, date
    CsvDwzNeedsRating,
    // rating lists (DSB spieler.csv and vereine.csv, FIDE XML)
    ListNotDsbLayout, // the header line
    ListClubColumns,
    ListRowCells, // cells in the row, cells in the header
    ListBadStatus, // text
    ListBadSex, // text
    ListBadWeek, // text
    ListNotXml, // the XML reader's reason
    ListNoFideId,
    ListNoName,
    ListNoPlayers,
    ListFieldNotNumber, // field, text, minimum, maximum
    ListArchiveNoPlayers,
    ListArchiveNoClubs, // a warning: the clubs are known by their code only
    ListUnknownClub, // club code; a warning: that club is known by its code only
    ListSecondActive, // DSB id, the line kept; a warning: the first active entry is kept
    // zip archives
    ZipNotArchive, // libzip's reason
    ZipMemberUnreadable, // the member, libzip's reason
    ZipMemberTooLarge, // the member, the limit in MB
    ZipNoMember, // the ending of the file looked for, e.g. ".xml"
    // any file
    FileUnreadable, // the system's reason
    FormatNotReadable,
    Worded, // a sentence already in the user's words (the editors' and the store's checks)
};

// One thing wrong with an input document at its place: a JSON path such as `games[3].result`
// in event documents, `line 3`, `line 3, column 7`, `line 3, columns 5-8` or `line 3, round 2`
// in text files (the *Place functions below), `(document)` or `(file)` for the whole.
struct DocumentError {
    QString path;
    ReadCode code = ReadCode::Worded;
    QStringList args;

    // In English, with the place as written: documents, the command line and logs.
    QString message() const;
    QString toString() const { return path + QStringLiteral(": ") + message(); }
    // In the user's language, the place in words ("player 2, field dwz.rating"): dialogs.
    QString userText() const;
};

// Text that is not JSON, at `place` (`line 2, column 13`), for the parser's reason.
DocumentError notJson(const QString &place, QJsonParseError::ParseError reason);

// What is wrong with a name at `place` as the table of limits says (limits::nameProblem: a
// control character, too many characters), if anything.
std::optional<DocumentError> nameError(const QString &place, const QString &name);
std::optional<DocumentError> nameError(const QString &place, std::string_view utf8);

// A file that cannot be opened, for the system's reason.
DocumentError unreadableFile(const QString &reason);

QString linePlace(int line);
QString columnPlace(int line, int column);
QString columnsPlace(int line, int from, int to);
QString roundPlace(int line, int round);

// A place as above in the user's language; a place of another form is returned as it is.
QString userPlace(const QString &path);

} // namespace rd::io
