//! Every canonical accessor of this crate over flattened `u64` arguments, and the arguments to
//! call each with: what the C header test and the runner test compare with the Rust expansions.

#![allow(dead_code)]

use bbgen::{Castling, CastlingSide, Color, KingLines, Piece, Role, Square};
use bbgen_codegen::Ty;

/// A Rust accessor over flattened `u64` arguments, giving its answer as `u64`s.
pub type Accessor = Box<dyn Fn(&[u64]) -> Vec<u64> + Sync>;

/// A value read from the flattened arguments.
pub trait Arg: Sized {
    /// How many `u64`s it takes.
    const WIDTH: usize;
    fn take(values: &[u64]) -> Self;
}

impl Arg for Square {
    const WIDTH: usize = 1;
    fn take(values: &[u64]) -> Self {
        Square::ALL[values[0] as usize]
    }
}

impl Arg for u64 {
    const WIDTH: usize = 1;
    fn take(values: &[u64]) -> Self {
        values[0]
    }
}

/// A small number, such as a distance ring's `d`.
impl Arg for u8 {
    const WIDTH: usize = 1;
    fn take(values: &[u64]) -> Self {
        values[0] as u8
    }
}

/// A formula's index.
impl Arg for usize {
    const WIDTH: usize = 1;
    fn take(values: &[u64]) -> Self {
        values[0] as usize
    }
}

impl Arg for bool {
    const WIDTH: usize = 1;
    fn take(values: &[u64]) -> Self {
        values[0] != 0
    }
}

impl Arg for Color {
    const WIDTH: usize = 1;
    fn take(values: &[u64]) -> Self {
        Color::ALL[values[0] as usize]
    }
}

impl Arg for Piece {
    const WIDTH: usize = 2;
    fn take(values: &[u64]) -> Self {
        Piece::new(Color::ALL[values[1] as usize], Role::ALL[values[0] as usize])
    }
}

/// A promotion: 0 for none, else the role's number.
impl Arg for Option<Role> {
    const WIDTH: usize = 1;
    fn take(values: &[u64]) -> Self {
        (values[0] != 0).then(|| Role::ALL[values[0] as usize])
    }
}

impl Arg for Castling {
    const WIDTH: usize = 1;
    fn take(values: &[u64]) -> Self {
        let rights = [
            (Color::White, CastlingSide::King),
            (Color::White, CastlingSide::Queen),
            (Color::Black, CastlingSide::King),
            (Color::Black, CastlingSide::Queen),
        ];
        rights
            .iter()
            .enumerate()
            .filter(|(i, _)| values[0] >> i & 1 == 1)
            .fold(Castling::NONE, |all, (_, &(color, side))| all.with(color, side))
    }
}

/// An answer as `u64`s, as the driver writes it.
pub trait Answer {
    fn put(self, out: &mut Vec<u64>);
}

impl Answer for u64 {
    fn put(self, out: &mut Vec<u64>) {
        out.push(self);
    }
}

impl Answer for u32 {
    fn put(self, out: &mut Vec<u64>) {
        out.push(self.into());
    }
}

impl Answer for u8 {
    fn put(self, out: &mut Vec<u64>) {
        out.push(self.into());
    }
}

/// A formula's signed entry, sign-extended as C's conversion to `uint64_t` extends it.
impl Answer for i16 {
    fn put(self, out: &mut Vec<u64>) {
        out.push(self as u64);
    }
}

/// A float's bits, as the driver writes them.
impl Answer for f32 {
    fn put(self, out: &mut Vec<u64>) {
        out.push(self.to_bits().into());
    }
}

impl Answer for bool {
    fn put(self, out: &mut Vec<u64>) {
        out.push(self.into());
    }
}

impl Answer for (u64, u64) {
    fn put(self, out: &mut Vec<u64>) {
        out.extend([self.0, self.1]);
    }
}

impl Answer for &KingLines {
    fn put(self, out: &mut Vec<u64>) {
        out.extend([self.rank, self.file, self.diagonal, self.anti_diagonal]);
    }
}

/// Whether there is a move, then its two squares (0 and 0 where there is none), as the C
/// `bbgen_maybe_move` holds them.
impl Answer for Option<(Square, Square)> {
    fn put(self, out: &mut Vec<u64>) {
        let (a, b) = self.map_or((0, 0), |(a, b)| (a.index() as u64, b.index() as u64));
        out.extend([u64::from(self.is_some()), a, b]);
    }
}

