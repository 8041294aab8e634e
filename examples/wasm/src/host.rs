//! The host's side of the module: the FEN it writes a byte at a time into a fixed buffer, so that
//! reading a position allocates nothing. `cargo xtask wasm` builds its peer modules, on other
//! chess libraries, around this same file.

use core::sync::atomic::{AtomicU8, AtomicUsize, Ordering::Relaxed};

/// The longest FEN kept; bytes past it are dropped, and the FEN is then refused.
pub const CAPACITY: usize = 128;

/// The FEN the host is writing.
static FEN: [AtomicU8; CAPACITY] = [const { AtomicU8::new(0) }; CAPACITY];

/// How many bytes the host has written.
static LEN: AtomicUsize = AtomicUsize::new(0);

/// The FEN written so far, copied into `buffer`, if it fits and is text.
pub fn fen(buffer: &mut [u8; CAPACITY]) -> Option<&str> {
    for (byte, stored) in buffer.iter_mut().zip(&FEN) {
        *byte = stored.load(Relaxed);
    }
    core::str::from_utf8(buffer.get(..LEN.load(Relaxed))?).ok()
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
    LEN.store(len.saturating_add(1), Relaxed);
}
