//! The generator as a WebAssembly module, for the playground page (`playground/index.html`):
//! expand a pattern as Rust or C, describe its accessors and tables, and run an accessor on its
//! tables through `bbgen_codegen::runner`, the same answers `bbgen show` draws.
//!
//! The exports take and return numbers only, so the page needs no glue code. The page asks for
//! an input buffer of the length it needs (`input`, which answers its address in the module's
//! memory), writes its UTF-8 text there, calls a command, and reads the command's text from
//! `output()` for `output_len()` bytes. A command answers 0 when its text is the answer and 1
//! when it is an error (for a pattern, JSON of the macro's messages with the places they point
//! at).
//!
//! ```
//! use bbgen_playground::{describe, input, run, text_of_output, write_input};
//! write_input("in_between!(triangular)");
//! assert_eq!(describe(), 0);
//! assert!(text_of_output().contains(r#""main":"in_between""#));
//! // c3 and f6, then a1 and a1: d4 and e5 between the first, nothing between the second.
//! write_input("in_between\n18 45\n0 0");
//! assert_eq!(run(), 0);
//! assert_eq!(text_of_output(), "68853694464\n0\n");
//! # let _ = input;
//! ```

// Exported names are written `#[unsafe(no_mangle)]`, which the `unsafe_code` lint counts; this
// crate has no `unsafe` block: the page writes into and reads from buffers whose addresses it is
// given, between calls, while no Rust reference to them is alive.
#![allow(unsafe_code)]

use std::cell::RefCell;
use std::fmt::Write as _;

use bbgen_cli::Diagnostics;
use bbgen_codegen::Runner;

thread_local! {
    /// The text the page writes before a command.
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// The text of the last command's answer.
    static OUTPUT: RefCell<String> = const { RefCell::new(String::new()) };
    /// The pattern last described, ready to run.
    static RUNNER: RefCell<Option<Runner>> = const { RefCell::new(None) };
}

/// A buffer of `len` zero bytes for the page to write its input into; its address.
#[unsafe(no_mangle)]
pub extern "C" fn input(len: usize) -> usize {
    INPUT.with_borrow_mut(|input| {
        *input = vec![0; len];
        input.as_mut_ptr() as usize
    })
}

/// The address of the last answer's text.
#[unsafe(no_mangle)]
pub extern "C" fn output() -> usize {
    OUTPUT.with_borrow(|output| output.as_ptr() as usize)
}

/// The length in bytes of the last answer's text.
#[unsafe(no_mangle)]
pub extern "C" fn output_len() -> usize {
    OUTPUT.with_borrow(String::len)
}

/// Writes `text` as the input, as the page does through [`input`]: for tests and native hosts.
pub fn write_input(text: &str) {
    INPUT.with_borrow_mut(|input| *input = text.as_bytes().to_vec());
}

/// The last answer's text, as the page reads it through [`output`].
pub fn text_of_output() -> String {
    OUTPUT.with_borrow(Clone::clone)
}

/// The input as text (invalid UTF-8 replaced).
fn read_input() -> String {
    INPUT.with_borrow(|input| String::from_utf8_lossy(input).into_owned())
}

/// Keeps `text` as the answer and gives `status`.
fn answer(status: u32, text: String) -> u32 {
    OUTPUT.with_borrow_mut(|output| *output = text);
    status
}

/// The expansion of the pattern in the input: pretty-printed Rust for `lang` 0, the C99 header
/// for 1.
#[unsafe(no_mangle)]
pub extern "C" fn expand(lang: u32) -> u32 {
    let pattern = read_input();
    let expanded = if lang == 1 { bbgen_cli::expand_c(&pattern) } else { bbgen_cli::expand(&pattern) };
    match expanded {
        Ok(text) => answer(0, text),
        Err(errors) => answer(1, errors_json(&errors)),
    }
}

