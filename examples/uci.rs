//! A small UCI front end: speaks the Universal Chess Interface on standard input and output, as
//! GUIs and testing tools drive engines, with perft in place of a search.
//!
//! ```text
//! cargo run --release --example uci
//! position startpos moves e2e4 e7e5
//! go perft 3
//! ```
//!
//! Commands: `uci`, `isready`, `ucinewgame`, `setoption name UCI_Chess960 value true|false`,
//! `position startpos|fen <FEN> [moves <move>...]`, `go perft <depth>` (one `<move>: <count>`
//! line per legal move, a blank line and `Nodes searched: <total>`, as Stockfish prints them),
//! `d` (the board, its FEN and its Polyglot key) and `quit`. A line it cannot carry out gets an
//! `info string` saying why and changes nothing.

use std::io::{BufRead, Write};

use bbgen::{Board, CastlingMode, Color, Square};

/// The deepest perft `go perft` runs: deeper ones would run for days.
const MAX_DEPTH: u32 = 12;

/// What the front end remembers between commands.
#[derive(Default)]
struct Session {
    board: Board,
    chess960: bool,
}

impl Session {
    /// Carries out one command line, writing the replies to `out`; `Ok(false)` after `quit`.
    fn handle(&mut self, line: &str, out: &mut impl Write) -> std::io::Result<bool> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let reply = match words.as_slice() {
            [] => Ok(()),
            ["quit"] => return Ok(false),
            ["uci"] => {
                writeln!(out, "id name bbgen {}", env!("CARGO_PKG_VERSION"))?;
                writeln!(out, "id author the bbgen developers")?;
                writeln!(out, "option name UCI_Chess960 type check default false")?;
                writeln!(out, "uciok")?;
                Ok(())
            }
            ["isready"] => writeln!(out, "readyok").map_err(Into::into),
            ["ucinewgame"] => {
                self.board = Board::startpos();
                Ok(())
            }
            ["setoption", rest @ ..] => self.set_option(rest),
            ["position", rest @ ..] => self.position(rest),
            ["go", "perft", depth] => self.perft(depth, out),
            ["go", ..] => Err("only `go perft <depth>` is supported: this front end does not search".into()),
            ["d"] => self.draw(out).map_err(Into::into),
            [command, ..] => Err(format!("unknown command `{command}`").into()),
        };
        match reply {
            Ok(()) => {}
            Err(Reply::Io(error)) => return Err(error),
            Err(Reply::Refused(why)) => writeln!(out, "info string {why}")?,
        }
        out.flush()?;
        Ok(true)
    }

    fn set_option(&mut self, words: &[&str]) -> Result<(), Reply> {
        match words {
            ["name", "UCI_Chess960", "value", "true"] => self.chess960 = true,
            ["name", "UCI_Chess960", "value", "false"] => self.chess960 = false,
            ["name", "UCI_Chess960", ..] => return Err("expected `value true` or `value false`".into()),
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
        match rest {
            [] => {}
            ["moves", moves @ ..] => {
                for text in moves {
                    let mv = board.parse_uci(text).map_err(|e| format!("`{text}`: {e}"))?;
                    board.try_play(mv).map_err(|e| e.to_string())?;
                }
            }
            [other, ..] => return Err(format!("expected `moves` after the position, not `{other}`").into()),
        }
        self.board = board;
        Ok(())
    }

    fn mode(&self) -> CastlingMode {
        if self.chess960 { CastlingMode::Chess960 } else { CastlingMode::Standard }
    }

    fn perft(&self, depth: &str, out: &mut impl Write) -> Result<(), Reply> {
        let depth: u32 = match depth.parse() {
            Ok(depth) if (1..=MAX_DEPTH).contains(&depth) => depth,
            _ => return Err(format!("expected a perft depth from 1 to {MAX_DEPTH}, not `{depth}`").into()),
        };
        let mut total = 0;
        for &mv in self.board.legal_moves().iter() {
            let count = self.board.played(mv).perft(depth - 1);
            writeln!(out, "{}: {count}", self.board.uci(mv, self.mode()))?;
            total += count;
        }
        writeln!(out, "\nNodes searched: {total}\n")?;
        Ok(())
    }

    /// The board as Stockfish's `d` draws it, rank 8 on top, then its FEN and key.
    fn draw(&self, out: &mut impl Write) -> std::io::Result<()> {
        let rule = " +---+---+---+---+---+---+---+---+";
        writeln!(out, "\n{rule}")?;
        for rank in (0..8).rev() {
            for file in 0..8 {
                let piece = Square::from_file_rank(file, rank).and_then(|sq| self.board.piece_at(sq));
                let letter = piece.map_or(' ', |piece| {
                    let letter = b"pnbrqk"[piece.role as usize] as char;
                    if piece.color == Color::White { letter.to_ascii_uppercase() } else { letter }
                });
                write!(out, " | {letter}")?;
            }
            writeln!(out, " | {}\n{rule}", rank + 1)?;
        }
        writeln!(out, "   a   b   c   d   e   f   g   h\n")?;
        writeln!(out, "Fen: {}", self.board)?;
        writeln!(out, "Key: {:016X}", self.board.hash())?;
        let checkers: Vec<String> = self.board.checkers().into_iter().map(|sq| sq.to_string()).collect();
        writeln!(out, "Checkers: {}", checkers.join(" "))
    }
}

/// Why a command did not complete: output failed, or the command was refused and why.
enum Reply {
    Io(std::io::Error),
    Refused(String),
}

