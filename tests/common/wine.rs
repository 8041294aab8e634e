//! The suite under Wine, where a test cannot start the host's programs (cargo, rustc): Wine
//! launches a Linux program but gives back no handle to wait for it, so such a test says why it
//! is skipped and returns.

use std::io::Write;

/// Whether the test runs under Wine, where it cannot do what `why` says: then it says so on
/// standard error, past the harness's capture, so that the run shows it. Wine sets `WINELOADER`
/// in the environment of every program it runs.
pub fn skipped(why: &str) -> bool {
    let wine = cfg!(windows) && std::env::var_os("WINELOADER").is_some();
    if wine {
        std::io::stderr().write_all(format!("skipped under Wine: {why}\n").as_bytes()).unwrap();
    }
    wine
}
