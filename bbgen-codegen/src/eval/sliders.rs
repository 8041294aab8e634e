//! Rook and bishop attack tables: magic-indexed, PEXT-indexed, hyperbola quintessence and
//! kindergarten; and the search that found the magic numbers.

use super::magics::{BISHOP_MAGICS, ROOK_MAGICS};
use super::{Entry, Evaluated, Example, Table, sq};
use crate::geometry::{Rays, SQUARES, bit, lines, subsets};
use crate::spec::{Method, Slider};

fn rays(slider: Slider) -> Rays {
    Rays::new(slider == Slider::Bishop)
}

/// The magic numbers built into the generator.
pub fn magics(slider: Slider) -> &'static [u64; 64] {
    match slider {
        Slider::Rook => &ROOK_MAGICS,
        Slider::Bishop => &BISHOP_MAGICS,
    }
}

pub(crate) fn slider(slider: Slider, method: Method) -> Evaluated {
    let rays = rays(slider);
    let example_occupancy = match slider {
        Slider::Rook => [sq::B4, sq::F4, sq::D2, sq::D6],
        Slider::Bishop => [sq::B2, sq::F2, sq::B6, sq::F6],
    }
    .into_iter()
    .fold(0, |set, s| set | bit(s));
    let (tables, summary) = match method {
        Method::Magic | Method::Pext => indexed(slider, method, &rays),
        Method::Hyperbola => hyperbola(slider),
        Method::Kindergarten => kindergarten(slider),
        Method::KoggeStone => (
            Vec::new(),
            format!(
                "Attacks of a {} by Kogge-Stone occluded fills in the four directions, without a table.",
                slider.word()
            ),
        ),
    };
    let occupied = if slider == Slider::Rook { "b4, f4, d2, d6" } else { "b2, f2, b6, f6" };
    Evaluated {
        tables,
        summary,
        example_label: format!("{{fn}}(D4, occupancy) with {occupied} occupied"),
        example: Example::Set(rays.attacks(sq::D4, example_occupancy)),
    }
}

/// One block of attack sets per square, indexed by magic multiplication or by PEXT.
fn indexed(slider: Slider, method: Method, rays: &Rays) -> (Vec<Table>, String) {
    let mut attacks = Vec::new();
    let mut records = Vec::new();
    for sq in SQUARES {
        let mask = rays.mask(sq);
        let bits = mask.count_ones();
        let offset = attacks.len() as u64;
        attacks.resize(attacks.len() + (1 << bits), 0);
        let block = &mut attacks[offset as usize..];
        let magic = magics(slider)[usize::from(sq)];
        for (i, subset) in subsets(mask).into_iter().enumerate() {
            let index = match method {
                Method::Magic => (subset.wrapping_mul(magic) >> (64 - bits)) as usize,
                _ => i,
            };
            block[index] = rays.attacks(sq, subset);
        }
        records.extend(match method {
            Method::Magic => vec![mask, magic, offset, u64::from(64 - bits)],
            _ => vec![mask, offset],
        });
    }
    let piece = slider.word();
    let (index, record_tables) = match method {
        Method::Magic => (
            "`(occupancy & mask) * magic >> shift`",
            vec![Table {
                suffix: "_MAGICS",
                doc: "The magic record of each square, for the index into [`{table}`].".into(),
                shape: vec![64],
                entry: Entry::Magic,
                values: records,
            }],
        ),
        _ => {
            let (masks, offsets): (Vec<u64>, Vec<u64>) = records.chunks(2).map(|r| (r[0], r[1])).unzip();
            (
                "`pext(occupancy, mask)`",
                vec![
                    Table {
                        suffix: "_MASKS",
                        doc: format!("The squares whose occupancy matters to a {piece} on each square."),
                        shape: vec![64],
                        entry: Entry::Mask,
                        values: masks,
                    },
                    Table {
                        suffix: "_OFFSETS",
                        doc: "Where each square's block starts in the attack table.".into(),
                        shape: vec![64],
                        entry: Entry::Word,
                        values: offsets,
                    },
                ],
            )
        }
    };
    let summary = format!(
        "Attacks of a {piece} for every occupancy, one block per square: the entry at the square's \
         offset plus {index} holds the squares a {piece} on it attacks with that occupancy."
    );
    let mut tables = vec![Table::main(&[attacks.len()], Entry::Set, attacks)];
    tables.extend(record_tables);
    (tables, summary)
}

/// The a-file.
const FILE_A: u64 = 0x0101_0101_0101_0101;

/// The a-file's inner squares a2..a7, gathered by the kindergarten rook's file index.
pub(crate) const FILE_A2_A7: u64 = 0x0001_0101_0101_0100;

/// The c2..h7 diagonal: times the a2..a7 occupancy, it gathers a7 into bit 58 up to a2 into
/// bit 63.
pub(crate) const DIAGONAL_C2_H7: u64 = 0x0080_4020_1008_0400;

/// The b-file: times a line with one square per file, it stacks the files on the eighth rank.
pub(crate) const FILE_B: u64 = 0x0202_0202_0202_0202;

/// The first-rank attacks of a rook on each file, by the occupancy of b1..g1 as six bits: bit
/// `i` of the index is file `i + 1`; 8 x 64 sets, row-major.
fn first_rank() -> Vec<u64> {
    let rook = &Rays::new(false);
    (0..8).flat_map(|file| (0..64).map(move |inner| rook.attacks(file, inner << 1) & 0xFF)).collect()
}

