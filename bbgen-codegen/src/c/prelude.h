/*
 * What every bbgen header's accessors share: the record types of its tables and the helpers
 * its accessors call. Each header carries this part whole, behind one guard, so headers can be
 * included together in any order.
 *
 * Squares are `unsigned`, a1 = 0, b1 = 1, ..., h8 = 63; sets are `uint64_t` with bit `sq` for
 * square `sq`. Colours are 0 for white and 1 for black; roles run pawn 0, knight 1, bishop 2,
 * rook 3, queen 4, king 5.
 */
#ifndef BBGEN_PRELUDE_H
#define BBGEN_PRELUDE_H

#include <stdbool.h>
#include <stdint.h>
#if defined(__SSE4_1__)
#include <smmintrin.h>
#endif
#if defined(__BMI2__) || defined(__AVX2__)
#include <immintrin.h>
#elif defined(__SSSE3__)
#include <tmmintrin.h>
#endif

/* A table this header defines but a translation unit may not read. */
#if defined(__GNUC__)
#define BBGEN_TABLE static const __attribute__((unused))
#else
#define BBGEN_TABLE static const
#endif

/* The four lines through a square. */
typedef struct bbgen_king_lines {
    uint64_t rank, file, diagonal, anti_diagonal;
} bbgen_king_lines;

/*
 * A slider's magic record for one square: the occupancy under `mask` times `magic`, shifted
 * right by `shift`, indexes `block`. The shift is the same on every square, yet a byte of the
 * record rather than a constant of the accessor: with the constant, clang at -O3 for AVX-512
 * turns a loop of lookups into vector gathers of the records, at about 0.7 of the scalar
 * lookup's rate; with a byte to read from each record, it keeps the lookups scalar.
 */
typedef struct bbgen_magic {
    uint64_t mask, magic;
    const uint64_t *block;
    uint8_t shift;
} bbgen_magic;

/* A slider's PEXT record for one square: the occupancy under `mask`, gathered, indexes `block`. */
typedef struct bbgen_pext_record {
    uint64_t mask;
    const uint64_t *block;
} bbgen_pext_record;

/* A queen's attacks along ranks and files, and along diagonals, apart. */
typedef struct bbgen_set_pair {
    uint64_t straight, diagonal;
} bbgen_set_pair;

/* A move's two squares where `found` is true; both 0 where it is false. */
typedef struct bbgen_maybe_move {
    bool found;
    unsigned from, to;
} bbgen_maybe_move;

static inline bbgen_maybe_move bbgen_maybe_move_if(bool found, unsigned from, unsigned to) {
    bbgen_maybe_move move;
    move.found = found;
    move.from = found ? from : 0;
    move.to = found ? to : 0;
    return move;
}

static inline uint64_t bbgen_shift_north(uint64_t set) { return set << 8; }
static inline uint64_t bbgen_shift_south(uint64_t set) { return set >> 8; }
static inline uint64_t bbgen_shift_east(uint64_t set) { return (set << 1) & UINT64_C(0xFEFEFEFEFEFEFEFE); }
static inline uint64_t bbgen_shift_west(uint64_t set) { return (set >> 1) & UINT64_C(0x7F7F7F7F7F7F7F7F); }
static inline uint64_t bbgen_shift_north_east(uint64_t set) { return (set << 9) & UINT64_C(0xFEFEFEFEFEFEFEFE); }
static inline uint64_t bbgen_shift_north_west(uint64_t set) { return (set << 7) & UINT64_C(0x7F7F7F7F7F7F7F7F); }
static inline uint64_t bbgen_shift_south_east(uint64_t set) { return (set >> 7) & UINT64_C(0xFEFEFEFEFEFEFEFE); }
static inline uint64_t bbgen_shift_south_west(uint64_t set) { return (set >> 9) & UINT64_C(0x7F7F7F7F7F7F7F7F); }

/* The 0x88 difference of two squares: 0 to 238, 119 for the same square. */
static inline unsigned bbgen_x88_diff(unsigned a, unsigned b) {
    return b + (b | 7) + 120 - a - (a | 7);
}

/* The set of a triangular table of low and high halves for the unordered pair {a, b}. */
static inline uint64_t bbgen_triangular_entry(const uint32_t table[][2], unsigned a, unsigned b) {
    const uint32_t *halves = &table[0][0];
    const unsigned at = a < b ? b * b + b + 2 * a : a * a + a + 2 * b;
    return halves[at] | (uint64_t)halves[at + 1] << 32;
}

