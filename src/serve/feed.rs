//! A club night's host reading a table's evening over the local network:
//! the table serves its evening (`vira serve`, or *Visa på telefoner* in
//! the app) and its watching address, `http://ADDRESS:PORT/TOKEN/`, is
//! written in the night file for that table. The host asks
//! `…/TOKEN/evening` for the evening file's text and settles it with the
//! same core as `vira settle`; it never writes to a table.
//!
//! Plain HTTP/1.1 on the local network, one GET with `Connection: close`,
//! a time limit on every step and a size limit on the answer: a table that
//! is gone, slow or hostile costs the host at most [`TIMEOUT`] and
//! [`MAX_ANSWER`] bytes, and gives an error as data.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::time::Duration;

pub use crate::error::network::FeedError;

/// The longest a table may take to connect, and then to answer.
pub const TIMEOUT: Duration = Duration::from_secs(2);

/// The largest answer read: an evening file is a few tens of kilobytes;
/// the archive's own limit on an evening file is larger than any table's.
pub const MAX_ANSWER: u64 = 8 * 1024 * 1024;

/// The host, port and page of a watching address (`http://HOST:PORT/TOKEN/`).
fn parse_address(url: &str) -> Result<(String, u16, String), FeedError> {
    let bad = || FeedError::BadAddress(crate::words::shown(url));
    let rest = url.strip_prefix("http://").ok_or_else(bad)?;
    let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
    let (host, port) = match authority.rsplit_once(':') {
        Some((host, port)) => (host, port.parse::<u16>().map_err(|_| bad())?),
        None => (authority, 80),
    };
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let path_ok = path
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'/' | b'-' | b'_' | b'.'));
    if host.is_empty() || !path_ok || path.split('/').any(|part| part == "..") {
        return Err(bad());
    }
    let page = path.trim_end_matches('/');
    Ok((host.to_string(), port, format!("/{page}/")))
}

/// Whether `url` is a table's watching address (`http://HOST:PORT/TOKEN/`).
pub fn check_address(url: &str) -> Result<(), FeedError> {
    parse_address(url).map(|_| ())
}

/// The evening file's text the table at `url` serves now.
pub fn fetch_evening(url: &str) -> Result<String, FeedError> {
    fetch(url, "evening")
}

/// The club night's file text the host at `url` serves now (its standing's
/// address, as the host's *Visa på telefoner* or `vira serve NAME.night`
/// shows it): a table joining the night reads its seating from it.
pub fn fetch_night(url: &str) -> Result<String, FeedError> {
    fetch(url, "night")
}

/// `what` (`evening` or `night`) beside the page at `url`.
fn fetch(url: &str, what: &str) -> Result<String, FeedError> {
    let (host, port, page) = parse_address(url)?;
    let path = format!("{page}{what}");
    let unreachable = |e: std::io::Error| FeedError::Unreachable(e.kind().to_string());
    let address: SocketAddr = (host.as_str(), port)
        .to_socket_addrs()
        .map_err(unreachable)?
        .next()
        .ok_or_else(|| FeedError::Unreachable("no address".to_string()))?;
    let mut stream = TcpStream::connect_timeout(&address, TIMEOUT).map_err(unreachable)?;
    stream
        .set_read_timeout(Some(TIMEOUT))
        .map_err(unreachable)?;
    stream
        .set_write_timeout(Some(TIMEOUT))
        .map_err(unreachable)?;
    let host_header = if host.contains(':') {
        format!("[{host}]:{port}")
    } else {
        format!("{host}:{port}")
    };
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {host_header}\r\nConnection: close\r\nAccept: text/plain\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).map_err(unreachable)?;
    let mut answer = Vec::new();
    stream
        .take(MAX_ANSWER + 1)
        .read_to_end(&mut answer)
        .map_err(unreachable)?;
    if answer.len() as u64 > MAX_ANSWER {
        return Err(FeedError::NotAnEvening("too large"));
    }
    body_of(&answer)
}

