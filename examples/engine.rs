//! A small UCI chess engine written only against bbgen's public API, the way an engine author
//! starts one: iterative deepening, principal variation search with a transposition table,
//! null-move pruning, check extensions, late-move reductions from a logarithmic table that
//! `formula!` computes at compile time, a quiescence search over the noisy moves, and an
//! evaluation of material and piece-square bonuses that knows the drawn endings of king and pawn
//! against king by the KPK bitbase. It keeps perft and the board display
//! of a UCI front end for checking move generation against other programs.
//!
//! ```text
//! cargo run --release --example engine
//! position startpos moves e2e4 e7e5
//! go depth 6
//! go perft 3
//! ```
//!
//! Commands: `uci`, `isready`, `ucinewgame`, `setoption name UCI_Chess960 value true|false`,
//! `setoption name Hash value <MB>`, `position startpos|fen <FEN> [moves <move>...]`,
//! `go [depth <plies>] [nodes <n>] [movetime <ms>] [wtime <ms>] [btime <ms>] [winc <ms>]
//! [binc <ms>] [movestogo <n>] [infinite]`, `stop`, `go perft <depth>` (one `<move>: <count>`
//! line per legal move, a blank line and `Nodes searched: <total>`, as Stockfish prints them),
//! `d` (the board, its FEN and its Polyglot key) and `quit`. The search runs on a thread of its
//! own, so that `stop` and `isready` are answered while it thinks; every `go` ends with one
//! `bestmove`, `go infinite` only after `stop`. A line it cannot carry out gets an `info string`
//! saying why and changes nothing.

use std::fmt;
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use bbgen::{Board, CastlingMode, Checks, Color, Move, MoveList, Role, Square};

// Late-move reductions by depth and move number, the table engines fill in `init()`: Ethereal's
// formula, evaluated by the generator instead.
bbgen::formula!(name = REDUCTIONS, vis = pub(crate), [[u8; 64]; 64], |depth, moves| {
    if depth == 0 || moves == 0 { 0 } else { (0.75 + (depth as f64).ln() * (moves as f64).ln() / 2.25) as u8 }
});

/// The deepest perft `go perft` runs: deeper ones would run for days.
const MAX_PERFT: u32 = 12;
/// The deepest iteration a search starts.
const MAX_DEPTH: i32 = 64;
/// The longest line a search follows, extensions and quiescence included; nodes this deep are
/// evaluated as they stand.
const MAX_PLY: usize = 128;
/// The score of being checkmated now, negated; a mate `n` plies from the root scores `MATE - n`.
const MATE: i32 = 32_000;
/// Scores beyond this are mates, which the transposition table stores as distances from the
/// node rather than from the root.
const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
/// Beyond every score: the bounds of the root's window.
const INFINITY: i32 = MATE + 1;
/// The transposition table's size until `setoption name Hash` sets one, in MB.
const DEFAULT_HASH_MB: usize = 16;
/// The largest `Hash` accepted, in MB.
const MAX_HASH_MB: usize = 1024;
/// The time kept back from the clock for reading, writing and the GUI, in milliseconds.
const MOVE_OVERHEAD: u64 = 50;
/// The search thread's stack: a move list and a board for every ply of a line.
const SEARCH_STACK: usize = 16 << 20;

/// Where replies go, shared by the command loop and the search thread; each reply is written
/// whole under the lock, so that lines never interleave.
type Output = Arc<Mutex<dyn Write + Send>>;

