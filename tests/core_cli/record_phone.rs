//! Hands recorded from phones through the host (issue 37), over real HTTP
//! on loopback: the same evening file as the desktop's form, the write
//! tokens, a hand sent twice booked once, requests that are refused, and
//! the host started again.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use proptest::prelude::*;

use crate::common::record::{
    Host, Phone, add_phone, desktop_draft, evening_at, night, notice, post_form, text_of,
};
use crate::common::sample::{Chooser, possible_hand};
use crate::common::serve::{get, send};
use vira::ledger::editor::{Edit, EveningEditor};
use vira::ledger::evening::{ChangeKind, HandResult, Trump};
use vira::ledger::remote::PhoneForm;
use vira::rules::registry::TableRegistry;

fn draft(
    declarer: &str,
    contract: &str,
    trump: Trump,
    tricks: u8,
) -> vira::ledger::entry::HandDraft {
    let table = TableRegistry::built_in()
        .entry("stockholm")
        .unwrap()
        .table
        .clone()
        .unwrap();
    let mut hand = vira::ledger::evening::Hand::new(
        declarer,
        contract,
        Some(trump),
        HandResult::Tricks(tricks),
    );
    hand.bid = vira::ledger::evening::Bid::Plain;
    desktop_draft(&hand, &table)
}

fn ok(reply: &crate::common::serve::Reply) -> String {
    assert_eq!(reply.status, 200, "{}", reply.head);
    let said = notice(&reply.body).unwrap_or_else(|| panic!("no notice: {}", text_of(&reply.body)));
    assert!(
        reply.body.contains("class=\"notice ok\""),
        "refused: {said}"
    );
    said
}

fn refused(reply: &crate::common::serve::Reply) -> String {
    assert_eq!(reply.status, 200, "{}", reply.head);
    assert!(
        reply.body.contains("class=\"notice no\""),
        "not refused: {}",
        text_of(&reply.body)
    );
    notice(&reply.body).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// Every kind of hand the table has (bids, omköp, misär, surrender,
    /// a gök's penalties, Isbergsvira's rebuys and second-last bid),
    /// recorded from a phone's page, gives the evening file the desktop's
    /// form gives from the same choices: the same hands, and the phones'
    /// changes beside them.
    #[test]
    fn a_phone_records_the_same_evening_as_the_desktop_form(
        choices in proptest::collection::vec(any::<u32>(), 0..200),
        table_at in 0usize..3,
        hands in 1usize..7,
    ) {
        let id = ["stockholm", "isberg", "oberg-1945"][table_at];
        let (_dir, path) = night(id);
        let token = add_phone(&path, "bord-1.ron");
        let host = Host::start(&path, 0);
        let mut phone = Phone::new(&host.host(), &token);
        let registry = TableRegistry::built_in();
        let table = registry.entry(id).unwrap().table.clone().unwrap();
        let start = evening_at(&path, "bord-1.ron");
        let mut desktop = EveningEditor::new(start.clone(), &table).unwrap();
        let mut chooser = Chooser::new(choices.into_iter());
        for _ in 0..hands {
            let index = desktop.evening().hands.len();
            let active = desktop.ledger().deal_of(index).active;
            let hand = possible_hand(&mut chooser, &table, &start.players, active);
            let draft = desktop_draft(&hand, &table);
            let Some(made) = draft.to_hand() else { continue };
            let booked = desktop.apply(Edit::Push(made.clone()));
            let reply = phone.record(&draft);
            match booked {
                Ok(()) => {
                    ok(&reply);
                }
                Err(_) => {
                    // The page offers no record button for a hand the
                    // ledger refuses; nothing is booked either way.
                    prop_assert!(reply.status != 200 || !reply.body.contains("notice ok"));
                }
            }
            let phones = evening_at(&path, "bord-1.ron");
            prop_assert_eq!(&phones.hands, &desktop.evening().hands);
        }
        let mut phones = evening_at(&path, "bord-1.ron");
        prop_assert_eq!(phones.changes.len(), desktop.evening().hands.len());
        prop_assert!(phones.changes.iter().all(|c| c.kind == ChangeKind::Recorded));
        phones.changes.clear();
        prop_assert_eq!(phones.to_ron(), desktop.evening().to_ron());
    }
}

