//! Rust's numbers as a formula computes with them: the twelve primitive number types, a value of
//! one, and each operation, method and cast with the semantics a compiled closure has (integer
//! overflow, division by zero and a failed `clamp` are faults, as they panic at run time; `as`
//! wraps, truncates and saturates). Floats are computed so that every host gives the same bits:
//! arithmetic, casts and the exact methods as IEEE 754 defines them; `ln`, `log2`, `log10`, `exp`
//! and `powf` by the `libm` crate (pure Rust, pinned) rather than the host's math library, whose
//! last bit differs between glibc, mingw, Apple's and MSVC's; `powi`, `min` and `max` as written
//! out here.

use std::cmp::Ordering;
use std::ops::{Add, Div, Mul, Rem, Sub};

use crate::tables::Scalar;

/// A primitive number type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Num {
    U8,
    U16,
    U32,
    U64,
    Usize,
    I8,
    I16,
    I32,
    I64,
    Isize,
    F32,
    F64,
}

impl Num {
    const ALL: [Num; 12] = [
        Num::U8,
        Num::U16,
        Num::U32,
        Num::U64,
        Num::Usize,
        Num::I8,
        Num::I16,
        Num::I32,
        Num::I64,
        Num::Isize,
        Num::F32,
        Num::F64,
    ];

    /// Its Rust name.
    pub fn name(self) -> &'static str {
        match self {
            Num::U8 => "u8",
            Num::U16 => "u16",
            Num::U32 => "u32",
            Num::U64 => "u64",
            Num::Usize => "usize",
            Num::I8 => "i8",
            Num::I16 => "i16",
            Num::I32 => "i32",
            Num::I64 => "i64",
            Num::Isize => "isize",
            Num::F32 => "f32",
            Num::F64 => "f64",
        }
    }

    /// The type of this name.
    pub fn named(name: &str) -> Option<Num> {
        Num::ALL.into_iter().find(|num| num.name() == name)
    }

    /// The number type of a table's element.
    pub fn of(scalar: Scalar) -> Num {
        Num::named(scalar.name()).unwrap_or(Num::U8)
    }

    /// Whether it is `f32` or `f64`.
    pub fn is_float(self) -> bool {
        matches!(self, Num::F32 | Num::F64)
    }

    /// Whether it is a signed integer type.
    pub fn is_signed(self) -> bool {
        matches!(self, Num::I8 | Num::I16 | Num::I32 | Num::I64 | Num::Isize)
    }

    /// An integer type's width in bits; `usize` and `isize` as on a 64-bit host.
    fn bits(self) -> u32 {
        match self {
            Num::U8 | Num::I8 => 8,
            Num::U16 | Num::I16 => 16,
            Num::U32 | Num::I32 | Num::F32 => 32,
            Num::U64 | Num::I64 | Num::Usize | Num::Isize | Num::F64 => 64,
        }
    }

    /// An integer type's least and greatest values.
    pub fn range(self) -> (i128, i128) {
        let bits = self.bits();
        if self.is_signed() { (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) } else { (0, (1 << bits) - 1) }
    }

    /// An integer as this integer type by `as`: its low bits, read signed or not.
    fn wrap(self, value: i128) -> i128 {
        let modulus = 1i128 << self.bits();
        let low = value.rem_euclid(modulus);
        if self.is_signed() && low > self.range().1 { low - modulus } else { low }
    }
}

/// A value a formula computes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    /// An integer of the given type, within its range.
    Int(i128, Num),
    F32(f32),
    F64(f64),
    Bool(bool),
}

impl Value {
    /// The bits a table stores: an integer's two's complement, a float's IEEE bits.
    pub fn bits(self) -> u64 {
        match self {
            Value::Int(value, _) => value as u64,
            Value::F32(value) => u64::from(value.to_bits()),
            Value::F64(value) => value.to_bits(),
            Value::Bool(value) => u64::from(value),
        }
    }

    /// Whether it is a float that is infinite or not a number.
    pub fn is_non_finite(self) -> bool {
        match self {
            Value::F32(value) => !value.is_finite(),
            Value::F64(value) => !value.is_finite(),
            Value::Int(..) | Value::Bool(_) => false,
        }
    }