/// The diagonal and anti-diagonal through each square, the square left out: 64 x 2 masks,
/// shared by hyperbola and kindergarten.
fn diagonals() -> Vec<u64> {
    SQUARES.flat_map(|s| [lines(s)[2] & !bit(s), lines(s)[3] & !bit(s)]).collect()
}

/// The rook's first-rank table, shared by hyperbola and kindergarten: 8 x 64 bytes.
fn rank_table() -> Table {
    Table {
        suffix: "_RANKS",
        doc: "Rook attacks along the first rank, by `[file][occupancy of b1..g1 as six bits]`; \
              shifted onto the rook's rank."
            .into(),
        shape: vec![8, 64],
        entry: Entry::Byte,
        values: first_rank(),
    }
}

/// Kindergarten bitboards.
///
/// For the rook, the file's inner occupancy is shifted onto the a-file and gathered by a
/// multiplication into six bits; those bits and the rook's rank index a table of a-file attacks.
/// The rank comes from the first-rank table. For the bishop, each diagonal's occupancy is stacked
/// onto the eighth rank by a multiplication, and its six inner files index the first-rank
/// attacks copied to every rank, which the diagonal's mask then cuts out.
fn kindergarten(slider: Slider) -> (Vec<Table>, String) {
    match slider {
        Slider::Rook => {
            let rook = Rays::new(false);
            let mut files = vec![0; 8 * 64];
            for rank in 0..8u8 {
                for occupancy in subsets(FILE_A2_A7) {
                    let index = (occupancy.wrapping_mul(DIAGONAL_C2_H7) >> 58) as usize;
                    files[usize::from(rank) * 64 + index] = rook.attacks(rank * 8, occupancy) & FILE_A;
                }
            }
            (
                vec![Table::main(&[8, 64], Entry::Mask, files), rank_table()],
                "Rook attacks by kindergarten bitboards: entry `[rank][index]` holds the attacks along \
                 the a-file of a rook on that rank, where the index is the file's occupancy of ranks \
                 2 to 7, shifted onto the a-file, times the c2-h7 diagonal, in the top six bits; the \
                 entry is shifted onto the rook's file, and ranks come from the first-rank table."
                    .into(),
            )
        }
        Slider::Bishop => {
            let filled = first_rank().into_iter().map(|rank| rank * FILE_A);
            let diagonals = diagonals();
            (
                vec![
                    Table::main(&[8, 64], Entry::Mask, filled.collect()),
                    Table {
                        suffix: "_LINES",
                        doc: "The diagonal and the anti-diagonal through each square, the square left out.".into(),
                        shape: vec![64, 2],
                        entry: Entry::Mask,
                        values: diagonals,
                    },
                ],
                "Bishop attacks by kindergarten bitboards: entry `[file][index]` holds the first-rank \
                 attacks of a slider on that file, copied to every rank, where the index is the \
                 diagonal's occupancy stacked onto the eighth rank by a multiplication with the \
                 b-file, files b to g; the line's mask cuts the diagonal out of it."
                    .into(),
            )
        }
    }
}

/// Hyperbola quintessence: the lines through each square, less the square; for the rook also
/// the attacks along the first rank by file and inner occupancy.
fn hyperbola(slider: Slider) -> (Vec<Table>, String) {
    match slider {
        Slider::Rook => {
            let files = SQUARES.map(|s| lines(s)[1] & !bit(s)).collect();
            (
                vec![Table::main(&[64], Entry::Mask, files), rank_table()],
                "Rook attacks by hyperbola quintessence: entry `sq` holds the file through `sq`, `sq` \
                 left out, on which `o - 2s` and its byte-swapped mirror find the file attacks; ranks \
                 come from the first-rank table."
                    .into(),
            )
        }
        Slider::Bishop => {
            let diagonals = diagonals();
            (
                vec![Table::main(&[64, 2], Entry::Mask, diagonals)],
                "Bishop attacks by hyperbola quintessence: entry `[sq]` holds the diagonal and the \
                 anti-diagonal through `sq`, `sq` left out, on each of which `o - 2s` and its \
                 byte-swapped mirror find the attacks."
                    .into(),
            )
        }
    }
}

/// Searches, from a fixed `seed`, one magic number per square for the rook (`Slider::Rook`) or
/// the bishop: a multiplier under which every subset of the square's mask lands on a slot of a
/// `2^bits` block that no subset with other attacks shares. Deterministic for a given seed.
pub fn find_magics(slider: Slider, seed: u64) -> [u64; 64] {
    let rays = rays(slider);
    let mut state = seed | 1;
    let mut random = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut out = [0; 64];
    for sq in SQUARES {
        let mask = rays.mask(sq);
        let bits = mask.count_ones();
        let occupancies = subsets(mask);
        let attacks: Vec<u64> = occupancies.iter().map(|&o| rays.attacks(sq, o)).collect();
        let mut slots = vec![(0u32, 0u64); 1 << bits];
        for attempt in 1u32.. {
            let candidate = random() & random() & random();
            if (mask.wrapping_mul(candidate) >> 56).count_ones() < 6 {
                continue;
            }
            let fits = occupancies.iter().zip(&attacks).all(|(&o, &a)| {
                let slot = &mut slots[(o.wrapping_mul(candidate) >> (64 - bits)) as usize];
                if slot.0 != attempt {
                    *slot = (attempt, a);
                    true
                } else {
                    slot.1 == a
                }
            });
            if fits {
                out[usize::from(sq)] = candidate;
                break;
            }
        }
    }
    out
}