static inline uint64_t bbgen_rotate_left(uint64_t x, unsigned n) {
    return (x << (n & 63)) | (x >> ((64 - n) & 63));
}

static inline uint64_t bbgen_rotate_right(uint64_t x, unsigned n) {
    return (x >> (n & 63)) | (x << ((64 - n) & 63));
}

/* The bits of `x` under `mask`, packed to the low end: PEXT where the target has BMI2. */
static inline uint64_t bbgen_pext(uint64_t x, uint64_t mask) {
#if defined(__BMI2__)
    return _pext_u64(x, mask);
#else
    uint64_t out = 0, bit = 1;
    for (; mask != 0; mask &= mask - 1, bit <<= 1) {
        if (x & mask & (0 - mask)) {
            out |= bit;
        }
    }
    return out;
#endif
}

static inline uint64_t bbgen_magic_entry(const bbgen_magic *m, uint64_t occupancy) {
    return m->block[((occupancy & m->mask) * m->magic) >> m->shift];
}

static inline uint64_t bbgen_pext_entry(const bbgen_pext_record *p, uint64_t occupancy) {
    return p->block[bbgen_pext(occupancy, p->mask)];
}

/* `set` spread through `empty` squares by `shift` (negative: right), then one step more. */
static inline uint64_t bbgen_slide(uint64_t set, uint64_t empty, int shift, uint64_t land) {
    uint64_t fill = set, through = empty & land;
#define BBGEN_SHIFT(x, n) ((n) > 0 ? (x) << (n) : (x) >> -(n))
    fill |= through & BBGEN_SHIFT(fill, shift);
    through &= BBGEN_SHIFT(through, shift);
    fill |= through & BBGEN_SHIFT(fill, 2 * shift);
    through &= BBGEN_SHIFT(through, 2 * shift);
    fill |= through & BBGEN_SHIFT(fill, 4 * shift);
    return BBGEN_SHIFT(fill, shift) & land;
#undef BBGEN_SHIFT
}

/* Rook attacks of every rook in `rooks` at once, through the `empty` squares. */
static inline uint64_t bbgen_rook_fill_attacks(uint64_t rooks, uint64_t empty) {
    const uint64_t all = ~UINT64_C(0), not_a = UINT64_C(0xFEFEFEFEFEFEFEFE), not_h = UINT64_C(0x7F7F7F7F7F7F7F7F);
    return bbgen_slide(rooks, empty, 8, all) | bbgen_slide(rooks, empty, -8, all)
        | bbgen_slide(rooks, empty, 1, not_a) | bbgen_slide(rooks, empty, -1, not_h);
}

/* Bishop attacks of every bishop in `bishops` at once, through the `empty` squares. */
static inline uint64_t bbgen_bishop_fill_attacks(uint64_t bishops, uint64_t empty) {
    const uint64_t not_a = UINT64_C(0xFEFEFEFEFEFEFEFE), not_h = UINT64_C(0x7F7F7F7F7F7F7F7F);
    return bbgen_slide(bishops, empty, 9, not_a) | bbgen_slide(bishops, empty, 7, not_h)
        | bbgen_slide(bishops, empty, -7, not_a) | bbgen_slide(bishops, empty, -9, not_h);
}

static inline uint64_t bbgen_swap_bytes(uint64_t x) {
    x = (x >> 8 & UINT64_C(0x00FF00FF00FF00FF)) | (x & UINT64_C(0x00FF00FF00FF00FF)) << 8;
    x = (x >> 16 & UINT64_C(0x0000FFFF0000FFFF)) | (x & UINT64_C(0x0000FFFF0000FFFF)) << 16;
    return x >> 32 | x << 32;
}

/*
 * A slider's attacks along one line through it: subtracting twice its bit from the line's
 * occupancy borrows up to the first blocker above it; the same on the byte-swapped (vertically
 * mirrored) board finds the first blocker below.
 */
static inline uint64_t bbgen_line_attacks(uint64_t occupancy, uint64_t mask, uint64_t slider) {
    const uint64_t o = occupancy & mask;
    const uint64_t forward = o - slider * 2;
    const uint64_t reverse = bbgen_swap_bytes(o) - bbgen_swap_bytes(slider) * 2;
    return (forward ^ bbgen_swap_bytes(reverse)) & mask;
}