#[test]
fn a_write_token_records_its_own_table_only_and_a_withdrawn_one_nothing() {
    let (_dir, path) = night("stockholm");
    let one = add_phone(&path, "bord-1.ron");
    let two = add_phone(&path, "2");
    let host = Host::start(&path, 0);
    let hand = draft("Bo", "vingel-8", Trump::Preference, 9);

    // Table 2's phone records table 2, never table 1.
    let mut phone_two = Phone::new(&host.host(), &two);
    let seated_two = evening_at(&path, "bord-2.ron");
    let declarer = seated_two.players[1].clone();
    ok(&phone_two.record(&draft(&declarer, "vingel-8", Trump::Preference, 9)));
    assert_eq!(evening_at(&path, "bord-2.ron").hands.len(), 1);
    assert!(evening_at(&path, "bord-1.ron").hands.is_empty());

    // A token no table has, none at all, or half of one: nothing there.
    let mut stranger = Phone::new(&host.host(), &"0".repeat(32));
    assert_eq!(stranger.page("").status, 404);
    let forged: Vec<(String, String)> = PhoneForm {
        draft: hand.clone(),
        ..PhoneForm::default()
    }
    .fields()
    .into_iter()
    .map(|(n, v)| (n.to_string(), v))
    .chain([("deal".to_string(), "1".to_string())])
    .collect();
    assert_eq!(stranger.post("record", &forged).status, 404);
    assert_eq!(get(&host.host(), "/r/", "en").status, 404);
    assert_eq!(
        get(&host.host(), &format!("/r/{}/", &one[..16]), "en").status,
        404
    );
    // The watching address reads only: no form is taken there.
    let watching = format!("/{}/record", host.server.token());
    let posted = send(
        &host.host(),
        &format!(
            "POST {watching} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\nd=B",
            host.host()
        ),
    );
    assert_eq!(posted.status, 404, "{}", posted.head);

    // Table 1's phone records; its token withdrawn, it records no more.
    let mut phone_one = Phone::new(&host.host(), &one);
    ok(&phone_one.record(&hand));
    let page = phone_one.page("");
    let fields = post_form(&page.body, "undo").unwrap();
    assert!(vira::disk::recorders::withdraw_recorder(&path, "1").unwrap());
    assert_eq!(phone_one.page("").status, 404);
    assert_eq!(phone_one.post("undo", &fields).status, 404);
    assert_eq!(evening_at(&path, "bord-1.ron").hands.len(), 1);
    // Given again, the table has a new token; the old one stays dead.
    let again = add_phone(&path, "1");
    assert_ne!(again, one);
    assert_eq!(Phone::new(&host.host(), &again).page("").status, 200);
    assert_eq!(Phone::new(&host.host(), &one).page("").status, 404);
}