    /// Its value as Rust prints it.
    pub fn text(self) -> String {
        match self {
            Value::Int(value, _) => value.to_string(),
            Value::F32(value) => format!("{value:?}"),
            Value::F64(value) => format!("{value:?}"),
            Value::Bool(value) => value.to_string(),
        }
    }
}

/// An arithmetic operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arith {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// A comparison operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compare {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// `a op b`, of two values of one type.
pub fn arith(op: Arith, a: Value, b: Value) -> Result<Value, &'static str> {
    Ok(match (a, b) {
        (Value::Int(x, num), Value::Int(y, _)) => {
            let (min, max) = num.range();
            let value = match op {
                Arith::Add => x.checked_add(y),
                Arith::Sub => x.checked_sub(y),
                Arith::Mul => x.checked_mul(y),
                Arith::Div if y == 0 => return Err("attempt to divide by zero"),
                Arith::Div => x.checked_div(y),
                Arith::Rem if y == 0 => return Err("attempt to calculate the remainder with a divisor of zero"),
                Arith::Rem if x == min && y == -1 && min < 0 => {
                    return Err("attempt to calculate the remainder with overflow");
                }
                Arith::Rem => x.checked_rem(y),
            };
            match value {
                Some(value) if (min..=max).contains(&value) => Value::Int(value, num),
                _ => {
                    return Err(match op {
                        Arith::Add => "attempt to add with overflow",
                        Arith::Sub => "attempt to subtract with overflow",
                        Arith::Mul => "attempt to multiply with overflow",
                        Arith::Div | Arith::Rem => "attempt to divide with overflow",
                    });
                }
            }
        }
        (Value::F32(x), Value::F32(y)) => Value::F32(float_arith(op, x, y)),
        (Value::F64(x), Value::F64(y)) => Value::F64(float_arith(op, x, y)),
        _ => return Err("operands of different types"),
    })
}

/// `x op y` of two floats of one type, IEEE's result whatever it is.
fn float_arith<T>(op: Arith, x: T, y: T) -> T
where
    T: Add<Output = T> + Sub<Output = T> + Mul<Output = T> + Div<Output = T> + Rem<Output = T>,
{
    match op {
        Arith::Add => x + y,
        Arith::Sub => x - y,
        Arith::Mul => x * y,
        Arith::Div => x / y,
        Arith::Rem => x % y,
    }
}

/// `-a`.
pub fn negate(a: Value) -> Result<Value, &'static str> {
    match a {
        Value::Int(x, num) if -x <= num.range().1 => Ok(Value::Int(-x, num)),
        Value::Int(..) => Err("attempt to negate with overflow"),
        Value::F32(x) => Ok(Value::F32(-x)),
        Value::F64(x) => Ok(Value::F64(-x)),
        Value::Bool(_) => Err("a truth value negated"),
    }
}

/// `a op b`, of two values of one type.
pub fn compare(op: Compare, a: Value, b: Value) -> bool {
    fn by<T: PartialOrd>(op: Compare, a: T, b: T) -> bool {
        match op {
            Compare::Eq => a == b,
            Compare::Ne => a != b,
            Compare::Lt => a < b,
            Compare::Le => a <= b,
            Compare::Gt => a > b,
            Compare::Ge => a >= b,
        }
    }
    match (a, b) {
        (Value::Int(x, _), Value::Int(y, _)) => by(op, x, y),
        (Value::F32(x), Value::F32(y)) => by(op, x, y),
        (Value::F64(x), Value::F64(y)) => by(op, x, y),
        (Value::Bool(x), Value::Bool(y)) => by(op, x, y),
        _ => false,
    }
}