/* The number of set bits of `x`. */
static inline unsigned bbgen_popcount(uint64_t x) {
#if defined(__GNUC__)
    return (unsigned)__builtin_popcountll(x);
#else
    unsigned n = 0;
    for (; x != 0; x &= x - 1) {
        n++;
    }
    return n;
#endif
}

/* The number of zero bits above the highest set bit of `x`, which is not 0. */
static inline unsigned bbgen_leading_zeros(uint64_t x) {
#if defined(__GNUC__)
    return (unsigned)__builtin_clzll(x);
#else
    unsigned n = 0;
    for (; (x >> 63) == 0; x <<= 1) {
        n++;
    }
    return n;
#endif
}

/*
 * A slider's attacks along one `line` through it (the slider left out), given the squares
 * `above` and `below` the slider: the bits up to the nearest blocker above (all, if none) less
 * those under the nearest blocker below (none, if none).
 */
static inline uint64_t bbgen_between_blockers(uint64_t occupancy, uint64_t line, uint64_t above, uint64_t below) {
    const uint64_t on_line = occupancy & line;
    const uint64_t up = on_line & above;
    const uint64_t to_nearest_above = up ^ (up - 1);
    const uint64_t under_nearest_below = UINT64_C(0x7FFFFFFFFFFFFFFF) >> bbgen_leading_zeros((on_line & below) | 1);
    return (to_nearest_above ^ under_nearest_below) & line;
}

/* The number of zero bits below the lowest set bit of `x`, which is not 0. */
static inline unsigned bbgen_trailing_zeros(uint64_t x) {
#if defined(__GNUC__)
    return (unsigned)__builtin_ctzll(x);
#else
    unsigned n = 0;
    for (; (x & 1) == 0; x >>= 1) {
        n++;
    }
    return n;
#endif
}

/*
 * The squares from the nearest stop below the slider on `sq` to the nearest stop above it, along
 * one line, both stops and the slider included; a stop is an occupied square of `occupancy`,
 * which leaves the slider out, or a square of `up_end` or `down_end`, from which a step up or
 * down the line leaves the board. `up`, the bits 0, step, 2 * step, ... of the line's direction,
 * shifted up by `sq` covers the line above the slider, and `down`, the same counted down from
 * bit 63, shifted down by `63 - sq` the line below; neither meets an empty set of stops for a
 * square and a line's constants, so the bit counts never see 0. `down` shifted to end at the
 * upper stop and `up` shifted to start at the lower one agree on the segment between them.
 */
static inline uint64_t bbgen_between_stops(uint64_t occupancy, unsigned sq, uint64_t up, uint64_t down, uint64_t up_end, uint64_t down_end) {
    const uint64_t above = (up << sq) & (occupancy | up_end);
    const uint64_t below = (down >> (sq ^ 63)) & (occupancy | down_end);
    const unsigned upper = bbgen_trailing_zeros(above);
    const unsigned lower = bbgen_leading_zeros(below) ^ 63;
    return (down >> (upper ^ 63)) & (up << lower);
}

/*
 * A bishop's attacks along both `diagonals` through its bit `slider` (each without it), the
 * two lines side by side in one SSSE3 register where the target has it.
 */
static inline uint64_t bbgen_vector_bishop(const uint64_t diagonals[2], uint64_t occupancy, uint64_t slider) {
#if defined(__SSSE3__)
    const __m128i swap = _mm_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7);
    const __m128i masks = _mm_loadu_si128((const __m128i *)(const void *)diagonals);
    const __m128i o = _mm_and_si128(_mm_set1_epi64x((long long)occupancy), masks);
    const __m128i s = _mm_set1_epi64x((long long)slider);
    const __m128i forward = _mm_sub_epi64(o, _mm_add_epi64(s, s));
    const __m128i s_swapped = _mm_shuffle_epi8(s, swap);
    const __m128i reverse = _mm_sub_epi64(_mm_shuffle_epi8(o, swap), _mm_add_epi64(s_swapped, s_swapped));
    const __m128i lines = _mm_and_si128(_mm_xor_si128(forward, _mm_shuffle_epi8(reverse, swap)), masks);
    return (uint64_t)_mm_cvtsi128_si64(lines) | (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(lines, lines));