impl Answer for Option<u32> {
    fn put(self, out: &mut Vec<u64>) {
        out.push(self.map_or(u64::MAX, u64::from));
    }
}

/// A function of some arity, called on flattened arguments.
pub trait Call<Args>: Sync + 'static {
    fn call(&self, values: &[u64], out: &mut Vec<u64>);
}

impl<F: Fn(A) -> R + Sync + 'static, A: Arg, R: Answer> Call<(A,)> for F {
    fn call(&self, v: &[u64], out: &mut Vec<u64>) {
        self(A::take(v)).put(out);
    }
}

impl<F: Fn(A, B) -> R + Sync + 'static, A: Arg, B: Arg, R: Answer> Call<(A, B)> for F {
    fn call(&self, v: &[u64], out: &mut Vec<u64>) {
        self(A::take(v), B::take(&v[A::WIDTH..])).put(out);
    }
}

impl<F: Fn(A, B, C) -> R + Sync + 'static, A: Arg, B: Arg, C: Arg, R: Answer> Call<(A, B, C)> for F {
    fn call(&self, v: &[u64], out: &mut Vec<u64>) {
        let c = &v[A::WIDTH + B::WIDTH..];
        self(A::take(v), B::take(&v[A::WIDTH..]), C::take(c)).put(out);
    }
}

impl<F: Fn(A, B, C, D) -> R + Sync + 'static, A: Arg, B: Arg, C: Arg, D: Arg, R: Answer> Call<(A, B, C, D)> for F {
    fn call(&self, v: &[u64], out: &mut Vec<u64>) {
        let (b, c) = (&v[A::WIDTH..], &v[A::WIDTH + B::WIDTH..]);
        self(A::take(v), B::take(b), C::take(c), D::take(&v[A::WIDTH + B::WIDTH + C::WIDTH..])).put(out);
    }
}

impl<F, A: Arg, B: Arg, C: Arg, D: Arg, E: Arg, G: Arg, R: Answer> Call<(A, B, C, D, E, G)> for F
where
    F: Fn(A, B, C, D, E, G) -> R + Sync + 'static,
{
    fn call(&self, v: &[u64], out: &mut Vec<u64>) {
        let mut at = 0;
        let mut next = |width: usize| {
            at += width;
            &v[at - width..]
        };
        let (a, b, c) = (A::take(next(A::WIDTH)), B::take(next(B::WIDTH)), C::take(next(C::WIDTH)));
        let (d, e, g) = (D::take(next(D::WIDTH)), E::take(next(E::WIDTH)), G::take(next(G::WIDTH)));
        self(a, b, c, d, e, g).put(out);
    }
}

pub fn boxed<Args: 'static>(f: impl Call<Args>, width: usize) -> Accessor {
    Box::new(move |values: &[u64]| {
        let mut out = Vec::new();
        values.chunks(width).for_each(|args| f.call(args, &mut out));
        out
    })
}

/// The Rust accessor `module::name` of this crate, over flattened arguments `width` wide.
macro_rules! rust_accessors {
    ($($module:ident::$name:ident),* $(,)?) => {
        fn rust_accessor(path: &str, width: usize) -> Option<Accessor> {
            match path {
                $(concat!(stringify!($module), "::", stringify!($name)) => Some(boxed(tables_out::$module::$name, width)),)*
                _ => None,
            }
        }
    };
}

// Every canonical accessor but the BMI2-only ones, generated from the registry by
// `tests/generated.rs`.
include!("../generated/rust_accessors.rs");

/// The Rust accessor a C accessor is compared with: its own, or for PEXT the magic one.
pub fn reference(module: &str, name: &str, width: usize) -> Accessor {
    let module = module.replace("_pext", "_magic");
    rust_accessor(&format!("{module}::{name}"), width).unwrap_or_else(|| {
        panic!(
            "no Rust accessor {module}::{name} to compare its C form with: \
             regenerate with `BBGEN_TABLES=overwrite cargo test -p tables-out --test generated`"
        )
    })
}

