//! Every text of the program in Swedish (svenska).
//!
//! One arm a text: a [`Text`] this `match` lacks does not compile.
//! `{}` marks where a number or a name goes, filled in order.

use super::Text;

/// The text in Swedish.
#[allow(clippy::too_many_lines)] // One arm a text: a table, not logic.
pub(super) const fn text(text: Text) -> &'static str {
    match text {
        Text::DealsAreOneWholeRound => {
            "{} givar = ett helt varv: alla ger en gång, sitter i förhand en gång och spelar {} givar var."
        }
        Text::DealsAreWholeRounds => {
            "{} givar = {} hela varv: alla ger {} gånger, sitter i förhand lika ofta och spelar {} givar var."
        }
        Text::PlaceMiddlehand => "Mellanhand",
        Text::PlaceForehand => "Förhand",
        Text::NoteOptional => "Anteckning (frivillig)",
        Text::AnotherDealer => "Annan givare?",
        Text::PlaceRearhand => "Bakhand",
        Text::PlaceInTheDeal => "Plats i given",
        Text::TheSeasonIsSavedAs => "Säsongen är sparad som",
        Text::TheSeasonIsNotReadYet => {
            "Säsongen är inte inläst än, eller regeln saknar ett tal: inget skrevs."
        }
        Text::SeasonFileName => "sasong",
        Text::HeadToHead => "Inbördes möten",
        Text::RatingHistoryOf => "{}: ratingen efter var och en av {} kvällar, med osäkerheten",
        Text::TheRuleNeedsANumber => "Regeln behöver ett tal (minst 1; platserna som 3,2,1,0).",
        Text::EveryEveningInBetar => {
            "Alla kvällar i betar (klassiska bord och Isbergsvira tillsammans)"
        }
        Text::AtLeastEvenings => "minst",
        Text::Season => "Säsong",
        Text::MODEL => "MODELL",
        Text::OnePlayerOrTwo => "En spelare, eller två",
        Text::HeadToHeadTwoPlayersEvenings => {
            "Inbördes möten: två spelares kvällar vid samma bord och hur var och en gick; en spelare: per spelfamilj och som spelförare, bredvid klubbens snitt"
        }
        Text::PrintJSONWithEachPlayersHistory => "Skriv JSON (med varje spelares historik)",
        Text::TheModelWengLinOrGlicko2 => "Modellen: `weng-lin` (OpenSkill) eller `glicko2`",
        Text::EveryPlayersRatingFromTheArchive => {
            "Varje spelares rating ur arkivet (varje kväll ett parti av alla vid bordet, rangordnade efter resultatet), med osäkerheten och kvällarna bakom den; och hur väl varje modell förutsade kvällarna"
        }
        Text::AlsoWriteTheSeasonAsAPrintablePage => {
            "Skriv också säsongen som en utskrivbar sida (HTML, A4), med ratingen"
        }
        Text::EveryEveningInBetarClassicAndIsberg => {
            "Varje kväll i betar: klassiska bord och Isbergsvira tillsammans (annars kvällarna i den enhet flest kvällar har)"
        }
        Text::TheRuleTotalAverageBestPlaces => {
            "Regeln: `total`, `average:N` (minst N kvällar för att rankas), `best:N` (varje spelares N bästa kvällar) eller `places:3,2,1,0` (poängen för varje placering vid ett bord, summerade)"
        }
        Text::TheSeasonsStandingByADeclaredRule => {
            "Säsongens ställning efter en angiven regel, över kvällarna filtret väljer (`--from`, `--to`, `--club`): regeln, särskiljningen och varje spelares plats"
        }
        Text::SeasonTitle => "Säsongen {} · {}",
        Text::NoSuchRatingModel => "Ingen ratingmodell {}: ge weng-lin eller glicko2.",
        Text::NoSuchSeasonRule => {
            "Ingen säsongsregel {}: ge total, average:N, best:N eller places:3,2,1,0."
        }
        Text::ClubNetPerHand => "Klubben: netto per giv",
        Text::ClubWon => "Klubben: vann",
        Text::ContractFamily => "Spelfamilj",
        Text::ProfileHeading => {
            "{}: {} kvällar, {} givar spelade, spelförare i {}, vann {}; klubben: spelförare i {}, vann {}"
        }
        Text::VersusBetar => "Under de kvällarna: {} {}, {} {}",
        Text::VersusAhead => "{} slutade över {} gånger, {} {} gånger, lika {} gånger",
        Text::VersusHeading => "{} och {}: {} kvällar vid samma bord",
        Text::RatingsHeading => {
            "Rating ({}): {} kvällar, var och en ett parti av alla vid bordet rangordnade efter resultatet"
        }
        Text::PredictionLine => "{}: förutsade {} av {} par ({} %) från kvällarna före",
        Text::ProvisionalBelow => {
            "Preliminär: färre än {} kvällar. Rangordnat efter rating minus två gånger osäkerheten."
        }
        Text::Provisional => "preliminär",
        Text::Rating => "Rating",
        Text::AveragePerEvening => "Snitt per kväll",
        Text::TotalResult => "Totalt",
        Text::BestEvenings => "Bästa kvällar",
        Text::PlacePoints => "Placeringspoäng",
        Text::SeasonLeftOut => {
            "{} kvällar i en annan enhet är inte med (i betar räknas alla kvällar)."
        }
        Text::SeasonInBetar => {
            "Varje kvälls resultat i betar (klassiska bord och Isbergsvira tillsammans)."
        }
        Text::SeasonTieBreak => {
            "Lika: regelns tal, sedan totala resultatet, sedan flest kvällar; lika i alla tre delar plats."
        }
        Text::SeasonHeading => "Säsongen: {} kvällar; regel: {}",
        Text::SeasonRulePlaces => "placeringspoäng vid varje bord ({}), summerade",
        Text::SeasonRuleBest => "de {} bästa kvällarna",
        Text::SeasonRuleAverage => "snittet per kväll (minst {} kvällar för att rankas)",
        Text::SeasonRuleTotal => "totala resultatet",
        Text::TheTablesRecordedFromPhonesAreServedAgain => {
            "Borden som registreras på telefon tas emot igen på sina adresser."
        }
        Text::TakenBackFromAt => "Ångrad från {} {}",
        Text::CorrectedFromAt => "Rättad från {} {}",
        Text::RecordedFromAt => "Registrerad från {} {}",
        Text::TakeTheTablesTokenBack => {
            "Ta tillbaka bordets nyckel: dess telefoner registrerar inte längre"
        }
        Text::TheBidTableWhenTheNightNamesNone => {
            "Budtabellen, när kvällen inte anger någon (dess id)"
        }
        Text::LetATableRecordItsHandsFromAPhone => {
            "Låt ett bord registrera sina givar från en telefon, genom värdens `vira serve NIGHT`: en egen skrivnyckel (en ny varje gång; den gamla registrerar inte längre), och bordets kvällsfil skapas i kvällens mapp. Skriver ut registreringsadressen"
        }
        Text::NDealsPlayed => "{} givar",
        Text::TheWholeTable => "Hela tabellen:",
        Text::PlayedThisEvening => "Spelade i kväll:",
        Text::NameThisPhone => "Ge telefonen ett namn",
        Text::TheTablesRecordingAddressOnlyItsPhones => {
            "Bordets registreringsadress: bara för dess pullvakt."
        }
        Text::Withdraw => "Dra tillbaka",
        Text::ShowTheCode => "Visa koden",
        Text::RecordFromAPhone => "Registrera från telefon",
        Text::ATableWithoutALaptop => {
            "Ett bord utan dator registrerar sina givar på pullvaktens telefon; den här datorn för boken. Varje bord har sin egen adress; visningsadressen ovan kan bara läsa."
        }
        Text::RecordOnPhones => "Bord som registreras på telefon",
        Text::SittingTablesPhonesRecordNoMore => {
            "Omgång {}, bord {}: dess telefoner registrerar inte längre."
        }
        Text::SittingTableRecordsFromAPhone => {
            "Omgång {}, bord {}: registreras från en telefon. Låt pullvakten skanna koden."
        }
        Text::TableRecordsAt => "{} registrerar på {}",
        Text::TheTableRecordsFromAPhoneAt => {
            "Bord {} ({}) registrerar från en telefon på:\n{}\n(vira serve NIGHT ger adressen framför sökvägen; visa den som QR-kod i appen.)"
        }
        Text::TheTableHadNoRecordingAddress => "Bord {} ({}) hade ingen registreringsadress.",
        Text::TheTablesPhonesRecordNoMore => {
            "Bord {} ({}): dess telefoner registrerar inte längre."
        }
        Text::NoUsableBidTableHasTheId => "Ingen användbar budtabell har id {}.",
        Text::TheNightNamesNoBidTableFor => {
            "Kvällen anger ingen budtabell för {}: ge en med --table."
        }
        Text::TheNightHasNoTable => "Kvällen har inget bord {}.",
        Text::SittingNTableN => "Omgång {}, bord {}",
        Text::TheHostCannotWriteTheTable => {
            "Värden kan inte skriva bordets fil: inget registrerades. Säg till värden."
        }
        Text::NotRecordedColon => "Inte registrerad: {}",
        Text::NoHandToUndo => "Det finns ingen giv att ångra.",
        Text::HandNChangedMeanwhile => {
            "Giv {} har ändrats på en annan enhet sedan sidan visades: inget ändrades. Se efter igen."
        }
        Text::ThisPageWasForHandN => {
            "Sidan gällde giv {}, men nästa giv är {}: inget registrerades."
        }
        Text::AnotherDevice => "en annan enhet",
        Text::HandNIsTakenByAnotherHand => {
            "Giv {} är redan registrerad med en annan hand (av {}); din registrerades inte. Se efter nedan och rätta den om det behövs."
        }
        Text::TheHandIsNotCompleteNothingRecorded => "Given är inte färdig: inget registrerades.",
        Text::HandNWasRecordedAlreadyBy => {
            "Giv {} var redan registrerad (av {}); inget bokfördes två gånger."
        }
        Text::HandNTakenBack => "Giv {} ångrad.",
        Text::HandNCorrected => "Giv {} rättad.",
        Text::HandNRecorded => "Giv {} registrerad: {}",
        Text::UndoHandN => "Ångra giv {}",
        Text::LatestHands => "Senaste givarna",
        Text::RecordHandN => "Registrera giv {}",
        Text::SaveTheCorrectionOfHandN => "Spara rättelsen av giv {}",
        Text::Choose => "Välj",
        Text::SecondLastBid => "Näst sista bud:",
        Text::RebuysColon => "Omköp:",
        Text::LackedLowGuards => "Saknade låga hakar:",
        Text::NoContractIsCalledThat => "Inget spel heter så.",
        Text::Search => "Sök",
        Text::WhichContract => "Vilket spel?",
        Text::TricksTaken => "Hur många stick?",
        Text::WhichTrump => "Vilken trumf?",
        Text::TheBid => "Budet",
        Text::WhoDeclares => "Vem spelar?",
        Text::NTricksTaken => "{} stick",
        Text::ASoloTakesItAway => "En solo tar bort den",
        Text::PlayedAsTheForcedGame => "Nej, spelas som tvångsgiv",
        Text::ForcedDealOf => "Tvångsgiv: {}.",
        Text::RecordingTable => "Registrera hand: {}",
        Text::ThisPhoneIs => "Den här telefonen: {}",
        Text::CorrectingHandN => "Rättar giv {}",
        Text::SendingToTheHost => "Skickar till värden …",
        Text::NotSentYetNoConnection => {
            "Inte skickat än: ingen förbindelse. Given finns kvar på telefonen och skickas när nätet är tillbaka."
        }
        Text::DealNDealerDeals => "giv {} · {} ger",
        Text::AnOlderStateOfTheEveningIsNotHandedIn => {
            "{}: filen är ett äldre läge av kvällen ({} givar; kvällens mapp har {}); den lämnas inte in"
        }
        Text::HideTheAddressThePhonesGoOn => "Göm adressen; telefonerna visas vidare",
        Text::TheTablesEveningReadOnly => {
            "Bordets kväll: protokollet och betdelningen, bara för att läsa"
        }
        Text::BackToTheNightsStanding => "Tillbaka till kvällens ställning, som den lämnades",
        Text::BackToTheClubNight => "← Klubbkvällen",
        Text::OrPickThemFromTheArchive => "eller välj dem bland arkivets spelare:",
        Text::N => "N",
        Text::CURRENCY => "VALUTA",
        Text::AMOUNT => "BELOPP",
        Text::AfterTheTimeALastRound => {
            "Efter tiden ett sista varv (alla sitter i förhand en gång till)"
        }
        Text::EveryTablePlaysUntilThisTime => "Varje bord spelar till den här tiden (TT:MM)",
        Text::EveryTablePlaysThisManyDeals => "Varje bord spelar så här många givar",
        Text::ThePricesCurrency => "Prisets valuta",
        Text::ThePriceOfABetAtEveryTable => {
            "Priset för en bet (`0.50` eller `0,50`) vid varje bord"
        }
        Text::TheBidTableEveryTablePlaysItsId => {
            "Budtabellen som varje bord spelar (dess id, som `vira tables list` visar det); ett bord som går med i kvällen börjar med den"
        }
        Text::ALastRound => "ett sista varv",
        Text::EachTableChooses => "vart bord väljer själv",
        Text::TheFileWasPlayedWithTheBidTable => {
            "{}: filen spelades med budtabellen `{}`, men kvällen spelas med `{}`; räknas ändå"
        }
        Text::NoUsableBidTableWith => "Ingen användbar budtabell har id:t `{}`",
        Text::A4TheSystemWasAskedToOpen => {
            "(A4). Systemet ombads öppna den i webbläsaren; syns den inte där, öppna filen själv."
        }
        Text::AClubNightOfSeveralTablesIts => {
            "En klubbkväll med flera bord: dess ställning ur dess filer"
        }
        Text::ADDRESS => "ADRESS",
        Text::ADraw => "dragning",
        Text::AForcedRoundAtTheEnd => "Tvångsrunda vid slut",
        Text::AForcedRoundAtTheStartNo => "Tvångsrunda vid start (utan åla)",
        Text::AHighEnoughSoloIsPlayedInstead => {
            "Ett tillräckligt högt solo spelas i stället; samma giv ges om."
        }
        Text::ALastRoundAfterTheTimeEveryone => {
            "Ett sista varv efter tiden (alla sitter förhand en gång till)"
        }
        Text::ANightsStandingAcrossItsTablesFrom => {
            "Klubbkvällens ställning över borden, ur klubbkvällens fil och kvällsfilerna bredvid den: varje spelares resultat enligt kvällens regel, varje bords resultat och det som saknas"
        }
        Text::ANumberOfDeals => "antal givar",
        Text::APasserOfGokWithoutLowGuards => {
            "Den som passade gök utan låga skydd betalar straffet i pullan om gök går hem."
        }
        Text::APracticeEveningNeverCountedInThe => {
            "En övningskväll: räknas aldrig i arkivets statistik eller exporter"
        }
        Text::APracticeEveningWithTwelveHandsPlayed => {
            "En övningskväll med tolv givar spelade: registrera nästa giv, titta på protokollet och betdelningen. Den räknas aldrig i arkivets statistik och kan tas bort när du vill."
        }
        Text::ARoundOf => "en runda",
        Text::ASumGrewTooLargeToCount => "en summa blev för stor för att räknas",
        Text::AValueIsRequiredForButNone => "'{}' behöver ett värde",
        Text::AddTheChipsEachHandsChipMoves => {
            "Lägg till markerna: varje givs markflyttar och slutavräkningen (en kväll utan markinställningar får standarduppsättningen)"
        }
        Text::AddedAs => "tillagd   {} som {} ({})\n",
        Text::AfterAWon => "Efter vunnen",
        Text::AfterTheBetdelning => "efter betdelningen",
        Text::Ala => "Åla",
        Text::AlaEveryonePutsInThePulla => "åla: alla lägger {} i pullan",
        Text::All => "Alla",
        Text::AllLower => "alla",
        Text::AllTime => "Hela tiden",
        Text::AlreadyInTheArchiveAs => "  {}: fanns redan i arkivet som {}\n",
        Text::AlreadyThere => "fanns redan",
        Text::AlreadyThereKeptOnceAs => "fanns redan (sparas en gång), som",
        Text::AlsoWhenItIsEmpty => "också när den är tom",
        Text::AlsoWriteTheNewestSittingsSeatingAs => {
            "Skriv också den senaste sittningens placering som en sida att sätta upp när spelarna sätter sig (HTML, A4, namnen stora)"
        }
        Text::AlsoWriteTheNightAsAPrintable => {
            "Skriv också klubbkvällen som en utskriftssida (HTML, A4): ställningen, placeringen och varje bords resultat"
        }
        Text::Alt13ChangesTheDeclarer => "Alt+1–3 byter spelförare",
        Text::AmountsInPoints => "日本語 (belopp i poäng, 点)",
        Text::AmountsInPoints1Bet8Points => "Belopp i poäng (1 bet = 8 poäng)",
        Text::AmountsInPoints1Bet8PointsSvBeloppIPoang1 => {
            "Belopp i poäng (1 bet = 8 poäng, 1 pinne = 1 poäng) i stället för betar och pinnar: protokollet, betdelningen, resultaten och arkivets listor och utskrifter (bara orden; JSON och CSV behåller liggarens tal). Japanska är alltid i poäng; en nivåtabell (Isbergsvira) räknar redan i poäng"
        }
        Text::AnEveningFileToOpenInIt => {
            "En kvällsfil att öppna i den: en pågående att fortsätta, en avslutad att läsa, en från annat håll att importera eller fortsätta"
        }
        Text::AnEveningFileToOpenInThe => {
            "En kvällsfil att öppna i appen (samma som `vira app FIL`; ett kommandos namn är kommandot)"
        }
        Text::And => " och ",
        Text::AndLower => "och",
        Text::AndMoreHands => "… och {} givar till",
        Text::AnotherEveningWithTheSameIdIs => {
            "En annan kväll med samma id finns redan i arkivet; båda sparas (se Problem i arkivet). Den nya:"
        }
        Text::AnotherFileHasTheSameIdBut => {
            "En annan fil har samma id men annat innehåll: se Problem"
        }
        Text::AnyoneOnTheNetworkWithTheAddress => {
            "Alla i nätverket som har adressen kan läsa sidan (bara läsa). Ctrl-C stänger."
        }
        Text::AnyoneOnTheNetworkWithTheAddressSvAllaINatverketSom => {
            "Alla i nätverket som har adressen kan läsa ställningen; ingen kan ändra något."
        }
        Text::Archive => " (arkiv)",
        Text::ArchiveInVirasDataFolder => "archive/ i vira:s datamapp",
        Text::ArchiveReadOnly => "Arkiv: endast läsning",
        Text::ArchivedAs => "  {}: arkiverad som {}\n",
        Text::Arguments => "Argument:",
        Text::AsFewMeetingsAgainAsPossible => "så få möten igen som möjligt",
        Text::AtLeastTricks => "minst {} stick",
        Text::AtMost1Trick => "högst 1 stick",
        Text::AtMostTricks => "högst {} stick",
        Text::BBid => "b bud",
        Text::BIND => "ADRESS",
        Text::BY => "HUR",
        Text::BackEsc => "← Tillbaka (Esc)",
        Text::BackToTheCorrection => "Tillbaka till rättelsen",
        Text::BackToTheTable => "Tillbaka till bordet",
        Text::Balances => "Ställning",
        Text::BeforeFromThePulla => "före {}, ur pullan {}",
        Text::BeforeTheSplit => "Före delningen",
        Text::Best => "Bästa",
        Text::BestEvening => "Bästa kväll",
        Text::Betar => "Resultat",
        Text::BetarK => "Betar (k)",
        Text::BetarLeft => "betar kvar",
        Text::Betdelning => "Betdelning",
        Text::BetdelningPullaDividedByEach => "Betdelning: pullan {} delad på {}: {} var{}.\n\n",
        Text::BetdelningThePullaDivided => "betdelning: pullan delad",
        Text::Bid => "Bud:",
        Text::BidLower => "Budat i färg",
        Text::BidTable => "Budtabell",
        Text::BidTableAndHouseRules => "Budtabell och husregler",
        Text::BidTables => "Budtabeller",
        Text::BidTablesListShowCheck => "Budtabeller: lista, visa, kontrollera",
        Text::BiggestLoser => "Störst förlust",
        Text::BiggestWinner => "Störst vinst",
        Text::BothAreKeptSeeProblemsTheNew => "båda sparas (se Problem), den nya som",
        Text::BothLackedLowGuardsNobodyPaysHouse => {
            "Båda saknade läggarder: ingen betalar (husregel)."
        }
        Text::BothPay => "båda betalar",
        Text::BuildingTheArchivesIndexFromItsFiles => {
            "Bygger arkivets index från filerna (bara första gången på den här datorn; ett stort arkiv tar en stund) …"
        }
        Text::BuiltIn => "inbyggd",
        Text::ByTheHouseRule => "enligt husregeln",
        Text::ByTheHouseRuleTheBiggestLoser => "enligt husregeln (största förloraren)",
        Text::ByTheStanding => "efter ställningen",
        Text::CLUB => "KLUBB",
        Text::COMMAND => "KOMMANDO",
        Text::CONFLICTAsEveningDiffersFromBothKept => {
            "KONFLIKT  {} som {}: kvällen {} skiljer sig från {}; båda sparas\n"
        }
        Text::Cancel => "Avbryt",
        Text::CannotBeRead => "Kan inte läsas",
        Text::CannotBeReadWith2 => "{}: kan inte läsas: {}",
        Text::CannotListenOnItIsAnAddress => {
            "kan inte lyssna på {}: det är en adress för många datorer (broadcast eller multicast), inte den här datorns; 0.0.0.0 lyssnar på alla datorns nätverk"
        }
        Text::CannotListenOnPort => "kan inte lyssna på {} port {}: {}",
        Text::CannotOpenTheAppWindowTheCommand => {
            "appens fönster kan inte öppnas: {}\n(kommandoraden fungerar utan fönster: `vira --help`)"
        }
        Text::CannotUseTheTableFolder => "{}: tabellmappen kan inte användas: {}",
        Text::CannotWriteTheOutput => "utdata kan inte skrivas: {}",
        Text::Cards => "kort",
        Text::CardsWith2 => "{} ({} kort)",
        Text::ChangeFolder => "Byt mapp",
        Text::ChangeThePrice => "Ändra priset",
        Text::Chart => "Diagram",
        Text::CheckATableFileAndReportEvery => "Kontrollera en tabellfil och säg varje fel i den",
        Text::ChipLedgerForViraTheSwedishThree => {
            "Markräkning för Vira, det svenska stickspelet för tre: budtabeller som data, betdelning, kvällsfiler"
        }
        Text::Chips => "Marker",
        Text::ChooseATable => "Välj en tabell.",
        Text::ChooseAnotherDealerForAMisdealOr => {
            "Välj en annan giver vid felgiv eller giv i otur; den följande rotationen fortsätter därifrån."
        }
        Text::ChooseAnotherFolderUnderImportAndExport => {
            "Välj en annan mapp under Import och export, eller rätta mappen och läs om."
        }
        Text::ChooseEveningFilesToImport => "Välj kvällsfiler att importera",
        Text::ChooseFilesToImport => "Välj filer att importera…",
        Text::ChooseTheArchiveFolder => "Välj arkivmapp…",
        Text::ChooseTheArchivesNewFolder => "Välj arkivets nya mapp",
        Text::ChooseTheContractTypeAndPressEnter => {
            "Välj kontrakt: skriv och tryck Enter, eller klicka."
        }
        Text::ChooseTheDeclarer13 => "Välj spelförare (1–3).",
        Text::ChooseTheExportFolder => "Välj exportmapp…",
        Text::ChooseTheFolderToExportTo => "Välj mapp för exporten",
        Text::ChooseTheTrump => "Välj trumf.",
        Text::ChooseTheTrumpColon => "Välj trumf:",
        Text::ChosenAtTheTable => "(valt vid bordet)",
        Text::Clear => "Rensa",
        Text::ClearTheFilter => "Rensa urvalet",
        Text::CloseItAgain => "Avsluta igen",
        Text::CloseTheEvening => "Avsluta kvällen",
        Text::CloseTheEveningSvAvslutaKvallen => "Avsluta kvällen?",
        Text::CloseTheNightEveryTablesFileHanded => {
            "Stäng klubbkvällen: varje bords inlämnade fil tas in i arkivet, och kvällen bredvid dem, så att arkivet listar den; det som saknas sägs"
        }
        Text::Closed => "sluten",
        Text::ClosedLately => "Senast avslutade",
        Text::Club => "Klubb",
        Text::ClubLower => "Klubb",
        Text::ClubNight => "Klubbkväll",
        Text::ClubNightEvenings => "Klubbkväll {} ({} kvällar)",
        Text::ClubNightSittingChooseYourTable => "Klubbkväll {}, sittning {}: välj ditt bord",
        Text::ClubNightWith2 => "Klubbkväll {}{}",
        Text::ClubNights => "Klubbkvällar",
        Text::ClubOrPlace => "Klubb eller plats",
        Text::Codille => "Kodilj",
        Text::Colour => "Färg",
        Text::ComesBeforeACommandGiveAFile => {
            "`{}` står före ett kommando: ge en fil att öppna (`vira FIL`) eller ett kommando, inte båda"
        }
        Text::Commands => "Kommandon:",
        Text::ConflictEveningDiffersBetween => "konflikt: kvällen {} skiljer sig mellan {}",
        Text::ConflictEveningDiffersBetweenCountsTheOthers => {
            "konflikt: kvällen {} skiljer sig mellan {}; {} räknas, de andra räknas inte"
        }
        Text::Conflicts => "Konflikter",
        Text::ConflictsBothKept => "konflikter (båda sparade)",
        Text::ContinueItWhereItIs => "Fortsätt där den ligger",
        Text::Contract => "Kontrakt",
        Text::ContractLower => "Kontraktets id",
        Text::ContractName => "Kontrakt",
        Text::ContractSvSpel => "Spel",
        Text::Contracts => "{} kontrakt",
        Text::CopyHoldsTheSameEveningAsCounted => {
            "\nkopia: {} har samma kväll som {} (räknas en gång)\n"
        }
        Text::CopyTheEveningsFromHereToThere => {
            "Kopiera kvällarna härifrån dit (sammanslagning som vid import; inget tas bort här)"
        }
        Text::CopyingTheEveningsTo => "Kopierar kvällarna till",
        Text::Correct => "Rätta",
        Text::CorrectWhatIsMarkedAbove => "Rätta det som är markerat ovan.",
        Text::CorrectWhatNeedsCorrectingAndCloseIt => {
            "Rätta det som ska rättas och avsluta den igen: den går då tillbaka till arkivet."
        }
        Text::CorrectingAClosedEvening => "Rättelse av en avslutad kväll",
        Text::CorrectingHand => "Rättar giv {}",
        Text::Costs => "kostar",
        Text::CouldNotBeCopiedAndAreOnly => {
            "kunde inte kopieras och finns bara i den gamla mappen; den första:"
        }
        Text::CouldNotBeCopiedAndIsOnly => "kunde inte kopieras och finns bara i den gamla mappen:",
        Text::CouldNotSaveEverythingIsKeptIn => {
            "Kunde inte spara (allt finns kvar i fönstret; nästa ändring försöker igen)"
        }
        Text::CtrlZBringsBackTheHandBeing => "Ctrl+Z: tar tillbaka handen som skrevs in",
        Text::Cumulative => "summerat",
        Text::Currency => "Valuta",
        Text::CurrencyLower => "valuta",
        Text::DATE => "DATUM",
        Text::DIR => "MAPP",
        Text::Dark => "☾ Mörkt",
        Text::Date => "Datum",
        Text::DateLower => "Datum",
        Text::Deal => "giv",
        Text::DealLeft => "giv kvar",
        Text::Dealer => "Givare",
        Text::DealerColon => "Giver:",
        Text::DealerLower => "Giver",
        Text::DealerSvGiver => "giver",
        Text::Deals => "Givar",
        Text::DealsAreNotWholeRoundsAt => "givar är inte hela varv vid",
        Text::DealsEachOnePlays => "Givar var och en spelar",
        Text::DealsEnterANumber1To10 => "Givar: skriv ett antal, 1 till 10 000.",
        Text::DealsFirst => "ger först",
        Text::DealsLeft => "givar kvar",
        Text::DealsLower => "givar",
        Text::DealsNext => "ger nästa giv",
        Text::DealsPlayed => "givar spelade",
        Text::Declared => "Budade",
        Text::DeclaredByThePlayersChosenNoneChosen => {
            "Budade av de valda spelarna (inga valda: alla). Netto är budarens omköp, pott och pinnar per giv."
        }
        Text::DeclaredSvBudat => "Budat",
        Text::Declarer => "Spelförare",
        Text::DeclarerLower => "Spelförare",
        Text::DeclarerNet => "Spelförarens netto",
        Text::Default => "[standard: ",
        Text::DeleteHand => "Ta bort giv {}",
        Text::DeleteThePracticeEvening => "Ta bort övningskvällen",
        Text::DeleteThePracticeEveningSvTaBortOvningskvallen => "Ta bort övningskvällen?",
        Text::DeletesThePracticeEveningYouAreAsked => "Tar bort övningskvällen (du får bekräfta)",
        Text::Digits => "siffror",
        Text::DirectoryWithTheClubsOwnBidTables => {
            "Mapp med klubbens egna budtabeller (standard: plattformens konfigurationsmapp, `…/vira/tables`)"
        }
        Text::DismissEsc => "✕ Stäng (Esc)",
        Text::DismissTheMessage => "Stäng meddelandet",
        Text::DoNotDivideAndGoTo => "går inte jämnt ut och går till",
        Text::DoesNotAnswerOnTheNetworkNothing => {
            "{}: svarar inte på nätverket ({}); inget sett än"
        }
        Text::DoesNotAnswerOnTheNetworkThe => {
            "{}: svarar inte på nätverket ({}); det senast sedda räknas"
        }
        Text::DragToMoveADoubleClickShows => "Dra för att flytta; dubbelklick visar allt.",
        Text::DropTheEveningFilesToImportThem => {
            "Släpp kvällsfilerna för att importera dem till arkivet"
        }
        Text::EG => "t.ex.",
        Text::EGSundsvallViraClub => "t.ex. Sundsvalls viraklubb",
        Text::EVENING => "KVÄLL",
        Text::Each => "var",
        Text::EachBowl => "Varje skål:",
        Text::Empty => "tom",
        Text::EndTime => "Sluttid",
        Text::EndTimeWriteHHMMEG => "Sluttid: skriv TT:MM, t.ex. 23:00.",
        Text::EnterRecords => "Enter registrerar",
        Text::EnterStartsItToo => "Enter startar också",
        Text::EnterTheTricks => "Skriv antal stick.",
        Text::EnterTheTricksOrLToSurrender => "Skriv antal stick, eller l för lagd.",
        Text::Env => "[miljövariabel: ",
        Text::EqualSignIsNeededWhenAssigningValues => {
            "'{}' behöver sitt värde efter ett likhetstecken"
        }
        Text::Error => "fel: ",
        Text::Evening => "kväll",
        Text::EveningFile => "Kvällsfil",
        Text::EveningFileLower => "kvällsfil",
        Text::EveningFiles => "Kvällsfiler",
        Text::EveningFilesFormatBidTablesScoring => {
            "{}\nkvällsfiler: format {}\nbudtabeller: räkning {}"
        }
        Text::EveningFilesFromAnotherMachineAreMerged => {
            "Kvällsfiler från en annan dator slås ihop med arkivet: samma kväll två gånger sparas en gång; samma id med annat innehåll sparas båda och visas under Problem. Dra filerna till fönstret, eller skriv sökvägarna (en per rad): en fil, en mapp (dess kvällsfiler, *.ron), ett mönster som ~/Nedladdningar/2025-*.ron eller en file://-adress."
        }
        Text::EveningFilesLower => "kvällsfiler",
        Text::EveningId => "Kvällens id",
        Text::EveningLower => "kvällen",
        Text::Evenings => "Kvällar",
        Text::EveningsCopied => "kvällar kopierade",
        Text::EveningsDeals => "{} kvällar, {} givar\n\n",
        Text::EveningsInProgress => "Pågående kvällar",
        Text::EveningsLower => "kvällar",
        Text::EveningsWith1Line => "{} kvällar\n",
        Text::EveryClosedEveningSearchStatisticsImportAnd => {
            "Alla avslutade kvällar: sök, statistik, import och export"
        }
        Text::EveryonePuts1BetInThePulla => "Alla lägger 1 bet i pullan före första given.",
        Text::EveryonePutsIn1BetWhenThe => {
            "Alla lägger i 1 bet när pullan ska betala mer än den har (klassiskt), också när den blir tom, eller tills den har minst så många betar."
        }
        Text::Exchange => "köp",
        Text::Export => "Exportera",
        Text::ExportCSV => "Exportera CSV",
        Text::ExportCSVOfHandsAndResultsOr => {
            "Exportera CSV med givar och resultat, eller en kväll som utskrivbar HTML"
        }
        Text::FILE => "FIL",
        Text::FILES => "FILER",
        Text::File => "fil",
        Text::FileCannotBeRead => "fil kan inte läsas",
        Text::FileInTheOldFolderIsNot => {
            "fil i den gamla mappen är ingen giltig kväll och kopierades inte (den ligger kvar där):"
        }
        Text::Files => "filer",
        Text::FilesAllOfThemAreUnderThe => "filer; alla finns under Arkivet.",
        Text::FilesAreNotValidEveningsLeftAs => {
            "\n{} filer är inte giltiga kvällar (lämnas som de är):\n"
        }
        Text::FilesCannotBeRead => "filer kan inte läsas",
        Text::FilesInTheOldFolderAreNot => {
            "filer i den gamla mappen är inga giltiga kvällar och kopierades inte (de ligger kvar där); den första:"
        }
        Text::FilesThatAreNotEvenings => "Filer som inte är kvällar",
        Text::FilesThatAreNotEveningsAndConflicts => "Filer som inte är kvällar, och konflikter",
        Text::FilesToImport => "Filer att importera",
        Text::Filter => "Urval",
        Text::FindContract => "Sök kontrakt",
        Text::FindTheSecondLastBid => "Sök näst sista bud",
        Text::FirstTimeHere => "Första gången?",
        Text::Follow => "Följ",
        Text::FollowATableLiveItsWatchingAddress => {
            "Följ ett bord direkt: dess adress (som dess app eller `vira serve` visar den) skrivs i klubbkvällens fil, och ställningen räknar det adressen ger tills bordets fil lämnas in"
        }
        Text::FollowTheTablesOnTheNetwork => "Följ borden i nätverket",
        Text::FollowingTheNight => "Följer klubbkvällen…",
        Text::FollowingTheTable => "Följer bordet…",
        Text::ForMoreInformationTryHelp => "Mer om argumenten: '--help'.",
        Text::Forced => " · tvång",
        Text::ForcedDeal => "Tvångsgiv",
        Text::ForcedLower => "Tvångsgiv",
        Text::ForcedRoundOf => "Tvångsrunda {} av {}: {} {} ({})",
        Text::ForcedRounds => "Tvångsrundor",
        Text::ForcedSvTvang => "tvång",
        Text::Forehand => "Förhand",
        Text::ForehandLower => "förhand",
        Text::ForehandPlays => "(förhand) spelar",
        Text::From => "Från",
        Text::FromThePulla => "Ur pullan",
        Text::FullScreen => "Helskärm",
        Text::GameIsTakenAwayChooseTheSolo => "tas bort: välj solot och den som spelar det.",
        Text::Gask => "gask",
        Text::GetTheTables => "Hämta borden",
        Text::GiveCsvDIROrHtmlEVENINGOut => "ge --csv MAPP eller --html KVÄLL --out FIL",
        Text::GoTo => "går till",
        Text::GokPenalty => "Gökstraff",
        Text::GokPenaltyLower => "Gökstraff",
        Text::GokWhenBothPassersLackedLowGuards => "Gök: när båda passarna saknade låga skydd",
        Text::Hand => "Giv {}",
        Text::HandATablesEveningFileInFrom => {
            "Lämna in ett bords kvällsfil (från ett USB-minne eller ett mejl): den kopieras in i klubbkvällens mapp som bordet som sattes med dess spelare"
        }
        Text::HandBeingEnteredWaitsItComesBack => {
            "Giv {} som skrevs in väntar: den kommer tillbaka när rättelsen är klar."
        }
        Text::HandDealsInsteadOf => "giv {}: {} ger i stället för {}",
        Text::HandInChips => "Giv {} i marker",
        Text::HandLower => "Giv",
        Text::HandSvGiv => "giv",
        Text::HandedIn => "Inlämnad: {}\n",
        Text::HandedInAgainNewer => "Inlämnad igen, nyare: {}\n",
        Text::HandedInAlready => "Redan inlämnad: {}\n",
        Text::Hands => "Givar",
        Text::HandsCsvOneRowPerHandWith => {
            "hands.csv (en rad per giv, med alla fält och betalningarna) och results.csv (en rad per spelare och kväll) för kvällarna i urvalet"
        }
        Text::HandsDeclared => "Givar budade",
        Text::HandsLower => "givar",
        Text::HandsPlayed => "givar spelade",
        Text::HandsPlayedLower => "Givar spelade",
        Text::HowDrawStandingLeadersTogetherOrFresh => {
            "Hur: `draw` (lottning), `standing` (ledarna tillsammans) eller `fresh` (så få spelare som möts igen som antalet tillåter)"
        }
        Text::ID => "ID",
        Text::Import => "Importera",
        Text::ImportAndExport => "Import och export",
        Text::ImportEveningFilesFromAnotherMachineMerged => {
            "Importera kvällsfiler från en annan dator (slås ihop efter id)"
        }
        Text::ImportEvenings => "Importera kvällar",
        Text::ImportIntoTheArchive => "Importera till arkivet",
        Text::ImportIntoTheArchiveNewAlreadyThere => {
            "Import till arkivet: {} nya, {} fanns redan, {} i konflikt, {} gick inte."
        }
        Text::ImportItIntoTheArchiveACopy => {
            "Importera den till arkivet: en kopia sparas bland klubbens avslutade kvällar och visas; filen lämnas orörd. Fortsätt den där den ligger: spela vidare, och varje ändring sparas i den filen."
        }
        Text::ImportedIntoTheArchiveAs => "Importerad till arkivet som",
        Text::Impossible => "Går inte: {}",
        Text::InChips => "Med marker:",
        Text::InColour => " i färg",
        Text::InColourLower => "i färg",
        Text::InPreference => " i högsta",
        Text::InPreferenceLower => "i högsta färg",
        Text::InSeatOrderClockwiseWithFourThe => {
            "I sittordning medurs. Med fyra sitter givarens högra granne över varje giv."
        }
        Text::InTheFolder => "{}: {} i mappen",
        Text::InThePullaAsBetar => "I pullan, som betar:",
        Text::InTurn => "i tur",
        Text::InvalidUTF8WasDetectedInOne => "ett argument är inte giltig UTF-8",
        Text::InvalidValueFor => "ogiltigt värde '{}' för '{}'",
        Text::IsAlreadyThereWithOtherContentIn => "finns redan med annat innehåll i",
        Text::IsAnotherEveningInTheNightsFolder => {
            "{} är redan en annan kväll i klubbkvällens mapp; den lämnas som den är"
        }
        Text::IsDividedEquallyAmong => "delas lika på",
        Text::IsGivenTwice => "{} är med två gånger",
        Text::IsNotAFolder => "är ingen mapp",
        Text::IsThereAlreadyItIsLeftAs => "{} finns redan; den lämnas som den är",
        Text::ItStoppedUnexpectedlyNothingWasRemovedFrom => {
            "den avbröts oväntat. Inget togs bort ur den gamla mappen."
        }
        Text::JoinAClubNight => "Gå med i en klubbkväll",
        Text::KOmkop => "k omköp",
        Text::KeepAtLeast => "håll minst …",
        Text::KeepTheDealersOfTheLaterHands => "Behåll givarna i de följande givarna",
        Text::KeepTheScreenOnWhileAnEvening => "Håll skärmen tänd medan en kväll är öppen.",
        Text::KeptOnceAlreadyInTheArchiveAs => "fanns     {}: redan i arkivet som {} ({})\n",
        Text::Key => "tangent",
        Text::LANG => "SPRÅK",
        Text::LLagd => "l = lagd",
        Text::LanguageOfContractAndTableNamesAnd => {
            "Språket för kontrakts- och tabellnamn och för CSV-exporten (`sv`: för svenska kalkylprogram; `ja`: protokollet på japanska, belopp i poäng) (kommandoradens standard: en; appen följer systemets språk eller det sparade valet)"
        }
        Text::LargeTextProjector => "Stor text (projektor)",
        Text::LargerCtrl => "Större (Ctrl +)",
        Text::LastSeen => "senast sedd",
        Text::LastYear => "I fjol",
        Text::Leads => "leder:",
        Text::Left => "kvar",
        Text::Level => "Nivå",
        Text::Light => "☀ Ljust",
        Text::ListTheEveningsDateClubPlayersTable => {
            "Lista kvällarna: datum, klubb, spelare, tabell, givar, vinnare, förlorare; sedan filerna som inte är giltiga kvällar, och konflikter"
        }
        Text::ListTheKnownTablesBuiltInAnd => {
            "Lista de kända tabellerna (inbyggda och klubbens egna)"
        }
        Text::Live => "direkt",
        Text::Loser => "Störst förlust",
        Text::Lost => "Bet",
        Text::LostSvForlorade => "Förlorade",
        Text::LostSvForlorat => "Förlorat",
        Text::MISSINGNotHandedInPutTheFile => {
            "  {}: SAKNAS, inte inlämnad (lägg filen i kvällens mapp och stäng igen)\n"
        }
        Text::MakeANightFileWithItsFirst => {
            "Gör en fil för klubbkvällen med dess första sittning lottad: de närvarande spelarna i bord om 3, 4 eller 5, placerade genom en lottning vars frö skrivs ut"
        }
        Text::Message => "Meddelande",
        Text::Middlehand => "mellanhand",
        Text::Misar => "Misär",
        Text::MisarWith1 => "{} / misär",
        Text::MisarWith2 => "{} / misär, {}",
        Text::Missing => "; {} saknas.\n",
        Text::Money => "Pengar",
        Text::MoneyAsItStandsAllResultsAre => {
            "Pengar just nu: alla resultat avrundas tillsammans till hela ören så att summan blir noll, så samma resultat kan bli ett öre mer eller mindre när de andras ändras. Slutbeloppen står i betdelningen."
        }
        Text::MoneyKr => "Pengar",
        Text::MoneyLower => "pengar",
        Text::MoneyOre => "Öre",
        Text::More => "till",
        Text::MoveDown => "Flytta ner",
        Text::MoveTheRotation => "Flytta rotationen",
        Text::MoveUp => "Flytta upp",
        Text::N1Bet => "1 bet =",
        Text::N1Bet1PinnePointsJackpotAt => "1 bet = {}; 1 pinne = {} poäng; jackpott vid bas {}",
        Text::N1Evening => "1 kväll\n",
        Text::N1FileIsNotAValidEvening => "\n1 fil är inte en giltig kväll (lämnas som den är):\n",
        Text::N1Of1FileWasNotImported => "filen importerades inte (se ovan)",
        Text::N1OfFilesWasNotImportedSee => "1 av {} filer importerades inte (se ovan)",
        Text::NAME => "NAMN",
        Text::NeedsValuesButGot => "'{}' behöver {} värden men fick {}",
        Text::NeitherPays => "ingen betalar",
        Text::Net => "Netto",
        Text::NetHand => "Netto/giv",
        Text::NetPerHand => "Netto per giv",
        Text::NetResult => "nettoresultat",
        Text::NewClubNightHost => "Ny klubbkväll (värd)",
        Text::NewEvening => "+ Ny kväll",
        Text::NewEveningInTheArchive => "ny kväll i arkivet:",
        Text::NewEveningSvNyKvall => "Ny kväll",
        Text::NewFolder => "Ny mapp",
        Text::NextSitting => "Ny sittning",
        Text::NextStep => "Nästa steg →",
        Text::No => "Nej",
        Text::NoAgreement => "ingen överenskommelse",
        Text::NoBetarLeft => "inga betar kvar",
        Text::NoBidAtOrBelowTheContracts => "Inget bud på eller under kontraktets nivå passar.",
        Text::NoClosedEveningsYet => "Inga avslutade kvällar än.",
        Text::NoClubNightsIn => "Inga klubbkvällar i {}\n",
        Text::NoClubNightsInTheArchiveYet => {
            "Inga klubbkvällar i arkivet än. En klubbkväll kommer hit när den stängs (vira night close)."
        }
        Text::NoConnection => "ingen kontakt: {}",
        Text::NoContractMatches => "Inget kontrakt passar",
        Text::NoEveningInGiveAnIdA => {
            "ingen kväll `{}` i {} (ge ett id, ett filnamn i arkivet eller en kvällsfil)"
        }
        Text::NoEveningInProgress => "Ingen kväll pågår.",
        Text::NoEveningsInTheFilter => "Inga kvällar i urvalet.",
        Text::NoFileDialogAnsweredTypeThePath => "Ingen filväljare svarade: skriv sökvägen",
        Text::NoFileMatchesThePattern => "{}: ingen fil passar mönstret",
        Text::NoHandsYet => "Inga givar än.",
        Text::NoMoney => "utan pengar",
        Text::NoRank => "ingen färg",
        Text::NoSecondLastBid => "Inget näst sista bud",
        Text::NoSuchFolderTheTableFolderFrom => {
            "{}: mappen finns inte (tabellmappen, från --table-dir eller VIRA_TABLE_DIR)"
        }
        Text::NoTableOfTheNightWasSeated => "inget bord i kvällen sattes med filens spelare ({})",
        Text::NoTricks => "inga stick",
        Text::NoVariants => "inga varianter",
        Text::NobodyPaysAnybody => "Ingen behöver betala någon.",
        Text::NobodyPaysAnybodyLine => "Ingen betalar någon.\n",
        Text::NobodyPaysAnybodySvIngenBetalarNagon => "Ingen betalar någon.",
        Text::None => "Inga.",
        Text::NoneLower => "inget",
        Text::NotADateWriteYYYYMMDD => {
            "Inget datum: skriv ÅÅÅÅ-MM-DD (gäller inte förrän det är rätt)"
        }
        Text::NotAFileNameInTheNights => "{}: inte ett filnamn i kvällens mapp; lästes inte",
        Text::NotCounted => "räknas inte",
        Text::NotEveryoneSatForehandEquallyOften => {
            "Alla har inte suttit förhand lika många gånger:"
        }
        Text::NotFollowingTheNightTheNetworkIs => {
            "Följer inte klubbkvällen: nätverket är borta. Sidan försöker igen; ställningen ovan kan vara gammal."
        }
        Text::NotFollowingTheTableTheShowingWas => {
            "Följer inte bordet: visningen är stoppad eller nätverket borta. Sidan försöker igen; ställningen ovan kan vara gammal."
        }
        Text::NotHandedInYetTheFileIs => "{}: inte inlämnad än (filen finns inte i kvällens mapp)",
        Text::NotOnlyTheNight => "Inte bara klubbkvällen",
        Text::NotSaved => "Inte sparad:",
        Text::NotTheAddressOfAFileOn => "{}: ingen adress till en fil på den här datorn",
        Text::Note => "Anteckning:",
        Text::NoteLower => "Anteckning",
        Text::NoteSvAnteckning => "anteckning",
        Text::Nothing => "inget",
        Text::Now => "Nu:",
        Text::OPTIONS => "[FLAGGOR]",
        Text::Objective => "Mål",
        Text::OddPinnarGoTo => "Udda pinnar till",
        Text::OddPointsGoTo => "Udda poäng till",
        Text::OddTo => " {} udda till {}.",
        Text::OddToWith2 => ", {} udda till {}",
        Text::Of => "av",
        Text::OfFilesWereNotImportedSeeAbove => "{} av {} filer importerades inte (se ovan)",
        Text::OfTablesFirst => "{}  {}  {}  {} av {} bord  först: {}",
        Text::OkContractsVariants => "{}: ok: {}, {} kontrakt, {} varianter\n",
        Text::Omkop => "Omköp",
        Text::OmkopFirstExchangesTrump => "Omköp, första köpets trumf:",
        Text::OmkopFrom => "omköp från",
        Text::OmkopLower => "Omköp från",
        Text::OmkopWonLostCodille => "Omköp (hem/bet/kodilj)",
        Text::OnDragOrScrollInTheChart => {
            "På: dra eller rulla i diagrammet för att flytta det, Ctrl och hjulet zoomar. Av: hjulet rullar sidan."
        }
        Text::OneMoreRebuy => "Ett omköp till",
        Text::OneRebuyFewer => "Ett omköp färre",
        Text::Only => "bara",
        Text::OnlyEveningsOfThisClub => "Bara kvällar i den här klubben",
        Text::OnlyEveningsOnOrAfterThisDay => {
            "Bara kvällar den här dagen eller senare (ÅÅÅÅ-MM-DD)"
        }
        Text::OnlyEveningsOnOrBeforeThisDay => {
            "Bara kvällar den här dagen eller tidigare (ÅÅÅÅ-MM-DD)"
        }
        Text::OnlyEveningsOnThisBidTableId => "Bara kvällar med den här budtabellen (id)",
        Text::OnlyEveningsWithThisPlayerRepeatFor => {
            "Bara kvällar med den här spelaren (upprepa för flera: alla måste ha spelat; för statistik: spelarna som visas)"
        }
        Text::OnlyHidesTheWindow => "(✕ döljer bara adressen)",
        Text::OnlyTheEveningsOfThisClubNight => {
            "Bara kvällarna i den här klubbkvällen (dess fil i arkivet, som `vira night close` skrev den)"
        }
        Text::OnlyThisMachineReachesThePageBind => {
            "Bara den här datorn når sidan (--bind 0.0.0.0 för telefonerna i nätverket). Ctrl-C stänger."
        }
        Text::Open => "Öppna",
        Text::OpenCards => "{}, öppen ({} kort)",
        Text::OpenLower => "öppen",
        Text::OpenTheAppTheSameAsNo => "Öppna appen (samma som utan kommando)",
        Text::OpenTheFolder => "Öppna mappen",
        Text::OpeningAla => "Åla vid start",
        Text::Options => "Flaggor:",
        Text::Or => "eller",
        Text::OrAsMisarCards => "{}, eller {} som misär ({} kort)",
        Text::Outcome => "Utfall",
        Text::Overtricks => "Övertrick",
        Text::Owes => "skyldig",
        Text::PLAYERS => "SPELARE",
        Text::PORT => "PORT",
        Text::PRACTICE => "ÖVNING",
        Text::Paper => "papper",
        Text::PassedWithoutLowGuards => "Passade utan låga skydd",
        Text::Passers => "passare",
        Text::Passing => "Passning",
        Text::Payments => "Betalningar",
        Text::Pays => "betalar",
        Text::PaysWith3 => "{} betalar {} {}",
        Text::PaysWith3Line => "{} betalar {} {}\n",
        Text::PerEvening => "Per kväll",
        Text::PerTrumpRank => "per trumfrang",
        Text::Period => "Period",
        Text::PhonesOnTheSameNetworkOpen => "Telefonerna i samma nätverk öppnar:",
        Text::Pinnar => "pinnar",
        Text::PinnarCommonSecondPref => "Pinnar ofärg/färg/högsta",
        Text::PinnarPerBet => "En bet",
        Text::PinnarRank => "Betalas efter trumf",
        Text::PlacePoints3210 => "placeringspoäng 3/2/1/0",
        Text::PlacePointsATableEqualPointsAre => {
            "placeringspoäng {} per bord; lika poäng skiljs av nettoresultatet, lika resultat vid ett bord delar den bättre placeringen"
        }
        Text::Plain => "utan",
        Text::PlayTheLastRound => "Spela sista varvet",
        Text::Played => "Spelade",
        Text::Player => "Spelare",
        Text::PlayerLower => "Spelare",
        Text::Players => "Spelare",
        Text::PlayersAreNotEnoughForATable => "{} spelare räcker inte till ett bord (minst 3)",
        Text::PlayersLower => "Spelare",
        Text::PlayersSvSpelare => "spelare",
        Text::PlayersView => "Spelarvy",
        Text::Point => " · {} poäng",
        Text::Points => " · {} poäng",
        Text::PointsAt => "{} poäng vid {}",
        Text::PointsLower => "poäng",
        Text::PointsSvPoang => "Poäng",
        Text::PossibleValues => "Möjliga värden:",
        Text::PossibleValuesColon => "[möjliga värden: ",
        Text::PossibleValuesWith1 => "[möjliga värden: {}]",
        Text::Postings => "Posteringar",
        Text::Practice => " (övning)",
        Text::PracticeEveningPlayOnAsYouLike => {
            "Övningskväll: spela på som du vill; den räknas aldrig i arkivets statistik."
        }
        Text::PracticeWith1 => "{} (övning)",
        Text::PreferenceSuit => "Högsta färg:",
        Text::PreferenceSuitLower => "Preferensfärg",
        Text::Previous => "← Föregående",
        Text::PriceOfABet => "Pris per bet:",
        Text::PricePerBet => "Pris per bet",
        Text::Print => "Skriv ut",
        Text::PrintHelp => "Visa hjälpen",
        Text::PrintHelpForTheSubcommandS => "Visa hjälpen för kommandona",
        Text::PrintHelpSeeASummaryWithH => "Visa hjälpen (en sammanfattning med '-h')",
        Text::PrintHelpSeeMoreWithHelp => "Visa hjälpen (mer med '--help')",
        Text::PrintJSON => "Skriv JSON",
        Text::PrintJSONInsteadOfTheProtocol => "Skriv JSON i stället för protokollet",
        Text::PrintJSONTheStandingEachTableAnd => {
            "Skriv JSON (ställningen, varje bord och problemen i ord)"
        }
        Text::PrintJSONWithTheChartSeries => "Skriv JSON (med diagrammens serier)",
        Text::PrintSvSkrivUt => "Skriv ut …",
        Text::PrintTheSeating => "Skriv ut placeringen …",
        Text::PrintThisMessageOrTheHelpOf => {
            "Visa den här hjälpen eller hjälpen för de angivna kommandona"
        }
        Text::PrintVersion => "Visa versionen",
        Text::PrintoutsPrintAreSavedInTheFolder => {
            "Utskrifter (Skriv ut) sparas i mappen som senast exporterades till."
        }
        Text::Problems => "Problem",
        Text::Protocol => "Protokoll",
        Text::ProtocolChartAndBetdelningReadOnly => {
            "Protokoll, diagram och betdelning (bara läsning)"
        }
        Text::Pulla => "Pulla",
        Text::PullaDividedByEach => "Pullan {} delad på {}: {} var.",
        Text::PullaLower => "Pullan",
        Text::PullaSvPullan => "pullan",
        Text::QRCode => "QR-kod",
        Text::REFUSED => "  {}: VÄGRAD: {}\n",
        Text::RULE => "REGEL",
        Text::ReadTheFolderAgainForExampleWhen => {
            "Läs mappen igen (till exempel när synken har lagt till kvällar)"
        }
        Text::ReadingTheArchive => "Läser arkivet…",
        Text::ReadingTheArchiveStoppedUnexpectedly => "läsningen av arkivet avbröts oväntat",
        Text::ReadingTheTables => "Läser borden …",
        Text::Rebuy => "+ omköp",
        Text::RebuySvOmkop => "− omköp",
        Text::Rebuys => "Omköp (antal)",
        Text::RebuysPaid => "Omköp (betalda):",
        Text::RecordEnter => "Registrera (Enter)",
        Text::Redo => "Gör om",
        Text::RedoSvGorOm => "↷ Gör om",
        Text::Redone => "Gjort om:",
        Text::RefillEveryonePutsInThePulla => "påfyllning: alla lägger {} i pullan",
        Text::RefillingThePulla => "Påfyllning av pullan",
        Text::Refused => "vägrad    {}: {}\n",
        Text::Reload => "⟳ Läs om",
        Text::ReopenTheClosedEveningForACorrection => {
            "Öppna den avslutade kvällen för rättelse: den är pågående tills den avslutas igen"
        }
        Text::ReplacesTheBuiltInTable => "{} (ersätter den inbyggda tabellen)",
        Text::RequiresASubcommandButOneWasNot => "'{}' behöver ett kommando",
        Text::ResetTheView => "Återställ vyn",
        Text::Result => "Resultat",
        Text::ResultLower => "Stick",
        Text::ResultOverTheEvenings => "Resultat över kvällarna",
        Text::ResultSvResultat => "resultat",
        Text::Results => "Resultat",
        Text::ResultsAfterTheBetdelning => "Resultat efter betdelningen",
        Text::Resume => "Fortsätt",
        Text::RoundDealOf => "Varv {}, giv {} av {}",
        Text::RoundsAnd => "varv och",
        Text::Rule => "Regel:",
        Text::RuleWith1Line => "Regel: {}\n\n",
        Text::SEED => "FRÖ",
        Text::SORT => "KOLUMN",
        Text::Save => "Spara",
        Text::SaveTheCorrectionEnter => "Spara rättelsen (Enter)",
        Text::SaveThePrice => "Spara priset",
        Text::ScanTheCodeWithThePhonesCamera => {
            "Skanna koden med telefonens kamera, eller skriv adressen:"
        }
        Text::ScreenOn => "Skärm på",
        Text::SeaLevel => "~~~ havsytan ~~~",
        Text::Seat => "Plats {}",
        Text::SeatAgain => "Placera om",
        Text::SeatLower => "Plats",
        Text::SeatLowerWith1 => "plats {}",
        Text::SeatPlayers => "Placera {} spelare",
        Text::SeatTheLastSittingAgainInsteadOf => {
            "Placera den senaste sittningen igen i stället för att lägga till en (innan den börjar: vägras när ett av dess bord har sin kväll)"
        }
        Text::SeatTheNightsNextSittingAndAdd => {
            "Placera klubbkvällens nästa sittning och lägg den i klubbkvällens fil"
        }
        Text::Seating => "placering",
        Text::SecondLast => "Näst sista budets id",
        Text::SecondLastBidAboveSeaLevel => "Näst sista bud (över havsytan)",
        Text::SecondLastName => "Näst sista bud",
        Text::SemicolonsBetweenTheFieldsForSpreadsheetsSet => {
            "Semikolon mellan fälten (för kalkylark på svenska)"
        }
        Text::SeparateTheCSVFieldsWithWhateverThe => {
            "Skilj CSV-fälten åt med `;` oavsett språk (`--lang sv` gör det redan)"
        }
        Text::ServeThePlayersViewOfAnEvening => {
            "Visa spelarnas vy av en kvällsfil som en webbsida (för telefoner eller en projektor), som följer filen när den ändras. Bara läsning; adressen innehåller en slumpad nyckel. Ctrl-C stänger"
        }
        Text::SetAPrice => "Sätt ett pris",
        Text::SettleAnEveningFileTheProtocolThe => {
            "Gör upp en kvällsfil: protokollet, betdelningen och vem som betalar vem"
        }
        Text::Sexmastare => "sexmastare",
        Text::ShareWonPerContractInBidTable => "Andel vunna per kontrakt, i budtabellens ordning",
        Text::Shift => "Skift",
        Text::ShowATableAsThePrintedCard => "Visa en tabell som det tryckta kortet",
        Text::ShowAll => "Visa allt",
        Text::ShowEveryContract => "Visa alla kontrakt",
        Text::ShowOnPhones => "Visa på telefoner",
        Text::ShowTheNightsStandingSeatingAndTables => {
            "Visa kvällens ställning, placering och bord"
        }
        Text::ShownNowClickForTheAddressAnd => {
            "visas nu; klicka för adressen och QR-koden. Sluta visa gör knappen i fönstret."
        }
        Text::ShowsBetarAndPinnarAsPoints1 => {
            "Visar betar och pinnar som poäng: 1 pinne = 1 poäng. Bara orden ändras, aldrig kvällens bok."
        }
        Text::SitForehand => "sitter i förhand",
        Text::SitsOut => "sitter över",
        Text::Sitting => "Sittning {}",
        Text::SittingHasStartedTableHasItsEvening => {
            "sittning {} har börjat: bord {} har sin kväll ({}); den placeras inte om"
        }
        Text::SittingIsSeatedPairsWhoHaveMet => "Sittning {} är placerad ({} par som redan mötts).",
        Text::SittingOut => "Sitter över",
        Text::SittingSeedPairsWhoHaveMetBefore => {
            "Sittning {} ({}, frö {}; {} par som redan mötts)\n"
        }
        Text::SittingSitsAtTwoTables => "sittning {}: {} sitter vid två bord",
        Text::SittingTable => "  sittning {}, bord {} ({}): {}\n",
        Text::SittingTableIsFollowedOnTheNetwork => "Sittning {}, bord {} följs i nätverket.",
        Text::SittingTableIsNoLongerFollowed => "Sittning {}, bord {} följs inte längre.",
        Text::SittingTableLowerWith3 => "sittning {}, bord {} ({})",
        Text::SittingTableLowerWith4 => "sittning {}, bord {} ({}): {}",
        Text::SittingTableWith2 => "Sittning {}, bord {}",
        Text::SittingsTables => "{} sittningar, {} bord",
        Text::SmallerCtrl => "Mindre (Ctrl −)",
        Text::SoThatEveryoneSitsForehandOnceMore => {
            "Så att alla sitter förhand en gång till; den sista given är borup."
        }
        Text::Solo => "solo",
        Text::SortByTheColumn => "sortera efter kolumnen",
        Text::SortByThisColumn => "Sortera efter den här kolumnen",
        Text::SortDescending => "Sortera fallande",
        Text::Stage => "Steg {}: {}",
        Text::Standing => "Ställning",
        Text::Start => "⌂ Start",
        Text::StartAForcedRound => "Starta tvångsrunda",
        Text::StartTheEvening => "Starta kvällen",
        Text::Statistics => "Statistik",
        Text::StatisticsColon => "Statistik:",
        Text::StatisticsPerPlayerAndPerContract => "Statistik per spelare och per kontrakt",
        Text::Stock => "Köp",
        Text::StopFollowing => "Sluta följa",
        Text::StopShowing => "Sluta visa",
        Text::Surr => "Lagda",
        Text::SurrSvLagt => "Lagt",
        Text::SurrenderRebuy => "Läggs / omköp",
        Text::Surrendered => "Lagda",
        Text::SurrenderedLagd => "Lagd",
        Text::SurrenderedSvLagt => "Lagt",
        Text::SvenskaEnglish => "Svenska / English",
        Text::TABLE => "BORD",
        Text::THEPULLA => "PULLAN",
        Text::Table => "  Bord {}: {} ({})\n",
        Text::TableIdFileNameWithoutRon => "Tabellens id (filnamnet utan `.ron`)",
        Text::TableIsFollowedAt => "Bord {} ({}) följs på {}\n",
        Text::TableIsNoLongerFollowed => "Bord {} ({}) följs inte längre\n",
        Text::TableLower => "Budtabell",
        Text::TableSvBord => "Bord",
        Text::TableSvBudtabell => "Budtabell",
        Text::TableWith1 => "Bord {}",
        Text::TableWith1SvBord => "{} bord",
        Text::TableWith2 => "Bord {}: {}",
        Text::Tables => "Bord",
        Text::TablesOf34Or5The => "Bord om 3, 4 eller 5, platserna lottade; kvällen öppnas",
        Text::TablesWith1 => "{} bord",
        Text::TakeTheTakeAwayBack => "Ångra borttagningen",
        Text::TakenAwayByASolo => "Tas bort av ett solo",
        Text::ThatNameIsAlreadyAtTheTable => "Namnet finns redan vid bordet.",
        Text::TheAddressIsNotATablesAddress => {
            "adressen {} är inte ett bords adress (http://ADRESS:PORT/NYCKEL/)"
        }
        Text::TheAddressToListenOn1270 => {
            "Adressen att lyssna på: `127.0.0.1` (bara den här datorn, standard) eller `0.0.0.0` (alla telefoner i det lokala nätverket)"
        }
        Text::TheAlaInChips => "Ålan i marker",
        Text::TheAnswerIsNotAnEvening => "svaret är inte en kväll ({})",
        Text::TheAppSaysWhichChipsMakeEach => {
            "Appen säger vilka marker varje betalning görs med: skålarna, pullan, sexmastare och slutsammanräkningen."
        }
        Text::TheArchive => "Arkivet",
        Text::TheArchiveCanLiveInASynced => {
            "Arkivet kan ligga i en synkad mapp (Syncthing, Nextcloud, Dropbox, en nätverksdisk) så att klubbens datorer delar det. Varje kväll är en egen fil och inget annat skrivs i mappen, så två datorer som lägger till kvällar samtidigt förlorar ingen. Indexet som gör listan snabb ligger i den här datorns cachemapp och byggs om från filerna när det behövs."
        }
        Text::TheArchiveFolderDefaultTheApps => "Arkivmappen (standard: appens)",
        Text::TheArchiveFolderDefaultTheAppsThe => {
            "Arkivets mapp (standard: appens: mappen som valts i appen, sparad i datamappens `settings.ron`, annars `archive/` i datamappen: `--data-dir` eller plattformens `…/vira`)"
        }
        Text::TheArchiveHas => "Arkivet har",
        Text::TheArchiveIsEmptyClosedEveningsCome => {
            "Arkivet är tomt. Avslutade kvällar hamnar här; kvällar från andra datorer kan importeras (dra filerna till fönstret)."
        }
        Text::TheArchiveIsNowIn => "Arkivet ligger nu i",
        Text::TheArchiveThePlayersViewThePhones => {
            "Arkivet, spelarvyn, telefonerna, utskriften, förstoringen och språket"
        }
        Text::TheArchivesFolder => "Arkivets mapp",
        Text::TheArchivesFolderCannotBeRead => "Arkivets mapp kan inte läsas:",
        Text::TheArchivesIndexWasDamagedWhatWas => {
            "Arkivets index var skadat; det skadade har lästs om från filerna."
        }
        Text::TheArchivesStatisticsOfTheNightsTables => "Arkivets statistik för kvällens bord",
        Text::TheArgumentCannotBeUsedMultipleTimes => "'{}' kan bara ges en gång",
        Text::TheArgumentCannotBeUsedWith => "'{}' kan inte ges tillsammans med '{}'",
        Text::TheArgumentCannotBeUsedWithOne => {
            "'{}' kan inte ges tillsammans med de andra argumenten"
        }
        Text::TheArgumentsCannotBeRead => "argumenten kan inte läsas",
        Text::TheBiggestLoser => "(största förloraren)",
        Text::TheBiggestLoserLower => "största förloraren",
        Text::TheChangeWasRefused => "Ändringen gick inte att göra:",
        Text::TheClearing => "↶ rensningen",
        Text::TheClosedEveningsStatisticsImportAndExport => {
            "De avslutade kvällarna, statistik, import och export"
        }
        Text::TheClosingForcedRound => "avslutande tvångsrunda",
        Text::TheClub => "Klubben",
        Text::TheClubArchiveListStatsExportImport => {
            "Klubbens arkiv: lista, statistik, export, import"
        }
        Text::TheClubsBidTablesCannotBeRead => "klubbens budtabeller kan inte läsas: {}",
        Text::TheClubsFile => "Klubbens fil:",
        Text::TheContracts => "Kontrakten",
        Text::TheCurriculumStageByStage => "Viraskolan, steg för steg",
        Text::TheDealersOfTheLaterHands => "Givarna i de följande givarna",
        Text::TheDealersRotateOnFromTheChanged => {
            "Givarna roterar vidare från den ändrade given. Välj hur de följande givarna ska ha det:"
        }
        Text::TheDefaultFolder => "Standardmappen",
        Text::TheDrawsSeedDefaultFromTheClock => {
            "Lottningens frö (standard: från klockan; skrivs ut i båda fallen)"
        }
        Text::TheEveningCannotBeOpenedForWriting => "Kvällen kan inte öppnas för att skriva:",
        Text::TheEveningFileRON => "Kvällsfilen (RON)",
        Text::TheEveningFiles => "Kvällsfilerna",
        Text::TheEveningIsAlreadyOpenInAnother => {
            "Kvällen är redan öppen i ett annat vira-fönster."
        }
        Text::TheEveningIsClosedAndKeptIn => "Kvällen är avslutad och ligger i arkivet.",
        Text::TheEveningIsClosedReopenItFor => "Kvällen är avslutad. Öppna den för rättelse först.",
        Text::TheEveningIsComplete => "kvällen är klar",
        Text::TheEveningIsNoPracticeEveningAnd => {
            "Kvällen är ingen övningskväll och togs inte bort."
        }
        Text::TheEveningIsOutsideVirasFolder => "Kvällen ligger utanför vira:s mapp",
        Text::TheEveningMovesToTheArchiveIt => {
            "Kvällen flyttas till arkivet. Den kan öppnas igen för rättelse."
        }
        Text::TheEveningWasAlreadyInTheArchive => {
            "Kvällen fanns redan i arkivet (sparas en gång), som"
        }
        Text::TheEveningsAreBeingCopiedTo => "Kvällarna kopieras nu till",
        Text::TheEveningsFileCannotBeReadJust => {
            "Kvällens fil går inte att läsa just nu. Sidan visar kvällen igen så snart den går att läsa; varför står där vira serve körs."
        }
        Text::TheEveningsLength => "Kvällens längd",
        Text::TheFileCanBeReadAgainThe => "Filen går att läsa igen; telefonerna visar kvällen.",
        Text::TheFileCannotBeOpened => "Filen kan inte öppnas:",
        Text::TheFileIsDeletedAndCannotBe => {
            "Filen tas bort och kan inte tas tillbaka. Ett nytt exempel kan alltid startas från startsidan när ingen kväll finns."
        }
        Text::TheFileWasPlayedByButThe => {
            "{}: filen spelades av {}, men kvällen satte {} där; räknas inte"
        }
        Text::TheFilesAreLeftUntouched => "(filerna lämnas orörda)",
        Text::TheFinalReckoning => "Slutsammanräkning",
        Text::TheFinalReckoningInChips => "Slutsammanräkning i marker",
        Text::TheFolderCanBeChangedAgainOnce => "; mappen kan bytas igen när det är klart.",
        Text::TheFolderHasNoEveningFilesRon => "{}: mappen har inga kvällsfiler (*.ron)",
        Text::TheFolderWasNotChangedCopyingFailed => {
            "Mappen byttes inte; kopieringen misslyckades:"
        }
        Text::TheFollowingRequiredArgumentsWereNotProvided => "de här argumenten saknas:",
        Text::TheForced => "Tvångsspelet",
        Text::TheHTMLFileToWrite => "HTML-filen att skriva",
        Text::TheHandBeingEntered => "(handen som skrivs in)",
        Text::TheHandBeingEnteredWhenTheWindow => {
            "Handen som skrevs in när fönstret stängdes kan inte läsas:"
        }
        Text::TheHandClearedCtrlZBringsIt => "Handen rensad. Ctrl+Z tar tillbaka den.",
        Text::TheHandIsNotComplete => "Given är inte färdig.",
        Text::TheLastHand => "Senaste given",
        Text::TheLastRound => "sista varvet",
        Text::TheLastSittingSeatedAgainBeforeIt => {
            "Den senaste sittningen placeras om, innan den har börjat"
        }
        Text::TheListShowsEveningsAtWhichAll => "Listan visar kvällar där alla valda satt med.",
        Text::TheLosersBuyTheirChipsBack => "Förlorarna köper tillbaka sina marker",
        Text::TheNetResultOverEveryTable => "nettoresultatet över alla bord",
        Text::TheNewestSittingsTablesAndPlayersLarge => {
            "Den senaste sittningens bord och spelare, stort, på en A4-sida att sätta upp"
        }
        Text::TheNextDealIsBorupTheLast => "nästa giv är borup, den sista",
        Text::TheNightFile => "Klubbkvällens fil",
        Text::TheNightFileNAMENight => "Klubbkvällens fil (`NAMN.night`)",
        Text::TheNightFileToMakeNAMENight => {
            "Klubbkvällens fil att göra (`NAMN.night`); en som redan finns lämnas"
        }
        Text::TheNightHasNoSittingToSeat => "kvällen har ingen sittning att placera om",
        Text::TheNightHasNoTableGiveSitting => {
            "kvällen har inget bord {} (ge sittning.bord, till exempel 1.2)"
        }
        Text::TheNightHasNoTablesYet => "Kvällen har inga bord än.",
        Text::TheNightIsArchivedAsOfTables => "Klubbkvällen är arkiverad som {}: {} av {} bord",
        Text::TheNightIsNotReadYetNothing => "Klubbkvällen är inte läst än; inget att skriva ut",
        Text::TheNightIsSavedAs => "Klubbkvällen är sparad som",
        Text::TheNightIsSavedIn => "Klubbkvällen är sparad i",
        Text::TheNightsDateYYYYMMDD => "Kvällens datum (ÅÅÅÅ-MM-DD)",
        Text::TheNightsFileCannotBeReadJust => {
            "Klubbkvällens fil går inte att läsa just nu. Sidan visar ställningen igen så snart den går att läsa; varför står där vira serve körs."
        }
        Text::TheNightsInTheArchiveDateClub => {
            "Klubbkvällarna i arkivet: datum, klubb, inlämnade bord, ledaren"
        }
        Text::TheNightsStatistics => "Kvällens statistik",
        Text::TheOthers => "de andra",
        Text::ThePatternCannotBeReadAtCharacter => "{}: mönstret går inte att läsa vid tecken {}",
        Text::ThePatternGives => "{}: mönstret ger {}",
        Text::ThePlayers => "Spelarna",
        Text::ThePlayersInSeatOrder => "Spelarna i sittordning",
        Text::ThePlayersPresentNowDefaultThoseOf => {
            "De närvarande spelarna nu (standard: den senaste sittningens), åtskilda med komma: en som kommer sent läggs till, en som gått utelämnas"
        }
        Text::ThePlayersPresentSeparatedByCommas => "De närvarande spelarna, åtskilda med komma",
        Text::ThePlayersPresentSeparatedByCommasOr => {
            "De närvarande spelarna, åtskilda med komma eller en per rad:"
        }
        Text::ThePlayersViewAsAWebPage => {
            "spelarvyn som webbsida i det lokala nätverket; spelarna skannar QR-koden med telefonen. Bara läsning; adressen har en slumpad nyckel."
        }
        Text::ThePlayersViewCannotBeShownOn => "Spelarvyn kan inte visas på telefoner:",
        Text::ThePlayersViewOverTheWholeWindow => {
            "Spelarvyn över hela fönstret, att vända mot bordet (F11; Esc tillbaka)."
        }
        Text::ThePortDefaultAnyFreePortThe => {
            "Porten (standard: en ledig port; adressen skrivs ut)"
        }
        Text::ThePracticeEveningIsDeleted => "Övningskvällen är borttagen.",
        Text::TheProtocol => "Protokollet",
        Text::TheProtocolAsHTMLForA4In => "Protokollet som HTML för A4, i webbläsaren",
        Text::TheProtocolIsSavedAs => "Protokollet är sparat som",
        Text::TheProtocolsColumn => "{}: protokollets kolumn",
        Text::TheProtocolsRow => "{}: protokollets rad",
        Text::ThePulla => "Pullan",
        Text::ThePullaAndTheBalancesLargeIn => {
            "Pullan och ställningen stort, i ett eget fönster: för en andra skärm eller en tv."
        }
        Text::ThePullaDivided => "Pullan delas",
        Text::ThePullaWith2 => "Pullan: {}. {}",
        Text::TheSameEveningTheSameIdIs => {
            "Samma kväll (samma id) finns i flera filer med olika innehåll, till exempel rättad på två datorer. Alla behålls; kvällen räknas en gång, från filen som sägs nedan. Titta på dem och ta bort den som är fel."
        }
        Text::TheSamePlayersAtNewTablesAs => {
            "Samma spelare vid nya bord, så få som möjligt möts igen"
        }
        Text::TheScreenCannotBeKeptOnHere => "Skärmen kan inte hållas tänd här.",
        Text::TheScreenCannotBeKeptOnHereSvSkarmenKanInteHallas => {
            "Skärmen kan inte hållas tänd här: den släcks som vanligt."
        }
        Text::TheScreenIsKeptOnNow => "Skärmen hålls tänd nu.",
        Text::TheSettingsFileCannotBeReadThe => {
            "Inställningsfilen kan inte läsas; arkivet visas från standardmappen tills den är rättad:"
        }
        Text::TheStanding => "Ställningen",
        Text::TheStandingCannotBeShownOnThe => "Ställningen kan inte visas på telefonerna:",
        Text::TheStandingOnThePlayersPhonesAnd => {
            "Ställningen på spelarnas telefoner och en projektor, från den här datorn (bara läsning)"
        }
        Text::TheStandingTheSeatingAndEachTables => {
            "Ställningen, placeringen och varje bords resultat som en A4-sida i webbläsaren"
        }
        Text::TheStandingsRuleNetOrPlaces3 => {
            "Ställningens regel: `net` (nettoresultat), eller `places:3,2,1,0` (poängen för varje plats vid ett bord)"
        }
        Text::TheStatisticsShowThoseChosenNoneChosen => {
            "Statistiken visar de valda (inga valda: alla)."
        }
        Text::TheSystemsFileDialogOrTypeThe => "Systemets filväljare (eller skriv sökvägen)",
        Text::TheTable => "Bordet",
        Text::TheTableAnsweredItsFileMayNot => {
            "bordet svarade {} (dess fil går kanske inte att läsa just nu)"
        }
        Text::TheTableAsSITTINGTABLE12 => "Bordet, som `SITTNING.BORD` (`1.2`: sittning 1, bord 2)",
        Text::TheTableAsSITTINGTABLEDefaultThe => {
            "Bordet, som `SITTNING.BORD` (standard: det som sattes med filens spelare, den senaste sittningen först)"
        }
        Text::TheTableCannotBeUsed => "Tabellen kan inte användas:",
        Text::TheTableDoesNotKnowTheToken => {
            "bordet känner inte nyckeln i adressen (visar det en ny adress?)"
        }
        Text::TheTableFileRON => "Tabellfilen (RON)",
        Text::TheTableFolderIsNotAFolder => "{}: tabellmappen är ingen mapp",
        Text::TheTables => "Borden",
        Text::TheTablesAddressHttpADDRESSPORTTOKEN => {
            "Bordets adress, `http://ADRESS:PORT/NYCKEL/` (ingen: sluta följa det)"
        }
        Text::TheTablesColon => "Borden:",
        Text::TheTablesCountInDifferentUnitsClassic => {
            "borden räknar i olika enheter (klassiska och Isbergsvira, eller Isbergsvira med olika antal spelare): resultaten läggs inte ihop, pengar och placeringar gör det"
        }
        Text::TheTablesEveningFile => "Bordets kvällsfil",
        Text::TheTimeIsUp => "tiden är ute",
        Text::TheUndoHistoryBelongedToAnotherVersion => {
            "Ångra-historiken hörde till en annan version av kvällens fil (den ändrades utanför appen) och togs inte med; kvällen är som filen säger."
        }
        Text::TheUndoHistoryCannotBeReadThe => {
            "Ångra-historiken kan inte läsas; kvällen är som filen säger:"
        }
        Text::TheVariantsConflict => "Varianterna krockar:",
        Text::TheWheelScrollsThePageTurnOn => {
            "Hjulet rullar sidan; slå på Zooma för att flytta diagrammet."
        }
        Text::TheZoomInThePreferencesCannotBe => {
            "Förstoringen i inställningarna ({}) går inte att använda: 100 % används."
        }
        Text::TheyAreLeftUntouchedViraNeverOverwrites => {
            "De lämnas orörda: vira skriver aldrig över dem. Rätta filen (felet anger rad och kolumn) och läs om."
        }
        Text::TheyAreWrittenDownAsRecordedNo => {
            "De skrivs in som de antecknades; inga andra givar ändras."
        }
        Text::ThisSystemHasNoDataDirectoryGive => {
            "det här systemet har ingen datamapp; ge arkivet med --archive MAPP"
        }
        Text::ThisViraWasBuiltWithoutTheApp => {
            "den här vira byggdes utan appen (cargo-funktionen `app`); kommandoraden fungerar: `vira --help`"
        }
        Text::ThisYear => "I år",
        Text::Times => "gånger",
        Text::Tiomastare => "tiomastare",
        Text::TipDidYouMean => "tips: menade du '{}'?",
        Text::To => "Till",
        Text::ToComePaper => "till godo (papper)",
        Text::ToSeeTo => "Att se till",
        Text::ToSeeToIn => "\nAtt se till i {}:\n",
        Text::ToTheBetdelning => "Till betdelningen",
        Text::ToTheFolder => "Till mappen",
        Text::ToTheStartPage => "Till startsidan",
        Text::Tokens => "marker",
        Text::TookTheForcedGameAway => " · tog bort tvångsspelet",
        Text::TookTheForcedGameAwayLower => "tog bort tvångsspelet",
        Text::Trick => "stick",
        Text::Tricks => "Stick:",
        Text::TricksIsImpossibleThisGameHas => "stick går inte: det spelas",
        Text::TricksLower => "stick",
        Text::Trump => "Trumf",
        Text::TrumpLower => "Trumf",
        Text::TryAPracticeEveningFourPlayersAt => {
            "Prova med en övningskväll: fyra spelare vid Stockholmstabellen, tolv givar redan spelade, så att protokollet, pullan och ställningen visar något, och du registrerar nästa giv. Den är märkt som övning, räknas aldrig i arkivets statistik och kan tas bort."
        }
        Text::TryAnExample => "Prova med ett exempel",
        Text::TypeABid => "skriv ett bud",
        Text::TypeAgainEG => "Skriv om, t.ex.",
        Text::TypeEG => "skriv, t.ex. {}",
        Text::TypeTheAddressTheHostsComputerShows => {
            "Skriv adressen som värdens dator visar under Visa på telefoner (eller skanna dess QR-kod med telefonen och skriv av den)."
        }
        Text::TypeTheAddressTheTablesComputerShows => {
            "Skriv in adressen som bordets dator visar under Visa på telefoner; ställningen räknar det bordet visar tills dess fil lämnas in."
        }
        Text::TypeTheTricksOrLToSurrender => "skriv antal stick, eller l för lagd",
        Text::UNUSABLE => "OANVÄNDBAR",
        Text::UnderThePulla => "Under pullan:",
        Text::Undo => "↶ Ångra",
        Text::UndoTheClearing => "↶ Ångra rensningen",
        Text::UndoWith1 => "↶ Ångra {}",
        Text::Undone => "Ångrat:",
        Text::UndoneTheHandBeingEnteredIsBack => "Ångrat: handen som skrevs in är tillbaka.",
        Text::UnexpectedArgumentFound => "okänt argument '{}'",
        Text::UnexpectedValueForFoundNoMoreWere => {
            "oväntat värde '{}' för '{}': inga fler väntades"
        }
        Text::UnknownBidTableKnown => "okänd budtabell `{}` (kända: {})",
        Text::UnknownRuleGiveNetOrPlaces3 => "okänd regel `{}` (ge `net` eller `places:3,2,1,0`)",
        Text::UnrecognizedSubcommand => "okänt kommando '{}'",
        Text::Until => "till",
        Text::UntilATime => "till klockan",
        Text::Usage => "Användning:",
        Text::Variants => "Varianter",
        Text::VariantsLower => "Varianter",
        Text::View => "Visa",
        Text::ViraPlayersView => "Vira – spelarvy",
        Text::ViraThePullaAndTheProtocol => "Vira — pullan och protokollet",
        Text::WhenItIsShort => "när den inte räcker",
        Text::WhereTheAppKeepsEveningsDefaultThe => {
            "Var appen sparar kvällar (standard: plattformens datamapp, `…/vira`): `evenings/` pågående, `archive/` avslutade"
        }
        Text::WhoPaysWhom => "Så gör ni upp",
        Text::WholeRounds => "Hela varv",
        Text::Winner => "Störst vinst",
        Text::WithChipsTheViraPulla => "Med marker (vira-pullan)",
        Text::WithFiveTheDealersLeftAndRight => {
            "Med fem sitter givarens vänstra och högra granne över."
        }
        Text::Won => "Hem",
        Text::WonChipsSwappedForLostOnes => "Vunna marker växlas mot förlorade",
        Text::WonLower => "vunna",
        Text::WonLowerColon => "vann:",
        Text::WonSvVunna => "Vunna",
        Text::WonSvVunnet => "Vunnet",
        Text::WorkingOutTheStatistics => "Räknar statistiken…",
        Text::Worst => "Sämsta",
        Text::WorstEvening => "Sämsta kväll",
        Text::WriteHandsCsvAndResultsCsvInto => {
            "Skriv hands.csv och results.csv i den här mappen. Med `--lang sv` (eller `ja`) som skärmarna säger det: kolumner, ord och belopp på språket (betar och pinnar, poäng), tvångsgivar markerade; på svenska för ett svenskt kalkylprogram: en byte-order mark, `;` mellan fälten och kronor med decimalkomma. På engelska maskinens kolumnnamn och koder, `,` och decimalpunkt"
        }
        Text::WriteTheDateAsYYYYMMDD => "Skriv datumet som ÅÅÅÅ-MM-DD.",
        Text::WriteThisEveningIdFileNameIn => {
            "Skriv den här kvällen (id, filnamn i arkivet eller en kvällsfil) som ett HTML-protokoll"
        }
        Text::Wrote => "Skrev",
        Text::WroteAnd => "skrev {} ({}) och {} ({})\n",
        Text::WroteLowerWith1Line => "skrev {}\n",
        Text::YYYYMMDD => "ÅÅÅÅ-MM-DD",
        Text::Yes => "ja",
        Text::YesCloseIt => "Ja, avsluta",
        Text::YesDeleteIt => "Ja, ta bort",
        Text::Zoom => "Zooma",
        Text::ZoomLightOrDark => "Förstoring, ljust eller mörkt",
    }
}
