#include "engine/rating/sagc/Ledger.h"

#include "engine/rating/Rounding.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace rd::sagc {

namespace {

Outcome outcomeFor(GoWinner winner, bool black)
{
    if (winner == GoWinner::Draw)
        return Outcome::Draw;
    return (winner == GoWinner::Black) == black ? Outcome::Win : Outcome::Loss;
}

} // namespace

Ledger::Ledger(SagcRules rules)
    : m_rules(std::move(rules))
{
}

// The opponent window of ids (most recent last); an id the ledger does not know keeps its place
// but matches nobody (not whoever is added next).
std::vector<std::size_t> Ledger::windowOf(const std::vector<std::string> &opponents) const
{
    constexpr std::size_t nobody = std::numeric_limits<std::size_t>::max();
    std::vector<std::size_t> window;
    const std::size_t first = opponents.size() > std::size_t(m_rules.opponentWindow)
        ? opponents.size() - m_rules.opponentWindow
        : 0;
    for (std::size_t i = first; i < opponents.size(); ++i) {
        const auto found = m_indexes.find(opponents[i]);
        window.push_back(found != m_indexes.end() ? found->second : nobody);
    }
    return window;
}

void Ledger::addPlayer(
    const std::string &id, PlayerState state, std::vector<std::string> recentOpponents)
{
    if (m_indexes.count(id))
        return;
    m_indexes.emplace(id, m_accounts.size());
    m_accounts.push_back({ id, state, std::move(recentOpponents), state, {}, {}, false });
}

// The window of previous opponents is read when the player's first entry comes, so it may name
// players added after him.
void Ledger::openWindow(Account &account) const
{
    if (account.windowOpen)
        return;
    account.recentOpponents = windowOf(account.initialOpponents);
    account.windowOpen = true;
}

bool Ledger::hasPlayer(const std::string &id) const
{
    return m_indexes.count(id) > 0;
}

std::size_t Ledger::indexOf(const std::string &id) const
{
    const auto found = m_indexes.find(id);
    if (found == m_indexes.end())
        throw std::out_of_range("unknown SAGC player " + id);
    return found->second;
}

const PlayerState &Ledger::state(const std::string &id) const
{
    return m_accounts[indexOf(id)].current;
}

const Ledger::Recorded &Ledger::recorded(long sequence) const
{
    return *std::lower_bound(m_records.begin(), m_records.end(), sequence,
        [](const Recorded &record, long wanted) { return record.sequence < wanted; });
}

std::vector<SheetRow> Ledger::recordSheet(const std::string &id) const
{
    std::vector<SheetRow> sheet;
    for (const Line &line : m_accounts[indexOf(id)].lines) {
        const Recorded &record = recorded(line.sequence);
        if (const auto *adjustment = std::get_if<Adjustment>(&record.entry)) {
            // An adjustment row names the player as his own opponent (sagc.md §5).
            sheet.push_back({ id, line.after.rank, '-', 0, 0.0, '-', 0.0,
                line.after.index - record.whiteBefore.index, line.after.index, line.after.rank,
                adjustment->date, adjustment->comment });
            continue;
        }
        const GoGame &game = std::get<GoGame>(record.entry);
        const bool black = game.black == id;
        const PlayerState &before = black ? record.blackBefore : record.whiteBefore;
        const PlayerState &opponentBefore = black ? record.whiteBefore : record.blackBefore;
        sheet.push_back({ black ? game.white : game.black, opponentBefore.rank, black ? 'B' : 'W',
            game.handicap, game.komi, recordSheetLetter(game.winner),
            m_rules.statusFactor(game.status), line.after.index - before.index, line.after.index,
            line.after.rank, game.date, {} });
    }
    return sheet;
}

// sagc.md §2-§4 for one side of a game, from both players' states before it.
SideUpdate Ledger::update(const GoGame &game, std::size_t self, std::size_t other, bool black) const
{
    const Account &player = m_accounts[self];
    const PlayerState &opponent = m_accounts[other].current;

    SideUpdate side;
    side.before = player.current;
    const int repeats = static_cast<int>(
        std::count(player.recentOpponents.begin(), player.recentOpponents.end(), other));
    const int effective = effectiveHandicap(game.handicap, game.komi);
    const Outcome outcome = outcomeFor(game.winner, black);
    side.levelFactor = levelFactor(side.before.rank);
    side.statusFactor = m_rules.statusFactor(game.status);
    side.opponentFactor = opponentFactor(m_rules, repeats);
    side.handicapFactor = handicapFactor(m_rules, effective);
    side.row = differential(side.before.rank, opponent.rank, black, effective);
    side.zone = side.before.index >= 0 ? Zone::Promotion : Zone::Demotion;
    side.resultFactor = gameResultFactor(m_rules, side.row, side.zone, outcome);
    side.delta = side.levelFactor * side.statusFactor * side.opponentFactor * side.resultFactor
        * side.handicapFactor;

    // §3: a loss stops at the player's next demotion mark; §2.6: then rounded half away from zero.
    double raw = side.before.index + side.delta;
    if (side.delta < 0.0) {
        if (const auto floor = demotionFloor(side.before.rank, side.before.index))
            raw = std::max(raw, double(*floor));
    }
    const int index = static_cast<int>(roundHalfAwayFromZero(raw));
    side.after = { side.before.rank, index };
    // §4: past +999 one rank up with index 0 (the strongest rank stops at 999); past -999 one
    // rank down.
    if (index > m_rules.indexLimit) {
        if (side.before.rank < m_rules.strongestRank)
            side.after = { *GoRank::fromStrength(side.before.rank.strength() + 1), 0 };
        else
            side.after.index = m_rules.indexLimit;
    } else if (index < -m_rules.indexLimit) {
        side.after = { *GoRank::fromStrength(side.before.rank.strength() - 1),
            m_rules.indexAfterDemotion };
    }
    return side;
}

