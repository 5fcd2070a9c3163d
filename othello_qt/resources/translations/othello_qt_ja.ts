<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;Othello {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;オセロ {version}&lt;/h3&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;The classic board game, also known as Reversi. Play a friend on the same board, or the computer at %n levels: from an opponent a beginner can beat to a master that plays the endgame perfectly.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;リバーシとも呼ばれる定番のボードゲームです。同じ盤で友達と対局することも、%n段階のレベルのコンピューターと対局することもできます。初心者でも勝てる相手から、終盤を完全に読み切る名人まで揃っています。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;Hints show what every move is worth, any move can be taken back, and an unfinished game waits for you the next time you start. The whole game can be played with the keyboard and a screen reader.&lt;/p&gt;</source>
        <translation>&lt;p&gt;ヒントで各手の評価値がわかり、どの手も戻すことができます。途中の対局は次回の起動時にそのまま続けられます。キーボードとスクリーンリーダーだけでも最後まで遊べます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software under the MIT licence. Sounds made for this game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;MITライセンスのフリーソフトウェアです。効果音はこのゲームのために作られました。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Othello</source>
        <translation>オセロについて</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Opening: —</source>
        <translation>定石: —</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>編集した局面</translation>
    </message>
    <message>
        <source>Opening: {name}</source>
        <translation>定石: {name}</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, exact)</source>
        <translation>最善手: {move}（{score}、完全読み）</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, book)</source>
        <translation>最善手: {move}（{score}、定石）</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, estimate)</source>
        <translation>最善手: {move}（{score}、推定）</translation>
    </message>
    <message>
        <source>{best}; the game&apos;s {move} is as good</source>
        <translation>{best}。実戦の{move}も同じ評価です</translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s) (a blunder ??)</source>
        <translation>
            <numerusform>{best}。実戦の{move}は%n石損（悪手 ??）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s) (a mistake ?)</source>
        <translation>
            <numerusform>{best}。実戦の{move}は%n石損（疑問手 ?）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s)</source>
        <translation>
            <numerusform>{best}。実戦の{move}は%n石損</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): a blunder ??, %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>{number}手目（{move}）: 悪手 ??、%n石損。最善手は{best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): a mistake ?, %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>{number}手目（{move}）: 疑問手 ?、%n石損。最善手は{best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>{number}手目（{move}）: %n石損。最善手は{best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>疑問手%n回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>悪手%n回</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}: no move reviewed yet.</source>
        <translation>{color}: まだ解析した手はありません。</translation>
    </message>
    <message>
        <source>{color}: no mistakes.</source>
        <translation>{color}: 疑問手・悪手なし。</translation>
    </message>
    <message>
        <source>{mistakes} and {blunders}</source>
        <translation>{mistakes}、{blunders}</translation>
    </message>
    <message numerus="yes">
        <source>{color}: {counts}; the largest, move {number} ({move}), cost %n disc(s).</source>
        <translation>
            <numerusform>{color}: {counts}。最大の損失は{number}手目（{move}）の%n石。</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}: no move reviewed.</source>
        <translation>{color}: 解析した手なし。</translation>
    </message>
    <message>
        <source>{color}: {counts}.</source>
        <translation>{color}: {counts}。</translation>
    </message>
    <message>
        <source>{mistakes}, {blunders}</source>
        <translation>{mistakes}、{blunders}</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>定石</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>棋譜解析の結果</translation>
    </message>
    <message>
        <source>Reviewing {done}/{total}</source>
        <translation>解析中 {done}/{total}</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>棋譜解析の進み具合</translation>
    </message>
    <message>
        <source>Evaluation &amp;graph</source>
        <translation>評価グラフ(&amp;G)</translation>
    </message>
    <message>
        <source>Show the value of every position</source>
        <translation>各局面の評価値を表示します</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <translation>棋譜解析(&amp;R)</translation>
    </message>
    <message>
        <source>Value every move deeply and mark mistakes</source>
        <translation>すべての手を深く読んで評価し、疑問手と悪手に印を付けます</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>&amp;Stop review</source>
        <translation>棋譜解析を中止(&amp;S)</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>棋譜解析を中止します</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Show &amp;best move here</source>
        <translation>この局面の最善手を表示(&amp;B)</translation>
    </message>
    <message>
        <source>Show the engine&apos;s best move in this position</source>
        <translation>この局面でのエンジンの最善手を表示します</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>局面編集(&amp;U)…</translation>
    </message>
    <message>
        <source>Place discs, then play or analyse from there</source>
        <translation>石を置いて、その局面から対局または解析します</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>次の悪手へ(&amp;N)</translation>
    </message>
    <message>
        <source>Go to the next move the review marked, before it is played</source>
        <translation>検討で印の付いた次の手の、打つ前の局面へ</translation>
    </message>
    <message>
        <source>&amp;Previous mistake</source>
        <translation>前の悪手へ(&amp;P)</translation>
    </message>
    <message>
        <source>Go to the previous move the review marked, before it is played</source>
        <translation>検討で印の付いた前の手の、打つ前の局面へ</translation>
    </message>
    <message>
        <source>Reviewing the game: the summary follows when it is done.</source>
        <translation>棋譜を解析中です。終わると結果が表示されます。</translation>
    </message>
    <message>
        <source>Reviewing the game: every move against the engine&apos;s best (Stop ends it)</source>
        <translation>棋譜を解析中: すべての手をエンジンの最善手と比べています（「中止」で終了）</translation>
    </message>
    <message>
        <source>Review stopped: the analyst {analyst} failed ({error})</source>
        <translation>棋譜解析を中止しました: 解析エンジン {analyst} が失敗しました（{error}）</translation>
    </message>
    <message>
        <source>Analysis stopped: the analyst {analyst} failed ({error})</source>
        <translation>解析を中止しました: 解析エンジン {analyst} が失敗しました（{error}）</translation>
    </message>
    <message>
        <source>The analyst {analyst} failed, so the positions are not valued:
{error}</source>
        <translation>解析エンジン {analyst} が失敗したため、局面は評価されません:
{error}</translation>
    </message>
    <message>
        <source>This position is not analysed: turn on the evaluation graph ({keys}) or the hints</source>
        <translation>この局面は解析されていません。評価グラフ（{keys}）かヒントをオンにしてください</translation>
    </message>
    <message>
        <source>Review done — {summary}</source>
        <translation>棋譜解析完了 — {summary}</translation>
    </message>
    <message>
        <source>Review stopped — {summary}</source>
        <translation>棋譜解析を中止 — {summary}</translation>
    </message>
    <message>
        <source>No marked move further on</source>
        <translation>この先に印の付いた手はありません</translation>
    </message>
    <message>
        <source>No marked move before this one</source>
        <translation>これより前に印の付いた手はありません</translation>
    </message>
    <message>
        <source>The game is over here: there is no move to show</source>
        <translation>この局面で対局は終わっています。表示する手はありません</translation>
    </message>
    <message>
        <source>This position is not analysed: the analyst {analyst} failed ({error})</source>
        <translation>この局面は解析されていません: 解析エンジン {analyst} が失敗しました（{error}）</translation>
    </message>
    <message>
        <source>This position is not analysed yet: the graph fills in within moments</source>
        <translation>この局面はまだ解析されていません。まもなくグラフに表示されます</translation>
    </message>
    <message>
        <source>{result}. {summary}</source>
        <translation>{result}。{summary}</translation>
    </message>
</context>
<context>
    <name>AnimationSpeed</name>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Othello</source>
        <translation>オセロ</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>問題が発生しました: {error}</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Othello</source>
        <translation>オセロ</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>Othello board</source>
        <translation>オセロ盤</translation>
    </message>
    <message>
        <source>Arrow keys move between squares, Enter or Space plays; or type a square such as f5.</source>
        <translation>矢印キーでマスを移動し、EnterかSpaceで打ちます。f5のようにマスを入力しても打てます。</translation>
    </message>
    <message>
        <source>Divider: drag to resize</source>
        <translation>区切り線: ドラッグでサイズを変更</translation>
    </message>
    <message>
        <source>Window size grip</source>
        <translation>ウィンドウのサイズ変更グリップ</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Set up a position</source>
        <translation>局面編集</translation>
    </message>
    <message>
        <source>Click places</source>
        <translation>クリックで置くもの</translation>
    </message>
    <message>
        <source>Black disc</source>
        <translation>黒石</translation>
    </message>
    <message>
        <source>White disc</source>
        <translation>白石</translation>
    </message>
    <message>
        <source>Empty square</source>
        <translation>空きマス</translation>
    </message>
    <message>
        <source>Click a disc of the chosen colour again to remove it.</source>
        <translation>選んだ色の石をもう一度クリックすると取り除けます。</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>盤面をクリア</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>初期配置</translation>
    </message>
    <message>
        <source>Paste board string</source>
        <translation>盤面文字列を貼り付け</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>局面チェック</translation>
    </message>
    <message>
        <source>Board string</source>
        <translation>盤面文字列</translation>
    </message>
    <message>
        <source>64 squares a1..h8 (X black, O white, - empty) and the side to move</source>
        <translation>a1〜h8の64マス（X=黒、O=白、-=空き）と手番</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>ここから対局</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>Both sides human, hints and the evaluation graph on</source>
        <translation>両者とも人間にして、ヒントと評価グラフを表示します</translation>
    </message>
    <message>
        <source>Not a board string: {error}</source>
        <translation>盤面文字列ではありません: {error}</translation>
    </message>
    <message>
        <source>Black {black} · White {white}</source>
        <translation>黒 {black} · 白 {white}</translation>
    </message>
    <message>
        <source>{square} {color}</source>
        <translation>{square} {color}</translation>
    </message>
    <message>
        <source>{color} to move; no discs</source>
        <translation>{color}の番、石なし</translation>
    </message>
    <message>
        <source>{color} to move; {discs}</source>
        <translation>{color}の番、{discs}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
</context>
<context>
    <name>DatabaseCounts</name>
    <message>
        <source>The database counts show once a games database is open ({keys})</source>
        <translation>棋譜データベースを開くとデータベースの局数が表示されます ({keys})</translation>
    </message>
    <message numerus="yes">
        <source>played in %Ln database game(s), the most played</source>
        <translation>
            <numerusform>データベースの %Ln 局で打たれた手、最多</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>played in %Ln database game(s)</source>
        <translation>
            <numerusform>データベースの %Ln 局で打たれた手</numerusform>
        </translation>
    </message>
    <message>
        <source>{thousands}k</source>
        <translation>{thousands}千</translation>
    </message>
    <message>
        <source>{millions}M</source>
        <translation>{millions}百万</translation>
    </message>
