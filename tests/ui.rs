//! Compile-fail cases, one per distinct message, and compile-pass cases for the ways a pattern
//! may be written. Bless changed messages with `TRYBUILD=overwrite` and review the diff.

mod common;

#[test]
fn ui() {
    if common::wine::skipped(
        "trybuild builds each case with the host's cargo, which a program under Wine cannot start and wait for",
    ) {
        return;
    }
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/*.rs");
    cases.pass("tests/ui-pass/*.rs");
}