/// SplitMix64, for sets no rule picks.
pub fn random_sets(count: usize, mut seed: u64) -> Vec<u64> {
    (0..count)
        .map(|i| {
            seed = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = seed;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            let z = z ^ (z >> 31);
            // Dense, sparse and middling sets alike.
            match i % 3 {
                0 => z,
                1 => z & z.rotate_left(17) & z.rotate_left(31),
                _ => z & z.rotate_left(23),
            }
        })
        .collect()
}

/// The squares a slider on `sq` has relevant for its attacks: each ray without its last square.
pub fn relevant(sq: usize, steps: [(i32, i32); 4]) -> u64 {
    let (file, rank) = ((sq % 8) as i32, (sq / 8) as i32);
    let mut mask = 0;
    for (df, dr) in steps {
        let (mut f, mut r) = (file + df, rank + dr);
        while (0..8).contains(&(f + df)) && (0..8).contains(&(r + dr)) {
            mask |= 1u64 << (r * 8 + f);
            (f, r) = (f + df, r + dr);
        }
    }
    mask
}

/// Every subset of `mask`.
pub fn subsets(mask: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    std::iter::from_fn(move || {
        let subset = next?;
        let following = subset.wrapping_sub(mask) & mask;
        next = (following != 0).then_some(following);
        Some(subset)
    })
}

/// The king's square and every square a king step from it.
pub fn king_area(sq: usize) -> u64 {
    let (file, rank) = ((sq % 8) as i32, (sq / 8) as i32);
    let mut area = 0;
    for df in -1..=1 {
        for dr in -1..=1 {
            if (0..8).contains(&(file + df)) && (0..8).contains(&(rank + dr)) {
                area |= 1u64 << ((rank + dr) * 8 + file + df);
            }
        }
    }
    area
}

