#pragma once

namespace rd::io::trf {

// The TRF-16 columns (1-based, inclusive) of the fields of a player line (docs/trf.md, "The
// player line"); header records hold their value from column 5 on.
struct Columns {
    int from;
    int to;
};
constexpr Columns kStartRank { 5, 8 };
constexpr Columns kSex { 10, 10 };
constexpr Columns kTitle { 11, 13 };
constexpr Columns kName { 15, 47 };
constexpr Columns kRating { 49, 52 };
constexpr Columns kFederation { 54, 56 };
constexpr Columns kFideId { 58, 68 };
constexpr Columns kBirth { 70, 79 };
constexpr Columns kPoints { 81, 84 };
constexpr Columns kRank { 86, 89 };
constexpr int kHeaderValue = 5;
// Round blocks, and the round dates of record 132, take 10 columns each from column 92 on; a
// block starts with the opponent's start number, 4 columns wide.
constexpr int kFirstBlock = 92;
constexpr int kBlockWidth = 10;
constexpr int kNumberWidth = 4;

constexpr Columns blockColumns(int round)
{
    const int from = kFirstBlock + (round - 1) * kBlockWidth;
    return { from, from + kBlockWidth - 1 };
}

} // namespace rd::io::trf