/// Locks the output, whether or not a panic poisoned it: replies must keep coming.
fn lock(out: &Output) -> MutexGuard<'_, dyn Write + Send + 'static> {
    out.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Writes `text` and a newline, and flushes, so that a GUI reading a pipe sees it at once.
fn say(out: &Output, text: impl fmt::Display) -> io::Result<()> {
    let mut out = lock(out);
    writeln!(out, "{text}")?;
    out.flush()
}

/// What the engine remembers between commands.
struct Session {
    board: Board,
    /// The keys of the game's positions before `board`, oldest first: the repetition history.
    history: Vec<u64>,
    chess960: bool,
    hash_mb: usize,
    /// The transposition table, kept from one search to the next; a running search holds it.
    table: Table,
    search: Option<Running>,
    out: Output,
}

/// A search on its thread: the flag that stops it, and the thread, which hands the table back.
struct Running {
    stop: Arc<AtomicBool>,
    infinite: bool,
    thread: JoinHandle<(Table, io::Result<()>)>,
}

impl Session {
    /// A session at the start position that replies to `out`.
    fn new(out: Output) -> Session {
        Session {
            board: Board::startpos(),
            history: Vec::new(),
            chess960: false,
            hash_mb: DEFAULT_HASH_MB,
            table: Table::default(),
            search: None,
            out,
        }
    }

    /// Carries out one command line; `Ok(false)` after `quit`.
    fn handle(&mut self, line: &str) -> io::Result<bool> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let reply = match words.as_slice() {
            [] => Ok(()),
            ["quit"] => {
                self.end_search(true)?;
                return Ok(false);
            }
            ["stop"] => self.end_search(true).map_err(Into::into),
            ["uci"] => {
                let id = format!("id name bbgen-engine {}\nid author the bbgen developers", env!("CARGO_PKG_VERSION"));
                let hash = format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}");
                let chess960 = "option name UCI_Chess960 type check default false";
                say(&self.out, format_args!("{id}\n{hash}\n{chess960}\nuciok")).map_err(Into::into)
            }
            ["isready"] => say(&self.out, "readyok").map_err(Into::into),
            ["ucinewgame"] => {
                self.end_search(true)?;
                self.table = Table::default();
                self.board = Board::startpos();
                self.history.clear();
                Ok(())
            }
            ["setoption", rest @ ..] => self.set_option(rest),
            ["position", rest @ ..] => self.position(rest),
            ["go", "perft", depth] => self.perft(depth),
            ["go", "perft", ..] => Err(format!("expected `go perft <depth>`, a depth from 1 to {MAX_PERFT}").into()),
            ["go", rest @ ..] => self.go(rest),
            ["d"] => self.draw().map_err(Into::into),
            [command, ..] => Err(format!("unknown command `{command}`").into()),
        };
        match reply {
            Ok(()) => Ok(true),
            Err(Reply::Io(error)) => Err(error),
            Err(Reply::Refused(why)) => say(&self.out, format_args!("info string {why}")).map(|()| true),
        }
    }

    /// Ends the running search, if any, stopping it first when `stop` and otherwise waiting for
    /// it to reach its limit; its `bestmove` is out when this returns, and the table is back.
    fn end_search(&mut self, stop: bool) -> io::Result<()> {
        let Some(running) = self.search.take() else { return Ok(()) };
        if stop {
            running.stop.store(true, Ordering::Relaxed);
        }
        let (table, result) = running.thread.join().map_err(|_| io::Error::other("the search thread panicked"))?;
        self.table = table;
        result
    }

    /// Waits for the running search at the end of input: one with limits ends by itself, and
    /// `go infinite` is stopped, as nothing is left to stop it.
    fn wait(&mut self) -> io::Result<()> {
        let infinite = self.search.as_ref().is_some_and(|running| running.infinite);
        self.end_search(infinite)
    }

    /// `setoption name <id> value <x>`: `UCI_Chess960` picks how castling moves are written,
    /// `Hash` the table's size for the next search.
    fn set_option(&mut self, words: &[&str]) -> Result<(), Reply> {
        match words {
            ["name", "UCI_Chess960", "value", "true"] => self.chess960 = true,
            ["name", "UCI_Chess960", "value", "false"] => self.chess960 = false,
            ["name", "UCI_Chess960", ..] => return Err("expected `value true` or `value false`".into()),
            ["name", "Hash", "value", mb] => match mb.parse() {
                Ok(mb) if (1..=MAX_HASH_MB).contains(&mb) => self.hash_mb = mb,
                _ => return Err(format!("expected a Hash size from 1 to {MAX_HASH_MB} MB, not `{mb}`").into()),
            },
            ["name", name, ..] => return Err(format!("unknown option `{name}`").into()),
            _ => return Err("expected `setoption name <id> value <x>`".into()),
        }
        Ok(())
    }

    /// `position startpos|fen <FEN> [moves ...]`: the whole line is read before the board
    /// changes, so that a mistake anywhere in it leaves the board as it was.
    fn position(&mut self, words: &[&str]) -> Result<(), Reply> {
        let (mut board, rest) = match words {
            ["startpos", rest @ ..] => (Board::startpos(), rest),
            ["fen", rest @ ..] => {
                let end = rest.iter().position(|&w| w == "moves").unwrap_or(rest.len());
                let fen = rest[..end].join(" ");
                (Board::from_fen(&fen).map_err(|e| e.to_string())?, &rest[end..])
            }
            _ => return Err("expected `position startpos` or `position fen <FEN>`, then `moves ...`".into()),
        };
        let mut history = Vec::new();
        match rest {
            [] => {}
            ["moves", moves @ ..] => {
                for text in moves {
                    let mv = board.parse_uci(text).map_err(|e| format!("`{text}`: {e}"))?;
                    history.push(board.hash());
                    board.try_play(mv).map_err(|e| e.to_string())?;
                }
            }
            [other, ..] => return Err(format!("expected `moves` after the position, not `{other}`").into()),
        }
        self.board = board;
        self.history = history;
        Ok(())
    }

    /// How moves are written: as the king onto its rook when the GUI asked for Chess960.
    fn mode(&self) -> CastlingMode {
        if self.chess960 { CastlingMode::Chess960 } else { CastlingMode::Standard }
    }

    /// `go ...`: starts a search of the current position on its own thread, after ending any
    /// search still running, which a GUI should not leave.
    fn go(&mut self, words: &[&str]) -> Result<(), Reply> {
        let limits = Limits::parse(words, self.board.side_to_move())?;
        self.end_search(true)?;
        self.table.resize(self.hash_mb);
        let mut table = std::mem::take(&mut self.table);
        let stop = Arc::new(AtomicBool::new(false));
        let job = Job {
            board: self.board,
            history: self.history.clone(),
            mode: self.mode(),
            limits,
            stop: Arc::clone(&stop),
            out: Arc::clone(&self.out),
        };
        let thread = std::thread::Builder::new().name("search".into()).stack_size(SEARCH_STACK).spawn(move || {
            let result = job.run(&mut table);
            (table, result)
        })?;
        self.search = Some(Running { stop, infinite: limits.infinite, thread });
        Ok(())
    }

    /// `go perft <depth>`: the leaf count below each legal move, then the total.
    fn perft(&mut self, depth: &str) -> Result<(), Reply> {
        let depth: u32 = match depth.parse() {
            Ok(depth) if (1..=MAX_PERFT).contains(&depth) => depth,
            _ => return Err(format!("expected a perft depth from 1 to {MAX_PERFT}, not `{depth}`").into()),
        };
        self.end_search(true)?;
        let mut out = lock(&self.out);
        let mut total = 0;
        for &mv in self.board.legal_moves().iter() {
            let count = self.board.played(mv).perft(depth - 1);
            writeln!(out, "{}: {count}", self.board.uci(mv, self.mode()))?;
            out.flush()?;
            total += count;
        }
        writeln!(out, "\nNodes searched: {total}\n")?;
        out.flush()?;
        Ok(())
    }

    /// The board as Stockfish's `d` draws it, rank 8 on top, then its FEN and key.
    fn draw(&self) -> io::Result<()> {
        let mut out = lock(&self.out);
        let rule = " +---+---+---+---+---+---+---+---+";
        writeln!(out, "\n{rule}")?;
        for rank in (0..8).rev() {
            for file in 0..8 {
                let piece = Square::from_file_rank(file, rank).and_then(|sq| self.board.piece_at(sq));
                write!(out, " | {}", piece.map_or(' ', |piece| piece.char()))?;
            }
            writeln!(out, " | {}\n{rule}", rank + 1)?;
        }
        writeln!(out, "   a   b   c   d   e   f   g   h\n")?;
        writeln!(out, "Fen: {}", self.board)?;
        writeln!(out, "Key: {:016X}", self.board.hash())?;
        let checkers: Vec<String> = self.board.checkers().into_iter().map(|sq| sq.to_string()).collect();
        writeln!(out, "Checkers: {}", checkers.join(" "))?;
        out.flush()
    }
}

/// Why a command did not complete: output failed, or the command was refused and why.
enum Reply {
    Io(io::Error),
    Refused(String),
}

impl From<io::Error> for Reply {
    fn from(error: io::Error) -> Reply {
        Reply::Io(error)
    }
}

