//! Files written from the generator's registry of patterns, checked against it: the runtime's
//! table of patterns in `bbgen/src/lib.rs`, and the list of Rust accessors the C header test
//! compares with. The test fails when one is stale and rewrites them when
//! `BBGEN_TABLES=overwrite` is set.

use std::fs;
use std::path::{Path, PathBuf};

use bbgen_codegen::{CANONICAL, Feature};

/// The header line of the runtime's table of patterns, where the generated table starts.
const TABLE_HEADER: &str = "//! | pattern | what it emits | bytes |";

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// `bbgen/src/lib.rs` with its table of patterns as the registry has it.
fn runtime_docs(current: &str) -> String {
    let table: String = bbgen_codegen::patterns_table().lines().map(|line| format!("//! {line}\n")).collect();
    let start = current.find(TABLE_HEADER).unwrap_or_else(|| panic!("bbgen/src/lib.rs has no `{TABLE_HEADER}`"));
    let rows = current[start..].lines().take_while(|line| line.starts_with("//! |")).count();
    let end = start + current[start..].lines().take(rows).map(|line| line.len() + 1).sum::<usize>();
    format!("{}{table}{}", &current[..start], &current[end..])
}

/// The C header test's list: every canonical accessor as `module::name`, but those Rust compiles
/// only for BMI2 targets, which the test compares with the magic ones.
fn rust_accessors() -> String {
    let mut out = String::from(
        "// @generated from the registry's canonical patterns: do not edit.\n\
         // Regenerate with `BBGEN_TABLES=overwrite cargo test -p tables-out --test generated`.\n\n\
         rust_accessors!(\n",
    );
    for (module, source) in CANONICAL {
        let accessors = bbgen_codegen::accessors(source).unwrap_or_else(|e| panic!("{source}: {e}"));
        for accessor in accessors.iter().filter(|a| a.feature != Some(Feature::Bmi2)) {
            out.push_str(&format!("    {module}::{},\n", accessor.name));
        }
    }
    out.push_str(");\n");
    out
}

#[test]
fn generated_files_are_fresh() {
    let overwrite = std::env::var("BBGEN_TABLES").is_ok_and(|v| v == "overwrite");
    let runtime = repository().join("bbgen/src/lib.rs");
    // As checked out: a checkout with CRLF line ends is as fresh as one with LF.
    let current = fs::read_to_string(&runtime).unwrap().replace("\r\n", "\n");
    let files = [
        (runtime, runtime_docs(&current)),
        (Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/generated/rust_accessors.rs"), rust_accessors()),
    ];
    let mut stale = Vec::new();
    for (path, text) in files {
        if fs::read_to_string(&path).ok().map(|file| file.replace("\r\n", "\n")).as_ref() != Some(&text) {
            if overwrite {
                fs::write(&path, text).unwrap();
            } else {
                stale.push(path.display().to_string());
            }
        }
    }
    assert!(
        stale.is_empty(),
        "stale generated files: {stale:?}; regenerate with `BBGEN_TABLES=overwrite cargo test -p tables-out --test generated`"
    );
}
