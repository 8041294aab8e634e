//! Every slider method's `queen_attacks!`, generated once for the benchmarks that compare the
//! methods (`queens` and `icount`).

use bbgen::Square;

pub mod magic {
    bbgen::queen_attacks!(magic);
}
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
pub mod pext {
    bbgen::queen_attacks!(pext);
}
pub mod hyperbola {
    bbgen::queen_attacks!(hyperbola);
}
pub mod kindergarten {
    bbgen::queen_attacks!(kindergarten);
}
pub mod kogge_stone {
    bbgen::queen_attacks!(kogge_stone);
}
pub mod obstruction {
    bbgen::queen_attacks!(obstruction);
}
pub mod table_free {
    bbgen::queen_attacks!(table_free);
}
pub mod vector {
    bbgen::queen_attacks!(vector);
}

/// A queen lookup: the attacks from a square with an occupancy.
pub type Lookup = fn(Square, u64) -> u64;

/// Each method's name and queen lookup: PEXT only where the target has BMI2.
pub fn methods() -> Vec<(&'static str, Lookup)> {
    let mut methods: Vec<(&'static str, Lookup)> = vec![("magic", magic::queen_attacks)];
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    methods.push(("pext", pext::queen_attacks));
    methods.extend([
        ("hyperbola", hyperbola::queen_attacks as Lookup),
        ("kindergarten", kindergarten::queen_attacks),
        ("kogge_stone", kogge_stone::queen_attacks),
        ("obstruction", obstruction::queen_attacks),
        ("table_free", table_free::queen_attacks),
        ("vector", vector::queen_attacks),
    ]);
    methods
}