/// `a as to`: an integer wraps to the new width, a float truncates toward zero and saturates
/// (not a number gives 0), an integer becomes the nearest float, a truth value 0 or 1.
pub fn cast(a: Value, to: Num) -> Value {
    let from_float = |truncated: i128| {
        let (min, max) = to.range();
        Value::Int(truncated.clamp(min, max), to)
    };
    match (a, to) {
        (Value::Int(x, _), Num::F32) => Value::F32(x as f32),
        (Value::Int(x, _), Num::F64) => Value::F64(x as f64),
        (Value::Int(x, _), _) => Value::Int(to.wrap(x), to),
        (Value::Bool(x), _) => Value::Int(i128::from(x), to),
        (Value::F32(x), Num::F32) => Value::F32(x),
        (Value::F32(x), Num::F64) => Value::F64(f64::from(x)),
        (Value::F32(x), _) => from_float(x as i128),
        (Value::F64(x), Num::F32) => Value::F32(x as f32),
        (Value::F64(x), Num::F64) => Value::F64(x),
        (Value::F64(x), _) => from_float(x as i128),
    }
}

/// A method a formula may call on a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    Ln,
    Log2,
    Log10,
    Sqrt,
    Exp,
    Powi,
    Powf,
    Pow,
    Abs,
    Min,
    Max,
    Floor,
    Ceil,
    Round,
    Trunc,
    Clamp,
}

impl Method {
    /// Every method with its name, in the order messages list them.
    pub const ALL: [(&'static str, Method); 16] = [
        ("ln", Method::Ln),
        ("log2", Method::Log2),
        ("log10", Method::Log10),
        ("sqrt", Method::Sqrt),
        ("exp", Method::Exp),
        ("powi", Method::Powi),
        ("powf", Method::Powf),
        ("pow", Method::Pow),
        ("abs", Method::Abs),
        ("min", Method::Min),
        ("max", Method::Max),
        ("floor", Method::Floor),
        ("ceil", Method::Ceil),
        ("round", Method::Round),
        ("trunc", Method::Trunc),
        ("clamp", Method::Clamp),
    ];

    /// The method of this name.
    pub fn named(name: &str) -> Option<Method> {
        Method::ALL.iter().find(|(word, _)| *word == name).map(|&(_, method)| method)
    }

    /// The types of its arguments after the receiver, for a receiver of type `num`; `None`
    /// where that type has no such method.
    pub fn params(self, num: Num) -> Option<Vec<Num>> {
        let float = num.is_float();
        match self {
            Method::Ln
            | Method::Log2
            | Method::Log10
            | Method::Sqrt
            | Method::Exp
            | Method::Floor
            | Method::Ceil
            | Method::Round
            | Method::Trunc => float.then(Vec::new),
            Method::Powi => float.then(|| vec![Num::I32]),
            Method::Powf => float.then(|| vec![num]),
            Method::Pow => (!float).then(|| vec![Num::U32]),
            Method::Abs => (float || num.is_signed()).then(Vec::new),
            Method::Min | Method::Max => Some(vec![num]),
            Method::Clamp => Some(vec![num, num]),
        }
    }

    /// The receivers it takes, in words.
    pub fn receivers(self) -> &'static str {
        match self {
            Method::Pow => "integers",
            Method::Abs => "signed integers and floats",
            Method::Min | Method::Max | Method::Clamp => "numbers",
            _ => "`f32` and `f64`",
        }
    }
}

/// `receiver.method(args)`, of a method that `Method::params` allows.
pub fn call(method: Method, receiver: Value, args: &[Value]) -> Result<Value, &'static str> {
    let exponent = match args.first() {
        Some(Value::Int(exponent, _)) => *exponent as i32,
        _ => 0,
    };
    match receiver {
        Value::Int(x, num) => int_method(method, x, num, args),
        Value::F32(x) => {
            let args: Vec<f32> =
                args.iter().filter_map(|a| if let Value::F32(a) = a { Some(*a) } else { None }).collect();
            x.apply(method, &args, exponent).map(Value::F32)
        }
        Value::F64(x) => {
            let args: Vec<f64> =
                args.iter().filter_map(|a| if let Value::F64(a) = a { Some(*a) } else { None }).collect();
            x.apply(method, &args, exponent).map(Value::F64)
        }
        Value::Bool(_) => Err("a method of a truth value"),
    }
}

