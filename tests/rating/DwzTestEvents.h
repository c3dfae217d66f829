#pragma once

// Small builders for DWZ engine inputs, shared by the DWZ tests and benchmarks.
#include "engine/rating/Evaluation.h"
#include "engine/rating/EventInput.h"

#include <optional>
#include <string>

namespace rd::test {

class DwzEventBuilder {
public:
    DwzEventBuilder(const std::string &ruleset, const std::string &endDate)
    {
        m_event.system = RatingSystem::Dwz;
        m_event.ruleset = ruleset;
        m_event.event.name = "Test";
        m_event.event.endDate = *Date::fromIso(endDate);
    }

    DwzEventBuilder &rated(
        const std::string &id, int rating, int index = 20, std::optional<int> birthYear = {})
    {
        PlayerInput player;
        player.id = id;
        player.birthYear = birthYear;
        player.dwz = DwzState { rating, index, {}, {}, {} };
        m_event.players.push_back(player);
        return *this;
    }

    DwzEventBuilder &newcomer(const std::string &id, std::optional<int> birthYear = {})
    {
        PlayerInput player;
        player.id = id;
        player.birthYear = birthYear;
        m_event.players.push_back(player);
        return *this;
    }

    // A player with the DWZ state carried from an earlier event.
    DwzEventBuilder &carried(const std::string &id, const DwzState &state)
    {
        PlayerInput player;
        player.id = id;
        player.dwz = state;
        m_event.players.push_back(player);
        return *this;
    }

    DwzEventBuilder &restpartie(int opponentRating, double score, const std::string &endDate)
    {
        PlayerInput &player = m_event.players.back();
        if (!player.dwz)
            player.dwz = DwzState {};
        player.dwz->restpartien.push_back({ opponentRating, score, *Date::fromIso(endDate) });
        return *this;
    }

    DwzEventBuilder &name(const std::string &name)
    {
        m_event.players.back().name = name;
        return *this;
    }

    DwzEventBuilder &lastEvaluated(const std::string &date)
    {
        m_event.players.back().dwz->lastEvaluated = *Date::fromIso(date);
        return *this;
    }

    DwzEventBuilder &summary(double points, int games, double expected)
    {
        m_event.players.back().dwz->summary = DwzSummary { points, games, expected };
        return *this;
    }

    DwzEventBuilder &param(const std::string &name, ParamValue value)
    {
        m_event.params[name] = std::move(value);
        return *this;
    }

    // `result` as on a crosstable: "1-0", "0-1", "1/2-1/2", "+--" ...
    DwzEventBuilder &game(
        const std::string &white, const std::string &black, const std::string &result)
    {
        m_event.chessGames.push_back({ std::nullopt, white, black, *parseGameResult(result) });
        return *this;
    }

    const EventInput &event() const { return m_event; }

private:
    EventInput m_event;
};

inline const PlayerEvaluation *findPlayer(const Evaluation &evaluation, const std::string &id)
{
    for (const auto &player : evaluation.players) {
        if (player.id == id)
            return &player;
    }
    return nullptr;
}

} // namespace rd::test
