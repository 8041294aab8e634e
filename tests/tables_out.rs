//! `tables-out/` holds the expansion of every canonical pattern; this test fails when a file is
//! stale and rewrites them all when `BBGEN_TABLES=overwrite` is set. That every run expands a
//! pattern byte for byte the same is `bbgen-cli`'s test, each run a process of its own.

use std::fs;
use std::path::{Path, PathBuf};

use bbgen_cli::{CANONICAL, tables_out_file};

fn src_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tables-out/src")
}

/// The expected `tables-out/src` files: `lib.rs` listing one module per canonical pattern.
fn expected_files() -> Vec<(String, String)> {
    let mut lib = String::from(
        "// @generated from the canonical pattern list: do not edit.\n\
         // Regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`.\n\n\
         //! The expansion of every canonical bbgen pattern, pretty-printed and compiled so that it\n\
         //! cannot rot. Read a module to see what a pattern emits. The crate is `no_std`: generated\n\
         //! code needs only `core`, and no `unsafe`.\n\n\
         #![no_std]\n\
         #![forbid(unsafe_code)]\n\n",
    );
    let mut files = Vec::new();
    for (module, pattern) in CANONICAL {
        lib.push_str(&format!("/// `{pattern}`\n#[rustfmt::skip]\npub mod {module};\n"));
        let text = tables_out_file(pattern).unwrap_or_else(|e| panic!("{pattern} does not expand:\n{e}"));
        files.push((format!("{module}.rs"), text));
    }
    files.push(("lib.rs".to_owned(), lib));
    files
}

#[test]
fn tables_out_files_are_fresh() {
    let dir = src_dir();
    let overwrite = std::env::var("BBGEN_TABLES").is_ok_and(|v| v == "overwrite");
    let expected = expected_files();
    let mut stale = Vec::new();
    for (name, text) in &expected {
        let path = dir.join(name);
        // As checked out: a checkout with CRLF line ends is as fresh as one with LF.
        if fs::read_to_string(&path).ok().map(|file| file.replace("\r\n", "\n")).as_ref() != Some(text) {
            if overwrite {
                fs::write(&path, text).unwrap();
            } else {
                stale.push(name.clone());
            }
        }
    }
    for entry in fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if !expected.iter().any(|(file, _)| *file == name) {
            if overwrite {
                fs::remove_file(dir.join(&name)).unwrap();
            } else {
                stale.push(format!("{name} (no longer canonical)"));
            }
        }
    }
    assert!(
        stale.is_empty(),
        "stale tables-out files: {stale:?}; regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`"
    );
}