fn int_method(method: Method, x: i128, num: Num, args: &[Value]) -> Result<Value, &'static str> {
    let int = |i: usize| match args.get(i) {
        Some(Value::Int(value, _)) => *value,
        _ => 0,
    };
    let (min, max) = num.range();
    let value = match method {
        Method::Abs if x == min && min < 0 => return Err("attempt to negate with overflow"),
        Method::Abs => x.abs(),
        Method::Min => x.min(int(0)),
        Method::Max => x.max(int(0)),
        Method::Clamp if int(0) > int(1) => return Err("`clamp` with a minimum above its maximum"),
        Method::Clamp => x.clamp(int(0), int(1)),
        Method::Pow => match x.checked_pow(int(0) as u32) {
            Some(power) if (min..=max).contains(&power) => power,
            _ => return Err("attempt to multiply with overflow"),
        },
        _ => return Err("a float's method on an integer"),
    };
    Ok(Value::Int(value, num))
}

/// The float methods, written once for `f32` and `f64`.
trait Float: Copy + PartialOrd {
    /// The value as an `f64`, exactly.
    fn wide(self) -> f64;
    /// An `f64` rounded to this type.
    fn narrow(wide: f64) -> Self;
    /// `self.method(args)`; `exponent` is `powi`'s.
    fn apply(self, method: Method, args: &[Self], exponent: i32) -> Result<Self, &'static str>;
}

macro_rules! float {
    ($float:ty) => {
        impl Float for $float {
            fn wide(self) -> f64 {
                f64::from(self)
            }

            fn narrow(wide: f64) -> Self {
                wide as $float
            }

            fn apply(self, method: Method, args: &[Self], exponent: i32) -> Result<Self, &'static str> {
                let arg = |i: usize| args.get(i).copied().unwrap_or(0.0);
                // libm's `f64` functions for both widths, an `f32` rounded once from the `f64`
                // result, which agrees with glibc's `f32` functions far more often than libm's
                // own, computed in `f32`, do (`cargo xtask formula-agreement`).
                let libm = |f: fn(f64) -> f64| Self::narrow(f(self.wide()));
                Ok(match method {
                    Method::Ln => libm(libm::log),
                    Method::Log2 => libm(libm::log2),
                    Method::Log10 => libm(libm::log10),
                    Method::Exp => libm(libm::exp),
                    Method::Powf => Self::narrow(libm::pow(self.wide(), arg(0).wide())),
                    Method::Powi => {
                        // Square and multiply, in this type, as compiled code runs `powi` (the
                        // compiler's runtime, `__powidf2` and `__powisf2`) but for Windows
                        // targets, where rustc calls the C library's `pow`.
                        let (mut base, mut power, mut product) = (self, exponent.unsigned_abs(), 1.0);
                        loop {
                            if power & 1 == 1 {
                                product *= base;
                            }
                            power >>= 1;
                            if power == 0 {
                                break;
                            }
                            base *= base;
                        }
                        if exponent < 0 { 1.0 / product } else { product }
                    }
                    // As rustc compiles them for x86-64 (a compare and `minsd` or `maxsd`): the
                    // receiver where the two are equal, so `-0.0` against `0.0` too, and the other
                    // where one is not a number. Rust leaves the sign of a zero unspecified, and
                    // AArch64's instructions answer otherwise.
                    Method::Min => {
                        if self.is_nan() || arg(0) < self {
                            arg(0)
                        } else {
                            self
                        }
                    }
                    Method::Max => {
                        if self.is_nan() || arg(0) > self {
                            arg(0)
                        } else {
                            self
                        }
                    }
                    Method::Sqrt => self.sqrt(),
                    Method::Abs => self.abs(),
                    Method::Floor => self.floor(),
                    Method::Ceil => self.ceil(),
                    Method::Round => self.round(),
                    Method::Trunc => self.trunc(),
                    // `clamp` panics on such bounds.
                    Method::Clamp if !matches!(arg(0).partial_cmp(&arg(1)), Some(Ordering::Less | Ordering::Equal)) => {
                        return Err("`clamp` with a minimum above its maximum, or a bound not a number");
                    }
                    Method::Clamp => self.clamp(arg(0), arg(1)),
                    Method::Pow => return Err("`pow` of a float"),
                })
            }
        }
    };
}

