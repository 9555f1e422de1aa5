//! The secrets in an address: a token of 128 random bits (the phones'
//! watching address, a table's write token), and its comparison in a time
//! that does not tell where a guess went wrong.

/// A token of 128 random bits from the system, as 32 hex digits.
pub fn new_token() -> std::io::Result<String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(std::io::Error::other)?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Whether `a` and `b` are equal, in a time that does not depend on where
/// they differ (the length of a token is no secret).
pub fn same_token(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let difference = a
        .iter()
        .zip(b)
        .fold(0u8, |acc, (x, y)| acc | std::hint::black_box(x ^ y));
    std::hint::black_box(difference) == 0
}
