//! Every canonical pattern's C header (`bbgen expand --lang c`), compiled by the system's C
//! compiler as C99 and by its C++ compiler as C++17, with every warning an error; then a driver
//! generated from the accessors' signatures runs each accessor over its whole domain, and its
//! answers are compared with the Rust expansions this crate compiles.
//!
//! A C PEXT accessor is compared with the magic accessor of the same piece, which the slider
//! tests prove equal to ray walking (Rust's PEXT items exist only on BMI2 targets). Where the CPU
//! has SSE4.1, BMI2 and AVX2, the headers that use any are built and run a second time with
//! them enabled, so that the intrinsics paths are checked too.
//!
//! On another architecture, under an emulator: `CC="s390x-linux-gnu-gcc -static"
//! BBGEN_C_RUNNER=qemu-s390x cargo test -p tables-out --target s390x-unknown-linux-gnu`. For
//! Windows, from Linux: `CC=x86_64-w64-mingw32-gcc BBGEN_C_RUNNER=wine cargo test -p tables-out
//! --test c_headers`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

mod accessors;

use accessors::{domain, reference, width};
use bbgen_codegen::{Scalar, Signature, Ty};

/// The driver: for each accessor, reads a count and that many argument lists from standard
/// input, and writes each answer's `u64`s to standard output, both in binary mode (Windows opens
/// them as text, which would turn a byte 10 into 13 10 and stop reading at a byte 26).
fn driver(header: &Path, functions: &[Signature]) -> String {
    let mut c = format!(
        "#include \"{}\"\n#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n\
         #ifdef _WIN32\n#include <fcntl.h>\n#include <io.h>\n#endif\n\n\
         static uint64_t next(void) {{\n    uint64_t v;\n    if (fread(&v, sizeof v, 1, stdin) != 1) {{\n        exit(3);\n    }}\n    return v;\n}}\n\n\
         static void put(uint64_t v) {{\n    fwrite(&v, sizeof v, 1, stdout);\n}}\n\nint main(void) {{\n    uint64_t n, i;\n\
         #ifdef _WIN32\n    _setmode(_fileno(stdin), _O_BINARY);\n    _setmode(_fileno(stdout), _O_BINARY);\n#endif\n",
        header.display()
    );
    for f in functions {
        let only_sse41 = f.ret == Ty::Sse41U32;
        if only_sse41 {
            c.push_str("#if defined(__SSE4_1__)\n");
        }
        c.push_str("    n = next();\n    for (i = 0; i < n; i++) {\n");
        let mut args = Vec::new();
        for (k, (_, ty)) in f.params.iter().enumerate() {
            match ty {
                Ty::Set | Ty::U64 => c.push_str(&format!("        const uint64_t a{k} = next();\n")),
                Ty::Piece => c.push_str(&format!(
                    "        const unsigned a{k} = (unsigned)next();\n        const unsigned b{k} = (unsigned)next();\n"
                )),
                _ => c.push_str(&format!("        const unsigned a{k} = (unsigned)next();\n")),
            }
            args.push(if *ty == Ty::Piece { format!("a{k}, b{k}") } else { format!("a{k}") });
        }
        let call = format!("{}({})", f.name, args.join(", "));
        c.push_str(&match f.ret {
            Ty::SetPair => format!("        const bbgen_set_pair r = {call};\n        put(r.straight);\n        put(r.diagonal);\n"),
            Ty::MaybeMove => format!(
                "        const bbgen_maybe_move r = {call};\n        put(r.found);\n        put(r.from);\n        put(r.to);\n"
            ),
            Ty::MaybeU32 => format!(
                "        const uint32_t r = {call};\n        put(r == UINT32_MAX ? UINT64_MAX : (uint64_t)r);\n"
            ),
            Ty::KingLines => format!(
                "        const bbgen_king_lines *r = {call};\n        put(r->rank);\n        put(r->file);\n        put(r->diagonal);\n        put(r->anti_diagonal);\n"
            ),
            Ty::Scalar(Scalar::F32) => format!(
                "        const float r = {call};\n        uint32_t bits;\n        memcpy(&bits, &r, sizeof bits);\n        put(bits);\n"
            ),
            _ => format!("        put((uint64_t){call});\n"),
        });
        c.push_str("    }\n");
        if only_sse41 {
            c.push_str("#endif\n");
        }
    }
    c.push_str("    return 0;\n}\n");
    c
}

/// The command in `var` (a program and its arguments, split at spaces, as `make` reads `CC`), or
/// `default`.
fn compiler(var: &str, default: &str) -> Command {
    command(&std::env::var(var).unwrap_or_else(|_| default.to_owned()))
}

/// A command from a program and its arguments, split at spaces.
fn command(words: &str) -> Command {
    let mut words = words.split_whitespace();
    let mut command = Command::new(words.next().unwrap_or_default());
    command.args(words);
    command
}

/// The driver's command: `BBGEN_C_RUNNER` (such as `qemu-s390x`) runs it where this machine cannot,
/// when `CC` builds for another architecture.
fn driver_command(binary: &Path) -> Command {
    match std::env::var("BBGEN_C_RUNNER") {
        Ok(runner) => {
            let mut command = command(&runner);
            command.arg(binary);
            command
        }
        Err(_) => Command::new(binary),
    }
}

fn run(command: &mut Command, what: &str) -> Vec<u8> {
    let output = command.output().unwrap_or_else(|e| panic!("{what}: cannot start {command:?}: {e}"));
    assert!(output.status.success(), "{what} failed:\n{}", String::from_utf8_lossy(&output.stderr));
    output.stdout
}