float!(f32);
float!(f64);

#[cfg(test)]
mod tests {
    use super::*;

    /// Every pair of `i8`s and of `u8`s, through each operator, against Rust's checked
    /// arithmetic: a fault exactly where the compiled operator panics, the same value elsewhere.
    #[test]
    fn arithmetic_faults_where_rust_panics() {
        type Checked<T> = fn(T, T) -> Option<T>;
        let ops: [(Arith, Checked<i8>, Checked<u8>); 5] = [
            (Arith::Add, i8::checked_add, u8::checked_add),
            (Arith::Sub, i8::checked_sub, u8::checked_sub),
            (Arith::Mul, i8::checked_mul, u8::checked_mul),
            (Arith::Div, i8::checked_div, u8::checked_div),
            (Arith::Rem, i8::checked_rem, u8::checked_rem),
        ];
        for (op, signed, unsigned) in ops {
            for (a, b) in (i8::MIN..=i8::MAX).flat_map(|a| (i8::MIN..=i8::MAX).map(move |b| (a, b))) {
                let got = arith(op, Value::Int(a.into(), Num::I8), Value::Int(b.into(), Num::I8)).ok();
                assert_eq!(got, signed(a, b).map(|v| Value::Int(v.into(), Num::I8)), "{a} {op:?} {b}");
            }
            for (a, b) in (0..=u8::MAX).flat_map(|a| (0..=u8::MAX).map(move |b| (a, b))) {
                let got = arith(op, Value::Int(a.into(), Num::U8), Value::Int(b.into(), Num::U8)).ok();
                assert_eq!(got, unsigned(a, b).map(|v| Value::Int(v.into(), Num::U8)), "{a} {op:?} {b}");
            }
        }
        for a in i8::MIN..=i8::MAX {
            assert_eq!(
                negate(Value::Int(a.into(), Num::I8)).ok(),
                a.checked_neg().map(|v| Value::Int(v.into(), Num::I8))
            );
            let abs = call(Method::Abs, Value::Int(a.into(), Num::I8), &[]).ok();
            assert_eq!(abs, a.checked_abs().map(|v| Value::Int(v.into(), Num::I8)));
        }
        for (a, e) in (i8::MIN..=i8::MAX).flat_map(|a| (0..10u32).map(move |e| (a, e))) {
            let pow = call(Method::Pow, Value::Int(a.into(), Num::I8), &[Value::Int(e.into(), Num::U32)]).ok();
            assert_eq!(pow, a.checked_pow(e).map(|v| Value::Int(v.into(), Num::I8)), "{a}.pow({e})");
        }
    }

    /// `as` between integers over every `i16` and `u16`, and from floats over values at and
    /// around every boundary, against Rust's own `as`.
    #[test]
    fn casts_are_rusts() {
        for x in i16::MIN..=i16::MAX {
            let value = Value::Int(x.into(), Num::I16);
            assert_eq!(cast(value, Num::U8), Value::Int((x as u8).into(), Num::U8));
            assert_eq!(cast(value, Num::I8), Value::Int((x as i8).into(), Num::I8));
            assert_eq!(cast(value, Num::U64), Value::Int((x as u64).into(), Num::U64));
            assert_eq!(cast(value, Num::F32), Value::F32(f32::from(x)));
        }
        for x in 0..=u16::MAX {
            let value = Value::Int(x.into(), Num::U16);
            assert_eq!(cast(value, Num::I16), Value::Int((x as i16).into(), Num::I16));
        }
        let big = Value::Int(u64::MAX.into(), Num::U64);
        assert_eq!(cast(big, Num::F32), Value::F32(u64::MAX as f32));
        assert_eq!(cast(big, Num::F64), Value::F64(u64::MAX as f64));
        assert_eq!(cast(big, Num::I64), Value::Int(-1, Num::I64));
        let floats = [
            0.0,
            -0.0,
            0.5,
            -0.5,
            -0.99,
            127.9,
            128.0,
            255.5,
            256.0,
            -128.7,
            -129.0,
            1e30,
            -1e30,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            9.2e18,
            1.9e19,
        ];
        for x in floats {
            assert_eq!(cast(Value::F64(x), Num::U8), Value::Int((x as u8).into(), Num::U8), "{x}");
            assert_eq!(cast(Value::F64(x), Num::I8), Value::Int((x as i8).into(), Num::I8), "{x}");
            assert_eq!(cast(Value::F64(x), Num::I64), Value::Int((x as i64).into(), Num::I64), "{x}");
            assert_eq!(cast(Value::F64(x), Num::U64), Value::Int((x as u64).into(), Num::U64), "{x}");
            let single = x as f32;
            assert_eq!(cast(Value::F64(x), Num::F32).bits(), Value::F32(single).bits(), "{x}");
            assert_eq!(cast(Value::F32(single), Num::U16), Value::Int((single as u16).into(), Num::U16), "{x}");
            assert_eq!(cast(Value::F32(single), Num::Isize), Value::Int((single as i64).into(), Num::Isize), "{x}");
        }
        assert_eq!(cast(Value::Bool(true), Num::U8), Value::Int(1, Num::U8));
    }

