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

use core::sync::atomic::{AtomicU8, AtomicUsize, Ordering::Relaxed};

use bbgen::Board;

/// The longest FEN kept; bytes past it are dropped, and the FEN is then refused.
const CAPACITY: usize = 128;

/// The FEN the host is writing, in a fixed buffer: reading a position allocates nothing.
static FEN: [AtomicU8; CAPACITY] = [const { AtomicU8::new(0) }; CAPACITY];

/// How many bytes the host has written.
static LEN: AtomicUsize = AtomicUsize::new(0);

/// The board of the FEN written so far, if it is one.
fn board() -> Option<Board> {
    let len = LEN.load(Relaxed);
    let mut bytes = [0u8; CAPACITY];
    for (byte, stored) in bytes.iter_mut().zip(&FEN) {
        *byte = stored.load(Relaxed);
    }
    let fen = bytes.get(..len)?;
    Board::from_fen(core::str::from_utf8(fen).ok()?).ok()
}

/// Forgets the FEN written so far.
#[unsafe(no_mangle)]
pub extern "C" fn fen_clear() {
    LEN.store(0, Relaxed);
}

/// Appends one byte (its low eight bits) to the FEN.
#[unsafe(no_mangle)]
pub extern "C" fn fen_push(byte: u32) {
    let len = LEN.load(Relaxed);
    if let Some(stored) = FEN.get(len) {
        stored.store(byte as u8, Relaxed);
    }
    LEN.store(len + 1, Relaxed);
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
