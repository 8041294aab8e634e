//! The bbgen side of `cargo xtask search-cost`: the calls a search makes at every node, over a
//! stream of positions, as `xtask/src/search_cost/harness.cpp` makes Stockfish's. Each workload
//! folds its answers alike on both sides where the answers agree: moves by from, to and
//! promotion ([`fold`]), counts and flags added.

use bbgen::{Board, CheckSquares, Checks, Move, Role, Square};

/// A stream: positions, each with its legal moves and what a search finds once at the node
/// ([`Node`]), which the per-call workloads read (the node workloads find it themselves).
pub type Stream = Vec<(Board, Vec<Move>, Node)>;

/// What a search finds once at a node and its per-call workloads read.
pub struct Node {
    checks: Checks,
    squares: CheckSquares,
}

/// `positions` as a [`Stream`].
pub fn stream(positions: Vec<(Board, Vec<Move>)>) -> Stream {
    positions
        .into_iter()
        .map(|(board, moves)| {
            let node = Node { checks: board.checks(), squares: board.check_squares() };
            (board, moves, node)
        })
        .collect()
}

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
pub const WORKLOADS: [(&str, Unit); 26] = [
    ("legal_list", Unit::Position),
    ("legal_visit", Unit::Position),
    ("checks", Unit::Position),
    ("check_squares", Unit::Position),
    ("guards", Unit::Position),
    ("noisy_list", Unit::QuietPosition),
    ("noisy_visit", Unit::QuietPosition),
    ("noisy_list_alone", Unit::QuietPosition),
    ("noisy_visit_alone", Unit::QuietPosition),
    ("gives_check", Unit::Move),
    ("gives_check_alone", Unit::Move),
    ("see_ge:-1", Unit::Move),
    ("see_ge:0", Unit::Move),
    ("see_ge:+1", Unit::Move),
    ("see_ge_alone:-1", Unit::Move),
    ("see_ge_alone:0", Unit::Move),
    ("see_ge_alone:+1", Unit::Move),
    ("tt_move", Unit::Move),
    ("tt_move_alone", Unit::Move),
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
            Unit::QuietPosition => stream.iter().filter(|(board, ..)| !board.is_check()).count() as u64,
            Unit::Move => stream.iter().map(|(_, moves, _)| moves.len() as u64).sum(),
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
/// once, outside the loop, as the harness chooses Stockfish's. The per-call workloads read each
/// position's [`Node`] from the stream, as Stockfish's calls read the check information its
/// `do_move` stored, except the `_alone` forms, which find their own; `checks` and
/// `check_squares` count finding it, and the node workloads find it at each node (the check
/// squares only once a move is asked whether it checks). The SEE workloads find the position's
/// guards themselves, counted in (`guards` counts them alone); their `_alone` forms read none.
pub fn run(stream: &Stream, workload: &str) -> u64 {
    /// The answers of `f` over every position, folded.
    fn each(stream: &Stream, mut f: impl FnMut(&Board, &[Move], &Node) -> u64) -> u64 {
        stream.iter().fold(0, |answer, (board, moves, node)| {
            answer.rotate_left(1) ^ f(std::hint::black_box(board), moves, std::hint::black_box(node))
        })
    }
    match workload {
        "legal_list" => each(stream, |board, _, _| {
            let list = board.legal_moves();
            list.len() as u64 + list.first().map_or(0, |&mv| fold(0, mv))
        }),
        "legal_visit" => each(stream, |board, _, _| {
            let (mut count, mut first) = (0, 0);
            board.for_each_legal_move(|mv| {
                if count == 0 {
                    first = fold(0, mv);
                }
                count += 1;
            });
            count + first
        }),
        "checks" => each(stream, |board, _, _| {
            let checks = board.checks();
            checks.checkers().0 ^ checks.pinned().0
        }),
        "guards" => each(stream, |board, _, _| {
            let guards = board.guards();
            guards.attacked().0 ^ guards.seen_by_sliders().0
        }),
        "check_squares" => each(stream, |board, _, _| {
            let squares = board.check_squares();
            squares.discoverers().0 ^ squares.of(Role::Queen).0
        }),
        "noisy_list" => each(stream, |board, _, node| {
            let checks = &node.checks;
            if checks.is_check() { 0 } else { board.noisy_moves_with(checks).iter().fold(0, |sum, &mv| fold(sum, mv)) }
        }),
        "noisy_visit" => each(stream, |board, _, node| {
            let mut sum = 0;
            if !node.checks.is_check() {
                board.for_each_noisy_move_with(&node.checks, |mv| sum = fold(sum, mv));
            }
            sum
        }),
        "noisy_list_alone" => each(stream, |board, _, _| {
            if board.is_check() { 0 } else { board.noisy_moves().iter().fold(0, |sum, &mv| fold(sum, mv)) }
        }),
        "noisy_visit_alone" => each(stream, |board, _, _| {
            let mut sum = 0;
            if !board.is_check() {
                board.for_each_noisy_move(|mv| sum = fold(sum, mv));
            }
            sum
        }),
        "gives_check" => each(stream, |board, moves, node| {
            moves.iter().map(|&mv| u64::from(board.gives_check_with(&node.squares, mv))).sum()
        }),
        "gives_check_alone" => {
            each(stream, |board, moves, _| moves.iter().map(|&mv| u64::from(board.gives_check(mv))).sum())
        }
        "see_ge:-1" => each(stream, |board, moves, _| {
            let guards = board.guards();
            moves.iter().map(|&mv| u64::from(board.see_ge_with(&guards, mv, -PAWN))).sum()
        }),
        "see_ge:0" => each(stream, |board, moves, _| {
            let guards = board.guards();
            moves.iter().map(|&mv| u64::from(board.see_ge_with(&guards, mv, 0))).sum()
        }),
        "see_ge:+1" => each(stream, |board, moves, _| {
            let guards = board.guards();
            moves.iter().map(|&mv| u64::from(board.see_ge_with(&guards, mv, PAWN))).sum()
        }),
        "see_ge_alone:-1" => {
            each(stream, |board, moves, _| moves.iter().map(|&mv| u64::from(board.see_ge(mv, -PAWN))).sum())
        }
        "see_ge_alone:0" => {
            each(stream, |board, moves, _| moves.iter().map(|&mv| u64::from(board.see_ge(mv, 0))).sum())
        }
        "see_ge_alone:+1" => {
            each(stream, |board, moves, _| moves.iter().map(|&mv| u64::from(board.see_ge(mv, PAWN))).sum())
        }
        "tt_move" => each(stream, |board, moves, node| {
            moves.iter().map(|&mv| u64::from(board.is_legal_with(&node.checks, mv))).sum()
        }),
        "tt_move_alone" => each(stream, |board, moves, _| moves.iter().map(|&mv| u64::from(board.is_legal(mv))).sum()),
        // The squares by number, as Stockfish's loop walks them: through `Square::ALL` the loop
        // loaded each one, 2 instructions a call that Stockfish's side does not count.
        "attackers_to" => each(stream, |board, _, _| {
            (0..64).filter_map(Square::new).fold(0, |sum, sq| sum ^ board.attackers_to(sq, board.occupied()).0)
        }),
        "make" => each(stream, |board, moves, _| moves.iter().fold(0, |sum, &mv| sum ^ make(board, mv))),
        "key_after" => each(stream, |board, moves, _| moves.iter().fold(0, |sum, mv| sum ^ board.key_after(mv))),
        "qnode_list" => each(stream, |board, _, _| {
            let checks = board.checks();
            let mut sum = 0;
            if !checks.is_check() {
                let mut squares = None;
                for &mv in board.noisy_moves_with(&checks).iter() {
                    if board.see_ge(mv, 0) {
                        let squares = squares.get_or_insert_with(|| board.check_squares());
                        sum = fold(sum, mv) ^ make(board, mv) ^ u64::from(board.gives_check_with(squares, mv));
                    }
                }
            }
            sum
        }),
        "qnode_visit" => each(stream, |board, _, _| {
            let checks = board.checks();
            let mut sum = 0;
            if !checks.is_check() {
                let mut squares = None;
                board.for_each_noisy_move_with(&checks, |mv| {
                    if board.see_ge(mv, 0) {
                        let squares = squares.get_or_insert_with(|| board.check_squares());
                        sum = fold(sum, mv) ^ make(board, mv) ^ u64::from(board.gives_check_with(squares, mv));
                    }
                });
            }
            sum
        }),
        "main_list" => each(stream, |board, _, _| {
            let (checks, squares) = (board.checks(), board.check_squares());
            let mut sum = u64::from(checks.is_check());
            for &mv in board.legal_moves_with(&checks).iter() {
                sum = fold(sum, mv) ^ make(board, mv) ^ u64::from(board.gives_check_with(&squares, mv));
            }
            sum
        }),
        "main_visit" => each(stream, |board, _, _| {
            let (checks, squares) = (board.checks(), board.check_squares());
            let mut sum = u64::from(checks.is_check());
            board.for_each_legal_move_with(&checks, |mv| {
                sum = fold(sum, mv) ^ make(board, mv) ^ u64::from(board.gives_check_with(&squares, mv));
            });
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
    for (board, moves, node) in stream {
        let (checks, squares) = (&node.checks, &node.squares);
        let text = |mv: Move| board.uci(mv, bbgen::CastlingMode::Chess960).to_string();
        assert_eq!(checks.is_check(), board.is_check(), "checks() on {board}");
        let noisy_moves = board.noisy_moves_with(checks);
        assert_eq!(noisy_moves, board.noisy_moves(), "noisy_moves_with on {board}");
        let mut noisy: Vec<String> =
            if checks.is_check() { Vec::new() } else { noisy_moves.iter().map(|&mv| text(mv)).collect() };
        noisy.sort();
        out.push_str(&format!("P {} {}", u8::from(checks.is_check()), board.legal_moves_with(checks).len()));
        for mv in noisy {
            out.push(' ');
            out.push_str(&mv);
        }
        out.push('\n');
        let guards = board.guards();
        for &mv in moves {
            let see = |threshold| {
                let answer = board.see_ge_with(&guards, mv, threshold);
                assert_eq!(answer, board.see_ge(mv, threshold), "see_ge_with of {} on {board}", text(mv));
                u8::from(answer)
            };
            let gives_check = board.gives_check_with(squares, mv);
            assert_eq!(gives_check, board.gives_check(mv), "gives_check_with of {} on {board}", text(mv));
            out.push_str(&format!("M {} {} {}{}{}\n", text(mv), u8::from(gives_check), see(-PAWN), see(0), see(PAWN)));
        }
    }
    out
}