    /// `powi` against the compiled method, which calls the compiler's runtime: bases from a
    /// thousandth to a thousand and of both signs, every exponent from -40 to 40. For Windows
    /// targets rustc calls the C library's `pow` instead, which rounds once where squaring and
    /// multiplying round at each step: there the bases are zero and the powers of two from 1/8 to
    /// 8, whose powers are exact both ways.
    #[test]
    fn powi_is_the_compiled_one() {
        use std::hint::black_box;
        let bases: Vec<f64> = if cfg!(windows) {
            vec![0.125, 0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 0.0, -0.0]
        } else {
            (1..=2000).map(|k| f64::from(k) * 0.5003).chain([0.001, 0.1, 0.95, 1.0, 1000.0, 0.0, -0.0]).collect()
        };
        for base in bases.into_iter().flat_map(|base| [base, -base]) {
            for exponent in -40..=40 {
                let args = [Value::Int(exponent.into(), Num::I32)];
                let double = call(Method::Powi, Value::F64(base), &args).unwrap();
                assert_eq!(
                    double.bits(),
                    black_box(base).powi(black_box(exponent)).to_bits(),
                    "{base}.powi({exponent})"
                );
                let single = base as f32;
                let single_power = call(Method::Powi, Value::F32(single), &args).unwrap();
                let want = black_box(single).powi(black_box(exponent));
                assert_eq!(single_power.bits(), u64::from(want.to_bits()), "{single}.powi({exponent})");
            }
        }
    }

    /// `min` and `max` of zeros of both signs, infinities and not a number: the receiver where
    /// the two compare equal, the other where one is not a number; on x86-64, also what the
    /// compiled methods give.
    #[test]
    fn min_and_max_of_zeros_and_nan() {
        use std::hint::black_box;
        let values = [0.0, -0.0, 1.5, -1.5, f64::INFINITY, f64::NEG_INFINITY, f64::NAN];
        for (x, y) in values.iter().flat_map(|&x| values.iter().map(move |&y| (x, y))) {
            for (method, compiled) in [(Method::Min, f64::min as fn(f64, f64) -> f64), (Method::Max, f64::max)] {
                let got = call(method, Value::F64(x), &[Value::F64(y)]).unwrap();
                let want = match (x.is_nan(), y.is_nan()) {
                    (true, _) => y,
                    (false, true) => x,
                    _ if x == y => x,
                    _ if (method == Method::Min) == (x < y) => x,
                    _ => y,
                };
                assert_eq!(got.bits(), want.to_bits(), "{x}.{method:?}({y})");
                if cfg!(target_arch = "x86_64") {
                    assert_eq!(got.bits(), compiled(black_box(x), black_box(y)).to_bits(), "{x}.{method:?}({y})");
                }
                let single = call(method, Value::F32(x as f32), &[Value::F32(y as f32)]).unwrap();
                assert_eq!(single.bits(), u64::from((want as f32).to_bits()), "{x}_f32.{method:?}({y})");
            }
        }
    }
}