impl From<std::io::Error> for Reply {
    fn from(error: std::io::Error) -> Reply {
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

fn main() -> std::io::Result<()> {
    let mut session = Session::default();
    let mut out = std::io::stdout().lock();
    for line in std::io::stdin().lock().lines() {
        // A line that is not UTF-8 is refused like any other bad line.
        let line = line.unwrap_or_else(|_| "\u{fffd}".to_owned());
        match session.handle(&line, &mut out) {
            Ok(true) => {}
            Ok(false) => break,
            // The GUI has closed the pipe: nobody is left to answer.
            Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => break,
            Err(error) => return Err(error),
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The replies of a session to `lines`, as text.
    fn run(session: &mut Session, lines: &str) -> String {
        let mut out = Vec::new();
        for line in lines.lines() {
            if !session.handle(line, &mut out).unwrap() {
                break;
            }
        }
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn handshake() {
        let text = run(&mut Session::default(), "uci\nisready\nquit\nisready");
        assert!(text.contains("option name UCI_Chess960 type check default false\nuciok\n"), "{text}");
        assert!(text.ends_with("readyok\n"), "quit ends the session: {text}");
    }

    #[test]
    fn position_with_moves_then_divide() {
        let mut session = Session::default();
        let text = run(&mut session, "position startpos moves e2e4 e7e5 g1f3\ngo perft 2");
        let lines = divide(&text);
        assert!(lines.iter().any(|line| line.starts_with("b8c6: ")), "{text}");
        let counts: u64 = lines.iter().map(|line| line.split(": ").nth(1).unwrap().parse::<u64>().unwrap()).sum();
        let total = Board::from_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2").unwrap().perft(2);
        assert_eq!(counts, total);
        assert!(text.ends_with(&format!("\nNodes searched: {total}\n\n")), "{text}");
    }

    #[test]
    fn castling_text_follows_the_option() {
        let mut session = Session::default();
        let fen = "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let standard = run(&mut session, &format!("{fen}\ngo perft 1"));
        assert!(standard.contains("e1g1: 1") && standard.contains("e1c1: 1"), "{standard}");
        let chess960 = run(&mut session, "setoption name UCI_Chess960 value true\ngo perft 1");
        assert!(chess960.contains("e1h1: 1") && chess960.contains("e1a1: 1"), "{chess960}");
        // Both forms are read, whatever the option.
        run(&mut session, &format!("{fen} moves e1g1"));
        let after = session.board;
        run(&mut session, &format!("{fen} moves e1h1"));
        assert_eq!(session.board, after);
    }

    #[test]
    fn bad_lines_say_why_and_change_nothing() {
        let mut session = Session::default();
        run(&mut session, "position startpos moves e2e4");
        let before = session.board;
        for (line, why) in [
            ("position startpos moves e2e4 e2e4", "illegal move e2e4"),
            ("position startpos moves e2e9", "`e2e9`"),
            ("position fen 8/8/8 w - - 0 1", "bad FEN"),
            ("position sideways", "expected `position startpos`"),
            ("position startpos e2e4", "expected `moves`"),
            ("go perft x", "perft depth"),
            ("go perft 99", "perft depth"),
            ("go depth 5", "does not search"),
            ("setoption name Hash value 16", "unknown option `Hash`"),
            ("setoption name UCI_Chess960 value maybe", "value true"),
            ("fly", "unknown command `fly`"),
        ] {
            let text = run(&mut session, line);
            assert!(text.starts_with("info string ") && text.contains(why), "{line}: {text}");
            assert_eq!(session.board, before, "{line}");
        }
    }

    #[test]
    fn d_draws_the_board_fen_and_key() {
        let text = run(&mut Session::default(), "d");
        assert!(text.contains(" | r | n | b | q | k | b | n | r | 8\n"), "{text}");
        assert!(text.contains("Fen: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"), "{text}");
        assert!(text.contains("Key: 463B96181691FC9C\n"), "{text}");
    }

    /// A command line of one of the front end's kinds, or any text.
    fn any_line() -> impl proptest::strategy::Strategy<Value = String> {
        proptest::prop_oneof![
            ".{0,60}",
            "position (startpos|fen [pnbrqkPNBRQK1-8/]{0,30} [wb] [KQkqA-H-]{1,4} [a-h1-8-]{1,2})( moves( [a-h][1-8][a-h][1-8][qrbnk]?){0,4})?",
            "go perft [0-3x-]?",
            "setoption name [A-Za-z_0-9]{0,12} value [a-z]{0,5}",
            "(uci|isready|ucinewgame|d|quit)",
        ]
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(500))]

        /// Any line is answered without a panic, and one refused leaves the board as it was.
        #[test]
        fn any_line_is_answered_without_panic(lines in proptest::collection::vec(any_line(), 1..6)) {
            let mut session = Session::default();
            for line in &lines {
                let before = session.board;
                let text = run(&mut session, line);
                if text.starts_with("info string") {
                    proptest::prop_assert_eq!(session.board, before, "{}", line);
                }
            }
        }
    }

    /// The divide of every position against Stockfish's, where it is installed (`apt-get install
    /// stockfish`): the standard positions in standard mode, the Chess960 ones in Chess960 mode.
    #[test]
    fn divide_agrees_with_stockfish_where_installed() {
        let path = std::path::Path::new("/usr/games/stockfish");
        if !path.exists() {
            eprintln!("stockfish is not installed: skipped");
            return;
        }
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
            let ours = divide(&run(&mut Session::default(), &script));
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
