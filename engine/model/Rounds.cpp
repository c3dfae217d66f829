#include "engine/model/Rounds.h"

#include <algorithm>

namespace rd::model {

int lastPairedRound(const EventInput &event)
{
    int last = 0;
    for (const ChessGame &game : event.chessGames)
        last = std::max(last, game.round.value_or(0));
    for (const Bye &bye : event.byes)
        if (bye.unpaired)
            last = std::max(last, bye.round);
    return last;
}

std::vector<RoundState> roundStates(const EventInput &event)
{
    const int paired = lastPairedRound(event);
    int rounds = std::max(paired, event.event.properties.roundsPlanned.value_or(0));
    for (const Bye &bye : event.byes)
        rounds = std::max(rounds, bye.round);
    std::vector<int> boards(rounds + 1, 0);
    std::vector<int> open(rounds + 1, 0);
    for (const ChessGame &game : event.chessGames) {
        if (!game.round)
            continue;
        ++boards[*game.round];
        if (!isPlayed(game.result))
            ++open[*game.round];
    }
    std::vector<RoundState> states;
    for (int round = 1; round <= rounds; ++round) {
        const bool pairingBye = std::any_of(event.byes.begin(), event.byes.end(),
            [round](const Bye &bye) { return bye.unpaired && bye.round == round; });
        if (boards[round] == 0 && !pairingBye)
            states.push_back(RoundState::NotPaired);
        else if (open[round] == 0)
            states.push_back(RoundState::Complete);
        else if (open[round] == boards[round])
            states.push_back(RoundState::Paired);
        else
            states.push_back(RoundState::ResultsIn);
    }
    return states;
}

} // namespace rd::model
