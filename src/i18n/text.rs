//! The key of every text of the interface, the printouts and the command
//! line: one variant a text, named after its English. Each language says
//! them in its own file (`sv.rs`, `en.rs`, `ja.rs`), one exhaustive
//! `match`, so a language that lacks a text does not compile.

/// A text of the program, said in a language by [`super::pick`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Text {
    /// "{} deals = one whole round: everyone deals once, sits forehand once and plays {} deals each."
    DealsAreOneWholeRound,
    /// "{} deals = {} whole rounds: everyone deals {} times, sits forehand as often and plays {} deals each."
    DealsAreWholeRounds,
    /// "Middlehand"
    PlaceMiddlehand,
    /// "Forehand"
    PlaceForehand,
    /// "Note (optional)"
    NoteOptional,
    /// "Another dealer?"
    AnotherDealer,
    /// "Rearhand"
    PlaceRearhand,
    /// "Place in the deal"
    PlaceInTheDeal,
    /// "The season is saved as"
    TheSeasonIsSavedAs,
    /// "The season is not read yet, or the rule lacks a number: nothing was written."
    TheSeasonIsNotReadYet,
    /// "season"
    SeasonFileName,
    /// "Head to head"
    HeadToHead,
    /// "{}: the rating after each of {} evenings, with its uncertainty"
    RatingHistoryOf,
    /// "The rule needs a number (at least 1; the places as 3,2,1,0)."
    TheRuleNeedsANumber,
    /// "Every evening in betar (classic tables and Isbergsvira together)"
    EveryEveningInBetar,
    /// "at least"
    AtLeastEvenings,
    /// "Season"
    Season,
    /// "MODEL"
    MODEL,
    /// "One player, or two"
    OnePlayerOrTwo,
    /// "Head to head: two players' evenings at the same table and how each did; one player: by contract family and as declarer, beside the club's average"
    HeadToHeadTwoPlayersEvenings,
    /// "Print JSON (with each player's history)"
    PrintJSONWithEachPlayersHistory,
    /// "The model: 'weng-lin' (OpenSkill) or 'glicko2'"
    TheModelWengLinOrGlicko2,
    /// "Every player's rating from the archive (each evening one game of all at the table, ranked by the result), with its uncertainty and the evenings behind it; and how well each model foretold the evenings"
    EveryPlayersRatingFromTheArchive,
    /// "Also write the season as a printable page (HTML, A4), with the ratings"
    AlsoWriteTheSeasonAsAPrintablePage,
    /// "Every evening in betar: classic tables and Isbergsvira together (else the evenings of the unit most evenings have)"
    EveryEveningInBetarClassicAndIsberg,
    /// "The rule: 'total', 'average:N' (at least N evenings to be ranked), 'best:N' (each player's N best evenings) or 'places:3,2,1,0' (the points of each place at a table, summed)"
    TheRuleTotalAverageBestPlaces,
    /// "The season's standing by a declared rule, over the evenings the filter chooses ('--from', '--to', '--club'): the rule, the tie-break and each player's place"
    TheSeasonsStandingByADeclaredRule,
    /// "The season {} · {}"
    SeasonTitle,
    /// "No rating model {}: give weng-lin or glicko2."
    NoSuchRatingModel,
    /// "No season rule {}: give total, average:N, best:N or places:3,2,1,0."
    NoSuchSeasonRule,
    /// "The club: net per hand"
    ClubNetPerHand,
    /// "The club: won"
    ClubWon,
    /// "Contract family"
    ContractFamily,
    /// "{}: {} evenings, {} hands played, declarer in {}, won {}; the club: declarer in {}, won {}"
    ProfileHeading,
    /// "Over those evenings: {} {}, {} {}"
    VersusBetar,
    /// "{} finished above {} times, {} {} times, level {} times"
    VersusAhead,
    /// "{} and {}: {} evenings at the same table"
    VersusHeading,
    /// "Ratings ({}): {} evenings, each one game of all at the table ranked by the result"
    RatingsHeading,
    /// "{}: foretold {} of {} pairs ({} %) from the evenings before"
    PredictionLine,
    /// "Provisional: fewer than {} evenings. Ranked by the rating less twice its uncertainty."
    ProvisionalBelow,
    /// "provisional"
    Provisional,
    /// "Rating"
    Rating,
    /// "Average per evening"
    AveragePerEvening,
    /// "Total"
    TotalResult,
    /// "Best evenings"
    BestEvenings,
    /// "Place points"
    PlacePoints,
    /// "{} evenings in another unit are left out (in betar every evening counts)."
    SeasonLeftOut,
    /// "Each evening's result in betar (classic tables and Isbergsvira together)."
    SeasonInBetar,
    /// "Ties: the rule's figure, then the total result, then more evenings; equal in all three share a place."
    SeasonTieBreak,
    /// "The season: {} evenings; rule: {}"
    SeasonHeading,
    /// "place points at each table ({}), summed"
    SeasonRulePlaces,
    /// "the best {} evenings"
    SeasonRuleBest,
    /// "the average per evening (at least {} evenings to be ranked)"
    SeasonRuleAverage,
    /// "the total result"
    SeasonRuleTotal,
    /// "The tables recorded from phones are served again at their addresses."
    TheTablesRecordedFromPhonesAreServedAgain,
    /// "Taken back from {} {}"
    TakenBackFromAt,
    /// "Corrected from {} {}"
    CorrectedFromAt,
    /// "Recorded from {} {}"
    RecordedFromAt,
    /// "Take the table's token back: its phones record nothing more"
    TakeTheTablesTokenBack,
    /// "The bid table, when the night names none (its id)"
    TheBidTableWhenTheNightNamesNone,
    /// "Let a table record its hands from a phone, through the host's 'vira serve NIGHT': a write token of its own (a new one each time; the old one records no more), and the table's evening file made in the night's folder. Prints its recording address"
    LetATableRecordItsHandsFromAPhone,
    /// "{} deals"
    NDealsPlayed,
    /// "The whole table:"
    TheWholeTable,
    /// "Played this evening:"
    PlayedThisEvening,
    /// "Name this phone"
    NameThisPhone,
    /// "The table's recording address: for its pullvakt only."
    TheTablesRecordingAddressOnlyItsPhones,
    /// "Withdraw"
    Withdraw,
    /// "Show the code"
    ShowTheCode,
    /// "Record from a phone"
    RecordFromAPhone,
    /// "A table without a laptop records its hands on its pullvakt's phone; this computer keeps the book. Each table has an address of its own; the watching address above only reads."
    ATableWithoutALaptop,
    /// "Tables recorded on a phone"
    RecordOnPhones,
    /// "Sitting {}, table {}: its phones record no more."
    SittingTablesPhonesRecordNoMore,
    /// "Sitting {}, table {}: recorded from a phone. Let its pullvakt scan the code."
    SittingTableRecordsFromAPhone,
    /// "{} records at {}"
    TableRecordsAt,
    /// "Table {} ({}) records from a phone at: {} …"
    TheTableRecordsFromAPhoneAt,
    /// "Table {} ({}) had no recording address."
    TheTableHadNoRecordingAddress,
    /// "Table {} ({}): its phones record no more."
    TheTablesPhonesRecordNoMore,
    /// "No usable bid table has the id {}."
    NoUsableBidTableHasTheId,
    /// "The night names no bid table for {}: give one with --table."
    TheNightNamesNoBidTableFor,
    /// "The night has no table {}."
    TheNightHasNoTable,
    /// "Sitting {}, table {}"
    SittingNTableN,
    /// "The host cannot write the table's file: nothing was recorded. Tell the host."
    TheHostCannotWriteTheTable,
    /// "Not recorded: {}"
    NotRecordedColon,
    /// "There is no hand to undo."
    NoHandToUndo,
    /// "Hand {} was changed on another device since this page was shown: nothing was changed. Look again."
    HandNChangedMeanwhile,
    /// "This page was for hand {}, but the next hand is {}: nothing was recorded."
    ThisPageWasForHandN,
    /// "another device"
    AnotherDevice,
    /// "Hand {} is already recorded with another hand (by {}); yours was not recorded. Look at it below and correct it if need be."
    HandNIsTakenByAnotherHand,
    /// "The hand is not complete: nothing was recorded."
    TheHandIsNotCompleteNothingRecorded,
    /// "Hand {} was recorded already (by {}); nothing was booked twice."
    HandNWasRecordedAlreadyBy,
    /// "Hand {} taken back."
    HandNTakenBack,
    /// "Hand {} corrected."
    HandNCorrected,
    /// "Hand {} recorded: {}"
    HandNRecorded,
    /// "Undo hand {}"
    UndoHandN,
    /// "Latest hands"
    LatestHands,
    /// "Record hand {}"
    RecordHandN,
    /// "Save the correction of hand {}"
    SaveTheCorrectionOfHandN,
    /// "Choose"
    Choose,
    /// "Second-last bid:"
    SecondLastBid,
    /// "Rebuys:"
    RebuysColon,
    /// "Lacked low guards:"
    LackedLowGuards,
    /// "No contract is called that."
    NoContractIsCalledThat,
    /// "Search"
    Search,
    /// "Which contract?"
    WhichContract,
    /// "How many tricks?"
    TricksTaken,
    /// "Which trump?"
    WhichTrump,
    /// "The bid"
    TheBid,
    /// "Who declares?"
    WhoDeclares,
    /// "{} tricks"
    NTricksTaken,
    /// "A solo takes it away"
    ASoloTakesItAway,
    /// "No, played as the forced game"
    PlayedAsTheForcedGame,
    /// "Forced deal: {}."
    ForcedDealOf,
    /// "Recording hands: {}"
    RecordingTable,
    /// "This phone: {}"
    ThisPhoneIs,
    /// "Correcting hand {}"
    CorrectingHandN,
    /// "Sending to the host …"
    SendingToTheHost,
    /// "Not sent yet: no connection. The hand is kept on this phone and sent when the network is back."
    NotSentYetNoConnection,
    /// "deal {} · {} deals"
    DealNDealerDeals,
    /// "{}: the file is an older state of the evening ({} hands; the night's folder has {}); it is not handed in"
    AnOlderStateOfTheEveningIsNotHandedIn,
    /// "Hide the address; the phones go on being shown"
    HideTheAddressThePhonesGoOn,
    /// "The table's evening: its protocol and betdelning, to read only"
    TheTablesEveningReadOnly,
    /// "Back to the night's standing, as it was left"
    BackToTheNightsStanding,
    /// "← The club night"
    BackToTheClubNight,
    /// "or pick them from the archive's players:"
    OrPickThemFromTheArchive,
    /// "N"
    N,
    /// "CURRENCY"
    CURRENCY,
    /// "AMOUNT"
    AMOUNT,
    /// "After the time, a last round (everyone forehand once more)"
    AfterTheTimeALastRound,
    /// "Every table plays until this time (HH:MM)"
    EveryTablePlaysUntilThisTime,
    /// "Every table plays this many deals"
    EveryTablePlaysThisManyDeals,
    /// "The price's currency"
    ThePricesCurrency,
    /// "The price of a bet ('0.50' or '0,50') at every table"
    ThePriceOfABetAtEveryTable,
    /// "The bid table every table plays (its id, as 'vira tables list' shows it); a table joining the night starts with it"
    TheBidTableEveryTablePlaysItsId,
    /// "a last round"
    ALastRound,
    /// "each table chooses"
    EachTableChooses,
    /// "{}: the file was played with the bid table {}, but the night plays {}; counted all the same"
    TheFileWasPlayedWithTheBidTable,
    /// "No usable bid table has the id {}"
    NoUsableBidTableWith,
    /// "(A4). The system was asked to open it in the browser; if it does not show there, open the file yourself."
    A4TheSystemWasAskedToOpen,
    /// "A club night of several tables: its standing from its files"
    AClubNightOfSeveralTablesIts,
    /// "ADDRESS"
    ADDRESS,
    /// "a draw"
    ADraw,
    /// "A forced round at the end"
    AForcedRoundAtTheEnd,
    /// "A forced round at the start (no åla)"
    AForcedRoundAtTheStartNo,
    /// "A high enough solo is played instead; the same dealer deals again."
    AHighEnoughSoloIsPlayedInstead,
    /// "A last round after the time (everyone sits forehand once more)"
    ALastRoundAfterTheTimeEveryone,
    /// "A night's standing across its tables, from the night file and the evening files beside it: every player's result by the night's rule, each table's result, and what is missing"
    ANightsStandingAcrossItsTablesFrom,
    /// "a number of deals"
    ANumberOfDeals,
    /// "A passer of gök without low guards pays the penalty into the pulla when the gök is won."
    APasserOfGokWithoutLowGuards,
    /// "A practice evening: never counted in the archive's statistics or exports"
    APracticeEveningNeverCountedInThe,
    /// "A practice evening with twelve hands played: record the next hand, look at the protocol and the betdelning. It never counts in the archive's statistics and can be deleted whenever you like."
    APracticeEveningWithTwelveHandsPlayed,
    /// "a round of"
    ARoundOf,
    /// "a sum grew too large to count"
    ASumGrewTooLargeToCount,
    /// "a value is required for '{}' but none was supplied"
    AValueIsRequiredForButNone,
    /// "Add the chips: each hand's chip moves and the final reckoning (an evening without chip settings uses the default set)"
    AddTheChipsEachHandsChipMoves,
    /// "added     {} as {} ({})\n"
    AddedAs,
    /// "After a won"
    AfterAWon,
    /// "after the betdelning"
    AfterTheBetdelning,
    /// "Åla"
    Ala,
    /// "åla: everyone puts {} in the pulla"
    AlaEveryonePutsInThePulla,
    /// "All"
    All,
    /// "all"
    AllLower,
    /// "All time"
    AllTime,
    /// "  {}: already in the archive as {}\n"
    AlreadyInTheArchiveAs,
    /// "already there"
    AlreadyThere,
    /// "already there (kept once), as"
    AlreadyThereKeptOnceAs,
    /// "also when it is empty"
    AlsoWhenItIsEmpty,
    /// "Also write the newest sitting's seating as a page to pin up when the players sit down (HTML, A4, the names large)"
    AlsoWriteTheNewestSittingsSeatingAs,
    /// "Also write the night as a printable page (HTML, A4): the standing, the seating and each table's result"
    AlsoWriteTheNightAsAPrintable,
    /// "Alt+1–3 changes the declarer"
    Alt13ChangesTheDeclarer,
    /// "日本語 (amounts in points, 点)"
    AmountsInPoints,
    /// "Amounts in points (1 bet = 8 points)"
    AmountsInPoints1Bet8Points,
    /// "Amounts in points (1 bet = 8 points, 1 pinne = 1 point) rather than betar and pinnar: the protocol, the betdelning, the results and the archive's lists and printouts (only the words; JSON and CSV keep the ledger's numbers). Japanese is in points always; a levels table (Isbergsvira) counts in points already"
    AmountsInPoints1Bet8PointsSvBeloppIPoang1,
    /// "An evening file to open in it: one in progress to continue, a closed one to read, one from elsewhere to import or continue"
    AnEveningFileToOpenInIt,
    /// "An evening file to open in the app (the same as 'vira app FILE'; a command's name is the command)"
    AnEveningFileToOpenInThe,
    /// " and "
    And,
    /// "and"
    AndLower,
    /// "… and {} more hands"
    AndMoreHands,
    /// "Another evening with the same id is already in the archive; both are kept (see Problems in the archive). The new one:"
    AnotherEveningWithTheSameIdIs,
    /// "Another file has the same id but other content: see Problems"
    AnotherFileHasTheSameIdBut,
    /// "Anyone on the network with the address can read the page (read only). Ctrl-C stops."
    AnyoneOnTheNetworkWithTheAddress,
    /// "Anyone on the network with the address can read the standings; nobody can change anything."
    AnyoneOnTheNetworkWithTheAddressSvAllaINatverketSom,
    /// " (archive)"
    Archive,
    /// "archive/ in vira's data folder"
    ArchiveInVirasDataFolder,
    /// "Archive: read only"
    ArchiveReadOnly,
    /// "  {}: archived as {}\n"
    ArchivedAs,
    /// "Arguments:"
    Arguments,
    /// "as few meetings again as possible"
    AsFewMeetingsAgainAsPossible,
    /// "at least {} tricks"
    AtLeastTricks,
    /// "at most 1 trick"
    AtMost1Trick,
    /// "at most {} tricks"
    AtMostTricks,
    /// "b bid"
    BBid,
    /// "BIND"
    BIND,
    /// "BY"
    BY,
    /// "← Back (Esc)"
    BackEsc,
    /// "Back to the correction"
    BackToTheCorrection,
    /// "Back to the table"
    BackToTheTable,
    /// "balances"
    Balances,
    /// "before {}, from the pulla {}"
    BeforeFromThePulla,
    /// "Before the split"
    BeforeTheSplit,
    /// "Best"
    Best,
    /// "Best evening"
    BestEvening,
    /// "betar"
    Betar,
    /// "Betar (k)"
    BetarK,
    /// "betar left"
    BetarLeft,
    /// "Betdelning"
    Betdelning,
    /// "Betdelning: pulla {} divided by {}: {} each{}.\n\n"
    BetdelningPullaDividedByEach,
    /// "betdelning: the pulla divided"
    BetdelningThePullaDivided,
    /// "Bid:"
    Bid,
    /// "bid"
    BidLower,
    /// "Bid table"
    BidTable,
    /// "Bid table and house rules"
    BidTableAndHouseRules,
    /// "Bid tables"
    BidTables,
    /// "Bid tables: list, show, check"
    BidTablesListShowCheck,
    /// "Biggest loser"
    BiggestLoser,
    /// "Biggest winner"
    BiggestWinner,
    /// "both are kept (see Problems), the new one as"
    BothAreKeptSeeProblemsTheNew,
    /// "Both lacked low guards: nobody pays (house rule)."
    BothLackedLowGuardsNobodyPaysHouse,
    /// "both pay"
    BothPay,
    /// "Building the archive's index from its files (only the first time on this computer; a large archive takes a while) …"
    BuildingTheArchivesIndexFromItsFiles,
    /// "built-in"
    BuiltIn,
    /// "by the house rule"
    ByTheHouseRule,
    /// "by the house rule (the biggest loser)"
    ByTheHouseRuleTheBiggestLoser,
    /// "by the standing"
    ByTheStanding,
    /// "CLUB"
    CLUB,
    /// "COMMAND"
    COMMAND,
    /// "CONFLICT  {} as {}: evening {} differs from {}; both kept\n"
    CONFLICTAsEveningDiffersFromBothKept,
    /// "Cancel"
    Cancel,
    /// "Cannot be read"
    CannotBeRead,
    /// "{}: cannot be read: {}"
    CannotBeReadWith2,
    /// "cannot listen on {}: it is an address for many machines (broadcast or multicast), not this one's; 0.0.0.0 listens on all of this machine's networks"
    CannotListenOnItIsAnAddress,
    /// "cannot listen on {} port {}: {}"
    CannotListenOnPort,
    /// "cannot open the app window: {}\n(the command line works without a window: 'vira --help')"
    CannotOpenTheAppWindowTheCommand,
    /// "{}: cannot use the table folder: {}"
    CannotUseTheTableFolder,
    /// "cannot write the output: {}"
    CannotWriteTheOutput,
    /// "cards"
    Cards,
    /// "{} ({} cards)"
    CardsWith2,
    /// "Change folder"
    ChangeFolder,
    /// "Change the price"
    ChangeThePrice,
    /// "Chart"
    Chart,
    /// "Check a table file and report every problem in it"
    CheckATableFileAndReportEvery,
    /// "Chip ledger for Vira, the Swedish three-handed trick game: bid tables as data, settlement, evening files"
    ChipLedgerForViraTheSwedishThree,
    /// "Chips"
    Chips,
    /// "Choose a table."
    ChooseATable,
    /// "Choose another dealer for a misdeal or a deal out of turn; the rotation continues from there."
    ChooseAnotherDealerForAMisdealOr,
    /// "Choose another folder under Import and export, or fix the folder and reload."
    ChooseAnotherFolderUnderImportAndExport,
    /// "Choose evening files to import"
    ChooseEveningFilesToImport,
    /// "Choose files to import…"
    ChooseFilesToImport,
    /// "Choose the archive folder…"
    ChooseTheArchiveFolder,
    /// "Choose the archive's new folder"
    ChooseTheArchivesNewFolder,
    /// "Choose the contract: type and press Enter, or click."
    ChooseTheContractTypeAndPressEnter,
    /// "Choose the declarer (1–3)."
    ChooseTheDeclarer13,
    /// "Choose the export folder…"
    ChooseTheExportFolder,
    /// "Choose the folder to export to"
    ChooseTheFolderToExportTo,
    /// "Choose the trump."
    ChooseTheTrump,
    /// "Choose the trump:"
    ChooseTheTrumpColon,
    /// "(chosen at the table)"
    ChosenAtTheTable,
    /// "Clear"
    Clear,
    /// "Clear the filter"
    ClearTheFilter,
    /// "Close it again"
    CloseItAgain,
    /// "Close the evening"
    CloseTheEvening,
    /// "Close the evening?"
    CloseTheEveningSvAvslutaKvallen,
    /// "Close the night: every table's file handed in is taken into the archive, and the night beside them, so that the archive lists it; what is missing is said"
    CloseTheNightEveryTablesFileHanded,
    /// "closed"
    Closed,
    /// "Closed lately"
    ClosedLately,
    /// "Club"
    Club,
    /// "club"
    ClubLower,
    /// "Club night"
    ClubNight,
    /// "Club night {} ({} evenings)"
    ClubNightEvenings,
    /// "Club night {}, sitting {}: choose your table"
    ClubNightSittingChooseYourTable,
    /// "Club night {}{}"
    ClubNightWith2,
    /// "Club nights"
    ClubNights,
    /// "Club or place"
    ClubOrPlace,
    /// "Codille"
    Codille,
    /// "Colour"
    Colour,
    /// "'{}' comes before a command: give a file to open ('vira FILE') or a command, not both"
    ComesBeforeACommandGiveAFile,
    /// "Commands:"
    Commands,
    /// "conflict: evening {} differs between {}"
    ConflictEveningDiffersBetween,
    /// "conflict: evening {} differs between {}; {} counts, the others do not"
    ConflictEveningDiffersBetweenCountsTheOthers,
    /// "Conflicts"
    Conflicts,
    /// "conflicts (both kept)"
    ConflictsBothKept,
    /// "Continue it where it is"
    ContinueItWhereItIs,
    /// "Contract"
    Contract,
    /// "contract"
    ContractLower,
    /// "contract_name"
    ContractName,
    /// "Contract"
    ContractSvSpel,
    /// "{} contracts"
    Contracts,
    /// "\ncopy: {} holds the same evening as {} (counted once)\n"
    CopyHoldsTheSameEveningAsCounted,
    /// "Copy the evenings from here to there (merged as an import; nothing is removed here)"
    CopyTheEveningsFromHereToThere,
    /// "Copying the evenings to"
    CopyingTheEveningsTo,
    /// "Correct"
    Correct,
    /// "Correct what is marked above."
    CorrectWhatIsMarkedAbove,
    /// "Correct what needs correcting and close it again: it then goes back to the archive."
    CorrectWhatNeedsCorrectingAndCloseIt,
    /// "Correcting a closed evening"
    CorrectingAClosedEvening,
    /// "Correcting hand {}"
    CorrectingHand,
    /// "costs"
    Costs,
    /// "could not be copied and are only in the old folder; the first:"
    CouldNotBeCopiedAndAreOnly,
    /// "could not be copied and is only in the old folder:"
    CouldNotBeCopiedAndIsOnly,
    /// "Could not save (everything is kept in the window; the next change tries again)"
    CouldNotSaveEverythingIsKeptIn,
    /// "Ctrl+Z: brings back the hand being entered"
    CtrlZBringsBackTheHandBeing,
    /// "cumulative"
    Cumulative,
    /// "currency"
    Currency,
    /// "currency"
    CurrencyLower,
    /// "DATE"
    DATE,
    /// "DIR"
    DIR,
    /// "☾ Dark"
    Dark,
    /// "Date"
    Date,
    /// "date"
    DateLower,
    /// "deal"
    Deal,
    /// "deal left"
    DealLeft,
    /// "Dealer"
    Dealer,
    /// "Dealer:"
    DealerColon,
    /// "dealer"
    DealerLower,
    /// "dealer"
    DealerSvGiver,
    /// "Deals"
    Deals,
    /// "deals are not whole rounds at"
    DealsAreNotWholeRoundsAt,
    /// "Deals each one plays"
    DealsEachOnePlays,
    /// "Deals: enter a number, 1 to 10,000."
    DealsEnterANumber1To10,
    /// "deals first"
    DealsFirst,
    /// "deals left"
    DealsLeft,
    /// "deals"
    DealsLower,
    /// "deals next"
    DealsNext,
    /// "deals played"
    DealsPlayed,
    /// "Declared"
    Declared,
    /// "Declared by the players chosen (none chosen: everyone). Net is the declarer's omköp, pot and pinnar per hand."
    DeclaredByThePlayersChosenNoneChosen,
    /// "Declared"
    DeclaredSvBudat,
    /// "Declarer"
    Declarer,
    /// "declarer"
    DeclarerLower,
    /// "declarer_net"
    DeclarerNet,
    /// "\[default: "
    Default,
    /// "Delete hand {}"
    DeleteHand,
    /// "Delete the practice evening"
    DeleteThePracticeEvening,
    /// "Delete the practice evening?"
    DeleteThePracticeEveningSvTaBortOvningskvallen,
    /// "Deletes the practice evening (you are asked first)"
    DeletesThePracticeEveningYouAreAsked,
    /// "digits"
    Digits,
    /// "Directory with the club's own bid tables (default: the platform's config directory, '…/vira/tables')"
    DirectoryWithTheClubsOwnBidTables,
    /// "✕ Dismiss (Esc)"
    DismissEsc,
    /// "Dismiss the message"
    DismissTheMessage,
    /// "do not divide and go to"
    DoNotDivideAndGoTo,
    /// "{}: does not answer on the network ({}); nothing seen yet"
    DoesNotAnswerOnTheNetworkNothing,
    /// "{}: does not answer on the network ({}); the last state seen counts"
    DoesNotAnswerOnTheNetworkThe,
    /// "Drag to move; a double-click shows everything."
    DragToMoveADoubleClickShows,
    /// "Drop the evening files to import them into the archive"
    DropTheEveningFilesToImportThem,
    /// "e.g."
    EG,
    /// "e.g. Sundsvall vira club"
    EGSundsvallViraClub,
    /// "EVENING"
    EVENING,
    /// "each"
    Each,
    /// "Each bowl:"
    EachBowl,
    /// "empty"
    Empty,
    /// "End time"
    EndTime,
    /// "End time: write HH:MM, e.g. 23:00."
    EndTimeWriteHHMMEG,
    /// "Enter records"
    EnterRecords,
    /// "Enter starts it too"
    EnterStartsItToo,
    /// "Enter the tricks."
    EnterTheTricks,
    /// "Enter the tricks, or l to surrender (lagd)."
    EnterTheTricksOrLToSurrender,
    /// "\[env: "
    Env,
    /// "equal sign is needed when assigning values to '{}'"
    EqualSignIsNeededWhenAssigningValues,
    /// "error: "
    Error,
    /// "evening"
    Evening,
    /// "Evening file"
    EveningFile,
    /// "evening file"
    EveningFileLower,
    /// "Evening files"
    EveningFiles,
    /// "{}\nevening files: format {}\nbid tables: scoring {}"
    EveningFilesFormatBidTablesScoring,
    /// "Evening files from another machine are merged into the archive: the same evening twice is kept once; the same id with other content keeps both and shows them under Problems. Drop the files on the window, or type their paths (one per line): a file, a folder (its evening files, *.ron), a pattern such as ~/Downloads/2025-*.ron or a file:// address."
    EveningFilesFromAnotherMachineAreMerged,
    /// "evening files"
    EveningFilesLower,
    /// "evening_id"
    EveningId,
    /// "evening"
    EveningLower,
    /// "Evenings"
    Evenings,
    /// "evenings copied"
    EveningsCopied,
    /// "{} evenings, {} deals\n\n"
    EveningsDeals,
    /// "Evenings in progress"
    EveningsInProgress,
    /// "evenings"
    EveningsLower,
    /// "{} evenings\n"
    EveningsWith1Line,
    /// "Every closed evening: search, statistics, import and export"
    EveryClosedEveningSearchStatisticsImportAnd,
    /// "Everyone puts 1 bet in the pulla before the first hand."
    EveryonePuts1BetInThePulla,
    /// "Everyone puts in 1 bet when the pulla must pay more than it holds (classic), also when it becomes empty, or until it holds at least so many betar."
    EveryonePutsIn1BetWhenThe,
    /// "exchange"
    Exchange,
    /// "Export"
    Export,
    /// "Export CSV"
    ExportCSV,
    /// "Export CSV of hands and results, or one evening as printable HTML"
    ExportCSVOfHandsAndResultsOr,
    /// "FILE"
    FILE,
    /// "FILES"
    FILES,
    /// "file"
    File,
    /// "file cannot be read"
    FileCannotBeRead,
    /// "file in the old folder is not a valid evening and was not copied (it stays there):"
    FileInTheOldFolderIsNot,
    /// "files"
    Files,
    /// "files; all of them are under The archive."
    FilesAllOfThemAreUnderThe,
    /// "\n{} files are not valid evenings (left as they are):\n"
    FilesAreNotValidEveningsLeftAs,
    /// "files cannot be read"
    FilesCannotBeRead,
    /// "files in the old folder are not valid evenings and were not copied (they stay there); the first:"
    FilesInTheOldFolderAreNot,
    /// "Files that are not evenings"
    FilesThatAreNotEvenings,
    /// "Files that are not evenings, and conflicts"
    FilesThatAreNotEveningsAndConflicts,
    /// "Files to import"
    FilesToImport,
    /// "Filter"
    Filter,
    /// "Find contract"
    FindContract,
    /// "Find the second-last bid"
    FindTheSecondLastBid,
    /// "First time here?"
    FirstTimeHere,
    /// "Follow"
    Follow,
    /// "Follow a table live: its watching address (as its app or 'vira serve' shows it) goes into the night file, and the standing counts what the address gives until the table's file is handed in"
    FollowATableLiveItsWatchingAddress,
    /// "Follow the tables on the network"
    FollowTheTablesOnTheNetwork,
    /// "Following the night…"
    FollowingTheNight,
    /// "Following the table…"
    FollowingTheTable,
    /// "For more information, try '--help'."
    ForMoreInformationTryHelp,
    /// " · forced"
    Forced,
    /// "Forced deal"
    ForcedDeal,
    /// "forced"
    ForcedLower,
    /// "Forced round {} of {}: {} {} ({})"
    ForcedRoundOf,
    /// "Forced rounds"
    ForcedRounds,
    /// "forced"
    ForcedSvTvang,
    /// "forehand"
    Forehand,
    /// "forehand"
    ForehandLower,
    /// "(forehand) plays"
    ForehandPlays,
    /// "From"
    From,
    /// "From the pulla"
    FromThePulla,
    /// "Full screen"
    FullScreen,
    /// "game is taken away: choose the solo and who plays it."
    GameIsTakenAwayChooseTheSolo,
    /// "gask"
    Gask,
    /// "Get the tables"
    GetTheTables,
    /// "give --csv DIR or --html EVENING --out FILE"
    GiveCsvDIROrHtmlEVENINGOut,
    /// "go to"
    GoTo,
    /// "Gök penalty"
    GokPenalty,
    /// "gok_penalty"
    GokPenaltyLower,
    /// "Gök: when both passers lacked low guards"
    GokWhenBothPassersLackedLowGuards,
    /// "Hand {}"
    Hand,
    /// "Hand a table's evening file in (from a USB stick or a mail): it is copied into the night's folder as the table seated with its players"
    HandATablesEveningFileInFrom,
    /// "Hand {} being entered waits: it comes back when the correction is done."
    HandBeingEnteredWaitsItComesBack,
    /// "hand {}: {} deals instead of {}"
    HandDealsInsteadOf,
    /// "Hand {} in chips"
    HandInChips,
    /// "hand"
    HandLower,
    /// "hand"
    HandSvGiv,
    /// "Handed in: {}\n"
    HandedIn,
    /// "Handed in again, newer: {}\n"
    HandedInAgainNewer,
    /// "Handed in already: {}\n"
    HandedInAlready,
    /// "Hands"
    Hands,
    /// "hands.csv (one row per hand, with every field and the payments) and results.csv (one row per player and evening) for the evenings the filter chooses"
    HandsCsvOneRowPerHandWith,
    /// "hands_declared"
    HandsDeclared,
    /// "hands"
    HandsLower,
    /// "hands played"
    HandsPlayed,
    /// "hands_played"
    HandsPlayedLower,
    /// "How: 'draw', 'standing' (leaders together) or 'fresh' (as few players meeting again as the count allows)"
    HowDrawStandingLeadersTogetherOrFresh,
    /// "ID"
    ID,
    /// "Import"
    Import,
    /// "Import and export"
    ImportAndExport,
    /// "Import evening files from another machine (merged by id)"
    ImportEveningFilesFromAnotherMachineMerged,
    /// "Import evenings"
    ImportEvenings,
    /// "Import into the archive"
    ImportIntoTheArchive,
    /// "Import into the archive: {} new, {} already there, {} in conflict, {} refused."
    ImportIntoTheArchiveNewAlreadyThere,
    /// "Import it into the archive: a copy is kept among the club's closed evenings and shown; the file is left untouched. Continue it where it is: play on, and every change is saved in that file."
    ImportItIntoTheArchiveACopy,
    /// "Imported into the archive as"
    ImportedIntoTheArchiveAs,
    /// "Impossible: {}"
    Impossible,
    /// "In chips:"
    InChips,
    /// " in colour"
    InColour,
    /// "in colour"
    InColourLower,
    /// " in preference"
    InPreference,
    /// "in preference"
    InPreferenceLower,
    /// "In seat order, clockwise. With four, the dealer's right-hand neighbour sits out each hand."
    InSeatOrderClockwiseWithFourThe,
    /// "{}: {} in the folder"
    InTheFolder,
    /// "In the pulla, as betar:"
    InThePullaAsBetar,
    /// "in turn"
    InTurn,
    /// "invalid UTF-8 was detected in one or more arguments"
    InvalidUTF8WasDetectedInOne,
    /// "invalid value '{}' for '{}'"
    InvalidValueFor,
    /// "is already there with other content in"
    IsAlreadyThereWithOtherContentIn,
    /// "{} is another evening in the night's folder already; it is left as it is"
    IsAnotherEveningInTheNightsFolder,
    /// "is divided equally among"
    IsDividedEquallyAmong,
    /// "{} is given twice"
    IsGivenTwice,
    /// "is not a folder"
    IsNotAFolder,
    /// "{} is there already; it is left as it is"
    IsThereAlreadyItIsLeftAs,
    /// "it stopped unexpectedly. Nothing was removed from the old folder."
    ItStoppedUnexpectedlyNothingWasRemovedFrom,
    /// "Join a club night"
    JoinAClubNight,
    /// "k omköp"
    KOmkop,
    /// "keep at least …"
    KeepAtLeast,
    /// "Keep the dealers of the later hands"
    KeepTheDealersOfTheLaterHands,
    /// "Keep the screen on while an evening is open."
    KeepTheScreenOnWhileAnEvening,
    /// "kept once {}: already in the archive as {} ({})\n"
    KeptOnceAlreadyInTheArchiveAs,
    /// "key"
    Key,
    /// "LANG"
    LANG,
    /// "l = lagd"
    LLagd,
    /// "Language of contract and table names, and of the CSV export ('sv': for Swedish spreadsheets; 'ja': the protocol in Japanese, amounts in points) (command line default: en; the app follows the system language or the saved choice)"
    LanguageOfContractAndTableNamesAnd,
    /// "Large text (projector)"
    LargeTextProjector,
    /// "Larger (Ctrl +)"
    LargerCtrl,
    /// "last seen"
    LastSeen,
    /// "Last year"
    LastYear,
    /// "leads:"
    Leads,
    /// "left"
    Left,
    /// "Level"
    Level,
    /// "☀ Light"
    Light,
    /// "List the evenings: date, club, players, table, hands, winner, loser; then the files that are not valid evenings, and conflicts"
    ListTheEveningsDateClubPlayersTable,
    /// "List the known tables (built-in and the club's own)"
    ListTheKnownTablesBuiltInAnd,
    /// "live"
    Live,
    /// "Loser"
    Loser,
    /// "Lost"
    Lost,
    /// "Lost"
    LostSvForlorade,
    /// "Lost"
    LostSvForlorat,
    /// "  {}: MISSING, not handed in (put the file in the night's folder and close again)\n"
    MISSINGNotHandedInPutTheFile,
    /// "Make a night file with its first sitting drawn: the players present into tables of 3, 4 or 5, seated by a draw whose seed is printed"
    MakeANightFileWithItsFirst,
    /// "Message"
    Message,
    /// "middlehand"
    Middlehand,
    /// "Misär"
    Misar,
    /// "{} / misär"
    MisarWith1,
    /// "{} / misär, {}"
    MisarWith2,
    /// "; {} missing.\n"
    Missing,
    /// "Money"
    Money,
    /// "Money as it stands: all results are rounded together to whole öre so that they sum to zero, so the same result can be an öre more or less when the others change. The final amounts are in the betdelning."
    MoneyAsItStandsAllResultsAre,
    /// "money_kr"
    MoneyKr,
    /// "money"
    MoneyLower,
    /// "money_ore"
    MoneyOre,
    /// "more"
    More,
    /// "Move down"
    MoveDown,
    /// "Move the rotation"
    MoveTheRotation,
    /// "Move up"
    MoveUp,
    /// "1 bet ="
    N1Bet,
    /// "1 bet = {}; 1 pinne = {} points; jackpot at base {}"
    N1Bet1PinnePointsJackpotAt,
    /// "1 evening\n"
    N1Evening,
    /// "\n1 file is not a valid evening (left as it is):\n"
    N1FileIsNotAValidEvening,
    /// "1 of 1 file was not imported (see above)"
    N1Of1FileWasNotImported,
    /// "1 of {} files was not imported (see above)"
    N1OfFilesWasNotImportedSee,
    /// "NAME"
    NAME,
    /// "'{}' needs {} values but got {}"
    NeedsValuesButGot,
    /// "neither pays"
    NeitherPays,
    /// "Net"
    Net,
    /// "Net/hand"
    NetHand,
    /// "Net per hand"
    NetPerHand,
    /// "net result"
    NetResult,
    /// "New club night (host)"
    NewClubNightHost,
    /// "+ New evening"
    NewEvening,
    /// "new evening in the archive:"
    NewEveningInTheArchive,
    /// "New evening"
    NewEveningSvNyKvall,
    /// "New folder"
    NewFolder,
    /// "Next sitting"
    NextSitting,
    /// "Next step →"
    NextStep,
    /// "No"
    No,
    /// "no agreement"
    NoAgreement,
    /// "no betar left"
    NoBetarLeft,
    /// "No bid at or below the contract's level matches."
    NoBidAtOrBelowTheContracts,
    /// "No closed evenings yet."
    NoClosedEveningsYet,
    /// "No club nights in {}\n"
    NoClubNightsIn,
    /// "No club nights in the archive yet. A night comes here when it is closed (vira night close)."
    NoClubNightsInTheArchiveYet,
    /// "no connection: {}"
    NoConnection,
    /// "No contract matches"
    NoContractMatches,
    /// "no evening '{}' in {} (give an id, a file name in the archive, or an evening file)"
    NoEveningInGiveAnIdA,
    /// "No evening in progress."
    NoEveningInProgress,
    /// "No evenings in the filter."
    NoEveningsInTheFilter,
    /// "No file dialog answered: type the path"
    NoFileDialogAnsweredTypeThePath,
    /// "{}: no file matches the pattern"
    NoFileMatchesThePattern,
    /// "No hands yet."
    NoHandsYet,
    /// "no money"
    NoMoney,
    /// "no rank"
    NoRank,
    /// "No second-last bid"
    NoSecondLastBid,
    /// "{}: no such folder (the table folder, from --table-dir or VIRA_TABLE_DIR)"
    NoSuchFolderTheTableFolderFrom,
    /// "no table of the night was seated with the file's players ({})"
    NoTableOfTheNightWasSeated,
    /// "no tricks"
    NoTricks,
    /// "no variants"
    NoVariants,
    /// "Nobody pays anybody."
    NobodyPaysAnybody,
    /// "Nobody pays anybody.\n"
    NobodyPaysAnybodyLine,
    /// "Nobody pays anybody."
    NobodyPaysAnybodySvIngenBetalarNagon,
    /// "None."
    None,
    /// "none"
    NoneLower,
    /// "Not a date: write YYYY-MM-DD (not applied until it is)"
    NotADateWriteYYYYMMDD,
    /// "{}: not a file name in the night's folder; not read"
    NotAFileNameInTheNights,
    /// "not counted"
    NotCounted,
    /// "Not everyone sat forehand equally often:"
    NotEveryoneSatForehandEquallyOften,
    /// "Not following the night: the network is gone. The page tries again; the standing above may be old."
    NotFollowingTheNightTheNetworkIs,
    /// "Not following the table: the showing was stopped or the network is gone. The page tries again; the standings above may be old."
    NotFollowingTheTableTheShowingWas,
    /// "{}: not handed in yet (the file is not in the night's folder)"
    NotHandedInYetTheFileIs,
    /// "Not only the night"
    NotOnlyTheNight,
    /// "Not saved:"
    NotSaved,
    /// "{}: not the address of a file on this computer"
    NotTheAddressOfAFileOn,
    /// "Note:"
    Note,
    /// "note"
    NoteLower,
    /// "note"
    NoteSvAnteckning,
    /// "nothing"
    Nothing,
    /// "Now:"
    Now,
    /// "\[OPTIONS\]"
    OPTIONS,
    /// "Objective"
    Objective,
    /// "Odd pinnar go to"
    OddPinnarGoTo,
    /// "Odd points go to"
    OddPointsGoTo,
    /// " {} odd to {}."
    OddTo,
    /// ", {} odd to {}"
    OddToWith2,
    /// "of"
    Of,
    /// "{} of {} files were not imported (see above)"
    OfFilesWereNotImportedSeeAbove,
    /// "{}  {}  {}  {} of {} tables  first: {}"
    OfTablesFirst,
    /// "{}: ok: {}, {} contracts, {} variants\n"
    OkContractsVariants,
    /// "Omköp"
    Omkop,
    /// "Omköp, first exchange's trump:"
    OmkopFirstExchangesTrump,
    /// "omköp from"
    OmkopFrom,
    /// "omkop"
    OmkopLower,
    /// "Omköp (won/lost/codille)"
    OmkopWonLostCodille,
    /// "On: drag or scroll in the chart to move it, Ctrl and the wheel zoom. Off: the wheel scrolls the page."
    OnDragOrScrollInTheChart,
    /// "One more rebuy"
    OneMoreRebuy,
    /// "One rebuy fewer"
    OneRebuyFewer,
    /// "only"
    Only,
    /// "Only evenings of this club"
    OnlyEveningsOfThisClub,
    /// "Only evenings on or after this day (YYYY-MM-DD)"
    OnlyEveningsOnOrAfterThisDay,
    /// "Only evenings on or before this day (YYYY-MM-DD)"
    OnlyEveningsOnOrBeforeThisDay,
    /// "Only evenings on this bid table (id)"
    OnlyEveningsOnThisBidTableId,
    /// "Only evenings with this player (repeat for several: all must have played; for stats: the players to show)"
    OnlyEveningsWithThisPlayerRepeatFor,
    /// "(× only hides the window)"
    OnlyHidesTheWindow,
    /// "Only the evenings of this club night (its file in the archive, as 'vira night close' wrote it)"
    OnlyTheEveningsOfThisClubNight,
    /// "Only this machine reaches the page (--bind 0.0.0.0 for the phones on the network). Ctrl-C stops."
    OnlyThisMachineReachesThePageBind,
    /// "Open"
    Open,
    /// "{}, open ({} cards)"
    OpenCards,
    /// "open"
    OpenLower,
    /// "Open the app (the same as no command)"
    OpenTheAppTheSameAsNo,
    /// "Open the folder"
    OpenTheFolder,
    /// "Opening åla"
    OpeningAla,
    /// "Options:"
    Options,
    /// "or"
    Or,
    /// "{}, or {} as misär ({} cards)"
    OrAsMisarCards,
    /// "outcome"
    Outcome,
    /// "overtricks"
    Overtricks,
    /// "owes"
    Owes,
    /// "PLAYERS"
    PLAYERS,
    /// "PORT"
    PORT,
    /// "PRACTICE"
    PRACTICE,
    /// "paper"
    Paper,
    /// "Passed without low guards"
    PassedWithoutLowGuards,
    /// "passers"
    Passers,
    /// "Passing"
    Passing,
    /// "Payments"
    Payments,
    /// "pays"
    Pays,
    /// "{} pays {} {}"
    PaysWith3,
    /// "{} pays {} {}\n"
    PaysWith3Line,
    /// "Per evening"
    PerEvening,
    /// "per trump rank"
    PerTrumpRank,
    /// "Period"
    Period,
    /// "Phones on the same network open:"
    PhonesOnTheSameNetworkOpen,
    /// "pinnar"
    Pinnar,
    /// "Pinnar common/second/pref."
    PinnarCommonSecondPref,
    /// "pinnar_per_bet"
    PinnarPerBet,
    /// "pinnar_rank"
    PinnarRank,
    /// "place points 3/2/1/0"
    PlacePoints3210,
    /// "place points {} a table; equal points are told apart by the net result, equal results at a table share the better place"
    PlacePointsATableEqualPointsAre,
    /// "plain"
    Plain,
    /// "Play the last round"
    PlayTheLastRound,
    /// "Played"
    Played,
    /// "Player"
    Player,
    /// "player"
    PlayerLower,
    /// "Players"
    Players,
    /// "{} players are not enough for a table (3 at least)"
    PlayersAreNotEnoughForATable,
    /// "players"
    PlayersLower,
    /// "players"
    PlayersSvSpelare,
    /// "Players' view"
    PlayersView,
    /// " · {} point"
    Point,
    /// " · {} points"
    Points,
    /// "{} points at {}"
    PointsAt,
    /// "points"
    PointsLower,
    /// "Points"
    PointsSvPoang,
    /// "Possible values:"
    PossibleValues,
    /// "\[possible values: "
    PossibleValuesColon,
    /// "\[possible values: {}\]"
    PossibleValuesWith1,
    /// "postings"
    Postings,
    /// " (practice)"
    Practice,
    /// "Practice evening: play on as you like; it never counts in the archive's statistics."
    PracticeEveningPlayOnAsYouLike,
    /// "{} (practice)"
    PracticeWith1,
    /// "Preference suit:"
    PreferenceSuit,
    /// "preference_suit"
    PreferenceSuitLower,
    /// "← Previous"
    Previous,
    /// "Price of a bet:"
    PriceOfABet,
    /// "Price per bet"
    PricePerBet,
    /// "Print"
    Print,
    /// "Print help"
    PrintHelp,
    /// "Print help for the subcommand(s)"
    PrintHelpForTheSubcommandS,
    /// "Print help (see a summary with '-h')"
    PrintHelpSeeASummaryWithH,
    /// "Print help (see more with '--help')"
    PrintHelpSeeMoreWithHelp,
    /// "Print JSON"
    PrintJSON,
    /// "Print JSON instead of the protocol"
    PrintJSONInsteadOfTheProtocol,
    /// "Print JSON (the standing, each table, and the problems in words)"
    PrintJSONTheStandingEachTableAnd,
    /// "Print JSON (with the chart series)"
    PrintJSONWithTheChartSeries,
    /// "Print …"
    PrintSvSkrivUt,
    /// "Print the seating …"
    PrintTheSeating,
    /// "Print this message or the help of the given subcommand(s)"
    PrintThisMessageOrTheHelpOf,
    /// "Print version"
    PrintVersion,
    /// "Printouts (Print) are saved in the folder last exported to."
    PrintoutsPrintAreSavedInTheFolder,
    /// "Problems"
    Problems,
    /// "Protocol"
    Protocol,
    /// "Protocol, chart and betdelning (read only)"
    ProtocolChartAndBetdelningReadOnly,
    /// "Pulla"
    Pulla,
    /// "Pulla {} divided by {}: {} each."
    PullaDividedByEach,
    /// "pulla"
    PullaLower,
    /// "pulla"
    PullaSvPullan,
    /// "QR code"
    QRCode,
    /// "  {}: REFUSED: {}\n"
    REFUSED,
    /// "RULE"
    RULE,
    /// "Read the folder again (for example when the sync has added evenings)"
    ReadTheFolderAgainForExampleWhen,
    /// "Reading the archive…"
    ReadingTheArchive,
    /// "reading the archive stopped unexpectedly"
    ReadingTheArchiveStoppedUnexpectedly,
    /// "Reading the tables …"
    ReadingTheTables,
    /// "+ rebuy"
    Rebuy,
    /// "− rebuy"
    RebuySvOmkop,
    /// "rebuys"
    Rebuys,
    /// "Rebuys (paid):"
    RebuysPaid,
    /// "Record (Enter)"
    RecordEnter,
    /// "Redo"
    Redo,
    /// "↷ Redo"
    RedoSvGorOm,
    /// "Redone:"
    Redone,
    /// "refill: everyone puts {} in the pulla"
    RefillEveryonePutsInThePulla,
    /// "Refilling the pulla"
    RefillingThePulla,
    /// "refused   {}: {}\n"
    Refused,
    /// "⟳ Reload"
    Reload,
    /// "Reopen the closed evening for a correction: it is in progress until it is closed again"
    ReopenTheClosedEveningForACorrection,
    /// "{} (replaces the built-in table)"
    ReplacesTheBuiltInTable,
    /// "'{}' requires a subcommand but one was not provided"
    RequiresASubcommandButOneWasNot,
    /// "Reset the view"
    ResetTheView,
    /// "Result"
    Result,
    /// "result"
    ResultLower,
    /// "Result over the evenings"
    ResultOverTheEvenings,
    /// "result"
    ResultSvResultat,
    /// "Results"
    Results,
    /// "Results after the betdelning"
    ResultsAfterTheBetdelning,
    /// "Resume"
    Resume,
    /// "Round {}, deal {} of {}"
    RoundDealOf,
    /// "rounds and"
    RoundsAnd,
    /// "Rule:"
    Rule,
    /// "Rule: {}\n\n"
    RuleWith1Line,
    /// "SEED"
    SEED,
    /// "SORT"
    SORT,
    /// "Save"
    Save,
    /// "Save the correction (Enter)"
    SaveTheCorrectionEnter,
    /// "Save the price"
    SaveThePrice,
    /// "Scan the code with the phone's camera, or type the address:"
    ScanTheCodeWithThePhonesCamera,
    /// "Screen on"
    ScreenOn,
    /// "~~~ sea level ~~~"
    SeaLevel,
    /// "Seat {}"
    Seat,
    /// "Seat again"
    SeatAgain,
    /// "seat"
    SeatLower,
    /// "seat {}"
    SeatLowerWith1,
    /// "Seat {} players"
    SeatPlayers,
    /// "Seat the last sitting again instead of adding one (before it starts: refused once one of its tables has an evening)"
    SeatTheLastSittingAgainInsteadOf,
    /// "Seat the night's next sitting and add it to the night file"
    SeatTheNightsNextSittingAndAdd,
    /// "seating"
    Seating,
    /// "second_last"
    SecondLast,
    /// "Second-last bid (above sea level)"
    SecondLastBidAboveSeaLevel,
    /// "second_last_name"
    SecondLastName,
    /// "Semicolons between the fields (for spreadsheets set to Swedish)"
    SemicolonsBetweenTheFieldsForSpreadsheetsSet,
    /// "Separate the CSV fields with ';' whatever the language ('--lang sv' does already)"
    SeparateTheCSVFieldsWithWhateverThe,
    /// "Serve the players' view of an evening file as a web page (for phones or a projector), following the file as it changes. Read-only; the address holds a random token. Ctrl-C stops"
    ServeThePlayersViewOfAnEvening,
    /// "Set a price"
    SetAPrice,
    /// "Settle an evening file: the protocol, the betdelning and who pays whom"
    SettleAnEveningFileTheProtocolThe,
    /// "sexmastare"
    Sexmastare,
    /// "Share won per contract, in bid-table order"
    ShareWonPerContractInBidTable,
    /// "Shift"
    Shift,
    /// "Show a table as the printed card"
    ShowATableAsThePrintedCard,
    /// "Show all"
    ShowAll,
    /// "Show every contract"
    ShowEveryContract,
    /// "Show on phones"
    ShowOnPhones,
    /// "Show the night's standing, seating and tables"
    ShowTheNightsStandingSeatingAndTables,
    /// "shown now; click for the address and the QR code. The window's button stops it."
    ShownNowClickForTheAddressAnd,
    /// "Shows betar and pinnar as points: 1 pinne = 1 point. Only the words change, never the evening's ledger."
    ShowsBetarAndPinnarAsPoints1,
    /// "sit forehand"
    SitForehand,
    /// "sits out"
    SitsOut,
    /// "Sitting {}"
    Sitting,
    /// "sitting {} has started: table {} has its evening ({}); it is not seated again"
    SittingHasStartedTableHasItsEvening,
    /// "Sitting {} is seated ({} pairs who have met before)."
    SittingIsSeatedPairsWhoHaveMet,
    /// "sitting_out"
    SittingOut,
    /// "Sitting {} ({}, seed {}; {} pairs who have met before)\n"
    SittingSeedPairsWhoHaveMetBefore,
    /// "sitting {}: {} sits at two tables"
    SittingSitsAtTwoTables,
    /// "  sitting {}, table {} ({}): {}\n"
    SittingTable,
    /// "Sitting {}, table {} is followed on the network."
    SittingTableIsFollowedOnTheNetwork,
    /// "Sitting {}, table {} is no longer followed."
    SittingTableIsNoLongerFollowed,
    /// "sitting {}, table {} ({})"
    SittingTableLowerWith3,
    /// "sitting {}, table {} ({}): {}"
    SittingTableLowerWith4,
    /// "Sitting {}, table {}"
    SittingTableWith2,
    /// "{} sittings, {} tables"
    SittingsTables,
    /// "Smaller (Ctrl −)"
    SmallerCtrl,
    /// "So that everyone sits forehand once more; the last deal is borup."
    SoThatEveryoneSitsForehandOnceMore,
    /// "solo"
    Solo,
    /// "sort by the column"
    SortByTheColumn,
    /// "Sort by this column"
    SortByThisColumn,
    /// "Sort descending"
    SortDescending,
    /// "Stage {}: {}"
    Stage,
    /// "Standing"
    Standing,
    /// "⌂ Start"
    Start,
    /// "Start a forced round"
    StartAForcedRound,
    /// "Start the evening"
    StartTheEvening,
    /// "Statistics"
    Statistics,
    /// "Statistics:"
    StatisticsColon,
    /// "Statistics per player and per contract"
    StatisticsPerPlayerAndPerContract,
    /// "Stock"
    Stock,
    /// "Stop following"
    StopFollowing,
    /// "Stop showing"
    StopShowing,
    /// "Surr."
    Surr,
    /// "Surr."
    SurrSvLagt,
    /// "Surrender / rebuy"
    SurrenderRebuy,
    /// "Surrendered"
    Surrendered,
    /// "Surrendered (lagd)"
    SurrenderedLagd,
    /// "Surrendered"
    SurrenderedSvLagt,
    /// "Svenska / English"
    SvenskaEnglish,
    /// "TABLE"
    TABLE,
    /// "THE PULLA"
    THEPULLA,
    /// "  Table {}: {} ({})\n"
    Table,
    /// "Table id (file name without '.ron')"
    TableIdFileNameWithoutRon,
    /// "Table {} ({}) is followed at {}\n"
    TableIsFollowedAt,
    /// "Table {} ({}) is no longer followed\n"
    TableIsNoLongerFollowed,
    /// "table"
    TableLower,
    /// "Table"
    TableSvBord,
    /// "Table"
    TableSvBudtabell,
    /// "Table {}"
    TableWith1,
    /// "{} table"
    TableWith1SvBord,
    /// "Table {}: {}"
    TableWith2,
    /// "Tables"
    Tables,
    /// "Tables of 3, 4 or 5, the seats drawn; the night opens"
    TablesOf34Or5The,
    /// "{} tables"
    TablesWith1,
    /// "Take the take-away back"
    TakeTheTakeAwayBack,
    /// "Taken away by a solo"
    TakenAwayByASolo,
    /// "That name is already at the table."
    ThatNameIsAlreadyAtTheTable,
    /// "the address {} is not a table's address (http://ADDRESS:PORT/TOKEN/)"
    TheAddressIsNotATablesAddress,
    /// "The address to listen on: '127.0.0.1' (this machine only, the default) or '0.0.0.0' (every phone on the local network)"
    TheAddressToListenOn1270,
    /// "The åla in chips"
    TheAlaInChips,
    /// "the answer is not an evening ({})"
    TheAnswerIsNotAnEvening,
    /// "The app says which chips make each payment: the bowls, the pulla, sexmastare and the final reckoning."
    TheAppSaysWhichChipsMakeEach,
    /// "The archive"
    TheArchive,
    /// "The archive can live in a synced folder (Syncthing, Nextcloud, Dropbox, a network share) so the club's machines share it. Every evening is a file of its own and nothing else is written into the folder, so two machines adding evenings at once lose none. The index that makes the list fast is kept in this computer's cache folder and rebuilt from the files when needed."
    TheArchiveCanLiveInASynced,
    /// "The archive folder (default: the app's)"
    TheArchiveFolderDefaultTheApps,
    /// "The archive folder (default: the app's: the folder chosen in the app, kept in 'settings.ron' of the data directory, else 'archive/' in the data directory: '--data-dir', or the platform's '…/vira')"
    TheArchiveFolderDefaultTheAppsThe,
    /// "The archive has"
    TheArchiveHas,
    /// "The archive is empty. Closed evenings come here; evenings from other machines can be imported (drop the files on the window)."
    TheArchiveIsEmptyClosedEveningsCome,
    /// "The archive is now in"
    TheArchiveIsNowIn,
    /// "The archive, the players' view, the phones, printing, the zoom and the language"
    TheArchiveThePlayersViewThePhones,
    /// "The archive's folder"
    TheArchivesFolder,
    /// "The archive's folder cannot be read:"
    TheArchivesFolderCannotBeRead,
    /// "The archive's index was damaged; what was damaged has been read again from the files."
    TheArchivesIndexWasDamagedWhatWas,
    /// "The archive's statistics of the night's tables"
    TheArchivesStatisticsOfTheNightsTables,
    /// "the argument '{}' cannot be used multiple times"
    TheArgumentCannotBeUsedMultipleTimes,
    /// "the argument '{}' cannot be used with '{}'"
    TheArgumentCannotBeUsedWith,
    /// "the argument '{}' cannot be used with one or more of the other specified arguments"
    TheArgumentCannotBeUsedWithOne,
    /// "the arguments cannot be read"
    TheArgumentsCannotBeRead,
    /// "(the biggest loser)"
    TheBiggestLoser,
    /// "the biggest loser"
    TheBiggestLoserLower,
    /// "The change was refused:"
    TheChangeWasRefused,
    /// "↶ the clearing"
    TheClearing,
    /// "The closed evenings, statistics, import and export"
    TheClosedEveningsStatisticsImportAndExport,
    /// "the closing forced round"
    TheClosingForcedRound,
    /// "The club"
    TheClub,
    /// "The club archive: list, stats, export, import"
    TheClubArchiveListStatsExportImport,
    /// "the club's bid tables cannot be read: {}"
    TheClubsBidTablesCannotBeRead,
    /// "The club's file:"
    TheClubsFile,
    /// "The contracts"
    TheContracts,
    /// "The curriculum, stage by stage"
    TheCurriculumStageByStage,
    /// "The dealers of the later hands"
    TheDealersOfTheLaterHands,
    /// "The dealers rotate on from the changed hand. Choose what the later hands keep:"
    TheDealersRotateOnFromTheChanged,
    /// "The default folder"
    TheDefaultFolder,
    /// "The draw's seed (default: from the clock; printed either way)"
    TheDrawsSeedDefaultFromTheClock,
    /// "The evening cannot be opened for writing:"
    TheEveningCannotBeOpenedForWriting,
    /// "The evening file (RON)"
    TheEveningFileRON,
    /// "The evening files"
    TheEveningFiles,
    /// "The evening is already open in another vira window."
    TheEveningIsAlreadyOpenInAnother,
    /// "The evening is closed and kept in the archive."
    TheEveningIsClosedAndKeptIn,
    /// "The evening is closed. Reopen it for a correction first."
    TheEveningIsClosedReopenItFor,
    /// "the evening is complete"
    TheEveningIsComplete,
    /// "The evening is no practice evening and was not deleted."
    TheEveningIsNoPracticeEveningAnd,
    /// "The evening is outside vira's folder"
    TheEveningIsOutsideVirasFolder,
    /// "The evening moves to the archive. It can be reopened for a correction."
    TheEveningMovesToTheArchiveIt,
    /// "The evening was already in the archive (kept once), as"
    TheEveningWasAlreadyInTheArchive,
    /// "The evenings are being copied to"
    TheEveningsAreBeingCopiedTo,
    /// "The evening's file cannot be read just now. The page shows the evening again as soon as it can be read; why is written where vira serve runs."
    TheEveningsFileCannotBeReadJust,
    /// "The evening's length"
    TheEveningsLength,
    /// "The file can be read again; the phones show the evening."
    TheFileCanBeReadAgainThe,
    /// "The file cannot be opened:"
    TheFileCannotBeOpened,
    /// "The file is deleted and cannot be brought back. A new example can always be started from the start page when there is no evening."
    TheFileIsDeletedAndCannotBe,
    /// "{}: the file was played by {}, but the night seated {} there; not counted"
    TheFileWasPlayedByButThe,
    /// "(the files are left untouched)"
    TheFilesAreLeftUntouched,
    /// "The final reckoning"
    TheFinalReckoning,
    /// "The final reckoning in chips"
    TheFinalReckoningInChips,
    /// "; the folder can be changed again once that is done."
    TheFolderCanBeChangedAgainOnce,
    /// "{}: the folder has no evening files (*.ron)"
    TheFolderHasNoEveningFilesRon,
    /// "The folder was not changed; copying failed:"
    TheFolderWasNotChangedCopyingFailed,
    /// "the following required arguments were not provided:"
    TheFollowingRequiredArgumentsWereNotProvided,
    /// "The forced"
    TheForced,
    /// "The HTML file to write"
    TheHTMLFileToWrite,
    /// "(the hand being entered)"
    TheHandBeingEntered,
    /// "The hand being entered when the window was closed cannot be read:"
    TheHandBeingEnteredWhenTheWindow,
    /// "The hand cleared. Ctrl+Z brings it back."
    TheHandClearedCtrlZBringsIt,
    /// "The hand is not complete."
    TheHandIsNotComplete,
    /// "The last hand"
    TheLastHand,
    /// "the last round"
    TheLastRound,
    /// "The last sitting seated again, before it has started"
    TheLastSittingSeatedAgainBeforeIt,
    /// "The list shows evenings at which all those chosen sat."
    TheListShowsEveningsAtWhichAll,
    /// "The losers buy their chips back"
    TheLosersBuyTheirChipsBack,
    /// "the net result over every table"
    TheNetResultOverEveryTable,
    /// "The newest sitting's tables and players, large, on an A4 page to pin up"
    TheNewestSittingsTablesAndPlayersLarge,
    /// "the next deal is borup, the last"
    TheNextDealIsBorupTheLast,
    /// "The night file"
    TheNightFile,
    /// "The night file ('NAME.night')"
    TheNightFileNAMENight,
    /// "The night file to make ('NAME.night'); an existing one is left"
    TheNightFileToMakeNAMENight,
    /// "the night has no sitting to seat again"
    TheNightHasNoSittingToSeat,
    /// "the night has no table {} (give sitting.table, for example 1.2)"
    TheNightHasNoTableGiveSitting,
    /// "The night has no tables yet."
    TheNightHasNoTablesYet,
    /// "The night is archived as {}: {} of {} tables"
    TheNightIsArchivedAsOfTables,
    /// "The night is not read yet; nothing to print"
    TheNightIsNotReadYetNothing,
    /// "The night is saved as"
    TheNightIsSavedAs,
    /// "The night is saved in"
    TheNightIsSavedIn,
    /// "The night's date (YYYY-MM-DD)"
    TheNightsDateYYYYMMDD,
    /// "The night's file cannot be read just now. The page shows the standing again as soon as it can be read; why is written where vira serve runs."
    TheNightsFileCannotBeReadJust,
    /// "The nights in the archive: date, club, tables handed in, the leader"
    TheNightsInTheArchiveDateClub,
    /// "The night's statistics"
    TheNightsStatistics,
    /// "the others"
    TheOthers,
    /// "{}: the pattern cannot be read at character {}"
    ThePatternCannotBeReadAtCharacter,
    /// "{}: the pattern gives {}"
    ThePatternGives,
    /// "The players"
    ThePlayers,
    /// "The players in seat order"
    ThePlayersInSeatOrder,
    /// "The players present now (default: those of the last sitting), separated by commas: a late arrival added, someone gone left out"
    ThePlayersPresentNowDefaultThoseOf,
    /// "The players present, separated by commas"
    ThePlayersPresentSeparatedByCommas,
    /// "The players present, separated by commas or one a line:"
    ThePlayersPresentSeparatedByCommasOr,
    /// "the players' view as a web page on the local network; the players scan the QR code with their phones. Read only; the address holds a random key."
    ThePlayersViewAsAWebPage,
    /// "The players' view cannot be shown on phones:"
    ThePlayersViewCannotBeShownOn,
    /// "The players' view over the whole window, to turn to the table (F11; Esc to go back)."
    ThePlayersViewOverTheWholeWindow,
    /// "The port (default: any free port; the address is printed)"
    ThePortDefaultAnyFreePortThe,
    /// "The practice evening is deleted."
    ThePracticeEveningIsDeleted,
    /// "The protocol"
    TheProtocol,
    /// "The protocol as HTML for A4, in the browser"
    TheProtocolAsHTMLForA4In,
    /// "The protocol is saved as"
    TheProtocolIsSavedAs,
    /// "{}: the protocol's column"
    TheProtocolsColumn,
    /// "{}: the protocol's row"
    TheProtocolsRow,
    /// "The pulla"
    ThePulla,
    /// "The pulla and the balances, large, in a window of their own: for a second screen or a TV."
    ThePullaAndTheBalancesLargeIn,
    /// "The pulla divided"
    ThePullaDivided,
    /// "The pulla: {}. {}"
    ThePullaWith2,
    /// "The same evening (the same id) is in several files with different content, for example corrected on two machines. All are kept; the evening counts once, from the file named below. Look at them and remove the wrong one."
    TheSameEveningTheSameIdIs,
    /// "The same players at new tables, as few as possible meeting again"
    TheSamePlayersAtNewTablesAs,
    /// "The screen cannot be kept on here."
    TheScreenCannotBeKeptOnHere,
    /// "The screen cannot be kept on here: it dims as usual."
    TheScreenCannotBeKeptOnHereSvSkarmenKanInteHallas,
    /// "The screen is kept on now."
    TheScreenIsKeptOnNow,
    /// "The settings file cannot be read; the archive is shown from the default folder until it is fixed:"
    TheSettingsFileCannotBeReadThe,
    /// "The standing"
    TheStanding,
    /// "The standing cannot be shown on the phones:"
    TheStandingCannotBeShownOnThe,
    /// "The standing on the players' phones and a projector, from this machine (read only)"
    TheStandingOnThePlayersPhonesAnd,
    /// "The standing, the seating and each table's result as an A4 page in the browser"
    TheStandingTheSeatingAndEachTables,
    /// "The standing's rule: 'net', or 'places:3,2,1,0' (the points of each place at a table)"
    TheStandingsRuleNetOrPlaces3,
    /// "The statistics show those chosen (none chosen: everyone)."
    TheStatisticsShowThoseChosenNoneChosen,
    /// "The system's file dialog (or type the path)"
    TheSystemsFileDialogOrTypeThe,
    /// "The table"
    TheTable,
    /// "the table answered {} (its file may not be readable just now)"
    TheTableAnsweredItsFileMayNot,
    /// "The table, as 'SITTING.TABLE' ('1.2': sitting 1, table 2)"
    TheTableAsSITTINGTABLE12,
    /// "The table, as 'SITTING.TABLE' (default: the one seated with the file's players, the newest sitting first)"
    TheTableAsSITTINGTABLEDefaultThe,
    /// "The table cannot be used:"
    TheTableCannotBeUsed,
    /// "the table does not know the token in the address (does it show a new address?)"
    TheTableDoesNotKnowTheToken,
    /// "The table file (RON)"
    TheTableFileRON,
    /// "{}: the table folder is not a folder"
    TheTableFolderIsNotAFolder,
    /// "The tables"
    TheTables,
    /// "The table's address, 'http://ADDRESS:PORT/TOKEN/' (none: stop following it)"
    TheTablesAddressHttpADDRESSPORTTOKEN,
    /// "The tables:"
    TheTablesColon,
    /// "the tables count in different units (classic and Isbergsvira, or Isbergsvira at different sizes): their results are not added, money and places are"
    TheTablesCountInDifferentUnitsClassic,
    /// "The table's evening file"
    TheTablesEveningFile,
    /// "the time is up"
    TheTimeIsUp,
    /// "The undo history belonged to another version of the evening's file (it was changed outside the app) and was left out; the evening is as the file says."
    TheUndoHistoryBelongedToAnotherVersion,
    /// "The undo history cannot be read; the evening is as the file says:"
    TheUndoHistoryCannotBeReadThe,
    /// "The variants conflict:"
    TheVariantsConflict,
    /// "The wheel scrolls the page; turn on Zoom to move the chart."
    TheWheelScrollsThePageTurnOn,
    /// "The zoom in the preferences ({}) cannot be used: 100 % is used."
    TheZoomInThePreferencesCannotBe,
    /// "They are left untouched: vira never overwrites them. Fix the file (the error gives line and column) and reload."
    TheyAreLeftUntouchedViraNeverOverwrites,
    /// "They are written down as recorded; no other hand changes."
    TheyAreWrittenDownAsRecordedNo,
    /// "this system has no data directory; give the archive with --archive DIR"
    ThisSystemHasNoDataDirectoryGive,
    /// "this vira was built without the app (cargo feature 'app'); the command line works: 'vira --help'"
    ThisViraWasBuiltWithoutTheApp,
    /// "This year"
    ThisYear,
    /// "times"
    Times,
    /// "tiomastare"
    Tiomastare,
    /// "tip: did you mean '{}'?"
    TipDidYouMean,
    /// "To"
    To,
    /// "to come (paper)"
    ToComePaper,
    /// "To see to"
    ToSeeTo,
    /// "\nTo see to in {}:\n"
    ToSeeToIn,
    /// "To the betdelning"
    ToTheBetdelning,
    /// "To the folder"
    ToTheFolder,
    /// "To the start page"
    ToTheStartPage,
    /// "tokens"
    Tokens,
    /// " · took the forced game away"
    TookTheForcedGameAway,
    /// "took the forced game away"
    TookTheForcedGameAwayLower,
    /// "trick"
    Trick,
    /// "Tricks:"
    Tricks,
    /// "tricks is impossible: this game has"
    TricksIsImpossibleThisGameHas,
    /// "tricks"
    TricksLower,
    /// "Trump"
    Trump,
    /// "trump"
    TrumpLower,
    /// "Try a practice evening: four players at the Stockholm table, twelve hands already played, so the protocol, the pulla and the balances show something, and you record the next hand. It is marked as practice, never counts in the archive's statistics, and can be deleted."
    TryAPracticeEveningFourPlayersAt,
    /// "Try an example"
    TryAnExample,
    /// "type a bid"
    TypeABid,
    /// "Type again, e.g."
    TypeAgainEG,
    /// "type, e.g. {}"
    TypeEG,
    /// "Type the address the host's computer shows under Show on phones (or scan its QR code with a phone and copy it)."
    TypeTheAddressTheHostsComputerShows,
    /// "Type the address the table's computer shows under Show on phones; the standing counts what the table shows until its file is handed in."
    TypeTheAddressTheTablesComputerShows,
    /// "type the tricks, or l to surrender"
    TypeTheTricksOrLToSurrender,
    /// "UNUSABLE"
    UNUSABLE,
    /// "Under the pulla:"
    UnderThePulla,
    /// "↶ Undo"
    Undo,
    /// "↶ Undo the clearing"
    UndoTheClearing,
    /// "↶ Undo {}"
    UndoWith1,
    /// "Undone:"
    Undone,
    /// "Undone: the hand being entered is back."
    UndoneTheHandBeingEnteredIsBack,
    /// "unexpected argument '{}' found"
    UnexpectedArgumentFound,
    /// "unexpected value '{}' for '{}' found; no more were expected"
    UnexpectedValueForFoundNoMoreWere,
    /// "unknown bid table '{}' (known: {})"
    UnknownBidTableKnown,
    /// "unknown rule '{}' (give 'net' or 'places:3,2,1,0')"
    UnknownRuleGiveNetOrPlaces3,
    /// "unrecognized subcommand '{}'"
    UnrecognizedSubcommand,
    /// "until"
    Until,
    /// "until a time"
    UntilATime,
    /// "Usage:"
    Usage,
    /// "Variants"
    Variants,
    /// "variants"
    VariantsLower,
    /// "View"
    View,
    /// "Vira – players' view"
    ViraPlayersView,
    /// "Vira — the pulla and the protocol"
    ViraThePullaAndTheProtocol,
    /// "when it is short"
    WhenItIsShort,
    /// "Where the app keeps evenings (default: the platform's data directory, '…/vira'): 'evenings/' in progress, 'archive/' closed"
    WhereTheAppKeepsEveningsDefaultThe,
    /// "Who pays whom"
    WhoPaysWhom,
    /// "Whole rounds"
    WholeRounds,
    /// "Winner"
    Winner,
    /// "With chips (the vira-pulla)"
    WithChipsTheViraPulla,
    /// "With five, the dealer's left and right-hand neighbours sit out."
    WithFiveTheDealersLeftAndRight,
    /// "Won"
    Won,
    /// "Won chips swapped for lost ones"
    WonChipsSwappedForLostOnes,
    /// "won"
    WonLower,
    /// "won:"
    WonLowerColon,
    /// "Won"
    WonSvVunna,
    /// "Won"
    WonSvVunnet,
    /// "Working out the statistics…"
    WorkingOutTheStatistics,
    /// "Worst"
    Worst,
    /// "Worst evening"
    WorstEvening,
    /// "Write hands.csv and results.csv into this folder. With '--lang sv' (or 'ja') as the screens say it: the columns, words and amounts in the language (betar and pinnar, points), forced deals marked; in Swedish for a Swedish spreadsheet: a byte-order mark, ';' between the fields and kronor with a decimal comma. In English the machine's column names and codes, ',' and a decimal point"
    WriteHandsCsvAndResultsCsvInto,
    /// "Write the date as YYYY-MM-DD."
    WriteTheDateAsYYYYMMDD,
    /// "Write this evening (id, file name in the archive, or an evening file) as an HTML protocol"
    WriteThisEveningIdFileNameIn,
    /// "Wrote"
    Wrote,
    /// "wrote {} ({}) and {} ({})\n"
    WroteAnd,
    /// "wrote {}\n"
    WroteLowerWith1Line,
    /// "YYYY-MM-DD"
    YYYYMMDD,
    /// "yes"
    Yes,
    /// "Yes, close it"
    YesCloseIt,
    /// "Yes, delete it"
    YesDeleteIt,
    /// "Zoom"
    Zoom,
    /// "Zoom, light or dark"
    ZoomLightOrDark,
}