#[test]
fn a_hand_sent_twice_or_from_two_phones_is_booked_once() {
    let (_dir, path) = night("stockholm");
    let token = add_phone(&path, "1");
    let host = Host::start(&path, 0);
    let mut anna = Phone::new(&host.host(), &token);
    let mut bo = Phone::new(&host.host(), &token);
    let hand = draft("Bo", "vingel-8", Trump::Preference, 9);
    // Anna's phone is given a name; Bo's keeps its number.
    let named = anna.page("name=Anna%E2%80%99s+phone%0A");
    assert!(
        text_of(&named.body).contains("This phone: Anna’s phone ("),
        "{}",
        text_of(&named.body)
    );

    // Both phones show the form of deal 1 before either records.
    let deal_one = PhoneForm {
        draft: hand.clone(),
        ..PhoneForm::default()
    };
    let form_a = anna.form_of(&deal_one);
    let form_b = bo.form_of(&deal_one);
    assert_ne!(form_a, form_b, "each page has a request of its own");

    let said = ok(&anna.post("record", &form_a));
    assert!(
        said.starts_with("Hand 1 recorded: Bo, Vingel 8, 9 tricks"),
        "{said}"
    );
    // The same request again (the network dropped the answer).
    let again = ok(&anna.post("record", &form_a));
    assert!(again.contains("recorded already"), "{again}");
    // The other phone sends the same hand for the same deal.
    let twice = ok(&bo.post("record", &form_b));
    assert!(twice.contains("recorded already"), "{twice}");
    assert_eq!(evening_at(&path, "bord-1.ron").hands.len(), 1);

    // Another hand for deal 1 is refused, named with the device that
    // recorded it; the hand typed stays on the page.
    let mut other = form_b.clone();
    for (name, value) in &mut other {
        if name == "r" {
            *value = "7".into();
        }
        if name == "req" {
            *value = "a-new-request".into();
        }
    }
    let reply = bo.post("record", &other);
    let why = refused(&reply);
    let device = format!(
        "Anna’s phone ({})",
        anna.cookie.clone().unwrap().replace("vira-device=", "")
    );
    assert!(
        why.contains("Hand 1 is already recorded with another hand") && why.contains(&device),
        "{why}"
    );
    assert!(
        text_of(&reply.body).contains("7 tricks"),
        "{}",
        text_of(&reply.body)
    );

    // A page for deal 5 when deal 2 is next: refused.
    let mut ahead = form_b.clone();
    for (name, value) in &mut ahead {
        if name == "deal" {
            *value = "5".into();
        }
        if name == "req" {
            *value = "ahead".into();
        }
    }
    let why = refused(&bo.post("record", &ahead));
    assert!(why.contains("for hand 5, but the next hand is 2"), "{why}");

    // Bo records deal 2; Anna's undo of a page drawn before it is stale.
    let stale_undo = post_form(&anna.page("").body, "undo").unwrap();
    ok(&bo.record(&draft("Cia", "vingel-7", Trump::Common, 7)));
    let why = refused(&anna.post("undo", &stale_undo));
    assert!(
        why.contains("Hand 1 was changed on another device"),
        "{why}"
    );
    assert_eq!(evening_at(&path, "bord-1.ron").hands.len(), 2);

    // A correction of hand 1, and one drawn before it that is stale.
    let correcting = PhoneForm {
        draft: draft("Bo", "vingel-8", Trump::Preference, 10),
        editing: Some(0),
        search: String::new(),
        move_dealers: false,
    };
    let stale = bo.form_of(&correcting);
    let said = ok(&anna.record_form(&correcting));
    assert_eq!(said, "Hand 1 corrected.");
    let mut late = stale.clone();
    for (name, value) in &mut late {
        if name == "r" {
            *value = "8".into();
        }
    }
    let why = refused(&bo.post("record", &late));
    assert!(
        why.contains("Hand 1 was changed on another device"),
        "{why}"
    );
    // The undo of the last hand, from the page as it is now.
    assert_eq!(ok(&anna.undo()), "Hand 2 taken back.");

    let evening = evening_at(&path, "bord-1.ron");
    assert_eq!(evening.hands.len(), 1);
    assert_eq!(evening.hands[0].result, HandResult::Tricks(10));
    let kinds: Vec<(usize, ChangeKind)> =
        evening.changes.iter().map(|c| (c.deal, c.kind)).collect();
    assert_eq!(
        kinds,
        [
            (1, ChangeKind::Recorded),
            (2, ChangeKind::Recorded),
            (1, ChangeKind::Corrected),
            (2, ChangeKind::Undone)
        ]
    );
    let bo_device = bo.cookie.clone().unwrap().replace("vira-device=", "");
    let by: Vec<&str> = evening.changes.iter().map(|c| c.by.as_str()).collect();
    assert_eq!(by, [device.as_str(), &bo_device, &device, &device]);
    // The desktop's protocol says it under the hand's words.
    let said = vira::report::describe::change_words(
        &evening.changes,
        1,
        vira::rules::table::Language::Swedish,
    );
    assert_eq!(said.len(), 2, "{said:?}");
    assert!(
        said[0].starts_with(&format!("Registrerad från {device} ")),
        "{said:?}"
    );
    assert!(
        said[1].starts_with(&format!("Rättad från {device} ")),
        "{said:?}"
    );
}