impl From<&str> for Reply {
    fn from(why: &str) -> Reply {
        Reply::Refused(why.to_owned())
    }
}

impl From<String> for Reply {
    fn from(why: String) -> Reply {
        Reply::Refused(why)
    }
}

/// When a search ends, read from the words of `go`.
#[derive(Clone, Copy)]
struct Limits {
    depth: i32,
    nodes: u64,
    /// The time after which the search stops in the middle of an iteration.
    hard: Option<Duration>,
    /// The time after which no new iteration starts, as it would rarely finish.
    soft: Option<Duration>,
    /// Whether `bestmove` waits for `stop`.
    infinite: bool,
}

impl Limits {
    /// The limits of `go <words>` for a search with `us` to move, or why the words are wrong.
    /// Without a limit the search goes to the deepest iteration; a clock gives the move a share
    /// of the time left plus most of the increment, and half of that to start iterations in.
    fn parse(words: &[&str], us: Color) -> Result<Limits, String> {
        let mut limits = Limits { depth: MAX_DEPTH, nodes: u64::MAX, hard: None, soft: None, infinite: false };
        let (mut clock, mut increment, mut moves_to_go) = ([None; 2], [0; 2], 30);
        let mut words = words.iter();
        while let Some(&word) = words.next() {
            if word == "infinite" {
                limits.infinite = true;
                continue;
            }
            let known = ["depth", "nodes", "movetime", "wtime", "btime", "winc", "binc", "movestogo"];
            if !known.contains(&word) {
                return Err(format!("unknown `go` parameter `{word}`"));
            }
            let text = words.next().ok_or_else(|| format!("`go {word}` needs a number"))?;
            let number: i64 = text.parse().map_err(|_| format!("`go {word}` needs a number, not `{text}`"))?;
            // A GUI may send a negative time for a clock that has run out: none is left.
            let value = number.max(0).unsigned_abs();
            match word {
                "depth" => limits.depth = value.min(MAX_DEPTH as u64) as i32,
                "nodes" => limits.nodes = value,
                "movetime" => limits.hard = Some(Duration::from_millis(value)),
                "wtime" => clock[Color::White.index()] = Some(value),
                "btime" => clock[Color::Black.index()] = Some(value),
                "winc" => increment[Color::White.index()] = value,
                "binc" => increment[Color::Black.index()] = value,
                // `movestogo`, the last of the known words.
                _ => moves_to_go = value.clamp(1, 50),
            }
        }
        limits.soft = limits.hard;
        if let Some(left) = clock[us.index()] {
            let share = left / moves_to_go + increment[us.index()].saturating_mul(3) / 4;
            let budget = Duration::from_millis(share.min(left.saturating_sub(MOVE_OVERHEAD)));
            limits.hard = Some(limits.hard.map_or(budget, |hard| hard.min(budget)));
            limits.soft = Some(limits.soft.map_or(budget / 2, |soft| soft.min(budget / 2)));
        }
        Ok(limits)
    }
}

/// A `go` command's search as its thread receives it.
struct Job {
    board: Board,
    history: Vec<u64>,
    mode: CastlingMode,
    limits: Limits,
    stop: Arc<AtomicBool>,
    out: Output,
}

impl Job {
    /// Searches one ply deeper each iteration, printing `info` after each, until a limit, then
    /// prints `bestmove`: the first legal move until an iteration completes, `0000` if none.
    /// The first iteration always completes, so that a move has been searched.
    fn run(&self, table: &mut Table) -> io::Result<()> {
        let mut search = Searcher::new(self, table);
        let mut best = self.board.legal_moves().first().copied();
        for depth in 1..=self.limits.depth {
            if best.is_none() || (depth > 1 && search.should_stop_iterating()) {
                break;
            }
            let score = search.search(&self.board, depth, -INFINITY, INFINITY, 0, false);
            if search.aborted {
                break;
            }
            search.abortable = true;
            best = search.pv[0][..search.pv_len[0]].first().copied().or(best);
            search.root_move = best;
            let (nodes, elapsed) = (search.nodes, search.start.elapsed());
            let (time, nps) = (elapsed.as_millis(), u128::from(nodes) * 1_000_000 / elapsed.as_micros().max(1));
            let (score, line) = (score_text(score), self.line_text(&search.pv[0][..search.pv_len[0]]));
            let info = format!("info depth {depth} score {score} nodes {nodes} nps {nps} time {time} pv {line}");
            say(&self.out, info)?;
        }
        while self.limits.infinite && !self.stop.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(1));
        }
        match best {
            Some(mv) => say(&self.out, format_args!("bestmove {}", self.board.uci(mv, self.mode))),
            None => say(&self.out, "bestmove 0000"),
        }
    }

    /// The moves of `line` from the root, in UCI text, as far as they are legal.
    fn line_text(&self, line: &[Move]) -> String {
        let mut board = self.board;
        let mut words = Vec::new();
        for &mv in line {
            if !board.is_legal(mv) {
                break;
            }
            words.push(board.uci(mv, self.mode).to_string());
            board.play_unchecked(mv);
        }
        words.join(" ")
    }
}

/// A score as UCI writes it: centipawns, or `mate` and the moves to it, negative when mated.
fn score_text(score: i32) -> String {
    if score >= MATE_BOUND {
        format!("mate {}", (MATE - score + 1) / 2)
    } else if score <= -MATE_BOUND {
        format!("mate -{}", (MATE + score) / 2)
    } else {
        format!("cp {score}")
    }
}

/// The state of one search: its counters, the line it follows, and what it learns for ordering.
struct Searcher<'a> {
    job: &'a Job,
    table: &'a mut Table,
    start: Instant,
    nodes: u64,
    /// Set when `stop` or a limit cuts an iteration short, whose results then go unused.
    aborted: bool,
    /// Whether `stop` and the limits may cut an iteration: not before the first is complete.
    abortable: bool,
    /// The best move of the last complete iteration, tried first in the next.
    root_move: Option<Move>,
    /// The keys of the game's earlier positions, then of the line searched, for repetitions.
    path: Vec<u64>,
    /// Per ply, the last two quiet moves that cut the search off, tried early at that ply.
    killers: [[Option<Move>; 2]; MAX_PLY],
    /// By side, from and to square, how much quiet moves have cut the search off.
    history: [[[i32; 64]; 64]; 2],
    /// The triangular table of principal variations: per ply, the best line found from there.
    pv: [[Move; MAX_PLY]; MAX_PLY],
    pv_len: [usize; MAX_PLY],
}

