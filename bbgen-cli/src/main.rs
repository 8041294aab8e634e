//! `bbgen expand '<pattern>'`: prints the pretty-printed expansion of a pattern, or the error the
//! macro would give, pointing at the offending token; `--lang c` prints the same tables and
//! accessors as a C99 header instead. `bbgen show '<pattern>' <arguments>` draws one entry. In
//! `cmd.exe` and PowerShell the pattern goes in double quotes: `cmd.exe` keeps single quotes as
//! part of the argument, which the command then explains. `bbgen features NAME 'FEN' [--moves]`
//! prints a position's NNUE inputs.

#![forbid(unsafe_code)]

use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "usage: bbgen expand '<pattern>'             e.g. bbgen expand 'in_between!(triangular)'
       bbgen expand --lang c '<pattern>'    the same as a C99 header (also C++)
       bbgen show '<pattern>' [ARGUMENT ...] [--occupied SQUARES] [--accessor NAME]
                                            draws one entry, e.g. bbgen show 'king_zone!(ring)' e4,
                                            bbgen show 'rook_attacks!(magic)' d4 --occupied d6,b4,g4;
                                            without the last square, numbers by square
       bbgen canonical                      lists the patterns kept in tables-out
       bbgen features NAME 'FEN' [--moves]  a position's NNUE inputs by a canonical layout (NAME as
                                            `bbgen canonical` lists it: STOCKFISH, HALFKA_V2_HM,
                                            PP_3WIDE, CHESS768, ...), with --moves each legal
                                            move's changes
In cmd.exe and PowerShell, quote the pattern with double quotes: bbgen expand \"in_between!(triangular)\"";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    if let Some(quoted) = args.iter().find(|arg| arg.starts_with('\'')) {
        eprintln!(
            "error: `{quoted}` came with its single quotes, as cmd.exe passes them on: quote the pattern \
             with double quotes there, as in bbgen expand \"in_between!(triangular)\""
        );
        return ExitCode::FAILURE;
    }
    match args.as_slice() {
        ["expand", pattern] | ["expand", "--lang", "rust", pattern] => match bbgen_cli::expand(pattern) {
            Ok(code) => print(&code),
            Err(diagnostic) => {
                eprintln!("{diagnostic}");
                ExitCode::FAILURE
            }
        },
        ["expand", "--lang", "c", pattern] => match bbgen_cli::expand_c(pattern) {
            Ok(code) => print(&code),
            Err(diagnostic) => {
                eprintln!("{diagnostic}");
                ExitCode::FAILURE
            }
        },
        ["show", pattern, rest @ ..] => match request(rest) {
            Some(request) => match bbgen_cli::show(pattern, &request) {
                Ok(drawn) => print(&drawn),
                Err(error) => {
                    eprintln!("{error}");
                    ExitCode::FAILURE
                }
            },
            None => {
                eprintln!("{USAGE}");
                ExitCode::from(2)
            }
        },
        ["features", name, fen] | ["features", name, fen, "--moves"] => {
            match bbgen_cli::features(name, fen, args.len() == 4) {
                Ok(lines) => print(&lines),
                Err(error) => {
                    eprintln!("error: {error}");
                    ExitCode::FAILURE
                }
            }
        }
        ["canonical"] => {
            let list: String = bbgen_cli::CANONICAL.iter().map(|(_, pattern)| format!("{pattern}\n")).collect();
            print(&list)
        }
        ["help" | "--help" | "-h"] => print(&format!("{USAGE}\n")),
        _ => {
            eprintln!("{USAGE}");
            ExitCode::from(2)
        }
    }
}

/// `show`'s arguments and options, or `None` for an option without its value or unknown.
fn request<'a>(words: &[&'a str]) -> Option<bbgen_cli::Request<'a>> {
    let mut request = bbgen_cli::Request::default();
    let mut words = words.iter();
    while let Some(&word) = words.next() {
        match word {
            "--occupied" => request.occupied = Some(*words.next()?),
            "--accessor" => request.accessor = Some(*words.next()?),
            option if option.starts_with("--") => return None,
            argument => request.args.push(argument),
        }
    }
    Some(request)
}

fn print(text: &str) -> ExitCode {
    match std::io::stdout().write_all(text.as_bytes()) {
        // A closed pipe (`bbgen expand ... | head`) means the reader has all it wanted.
        Ok(()) => ExitCode::SUCCESS,
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("bbgen: cannot write the output: {error}");
            ExitCode::FAILURE
        }
    }
}