</context>
<context>
    <name>DatabaseReview</name>
    <message>
        <source>Database: the starting position is in none of its games.</source>
        <translation>データベース: 開始局面はどの対局にもありません。</translation>
    </message>
    <message>
        <source>Database: the whole game is in the database.</source>
        <translation>データベース: 対局全体がデータベースにあります。</translation>
    </message>
    <message numerus="yes">
        <source>Database: out of the database at a pass; %Ln game(s) had reached the position before it.</source>
        <translation>
            <numerusform>データベース: パスでデータベースを外れました。その前の局面には %Ln 局が到達していました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: out of the database at move {number} ({move}); %Ln game(s) had reached the position before it, none played it.</source>
        <translation>
            <numerusform>データベース: {number} 手目 ({move}) でデータベースを外れました。その前の局面には %Ln 局が到達していましたが、この手を打った対局はありません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: none of the %Ln game(s) that reached here played {move}.</source>
        <translation>
            <numerusform>データベース: ここに到達した %Ln 局のうち {move} を打った対局はありません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: {chose} of %Ln game(s) played {move} here.</source>
        <translation>
            <numerusform>データベース: %Ln 局中 {chose} 局がここで {move} を打ちました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: {chose} of %Ln game(s) played {move} here; Black scored {percent} % in them.</source>
        <translation>
            <numerusform>データベース: %Ln 局中 {chose} 局がここで {move} を打ちました。それらでの黒の得点率は {percent} % です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Your engines</source>
        <translation>登録済みのエンジン</translation>
    </message>
    <message>
        <source>the name the lists show (e.g. {example})</source>
        <translation>一覧に表示する名前（例: {example}）</translation>
    </message>
    <message>
        <source>{example}   (the program and its options)</source>
        <translation>{example}   （プログラムとオプション）</translation>
    </message>
    <message>
        <source>the folder it runs in (its tables and book)</source>
        <translation>作業フォルダー（テーブル・定石）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>moves ahead (e.g. {depth}) or a time a move (e.g. {time})</source>
        <translation>読む手数（例: {depth}）または1手の時間（例: {time}）</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>コマンドライン(&amp;C):</translation>
    </message>
    <message>
        <source>Working &amp;folder:</source>
        <translation>作業フォルダー(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Depth or time:</source>
        <translation>読む手数または時間(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Add and check</source>
        <translation>追加して確認(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Engine check</source>
        <translation>エンジンの確認</translation>
    </message>
    <message>
        <source>&amp;Stop check</source>
        <translation>確認を中止(&amp;S)</translation>
    </message>
    <message>
        <source>Programs that speak NBoard&apos;s protocol (Edax, ntest, othello-qt nboard):</source>
        <translation>NBoardプロトコルに対応したプログラム（Edax、ntest、othello-qt nboard）:</translation>
    </message>
    <message>
        <source>runs in {folder}</source>
        <translation>{folder}で実行</translation>
    </message>
    <message>
        <source>runs in the current folder</source>
        <translation>カレントフォルダーで実行</translation>
    </message>
    <message>
        <source>&amp;Save and check</source>
        <translation>保存して確認(&amp;S)</translation>
    </message>
    <message>
        <source>Working folder of the engine</source>
        <translation>エンジンの作業フォルダー</translation>
    </message>
    <message>
        <source>Not added: {error}.</source>
        <translation>追加できませんでした: {error}。</translation>
    </message>
    <message>
        <source>Checking {name}…</source>
        <translation>{name}を確認中…</translation>
    </message>
    <message>
        <source>The check of {name} was stopped: it was not added.</source>
        <translation>{name}の確認を中止しました。追加されていません。</translation>
    </message>
    <message>
        <source>{name} was not added: it did not work as an NBoard engine.
{error}</source>
        <translation>{name}は追加されませんでした。NBoardエンジンとして動作しませんでした。
{error}</translation>
    </message>
    <message>
        <source>{name} works but could not be saved: {error}</source>
        <translation>{name}は動作しますが、保存できませんでした: {error}</translation>
    </message>
    <message>
        <source>{name} answered (it calls itself {own_name}) and was changed: a game takes the change at its next move.</source>
        <translation>{name} が応答し（自称 {own_name}）、変更されました：対局中のゲームには次の手から反映されます。</translation>
    </message>
    <message>
        <source>{name} answered (it calls itself {own_name}) and was added: choose it for a side.</source>
        <translation>{name}が応答し（名乗った名前: {own_name}）、追加されました。黒か白のプレイヤーとして選べます。</translation>
    </message>
    <message>
        <source>Choose the engine to remove in the list.</source>
        <translation>削除するエンジンを一覧から選んでください。</translation>
    </message>
    <message>
        <source>{name} could not be removed: {error}</source>
        <translation>{name}を削除できませんでした: {error}</translation>
    </message>
    <message>
        <source>{name} was removed.</source>
        <translation>{name}を削除しました。</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>give the engine a name</source>
        <translation>エンジンに名前を付けてください</translation>
    </message>
    <message>
        <source>the name is longer than {count} characters</source>
        <translation>名前が{count}文字を超えています</translation>
    </message>
    <message>
        <source>the name may not hold &apos;:&apos; or control characters</source>
        <translation>名前に &apos;:&apos; や制御文字は使えません</translation>
    </message>
    <message>
        <source>the command line cannot be split into words</source>
        <translation>コマンドラインを単語に分けられません</translation>
    </message>
    <message>
        <source>give the command that starts the engine</source>
        <translation>エンジンを起動するコマンドを入力してください</translation>
    </message>
    <message>
        <source>the working folder {folder} is not a folder</source>
        <translation>作業フォルダー {folder} はフォルダーではありません</translation>
    </message>
    <message>
        <source>{budget} is not a depth from 1 to {max_depth}, a time like 2s or 500ms, or both like 6,2s (depth 6 in at most 2 seconds)</source>
        <translation>{budget} は1〜{max_depth}の深さでも、2sや500msのような時間でも、6,2sのような両方でもありません（2秒以内に深さ6）</translation>
    </message>
    <message>
        <source>an engine is not an object</source>
        <translation>エンジンの項目がオブジェクトではありません</translation>
    </message>
    <message>
        <source>an engine&apos;s argv is not a list of words</source>
        <translation>エンジンの argv が単語のリストではありません</translation>
    </message>
    <message>
        <source>an engine&apos;s name, folder or budget is not text</source>
        <translation>エンジンの名前・フォルダー・予算のいずれかが文字列ではありません</translation>
    </message>
    <message>
        <source>it is not an {format} file</source>
        <translation>{format} ファイルではありません</translation>
    </message>
    <message>
        <source>it lists more than {count} engines</source>
        <translation>{count} 個を超えるエンジンが書かれています</translation>
    </message>
    <message>
        <source>two engines have the same name</source>
        <translation>同じ名前のエンジンが 2 つあります</translation>
    </message>
    <message>
        <source>Your engine list {path} could not be read: {problem}; it could not be renamed.</source>
        <translation>エンジン一覧 {path} を読み込めませんでした: {problem}。名前も変更できませんでした。</translation>
    </message>
    <message>
        <source>Your engine list {path} could not be read: {problem}; it is kept as {kept}.</source>
        <translation>エンジン一覧 {path} を読み込めませんでした: {problem}。{kept} として保管しています。</translation>
    </message>
    <message>
        <source>at most {count} engines can be kept</source>
        <translation>保存できるエンジンは最大{count}個です</translation>
    </message>
    <message>
        <source>no engine named {name} (add it with Game → Engines…)</source>
        <translation>{name} という名前のエンジンはありません（ゲーム → エンジン… で追加してください）</translation>
    </message>
    <message>
        <source>no engine named {name} (add it with Game → Engines…; known: {known})</source>
        <translation>{name} という名前のエンジンはありません（ゲーム → エンジン… で追加してください。登録済み: {known}）</translation>
    </message>
    <message>
        <source>{engine} does not speak NBoard&apos;s protocol: it wrote {lines} lines that are not the protocol&apos;s (such as {example})</source>
        <translation>{engine}はNBoardのプロトコルを話しません: プロトコル外の行を{lines}行書き出しました（例: {example}）</translation>
    </message>
    <message>
        <source>{engine}: the working folder {folder} is not a folder</source>
        <translation>{engine}: 作業フォルダー {folder} はフォルダーではありません</translation>
    </message>
    <message>
        <source>{engine}: cannot start {program}</source>
        <translation>{engine}: {program} を起動できません</translation>
    </message>
    <message>
        <source>{engine} did not answer in time and was stopped</source>
        <translation>{engine}が時間内に応答しなかったため停止しました</translation>
    </message>
    <message>
        <source>{engine} wrote a line longer than {bytes} bytes</source>
        <translation>{engine}が{bytes}バイトを超える行を書き出しました</translation>
    </message>
    <message>
        <source>{engine} closed its output</source>
        <translation>{engine}が出力を閉じました</translation>
    </message>
    <message>
        <source>{engine} was killed by signal {signal}</source>
        <translation>{engine}はシグナル{signal}で強制終了されました</translation>
    </message>
    <message>
        <source>{engine} exited with code {code}</source>
        <translation>{engine}がコード{code}で終了しました</translation>
    </message>
    <message>
        <source>{engine} was stopped before it answered</source>
        <translation>{engine}は応答する前に停止されました</translation>
    </message>
    <message>
        <source>{engine} answered {answer}, which names no move</source>
        <translation>{engine}の応答 {answer} は着手を示していません</translation>
    </message>
    <message>
        <source>{engine} answered {answer}: {word} is not a move</source>
        <translation>{engine}の応答 {answer}: {word} は着手ではありません</translation>
    </message>
    <message>
        <source>{engine} answered {move}, which is not legal in this position</source>
        <translation>{engine}の応答 {move} はこの局面では打てない手です</translation>
    </message>
    <message>
        <source>{engine} was stopped before it named a move</source>
        <translation>{engine}は着手を示す前に停止されました</translation>
    </message>
    <message>
        <source>{engine} was asked for its move after {seconds} s and gave none in the {grace} s that followed, so it was stopped</source>
        <translation>{engine} は {seconds} 秒後に着手を求められましたが、その後 {grace} 秒以内に着手を返さなかったため停止しました</translation>
    </message>
    <message>
        <source>{engine} named no move in its {seconds} s and was stopped</source>
        <translation>{engine} は {seconds} 秒以内に着手を返さなかったため停止しました</translation>
    </message>
    <message>
        <source>{problem}: {detail}</source>
        <translation>{problem}: {detail}</translation>
    </message>
    <message>
        <source>there is no such program (or its folder is missing)</source>
        <translation>そのようなプログラムはありません（またはフォルダーがありません）</translation>
    </message>
    <message>
        <source>it may not be run (is it marked as a program?)</source>
        <translation>実行が許可されていません（実行可能になっていますか？）</translation>
    </message>
    <message>
        <source>it is not a program this system can run</source>
        <translation>このシステムで実行できるプログラムではありません</translation>
    </message>
    <message>
        <source>a part of its path is not a folder</source>
        <translation>パスの一部がフォルダーではありません</translation>
    </message>
    <message>
        <source>that is a folder, not a program</source>
        <translation>それはフォルダーで、プログラムではありません</translation>
    </message>
    <message>
        <source>{file}: it holds bytes that are not text, so it is no games file</source>
        <translation>{file}: テキストではないバイトを含むため、棋譜ファイルではありません</translation>
    </message>
    <message>
        <source>{size} bytes is more than the {limit} allowed</source>
        <translation>{size} バイトは上限の {limit} を超えています</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>そのファイルはありません</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>ファイルではなくフォルダーです</translation>
    </message>
    <message>
        <source>cannot open it</source>
        <translation>開けません</translation>
    </message>
    <message>
        <source>is {kind}, not a regular file</source>
        <translation>通常のファイルではなく {kind} です</translation>
    </message>
    <message>
        <source>cannot read it</source>
        <translation>読み込めません</translation>
    </message>
    <message>
        <source>it grew while it was read</source>
        <translation>読み込み中にファイルが大きくなりました</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} は JSON の数値ではありません</translation>
    </message>
    <message>
        <source>{number} is out of range</source>
        <translation>{number} は範囲外です</translation>
    </message>
    <message>
        <source>{count} characters of JSON is more than the {limit} allowed</source>
        <translation>JSON の {count} 文字は上限の {limit} を超えています</translation>
    </message>
    <message>
        <source>the JSON nests too deeply ({depth} levels, at most {limit})</source>
        <translation>JSON の入れ子が深すぎます（{depth} 段、上限 {limit}）</translation>
    </message>
    <message>
        <source>the JSON is damaged or cut short</source>
        <translation>JSON が壊れているか途中で切れています</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {number} is {value})</source>
        <translation>UTF-8 のテキストではありません（{number} バイト目が {value}）</translation>
    </message>
    <message>
        <source>not text (a control character on line {line})</source>
        <translation>テキストではありません ({line} 行目に制御文字)</translation>
    </message>
    <message>
        <source>it is cut short (its last line is not ended)</source>
        <translation>途中で切れています (最後の行が終わっていません)</translation>
    </message>
    <message>
        <source>line {line} is not a setting of an INI file</source>
        <translation>{line} 行目は INI ファイルの設定ではありません</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: {problem}; it could not be renamed. The game uses its default settings.</source>
        <translation>設定ファイル {path} を読み込めませんでした: {problem}。名前を変更できませんでした。ゲームは既定の設定を使います。</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: {problem}; it is kept as {kept}. The game starts with the default settings.</source>
        <translation>設定ファイル {path} を読み込めませんでした: {problem}。{kept} として保管しました。ゲームは既定の設定で起動します。</translation>
    </message>
    <message>
        <source>not a results file of this version</source>
        <translation>このバージョンの成績ファイルではありません</translation>
    </message>
    <message>
        <source>it has no list of openings</source>
        <translation>定石の一覧がありません</translation>
    </message>
    <message>
        <source>an opening&apos;s entry is damaged</source>
        <translation>定石の項目が壊れています</translation>
    </message>
    <message>
        <source>Your opening practice results {path} could not be read: {problem}; the file could not be renamed, so new results are not saved.</source>
        <translation>定石練習の成績 {path} を読み込めませんでした：{problem}。ファイル名を変更できなかったため、新しい成績は保存されません。</translation>
    </message>
    <message>
        <source>Your opening practice results {path} could not be read: {problem}; the file is kept as {kept}, and the results start afresh.</source>
        <translation>定石練習の成績 {path} を読み込めませんでした：{problem}。ファイルは {kept} として保存され、成績は最初から記録されます。</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>even</source>
        <translation>互角</translation>
    </message>
    <message>
        <source>{color} +{discs}</source>
        <translation>{color} +{discs}</translation>
    </message>
    <message>
        <source>{value} (exact)</source>
        <translation>{value}（完全読み）</translation>
    </message>
    <message>
        <source>{value} (book)</source>
        <translation>{value}（定石）</translation>
    </message>
    <message numerus="yes">
        <source>{value} (estimate, %n move(s) ahead)</source>
        <translation>
            <numerusform>{value}（推定、%n手読み）</numerusform>
        </translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>Position {ply}</source>
        <translation>局面{ply}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Move {number} ({move})</source>
        <translation>{number}手目（{move}）</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>move {ply}</source>
        <translation>{ply}手目</translation>
    </message>
    <message>
        <source>a pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>move {number} ({move})</source>
        <translation>{number}手目（{move}）</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>評価グラフ</translation>
    </message>
    <message>
        <source>The engine is being prepared…</source>
        <translation>エンジンを準備中です…</translation>
    </message>
    <message>
        <source>No values yet</source>
        <translation>評価値はまだありません</translation>
    </message>
    <message numerus="yes">
        <source>{valued} of %n position(s) valued; last: {value}</source>
        <translation>
            <numerusform>%n局面中{valued}局面を評価済み。最新: {value}</numerusform>
        </translation>
    </message>
    <message>
        <source>{problem}; {values}</source>
        <translation>{problem}。{values}</translation>
    </message>
    <message>
        <source>{position} {symbol}</source>
        <translation>{position} {symbol}</translation>
    </message>
    <message>
        <source>{description}; {marks}</source>
        <translation>{description}。{marks}</translation>
    </message>
    <message>
        <source>The engine is valuing the positions…</source>
        <translation>エンジンが局面を評価しています…</translation>
    </message>
    <message>
        <source>{position}: not valued yet</source>
        <translation>{position}: 未評価</translation>
    </message>
    <message>
        <source>{position}: {value}</source>
        <translation>{position}: {value}</translation>
    </message>
    <message>
        <source>{text} — mistake ?</source>
        <translation>{text} — 疑問手 ?</translation>
    </message>
    <message>
        <source>{text} — blunder ??</source>
        <translation>{text} — 悪手 ??</translation>
    </message>
    <message>
        <source>■ exact   ○ estimate</source>
        <translation>■ 完全読み   ○ 推定</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>&amp;New game…</source>
        <translation>新しい対局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>名前を付けて保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Copy &amp;transcript</source>
        <translation>棋譜をコピー(&amp;T)</translation>
    </message>
    <message>
        <source>Copy &amp;board string</source>
        <translation>盤面文字列をコピー(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Paste game or position</source>
        <translation>棋譜・局面を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>New game started</source>
        <translation>新しい対局を始めました</translation>
    </message>
    <message>
        <source>New game started, {time} per side</source>
        <translation>新しい対局を始めました（持ち時間は各{time}）</translation>
    </message>
    <message>
        <source>Cannot read {source}: it holds bytes that are not text, so it is no game, board string or transcript (a program or a picture, perhaps?)</source>
        <translation>{source}を読み込めません: テキストではないバイトを含むため、棋譜・盤面文字列・手順のいずれでもありません（プログラムや画像ではありませんか？）</translation>
    </message>
    <message>
        <source>Cannot read {source}:
{reason}</source>
        <translation>{source}を読み込めません:
{reason}</translation>
    </message>
    <message>
        <source>The clipboard holds no text</source>
        <translation>クリップボードにテキストがありません</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <comment>where a game is read from: Cannot read {source}…</comment>
        <translation>クリップボード</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>Cannot open {path}:
{reason}</source>
        <translation>{path}を開けません:
{reason}</translation>
    </message>
    <message>
        <source>Transcript copied</source>
        <translation>棋譜をコピーしました</translation>
    </message>
    <message>
        <source>Board string copied</source>
        <translation>盤面文字列をコピーしました</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>棋譜を保存</translation>
    </message>
    <message>
        <source>Cannot save {path}:
{reason}</source>
        <translation>{path}を保存できません:
{reason}</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>{name}を保存しました</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>{move} will be played as soon as the game is ready</source>
        <translation>準備ができ次第、{move}に打ちます</translation>
    </message>
    <message>
        <source>The game is over — start a new game ({keys})</source>
        <translation>対局は終了しています — 新しい対局を始めてください（{keys}）</translation>
    </message>
    <message>
        <source>The clocks are stopped — Resume ({keys}) to play on</source>
        <translation>時計が止まっています — 「再開」（{keys}）で続けます</translation>
    </message>
    <message>
        <source>The computer waits while you look back — » ({last_keys}) or Play on ({play_keys}) lets it play</source>
        <translation>前の局面を見ている間、コンピューターは待っています — »（{last_keys}）か「ここから再開」（{play_keys}）で打ち始めます</translation>
    </message>
    <message>
        <source>The computer is paused — Resume ({keys}) lets it play</source>
        <translation>コンピューターは一時停止中です — 「再開」（{keys}）で打ち始めます</translation>
    </message>
    <message>
        <source>Wait for the computer to move (or press Move now, {keys})</source>
        <translation>コンピューターが打つまでお待ちください（「すぐ打たせる」{keys}も使えます）</translation>
    </message>
    <message>
        <source>Wait for the computer to move</source>
        <translation>コンピューターが打つまでお待ちください</translation>
    </message>
    <message>
        <source>The previous game is back — Redo ({keys}) returns to the other one</source>
        <translation>前の対局に戻りました — 「やり直し」（{keys}）でもう一方の対局に戻ります</translation>
    </message>
    <message>
        <source>The game you were looking at is back, with its later moves — Redo ({keys}) returns to the moves you played</source>
        <translation>見ていた対局に、その先の手順ごと戻りました — 「やり直し」（{keys}）で自分が打った手順に戻ります</translation>
    </message>
    <message>
        <source>The moves you played are back — Undo ({keys}) returns to the game you were looking at</source>
        <translation>自分が打った手順に戻りました — 「元に戻す」（{keys}）で見ていた対局に戻ります</translation>
    </message>
    <message>
        <source>The other game is back — Undo ({keys}) returns to the previous one</source>
        <translation>もう一方の対局に戻りました — 「元に戻す」（{keys}）で前の対局に戻ります</translation>
    </message>
    <message>
        <source>The computer ({player}) chose an illegal move: {reason}</source>
        <translation>コンピューター（{player}）が打てない手を選びました: {reason}</translation>
    </message>
    <message>
        <source>The computer player {player} failed and is paused.

{reason}</source>
        <translation>コンピューター {player} でエラーが発生したため、一時停止しました。

{reason}</translation>
    </message>
    <message>
        <source>Hints need an engine that values every move; none is installed yet</source>
        <translation>ヒントにはすべての手を評価できるエンジンが必要ですが、まだインストールされていません</translation>
    </message>
    <message>
        <source>Hints failed: {reason}</source>
        <translation>ヒントを表示できませんでした: {reason}</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Othello games</source>
        <translation>オセロの棋譜</translation>
    </message>
    <message>
        <source>GGF games</source>
        <translation>GGF棋譜</translation>
    </message>
    <message>
        <source>Transcripts</source>
        <translation>棋譜テキスト</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>すべてのファイル</translation>
    </message>
    <message>
        <source>GGF game</source>
        <translation>GGF棋譜</translation>
    </message>
    <message>
        <source>Transcript</source>
        <translation>棋譜テキスト</translation>
    </message>
    <message>
        <source>the file is {size} MB; game files are at most {limit} MB</source>
        <translation>ファイルは {size} MB です。棋譜ファイルは {limit} MB までです</translation>
    </message>
    <message>
        <source>the text is empty</source>
        <translation>テキストが空です</translation>
    </message>
    <message>
        <source>GGF: the text holds no game</source>
        <translation>GGF: テキストに対局が含まれていません</translation>
    </message>
    <message>
        <source>the board string has no discs: there is no game to play from it</source>
        <translation>盤面文字列に石がないため、対局を始められません</translation>
    </message>
    <message>
        <source>not a GGF game, a board string or a transcript like f5d6c3 ({reason})</source>
        <translation>GGF棋譜、盤面文字列、f5d6c3のような棋譜のいずれでもありません（{reason}）</translation>
    </message>
    <message>
        <source>a pass before move {number} is not a legal move in this game</source>
        <translation>{number}手目の前のパスはこの対局では認められません</translation>
    </message>
    <message>
        <source>move {number}, {square}, is not a legal move in this game</source>
        <translation>{number}手目の {square} はこの対局では打てない手です</translation>
    </message>
</context>
<context>
    <name>GameStart</name>
    <message>
        <source>Welcome back — your unfinished game is restored; Undo ({keys}) at its first move brings back the other game you played</source>
        <translation>おかえりなさい — 途中の対局を再開しました。最初の手で「元に戻す」（{keys}）を押すと、もう一つの対局に戻れます</translation>
    </message>
    <message numerus="yes">
        <source>Welcome back — your unfinished game is restored (%n moves)</source>
        <translation>
            <numerusform>おかえりなさい — 途中の対局を再開しました（%n手）</numerusform>
        </translation>
    </message>
    <message>
        <source>New game — Undo ({keys}) brings back your unfinished game</source>
        <translation>新しい対局 — 「元に戻す」（{keys}）で途中の対局に戻れます</translation>
    </message>
    <message>
        <source>Ready — {keys} starts a new game with other players</source>
        <translation>準備完了 — {keys}で対局者を変えて新しい対局を始められます</translation>
    </message>
    <message>
        <source>The player {player} is not available ({reason}); the difficulty level plays instead.</source>
        <translation>プレイヤー {player} は使用できません（{reason}）。代わりに難易度レベルのコンピューターが打ちます。</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>途中の対局</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
</context>
<context>
    <name>GamesDatabase</name>
    <message>
        <source>Games databases ({patterns})</source>
        <translation>棋譜データベース ({patterns})</translation>
    </message>
    <message>
        <source>WTHOR games ({patterns})</source>
        <translation>WTHOR棋譜 ({patterns})</translation>
    </message>
    <message>
        <source>GGF games ({patterns})</source>
        <translation>GGF棋譜 ({patterns})</translation>
    </message>
    <message>
        <source>All files ({patterns})</source>
        <translation>すべてのファイル ({patterns})</translation>
    </message>
    <message>
        <source>Open a games database folder</source>
        <translation>棋譜データベースのフォルダーを開く</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒番</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白番</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>定石</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次の手</translation>
    </message>
    <message>
        <source>end</source>
        <comment>the game ended in the board&apos;s position: no next move</comment>
        <translation>終局</translation>
    </message>
    <message>
        <source>{black} – {white}, {score}: {file}, record {number}</source>
        <translation>{black} – {white}、{score}: {file}、レコード {number}</translation>
    </message>
    <message numerus="yes">
        <source>{file} and %n more</source>
        <translation>
            <numerusform>{file} ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: too many games for the memory this computer has free</source>
        <translation>{file}: 棋譜が多すぎて、このコンピューターの空きメモリーに収まりません</translation>
    </message>
    <message>
        <source>Games database</source>
        <translation>棋譜データベース</translation>
    </message>
    <message>
        <source>No games file open</source>
        <translation>棋譜ファイルが開かれていません</translation>
    </message>
    <message>
        <source>Reading the games file</source>
        <translation>棋譜ファイルを読み込み中</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>対局者</translation>
    </message>
    <message>
        <source>part of Black&apos;s or White&apos;s name</source>
        <translation>黒番または白番の対局者名の一部</translation>
    </message>
    <message>
        <source>part of the tournament&apos;s name</source>
        <translation>大会名の一部</translation>
    </message>
    <message>
        <source>part of the opening&apos;s name (Tiger, Rose…)</source>
        <translation>定石名の一部（虎、ローズ…）</translation>
    </message>
    <message>
        <source>Only games that reached the board&apos;s position</source>
        <translation>盤上の局面を通った対局のみ</translation>
    </message>
    <message>
        <source>Up to the board&apos;s symmetries; Next is the move each game played there</source>
        <translation>盤面の対称形も含みます。「次の手」は各対局でその局面に打たれた手です</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局一覧</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>対局を開く</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>すべての結果</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>黒の勝ち</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>白の勝ち</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>No games database is open: open a folder of games files (or a file) above</source>
        <translation>棋譜データベースが開かれていません：上のボタンで棋譜ファイルのフォルダー（またはファイル）を開いてください</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop reading the games database</source>
        <translation>棋譜データベースの読み込みを停止</translation>
    </message>
    <message>
        <source>Next moves from the board&apos;s position</source>
        <translation>盤面の局面からの次の手</translation>
    </message>
    <message>
        <source>Replay, review and analyse the chosen game in the main window (Enter)</source>
        <translation>選んだ対局をメインウィンドウで再生・解析します（Enter）</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>フォルダーを開く…</translation>
    </message>
    <message>
        <source>Open a folder of games files (WTHOR years with their WTHOR.JOU and WTHOR.TRN, GGF collections) as the database; it is opened again at each start</source>
        <translation>棋譜ファイルのフォルダー (WTHOR の各年と WTHOR.JOU・WTHOR.TRN、GGF コレクション) をデータベースとして開きます。起動のたびに再び開かれます</translation>
    </message>
    <message>
        <source>Other file…</source>
        <translation>別のファイル…</translation>
    </message>
    <message>
        <source>Open another games file in this window</source>
        <translation>このウィンドウで別の棋譜ファイルを開く</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>the year the games were played (2002), or a range of years: 1990–2000 (both included), 1990– (and later), –2000 (and earlier)</source>
        <translation>対局が行われた年（2002）、または年の範囲：1990–2000（両端を含む）、1990–（以降）、–2000（以前）</translation>
    </message>
    <message>
        <source>Year or 1990–2000</source>
        <translation>年 または 1990–2000</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Result: who won, by the recorded score</source>
        <translation>結果: 記録されたスコアによる勝者</translation>
    </message>
    <message>
        <source>{field}: {tip}</source>
        <translation>{field}: {tip}</translation>
    </message>
    <message>
        <source>Reading the games database…</source>
        <translation>棋譜データベースを読み込んでいます…</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>{file}を読み込み中…</translation>
    </message>
    <message>
        <source>Reading {file} was cancelled</source>
        <translation>{file}の読み込みをキャンセルしました</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %Ln game(s)</source>
        <translation>
            <numerusform>{file}: %Ln局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln record(s) skipped, not games (first: record {number}: {reason})</source>
        <translation>
            <numerusform>対局ではない%Lnレコードをスキップしました（最初: レコード{number}: {reason}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) read</source>
        <translation>
            <numerusform>%Ln 個のファイルを読み込みました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{games} in %n file(s)</source>
        <translation>
            <numerusform>%n 個のファイルに {games}</numerusform>
        </translation>
    </message>
    <message>
        <source>{games}; {skipped}</source>
        <translation>{games}。{skipped}</translation>
    </message>
    <message>
        <source>Cannot read the games file:
{error}</source>
        <translation>棋譜ファイルを読み込めません:
{error}</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (in this text&apos;s tooltip)</source>
        <translation>
            <numerusform>… ほか %n 件 (このテキストのツールチップに)</numerusform>
        </translation>
    </message>
    <message>
        <source>No game of the database reached this position</source>
        <translation>この局面に達した対局はデータベースにありません</translation>
    </message>
    <message>
        <source>No game the filters keep reached this position</source>
        <translation>絞り込まれた対局の中に、この局面に達したものはありません</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s) reached this position</source>
        <translation>
            <numerusform>%Ln 局中 {shown} 局がこの局面に到達</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s)</source>
        <translation>
            <numerusform>%Ln局中{shown}局</numerusform>
        </translation>
    </message>
    <message>
        <source>Open games &amp;database…</source>
        <translation>棋譜データベースを開く(&amp;D)…</translation>
    </message>
    <message>
        <source>Open games database</source>
        <translation>棋譜データベースを開く</translation>
    </message>
