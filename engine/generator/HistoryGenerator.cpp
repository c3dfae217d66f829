#include "engine/generator/HistoryGenerator.h"

#include "engine/rating/dwz/Probability.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace rd {

namespace {

// A made-up person: strength, the years he plays and the system he plays in.
struct Person {
    std::string id;
    std::string name;
    int birthYear = 1970;
    double strength = 1500; // chess rating scale; Go players use it for their rank
    int firstYear = 2000;
    int lastYear = 2025;
    int pauseFrom = 0; // a few years away, then back
    int pauseTo = 0;
    RatingSystem system = RatingSystem::Dwz;
    bool introduced = false; // has played in an event of the history

    bool activeIn(int year) const
    {
        return year >= firstYear && year <= lastYear && !(year >= pauseFrom && year < pauseTo);
    }
};

const char *const kSurnames[]
    = { "Meyer", "Schmidt", "Smith", "Nkosi", "Müller", "O'Brien", "Naidoo", "García", "Kowalski",
          "Dlamini", "Johnson", "Van der Merwe", "Weiß", "Brown", "Botha", "Nguyen" };
const char *const kGivenNames[] = { "Anna", "Bernd", "Carla", "Daniel", "Eva", "Farid", "Greta",
    "Hugo", "Ines", "Jonas", "Karin", "Lerato", "Marta", "Nils", "Olga", "Pieter" };

constexpr int kYoungestAge = 6;

class Generator {
public:
    Generator(const GeneratorOptions &options, std::function<void(const EventInput &)> take)
        : m_options(options)
        , m_random(options.seed)
        , m_take(std::move(take))
    {
    }

    void run();

private:
    void makePeople();
    std::vector<Person *> pick(RatingSystem system, int year, int count);
    bool canMakeEvent(int year) const;
    PlayerInput entry(Person &person, int year);
    void chessEvent(RatingSystem system, const Date &end, int size);
    void goLadder(const Date &end, int games);
    double chance() { return std::uniform_real_distribution<double>(0.0, 1.0)(m_random); }
    int between(int low, int high)
    {
        return std::uniform_int_distribution<int>(low, high)(m_random);
    }

