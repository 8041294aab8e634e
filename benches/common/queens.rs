//! Every slider method's `queen_attacks!`, generated once for the benchmarks that compare the
//! methods (`queens` and `icount`).

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
pub mod obstruction_rook_table_free {
    bbgen::queen_attacks!(obstruction, rook = table_free);
}

/// Hands each method's name and queen accessor, as a path, to the macro `$use`: PEXT only where
/// the target has BMI2. A caller that times the lookups makes a closure of each path, which the
/// compiler inlines into the loop as C++ inlines a template, where a `fn` pointer would be an
/// indirect call.
macro_rules! each_method {
    ($use:ident) => {
        $use!("magic", $crate::queens::magic::queen_attacks);
        #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
        $use!("pext", $crate::queens::pext::queen_attacks);
        $use!("hyperbola", $crate::queens::hyperbola::queen_attacks);
        $use!("kindergarten", $crate::queens::kindergarten::queen_attacks);
        $use!("kogge_stone", $crate::queens::kogge_stone::queen_attacks);
        $use!("obstruction", $crate::queens::obstruction::queen_attacks);
        $use!("table_free", $crate::queens::table_free::queen_attacks);
        $use!("vector", $crate::queens::vector::queen_attacks);
        $use!("obstruction, rook = table_free", $crate::queens::obstruction_rook_table_free::queen_attacks);
    };
}
pub(crate) use each_method;