impl<'a> Searcher<'a> {
    /// A search of `job`'s position with `table`, its clock started.
    fn new(job: &'a Job, table: &'a mut Table) -> Searcher<'a> {
        Searcher {
            job,
            table,
            start: Instant::now(),
            nodes: 0,
            aborted: false,
            abortable: false,
            root_move: None,
            path: job.history.clone(),
            killers: [[None; 2]; MAX_PLY],
            history: [[[0; 64]; 64]; 2],
            pv: [[Move::new(Square::A1, Square::A1); MAX_PLY]; MAX_PLY],
            pv_len: [0; MAX_PLY],
        }
    }

    /// Counts a node and tells whether the search must unwind: the node limit is checked every
    /// node, `stop` and the clock every 1024.
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.abortable && !self.aborted {
            let limits = &self.job.limits;
            self.aborted = self.nodes >= limits.nodes
                || (self.nodes.is_multiple_of(1024)
                    && (self.job.stop.load(Ordering::Relaxed)
                        || limits.hard.is_some_and(|hard| self.start.elapsed() >= hard)));
        }
        self.aborted
    }

    /// Whether to search no deeper: stopped, out of nodes, or past the time to start iterations.
    fn should_stop_iterating(&self) -> bool {
        let limits = &self.job.limits;
        self.job.stop.load(Ordering::Relaxed)
            || self.nodes >= limits.nodes
            || limits.soft.is_some_and(|soft| self.start.elapsed() >= soft)
    }

    /// The negamax score of `board` for the side to move, searched `depth` plies deep within
    /// the window `alpha..beta`, `ply` plies from the root: principal variation search, where
    /// every move after the first is tried with a null window and searched again if it beats
    /// alpha. `null_ok` says whether the side to move may pass, which is not twice in a row.
    fn search(&mut self, board: &Board, depth: i32, mut alpha: i32, beta: i32, ply: usize, null_ok: bool) -> i32 {
        self.pv_len[ply] = 0;
        // The node's checkers and pins, found once: the picker's generators and its test of the
        // table's move read them.
        let checks = board.checks();
        let in_check = checks.is_check();
        if depth <= 0 && !in_check {
            return self.quiesce(board, alpha, beta, ply);
        }
        if self.tick() {
            return 0;
        }
        if ply > 0 {
            if board.is_fifty_move_draw() || board.is_insufficient_material() || board.is_repetition(&self.path) {
                return 0;
            }
            if ply >= MAX_PLY - 1 {
                return evaluate(board);
            }
        }
        let depth = depth.max(1);
        let key = board.hash();
        let entry = self.table.probe(key);
        let pv_node = beta - alpha > 1;
        if let Some(entry) = entry
            && !pv_node
            && i32::from(entry.depth) >= depth
        {
            let score = shift_mate(i32::from(entry.score), -(ply as i32));
            match entry.bound {
                Bound::Exact => return score,
                Bound::Lower if score >= beta => return score,
                Bound::Upper if score <= alpha => return score,
                _ => {}
            }
        }
        // Null move: if passing still holds beta, a real move will (except in zugzwang, which
        // is rare while pieces other than pawns are left).
        if null_ok
            && !pv_node
            && depth >= 3
            && has_pieces(board)
            && evaluate(board) >= beta
            && let Some(passed) = board.null_move()
        {
            self.path.push(key);
            let score = -self.search(&passed, depth - 3 - depth / 6, -beta, 1 - beta, ply + 1, false);
            self.path.pop();
            if self.aborted {
                return 0;
            }
            if score >= beta {
                return if score >= MATE_BOUND { beta } else { score };
            }
        }
        let tt_move = if ply == 0 { self.root_move } else { entry.and_then(|entry| entry.mv) };
        let mut picker = Picker::new(checks, tt_move, self.killers[ply], true);
        // Where a move would give check from, found once for every move's extension.
        let squares = board.check_squares();
        let (mut best, mut best_move, mut count) = (-INFINITY, None, 0);
        while let Some(mv) = picker.next(board, &self.history) {
            let quiet = !board.is_capture(mv) && mv.promotion.is_none();
            let check = board.gives_check_with(&squares, mv);
            let mut child = *board;
            child.play_unchecked(mv);
            let next = depth - 1 + i32::from(check);
            self.path.push(key);
            let score = if count == 0 {
                -self.search(&child, next, -beta, -alpha, ply + 1, true)
            } else {
                // Late quiet moves are searched shallower first, and fully only if they surprise.
                let reduce = quiet && !check && !in_check && depth >= 3 && count >= 3;
                // At least one ply, and never into the quiescence search.
                let table = || i32::from(reductions(depth.min(63) as usize, count.min(63)));
                let reduction = if reduce { table().clamp(1, next - 1) } else { 0 };
                let mut score = -self.search(&child, next - reduction, -alpha - 1, -alpha, ply + 1, true);
                if score > alpha && reduction > 0 {
                    score = -self.search(&child, next, -alpha - 1, -alpha, ply + 1, true);
                }
                if score > alpha && score < beta {
                    score = -self.search(&child, next, -beta, -alpha, ply + 1, true);
                }
                score
            };
            self.path.pop();
            if self.aborted {
                return 0;
            }
            count += 1;
            if score <= best {
                continue;
            }
            best = score;
            if score > alpha {
                alpha = score;
                best_move = Some(mv);
                self.extend_pv(ply, mv);
            }
            if score >= beta {
                if quiet {
                    self.reward(board, mv, depth, ply);
                }
                break;
            }
        }
        if count == 0 {
            return if in_check { ply as i32 - MATE } else { 0 };
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best_move.is_some() {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(key, best_move.or(tt_move), shift_mate(best, ply as i32), depth, bound);
        best
    }

    /// Makes `mv` then the line found below it the best line from `ply`.
    fn extend_pv(&mut self, ply: usize, mv: Move) {
        let (upper, lower) = self.pv.split_at_mut(ply + 1);
        let below = self.pv_len.get(ply + 1).copied().unwrap_or(0);
        upper[ply][0] = mv;
        if let Some(line) = lower.first() {
            upper[ply][1..=below].copy_from_slice(&line[..below]);
        }
        self.pv_len[ply] = below + 1;
    }

    /// Remembers the quiet move `mv` that cut the search off at `ply`: as a killer there, and in
    /// the history, by more the deeper the search; the history halves as it fills.
    fn reward(&mut self, board: &Board, mv: Move, depth: i32, ply: usize) {
        let killers = &mut self.killers[ply];
        if killers[0] != Some(mv) {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let side = &mut self.history[board.side_to_move().index()];
        side[mv.from.index()][mv.to.index()] += depth * depth;
        if side[mv.from.index()][mv.to.index()] > 1 << 20 {
            side.iter_mut().flatten().for_each(|score| *score /= 2);
        }
    }

    /// The score of `board` once the captures settle: the side to move may stand pat on its
    /// evaluation or try its noisy moves that do not lose material by SEE. In check it must
    /// answer the check, with any move.
    fn quiesce(&mut self, board: &Board, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.tick() {
            return 0;
        }
        if ply >= MAX_PLY - 1 {
            return evaluate(board);
        }
        let checks = board.checks();
        let in_check = checks.is_check();
        let mut best = -INFINITY;
        if !in_check {
            best = evaluate(board);
            if best >= beta {
                return best;
            }
            alpha = alpha.max(best);
        }
        let mut picker = Picker::new(checks, None, [None; 2], in_check);
        let mut any = false;
        while let Some(mv) = picker.next(board, &self.history) {
            any = true;
            if !in_check && !board.see_ge(mv, 0) {
                continue;
            }
            let mut child = *board;
            child.play_unchecked(mv);
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1);
            if self.aborted {
                return 0;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if score >= beta {
                break;
            }
        }
        if in_check && !any { ply as i32 - MATE } else { best }
    }
}

/// Whether the side to move has a piece other than pawns and its king, so that passing is
/// unlikely to be its best move.
fn has_pieces(board: &Board) -> bool {
    !(board.color(board.side_to_move()) & !(board.role(Role::Pawn) | board.role(Role::King))).is_empty()
}

/// `score` with a mate's distance moved by `plies`: the table counts it from the node (a
/// shift by `ply` on storing), the search from the root (a shift by `-ply` on reading).
fn shift_mate(score: i32, plies: i32) -> i32 {
    if score >= MATE_BOUND {
        score + plies
    } else if score <= -MATE_BOUND {
        score - plies
    } else {
        score
    }
}

/// Which stage of a node's moves the [`Picker`] is in.
#[derive(Clone, Copy, PartialEq)]
enum Stage {
    TableMove,
    Noisy,
    Quiet,
    Done,
}

/// Hands out a node's legal moves best first, generating each group only when it is reached,
/// as a cut-off often comes before: the table's move (if legal: entries can collide), the
/// noisy moves by SEE then most valuable victim and least valuable attacker, then the quiet
/// moves, killers first and then by history.
struct Picker {
    checks: Checks,
    tt_move: Option<Move>,
    killers: [Option<Move>; 2],
    quiets: bool,
    stage: Stage,
    moves: Option<MoveList>,
    scores: [i32; MoveList::CAPACITY],
    next: usize,
}

impl Picker {
    /// A picker for a node with `checks` (its own), `tt_move` and `killers`; without `quiets`,
    /// noisy moves only.
    fn new(checks: Checks, tt_move: Option<Move>, killers: [Option<Move>; 2], quiets: bool) -> Picker {
        Picker {
            checks,
            tt_move,
            killers,
            quiets,
            stage: Stage::TableMove,
            moves: None,
            scores: [0; MoveList::CAPACITY],
            next: 0,
        }
    }

    /// The next move to try, or `None` when all have been handed out.
    fn next(&mut self, board: &Board, history: &[[[i32; 64]; 64]; 2]) -> Option<Move> {
        loop {
            if let Some(moves) = &mut self.moves
                && self.next < moves.len()
            {
                let i = self.next;
                let best = (i..moves.len()).max_by_key(|&j| self.scores[j]).unwrap_or(i);
                moves.swap(i, best);
                self.scores.swap(i, best);
                self.next += 1;
                if Some(moves[i]) != self.tt_move {
                    return Some(moves[i]);
                }
                continue;
            }
            self.next = 0;
            match self.stage {
                Stage::TableMove => {
                    self.stage = Stage::Noisy;
                    if let Some(mv) = self.tt_move.filter(|&mv| board.is_legal_with(&self.checks, mv)) {
                        return Some(mv);
                    }
                }
                Stage::Noisy => {
                    let moves = board.noisy_moves_with(&self.checks);
                    for (score, &mv) in self.scores.iter_mut().zip(moves.iter()) {
                        let victim = match board.piece_at(mv.to) {
                            Some(piece) => piece.role.see_value(),
                            None if board.is_en_passant(mv) => Role::Pawn.see_value(),
                            None => 0,
                        };
                        let attacker = board.piece_at(mv.from).map_or(0, |p| p.role as i32);
                        let promotion = mv.promotion.map_or(0, Role::see_value);
                        let losing = if board.see_ge(mv, 0) { 0 } else { 100_000 };
                        *score = 10 * (victim + promotion) - attacker - losing;
                    }
                    self.moves = Some(moves);
                    self.stage = if self.quiets { Stage::Quiet } else { Stage::Done };
                }
                Stage::Quiet => {
                    let moves = board.quiet_moves_with(&self.checks);
                    let side = &history[board.side_to_move().index()];
                    for (score, &mv) in self.scores.iter_mut().zip(moves.iter()) {
                        *score = match self.killers.iter().position(|&killer| killer == Some(mv)) {
                            Some(rank) => i32::MAX - rank as i32,
                            None => side[mv.from.index()][mv.to.index()],
                        };
                    }
                    self.moves = Some(moves);
                    self.stage = Stage::Done;
                }
                Stage::Done => return None,
            }
        }
    }
}

/// Which side of the true score a stored score is.
#[derive(Clone, Copy, Default, PartialEq)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

/// One stored search result: the position's key, the move found best, and the score with the
/// depth it was searched to and its bound.
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    mv: Option<Move>,
    score: i16,
    depth: u8,
    bound: Bound,
}

/// The transposition table: earlier results by position key, one entry a slot; a new result
/// replaces the old unless that is a deeper one of the same position.
#[derive(Default)]
struct Table {
    entries: Vec<Entry>,
}

impl Table {
    /// Gives the table `mb` megabytes, emptying it if its size changes.
    fn resize(&mut self, mb: usize) {
        let len = (mb << 20) / size_of::<Entry>();
        if self.entries.len() != len {
            self.entries = vec![Entry::default(); len];
        }
    }

    /// The slot of `key`: its high bits scaled to the length, which needs no power of two.
    fn slot(&self, key: u64) -> usize {
        ((u128::from(key) * self.entries.len() as u128) >> 64) as usize
    }

    /// The stored result for `key`, if its slot holds one.
    fn probe(&self, key: u64) -> Option<Entry> {
        self.entries.get(self.slot(key)).filter(|entry| entry.key == key).copied()
    }

    /// Stores a result for `key`, unless its slot holds a deeper one of the same position.
    fn store(&mut self, key: u64, mv: Option<Move>, score: i32, depth: i32, bound: Bound) {
        let slot = self.slot(key);
        let (score, depth) = (score.clamp(-MATE, MATE) as i16, depth.clamp(0, 255) as u8);
        if let Some(entry) = self.entries.get_mut(slot)
            && (entry.key != key || depth >= entry.depth || bound == Bound::Exact)
        {
            *entry = Entry { key, mv, score, depth, bound };
        }
    }
}

/// What each role is worth in centipawns, by `Role as usize`.
const VALUE: [i32; 6] = [100, 320, 330, 500, 900, 0];

/// Piece-square bonuses from White's side (a1 = 0) by `Role as usize`, the king's for the
/// middle game; the last table is the king's for the endgame.
const SQUARE_BONUS: [[i32; 64]; 7] = square_bonuses();

/// Builds [`SQUARE_BONUS`] from a few rules: pawns forward and into the centre, knights,
/// bishops and queens towards the centre, rooks onto the seventh rank, the king tucked away
/// on its first rank in the middle game and central in the endgame.
const fn square_bonuses() -> [[i32; 64]; 7] {
    const ADVANCE: [i32; 8] = [0, 0, 5, 10, 20, 35, 60, 0];
    let mut table = [[0; 64]; 7];
    let mut sq = 0;
    while sq < 64 {
        let (file, rank) = ((sq % 8) as i32, (sq / 8) as i32);
        let from_side = if file < 7 - file { file } else { 7 - file };
        let from_end = if rank < 7 - rank { rank } else { 7 - rank };
        // 0 on the edge of the board, 3 on its four centre squares.
        let ring = if from_side < from_end { from_side } else { from_end };
        let centre = if rank == 3 || rank == 4 { [0, 0, 5, 20][from_side as usize] } else { 0 };
        table[0][sq] = ADVANCE[rank as usize] + centre;
        table[1][sq] = 10 * ring - 20;
        table[2][sq] = 5 * ring - 10;
        table[3][sq] = if rank == 6 {
            15
        } else if from_side == 3 {
            5
        } else {
            0
        };
        table[4][sq] = 3 * ring - 5;
        table[5][sq] = match (rank, file) {
            (0, 1 | 2 | 6) => 20,
            (0, _) => 5,
            _ => -15 * rank,
        };
        table[6][sq] = 10 * ring - 15;
        sq += 1;
    }
    table
}

/// The static score of `board` for the side to move: material and piece-square bonuses, the
/// king's moving from its middle-game table to its endgame one as the pieces come off; king and
/// pawn against king that the bitbase calls a draw scores 0.
fn evaluate(board: &Board) -> i32 {
    if board.is_kpk_draw() {
        return 0;
    }
    let count = |role| board.role(role).count() as i32;
    let phase = (count(Role::Knight) + count(Role::Bishop) + 2 * count(Role::Rook) + 4 * count(Role::Queen)).min(24);
    let mut score = 0;
    for color in Color::ALL {
        let (sign, flip) = if color == Color::White { (1, 0) } else { (-1, 56) };
        for role in Role::ALL {
            for sq in board.pieces(color, role) {
                score += sign * (VALUE[role as usize] + SQUARE_BONUS[role as usize][sq.index() ^ flip]);
            }
        }
        // The loop gave the king its middle-game bonus: trade it for the tapered one.
        let king = board.king(color).index() ^ flip;
        let (middle, end) = (SQUARE_BONUS[Role::King as usize][king], SQUARE_BONUS[6][king]);
        score += sign * ((end - middle) * (24 - phase) / 24);
    }
    if board.side_to_move() == Color::White { score } else { -score }
}

fn main() -> io::Result<()> {
    let mut session = Session::new(Arc::new(Mutex::new(io::stdout())));
    match serve(&mut session).and_then(|()| session.wait()) {
        // The GUI has closed the pipe: nobody is left to answer.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}

/// Answers standard input line by line, until `quit` or the end of the input.
fn serve(session: &mut Session) -> io::Result<()> {
    for line in io::stdin().lock().lines() {
        // A line that is not UTF-8 is refused like any other bad line.
        let line = line.unwrap_or_else(|_| "\u{fffd}".to_owned());
        if !session.handle(&line)? {
            break;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A session whose replies the test reads, with a small table so that sessions start fast.
    struct Harness {
        session: Session,
        out: Arc<Mutex<Vec<u8>>>,
    }

    impl Harness {
        fn new() -> Harness {
            let out = Arc::new(Mutex::new(Vec::new()));
            let mut session = Session::new(out.clone());
            session.hash_mb = 1;
            Harness { session, out }
        }

        /// The replies not yet taken, as text.
        fn take(&self) -> String {
            String::from_utf8(std::mem::take(&mut *self.out.lock().unwrap())).unwrap()
        }

        /// The replies to `lines`, once any search they start has ended (`go infinite` stopped).
        fn run(&mut self, lines: &str) -> String {
            for line in lines.lines() {
                if !self.session.handle(line).unwrap() {
                    break;
                }
            }
            self.session.wait().unwrap();
            self.take()
        }
    }

    /// The move of the one `bestmove` line in `text`.
    fn bestmove(text: &str) -> &str {
        let lines: Vec<&str> = text.lines().filter_map(|line| line.strip_prefix("bestmove ")).collect();
        assert_eq!(lines.len(), 1, "{text}");
        lines[0]
    }

    /// Plays the UCI `moves` from `board`, failing the test on one that is not legal.
    fn assert_legal(mut board: Board, moves: &[&str]) {
        for text in moves {
            let mv = board.parse_uci(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            board.try_play(mv).unwrap_or_else(|e| panic!("{e}"));
        }
    }

    #[test]
    fn handshake() {
        let text = Harness::new().run("uci\nisready\nquit\nisready");
        assert!(text.contains("option name UCI_Chess960 type check default false\nuciok\n"), "{text}");
        assert!(text.contains("option name Hash type spin default 16 min 1 max 1024\n"), "{text}");
        assert!(text.ends_with("readyok\n"), "quit ends the session: {text}");
    }

    #[test]
    fn position_with_moves_then_divide() {
        let text = Harness::new().run("position startpos moves e2e4 e7e5 g1f3\ngo perft 2");
        let lines = divide(&text);
        assert!(lines.iter().any(|line| line.starts_with("b8c6: ")), "{text}");
        let counts: u64 = lines.iter().map(|line| line.split(": ").nth(1).unwrap().parse::<u64>().unwrap()).sum();
        let total = Board::from_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2").unwrap().perft(2);
        assert_eq!(counts, total);
        assert!(text.ends_with(&format!("\nNodes searched: {total}\n\n")), "{text}");
    }

    #[test]
    fn castling_text_follows_the_option() {
        let mut h = Harness::new();
        let fen = "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let standard = h.run(&format!("{fen}\ngo perft 1"));
        assert!(standard.contains("e1g1: 1") && standard.contains("e1c1: 1"), "{standard}");
        let chess960 = h.run("setoption name UCI_Chess960 value true\ngo perft 1");
        assert!(chess960.contains("e1h1: 1") && chess960.contains("e1a1: 1"), "{chess960}");
        // Both forms are read, whatever the option.
        h.run(&format!("{fen} moves e1g1"));
        let after = h.session.board;
        h.run(&format!("{fen} moves e1h1"));
        assert_eq!(h.session.board, after);
    }

    #[test]
    fn bad_lines_say_why_and_change_nothing() {
        let mut h = Harness::new();
        h.run("position startpos moves e2e4");
        let before = h.session.board;
        for (line, why) in [
            ("position startpos moves e2e4 e2e4", "illegal move e2e4"),
            ("position startpos moves e2e9", "`e2e9`"),
            ("position fen 8/8/8 w - - 0 1", "bad FEN"),
            ("position sideways", "expected `position startpos`"),
            ("position startpos e2e4", "expected `moves`"),
            ("go perft x", "perft depth"),
            ("go perft 99", "perft depth"),
            ("go perft", "go perft <depth>"),
            ("go depth", "needs a number"),
            ("go depth five", "not `five`"),
            ("go ponder", "unknown `go` parameter `ponder`"),
            ("setoption name Hash value 0", "Hash size"),
            ("setoption name Contempt value 16", "unknown option `Contempt`"),
            ("setoption name UCI_Chess960 value maybe", "value true"),
            ("fly", "unknown command `fly`"),
        ] {
            let text = h.run(line);
            assert!(text.starts_with("info string ") && text.contains(why), "{line}: {text}");
            assert_eq!(h.session.board, before, "{line}");
        }
    }

    #[test]
    fn d_draws_the_board_fen_and_key() {
        let text = Harness::new().run("d");
        assert!(text.contains(" | r | n | b | q | k | b | n | r | 8\n"), "{text}");
        assert!(text.contains("Fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"), "{text}");
        assert!(text.contains("Key: 463B96181691FC9C\n"), "{text}");
    }

    #[test]
    fn depth_one_from_the_start_gives_a_legal_move() {
        let text = Harness::new().run("position startpos\ngo depth 1");
        assert!(text.starts_with("info depth 1 score cp "), "{text}");
        assert_legal(Board::startpos(), &[bestmove(&text)]);
    }

    #[test]
    fn finds_a_back_rank_mate() {
        for depth in 2..=4 {
            let text = Harness::new().run(&format!("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\ngo depth {depth}"));
            assert_eq!(bestmove(&text), "a1a8", "{text}");
            assert!(text.contains(&format!("info depth {depth} score mate 1 ")), "{text}");
        }
        // The other side sees it coming.
        let text = Harness::new().run("position fen 6k1/5ppp/8/8/8/8/8/R5K1 b - - 0 1\ngo depth 3");
        assert!(text.contains("score mate -1 ") || text.contains("score cp "), "{text}");
    }

    #[test]
    fn castles_into_mate_written_as_the_option_says() {
        // The king on b1 castles with the rook on h1, which then mates on f1 with the king's help.
        for (chess960, castling) in [(true, "b1h1"), (false, "b1g1")] {
            let text = Harness::new().run(&format!(
                "setoption name UCI_Chess960 value {chess960}\nposition fen 8/8/8/4Q3/8/5k1P/8/1K5R w K - 0 1\ngo depth 2"
            ));
            assert_eq!(bestmove(&text), castling, "{text}");
            assert!(text.contains("score mate 1 nodes "), "{text}");
        }
    }

    #[test]
    fn no_legal_moves_give_0000() {
        for fen in ["R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"] {
            for go in ["go depth 3", "go movetime 10", "go wtime 1000 btime 1000", "go infinite\nstop"] {
                let text = Harness::new().run(&format!("position fen {fen}\n{go}"));
                assert_eq!(bestmove(&text), "0000", "{fen}, {go}: {text}");
            }
        }
    }

    #[test]
    fn too_little_material_scores_a_draw() {
        let text = Harness::new().run("position fen 8/8/4k3/8/8/2N5/3K4/8 w - - 0 1\ngo depth 4");
        assert!(text.contains("info depth 4 score cp 0 "), "{text}");
    }

    #[test]
    fn king_and_pawn_against_king_scores_as_the_bitbase_says() {
        // The defender has the opposition: a draw with White to move, lost with Black to move.
        let text = Harness::new().run("position fen 8/3k4/8/3K4/3P4/8/8/8 w - - 0 1\ngo depth 4");
        assert!(text.contains("info depth 4 score cp 0 "), "{text}");
        let text = Harness::new().run("position fen 8/3k4/8/3K4/3P4/8/8/8 b - - 0 1\ngo depth 4");
        assert!(text.contains("info depth 4 score cp -"), "{text}");
    }

    #[test]
    fn perpetual_check_scores_a_draw() {
        // A queen and bishop down, White checks forever from e8 and h5.
        let text = Harness::new().run("position fen 6k1/6p1/8/6KQ/1r6/q2b4/8/8 w - - 0 70\ngo depth 6");
        assert!(text.contains("info depth 6 score cp 0 "), "{text}");
        assert_eq!(bestmove(&text), "h5e8", "{text}");
    }

    #[test]
    fn stop_ends_go_infinite() {
        let mut h = Harness::new();
        h.session.handle("go infinite").unwrap();
        std::thread::sleep(Duration::from_millis(200));
        h.session.handle("isready").unwrap();
        let thinking = h.take();
        assert!(thinking.contains("info depth 1 ") && thinking.contains("readyok\n"), "{thinking}");
        assert!(!thinking.contains("bestmove"), "{thinking}");
        let asked = Instant::now();
        h.session.handle("stop").unwrap();
        let waited = asked.elapsed();
        let text = h.take();
        assert_legal(Board::startpos(), &[bestmove(&text)]);
        assert!(waited < Duration::from_secs(1), "stop took {waited:?}");
    }

    #[test]
    fn searches_return_legal_moves_and_lines() {
        let positions = [
            (false, "startpos moves e2e4 e7e5 g1f3 b8c6 f1b5"),
            (false, "fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
            (false, "fen 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
            (true, "fen bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"),
            (true, "fen 1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"),
        ];
        for (chess960, position) in positions {
            for go in ["go depth 3", "go nodes 3000", "go movetime 30", "go wtime 300 btime 300 winc 10 binc 10"] {
                let mut h = Harness::new();
                let text = h.run(&format!("setoption name UCI_Chess960 value {chess960}\nposition {position}\n{go}"));
                let board = h.session.board;
                assert_legal(board, &[bestmove(&text)]);
                for line in text.lines().filter(|line| line.starts_with("info depth")) {
                    let pv: Vec<&str> = line.split(" pv ").nth(1).unwrap().split(' ').collect();
                    assert_legal(board, &pv);
                }
            }
        }
    }

    /// A command line of one of the engine's kinds, or any text.
    fn any_line() -> impl proptest::strategy::Strategy<Value = String> {
        proptest::prop_oneof![
            ".{0,60}",
            "position (startpos|fen [pnbrqkPNBRQK1-8/]{0,30} [wb] [KQkqA-H-]{1,4} [a-h1-8-]{1,2})( moves( [a-h][1-8][a-h][1-8][qrbnk]?){0,4})?",
            "go perft [0-3x-]?",
            "go (depth [0-2]|nodes [0-9]{1,3}|movetime [0-9]|infinite|wtime -?[0-9]{1,3} btime [0-9]{1,3}( winc [0-9]{1,2})?)",
            "setoption name [A-Za-z_0-9]{0,12} value [a-z0-9]{0,5}",
            "(uci|isready|ucinewgame|d|stop|quit)",
        ]
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(500))]

        /// Any line is answered without a panic, one refused leaves the board as it was, and
        /// every search started ends with one `bestmove`.
        #[test]
        fn any_line_is_answered_without_panic(lines in proptest::collection::vec(any_line(), 1..6)) {
            let mut h = Harness::new();
            for line in &lines {
                let before = h.session.board;
                let text = h.run(line);
                if text.starts_with("info string") {
                    proptest::prop_assert_eq!(h.session.board, before, "{}", line);
                } else if line.starts_with("go ") && !line.starts_with("go perft") {
                    proptest::prop_assert_eq!(text.matches("bestmove").count(), 1, "{}: {}", line, text);
                }
            }
        }
    }

    /// Stockfish where it is installed: `stockfish` or `stockfish.exe` in a directory on `PATH`.
    fn stockfish_on_path() -> Option<std::path::PathBuf> {
        let path = std::env::var_os("PATH")?;
        std::env::split_paths(&path)
            .flat_map(|dir| ["stockfish", "stockfish.exe"].map(|name| dir.join(name)))
            .find(|candidate| candidate.is_file())
    }

    /// The divide of every position against Stockfish's, where it is on `PATH` (Debian's
    /// `apt-get install stockfish` puts it in `/usr/games`): the standard positions in standard
    /// mode, the Chess960 ones in Chess960 mode.
    #[test]
    fn divide_agrees_with_stockfish_where_installed() {
        let Some(path) = stockfish_on_path() else {
            // Past the harness's capture, which takes what `eprintln!` writes.
            std::io::stderr().write_all(b"skipped: stockfish is not on PATH, for the divide comparison\n").unwrap();
            return;
        };
        let path = path.as_path();
        let cases = [
            (false, "startpos moves e2e4 d7d5 e4e5 f7f5", 3),
            (false, "fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3),
            (false, "fen 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4),
            (true, "fen bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 3),
            (true, "fen qnbnr1kr/ppp1b1pp/4p3/3p1p2/8/2NPP3/PPP1BPPP/QNB1R1KR w HEhe - 1 9 moves e1d1", 3),
            (true, "fen 1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9", 3),
        ];
        for (chess960, position, depth) in cases {
            let script =
                format!("setoption name UCI_Chess960 value {chess960}\nposition {position}\ngo perft {depth}\n");
            let ours = divide(&Harness::new().run(&script));
            let theirs = divide(&stockfish(path, &script));
            assert_eq!(ours, theirs, "{position}");
            assert!(!ours.is_empty());
        }
    }

    /// The `move: count` lines of a divide, sorted.
    fn divide(text: &str) -> Vec<String> {
        let mut lines: Vec<String> = text
            .lines()
            .filter(|l| l.contains(": ") && !l.starts_with("info") && !l.starts_with("Nodes"))
            .map(str::to_owned)
            .collect();
        lines.sort();
        lines
    }

    /// Stockfish's replies to `script`, up to its divide's total.
    fn stockfish(path: &std::path::Path, script: &str) -> String {
        use std::process::{Command, Stdio};
        let mut child = Command::new(path).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(script.as_bytes()).unwrap();
        let stdout = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut text = String::new();
        for line in stdout.lines() {
            let line = line.unwrap();
            let done = line.starts_with("Nodes searched");
            text.push_str(&line);
            text.push('\n');
            if done {
                break;
            }
        }
        stdin.write_all(b"quit\n").unwrap();
        child.wait().unwrap();
        text
    }
}
