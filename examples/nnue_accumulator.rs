//! A toy NNUE accumulator over every input of Stockfish's current network (piece-square inputs in
//! one block of weights, threats and pawn pairs in another), kept up to date move by move through
//! a random game from the changes `stockfish_play` records, and checked against a full refresh at
//! every ply. The weights are random: only the bookkeeping is real.
//!
//! ```text
//! cargo run --example nnue_accumulator
//! cargo run --example nnue_accumulator -- 200 7   # plies, seed
//! ```

use bbgen::{Board, Color, InputChanges};

bbgen::nnue_inputs! {
    name = STOCKFISH,
    [psq = nnue_psq!(stockfish, mirror = a_to_d, [
        28, 29, 30, 31, 31, 30, 29, 28, 24, 25, 26, 27, 27, 26, 25, 24,
        20, 21, 22, 23, 23, 22, 21, 20, 16, 17, 18, 19, 19, 18, 17, 16,
        12, 13, 14, 15, 15, 14, 13, 12,  8,  9, 10, 11, 11, 10,  9,  8,
         4,  5,  6,  7,  7,  6,  5,  4,  0,  1,  2,  3,  3,  2,  1,  0,
    ])],
    [
        threats = nnue_threats!(
            rank = lookup,
            - 0 - 1 - -
            0 1 2 3 4 -
            0 1 2 3 - -
            0 1 2 3 - -
            0 1 2 3 4 -
            - - - - - -
        ),
        pairs = nnue_pawn_pairs!(files = 3, mirror = e_to_h, base = 59808),
    ],
}

/// How many numbers an accumulator holds per block.
const WIDTH: usize = 8;

/// Each input's block of weights: the piece-square inputs their own, the threats and the pawn
/// pairs one between them.
const BLOCK: [usize; 3] = [0, 1, 1];

/// A fixed-seed xorshift generator, for the weights and the game.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Random weights: for each block, `WIDTH` numbers for each of its indices.
struct Weights([Vec<[i32; WIDTH]>; 2]);

impl Weights {
    fn random(rng: &mut Rng) -> Weights {
        let block = |len: usize, rng: &mut Rng| -> Vec<[i32; WIDTH]> {
            (0..len).map(|_| std::array::from_fn(|_| (rng.next() % 2001) as i32 - 1000)).collect()
        };
        let threats = (STOCKFISH_PAIRS_BASE + STOCKFISH_PAIRS_DIMENSIONS) as usize;
        Weights([block(STOCKFISH_PSQ_DIMENSIONS as usize, rng), block(threats, rng)])
    }

    /// Adds (`sign` 1) or takes away (-1) the weights of `index` in `block` to `sums`.
    fn apply(&self, block: usize, index: u32, sign: i32, sums: &mut [i32; WIDTH]) {
        for (sum, weight) in sums.iter_mut().zip(&self.0[block][index as usize]) {
            *sum += sign * weight;
        }
    }
}

/// One side's accumulator: a sum of weights for each block.
type Accumulator = [[i32; WIDTH]; 2];

/// One side's accumulator found afresh from every active input of `board`.
fn refresh(weights: &Weights, board: &Board, perspective: Color) -> Accumulator {
    let mut sums = [[0; WIDTH]; 2];
    stockfish_active(board, perspective, |input, index| weights.apply(BLOCK[input], index, 1, &mut sums[BLOCK[input]]));
    sums
}

/// One side's accumulator after a move, from the one before it and the move's `changes`: each
/// block found afresh where one of its inputs needs it, else updated by the indices its inputs
/// lost and gained.
fn update(
    weights: &Weights,
    before: Accumulator,
    after: &Board,
    perspective: Color,
    changes: &InputChanges<3>,
) -> Accumulator {
    let mut sums = before;
    for (block, block_sums) in sums.iter_mut().enumerate() {
        let inputs = (0..3).filter(|&input| BLOCK[input] == block);
        if inputs.clone().any(|input| changes.of(perspective, input).refresh()) {
            *block_sums = [0; WIDTH];
            stockfish_active(after, perspective, |input, index| {
                if BLOCK[input] == block {
                    weights.apply(block, index, 1, block_sums);
                }
            });
            continue;
        }
        for input in inputs {
            let record = changes.of(perspective, input);
            record.removed().iter().for_each(|&index| weights.apply(block, index, -1, block_sums));
            record.added().iter().for_each(|&index| weights.apply(block, index, 1, block_sums));
        }
    }
    sums
}

/// Plays `plies` random moves from the start, the accumulators updated move by move and checked
/// against a refresh at every ply; how many blocks were updated and how many found afresh.
fn play(plies: usize, seed: u64) -> Result<(usize, usize), String> {
    let mut rng = Rng(seed.max(1));
    let weights = Weights::random(&mut rng);
    let mut board = Board::startpos();
    let mut accumulators = Color::ALL.map(|perspective| refresh(&weights, &board, perspective));
    let mut changes = InputChanges::<3>::new();
    let (mut updated, mut refreshed) = (0, 0);
    for ply in 0..plies {
        let moves = board.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.next() as usize % moves.len()];
        stockfish_play(&mut board, mv, &mut changes);
        for perspective in Color::ALL {
            let side = &mut accumulators[perspective as usize];
            *side = update(&weights, *side, &board, perspective, &changes);
            if *side != refresh(&weights, &board, perspective) {
                return Err(format!("ply {ply}: {perspective:?}'s accumulator after {mv:?} differs from a refresh"));
            }
            for block in 0..2 {
                match (0..3).any(|input| BLOCK[input] == block && changes.of(perspective, input).refresh()) {
                    true => refreshed += 1,
                    false => updated += 1,
                }
            }
        }
    }
    Ok((updated, refreshed))
}

fn main() -> Result<(), String> {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|arg| arg.parse().ok()).collect();
    let (plies, seed) = (args.first().map_or(120, |&n| n as usize), args.get(1).copied().unwrap_or(1));
    let (updated, refreshed) = play(plies, seed)?;
    println!("{plies} plies: {updated} blocks updated and {refreshed} found afresh, each equal to a refresh");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn updates_equal_refreshes_through_random_games() {
        for seed in 1..=4 {
            let (updated, refreshed) = play(150, seed).unwrap();
            assert!(updated > 10 * refreshed && refreshed > 0, "{updated} {refreshed}");
        }
    }
}