#[test]
fn forged_oversized_and_foreign_requests_are_refused_and_nothing_changes() {
    let (_dir, path) = night("stockholm");
    let token = add_phone(&path, "1");
    let host = Host::start(&path, 0);
    let mut phone = Phone::new(&host.host(), &token);
    ok(&phone.record(&draft("Bo", "vingel-8", Trump::Preference, 9)));
    let before = std::fs::read_to_string(path.with_file_name("bord-1.ron")).unwrap();
    let base = format!("/r/{token}/");
    let post = |head: &str, body: &str| {
        send(
            &host.host(),
            &format!(
                "POST {base}record HTTP/1.1\r\nHost: {}\r\nAccept-Language: en\r\n{head}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
                host.host(),
                body.len()
            ),
        )
    };
    let form = "Content-Type: application/x-www-form-urlencoded\r\n";
    // Another site's page posting to the phone's host.
    let foreign = post(
        &format!("{form}Origin: http://evil.example\r\n"),
        "d=Bo&c=vingel-8&t=preference&r=9&deal=2&req=x",
    );
    assert_eq!(foreign.status, 403);
    // Too large, not a form, not UTF-8 once decoded, too many fields.
    assert_eq!(post(form, &"a".repeat(20_000)).status, 413);
    assert_eq!(post("Content-Type: application/json\r\n", "{}").status, 415);
    assert_eq!(post(form, "d=%FF%FE").status, 400);
    assert_eq!(post(form, "d=%G1").status, 400);
    assert_eq!(post(form, &"g=Bo&".repeat(40)).status, 400);
    // A body announced and never sent: let go after the head's time.
    let began = std::time::Instant::now();
    let slow = send(
        &host.host(),
        &format!(
            "POST {base}record HTTP/1.1\r\nHost: {}\r\n{form}Content-Length: 100\r\n\r\nd=Bo",
            host.host()
        ),
    );
    assert_eq!(slow.status, 408, "{}", slow.head);
    assert!(began.elapsed() < std::time::Duration::from_secs(9));
    // Fields no table has: refused in words, nothing booked.
    let why = refused(&post(
        form,
        "d=Nobody&c=no-such&t=preference&r=99&deal=2&req=forged",
    ));
    assert!(why.contains("not complete"), "{why}");
    // A method the address does not take.
    let put = send(
        &host.host(),
        &format!(
            "PUT {base}record HTTP/1.1\r\nHost: {}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
            host.host()
        ),
    );
    assert_eq!(put.status, 405);
    assert_eq!(
        std::fs::read_to_string(path.with_file_name("bord-1.ron")).unwrap(),
        before
    );
}

#[test]
fn refusals_are_said_in_the_phones_language() {
    let (_dir, path) = night("stockholm");
    let token = add_phone(&path, "1");
    let host = Host::start(&path, 0);
    for (language, words) in [
        ("sv", "är redan registrerad med en annan hand"),
        ("ja", "配りは別の内容で既に記録されています"),
        ("en", "is already recorded with another hand"),
    ] {
        let mut late = Phone::new(&host.host(), &token);
        late.language = language;
        let page = late.page_of(&PhoneForm {
            draft: draft("Bo", "vingel-8", Trump::Preference, 5),
            ..PhoneForm::default()
        });
        assert!(page.body.contains(&format!("<html lang=\"{language}\">")));
        let stale = post_form(&page.body, "record").unwrap();
        let mut first = Phone::new(&host.host(), &token);
        ok(&first.record(&draft("Bo", "vingel-8", Trump::Preference, 9)));
        let why = refused(&late.post("record", &stale));
        assert!(why.contains(words), "{language}: {why}");
    }
}