/// Builds and runs one pattern's driver with extra compiler `flags`, and compares every
/// accessor's answers with Rust's.
fn check(module: &str, source: &str, dir: &Path, flags: &[&str], sse41: bool) {
    let functions: Vec<_> =
        bbgen_codegen::accessors(source).unwrap().into_iter().filter(|f| sse41 || f.ret != Ty::Sse41U32).collect();
    let tag = if flags.is_empty() { "base" } else { "features" };
    let shape =
        bbgen_codegen::tables(source).unwrap().first().map(|(_, table)| table.shape.clone()).unwrap_or_default();
    let header = dir.join(format!("{module}.h"));
    let (driver_c, binary) = (dir.join(format!("{module}_{tag}.c")), dir.join(format!("{module}_{tag}")));
    std::fs::write(&driver_c, driver(&header, &functions)).unwrap();
    // A compiler for Windows adds `.exe` to the name it is given. A driver that an earlier run's
    // compiler left under either name goes first: the folder serves both a run with the host's
    // `cc` and one with mingw-w64's, and Wine would run the host's driver as readily as its own.
    let windows = binary.with_extension("exe");
    for stale in [&binary, &windows] {
        match std::fs::remove_file(stale) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => panic!("{}: {e}", stale.display()),
            _ => {}
        }
    }
    let strict = ["-Wall", "-Wextra", "-Werror", "-pedantic"];
    run(
        compiler("CC", "cc").args(["-std=c99", "-O1"]).args(strict).args(flags).arg(&driver_c).arg("-o").arg(&binary),
        &format!("C99 build of {source}"),
    );
    let binary = if windows.exists() { windows } else { binary };

    let mut input = Vec::new();
    let mut expected = Vec::new();
    for f in &functions {
        let width: usize = f.params.iter().map(|&(_, ty)| width(ty)).sum();
        let args = domain(&f.params.iter().map(|&(_, ty)| ty).collect::<Vec<_>>(), &shape);
        input.push((args.len() / width) as u64);
        input.extend(&args);
        expected.push((&f.name, args.clone(), width, reference(module, &f.name, width)(&args)));
    }
    let input_file = dir.join(format!("{module}_{tag}.in"));
    // The driver reads and writes `uint64_t`s in the machine's own byte order.
    std::fs::write(&input_file, input.iter().flat_map(|v| v.to_ne_bytes()).collect::<Vec<u8>>()).unwrap();
    let output = run(
        driver_command(&binary).stdin(std::fs::File::open(&input_file).unwrap()),
        &format!("the driver of {source}"),
    );
    let mut answers = output.chunks_exact(8).map(|b| u64::from_ne_bytes(b.try_into().unwrap()));
    for (name, args, width, rust) in expected {
        let per_call = rust.len() / (args.len() / width);
        for (call, want) in args.chunks(width).zip(rust.chunks(per_call)) {
            let got: Vec<u64> = answers.by_ref().take(per_call).collect();
            assert_eq!(got, want, "{source} ({tag}): C `{name}` on {call:?} differs from Rust");
        }
    }
    assert_eq!(answers.next(), None, "{source}: the driver wrote more than was asked");
}

fn scratch() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("c_headers");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Whether this CPU has SSE4.1, BMI2 and AVX2, which the second builds enable.
#[cfg(target_arch = "x86_64")]
fn has_features() -> bool {
    std::is_x86_feature_detected!("sse4.1")
        && std::is_x86_feature_detected!("bmi2")
        && std::is_x86_feature_detected!("avx2")
}

#[cfg(not(target_arch = "x86_64"))]
fn has_features() -> bool {
    false
}

/// Whether the test runs under Wine, where it cannot start the host's C compiler: then it says so
/// on standard error, past the harness's capture. Wine sets `WINELOADER` for every program it runs.
fn skipped_under_wine() -> bool {
    let wine = cfg!(windows) && std::env::var_os("WINELOADER").is_some();
    if wine {
        let why = "it builds each header with the host's C compiler, which a program under Wine cannot start and \
                   wait for; `CC=x86_64-w64-mingw32-gcc BBGEN_C_RUNNER=wine` runs it from Linux with Windows drivers";
        std::io::stderr().write_all(format!("skipped under Wine: {why}\n").as_bytes()).unwrap();
    }
    wine
}

#[test]
fn every_canonical_header_compiles_as_c_and_cxx_and_matches_rust() {
    if skipped_under_wine() {
        return;
    }
    let dir = scratch();
    // The CPU features the second build enables, where this CPU has them.
    let features = has_features();
    let work = |(module, source): &(&str, &str)| {
        let header = dir.join(format!("{module}.h"));
        let text = bbgen_cli::expand_c(source).unwrap_or_else(|e| panic!("{source}: {e}"));
        std::fs::write(&header, text).unwrap();
        let unit = dir.join(format!("{module}.cpp"));
        std::fs::write(&unit, format!("#include \"{}\"\n", header.display())).unwrap();
        run(
            compiler("CXX", "c++")
                .args(["-std=c++17", "-fsyntax-only", "-Wall", "-Wextra", "-Werror", "-pedantic"])
                .arg(&unit),
            &format!("C++17 build of {source}"),
        );
        check(module, source, &dir, &[], false);
        let uses_features = bbgen_codegen::accessors(source).unwrap().iter().any(|f| f.feature.is_some());
        if features && uses_features {
            check(module, source, &dir, &["-msse4.1", "-mbmi2", "-mavx2"], true);
        }
    };
    let patterns = bbgen_cli::CANONICAL;
    let half = patterns.len() / 2;
    std::thread::scope(|scope| {
        let (first, second) = patterns.split_at(half);
        let other = scope.spawn(|| first.iter().for_each(work));
        second.iter().for_each(work);
        other.join().unwrap();
    });
}
