#pragma once

#include "engine/rating/Date.h"
#include "engine/rating/EventInput.h"
#include "engine/rating/sagc/Factors.h"
#include "engine/rating/sagc/GoRank.h"
#include "engine/rating/sagc/SagcRules.h"

#include <optional>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

namespace rd::sagc {

struct PlayerState {
    GoRank rank = GoRank::weakest();
    int index = 0;

    friend bool operator==(const PlayerState &, const PlayerState &) = default;
};

// What one game did to one of its players (sagc.md §2, every factor).
struct SideUpdate {
    double levelFactor = 0.0; // LF
    double statusFactor = 0.0; // GSF
    double opponentFactor = 0.0; // OF
    double resultFactor = 0.0; // GRF
    double handicapFactor = 0.0; // HF
    int row = 0; // rank/handicap differential D
    Zone zone = Zone::Promotion;
    double delta = 0.0; // raw change LF x GSF x OF x GRF x HF
    PlayerState before;
    PlayerState after;
};

// A manual setting of a player's rank and index (sagc.md §5 adjustment rows).
struct Adjustment {
    std::string player;
    PlayerState state;
    std::string comment;
    std::optional<Date> date;
};

// One line of the ledger, in entry order: a game or an adjustment.
using Entry = std::variant<GoGame, Adjustment>;

struct GameUpdate {
    SideUpdate white;
    SideUpdate black;
};

// One row of a player's record sheet (the 12 columns of sagc.md §6).
struct SheetRow {
    std::string opponent; // 1: the player himself on an adjustment row
    GoRank opponentRank = GoRank::weakest(); // 2
    char colour = '-'; // 3: B or W ('-' on an adjustment)
    int handicap = 0; // 4
    double komi = 0.0; // 5: negative = komi to Black
    char winner = '-'; // 6: B, W or '=' for a draw
    double statusFactor = 0.0; // 7
    int change = 0; // 8: new index - old index
    int newIndex = 0; // 9
    GoRank newRank = GoRank::weakest(); // 10
    std::optional<Date> date; // 11
    std::string comment; // 12
};

// The players' ranks and indexes, moved game by game in entry order (sagc.md §5).
class Ledger {
public:
    explicit Ledger(SagcRules rules);

    // A player with his state before the first entry and his previous opponents (most recent
    // last) for the opponent factor.
    void addPlayer(
        const std::string &id, PlayerState state, std::vector<std::string> recentOpponents = {});
    bool hasPlayer(const std::string &id) const;

    // Applies a game from both players' states before it.
    GameUpdate record(const GoGame &game);
    void adjust(const Adjustment &adjustment);
    void apply(const Entry &entry);

    // Takes back the entry at `position` of entries(), or puts `entry` in its place: its players
    // and everyone with a later entry go back exactly to their stored states before it, and every
    // later entry is applied again in entry order, so the ledger equals one built from scratch
    // from the entries that remain (sagc.md §5). Throws std::out_of_range for a position past
    // the end or an entry naming an unknown player, and then changes nothing.
    void remove(std::size_t position);
    void replace(std::size_t position, const Entry &entry);

    const PlayerState &state(const std::string &id) const;
    std::vector<SheetRow> recordSheet(const std::string &id) const;
    std::vector<Entry> entries() const;

    // A new ledger from the players' first states and all entries, applied from the start.
    Ledger replayed() const;

private:
    // An entry that touched a player, and his state after it (the rest of his record-sheet row
    // is in the entry).
    struct Line {
        long sequence = 0;
        PlayerState after;
    };

    struct Account {
        std::string id;
        PlayerState initial;
        std::vector<std::string> initialOpponents;
        PlayerState current;
        std::vector<std::size_t> recentOpponents; // newest last, games only
        std::vector<Line> lines;
        bool windowOpen = false; // recentOpponents resolved from initialOpponents
    };

    // An entry with what undo needs: both players' states before a game.
    struct Recorded {
        long sequence = 0;
        Entry entry;
        PlayerState whiteBefore;
        PlayerState blackBefore;
    };

    std::size_t indexOf(const std::string &id) const;
    std::vector<std::size_t> accountsOf(const Entry &entry) const;
    void rewrite(std::size_t position, const std::optional<Entry> &replacement);
    std::vector<Entry> rewind(std::size_t position);
    void reopenWindow(Account &account) const;
    SideUpdate update(const GoGame &game, std::size_t self, std::size_t other, bool black) const;
    void remember(Account &account, std::size_t opponent);
    std::vector<std::size_t> windowOf(const std::vector<std::string> &opponents) const;
    const Recorded &recorded(long sequence) const;
    void openWindow(Account &account) const;

    SagcRules m_rules;
    std::unordered_map<std::string, std::size_t> m_indexes;
    std::vector<Account> m_accounts; // in the order the players were added
    std::vector<Recorded> m_records; // in entry order
    long m_nextSequence = 0;
};

} // namespace rd::sagc
