#pragma once

#include <array>
#include <cstdint>

namespace rd::pairing {

// A signed integer of 64·W bits in two's complement, enough for the lexicographic edge weights
// of the pairing (one field of bits per criterion, most important first). Only what the
// weighted matching needs: sums, differences, comparison and halving.
template <int W> struct WideInt {
    std::array<std::uint64_t, W> word {}; // word[W - 1] is the most significant

    static WideInt zero() { return {}; }

    // The carries and borrows go through the compiler's overflow builtins, which become the
    // processor's add-with-carry: the weighted matching spends most of its time here.
    WideInt &operator+=(const WideInt &other)
    {
        bool carry = false;
        for (int i = 0; i < W; ++i) {
            std::uint64_t sum;
            const bool out = __builtin_add_overflow(word[i], other.word[i], &sum);
            const bool outCarry = __builtin_add_overflow(sum, std::uint64_t(carry), &word[i]);
            carry = out || outCarry;
        }
        return *this;
    }
    WideInt &operator-=(const WideInt &other)
    {
        bool borrow = false;
        for (int i = 0; i < W; ++i) {
            std::uint64_t difference;
            const bool out = __builtin_sub_overflow(word[i], other.word[i], &difference);
            const bool outBorrow
                = __builtin_sub_overflow(difference, std::uint64_t(borrow), &word[i]);
            borrow = out || outBorrow;
        }
        return *this;
    }
    friend WideInt operator+(WideInt a, const WideInt &b) { return a += b; }
    friend WideInt operator-(WideInt a, const WideInt &b) { return a -= b; }

    bool negative() const { return (word[W - 1] >> 63) != 0; }

    // Halves an even number (arithmetic shift).
    WideInt half() const
    {
        WideInt result;
        for (int i = 0; i < W; ++i) {
            result.word[i] = word[i] >> 1;
            if (i + 1 < W)
                result.word[i] |= word[i + 1] << 63;
        }
        if (negative())
            result.word[W - 1] |= std::uint64_t(1) << 63;
        return result;
    }
    WideInt twice() const
    {
        WideInt result;
        for (int i = 0; i < W; ++i) {
            result.word[i] = word[i] << 1;
            if (i > 0)
                result.word[i] |= word[i - 1] >> 63;
        }
        return result;
    }

    friend bool operator==(const WideInt &a, const WideInt &b) { return a.word == b.word; }
    friend bool operator<(const WideInt &a, const WideInt &b)
    {
        if (a.negative() != b.negative())
            return a.negative();
        for (int i = W - 1; i >= 0; --i)
            if (a.word[i] != b.word[i])
                return a.word[i] < b.word[i];
        return false;
    }
    friend bool operator<=(const WideInt &a, const WideInt &b) { return !(b < a); }
    friend bool operator>(const WideInt &a, const WideInt &b) { return b < a; }

    // The bits [shift, shift + width) as a number, width <= 63.
    std::uint64_t field(int shift, int width) const
    {
        const int index = shift / 64;
        const int bit = shift % 64;
        std::uint64_t value = index < W ? word[index] >> bit : 0;
        if (bit != 0 && index + 1 < W)
            value |= word[index + 1] << (64 - bit);
        return width >= 64 ? value : value & ((std::uint64_t(1) << width) - 1);
    }
};

} // namespace rd::pairing
