//! Every text of the program in English.
//!
//! One arm a text: a [`Text`] this `match` lacks does not compile.
//! `{}` marks where a number or a name goes, filled in order.

use super::Text;

/// The text in English.
#[allow(clippy::too_many_lines)] // One arm a text: a table, not logic.
pub(super) const fn text(text: Text) -> &'static str {
    match text {
        Text::DealsAreOneWholeRound => {
            "{} deals = one whole round: everyone deals once, sits forehand once and plays {} deals each."
        }
        Text::DealsAreWholeRounds => {
            "{} deals = {} whole rounds: everyone deals {} times, sits forehand as often and plays {} deals each."
        }
        Text::PlaceMiddlehand => "Middlehand",
        Text::PlaceForehand => "Forehand",
        Text::NoteOptional => "Note (optional)",
        Text::AnotherDealer => "Another dealer?",
        Text::PlaceRearhand => "Rearhand",
        Text::PlaceInTheDeal => "Place in the deal",
        Text::TheSeasonIsSavedAs => "The season is saved as",
        Text::TheSeasonIsNotReadYet => {
            "The season is not read yet, or the rule lacks a number: nothing was written."
        }
        Text::SeasonFileName => "season",
        Text::HeadToHead => "Head to head",
        Text::RatingHistoryOf => "{}: the rating after each of {} evenings, with its uncertainty",
        Text::TheRuleNeedsANumber => "The rule needs a number (at least 1; the places as 3,2,1,0).",
        Text::EveryEveningInBetar => {
            "Every evening in betar (classic tables and Isbergsvira together)"
        }
        Text::AtLeastEvenings => "at least",
        Text::Season => "Season",
        Text::MODEL => "MODEL",
        Text::OnePlayerOrTwo => "One player, or two",
        Text::HeadToHeadTwoPlayersEvenings => {
            "Head to head: two players' evenings at the same table and how each did; one player: by contract family and as declarer, beside the club's average"
        }
        Text::PrintJSONWithEachPlayersHistory => "Print JSON (with each player's history)",
        Text::TheModelWengLinOrGlicko2 => "The model: `weng-lin` (OpenSkill) or `glicko2`",
        Text::EveryPlayersRatingFromTheArchive => {
            "Every player's rating from the archive (each evening one game of all at the table, ranked by the result), with its uncertainty and the evenings behind it; and how well each model foretold the evenings"
        }
        Text::AlsoWriteTheSeasonAsAPrintablePage => {
            "Also write the season as a printable page (HTML, A4), with the ratings"
        }
        Text::EveryEveningInBetarClassicAndIsberg => {
            "Every evening in betar: classic tables and Isbergsvira together (else the evenings of the unit most evenings have)"
        }
        Text::TheRuleTotalAverageBestPlaces => {
            "The rule: `total`, `average:N` (at least N evenings to be ranked), `best:N` (each player's N best evenings) or `places:3,2,1,0` (the points of each place at a table, summed)"
        }
        Text::TheSeasonsStandingByADeclaredRule => {
            "The season's standing by a declared rule, over the evenings the filter chooses (`--from`, `--to`, `--club`): the rule, the tie-break and each player's place"
        }
        Text::SeasonTitle => "The season {} · {}",
        Text::NoSuchRatingModel => "No rating model {}: give weng-lin or glicko2.",
        Text::NoSuchSeasonRule => {
            "No season rule {}: give total, average:N, best:N or places:3,2,1,0."
        }
        Text::ClubNetPerHand => "The club: net per hand",
        Text::ClubWon => "The club: won",
        Text::ContractFamily => "Contract family",
        Text::ProfileHeading => {
            "{}: {} evenings, {} hands played, declarer in {}, won {}; the club: declarer in {}, won {}"
        }
        Text::VersusBetar => "Over those evenings: {} {}, {} {}",
        Text::VersusAhead => "{} finished above {} times, {} {} times, level {} times",
        Text::VersusHeading => "{} and {}: {} evenings at the same table",
        Text::RatingsHeading => {
            "Ratings ({}): {} evenings, each one game of all at the table ranked by the result"
        }
        Text::PredictionLine => "{}: foretold {} of {} pairs ({} %) from the evenings before",
        Text::ProvisionalBelow => {
            "Provisional: fewer than {} evenings. Ranked by the rating less twice its uncertainty."
        }
        Text::Provisional => "provisional",
        Text::Rating => "Rating",
        Text::AveragePerEvening => "Average per evening",
        Text::TotalResult => "Total",
        Text::BestEvenings => "Best evenings",
        Text::PlacePoints => "Place points",
        Text::SeasonLeftOut => {
            "{} evenings in another unit are left out (in betar every evening counts)."
        }
        Text::SeasonInBetar => {
            "Each evening's result in betar (classic tables and Isbergsvira together)."
        }
        Text::SeasonTieBreak => {
            "Ties: the rule's figure, then the total result, then more evenings; equal in all three share a place."
        }
        Text::SeasonHeading => "The season: {} evenings; rule: {}",
        Text::SeasonRulePlaces => "place points at each table ({}), summed",
        Text::SeasonRuleBest => "the best {} evenings",
        Text::SeasonRuleAverage => "the average per evening (at least {} evenings to be ranked)",
        Text::SeasonRuleTotal => "the total result",
        Text::TheTablesRecordedFromPhonesAreServedAgain => {
            "The tables recorded from phones are served again at their addresses."
        }
        Text::TakenBackFromAt => "Taken back from {} {}",
        Text::CorrectedFromAt => "Corrected from {} {}",
        Text::RecordedFromAt => "Recorded from {} {}",
        Text::TakeTheTablesTokenBack => {
            "Take the table's token back: its phones record nothing more"
        }
        Text::TheBidTableWhenTheNightNamesNone => {
            "The bid table, when the night names none (its id)"
        }
        Text::LetATableRecordItsHandsFromAPhone => {
            "Let a table record its hands from a phone, through the host's `vira serve NIGHT`: a write token of its own (a new one each time; the old one records no more), and the table's evening file made in the night's folder. Prints its recording address"
        }
        Text::NDealsPlayed => "{} deals",
        Text::TheWholeTable => "The whole table:",
        Text::PlayedThisEvening => "Played this evening:",
        Text::NameThisPhone => "Name this phone",
        Text::TheTablesRecordingAddressOnlyItsPhones => {
            "The table's recording address: for its pullvakt only."
        }
        Text::Withdraw => "Withdraw",
        Text::ShowTheCode => "Show the code",
        Text::RecordFromAPhone => "Record from a phone",
        Text::ATableWithoutALaptop => {
            "A table without a laptop records its hands on its pullvakt's phone; this computer keeps the book. Each table has an address of its own; the watching address above only reads."
        }
        Text::RecordOnPhones => "Tables recorded on a phone",
        Text::SittingTablesPhonesRecordNoMore => "Sitting {}, table {}: its phones record no more.",
        Text::SittingTableRecordsFromAPhone => {
            "Sitting {}, table {}: recorded from a phone. Let its pullvakt scan the code."
        }
        Text::TableRecordsAt => "{} records at {}",
        Text::TheTableRecordsFromAPhoneAt => {
            "Table {} ({}) records from a phone at:\n{}\n(vira serve NIGHT gives the address before the path; the app shows it as a QR code.)"
        }
        Text::TheTableHadNoRecordingAddress => "Table {} ({}) had no recording address.",
        Text::TheTablesPhonesRecordNoMore => "Table {} ({}): its phones record no more.",
        Text::NoUsableBidTableHasTheId => "No usable bid table has the id {}.",
        Text::TheNightNamesNoBidTableFor => {
            "The night names no bid table for {}: give one with --table."
        }
        Text::TheNightHasNoTable => "The night has no table {}.",
        Text::SittingNTableN => "Sitting {}, table {}",
        Text::TheHostCannotWriteTheTable => {
            "The host cannot write the table's file: nothing was recorded. Tell the host."
        }
        Text::NotRecordedColon => "Not recorded: {}",
        Text::NoHandToUndo => "There is no hand to undo.",
        Text::HandNChangedMeanwhile => {
            "Hand {} was changed on another device since this page was shown: nothing was changed. Look again."
        }
        Text::ThisPageWasForHandN => {
            "This page was for hand {}, but the next hand is {}: nothing was recorded."
        }
        Text::AnotherDevice => "another device",
        Text::HandNIsTakenByAnotherHand => {
            "Hand {} is already recorded with another hand (by {}); yours was not recorded. Look at it below and correct it if need be."
        }
        Text::TheHandIsNotCompleteNothingRecorded => {
            "The hand is not complete: nothing was recorded."
        }
        Text::HandNWasRecordedAlreadyBy => {
            "Hand {} was recorded already (by {}); nothing was booked twice."
        }
        Text::HandNTakenBack => "Hand {} taken back.",
        Text::HandNCorrected => "Hand {} corrected.",
        Text::HandNRecorded => "Hand {} recorded: {}",
        Text::UndoHandN => "Undo hand {}",
        Text::LatestHands => "Latest hands",
        Text::RecordHandN => "Record hand {}",
        Text::SaveTheCorrectionOfHandN => "Save the correction of hand {}",
        Text::Choose => "Choose",
        Text::SecondLastBid => "Second-last bid:",
        Text::RebuysColon => "Rebuys:",
        Text::LackedLowGuards => "Lacked low guards:",
        Text::NoContractIsCalledThat => "No contract is called that.",
        Text::Search => "Search",
        Text::WhichContract => "Which contract?",
        Text::TricksTaken => "How many tricks?",
        Text::WhichTrump => "Which trump?",
        Text::TheBid => "The bid",
        Text::WhoDeclares => "Who declares?",
        Text::NTricksTaken => "{} tricks",
        Text::ASoloTakesItAway => "A solo takes it away",
        Text::PlayedAsTheForcedGame => "No, played as the forced game",
        Text::ForcedDealOf => "Forced deal: {}.",
        Text::RecordingTable => "Recording hands: {}",
        Text::ThisPhoneIs => "This phone: {}",
        Text::CorrectingHandN => "Correcting hand {}",
        Text::SendingToTheHost => "Sending to the host …",
        Text::NotSentYetNoConnection => {
            "Not sent yet: no connection. The hand is kept on this phone and sent when the network is back."
        }
        Text::DealNDealerDeals => "deal {} · {} deals",
        Text::AnOlderStateOfTheEveningIsNotHandedIn => {
            "{}: the file is an older state of the evening ({} hands; the night's folder has {}); it is not handed in"
        }
        Text::HideTheAddressThePhonesGoOn => "Hide the address; the phones go on being shown",
        Text::TheTablesEveningReadOnly => {
            "The table's evening: its protocol and betdelning, to read only"
        }
        Text::BackToTheNightsStanding => "Back to the night's standing, as it was left",
        Text::BackToTheClubNight => "← The club night",
        Text::OrPickThemFromTheArchive => "or pick them from the archive's players:",
        Text::N => "N",
        Text::CURRENCY => "CURRENCY",
        Text::AMOUNT => "AMOUNT",
        Text::AfterTheTimeALastRound => {
            "After the time, a last round (everyone forehand once more)"
        }
        Text::EveryTablePlaysUntilThisTime => "Every table plays until this time (HH:MM)",
        Text::EveryTablePlaysThisManyDeals => "Every table plays this many deals",
        Text::ThePricesCurrency => "The price's currency",
        Text::ThePriceOfABetAtEveryTable => "The price of a bet (`0.50` or `0,50`) at every table",
        Text::TheBidTableEveryTablePlaysItsId => {
            "The bid table every table plays (its id, as `vira tables list` shows it); a table joining the night starts with it"
        }
        Text::ALastRound => "a last round",
        Text::EachTableChooses => "each table chooses",
        Text::TheFileWasPlayedWithTheBidTable => {
            "{}: the file was played with the bid table `{}`, but the night plays `{}`; counted all the same"
        }
        Text::NoUsableBidTableWith => "No usable bid table has the id `{}`",
        Text::A4TheSystemWasAskedToOpen => {
            "(A4). The system was asked to open it in the browser; if it does not show there, open the file yourself."
        }
        Text::AClubNightOfSeveralTablesIts => {
            "A club night of several tables: its standing from its files"
        }
        Text::ADDRESS => "ADDRESS",
        Text::ADraw => "a draw",
        Text::AForcedRoundAtTheEnd => "A forced round at the end",
        Text::AForcedRoundAtTheStartNo => "A forced round at the start (no åla)",
        Text::AHighEnoughSoloIsPlayedInstead => {
            "A high enough solo is played instead; the same dealer deals again."
        }
        Text::ALastRoundAfterTheTimeEveryone => {
            "A last round after the time (everyone sits forehand once more)"
        }
        Text::ANightsStandingAcrossItsTablesFrom => {
            "A night's standing across its tables, from the night file and the evening files beside it: every player's result by the night's rule, each table's result, and what is missing"
        }
        Text::ANumberOfDeals => "a number of deals",
        Text::APasserOfGokWithoutLowGuards => {
            "A passer of gök without low guards pays the penalty into the pulla when the gök is won."
        }
        Text::APracticeEveningNeverCountedInThe => {
            "A practice evening: never counted in the archive's statistics or exports"
        }
        Text::APracticeEveningWithTwelveHandsPlayed => {
            "A practice evening with twelve hands played: record the next hand, look at the protocol and the betdelning. It never counts in the archive's statistics and can be deleted whenever you like."
        }
        Text::ARoundOf => "a round of",
        Text::ASumGrewTooLargeToCount => "a sum grew too large to count",
        Text::AValueIsRequiredForButNone => "a value is required for '{}' but none was supplied",
        Text::AddTheChipsEachHandsChipMoves => {
            "Add the chips: each hand's chip moves and the final reckoning (an evening without chip settings uses the default set)"
        }
        Text::AddedAs => "added     {} as {} ({})\n",
        Text::AfterAWon => "After a won",
        Text::AfterTheBetdelning => "after the betdelning",
        Text::Ala => "Åla",
        Text::AlaEveryonePutsInThePulla => "åla: everyone puts {} in the pulla",
        Text::All => "All",
        Text::AllLower => "all",
        Text::AllTime => "All time",
        Text::AlreadyInTheArchiveAs => "  {}: already in the archive as {}\n",
        Text::AlreadyThere => "already there",
        Text::AlreadyThereKeptOnceAs => "already there (kept once), as",
        Text::AlsoWhenItIsEmpty => "also when it is empty",
        Text::AlsoWriteTheNewestSittingsSeatingAs => {
            "Also write the newest sitting's seating as a page to pin up when the players sit down (HTML, A4, the names large)"
        }
        Text::AlsoWriteTheNightAsAPrintable => {
            "Also write the night as a printable page (HTML, A4): the standing, the seating and each table's result"
        }
        Text::Alt13ChangesTheDeclarer => "Alt+1–3 changes the declarer",
        Text::AmountsInPoints => "日本語 (amounts in points, 点)",
        Text::AmountsInPoints1Bet8Points => "Amounts in points (1 bet = 8 points)",
        Text::AmountsInPoints1Bet8PointsSvBeloppIPoang1 => {
            "Amounts in points (1 bet = 8 points, 1 pinne = 1 point) rather than betar and pinnar: the protocol, the betdelning, the results and the archive's lists and printouts (only the words; JSON and CSV keep the ledger's numbers). Japanese is in points always; a levels table (Isbergsvira) counts in points already"
        }
        Text::AnEveningFileToOpenInIt => {
            "An evening file to open in it: one in progress to continue, a closed one to read, one from elsewhere to import or continue"
        }
        Text::AnEveningFileToOpenInThe => {
            "An evening file to open in the app (the same as `vira app FILE`; a command's name is the command)"
        }
        Text::And => " and ",
        Text::AndLower => "and",
        Text::AndMoreHands => "… and {} more hands",
        Text::AnotherEveningWithTheSameIdIs => {
            "Another evening with the same id is already in the archive; both are kept (see Problems in the archive). The new one:"
        }
        Text::AnotherFileHasTheSameIdBut => {
            "Another file has the same id but other content: see Problems"
        }
        Text::AnyoneOnTheNetworkWithTheAddress => {
            "Anyone on the network with the address can read the page (read only). Ctrl-C stops."
        }
        Text::AnyoneOnTheNetworkWithTheAddressSvAllaINatverketSom => {
            "Anyone on the network with the address can read the standings; nobody can change anything."
        }
        Text::Archive => " (archive)",
        Text::ArchiveInVirasDataFolder => "archive/ in vira's data folder",
        Text::ArchiveReadOnly => "Archive: read only",
        Text::ArchivedAs => "  {}: archived as {}\n",
        Text::Arguments => "Arguments:",
        Text::AsFewMeetingsAgainAsPossible => "as few meetings again as possible",
        Text::AtLeastTricks => "at least {} tricks",
        Text::AtMost1Trick => "at most 1 trick",
        Text::AtMostTricks => "at most {} tricks",
        Text::BBid => "b bid",
        Text::BIND => "BIND",
        Text::BY => "BY",
        Text::BackEsc => "← Back (Esc)",
        Text::BackToTheCorrection => "Back to the correction",
        Text::BackToTheTable => "Back to the table",
        Text::Balances => "balances",
        Text::BeforeFromThePulla => "before {}, from the pulla {}",
        Text::BeforeTheSplit => "Before the split",
        Text::Best => "Best",
        Text::BestEvening => "Best evening",
        Text::Betar => "betar",
        Text::BetarK => "Betar (k)",
        Text::BetarLeft => "betar left",
        Text::Betdelning => "Betdelning",
        Text::BetdelningPullaDividedByEach => "Betdelning: pulla {} divided by {}: {} each{}.\n\n",
        Text::BetdelningThePullaDivided => "betdelning: the pulla divided",
        Text::Bid => "Bid:",
        Text::BidLower => "bid",
        Text::BidTable => "Bid table",
        Text::BidTableAndHouseRules => "Bid table and house rules",
        Text::BidTables => "Bid tables",
        Text::BidTablesListShowCheck => "Bid tables: list, show, check",
        Text::BiggestLoser => "Biggest loser",
        Text::BiggestWinner => "Biggest winner",
        Text::BothAreKeptSeeProblemsTheNew => "both are kept (see Problems), the new one as",
        Text::BothLackedLowGuardsNobodyPaysHouse => {
            "Both lacked low guards: nobody pays (house rule)."
        }
        Text::BothPay => "both pay",
        Text::BuildingTheArchivesIndexFromItsFiles => {
            "Building the archive's index from its files (only the first time on this computer; a large archive takes a while) …"
        }
        Text::BuiltIn => "built-in",
        Text::ByTheHouseRule => "by the house rule",
        Text::ByTheHouseRuleTheBiggestLoser => "by the house rule (the biggest loser)",
        Text::ByTheStanding => "by the standing",
        Text::CLUB => "CLUB",
        Text::COMMAND => "COMMAND",
        Text::CONFLICTAsEveningDiffersFromBothKept => {
            "CONFLICT  {} as {}: evening {} differs from {}; both kept\n"
        }
        Text::Cancel => "Cancel",
        Text::CannotBeRead => "Cannot be read",
        Text::CannotBeReadWith2 => "{}: cannot be read: {}",
        Text::CannotListenOnItIsAnAddress => {
            "cannot listen on {}: it is an address for many machines (broadcast or multicast), not this one's; 0.0.0.0 listens on all of this machine's networks"
        }
        Text::CannotListenOnPort => "cannot listen on {} port {}: {}",
        Text::CannotOpenTheAppWindowTheCommand => {
            "cannot open the app window: {}\n(the command line works without a window: `vira --help`)"
        }
        Text::CannotUseTheTableFolder => "{}: cannot use the table folder: {}",
        Text::CannotWriteTheOutput => "cannot write the output: {}",
        Text::Cards => "cards",
        Text::CardsWith2 => "{} ({} cards)",
        Text::ChangeFolder => "Change folder",
        Text::ChangeThePrice => "Change the price",
        Text::Chart => "Chart",
        Text::CheckATableFileAndReportEvery => "Check a table file and report every problem in it",
        Text::ChipLedgerForViraTheSwedishThree => {
            "Chip ledger for Vira, the Swedish three-handed trick game: bid tables as data, settlement, evening files"
        }
        Text::Chips => "Chips",
        Text::ChooseATable => "Choose a table.",
        Text::ChooseAnotherDealerForAMisdealOr => {
            "Choose another dealer for a misdeal or a deal out of turn; the rotation continues from there."
        }
        Text::ChooseAnotherFolderUnderImportAndExport => {
            "Choose another folder under Import and export, or fix the folder and reload."
        }
        Text::ChooseEveningFilesToImport => "Choose evening files to import",
        Text::ChooseFilesToImport => "Choose files to import…",
        Text::ChooseTheArchiveFolder => "Choose the archive folder…",
        Text::ChooseTheArchivesNewFolder => "Choose the archive's new folder",
        Text::ChooseTheContractTypeAndPressEnter => {
            "Choose the contract: type and press Enter, or click."
        }
        Text::ChooseTheDeclarer13 => "Choose the declarer (1–3).",
        Text::ChooseTheExportFolder => "Choose the export folder…",
        Text::ChooseTheFolderToExportTo => "Choose the folder to export to",
        Text::ChooseTheTrump => "Choose the trump.",
        Text::ChooseTheTrumpColon => "Choose the trump:",
        Text::ChosenAtTheTable => "(chosen at the table)",
        Text::Clear => "Clear",
        Text::ClearTheFilter => "Clear the filter",
        Text::CloseItAgain => "Close it again",
        Text::CloseTheEvening => "Close the evening",
        Text::CloseTheEveningSvAvslutaKvallen => "Close the evening?",
        Text::CloseTheNightEveryTablesFileHanded => {
            "Close the night: every table's file handed in is taken into the archive, and the night beside them, so that the archive lists it; what is missing is said"
        }
        Text::Closed => "closed",
        Text::ClosedLately => "Closed lately",
        Text::Club => "Club",
        Text::ClubLower => "club",
        Text::ClubNight => "Club night",
        Text::ClubNightEvenings => "Club night {} ({} evenings)",
        Text::ClubNightSittingChooseYourTable => "Club night {}, sitting {}: choose your table",
        Text::ClubNightWith2 => "Club night {}{}",
        Text::ClubNights => "Club nights",
        Text::ClubOrPlace => "Club or place",
        Text::Codille => "Codille",
        Text::Colour => "Colour",
        Text::ComesBeforeACommandGiveAFile => {
            "`{}` comes before a command: give a file to open (`vira FILE`) or a command, not both"
        }
        Text::Commands => "Commands:",
        Text::ConflictEveningDiffersBetween => "conflict: evening {} differs between {}",
        Text::ConflictEveningDiffersBetweenCountsTheOthers => {
            "conflict: evening {} differs between {}; {} counts, the others do not"
        }
        Text::Conflicts => "Conflicts",
        Text::ConflictsBothKept => "conflicts (both kept)",
        Text::ContinueItWhereItIs => "Continue it where it is",
        Text::Contract => "Contract",
        Text::ContractLower => "contract",
        Text::ContractName => "contract_name",
        Text::ContractSvSpel => "Contract",
        Text::Contracts => "{} contracts",
        Text::CopyHoldsTheSameEveningAsCounted => {
            "\ncopy: {} holds the same evening as {} (counted once)\n"
        }
        Text::CopyTheEveningsFromHereToThere => {
            "Copy the evenings from here to there (merged as an import; nothing is removed here)"
        }
        Text::CopyingTheEveningsTo => "Copying the evenings to",
        Text::Correct => "Correct",
        Text::CorrectWhatIsMarkedAbove => "Correct what is marked above.",
        Text::CorrectWhatNeedsCorrectingAndCloseIt => {
            "Correct what needs correcting and close it again: it then goes back to the archive."
        }
        Text::CorrectingAClosedEvening => "Correcting a closed evening",
        Text::CorrectingHand => "Correcting hand {}",
        Text::Costs => "costs",
        Text::CouldNotBeCopiedAndAreOnly => {
            "could not be copied and are only in the old folder; the first:"
        }
        Text::CouldNotBeCopiedAndIsOnly => "could not be copied and is only in the old folder:",
        Text::CouldNotSaveEverythingIsKeptIn => {
            "Could not save (everything is kept in the window; the next change tries again)"
        }
        Text::CtrlZBringsBackTheHandBeing => "Ctrl+Z: brings back the hand being entered",
        Text::Cumulative => "cumulative",
        Text::Currency => "currency",
        Text::CurrencyLower => "currency",
        Text::DATE => "DATE",
        Text::DIR => "DIR",
        Text::Dark => "☾ Dark",
        Text::Date => "Date",
        Text::DateLower => "date",
        Text::Deal => "deal",
        Text::DealLeft => "deal left",
        Text::Dealer => "Dealer",
        Text::DealerColon => "Dealer:",
        Text::DealerLower => "dealer",
        Text::DealerSvGiver => "dealer",
        Text::Deals => "Deals",
        Text::DealsAreNotWholeRoundsAt => "deals are not whole rounds at",
        Text::DealsEachOnePlays => "Deals each one plays",
        Text::DealsEnterANumber1To10 => "Deals: enter a number, 1 to 10,000.",
        Text::DealsFirst => "deals first",
        Text::DealsLeft => "deals left",
        Text::DealsLower => "deals",
        Text::DealsNext => "deals next",
        Text::DealsPlayed => "deals played",
        Text::Declared => "Declared",
        Text::DeclaredByThePlayersChosenNoneChosen => {
            "Declared by the players chosen (none chosen: everyone). Net is the declarer's omköp, pot and pinnar per hand."
        }
        Text::DeclaredSvBudat => "Declared",
        Text::Declarer => "Declarer",
        Text::DeclarerLower => "declarer",
        Text::DeclarerNet => "declarer_net",
        Text::Default => "[default: ",
        Text::DeleteHand => "Delete hand {}",
        Text::DeleteThePracticeEvening => "Delete the practice evening",
        Text::DeleteThePracticeEveningSvTaBortOvningskvallen => "Delete the practice evening?",
        Text::DeletesThePracticeEveningYouAreAsked => {
            "Deletes the practice evening (you are asked first)"
        }
        Text::Digits => "digits",
        Text::DirectoryWithTheClubsOwnBidTables => {
            "Directory with the club's own bid tables (default: the platform's config directory, `…/vira/tables`)"
        }
        Text::DismissEsc => "✕ Dismiss (Esc)",
        Text::DismissTheMessage => "Dismiss the message",
        Text::DoNotDivideAndGoTo => "do not divide and go to",
        Text::DoesNotAnswerOnTheNetworkNothing => {
            "{}: does not answer on the network ({}); nothing seen yet"
        }
        Text::DoesNotAnswerOnTheNetworkThe => {
            "{}: does not answer on the network ({}); the last state seen counts"
        }
        Text::DragToMoveADoubleClickShows => "Drag to move; a double-click shows everything.",
        Text::DropTheEveningFilesToImportThem => {
            "Drop the evening files to import them into the archive"
        }
        Text::EG => "e.g.",
        Text::EGSundsvallViraClub => "e.g. Sundsvall vira club",
        Text::EVENING => "EVENING",
        Text::Each => "each",
        Text::EachBowl => "Each bowl:",
        Text::Empty => "empty",
        Text::EndTime => "End time",
        Text::EndTimeWriteHHMMEG => "End time: write HH:MM, e.g. 23:00.",
        Text::EnterRecords => "Enter records",
        Text::EnterStartsItToo => "Enter starts it too",
        Text::EnterTheTricks => "Enter the tricks.",
        Text::EnterTheTricksOrLToSurrender => "Enter the tricks, or l to surrender (lagd).",
        Text::Env => "[env: ",
        Text::EqualSignIsNeededWhenAssigningValues => {
            "equal sign is needed when assigning values to '{}'"
        }
        Text::Error => "error: ",
        Text::Evening => "evening",
        Text::EveningFile => "Evening file",
        Text::EveningFileLower => "evening file",
        Text::EveningFiles => "Evening files",
        Text::EveningFilesFormatBidTablesScoring => {
            "{}\nevening files: format {}\nbid tables: scoring {}"
        }
        Text::EveningFilesFromAnotherMachineAreMerged => {
            "Evening files from another machine are merged into the archive: the same evening twice is kept once; the same id with other content keeps both and shows them under Problems. Drop the files on the window, or type their paths (one per line): a file, a folder (its evening files, *.ron), a pattern such as ~/Downloads/2025-*.ron or a file:// address."
        }
        Text::EveningFilesLower => "evening files",
        Text::EveningId => "evening_id",
        Text::EveningLower => "evening",
        Text::Evenings => "Evenings",
        Text::EveningsCopied => "evenings copied",
        Text::EveningsDeals => "{} evenings, {} deals\n\n",
        Text::EveningsInProgress => "Evenings in progress",
        Text::EveningsLower => "evenings",
        Text::EveningsWith1Line => "{} evenings\n",
        Text::EveryClosedEveningSearchStatisticsImportAnd => {
            "Every closed evening: search, statistics, import and export"
        }
        Text::EveryonePuts1BetInThePulla => {
            "Everyone puts 1 bet in the pulla before the first hand."
        }
        Text::EveryonePutsIn1BetWhenThe => {
            "Everyone puts in 1 bet when the pulla must pay more than it holds (classic), also when it becomes empty, or until it holds at least so many betar."
        }
        Text::Exchange => "exchange",
        Text::Export => "Export",
        Text::ExportCSV => "Export CSV",
        Text::ExportCSVOfHandsAndResultsOr => {
            "Export CSV of hands and results, or one evening as printable HTML"
        }
        Text::FILE => "FILE",
        Text::FILES => "FILES",
        Text::File => "file",
        Text::FileCannotBeRead => "file cannot be read",
        Text::FileInTheOldFolderIsNot => {
            "file in the old folder is not a valid evening and was not copied (it stays there):"
        }
        Text::Files => "files",
        Text::FilesAllOfThemAreUnderThe => "files; all of them are under The archive.",
        Text::FilesAreNotValidEveningsLeftAs => {
            "\n{} files are not valid evenings (left as they are):\n"
        }
        Text::FilesCannotBeRead => "files cannot be read",
        Text::FilesInTheOldFolderAreNot => {
            "files in the old folder are not valid evenings and were not copied (they stay there); the first:"
        }
        Text::FilesThatAreNotEvenings => "Files that are not evenings",
        Text::FilesThatAreNotEveningsAndConflicts => "Files that are not evenings, and conflicts",
        Text::FilesToImport => "Files to import",
        Text::Filter => "Filter",
        Text::FindContract => "Find contract",
        Text::FindTheSecondLastBid => "Find the second-last bid",
        Text::FirstTimeHere => "First time here?",
        Text::Follow => "Follow",
        Text::FollowATableLiveItsWatchingAddress => {
            "Follow a table live: its watching address (as its app or `vira serve` shows it) goes into the night file, and the standing counts what the address gives until the table's file is handed in"
        }
        Text::FollowTheTablesOnTheNetwork => "Follow the tables on the network",
        Text::FollowingTheNight => "Following the night…",
        Text::FollowingTheTable => "Following the table…",
        Text::ForMoreInformationTryHelp => "For more information, try '--help'.",
        Text::Forced => " · forced",
        Text::ForcedDeal => "Forced deal",
        Text::ForcedLower => "forced",
        Text::ForcedRoundOf => "Forced round {} of {}: {} {} ({})",
        Text::ForcedRounds => "Forced rounds",
        Text::ForcedSvTvang => "forced",
        Text::Forehand => "forehand",
        Text::ForehandLower => "forehand",
        Text::ForehandPlays => "(forehand) plays",
        Text::From => "From",
        Text::FromThePulla => "From the pulla",
        Text::FullScreen => "Full screen",
        Text::GameIsTakenAwayChooseTheSolo => {
            "game is taken away: choose the solo and who plays it."
        }
        Text::Gask => "gask",
        Text::GetTheTables => "Get the tables",
        Text::GiveCsvDIROrHtmlEVENINGOut => "give --csv DIR or --html EVENING --out FILE",
        Text::GoTo => "go to",
        Text::GokPenalty => "Gök penalty",
        Text::GokPenaltyLower => "gok_penalty",
        Text::GokWhenBothPassersLackedLowGuards => "Gök: when both passers lacked low guards",
        Text::Hand => "Hand {}",
        Text::HandATablesEveningFileInFrom => {
            "Hand a table's evening file in (from a USB stick or a mail): it is copied into the night's folder as the table seated with its players"
        }
        Text::HandBeingEnteredWaitsItComesBack => {
            "Hand {} being entered waits: it comes back when the correction is done."
        }
        Text::HandDealsInsteadOf => "hand {}: {} deals instead of {}",
        Text::HandInChips => "Hand {} in chips",
        Text::HandLower => "hand",
        Text::HandSvGiv => "hand",
        Text::HandedIn => "Handed in: {}\n",
        Text::HandedInAgainNewer => "Handed in again, newer: {}\n",
        Text::HandedInAlready => "Handed in already: {}\n",
        Text::Hands => "Hands",
        Text::HandsCsvOneRowPerHandWith => {
            "hands.csv (one row per hand, with every field and the payments) and results.csv (one row per player and evening) for the evenings the filter chooses"
        }
        Text::HandsDeclared => "hands_declared",
        Text::HandsLower => "hands",
        Text::HandsPlayed => "hands played",
        Text::HandsPlayedLower => "hands_played",
        Text::HowDrawStandingLeadersTogetherOrFresh => {
            "How: `draw`, `standing` (leaders together) or `fresh` (as few players meeting again as the count allows)"
        }
        Text::ID => "ID",
        Text::Import => "Import",
        Text::ImportAndExport => "Import and export",
        Text::ImportEveningFilesFromAnotherMachineMerged => {
            "Import evening files from another machine (merged by id)"
        }
        Text::ImportEvenings => "Import evenings",
        Text::ImportIntoTheArchive => "Import into the archive",
        Text::ImportIntoTheArchiveNewAlreadyThere => {
            "Import into the archive: {} new, {} already there, {} in conflict, {} refused."
        }
        Text::ImportItIntoTheArchiveACopy => {
            "Import it into the archive: a copy is kept among the club's closed evenings and shown; the file is left untouched. Continue it where it is: play on, and every change is saved in that file."
        }
        Text::ImportedIntoTheArchiveAs => "Imported into the archive as",
        Text::Impossible => "Impossible: {}",
        Text::InChips => "In chips:",
        Text::InColour => " in colour",
        Text::InColourLower => "in colour",
        Text::InPreference => " in preference",
        Text::InPreferenceLower => "in preference",
        Text::InSeatOrderClockwiseWithFourThe => {
            "In seat order, clockwise. With four, the dealer's right-hand neighbour sits out each hand."
        }
        Text::InTheFolder => "{}: {} in the folder",
        Text::InThePullaAsBetar => "In the pulla, as betar:",
        Text::InTurn => "in turn",
        Text::InvalidUTF8WasDetectedInOne => "invalid UTF-8 was detected in one or more arguments",
        Text::InvalidValueFor => "invalid value '{}' for '{}'",
        Text::IsAlreadyThereWithOtherContentIn => "is already there with other content in",
        Text::IsAnotherEveningInTheNightsFolder => {
            "{} is another evening in the night's folder already; it is left as it is"
        }
        Text::IsDividedEquallyAmong => "is divided equally among",
        Text::IsGivenTwice => "{} is given twice",
        Text::IsNotAFolder => "is not a folder",
        Text::IsThereAlreadyItIsLeftAs => "{} is there already; it is left as it is",
        Text::ItStoppedUnexpectedlyNothingWasRemovedFrom => {
            "it stopped unexpectedly. Nothing was removed from the old folder."
        }
        Text::JoinAClubNight => "Join a club night",
        Text::KOmkop => "k omköp",
        Text::KeepAtLeast => "keep at least …",
        Text::KeepTheDealersOfTheLaterHands => "Keep the dealers of the later hands",
        Text::KeepTheScreenOnWhileAnEvening => "Keep the screen on while an evening is open.",
        Text::KeptOnceAlreadyInTheArchiveAs => "kept once {}: already in the archive as {} ({})\n",
        Text::Key => "key",
        Text::LANG => "LANG",
        Text::LLagd => "l = lagd",
        Text::LanguageOfContractAndTableNamesAnd => {
            "Language of contract and table names, and of the CSV export (`sv`: for Swedish spreadsheets; `ja`: the protocol in Japanese, amounts in points) (command line default: en; the app follows the system language or the saved choice)"
        }
        Text::LargeTextProjector => "Large text (projector)",
        Text::LargerCtrl => "Larger (Ctrl +)",
        Text::LastSeen => "last seen",
        Text::LastYear => "Last year",
        Text::Leads => "leads:",
        Text::Left => "left",
        Text::Level => "Level",
        Text::Light => "☀ Light",
        Text::ListTheEveningsDateClubPlayersTable => {
            "List the evenings: date, club, players, table, hands, winner, loser; then the files that are not valid evenings, and conflicts"
        }
        Text::ListTheKnownTablesBuiltInAnd => "List the known tables (built-in and the club's own)",
        Text::Live => "live",
        Text::Loser => "Loser",
        Text::Lost => "Lost",
        Text::LostSvForlorade => "Lost",
        Text::LostSvForlorat => "Lost",
        Text::MISSINGNotHandedInPutTheFile => {
            "  {}: MISSING, not handed in (put the file in the night's folder and close again)\n"
        }
        Text::MakeANightFileWithItsFirst => {
            "Make a night file with its first sitting drawn: the players present into tables of 3, 4 or 5, seated by a draw whose seed is printed"
        }
        Text::Message => "Message",
        Text::Middlehand => "middlehand",
        Text::Misar => "Misär",
        Text::MisarWith1 => "{} / misär",
        Text::MisarWith2 => "{} / misär, {}",
        Text::Missing => "; {} missing.\n",
        Text::Money => "Money",
        Text::MoneyAsItStandsAllResultsAre => {
            "Money as it stands: all results are rounded together to whole öre so that they sum to zero, so the same result can be an öre more or less when the others change. The final amounts are in the betdelning."
        }
        Text::MoneyKr => "money_kr",
        Text::MoneyLower => "money",
        Text::MoneyOre => "money_ore",
        Text::More => "more",
        Text::MoveDown => "Move down",
        Text::MoveTheRotation => "Move the rotation",
        Text::MoveUp => "Move up",
        Text::N1Bet => "1 bet =",
        Text::N1Bet1PinnePointsJackpotAt => "1 bet = {}; 1 pinne = {} points; jackpot at base {}",
        Text::N1Evening => "1 evening\n",
        Text::N1FileIsNotAValidEvening => "\n1 file is not a valid evening (left as it is):\n",
        Text::N1Of1FileWasNotImported => "1 of 1 file was not imported (see above)",
        Text::N1OfFilesWasNotImportedSee => "1 of {} files was not imported (see above)",
        Text::NAME => "NAME",
        Text::NeedsValuesButGot => "'{}' needs {} values but got {}",
        Text::NeitherPays => "neither pays",
        Text::Net => "Net",
        Text::NetHand => "Net/hand",
        Text::NetPerHand => "Net per hand",
        Text::NetResult => "net result",
        Text::NewClubNightHost => "New club night (host)",
        Text::NewEvening => "+ New evening",
        Text::NewEveningInTheArchive => "new evening in the archive:",
        Text::NewEveningSvNyKvall => "New evening",
        Text::NewFolder => "New folder",
        Text::NextSitting => "Next sitting",
        Text::NextStep => "Next step →",
        Text::No => "No",
        Text::NoAgreement => "no agreement",
        Text::NoBetarLeft => "no betar left",
        Text::NoBidAtOrBelowTheContracts => "No bid at or below the contract's level matches.",
        Text::NoClosedEveningsYet => "No closed evenings yet.",
        Text::NoClubNightsIn => "No club nights in {}\n",
        Text::NoClubNightsInTheArchiveYet => {
            "No club nights in the archive yet. A night comes here when it is closed (vira night close)."
        }
        Text::NoConnection => "no connection: {}",
        Text::NoContractMatches => "No contract matches",
        Text::NoEveningInGiveAnIdA => {
            "no evening `{}` in {} (give an id, a file name in the archive, or an evening file)"
        }
        Text::NoEveningInProgress => "No evening in progress.",
        Text::NoEveningsInTheFilter => "No evenings in the filter.",
        Text::NoFileDialogAnsweredTypeThePath => "No file dialog answered: type the path",
        Text::NoFileMatchesThePattern => "{}: no file matches the pattern",
        Text::NoHandsYet => "No hands yet.",
        Text::NoMoney => "no money",
        Text::NoRank => "no rank",
        Text::NoSecondLastBid => "No second-last bid",
        Text::NoSuchFolderTheTableFolderFrom => {
            "{}: no such folder (the table folder, from --table-dir or VIRA_TABLE_DIR)"
        }
        Text::NoTableOfTheNightWasSeated => {
            "no table of the night was seated with the file's players ({})"
        }
        Text::NoTricks => "no tricks",
        Text::NoVariants => "no variants",
        Text::NobodyPaysAnybody => "Nobody pays anybody.",
        Text::NobodyPaysAnybodyLine => "Nobody pays anybody.\n",
        Text::NobodyPaysAnybodySvIngenBetalarNagon => "Nobody pays anybody.",
        Text::None => "None.",
        Text::NoneLower => "none",
        Text::NotADateWriteYYYYMMDD => "Not a date: write YYYY-MM-DD (not applied until it is)",
        Text::NotAFileNameInTheNights => "{}: not a file name in the night's folder; not read",
        Text::NotCounted => "not counted",
        Text::NotEveryoneSatForehandEquallyOften => "Not everyone sat forehand equally often:",
        Text::NotFollowingTheNightTheNetworkIs => {
            "Not following the night: the network is gone. The page tries again; the standing above may be old."
        }
        Text::NotFollowingTheTableTheShowingWas => {
            "Not following the table: the showing was stopped or the network is gone. The page tries again; the standings above may be old."
        }
        Text::NotHandedInYetTheFileIs => {
            "{}: not handed in yet (the file is not in the night's folder)"
        }
        Text::NotOnlyTheNight => "Not only the night",
        Text::NotSaved => "Not saved:",
        Text::NotTheAddressOfAFileOn => "{}: not the address of a file on this computer",
        Text::Note => "Note:",
        Text::NoteLower => "note",
        Text::NoteSvAnteckning => "note",
        Text::Nothing => "nothing",
        Text::Now => "Now:",
        Text::OPTIONS => "[OPTIONS]",
        Text::Objective => "Objective",
        Text::OddPinnarGoTo => "Odd pinnar go to",
        Text::OddPointsGoTo => "Odd points go to",
        Text::OddTo => " {} odd to {}.",
        Text::OddToWith2 => ", {} odd to {}",
        Text::Of => "of",
        Text::OfFilesWereNotImportedSeeAbove => "{} of {} files were not imported (see above)",
        Text::OfTablesFirst => "{}  {}  {}  {} of {} tables  first: {}",
        Text::OkContractsVariants => "{}: ok: {}, {} contracts, {} variants\n",
        Text::Omkop => "Omköp",
        Text::OmkopFirstExchangesTrump => "Omköp, first exchange's trump:",
        Text::OmkopFrom => "omköp from",
        Text::OmkopLower => "omkop",
        Text::OmkopWonLostCodille => "Omköp (won/lost/codille)",
        Text::OnDragOrScrollInTheChart => {
            "On: drag or scroll in the chart to move it, Ctrl and the wheel zoom. Off: the wheel scrolls the page."
        }
        Text::OneMoreRebuy => "One more rebuy",
        Text::OneRebuyFewer => "One rebuy fewer",
        Text::Only => "only",
        Text::OnlyEveningsOfThisClub => "Only evenings of this club",
        Text::OnlyEveningsOnOrAfterThisDay => "Only evenings on or after this day (YYYY-MM-DD)",
        Text::OnlyEveningsOnOrBeforeThisDay => "Only evenings on or before this day (YYYY-MM-DD)",
        Text::OnlyEveningsOnThisBidTableId => "Only evenings on this bid table (id)",
        Text::OnlyEveningsWithThisPlayerRepeatFor => {
            "Only evenings with this player (repeat for several: all must have played; for stats: the players to show)"
        }
        Text::OnlyHidesTheWindow => "(✕ only hides the address)",
        Text::OnlyTheEveningsOfThisClubNight => {
            "Only the evenings of this club night (its file in the archive, as `vira night close` wrote it)"
        }
        Text::OnlyThisMachineReachesThePageBind => {
            "Only this machine reaches the page (--bind 0.0.0.0 for the phones on the network). Ctrl-C stops."
        }
        Text::Open => "Open",
        Text::OpenCards => "{}, open ({} cards)",
        Text::OpenLower => "open",
        Text::OpenTheAppTheSameAsNo => "Open the app (the same as no command)",
        Text::OpenTheFolder => "Open the folder",
        Text::OpeningAla => "Opening åla",
        Text::Options => "Options:",
        Text::Or => "or",
        Text::OrAsMisarCards => "{}, or {} as misär ({} cards)",
        Text::Outcome => "outcome",
        Text::Overtricks => "overtricks",
        Text::Owes => "owes",
        Text::PLAYERS => "PLAYERS",
        Text::PORT => "PORT",
        Text::PRACTICE => "PRACTICE",
        Text::Paper => "paper",
        Text::PassedWithoutLowGuards => "Passed without low guards",
        Text::Passers => "passers",
        Text::Passing => "Passing",
        Text::Payments => "Payments",
        Text::Pays => "pays",
        Text::PaysWith3 => "{} pays {} {}",
        Text::PaysWith3Line => "{} pays {} {}\n",
        Text::PerEvening => "Per evening",
        Text::PerTrumpRank => "per trump rank",
        Text::Period => "Period",
        Text::PhonesOnTheSameNetworkOpen => "Phones on the same network open:",
        Text::Pinnar => "pinnar",
        Text::PinnarCommonSecondPref => "Pinnar common/second/pref.",
        Text::PinnarPerBet => "pinnar_per_bet",
        Text::PinnarRank => "pinnar_rank",
        Text::PlacePoints3210 => "place points 3/2/1/0",
        Text::PlacePointsATableEqualPointsAre => {
            "place points {} a table; equal points are told apart by the net result, equal results at a table share the better place"
        }
        Text::Plain => "plain",
        Text::PlayTheLastRound => "Play the last round",
        Text::Played => "Played",
        Text::Player => "Player",
        Text::PlayerLower => "player",
        Text::Players => "Players",
        Text::PlayersAreNotEnoughForATable => "{} players are not enough for a table (3 at least)",
        Text::PlayersLower => "players",
        Text::PlayersSvSpelare => "players",
        Text::PlayersView => "Players' view",
        Text::Point => " · {} point",
        Text::Points => " · {} points",
        Text::PointsAt => "{} points at {}",
        Text::PointsLower => "points",
        Text::PointsSvPoang => "Points",
        Text::PossibleValues => "Possible values:",
        Text::PossibleValuesColon => "[possible values: ",
        Text::PossibleValuesWith1 => "[possible values: {}]",
        Text::Postings => "postings",
        Text::Practice => " (practice)",
        Text::PracticeEveningPlayOnAsYouLike => {
            "Practice evening: play on as you like; it never counts in the archive's statistics."
        }
        Text::PracticeWith1 => "{} (practice)",
        Text::PreferenceSuit => "Preference suit:",
        Text::PreferenceSuitLower => "preference_suit",
        Text::Previous => "← Previous",
        Text::PriceOfABet => "Price of a bet:",
        Text::PricePerBet => "Price per bet",
        Text::Print => "Print",
        Text::PrintHelp => "Print help",
        Text::PrintHelpForTheSubcommandS => "Print help for the subcommand(s)",
        Text::PrintHelpSeeASummaryWithH => "Print help (see a summary with '-h')",
        Text::PrintHelpSeeMoreWithHelp => "Print help (see more with '--help')",
        Text::PrintJSON => "Print JSON",
        Text::PrintJSONInsteadOfTheProtocol => "Print JSON instead of the protocol",
        Text::PrintJSONTheStandingEachTableAnd => {
            "Print JSON (the standing, each table, and the problems in words)"
        }
        Text::PrintJSONWithTheChartSeries => "Print JSON (with the chart series)",
        Text::PrintSvSkrivUt => "Print …",
        Text::PrintTheSeating => "Print the seating …",
        Text::PrintThisMessageOrTheHelpOf => {
            "Print this message or the help of the given subcommand(s)"
        }
        Text::PrintVersion => "Print version",
        Text::PrintoutsPrintAreSavedInTheFolder => {
            "Printouts (Print) are saved in the folder last exported to."
        }
        Text::Problems => "Problems",
        Text::Protocol => "Protocol",
        Text::ProtocolChartAndBetdelningReadOnly => "Protocol, chart and betdelning (read only)",
        Text::Pulla => "Pulla",
        Text::PullaDividedByEach => "Pulla {} divided by {}: {} each.",
        Text::PullaLower => "pulla",
        Text::PullaSvPullan => "pulla",
        Text::QRCode => "QR code",
        Text::REFUSED => "  {}: REFUSED: {}\n",
        Text::RULE => "RULE",
        Text::ReadTheFolderAgainForExampleWhen => {
            "Read the folder again (for example when the sync has added evenings)"
        }
        Text::ReadingTheArchive => "Reading the archive…",
        Text::ReadingTheArchiveStoppedUnexpectedly => "reading the archive stopped unexpectedly",
        Text::ReadingTheTables => "Reading the tables …",
        Text::Rebuy => "+ rebuy",
        Text::RebuySvOmkop => "− rebuy",
        Text::Rebuys => "rebuys",
        Text::RebuysPaid => "Rebuys (paid):",
        Text::RecordEnter => "Record (Enter)",
        Text::Redo => "Redo",
        Text::RedoSvGorOm => "↷ Redo",
        Text::Redone => "Redone:",
        Text::RefillEveryonePutsInThePulla => "refill: everyone puts {} in the pulla",
        Text::RefillingThePulla => "Refilling the pulla",
        Text::Refused => "refused   {}: {}\n",
        Text::Reload => "⟳ Reload",
        Text::ReopenTheClosedEveningForACorrection => {
            "Reopen the closed evening for a correction: it is in progress until it is closed again"
        }
        Text::ReplacesTheBuiltInTable => "{} (replaces the built-in table)",
        Text::RequiresASubcommandButOneWasNot => {
            "'{}' requires a subcommand but one was not provided"
        }
        Text::ResetTheView => "Reset the view",
        Text::Result => "Result",
        Text::ResultLower => "result",
        Text::ResultOverTheEvenings => "Result over the evenings",
        Text::ResultSvResultat => "result",
        Text::Results => "Results",
        Text::ResultsAfterTheBetdelning => "Results after the betdelning",
        Text::Resume => "Resume",
        Text::RoundDealOf => "Round {}, deal {} of {}",
        Text::RoundsAnd => "rounds and",
        Text::Rule => "Rule:",
        Text::RuleWith1Line => "Rule: {}\n\n",
        Text::SEED => "SEED",
        Text::SORT => "SORT",
        Text::Save => "Save",
        Text::SaveTheCorrectionEnter => "Save the correction (Enter)",
        Text::SaveThePrice => "Save the price",
        Text::ScanTheCodeWithThePhonesCamera => {
            "Scan the code with the phone's camera, or type the address:"
        }
        Text::ScreenOn => "Screen on",
        Text::SeaLevel => "~~~ sea level ~~~",
        Text::Seat => "Seat {}",
        Text::SeatAgain => "Seat again",
        Text::SeatLower => "seat",
        Text::SeatLowerWith1 => "seat {}",
        Text::SeatPlayers => "Seat {} players",
        Text::SeatTheLastSittingAgainInsteadOf => {
            "Seat the last sitting again instead of adding one (before it starts: refused once one of its tables has an evening)"
        }
        Text::SeatTheNightsNextSittingAndAdd => {
            "Seat the night's next sitting and add it to the night file"
        }
        Text::Seating => "seating",
        Text::SecondLast => "second_last",
        Text::SecondLastBidAboveSeaLevel => "Second-last bid (above sea level)",
        Text::SecondLastName => "second_last_name",
        Text::SemicolonsBetweenTheFieldsForSpreadsheetsSet => {
            "Semicolons between the fields (for spreadsheets set to Swedish)"
        }
        Text::SeparateTheCSVFieldsWithWhateverThe => {
            "Separate the CSV fields with `;` whatever the language (`--lang sv` does already)"
        }
        Text::ServeThePlayersViewOfAnEvening => {
            "Serve the players' view of an evening file as a web page (for phones or a projector), following the file as it changes. Read-only; the address holds a random token. Ctrl-C stops"
        }
        Text::SetAPrice => "Set a price",
        Text::SettleAnEveningFileTheProtocolThe => {
            "Settle an evening file: the protocol, the betdelning and who pays whom"
        }
        Text::Sexmastare => "sexmastare",
        Text::ShareWonPerContractInBidTable => "Share won per contract, in bid-table order",
        Text::Shift => "Shift",
        Text::ShowATableAsThePrintedCard => "Show a table as the printed card",
        Text::ShowAll => "Show all",
        Text::ShowEveryContract => "Show every contract",
        Text::ShowOnPhones => "Show on phones",
        Text::ShowTheNightsStandingSeatingAndTables => {
            "Show the night's standing, seating and tables"
        }
        Text::ShownNowClickForTheAddressAnd => {
            "shown now; click for the address and the QR code. The window's button stops it."
        }
        Text::ShowsBetarAndPinnarAsPoints1 => {
            "Shows betar and pinnar as points: 1 pinne = 1 point. Only the words change, never the evening's ledger."
        }
        Text::SitForehand => "sit forehand",
        Text::SitsOut => "sits out",
        Text::Sitting => "Sitting {}",
        Text::SittingHasStartedTableHasItsEvening => {
            "sitting {} has started: table {} has its evening ({}); it is not seated again"
        }
        Text::SittingIsSeatedPairsWhoHaveMet => {
            "Sitting {} is seated ({} pairs who have met before)."
        }
        Text::SittingOut => "sitting_out",
        Text::SittingSeedPairsWhoHaveMetBefore => {
            "Sitting {} ({}, seed {}; {} pairs who have met before)\n"
        }
        Text::SittingSitsAtTwoTables => "sitting {}: {} sits at two tables",
        Text::SittingTable => "  sitting {}, table {} ({}): {}\n",
        Text::SittingTableIsFollowedOnTheNetwork => {
            "Sitting {}, table {} is followed on the network."
        }
        Text::SittingTableIsNoLongerFollowed => "Sitting {}, table {} is no longer followed.",
        Text::SittingTableLowerWith3 => "sitting {}, table {} ({})",
        Text::SittingTableLowerWith4 => "sitting {}, table {} ({}): {}",
        Text::SittingTableWith2 => "Sitting {}, table {}",
        Text::SittingsTables => "{} sittings, {} tables",
        Text::SmallerCtrl => "Smaller (Ctrl −)",
        Text::SoThatEveryoneSitsForehandOnceMore => {
            "So that everyone sits forehand once more; the last deal is borup."
        }
        Text::Solo => "solo",
        Text::SortByTheColumn => "sort by the column",
        Text::SortByThisColumn => "Sort by this column",
        Text::SortDescending => "Sort descending",
        Text::Stage => "Stage {}: {}",
        Text::Standing => "Standing",
        Text::Start => "⌂ Start",
        Text::StartAForcedRound => "Start a forced round",
        Text::StartTheEvening => "Start the evening",
        Text::Statistics => "Statistics",
        Text::StatisticsColon => "Statistics:",
        Text::StatisticsPerPlayerAndPerContract => "Statistics per player and per contract",
        Text::Stock => "Stock",
        Text::StopFollowing => "Stop following",
        Text::StopShowing => "Stop showing",
        Text::Surr => "Surr.",
        Text::SurrSvLagt => "Surr.",
        Text::SurrenderRebuy => "Surrender / rebuy",
        Text::Surrendered => "Surrendered",
        Text::SurrenderedLagd => "Surrendered (lagd)",
        Text::SurrenderedSvLagt => "Surrendered",
        Text::SvenskaEnglish => "Svenska / English",
        Text::TABLE => "TABLE",
        Text::THEPULLA => "THE PULLA",
        Text::Table => "  Table {}: {} ({})\n",
        Text::TableIdFileNameWithoutRon => "Table id (file name without `.ron`)",
        Text::TableIsFollowedAt => "Table {} ({}) is followed at {}\n",
        Text::TableIsNoLongerFollowed => "Table {} ({}) is no longer followed\n",
        Text::TableLower => "table",
        Text::TableSvBord => "Table",
        Text::TableSvBudtabell => "Table",
        Text::TableWith1 => "Table {}",
        Text::TableWith1SvBord => "{} table",
        Text::TableWith2 => "Table {}: {}",
        Text::Tables => "Tables",
        Text::TablesOf34Or5The => "Tables of 3, 4 or 5, the seats drawn; the night opens",
        Text::TablesWith1 => "{} tables",
        Text::TakeTheTakeAwayBack => "Take the take-away back",
        Text::TakenAwayByASolo => "Taken away by a solo",
        Text::ThatNameIsAlreadyAtTheTable => "That name is already at the table.",
        Text::TheAddressIsNotATablesAddress => {
            "the address {} is not a table's address (http://ADDRESS:PORT/TOKEN/)"
        }
        Text::TheAddressToListenOn1270 => {
            "The address to listen on: `127.0.0.1` (this machine only, the default) or `0.0.0.0` (every phone on the local network)"
        }
        Text::TheAlaInChips => "The åla in chips",
        Text::TheAnswerIsNotAnEvening => "the answer is not an evening ({})",
        Text::TheAppSaysWhichChipsMakeEach => {
            "The app says which chips make each payment: the bowls, the pulla, sexmastare and the final reckoning."
        }
        Text::TheArchive => "The archive",
        Text::TheArchiveCanLiveInASynced => {
            "The archive can live in a synced folder (Syncthing, Nextcloud, Dropbox, a network share) so the club's machines share it. Every evening is a file of its own and nothing else is written into the folder, so two machines adding evenings at once lose none. The index that makes the list fast is kept in this computer's cache folder and rebuilt from the files when needed."
        }
        Text::TheArchiveFolderDefaultTheApps => "The archive folder (default: the app's)",
        Text::TheArchiveFolderDefaultTheAppsThe => {
            "The archive folder (default: the app's: the folder chosen in the app, kept in `settings.ron` of the data directory, else `archive/` in the data directory: `--data-dir`, or the platform's `…/vira`)"
        }
        Text::TheArchiveHas => "The archive has",
        Text::TheArchiveIsEmptyClosedEveningsCome => {
            "The archive is empty. Closed evenings come here; evenings from other machines can be imported (drop the files on the window)."
        }
        Text::TheArchiveIsNowIn => "The archive is now in",
        Text::TheArchiveThePlayersViewThePhones => {
            "The archive, the players' view, the phones, printing, the zoom and the language"
        }
        Text::TheArchivesFolder => "The archive's folder",
        Text::TheArchivesFolderCannotBeRead => "The archive's folder cannot be read:",
        Text::TheArchivesIndexWasDamagedWhatWas => {
            "The archive's index was damaged; what was damaged has been read again from the files."
        }
        Text::TheArchivesStatisticsOfTheNightsTables => {
            "The archive's statistics of the night's tables"
        }
        Text::TheArgumentCannotBeUsedMultipleTimes => {
            "the argument '{}' cannot be used multiple times"
        }
        Text::TheArgumentCannotBeUsedWith => "the argument '{}' cannot be used with '{}'",
        Text::TheArgumentCannotBeUsedWithOne => {
            "the argument '{}' cannot be used with one or more of the other specified arguments"
        }
        Text::TheArgumentsCannotBeRead => "the arguments cannot be read",
        Text::TheBiggestLoser => "(the biggest loser)",
        Text::TheBiggestLoserLower => "the biggest loser",
        Text::TheChangeWasRefused => "The change was refused:",
        Text::TheClearing => "↶ the clearing",
        Text::TheClosedEveningsStatisticsImportAndExport => {
            "The closed evenings, statistics, import and export"
        }
        Text::TheClosingForcedRound => "the closing forced round",
        Text::TheClub => "The club",
        Text::TheClubArchiveListStatsExportImport => {
            "The club archive: list, stats, export, import"
        }
        Text::TheClubsBidTablesCannotBeRead => "the club's bid tables cannot be read: {}",
        Text::TheClubsFile => "The club's file:",
        Text::TheContracts => "The contracts",
        Text::TheCurriculumStageByStage => "The curriculum, stage by stage",
        Text::TheDealersOfTheLaterHands => "The dealers of the later hands",
        Text::TheDealersRotateOnFromTheChanged => {
            "The dealers rotate on from the changed hand. Choose what the later hands keep:"
        }
        Text::TheDefaultFolder => "The default folder",
        Text::TheDrawsSeedDefaultFromTheClock => {
            "The draw's seed (default: from the clock; printed either way)"
        }
        Text::TheEveningCannotBeOpenedForWriting => "The evening cannot be opened for writing:",
        Text::TheEveningFileRON => "The evening file (RON)",
        Text::TheEveningFiles => "The evening files",
        Text::TheEveningIsAlreadyOpenInAnother => {
            "The evening is already open in another vira window."
        }
        Text::TheEveningIsClosedAndKeptIn => "The evening is closed and kept in the archive.",
        Text::TheEveningIsClosedReopenItFor => {
            "The evening is closed. Reopen it for a correction first."
        }
        Text::TheEveningIsComplete => "the evening is complete",
        Text::TheEveningIsNoPracticeEveningAnd => {
            "The evening is no practice evening and was not deleted."
        }
        Text::TheEveningIsOutsideVirasFolder => "The evening is outside vira's folder",
        Text::TheEveningMovesToTheArchiveIt => {
            "The evening moves to the archive. It can be reopened for a correction."
        }
        Text::TheEveningWasAlreadyInTheArchive => {
            "The evening was already in the archive (kept once), as"
        }
        Text::TheEveningsAreBeingCopiedTo => "The evenings are being copied to",
        Text::TheEveningsFileCannotBeReadJust => {
            "The evening's file cannot be read just now. The page shows the evening again as soon as it can be read; why is written where vira serve runs."
        }
        Text::TheEveningsLength => "The evening's length",
        Text::TheFileCanBeReadAgainThe => {
            "The file can be read again; the phones show the evening."
        }
        Text::TheFileCannotBeOpened => "The file cannot be opened:",
        Text::TheFileIsDeletedAndCannotBe => {
            "The file is deleted and cannot be brought back. A new example can always be started from the start page when there is no evening."
        }
        Text::TheFileWasPlayedByButThe => {
            "{}: the file was played by {}, but the night seated {} there; not counted"
        }
        Text::TheFilesAreLeftUntouched => "(the files are left untouched)",
        Text::TheFinalReckoning => "The final reckoning",
        Text::TheFinalReckoningInChips => "The final reckoning in chips",
        Text::TheFolderCanBeChangedAgainOnce => {
            "; the folder can be changed again once that is done."
        }
        Text::TheFolderHasNoEveningFilesRon => "{}: the folder has no evening files (*.ron)",
        Text::TheFolderWasNotChangedCopyingFailed => "The folder was not changed; copying failed:",
        Text::TheFollowingRequiredArgumentsWereNotProvided => {
            "the following required arguments were not provided:"
        }
        Text::TheForced => "The forced",
        Text::TheHTMLFileToWrite => "The HTML file to write",
        Text::TheHandBeingEntered => "(the hand being entered)",
        Text::TheHandBeingEnteredWhenTheWindow => {
            "The hand being entered when the window was closed cannot be read:"
        }
        Text::TheHandClearedCtrlZBringsIt => "The hand cleared. Ctrl+Z brings it back.",
        Text::TheHandIsNotComplete => "The hand is not complete.",
        Text::TheLastHand => "The last hand",
        Text::TheLastRound => "the last round",
        Text::TheLastSittingSeatedAgainBeforeIt => {
            "The last sitting seated again, before it has started"
        }
        Text::TheListShowsEveningsAtWhichAll => {
            "The list shows evenings at which all those chosen sat."
        }
        Text::TheLosersBuyTheirChipsBack => "The losers buy their chips back",
        Text::TheNetResultOverEveryTable => "the net result over every table",
        Text::TheNewestSittingsTablesAndPlayersLarge => {
            "The newest sitting's tables and players, large, on an A4 page to pin up"
        }
        Text::TheNextDealIsBorupTheLast => "the next deal is borup, the last",
        Text::TheNightFile => "The night file",
        Text::TheNightFileNAMENight => "The night file (`NAME.night`)",
        Text::TheNightFileToMakeNAMENight => {
            "The night file to make (`NAME.night`); an existing one is left"
        }
        Text::TheNightHasNoSittingToSeat => "the night has no sitting to seat again",
        Text::TheNightHasNoTableGiveSitting => {
            "the night has no table {} (give sitting.table, for example 1.2)"
        }
        Text::TheNightHasNoTablesYet => "The night has no tables yet.",
        Text::TheNightIsArchivedAsOfTables => "The night is archived as {}: {} of {} tables",
        Text::TheNightIsNotReadYetNothing => "The night is not read yet; nothing to print",
        Text::TheNightIsSavedAs => "The night is saved as",
        Text::TheNightIsSavedIn => "The night is saved in",
        Text::TheNightsDateYYYYMMDD => "The night's date (YYYY-MM-DD)",
        Text::TheNightsFileCannotBeReadJust => {
            "The night's file cannot be read just now. The page shows the standing again as soon as it can be read; why is written where vira serve runs."
        }
        Text::TheNightsInTheArchiveDateClub => {
            "The nights in the archive: date, club, tables handed in, the leader"
        }
        Text::TheNightsStatistics => "The night's statistics",
        Text::TheOthers => "the others",
        Text::ThePatternCannotBeReadAtCharacter => "{}: the pattern cannot be read at character {}",
        Text::ThePatternGives => "{}: the pattern gives {}",
        Text::ThePlayers => "The players",
        Text::ThePlayersInSeatOrder => "The players in seat order",
        Text::ThePlayersPresentNowDefaultThoseOf => {
            "The players present now (default: those of the last sitting), separated by commas: a late arrival added, someone gone left out"
        }
        Text::ThePlayersPresentSeparatedByCommas => "The players present, separated by commas",
        Text::ThePlayersPresentSeparatedByCommasOr => {
            "The players present, separated by commas or one a line:"
        }
        Text::ThePlayersViewAsAWebPage => {
            "the players' view as a web page on the local network; the players scan the QR code with their phones. Read only; the address holds a random key."
        }
        Text::ThePlayersViewCannotBeShownOn => "The players' view cannot be shown on phones:",
        Text::ThePlayersViewOverTheWholeWindow => {
            "The players' view over the whole window, to turn to the table (F11; Esc to go back)."
        }
        Text::ThePortDefaultAnyFreePortThe => {
            "The port (default: any free port; the address is printed)"
        }
        Text::ThePracticeEveningIsDeleted => "The practice evening is deleted.",
        Text::TheProtocol => "The protocol",
        Text::TheProtocolAsHTMLForA4In => "The protocol as HTML for A4, in the browser",
        Text::TheProtocolIsSavedAs => "The protocol is saved as",
        Text::TheProtocolsColumn => "{}: the protocol's column",
        Text::TheProtocolsRow => "{}: the protocol's row",
        Text::ThePulla => "The pulla",
        Text::ThePullaAndTheBalancesLargeIn => {
            "The pulla and the balances, large, in a window of their own: for a second screen or a TV."
        }
        Text::ThePullaDivided => "The pulla divided",
        Text::ThePullaWith2 => "The pulla: {}. {}",
        Text::TheSameEveningTheSameIdIs => {
            "The same evening (the same id) is in several files with different content, for example corrected on two machines. All are kept; the evening counts once, from the file named below. Look at them and remove the wrong one."
        }
        Text::TheSamePlayersAtNewTablesAs => {
            "The same players at new tables, as few as possible meeting again"
        }
        Text::TheScreenCannotBeKeptOnHere => "The screen cannot be kept on here.",
        Text::TheScreenCannotBeKeptOnHereSvSkarmenKanInteHallas => {
            "The screen cannot be kept on here: it dims as usual."
        }
        Text::TheScreenIsKeptOnNow => "The screen is kept on now.",
        Text::TheSettingsFileCannotBeReadThe => {
            "The settings file cannot be read; the archive is shown from the default folder until it is fixed:"
        }
        Text::TheStanding => "The standing",
        Text::TheStandingCannotBeShownOnThe => "The standing cannot be shown on the phones:",
        Text::TheStandingOnThePlayersPhonesAnd => {
            "The standing on the players' phones and a projector, from this machine (read only)"
        }
        Text::TheStandingTheSeatingAndEachTables => {
            "The standing, the seating and each table's result as an A4 page in the browser"
        }
        Text::TheStandingsRuleNetOrPlaces3 => {
            "The standing's rule: `net`, or `places:3,2,1,0` (the points of each place at a table)"
        }
        Text::TheStatisticsShowThoseChosenNoneChosen => {
            "The statistics show those chosen (none chosen: everyone)."
        }
        Text::TheSystemsFileDialogOrTypeThe => "The system's file dialog (or type the path)",
        Text::TheTable => "The table",
        Text::TheTableAnsweredItsFileMayNot => {
            "the table answered {} (its file may not be readable just now)"
        }
        Text::TheTableAsSITTINGTABLE12 => {
            "The table, as `SITTING.TABLE` (`1.2`: sitting 1, table 2)"
        }
        Text::TheTableAsSITTINGTABLEDefaultThe => {
            "The table, as `SITTING.TABLE` (default: the one seated with the file's players, the newest sitting first)"
        }
        Text::TheTableCannotBeUsed => "The table cannot be used:",
        Text::TheTableDoesNotKnowTheToken => {
            "the table does not know the token in the address (does it show a new address?)"
        }
        Text::TheTableFileRON => "The table file (RON)",
        Text::TheTableFolderIsNotAFolder => "{}: the table folder is not a folder",
        Text::TheTables => "The tables",
        Text::TheTablesAddressHttpADDRESSPORTTOKEN => {
            "The table's address, `http://ADDRESS:PORT/TOKEN/` (none: stop following it)"
        }
        Text::TheTablesColon => "The tables:",
        Text::TheTablesCountInDifferentUnitsClassic => {
            "the tables count in different units (classic and Isbergsvira, or Isbergsvira at different sizes): their results are not added, money and places are"
        }
        Text::TheTablesEveningFile => "The table's evening file",
        Text::TheTimeIsUp => "the time is up",
        Text::TheUndoHistoryBelongedToAnotherVersion => {
            "The undo history belonged to another version of the evening's file (it was changed outside the app) and was left out; the evening is as the file says."
        }
        Text::TheUndoHistoryCannotBeReadThe => {
            "The undo history cannot be read; the evening is as the file says:"
        }
        Text::TheVariantsConflict => "The variants conflict:",
        Text::TheWheelScrollsThePageTurnOn => {
            "The wheel scrolls the page; turn on Zoom to move the chart."
        }
        Text::TheZoomInThePreferencesCannotBe => {
            "The zoom in the preferences ({}) cannot be used: 100 % is used."
        }
        Text::TheyAreLeftUntouchedViraNeverOverwrites => {
            "They are left untouched: vira never overwrites them. Fix the file (the error gives line and column) and reload."
        }
        Text::TheyAreWrittenDownAsRecordedNo => {
            "They are written down as recorded; no other hand changes."
        }
        Text::ThisSystemHasNoDataDirectoryGive => {
            "this system has no data directory; give the archive with --archive DIR"
        }
        Text::ThisViraWasBuiltWithoutTheApp => {
            "this vira was built without the app (cargo feature `app`); the command line works: `vira --help`"
        }
        Text::ThisYear => "This year",
        Text::Times => "times",
        Text::Tiomastare => "tiomastare",
        Text::TipDidYouMean => "tip: did you mean '{}'?",
        Text::To => "To",
        Text::ToComePaper => "to come (paper)",
        Text::ToSeeTo => "To see to",
        Text::ToSeeToIn => "\nTo see to in {}:\n",
        Text::ToTheBetdelning => "To the betdelning",
        Text::ToTheFolder => "To the folder",
        Text::ToTheStartPage => "To the start page",
        Text::Tokens => "tokens",
        Text::TookTheForcedGameAway => " · took the forced game away",
        Text::TookTheForcedGameAwayLower => "took the forced game away",
        Text::Trick => "trick",
        Text::Tricks => "Tricks:",
        Text::TricksIsImpossibleThisGameHas => "tricks is impossible: this game has",
        Text::TricksLower => "tricks",
        Text::Trump => "Trump",
        Text::TrumpLower => "trump",
        Text::TryAPracticeEveningFourPlayersAt => {
            "Try a practice evening: four players at the Stockholm table, twelve hands already played, so the protocol, the pulla and the balances show something, and you record the next hand. It is marked as practice, never counts in the archive's statistics, and can be deleted."
        }
        Text::TryAnExample => "Try an example",
        Text::TypeABid => "type a bid",
        Text::TypeAgainEG => "Type again, e.g.",
        Text::TypeEG => "type, e.g. {}",
        Text::TypeTheAddressTheHostsComputerShows => {
            "Type the address the host's computer shows under Show on phones (or scan its QR code with a phone and copy it)."
        }
        Text::TypeTheAddressTheTablesComputerShows => {
            "Type the address the table's computer shows under Show on phones; the standing counts what the table shows until its file is handed in."
        }
        Text::TypeTheTricksOrLToSurrender => "type the tricks, or l to surrender",
        Text::UNUSABLE => "UNUSABLE",
        Text::UnderThePulla => "Under the pulla:",
        Text::Undo => "↶ Undo",
        Text::UndoTheClearing => "↶ Undo the clearing",
        Text::UndoWith1 => "↶ Undo {}",
        Text::Undone => "Undone:",
        Text::UndoneTheHandBeingEnteredIsBack => "Undone: the hand being entered is back.",
        Text::UnexpectedArgumentFound => "unexpected argument '{}' found",
        Text::UnexpectedValueForFoundNoMoreWere => {
            "unexpected value '{}' for '{}' found; no more were expected"
        }
        Text::UnknownBidTableKnown => "unknown bid table `{}` (known: {})",
        Text::UnknownRuleGiveNetOrPlaces3 => "unknown rule `{}` (give `net` or `places:3,2,1,0`)",
        Text::UnrecognizedSubcommand => "unrecognized subcommand '{}'",
        Text::Until => "until",
        Text::UntilATime => "until a time",
        Text::Usage => "Usage:",
        Text::Variants => "Variants",
        Text::VariantsLower => "variants",
        Text::View => "View",
        Text::ViraPlayersView => "Vira – players' view",
        Text::ViraThePullaAndTheProtocol => "Vira — the pulla and the protocol",
        Text::WhenItIsShort => "when it is short",
        Text::WhereTheAppKeepsEveningsDefaultThe => {
            "Where the app keeps evenings (default: the platform's data directory, `…/vira`): `evenings/` in progress, `archive/` closed"
        }
        Text::WhoPaysWhom => "Who pays whom",
        Text::WholeRounds => "Whole rounds",
        Text::Winner => "Winner",
        Text::WithChipsTheViraPulla => "With chips (the vira-pulla)",
        Text::WithFiveTheDealersLeftAndRight => {
            "With five, the dealer's left and right-hand neighbours sit out."
        }
        Text::Won => "Won",
        Text::WonChipsSwappedForLostOnes => "Won chips swapped for lost ones",
        Text::WonLower => "won",
        Text::WonLowerColon => "won:",
        Text::WonSvVunna => "Won",
        Text::WonSvVunnet => "Won",
        Text::WorkingOutTheStatistics => "Working out the statistics…",
        Text::Worst => "Worst",
        Text::WorstEvening => "Worst evening",
        Text::WriteHandsCsvAndResultsCsvInto => {
            "Write hands.csv and results.csv into this folder. With `--lang sv` (or `ja`) as the screens say it: the columns, words and amounts in the language (betar and pinnar, points), forced deals marked; in Swedish for a Swedish spreadsheet: a byte-order mark, `;` between the fields and kronor with a decimal comma. In English the machine's column names and codes, `,` and a decimal point"
        }
        Text::WriteTheDateAsYYYYMMDD => "Write the date as YYYY-MM-DD.",
        Text::WriteThisEveningIdFileNameIn => {
            "Write this evening (id, file name in the archive, or an evening file) as an HTML protocol"
        }
        Text::Wrote => "Wrote",
        Text::WroteAnd => "wrote {} ({}) and {} ({})\n",
        Text::WroteLowerWith1Line => "wrote {}\n",
        Text::YYYYMMDD => "YYYY-MM-DD",
        Text::Yes => "yes",
        Text::YesCloseIt => "Yes, close it",
        Text::YesDeleteIt => "Yes, delete it",
        Text::Zoom => "Zoom",
        Text::ZoomLightOrDark => "Zoom, light or dark",
    }
}
