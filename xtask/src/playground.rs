//! `cargo xtask playground`: builds the playground (the generator as WebAssembly behind
//! `playground/index.html`) into `target/playground`, a folder that works offline as it is, and
//! serves it on localhost.
//!
//! ```text
//! cargo xtask playground                           # build, serve, print the address
//! cargo xtask playground --build                   # build only
//! cargo xtask playground --test [--screenshot PNG] # build, then test the page in headless Chromium
//! ```
//!
//! The test (`playground/test.mjs`, under Node, speaking the DevTools protocol to Chromium with no
//! package of its own) types patterns, clicks squares and reads the board back; the answers it
//! expects come from the runtime crate, computed here. Without Chromium (`/usr/bin/chromium`, or
//! `CHROMIUM`) or Node it says so and stops, as CI's other optional steps do.

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::Command;

use bbgen::{Bitboard, Square, attacks};

use crate::{cargo, root};

const TARGET: &str = "wasm32-unknown-unknown";
/// The page's own files, copied beside the module.
const PAGE: [&str; 3] = ["index.html", "playground.js", "style.css"];
const MODULE: &str = "bbgen_playground.wasm";

pub fn run(args: &[String]) -> Result<(), String> {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args.as_slice() {
        [] => {
            let dir = build()?;
            let listener = TcpListener::bind("127.0.0.1:8000")
                .or_else(|_| TcpListener::bind("127.0.0.1:0"))
                .map_err(|e| format!("cannot listen on localhost: {e}"))?;
            let address = listener.local_addr().map_err(|e| e.to_string())?;
            println!("the playground is at http://{address}/ (Ctrl-C stops it)");
            serve(&listener, &dir);
            Ok(())
        }
        ["--build"] => build().map(|_| ()),
        ["--test"] => test(None),
        ["--test", "--screenshot", png] => test(Some(Path::new(png))),
        _ => Err("usage: cargo xtask playground [--build | --test [--screenshot PNG]]".into()),
    }
}

/// Builds the module as a page ships it (`--profile wasm`), shrinks it with `wasm-opt -Oz` where
/// that is installed, and writes the page's folder.
fn build() -> Result<PathBuf, String> {
    let status = cargo()
        .args(["build", "--locked", "-p", "bbgen-playground", "--target", TARGET, "--profile", "wasm"])
        .env_remove("RUSTFLAGS")
        .status()
        .map_err(|e| e.to_string())?;
    if !status.success() {
        return Err("building the playground's module failed".into());
    }
    let dir = root().join("target/playground");
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let built = root().join(format!("target/{TARGET}/wasm/{MODULE}"));
    let module = dir.join(MODULE);
    let before = fs::metadata(&built).map_err(|e| e.to_string())?.len();
    let optimised = Command::new("wasm-opt")
        .args(["-Oz", "--enable-bulk-memory", "--enable-nontrapping-float-to-int", "--enable-sign-ext", "-o"])
        .arg(&module)
        .arg(&built)
        .status()
        .is_ok_and(|status| status.success());
    if optimised {
        let after = fs::metadata(&module).map_err(|e| e.to_string())?.len();
        println!("{MODULE}: {after} bytes ({before} before wasm-opt -Oz)");
    } else {
        fs::copy(&built, &module).map_err(|e| e.to_string())?;
        println!("{MODULE}: {before} bytes (wasm-opt is not installed: not shrunk further)");
    }
    for file in PAGE {
        fs::copy(root().join("playground").join(file), dir.join(file)).map_err(|e| format!("{file}: {e}"))?;
    }
    Ok(dir)
}

/// Serves the files of `dir` to every connection, one request each, until the process ends.
fn serve(listener: &TcpListener, dir: &Path) {
    for stream in listener.incoming().flatten() {
        answer(stream, dir);
    }
}

/// Answers one request for a file of `dir`.
fn answer(mut stream: TcpStream, dir: &Path) {
    let mut request = String::new();
    if BufReader::new(&stream).read_line(&mut request).is_err() {
        return;
    }
    let path = request.split_whitespace().nth(1).unwrap_or("/").split('?').next().unwrap_or("/");
    let name = if path == "/" { "index.html" } else { path.trim_start_matches('/') };
    let known = PAGE.contains(&name) || name == MODULE;
    let (status, body) = match fs::read(dir.join(name)) {
        Ok(body) if known => ("200 OK", body),
        _ => ("404 Not Found", b"not found".to_vec()),
    };
    let kind = match name.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("wasm") => "application/wasm",
        _ => "text/plain; charset=utf-8",
    };
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(head.as_bytes()).and_then(|()| stream.write_all(&body));
}

