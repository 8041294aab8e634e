//! Doc text shared by the back ends: words wrapped into lines, a pattern's summary with its
//! example entry drawn, and each table's doc.

use crate::diagram;
use crate::names::Names;
use crate::tables::{Evaluated, Example, Table};

/// Doc lines, each led by a space.
pub fn lines(text: &[&str]) -> Vec<String> {
    text.iter().map(|line| format!(" {line}")).collect()
}

/// `text` as doc lines of at most about 96 characters, each led by a space.
pub fn wrap_words(text: &str) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split_whitespace() {
        match lines.last_mut().filter(|line| line.len() + word.len() < 96) {
            Some(line) => {
                line.push(' ');
                line.push_str(word);
            }
            None => lines.push(format!(" {word}")),
        }
    }
    lines
}

/// A template's text with the item names filled in for `{table}` and `{fn}`.
pub fn label(template: &str, table: &str, func: &str) -> String {
    template.replace("{table}", table).replace("{fn}", func)
}

/// Doc lines: the summary, then the example entry.
pub fn summary_and_example(table: &str, func: &str, evaluated: &Evaluated) -> Vec<String> {
    let mut lines = wrap_words(&evaluated.summary);
    lines.push(String::new());
    lines.extend(example(table, func, evaluated));
    lines
}

/// Doc lines: the example entry's label and drawing.
pub fn example(table: &str, func: &str, evaluated: &Evaluated) -> Vec<String> {
    let mut lines = vec![format!(" `{}`:", label(&evaluated.example_label, table, func))];
    lines.push(" ```text".into());
    let rows = match &evaluated.example {
        Example::Set(set) => diagram::draw(*set),
        Example::Grid(grid) => diagram::draw_numbers(grid),
        Example::Numbers(grid) => diagram::draw_columns(grid),
        Example::Text(text) => text.clone(),
    };
    lines.extend(rows.into_iter().map(|row| format!(" {row}")));
    lines.push(" ```".into());
    lines
}

/// Doc lines of a table: what an entry holds, its shape and size, and for the main table the
/// example entry.
pub fn table_doc(names: &Names, evaluated: &Evaluated, table: &Table) -> Vec<String> {
    let main = table.suffix.is_empty();
    let (name, func) = (&names.table, &names.func);
    let dims: String = table.shape.iter().map(|len| format!("[{len}]")).collect();
    let mut lines = wrap_words(&label(if main { &evaluated.summary } else { &table.doc }, name, func));
    lines.push(String::new());
    lines.push(format!(" Shape `{dims}`: {} entries, {} bytes.", table.entries(), table.bytes()));
    if main {
        lines.push(String::new());
        lines.extend(example(name, func, evaluated));
    }
    lines
}
