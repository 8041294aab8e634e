//! `tables-out/` holds the expansion of every canonical pattern, and `bbgen-core/src/generated/` the
//! runtime's own tables, expanded ahead of time so that the runtime builds without the macros;
//! these tests fail when a file is stale and rewrite them all when `BBGEN_TABLES=overwrite` is set. That every run expands a
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

/// The runtime's tables: each file in `bbgen-core/src/generated` names the invocation it expands in
/// its first line (a new table is a file holding only that line, then an overwriting run), and
/// the runtime includes every one of them.
#[test]
fn runtime_tables_are_fresh() {
    let runtime = Path::new(env!("CARGO_MANIFEST_DIR")).join("bbgen-core/src");
    let overwrite = std::env::var("BBGEN_TABLES").is_ok_and(|v| v == "overwrite");
    let sources: Vec<String> = runtime_sources(&runtime).iter().map(|path| fs::read_to_string(path).unwrap()).collect();
    let mut stale = Vec::new();
    let mut files: Vec<_> =
        fs::read_dir(runtime.join("generated")).unwrap().map(|entry| entry.unwrap().path()).collect();
    files.sort();
    assert!(!files.is_empty());
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let file = fs::read_to_string(&path).unwrap().replace("\r\n", "\n");
        let invocation = file
            .lines()
            .next()
            .and_then(|line| line.strip_prefix("// @generated from `"))
            .and_then(|line| line.strip_suffix("`: do not edit."))
            .unwrap_or_else(|| panic!("{name} does not start with `// @generated from `INVOCATION`: do not edit.`"));
        let text = tables_out_file(invocation).unwrap_or_else(|e| panic!("{invocation} does not expand:\n{e}"));
        if file != text {
            if overwrite {
                fs::write(&path, &text).unwrap();
            } else {
                stale.push(name.clone());
            }
        }
        let include = format!("include!(\"generated/{name}\")");
        assert!(sources.iter().any(|source| source.contains(&include)), "the runtime does not include {name}");
    }
    assert!(
        stale.is_empty(),
        "stale bbgen-core/src/generated files: {stale:?}; regenerate with `BBGEN_TABLES=overwrite cargo test --test tables_out`"
    );
}

/// The runtime's Rust sources, its generated tables left out.
fn runtime_sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if !path.ends_with("generated") {
                out.extend(runtime_sources(&path));
            }
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            out.push(path);
        }
    }
    out
}
