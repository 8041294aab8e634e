//! The workloads `cargo xtask icount` counts instructions of under valgrind's callgrind: perft,
//! every slider method's lookups, the runtime's single-position calls (the key after a move, a
//! move's threat changes beside the recount they replace), moves played with their threat changes recorded, and the
//! generator, each for bbgen and, where it has the same call, cozy-chess.
//!
//! ```text
//! icount list                          # one `workload library unit count` line each
//! icount run WORKLOAD LIBRARY 0|1      # 0 builds the inputs only; 1 also runs the workload
//! icount stream                        # the threat workloads' moves: `FEN;MOVE ...` a position
//! icount record                        # each of those moves' changes with Stockfish's pairs
//! icount search-stream                 # `cargo xtask search-cost`'s second stream, likewise
//! icount see-stream                    # the second without promotions and en passant, likewise
//! icount chess960-stream               # Chess960 positions with a castling, likewise
//! icount search-answers STREAM         # its answers, for the agreement with Stockfish's
//! ```
//!
//! Instructions are counted for the whole process, so `cargo xtask icount` runs each workload
//! twice, with and without its work, and reports the difference: the inputs, the process start
//! and the loader count in both and cancel out. Run by `cargo bench` it prints its usage and
//! stops, so that `cargo bench` stays a timing run.

mod common;
#[path = "common/queens.rs"]
mod queens;
#[path = "common/search.rs"]
mod search;

use std::hint::black_box;

use bbgen::{Bitboard, Board, CastlingMode, Color, InputChanges, Move, Square, ThreatChanges, ThreatPairs};
use common::Rng;

// Stockfish's SFNNv10 map and its current one, for their pairs, and every input of its current
// network.
mod maps {
    bbgen::nnue_threats!(name = SF10, 0 1 - 2 - - 0 1 2 3 4 5 0 1 2 3 - 4 0 1 2 3 - 4 0 1 2 3 4 5 0 1 2 3 - -);
    bbgen::nnue_threats!(name = SF_CURRENT, - 0 - 1 - - 0 1 2 3 4 - 0 1 2 3 - - 0 1 2 3 - - 0 1 2 3 4 - - - - - - -);
    bbgen::nnue_inputs!(
        name = STOCKFISH,
        [psq = nnue_psq!(
            stockfish,
            mirror = a_to_d,
            [
                28, 29, 30, 31, 31, 30, 29, 28, 24, 25, 26, 27, 27, 26, 25, 24, 20, 21, 22, 23, 23, 22, 21, 20, 16, 17,
                18, 19, 19, 18, 17, 16, 12, 13, 14, 15, 15, 14, 13, 12, 8, 9, 10, 11, 11, 10, 9, 8, 4, 5, 6, 7, 7, 6,
                5, 4, 0, 1, 2, 3, 3, 2, 1, 0,
            ]
        )],
        [
            threats = nnue_threats!(
                rank = lookup, - 0 - 1 - - 0 1 2 3 4 - 0 1 2 3 - - 0 1 2 3 - - 0 1 2 3 4 - - - - - - -
            ),
            pairs = nnue_pawn_pairs!(files = 3, mirror = e_to_h, base = 59808),
        ],
    );
}

/// The workloads on the threat stream ([`common::threat_stream`]), a move a unit: the move
/// alone, its changes looked at, and the move played with its changes recorded, for each pairs.
/// With no pairs, a filter folded where the call is inlined leaves nothing to record; the same
/// pairs hidden from the compiler show what the filter would cost read at run time.
const STREAM: [&str; 8] = [
    "stream:copy+play_unchecked",
    "stream:copy+play_with_inputs:stockfish",
    "stream:threat_changes",
    "stream:copy+play_with_threats:sf_current",
    "stream:copy+play_with_threats:sf10",
    "stream:copy+play_with_threats:all",
    "stream:copy+play_with_threats:none",
    "stream:copy+play_with_threats:none_at_run_time",
];