#[test]
fn a_forced_deal_is_preselected_and_a_solo_may_take_it_away() {
    let (_dir, path) = night("stockholm");
    // The table's evening with a forced round of vingel 8 at the start.
    let token = add_phone(&path, "1");
    let file = path.with_file_name("bord-1.ron");
    let mut evening = evening_at(&path, "bord-1.ron");
    evening.house.forced = Some(vira::ledger::evening::ForcedRounds {
        at_start: Some("vingel-8".into()),
        ..Default::default()
    });
    evening.house.opening_ala = Some(false);
    vira::disk::atomic::save_evening(&file, &evening).unwrap();
    let host = Host::start(&path, 0);
    let mut phone = Phone::new(&host.host(), &token);
    // The first page has forehand and the round's contract chosen: the
    // trump is asked.
    let page = text_of(&phone.page("").body);
    assert!(page.contains("Forced deal: Vingel 8."), "{page}");
    assert!(page.contains("Which trump?"), "{page}");
    let forehand = evening_at(&path, "bord-1.ron");
    let registry = TableRegistry::built_in();
    let table = registry.entry("stockholm").unwrap().table.clone().unwrap();
    let editor = EveningEditor::new(forehand, &table).unwrap();
    let seat = editor.ledger().deal_of(0).forehand;
    let name = editor.evening().players[seat].clone();
    assert!(page.contains(&format!("{name} ✎")), "{page}");
    let said = ok(&phone.page_and_record("t=common&r=8"));
    assert!(said.contains("Vingel 8"), "{said}");
    let recorded = &evening_at(&path, "bord-1.ron").hands[0];
    assert_eq!(recorded.forced.as_deref(), Some("vingel-8"));
    assert_eq!(recorded.declarer, name);
    // A solo takes the second deal away: the contracts offered are those
    // that may.
    let taken = text_of(&phone.page("a=1").body);
    assert!(taken.contains("Who declares?"), "{taken}");
    let offered = text_of(&phone.page("a=1&d=Bo").body);
    assert!(
        !offered.contains("Vingel 8 ✎") && !offered.contains("#1 Begär"),
        "{offered}"
    );
}

#[test]
fn the_host_started_again_serves_the_same_recording_addresses() {
    let (dir, path) = night("stockholm");
    let tables = dir.path().join("tables");
    std::fs::create_dir(&tables).unwrap();
    let token = add_phone(&path, "1");
    let first = crate::common::serve::Served::start(&path, &tables);
    let host = first.host();
    let said = first.console();
    let mut phone = Phone::new(&host, &token);
    ok(&phone.record(&draft("Bo", "vingel-8", Trump::Preference, 9)));
    drop(first);
    let second = crate::common::serve::Served::start(&path, &tables);
    assert_eq!(second.host(), host, "the port is kept for the phones");
    // The console says each table's recording address.
    let expected = format!("bord-1.ron records at http://{host}/r/{token}/");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !second.console().contains(&expected) && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    assert!(
        second.console().contains(&expected),
        "{said}\n{}",
        second.console()
    );
    let page = text_of(&phone.page("").body);
    assert!(page.contains("deal 2"), "{page}");
    ok(&phone.record(&draft("Cia", "vingel-7", Trump::Common, 7)));
    assert_eq!(evening_at(&path, "bord-1.ron").hands.len(), 2);
}