void Ledger::remember(Account &account, std::size_t opponent)
{
    account.recentOpponents.push_back(opponent);
    if (static_cast<int>(account.recentOpponents.size()) > m_rules.opponentWindow)
        account.recentOpponents.erase(account.recentOpponents.begin());
}

GameUpdate Ledger::record(const GoGame &game)
{
    const std::size_t white = indexOf(game.white);
    const std::size_t black = indexOf(game.black);
    openWindow(m_accounts[white]);
    openWindow(m_accounts[black]);
    const GameUpdate result { update(game, white, black, false), update(game, black, white, true) };
    const long sequence = m_nextSequence++;
    for (const bool isBlack : { false, true }) {
        const SideUpdate &side = isBlack ? result.black : result.white;
        Account &player = m_accounts[isBlack ? black : white];
        player.current = side.after;
        remember(player, isBlack ? white : black);
        player.lines.push_back({ sequence, side.after });
    }
    m_records.push_back({ sequence, game, result.white.before, result.black.before });
    return result;
}

void Ledger::adjust(const Adjustment &adjustment)
{
    Account &player = m_accounts[indexOf(adjustment.player)];
    const PlayerState before = player.current;
    player.current = adjustment.state;
    const long sequence = m_nextSequence++;
    player.lines.push_back({ sequence, adjustment.state });
    m_records.push_back({ sequence, adjustment, before, before });
}

void Ledger::apply(const Entry &entry)
{
    if (const auto *game = std::get_if<GoGame>(&entry))
        record(*game);
    else
        adjust(std::get<Adjustment>(entry));
}

// The accounts an entry changes: both players of a game, the player of an adjustment.
std::vector<std::size_t> Ledger::accountsOf(const Entry &entry) const
{
    if (const auto *game = std::get_if<GoGame>(&entry))
        return { indexOf(game->white), indexOf(game->black) };
    return { indexOf(std::get<Adjustment>(entry).player) };
}

void Ledger::remove(std::size_t position)
{
    rewrite(position, std::nullopt);
}

void Ledger::replace(std::size_t position, const Entry &entry)
{
    rewrite(position, entry);
}

// sagc.md §5: the entry at `position` goes (or gives way to `replacement`) and every later entry
// is applied again, in entry order, to the states before it.
void Ledger::rewrite(std::size_t position, const std::optional<Entry> &replacement)
{
    if (position >= m_records.size())
        throw std::out_of_range("no SAGC entry " + std::to_string(position));
    if (replacement)
        accountsOf(*replacement); // an unknown player throws before anything changes
    const std::vector<Entry> later = rewind(position);
    if (replacement)
        apply(*replacement);
    for (const Entry &entry : later)
        apply(entry);
}

// Takes back the entries from `position` on and returns those after it. Every player they
// touched gets back the state stored with his last line before them (floors and promotion resets
// cannot be undone by arithmetic, sagc.md §4) and the opponent window of his remaining games.
std::vector<Entry> Ledger::rewind(std::size_t position)
{
    const long first = m_records[position].sequence;
    std::vector<std::size_t> touched;
    std::vector<Entry> later;
    for (std::size_t r = position; r < m_records.size(); ++r) {
        for (const std::size_t account : accountsOf(m_records[r].entry))
            touched.push_back(account);
        if (r > position)
            later.push_back(std::move(m_records[r].entry));
    }
    std::sort(touched.begin(), touched.end());
    touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
    for (const std::size_t index : touched) {
        Account &player = m_accounts[index];
        while (!player.lines.empty() && player.lines.back().sequence >= first)
            player.lines.pop_back();
        player.current = player.lines.empty() ? player.initial : player.lines.back().after;
        reopenWindow(player);
    }
    m_records.erase(m_records.begin() + static_cast<std::ptrdiff_t>(position), m_records.end());
    return later;
}

// The window a replay from the start leaves after the player's remaining lines (sagc.md §2.3):
// the opponents of his last games, topped up with the opponents he came with; not yet opened
// while he has played no game.
void Ledger::reopenWindow(Account &account) const
{
    const std::size_t size = static_cast<std::size_t>(std::max(0, m_rules.opponentWindow));
    std::vector<std::string> opponents; // newest first
    for (auto line = account.lines.rbegin();
         line != account.lines.rend() && opponents.size() < size; ++line) {
        if (const auto *game = std::get_if<GoGame>(&recorded(line->sequence).entry))
            opponents.push_back(game->white == account.id ? game->black : game->white);
    }
    account.windowOpen = !opponents.empty();
    if (!account.windowOpen) {
        account.recentOpponents.clear();
        return;
    }
    opponents.insert(
        opponents.end(), account.initialOpponents.rbegin(), account.initialOpponents.rend());
    std::reverse(opponents.begin(), opponents.end());
    account.recentOpponents = windowOf(opponents);
}

std::vector<Entry> Ledger::entries() const
{
    std::vector<Entry> result;
    result.reserve(m_records.size());
    for (const Recorded &record : m_records)
        result.push_back(record.entry);
    return result;
}

Ledger Ledger::replayed() const
{
    Ledger fresh(m_rules);
    fresh.m_accounts.reserve(m_accounts.size());
    fresh.m_records.reserve(m_records.size());
    for (const Account &player : m_accounts) {
        fresh.addPlayer(player.id, player.initial, player.initialOpponents);
        fresh.m_accounts.back().lines.reserve(player.lines.size());
    }
    for (const Recorded &record : m_records)
        fresh.apply(record.entry);
    return fresh;
}

} // namespace rd::sagc
