//! The bbgen side of `cargo xtask search-cost`: the calls a search makes at every node, over a
//! stream of positions, as `xtask/src/search_cost/harness.cpp` makes Stockfish's. Each workload
//! folds its answers alike on both sides where the answers agree: moves by from, to and
//! promotion ([`fold`]), counts and flags added.

use bbgen::{Board, Move, Role, Square};

/// A stream: positions, each with its legal moves.
pub type Stream = Vec<(Board, Vec<Move>)>;

/// bbgen's pawn, the unit of the SEE thresholds (Stockfish's own is its `PawnValue`).
const PAWN: i32 = 100;

/// A move folded into a checksum as the Stockfish harness folds it: from, to and promotion, the
/// promotion in Stockfish's numbering (knight 2 to queen 5).
pub fn fold(sum: u64, mv: Move) -> u64 {
    let promotion = match mv.promotion {
        Some(Role::Knight) => 2,
        Some(Role::Bishop) => 3,
        Some(Role::Rook) => 4,
        Some(Role::Queen) => 5,
        _ => 0,
    };
    let code = (mv.from.index() as u64) << 9 | (mv.to.index() as u64) << 3 | promotion;
    (sum ^ code).wrapping_mul(0x1_0000_01B3)
}

/// The workloads, each with the unit its count is divided by: the harness's names, with `_list`
/// and `_visit` for the list and visitor forms where bbgen has both.
pub const WORKLOADS: [(&str, Unit); 16] = [
    ("legal_list", Unit::Position),
    ("legal_visit", Unit::Position),
    ("noisy_list", Unit::QuietPosition),
    ("noisy_visit", Unit::QuietPosition),
    ("gives_check", Unit::Move),
    ("see_ge:-1", Unit::Move),
    ("see_ge:0", Unit::Move),
    ("see_ge:+1", Unit::Move),
    ("tt_move", Unit::Move),
    ("attackers_to", Unit::Square),
    ("make", Unit::Move),
    ("key_after", Unit::Move),
    ("qnode_list", Unit::QuietPosition),
    ("qnode_visit", Unit::QuietPosition),
    ("main_list", Unit::Position),
    ("main_visit", Unit::Position),
];

/// What a workload's count is divided by.
#[derive(Clone, Copy, Debug)]
pub enum Unit {
    /// A position of the stream.
    Position,
    /// A position not in check: captures are generated only there.
    QuietPosition,
    /// A legal move.
    Move,
    /// A square of a position: `attackers_to` is asked of all 64.
    Square,
}

impl Unit {
    /// How many of this unit `stream` holds.
    pub fn count(self, stream: &Stream) -> u64 {
        match self {
            Unit::Position => stream.len() as u64,
            Unit::QuietPosition => stream.iter().filter(|(board, _)| !board.is_check()).count() as u64,
            Unit::Move => stream.iter().map(|(_, moves)| moves.len() as u64).sum(),
            Unit::Square => 64 * stream.len() as u64,
        }
    }

    /// Its name in `icount list`, a word.
    pub fn name(self) -> &'static str {
        match self {
            Unit::Position => "position",
            Unit::QuietPosition => "quiet-position",
            Unit::Move => "move",
            Unit::Square => "call",
        }
    }
}

/// The key of the position `mv` makes, played on a copy as a search does.
fn make(board: &Board, mv: Move) -> u64 {
    let mut child = *board;
    child.play_unchecked(mv);
    child.hash()
}