/// The pattern in the input, described as JSON and kept ready to [`run`]: its accessors (name,
/// parameters and their types, result type), the main one, and its tables (name, shape, bytes).
#[unsafe(no_mangle)]
pub extern "C" fn describe() -> u32 {
    let pattern = read_input();
    let (runner, tables) = match bbgen_codegen::runner(&pattern).and_then(|r| Ok((r, bbgen_codegen::tables(&pattern)?)))
    {
        Ok(both) => both,
        Err(error) => return answer(1, errors_json(&bbgen_cli::diagnostics(&pattern, error))),
    };
    let mut out = String::from("{\"accessors\":[");
    for (i, signature) in runner.accessors().iter().enumerate() {
        let params: Vec<String> = signature
            .params
            .iter()
            .map(|(name, ty)| format!("[{},{}]", quoted(name), quoted(&format!("{ty:?}"))))
            .collect();
        let comma = if i == 0 { "" } else { "," };
        let _ = write!(
            out,
            "{comma}{{\"name\":{},\"params\":[{}],\"ret\":{}}}",
            quoted(&signature.name),
            params.join(","),
            quoted(&format!("{:?}", signature.ret))
        );
    }
    // A set of inputs has no accessor of its own: its first input's stands in.
    let main = runner.main().or(runner.accessors().first()).map_or(String::new(), |s| s.name.clone());
    let _ = write!(out, "],\"main\":{},\"tables\":[", quoted(&main));
    for (i, (name, table)) in tables.iter().enumerate() {
        let shape: Vec<String> = table.shape.iter().map(usize::to_string).collect();
        let comma = if i == 0 { "" } else { "," };
        let _ = write!(
            out,
            "{comma}{{\"name\":{},\"shape\":[{}],\"bytes\":{}}}",
            quoted(name),
            shape.join(","),
            table.bytes()
        );
    }
    let bytes: usize = tables.iter().map(|(_, table)| table.bytes()).sum();
    let _ = write!(out, "],\"bytes\":{bytes}}}");
    RUNNER.with_borrow_mut(|kept| *kept = Some(runner));
    answer(0, out)
}

/// Runs an accessor of the pattern last described. The input is the accessor's name, then one
/// line for each call with its flattened arguments (see `bbgen_codegen::Runner::run`) as
/// decimal numbers separated by spaces; the answer has a line for each call, its flattened
/// answer likewise.
#[unsafe(no_mangle)]
pub extern "C" fn run() -> u32 {
    let input = read_input();
    let mut lines = input.lines();
    let name = lines.next().unwrap_or_default().to_owned();
    RUNNER.with_borrow(|runner| {
        let Some(runner) = runner else { return answer(1, "describe a pattern first".into()) };
        let mut out = String::new();
        for line in lines {
            let args: Result<Vec<u64>, _> = line.split_whitespace().map(str::parse).collect();
            let Ok(args) = args else { return answer(1, format!("`{line}` is not a list of numbers")) };
            match runner.run(&name, &args) {
                Ok(values) => {
                    let values: Vec<String> = values.iter().map(u64::to_string).collect();
                    let _ = writeln!(out, "{}", values.join(" "));
                }
                Err(error) => return answer(1, error),
            }
        }
        answer(0, out)
    })
}

/// The canonical patterns, one a line, as `tables-out` keeps them.
#[unsafe(no_mangle)]
pub extern "C" fn canonical() -> u32 {
    answer(0, bbgen_codegen::CANONICAL.iter().map(|(_, pattern)| format!("{pattern}\n")).collect())
}

/// The macro's messages as JSON: each with its line (from 1), column (from 0, in characters),
/// width and the source line it points into.
fn errors_json(errors: &Diagnostics) -> String {
    let items: Vec<String> = errors
        .0
        .iter()
        .map(|d| {
            format!(
                "{{\"message\":{},\"line\":{},\"column\":{},\"width\":{},\"source_line\":{}}}",
                quoted(&d.message),
                d.line,
                d.column,
                d.width,
                quoted(&d.source_line)
            )
        })
        .collect();
    format!("{{\"errors\":[{}]}}", items.join(","))
}

/// `text` as a JSON string.
fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if u32::from(c) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