    GeneratorOptions m_options;
    std::mt19937 m_random;
    std::function<void(const EventInput &)> m_take;
    std::vector<Person> m_people;
    int m_events = 0;
    long m_gamesMade = 0;
};

void Generator::makePeople()
{
    std::normal_distribution<double> strength(1550, 330);
    for (int i = 0; i < m_options.players; ++i) {
        Person person;
        person.id = std::to_string(i);
        person.name = std::string(kSurnames[between(0, 15)]) + ", " + kGivenNames[between(0, 15)]
            + " " + std::to_string(i);
        person.birthYear = between(1940, 2014);
        person.strength = std::clamp(strength(m_random), 600.0, 2600.0);
        // Children start rated play at six at the earliest.
        person.firstYear = between(std::max(2000, person.birthYear + kYoungestAge), 2024);
        person.lastYear = std::min(2026, person.firstYear + between(1, 20));
        if (chance() < 0.15) { // stops for a while and comes back
            person.pauseFrom = between(person.firstYear, person.lastYear);
            person.pauseTo = person.pauseFrom + between(2, 6);
        }
        const double system = chance();
        person.system = system < 0.55 ? RatingSystem::Dwz
            : system < 0.85           ? RatingSystem::Uscf
                                      : RatingSystem::Sagc;
        m_people.push_back(person);
    }
}

std::vector<Person *> Generator::pick(RatingSystem system, int year, int count)
{
    std::vector<Person *> active;
    for (Person &person : m_people) {
        if (person.system == system && person.activeIn(year))
            active.push_back(&person);
    }
    std::shuffle(active.begin(), active.end(), m_random);
    active.resize(std::min<std::size_t>(active.size(), count));
    return active;
}

// Whether an event can be made in `year`: a chess event needs four active players of its
// system, a Go ladder two (chessEvent, goLadder).
bool Generator::canMakeEvent(int year) const
{
    const auto active = [&](RatingSystem system) {
        return std::ranges::count_if(m_people,
            [&](const Person &person) { return person.system == system && person.activeIn(year); });
    };
    return active(RatingSystem::Dwz) >= 4 || active(RatingSystem::Uscf) >= 4
        || active(RatingSystem::Sagc) >= 2;
}

// The player as the event document names him; his first event brings a starting rating for some
// and none for the others (newcomers).
PlayerInput Generator::entry(Person &person, int year)
{
    PlayerInput player;
    player.id = person.id;
    player.name = person.name;
    player.birthYear = person.birthYear;
    const bool first = !person.introduced;
    person.introduced = true;
    const bool bringsRating = first && chance() < 0.5;
    switch (person.system) {
    case RatingSystem::Dwz:
        if (bringsRating)
            player.dwz = DwzState { static_cast<int>(person.strength), between(1, 40),
                Date { year - 1, 12, 1 }, {}, {} };
        break;
    case RatingSystem::Uscf:
        if (bringsRating) {
            UscfState state;
            state.rating = person.strength;
            state.games = between(5, 200);
            player.uscf = state;
        }
        break;
    case RatingSystem::Sagc: {
        // Every Go player starts from his SAGA rank (sagc.md §1).
        const int stones = static_cast<int>(std::lround((person.strength - 2100) / 100.0));
        player.sagc = SagcState { *sagc::GoRank::fromStrength(std::clamp(stones, -29, 6)), 0, {} };
        break;
    }
    }
    return player;
}

void Generator::chessEvent(RatingSystem system, const Date &end, int size)
{
    std::vector<Person *> field = pick(system, end.year, size);
    if (field.size() < 4)
        return;
    EventInput event;
    event.system = system;
    event.ruleset = system == RatingSystem::Dwz ? (end < Date { 2016, 8, 1 } ? "dwz-2002"
                            : end < Date { 2026, 6, 8 }                      ? "dwz-2016"
                                                                             : "dwz-2026")
                                                : "uscf-current";
    event.event.name
        = (system == RatingSystem::Dwz ? "Open " : "Section ") + std::to_string(++m_events);
    event.event.endDate = end;
    event.event.uscf = { UscfSystem::Regular, false };
    for (Person *person : field)
        event.players.push_back(entry(*person, end.year));

    const int players = static_cast<int>(field.size());
    const bool roundRobin = players <= 10;
    const int rounds = roundRobin ? players - 1 : between(5, 9);
    std::vector<double> points(players, 0.0);
    std::vector<int> order(players);
    for (int round = 1; round <= rounds; ++round) {
        std::iota(order.begin(), order.end(), 0);
        std::vector<std::pair<int, int>> pairs;
        if (roundRobin) {
            // Circle method: the first player stays, the others turn one place a round.
            std::rotate(
                order.begin() + 1, order.begin() + 1 + (round - 1) % (players - 1), order.end());
            for (int i = 0; i < players / 2; ++i)
                pairs.emplace_back(order[i], order[players - 1 - i]);
        } else {
            std::sort(
                order.begin(), order.end(), [&](int a, int b) { return points[a] > points[b]; });
            for (int board = 0; board + 1 < players; board += 2)
                pairs.emplace_back(order[board], order[board + 1]);
        }
        for (const auto &[white, black] : pairs) {
            const double p = dwz::winExpectancy(dwz::ProbabilityModel::Normal3Dec,
                static_cast<int>(field[white]->strength - field[black]->strength));
            const double roll = chance();
            GameResult result = roll < p - 0.12 ? GameResult::WhiteWins
                : roll < p + 0.12               ? GameResult::Draw
                                                : GameResult::BlackWins;
            if (chance() < 0.02) // now and then a forfeit
                result
                    = roll < 0.5 ? GameResult::WhiteWinsByForfeit : GameResult::BlackWinsByForfeit;
            event.chessGames.push_back({ round, field[white]->id, field[black]->id, result });
            points[white] += whitePoints(result);
            points[black] += blackPoints(result);
            ++m_gamesMade;
        }
    }
    m_take(event);
}

void Generator::goLadder(const Date &end, int games)
{
    std::vector<Person *> club = pick(RatingSystem::Sagc, end.year, between(6, 30));
    if (club.size() < 2)
        return;
    EventInput event;
    event.system = RatingSystem::Sagc;
    event.ruleset = "sagc";
    event.event.name = "Club ladder " + std::to_string(++m_events);
    event.event.endDate = end;
    for (Person *person : club)
        event.players.push_back(entry(*person, end.year));
    for (int g = 0; g < games; ++g) {
        const int a = between(0, static_cast<int>(club.size()) - 1);
        int b = between(0, static_cast<int>(club.size()) - 2);
        b += b >= a ? 1 : 0;
        // Handicap by the difference in strength: the weaker takes Black and the stones.
        const double gap = (club[a]->strength - club[b]->strength) / 100.0;
        const int stones = std::clamp(static_cast<int>(std::lround(std::fabs(gap))), 1, 9);
        Person *white = gap >= 0 ? club[a] : club[b];
        Person *black = gap >= 0 ? club[b] : club[a];
        const double status = chance();
        GoGame game { white->id, black->id, chance() < 0.5 ? GoWinner::White : GoWinner::Black,
            stones, stones == 1 ? 6.5 : 0.5,
            status < 0.1       ? GoGameStatus::Free
                : status < 0.2 ? GoGameStatus::Tournament
                : status < 0.3 ? GoGameStatus::Internet
                               : GoGameStatus::Club,
            end };
        event.goGames.push_back(game);
        ++m_gamesMade;
    }
    m_take(event);
}

void Generator::run()
{
    makePeople();
    // Events spread over the years 2000-2026 in date order, until the games are made.
    long day = Date { 2000, 1, 15 }.dayNumber();
    const long lastDay = Date { 2026, 11, 1 }.dayNumber();
    // About 90 games an event on average: the events spread evenly over the years.
    const long step = std::max<long>(1, (lastDay - day) * 90L / std::max(1, m_options.games));
    // Past the last day the events go on on that day while its players can make one; with too
    // few players active then, the history ends with fewer games than asked for.
    while (m_gamesMade < m_options.games) {
        if (day > lastDay && !canMakeEvent(Date::fromDayNumber(lastDay).year))
            break;
        const Date end = Date::fromDayNumber(std::min(day, lastDay));
        const double kind = chance();
        if (kind < 0.55)
            chessEvent(RatingSystem::Dwz, end, between(6, 120));
        else if (kind < 0.85)
            chessEvent(RatingSystem::Uscf, end, between(6, 80));
        else
            goLadder(end, between(20, 150));
        day += between(0, static_cast<int>(2 * step));
    }
}

} // namespace

void generateHistory(
    const GeneratorOptions &options, const std::function<void(const EventInput &)> &take)
{
    Generator(options, take).run();
}

} // namespace rd