/// One pass of `workload` over `stream`; the answer folds every result. The workload is chosen
/// once, outside the loop, as the harness chooses Stockfish's.
pub fn run(stream: &Stream, workload: &str) -> u64 {
    /// The answers of `f` over every position, folded.
    fn each(stream: &Stream, mut f: impl FnMut(&Board, &[Move]) -> u64) -> u64 {
        stream.iter().fold(0, |answer, (board, moves)| answer.rotate_left(1) ^ f(std::hint::black_box(board), moves))
    }
    match workload {
        "legal_list" => each(stream, |board, _| {
            let list = board.legal_moves();
            list.len() as u64 + list.first().map_or(0, |&mv| fold(0, mv))
        }),
        "legal_visit" => each(stream, |board, _| {
            let (mut count, mut first) = (0, 0);
            board.for_each_legal_move(|mv| {
                if count == 0 {
                    first = fold(0, mv);
                }
                count += 1;
            });
            count + first
        }),
        "noisy_list" => each(stream, |board, _| {
            if board.is_check() { 0 } else { board.noisy_moves().iter().fold(0, |sum, &mv| fold(sum, mv)) }
        }),
        "noisy_visit" => each(stream, |board, _| {
            let mut sum = 0;
            if !board.is_check() {
                board.for_each_noisy_move(|mv| sum = fold(sum, mv));
            }
            sum
        }),
        "gives_check" => each(stream, |board, moves| moves.iter().map(|&mv| u64::from(board.gives_check(mv))).sum()),
        "see_ge:-1" => each(stream, |board, moves| moves.iter().map(|&mv| u64::from(board.see_ge(mv, -PAWN))).sum()),
        "see_ge:0" => each(stream, |board, moves| moves.iter().map(|&mv| u64::from(board.see_ge(mv, 0))).sum()),
        "see_ge:+1" => each(stream, |board, moves| moves.iter().map(|&mv| u64::from(board.see_ge(mv, PAWN))).sum()),
        "tt_move" => each(stream, |board, moves| moves.iter().map(|&mv| u64::from(board.is_legal(mv))).sum()),
        "attackers_to" => each(stream, |board, _| {
            Square::ALL.iter().fold(0, |sum, &sq| sum ^ board.attackers_to(sq, board.occupied()).0)
        }),
        "make" => each(stream, |board, moves| moves.iter().fold(0, |sum, &mv| sum ^ make(board, mv))),
        "key_after" => each(stream, |board, moves| moves.iter().fold(0, |sum, &mv| sum ^ board.key_after(mv))),
        "qnode_list" => each(stream, |board, _| {
            let mut sum = 0;
            if !board.is_check() {
                for &mv in board.noisy_moves().iter() {
                    if board.see_ge(mv, 0) {
                        sum = fold(sum, mv) ^ make(board, mv) ^ u64::from(board.gives_check(mv));
                    }
                }
            }
            sum
        }),
        "qnode_visit" => each(stream, |board, _| {
            let mut sum = 0;
            if !board.is_check() {
                board.for_each_noisy_move(|mv| {
                    if board.see_ge(mv, 0) {
                        sum = fold(sum, mv) ^ make(board, mv) ^ u64::from(board.gives_check(mv));
                    }
                });
            }
            sum
        }),
        "main_list" => each(stream, |board, _| {
            let mut sum = u64::from(board.is_check());
            for &mv in board.legal_moves().iter() {
                sum = fold(sum, mv) ^ make(board, mv) ^ u64::from(board.gives_check(mv));
            }
            sum
        }),
        "main_visit" => each(stream, |board, _| {
            let mut sum = u64::from(board.is_check());
            board.for_each_legal_move(|mv| sum = fold(sum, mv) ^ make(board, mv) ^ u64::from(board.gives_check(mv)));
            sum
        }),
        _ => panic!("unknown search workload `{workload}`"),
    }
}

/// Every answer the agreement check compares, in the harness's lines: `P <in check> <legal
/// moves> <noisy moves, sorted>` for a position, then `M <move> <gives check> <see_ge at -1, 0
/// and +1 pawn>` for each of its moves, castling as the king onto its rook.
pub fn answers(stream: &Stream) -> String {
    let mut out = String::new();
    for (board, moves) in stream {
        let text = |mv: Move| board.uci(mv, bbgen::CastlingMode::Chess960).to_string();
        let mut noisy: Vec<String> =
            if board.is_check() { Vec::new() } else { board.noisy_moves().iter().map(|&mv| text(mv)).collect() };
        noisy.sort();
        out.push_str(&format!("P {} {}", u8::from(board.is_check()), board.legal_moves().len()));
        for mv in noisy {
            out.push(' ');
            out.push_str(&mv);
        }
        out.push('\n');
        for &mv in moves {
            let see = |threshold| u8::from(board.see_ge(mv, threshold));
            out.push_str(&format!(
                "M {} {} {}{}{}\n",
                text(mv),
                u8::from(board.gives_check(mv)),
                see(-PAWN),
                see(0),
                see(PAWN)
            ));
        }
    }
    out
}
