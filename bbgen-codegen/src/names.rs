//! The names of a pattern's items as text, spelled once for both back ends: the main table's,
//! the other tables' (`{TABLE}{suffix}`), the main accessor's (the table's name in lower case,
//! after the pattern's prefix) and the other accessors' (`{func}_{suffix}`).

/// A pattern's item names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Names {
    /// The main table's name, in UPPER_SNAKE_CASE.
    pub table: String,
    /// The main accessor's name.
    pub func: String,
}

impl Names {
    /// The names of the items of a pattern whose table is named `table` and whose accessors
    /// start with `prefix` (`is_` for a predicate).
    pub fn new(table: String, prefix: &str) -> Names {
        Names { func: format!("{prefix}{}", table.to_lowercase()), table }
    }

    /// The name of the table with this suffix (empty for the main table).
    pub fn table_with(&self, suffix: &str) -> String {
        format!("{}{suffix}", self.table)
    }

    /// The name of the accessor with this suffix (`None` for the main accessor).
    pub fn func_with(&self, suffix: Option<&str>) -> String {
        match suffix {
            None => self.func.clone(),
            Some(suffix) => format!("{}_{suffix}", self.func),
        }
    }
}

/// `name` for as long as the process runs, leaked once per distinct name: the accessors' names
/// of parameters that an invocation chooses, such as a formula's indices.
#[cfg(feature = "formula")]
pub fn intern(name: &str) -> &'static str {
    use std::collections::BTreeSet;
    use std::sync::Mutex;
    static NAMES: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let mut names = NAMES.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some(&known) = names.get(name) {
        return known;
    }
    let leaked: &'static str = Box::leak(name.to_owned().into_boxed_str());
    names.insert(leaked);
    leaked
}