</context>
<context>
    <name>LevelSlider</name>
    <message>
        <source>Difficulty level</source>
        <translation>難易度レベル</translation>
    </message>
    <message>
        <source>easier</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <source>stronger</source>
        <translation>強い</translation>
    </message>
    <message>
        <source>Level {number} — {name}&lt;br&gt;&lt;small&gt;{description}&lt;/small&gt;</source>
        <translation>レベル{number} — {name}&lt;br&gt;&lt;small&gt;{description}&lt;/small&gt;</translation>
    </message>
    <message>
        <source>{number} — {name}: {description} ({spec})</source>
        <translation>{number} — {name}: {description}（{spec}）</translation>
    </message>
    <message>
        <source>The level applies to a side played by &quot;{level_player}&quot;; none is now.</source>
        <translation>レベルは「{level_player}」が打つ側に適用されます。現在はどちらの側も該当しません。</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner</source>
        <translation>入門</translation>
    </message>
    <message>
        <source>Looks one move ahead and often picks a move that merely looks fine.</source>
        <translation>1手先だけを読み、見た目が良さそうなだけの手をよく選びます。</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>初心者</translation>
    </message>
    <message>
        <source>Sees your reply, but is easily tempted by flashy moves.</source>
        <translation>あなたの応手まで読みますが、目先の派手な手につられがちです。</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>初級</translation>
    </message>
    <message>
        <source>Plays sensibly two moves deep; slips now and then.</source>
        <translation>2手先まで読んで堅実に打ちますが、ときどきミスをします。</translation>
    </message>
    <message>
        <source>Hobbyist</source>
        <translation>中級</translation>
    </message>
    <message>
        <source>Knows corners and edges matter; still misjudges the middle game.</source>
        <translation>隅と辺の大切さは知っていますが、中盤の判断はまだ甘いです。</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>クラブ級</translation>
    </message>
    <message>
        <source>Plans a few moves ahead and rarely gives anything away.</source>
        <translation>数手先まで見通して打ち、めったに隙を見せません。</translation>
    </message>
    <message>
        <source>Strong club player</source>
        <translation>クラブ上級</translation>
    </message>
    <message>
        <source>Careful and consistent; small inaccuracies only.</source>
        <translation>慎重で安定しており、ミスは小さなものだけです。</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <source>Always plays its best move six moves deep; varies its openings.</source>
        <translation>常に6手先まで読んで最善の手を打ちます。定石には変化をつけます。</translation>
    </message>
    <message>
        <source>Tournament player</source>
        <translation>大会級</translation>
    </message>
    <message>
        <source>Eight moves deep, and counts the endgame exactly; varies its openings.</source>
        <translation>8手読みで、終盤は完全読み。定石には変化をつけます。</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>名人</translation>
    </message>
    <message>
        <source>Ten moves deep; a serious test for strong players.</source>
        <translation>10手読み。強い人にとっても手ごわい相手です。</translation>
    </message>
    <message>
        <source>International master</source>
        <translation>国際名人</translation>
    </message>
    <message>
        <source>Twelve moves deep, and perfect over the last eighteen.</source>
        <translation>12手読みで、最後の18手は完全読みです。</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>チャンピオン</translation>
    </message>
    <message>
        <source>The full engine with half a second a move.</source>
        <translation>フルパワーのエンジンで1手0.5秒。</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>グランドマスター</translation>
    </message>
    <message>
        <source>The full engine with five seconds a move: its very best.</source>
        <translation>フルパワーのエンジンで1手5秒。最強の設定です。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Preparing the engine…</source>
        <translation>エンジンを準備中…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Game over. {result}</source>
        <translation>対局終了。{result}</translation>
    </message>
    <message>
        <source>Difficulty: level {level}</source>
        <translation>難易度: レベル{level}</translation>
    </message>
    <message>
        <source>Othello</source>
        <translation>オセロ</translation>
    </message>
    <message>
        <source>Set-up position: {color} to move</source>
        <translation>編集した局面: {color}の番</translation>
    </message>
    <message>
        <source>The opening book {path} could not be read ({problem}); the computer plays without it. The file is left as it is.</source>
        <translation>定石ブック {path} を読み込めませんでした（{problem}）。コンピューターはブックなしで打ちます。ファイルはそのまま残してあります。</translation>
    </message>
    <message>
        <source>Your opening book {path} could not be read ({problem}); it was set aside as {kept}, and the games you add next start a new one.</source>
        <translation>あなたの定石ブック {path} を読み込めませんでした（{problem}）。{kept} として退避しました。次に追加する対局から新しいブックが作られます。</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>オセロについて(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>エンジン(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>M&amp;oves</source>
        <translation>棋譜(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>解析(&amp;A)</translation>
    </message>
    <message>
        <source>A&amp;nalyst</source>
        <translation>解析エンジン(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>アニメーション速度(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>Takes effect the next time Othello starts</source>
        <translation>次回オセロを起動したときに反映されます</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
    <message>
        <source>Black (moves first):</source>
        <translation>黒（先手）:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>白:</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>難易度:</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>持ち時間:</translation>
    </message>
    <message>
        <source>Two humans share the board when both sides are human; with two computers the game plays itself (pause it with {pause_keys}).</source>
        <translation>両方を人間にすると、2人で1つの盤を使って対局します。両方をコンピューターにすると自動で対局が進みます（{pause_keys}で一時停止）。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
</context>
<context>
    <name>NextMoves</name>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Black %</source>
        <translation>黒 %</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>石差</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>The engine&apos;s value of each move for the side to move, as the hints show it on the board: turn on View ▸ Show hints (Ctrl+H) to see the engine&apos;s values</source>
        <translation>手番側から見た各手のエンジンの評価値(盤上のヒントと同じ):エンジンの評価値を見るには 表示 ▸ ヒントを表示 (Ctrl+H) をオンにしてください</translation>
    </message>
    <message>
        <source>end</source>
        <comment>the games that ended in the board&apos;s position: no next move</comment>
        <translation>終局</translation>
    </message>
    <message>
        <source>Next moves in the database</source>
        <translation>データベースの次の手</translation>
    </message>
    <message>
        <source>Each move played from the board&apos;s position by the database&apos;s games that reached it (in any move order and any symmetry, shown on the board as it is): how many games, Black&apos;s score in per cent (a draw counts half), Black&apos;s average final margin, and the engine&apos;s value of the move for the side to move, as the hints show it on the board</source>
        <translation>この局面に到達したデータベースの対局が盤面の局面から打った各手 (手順や 8 つの対称形を問わず、今の盤面の向きで表示): 局数、黒の得点率 (引き分けは半分)、黒の平均最終石差、そして手番側から見たエンジンによるその手の評価 (ヒントが盤上に示す値)</translation>
    </message>
</context>
<context>
    <name>Openings</name>
    <message>
        <source>Perpendicular Opening</source>
        <translation>縦取り</translation>
    </message>
    <message>
        <source>Tiger</source>
        <translation>虎</translation>
    </message>
    <message>
        <source>Aubrey</source>
        <translation>イエス流</translation>
    </message>
    <message>
        <source>Tanaka</source>
        <translation>田中</translation>
    </message>
    <message>
        <source>Aubrey (Feldborg Continuation)</source>
        <translation>イエス流（フェルドボルグの続き）</translation>
    </message>
    <message>
        <source>Rose-Bill</source>
        <translation>ローズビル</translation>
    </message>
    <message>
        <source>Central Rose-Bill</source>
        <translation>FJT</translation>
    </message>
    <message>
        <source>Dead Draw</source>
        <translation>デッドドロー</translation>
    </message>
    <message>
        <source>Tamenori</source>
        <translation>金魚</translation>
    </message>
    <message>
        <source>Ishii</source>
        <translation>石井</translation>
    </message>
    <message>
        <source>Mainline Tiger</source>
        <translation>虎メインライン</translation>
    </message>
    <message>
        <source>Brightwell</source>
        <translation>ブライトウェル</translation>
    </message>
    <message>
        <source>Leader&apos;s Tiger</source>
        <translation>リーダーズタイガー</translation>
    </message>
    <message>
        <source>Stephenson</source>
        <translation>スティーブンソン</translation>
    </message>
    <message>
        <source>Kung</source>
        <translation>カン</translation>
    </message>
    <message>
        <source>Comp&apos;Oth</source>
        <translation>コンポス</translation>
    </message>
    <message>
        <source>Lightning Bolt</source>
        <translation>ライトニングボルト</translation>
    </message>
    <message>
        <source>F.A.T. Draw</source>
        <translation>F.A.T.ドロー</translation>
    </message>
    <message>
        <source>No-Kung</source>
        <translation>ノーカン</translation>
    </message>
    <message>
        <source>No-Kung (Continuation)</source>
        <translation>ノーカン（続き）</translation>
    </message>
    <message>
        <source>Bent Ganglion</source>
        <translation>ミサイル</translation>
    </message>
    <message>
        <source>Cat</source>
        <translation>猫</translation>
    </message>
    <message>
        <source>Berner</source>
        <translation>バーナー</translation>
    </message>
    <message>
        <source>Sakaguchi</source>
        <translation>坂口流</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>羊</translation>
    </message>
    <message>
        <source>Ganglion</source>
        <translation>ガングリオン</translation>
    </message>
    <message>
        <source>No-Cat</source>
        <translation>ノーキャット</translation>
    </message>
    <message>
        <source>Swallow</source>
        <translation>燕</translation>
    </message>
    <message>
        <source>No-Cat (Continuation)</source>
        <translation>ノーキャット（続き）</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>馬</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>兎</translation>
    </message>
    <message>
        <source>Ralle</source>
        <translation>ラレ</translation>
    </message>
    <message>
        <source>Rose</source>
        <translation>ローズ</translation>
    </message>
    <message>
        <source>Greenberg</source>
        <translation>手塚システム</translation>
    </message>
    <message>
        <source>Dawg</source>
        <translation>ドーグ</translation>
    </message>
    <message>
        <source>Rose-Birth</source>
        <translation>Sローズ・基本形</translation>
    </message>
    <message>
        <source>Rose-Birdie</source>
        <translation>ローズ・バーディー</translation>
    </message>
    <message>
        <source>Rose-Tamenori</source>
        <translation>為則ローズ</translation>
    </message>
    <message>
        <source>Rose-Tamenori-Kling</source>
        <translation>為則ローズ・クリング</translation>
    </message>
    <message>
        <source>Brightstein</source>
        <translation>ブライトシュタイン</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>Fローズ</translation>
    </message>
    <message>
        <source>Rotating Flat</source>
        <translation>Fローズ・ローテーション型</translation>
    </message>
    <message>
        <source>Rotating Flat (Kling Continuation)</source>
        <translation>Fローズ・ローテーション型（クリングの続き）</translation>
    </message>
    <message>
        <source>Murakami Variation</source>
        <translation>村上流</translation>
    </message>
    <message>
        <source>Bhagat</source>
        <translation>バガット</translation>
    </message>
    <message>
        <source>Inoue</source>
        <translation>井上流</translation>
    </message>
    <message>
        <source>Iago</source>
        <translation>雪うさぎ</translation>
    </message>
    <message>
        <source>Shaman</source>
        <translation>シャーマン</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>デニッシュ</translation>
    </message>
    <message>
        <source>Mimura</source>
        <translation>三村流</translation>
    </message>
    <message>
        <source>Parallel Opening</source>
        <translation>並び取り</translation>
    </message>
    <message>
        <source>Diagonal Opening</source>
        <translation>斜め取り</translation>
    </message>
    <message>
        <source>Semi-Wing Variation</source>
        <translation>セミウイング</translation>
    </message>
    <message>
        <source>Wing Variation</source>
        <translation>ウイング</translation>
    </message>
    <message>
        <source>Buffalo</source>
        <translation>バッファロー</translation>
    </message>
    <message>
        <source>Kenichi Variation</source>
        <translation>ケンイチ流</translation>
    </message>
    <message>
        <source>Hokuriku Buffalo</source>
        <translation>北陸バッファロー</translation>
    </message>
    <message>
        <source>Tanida Buffalo</source>
        <translation>谷田バッファロー</translation>
    </message>
    <message>
        <source>Maruoka Buffalo</source>
        <translation>丸岡バッファロー</translation>
    </message>
    <message>
        <source>Cow</source>
        <translation>牛</translation>
    </message>
    <message>
        <source>Rose-v-Toth</source>
        <translation>ローズ対トート</translation>
    </message>
    <message>
        <source>Landau</source>
        <translation>ランダウ</translation>
    </message>
    <message>
        <source>Maruoka</source>
        <translation>丸岡</translation>
    </message>
    <message>
        <source>Tanida</source>
        <translation>谷田</translation>
    </message>
    <message>
        <source>Sailboat</source>
        <translation>ヨット</translation>
    </message>
    <message>
        <source>Aircraft</source>
        <translation>飛行機</translation>
    </message>
    <message>
        <source>Feldborg</source>
        <translation>フェルドボルグ</translation>
    </message>
    <message>
        <source>Cow Bat</source>
        <translation>カウバット</translation>
    </message>
    <message>
        <source>Bat</source>
        <translation>こうもり</translation>
    </message>
    <message>
        <source>Cambridge</source>
        <translation>ケンブリッジ</translation>
    </message>
    <message>
        <source>Bat (Kling Alternative)</source>
        <translation>こうもり（クリング変化）</translation>
    </message>
    <message>
        <source>Bat (Kling Continuation)</source>
        <translation>こうもり（クリングの続き）</translation>
    </message>
    <message>
        <source>Melnikov</source>
        <translation>メルニコフ</translation>
    </message>
    <message>
        <source>Bat (Piau Continuation 1)</source>
        <translation>こうもり（ピオの続き1）</translation>
    </message>
    <message>
        <source>Bat (Piau Continuation 2)</source>
        <translation>こうもり（ピオの続き2）</translation>
    </message>
    <message>
        <source>Chimney</source>
        <translation>白大量取り</translation>
    </message>
    <message>
        <source>Rocket</source>
        <translation>ロケット</translation>
    </message>
    <message>
        <source>Lollipop</source>
        <translation>ロリポップ</translation>
    </message>
    <message>
        <source>Hamilton</source>
        <translation>ハミルトン</translation>
    </message>
    <message>
        <source>Raccoon Dog</source>
        <translation>たぬき</translation>
    </message>
    <message>
        <source>Heath</source>
        <translation>ヒース</translation>
    </message>
    <message>
        <source>Tobidashi</source>
        <translation>飛び出し牛</translation>
    </message>
    <message>
        <source>Heath-Chimney</source>
        <translation>白裏大量</translation>
    </message>
    <message>
        <source>Iwasaki Variation</source>
        <translation>岩崎流</translation>
    </message>
    <message>
        <source>Heath-Bat</source>
        <translation>裏こうもり</translation>
    </message>
    <message>
        <source>Mimura Variation II</source>
        <translation>三村流II</translation>
    </message>
    <message>
        <source>Snake</source>
        <translation>ヘビ</translation>
    </message>
    <message>
        <source>Peasant</source>
        <translation>ペザント</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>ピラミッド</translation>
    </message>
    <message>
        <source>Checkerboarding Peasant</source>
        <translation>チェッカーボーディング・ペザント</translation>
    </message>
    <message>
        <source>Lysons</source>
        <translation>コブラ</translation>
    </message>
    <message>
        <source>X-square Opening</source>
        <translation>暴走牛</translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <source>Pause or resume the computer</source>
        <translation>コンピューターを一時停止・再開します</translation>
    </message>
    <message>
        <source>Let the computer play on from the position shown (the later moves are kept for Undo)</source>
        <translation>表示中の局面からコンピューターに続きを打たせます（その先の手順は「元に戻す」用に残ります）</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Move now</source>
        <translation>すぐ打たせる(&amp;M)</translation>
    </message>
    <message>
        <source>Move now</source>
        <translation>すぐ打たせる</translation>
    </message>
    <message>
        <source>Make the computer play its best move so far</source>
        <translation>コンピューターに現時点での最善手をすぐ打たせます</translation>
    </message>
    <message>
        <source>&amp;Pause computer</source>
        <translation>コンピューターを一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>開始局面(&amp;S)</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation>前の手(&amp;P)</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>一手戻る</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>次の手(&amp;N)</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>一手進む</translation>
    </message>
    <message>
        <source>&amp;Last move</source>
        <translation>最後の手(&amp;L)</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>最後の手</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>ここから再開</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
</context>
<context>
    <name>PlayerChooser</name>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>You (or a friend) play this side on the board.</source>
        <translation>あなた（または友達）がこちらの石を打ちます。</translation>
    </message>
    <message>
        <source>Computer (level)</source>
        <translation>コンピューター（レベル）</translation>
    </message>
    <message>
        <source>The computer, as strong as the difficulty level says.</source>
        <translation>難易度レベルに応じた強さのコンピューターです。</translation>
    </message>
    <message>
        <source>Engine — {name}</source>
        <translation>エンジン — {name}</translation>
    </message>
    <message>
        <source>Computer — {player}</source>
        <translation>コンピューター — {player}</translation>
    </message>
    <message>
        <source>Other player…</source>
        <translation>その他のプレイヤー…</translation>
    </message>
    <message>
        <source>Any computer player, with a setting such as its time a move</source>
        <translation>1手の時間などを設定して、任意のコンピュータープレイヤーを選べます</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>choose a player</source>
        <translation>プレイヤーを選択</translation>
    </message>
    <message>
        <source>Choose a computer player</source>
        <translation>コンピュータープレイヤーを選択</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>コンピュータープレイヤー</translation>
    </message>
    <message>
        <source>Setting:</source>
        <translation>設定:</translation>
    </message>
    <message>
        <source>optional: {setting}</source>
        <translation>省略可: {setting}</translation>
    </message>
    <message>
        <source>{setting}
({grammar})</source>
        <translation>{setting}
（{grammar}）</translation>
    </message>
    <message>
        <source>This setting does not work: {error}</source>
        <translation>この設定は使えません: {error}</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Plays any legal move at random: the easiest opponent.</source>
        <translation>打てる手からランダムに打ちます。いちばん弱い相手です。</translation>
    </message>
    <message>
        <source>Random mover</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>uniformly random legal move (seeded)</source>
        <translation>打てる手から一様ランダムに選択（シード付き）</translation>
    </message>
    <message>
        <source>Always takes the move that flips the most discs right now.</source>
        <translation>その場でいちばん多く石を返せる手を必ず打ちます。</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>欲張り</translation>
    </message>
    <message>
        <source>one ply, most discs flipped, ties at random</source>
        <translation>1手読み、返す石が最多の手、同数ならランダム</translation>
    </message>
    <message>
        <source>Grabs a corner whenever it can, otherwise the move that leaves it the most discs.</source>
        <translation>隅が取れるときは必ず取り、それ以外は自分の石がいちばん多くなる手を打ちます。</translation>
    </message>
    <message>
        <source>Corner grabber</source>
        <translation>隅取り</translation>
    </message>
    <message>
        <source>corner-first, like the book: any corner, else most discs</source>
        <translation>入門書のAIと同じ隅優先: 隅があれば隅、なければ石数最大</translation>
    </message>
    <message>
        <source>Looks one move ahead and keeps as many discs as it can.</source>
        <translation>1手先を読み、自分の石ができるだけ多く残る手を打ちます。</translation>
    </message>
    <message>
        <source>Disc counter</source>
        <translation>石数重視</translation>
    </message>
    <message>
        <source>one-ply maximizer of the disc difference (Norvig)</source>
        <translation>1手読みで石差を最大化（Norvig）</translation>
    </message>
    <message>
        <source>Looks one move ahead and prefers strong squares: corners and edges, not the squares next to corners.</source>
        <translation>1手先を読み、隅や辺などの強いマスを好みます。隅の隣のマスは避けます。</translation>
    </message>
    <message>
        <source>Square weigher</source>
        <translation>マス評価</translation>
    </message>
    <message>
        <source>one-ply maximizer of the weighted-squares table (Norvig)</source>
        <translation>1手読みでマスの重み表による評価を最大化（Norvig）</translation>
    </message>
    <message>
        <source>Minimax</source>
        <translation>ミニマックス</translation>
    </message>
    <message>
        <source>plain minimax to a fixed depth</source>
        <translation>固定深さの単純なミニマックス探索</translation>
    </message>
    <message>
        <source>Looks a few moves ahead (4 unless you set another number), weighing corners and edges.</source>
        <translation>隅と辺を重視しながら数手先まで読みます（指定しなければ4手）。</translation>
    </message>
    <message>
        <source>moves ahead, e.g. 4</source>
        <translation>読む手数（例: 4）</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>アルファベータ</translation>
    </message>
    <message>
        <source>alpha-beta to a fixed depth (Norvig)</source>
        <translation>固定深さのアルファベータ探索（Norvig）</translation>
    </message>
    <message>
        <source>Looks several moves ahead (6 unless you set another number), weighing corners and edges.</source>
        <translation>隅と辺を重視しながら何手も先まで読みます（指定しなければ6手）。</translation>
    </message>
    <message>
        <source>moves ahead, e.g. 6</source>
        <translation>読む手数（例: 6）</translation>
    </message>
    <message>
        <source>NegaScout</source>
        <translation>ネガスカウト</translation>
    </message>
    <message>
        <source>NegaScout over square weights with priority move ordering</source>
        <translation>マスの重みによるネガスカウト探索、優先度順の着手並べ替え付き</translation>
    </message>
    <message>
        <source>Thinks deeper and deeper until its time is up (2 s a move unless you give a time).</source>
        <translation>時間いっぱいまで少しずつ深く読みます（指定しなければ1手2秒）。</translation>
    </message>
    <message>
        <source>Iterative deepening</source>
        <translation>反復深化</translation>
    </message>
    <message>
        <source>iterative deepening alpha-beta, answers before its time limit</source>
        <translation>反復深化アルファベータ探索、制限時間内に着手</translation>
    </message>
    <message>
        <source>time a move, e.g. 2s or 500ms</source>
        <translation>1手の時間（例: 2s、500ms）</translation>
    </message>
    <message>
        <source>The strongest opponent: searches deep and plays perfect endgames (2 s a move unless you set a time or how many moves ahead).</source>
        <translation>最強の相手です。深く読み、終盤は完全読みで打ちます（時間や読む手数を指定しなければ1手2秒）。</translation>
    </message>
    <message>
        <source>Master engine</source>
        <translation>マスターエンジン</translation>
    </message>
    <message>
        <source>opening book, PVS with Multi-ProbCut over a trained pattern evaluation, exact endgame</source>
        <translation>定石、学習済みパターン評価に対するMulti-ProbCut付きPVS、終盤完全読み</translation>
    </message>
    <message>
        <source>time a move (5s) or moves ahead (12)</source>
        <translation>1手の時間（5s）または読む手数（12）</translation>
    </message>
    <message>
        <source>The master engine as it was before it learned patterns: a yardstick for the trained evaluation.</source>
        <translation>パターンを学習する前のマスターエンジンです。学習済み評価の強さを測る基準になります。</translation>
    </message>
    <message>
        <source>Master engine, simpler judgement</source>
        <translation>マスターエンジン・簡易評価</translation>
    </message>
    <message>
        <source>the master engine with the linear evaluation of hand-picked features</source>
        <translation>手作業で選んだ特徴量の線形評価を使うマスターエンジン</translation>
    </message>
    <message>
        <source>Plays like a person: looks a few moves ahead and now and then settles for a slightly worse move.</source>
        <translation>人間のように打ちます。数手先まで読み、ときどき少し悪い手で妥協します。</translation>
    </message>
    <message>
        <source>Human-like player</source>
        <translation>人間らしいプレイヤー</translation>
    </message>
    <message>
        <source>every move valued by a shallow master search, chosen by softmax at a temperature in discs</source>
        <translation>各手を浅いマスター探索で評価し、石数単位の温度のソフトマックスで選択</translation>
    </message>
    <message>
        <source>moves ahead and randomness, e.g. 2:4</source>
        <translation>読む手数とランダム度（例: 2:4）</translation>
    </message>
    <message>
        <source>A neural network that taught itself by playing: it picks the move it thinks most likely to win.</source>
        <translation>自己対戦で学習したニューラルネットワークです。いちばん勝てそうだと判断した手を選びます。</translation>
    </message>
    <message>
        <source>Self-taught network</source>
        <translation>自己学習ネットワーク</translation>
    </message>
    <message>
        <source>TD(λ) network, 1 ply (the learning seed)</source>
        <translation>TD(λ)ネットワーク、1手読み（学習型の原型）</translation>
    </message>
    <message>
        <source>its weights file (.npz)</source>
        <translation>重みファイル（.npz）</translation>
    </message>
    <message>
        <source>A program you added in Game → Engines… (such as Edax or ntest), speaking NBoard&apos;s protocol.</source>
        <translation>「ゲーム → エンジン…」で追加した、NBoardプロトコル対応のプログラム（Edaxやntestなど）です。</translation>
    </message>
    <message>
        <source>External engine</source>
        <translation>外部エンジン</translation>
    </message>
    <message>
        <source>an NBoard-protocol engine run as a separate program</source>
        <translation>別プログラムとして動作するNBoardプロトコルのエンジン</translation>
    </message>
    <message>
        <source>its name, then :depth or :time, e.g. Edax:2s</source>
        <translation>名前の後に :読む手数 または :時間（例: Edax:2s）</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Not practised yet</source>
        <translation>まだ練習していません</translation>
    </message>
    <message numerus="yes">
        <source>Practised %n time(s)</source>
        <translation>
            <numerusform>練習%n回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clean run(s)</source>
        <translation>
            <numerusform>完璧%n回</numerusform>
        </translation>
    </message>
    <message>
        <source>{tries}, {clean}, last on {date}</source>
        <translation>{tries}、{clean}、最終 {date}</translation>
    </message>
    <message>
        <source>Practise an opening</source>
        <translation>定石を練習</translation>
    </message>
    <message>
        <source>Search the openings</source>
        <translation>定石を検索</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>定石</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>定石</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手順</translation>
    </message>
    <message>
        <source>The computer plays the opening, then the replies played most often in the open games database (with no database open, the opening book&apos;s best moves). A move that loses more than {discs} discs against the book&apos;s best is shown at once, and you may try again.</source>
        <translation>コンピューターは定石を打ち、その後は開いている対局データベースで最も多く打たれた応手を打ちます（データベースを開いていなければ定石ブックの最善手）。定石ブックの最善手より{discs}石を超えて損する手はすぐに表示され、やり直すことができます。</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>回数</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>完璧</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最終</translation>
    </message>
    <message>
        <source>The board as it is</source>
        <translation>現在の盤面</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>あなたの色：</translation>
    </message>
    <message>
        <source>Your results:</source>
        <translation>あなたの成績：</translation>
    </message>
    <message>
        <source>&amp;Practise</source>
        <translation>練習する(&amp;P)</translation>
    </message>
    <message>
        <source>Practise an &amp;opening…</source>
        <translation>定石を練習(&amp;O)…</translation>
    </message>
    <message>
        <source>{move} is off the line: the book plays {best} ({best_value} discs for you); {move} is worth {value} discs for you.</source>
        <translation>{move}は定石から外れています：定石の手は{best}（あなたから見て{best_value}石）、{move}はあなたから見て{value}石です。</translation>
    </message>
    <message>
        <source>Practising {opening}: you play {color}</source>
        <translation>{opening}を練習中：あなたは{color}です</translation>
    </message>
    <message>
        <source>Practising from the board: you play {color}</source>
        <translation>盤面から練習中：あなたは{color}です</translation>
    </message>
    <message>
        <source>from the board</source>
        <translation>盤面から</translation>
    </message>
    <message>
        <source>Practising {name} as {color} — move {number} of {length}</source>
        <translation>{name}を{color}で練習中 — {length}手中{number}手目</translation>
    </message>
    <message>
        <source>Retry the move or continue first</source>
        <translation>先にやり直すか続けるかを選んでください</translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s reply</source>
        <translation>コンピューターの応手を待ってください</translation>
    </message>
    <message>
        <source>Off the line</source>
        <translation>定石から外れました</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>続ける(&amp;C)</translation>
    </message>
    <message>
        <source>Try again: {color} to move</source>
        <translation>もう一度：{color}の番です</translation>
    </message>
    <message>
        <source>The book&apos;s line ends here.</source>
        <translation>定石の手順はここで終わります。</translation>
    </message>
    <message>
        <source>No game of the database goes on from here.</source>
        <translation>データベースにはここから続く対局がありません。</translation>
    </message>
    <message>
        <source>The practice has gone its length.</source>
        <translation>練習の手数に達しました。</translation>
    </message>
    <message>
        <source>A clean run: every move on the line.</source>
        <translation>完璧です：すべての手が定石どおりでした。</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) off the line.</source>
        <translation>
            <numerusform>定石から外れた手：%n手。</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice over</source>
        <translation>練習終了</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;Click a marked square, or use the arrow keys and Enter, or type a square such as &lt;tt&gt;f5&lt;/tt&gt;.&lt;/li&gt;&lt;li&gt;Hover a legal square to see which discs it would turn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hints&lt;/b&gt; ({hints_keys}) write the engine&apos;s value of every move, in discs, on the board.&lt;/li&gt;&lt;li&gt;Undo ({undo_keys}) and redo ({redo_keys}) work at any time, even while the computer thinks.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Move now&lt;/b&gt; ({move_now_keys}) makes the computer play its best move so far.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;印の付いたマスをクリックするか、矢印キーとEnterを使うか、&lt;tt&gt;f5&lt;/tt&gt;のようにマスを入力して打ちます。&lt;/li&gt;&lt;li&gt;打てるマスにマウスを乗せると、どの石が返るかがわかります。&lt;/li&gt;&lt;li&gt;&lt;b&gt;ヒント&lt;/b&gt;（{hints_keys}）を表示すると、エンジンによる各手の評価値が石数で盤上に書き込まれます。&lt;/li&gt;&lt;li&gt;元に戻す（{undo_keys}）とやり直し（{redo_keys}）は、コンピューターが考えている間も含めていつでも使えます。&lt;/li&gt;&lt;li&gt;&lt;b&gt;すぐ打たせる&lt;/b&gt;（{move_now_keys}）で、コンピューターにその時点での最善手を打たせます。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play Othello&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;オセロの遊び方&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Black and White take turns placing a disc of their colour; &lt;b&gt;Black moves first&lt;/b&gt; from the four discs in the centre.&lt;/p&gt;</source>
        <translation>&lt;p&gt;黒と白が交互に自分の色の石を置きます。中央の4つの石から始め、&lt;b&gt;黒が先手&lt;/b&gt;です。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A move must &lt;b&gt;outflank&lt;/b&gt;: the new disc and another disc of yours must enclose an unbroken line of your opponent&apos;s discs — horizontally, vertically or diagonally. Every enclosed disc turns over to your colour, in all directions at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;石は相手の石を&lt;b&gt;挟める&lt;/b&gt;マスにしか置けません。新しく置く石と自分の石とで、相手の石の切れ目のない列を縦・横・斜めのいずれかで挟みます。挟んだ石はすべての方向で同時に裏返り、自分の色になります。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If you cannot outflank anything you must &lt;b&gt;pass&lt;/b&gt;; if you can, you must move. When neither side can move the game ends, and the side with more discs wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;どこにも挟めるマスがなければ&lt;b&gt;パス&lt;/b&gt;します。打てるマスがあるときはパスできません。両者とも打てなくなると対局終了で、石の多いほうが勝ちです。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h4&gt;In this app&lt;/h4&gt;</source>
        <translation>&lt;h4&gt;このアプリでの操作&lt;/h4&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Corners can never be flipped back: they are the strongest squares. The squares next to them are dangerous early on, because they may hand a corner to your opponent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;隅の石は二度と返されないため、隅はいちばん強いマスです。隅の隣のマスは序盤では危険で、相手に隅を与えてしまうことがあります。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules of Othello</source>
        <translation>オセロのルール</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>The game in progress cannot be saved to {path}: {reason}.
Play goes on; the game will be saved once the folder can be written again.</source>
        <translation>対局中のゲームを{path}に保存できません: {reason}。
対局はそのまま続けられます。フォルダーに再び書き込めるようになると保存されます。</translation>
    </message>
    <message>
        <source>Your unfinished game could not be restored: {problem}.
{kept}</source>
        <translation>途中の対局を復元できませんでした: {problem}。
{kept}</translation>
    </message>
    <message>
        <source>It stays as {path} (it could not be renamed: {reason}); this session will not save the game in progress, so the file is not overwritten.</source>
        <translation>ファイルは{path}のまま残っています（名前を変更できませんでした: {reason}）。このファイルを上書きしないよう、今回は対局中のゲームを保存しません。</translation>
    </message>
    <message>
        <source>The file is kept as {path}.</source>
        <translation>ファイルは{path}として残してあります。</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {number} is {value})</source>
        <translation>ファイルがUTF-8テキストではありません（{number}バイト目が{value}）</translation>
    </message>
    <message>
        <source>the file has no {key}</source>
        <translation>ファイルに{key}がありません</translation>
    </message>
    <message>
        <source>{key} must be text, not {value}</source>
        <translation>{key}は{value}ではなく文字列である必要があります</translation>
    </message>
    <message>
        <source>{key} must be a whole number, not {value}</source>
        <translation>{key}は{value}ではなく整数である必要があります</translation>
    </message>
    <message>
        <source>{key} must be true or false, not {value}</source>
        <translation>{key} は true か false でなければなりません（{value} ではなく）</translation>
    </message>
    <message>
        <source>{key} must be a list, not {value}</source>
        <translation>{key}は{value}ではなくリストである必要があります</translation>
    </message>
    <message numerus="yes">
        <source>{key} holds %n moves, more than a game has</source>
        <translation>
            <numerusform>{key}に%n手あり、1局の手数を超えています</numerusform>
        </translation>
    </message>
    <message>
        <source>{key} must be a list of moves like &quot;f5&quot;</source>
        <translation>{key}は「f5」のような手のリストである必要があります</translation>
    </message>
    <message>
        <source>{key} is not a player setting: {value}</source>
        <translation>{key}はプレイヤー設定ではありません: {value}</translation>
    </message>
    <message>
        <source>the file is not valid: {reason}</source>
        <translation>ファイルが正しくありません: {reason}</translation>
    </message>
    <message>
        <source>the file is not an othello-qt saved game</source>
        <translation>othello-qtの保存ファイルではありません</translation>
    </message>
    <message>
        <source>it was saved by a newer version of othello-qt (format {version}; this one reads {known})</source>
        <translation>新しいバージョンのothello-qtで保存されています（形式{version}。このバージョンが読めるのは{known}）</translation>
    </message>
    <message>
        <source>unsupported format version {version}</source>
        <translation>未対応の形式バージョン{version}</translation>
    </message>
    <message>
        <source>{key} must be an object</source>
        <translation>{key}はオブジェクトである必要があります</translation>
    </message>
    <message>
        <source>the kept game: {reason}</source>
        <translation>保管した対局: {reason}</translation>
    </message>
    <message>
        <source>the clock: {reason}</source>
        <translation>時計: {reason}</translation>
    </message>
    <message>
        <source>the clock&apos;s times do not match the moves</source>
        <translation>時計の時間が手順と一致しません</translation>
    </message>
    <message>
        <source>the clock&apos;s move time must be a number of seconds, not {value}</source>
        <translation>時計の1手の時間は{value}ではなく秒数である必要があります</translation>
    </message>
    <message>
        <source>the clock&apos;s time used must be a number of seconds, not {value}</source>
        <translation>時計の消費時間は{value}ではなく秒数である必要があります</translation>
    </message>
    <message>
        <source>redo move {number} ({move}) is illegal: {reason}</source>
        <translation>やり直し用の{number}手目（{move}）は打てない手です: {reason}</translation>
    </message>
    <message>
        <source>move {number} ({move}) is illegal: {reason}</source>
        <translation>{number}手目（{move}）は打てない手です: {reason}</translation>
    </message>
    <message>
        <source>redo move {number}: {reason}</source>
        <translation>やり直し用の{number}手目: {reason}</translation>
    </message>
    <message>
        <source>move {number}: {reason}</source>
        <translation>{number}手目: {reason}</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>{color} played {move}</source>
        <translation>{color}が{move}に打ちました</translation>
    </message>
</context>
<context>
    <name>SetupCheck</name>
    <message>
        <source>The board is empty: place discs of both colours.</source>
        <translation>盤が空です。黒と白の両方の石を置いてください。</translation>
    </message>
    <message>
        <source>Neither side has a legal move: the game would be over at once. Add or remove discs.</source>
        <translation>どちらにも打てる手がないため、すぐに対局が終わってしまいます。石を追加するか取り除いてください。</translation>
    </message>
    <message>
        <source>{color} has no legal move here: choose {opponent} to move, or change the discs.</source>
        <translation>この局面では{color}に打てる手がありません。手番を{opponent}にするか、石を変更してください。</translation>
    </message>
    <message>
        <source>{squares} is empty: no game from the start reaches this position, but it can be played.</source>
        <translation>{squares}が空いています。初期配置からこの局面にはなりませんが、対局はできます。</translation>
    </message>
    <message>
        <source>{squares} are empty: no game from the start reaches this position, but it can be played.</source>
        <translation>{squares}が空いています。初期配置からこの局面にはなりませんが、対局はできます。</translation>
    </message>
    <message>
        <source>Ready: this position can be played or analysed.</source>
        <translation>準備完了: この局面から対局・解析できます。</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Players</source>
        <translation>対局者</translation>
    </message>
    <message>
        <source>Black player</source>
        <translation>黒番の対局者</translation>
    </message>
    <message>
        <source>White player</source>
        <translation>白番の対局者</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>plays on: {now}</source>
        <translation>続きを打つ: {now}</translation>
    </message>
    <message>
        <source>{played} (from the file) — now {now}</source>
        <translation>{played}（棋譜ファイルの対局者） — 現在は{now}</translation>
    </message>
    <message>
        <source>{played} — now {now}</source>
        <translation>{played} — 現在は{now}</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>The computer is thinking</source>
        <translation>コンピューターが考えています</translation>
    </message>
</context>
<context>
    <name>StatusText</name>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>{number} — {name}</source>
        <translation>{number} — {name}</translation>
    </message>
    <message>
        <source>{name} ({other_names})</source>
        <translation>{name}（{other_names}）</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) ahead</source>
        <translation>
            <numerusform>%n手読み</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} s a move</source>
        <translation>1手{seconds}秒</translation>
    </message>
    <message>
        <source>weighted squares</source>
        <translation>マスの重み</translation>
    </message>
    <message>
        <source>counting discs</source>
        <translation>石数</translation>
    </message>
    <message>
        <source>square values</source>
        <translation>マスの価値</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%nスレッド</numerusform>
        </translation>
    </message>
    <message>
        <source>full search</source>
        <translation>全幅探索</translation>
    </message>
    <message>
        <source>selectivity {value}</source>
        <translation>選択度{value}</translation>
    </message>
    <message>
        <source>no opening book</source>
        <translation>定石なし</translation>
    </message>
    <message>
        <source>opening book</source>
        <translation>定石あり</translation>
    </message>
    <message numerus="yes">
        <source>varied openings (book moves within %n disc(s))</source>
        <translation>
            <numerusform>定石に変化（最善との差%n石以内の定石手）</numerusform>
        </translation>
    </message>
    <message>
        <source>varied openings (book moves within {discs} discs)</source>
        <translation>定石に変化（最善との差{discs}石以内の定石手）</translation>
    </message>
    <message>
        <source>randomness {value}</source>
        <translation>ランダム度{value}</translation>
    </message>
    <message>
        <source>{player} ({setting})</source>
        <translation>{player}（{setting}）</translation>
    </message>
    <message>
        <source>{description}
({detail}; {spec})</source>
        <translation>{description}
（{detail} ／ {spec}）</translation>
    </message>
    <message>
        <source>{description}
({spec})</source>
        <translation>{description}
（{spec}）</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer, level {level}</source>
        <translation>コンピューター（レベル{level}）</translation>
    </message>
    <message>
        <source>Computer · level {number}</source>
        <translation>コンピューター · レベル{number}</translation>
    </message>
    <message>
        <source>Level {number}</source>
        <translation>レベル{number}</translation>
    </message>
    <message>
        <source>Computer: {player}</source>
        <translation>コンピューター: {player}</translation>
    </message>
    <message>
        <source>Computer · {player}</source>
        <translation>コンピューター · {player}</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{chance} to win</source>
        <translation>勝率{chance}</translation>
    </message>
    <message numerus="yes">
        <source>{value} disc(s)</source>
        <translation>
            <numerusform>{value}石</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{value} point(s)</source>
        <translation>
            <numerusform>{value}点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s)</source>
        <translation>
            <numerusform>%n石</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation>準備中…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>対局終了</translation>
    </message>
    <message>
        <source>Your move ({color})</source>
        <translation>あなたの番（{color}）</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>あなたの番</translation>
    </message>
    <message>
        <source>{color} (computer) is paused</source>
        <translation>{color}（コンピューター）は一時停止中</translation>
    </message>
    <message>
        <source>{color} is thinking…</source>
        <translation>{color}が考え中…</translation>
    </message>
    <message>
        <source>{color} to move</source>
        <translation>{color}の番</translation>
    </message>
    <message>
        <source>{turn} — {app}</source>
        <translation>{turn} — {app}</translation>
    </message>
    <message>
        <source>Draw, {black}–{white}</source>
        <translation>引き分け {black}–{white}</translation>
    </message>
    <message>
        <source>You win {score}!</source>
        <translation>{score}であなたの勝ち！</translation>
    </message>
    <message>
        <source>You lose {score}</source>
        <translation>{score}であなたの負け</translation>
    </message>
    <message>
        <source>{color} wins {score}</source>
        <translation>{score}で{color}の勝ち</translation>
    </message>
    <message>
        <source>Game over: Draw {black}-{white}. Start a new game with {shortcut}.</source>
        <translation>対局終了: {black}-{white}で引き分け。{shortcut}で新しい対局を始められます。</translation>
    </message>
    <message>
        <source>Game over: {color} wins {high}-{low}. Start a new game with {shortcut}.</source>
        <translation>対局終了: {high}-{low}で{color}の勝ち。{shortcut}で新しい対局を始められます。</translation>
    </message>
    <message>
        <source>Your time ran out — you lose on time</source>
        <translation>持ち時間が切れました — あなたの時間切れ負けです</translation>
    </message>
    <message>
        <source>Time! You win on time</source>
        <translation>時間切れ！ あなたの時間切れ勝ちです</translation>
    </message>
    <message>
        <source>{loser}&apos;s time ran out — {winner} wins on time</source>
        <translation>{loser}の持ち時間が切れました — {winner}の時間切れ勝ち</translation>
    </message>
    <message>
        <source>Game over: {winner} wins on time. Start a new game with {shortcut}.</source>
        <translation>対局終了: {winner}の時間切れ勝ち。{shortcut}で新しい対局を始められます。</translation>
    </message>
    <message>
        <source>{color} ({player}) is thinking…</source>
        <translation>{color}（{player}）が考え中…</translation>
    </message>
    <message>
        <source>from the opening book</source>
        <translation>定石から</translation>
    </message>
    <message>
        <source>to the end of the game</source>
        <translation>終局まで読み切り</translation>
    </message>
    <message>
        <source>{color}&apos;s chance to win: {chance}</source>
        <translation>{color}の勝率: {chance}</translation>
    </message>
    <message>
        <source>the opening book calls the game even</source>
        <translation>定石では互角</translation>
    </message>
    <message numerus="yes">
        <source>the opening book puts {color} %n disc(s) ahead</source>
        <translation>
            <numerusform>定石では{color}が%n石有利</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the opening book puts {color} %n disc(s) behind</source>
        <translation>
            <numerusform>定石では{color}が%n石不利</numerusform>
        </translation>
    </message>
    <message>
        <source>{color} thinks the game is even</source>
        <translation>{color}の読みでは互角</translation>
    </message>
    <message numerus="yes">
        <source>{color} thinks it is %n disc(s) ahead</source>
        <translation>
            <numerusform>{color}の読みでは%n石有利</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} thinks it is %n disc(s) behind</source>
        <translation>
            <numerusform>{color}の読みでは%n石不利</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw with best play</source>
        <translation>最善進行で引き分け</translation>
    </message>
    <message numerus="yes">
        <source>{color} wins by %n disc(s) with best play</source>
        <translation>
            <numerusform>最善進行で{color}の%n石勝ち</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} loses by %n disc(s) with best play</source>
        <translation>
            <numerusform>最善進行で{color}の%n石負け</numerusform>
        </translation>
    </message>
    <message>
        <source>{color} wins with best play</source>
        <translation>最善進行で{color}の勝ち</translation>
    </message>
    <message>
        <source>{color} loses with best play</source>
        <translation>最善進行で{color}の負け</translation>
    </message>
    <message>
        <source>{color} is thinking… ({ahead})</source>
        <translation>{color}が考え中…（{ahead}）</translation>
    </message>
    <message>
        <source>book</source>
        <translation>定石</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>完全読み</translation>
    </message>
    <message>
        <source>win/loss/draw</source>
        <translation>必勝読み</translation>
    </message>
    <message>
        <source>depth {depth}</source>
        <translation>{depth}手読み</translation>
    </message>
    <message>
        <source>{speed} kN/s</source>
        <translation>{speed} kN/s</translation>
    </message>
    <message>
        <source>{color} played {move} — {outlook}</source>
        <translation>{color}が{move}に打ちました — {outlook}</translation>
    </message>
    <message>
        <source>{color} played {move}</source>
        <translation>{color}が{move}に打ちました</translation>
    </message>
    <message>
        <source>line {moves}</source>
        <translation>読み筋 {moves}</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds}秒</translation>
    </message>
    <message>
        <source>Hint: {square} is best ({details})</source>
        <translation>ヒント: 最善手は{square}（{details}）</translation>
    </message>
    <message>
        <source>{color} has no legal move and passes</source>
        <translation>{color} は打てる手がないのでパスします</translation>
    </message>
    <message>
        <source>{passes}. {opponent} to move.</source>
        <translation>{passes}。{opponent} の番です。</translation>
    </message>
    <message>
        <source>The clocks are stopped — press Resume ({shortcut}) to play on</source>
        <translation>時計が止まっています — 「再開」（{shortcut}）で続けます</translation>
    </message>
    <message>
        <source>The computer is paused — press Resume ({shortcut}) to let it play</source>
        <translation>コンピューターは一時停止中です — 「再開」（{shortcut}）で打ち始めます</translation>
    </message>
    <message>
        <source>the disk or folder is read-only</source>
        <translation>ディスクまたはフォルダーが読み取り専用です</translation>
    </message>
    <message>
        <source>you may not write or read there</source>
        <translation>その場所への書き込みまたは読み取りの権限がありません</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <source>the folder or file does not exist</source>
        <translation>フォルダーまたはファイルが存在しません</translation>
    </message>
    <message>
        <source>that is a folder, not a file</source>
        <translation>それはファイルではなくフォルダーです</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>名前が長すぎます</translation>
    </message>
    <message>
        <source>Looking at move {shown} of the finished game — » ({last_keys}) returns to its end</source>
        <translation>終わった対局の{shown}手目を表示中 — »（{last_keys}）で終局に戻ります</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) returns to the last move, where it is your turn; Play on ({play_keys}) lets the computer continue from here instead</source>
        <translation>{total}手中{shown}手目を表示中 — »（{last_keys}）で最後の手に戻るとあなたの番です。「ここから再開」（{play_keys}）ならコンピューターがこの局面から続けます</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) returns to the last move, where the computer plays on; Play on ({play_keys}) lets it continue from here instead</source>
        <translation>{total}手中{shown}手目を表示中 — »（{last_keys}）で最後の手に戻るとコンピューターが続きを打ちます。「ここから再開」（{play_keys}）ならこの局面から続けます</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) goes to the last move; a move here starts a new line (Undo brings the old one back)</source>
        <translation>{total}手中{shown}手目を表示中 — »（{last_keys}）で最後の手へ。ここで打つと新しい手順になります（「元に戻す」で元の手順に戻せます）</translation>
    </message>
    <message>
        <source>Looking at move {shown}</source>
        <translation>{shown}手目を表示中</translation>
    </message>
    <message>
        <source>New line from move {number}</source>
        <translation>{number}手目から新しい手順</translation>
    </message>
    <message>
        <source>New line from the start</source>
        <translation>開始局面から新しい手順</translation>
    </message>
    <message numerus="yes">
        <source>{title}: the game&apos;s %n later move(s) kept — Undo ({shortcut}) brings them back</source>
        <translation>
            <numerusform>{title}: 元の対局のその先の%n手は残してあります — 「元に戻す」（{shortcut}）で戻せます</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded {source}: %n move(s)</source>
        <translation>
            <numerusform>{source}を読み込みました: %n手</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer waits: Resume ({shortcut}) lets it play</source>
        <translation>コンピューターは待機中: 「再開」（{shortcut}）で打ち始めます</translation>
    </message>
    <message>
        <source>Undo ({shortcut}) brings back your previous game</source>
        <translation>「元に戻す」（{shortcut}）で前の対局に戻れます</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>今日 {clock}</translation>
    </message>
    <message>
        <source>yesterday at {clock}</source>
        <translation>昨日 {clock}</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>a date, as QLocale::toString writes it: d the day, MMM the month, yyyy the year</comment>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>on {date} at {clock}</source>
        <translation>{date} {clock}</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しい対局</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game (%n move(s), saved {when}). Continue it?</source>
        <translation>
            <numerusform>途中の対局があります（%n手、{when}に保存）。続けますか？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game (%n move(s)). Continue it?</source>
        <translation>
            <numerusform>途中の対局があります（%n手）。続けますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>{new_game} starts a fresh board and keeps this one: Undo ({shortcut}) brings it back, and it is offered again next time until you play a move in the new game.</source>
        <translation>「{new_game}」を選ぶと新しい盤で始め、この対局は残しておきます。「元に戻す」（{shortcut}）で戻せるほか、新しい対局で1手打つまでは次回の起動時にも続けるかどうかを確認します。</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a square</comment>
        <translation>空き</translation>
    </message>
    <message>
        <source>black</source>
        <comment>a square&apos;s disc</comment>
        <translation>黒</translation>
    </message>
    <message>
        <source>white</source>
        <comment>a square&apos;s disc</comment>
        <translation>白</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>直前の手</translation>
    </message>
    <message>
        <source>legal</source>
        <comment>a move</comment>
        <translation>打てる</translation>
    </message>
    <message numerus="yes">
        <source>flips %n</source>
        <translation>
            <numerusform>%n石返せる</numerusform>
        </translation>
    </message>
    <message>
        <source>hint {value}</source>
        <translation>ヒント {value}</translation>
    </message>
    <message>
        <source>best</source>
        <comment>a hint&apos;s move</comment>
        <translation>最善手</translation>
    </message>
    <message>
        <source>Black {black}, White {white}</source>
        <translation>黒{black}、白{white}</translation>
    </message>
    <message>
        <source>{counts}. The game is over.</source>
        <translation>{counts}。対局は終了しました。</translation>
    </message>
    <message numerus="yes">
        <source>{counts}. {color} to move, %n legal move(s).</source>
        <translation>
            <numerusform>{counts}。{color}の番、打てる手は%n箇所。</numerusform>
        </translation>
    </message>
    <message>
        <source>{counts}. {color} to move.</source>
        <translation>{counts}。{color}の番。</translation>
    </message>
    <message numerus="yes">
        <source>{color}: {player}, %n disc(s), to move</source>
        <translation>
            <numerusform>{color}: {player}、%n石、手番</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color}: {player}, %n disc(s)</source>
        <translation>
            <numerusform>{color}: {player}、%n石</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}&apos;s clock: time is up</source>
        <translation>{color}の時計: 時間切れ</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n秒</numerusform>
        </translation>
    </message>
    <message>
        <source>{minutes} {seconds}</source>
        <comment>a time: 4 minutes 59 seconds</comment>
        <translation>{minutes}{seconds}</translation>
    </message>
    <message>
        <source>{color}&apos;s clock: {time} left</source>
        <translation>{color}の時計: 残り{time}</translation>
    </message>
    <message numerus="yes">
        <source>{color} plays {move}, turns %n disc(s). {counts}. {next} to move.</source>
        <translation>
            <numerusform>{color}が{move}に打ち、%n石返しました。{counts}。{next}の番。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} plays {move}, turns %n disc(s). {counts}.</source>
        <translation>
            <numerusform>{color}が{move}に打ち、%n石返しました。{counts}。</numerusform>
        </translation>
    </message>
    <message>
        <source>{move} is not a legal move: the square is taken</source>
        <translation>{move}には打てません: すでに石があります</translation>
    </message>
    <message>
        <source>{move} is not a legal move: it would turn no {color} disc</source>
        <translation>{move}には打てません: {color}の石を1つも返せません</translation>
    </message>
    <message>
        <source>{move} is not a legal move: {turn} has no move and must pass</source>
        <translation>{move}には打てません: {turn}は打てる手がなくパスです</translation>
    </message>
    <message>
        <source>{move} is not a legal move: the game is over</source>
        <translation>{move}には打てません: 対局は終了しています</translation>
    </message>
    <message>
        <source>{move} is not a legal move: {reason}</source>
        <translation>{move}には打てません: {reason}</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic green</source>
        <translation>クラシック（緑）</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