impl Text {
    /// Every text, in the order of the names.
    pub const ALL: &[Text] = &[
        Text::DealsAreOneWholeRound,
        Text::DealsAreWholeRounds,
        Text::PlaceMiddlehand,
        Text::PlaceForehand,
        Text::NoteOptional,
        Text::AnotherDealer,
        Text::PlaceRearhand,
        Text::PlaceInTheDeal,
        Text::TheSeasonIsSavedAs,
        Text::TheSeasonIsNotReadYet,
        Text::SeasonFileName,
        Text::HeadToHead,
        Text::RatingHistoryOf,
        Text::TheRuleNeedsANumber,
        Text::EveryEveningInBetar,
        Text::AtLeastEvenings,
        Text::Season,
        Text::MODEL,
        Text::OnePlayerOrTwo,
        Text::HeadToHeadTwoPlayersEvenings,
        Text::PrintJSONWithEachPlayersHistory,
        Text::TheModelWengLinOrGlicko2,
        Text::EveryPlayersRatingFromTheArchive,
        Text::AlsoWriteTheSeasonAsAPrintablePage,
        Text::EveryEveningInBetarClassicAndIsberg,
        Text::TheRuleTotalAverageBestPlaces,
        Text::TheSeasonsStandingByADeclaredRule,
        Text::SeasonTitle,
        Text::NoSuchRatingModel,
        Text::NoSuchSeasonRule,
        Text::ClubNetPerHand,
        Text::ClubWon,
        Text::ContractFamily,
        Text::ProfileHeading,
        Text::VersusBetar,
        Text::VersusAhead,
        Text::VersusHeading,
        Text::RatingsHeading,
        Text::PredictionLine,
        Text::ProvisionalBelow,
        Text::Provisional,
        Text::Rating,
        Text::AveragePerEvening,
        Text::TotalResult,
        Text::BestEvenings,
        Text::PlacePoints,
        Text::SeasonLeftOut,
        Text::SeasonInBetar,
        Text::SeasonTieBreak,
        Text::SeasonHeading,
        Text::SeasonRulePlaces,
        Text::SeasonRuleBest,
        Text::SeasonRuleAverage,
        Text::SeasonRuleTotal,
        Text::TheTablesRecordedFromPhonesAreServedAgain,
        Text::TakenBackFromAt,
        Text::CorrectedFromAt,
        Text::RecordedFromAt,
        Text::TakeTheTablesTokenBack,
        Text::TheBidTableWhenTheNightNamesNone,
        Text::LetATableRecordItsHandsFromAPhone,
        Text::NDealsPlayed,
        Text::TheWholeTable,
        Text::PlayedThisEvening,
        Text::NameThisPhone,
        Text::TheTablesRecordingAddressOnlyItsPhones,
        Text::Withdraw,
        Text::ShowTheCode,
        Text::RecordFromAPhone,
        Text::ATableWithoutALaptop,
        Text::RecordOnPhones,
        Text::SittingTablesPhonesRecordNoMore,
        Text::SittingTableRecordsFromAPhone,
        Text::TableRecordsAt,
        Text::TheTableRecordsFromAPhoneAt,
        Text::TheTableHadNoRecordingAddress,
        Text::TheTablesPhonesRecordNoMore,
        Text::NoUsableBidTableHasTheId,
        Text::TheNightNamesNoBidTableFor,
        Text::TheNightHasNoTable,
        Text::SittingNTableN,
        Text::TheHostCannotWriteTheTable,
        Text::NotRecordedColon,
        Text::NoHandToUndo,
        Text::HandNChangedMeanwhile,
        Text::ThisPageWasForHandN,
        Text::AnotherDevice,
        Text::HandNIsTakenByAnotherHand,
        Text::TheHandIsNotCompleteNothingRecorded,
        Text::HandNWasRecordedAlreadyBy,
        Text::HandNTakenBack,
        Text::HandNCorrected,
        Text::HandNRecorded,
        Text::UndoHandN,
        Text::LatestHands,
        Text::RecordHandN,
        Text::SaveTheCorrectionOfHandN,
        Text::Choose,
        Text::SecondLastBid,
        Text::RebuysColon,
        Text::LackedLowGuards,
        Text::NoContractIsCalledThat,
        Text::Search,
        Text::WhichContract,
        Text::TricksTaken,
        Text::WhichTrump,
        Text::TheBid,
        Text::WhoDeclares,
        Text::NTricksTaken,
        Text::ASoloTakesItAway,
        Text::PlayedAsTheForcedGame,
        Text::ForcedDealOf,
        Text::RecordingTable,
        Text::ThisPhoneIs,
        Text::CorrectingHandN,
        Text::SendingToTheHost,
        Text::NotSentYetNoConnection,
        Text::DealNDealerDeals,
        Text::AnOlderStateOfTheEveningIsNotHandedIn,
        Text::HideTheAddressThePhonesGoOn,
        Text::TheTablesEveningReadOnly,
        Text::BackToTheNightsStanding,
        Text::BackToTheClubNight,
        Text::OrPickThemFromTheArchive,
        Text::N,
        Text::CURRENCY,
        Text::AMOUNT,
        Text::AfterTheTimeALastRound,
        Text::EveryTablePlaysUntilThisTime,
        Text::EveryTablePlaysThisManyDeals,
        Text::ThePricesCurrency,
        Text::ThePriceOfABetAtEveryTable,
        Text::TheBidTableEveryTablePlaysItsId,
        Text::ALastRound,
        Text::EachTableChooses,
        Text::TheFileWasPlayedWithTheBidTable,
        Text::NoUsableBidTableWith,
        Text::A4TheSystemWasAskedToOpen,
        Text::AClubNightOfSeveralTablesIts,
        Text::ADDRESS,
        Text::ADraw,
        Text::AForcedRoundAtTheEnd,
        Text::AForcedRoundAtTheStartNo,
        Text::AHighEnoughSoloIsPlayedInstead,
        Text::ALastRoundAfterTheTimeEveryone,
        Text::ANightsStandingAcrossItsTablesFrom,
        Text::ANumberOfDeals,
        Text::APasserOfGokWithoutLowGuards,
        Text::APracticeEveningNeverCountedInThe,
        Text::APracticeEveningWithTwelveHandsPlayed,
        Text::ARoundOf,
        Text::ASumGrewTooLargeToCount,
        Text::AValueIsRequiredForButNone,
        Text::AddTheChipsEachHandsChipMoves,
        Text::AddedAs,
        Text::AfterAWon,
        Text::AfterTheBetdelning,
        Text::Ala,
        Text::AlaEveryonePutsInThePulla,
        Text::All,
        Text::AllLower,
        Text::AllTime,
        Text::AlreadyInTheArchiveAs,
        Text::AlreadyThere,
        Text::AlreadyThereKeptOnceAs,
        Text::AlsoWhenItIsEmpty,
        Text::AlsoWriteTheNewestSittingsSeatingAs,
        Text::AlsoWriteTheNightAsAPrintable,
        Text::Alt13ChangesTheDeclarer,
        Text::AmountsInPoints,
        Text::AmountsInPoints1Bet8Points,
        Text::AmountsInPoints1Bet8PointsSvBeloppIPoang1,
        Text::AnEveningFileToOpenInIt,
        Text::AnEveningFileToOpenInThe,
        Text::And,
        Text::AndLower,
        Text::AndMoreHands,
        Text::AnotherEveningWithTheSameIdIs,
        Text::AnotherFileHasTheSameIdBut,
        Text::AnyoneOnTheNetworkWithTheAddress,
        Text::AnyoneOnTheNetworkWithTheAddressSvAllaINatverketSom,
        Text::Archive,
        Text::ArchiveInVirasDataFolder,
        Text::ArchiveReadOnly,
        Text::ArchivedAs,
        Text::Arguments,
        Text::AsFewMeetingsAgainAsPossible,
        Text::AtLeastTricks,
        Text::AtMost1Trick,
        Text::AtMostTricks,
        Text::BBid,
        Text::BIND,
        Text::BY,
        Text::BackEsc,
        Text::BackToTheCorrection,
        Text::BackToTheTable,
        Text::Balances,
        Text::BeforeFromThePulla,
        Text::BeforeTheSplit,
        Text::Best,
        Text::BestEvening,
        Text::Betar,
        Text::BetarK,
        Text::BetarLeft,
        Text::Betdelning,
        Text::BetdelningPullaDividedByEach,
        Text::BetdelningThePullaDivided,
        Text::Bid,
        Text::BidLower,
        Text::BidTable,
        Text::BidTableAndHouseRules,
        Text::BidTables,
        Text::BidTablesListShowCheck,
        Text::BiggestLoser,
        Text::BiggestWinner,
        Text::BothAreKeptSeeProblemsTheNew,
        Text::BothLackedLowGuardsNobodyPaysHouse,
        Text::BothPay,
        Text::BuildingTheArchivesIndexFromItsFiles,
        Text::BuiltIn,
        Text::ByTheHouseRule,
        Text::ByTheHouseRuleTheBiggestLoser,
        Text::ByTheStanding,
        Text::CLUB,
        Text::COMMAND,
        Text::CONFLICTAsEveningDiffersFromBothKept,
        Text::Cancel,
        Text::CannotBeRead,
        Text::CannotBeReadWith2,
        Text::CannotListenOnItIsAnAddress,
        Text::CannotListenOnPort,
        Text::CannotOpenTheAppWindowTheCommand,
        Text::CannotUseTheTableFolder,
        Text::CannotWriteTheOutput,
        Text::Cards,
        Text::CardsWith2,
        Text::ChangeFolder,
        Text::ChangeThePrice,
        Text::Chart,
        Text::CheckATableFileAndReportEvery,
        Text::ChipLedgerForViraTheSwedishThree,
        Text::Chips,
        Text::ChooseATable,
        Text::ChooseAnotherDealerForAMisdealOr,
        Text::ChooseAnotherFolderUnderImportAndExport,
        Text::ChooseEveningFilesToImport,
        Text::ChooseFilesToImport,
        Text::ChooseTheArchiveFolder,
        Text::ChooseTheArchivesNewFolder,
        Text::ChooseTheContractTypeAndPressEnter,
        Text::ChooseTheDeclarer13,
        Text::ChooseTheExportFolder,
        Text::ChooseTheFolderToExportTo,
        Text::ChooseTheTrump,
        Text::ChooseTheTrumpColon,
        Text::ChosenAtTheTable,
        Text::Clear,
        Text::ClearTheFilter,
        Text::CloseItAgain,
        Text::CloseTheEvening,
        Text::CloseTheEveningSvAvslutaKvallen,
        Text::CloseTheNightEveryTablesFileHanded,
        Text::Closed,
        Text::ClosedLately,
        Text::Club,
        Text::ClubLower,
        Text::ClubNight,
        Text::ClubNightEvenings,
        Text::ClubNightSittingChooseYourTable,
        Text::ClubNightWith2,
        Text::ClubNights,
        Text::ClubOrPlace,
        Text::Codille,
        Text::Colour,
        Text::ComesBeforeACommandGiveAFile,
        Text::Commands,
        Text::ConflictEveningDiffersBetween,
        Text::ConflictEveningDiffersBetweenCountsTheOthers,
        Text::Conflicts,
        Text::ConflictsBothKept,
        Text::ContinueItWhereItIs,
        Text::Contract,
        Text::ContractLower,
        Text::ContractName,
        Text::ContractSvSpel,
        Text::Contracts,
        Text::CopyHoldsTheSameEveningAsCounted,
        Text::CopyTheEveningsFromHereToThere,
        Text::CopyingTheEveningsTo,
        Text::Correct,
        Text::CorrectWhatIsMarkedAbove,
        Text::CorrectWhatNeedsCorrectingAndCloseIt,
        Text::CorrectingAClosedEvening,
        Text::CorrectingHand,
        Text::Costs,
        Text::CouldNotBeCopiedAndAreOnly,
        Text::CouldNotBeCopiedAndIsOnly,
        Text::CouldNotSaveEverythingIsKeptIn,
        Text::CtrlZBringsBackTheHandBeing,
        Text::Cumulative,
        Text::Currency,
        Text::CurrencyLower,
        Text::DATE,
        Text::DIR,
        Text::Dark,
        Text::Date,
        Text::DateLower,
        Text::Deal,
        Text::DealLeft,
        Text::Dealer,
        Text::DealerColon,
        Text::DealerLower,
        Text::DealerSvGiver,
        Text::Deals,
        Text::DealsAreNotWholeRoundsAt,
        Text::DealsEachOnePlays,
        Text::DealsEnterANumber1To10,
        Text::DealsFirst,
        Text::DealsLeft,
        Text::DealsLower,
        Text::DealsNext,
        Text::DealsPlayed,
        Text::Declared,
        Text::DeclaredByThePlayersChosenNoneChosen,
        Text::DeclaredSvBudat,
        Text::Declarer,
        Text::DeclarerLower,
        Text::DeclarerNet,
        Text::Default,
        Text::DeleteHand,
        Text::DeleteThePracticeEvening,
        Text::DeleteThePracticeEveningSvTaBortOvningskvallen,
        Text::DeletesThePracticeEveningYouAreAsked,
        Text::Digits,
        Text::DirectoryWithTheClubsOwnBidTables,
        Text::DismissEsc,
        Text::DismissTheMessage,
        Text::DoNotDivideAndGoTo,
        Text::DoesNotAnswerOnTheNetworkNothing,
        Text::DoesNotAnswerOnTheNetworkThe,
        Text::DragToMoveADoubleClickShows,
        Text::DropTheEveningFilesToImportThem,
        Text::EG,
        Text::EGSundsvallViraClub,
        Text::EVENING,
        Text::Each,
        Text::EachBowl,
        Text::Empty,
        Text::EndTime,
        Text::EndTimeWriteHHMMEG,
        Text::EnterRecords,
        Text::EnterStartsItToo,
        Text::EnterTheTricks,
        Text::EnterTheTricksOrLToSurrender,
        Text::Env,
        Text::EqualSignIsNeededWhenAssigningValues,
        Text::Error,
        Text::Evening,
        Text::EveningFile,
        Text::EveningFileLower,
        Text::EveningFiles,
        Text::EveningFilesFormatBidTablesScoring,
        Text::EveningFilesFromAnotherMachineAreMerged,
        Text::EveningFilesLower,
        Text::EveningId,
        Text::EveningLower,
        Text::Evenings,
        Text::EveningsCopied,
        Text::EveningsDeals,
        Text::EveningsInProgress,
        Text::EveningsLower,
        Text::EveningsWith1Line,
        Text::EveryClosedEveningSearchStatisticsImportAnd,
        Text::EveryonePuts1BetInThePulla,
        Text::EveryonePutsIn1BetWhenThe,
        Text::Exchange,
        Text::Export,
        Text::ExportCSV,
        Text::ExportCSVOfHandsAndResultsOr,
        Text::FILE,
        Text::FILES,
        Text::File,
        Text::FileCannotBeRead,
        Text::FileInTheOldFolderIsNot,
        Text::Files,
        Text::FilesAllOfThemAreUnderThe,
        Text::FilesAreNotValidEveningsLeftAs,
        Text::FilesCannotBeRead,
        Text::FilesInTheOldFolderAreNot,
        Text::FilesThatAreNotEvenings,
        Text::FilesThatAreNotEveningsAndConflicts,
        Text::FilesToImport,
        Text::Filter,
        Text::FindContract,
        Text::FindTheSecondLastBid,
        Text::FirstTimeHere,
        Text::Follow,
        Text::FollowATableLiveItsWatchingAddress,
        Text::FollowTheTablesOnTheNetwork,
        Text::FollowingTheNight,
        Text::FollowingTheTable,
        Text::ForMoreInformationTryHelp,
        Text::Forced,
        Text::ForcedDeal,
        Text::ForcedLower,
        Text::ForcedRoundOf,
        Text::ForcedRounds,
        Text::ForcedSvTvang,
        Text::Forehand,
        Text::ForehandLower,
        Text::ForehandPlays,
        Text::From,
        Text::FromThePulla,
        Text::FullScreen,
        Text::GameIsTakenAwayChooseTheSolo,
        Text::Gask,
        Text::GetTheTables,
        Text::GiveCsvDIROrHtmlEVENINGOut,
        Text::GoTo,
        Text::GokPenalty,
        Text::GokPenaltyLower,
        Text::GokWhenBothPassersLackedLowGuards,
        Text::Hand,
        Text::HandATablesEveningFileInFrom,
        Text::HandBeingEnteredWaitsItComesBack,
        Text::HandDealsInsteadOf,
        Text::HandInChips,
        Text::HandLower,
        Text::HandSvGiv,
        Text::HandedIn,
        Text::HandedInAgainNewer,
        Text::HandedInAlready,
        Text::Hands,
        Text::HandsCsvOneRowPerHandWith,
        Text::HandsDeclared,
        Text::HandsLower,
        Text::HandsPlayed,
        Text::HandsPlayedLower,
        Text::HowDrawStandingLeadersTogetherOrFresh,
        Text::ID,
        Text::Import,
        Text::ImportAndExport,
        Text::ImportEveningFilesFromAnotherMachineMerged,
        Text::ImportEvenings,
        Text::ImportIntoTheArchive,
        Text::ImportIntoTheArchiveNewAlreadyThere,
        Text::ImportItIntoTheArchiveACopy,
        Text::ImportedIntoTheArchiveAs,
        Text::Impossible,
        Text::InChips,
        Text::InColour,
        Text::InColourLower,
        Text::InPreference,
        Text::InPreferenceLower,
        Text::InSeatOrderClockwiseWithFourThe,
        Text::InTheFolder,
        Text::InThePullaAsBetar,
        Text::InTurn,
        Text::InvalidUTF8WasDetectedInOne,
        Text::InvalidValueFor,
        Text::IsAlreadyThereWithOtherContentIn,
        Text::IsAnotherEveningInTheNightsFolder,
        Text::IsDividedEquallyAmong,
        Text::IsGivenTwice,
        Text::IsNotAFolder,
        Text::IsThereAlreadyItIsLeftAs,
        Text::ItStoppedUnexpectedlyNothingWasRemovedFrom,
        Text::JoinAClubNight,
        Text::KOmkop,
        Text::KeepAtLeast,
        Text::KeepTheDealersOfTheLaterHands,
        Text::KeepTheScreenOnWhileAnEvening,
        Text::KeptOnceAlreadyInTheArchiveAs,
        Text::Key,
        Text::LANG,
        Text::LLagd,
        Text::LanguageOfContractAndTableNamesAnd,
        Text::LargeTextProjector,
        Text::LargerCtrl,
        Text::LastSeen,
        Text::LastYear,
        Text::Leads,
        Text::Left,
        Text::Level,
        Text::Light,
        Text::ListTheEveningsDateClubPlayersTable,
        Text::ListTheKnownTablesBuiltInAnd,
        Text::Live,
        Text::Loser,
        Text::Lost,
        Text::LostSvForlorade,
        Text::LostSvForlorat,
        Text::MISSINGNotHandedInPutTheFile,
        Text::MakeANightFileWithItsFirst,
        Text::Message,
        Text::Middlehand,
        Text::Misar,
        Text::MisarWith1,
        Text::MisarWith2,
        Text::Missing,
        Text::Money,
        Text::MoneyAsItStandsAllResultsAre,
        Text::MoneyKr,
        Text::MoneyLower,
        Text::MoneyOre,
        Text::More,
        Text::MoveDown,
        Text::MoveTheRotation,
        Text::MoveUp,
        Text::N1Bet,
        Text::N1Bet1PinnePointsJackpotAt,
        Text::N1Evening,
        Text::N1FileIsNotAValidEvening,
        Text::N1Of1FileWasNotImported,
        Text::N1OfFilesWasNotImportedSee,
        Text::NAME,
        Text::NeedsValuesButGot,
        Text::NeitherPays,
        Text::Net,
        Text::NetHand,
        Text::NetPerHand,
        Text::NetResult,
        Text::NewClubNightHost,
        Text::NewEvening,
        Text::NewEveningInTheArchive,
        Text::NewEveningSvNyKvall,
        Text::NewFolder,
        Text::NextSitting,
        Text::NextStep,
        Text::No,
        Text::NoAgreement,
        Text::NoBetarLeft,
        Text::NoBidAtOrBelowTheContracts,
        Text::NoClosedEveningsYet,
        Text::NoClubNightsIn,
        Text::NoClubNightsInTheArchiveYet,
        Text::NoConnection,
        Text::NoContractMatches,
        Text::NoEveningInGiveAnIdA,
        Text::NoEveningInProgress,
        Text::NoEveningsInTheFilter,
        Text::NoFileDialogAnsweredTypeThePath,
        Text::NoFileMatchesThePattern,
        Text::NoHandsYet,
        Text::NoMoney,
        Text::NoRank,
        Text::NoSecondLastBid,
        Text::NoSuchFolderTheTableFolderFrom,
        Text::NoTableOfTheNightWasSeated,
        Text::NoTricks,
        Text::NoVariants,
        Text::NobodyPaysAnybody,
        Text::NobodyPaysAnybodyLine,
        Text::NobodyPaysAnybodySvIngenBetalarNagon,
        Text::None,
        Text::NoneLower,
        Text::NotADateWriteYYYYMMDD,
        Text::NotAFileNameInTheNights,
        Text::NotCounted,
        Text::NotEveryoneSatForehandEquallyOften,
        Text::NotFollowingTheNightTheNetworkIs,
        Text::NotFollowingTheTableTheShowingWas,
        Text::NotHandedInYetTheFileIs,
        Text::NotOnlyTheNight,
        Text::NotSaved,
        Text::NotTheAddressOfAFileOn,
        Text::Note,
        Text::NoteLower,
        Text::NoteSvAnteckning,
        Text::Nothing,
        Text::Now,
        Text::OPTIONS,
        Text::Objective,
        Text::OddPinnarGoTo,
        Text::OddPointsGoTo,
        Text::OddTo,
        Text::OddToWith2,
        Text::Of,
        Text::OfFilesWereNotImportedSeeAbove,
        Text::OfTablesFirst,
        Text::OkContractsVariants,
        Text::Omkop,
        Text::OmkopFirstExchangesTrump,
        Text::OmkopFrom,
        Text::OmkopLower,
        Text::OmkopWonLostCodille,
        Text::OnDragOrScrollInTheChart,
        Text::OneMoreRebuy,
        Text::OneRebuyFewer,
        Text::Only,
        Text::OnlyEveningsOfThisClub,
        Text::OnlyEveningsOnOrAfterThisDay,
        Text::OnlyEveningsOnOrBeforeThisDay,
        Text::OnlyEveningsOnThisBidTableId,
        Text::OnlyEveningsWithThisPlayerRepeatFor,
        Text::OnlyHidesTheWindow,
        Text::OnlyTheEveningsOfThisClubNight,
        Text::OnlyThisMachineReachesThePageBind,
        Text::Open,
        Text::OpenCards,
        Text::OpenLower,
        Text::OpenTheAppTheSameAsNo,
        Text::OpenTheFolder,
        Text::OpeningAla,
        Text::Options,
        Text::Or,
        Text::OrAsMisarCards,
        Text::Outcome,
        Text::Overtricks,
        Text::Owes,
        Text::PLAYERS,
        Text::PORT,
        Text::PRACTICE,
        Text::Paper,
        Text::PassedWithoutLowGuards,
        Text::Passers,
        Text::Passing,
        Text::Payments,
        Text::Pays,
        Text::PaysWith3,
        Text::PaysWith3Line,
        Text::PerEvening,
        Text::PerTrumpRank,
        Text::Period,
        Text::PhonesOnTheSameNetworkOpen,
        Text::Pinnar,
        Text::PinnarCommonSecondPref,
        Text::PinnarPerBet,
        Text::PinnarRank,
        Text::PlacePoints3210,
        Text::PlacePointsATableEqualPointsAre,
        Text::Plain,
        Text::PlayTheLastRound,
        Text::Played,
        Text::Player,
        Text::PlayerLower,
        Text::Players,
        Text::PlayersAreNotEnoughForATable,
        Text::PlayersLower,
        Text::PlayersSvSpelare,
        Text::PlayersView,
        Text::Point,
        Text::Points,
        Text::PointsAt,
        Text::PointsLower,
        Text::PointsSvPoang,
        Text::PossibleValues,
        Text::PossibleValuesColon,
        Text::PossibleValuesWith1,
        Text::Postings,
        Text::Practice,
        Text::PracticeEveningPlayOnAsYouLike,
        Text::PracticeWith1,
        Text::PreferenceSuit,
        Text::PreferenceSuitLower,
        Text::Previous,
        Text::PriceOfABet,
        Text::PricePerBet,
        Text::Print,
        Text::PrintHelp,
        Text::PrintHelpForTheSubcommandS,
        Text::PrintHelpSeeASummaryWithH,
        Text::PrintHelpSeeMoreWithHelp,
        Text::PrintJSON,
        Text::PrintJSONInsteadOfTheProtocol,
        Text::PrintJSONTheStandingEachTableAnd,
        Text::PrintJSONWithTheChartSeries,
        Text::PrintSvSkrivUt,
        Text::PrintTheSeating,
        Text::PrintThisMessageOrTheHelpOf,
        Text::PrintVersion,
        Text::PrintoutsPrintAreSavedInTheFolder,
        Text::Problems,
        Text::Protocol,
        Text::ProtocolChartAndBetdelningReadOnly,
        Text::Pulla,
        Text::PullaDividedByEach,
        Text::PullaLower,
        Text::PullaSvPullan,
        Text::QRCode,
        Text::REFUSED,
        Text::RULE,
        Text::ReadTheFolderAgainForExampleWhen,
        Text::ReadingTheArchive,
        Text::ReadingTheArchiveStoppedUnexpectedly,
        Text::ReadingTheTables,
        Text::Rebuy,
        Text::RebuySvOmkop,
        Text::Rebuys,
        Text::RebuysPaid,
        Text::RecordEnter,
        Text::Redo,
        Text::RedoSvGorOm,
        Text::Redone,
        Text::RefillEveryonePutsInThePulla,
        Text::RefillingThePulla,
        Text::Refused,
        Text::Reload,
        Text::ReopenTheClosedEveningForACorrection,
        Text::ReplacesTheBuiltInTable,
        Text::RequiresASubcommandButOneWasNot,
        Text::ResetTheView,
        Text::Result,
        Text::ResultLower,
        Text::ResultOverTheEvenings,
        Text::ResultSvResultat,
        Text::Results,
        Text::ResultsAfterTheBetdelning,
        Text::Resume,
        Text::RoundDealOf,
        Text::RoundsAnd,
        Text::Rule,
        Text::RuleWith1Line,
        Text::SEED,
        Text::SORT,
        Text::Save,
        Text::SaveTheCorrectionEnter,
        Text::SaveThePrice,
        Text::ScanTheCodeWithThePhonesCamera,
        Text::ScreenOn,
        Text::SeaLevel,
        Text::Seat,
        Text::SeatAgain,
        Text::SeatLower,
        Text::SeatLowerWith1,
        Text::SeatPlayers,
        Text::SeatTheLastSittingAgainInsteadOf,
        Text::SeatTheNightsNextSittingAndAdd,
        Text::Seating,
        Text::SecondLast,
        Text::SecondLastBidAboveSeaLevel,
        Text::SecondLastName,
        Text::SemicolonsBetweenTheFieldsForSpreadsheetsSet,
        Text::SeparateTheCSVFieldsWithWhateverThe,
        Text::ServeThePlayersViewOfAnEvening,
        Text::SetAPrice,
        Text::SettleAnEveningFileTheProtocolThe,
        Text::Sexmastare,
        Text::ShareWonPerContractInBidTable,
        Text::Shift,
        Text::ShowATableAsThePrintedCard,
        Text::ShowAll,
        Text::ShowEveryContract,
        Text::ShowOnPhones,
        Text::ShowTheNightsStandingSeatingAndTables,
        Text::ShownNowClickForTheAddressAnd,
        Text::ShowsBetarAndPinnarAsPoints1,
        Text::SitForehand,
        Text::SitsOut,
        Text::Sitting,
        Text::SittingHasStartedTableHasItsEvening,
        Text::SittingIsSeatedPairsWhoHaveMet,
        Text::SittingOut,
        Text::SittingSeedPairsWhoHaveMetBefore,
        Text::SittingSitsAtTwoTables,
        Text::SittingTable,
        Text::SittingTableIsFollowedOnTheNetwork,
        Text::SittingTableIsNoLongerFollowed,
        Text::SittingTableLowerWith3,
        Text::SittingTableLowerWith4,
        Text::SittingTableWith2,
        Text::SittingsTables,
        Text::SmallerCtrl,
        Text::SoThatEveryoneSitsForehandOnceMore,
        Text::Solo,
        Text::SortByTheColumn,
        Text::SortByThisColumn,
        Text::SortDescending,
        Text::Stage,
        Text::Standing,
        Text::Start,
        Text::StartAForcedRound,
        Text::StartTheEvening,
        Text::Statistics,
        Text::StatisticsColon,
        Text::StatisticsPerPlayerAndPerContract,
        Text::Stock,
        Text::StopFollowing,
        Text::StopShowing,
        Text::Surr,
        Text::SurrSvLagt,
        Text::SurrenderRebuy,
        Text::Surrendered,
        Text::SurrenderedLagd,
        Text::SurrenderedSvLagt,
        Text::SvenskaEnglish,
        Text::TABLE,
        Text::THEPULLA,
        Text::Table,
        Text::TableIdFileNameWithoutRon,
        Text::TableIsFollowedAt,
        Text::TableIsNoLongerFollowed,
        Text::TableLower,
        Text::TableSvBord,
        Text::TableSvBudtabell,
        Text::TableWith1,
        Text::TableWith1SvBord,
        Text::TableWith2,
        Text::Tables,
        Text::TablesOf34Or5The,
        Text::TablesWith1,
        Text::TakeTheTakeAwayBack,
        Text::TakenAwayByASolo,
        Text::ThatNameIsAlreadyAtTheTable,
        Text::TheAddressIsNotATablesAddress,
        Text::TheAddressToListenOn1270,
        Text::TheAlaInChips,
        Text::TheAnswerIsNotAnEvening,
        Text::TheAppSaysWhichChipsMakeEach,
        Text::TheArchive,
        Text::TheArchiveCanLiveInASynced,
        Text::TheArchiveFolderDefaultTheApps,
        Text::TheArchiveFolderDefaultTheAppsThe,
        Text::TheArchiveHas,
        Text::TheArchiveIsEmptyClosedEveningsCome,
        Text::TheArchiveIsNowIn,
        Text::TheArchiveThePlayersViewThePhones,
        Text::TheArchivesFolder,
        Text::TheArchivesFolderCannotBeRead,
        Text::TheArchivesIndexWasDamagedWhatWas,
        Text::TheArchivesStatisticsOfTheNightsTables,
        Text::TheArgumentCannotBeUsedMultipleTimes,
        Text::TheArgumentCannotBeUsedWith,
        Text::TheArgumentCannotBeUsedWithOne,
        Text::TheArgumentsCannotBeRead,
        Text::TheBiggestLoser,
        Text::TheBiggestLoserLower,
        Text::TheChangeWasRefused,
        Text::TheClearing,
        Text::TheClosedEveningsStatisticsImportAndExport,
        Text::TheClosingForcedRound,
        Text::TheClub,
        Text::TheClubArchiveListStatsExportImport,
        Text::TheClubsBidTablesCannotBeRead,
        Text::TheClubsFile,
        Text::TheContracts,
        Text::TheCurriculumStageByStage,
        Text::TheDealersOfTheLaterHands,
        Text::TheDealersRotateOnFromTheChanged,
        Text::TheDefaultFolder,
        Text::TheDrawsSeedDefaultFromTheClock,
        Text::TheEveningCannotBeOpenedForWriting,
        Text::TheEveningFileRON,
        Text::TheEveningFiles,
        Text::TheEveningIsAlreadyOpenInAnother,
        Text::TheEveningIsClosedAndKeptIn,
        Text::TheEveningIsClosedReopenItFor,
        Text::TheEveningIsComplete,
        Text::TheEveningIsNoPracticeEveningAnd,
        Text::TheEveningIsOutsideVirasFolder,
        Text::TheEveningMovesToTheArchiveIt,
        Text::TheEveningWasAlreadyInTheArchive,
        Text::TheEveningsAreBeingCopiedTo,
        Text::TheEveningsFileCannotBeReadJust,
        Text::TheEveningsLength,
        Text::TheFileCanBeReadAgainThe,
        Text::TheFileCannotBeOpened,
        Text::TheFileIsDeletedAndCannotBe,
        Text::TheFileWasPlayedByButThe,
        Text::TheFilesAreLeftUntouched,
        Text::TheFinalReckoning,
        Text::TheFinalReckoningInChips,
        Text::TheFolderCanBeChangedAgainOnce,
        Text::TheFolderHasNoEveningFilesRon,
        Text::TheFolderWasNotChangedCopyingFailed,
        Text::TheFollowingRequiredArgumentsWereNotProvided,
        Text::TheForced,
        Text::TheHTMLFileToWrite,
        Text::TheHandBeingEntered,
        Text::TheHandBeingEnteredWhenTheWindow,
        Text::TheHandClearedCtrlZBringsIt,
        Text::TheHandIsNotComplete,
        Text::TheLastHand,
        Text::TheLastRound,
        Text::TheLastSittingSeatedAgainBeforeIt,
        Text::TheListShowsEveningsAtWhichAll,
        Text::TheLosersBuyTheirChipsBack,
        Text::TheNetResultOverEveryTable,
        Text::TheNewestSittingsTablesAndPlayersLarge,
        Text::TheNextDealIsBorupTheLast,
        Text::TheNightFile,
        Text::TheNightFileNAMENight,
        Text::TheNightFileToMakeNAMENight,
        Text::TheNightHasNoSittingToSeat,
        Text::TheNightHasNoTableGiveSitting,
        Text::TheNightHasNoTablesYet,
        Text::TheNightIsArchivedAsOfTables,
        Text::TheNightIsNotReadYetNothing,
        Text::TheNightIsSavedAs,
        Text::TheNightIsSavedIn,
        Text::TheNightsDateYYYYMMDD,
        Text::TheNightsFileCannotBeReadJust,
        Text::TheNightsInTheArchiveDateClub,
        Text::TheNightsStatistics,
        Text::TheOthers,
        Text::ThePatternCannotBeReadAtCharacter,
        Text::ThePatternGives,
        Text::ThePlayers,
        Text::ThePlayersInSeatOrder,
        Text::ThePlayersPresentNowDefaultThoseOf,
        Text::ThePlayersPresentSeparatedByCommas,
        Text::ThePlayersPresentSeparatedByCommasOr,
        Text::ThePlayersViewAsAWebPage,
        Text::ThePlayersViewCannotBeShownOn,
        Text::ThePlayersViewOverTheWholeWindow,
        Text::ThePortDefaultAnyFreePortThe,
        Text::ThePracticeEveningIsDeleted,
        Text::TheProtocol,
        Text::TheProtocolAsHTMLForA4In,
        Text::TheProtocolIsSavedAs,
        Text::TheProtocolsColumn,
        Text::TheProtocolsRow,
        Text::ThePulla,
        Text::ThePullaAndTheBalancesLargeIn,
        Text::ThePullaDivided,
        Text::ThePullaWith2,
        Text::TheSameEveningTheSameIdIs,
        Text::TheSamePlayersAtNewTablesAs,
        Text::TheScreenCannotBeKeptOnHere,
        Text::TheScreenCannotBeKeptOnHereSvSkarmenKanInteHallas,
        Text::TheScreenIsKeptOnNow,
        Text::TheSettingsFileCannotBeReadThe,
        Text::TheStanding,
        Text::TheStandingCannotBeShownOnThe,
        Text::TheStandingOnThePlayersPhonesAnd,
        Text::TheStandingTheSeatingAndEachTables,
        Text::TheStandingsRuleNetOrPlaces3,
        Text::TheStatisticsShowThoseChosenNoneChosen,
        Text::TheSystemsFileDialogOrTypeThe,
        Text::TheTable,
        Text::TheTableAnsweredItsFileMayNot,
        Text::TheTableAsSITTINGTABLE12,
        Text::TheTableAsSITTINGTABLEDefaultThe,
        Text::TheTableCannotBeUsed,
        Text::TheTableDoesNotKnowTheToken,
        Text::TheTableFileRON,
        Text::TheTableFolderIsNotAFolder,
        Text::TheTables,
        Text::TheTablesAddressHttpADDRESSPORTTOKEN,
        Text::TheTablesColon,
        Text::TheTablesCountInDifferentUnitsClassic,
        Text::TheTablesEveningFile,
        Text::TheTimeIsUp,
        Text::TheUndoHistoryBelongedToAnotherVersion,
        Text::TheUndoHistoryCannotBeReadThe,
        Text::TheVariantsConflict,
        Text::TheWheelScrollsThePageTurnOn,
        Text::TheZoomInThePreferencesCannotBe,
        Text::TheyAreLeftUntouchedViraNeverOverwrites,
        Text::TheyAreWrittenDownAsRecordedNo,
        Text::ThisSystemHasNoDataDirectoryGive,
        Text::ThisViraWasBuiltWithoutTheApp,
        Text::ThisYear,
        Text::Times,
        Text::Tiomastare,
        Text::TipDidYouMean,
        Text::To,
        Text::ToComePaper,
        Text::ToSeeTo,
        Text::ToSeeToIn,
        Text::ToTheBetdelning,
        Text::ToTheFolder,
        Text::ToTheStartPage,
        Text::Tokens,
        Text::TookTheForcedGameAway,
        Text::TookTheForcedGameAwayLower,
        Text::Trick,
        Text::Tricks,
        Text::TricksIsImpossibleThisGameHas,
        Text::TricksLower,
        Text::Trump,
        Text::TrumpLower,
        Text::TryAPracticeEveningFourPlayersAt,
        Text::TryAnExample,
        Text::TypeABid,
        Text::TypeAgainEG,
        Text::TypeEG,
        Text::TypeTheAddressTheHostsComputerShows,
        Text::TypeTheAddressTheTablesComputerShows,
        Text::TypeTheTricksOrLToSurrender,
        Text::UNUSABLE,
        Text::UnderThePulla,
        Text::Undo,
        Text::UndoTheClearing,
        Text::UndoWith1,
        Text::Undone,
        Text::UndoneTheHandBeingEnteredIsBack,
        Text::UnexpectedArgumentFound,
        Text::UnexpectedValueForFoundNoMoreWere,
        Text::UnknownBidTableKnown,
        Text::UnknownRuleGiveNetOrPlaces3,
        Text::UnrecognizedSubcommand,
        Text::Until,
        Text::UntilATime,
        Text::Usage,
        Text::Variants,
        Text::VariantsLower,
        Text::View,
        Text::ViraPlayersView,
        Text::ViraThePullaAndTheProtocol,
        Text::WhenItIsShort,
        Text::WhereTheAppKeepsEveningsDefaultThe,
        Text::WhoPaysWhom,
        Text::WholeRounds,
        Text::Winner,
        Text::WithChipsTheViraPulla,
        Text::WithFiveTheDealersLeftAndRight,
        Text::Won,
        Text::WonChipsSwappedForLostOnes,
        Text::WonLower,
        Text::WonLowerColon,
        Text::WonSvVunna,
        Text::WonSvVunnet,
        Text::WorkingOutTheStatistics,
        Text::Worst,
        Text::WorstEvening,
        Text::WriteHandsCsvAndResultsCsvInto,
        Text::WriteTheDateAsYYYYMMDD,
        Text::WriteThisEveningIdFileNameIn,
        Text::Wrote,
        Text::WroteAnd,
        Text::WroteLowerWith1Line,
        Text::YYYYMMDD,
        Text::Yes,
        Text::YesCloseIt,
        Text::YesDeleteIt,
        Text::Zoom,
        Text::ZoomLightOrDark,
    ];
}