/// The two perft positions: start at depth 5, Kiwipete at depth 4, with their leaf counts.
const PERFT: [(&str, &str, u32, u64); 2] = [
    ("perft-start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4_865_609),
    ("perft-kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4_085_603),
];

/// Queen lookups per slider workload.
const LOOKUPS: usize = 1 << 18;

/// How many times the single-position calls go over their inputs.
const REPEATS: usize = 16;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        ["list"] => {
            for (workload, library, unit, count) in workloads() {
                println!("{workload} {library} {unit} {count}");
            }
        }
        ["stream"] => {
            for (board, moves) in common::threat_stream() {
                let moves: Vec<String> =
                    moves.iter().map(|&mv| board.uci(mv, CastlingMode::Chess960).to_string()).collect();
                println!("{board};{}", moves.join(" "));
            }
        }
        ["search-stream"] | ["see-stream"] | ["chess960-stream"] => {
            let stream = match args[0] {
                "search-stream" => common::search_stream(),
                "see-stream" => common::see_stream(),
                _ => common::chess960_stream(),
            };
            for (board, moves) in stream {
                let moves: Vec<String> =
                    moves.iter().map(|&mv| board.uci(mv, CastlingMode::Chess960).to_string()).collect();
                println!("{board};{}", moves.join(" "));
            }
        }
        ["search-answers", stream] => print!("{}", search::answers(&search_stream(stream))),
        ["record"] => {
            let mut changes = ThreatChanges::new();
            for (board, moves) in common::threat_stream() {
                for mv in moves {
                    board.clone().play_unchecked_with_threats(mv, &maps::SF_CURRENT_PAIRS, &mut changes);
                    let mut line = board.uci(mv, CastlingMode::Chess960).to_string();
                    let mut threats: Vec<String> = changes.added().iter().map(|t| format!("+{}", threat(t))).collect();
                    threats.extend(changes.removed().iter().map(|t| format!("-{}", threat(t))));
                    threats.sort_by(|a, b| a[1..].cmp(&b[1..]));
                    for text in threats {
                        line.push(' ');
                        line.push_str(&text);
                    }
                    println!("{line}");
                }
            }
        }
        ["run", workload, library, work @ ("0" | "1")] => {
            let answer = run(workload, library, *work == "1");
            // The answer is printed so that no part of the work can be left out.
            println!("{answer}");
        }
        _ => eprintln!("icount: counted by `cargo xtask icount`; see the file's doc for its usage"),
    }
}

/// A search-cost stream by name: `threat` ([`common::threat_stream`]), `special`
/// ([`common::search_stream`]) or `special-see` ([`common::see_stream`]).
fn search_stream(name: &str) -> search::Stream {
    match name {
        "threat" => search::stream(common::threat_stream()),
        "special" => search::stream(common::search_stream()),
        "special-see" => search::stream(common::see_stream()),
        _ => panic!("unknown stream `{name}`: `threat`, `special` or `special-see`"),
    }
}

/// Every workload with each library that has it, the unit its work is counted in, and how many.
fn workloads() -> Vec<(String, String, &'static str, u64)> {
    let mut list = Vec::new();
    for (name, _, _, nodes) in PERFT {
        list.push((name.to_owned(), "bbgen".to_owned(), "node", nodes));
        list.push((name.to_owned(), "cozy-chess".to_owned(), "node", nodes));
    }
    for (method, _) in methods() {
        list.push(("queen".to_owned(), format!("bbgen-{method}"), "lookup", LOOKUPS as u64));
    }
    list.push(("queen".to_owned(), "bbgen-attacks::queen".to_owned(), "lookup", LOOKUPS as u64));
    list.push(("queen".to_owned(), "cozy-chess".to_owned(), "lookup", LOOKUPS as u64));
    let inputs = Inputs::new();
    let calls = |n: usize| (n * REPEATS) as u64;
    for (workload, count, peer) in [
        ("attackers_to", calls(inputs.boards.len() * 64), true),
        ("is_legal", calls(inputs.candidates.len()), true),
        ("see", calls(inputs.captures.len()), false),
        ("try_play", calls(inputs.legal.len()), true),
        ("play+hash", calls(inputs.legal.len()), true),
        ("key_after", calls(inputs.legal.len()), false),
        ("threat_changes", calls(inputs.legal.len()), false),
        ("threat_recount", calls(inputs.legal.len()), false),
    ] {
        list.push((workload.to_owned(), "bbgen".to_owned(), "call", count));
        if peer {
            list.push((workload.to_owned(), "cozy-chess".to_owned(), "call", count));
        }
    }
    let moves: usize = common::threat_stream().iter().map(|(_, moves)| moves.len()).sum();
    for workload in STREAM {
        list.push((workload.to_owned(), "bbgen".to_owned(), "move", calls(moves)));
    }
    for name in ["threat", "special", "special-see"] {
        let stream = search_stream(name);
        // The third stream is there for the SEE rows alone.
        let see_only = name == "special-see";
        for (workload, unit) in
            search::WORKLOADS.into_iter().filter(|(workload, _)| !see_only || workload.starts_with("see_ge"))
        {
            list.push((
                format!("search:{name}:{workload}"),
                "bbgen".to_owned(),
                unit.name(),
                unit.count(&stream) * REPEATS as u64,
            ));
        }
    }
    list.push(("expand".to_owned(), "bbgen-codegen".to_owned(), "pattern", bbgen_cli::CANONICAL.len() as u64));
    list
}

