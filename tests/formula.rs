//! `formula!` both ways: each formula below, in the forms public engines write their start-up
//! tables, is expanded by the macro and also compiled as a plain Rust closure of the same
//! signature, its `ln`, `log2`, `log10`, `exp` and `powf` calling libm as the generator does;
//! every entry of the table and every answer of its accessor must equal, bit for bit, what the
//! closure gives at run time, over the whole domain, on every target.

// A cast of a literal is part of what is tested: it types the literal, as rustc does; so is
// `min` of two literals, which their types decide.
#![allow(clippy::unnecessary_cast, clippy::unnecessary_min_or_max)]

use std::hint::black_box;

/// A table entry's bits, to compare floats exactly.
trait Bits: Copy {
    fn bits(self) -> u64;
}

macro_rules! int_bits {
    ($($t:ty),*) => {$(
        impl Bits for $t {
            fn bits(self) -> u64 {
                self as u64
            }
        }
    )*};
}

int_bits!(u8, u16, u32, u64, i8, i16, i32, i64);

impl Bits for f32 {
    fn bits(self) -> u64 {
        self.to_bits().into()
    }
}

impl Bits for f64 {
    fn bits(self) -> u64 {
        self.to_bits()
    }
}

/// The float methods `formula!` computes with libm, under other names: an `f32` computes in `f64`
/// and rounds once, as the generator does.
trait Libm: Copy {
    fn libm_ln(self) -> Self;
    fn libm_log2(self) -> Self;
    fn libm_log10(self) -> Self;
    fn libm_exp(self) -> Self;
    fn libm_powf(self, y: Self) -> Self;
}

impl Libm for f64 {
    fn libm_ln(self) -> f64 {
        libm::log(self)
    }
    fn libm_log2(self) -> f64 {
        libm::log2(self)
    }
    fn libm_log10(self) -> f64 {
        libm::log10(self)
    }
    fn libm_exp(self) -> f64 {
        libm::exp(self)
    }
    fn libm_powf(self, y: f64) -> f64 {
        libm::pow(self, y)
    }
}

impl Libm for f32 {
    fn libm_ln(self) -> f32 {
        libm::log(self.into()) as f32
    }
    fn libm_log2(self) -> f32 {
        libm::log2(self.into()) as f32
    }
    fn libm_log10(self) -> f32 {
        libm::log10(self.into()) as f32
    }
    fn libm_exp(self) -> f32 {
        libm::exp(self.into()) as f32
    }
    fn libm_powf(self, y: f32) -> f32 {
        libm::pow(self.into(), y.into()) as f32
    }
}

/// A closure's body with `.ln()`, `.log2()`, `.log10()`, `.exp()` and `.powf(y)` called through
/// [`Libm`]: its tokens one at a time, each group entered with what came before and what follows
/// it kept on a stack, and closed around its rewritten tokens at its end.
macro_rules! through_libm {
    ([$($done:tt)*] [] []) => { $($done)* };
    ([$($inside:tt)*] [] [{ paren [$($done:tt)*] [$($todo:tt)*] } $($stack:tt)*]) => {
        through_libm!([$($done)* ($($inside)*)] [$($todo)*] [$($stack)*])
    };
    ([$($inside:tt)*] [] [{ brace [$($done:tt)*] [$($todo:tt)*] } $($stack:tt)*]) => {
        through_libm!([$($done)* { $($inside)* }] [$($todo)*] [$($stack)*])
    };
    ([$($inside:tt)*] [] [{ bracket [$($done:tt)*] [$($todo:tt)*] } $($stack:tt)*]) => {
        through_libm!([$($done)* [$($inside)*]] [$($todo)*] [$($stack)*])
    };
    ([$($done:tt)*] [($($inside:tt)*) $($todo:tt)*] [$($stack:tt)*]) => {
        through_libm!([] [$($inside)*] [{ paren [$($done)*] [$($todo)*] } $($stack)*])
    };
    ([$($done:tt)*] [{ $($inside:tt)* } $($todo:tt)*] [$($stack:tt)*]) => {
        through_libm!([] [$($inside)*] [{ brace [$($done)*] [$($todo)*] } $($stack)*])
    };
    ([$($done:tt)*] [[$($inside:tt)*] $($todo:tt)*] [$($stack:tt)*]) => {
        through_libm!([] [$($inside)*] [{ bracket [$($done)*] [$($todo)*] } $($stack)*])
    };
    ([$($done:tt)*] [. ln $($todo:tt)*] $stack:tt) => { through_libm!([$($done)* . libm_ln] [$($todo)*] $stack) };
    ([$($done:tt)*] [. log2 $($todo:tt)*] $stack:tt) => { through_libm!([$($done)* . libm_log2] [$($todo)*] $stack) };
    ([$($done:tt)*] [. log10 $($todo:tt)*] $stack:tt) => { through_libm!([$($done)* . libm_log10] [$($todo)*] $stack) };
    ([$($done:tt)*] [. exp $($todo:tt)*] $stack:tt) => { through_libm!([$($done)* . libm_exp] [$($todo)*] $stack) };
    ([$($done:tt)*] [. powf $($todo:tt)*] $stack:tt) => { through_libm!([$($done)* . libm_powf] [$($todo)*] $stack) };
    ([$($done:tt)*] [$token:tt $($todo:tt)*] $stack:tt) => { through_libm!([$($done)* $token] [$($todo)*] $stack) };
}

