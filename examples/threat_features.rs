//! An NNUE accumulator's threat inputs, kept up to date move by move: the active feature indices
//! of a position from both sides with Stockfish's SFNNv10 map, then a move played with its
//! threat changes recorded, as a search plays it (only the map's pairs), the changes applied to
//! each side's sorted list of indices and checked against a recount.
//!
//! ```text
//! cargo run --example threat_features
//! cargo run --example threat_features -- "FEN" e2e4
//! ```

use bbgen::{Board, Color, Move, Threat, ThreatChanges};

// Stockfish's SFNNv10 map: rows are the attacker, columns the attacked piece, pawn to king.
bbgen::nnue_threats! {
    name = SF10,
    0 1 - 2 - -
    0 1 2 3 4 5
    0 1 2 3 - 4
    0 1 2 3 - 4
    0 1 2 3 4 5
    0 1 2 3 - -
}

/// The feature index of `threat` seen from `perspective` on `board`, if it is a feature.
fn index(board: &Board, perspective: Color, threat: &Threat) -> Option<u32> {
    sf10(perspective, threat.attacker, threat.from, threat.attacked, threat.to, board.king(perspective))
}

/// Every active feature of `board` from `perspective`, sorted.
fn active(board: &Board, perspective: Color) -> Vec<u32> {
    let mut features: Vec<u32> = sf10_active(board, perspective).collect();
    features.sort_unstable();
    features
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let fen = args.first().map_or("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -", String::as_str);
    let board = Board::from_fen(fen)?;
    let mv = board.parse_uci(args.get(1).map_or("e5f7", String::as_str))?;
    println!("{board}: {} threats, {SF10_DIMENSIONS} features in the map", board.threats().count());

    let mut features = Color::ALL.map(|perspective| active(&board, perspective));
    for (perspective, list) in Color::ALL.iter().zip(&features) {
        println!("{perspective:?}'s {} active features: {list:?}", list.len());
    }

    Ok(update(&board, mv, &mut features, &mut ThreatChanges::new(), true)?)
}

/// Plays `mv` on a copy of `board` with its threat changes recorded into `changes`, applies them
/// to each side's sorted `features` of `board`, printing what it does where `verbose`, and
/// checks the lists against a recount of the board after it.
fn update(
    board: &Board,
    mv: Move,
    features: &mut [Vec<u32>; 2],
    changes: &mut ThreatChanges,
    verbose: bool,
) -> Result<(), String> {
    let mut after = *board;
    after.play_unchecked_with_threats(mv, &SF10_PAIRS, changes);
    if verbose {
        let (added, removed) = (changes.added().len(), changes.removed().len());
        println!("{}: {added} threats of the map's pairs added, {removed} removed", board.san(mv));
    }
    for (perspective, list) in Color::ALL.iter().zip(features.iter_mut()) {
        let perspective = *perspective;
        // A king that crosses between files d and e mirrors every input of its side: the
        // network refreshes that side from scratch, as engines do.
        if sf10_needs_refresh(board, mv, perspective) {
            *list = active(&after, perspective);
            if verbose {
                println!("{perspective:?}'s king changed halves: its {} features recounted", list.len());
            }
            continue;
        }
        for threat in changes.removed() {
            if let Some(gone) = index(board, perspective, threat) {
                let at = list.binary_search(&gone).map_err(|_| format!("{gone} was not active"))?;
                list.remove(at);
            }
        }
        for threat in changes.added() {
            if let Some(new) = index(&after, perspective, threat) {
                let at = list.binary_search(&new).err().ok_or(format!("{new} was active already"))?;
                list.insert(at, new);
            }
        }
        if *list != active(&after, perspective) {
            return Err(format!("{perspective:?}'s features after {mv:?} differ from a recount"));
        }
        if verbose {
            println!("{perspective:?}'s {} features after the update equal a recount", list.len());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every legal move of positions with castling, en passant, promotions and king moves that
    /// cross between files d and e.
    #[test]
    fn updates_equal_recounts() {
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        ] {
            let board = Board::from_fen(fen).unwrap();
            let mut changes = ThreatChanges::new();
            for mv in board.legal_moves() {
                let mut features = Color::ALL.map(|perspective| active(&board, perspective));
                update(&board, mv, &mut features, &mut changes, false).unwrap();
            }
        }
    }
}