/// The body of an HTTP/1.1 answer, when its status is 200: as long as
/// `Content-Length` says, or chunked, or to the end.
fn body_of(answer: &[u8]) -> Result<String, FeedError> {
    let not = FeedError::NotAnEvening;
    let end = answer
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or(not("no head"))?;
    let head = std::str::from_utf8(answer.get(..end).ok_or(not("no head"))?)
        .map_err(|_| not("head not text"))?;
    let body = answer.get(end + 4..).ok_or(not("no body"))?;
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|line| line.split(' ').nth(1))
        .and_then(|code| code.parse::<u16>().ok())
        .ok_or(not("no status"))?;
    if status != 200 {
        return Err(FeedError::Status(status));
    }
    let header = |name: &str| {
        head.split("\r\n").skip(1).find_map(|line| {
            let (key, value) = line.split_once(':')?;
            key.trim()
                .eq_ignore_ascii_case(name)
                .then(|| value.trim().to_ascii_lowercase())
        })
    };
    let bytes = if header("transfer-encoding").is_some_and(|v| v.contains("chunked")) {
        dechunk(body).ok_or(not("bad chunks"))?
    } else if let Some(length) = header("content-length") {
        let length: usize = length.parse().map_err(|_| not("bad length"))?;
        body.get(..length).ok_or(not("cut short"))?.to_vec()
    } else {
        body.to_vec()
    };
    String::from_utf8(bytes).map_err(|_| not("not UTF-8"))
}

/// The data of a chunked body.
fn dechunk(mut body: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(body.len());
    loop {
        let line_end = body.windows(2).position(|w| w == b"\r\n")?;
        let size_text = std::str::from_utf8(body.get(..line_end)?).ok()?;
        let size_text = size_text.split(';').next()?.trim();
        let size = usize::from_str_radix(size_text, 16).ok()?;
        let data_start = line_end + 2;
        if size == 0 {
            return Some(out);
        }
        out.extend_from_slice(body.get(data_start..data_start.checked_add(size)?)?);
        body = body.get(data_start + size + 2..)?;
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn addresses_are_a_tables_watching_address_and_nothing_else() {
        assert_eq!(
            parse_address("http://192.168.1.20:8123/abc123/").unwrap(),
            ("192.168.1.20".into(), 8123, "/abc123/".into())
        );
        assert_eq!(
            parse_address("http://[::1]:80/t/").unwrap(),
            ("::1".into(), 80, "/t/".into())
        );
        assert_eq!(
            parse_address("http://bord-2.local/t").unwrap(),
            ("bord-2.local".into(), 80, "/t/".into())
        );
        for bad in [
            "https://10.0.0.1:1/t/",
            "file:///etc/passwd",
            "http://:80/t/",
            "http://10.0.0.1:99999/t/",
            "http://10.0.0.1:1/../t/",
            "http://10.0.0.1:1/t?x=1",
            "http://10.0.0.1:1/t\r\nHost: x/",
            "10.0.0.1:1/t/",
        ] {
            assert!(
                matches!(parse_address(bad), Err(FeedError::BadAddress(_))),
                "{bad}"
            );
        }
    }

    #[test]
    fn answers_by_length_chunked_or_to_the_end() {
        let whole = b"HTTP/1.1 200 OK\r\ncontent-length: 5\r\n\r\nhello and more";
        assert_eq!(body_of(whole).unwrap(), "hello");
        let chunked =
            b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nhel\r\n2\r\nlo\r\n0\r\n\r\n";
        assert_eq!(body_of(chunked).unwrap(), "hello");
        let open = b"HTTP/1.1 200 OK\r\n\r\nhello";
        assert_eq!(body_of(open).unwrap(), "hello");
        assert_eq!(
            body_of(b"HTTP/1.1 404 Not Found\r\n\r\n"),
            Err(FeedError::Status(404))
        );
        for bad in [
            &b"HTTP/1.1 200 OK\r\ncontent-length: 9\r\n\r\nhello"[..],
            b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
            b"HTTP/1.1 200 OK\r\n\r\n\xff",
            b"nonsense",
        ] {
            assert!(
                matches!(body_of(bad), Err(FeedError::NotAnEvening(_))),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn a_table_that_is_not_there_is_unreachable() {
        // A port nobody listens on: bound, then closed.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        assert!(matches!(
            fetch_evening(&format!("http://127.0.0.1:{port}/t/")),
            Err(FeedError::Unreachable(_))
        ));
    }
}