/// A threat as `cargo xtask threat-cost` compares them: attacker, its square, attacked, its
/// square, each piece by its FEN letter (`Nf3Pe5`).
fn threat(threat: &bbgen::Threat) -> String {
    format!("{}{}{}{}", threat.attacker.char(), threat.from, threat.attacked.char(), threat.to)
}

/// A move of the threat stream played on a copy of its board, and its answer.
type Play<'a> = Box<dyn FnMut(&mut Board, Move) -> u64 + 'a>;

/// A workload on the threat stream: every move, each from a copy of its board, its answer
/// folded. The pairs are passed as constants, as an engine passes its map's.
fn stream(workload: &str, work: bool) -> u64 {
    let stream = common::threat_stream();
    if !work {
        return black_box(stream).len() as u64;
    }
    // Every move's answer folds the board's key and the record's lengths, the record that the
    // move alone leaves empty, as the Stockfish harness folds its list's length in both builds.
    let mut changes = ThreatChanges::new();
    let lengths = |changes: &ThreatChanges| (changes.added().len() << 8 | changes.removed().len()) as u64;
    let mut inputs = InputChanges::<3>::new();
    // Each workload names its pairs where it calls, as an engine does.
    macro_rules! with_threats {
        ($pairs:expr) => {
            Box::new(|board: &mut Board, mv| {
                board.play_unchecked_with_threats(mv, &$pairs, &mut changes);
                board.hash() ^ lengths(&changes)
            })
        };
    }
    let mut play: Play<'_> = match workload {
        "stream:copy+play_unchecked" => Box::new(|board: &mut Board, mv| {
            board.play_unchecked(mv);
            board.hash() ^ lengths(&changes)
        }),
        "stream:threat_changes" => Box::new(|board: &mut Board, mv| common::threat_changes(board, mv)),
        // The lists' lengths summed, as the Stockfish harness sums its lists' sizes.
        "stream:copy+play_with_inputs:stockfish" => Box::new(|board: &mut Board, mv| {
            maps::stockfish_play(board, mv, &mut inputs);
            let mut lengths = 0;
            for side in Color::ALL {
                for input in 0..3 {
                    let record = inputs.of(side, input);
                    lengths += record.removed().len() + record.added().len();
                }
            }
            board.hash() ^ lengths as u64
        }),
        "stream:copy+play_with_threats:sf_current" => with_threats!(maps::SF_CURRENT_PAIRS),
        "stream:copy+play_with_threats:sf10" => with_threats!(maps::SF10_PAIRS),
        "stream:copy+play_with_threats:all" => with_threats!(ThreatPairs::ALL),
        "stream:copy+play_with_threats:none" => with_threats!(ThreatPairs::NONE),
        "stream:copy+play_with_threats:none_at_run_time" => with_threats!(*black_box(&ThreatPairs::NONE)),
        _ => panic!("unknown workload `{workload}`"),
    };
    let mut answer = 0u64;
    for _ in 0..REPEATS {
        for (board, moves) in &stream {
            for &mv in moves {
                let mut next = *black_box(board);
                answer = answer.rotate_left(5) ^ play(&mut next, mv);
            }
        }
    }
    answer
}