/// `formula!` of the table, and a test that compares it with the closure compiled as
/// `fn(usize, ...) -> elem`.
macro_rules! both_ways {
    ($test:ident, $table:ident, $func:ident, $ty:ty => $elem:ty, |$a:ident| $($body:tt)+) => {
        bbgen::formula!(name = $table, $ty, |$a| $($body)+);

        mod $test {
            use super::*;

            #[test]
            fn both_ways() {
                let closure: fn(usize) -> $elem = |$a| through_libm!([] [$($body)+] []);
                for (i, entry) in $table.iter().enumerate() {
                    let want = closure(black_box(i)).bits();
                    assert_eq!((entry.bits(), $func(i).bits()), (want, want), "{}[{i}]", stringify!($table));
                }
            }
        }
    };
    ($test:ident, $table:ident, $func:ident, $ty:ty => $elem:ty, |$a:ident, $b:ident| $($body:tt)+) => {
        bbgen::formula!(name = $table, $ty, |$a, $b| $($body)+);

        mod $test {
            use super::*;

            #[test]
            fn both_ways() {
                let closure: fn(usize, usize) -> $elem = |$a, $b| through_libm!([] [$($body)+] []);
                for (i, row) in $table.iter().enumerate() {
                    for (j, entry) in row.iter().enumerate() {
                        let want = closure(black_box(i), black_box(j)).bits();
                        assert_eq!(
                            (entry.bits(), $func(i, j).bits()),
                            (want, want),
                            "{}[{i}][{j}]",
                            stringify!($table)
                        );
                    }
                }
            }
        }
    };
    ($test:ident, $table:ident, $func:ident, $ty:ty => $elem:ty, |$a:ident, $b:ident, $c:ident| $($body:tt)+) => {
        bbgen::formula!(name = $table, $ty, |$a, $b, $c| $($body)+);

        mod $test {
            use super::*;

            #[test]
            fn both_ways() {
                let closure: fn(usize, usize, usize) -> $elem = |$a, $b, $c| through_libm!([] [$($body)+] []);
                for (i, plane) in $table.iter().enumerate() {
                    for (j, row) in plane.iter().enumerate() {
                        for (k, entry) in row.iter().enumerate() {
                            let want = closure(black_box(i), black_box(j), black_box(k)).bits();
                            let got = (entry.bits(), $func(i, j, k).bits());
                            assert_eq!(got, (want, want), "{}[{i}][{j}][{k}]", stringify!($table));
                        }
                    }
                }
            }
        }
    };
}

// Ethereal's late-move reductions: 0.75 + ln(depth) ln(moves) / 2.25, truncated.
both_ways!(ethereal_lmr, ETHEREAL_LMR, ethereal_lmr, [[u8; 64]; 64] => u8, |depth, moves| {
    if depth == 0 || moves == 0 { 0 } else { (0.75 + (depth as f64).ln() * (moves as f64).ln() / 2.25) as u8 }
});

// Stockfish's one-dimensional reductions, (20.57 + ln(threads) / 2) ln(i), for one thread.
both_ways!(stockfish_reductions, SF_REDUCTIONS, sf_reductions, [i32; 256] => i32, |i| {
    if i == 0 { 0 } else { ((20.57 + 1.0f64.ln() / 2.0) * (i as f64).ln()) as i32 }
});

// Viridithas-style quiet and noisy tables in one, left unguarded at 0: ln(0) is -inf, so the
// corner entries are `inf as i32` (saturated) and `NaN as i32` (0), as at run time.
both_ways!(two_kinds_lmr, TWO_KINDS_LMR, two_kinds_lmr, [[[i32; 64]; 64]; 2] => i32, |kind, depth, moves| {
    let base = if kind == 0 { 0.77 } else { -0.21 };
    let division = if kind == 0 { 2.36 } else { 2.35 };
    (base + (depth as f64).ln() * (moves as f64).ln() / division) as i32
});

