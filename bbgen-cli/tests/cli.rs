//! The `bbgen` command as a user runs it: the expansion (Rust or C) on standard output, a mistake
//! on standard error under the offending token, and the usage on a wrong call.

use std::process::Command;

/// A checked-in file under the repository's root, with LF line ends whatever the checkout's.
fn checked_in_file(path: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(path);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.replace("\r\n", "\n")
}

/// The checked-in `tables-out` file of a canonical pattern, without its two header lines: an
/// expansion written by an earlier process, which the command's must equal byte for byte.
fn checked_in(module: &str) -> String {
    let text = checked_in_file(&format!("tables-out/src/{module}.rs"));
    text.splitn(4, '\n').nth(3).unwrap_or_default().to_owned()
}

#[test]
fn expand_command_prints_the_pretty_expansion() {
    let output = Command::new(env!("CARGO_BIN_EXE_bbgen")).args(["expand", "in_between!(x88)"]).output().unwrap();
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert_eq!(stdout, checked_in("in_between_x88"));
    assert!(stdout.contains("pub static IN_BETWEEN: [u64; 240] = ["), "{stdout}");
}

/// Every canonical pattern, expanded by the command in a process of its own, is byte for byte the
/// checked-in expansion, which another process wrote: the output does not depend on the run.
#[test]
fn every_run_prints_the_same_expansion() {
    for (module, pattern) in bbgen_cli::CANONICAL {
        let output = Command::new(env!("CARGO_BIN_EXE_bbgen")).args(["expand", pattern]).output().unwrap();
        assert!(output.status.success(), "{pattern}");
        assert!(String::from_utf8(output.stdout).unwrap() == checked_in(module), "{pattern}: differs from tables-out");
    }
}

#[test]
fn expand_command_points_at_the_offending_token() {
    let output = Command::new(env!("CARGO_BIN_EXE_bbgen"))
        .args(["expand", "in_between!(triangular, to = both)"])
        .output()
        .unwrap();
    assert!(!output.status.success());
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(
        stderr,
        "error: expected `exclusive` or `inclusive`\n \
         --> <pattern>:1:30\n  \
         |\n\
         1 | in_between!(triangular, to = both)\n  \
         |                              ^^^^\n"
    );
}

#[test]
fn expand_command_prints_a_c_header() {
    let output =
        Command::new(env!("CARGO_BIN_EXE_bbgen")).args(["expand", "--lang", "c", "in_between!(x88)"]).output().unwrap();
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert_eq!(stdout, bbgen_cli::expand_c("in_between!(x88)").unwrap());
    // The prelude, which the header carries from a checked-in file, too has LF line ends.
    assert!(!stdout.contains('\r'), "{stdout}");
    assert!(stdout.contains("#ifndef BBGEN_IN_BETWEEN_H"), "{stdout}");
    assert!(stdout.contains("BBGEN_TABLE uint64_t IN_BETWEEN[240] = {"), "{stdout}");
    assert!(stdout.contains("static inline bool in_between_clear(unsigned a, unsigned b, uint64_t occupancy) {"));
    // `--lang rust` is the default's explicit form.
    let rust = Command::new(env!("CARGO_BIN_EXE_bbgen")).args(["expand", "--lang", "rust", "ray!()"]).output().unwrap();
    assert_eq!(String::from_utf8(rust.stdout).unwrap(), checked_in("ray"));
}

#[test]
fn expand_command_reports_a_mistake_in_c_as_in_rust() {
    let output = Command::new(env!("CARGO_BIN_EXE_bbgen"))
        .args(["expand", "--lang", "c", "in_between!(triangular, to = both)"])
        .output()
        .unwrap();
    assert!(!output.status.success());
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.starts_with("error: expected `exclusive` or `inclusive`\n"), "{stderr}");
}

/// A pattern in single quotes from `cmd.exe`, which passes the quotes on: the command says to use
/// double quotes, for `expand` and `show` alike.
#[test]
fn single_quotes_that_reach_the_command_are_explained() {
    for args in [&["expand", "'in_between!(triangular)'"][..], &["show", "'king_zone!(ring)'", "e4"]] {
        let output = Command::new(env!("CARGO_BIN_EXE_bbgen")).args(args).output().unwrap();
        assert_eq!(output.status.code(), Some(1));
        assert!(output.stdout.is_empty());
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(
            stderr,
            format!(
                "error: `{}` came with its single quotes, as cmd.exe passes them on: quote the pattern with double \
                 quotes there, as in bbgen expand \"in_between!(triangular)\"\n",
                args[1]
            )
        );
    }
}

#[test]
fn expand_command_rejects_a_wrong_call() {
    let output = Command::new(env!("CARGO_BIN_EXE_bbgen")).args(["expand"]).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8(output.stderr).unwrap().starts_with("usage: bbgen expand"));
    let unknown =
        Command::new(env!("CARGO_BIN_EXE_bbgen")).args(["expand", "--lang", "go", "ray!()"]).output().unwrap();
    assert_eq!(unknown.status.code(), Some(2));
}

/// `bbgen show` as a user types it: the example of the README, drawn exactly; a mistake in the
/// arguments on standard error with a failing status; an option without its value, the usage.
#[test]
fn show_command_draws_an_entry() {
    let show = |args: &[&str]| Command::new(env!("CARGO_BIN_EXE_bbgen")).arg("show").args(args).output().unwrap();
    let output = show(&["rook_attacks!(magic)", "d4", "--occupied", "d6,b4,g4"]);
    assert!(output.status.success());
    // The rook on d4 sees up to the blockers on b4, g4 and d6, and the whole file down to d1.
    let drawn = "rook_attacks(d4, occupancy = b4 g4 d6) = 0x0000080876080808\n\n  \
                 8  .  .  .  .  .  .  .  .\n  7  .  .  .  .  .  .  .  .\n  6  .  .  .  X  .  .  .  .\n  \
                 5  .  .  .  x  .  .  .  .\n  4  .  X  x  *  x  x  X  .\n  3  .  .  .  x  .  .  .  .\n  \
                 2  .  .  .  x  .  .  .  .\n  1  .  .  .  x  .  .  .  .\n     a  b  c  d  e  f  g  h\n\n\
                 * a square given   x in the answer   X in the answer and occupied\n";
    assert_eq!(String::from_utf8(output.stdout).unwrap(), drawn);
    let readme = checked_in_file("README.md");
    assert!(readme.contains(drawn), "README's example of `bbgen show` is not what it prints");

    let wrong = show(&["king_zone!(ring)", "e4", "e5"]);
    assert_eq!(wrong.status.code(), Some(1));
    assert!(wrong.stdout.is_empty());
    let stderr = String::from_utf8(wrong.stderr).unwrap();
    assert_eq!(stderr, "error: `king_zone_ring` takes 1 argument (king: a square); 2 given\n");

    let usage = show(&["rook_attacks!(magic)", "d4", "--occupied"]);
    assert_eq!(usage.status.code(), Some(2));
    assert!(String::from_utf8(usage.stderr).unwrap().starts_with("usage: bbgen expand"));
}
