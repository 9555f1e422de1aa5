//! Every text of the program in Japanese (日本語), in the words of the Japanese rules (source 004):
//! ディール, デクレアラー, ビッド, 切札, 再交換, ポット, ベター, ピナー, 対局, 精算.
//!
//! One arm a text: a [`Text`] this `match` lacks does not compile.
//! `{}` marks where a number or a name goes, filled in order.

use super::Text;

/// The text in Japanese.
#[allow(clippy::too_many_lines)] // One arm a text: a table, not logic.
pub(super) const fn text(text: Text) -> &'static str {
    match text {
        Text::DealsAreOneWholeRound => {
            "{}ディール = 1周：全員が1回配り、1回フォアハンドになり、{}ディールずつプレイします。"
        }
        Text::DealsAreWholeRounds => {
            "{}ディール = {}周単位：全員が配る{}回、フォアハンドの回数が同じで、プレイ数{}ディールずつ。"
        }
        Text::PlaceMiddlehand => "ミドルハンド",
        Text::PlaceForehand => "フォアハンド",
        Text::NoteOptional => "メモ（任意）",
        Text::AnotherDealer => "別の配り手？",
        Text::PlaceRearhand => "リアハンド",
        Text::PlaceInTheDeal => "配りでの位置",
        Text::TheSeasonIsSavedAs => "シーズンの保存先:",
        Text::TheSeasonIsNotReadYet => {
            "シーズンがまだ読み込まれていないか、ルールに数値がありません:何も書き出していません。"
        }
        Text::SeasonFileName => "シーズン",
        Text::HeadToHead => "直接対決",
        Text::RatingHistoryOf => "{}:{}夜それぞれの後のレーティングと不確かさ",
        Text::TheRuleNeedsANumber => "ルールには数値が必要です(1以上。順位点は 3,2,1,0 のように)。",
        Text::EveryEveningInBetar => "全ての夜をベターで(クラシック卓とイスベリヴィラを合わせて)",
        Text::AtLeastEvenings => "最低",
        Text::Season => "シーズン",
        Text::MODEL => "モデル",
        Text::OnePlayerOrTwo => "プレイヤー1人、または2人",
        Text::HeadToHeadTwoPlayersEvenings => {
            "直接対決:二人のプレイヤーが同じ卓だった夜とそれぞれの成績。一人なら:契約の系統別と宣言者として、クラブ平均と並べて"
        }
        Text::PrintJSONWithEachPlayersHistory => "JSONを出力(各プレイヤーの履歴付き)",
        Text::TheModelWengLinOrGlicko2 => "モデル:`weng-lin`(OpenSkill)または `glicko2`",
        Text::EveryPlayersRatingFromTheArchive => {
            "アーカイブからの各プレイヤーのレーティング(各夜を卓の全員による結果順の1ゲームとして)、その不確かさと基になった夜数。各モデルがどれだけ夜の結果を予測したか"
        }
        Text::AlsoWriteTheSeasonAsAPrintablePage => {
            "シーズンを印刷用ページ(HTML、A4)としても書き出す(レーティング付き)"
        }
        Text::EveryEveningInBetarClassicAndIsberg => {
            "全ての夜をベターで:クラシック卓とイスベリヴィラを合わせて(指定しないと最も多い単位の夜のみ)"
        }
        Text::TheRuleTotalAverageBestPlaces => {
            "ルール:`total`、`average:N`(順位に入るにはN夜以上)、`best:N`(各プレイヤーの上位N夜)、`places:3,2,1,0`(卓ごとの順位点の合計)"
        }
        Text::TheSeasonsStandingByADeclaredRule => {
            "宣言したルールによるシーズンの順位表(フィルターが選ぶ夜について、`--from`、`--to`、`--club`):ルール、同点の扱い、各プレイヤーの順位"
        }
        Text::SeasonTitle => "シーズン {} · {}",
        Text::NoSuchRatingModel => {
            "レーティングモデル{}はありません:weng-lin か glicko2 を指定してください。"
        }
        Text::NoSuchSeasonRule => {
            "シーズンのルール{}はありません:total、average:N、best:N、places:3,2,1,0 のいずれかを指定してください。"
        }
        Text::ClubNetPerHand => "クラブ:1回あたりの純益",
        Text::ClubWon => "クラブ:勝ち",
        Text::ContractFamily => "契約の系統",
        Text::ProfileHeading => {
            "{}:{}夜、{}回の配りに参加、宣言者 {}、勝ち {}。クラブ:宣言者 {}、勝ち {}"
        }
        Text::VersusBetar => "それらの夜の合計:{} {}、{} {}",
        Text::VersusAhead => "{}が上位{}回、{}が{}回、同順位{}回",
        Text::VersusHeading => "{}と{}:同じ卓で{}夜",
        Text::RatingsHeading => "レーティング({}):{}夜、各夜を卓の全員による結果順の1ゲームとして",
        Text::PredictionLine => "{}:それ以前の夜から{}組中{}組を予測({} %)",
        Text::ProvisionalBelow => {
            "暫定:{}夜未満。レーティングから不確かさの2倍を引いた値で順位付け。"
        }
        Text::Provisional => "暫定",
        Text::Rating => "レーティング",
        Text::AveragePerEvening => "1夜平均",
        Text::TotalResult => "合計",
        Text::BestEvenings => "上位の夜",
        Text::PlacePoints => "順位点",
        Text::SeasonLeftOut => "別の単位の{}夜は含まれません(ベターでは全ての夜が数えられます)。",
        Text::SeasonInBetar => "各夜の結果をベターで(クラシック卓とイスベリヴィラを合わせて)。",
        Text::SeasonTieBreak => {
            "同点:ルールの数値、次に合計結果、次に夜数の多い方。三つとも同じなら同順位。"
        }
        Text::SeasonHeading => "シーズン:{}夜、ルール:{}",
        Text::SeasonRulePlaces => "各卓の順位点({})の合計",
        Text::SeasonRuleBest => "上位{}夜の合計",
        Text::SeasonRuleAverage => "1夜あたりの平均(順位に入るには{}夜以上)",
        Text::SeasonRuleTotal => "合計結果",
        Text::TheTablesRecordedFromPhonesAreServedAgain => {
            "電話で記録する卓は、以前のアドレスで再び受け付けています。"
        }
        Text::TakenBackFromAt => "{}から取り消し {}",
        Text::CorrectedFromAt => "{}から訂正 {}",
        Text::RecordedFromAt => "{}から記録 {}",
        Text::TakeTheTablesTokenBack => "卓のトークンを取り消す:その電話はもう記録できません",
        Text::TheBidTableWhenTheNightNamesNone => "夜が指定していないときのビッド表(そのID)",
        Text::LetATableRecordItsHandsFromAPhone => {
            "卓が電話から配りを記録できるようにする(ホストの `vira serve NIGHT` を通じて):卓専用の書き込みトークン(毎回新しく、古いものは記録できなくなります)と、夜のフォルダに作られる卓の対局ファイル。記録用アドレスを表示します"
        }
        Text::NDealsPlayed => "{}回の配り",
        Text::TheWholeTable => "表の全契約：",
        Text::PlayedThisEvening => "今夜行われた契約：",
        Text::NameThisPhone => "この電話に名前を付ける",
        Text::TheTablesRecordingAddressOnlyItsPhones => {
            "卓の記録用アドレス：その記録係だけのものです。"
        }
        Text::Withdraw => "取り消す",
        Text::ShowTheCode => "コードを表示",
        Text::RecordFromAPhone => "電話から記録",
        Text::ATableWithoutALaptop => {
            "ノートパソコンのない卓は記録係の電話で配りを記録し、このコンピュータが帳簿をつけます。各卓に専用のアドレスがあり、上の閲覧用アドレスは読み取り専用です。"
        }
        Text::RecordOnPhones => "電話で記録する卓",
        Text::SittingTablesPhonesRecordNoMore => "第{}回戦・{}卓：その電話はもう記録できません。",
        Text::SittingTableRecordsFromAPhone => {
            "第{}回戦・{}卓：電話から記録します。記録係にコードを読み取ってもらってください。"
        }
        Text::TableRecordsAt => "{}の記録用アドレス：{}",
        Text::TheTableRecordsFromAPhoneAt => {
            "卓{}（{}）は電話から次のアドレスで記録します：\n{}\n（パスの前のアドレスは vira serve NIGHT が示します。アプリではQRコードで表示されます。）"
        }
        Text::TheTableHadNoRecordingAddress => "卓{}（{}）には記録用アドレスがありませんでした。",
        Text::TheTablesPhonesRecordNoMore => "卓{}（{}）：その電話はもう記録できません。",
        Text::NoUsableBidTableHasTheId => "ID {}の使えるビッド表はありません。",
        Text::TheNightNamesNoBidTableFor => {
            "この夜は{}のビッド表を指定していません：--tableで指定してください。"
        }
        Text::TheNightHasNoTable => "この夜に卓{}はありません。",
        Text::SittingNTableN => "第{}回戦・{}卓",
        Text::TheHostCannotWriteTheTable => {
            "ホストが卓のファイルを書けません：何も記録されませんでした。ホストに知らせてください。"
        }
        Text::NotRecordedColon => "記録されませんでした：{}",
        Text::NoHandToUndo => "取り消す配りはありません。",
        Text::HandNChangedMeanwhile => {
            "{}回目の配りはこのページの表示後に別の端末で変更されました：何も変更されていません。もう一度確認してください。"
        }
        Text::ThisPageWasForHandN => {
            "このページは{}回目の配り用でしたが、次は{}回目です：何も記録されませんでした。"
        }
        Text::AnotherDevice => "別の端末",
        Text::HandNIsTakenByAnotherHand => {
            "{}回目の配りは別の内容で既に記録されています（{}による）。あなたの記録は行われませんでした。下で確認し、必要なら訂正してください。"
        }
        Text::TheHandIsNotCompleteNothingRecorded => {
            "配りが完成していません：何も記録されませんでした。"
        }
        Text::HandNWasRecordedAlreadyBy => {
            "{}回目の配りは既に記録済みです（{}による）。二重には記帳されません。"
        }
        Text::HandNTakenBack => "{}回目の配りを取り消しました。",
        Text::HandNCorrected => "{}回目の配りを訂正しました。",
        Text::HandNRecorded => "{}回目の配りを記録しました：{}",
        Text::UndoHandN => "{}回目の配りを取り消す",
        Text::LatestHands => "最近の配り",
        Text::RecordHandN => "{}回目の配りを記録",
        Text::SaveTheCorrectionOfHandN => "{}回目の配りの訂正を保存",
        Text::Choose => "選ぶ",
        Text::SecondLastBid => "最後から二番目のビッド：",
        Text::RebuysColon => "買い直し：",
        Text::LackedLowGuards => "低い守りがなかった者：",
        Text::NoContractIsCalledThat => "その名前の契約はありません。",
        Text::Search => "検索",
        Text::WhichContract => "どの契約？",
        Text::TricksTaken => "何トリック？",
        Text::WhichTrump => "どの切り札？",
        Text::TheBid => "ビッド",
        Text::WhoDeclares => "誰が宣言者ですか？",
        Text::NTricksTaken => "{}トリック",
        Text::ASoloTakesItAway => "ソロがそれを取り去る",
        Text::PlayedAsTheForcedGame => "いいえ、強制ゲームとして行う",
        Text::ForcedDealOf => "強制の配り：{}。",
        Text::RecordingTable => "配りの記録：{}",
        Text::ThisPhoneIs => "この電話：{}",
        Text::CorrectingHandN => "{}回目の配りを訂正中",
        Text::SendingToTheHost => "ホストに送信中…",
        Text::NotSentYetNoConnection => {
            "まだ送信されていません：接続がありません。この配りはこの電話に保存され、ネットワークが戻ると送信されます。"
        }
        Text::DealNDealerDeals => "{}回目の配り · {}が配る",
        Text::AnOlderStateOfTheEveningIsNotHandedIn => {
            "{}:このファイルは対局の古い状態です({}ディール。夜のフォルダーには{}ディール)。提出しません"
        }
        Text::HideTheAddressThePhonesGoOn => "アドレスを隠す。電話への表示は続きます",
        Text::TheTablesEveningReadOnly => "卓の対局:記録表と精算(閲覧のみ)",
        Text::BackToTheNightsStanding => "離れたときのままの夜の順位表に戻る",
        Text::BackToTheClubNight => "← クラブの夜",
        Text::OrPickThemFromTheArchive => "またはアーカイブのプレイヤーから選ぶ:",
        Text::N => "数",
        Text::CURRENCY => "通貨",
        Text::AMOUNT => "金額",
        Text::AfterTheTimeALastRound => "時間後に最終周(全員がもう一度フォアハンドに)",
        Text::EveryTablePlaysUntilThisTime => "各卓がこの時刻までプレイします(HH:MM)",
        Text::EveryTablePlaysThisManyDeals => "各卓がこの数のディールをプレイします",
        Text::ThePricesCurrency => "価格の通貨",
        Text::ThePriceOfABetAtEveryTable => "各卓の1ベターの価格(`0.50`または`0,50`)",
        Text::TheBidTableEveryTablePlaysItsId => {
            "全卓が使うビッド表(`vira tables list`が示すID)。夜に参加する卓はこれで始めます"
        }
        Text::ALastRound => "最終周",
        Text::EachTableChooses => "各卓が選ぶ",
        Text::TheFileWasPlayedWithTheBidTable => {
            "{}:ファイルはビッド表`{}`で対局しましたが、この夜は`{}`です。それでも数えます"
        }
        Text::NoUsableBidTableWith => "ID`{}`の使えるビッド表はありません",
        Text::A4TheSystemWasAskedToOpen => {
            "(A4)。ブラウザで開くようシステムに頼みました。表示されない場合はファイルを直接開いてください。"
        }
        Text::AClubNightOfSeveralTablesIts => "複数卓のクラブの夜:そのファイルから順位表",
        Text::ADDRESS => "アドレス",
        Text::ADraw => "抽選",
        Text::AForcedRoundAtTheEnd => "終了時の強制周",
        Text::AForcedRoundAtTheStartNo => "開始時の強制周(拠出なし)",
        Text::AHighEnoughSoloIsPlayedInstead => {
            "代わりに十分高いソロがプレイされ、同じディーラーが配り直します。"
        }
        Text::ALastRoundAfterTheTimeEveryone => "時間後の最終周(全員がもう一度フォアハンドに)",
        Text::ANightsStandingAcrossItsTablesFrom => {
            "卓をまたぐ夜の順位表。クラブの夜のファイルと隣の対局ファイルから:夜のルールによる各プレイヤーの結果、各卓の結果、欠けているもの"
        }
        Text::ANumberOfDeals => "ディール数",
        Text::APasserOfGokWithoutLowGuards => {
            "ロー・ガードなしでククにパスしたプレイヤーは、ククが成功したらポットにペナルティを支払います。"
        }
        Text::APracticeEveningNeverCountedInThe => {
            "練習対局:アーカイブの統計やエクスポートには数えられません"
        }
        Text::APracticeEveningWithTwelveHandsPlayed => {
            "12ディール済みの練習対局です。次のディールを記録し、記録表と精算を見てください。アーカイブの統計には数えられず、いつでも削除できます。"
        }
        Text::ARoundOf => "1周の",
        Text::ASumGrewTooLargeToCount => "合計が大きすぎて計算できません",
        Text::AValueIsRequiredForButNone => "「{}」には値が必要です",
        Text::AddTheChipsEachHandsChipMoves => {
            "チップを追加:各ディールのチップの動きと最終精算(チップ設定のない対局は既定のセット)"
        }
        Text::AddedAs => "追加:{}を{}として({})\n",
        Text::AfterAWon => "勝ったあと",
        Text::AfterTheBetdelning => "精算後",
        Text::Ala => "拠出",
        Text::AlaEveryonePutsInThePulla => "拠出:全員がポットに{}ずつ出す",
        Text::All => "全員",
        Text::AllLower => "全員",
        Text::AllTime => "全期間",
        Text::AlreadyInTheArchiveAs => "  {}:すでに{}としてアーカイブにあります\n",
        Text::AlreadyThere => "既存",
        Text::AlreadyThereKeptOnceAs => "既存(1回だけ保存)、保存名",
        Text::AlsoWhenItIsEmpty => "空になったときも",
        Text::AlsoWriteTheNewestSittingsSeatingAs => {
            "最新のシッティングの着席を、プレイヤーが座るときに貼り出すページとしても書き出す(HTML、A4、名前は大きく)"
        }
        Text::AlsoWriteTheNightAsAPrintable => {
            "クラブの夜を印刷用ページ(HTML、A4)としても書き出す:順位表、着席、各卓の結果"
        }
        Text::Alt13ChangesTheDeclarer => "Alt+1–3でデクレアラーを変更",
        Text::AmountsInPoints => "日本語(金額は点)",
        Text::AmountsInPoints1Bet8Points => "金額を点で表示(1ベター = 8点)",
        Text::AmountsInPoints1Bet8PointsSvBeloppIPoang1 => {
            "金額をベターとピナーではなく点で表示(1ベター=8点、1ピナー=1点):記録表、精算、結果、アーカイブの一覧と印刷(表示だけ。JSONとCSVは台帳の数値のまま)。日本語では常に点。レベル式の表(イスベリスビラ)はもともと点で数えます"
        }
        Text::AnEveningFileToOpenInIt => {
            "アプリで開く対局ファイル:進行中なら続きから、終了したものなら閲覧、よそのものならインポートまたは続行"
        }
        Text::AnEveningFileToOpenInThe => {
            "アプリで開く対局ファイル(`vira app ファイル`と同じ。コマンドの名前はコマンドとして扱われます)"
        }
        Text::And => "、",
        Text::AndLower => "と",
        Text::AndMoreHands => "…ほか{}ディール",
        Text::AnotherEveningWithTheSameIdIs => {
            "同じIDの別の対局がすでにアーカイブにあります。両方とも保存されます(アーカイブの「問題」を参照)。新しい方:"
        }
        Text::AnotherFileHasTheSameIdBut => "別のファイルが同じIDで内容が違います:「問題」を参照",
        Text::AnyoneOnTheNetworkWithTheAddress => {
            "アドレスを知っているネットワーク上の誰でもページを読めます(読むだけ)。Ctrl-Cで終了します。"
        }
        Text::AnyoneOnTheNetworkWithTheAddressSvAllaINatverketSom => {
            "アドレスを知っているネットワーク上の誰でも得点状況を読めます。誰も何も変更できません。"
        }
        Text::Archive => "(アーカイブ)",
        Text::ArchiveInVirasDataFolder => "viraのデータフォルダ内のarchive/",
        Text::ArchiveReadOnly => "アーカイブ:読み取り専用",
        Text::ArchivedAs => "  {}:{}としてアーカイブしました\n",
        Text::Arguments => "引数:",
        Text::AsFewMeetingsAgainAsPossible => "再対戦をできるだけ少なく",
        Text::AtLeastTricks => "{}トリック以上",
        Text::AtMost1Trick => "最大1トリック",
        Text::AtMostTricks => "最大{}トリック",
        Text::BBid => "ベター ビッド",
        Text::BIND => "アドレス",
        Text::BY => "方法",
        Text::BackEsc => "← 戻る (Esc)",
        Text::BackToTheCorrection => "訂正に戻る",
        Text::BackToTheTable => "テーブルに戻る",
        Text::Balances => "得点",
        Text::BeforeFromThePulla => "分配前 {}、ポットから {}",
        Text::BeforeTheSplit => "精算前",
        Text::Best => "最高",
        Text::BestEvening => "最高の対局",
        Text::Betar => "結果",
        Text::BetarK => "ベター (k)",
        Text::BetarLeft => "ベター残り",
        Text::Betdelning => "精算",
        Text::BetdelningPullaDividedByEach => "精算:ポット{}を{}人で分け、1人{}{}。\n\n",
        Text::BetdelningThePullaDivided => "精算:ポットを分配",
        Text::Bid => "ビッド:",
        Text::BidLower => "カラー指定",
        Text::BidTable => "ビッド表",
        Text::BidTableAndHouseRules => "ビッド表とハウスルール",
        Text::BidTables => "ビッド表",
        Text::BidTablesListShowCheck => "ビッド表:一覧、表示、検査",
        Text::BiggestLoser => "最大の負け",
        Text::BiggestWinner => "最大の勝ち",
        Text::BothAreKeptSeeProblemsTheNew => "両方保存(「問題」参照)、新しい方は",
        Text::BothLackedLowGuardsNobodyPaysHouse => {
            "2人ともロー・ガードなし:誰も支払いません(ハウスルール)。"
        }
        Text::BothPay => "両方が支払う",
        Text::BuildingTheArchivesIndexFromItsFiles => {
            "ファイルからアーカイブの索引を作成しています(このコンピュータでは初回のみ。大きなアーカイブでは時間がかかります)…"
        }
        Text::BuiltIn => "組み込み",
        Text::ByTheHouseRule => "ハウスルールにより",
        Text::ByTheHouseRuleTheBiggestLoser => "ハウスルールにより(最も負けているプレイヤー)",
        Text::ByTheStanding => "順位どおり",
        Text::CLUB => "クラブ",
        Text::COMMAND => "コマンド",
        Text::CONFLICTAsEveningDiffersFromBothKept => {
            "競合:{}を{}として保存:対局{}が{}と異なります。両方とも保存します\n"
        }
        Text::Cancel => "キャンセル",
        Text::CannotBeRead => "読めません",
        Text::CannotBeReadWith2 => "{}:読めません:{}",
        Text::CannotListenOnItIsAnAddress => {
            "{} では待ち受けできません:複数のコンピュータ向けのアドレス(ブロードキャストまたはマルチキャスト)で、このコンピュータのアドレスではありません。0.0.0.0 はこのコンピュータのすべてのネットワークで待ち受けます"
        }
        Text::CannotListenOnPort => "{} のポート {} で待ち受けできません:{}",
        Text::CannotOpenTheAppWindowTheCommand => {
            "アプリのウィンドウを開けません:{}\n(コマンドラインはウィンドウなしで使えます:`vira --help`)"
        }
        Text::CannotUseTheTableFolder => "{}:表のフォルダを使えません:{}",
        Text::CannotWriteTheOutput => "出力を書き込めません:{}",
        Text::Cards => "枚",
        Text::CardsWith2 => "{}({}枚)",
        Text::ChangeFolder => "フォルダを変更",
        Text::ChangeThePrice => "価格を変更",
        Text::Chart => "グラフ",
        Text::CheckATableFileAndReportEvery => "表ファイルを検査し、すべての問題を報告",
        Text::ChipLedgerForViraTheSwedishThree => {
            "ビラ(スウェーデンのトリックテイキングゲーム)のチップ帳簿:データとしてのビッド表、精算、対局ファイル"
        }
        Text::Chips => "チップ",
        Text::ChooseATable => "表を選んでください。",
        Text::ChooseAnotherDealerForAMisdealOr => {
            "配り間違いや順番違いのときは別のディーラーを選びます。以降の順番はそこから続きます。"
        }
        Text::ChooseAnotherFolderUnderImportAndExport => {
            "「インポートとエクスポート」で別のフォルダを選ぶか、フォルダを修正して読み直してください。"
        }
        Text::ChooseEveningFilesToImport => "インポートする対局ファイルを選ぶ",
        Text::ChooseFilesToImport => "インポートするファイルを選ぶ…",
        Text::ChooseTheArchiveFolder => "アーカイブフォルダを選ぶ…",
        Text::ChooseTheArchivesNewFolder => "アーカイブの新しいフォルダを選ぶ",
        Text::ChooseTheContractTypeAndPressEnter => "ビッドを選択:入力してEnter、またはクリック。",
        Text::ChooseTheDeclarer13 => "デクレアラーを選んでください (1–3)。",
        Text::ChooseTheExportFolder => "エクスポート先フォルダを選ぶ…",
        Text::ChooseTheFolderToExportTo => "エクスポート先のフォルダを選ぶ",
        Text::ChooseTheTrump => "切札を選んでください。",
        Text::ChooseTheTrumpColon => "切札を選択:",
        Text::ChosenAtTheTable => "(テーブルで選択)",
        Text::Clear => "クリア",
        Text::ClearTheFilter => "絞り込みをクリア",
        Text::CloseItAgain => "もう一度終了",
        Text::CloseTheEvening => "対局を終了",
        Text::CloseTheEveningSvAvslutaKvallen => "対局を終了しますか?",
        Text::CloseTheNightEveryTablesFileHanded => {
            "クラブの夜を閉じる:提出された各卓のファイルとクラブの夜をアーカイブに取り込み、アーカイブに一覧されるようにします。欠けているものを示します"
        }
        Text::Closed => "非公開",
        Text::ClosedLately => "最近終了",
        Text::Club => "クラブ",
        Text::ClubLower => "クラブ",
        Text::ClubNight => "クラブの夜",
        Text::ClubNightEvenings => "クラブの夜 {}(対局{}件)",
        Text::ClubNightSittingChooseYourTable => {
            "クラブの夜 {}、シッティング{}:自分の卓を選んでください"
        }
        Text::ClubNightWith2 => "クラブの夜 {}{}",
        Text::ClubNights => "クラブの夜",
        Text::ClubOrPlace => "クラブまたは場所",
        Text::Codille => "ダブル負け",
        Text::Colour => "色",
        Text::ComesBeforeACommandGiveAFile => {
            "`{}`がコマンドの前にあります:開くファイル(`vira ファイル`)かコマンドのどちらか一方を指定してください"
        }
        Text::Commands => "コマンド:",
        Text::ConflictEveningDiffersBetween => "競合:対局{}の内容が次のファイルで異なります:{}",
        Text::ConflictEveningDiffersBetweenCountsTheOthers => {
            "競合:対局{}の内容が次のファイルで異なります:{}。集計するのは{}で、ほかは集計しません"
        }
        Text::Conflicts => "競合",
        Text::ConflictsBothKept => "競合(両方保存)",
        Text::ContinueItWhereItIs => "その場所で続ける",
        Text::Contract => "ビッド",
        Text::ContractLower => "ビッドID",
        Text::ContractName => "ビッド",
        Text::ContractSvSpel => "ビッド",
        Text::Contracts => "{}ビッド",
        Text::CopyHoldsTheSameEveningAsCounted => {
            "\nコピー:{}は{}と同じ対局です(1回だけ数えます)\n"
        }
        Text::CopyTheEveningsFromHereToThere => {
            "ここから新しい場所へ対局をコピー(インポートと同じく統合。ここからは何も削除しません)"
        }
        Text::CopyingTheEveningsTo => "対局をコピーしています。コピー先:",
        Text::Correct => "訂正",
        Text::CorrectWhatIsMarkedAbove => "上で印の付いた箇所を訂正してください。",
        Text::CorrectWhatNeedsCorrectingAndCloseIt => {
            "訂正が必要な点を直して、もう一度終了してください。アーカイブに戻ります。"
        }
        Text::CorrectingAClosedEvening => "終了した対局の訂正",
        Text::CorrectingHand => "第{}ディールを訂正中",
        Text::Costs => "費用",
        Text::CouldNotBeCopiedAndAreOnly => {
            "件はコピーできず、古いフォルダにだけあります。最初のもの:"
        }
        Text::CouldNotBeCopiedAndIsOnly => "件はコピーできず、古いフォルダにだけあります:",
        Text::CouldNotSaveEverythingIsKeptIn => {
            "保存できませんでした(すべてウィンドウに残っています。次の変更で再試行します)"
        }
        Text::CtrlZBringsBackTheHandBeing => "Ctrl+Z:入力中のディールを戻す",
        Text::Cumulative => "累計",
        Text::Currency => "通貨",
        Text::CurrencyLower => "通貨",
        Text::DATE => "日付",
        Text::DIR => "フォルダ",
        Text::Dark => "☾ ダーク",
        Text::Date => "日付",
        Text::DateLower => "日付",
        Text::Deal => "ディール",
        Text::DealLeft => "ディール残り",
        Text::Dealer => "ディーラー",
        Text::DealerColon => "ディーラー:",
        Text::DealerLower => "ディーラー",
        Text::DealerSvGiver => "ディーラー",
        Text::Deals => "ディール数",
        Text::DealsAreNotWholeRoundsAt => "ディールは周単位になりません。人数:",
        Text::DealsEachOnePlays => "各自がプレイするディール数",
        Text::DealsEnterANumber1To10 => "ディール数:1から10,000までの数を入力してください。",
        Text::DealsFirst => "が最初に配る",
        Text::DealsLeft => "ディール残り",
        Text::DealsLower => "ディール",
        Text::DealsNext => "が次に配る",
        Text::DealsPlayed => "ディールをプレイ済み",
        Text::Declared => "ビッドした",
        Text::DeclaredByThePlayersChosenNoneChosen => {
            "選んだプレイヤーのビッド(未選択なら全員)。差引はディールごとのデクレアラーの再交換、ポット点、プレイヤー点です。"
        }
        Text::DeclaredSvBudat => "ビッド数",
        Text::Declarer => "デクレアラー",
        Text::DeclarerLower => "デクレアラー",
        Text::DeclarerNet => "デクレアラーの差引",
        Text::Default => "[既定値: ",
        Text::DeleteHand => "第{}ディールを削除",
        Text::DeleteThePracticeEvening => "練習対局を削除",
        Text::DeleteThePracticeEveningSvTaBortOvningskvallen => "練習対局を削除しますか?",
        Text::DeletesThePracticeEveningYouAreAsked => "練習対局を削除します(確認があります)",
        Text::Digits => "数字",
        Text::DirectoryWithTheClubsOwnBidTables => {
            "クラブ独自のビッド表のフォルダ(既定:プラットフォームの設定フォルダ`…/vira/tables`)"
        }
        Text::DismissEsc => "✕ 閉じる (Esc)",
        Text::DismissTheMessage => "メッセージを閉じる",
        Text::DoNotDivideAndGoTo => "は割り切れず、受け取るのは",
        Text::DoesNotAnswerOnTheNetworkNothing => {
            "{}:ネットワークで応答しません({})。まだ何も見ていません"
        }
        Text::DoesNotAnswerOnTheNetworkThe => {
            "{}:ネットワークで応答しません({})。最後に見た状態を数えます"
        }
        Text::DragToMoveADoubleClickShows => "ドラッグで移動、ダブルクリックで全体を表示。",
        Text::DropTheEveningFilesToImportThem => "対局ファイルをドロップしてアーカイブにインポート",
        Text::EG => "例",
        Text::EGSundsvallViraClub => "例 なかよし村",
        Text::EVENING => "対局",
        Text::Each => "ずつ",
        Text::EachBowl => "各自の手元:",
        Text::Empty => "空",
        Text::EndTime => "終了時刻",
        Text::EndTimeWriteHHMMEG => "終了時刻:HH:MMで入力してください。例 23:00。",
        Text::EnterRecords => "Enterで記録",
        Text::EnterStartsItToo => "Enterでも開始",
        Text::EnterTheTricks => "トリック数を入力してください。",
        Text::EnterTheTricksOrLToSurrender => "トリック数を入力、降伏はl。",
        Text::Env => "[環境変数: ",
        Text::EqualSignIsNeededWhenAssigningValues => "「{}」の値は等号(=)の後に書いてください",
        Text::Error => "エラー: ",
        Text::Evening => "対局",
        Text::EveningFile => "対局ファイル",
        Text::EveningFileLower => "対局ファイル",
        Text::EveningFiles => "対局ファイル",
        Text::EveningFilesFormatBidTablesScoring => "{}\n対局ファイル:形式{}\nビッド表:計算方式{}",
        Text::EveningFilesFromAnotherMachineAreMerged => {
            "他のコンピュータの対局ファイルをアーカイブに統合します:同じ対局が2回あれば1回だけ保存、同じIDで内容が違えば両方を保存して「問題」に表示します。ファイルをウィンドウにドラッグするか、パスを入力してください(1行に1つ):ファイル、フォルダ(その中の対局ファイル、*.ron)、~/Downloads/2025-*.ron のようなパターン、または file:// のアドレス。"
        }
        Text::EveningFilesLower => "対局ファイル",
        Text::EveningId => "対局ID",
        Text::EveningLower => "対局",
        Text::Evenings => "対局",
        Text::EveningsCopied => "対局をコピーしました",
        Text::EveningsDeals => "{}対局、{}ディール\n\n",
        Text::EveningsInProgress => "進行中の対局",
        Text::EveningsLower => "対局",
        Text::EveningsWith1Line => "{}件の対局\n",
        Text::EveryClosedEveningSearchStatisticsImportAnd => {
            "終了したすべての対局:検索、統計、インポートとエクスポート"
        }
        Text::EveryonePuts1BetInThePulla => {
            "最初のディールの前に全員がポットに1ベター(8点)を出します。"
        }
        Text::EveryonePutsIn1BetWhenThe => {
            "ポットが持っている以上を払うとき(伝統的)、ポットが空になったとき、またはポットが指定のベター数になるまで、全員が1ベターずつ出します。"
        }
        Text::Exchange => "交換",
        Text::Export => "エクスポート",
        Text::ExportCSV => "CSVをエクスポート",
        Text::ExportCSVOfHandsAndResultsOr => {
            "ディールと結果をCSVに、または1つの対局を印刷用HTMLにエクスポート"
        }
        Text::FILE => "ファイル",
        Text::FILES => "ファイル",
        Text::File => "ファイル",
        Text::FileCannotBeRead => "ファイルを読めません",
        Text::FileInTheOldFolderIsNot => {
            "件のファイルは古いフォルダにある有効な対局ではないためコピーしませんでした(古いフォルダに残っています):"
        }
        Text::Files => "ファイル",
        Text::FilesAllOfThemAreUnderThe => "ファイル。すべて「アーカイブ」にあります。",
        Text::FilesAreNotValidEveningsLeftAs => {
            "\n有効な対局でないファイルが{}件あります(そのまま残します):\n"
        }
        Text::FilesCannotBeRead => "ファイルを読めません",
        Text::FilesInTheOldFolderAreNot => {
            "件のファイルは古いフォルダにある有効な対局ではないためコピーしませんでした(古いフォルダに残っています)。最初のもの:"
        }
        Text::FilesThatAreNotEvenings => "対局ではないファイル",
        Text::FilesThatAreNotEveningsAndConflicts => "対局ではないファイルと競合",
        Text::FilesToImport => "インポートするファイル",
        Text::Filter => "絞り込み",
        Text::FindContract => "ビッドを検索",
        Text::FindTheSecondLastBid => "最後から2番目のビッドを検索",
        Text::FirstTimeHere => "はじめてですか?",
        Text::Follow => "追跡",
        Text::FollowATableLiveItsWatchingAddress => {
            "卓をライブで追跡:その卓の閲覧アドレス(卓のアプリまたは`vira serve`が表示するもの)をクラブの夜のファイルに書き、卓のファイルが提出されるまで順位表はそのアドレスの内容を数えます"
        }
        Text::FollowTheTablesOnTheNetwork => "ネットワークで卓を追跡",
        Text::FollowingTheNight => "クラブの夜を追跡中…",
        Text::FollowingTheTable => "卓を追っています…",
        Text::ForMoreInformationTryHelp => "詳しくは「--help」を参照してください。",
        Text::Forced => " · 強制",
        Text::ForcedDeal => "強制ディール",
        Text::ForcedLower => "強制ディール",
        Text::ForcedRoundOf => "強制周 {}/{}:{} {}({})",
        Text::ForcedRounds => "強制周",
        Text::ForcedSvTvang => "強制",
        Text::Forehand => "フォアハンド",
        Text::ForehandLower => "フォアハンド",
        Text::ForehandPlays => "(フォアハンド)がプレイ",
        Text::From => "開始",
        Text::FromThePulla => "ポットから",
        Text::FullScreen => "全画面",
        Text::GameIsTakenAwayChooseTheSolo => {
            "を取り消し:ソロとそれをプレイする人を選んでください。"
        }
        Text::Gask => "ガスク",
        Text::GetTheTables => "卓を取得",
        Text::GiveCsvDIROrHtmlEVENINGOut => {
            "--csv フォルダ、または --html 対局 --out ファイル を指定してください"
        }
        Text::GoTo => "→",
        Text::GokPenalty => "ククのペナルティ",
        Text::GokPenaltyLower => "ククのペナルティ",
        Text::GokWhenBothPassersLackedLowGuards => "クク:パスした2人ともロー・ガードがないとき",
        Text::Hand => "第{}ディール",
        Text::HandATablesEveningFileInFrom => {
            "卓の対局ファイルを提出(USBメモリーやメールから):そのプレイヤーが着席した卓としてクラブの夜のフォルダにコピーします"
        }
        Text::HandBeingEnteredWaitsItComesBack => {
            "記録中だった第{}ディールは待機中です:訂正が終わると戻ります。"
        }
        Text::HandDealsInsteadOf => "第{}ディール:{}ではなく{}が配ります",
        Text::HandInChips => "第{}ディール(チップ)",
        Text::HandLower => "ディール",
        Text::HandSvGiv => "ディール",
        Text::HandedIn => "提出しました:{}\n",
        Text::HandedInAgainNewer => "新しい版を再提出しました:{}\n",
        Text::HandedInAlready => "提出済みです:{}\n",
        Text::Hands => "ディール数",
        Text::HandsCsvOneRowPerHandWith => {
            "絞り込んだ対局のhands.csv(ディールごとに1行、全項目と支払い)とresults.csv(プレイヤーと対局ごとに1行)"
        }
        Text::HandsDeclared => "ビッドしたディール",
        Text::HandsLower => "ディール",
        Text::HandsPlayed => "ディールをプレイ済み",
        Text::HandsPlayedLower => "参加したディール",
        Text::HowDrawStandingLeadersTogetherOrFresh => {
            "方法:`draw`(抽選)、`standing`(上位同士)、`fresh`(人数が許す限り再び同卓する組を少なく)"
        }
        Text::ID => "ID",
        Text::Import => "インポート",
        Text::ImportAndExport => "インポートとエクスポート",
        Text::ImportEveningFilesFromAnotherMachineMerged => {
            "他のコンピュータの対局ファイルをインポート(IDで統合)"
        }
        Text::ImportEvenings => "対局をインポート",
        Text::ImportIntoTheArchive => "アーカイブにインポート",
        Text::ImportIntoTheArchiveNewAlreadyThere => {
            "アーカイブへのインポート:新しい対局{}、既存{}、競合{}、拒否{}。"
        }
        Text::ImportItIntoTheArchiveACopy => {
            "アーカイブにインポート:コピーがクラブの終了した対局の中に保存されて表示されます。元のファイルはそのままです。その場所で続ける:続けて遊び、すべての変更はそのファイルに保存されます。"
        }
        Text::ImportedIntoTheArchiveAs => "アーカイブにインポートしました:",
        Text::Impossible => "不可:{}",
        Text::InChips => "チップで:",
        Text::InColour => " カラー",
        Text::InColourLower => "カラー",
        Text::InPreference => " プレファランス",
        Text::InPreferenceLower => "プレファランス",
        Text::InSeatOrderClockwiseWithFourThe => {
            "時計回りの席順。4人の時は、ディーラーの右隣のプレイヤーが毎回休みます。"
        }
        Text::InTheFolder => "{}:フォルダ内に{}",
        Text::InThePullaAsBetar => "ポット内でベターとして:",
        Text::InTurn => "順番",
        Text::InvalidUTF8WasDetectedInOne => "引数に正しくないUTF-8があります",
        Text::InvalidValueFor => "「{}」は「{}」の値として使えません",
        Text::IsAlreadyThereWithOtherContentIn => "別の内容ですでに存在:",
        Text::IsAnotherEveningInTheNightsFolder => {
            "{}はすでにクラブの夜のフォルダにある別の対局です。そのままにします"
        }
        Text::IsDividedEquallyAmong => "を均等に分ける:",
        Text::IsGivenTwice => "{} が二回指定されています",
        Text::IsNotAFolder => "はフォルダではありません",
        Text::IsThereAlreadyItIsLeftAs => "{} はすでにあります。そのまま残します",
        Text::ItStoppedUnexpectedlyNothingWasRemovedFrom => {
            "予期せず中断されました。元のフォルダからは何も削除されていません。"
        }
        Text::JoinAClubNight => "クラブの夜に参加",
        Text::KOmkop => "k 再交換",
        Text::KeepAtLeast => "最低限を維持…",
        Text::KeepTheDealersOfTheLaterHands => "以降のディールのディーラーを維持",
        Text::KeepTheScreenOnWhileAnEvening => "対局を開いている間、画面を点けたままにします。",
        Text::KeptOnceAlreadyInTheArchiveAs => "既存:{}はすでにアーカイブに{}としてあります({})\n",
        Text::Key => "キー",
        Text::LANG => "言語",
        Text::LLagd => "l = 降伏",
        Text::LanguageOfContractAndTableNamesAnd => {
            "ビッド名と表の名前、CSVエクスポートの言語(`sv`:スウェーデン語の表計算ソフト用、`ja`:日本語の記録表、金額は点)(コマンドラインの既定は`en`。アプリはシステムの言語または保存した選択に従います)"
        }
        Text::LargeTextProjector => "大きな文字(プロジェクター)",
        Text::LargerCtrl => "拡大 (Ctrl +)",
        Text::LastSeen => "最後に見た状態",
        Text::LastYear => "昨年",
        Text::Leads => "リード:",
        Text::Left => "残り",
        Text::Level => "レベル",
        Text::Light => "☀ ライト",
        Text::ListTheEveningsDateClubPlayersTable => {
            "対局の一覧:日付、クラブ、プレイヤー、表、ディール数、勝者、敗者。続いて有効な対局でないファイルと競合"
        }
        Text::ListTheKnownTablesBuiltInAnd => "既知の表の一覧(組み込みとクラブ独自のもの)",
        Text::Live => "ライブ",
        Text::Loser => "最大の負け",
        Text::Lost => "負け",
        Text::LostSvForlorade => "負け",
        Text::LostSvForlorat => "負け",
        Text::MISSINGNotHandedInPutTheFile => {
            "  {}:欠落、未提出(ファイルをクラブの夜のフォルダに置いて、もう一度閉じてください)\n"
        }
        Text::MakeANightFileWithItsFirst => {
            "最初のシッティングを抽選したクラブの夜のファイルを作成:出席者を3、4、5人の卓に分け、シードを表示する抽選で着席"
        }
        Text::Message => "メッセージ",
        Text::Middlehand => "ミドルハンド",
        Text::Misar => "ミゼール",
        Text::MisarWith1 => "{} / ミゼール",
        Text::MisarWith2 => "{} / ミゼール、{}",
        Text::Missing => "。{}卓が欠けています。\n",
        Text::Money => "お金",
        Text::MoneyAsItStandsAllResultsAre => {
            "現在の金額:すべての結果をまとめて1オーレ単位に丸め、合計が0になるようにしています。そのため、ほかの人の結果が変わると同じ結果でも1オーレ増減することがあります。最終の金額は精算にあります。"
        }
        Text::MoneyKr => "お金",
        Text::MoneyLower => "お金",
        Text::MoneyOre => "オーレ",
        Text::More => "まで",
        Text::MoveDown => "下へ移動",
        Text::MoveTheRotation => "順番をずらす",
        Text::MoveUp => "上へ移動",
        Text::N1Bet => "1ベター =",
        Text::N1Bet1PinnePointsJackpotAt => "1ベター = {}、1ピナー = {}点、基準でジャックポット {}",
        Text::N1Evening => "1件の対局\n",
        Text::N1FileIsNotAValidEvening => {
            "\n有効な対局でないファイルが1件あります(そのまま残します):\n"
        }
        Text::N1Of1FileWasNotImported => "ファイルをインポートできませんでした(上記参照)",
        Text::N1OfFilesWasNotImportedSee => {
            "{}件のファイルのうち1件をインポートできませんでした(上記参照)"
        }
        Text::NAME => "名前",
        Text::NeedsValuesButGot => "「{}」には{}個の値が必要ですが、{}個でした",
        Text::NeitherPays => "どちらも支払わない",
        Text::Net => "差引",
        Text::NetHand => "ディールごとの差引",
        Text::NetPerHand => "ディールごとの差引",
        Text::NetResult => "純結果",
        Text::NewClubNightHost => "新しいクラブの夜(ホスト)",
        Text::NewEvening => "+ 新しい対局",
        Text::NewEveningInTheArchive => "アーカイブに新しい対局:",
        Text::NewEveningSvNyKvall => "新しい対局",
        Text::NewFolder => "新しいフォルダ",
        Text::NextSitting => "次のシッティング",
        Text::NextStep => "次の段階 →",
        Text::No => "いいえ",
        Text::NoAgreement => "取り決めなし",
        Text::NoBetarLeft => "ベター残りなし",
        Text::NoBidAtOrBelowTheContracts => "このビッドのレベル以下に合うビッドはありません。",
        Text::NoClosedEveningsYet => "終了した対局はまだありません。",
        Text::NoClubNightsIn => "{}にクラブの夜はありません\n",
        Text::NoClubNightsInTheArchiveYet => {
            "アーカイブにはまだクラブの夜がありません。クラブの夜は閉じたときにここに来ます(vira night close)。"
        }
        Text::NoConnection => "接続できません:{}",
        Text::NoContractMatches => "合うビッドがありません",
        Text::NoEveningInGiveAnIdA => {
            "対局`{}`は{}にありません(ID、アーカイブ内のファイル名、または対局ファイルを指定してください)"
        }
        Text::NoEveningInProgress => "進行中の対局はありません。",
        Text::NoEveningsInTheFilter => "絞り込みに合う対局はありません。",
        Text::NoFileDialogAnsweredTypeThePath => {
            "ファイル選択ダイアログが応答しません:パスを入力してください"
        }
        Text::NoFileMatchesThePattern => "{}:パターンに合うファイルがありません",
        Text::NoHandsYet => "まだディールはありません。",
        Text::NoMoney => "お金なし",
        Text::NoRank => "切札の種類なし",
        Text::NoSecondLastBid => "最後から2番目のビッドなし",
        Text::NoSuchFolderTheTableFolderFrom => {
            "{}:フォルダがありません(表のフォルダ。--table-dirまたはVIRA_TABLE_DIRで指定)"
        }
        Text::NoTableOfTheNightWasSeated => {
            "この夜にはファイルのプレイヤー({})が着席した卓がありません"
        }
        Text::NoTricks => "トリックなし",
        Text::NoVariants => "バリエーションなし",
        Text::NobodyPaysAnybody => "誰も支払う必要はありません。",
        Text::NobodyPaysAnybodyLine => "誰も支払いません。\n",
        Text::NobodyPaysAnybodySvIngenBetalarNagon => "誰も誰にも払いません。",
        Text::None => "なし。",
        Text::NoneLower => "なし",
        Text::NotADateWriteYYYYMMDD => {
            "日付ではありません:YYYY-MM-DDで入力(正しくなるまで反映されません)"
        }
        Text::NotAFileNameInTheNights => {
            "{}:この夜のフォルダのファイル名ではありません。読みませんでした"
        }
        Text::NotCounted => "数えません",
        Text::NotEveryoneSatForehandEquallyOften => "全員が同じ回数フォアハンドになっていません:",
        Text::NotFollowingTheNightTheNetworkIs => {
            "クラブの夜を追跡していません:ネットワークがありません。ページは再試行します。上の順位表は古いかもしれません。"
        }
        Text::NotFollowingTheTableTheShowingWas => {
            "卓を追っていません:表示が止められたか、ネットワークがありません。ページは再接続を試みます。上の順位は古いかもしれません。"
        }
        Text::NotHandedInYetTheFileIs => {
            "{}:まだ提出されていません(この夜のフォルダにファイルがありません)"
        }
        Text::NotOnlyTheNight => "クラブの夜だけにしない",
        Text::NotSaved => "未保存:",
        Text::NotTheAddressOfAFileOn => "{}:このコンピュータのファイルのアドレスではありません",
        Text::Note => "メモ:",
        Text::NoteLower => "メモ",
        Text::NoteSvAnteckning => "メモ",
        Text::Nothing => "なし",
        Text::Now => "現在:",
        Text::OPTIONS => "[オプション]",
        Text::Objective => "目的",
        Text::OddPinnarGoTo => "端数のピナーは",
        Text::OddPointsGoTo => "端数の点は",
        Text::OddTo => "端数{}は{}へ。",
        Text::OddToWith2 => "、端数{}は{}へ",
        Text::Of => "/",
        Text::OfFilesWereNotImportedSeeAbove => {
            "{}件のファイルをインポートできませんでした(全{}件、上記参照)"
        }
        Text::OfTablesFirst => "{}  {}  {}  {}/{}卓  首位:{}",
        Text::OkContractsVariants => "{}:OK:{}、{}ビッド、{}バリエーション\n",
        Text::Omkop => "再交換",
        Text::OmkopFirstExchangesTrump => "再交換、最初の交換の切札:",
        Text::OmkopFrom => "再交換前",
        Text::OmkopLower => "再交換前の切札",
        Text::OmkopWonLostCodille => "再交換(勝ち/負け/ダブル)",
        Text::OnDragOrScrollInTheChart => {
            "オン:グラフをドラッグかスクロールで移動、Ctrlとホイールで拡大。オフ:ホイールでページをスクロール。"
        }
        Text::OneMoreRebuy => "再交換を1回増やす",
        Text::OneRebuyFewer => "再交換を1回減らす",
        Text::Only => "だけ",
        Text::OnlyEveningsOfThisClub => "このクラブの対局だけ",
        Text::OnlyEveningsOnOrAfterThisDay => "この日以降の対局だけ(YYYY-MM-DD)",
        Text::OnlyEveningsOnOrBeforeThisDay => "この日以前の対局だけ(YYYY-MM-DD)",
        Text::OnlyEveningsOnThisBidTableId => "このビッド表の対局だけ(ID)",
        Text::OnlyEveningsWithThisPlayerRepeatFor => {
            "このプレイヤーが参加した対局だけ(複数なら繰り返し指定:全員が参加した対局。統計では表示するプレイヤー)"
        }
        Text::OnlyHidesTheWindow => "(✕はアドレスを隠すだけ)",
        Text::OnlyTheEveningsOfThisClubNight => {
            "このクラブの夜の対局だけ(アーカイブにある、`vira night close`が書いたファイル)"
        }
        Text::OnlyThisMachineReachesThePageBind => {
            "このコンピュータだけがページに届きます(ネットワーク上の電話には --bind 0.0.0.0)。Ctrl-Cで終了します。"
        }
        Text::Open => "開く",
        Text::OpenCards => "{}、公開({}枚)",
        Text::OpenLower => "公開",
        Text::OpenTheAppTheSameAsNo => "アプリを開く(コマンドなしと同じ)",
        Text::OpenTheFolder => "フォルダを開く",
        Text::OpeningAla => "開始時の拠出",
        Text::Options => "オプション:",
        Text::Or => "または",
        Text::OrAsMisarCards => "{}、または{}でミゼール({}枚)",
        Text::Outcome => "結果",
        Text::Overtricks => "オーバートリック",
        Text::Owes => "借り",
        Text::PLAYERS => "プレイヤー",
        Text::PORT => "ポート",
        Text::PRACTICE => "練習",
        Text::Paper => "紙",
        Text::PassedWithoutLowGuards => "ロー・ガードなしでパス",
        Text::Passers => "パスしたプレイヤー",
        Text::Passing => "パス",
        Text::Payments => "支払い",
        Text::Pays => "が支払う:",
        Text::PaysWith3 => "{}が{}に{}を支払う",
        Text::PaysWith3Line => "{}が{}に{}支払う\n",
        Text::PerEvening => "対局ごと",
        Text::PerTrumpRank => "切札の種類ごと",
        Text::Period => "期間",
        Text::PhonesOnTheSameNetworkOpen => "同じネットワークのスマートフォンで開く:",
        Text::Pinnar => "ピナー",
        Text::PinnarCommonSecondPref => "プレイヤー点 その他/セカンド/プレファ",
        Text::PinnarPerBet => "1ベター",
        Text::PinnarRank => "点数の切札",
        Text::PlacePoints3210 => "順位点3/2/1/0",
        Text::PlacePointsATableEqualPointsAre => {
            "テーブルごとの順位点 {}。同点は純結果で分け、テーブルで同じ結果の人は上の順位を分け合います"
        }
        Text::Plain => "なし",
        Text::PlayTheLastRound => "最終周をプレイ",
        Text::Played => "プレイ",
        Text::Player => "プレイヤー",
        Text::PlayerLower => "プレイヤー",
        Text::Players => "プレイヤー",
        Text::PlayersAreNotEnoughForATable => "{} 人ではテーブルを作れません(3人以上)",
        Text::PlayersLower => "プレイヤー",
        Text::PlayersSvSpelare => "人",
        Text::PlayersView => "プレイヤー画面",
        Text::Point => " · {}点",
        Text::Points => " · {}点",
        Text::PointsAt => "{}点({}人)",
        Text::PointsLower => "点",
        Text::PointsSvPoang => "得点",
        Text::PossibleValues => "使える値:",
        Text::PossibleValuesColon => "[使える値: ",
        Text::PossibleValuesWith1 => "[使える値: {}]",
        Text::Postings => "記帳",
        Text::Practice => "(練習)",
        Text::PracticeEveningPlayOnAsYouLike => {
            "練習対局:自由に続けてください。アーカイブの統計には決して数えられません。"
        }
        Text::PracticeWith1 => "{}(練習)",
        Text::PreferenceSuit => "プレファランス:",
        Text::PreferenceSuitLower => "プレファランスのスート",
        Text::Previous => "← 前へ",
        Text::PriceOfABet => "1ベターの価格:",
        Text::PricePerBet => "1ベターの価格",
        Text::Print => "印刷",
        Text::PrintHelp => "ヘルプを表示",
        Text::PrintHelpForTheSubcommandS => "コマンドのヘルプを表示",
        Text::PrintHelpSeeASummaryWithH => "ヘルプを表示(「-h」で要約)",
        Text::PrintHelpSeeMoreWithHelp => "ヘルプを表示(「--help」で詳細)",
        Text::PrintJSON => "JSONを出力",
        Text::PrintJSONInsteadOfTheProtocol => "記録表の代わりにJSONを出力",
        Text::PrintJSONTheStandingEachTableAnd => "JSONを出力(順位表、各卓、問題の説明)",
        Text::PrintJSONWithTheChartSeries => "JSONを出力(グラフの系列付き)",
        Text::PrintSvSkrivUt => "印刷…",
        Text::PrintTheSeating => "着席を印刷…",
        Text::PrintThisMessageOrTheHelpOf => "このヘルプ、または指定したコマンドのヘルプを表示",
        Text::PrintVersion => "バージョンを表示",
        Text::PrintoutsPrintAreSavedInTheFolder => {
            "印刷(印刷する)は最後にエクスポートしたフォルダに保存されます。"
        }
        Text::Problems => "問題",
        Text::Protocol => "記録",
        Text::ProtocolChartAndBetdelningReadOnly => "記録、グラフ、精算(読み取り専用)",
        Text::Pulla => "ポット",
        Text::PullaDividedByEach => "ポット{}を{}人で分け、1人{}。",
        Text::PullaLower => "ポット",
        Text::PullaSvPullan => "ポット",
        Text::QRCode => "QRコード",
        Text::REFUSED => "  {}:拒否:{}\n",
        Text::RULE => "ルール",
        Text::ReadTheFolderAgainForExampleWhen => {
            "フォルダを読み直す(同期で対局が追加されたときなど)"
        }
        Text::ReadingTheArchive => "アーカイブを読み込み中…",
        Text::ReadingTheArchiveStoppedUnexpectedly => "アーカイブの読み込みが予期せず中断しました",
        Text::ReadingTheTables => "卓を読み込み中…",
        Text::Rebuy => "+ 再交換",
        Text::RebuySvOmkop => "− 再交換",
        Text::Rebuys => "再交換回数",
        Text::RebuysPaid => "再交換(支払済み):",
        Text::RecordEnter => "記録 (Enter)",
        Text::Redo => "やり直し",
        Text::RedoSvGorOm => "↷ やり直し",
        Text::Redone => "やり直し:",
        Text::RefillEveryonePutsInThePulla => "補充:全員がポットに{}ずつ出す",
        Text::RefillingThePulla => "ポットの補充",
        Text::Refused => "拒否:{}:{}\n",
        Text::Reload => "⟳ 読み直す",
        Text::ReopenTheClosedEveningForACorrection => {
            "終了した対局を訂正のために開きます。もう一度終了するまで進行中になります。"
        }
        Text::ReplacesTheBuiltInTable => "{}(組み込みの表を置き換え)",
        Text::RequiresASubcommandButOneWasNot => "「{}」にはコマンドが必要です",
        Text::ResetTheView => "表示を元に戻す",
        Text::Result => "結果",
        Text::ResultLower => "トリック",
        Text::ResultOverTheEvenings => "対局ごとの結果",
        Text::ResultSvResultat => "結果",
        Text::Results => "結果",
        Text::ResultsAfterTheBetdelning => "精算後の結果",
        Text::Resume => "続ける",
        Text::RoundDealOf => "第{}周、第{}/{}ディール",
        Text::RoundsAnd => "周と",
        Text::Rule => "ルール:",
        Text::RuleWith1Line => "ルール:{}\n\n",
        Text::SEED => "シード",
        Text::SORT => "列",
        Text::Save => "保存",
        Text::SaveTheCorrectionEnter => "訂正を保存 (Enter)",
        Text::SaveThePrice => "価格を保存",
        Text::ScanTheCodeWithThePhonesCamera => {
            "電話のカメラでコードを読み取るか、アドレスを入力してください:"
        }
        Text::ScreenOn => "画面オン",
        Text::SeaLevel => "~~~ 海面 ~~~",
        Text::Seat => "{}番席",
        Text::SeatAgain => "着席し直す",
        Text::SeatLower => "席",
        Text::SeatLowerWith1 => "{}番席",
        Text::SeatPlayers => "{}人を着席させる",
        Text::SeatTheLastSittingAgainInsteadOf => {
            "シッティングを追加せず、最後のシッティングを着席し直す(開始前のみ。卓のどれかに対局があれば拒否)"
        }
        Text::SeatTheNightsNextSittingAndAdd => {
            "夜の次のシッティングを着席させ、クラブの夜のファイルに加える"
        }
        Text::Seating => "着席",
        Text::SecondLast => "最後から2番目のビッドID",
        Text::SecondLastBidAboveSeaLevel => "最後から2番目のビッド(海面より上)",
        Text::SecondLastName => "最後から2番目のビッド",
        Text::SemicolonsBetweenTheFieldsForSpreadsheetsSet => {
            "フィールドの区切りをセミコロンに(スウェーデン語の表計算ソフト用)"
        }
        Text::SeparateTheCSVFieldsWithWhateverThe => {
            "言語にかかわらずCSVの項目を`;`で区切る(`--lang sv`では最初からそうなります)"
        }
        Text::ServeThePlayersViewOfAnEvening => {
            "対局ファイルのプレイヤー表示をウェブページとして配信する(スマートフォンやプロジェクター用)。ファイルの変更に追従します。読み取り専用で、アドレスにはランダムなトークンが含まれます。Ctrl-Cで停止"
        }
        Text::SetAPrice => "価格を設定",
        Text::SettleAnEveningFileTheProtocolThe => {
            "対局ファイルを精算する:記録表、精算、誰が誰に払うか"
        }
        Text::Sexmastare => "セクスマスターレ",
        Text::ShareWonPerContractInBidTable => "ビッドごとの勝率(ビッド表の順)",
        Text::Shift => "Shift",
        Text::ShowATableAsThePrintedCard => "表を印刷されたカードの形で表示",
        Text::ShowAll => "すべて表示",
        Text::ShowEveryContract => "すべてのビッドを表示",
        Text::ShowOnPhones => "電話に表示",
        Text::ShowTheNightsStandingSeatingAndTables => "クラブの夜の順位表、着席、卓を表示",
        Text::ShownNowClickForTheAddressAnd => {
            "表示中です。クリックするとアドレスとQRコードを表示します。止めるにはウィンドウのボタンを使います。"
        }
        Text::ShowsBetarAndPinnarAsPoints1 => {
            "ベターとピンネを点で表示します:1ピンネ = 1点。変わるのは表示だけで、対局の記録は変わりません。"
        }
        Text::SitForehand => "フォアハンドになる",
        Text::SitsOut => "休み",
        Text::Sitting => "シッティング{}",
        Text::SittingHasStartedTableHasItsEvening => {
            "シッティング{}は始まっています:卓{}に対局があります({})。着席し直しません"
        }
        Text::SittingIsSeatedPairsWhoHaveMet => {
            "シッティング{}を着席させました(すでに同卓した組:{})。"
        }
        Text::SittingOut => "休み",
        Text::SittingSeedPairsWhoHaveMetBefore => {
            "第{}ラウンド({}、シード {}。すでに対戦した組 {})\n"
        }
        Text::SittingSitsAtTwoTables => "第{}ラウンド:{} が二つのテーブルに座っています",
        Text::SittingTable => "  第{}ラウンド、テーブル{}({}):{}\n",
        Text::SittingTableIsFollowedOnTheNetwork => {
            "シッティング{}、卓{}をネットワークで追跡します。"
        }
        Text::SittingTableIsNoLongerFollowed => "シッティング{}、卓{}の追跡をやめました。",
        Text::SittingTableLowerWith3 => "第{}ラウンド、テーブル{}({})",
        Text::SittingTableLowerWith4 => "第{}ラウンド、テーブル{}({}):{}",
        Text::SittingTableWith2 => "シッティング{}、卓{}",
        Text::SittingsTables => "{}シッティング、{}卓",
        Text::SmallerCtrl => "縮小 (Ctrl −)",
        Text::SoThatEveryoneSitsForehandOnceMore => {
            "全員がもう一度フォアハンドになるように。最後のディールはボルップです。"
        }
        Text::Solo => "ソロ",
        Text::SortByTheColumn => "この列で並べ替え",
        Text::SortByThisColumn => "この列で並べ替え",
        Text::SortDescending => "降順に並べ替え",
        Text::Stage => "第{}段階:{}",
        Text::Standing => "得点",
        Text::Start => "⌂ スタート",
        Text::StartAForcedRound => "強制周を開始",
        Text::StartTheEvening => "対局を開始",
        Text::Statistics => "統計",
        Text::StatisticsColon => "統計:",
        Text::StatisticsPerPlayerAndPerContract => "プレイヤーごと・ビッドごとの統計",
        Text::Stock => "交換",
        Text::StopFollowing => "追跡をやめる",
        Text::StopShowing => "表示をやめる",
        Text::Surr => "降伏",
        Text::SurrSvLagt => "降伏",
        Text::SurrenderRebuy => "降伏 / 再交換",
        Text::Surrendered => "降伏",
        Text::SurrenderedLagd => "降伏",
        Text::SurrenderedSvLagt => "降伏",
        Text::SvenskaEnglish => "日本語 / Svenska",
        Text::TABLE => "卓",
        Text::THEPULLA => "ポット",
        Text::Table => "  テーブル{}:{}({})\n",
        Text::TableIdFileNameWithoutRon => "表のID(`.ron`を除いたファイル名)",
        Text::TableIsFollowedAt => "卓{}({})を{}で追跡します\n",
        Text::TableIsNoLongerFollowed => "卓{}({})の追跡をやめました\n",
        Text::TableLower => "ビッド表",
        Text::TableSvBord => "テーブル",
        Text::TableSvBudtabell => "ビッド表",
        Text::TableWith1 => "卓{}",
        Text::TableWith1SvBord => "{}卓",
        Text::TableWith2 => "卓{}:{}",
        Text::Tables => "テーブル",
        Text::TablesOf34Or5The => "3、4、5人の卓、席は抽選。クラブの夜が開きます",
        Text::TablesWith1 => "{}卓",
        Text::TakeTheTakeAwayBack => "取り消しを元に戻す",
        Text::TakenAwayByASolo => "ソロで取り消し",
        Text::ThatNameIsAlreadyAtTheTable => "その名前はすでにテーブルにあります。",
        Text::TheAddressIsNotATablesAddress => {
            "アドレス{}は卓のアドレスではありません(http://アドレス:ポート/トークン/)"
        }
        Text::TheAddressToListenOn1270 => {
            "待ち受けるアドレス:`127.0.0.1`(このコンピュータのみ、既定)または`0.0.0.0`(ローカルネットワークのすべてのスマートフォン)"
        }
        Text::TheAlaInChips => "拠出をチップで",
        Text::TheAnswerIsNotAnEvening => "応答が対局ではありません({})",
        Text::TheAppSaysWhichChipsMakeEach => {
            "各支払いにどのチップを使うかを表示します:手元、ポット、セクスマスターレ、最後の清算。"
        }
        Text::TheArchive => "アーカイブ",
        Text::TheArchiveCanLiveInASynced => {
            "アーカイブは同期フォルダ(Syncthing、Nextcloud、Dropbox、ネットワークドライブ)に置いてクラブのコンピュータで共有できます。対局ごとに別のファイルで、フォルダにはほかに何も書かないので、2台が同時に対局を追加しても失われません。一覧を速くする索引はこのコンピュータのキャッシュフォルダに置かれ、必要なときにファイルから作り直されます。"
        }
        Text::TheArchiveFolderDefaultTheApps => "アーカイブのフォルダ(既定:アプリのもの)",
        Text::TheArchiveFolderDefaultTheAppsThe => {
            "アーカイブのフォルダ(既定はアプリと同じ:アプリで選んだフォルダ(データフォルダの`settings.ron`に保存)、なければデータフォルダの`archive/`。データフォルダは`--data-dir`またはプラットフォームの`…/vira`)"
        }
        Text::TheArchiveHas => "アーカイブの対局数",
        Text::TheArchiveIsEmptyClosedEveningsCome => {
            "アーカイブは空です。終了した対局はここに入ります。他のコンピュータの対局はインポートできます(ファイルをウィンドウにドラッグ)。"
        }
        Text::TheArchiveIsNowIn => "現在のアーカイブの場所:",
        Text::TheArchiveThePlayersViewThePhones => {
            "アーカイブ、プレイヤービュー、電話、印刷、拡大と言語"
        }
        Text::TheArchivesFolder => "アーカイブのフォルダ",
        Text::TheArchivesFolderCannotBeRead => "アーカイブのフォルダを読めません:",
        Text::TheArchivesIndexWasDamagedWhatWas => {
            "アーカイブの索引が正しく読めなかったので、ファイルから読み直しました。"
        }
        Text::TheArchivesStatisticsOfTheNightsTables => "クラブの夜の卓のアーカイブ統計",
        Text::TheArgumentCannotBeUsedMultipleTimes => "「{}」は1回しか指定できません",
        Text::TheArgumentCannotBeUsedWith => "「{}」は「{}」と一緒に指定できません",
        Text::TheArgumentCannotBeUsedWithOne => "「{}」はほかの引数と一緒に指定できません",
        Text::TheArgumentsCannotBeRead => "引数を読み取れません",
        Text::TheBiggestLoser => "(最も負けているプレイヤー)",
        Text::TheBiggestLoserLower => "最も負けているプレイヤー",
        Text::TheChangeWasRefused => "変更できませんでした:",
        Text::TheClearing => "↶ クリア",
        Text::TheClosedEveningsStatisticsImportAndExport => {
            "終了した対局、統計、インポートとエクスポート"
        }
        Text::TheClosingForcedRound => "終了時の強制周",
        Text::TheClub => "クラブ",
        Text::TheClubArchiveListStatsExportImport => {
            "クラブのアーカイブ:一覧、統計、エクスポート、インポート"
        }
        Text::TheClubsBidTablesCannotBeRead => "クラブのビッド表を読めません:{}",
        Text::TheClubsFile => "クラブのファイル:",
        Text::TheContracts => "ビッド",
        Text::TheCurriculumStageByStage => "ビラ教程、段階ごとに",
        Text::TheDealersOfTheLaterHands => "後のディールのディーラー",
        Text::TheDealersRotateOnFromTheChanged => {
            "変更したディールからディーラーが順に回ります。後のディールをどうするか選んでください:"
        }
        Text::TheDefaultFolder => "既定のフォルダ",
        Text::TheDrawsSeedDefaultFromTheClock => "抽選のシード(既定:時計から。どちらの場合も表示)",
        Text::TheEveningCannotBeOpenedForWriting => "対局を書き込み用に開けません:",
        Text::TheEveningFileRON => "対局ファイル(RON)",
        Text::TheEveningFiles => "対局ファイル",
        Text::TheEveningIsAlreadyOpenInAnother => "対局は別のviraウィンドウですでに開いています。",
        Text::TheEveningIsClosedAndKeptIn => "対局は終了し、アーカイブにあります。",
        Text::TheEveningIsClosedReopenItFor => {
            "対局は終了しています。まず訂正のため開いてください。"
        }
        Text::TheEveningIsComplete => "対局は完了です",
        Text::TheEveningIsNoPracticeEveningAnd => {
            "この対局は練習対局ではないので、削除しませんでした。"
        }
        Text::TheEveningIsOutsideVirasFolder => "この対局はviraのフォルダの外にあります",
        Text::TheEveningMovesToTheArchiveIt => {
            "対局はアーカイブに移ります。訂正のため再び開くことができます。"
        }
        Text::TheEveningWasAlreadyInTheArchive => {
            "この対局はすでにアーカイブにあります(1回だけ保存):"
        }
        Text::TheEveningsAreBeingCopiedTo => "対局のコピー中です。コピー先:",
        Text::TheEveningsFileCannotBeReadJust => {
            "今夜のファイルは今は読めません。読めるようになり次第、このページに今夜の記録を表示します。理由は vira serve を実行している画面に出ています。"
        }
        Text::TheEveningsLength => "対局の長さ",
        Text::TheFileCanBeReadAgainThe => "ファイルがまた読めます。電話に今夜の記録を表示します。",
        Text::TheFileCannotBeOpened => "ファイルを開けません:",
        Text::TheFileIsDeletedAndCannotBe => {
            "ファイルは削除され、元に戻せません。対局がないときは、スタートページからいつでも新しい例を始められます。"
        }
        Text::TheFileWasPlayedByButThe => {
            "{}:ファイルは {} が対局しましたが、この夜は {} を座らせました。数えません"
        }
        Text::TheFilesAreLeftUntouched => "(ファイルはそのまま残ります)",
        Text::TheFinalReckoning => "最後の清算",
        Text::TheFinalReckoningInChips => "チップでの最後の清算",
        Text::TheFolderCanBeChangedAgainOnce => "。完了後にフォルダを再び変更できます。",
        Text::TheFolderHasNoEveningFilesRon => "{}:フォルダに対局ファイル(*.ron)がありません",
        Text::TheFolderWasNotChangedCopyingFailed => {
            "フォルダは変更されませんでした。コピーに失敗しました:"
        }
        Text::TheFollowingRequiredArgumentsWereNotProvided => "次の必須の引数がありません:",
        Text::TheForced => "強制ゲーム",
        Text::TheHTMLFileToWrite => "書き出すHTMLファイル",
        Text::TheHandBeingEntered => "(入力中のディール)",
        Text::TheHandBeingEnteredWhenTheWindow => {
            "ウィンドウを閉じたときに入力中だったディールを読めません:"
        }
        Text::TheHandClearedCtrlZBringsIt => "クリアしました。Ctrl+Zで戻せます。",
        Text::TheHandIsNotComplete => "ディールが完成していません。",
        Text::TheLastHand => "最後のディール",
        Text::TheLastRound => "最終周",
        Text::TheLastSittingSeatedAgainBeforeIt => "最後のシッティングを開始前に着席し直す",
        Text::TheListShowsEveningsAtWhichAll => "選んだ全員が参加した対局を表示します。",
        Text::TheLosersBuyTheirChipsBack => "負けた人がチップを買い戻す",
        Text::TheNetResultOverEveryTable => "全テーブルの純結果",
        Text::TheNewestSittingsTablesAndPlayersLarge => {
            "最新のシッティングの卓とプレイヤーを大きく、貼り出すA4ページに"
        }
        Text::TheNextDealIsBorupTheLast => "次のディールはボルップ、最後の",
        Text::TheNightFile => "クラブの夜のファイル",
        Text::TheNightFileNAMENight => "クラブの夜のファイル(`NAME.night`)",
        Text::TheNightFileToMakeNAMENight => {
            "作成するクラブの夜のファイル(`NAME.night`)。既存のものはそのまま"
        }
        Text::TheNightHasNoSittingToSeat => "この夜には着席し直すシッティングがありません",
        Text::TheNightHasNoTableGiveSitting => {
            "この夜に卓{}はありません(シッティング.卓の形で、例えば1.2)"
        }
        Text::TheNightHasNoTablesYet => "この夜にはまだ卓がありません。",
        Text::TheNightIsArchivedAsOfTables => "クラブの夜を{}としてアーカイブしました:{}/{}卓",
        Text::TheNightIsNotReadYetNothing => {
            "クラブの夜はまだ読み込まれていません。印刷するものはありません"
        }
        Text::TheNightIsSavedAs => "クラブの夜を保存しました:",
        Text::TheNightIsSavedIn => "クラブの夜の保存先:",
        Text::TheNightsDateYYYYMMDD => "夜の日付(YYYY-MM-DD)",
        Text::TheNightsFileCannotBeReadJust => {
            "クラブの夜のファイルは今は読めません。読めるようになりしだいページは順位表を再び表示します。理由はvira serveを実行している場所に書かれます。"
        }
        Text::TheNightsInTheArchiveDateClub => {
            "アーカイブのクラブの夜:日付、クラブ、提出された卓、首位"
        }
        Text::TheNightsStatistics => "クラブの夜の統計",
        Text::TheOthers => "他のプレイヤー",
        Text::ThePatternCannotBeReadAtCharacter => "{}:パターンの{}文字目が読めません",
        Text::ThePatternGives => "{}:パターンに合うファイルは{}",
        Text::ThePlayers => "プレイヤー",
        Text::ThePlayersInSeatOrder => "着席順のプレイヤー",
        Text::ThePlayersPresentNowDefaultThoseOf => {
            "現在いるプレイヤー(既定:直前のシッティングの人)、カンマ区切り。遅れて来た人は加え、帰った人は除く"
        }
        Text::ThePlayersPresentSeparatedByCommas => "出席しているプレイヤー、カンマ区切り",
        Text::ThePlayersPresentSeparatedByCommasOr => {
            "出席しているプレイヤー(カンマ区切りか1行に1人):"
        }
        Text::ThePlayersViewAsAWebPage => {
            "プレイヤー表示をローカルネットワークのウェブページとして出します。プレイヤーは電話でQRコードを読み取ります。読むだけで、アドレスにはランダムな鍵が入っています。"
        }
        Text::ThePlayersViewCannotBeShownOn => "プレイヤー表示を電話に出せません:",
        Text::ThePlayersViewOverTheWholeWindow => {
            "プレイヤー画面をウィンドウ全体に、テーブルに向けて(F11、Escで戻る)。"
        }
        Text::ThePortDefaultAnyFreePortThe => {
            "ポート(既定:空いている任意のポート。アドレスが表示されます)"
        }
        Text::ThePracticeEveningIsDeleted => "練習対局を削除しました。",
        Text::TheProtocol => "記録表",
        Text::TheProtocolAsHTMLForA4In => "記録をA4用HTMLとしてブラウザで",
        Text::TheProtocolIsSavedAs => "記録の保存先:",
        Text::TheProtocolsColumn => "{}:記録表の列",
        Text::TheProtocolsRow => "{}:記録表の行",
        Text::ThePulla => "ポット",
        Text::ThePullaAndTheBalancesLargeIn => {
            "ポットと得点を大きく別ウィンドウに:2台目の画面やテレビ用。"
        }
        Text::ThePullaDivided => "ポットを分ける",
        Text::ThePullaWith2 => "ポット:{}。{}",
        Text::TheSameEveningTheSameIdIs => {
            "同じ対局(同じID)が内容の違う複数のファイルにあります(2台のコンピュータで訂正した場合など)。すべて保存されます。集計するのは下に示すファイルだけです。確認して間違っている方を削除してください。"
        }
        Text::TheSamePlayersAtNewTablesAs => {
            "同じプレイヤーを新しい卓に、再び同卓する組をできるだけ少なく"
        }
        Text::TheScreenCannotBeKeptOnHere => "ここでは画面を点けたままにできません。",
        Text::TheScreenCannotBeKeptOnHereSvSkarmenKanInteHallas => {
            "ここでは画面を点けたままにできません:いつも通り暗くなります。"
        }
        Text::TheScreenIsKeptOnNow => "画面は点いたままです。",
        Text::TheSettingsFileCannotBeReadThe => {
            "設定ファイルを読めません。修正されるまで既定のフォルダのアーカイブを表示します:"
        }
        Text::TheStanding => "順位表",
        Text::TheStandingCannotBeShownOnThe => "順位表をスマートフォンに表示できません:",
        Text::TheStandingOnThePlayersPhonesAnd => {
            "プレイヤーのスマートフォンとプロジェクターに順位表を表示(このコンピュータから、読み取り専用)"
        }
        Text::TheStandingTheSeatingAndEachTables => {
            "順位表、着席、各卓の結果をブラウザでA4ページとして"
        }
        Text::TheStandingsRuleNetOrPlaces3 => {
            "順位表のルール:`net`(純結果)、または`places:3,2,1,0`(卓ごとの各順位の点)"
        }
        Text::TheStatisticsShowThoseChosenNoneChosen => "選んだプレイヤーの統計(未選択なら全員)。",
        Text::TheSystemsFileDialogOrTypeThe => "システムのファイル選択(またはパスを入力)",
        Text::TheTable => "テーブル",
        Text::TheTableAnsweredItsFileMayNot => {
            "卓の応答は{}でした(ファイルが今は読めないのかもしれません)"
        }
        Text::TheTableAsSITTINGTABLE12 => "卓、`SITTING.TABLE`の形で(`1.2`:シッティング1、卓2)",
        Text::TheTableAsSITTINGTABLEDefaultThe => {
            "卓、`SITTING.TABLE`の形で(既定:ファイルのプレイヤーが着席した卓、最新のシッティングから)"
        }
        Text::TheTableCannotBeUsed => "この表は使えません:",
        Text::TheTableDoesNotKnowTheToken => {
            "卓がアドレスのトークンを知りません(新しいアドレスが表示されていませんか?)"
        }
        Text::TheTableFileRON => "表ファイル(RON)",
        Text::TheTableFolderIsNotAFolder => "{}:表のフォルダがフォルダではありません",
        Text::TheTables => "テーブル",
        Text::TheTablesAddressHttpADDRESSPORTTOKEN => {
            "卓のアドレス、`http://ADDRESS:PORT/TOKEN/`(なし:追跡をやめる)"
        }
        Text::TheTablesColon => "テーブル:",
        Text::TheTablesCountInDifferentUnitsClassic => {
            "テーブルごとに単位が違います(クラシックとイスベリスヴィーラ、または人数の違うイスベリスヴィーラ):結果は合計せず、金額と順位は合計します"
        }
        Text::TheTablesEveningFile => "卓の対局ファイル",
        Text::TheTimeIsUp => "時間切れ",
        Text::TheUndoHistoryBelongedToAnotherVersion => {
            "元に戻す履歴は対局ファイルの別の版のものでした(アプリの外で変更されました)。履歴は使わず、対局はファイルのとおりです。"
        }
        Text::TheUndoHistoryCannotBeReadThe => {
            "元に戻す履歴が読めません。対局はファイルのとおりです:"
        }
        Text::TheVariantsConflict => "バリエーションが矛盾しています:",
        Text::TheWheelScrollsThePageTurnOn => {
            "ホイールでページをスクロールします。グラフを動かすには「拡大・移動」をオンにしてください。"
        }
        Text::TheZoomInThePreferencesCannotBe => "設定の拡大率({})は使えません:100 % を使います。",
        Text::TheyAreLeftUntouchedViraNeverOverwrites => {
            "そのまま残ります:viraが上書きすることはありません。ファイルを修正して(エラーに行と列があります)読み直してください。"
        }
        Text::TheyAreWrittenDownAsRecordedNo => {
            "記録どおりに書き込みます。ほかのディールは変わりません。"
        }
        Text::ThisSystemHasNoDataDirectoryGive => {
            "このシステムにはデータフォルダがありません。--archive フォルダ でアーカイブを指定してください"
        }
        Text::ThisViraWasBuiltWithoutTheApp => {
            "このviraはアプリなしでビルドされています(cargoの機能`app`)。コマンドラインは使えます:`vira --help`"
        }
        Text::ThisYear => "今年",
        Text::Times => "回",
        Text::Tiomastare => "ティオマスターレ",
        Text::TipDidYouMean => "ヒント:「{}」のことですか?",
        Text::To => "終了",
        Text::ToComePaper => "貸し(紙)",
        Text::ToSeeTo => "確認すること",
        Text::ToSeeToIn => "\n{} で確認すること:\n",
        Text::ToTheBetdelning => "精算へ",
        Text::ToTheFolder => "フォルダへ",
        Text::ToTheStartPage => "スタートページへ",
        Text::Tokens => "チップ",
        Text::TookTheForcedGameAway => " · 強制ゲームを取り消し",
        Text::TookTheForcedGameAwayLower => "強制ゲームを取り消し",
        Text::Trick => "トリック",
        Text::Tricks => "トリック:",
        Text::TricksIsImpossibleThisGameHas => "トリックは不可能です。この対局のカード:",
        Text::TricksLower => "トリック",
        Text::Trump => "切札",
        Text::TrumpLower => "切札",
        Text::TryAPracticeEveningFourPlayersAt => {
            "練習対局を試してください:ストックホルム表で4人、すでに12ディール済みなので、記録表・ポット・得点状況に中身があり、次のディールを記録できます。練習の印が付き、アーカイブの統計には数えられず、削除できます。"
        }
        Text::TryAnExample => "例を試す",
        Text::TypeABid => "ビッドを入力",
        Text::TypeAgainEG => "入力し直してください。例:",
        Text::TypeEG => "入力、例 {}",
        Text::TypeTheAddressTheHostsComputerShows => {
            "ホストのコンピュータが「電話に表示」で示すアドレスを入力してください(またはQRコードを電話で読み取って書き写してください)。"
        }
        Text::TypeTheAddressTheTablesComputerShows => {
            "卓のコンピュータが「電話に表示」で示すアドレスを入力してください。卓のファイルが提出されるまで、順位表はその卓が示す内容を数えます。"
        }
        Text::TypeTheTricksOrLToSurrender => "トリック数を入力、降伏はl",
        Text::UNUSABLE => "使用不可",
        Text::UnderThePulla => "ポットの下:",
        Text::Undo => "↶ 元に戻す",
        Text::UndoTheClearing => "↶ クリアを元に戻す",
        Text::UndoWith1 => "↶ {}を元に戻す",
        Text::Undone => "元に戻した:",
        Text::UndoneTheHandBeingEnteredIsBack => "元に戻した:入力中のディールが戻りました。",
        Text::UnexpectedArgumentFound => "「{}」という引数はありません",
        Text::UnexpectedValueForFoundNoMoreWere => {
            "余分な値「{}」があります(「{}」にはこれ以上の値は不要です)"
        }
        Text::UnknownBidTableKnown => "ビッド表`{}`はありません(あるのは:{})",
        Text::UnknownRuleGiveNetOrPlaces3 => {
            "不明なルール `{}`(`net` または `places:3,2,1,0` を指定してください)"
        }
        Text::UnrecognizedSubcommand => "「{}」というコマンドはありません",
        Text::Until => "まで",
        Text::UntilATime => "時刻まで",
        Text::Usage => "使い方:",
        Text::Variants => "バリエーション",
        Text::VariantsLower => "バリエーション",
        Text::View => "表示",
        Text::ViraPlayersView => "ビラ – プレイヤー画面",
        Text::ViraThePullaAndTheProtocol => "ビラ — ポットと記録",
        Text::WhenItIsShort => "足りないとき",
        Text::WhereTheAppKeepsEveningsDefaultThe => {
            "アプリが対局を保存する場所(既定:プラットフォームのデータフォルダ`…/vira`)。進行中は`evenings/`、終了したものは`archive/`"
        }
        Text::WhoPaysWhom => "支払い方",
        Text::WholeRounds => "周単位",
        Text::Winner => "最大の勝ち",
        Text::WithChipsTheViraPulla => "チップで(ビラのポット)",
        Text::WithFiveTheDealersLeftAndRight => {
            "5人の時は、ディーラーの左隣と右隣のプレイヤーが休みます。"
        }
        Text::Won => "勝ち",
        Text::WonChipsSwappedForLostOnes => "勝ったチップを負けたチップと交換する",
        Text::WonLower => "勝ち",
        Text::WonLowerColon => "勝ち:",
        Text::WonSvVunna => "勝ち",
        Text::WonSvVunnet => "勝ち",
        Text::WorkingOutTheStatistics => "統計を計算しています…",
        Text::Worst => "最悪",
        Text::WorstEvening => "最悪の対局",
        Text::WriteHandsCsvAndResultsCsvInto => {
            "hands.csvとresults.csvをこのフォルダーに書き出します。`--lang ja`(または`sv`)では画面と同じ言葉で:列名、用語、金額(点)をその言語で書き、強制ディールに印を付けます。スウェーデン語ではスウェーデンの表計算ソフト向けにバイト順マーク、`;`区切り、小数点はカンマ。英語では機械向けの列名とコード、`,`区切り、小数点はピリオド"
        }
        Text::WriteTheDateAsYYYYMMDD => "日付をYYYY-MM-DDで入力してください。",
        Text::WriteThisEveningIdFileNameIn => {
            "この対局(ID、アーカイブ内のファイル名、または対局ファイル)をHTMLの記録表として書き出す"
        }
        Text::Wrote => "書き込み",
        Text::WroteAnd => "{}({})と{}({})を書き出しました\n",
        Text::WroteLowerWith1Line => "{}を書き出しました\n",
        Text::YYYYMMDD => "YYYY-MM-DD",
        Text::Yes => "はい",
        Text::YesCloseIt => "はい、終了します",
        Text::YesDeleteIt => "はい、削除します",
        Text::Zoom => "拡大・移動",
        Text::ZoomLightOrDark => "拡大とライト・ダーク",
    }
}