/// Each accessor's domain, flattened: every argument list its signature calls for.
///
/// Squares, colours, pieces and castling rights take every value. An occupancy beside a square
/// takes every subset of a rook's and of a bishop's relevant squares there; beside two squares,
/// the empty set and each single square (which together reveal any set the answer tests); a
/// king-lines pattern, every subset of the king's area. Sets with no square beside them are
/// each single square and random sets. A formula's indices take every index of its table, whose
/// `shape` this is.
pub fn domain(params: &[Ty], shape: &[usize]) -> Vec<u64> {
    use Ty::*;
    let singles = || std::iter::once(0).chain((0..64).map(|sq| 1u64 << sq));
    let mut out = Vec::new();
    match params {
        [Square, Set] => {
            for sq in 0..64 {
                let rook = relevant(sq, [(1, 0), (-1, 0), (0, 1), (0, -1)]);
                let bishop = relevant(sq, [(1, 1), (-1, 1), (1, -1), (-1, -1)]);
                for occupancy in subsets(rook).chain(subsets(bishop)) {
                    out.extend([sq as u64, occupancy]);
                }
            }
        }
        [U64, Square] => {
            for sq in 0..64 {
                for pattern in subsets(king_area(sq)) {
                    out.extend([pattern, sq as u64]);
                }
            }
        }
        [Set] => out.extend(singles().chain(random_sets(4096, 1))),
        // A square and a distance are the distance rings': the distances on the board, 0 to 7,
        // which is the accessor's domain.
        [Square, U8] => {
            for sq in 0..64 {
                (0..8).for_each(|d| out.extend([sq, d]));
            }
        }
        // A key alone is the cuckoo table's: every key it holds, so that lookups find them, and
        // random keys, which almost all miss.
        [U64] => out.extend(tables_out::cuckoo_polyglot::CUCKOO.iter().copied().chain(random_sets(4096, 4))),
        [Set, Set] => {
            for (a, b) in random_sets(4096, 2).into_iter().zip(random_sets(4096, 3)) {
                out.extend([a, b]);
            }
        }
        [Square, Square, Set] => {
            for (a, b) in (0..64).flat_map(|a| (0..64).map(move |b| (a, b))) {
                singles().for_each(|occupancy| out.extend([a, b, occupancy]));
            }
        }
        [Square, Square, Piece, U64] => {
            for (a, b) in (0..64).flat_map(|a| (0..64).map(move |b| (a, b))) {
                for (role, color) in (0..6).flat_map(|role| (0..2).map(move |color| (role, color))) {
                    singles().for_each(|occupancy| out.extend([a, b, role, color, occupancy]));
                }
            }
        }
        // A threat's index: each perspective with a king on either half of the board, every
        // attacker on every square against every attacked piece, on a target that walks the board
        // as the attacker's square does.
        [Color, Piece, Square, Piece, Square, Square] => {
            for (perspective, king) in [(0, 2), (0, 62), (1, 5), (1, 57)] {
                for (role, color) in (0..6).flat_map(|role| (0..2).map(move |color| (role, color))) {
                    for from in 0..64 {
                        for (attacked, to) in (0..12).map(|k| (k, (from * 7 + k * 13) % 64)) {
                            out.extend([perspective, role, color, from, attacked % 6, attacked / 6, to, king]);
                        }
                    }
                }
            }
        }
        // A pawn pair's input: each perspective with a king on either half of the board, every
        // pawn of either colour on ranks 2 to 7 with a second walking those ranks as the first
        // does, of either colour.
        [Color, Color, Square, Color, Square, Square] => {
            for (perspective, king) in [(0, 2), (0, 62), (1, 5), (1, 57)] {
                for (a, from) in (0..2).flat_map(|a| (8..56).map(move |from| (a, from))) {
                    for (b, k) in (0..2).flat_map(|b| (0..12).map(move |k| (b, k))) {
                        let to = 8 + (from * 7 + k * 13) % 48;
                        if to != from {
                            out.extend([perspective, a, from, b, to, king]);
                        }
                    }
                }
            }
        }
        // A policy map's output: every piece of either colour from every square to every square,
        // promoting nothing, the king on one of four squares in turn (both halves of the board,
        // both back ranks); every pawn's move from the second and seventh ranks with each
        // promotion; every king's castling from a back rank onto each square.
        [Piece, Square, Square, Square, MaybeRole, Bool] => {
            for (role, color) in (0..6).flat_map(|role| (0..2).map(move |color| (role, color))) {
                for (from, to) in (0..64).flat_map(|from| (0..64).map(move |to| (from, to))) {
                    out.extend([role, color, [2, 5, 58, 61][(from * 3 + to) as usize % 4], from, to, 0, 0]);
                }
            }
            for (color, from, to) in
                (0..2).flat_map(|c| (8..16).chain(48..56).flat_map(move |f| (0..64).map(move |t| (c, f, t))))
            {
                (1..5).for_each(|promotion| out.extend([0, color, 4, from, to, promotion, 0]));
            }
            for (color, from, to) in
                (0..2).flat_map(|c| (0..8).chain(56..64).flat_map(move |f| (0..64).map(move |t| (c, f, t))))
            {
                out.extend([5, color, from, from, to, 0, 1]);
            }
        }
        _ => {
            // Every combination of small values.
            let mut lengths = shape.iter();
            let ranges: Vec<Vec<Vec<u64>>> = params
                .iter()
                .map(|ty| match ty {
                    Index => (0..lengths.next().copied().unwrap_or(0) as u64).map(|v| vec![v]).collect(),
                    Square => (0..64).map(|v| vec![v]).collect(),
                    Color | Bool => (0..2).map(|v| vec![v]).collect(),
                    Castling => (0..16).map(|v| vec![v]).collect(),
                    Piece => (0..6).flat_map(|r| (0..2).map(move |c| vec![r, c])).collect(),
                    other => panic!("no domain for {other:?} in {params:?}"),
                })
                .collect();
            let mut combos: Vec<Vec<u64>> = vec![Vec::new()];
            for range in ranges {
                combos =
                    combos.iter().flat_map(|c| range.iter().map(move |v| [c.clone(), v.clone()].concat())).collect();
            }
            out.extend(combos.concat());
        }
    }
    out
}

/// How many `u64`s a parameter takes.
pub fn width(ty: Ty) -> usize {
    if ty == Ty::Piece { 2 } else { 1 }
}

/// The sum of `check(module, invocation)` over every canonical pattern, the patterns split
/// between two threads.
pub fn over_canonical(check: impl Fn(&str, &str) -> usize + Sync) -> usize {
    let patterns = bbgen_codegen::CANONICAL;
    let (first, second) = patterns.split_at(patterns.len() / 2);
    let sum = |half: &[(&str, &str)]| half.iter().map(|(module, source)| check(module, source)).sum::<usize>();
    std::thread::scope(|scope| {
        let other = scope.spawn(|| sum(first));
        sum(second) + other.join().unwrap()
    })
}
