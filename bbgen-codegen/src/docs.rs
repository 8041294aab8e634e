//! Doc text shared by the back ends: words wrapped into lines, and a pattern's summary with its
//! example entry drawn.

use crate::diagram;
use crate::eval::{Evaluated, Example};

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
        Example::Text(text) => text.clone(),
    };
    lines.extend(rows.into_iter().map(|row| format!(" {row}")));
    lines.push(" ```".into());
    lines
}
