//! Any text as a macro invocation through the generator: never a panic, the same output twice,
//! and every accepted pattern's tokens parse as Rust items.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let first = bbgen_codegen::expand_invocation(text).map(|tokens| tokens.to_string());
    let second = bbgen_codegen::expand_invocation(text).map(|tokens| tokens.to_string());
    match (&first, &second) {
        (Ok(a), Ok(b)) => assert_eq!(a, b, "{text}: two expansions differ"),
        (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string(), "{text}: two errors differ"),
        _ => panic!("{text}: accepted once and refused once"),
    }
    // `bitboard!` expands to an expression, every other pattern to items.
    if let Ok(tokens) = first {
        let items = syn::parse_str::<syn::File>(&tokens).is_ok();
        assert!(items || syn::parse_str::<syn::Expr>(&tokens).is_ok(), "{text}: neither items nor an expression");
    }
});