// Koivisto-style reductions, scaled by 100 / 267.
both_ways!(koivisto_lmr, KOIVISTO_LMR, koivisto_lmr, [[u8; 64]; 64] => u8, |depth, moves| {
    (1.25 + (depth.max(1) as f64).ln() * (moves.max(1) as f64).ln() * 100.0 / 267.0) as u8
});

// Stockfish's late-move pruning counts, (3 + depth^2) / (2 - improving).
both_ways!(move_counts, MOVE_COUNTS, move_counts, [[u8; 16]; 2] => u8, |improving, depth| {
    ((3 + depth * depth) / (2 - improving)) as u8
});

// Stockfish's futility margin, 165 (depth - improving), negative at depth 0.
both_ways!(futility_margin, FUTILITY_MARGIN, futility_margin, [[i32; 16]; 2] => i32, |improving, depth| {
    165 * (depth as i32 - improving as i32)
});

// A history bonus curve, capped.
both_ways!(history_bonus, HISTORY_BONUS, history_bonus, [i16; 32] => i16, |depth| {
    (268 * depth as i16 - 352).min(1153)
});

// The logistic win chance of a centipawn score offset by 400.
both_ways!(win_chance, WIN_CHANCE, win_chance, [f64; 801] => f64, |cp| {
    1.0 / (1.0 + 10f64.powf(-(cp as f64 - 400.0) / 400.0))
});

// A cubic in the game's ply, as Stockfish's win-rate model fits its parameter, in `f32`.
both_ways!(win_rate_model, WIN_RATE_MODEL, win_rate_model, [f32; 256] => f32, |ply| {
    let m = ply.min(240) as f32 / 64.0;
    ((-3.68 * m + 30.07) * m - 60.52) * m + 149.61
});

// An aspiration window growing with the square root of the depth.
both_ways!(aspiration, ASPIRATION, aspiration, [u16; 64] => u16, |depth| {
    ((depth as f64).sqrt() * 10.0).round() as u16
});

// A counter's logarithmic bucket.
both_ways!(log_buckets, LOG_BUCKETS, log_buckets, [u8; 256] => u8, |n| (n as f64 + 1.0).log2().floor() as u8);

// Signed remainders and `clamp` over three dimensions.
both_ways!(remainders, REMAINDERS, remainders, [[[i8; 8]; 8]; 4] => i8, |a, b, c| {
    ((a as i32 * 7 - b as i32 * 5 + c as i32 * 3) % 11).clamp(-8, 8) as i8
});

// A decay by `powi`.
both_ways!(decay, DECAY, decay, [f64; 50] => f64, |d| 0.95f64.powi(d as i32) * 100.0);

// Integer powers up to 2^54.
both_ways!(powers, POWERS, powers, [u64; 64] => u64, |i| (i as u64 + 1).pow(9));

// A float cast to `u8` saturating at both ends.
both_ways!(saturated, SATURATED, saturated, [u8; 200] => u8, |i| ((i as f32 - 100.0) * 3.7).ceil() as u8);

// `abs`, `max` and a negative product in `i64`.
both_ways!(wide, WIDE, wide, [i64; 64] => i64, |i| (i as i64 - 32).abs().max(3) * -1_000_000_007);

// `exp`, `log10`, a float `clamp` and `trunc`, in `f32`.
both_ways!(float_methods, FLOAT_METHODS, float_methods, [f32; 64] => f32, |i| {
    (i as f32 * 0.37).exp().log10().clamp(0.5, 20.0).trunc()
});

// A method through its type's path, and literals typed by a cast.
both_ways!(paths, PATHS, paths, [i8; 128] => i8, |i| f64::sqrt(i as f64) as i8 - -100 as i8 / 3);

// `min`, `max` and `clamp` of an integer of no known type yet, which rustc finds through `Ord`:
// the receiver takes its arguments' type, else `i32`.
both_ways!(ord_typed_by_argument, ORD_BY_ARGUMENT, ord_by_argument, [i64; 64] => i64, |a| {
    (18 * 7).max(93 * (a as i64))
});
both_ways!(ord_falls_back, ORD_FALLS_BACK, ord_falls_back, [i32; 4] => i32, |_a| (-40).min(3));
both_ways!(ord_clamp, ORD_CLAMP, ord_clamp, [i32; 4] => i32, |_a| 5.clamp(0, 3));
both_ways!(ord_let, ORD_LET, ord_let, [u8; 64] => u8, |a| {
    let base = 7 * 3;
    base.min(a as u8 * 2).max(4)
});
