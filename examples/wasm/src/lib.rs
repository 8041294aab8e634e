//! The runtime as a WebAssembly module: a host writes a FEN a byte at a time, then asks for the
//! number of legal moves or for perft.
//!
//! ```sh
//! cargo build -p bbgen-wasm --target wasm32-unknown-unknown --profile wasm
//! node examples/wasm/run.mjs target/wasm32-unknown-unknown/wasm/bbgen_wasm.wasm
//! ```
//!
//! The exports take and return numbers only, so a host needs no glue code: `fen_clear`, then
//! `fen_push` for each byte of the FEN, then `legal_moves()` or `perft(depth)`; each answers -1
//! when the FEN is refused.
//!
//! ```
//! for byte in "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -".bytes() {
//!     bbgen_wasm::fen_push(byte.into());
//! }
//! assert_eq!((bbgen_wasm::legal_moves(), bbgen_wasm::perft(3)), (14, 2_812));
//! bbgen_wasm::fen_clear();
//! assert_eq!(bbgen_wasm::perft(1), -1);
//! ```

// Without `std` on WebAssembly: no allocator and no panic machinery in the module, a panic (which
// the runtime never raises on a legal position) traps.
#![cfg_attr(target_arch = "wasm32", no_std)]
// Exported names are written `#[unsafe(no_mangle)]`, which the `unsafe_code` lint counts; this
// crate has no `unsafe` block.
#![allow(unsafe_code)]

mod host;

use bbgen::Board;
pub use host::{fen_clear, fen_push};

/// The board of the FEN written so far, if it is one.
fn board() -> Option<Board> {
    Board::from_fen(host::fen(&mut [0; host::CAPACITY])?).ok()
}

/// The number of legal moves in the FEN's position; -1 when the FEN is refused.
#[unsafe(no_mangle)]
pub extern "C" fn legal_moves() -> i32 {
    board().map_or(-1, |board| board.legal_move_count() as i32)
}

/// The leaves of the game tree `depth` plies below the FEN's position; -1 when the FEN is
/// refused.
#[unsafe(no_mangle)]
pub extern "C" fn perft(depth: u32) -> i64 {
    board().map_or(-1, |board| board.perft(depth) as i64)
}

/// A panic traps: the host sees a `RuntimeError`.
#[cfg(target_arch = "wasm32")]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    core::arch::wasm32::unreachable()
}