#[test]
fn a_phone_records_a_deal_by_another_dealer_and_the_rotation_goes_on_from_him() {
    let (_dir, path) = night("stockholm");
    let token = add_phone(&path, "1");
    let host = Host::start(&path, 0);
    let mut phone = Phone::new(&host.host(), &token);
    // The table drew Cia to deal first: the page says so, and the three
    // who play are asked for.
    let page = text_of(&phone.page("dl=Cia").body);
    assert!(page.contains("deal 1 · Cia deals"), "{page}");
    let mut hand = draft("Anna", "vingel-8", Trump::Preference, 9);
    hand.dealer = Some("Cia".into());
    ok(&phone.record(&hand));
    let evening = evening_at(&path, "bord-1.ron");
    assert_eq!(evening.hands[0].dealer.as_deref(), Some("Cia"));
    // The next deal is Anna's, the rotation's after Cia.
    let page = text_of(&phone.page("").body);
    assert!(page.contains("deal 2 · Anna deals"), "{page}");
}

#[test]
fn a_correction_that_moves_later_dealers_asks_which_way_and_a_note_is_kept() {
    let (_dir, path) = night("stockholm");
    let token = add_phone(&path, "1");
    let host = Host::start(&path, 0);
    let mut phone = Phone::new(&host.host(), &token);
    // Three hands by the rotation (Anna, Bo, Cia deal), the first with a
    // note typed on the record form.
    let first = PhoneForm {
        draft: draft("Bo", "vingel-8", Trump::Preference, 9),
        ..PhoneForm::default()
    };
    let mut fields = phone.form_of(&first);
    fields.push(("nt".into(), "given\u{7} in a hurry".into()));
    ok(&phone.post("record", &fields));
    ok(&phone.record(&draft("Cia", "vingel-7", Trump::Common, 7)));
    ok(&phone.record(&draft("Anna", "vingel-7", Trump::Common, 7)));
    let evening = evening_at(&path, "bord-1.ron");
    assert_eq!(evening.hands[0].note.as_deref(), Some("given in a hurry"));
    // Hand 1 corrected to another dealer (Cia dealt it): the later
    // hands' dealers would move. The page asks; keeping them is chosen
    // until the pullvakt picks the other way.
    let mut corrected = draft("Bo", "vingel-8", Trump::Preference, 9);
    corrected.dealer = Some("Cia".into());
    let mut form = PhoneForm {
        draft: corrected,
        editing: Some(0),
        ..PhoneForm::default()
    };
    let asked = text_of(&phone.page_of(&form).body);
    assert!(asked.contains("The dealers of the later hands"), "{asked}");
    assert!(
        asked.contains("Keep the dealers of the later hands"),
        "{asked}"
    );
    ok(&phone.record_form(&form));
    let kept = evening_at(&path, "bord-1.ron");
    assert_eq!(kept.hands[0].dealer.as_deref(), Some("Cia"));
    assert!(kept.hands[1].dealer.is_some(), "written down as dealt");
    // The other way, at a table where the later hands have no dealer
    // written down: the rotation moves on from the corrected hand.
    let (_dir, path) = night("stockholm");
    let token = add_phone(&path, "1");
    let host = Host::start(&path, 0);
    let mut phone = Phone::new(&host.host(), &token);
    ok(&phone.record(&draft("Bo", "vingel-8", Trump::Preference, 9)));
    ok(&phone.record(&draft("Cia", "vingel-7", Trump::Common, 7)));
    form.move_dealers = true;
    let asked = text_of(&phone.page_of(&form).body);
    assert!(
        asked.contains("hand 2: Anna deals instead of Bo"),
        "{asked}"
    );
    ok(&phone.record_form(&form));
    let moved = evening_at(&path, "bord-1.ron");
    assert_eq!(moved.hands[0].dealer.as_deref(), Some("Cia"));
    assert_eq!(moved.hands[1].dealer, None, "the rotation moved on");
}
