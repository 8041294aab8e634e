//! King-bucket maps drawn with 4 and with 8 columns against a reference read from the same
//! drawing written out as arrays: every square's bucket, and whether its king is mirrored.

mod common;

use bbgen::Square;
use common::coords;

/// A map drawn for files a to d, rank 8 first: every number distinct, some of three digits.
const HALF: [[u8; 4]; 8] = [
    [255, 254, 253, 252],
    [200, 100, 50, 25],
    [23, 22, 21, 20],
    [19, 18, 17, 16],
    [15, 14, 13, 12],
    [11, 10, 9, 8],
    [7, 6, 5, 4],
    [0, 1, 2, 3],
];

bbgen::king_buckets! {
    name = HALF_BUCKETS,
    255 254 253 252
    200 100 50  25
    23  22  21  20
    19  18  17  16
    15  14  13  12
    11  10  9   8
    7   6   5   4
    0   1   2   3
}

/// A map drawn for every file, rank 8 first, no two files of a rank alike.
const FULL: [[u8; 8]; 8] = [
    [56, 57, 58, 59, 60, 61, 62, 63],
    [48, 49, 50, 51, 52, 53, 54, 55],
    [40, 41, 42, 43, 44, 45, 46, 47],
    [32, 33, 34, 35, 36, 37, 38, 39],
    [24, 25, 26, 27, 28, 29, 30, 31],
    [16, 17, 18, 19, 20, 21, 22, 23],
    [8, 9, 10, 11, 12, 13, 14, 15],
    [0, 1, 2, 3, 4, 5, 6, 7],
];

bbgen::king_buckets! {
    name = FULL_BUCKETS, vis = pub(crate),
    56 57 58 59 60 61 62 63
    48 49 50 51 52 53 54 55
    40 41 42 43 44 45 46 47
    32 33 34 35 36 37 38 39
    24 25 26 27 28 29 30 31
    16 17 18 19 20 21 22 23
    8  9  10 11 12 13 14 15
    0  1  2  3  4  5  6  7
}

// The default name, and all 32 numbers on one line: rows of 4.
bbgen::king_buckets!(255 254 253 252 200 100 50 25 23 22 21 20 19 18 17 16 15 14 13 12 11 10 9 8 7 6 5 4 0 1 2 3);

/// The bucket and mirroring the definition gives a king on `sq` for `drawing`, rank 8 first: a
/// king on a file past the drawn ones reads its mirror file's number (a for h, b for g ...).
fn reference(drawing: &[&[u8]], sq: Square) -> (u8, bool) {
    let (file, rank) = coords(sq);
    let row = drawing[7 - rank as usize];
    let mirrored = file as usize >= row.len();
    let column = if mirrored { 7 - file as usize } else { file as usize };
    (row[column], mirrored)
}

#[test]
fn four_columns_match_the_reference_on_every_square() {
    let drawing: Vec<&[u8]> = HALF.iter().map(|row| &row[..]).collect();
    for sq in Square::ALL {
        let (bucket, mirrored) = reference(&drawing, sq);
        assert_eq!(half_buckets(sq), bucket, "{sq}");
        assert_eq!(HALF_BUCKETS[sq as usize], bucket, "{sq}");
        assert_eq!(half_buckets_mirrored(sq), mirrored, "{sq}");
        assert_eq!((king_buckets(sq), king_buckets_mirrored(sq)), (bucket, mirrored), "{sq}");
    }
}

#[test]
fn eight_columns_match_the_reference_on_every_square() {
    let drawing: Vec<&[u8]> = FULL.iter().map(|row| &row[..]).collect();
    for sq in Square::ALL {
        let (bucket, mirrored) = reference(&drawing, sq);
        assert!(!mirrored);
        assert_eq!(full_buckets(sq), bucket, "{sq}");
        assert_eq!(FULL_BUCKETS[sq as usize], bucket, "{sq}");
        assert!(!full_buckets_mirrored(sq), "{sq}");
    }
}

#[test]
fn a_mirrored_king_takes_its_mirror_squares_bucket() {
    for sq in Square::ALL {
        let mirror = Square::ALL[sq as usize ^ 7];
        assert_eq!(half_buckets(sq), half_buckets(mirror), "{sq}");
        assert_ne!(half_buckets_mirrored(sq), half_buckets_mirrored(mirror), "{sq}");
    }
}

#[test]
fn the_accessors_are_const() {
    const A1: (u8, bool) = (half_buckets(Square::A1), half_buckets_mirrored(Square::H8));
    assert_eq!(A1, (0, true));
}