/// The squares of a set, by name, as the page's squares name themselves.
fn names(set: Bitboard) -> Vec<String> {
    set.into_iter().map(|sq| sq.to_string()).collect()
}

/// What the browser test expects, from the runtime crate and the generator: the boards of its
/// three patterns, the squares Lc0's policy map gives outputs from e2, the message of its wrong
/// one, and the largest canonical pattern, whose time from typing to the drawn board it reports.
fn expected() -> Result<String, String> {
    let occupied = Square::D6.bitboard() | Square::B4.bitboard() | Square::G4.bitboard();
    let wrong = "in_between!(diagonal)";
    let message = match bbgen_cli::expand(wrong) {
        Err(errors) => errors.0.first().map(|e| e.message.clone()).unwrap_or_default(),
        Ok(_) => return Err(format!("`{wrong}` expanded")),
    };
    let mut largest = ("", 0);
    for (_, pattern) in bbgen_codegen::CANONICAL {
        let bytes = bbgen_codegen::table_bytes(pattern).map_err(|e| e.to_string())?;
        if bytes > largest.1 {
            largest = (pattern, bytes);
        }
    }
    let (_, lc0) = bbgen_codegen::CANONICAL
        .iter()
        .find(|(module, _)| *module == "policy_index_lc0")
        .ok_or("no canonical policy_index_lc0")?;
    let json = serde_json::json!({
        "king": { "pattern": "king_moore!()", "squares": ["e4"], "set": names(attacks::king(Square::E4)) },
        "between": { "pattern": "in_between!(triangular)", "squares": ["c3", "f6"], "set": names(attacks::between(Square::C3, Square::F6)) },
        "rook": {
            "pattern": "rook_attacks!(magic)",
            "squares": ["d4"],
            "occupied": names(occupied),
            "set": names(attacks::rook(Square::D4, occupied)),
        },
        // Lc0's e2e4 is 322 and e2e3 317, as its list has them.
        "policy": {
            "pattern": lc0,
            "squares": ["e1", "e2"],
            "reached": names(attacks::queen(Square::E2, Bitboard(0)) | attacks::knight(Square::E2)),
            "outputs": { "e4": 322, "e3": 317 },
        },
        "wrong": { "pattern": wrong, "message": message, "marked": "diagonal" },
        "largest": { "pattern": largest.0, "bytes": largest.1 },
    });
    Ok(json.to_string())
}

/// The Chromium to test with: `CHROMIUM`, else Debian's.
fn chromium() -> Option<PathBuf> {
    let path = std::env::var_os("CHROMIUM").map_or_else(|| PathBuf::from("/usr/bin/chromium"), PathBuf::from);
    path.exists().then_some(path)
}

/// Builds the page, serves it on a free port and runs the browser test on it.
fn test(screenshot: Option<&Path>) -> Result<(), String> {
    let Some(browser) = chromium() else {
        println!(
            "Chromium is not installed (/usr/bin/chromium, or set CHROMIUM): the playground's browser test is skipped"
        );
        return Ok(());
    };
    let Ok(node) = Command::new("node").arg("--version").output() else {
        println!("node is not installed: the playground's browser test is skipped");
        return Ok(());
    };
    let version = String::from_utf8_lossy(&node.stdout).trim().to_owned();
    let dir = build()?;
    let listener = TcpListener::bind("127.0.0.1:0").map_err(|e| format!("cannot listen on localhost: {e}"))?;
    let url = format!("http://{}/", listener.local_addr().map_err(|e| e.to_string())?);
    let served = dir.clone();
    std::thread::spawn(move || serve(&listener, &served));
    let scratch = root().join("target/playground-test");
    fs::create_dir_all(&scratch).map_err(|e| e.to_string())?;
    let expected_file = scratch.join("expected.json");
    fs::write(&expected_file, expected()?).map_err(|e| e.to_string())?;
    // Node before 22 has the WebSocket client behind a flag.
    let has_websocket = Command::new("node")
        .args(["-e", "process.exit(typeof WebSocket === 'function' ? 0 : 1)"])
        .status()
        .is_ok_and(|s| s.success());
    let mut command = Command::new("node");
    if !has_websocket {
        command.arg("--experimental-websocket");
    }
    command.arg(root().join("playground/test.mjs")).arg(&url).arg(&expected_file).arg(&browser).arg(&scratch);
    if let Some(png) = screenshot {
        command.arg(root().join(png));
    }
    println!("testing {url} in {} with Node {version}", browser.display());
    let status = command.status().map_err(|e| e.to_string())?;
    if status.success() { Ok(()) } else { Err("the playground's browser test failed".into()) }
}
