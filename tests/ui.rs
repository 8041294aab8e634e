//! Compile-fail cases, one per distinct message, and compile-pass cases for the ways a pattern
//! may be written. Bless changed messages with `TRYBUILD=overwrite` and review the diff.

#[test]
fn ui() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/*.rs");
    cases.pass("tests/ui-pass/*.rs");
}
