//! Lines for charts: a series of many points thinned to what a chart can
//! show, keeping its shape. A federation's 50,000 evenings give a player's
//! line tens of thousands of points; a chart a thousand pixels wide shows
//! at most a few per pixel column, and drawing them all made each frame
//! with the chart 5 ms instead of 3 (the first 16-19 ms instead of 13).

/// The points of a line to draw, at most four per column of `columns`
/// equal widths over `from..=to`: in each column its first, lowest, highest
/// and last point, in order. Every point drawn is one of the line's own,
/// and the line's first and last point and its lowest and highest in the
/// range are always among them, so the thinned line covers exactly the
/// area the whole one does.
///
/// `points` are in order of x (an evening's place); `xy` gives a point's
/// x and y. Only the points with x in `from..=to` are looked at, and the
/// nearest point outside on either side, so the line still runs to the
/// chart's edges. A range that is not a number (NaN) gives the whole line,
/// and one of no width, or no columns, the points in the range whole.
pub fn thinned<T>(
    points: &[T],
    xy: impl Fn(&T) -> [f64; 2],
    from: f64,
    to: f64,
    columns: usize,
) -> Vec<[f64; 2]> {
    let (from, to) = if from <= to {
        (from, to)
    } else {
        (f64::NEG_INFINITY, f64::INFINITY)
    };
    let start = points
        .partition_point(|p| xy(p)[0] < from)
        .saturating_sub(1);
    let end = points
        .partition_point(|p| xy(p)[0] <= to)
        .saturating_add(1)
        .min(points.len());
    let inside = points.get(start..end).unwrap_or_default();
    let width = to - from;
    if inside.len() <= columns.saturating_mul(4)
        || columns == 0
        || !width.is_finite()
        || width <= 0.0
    {
        return inside.iter().map(&xy).collect();
    }
    let mut out = Vec::with_capacity(columns.saturating_mul(4));
    // The column being gathered: its first, lowest, highest and last
    // points' places in `inside`.
    let mut column: Option<(usize, [usize; 4])> = None;
    let column_of = |x: f64| -> usize {
        let at = ((x - from) / width * columns as f64).floor();
        // Points outside the range (the neighbours) go to the edge columns.
        if at <= 0.0 {
            0
        } else if at >= columns as f64 {
            columns - 1
        } else {
            at as usize
        }
    };
    let flush = |out: &mut Vec<[f64; 2]>, places: [usize; 4]| {
        let mut places = places;
        places.sort_unstable();
        let mut last = None;
        for place in places {
            if last != Some(place) {
                if let Some(p) = inside.get(place) {
                    out.push(xy(p));
                }
                last = Some(place);
            }
        }
    };
    for (place, point) in inside.iter().enumerate() {
        let [x, y] = xy(point);
        let c = column_of(x);
        match &mut column {
            Some((current, places)) if *current == c => {
                let low = inside.get(places[1]).map_or(f64::INFINITY, |p| xy(p)[1]);
                let high = inside
                    .get(places[2])
                    .map_or(f64::NEG_INFINITY, |p| xy(p)[1]);
                if y < low {
                    places[1] = place;
                }
                if y > high {
                    places[2] = place;
                }
                places[3] = place;
            }
            _ => {
                if let Some((_, places)) = column {
                    flush(&mut out, places);
                }
                column = Some((c, [place; 4]));
            }
        }
    }
    if let Some((_, places)) = column {
        flush(&mut out, places);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn line(ys: &[f64]) -> Vec<[f64; 2]> {
        ys.iter().enumerate().map(|(x, &y)| [x as f64, y]).collect()
    }

    fn same(p: &[f64; 2]) -> [f64; 2] {
        *p
    }

    #[test]
    fn a_short_line_is_given_whole() {
        let points = line(&[1.0, 5.0, -2.0, 3.0]);
        assert_eq!(thinned(&points, same, 0.0, 3.0, 1), points);
    }

    #[test]
    fn each_column_keeps_its_first_lowest_highest_and_last_point_in_order() {
        // Two columns of five points: x 0-4 and 5-9.
        let points = line(&[0.0, 9.0, -4.0, 2.0, 1.0, 5.0, 5.0, 6.0, 7.0, 8.0]);
        let thin = thinned(&points, same, 0.0, 10.0, 2);
        assert_eq!(
            thin,
            vec![
                [0.0, 0.0],
                [1.0, 9.0],
                [2.0, -4.0],
                [4.0, 1.0],
                [5.0, 5.0],
                [9.0, 8.0]
            ]
        );
    }

    #[test]
    fn a_zoomed_range_keeps_one_neighbour_on_either_side() {
        let points = line(&(0..100).map(f64::from).collect::<Vec<_>>());
        let thin = thinned(&points, same, 40.0, 49.5, 100);
        assert_eq!(thin.first(), Some(&[39.0, 39.0]));
        assert_eq!(thin.last(), Some(&[50.0, 50.0]));
        assert_eq!(thin.len(), 12);
    }

    #[test]
    fn a_range_that_is_not_a_number_gives_the_line_whole() {
        let points = line(&(0..100).map(f64::from).collect::<Vec<_>>());
        assert_eq!(thinned(&points, same, f64::NAN, f64::NAN, 2), points);
        assert_eq!(thinned(&points, same, 0.0, 0.0, 2).len(), 2);
        assert_eq!(thinned(&points, same, 0.0, 99.0, 0), points);
    }

    proptest! {
        /// The thinned line is the line's own points, in order, at most
        /// four a column, with its ends and its extremes.
        #[test]
        fn the_thinned_line_keeps_the_shape(
            ys in prop::collection::vec(-1e6f64..1e6, 0..600),
            columns in 1usize..40,
        ) {
            let points = line(&ys);
            let to = ys.len().saturating_sub(1) as f64;
            let thin = thinned(&points, same, 0.0, to, columns);
            prop_assert!(thin.len() <= columns * 4 || thin == points);
            prop_assert!(thin.windows(2).all(|w| w[0][0] < w[1][0]));
            prop_assert!(thin.iter().all(|p| points.contains(p)));
            prop_assert_eq!(thin.first(), points.first());
            prop_assert_eq!(thin.last(), points.last());
            let low = |l: &[[f64; 2]]| l.iter().map(|p| p[1]).fold(f64::INFINITY, f64::min);
            let high = |l: &[[f64; 2]]| l.iter().map(|p| p[1]).fold(f64::NEG_INFINITY, f64::max);
            prop_assert_eq!(low(&thin), low(&points));
            prop_assert_eq!(high(&thin), high(&points));
        }
    }
}