#else
    return bbgen_line_attacks(occupancy, diagonals[0], slider) | bbgen_line_attacks(occupancy, diagonals[1], slider);
#endif
}

/*
 * A queen's attacks along the `file` and both `diagonals` through its bit `slider` (each
 * without it), three lines side by side in one AVX2 register where the target has it.
 */
static inline uint64_t bbgen_vector_queen(uint64_t file, const uint64_t diagonals[2], uint64_t occupancy, uint64_t slider) {
#if defined(__AVX2__)
    const __m256i swap = _mm256_set_epi8(8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7,
                                         8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7);
    const __m256i masks = _mm256_inserti128_si256(_mm256_castsi128_si256(_mm_cvtsi64_si128((long long)file)),
                                                  _mm_loadu_si128((const __m128i *)(const void *)diagonals), 1);
    const __m256i o = _mm256_and_si256(_mm256_set1_epi64x((long long)occupancy), masks);
    const __m256i s = _mm256_set1_epi64x((long long)slider);
    const __m256i forward = _mm256_sub_epi64(o, _mm256_add_epi64(s, s));
    const __m256i s_swapped = _mm256_shuffle_epi8(s, swap);
    const __m256i reverse = _mm256_sub_epi64(_mm256_shuffle_epi8(o, swap), _mm256_add_epi64(s_swapped, s_swapped));
    const __m256i lines = _mm256_and_si256(_mm256_xor_si256(forward, _mm256_shuffle_epi8(reverse, swap)), masks);
    const __m128i halves = _mm_or_si128(_mm256_castsi256_si128(lines), _mm256_extracti128_si256(lines, 1));
    return (uint64_t)_mm_cvtsi128_si64(halves) | (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(halves, halves));
#else
    return bbgen_line_attacks(occupancy, file, slider) | bbgen_vector_bishop(diagonals, occupancy, slider);
#endif
}

/*
 * The lines of `lines` that hold the whole `pattern` (a king's escape squares and its own):
 * 1 rank, 2 file, 4 diagonal, 8 anti-diagonal, summed; 15 when at most one square is left.
 */
static inline uint32_t bbgen_dir_set_branching(const bbgen_king_lines *lines, uint64_t pattern) {
    if ((pattern & (pattern - 1)) == 0) {
        return 15;
    }
    if ((pattern & lines->rank) == pattern) {
        return 1;
    }
    if ((pattern & lines->file) == pattern) {
        return 2;
    }
    if ((pattern & lines->diagonal) == pattern) {
        return 4;
    }
    if ((pattern & lines->anti_diagonal) == pattern) {
        return 8;
    }
    return 0;
}

static inline uint32_t bbgen_dir_set_branchless(const bbgen_king_lines *lines, uint64_t pattern) {
    return (uint32_t)((pattern & lines->rank) == pattern) | (uint32_t)((pattern & lines->file) == pattern) << 1
        | (uint32_t)((pattern & lines->diagonal) == pattern) << 2
        | (uint32_t)((pattern & lines->anti_diagonal) == pattern) << 3;
}

#if defined(__SSE4_1__)
/* The branchless test as two pairs of 64-bit lane compares. */
static inline uint32_t bbgen_dir_set_sse41(const bbgen_king_lines *lines, uint64_t pattern) {
    const __m128i p = _mm_set1_epi64x((long long)pattern);
    const __m128i straight = _mm_set_epi64x((long long)lines->file, (long long)lines->rank);
    const __m128i diagonals = _mm_set_epi64x((long long)lines->anti_diagonal, (long long)lines->diagonal);
    const __m128i s = _mm_and_si128(_mm_cmpeq_epi64(_mm_and_si128(p, straight), p), _mm_set_epi64x(2, 1));
    const __m128i d = _mm_and_si128(_mm_cmpeq_epi64(_mm_and_si128(p, diagonals), p), _mm_set_epi64x(8, 4));
    const __m128i both = _mm_or_si128(s, d);
    return (uint32_t)_mm_cvtsi128_si32(_mm_or_si128(both, _mm_unpackhi_epi64(both, both)));
}
#endif

/* The fastest of the tests the target allows. */
static inline uint32_t bbgen_dir_set(const bbgen_king_lines *lines, uint64_t pattern) {
#if defined(__SSE4_1__)
    return bbgen_dir_set_sse41(lines, pattern);
#else
    return bbgen_dir_set_branchless(lines, pattern);
#endif
}

#endif