</context>
<context>
    <name>TimeControlChooser</name>
    <message>
        <source>Clock: minutes per side</source>
        <translation>持ち時間: 1人あたりの分数</translation>
    </message>
    <message>
        <source>Seconds added after each move</source>
        <translation>1手ごとの加算秒数</translation>
    </message>
    <message>
        <source>+ {seconds} s</source>
        <translation>+{seconds}秒</translation>
    </message>
    <message>
        <source>Seconds added to a side&apos;s clock after each of its moves (Fischer)</source>
        <translation>1手打つごとにその側の持ち時間に加算される秒数（フィッシャー方式）</translation>
    </message>
    <message>
        <source>per side</source>
        <translation>ずつ</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>持ち時間なし</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes}分</translation>
    </message>
</context>
<context>
    <name>ViewOptions</name>
    <message>
        <source>Show &amp;legal moves</source>
        <translation>打てる手を表示(&amp;L)</translation>
    </message>
    <message>
        <source>Show &amp;hints</source>
        <translation>ヒントを表示(&amp;H)</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Show the engine&apos;s value of every legal move</source>
        <translation>打てる手すべてのエンジンによる評価値を表示します</translation>
    </message>
    <message>
        <source>Show &amp;database counts</source>
        <translation>データベースの局数を表示(&amp;D)</translation>
    </message>
    <message>
        <source>On each square, how many games of the open games database played it from the board&apos;s position (the most played one marked), as the next-move table counts them</source>
        <translation>各マスに、開いている棋譜データベースで盤面の局面からそのマスに打った対局数を表示します (最多の手に印)。次の手の表と同じ数え方です</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>座標を表示(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>消音(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>システムの言語(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Built-in engine</source>
        <translation>内蔵エンジン(&amp;B)</translation>
    </message>
    <message>
        <source>Analyst: {name}</source>
        <translation>解析エンジン: {name}</translation>
    </message>
    <message>
        <source>Analyst: the built-in engine</source>
        <translation>解析エンジン: 内蔵エンジン</translation>
    </message>
    <message>
        <source>Legal moves shown</source>
        <translation>打てる手: 表示</translation>
    </message>
    <message>
        <source>Legal moves hidden</source>
        <translation>打てる手: 非表示</translation>
    </message>
    <message>
        <source>Coordinates shown</source>
        <translation>座標: 表示</translation>
    </message>
    <message>
        <source>Coordinates hidden</source>
        <translation>座標: 非表示</translation>
    </message>
    <message>
        <source>Database counts shown</source>
        <translation>データベースの局数を表示しました</translation>
    </message>
    <message>
        <source>Database counts hidden</source>
        <translation>データベースの局数を隠しました</translation>
    </message>
    <message>
        <source>Sounds off</source>
        <translation>サウンド: オフ</translation>
    </message>
    <message>
        <source>Sounds on</source>
        <translation>サウンド: オン</translation>
    </message>
    <message>
        <source>Animation speed: {speed}</source>
        <translation>アニメーション速度: {speed}</translation>
    </message>
    <message>
        <source>Theme: {theme}</source>
        <translation>テーマ: {theme}</translation>
    </message>
    <message>
        <source>The language changes the next time Othello starts.</source>
        <translation>言語は次回オセロを起動したときに切り替わります。</translation>
    </message>
</context>
<context>
    <name>WindowCommands</name>
    <message>
        <source>{tip} ({keys})</source>
        <translation>{tip}（{keys}）</translation>
    </message>
    <message>
        <source>The game is over: there is no move to hint. Undo or step back to see hints again.</source>
        <translation>対局は終了しました：ヒントを出す手がありません。ヒントを再び見るには、待ったをするか前の局面に戻ってください。</translation>
    </message>
</context>
</TS>