/// Builds the inputs of `workload` and, if `work`, runs it with `library`; the answer folds
/// every result.
fn run(workload: &str, library: &str, work: bool) -> u64 {
    if let Some(&(_, fen, depth, _)) = PERFT.iter().find(|(name, ..)| *name == workload) {
        return match library {
            "bbgen" => {
                let board = Board::from_fen(fen).unwrap();
                if work { board.perft(depth) } else { 0 }
            }
            _ => {
                let board = cozy_chess::Board::from_fen(fen, false).unwrap();
                if work { common::cozy_perft(&board, depth) } else { 0 }
            }
        };
    }
    if workload == "queen" {
        return queen(library, work);
    }
    if workload.starts_with("stream:") {
        return stream(workload, work);
    }
    if let Some((name, workload)) = workload.strip_prefix("search:").and_then(|rest| rest.split_once(':')) {
        let stream = search_stream(name);
        if !work {
            return black_box(stream).len() as u64;
        }
        return (0..REPEATS).fold(0, |answer, _| answer.wrapping_add(search::run(black_box(&stream), workload)));
    }
    if workload == "expand" {
        let patterns: Vec<&str> = bbgen_cli::CANONICAL.iter().map(|&(_, pattern)| pattern).collect();
        if !work {
            return black_box(patterns).len() as u64;
        }
        return patterns
            .iter()
            .map(|pattern| bbgen_codegen::expand_invocation(pattern).unwrap().to_string().len() as u64)
            .sum();
    }
    let inputs = Inputs::new();
    let cozy = library == "cozy-chess";
    let cozy_boards: Vec<cozy_chess::Board> =
        inputs.boards.iter().map(|board| cozy_chess::Board::from_fen(&board.to_string(), false).unwrap()).collect();
    let cozy_move = |(i, mv): (usize, Move)| -> (usize, cozy_chess::Move) {
        let board = &inputs.boards[i];
        let text = board.uci(mv, CastlingMode::Chess960).to_string();
        (i, text.parse().unwrap())
    };
    let cozy_legal: Vec<_> = inputs.legal.iter().copied().map(cozy_move).collect();
    let cozy_candidates: Vec<_> = inputs.candidates.iter().copied().map(cozy_move).collect();
    if !work {
        return black_box((cozy_boards, cozy_legal, cozy_candidates)).0.len() as u64;
    }
    let mut answer = 0u64;
    for _ in 0..REPEATS {
        answer ^= match (workload, cozy) {
            ("attackers_to", false) => fold(&inputs.boards, |board| {
                Square::ALL.iter().fold(0, |acc, &sq| acc ^ board.attackers_to(sq, board.occupied()).0)
            }),
            ("attackers_to", true) => fold(&cozy_boards, |board| {
                cozy_chess::Square::ALL.iter().fold(0, |acc, &sq| acc ^ common::cozy_attackers(board, sq))
            }),
            ("is_legal", false) => fold(&inputs.candidates, |&(i, mv)| u64::from(inputs.boards[i].is_legal(mv))),
            ("is_legal", true) => fold(&cozy_candidates, |&(i, mv)| u64::from(cozy_boards[i].is_legal(mv))),
            ("see", _) => fold(&inputs.captures, |&(i, mv)| inputs.boards[i].see(mv) as u64),
            ("try_play", false) => fold(&inputs.legal, |&(i, mv)| {
                let mut board = inputs.boards[i];
                board.try_play(mv).map_or(0, |()| board.hash())
            }),
            ("try_play", true) => fold(&cozy_legal, |&(i, mv)| {
                let mut board = cozy_boards[i].clone();
                board.try_play(mv).map_or(0, |()| board.hash())
            }),
            ("play+hash", false) => fold(&inputs.legal, |&(i, mv)| {
                let mut board = inputs.boards[i];
                board.play_unchecked(mv);
                board.hash()
            }),
            ("play+hash", true) => fold(&cozy_legal, |&(i, mv)| {
                let mut board = cozy_boards[i].clone();
                board.play_unchecked(mv);
                board.hash()
            }),
            ("key_after", _) => fold(&inputs.legal, |(i, mv)| inputs.boards[*i].key_after(mv)),
            ("threat_changes", _) => fold(&inputs.legal, |&(i, mv)| common::threat_changes(&inputs.boards[i], mv)),
            ("threat_recount", _) => fold(&inputs.legal, |&(i, mv)| common::threat_recount(&inputs.boards[i], mv)),
            _ => panic!("unknown workload `{workload}` for `{library}`"),
        };
    }
    answer
}

/// The XOR of `f` over `items`, each answer kept from the optimiser.
fn fold<T>(items: &[T], f: impl Fn(&T) -> u64) -> u64 {
    items.iter().fold(0, |acc, item| acc ^ black_box(f(item)))
}

/// Queen lookups by one method over random squares and occupancies.
fn queen(library: &str, work: bool) -> u64 {
    let mut rng = Rng(7);
    let inputs: Vec<(u8, u64)> = (0..LOOKUPS).map(|_| (rng.square(), rng.occupancy())).collect();
    if !work {
        return black_box(inputs).len() as u64;
    }
    let ours = |lookup: Lookup| {
        inputs.iter().fold(0, |acc, &(sq, occupancy)| acc ^ lookup(Square::ALL[usize::from(sq)], occupancy))
    };
    match library {
        "cozy-chess" => inputs.iter().fold(0, |acc, &(sq, occupancy)| {
            let (sq, occupancy) = (cozy_chess::Square::index(usize::from(sq)), cozy_chess::BitBoard(occupancy));
            acc ^ (cozy_chess::get_rook_moves(sq, occupancy) | cozy_chess::get_bishop_moves(sq, occupancy)).0
        }),
        "bbgen-attacks::queen" => ours(|sq, occupancy| bbgen::attacks::queen(sq, Bitboard(occupancy)).0),
        _ => {
            let method = library.strip_prefix("bbgen-").unwrap_or(library);
            let (_, lookup) = methods().into_iter().find(|(name, _)| name == method).unwrap();
            ours(lookup)
        }
    }
}

/// A queen lookup: the attacks from a square with an occupancy.
type Lookup = fn(Square, u64) -> u64;

/// Each slider method's name and queen lookup, called through a pointer alike; the name without
/// its spaces (`obstruction,rook=table_free`), as the listing's fields are split at spaces.
fn methods() -> Vec<(String, Lookup)> {
    let mut methods: Vec<(String, Lookup)> = Vec::new();
    macro_rules! push {
        ($name:literal, $lookup:path) => {
            methods.push(($name.replace(' ', ""), $lookup));
        };
    }
    queens::each_method!(push);
    methods
}

/// Positions from random play, and moves in them by index: every legal move, the captures, and
/// candidates for a legality test (the legal moves and as many moves of the side to move's
/// pieces to random squares, most of them illegal).
struct Inputs {
    boards: Vec<Board>,
    legal: Vec<(usize, Move)>,
    captures: Vec<(usize, Move)>,
    candidates: Vec<(usize, Move)>,
}

impl Inputs {
    fn new() -> Inputs {
        let mut rng = Rng(11);
        let mut boards = Vec::new();
        let mut board = Board::startpos();
        while boards.len() < 256 {
            let moves = board.legal_moves();
            if moves.is_empty() || board.halfmove_clock() > 60 {
                board = Board::startpos();
                continue;
            }
            board.play_unchecked(moves[rng.next() as usize % moves.len()]);
            boards.push(board);
        }
        let mut inputs = Inputs { boards, legal: Vec::new(), captures: Vec::new(), candidates: Vec::new() };
        for (i, board) in inputs.boards.iter().enumerate() {
            for mv in board.legal_moves() {
                inputs.legal.push((i, mv));
                inputs.candidates.push((i, mv));
                if board.is_capture(mv) {
                    inputs.captures.push((i, mv));
                }
                let from = mv.from;
                inputs.candidates.push((i, Move::new(from, Square::ALL[rng.square() as usize])));
            }
        }
        inputs
    }
}
