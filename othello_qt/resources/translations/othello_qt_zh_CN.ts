<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>&lt;h3&gt;Othello {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;黑白棋 {version}&lt;/h3&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p&gt;The classic board game, also known as Reversi. Play a friend on the same board, or the computer at %n levels: from an opponent a beginner can beat to a master that plays the endgame perfectly.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p&gt;经典棋盘游戏，又称“翻转棋”（Reversi）。你可以和朋友在同一个棋盘上对弈，也可以挑战 %n 个等级的电脑：从初学者也能战胜的对手，到能把终局下得完美无缺的大师。&lt;/p&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;p&gt;Hints show what every move is worth, any move can be taken back, and an unfinished game waits for you the next time you start. The whole game can be played with the keyboard and a screen reader.&lt;/p&gt;</source>
        <translation>&lt;p&gt;提示会显示每一步的价值，任何一步都可以悔棋，没下完的对局会在你下次启动时等着你。整个游戏都可以只用键盘和屏幕阅读器来玩。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Free software under the MIT licence. Sounds made for this game.&lt;/p&gt;</source>
        <translation>&lt;p&gt;基于 MIT 许可证发布的自由软件。音效为本游戏专门制作。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Othello</source>
        <translation>关于黑白棋</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Opening: —</source>
        <translation>开局：—</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>自定义局面</translation>
    </message>
    <message>
        <source>Opening: {name}</source>
        <translation>开局：{name}</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, exact)</source>
        <translation>此处最佳：{move}（{score}，精确）</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, book)</source>
        <translation>此处最佳：{move}（{score}，开局库）</translation>
    </message>
    <message>
        <source>Best here: {move} ({score}, estimate)</source>
        <translation>此处最佳：{move}（{score}，估计）</translation>
    </message>
    <message>
        <source>{best}; the game&apos;s {move} is as good</source>
        <translation>{best}；对局中的 {move} 同样好</translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s) (a blunder ??)</source>
        <translation>
            <numerusform>{best}；对局中的 {move} 损失 %n 子（大失误 ??）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s) (a mistake ?)</source>
        <translation>
            <numerusform>{best}；对局中的 {move} 损失 %n 子（失误 ?）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{best}; the game&apos;s {move} cost %n disc(s)</source>
        <translation>
            <numerusform>{best}；对局中的 {move} 损失 %n 子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): a blunder ??, %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>第 {number} 步（{move}）：大失误 ??，损失 %n 子；最佳为 {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): a mistake ?, %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>第 {number} 步（{move}）：失误 ?，损失 %n 子；最佳为 {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move {number} ({move}): %n disc(s) lost; {best} was best</source>
        <translation>
            <numerusform>第 {number} 步（{move}）：损失 %n 子；最佳为 {best}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n 次失误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n 次大失误</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}: no move reviewed yet.</source>
        <translation>{color}：尚未复盘任何一步。</translation>
    </message>
    <message>
        <source>{color}: no mistakes.</source>
        <translation>{color}：没有失误。</translation>
    </message>
    <message>
        <source>{mistakes} and {blunders}</source>
        <translation>{mistakes}和 {blunders}</translation>
    </message>
    <message numerus="yes">
        <source>{color}: {counts}; the largest, move {number} ({move}), cost %n disc(s).</source>
        <translation>
            <numerusform>{color}：{counts}；损失最大的是第 {number} 步（{move}），损失 %n 子。</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}: no move reviewed.</source>
        <translation>{color}：没有复盘任何一步。</translation>
    </message>
    <message>
        <source>{color}: {counts}.</source>
        <translation>{color}：{counts}。</translation>
    </message>
    <message>
        <source>{mistakes}, {blunders}</source>
        <translation>{mistakes}、{blunders}</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>Review summary</source>
        <translation>复盘总结</translation>
    </message>
    <message>
        <source>Reviewing {done}/{total}</source>
        <translation>复盘中 {done}/{total}</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>复盘进度</translation>
    </message>
    <message>
        <source>Evaluation &amp;graph</source>
        <translation>评估曲线(&amp;G)</translation>
    </message>
    <message>
        <source>Show the value of every position</source>
        <translation>显示每个局面的评估值</translation>
    </message>
    <message>
        <source>&amp;Review game</source>
        <translation>复盘对局(&amp;R)</translation>
    </message>
    <message>
        <source>Value every move deeply and mark mistakes</source>
        <translation>深入评估每一步并标出失误</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>&amp;Stop review</source>
        <translation>停止复盘(&amp;S)</translation>
    </message>
    <message>
        <source>Stop the review</source>
        <translation>停止复盘</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Show &amp;best move here</source>
        <translation>显示此处最佳着法(&amp;B)</translation>
    </message>
    <message>
        <source>Show the engine&apos;s best move in this position</source>
        <translation>显示引擎在此局面下的最佳着法</translation>
    </message>
    <message>
        <source>Set &amp;up position…</source>
        <translation>编辑局面(&amp;U)…</translation>
    </message>
    <message>
        <source>Place discs, then play or analyse from there</source>
        <translation>摆放棋子，然后从该局面开始对弈或分析</translation>
    </message>
    <message>
        <source>&amp;Next mistake</source>
        <translation>下一个失误(&amp;N)</translation>
    </message>
    <message>
        <source>Go to the next move the review marked, before it is played</source>
        <translation>转到复盘标记的下一步棋（落子之前）</translation>
    </message>
    <message>
        <source>&amp;Previous mistake</source>
        <translation>上一个失误(&amp;P)</translation>
    </message>
    <message>
        <source>Go to the previous move the review marked, before it is played</source>
        <translation>转到复盘标记的上一步棋（落子之前）</translation>
    </message>
    <message>
        <source>Reviewing the game: the summary follows when it is done.</source>
        <translation>正在复盘对局：完成后会显示总结。</translation>
    </message>
    <message>
        <source>Reviewing the game: every move against the engine&apos;s best (Stop ends it)</source>
        <translation>正在复盘对局：将每一步与引擎的最佳着法对比（按“停止”可结束）</translation>
    </message>
    <message>
        <source>Review stopped: the analyst {analyst} failed ({error})</source>
        <translation>复盘已停止：分析引擎 {analyst} 出错（{error}）</translation>
    </message>
    <message>
        <source>Analysis stopped: the analyst {analyst} failed ({error})</source>
        <translation>分析已停止：分析引擎 {analyst} 出错（{error}）</translation>
    </message>
    <message>
        <source>The analyst {analyst} failed, so the positions are not valued:
{error}</source>
        <translation>分析引擎 {analyst} 出错，因此无法评估各个局面：
{error}</translation>
    </message>
    <message>
        <source>This position is not analysed: turn on the evaluation graph ({keys}) or the hints</source>
        <translation>此局面尚未分析：请打开评估曲线（{keys}）或提示</translation>
    </message>
    <message>
        <source>Review done — {summary}</source>
        <translation>复盘完成——{summary}</translation>
    </message>
    <message>
        <source>Review stopped — {summary}</source>
        <translation>复盘已停止——{summary}</translation>
    </message>
    <message>
        <source>No marked move further on</source>
        <translation>后面没有标记的着法</translation>
    </message>
    <message>
        <source>No marked move before this one</source>
        <translation>此前没有标记的着法</translation>
    </message>
    <message>
        <source>The game is over here: there is no move to show</source>
        <translation>对局在此已结束：没有可显示的着法</translation>
    </message>
    <message>
        <source>This position is not analysed: the analyst {analyst} failed ({error})</source>
        <translation>此局面未分析：分析引擎 {analyst} 出错（{error}）</translation>
    </message>
    <message>
        <source>This position is not analysed yet: the graph fills in within moments</source>
        <translation>此局面尚未分析：曲线稍后就会补上</translation>
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
        <translation>关闭</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Othello</source>
        <translation>黑白棋</translation>
    </message>
    <message>
        <source>Something went wrong: {error}</source>
        <translation>出错了：{error}</translation>
    </message>
</context>
<context>
    <name>Application</name>
    <message>
        <source>Othello</source>
        <translation>黑白棋</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>Othello board</source>
        <translation>黑白棋棋盘</translation>
    </message>
    <message>
        <source>Arrow keys move between squares, Enter or Space plays; or type a square such as f5.</source>
        <translation>用方向键在格子间移动，按 Enter 或空格键落子；也可以直接输入格子名，如 f5。</translation>
    </message>
    <message>
        <source>Divider: drag to resize</source>
        <translation>分隔条：拖动以调整大小</translation>
    </message>
    <message>
        <source>Window size grip</source>
        <translation>窗口大小调整手柄</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Set up a position</source>
        <translation>编辑局面</translation>
    </message>
    <message>
        <source>Click places</source>
        <translation>点击放置</translation>
    </message>
    <message>
        <source>Black disc</source>
        <translation>黑子</translation>
    </message>
    <message>
        <source>White disc</source>
        <translation>白子</translation>
    </message>
    <message>
        <source>Empty square</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>Click a disc of the chosen colour again to remove it.</source>
        <translation>再次点击所选颜色的棋子即可将其移除。</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>行棋方</translation>
    </message>
    <message>
        <source>Clear board</source>
        <translation>清空棋盘</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <source>Paste board string</source>
        <translation>粘贴棋盘字符串</translation>
    </message>
    <message>
        <source>Position check</source>
        <translation>局面检查</translation>
    </message>
    <message>
        <source>Board string</source>
        <translation>棋盘字符串</translation>
    </message>
    <message>
        <source>64 squares a1..h8 (X black, O white, - empty) and the side to move</source>
        <translation>64 个格子 a1..h8（X 为黑子，O 为白子，- 为空）以及行棋方</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>从此处开始对弈</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Both sides human, hints and the evaluation graph on</source>
        <translation>双方都由玩家执棋，并打开提示和评估曲线</translation>
    </message>
    <message>
        <source>Not a board string: {error}</source>
        <translation>不是有效的棋盘字符串：{error}</translation>
    </message>
    <message>
        <source>Black {black} · White {white}</source>
        <translation>黑 {black} · 白 {white}</translation>
    </message>
    <message>
        <source>{square} {color}</source>
        <translation>{square} {color}</translation>
    </message>
    <message>
        <source>{color} to move; no discs</source>
        <translation>轮到{color}；棋盘上没有棋子</translation>
    </message>
    <message>
        <source>{color} to move; {discs}</source>
        <translation>轮到{color}；{discs}</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
</context>
<context>
    <name>Color</name>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
</context>
<context>
    <name>DatabaseCounts</name>
    <message>
        <source>The database counts show once a games database is open ({keys})</source>
        <translation>打开棋谱数据库后即显示数据库局数 ({keys})</translation>
    </message>
    <message numerus="yes">
        <source>played in %Ln database game(s), the most played</source>
        <translation>
            <numerusform>在数据库 %Ln 局中下过，最常下</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>played in %Ln database game(s)</source>
        <translation>
            <numerusform>在数据库 %Ln 局中下过</numerusform>
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
        <translation>数据库: 起始局面不在任何对局中。</translation>
    </message>
    <message>
        <source>Database: the whole game is in the database.</source>
        <translation>数据库: 整盘对局都在数据库中。</translation>
    </message>
    <message numerus="yes">
        <source>Database: out of the database at a pass; %Ln game(s) had reached the position before it.</source>
        <translation>
            <numerusform>数据库: 在一次弃权时离开数据库；之前的局面有 %Ln 局到达过。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: out of the database at move {number} ({move}); %Ln game(s) had reached the position before it, none played it.</source>
        <translation>
            <numerusform>数据库: 在第 {number} 手 ({move}) 离开数据库；之前的局面有 %Ln 局到达过，没有一局下这一手。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: none of the %Ln game(s) that reached here played {move}.</source>
        <translation>
            <numerusform>数据库: 到达此处的 %Ln 局中没有一局下 {move}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: {chose} of %Ln game(s) played {move} here.</source>
        <translation>
            <numerusform>数据库: %Ln 局中有 {chose} 局在此下 {move}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Database: {chose} of %Ln game(s) played {move} here; Black scored {percent} % in them.</source>
        <translation>
            <numerusform>数据库: %Ln 局中有 {chose} 局在此下 {move}；黑方在这些对局中得分率 {percent} %。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Your engines</source>
        <translation>你的引擎</translation>
    </message>
    <message>
        <source>the name the lists show (e.g. {example})</source>
        <translation>列表中显示的名称（如 {example}）</translation>
    </message>
    <message>
        <source>{example}   (the program and its options)</source>
        <translation>{example}   （程序及其选项）</translation>
    </message>
    <message>
        <source>the folder it runs in (its tables and book)</source>
        <translation>运行时所在的文件夹（存放其数据表和开局库）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>moves ahead (e.g. {depth}) or a time a move (e.g. {time})</source>
        <translation>向前看的步数（如 {depth}）或每步用时（如 {time}）</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Command line:</source>
        <translation>命令行(&amp;C)：</translation>
    </message>
    <message>
        <source>Working &amp;folder:</source>
        <translation>工作文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Depth or time:</source>
        <translation>深度或用时(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Add and check</source>
        <translation>添加并检查(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Engine check</source>
        <translation>引擎检查</translation>
    </message>
    <message>
        <source>&amp;Stop check</source>
        <translation>停止检查(&amp;S)</translation>
    </message>
    <message>
        <source>Programs that speak NBoard&apos;s protocol (Edax, ntest, othello-qt nboard):</source>
        <translation>支持 NBoard 协议的程序（Edax、ntest、othello-qt nboard）：</translation>
    </message>
    <message>
        <source>runs in {folder}</source>
        <translation>在 {folder} 中运行</translation>
    </message>
    <message>
        <source>runs in the current folder</source>
        <translation>在当前文件夹中运行</translation>
    </message>
    <message>
        <source>&amp;Save and check</source>
        <translation>保存并检查(&amp;S)</translation>
    </message>
    <message>
        <source>Working folder of the engine</source>
        <translation>引擎的工作文件夹</translation>
    </message>
    <message>
        <source>Not added: {error}.</source>
        <translation>未添加：{error}。</translation>
    </message>
    <message>
        <source>Checking {name}…</source>
        <translation>正在检查 {name}…</translation>
    </message>
    <message>
        <source>The check of {name} was stopped: it was not added.</source>
        <translation>已停止检查 {name}：未添加。</translation>
    </message>
    <message>
        <source>{name} was not added: it did not work as an NBoard engine.
{error}</source>
        <translation>未添加 {name}：它无法作为 NBoard 引擎工作。
{error}</translation>
    </message>
    <message>
        <source>{name} works but could not be saved: {error}</source>
        <translation>{name} 可以工作，但无法保存：{error}</translation>
    </message>
    <message>
        <source>{name} answered (it calls itself {own_name}) and was changed: a game takes the change at its next move.</source>
        <translation>{name} 已应答（自称 {own_name}）并已更改：进行中的对局将在其下一步时采用此更改。</translation>
    </message>
    <message>
        <source>{name} answered (it calls itself {own_name}) and was added: choose it for a side.</source>
        <translation>{name} 已响应（自称 {own_name}）并已添加：现在可以选它来执某一方。</translation>
    </message>
    <message>
        <source>Choose the engine to remove in the list.</source>
        <translation>请在列表中选择要移除的引擎。</translation>
    </message>
    <message>
        <source>{name} could not be removed: {error}</source>
        <translation>无法移除 {name}：{error}</translation>
    </message>
    <message>
        <source>{name} was removed.</source>
        <translation>已移除 {name}。</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>give the engine a name</source>
        <translation>请为引擎命名</translation>
    </message>
    <message>
        <source>the name is longer than {count} characters</source>
        <translation>名称超过 {count} 个字符</translation>
    </message>
    <message>
        <source>the name may not hold &apos;:&apos; or control characters</source>
        <translation>名称不能包含 &apos;:&apos; 或控制字符</translation>
    </message>
    <message>
        <source>the command line cannot be split into words</source>
        <translation>命令行无法拆分为单词</translation>
    </message>
    <message>
        <source>give the command that starts the engine</source>
        <translation>请输入启动引擎的命令</translation>
    </message>
    <message>
        <source>the working folder {folder} is not a folder</source>
        <translation>工作文件夹 {folder} 不是文件夹</translation>
    </message>
    <message>
        <source>{budget} is not a depth from 1 to {max_depth}, a time like 2s or 500ms, or both like 6,2s (depth 6 in at most 2 seconds)</source>
        <translation>{budget} 既不是 1 到 {max_depth} 的深度，也不是 2s 或 500ms 这样的时间，也不是 6,2s 这样的组合（深度 6，最多 2 秒）</translation>
    </message>
    <message>
        <source>an engine is not an object</source>
        <translation>某个引擎条目不是对象</translation>
    </message>
    <message>
        <source>an engine&apos;s argv is not a list of words</source>
        <translation>某个引擎的 argv 不是词的列表</translation>
    </message>
    <message>
        <source>an engine&apos;s name, folder or budget is not text</source>
        <translation>某个引擎的名称、文件夹或预算不是文本</translation>
    </message>
    <message>
        <source>it is not an {format} file</source>
        <translation>它不是 {format} 文件</translation>
    </message>
    <message>
        <source>it lists more than {count} engines</source>
        <translation>其中列出的引擎超过 {count} 个</translation>
    </message>
    <message>
        <source>two engines have the same name</source>
        <translation>有两个引擎同名</translation>
    </message>
    <message>
        <source>Your engine list {path} could not be read: {problem}; it could not be renamed.</source>
        <translation>无法读取你的引擎列表 {path}：{problem}；也无法将其改名。</translation>
    </message>
    <message>
        <source>Your engine list {path} could not be read: {problem}; it is kept as {kept}.</source>
        <translation>无法读取你的引擎列表 {path}：{problem}；它已另存为 {kept}。</translation>
    </message>
    <message>
        <source>at most {count} engines can be kept</source>
        <translation>最多只能保存 {count} 个引擎</translation>
    </message>
    <message>
        <source>no engine named {name} (add it with Game → Engines…)</source>
        <translation>没有名为 {name} 的引擎（请通过 游戏 → 引擎… 添加）</translation>
    </message>
    <message>
        <source>no engine named {name} (add it with Game → Engines…; known: {known})</source>
        <translation>没有名为 {name} 的引擎（请通过 游戏 → 引擎… 添加；已有：{known}）</translation>
    </message>
    <message>
        <source>{engine} does not speak NBoard&apos;s protocol: it wrote {lines} lines that are not the protocol&apos;s (such as {example})</source>
        <translation>{engine} 不使用 NBoard 协议：它输出了 {lines} 行不属于协议的内容（例如 {example}）</translation>
    </message>
    <message>
        <source>{engine}: the working folder {folder} is not a folder</source>
        <translation>{engine}：工作文件夹 {folder} 不是文件夹</translation>
    </message>
    <message>
        <source>{engine}: cannot start {program}</source>
        <translation>{engine}：无法启动 {program}</translation>
    </message>
    <message>
        <source>{engine} did not answer in time and was stopped</source>
        <translation>{engine} 未能及时响应，已被停止</translation>
    </message>
    <message>
        <source>{engine} wrote a line longer than {bytes} bytes</source>
        <translation>{engine} 输出了一行超过 {bytes} 字节的内容</translation>
    </message>
    <message>
        <source>{engine} closed its output</source>
        <translation>{engine} 关闭了其输出</translation>
    </message>
    <message>
        <source>{engine} was killed by signal {signal}</source>
        <translation>{engine} 被信号 {signal} 终止</translation>
    </message>
    <message>
        <source>{engine} exited with code {code}</source>
        <translation>{engine} 已退出，代码 {code}</translation>
    </message>
    <message>
        <source>{engine} was stopped before it answered</source>
        <translation>{engine} 在回答前被停止</translation>
    </message>
    <message>
        <source>{engine} answered {answer}, which names no move</source>
        <translation>{engine} 回答了 {answer}，其中没有着法</translation>
    </message>
    <message>
        <source>{engine} answered {answer}: {word} is not a move</source>
        <translation>{engine} 回答了 {answer}：{word} 不是着法</translation>
    </message>
    <message>
        <source>{engine} answered {move}, which is not legal in this position</source>
        <translation>{engine} 回答了 {move}，在此局面中不合法</translation>
    </message>
    <message>
        <source>{engine} was stopped before it named a move</source>
        <translation>{engine} 在给出着法前被停止</translation>
    </message>
    <message>
        <source>{engine} was asked for its move after {seconds} s and gave none in the {grace} s that followed, so it was stopped</source>
        <translation>在 {seconds} 秒后要求 {engine} 走棋，但在之后的 {grace} 秒内没有给出着法，因此已将其停止</translation>
    </message>
    <message>
        <source>{engine} named no move in its {seconds} s and was stopped</source>
        <translation>{engine} 在 {seconds} 秒内没有给出着法，已被停止</translation>
    </message>
    <message>
        <source>{problem}: {detail}</source>
        <translation>{problem}：{detail}</translation>
    </message>
    <message>
        <source>there is no such program (or its folder is missing)</source>
        <translation>没有这个程序（或其文件夹不存在）</translation>
    </message>
    <message>
        <source>it may not be run (is it marked as a program?)</source>
        <translation>不允许运行（它是否被标记为可执行程序？）</translation>
    </message>
    <message>
        <source>it is not a program this system can run</source>
        <translation>这不是本系统能运行的程序</translation>
    </message>
    <message>
        <source>a part of its path is not a folder</source>
        <translation>其路径的一部分不是文件夹</translation>
    </message>
    <message>
        <source>that is a folder, not a program</source>
        <translation>那是文件夹，不是程序</translation>
    </message>
    <message>
        <source>{file}: it holds bytes that are not text, so it is no games file</source>
        <translation>{file}：其中含有非文本字节，因此不是棋谱文件</translation>
    </message>
    <message>
        <source>{size} bytes is more than the {limit} allowed</source>
        <translation>{size} 字节超过了允许的 {limit}</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>没有这个文件</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>cannot open it</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>is {kind}, not a regular file</source>
        <translation>是 {kind}，不是普通文件</translation>
    </message>
    <message>
        <source>cannot read it</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>it grew while it was read</source>
        <translation>读取时文件变大了</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} 不是 JSON 数字</translation>
    </message>
    <message>
        <source>{number} is out of range</source>
        <translation>{number} 超出范围</translation>
    </message>
    <message>
        <source>{count} characters of JSON is more than the {limit} allowed</source>
        <translation>{count} 个 JSON 字符超过了允许的 {limit}</translation>
    </message>
    <message>
        <source>the JSON nests too deeply ({depth} levels, at most {limit})</source>
        <translation>JSON 嵌套太深（{depth} 层，最多 {limit} 层）</translation>
    </message>
    <message>
        <source>the JSON is damaged or cut short</source>
        <translation>JSON 已损坏或被截断</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {number} is {value})</source>
        <translation>不是 UTF-8 文本（第 {number} 字节是 {value}）</translation>
    </message>
    <message>
        <source>not text (a control character on line {line})</source>
        <translation>不是文本（第 {line} 行有控制字符）</translation>
    </message>
    <message>
        <source>it is cut short (its last line is not ended)</source>
        <translation>文件被截断（最后一行没有结束）</translation>
    </message>
    <message>
        <source>line {line} is not a setting of an INI file</source>
        <translation>第 {line} 行不是 INI 文件的设置</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: {problem}; it could not be renamed. The game uses its default settings.</source>
        <translation>无法读取您的设置文件 {path}：{problem}；也无法重命名它。游戏使用默认设置。</translation>
    </message>
    <message>
        <source>Your settings file {path} could not be read: {problem}; it is kept as {kept}. The game starts with the default settings.</source>
        <translation>无法读取您的设置文件 {path}：{problem}；已保留为 {kept}。游戏以默认设置启动。</translation>
    </message>
    <message>
        <source>not a results file of this version</source>
        <translation>不是此版本的成绩文件</translation>
    </message>
    <message>
        <source>it has no list of openings</source>
        <translation>其中没有开局列表</translation>
    </message>
    <message>
        <source>an opening&apos;s entry is damaged</source>
        <translation>某个开局的条目已损坏</translation>
    </message>
    <message>
        <source>Your opening practice results {path} could not be read: {problem}; the file could not be renamed, so new results are not saved.</source>
        <translation>无法读取你的开局练习成绩 {path}：{problem}；该文件无法重命名，因此新的成绩不会保存。</translation>
    </message>
    <message>
        <source>Your opening practice results {path} could not be read: {problem}; the file is kept as {kept}, and the results start afresh.</source>
        <translation>无法读取你的开局练习成绩 {path}：{problem}；该文件已保留为 {kept}，成绩将重新开始记录。</translation>
    </message>
</context>
<context>
    <name>EvalGraph</name>
    <message>
        <source>even</source>
        <translation>均势</translation>
    </message>
    <message>
        <source>{color} +{discs}</source>
        <translation>{color} +{discs}</translation>
    </message>
    <message>
        <source>{value} (exact)</source>
        <translation>{value}（精确）</translation>
    </message>
    <message>
        <source>{value} (book)</source>
        <translation>{value}（开局库）</translation>
    </message>
    <message numerus="yes">
        <source>{value} (estimate, %n move(s) ahead)</source>
        <translation>
            <numerusform>{value}（估计，向前看 %n 步）</numerusform>
        </translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起始</translation>
    </message>
    <message>
        <source>Position {ply}</source>
        <translation>局面 {ply}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>弃权</translation>
    </message>
    <message>
        <source>Move {number} ({move})</source>
        <translation>第 {number} 步（{move}）</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>起始局面</translation>
    </message>
    <message>
        <source>move {ply}</source>
        <translation>第 {ply} 步</translation>
    </message>
    <message>
        <source>a pass</source>
        <translation>弃权</translation>
    </message>
    <message>
        <source>move {number} ({move})</source>
        <translation>第 {number} 步（{move}）</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>评估曲线</translation>
    </message>
    <message>
        <source>The engine is being prepared…</source>
        <translation>正在准备引擎…</translation>
    </message>
    <message>
        <source>No values yet</source>
        <translation>尚无评估值</translation>
    </message>
    <message numerus="yes">
        <source>{valued} of %n position(s) valued; last: {value}</source>
        <translation>
            <numerusform>%n 个局面中已评估 {valued} 个；最新：{value}</numerusform>
        </translation>
    </message>
    <message>
        <source>{problem}; {values}</source>
        <translation>{problem}；{values}</translation>
    </message>
    <message>
        <source>{position} {symbol}</source>
        <translation>{position} {symbol}</translation>
    </message>
    <message>
        <source>{description}; {marks}</source>
        <translation>{description}；{marks}</translation>
    </message>
    <message>
        <source>The engine is valuing the positions…</source>
        <translation>引擎正在评估各个局面…</translation>
    </message>
    <message>
        <source>{position}: not valued yet</source>
        <translation>{position}：尚未评估</translation>
    </message>
    <message>
        <source>{position}: {value}</source>
        <translation>{position}：{value}</translation>
    </message>
    <message>
        <source>{text} — mistake ?</source>
        <translation>{text}——失误 ?</translation>
    </message>
    <message>
        <source>{text} — blunder ??</source>
        <translation>{text}——大失误 ??</translation>
    </message>
    <message>
        <source>■ exact   ○ estimate</source>
        <translation>■ 精确   ○ 估计</translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>&amp;New game…</source>
        <translation>新对局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>Copy &amp;transcript</source>
        <translation>复制棋谱(&amp;T)</translation>
    </message>
    <message>
        <source>Copy &amp;board string</source>
        <translation>复制棋盘字符串(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Paste game or position</source>
        <translation>粘贴对局或局面(&amp;P)</translation>
    </message>
    <message>
        <source>New game started</source>
        <translation>新对局已开始</translation>
    </message>
    <message>
        <source>New game started, {time} per side</source>
        <translation>新对局已开始，每方 {time}</translation>
    </message>
    <message>
        <source>Cannot read {source}: it holds bytes that are not text, so it is no game, board string or transcript (a program or a picture, perhaps?)</source>
        <translation>无法读取 {source}：其中含有非文本字节，因此不是棋谱、棋盘字符串或着法记录（也许是程序或图片？）</translation>
    </message>
    <message>
        <source>Cannot read {source}:
{reason}</source>
        <translation>无法读取 {source}：
{reason}</translation>
    </message>
    <message>
        <source>The clipboard holds no text</source>
        <translation>剪贴板中没有文本</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <comment>where a game is read from: Cannot read {source}…</comment>
        <translation>剪贴板</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>Cannot open {path}:
{reason}</source>
        <translation>无法打开 {path}：
{reason}</translation>
    </message>
    <message>
        <source>Transcript copied</source>
        <translation>棋谱已复制</translation>
    </message>
    <message>
        <source>Board string copied</source>
        <translation>棋盘字符串已复制</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <source>Cannot save {path}:
{reason}</source>
        <translation>无法保存 {path}：
{reason}</translation>
    </message>
    <message>
        <source>Saved {name}</source>
        <translation>已保存 {name}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>{move} will be played as soon as the game is ready</source>
        <translation>对局准备就绪后将立即下 {move}</translation>
    </message>
    <message>
        <source>The game is over — start a new game ({keys})</source>
        <translation>对局已结束——开始新对局（{keys}）</translation>
    </message>
    <message>
        <source>The clocks are stopped — Resume ({keys}) to play on</source>
        <translation>计时已暂停——按“继续”（{keys}）接着下</translation>
    </message>
    <message>
        <source>The computer waits while you look back — » ({last_keys}) or Play on ({play_keys}) lets it play</source>
        <translation>你回看棋局时电脑会等待——按 »（{last_keys}）或“接着下”（{play_keys}）让它继续下</translation>
    </message>
    <message>
        <source>The computer is paused — Resume ({keys}) lets it play</source>
        <translation>电脑已暂停——按“继续”（{keys}）让它下棋</translation>
    </message>
    <message>
        <source>Wait for the computer to move (or press Move now, {keys})</source>
        <translation>请等待电脑落子（或按“立即落子”，{keys}）</translation>
    </message>
    <message>
        <source>Wait for the computer to move</source>
        <translation>请等待电脑落子</translation>
    </message>
    <message>
        <source>The previous game is back — Redo ({keys}) returns to the other one</source>
        <translation>已恢复之前的对局——“重做”（{keys}）可回到另一局</translation>
    </message>
    <message>
        <source>The game you were looking at is back, with its later moves — Redo ({keys}) returns to the moves you played</source>
        <translation>已恢复你之前查看的对局及其后续着法——“重做”（{keys}）可回到你下的着法</translation>
    </message>
    <message>
        <source>The moves you played are back — Undo ({keys}) returns to the game you were looking at</source>
        <translation>已回到你下的着法——“悔棋”（{keys}）可回到你之前查看的对局</translation>
    </message>
    <message>
        <source>The other game is back — Undo ({keys}) returns to the previous one</source>
        <translation>已恢复另一局——“悔棋”（{keys}）可回到之前的对局</translation>
    </message>
    <message>
        <source>The computer ({player}) chose an illegal move: {reason}</source>
        <translation>电脑（{player}）选择了非法着法：{reason}</translation>
    </message>
    <message>
        <source>The computer player {player} failed and is paused.

{reason}</source>
        <translation>电脑棋手 {player} 出错，已暂停。

{reason}</translation>
    </message>
    <message>
        <source>Hints need an engine that values every move; none is installed yet</source>
        <translation>提示需要一个能评估每一步的引擎；目前还没有安装</translation>
    </message>
    <message>
        <source>Hints failed: {reason}</source>
        <translation>提示失败：{reason}</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Othello games</source>
        <translation>黑白棋对局</translation>
    </message>
    <message>
        <source>GGF games</source>
        <translation>GGF 对局</translation>
    </message>
    <message>
        <source>Transcripts</source>
        <translation>棋谱</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>所有文件</translation>
    </message>
    <message>
        <source>GGF game</source>
        <translation>GGF 对局</translation>
    </message>
    <message>
        <source>Transcript</source>
        <translation>棋谱</translation>
    </message>
    <message>
        <source>the file is {size} MB; game files are at most {limit} MB</source>
        <translation>文件大小为 {size} MB；棋谱文件最大为 {limit} MB</translation>
    </message>
    <message>
        <source>the text is empty</source>
        <translation>文本为空</translation>
    </message>
    <message>
        <source>GGF: the text holds no game</source>
        <translation>GGF：文本中没有对局</translation>
    </message>
    <message>
        <source>the board string has no discs: there is no game to play from it</source>
        <translation>棋盘字符串中没有棋子：无法从中开始对局</translation>
    </message>
    <message>
        <source>not a GGF game, a board string or a transcript like f5d6c3 ({reason})</source>
        <translation>不是 GGF 对局、棋盘字符串或 f5d6c3 这样的棋谱（{reason}）</translation>
    </message>
    <message>
        <source>a pass before move {number} is not a legal move in this game</source>
        <translation>第 {number} 步之前弃权在这局棋中不合法</translation>
    </message>
    <message>
        <source>move {number}, {square}, is not a legal move in this game</source>
        <translation>第 {number} 步 {square} 在这局棋中不是合法的一步</translation>
    </message>
</context>
<context>
    <name>GameStart</name>
    <message>
        <source>Welcome back — your unfinished game is restored; Undo ({keys}) at its first move brings back the other game you played</source>
        <translation>欢迎回来——已恢复你没下完的对局；在它的第一步按“悔棋”（{keys}）可找回你下过的另一局</translation>
    </message>
    <message numerus="yes">
        <source>Welcome back — your unfinished game is restored (%n moves)</source>
        <translation>
            <numerusform>欢迎回来——已恢复你没下完的对局（%n 步）</numerusform>
        </translation>
    </message>
    <message>
        <source>New game — Undo ({keys}) brings back your unfinished game</source>
        <translation>新对局——“悔棋”（{keys}）可找回你没下完的对局</translation>
    </message>
    <message>
        <source>Ready — {keys} starts a new game with other players</source>
        <translation>准备就绪——按 {keys} 可换其他棋手开始新对局</translation>
    </message>
    <message>
        <source>The player {player} is not available ({reason}); the difficulty level plays instead.</source>
        <translation>棋手 {player} 不可用（{reason}）；改由难度等级对应的电脑下棋。</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>未下完的对局</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
</context>
<context>
    <name>GamesDatabase</name>
    <message>
        <source>Games databases ({patterns})</source>
        <translation>棋谱数据库 ({patterns})</translation>
    </message>
    <message>
        <source>WTHOR games ({patterns})</source>
        <translation>WTHOR 对局 ({patterns})</translation>
    </message>
    <message>
        <source>GGF games ({patterns})</source>
        <translation>GGF 对局 ({patterns})</translation>
    </message>
    <message>
        <source>All files ({patterns})</source>
        <translation>所有文件 ({patterns})</translation>
    </message>
    <message>
        <source>Open a games database folder</source>
        <translation>打开棋谱数据库文件夹</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>比分</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>比赛</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>end</source>
        <comment>the game ended in the board&apos;s position: no next move</comment>
        <translation>终局</translation>
    </message>
    <message>
        <source>{black} – {white}, {score}: {file}, record {number}</source>
        <translation>{black} – {white}，{score}：{file}，记录 {number}</translation>
    </message>
    <message numerus="yes">
        <source>{file} and %n more</source>
        <translation>
            <numerusform>{file} 及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>{file}: too many games for the memory this computer has free</source>
        <translation>{file}：对局太多，这台电脑的可用内存不够</translation>
    </message>
    <message>
        <source>Games database</source>
        <translation>棋谱数据库</translation>
    </message>
    <message>
        <source>No games file open</source>
        <translation>未打开棋谱文件</translation>
    </message>
    <message>
        <source>Reading the games file</source>
        <translation>正在读取棋谱文件</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>part of Black&apos;s or White&apos;s name</source>
        <translation>黑方或白方棋手名字的一部分</translation>
    </message>
    <message>
        <source>part of the tournament&apos;s name</source>
        <translation>比赛名称的一部分</translation>
    </message>
    <message>
        <source>part of the opening&apos;s name (Tiger, Rose…)</source>
        <translation>开局名称的一部分（虎、Rose…）</translation>
    </message>
    <message>
        <source>Only games that reached the board&apos;s position</source>
        <translation>只显示到达过当前棋盘局面的对局</translation>
    </message>
    <message>
        <source>Up to the board&apos;s symmetries; Next is the move each game played there</source>
        <translation>已考虑棋盘的对称性；“下一步”为各对局在该局面下的着法</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>任意结果</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>黑胜</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>白胜</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>No games database is open: open a folder of games files (or a file) above</source>
        <translation>没有打开棋谱数据库：请在上方打开一个棋谱文件夹（或一个文件）</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}：{problem}</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop reading the games database</source>
        <translation>停止读取棋谱数据库</translation>
    </message>
    <message>
        <source>Next moves from the board&apos;s position</source>
        <translation>从棋盘局面出发的下一步</translation>
    </message>
    <message>
        <source>Replay, review and analyse the chosen game in the main window (Enter)</source>
        <translation>在主窗口中回放、复盘和分析所选对局（Enter）</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>打开文件夹…</translation>
    </message>
    <message>
        <source>Open a folder of games files (WTHOR years with their WTHOR.JOU and WTHOR.TRN, GGF collections) as the database; it is opened again at each start</source>
        <translation>将一个棋谱文件夹（WTHOR 各年份及其 WTHOR.JOU 和 WTHOR.TRN、GGF 合集）作为数据库打开；每次启动时都会重新打开</translation>
    </message>
    <message>
        <source>Other file…</source>
        <translation>其他文件…</translation>
    </message>
    <message>
        <source>Open another games file in this window</source>
        <translation>在此窗口中打开另一个棋谱文件</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>the year the games were played (2002), or a range of years: 1990–2000 (both included), 1990– (and later), –2000 (and earlier)</source>
        <translation>对局进行的年份（2002），或年份范围：1990–2000（含首尾）、1990–（及以后）、–2000（及以前）</translation>
    </message>
    <message>
        <source>Year or 1990–2000</source>
        <translation>年份或 1990–2000</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Result: who won, by the recorded score</source>
        <translation>结果：按记录的比分谁获胜</translation>
    </message>
    <message>
        <source>{field}: {tip}</source>
        <translation>{field}：{tip}</translation>
    </message>
    <message>
        <source>Reading the games database…</source>
        <translation>正在读取棋谱数据库…</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>正在读取 {file}…</translation>
    </message>
    <message>
        <source>Reading {file} was cancelled</source>
        <translation>已取消读取 {file}</translation>
    </message>
    <message numerus="yes">
        <source>{file}: %Ln game(s)</source>
        <translation>
            <numerusform>{file}：%Ln 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln record(s) skipped, not games (first: record {number}: {reason})</source>
        <translation>
            <numerusform>已跳过 %Ln 条非对局记录（第一条：第 {number} 条记录：{reason}）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln file(s) read</source>
        <translation>
            <numerusform>已读取 %Ln 个文件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{games} in %n file(s)</source>
        <translation>
            <numerusform>{games}，共 %n 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>{games}; {skipped}</source>
        <translation>{games}；{skipped}</translation>
    </message>
    <message>
        <source>Cannot read the games file:
{error}</source>
        <translation>无法读取棋谱文件：
{error}</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (in this text&apos;s tooltip)</source>
        <translation>
            <numerusform>… 另外 %n 个（见此文本的提示）</numerusform>
        </translation>
    </message>
    <message>
        <source>No game of the database reached this position</source>
        <translation>数据库中没有对局到达过这个局面</translation>
    </message>
    <message>
        <source>No game the filters keep reached this position</source>
        <translation>筛选出的对局中没有一局到达过这个局面</translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s) reached this position</source>
        <translation>
            <numerusform>%Ln 局中有 {shown} 局到达此局面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %Ln game(s)</source>
        <translation>
            <numerusform>共 %Ln 局，显示 {shown} 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Open games &amp;database…</source>
        <translation>打开棋谱数据库(&amp;D)…</translation>
    </message>
    <message>
        <source>Open games database</source>
        <translation>打开棋谱数据库</translation>
    </message>
</context>
<context>
    <name>LevelSlider</name>
    <message>
        <source>Difficulty level</source>
        <translation>难度等级</translation>
    </message>
    <message>
        <source>easier</source>
        <translation>较易</translation>
    </message>
    <message>
        <source>stronger</source>
        <translation>较强</translation>
    </message>
    <message>
        <source>Level {number} — {name}&lt;br&gt;&lt;small&gt;{description}&lt;/small&gt;</source>
        <translation>等级 {number} — {name}&lt;br&gt;&lt;small&gt;{description}&lt;/small&gt;</translation>
    </message>
    <message>
        <source>{number} — {name}: {description} ({spec})</source>
        <translation>{number} — {name}：{description}（{spec}）</translation>
    </message>
    <message>
        <source>The level applies to a side played by &quot;{level_player}&quot;; none is now.</source>
        <translation>难度等级只作用于由“{level_player}”执棋的一方；目前没有这样的一方。</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Beginner</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>Looks one move ahead and often picks a move that merely looks fine.</source>
        <translation>只向前看一步，常常选一步看起来还行的棋。</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>新手</translation>
    </message>
    <message>
        <source>Sees your reply, but is easily tempted by flashy moves.</source>
        <translation>能看到你的应对，但容易被花哨的着法迷惑。</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>休闲</translation>
    </message>
    <message>
        <source>Plays sensibly two moves deep; slips now and then.</source>
        <translation>向前看两步，下得合理，偶尔失手。</translation>
    </message>
    <message>
        <source>Hobbyist</source>
        <translation>爱好者</translation>
    </message>
    <message>
        <source>Knows corners and edges matter; still misjudges the middle game.</source>
        <translation>懂得角和边的重要，但中盘仍会判断失误。</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>俱乐部棋手</translation>
    </message>
    <message>
        <source>Plans a few moves ahead and rarely gives anything away.</source>
        <translation>会提前计划几步，很少让出便宜。</translation>
    </message>
    <message>
        <source>Strong club player</source>
        <translation>俱乐部强手</translation>
    </message>
    <message>
        <source>Careful and consistent; small inaccuracies only.</source>
        <translation>谨慎而稳定，只有些小小的不精确。</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Always plays its best move six moves deep; varies its openings.</source>
        <translation>总是下出向前看六步的最佳着法；开局富有变化。</translation>
    </message>
    <message>
        <source>Tournament player</source>
        <translation>赛事棋手</translation>
    </message>
    <message>
        <source>Eight moves deep, and counts the endgame exactly; varies its openings.</source>
        <translation>向前看八步，终局精确计算；开局富有变化。</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>大师</translation>
    </message>
    <message>
        <source>Ten moves deep; a serious test for strong players.</source>
        <translation>向前看十步；对强手也是严峻的考验。</translation>
    </message>
    <message>
        <source>International master</source>
        <translation>国际大师</translation>
    </message>
    <message>
        <source>Twelve moves deep, and perfect over the last eighteen.</source>
        <translation>向前看十二步，最后十八步下得完美无缺。</translation>
    </message>
    <message>
        <source>Champion</source>
        <translation>冠军</translation>
    </message>
    <message>
        <source>The full engine with half a second a move.</source>
        <translation>完整引擎，每步思考 0.5 秒。</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>特级大师</translation>
    </message>
    <message>
        <source>The full engine with five seconds a move: its very best.</source>
        <translation>完整引擎，每步思考 5 秒：拿出最强实力。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Preparing the engine…</source>
        <translation>正在准备引擎…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Game over. {result}</source>
        <translation>对局结束。{result}</translation>
    </message>
    <message>
        <source>Difficulty: level {level}</source>
        <translation>难度：等级 {level}</translation>
    </message>
    <message>
        <source>Othello</source>
        <translation>黑白棋</translation>
    </message>
    <message>
        <source>Set-up position: {color} to move</source>
        <translation>自定义局面：轮到{color}</translation>
    </message>
    <message>
        <source>The opening book {path} could not be read ({problem}); the computer plays without it. The file is left as it is.</source>
        <translation>无法读取开局库 {path}（{problem}）；电脑将不使用它下棋。该文件保持原样。</translation>
    </message>
    <message>
        <source>Your opening book {path} could not be read ({problem}); it was set aside as {kept}, and the games you add next start a new one.</source>
        <translation>无法读取您的开局库 {path}（{problem}）；已将其另存为 {kept}，之后添加的对局将开始一个新的开局库。</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>关于(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>引擎(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>M&amp;oves</source>
        <translation>着法(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>A&amp;nalyst</source>
        <translation>分析引擎(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>动画速度(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Takes effect the next time Othello starts</source>
        <translation>下次启动黑白棋时生效</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
</context>
<context>
    <name>MoveList</name>
    <message>
        <source>pass</source>
        <translation>弃权</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>Black (moves first):</source>
        <translation>黑方（先行）：</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>白方：</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>难度：</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>计时：</translation>
    </message>
    <message>
        <source>Two humans share the board when both sides are human; with two computers the game plays itself (pause it with {pause_keys}).</source>
        <translation>双方都是玩家时，两人共用一个棋盘；双方都是电脑时，对局会自动进行（按 {pause_keys} 暂停）。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
</context>
<context>
    <name>NextMoves</name>
    <message>
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Black %</source>
        <translation>黑 %</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>子差</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>The engine&apos;s value of each move for the side to move, as the hints show it on the board: turn on View ▸ Show hints (Ctrl+H) to see the engine&apos;s values</source>
        <translation>引擎对每步棋(以轮到走棋的一方计)的评估值,与棋盘上的提示相同:打开 视图 ▸ 显示提示 (Ctrl+H) 即可看到引擎的评估值</translation>
    </message>
    <message>
        <source>end</source>
        <comment>the games that ended in the board&apos;s position: no next move</comment>
        <translation>终局</translation>
    </message>
    <message>
        <source>Next moves in the database</source>
        <translation>数据库中的下一步</translation>
    </message>
    <message>
        <source>Each move played from the board&apos;s position by the database&apos;s games that reached it (in any move order and any symmetry, shown on the board as it is): how many games, Black&apos;s score in per cent (a draw counts half), Black&apos;s average final margin, and the engine&apos;s value of the move for the side to move, as the hints show it on the board</source>
        <translation>数据库中到达此局面的对局从棋盘局面下出的每一步（不论着法顺序和 8 种对称，按棋盘当前方向显示）：对局数、黑方得分率（和棋算一半）、黑方平均终局子差，以及引擎对轮到走棋一方给出的该步评估（与提示在棋盘上显示的相同）</translation>
    </message>
</context>
<context>
    <name>Openings</name>
    <message>
        <source>Perpendicular Opening</source>
        <translation>垂直开局</translation>
    </message>
    <message>
        <source>Tiger</source>
        <translation>虎</translation>
    </message>
    <message>
        <source>Aubrey</source>
        <translation>Aubrey</translation>
    </message>
    <message>
        <source>Tanaka</source>
        <translation>Tanaka</translation>
    </message>
    <message>
        <source>Aubrey (Feldborg Continuation)</source>
        <translation>Aubrey（Feldborg 延续）</translation>
    </message>
    <message>
        <source>Rose-Bill</source>
        <translation>Rose-Bill</translation>
    </message>
    <message>
        <source>Central Rose-Bill</source>
        <translation>中央 Rose-Bill</translation>
    </message>
    <message>
        <source>Dead Draw</source>
        <translation>必和局</translation>
    </message>
    <message>
        <source>Tamenori</source>
        <translation>Tamenori</translation>
    </message>
    <message>
        <source>Ishii</source>
        <translation>Ishii</translation>
    </message>
    <message>
        <source>Mainline Tiger</source>
        <translation>主线虎</translation>
    </message>
    <message>
        <source>Brightwell</source>
        <translation>Brightwell</translation>
    </message>
    <message>
        <source>Leader&apos;s Tiger</source>
        <translation>Leader 虎</translation>
    </message>
    <message>
        <source>Stephenson</source>
        <translation>Stephenson</translation>
    </message>
    <message>
        <source>Kung</source>
        <translation>Kung</translation>
    </message>
    <message>
        <source>Comp&apos;Oth</source>
        <translation>Comp&apos;Oth</translation>
    </message>
    <message>
        <source>Lightning Bolt</source>
        <translation>闪电</translation>
    </message>
    <message>
        <source>F.A.T. Draw</source>
        <translation>F.A.T. 和局</translation>
    </message>
    <message>
        <source>No-Kung</source>
        <translation>No-Kung</translation>
    </message>
    <message>
        <source>No-Kung (Continuation)</source>
        <translation>No-Kung（延续）</translation>
    </message>
    <message>
        <source>Bent Ganglion</source>
        <translation>弯神经节</translation>
    </message>
    <message>
        <source>Cat</source>
        <translation>猫</translation>
    </message>
    <message>
        <source>Berner</source>
        <translation>Berner</translation>
    </message>
    <message>
        <source>Sakaguchi</source>
        <translation>Sakaguchi</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>意大利</translation>
    </message>
    <message>
        <source>Ganglion</source>
        <translation>神经节</translation>
    </message>
    <message>
        <source>No-Cat</source>
        <translation>非猫</translation>
    </message>
    <message>
        <source>Swallow</source>
        <translation>燕</translation>
    </message>
    <message>
        <source>No-Cat (Continuation)</source>
        <translation>非猫（延续）</translation>
    </message>
    <message>
        <source>Horse</source>
        <translation>马</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>兔</translation>
    </message>
    <message>
        <source>Ralle</source>
        <translation>Ralle</translation>
    </message>
    <message>
        <source>Rose</source>
        <translation>Rose</translation>
    </message>
    <message>
        <source>Greenberg</source>
        <translation>Greenberg</translation>
    </message>
    <message>
        <source>Dawg</source>
        <translation>Dawg</translation>
    </message>
    <message>
        <source>Rose-Birth</source>
        <translation>Rose-Birth</translation>
    </message>
    <message>
        <source>Rose-Birdie</source>
        <translation>Rose-Birdie</translation>
    </message>
    <message>
        <source>Rose-Tamenori</source>
        <translation>Rose-Tamenori</translation>
    </message>
    <message>
        <source>Rose-Tamenori-Kling</source>
        <translation>Rose-Tamenori-Kling</translation>
    </message>
    <message>
        <source>Brightstein</source>
        <translation>Brightstein</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>Flat</translation>
    </message>
    <message>
        <source>Rotating Flat</source>
        <translation>Rotating Flat</translation>
    </message>
    <message>
        <source>Rotating Flat (Kling Continuation)</source>
        <translation>Rotating Flat（Kling 延续）</translation>
    </message>
    <message>
        <source>Murakami Variation</source>
        <translation>Murakami 变例</translation>
    </message>
    <message>
        <source>Bhagat</source>
        <translation>Bhagat</translation>
    </message>
    <message>
        <source>Inoue</source>
        <translation>Inoue</translation>
    </message>
    <message>
        <source>Iago</source>
        <translation>Iago</translation>
    </message>
    <message>
        <source>Shaman</source>
        <translation>萨满</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>丹麦</translation>
    </message>
    <message>
        <source>Mimura</source>
        <translation>Mimura</translation>
    </message>
    <message>
        <source>Parallel Opening</source>
        <translation>平行开局</translation>
    </message>
    <message>
        <source>Diagonal Opening</source>
        <translation>斜向开局</translation>
    </message>
    <message>
        <source>Semi-Wing Variation</source>
        <translation>半翼变例</translation>
    </message>
    <message>
        <source>Wing Variation</source>
        <translation>翼变例</translation>
    </message>
    <message>
        <source>Buffalo</source>
        <translation>水牛</translation>
    </message>
    <message>
        <source>Kenichi Variation</source>
        <translation>Kenichi 变例</translation>
    </message>
    <message>
        <source>Hokuriku Buffalo</source>
        <translation>北陆水牛</translation>
    </message>
    <message>
        <source>Tanida Buffalo</source>
        <translation>Tanida 水牛</translation>
    </message>
    <message>
        <source>Maruoka Buffalo</source>
        <translation>Maruoka 水牛</translation>
    </message>
    <message>
        <source>Cow</source>
        <translation>牛</translation>
    </message>
    <message>
        <source>Rose-v-Toth</source>
        <translation>Rose-v-Toth</translation>
    </message>
    <message>
        <source>Landau</source>
        <translation>Landau</translation>
    </message>
    <message>
        <source>Maruoka</source>
        <translation>Maruoka</translation>
    </message>
    <message>
        <source>Tanida</source>
        <translation>Tanida</translation>
    </message>
    <message>
        <source>Sailboat</source>
        <translation>帆船</translation>
    </message>
    <message>
        <source>Aircraft</source>
        <translation>飞机</translation>
    </message>
    <message>
        <source>Feldborg</source>
        <translation>Feldborg</translation>
    </message>
    <message>
        <source>Cow Bat</source>
        <translation>牛蝙蝠</translation>
    </message>
    <message>
        <source>Bat</source>
        <translation>蝙蝠</translation>
    </message>
    <message>
        <source>Cambridge</source>
        <translation>剑桥</translation>
    </message>
    <message>
        <source>Bat (Kling Alternative)</source>
        <translation>蝙蝠（Kling 替代）</translation>
    </message>
    <message>
        <source>Bat (Kling Continuation)</source>
        <translation>蝙蝠（Kling 延续）</translation>
    </message>
    <message>
        <source>Melnikov</source>
        <translation>Melnikov</translation>
    </message>
    <message>
        <source>Bat (Piau Continuation 1)</source>
        <translation>蝙蝠（Piau 延续 1）</translation>
    </message>
    <message>
        <source>Bat (Piau Continuation 2)</source>
        <translation>蝙蝠（Piau 延续 2）</translation>
    </message>
    <message>
        <source>Chimney</source>
        <translation>烟囱</translation>
    </message>
    <message>
        <source>Rocket</source>
        <translation>火箭</translation>
    </message>
    <message>
        <source>Lollipop</source>
        <translation>棒棒糖</translation>
    </message>
    <message>
        <source>Hamilton</source>
        <translation>Hamilton</translation>
    </message>
    <message>
        <source>Raccoon Dog</source>
        <translation>狸</translation>
    </message>
    <message>
        <source>Heath</source>
        <translation>Heath</translation>
    </message>
    <message>
        <source>Tobidashi</source>
        <translation>Tobidashi</translation>
    </message>
    <message>
        <source>Heath-Chimney</source>
        <translation>Heath-烟囱</translation>
    </message>
    <message>
        <source>Iwasaki Variation</source>
        <translation>Iwasaki 变例</translation>
    </message>
    <message>
        <source>Heath-Bat</source>
        <translation>Heath-蝙蝠</translation>
    </message>
    <message>
        <source>Mimura Variation II</source>
        <translation>Mimura 变例 II</translation>
    </message>
    <message>
        <source>Snake</source>
        <translation>蛇</translation>
    </message>
    <message>
        <source>Peasant</source>
        <translation>农夫</translation>
    </message>
    <message>
        <source>Pyramid</source>
        <translation>金字塔</translation>
    </message>
    <message>
        <source>Checkerboarding Peasant</source>
        <translation>棋盘格农夫</translation>
    </message>
    <message>
        <source>Lysons</source>
        <translation>Lysons</translation>
    </message>
    <message>
        <source>X-square Opening</source>
        <translation>X 位开局</translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <source>Pause or resume the computer</source>
        <translation>暂停或继续电脑</translation>
    </message>
    <message>
        <source>Let the computer play on from the position shown (the later moves are kept for Undo)</source>
        <translation>让电脑从当前显示的局面接着下（之后的着法会保留，可用“悔棋”找回）</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Move now</source>
        <translation>立即落子(&amp;M)</translation>
    </message>
    <message>
        <source>Move now</source>
        <translation>立即落子</translation>
    </message>
    <message>
        <source>Make the computer play its best move so far</source>
        <translation>让电脑立即下出它目前找到的最佳着法</translation>
    </message>
    <message>
        <source>&amp;Pause computer</source>
        <translation>暂停电脑(&amp;P)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>初始局面(&amp;S)</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <source>&amp;Previous move</source>
        <translation>上一步(&amp;P)</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>&amp;Next move</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>前进一步</translation>
    </message>
    <message>
        <source>&amp;Last move</source>
        <translation>最后一步(&amp;L)</translation>
    </message>
    <message>
        <source>Last move</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>接着下</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
</context>
<context>
    <name>PlayerChooser</name>
    <message>
        <source>Human</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>You (or a friend) play this side on the board.</source>
        <translation>由你（或朋友）在棋盘上执这一方。</translation>
    </message>
    <message>
        <source>Computer (level)</source>
        <translation>电脑（难度等级）</translation>
    </message>
    <message>
        <source>The computer, as strong as the difficulty level says.</source>
        <translation>电脑，棋力由难度等级决定。</translation>
    </message>
    <message>
        <source>Engine — {name}</source>
        <translation>引擎 — {name}</translation>
    </message>
    <message>
        <source>Computer — {player}</source>
        <translation>电脑 — {player}</translation>
    </message>
    <message>
        <source>Other player…</source>
        <translation>其他棋手…</translation>
    </message>
    <message>
        <source>Any computer player, with a setting such as its time a move</source>
        <translation>任意电脑棋手，可附带设置，如每步用时</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>choose a player</source>
        <translation>请选择一个棋手</translation>
    </message>
    <message>
        <source>Choose a computer player</source>
        <translation>选择电脑棋手</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>电脑棋手</translation>
    </message>
    <message>
        <source>Setting:</source>
        <translation>设置：</translation>
    </message>
    <message>
        <source>optional: {setting}</source>
        <translation>可选：{setting}</translation>
    </message>
    <message>
        <source>{setting}
({grammar})</source>
        <translation>{setting}
（{grammar}）</translation>
    </message>
    <message>
        <source>This setting does not work: {error}</source>
        <translation>此设置无效：{error}</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Plays any legal move at random: the easiest opponent.</source>
        <translation>随机下任意合法着法：最容易的对手。</translation>
    </message>
    <message>
        <source>Random mover</source>
        <translation>随机棋手</translation>
    </message>
    <message>
        <source>uniformly random legal move (seeded)</source>
        <translation>均匀随机的合法着法（带种子）</translation>
    </message>
    <message>
        <source>Always takes the move that flips the most discs right now.</source>
        <translation>总是选择当下翻转棋子最多的着法。</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>贪心</translation>
    </message>
    <message>
        <source>one ply, most discs flipped, ties at random</source>
        <translation>一层搜索，翻转子数最多，相同时随机</translation>
    </message>
    <message>
        <source>Grabs a corner whenever it can, otherwise the move that leaves it the most discs.</source>
        <translation>能占角就占角，否则选择让自己棋子最多的着法。</translation>
    </message>
    <message>
        <source>Corner grabber</source>
        <translation>抢角者</translation>
    </message>
    <message>
        <source>corner-first, like the book: any corner, else most discs</source>
        <translation>角优先，照书中做法：任意角，否则子数最多</translation>
    </message>
    <message>
        <source>Looks one move ahead and keeps as many discs as it can.</source>
        <translation>向前看一步，尽量保留最多的棋子。</translation>
    </message>
    <message>
        <source>Disc counter</source>
        <translation>数子者</translation>
    </message>
    <message>
        <source>one-ply maximizer of the disc difference (Norvig)</source>
        <translation>一层搜索，最大化子数差（Norvig）</translation>
    </message>
    <message>
        <source>Looks one move ahead and prefers strong squares: corners and edges, not the squares next to corners.</source>
        <translation>向前看一步，偏爱好位置：角和边，而不是紧挨着角的格子。</translation>
    </message>
    <message>
        <source>Square weigher</source>
        <translation>位置加权者</translation>
    </message>
    <message>
        <source>one-ply maximizer of the weighted-squares table (Norvig)</source>
        <translation>一层搜索，最大化位置权重表的得分（Norvig）</translation>
    </message>
    <message>
        <source>Minimax</source>
        <translation>极小极大</translation>
    </message>
    <message>
        <source>plain minimax to a fixed depth</source>
        <translation>固定深度的朴素极小极大搜索</translation>
    </message>
    <message>
        <source>Looks a few moves ahead (4 unless you set another number), weighing corners and edges.</source>
        <translation>向前看几步（默认 4 步，可另行设置），重视角和边。</translation>
    </message>
    <message>
        <source>moves ahead, e.g. 4</source>
        <translation>向前看的步数，如 4</translation>
    </message>
    <message>
        <source>Alpha-beta</source>
        <translation>Alpha-beta</translation>
    </message>
    <message>
        <source>alpha-beta to a fixed depth (Norvig)</source>
        <translation>固定深度的 alpha-beta 搜索（Norvig）</translation>
    </message>
    <message>
        <source>Looks several moves ahead (6 unless you set another number), weighing corners and edges.</source>
        <translation>向前看多步（默认 6 步，可另行设置），重视角和边。</translation>
    </message>
    <message>
        <source>moves ahead, e.g. 6</source>
        <translation>向前看的步数，如 6</translation>
    </message>
    <message>
        <source>NegaScout</source>
        <translation>NegaScout</translation>
    </message>
    <message>
        <source>NegaScout over square weights with priority move ordering</source>
        <translation>基于位置权重的 NegaScout，按优先级排序着法</translation>
    </message>
    <message>
        <source>Thinks deeper and deeper until its time is up (2 s a move unless you give a time).</source>
        <translation>不断加深思考，直到时间用完（默认每步 2 秒，可另行设置）。</translation>
    </message>
    <message>
        <source>Iterative deepening</source>
        <translation>迭代加深</translation>
    </message>
    <message>
        <source>iterative deepening alpha-beta, answers before its time limit</source>
        <translation>迭代加深的 alpha-beta，在时限前给出着法</translation>
    </message>
    <message>
        <source>time a move, e.g. 2s or 500ms</source>
        <translation>每步用时，如 2s 或 500ms</translation>
    </message>
    <message>
        <source>The strongest opponent: searches deep and plays perfect endgames (2 s a move unless you set a time or how many moves ahead).</source>
        <translation>最强的对手：深度搜索，终局下得完美无缺（默认每步 2 秒，可设置用时或向前看的步数）。</translation>
    </message>
    <message>
        <source>Master engine</source>
        <translation>大师引擎</translation>
    </message>
    <message>
        <source>opening book, PVS with Multi-ProbCut over a trained pattern evaluation, exact endgame</source>
        <translation>开局库，基于训练所得模式评估的 PVS + Multi-ProbCut 搜索，终局精确求解</translation>
    </message>
    <message>
        <source>time a move (5s) or moves ahead (12)</source>
        <translation>每步用时（5s）或向前看的步数（12）</translation>
    </message>
    <message>
        <source>The master engine as it was before it learned patterns: a yardstick for the trained evaluation.</source>
        <translation>学会模式之前的大师引擎：用作衡量训练所得评估的标尺。</translation>
    </message>
    <message>
        <source>Master engine, simpler judgement</source>
        <translation>大师引擎，简化判断</translation>
    </message>
    <message>
        <source>the master engine with the linear evaluation of hand-picked features</source>
        <translation>使用人工挑选特征的线性评估的大师引擎</translation>
    </message>
    <message>
        <source>Plays like a person: looks a few moves ahead and now and then settles for a slightly worse move.</source>
        <translation>像人一样下棋：向前看几步，偶尔会满足于稍差一点的着法。</translation>
    </message>
    <message>
        <source>Human-like player</source>
        <translation>拟人棋手</translation>
    </message>
    <message>
        <source>every move valued by a shallow master search, chosen by softmax at a temperature in discs</source>
        <translation>每步由浅层大师搜索评估，再按以子数为单位的温度用 softmax 选择</translation>
    </message>
    <message>
        <source>moves ahead and randomness, e.g. 2:4</source>
        <translation>向前看的步数和随机度，如 2:4</translation>
    </message>
    <message>
        <source>A neural network that taught itself by playing: it picks the move it thinks most likely to win.</source>
        <translation>通过自我对弈学会下棋的神经网络：选择它认为最可能获胜的着法。</translation>
    </message>
    <message>
        <source>Self-taught network</source>
        <translation>自学网络</translation>
    </message>
    <message>
        <source>TD(λ) network, 1 ply (the learning seed)</source>
        <translation>TD(λ) 网络，一层搜索（学习的起点）</translation>
    </message>
    <message>
        <source>its weights file (.npz)</source>
        <translation>其权重文件（.npz）</translation>
    </message>
    <message>
        <source>A program you added in Game → Engines… (such as Edax or ntest), speaking NBoard&apos;s protocol.</source>
        <translation>你在“游戏 → 引擎…”中添加的、支持 NBoard 协议的程序（如 Edax 或 ntest）。</translation>
    </message>
    <message>
        <source>External engine</source>
        <translation>外部引擎</translation>
    </message>
    <message>
        <source>an NBoard-protocol engine run as a separate program</source>
        <translation>作为独立程序运行的 NBoard 协议引擎</translation>
    </message>
    <message>
        <source>its name, then :depth or :time, e.g. Edax:2s</source>
        <translation>引擎名称，后接 :深度 或 :用时，如 Edax:2s</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Not practised yet</source>
        <translation>尚未练习</translation>
    </message>
    <message numerus="yes">
        <source>Practised %n time(s)</source>
        <translation>
            <numerusform>已练习%n次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clean run(s)</source>
        <translation>
            <numerusform>全对%n次</numerusform>
        </translation>
    </message>
    <message>
        <source>{tries}, {clean}, last on {date}</source>
        <translation>{tries}，{clean}，最近一次 {date}</translation>
    </message>
    <message>
        <source>Practise an opening</source>
        <translation>练习开局</translation>
    </message>
    <message>
        <source>Search the openings</source>
        <translation>搜索开局</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>The computer plays the opening, then the replies played most often in the open games database (with no database open, the opening book&apos;s best moves). A move that loses more than {discs} discs against the book&apos;s best is shown at once, and you may try again.</source>
        <translation>电脑先走开局，然后走已打开的对局数据库中最常见的应着（未打开数据库时走定式库的最佳着法）。比定式库最佳着法多输{discs}子以上的着法会立即显示，你可以再试一次。</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>全对</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最近</translation>
    </message>
    <message>
        <source>The board as it is</source>
        <translation>当前局面</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>你执：</translation>
    </message>
    <message>
        <source>Your results:</source>
        <translation>你的成绩：</translation>
    </message>
    <message>
        <source>&amp;Practise</source>
        <translation>练习(&amp;P)</translation>
    </message>
    <message>
        <source>Practise an &amp;opening…</source>
        <translation>练习开局(&amp;O)…</translation>
    </message>
    <message>
        <source>{move} is off the line: the book plays {best} ({best_value} discs for you); {move} is worth {value} discs for you.</source>
        <translation>{move}偏离了定式：定式库走{best}（对你而言{best_value}子）；{move}对你而言为{value}子。</translation>
    </message>
    <message>
        <source>Practising {opening}: you play {color}</source>
        <translation>正在练习{opening}：你执{color}</translation>
    </message>
    <message>
        <source>Practising from the board: you play {color}</source>
        <translation>从当前局面练习：你执{color}</translation>
    </message>
    <message>
        <source>from the board</source>
        <translation>从当前局面</translation>
    </message>
    <message>
        <source>Practising {name} as {color} — move {number} of {length}</source>
        <translation>正在执{color}练习{name} — 第{number}手，共{length}手</translation>
    </message>
    <message>
        <source>Retry the move or continue first</source>
        <translation>请先重试这一步或继续</translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s reply</source>
        <translation>请等待电脑应着</translation>
    </message>
    <message>
        <source>Off the line</source>
        <translation>偏离定式</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>重试(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>继续(&amp;C)</translation>
    </message>
    <message>
        <source>Try again: {color} to move</source>
        <translation>再试一次：轮到{color}</translation>
    </message>
    <message>
        <source>The book&apos;s line ends here.</source>
        <translation>定式到此结束。</translation>
    </message>
    <message>
        <source>No game of the database goes on from here.</source>
        <translation>数据库中没有从这里继续的对局。</translation>
    </message>
    <message>
        <source>The practice has gone its length.</source>
        <translation>练习已走完全程。</translation>
    </message>
    <message>
        <source>A clean run: every move on the line.</source>
        <translation>全对：每一步都在定式上。</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) off the line.</source>
        <translation>
            <numerusform>%n步偏离定式。</numerusform>
        </translation>
    </message>
    <message>
        <source>Practice over</source>
        <translation>练习结束</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;Click a marked square, or use the arrow keys and Enter, or type a square such as &lt;tt&gt;f5&lt;/tt&gt;.&lt;/li&gt;&lt;li&gt;Hover a legal square to see which discs it would turn.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Hints&lt;/b&gt; ({hints_keys}) write the engine&apos;s value of every move, in discs, on the board.&lt;/li&gt;&lt;li&gt;Undo ({undo_keys}) and redo ({redo_keys}) work at any time, even while the computer thinks.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Move now&lt;/b&gt; ({move_now_keys}) makes the computer play its best move so far.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;点击带标记的格子，或使用方向键和 Enter，也可以直接输入格子名，如 &lt;tt&gt;f5&lt;/tt&gt;。&lt;/li&gt;&lt;li&gt;将鼠标悬停在可下的格子上，可以看到这一步会翻转哪些棋子。&lt;/li&gt;&lt;li&gt;&lt;b&gt;提示&lt;/b&gt;（{hints_keys}）会把引擎对每一步的评估值（以子数计）写在棋盘上。&lt;/li&gt;&lt;li&gt;悔棋（{undo_keys}）和重做（{redo_keys}）随时可用，即使电脑正在思考也可以。&lt;/li&gt;&lt;li&gt;&lt;b&gt;立即落子&lt;/b&gt;（{move_now_keys}）让电脑下出它目前找到的最佳着法。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;How to play Othello&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;黑白棋怎么下&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Black and White take turns placing a disc of their colour; &lt;b&gt;Black moves first&lt;/b&gt; from the four discs in the centre.&lt;/p&gt;</source>
        <translation>&lt;p&gt;黑白双方轮流放下自己颜色的棋子；从中央的四枚棋子开始，&lt;b&gt;黑方先行&lt;/b&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A move must &lt;b&gt;outflank&lt;/b&gt;: the new disc and another disc of yours must enclose an unbroken line of your opponent&apos;s discs — horizontally, vertically or diagonally. Every enclosed disc turns over to your colour, in all directions at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每一步都必须&lt;b&gt;夹住&lt;/b&gt;对方的棋子：新下的棋子和你的另一枚棋子之间，必须连续不断地夹住一排对方的棋子——横向、纵向或斜向均可。所有被夹住的棋子都会翻成你的颜色，各个方向同时翻转。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;If you cannot outflank anything you must &lt;b&gt;pass&lt;/b&gt;; if you can, you must move. When neither side can move the game ends, and the side with more discs wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;如果无法夹住任何棋子，你就必须&lt;b&gt;弃权&lt;/b&gt;；只要能夹，就必须落子。双方都无法落子时对局结束，棋子多的一方获胜。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h4&gt;In this app&lt;/h4&gt;</source>
        <translation>&lt;h4&gt;在本程序中&lt;/h4&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Corners can never be flipped back: they are the strongest squares. The squares next to them are dangerous early on, because they may hand a corner to your opponent.&lt;/p&gt;</source>
        <translation>&lt;p&gt;角上的棋子永远不会被翻转：角是最强的位置。紧挨着角的格子在前期很危险，因为它们可能把角送给对手。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules of Othello</source>
        <translation>黑白棋规则</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>The game in progress cannot be saved to {path}: {reason}.
Play goes on; the game will be saved once the folder can be written again.</source>
        <translation>无法将进行中的对局保存到 {path}：{reason}。
对局继续进行；一旦该文件夹恢复可写，就会保存对局。</translation>
    </message>
    <message>
        <source>Your unfinished game could not be restored: {problem}.
{kept}</source>
        <translation>无法恢复你没下完的对局：{problem}。
{kept}</translation>
    </message>
    <message>
        <source>It stays as {path} (it could not be renamed: {reason}); this session will not save the game in progress, so the file is not overwritten.</source>
        <translation>该文件仍保留为 {path}（无法重命名：{reason}）；本次运行不会保存进行中的对局，以免覆盖该文件。</translation>
    </message>
    <message>
        <source>The file is kept as {path}.</source>
        <translation>该文件已保留为 {path}。</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {number} is {value})</source>
        <translation>文件不是 UTF-8 文本（第 {number} 个字节为 {value}）</translation>
    </message>
    <message>
        <source>the file has no {key}</source>
        <translation>文件中没有 {key}</translation>
    </message>
    <message>
        <source>{key} must be text, not {value}</source>
        <translation>{key} 必须是文本，而不是 {value}</translation>
    </message>
    <message>
        <source>{key} must be a whole number, not {value}</source>
        <translation>{key} 必须是整数，而不是 {value}</translation>
    </message>
    <message>
        <source>{key} must be true or false, not {value}</source>
        <translation>{key} 必须是 true 或 false，而不是 {value}</translation>
    </message>
    <message>
        <source>{key} must be a list, not {value}</source>
        <translation>{key} 必须是列表，而不是 {value}</translation>
    </message>
    <message numerus="yes">
        <source>{key} holds %n moves, more than a game has</source>
        <translation>
            <numerusform>{key} 含有 %n 步，超过了一局棋可能的步数</numerusform>
        </translation>
    </message>
    <message>
        <source>{key} must be a list of moves like &quot;f5&quot;</source>
        <translation>{key} 必须是类似“f5”的着法列表</translation>
    </message>
    <message>
        <source>{key} is not a player setting: {value}</source>
        <translation>{key} 不是有效的棋手设置：{value}</translation>
    </message>
    <message>
        <source>the file is not valid: {reason}</source>
        <translation>文件无效：{reason}</translation>
    </message>
    <message>
        <source>the file is not an othello-qt saved game</source>
        <translation>该文件不是 othello-qt 保存的对局</translation>
    </message>
    <message>
        <source>it was saved by a newer version of othello-qt (format {version}; this one reads {known})</source>
        <translation>该文件由更新版本的 othello-qt 保存（格式 {version}；本版本只能读取 {known}）</translation>
    </message>
    <message>
        <source>unsupported format version {version}</source>
        <translation>不支持的格式版本 {version}</translation>
    </message>
    <message>
        <source>{key} must be an object</source>
        <translation>{key} 必须是对象</translation>
    </message>
    <message>
        <source>the kept game: {reason}</source>
        <translation>保留的对局：{reason}</translation>
    </message>
    <message>
        <source>the clock: {reason}</source>
        <translation>计时：{reason}</translation>
    </message>
    <message>
        <source>the clock&apos;s times do not match the moves</source>
        <translation>计时数据与着法不一致</translation>
    </message>
    <message>
        <source>the clock&apos;s move time must be a number of seconds, not {value}</source>
        <translation>计时的每步用时必须是秒数，而不是 {value}</translation>
    </message>
    <message>
        <source>the clock&apos;s time used must be a number of seconds, not {value}</source>
        <translation>计时的已用时间必须是秒数，而不是 {value}</translation>
    </message>
    <message>
        <source>redo move {number} ({move}) is illegal: {reason}</source>
        <translation>可重做的第 {number} 步（{move}）不合法：{reason}</translation>
    </message>
    <message>
        <source>move {number} ({move}) is illegal: {reason}</source>
        <translation>第 {number} 步（{move}）不合法：{reason}</translation>
    </message>
    <message>
        <source>redo move {number}: {reason}</source>
        <translation>可重做的第 {number} 步：{reason}</translation>
    </message>
    <message>
        <source>move {number}: {reason}</source>
        <translation>第 {number} 步：{reason}</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>{color} played {move}</source>
        <translation>{color}下了 {move}</translation>
    </message>
</context>
<context>
    <name>SetupCheck</name>
    <message>
        <source>The board is empty: place discs of both colours.</source>
        <translation>棋盘是空的：请放上两种颜色的棋子。</translation>
    </message>
    <message>
        <source>Neither side has a legal move: the game would be over at once. Add or remove discs.</source>
        <translation>双方都没有合法着法：对局会立即结束。请添加或移除棋子。</translation>
    </message>
    <message>
        <source>{color} has no legal move here: choose {opponent} to move, or change the discs.</source>
        <translation>{color}在此没有合法着法：请改为轮到{opponent}，或调整棋子。</translation>
    </message>
    <message>
        <source>{squares} is empty: no game from the start reaches this position, but it can be played.</source>
        <translation>{squares} 为空：从初始局面开始的对局无法到达此局面，但仍可以从这里开始下。</translation>
    </message>
    <message>
        <source>{squares} are empty: no game from the start reaches this position, but it can be played.</source>
        <translation>{squares} 为空：从初始局面开始的对局无法到达此局面，但仍可以从这里开始下。</translation>
    </message>
    <message>
        <source>Ready: this position can be played or analysed.</source>
        <translation>就绪：可以从此局面开始对弈或分析。</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Players</source>
        <translation>棋手</translation>
    </message>
    <message>
        <source>Black player</source>
        <translation>黑方棋手</translation>
    </message>
    <message>
        <source>White player</source>
        <translation>白方棋手</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>plays on: {now}</source>
        <translation>接着下：{now}</translation>
    </message>
    <message>
        <source>{played} (from the file) — now {now}</source>
        <translation>{played}（来自文件）——现在：{now}</translation>
    </message>
    <message>
        <source>{played} — now {now}</source>
        <translation>{played}——现在：{now}</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>The computer is thinking</source>
        <translation>电脑正在思考</translation>
    </message>
</context>
<context>
    <name>StatusText</name>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>，</translation>
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
            <numerusform>向前看 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>{seconds} s a move</source>
        <translation>每步 {seconds} 秒</translation>
    </message>
    <message>
        <source>weighted squares</source>
        <translation>位置权重表</translation>
    </message>
    <message>
        <source>counting discs</source>
        <translation>数子</translation>
    </message>
    <message>
        <source>square values</source>
        <translation>格子价值</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n 个线程</numerusform>
        </translation>
    </message>
    <message>
        <source>full search</source>
        <translation>完整搜索</translation>
    </message>
    <message>
        <source>selectivity {value}</source>
        <translation>选择性 {value}</translation>
    </message>
    <message>
        <source>no opening book</source>
        <translation>不用开局库</translation>
    </message>
    <message>
        <source>opening book</source>
        <translation>使用开局库</translation>
    </message>
    <message numerus="yes">
        <source>varied openings (book moves within %n disc(s))</source>
        <translation>
            <numerusform>开局多样化（开局库着法相差 %n 子以内）</numerusform>
        </translation>
    </message>
    <message>
        <source>varied openings (book moves within {discs} discs)</source>
        <translation>开局多样化（开局库着法相差 {discs} 子以内）</translation>
    </message>
    <message>
        <source>randomness {value}</source>
        <translation>随机度 {value}</translation>
    </message>
    <message>
        <source>{player} ({setting})</source>
        <translation>{player}（{setting}）</translation>
    </message>
    <message>
        <source>{description}
({detail}; {spec})</source>
        <translation>{description}
（{detail}；{spec}）</translation>
    </message>
    <message>
        <source>{description}
({spec})</source>
        <translation>{description}
（{spec}）</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Computer, level {level}</source>
        <translation>电脑，等级 {level}</translation>
    </message>
    <message>
        <source>Computer · level {number}</source>
        <translation>电脑 · 等级 {number}</translation>
    </message>
    <message>
        <source>Level {number}</source>
        <translation>等级 {number}</translation>
    </message>
    <message>
        <source>Computer: {player}</source>
        <translation>电脑：{player}</translation>
    </message>
    <message>
        <source>Computer · {player}</source>
        <translation>电脑 · {player}</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{chance} to win</source>
        <translation>胜率 {chance}</translation>
    </message>
    <message numerus="yes">
        <source>{value} disc(s)</source>
        <translation>
            <numerusform>{value} 子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{value} point(s)</source>
        <translation>
            <numerusform>{value} 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n disc(s)</source>
        <translation>
            <numerusform>%n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>Preparing…</source>
        <translation>准备中…</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>对局结束</translation>
    </message>
    <message>
        <source>Your move ({color})</source>
        <translation>轮到你了（{color}）</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>轮到你了</translation>
    </message>
    <message>
        <source>{color} (computer) is paused</source>
        <translation>{color}（电脑）已暂停</translation>
    </message>
    <message>
        <source>{color} is thinking…</source>
        <translation>{color}正在思考…</translation>
    </message>
    <message>
        <source>{color} to move</source>
        <translation>轮到{color}</translation>
    </message>
    <message>
        <source>{turn} — {app}</source>
        <translation>{turn} — {app}</translation>
    </message>
    <message>
        <source>Draw, {black}–{white}</source>
        <translation>平局，{black}–{white}</translation>
    </message>
    <message>
        <source>You win {score}!</source>
        <translation>你赢了，{score}！</translation>
    </message>
    <message>
        <source>You lose {score}</source>
        <translation>你输了，{score}</translation>
    </message>
    <message>
        <source>{color} wins {score}</source>
        <translation>{color}以 {score} 获胜</translation>
    </message>
    <message>
        <source>Game over: Draw {black}-{white}. Start a new game with {shortcut}.</source>
        <translation>对局结束：平局 {black}-{white}。按 {shortcut} 开始新对局。</translation>
    </message>
    <message>
        <source>Game over: {color} wins {high}-{low}. Start a new game with {shortcut}.</source>
        <translation>对局结束：{color}以 {high}-{low} 获胜。按 {shortcut} 开始新对局。</translation>
    </message>
    <message>
        <source>Your time ran out — you lose on time</source>
        <translation>你的时间用完了——超时负</translation>
    </message>
    <message>
        <source>Time! You win on time</source>
        <translation>对手超时！你获胜了</translation>
    </message>
    <message>
        <source>{loser}&apos;s time ran out — {winner} wins on time</source>
        <translation>{loser}时间用完——{winner}因对方超时获胜</translation>
    </message>
    <message>
        <source>Game over: {winner} wins on time. Start a new game with {shortcut}.</source>
        <translation>对局结束：{winner}因对方超时获胜。按 {shortcut} 开始新对局。</translation>
    </message>
    <message>
        <source>{color} ({player}) is thinking…</source>
        <translation>{color}（{player}）正在思考…</translation>
    </message>
    <message>
        <source>from the opening book</source>
        <translation>来自开局库</translation>
    </message>
    <message>
        <source>to the end of the game</source>
        <translation>算到终局</translation>
    </message>
    <message>
        <source>{color}&apos;s chance to win: {chance}</source>
        <translation>{color}胜率：{chance}</translation>
    </message>
    <message>
        <source>the opening book calls the game even</source>
        <translation>据开局库，局面均势</translation>
    </message>
    <message numerus="yes">
        <source>the opening book puts {color} %n disc(s) ahead</source>
        <translation>
            <numerusform>据开局库，{color}领先 %n 子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the opening book puts {color} %n disc(s) behind</source>
        <translation>
            <numerusform>据开局库，{color}落后 %n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>{color} thinks the game is even</source>
        <translation>{color}认为局面均势</translation>
    </message>
    <message numerus="yes">
        <source>{color} thinks it is %n disc(s) ahead</source>
        <translation>
            <numerusform>{color}认为自己领先 %n 子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} thinks it is %n disc(s) behind</source>
        <translation>
            <numerusform>{color}认为自己落后 %n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw with best play</source>
        <translation>双方最佳下法时为平局</translation>
    </message>
    <message numerus="yes">
        <source>{color} wins by %n disc(s) with best play</source>
        <translation>
            <numerusform>双方最佳下法时{color}赢 %n 子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} loses by %n disc(s) with best play</source>
        <translation>
            <numerusform>双方最佳下法时{color}输 %n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>{color} wins with best play</source>
        <translation>双方最佳下法时{color}获胜</translation>
    </message>
    <message>
        <source>{color} loses with best play</source>
        <translation>双方最佳下法时{color}落败</translation>
    </message>
    <message>
        <source>{color} is thinking… ({ahead})</source>
        <translation>{color}正在思考…（{ahead}）</translation>
    </message>
    <message>
        <source>book</source>
        <translation>开局库</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>精确</translation>
    </message>
    <message>
        <source>win/loss/draw</source>
        <translation>胜/负/平</translation>
    </message>
    <message>
        <source>depth {depth}</source>
        <translation>深度 {depth}</translation>
    </message>
    <message>
        <source>{speed} kN/s</source>
        <translation>{speed} kN/s</translation>
    </message>
    <message>
        <source>{color} played {move} — {outlook}</source>
        <translation>{color}下了 {move}——{outlook}</translation>
    </message>
    <message>
        <source>{color} played {move}</source>
        <translation>{color}下了 {move}</translation>
    </message>
    <message>
        <source>line {moves}</source>
        <translation>主要变化 {moves}</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <source>Hint: {square} is best ({details})</source>
        <translation>提示：{square} 最佳（{details}）</translation>
    </message>
    <message>
        <source>{color} has no legal move and passes</source>
        <translation>{color} 没有合法着法，只能弃权</translation>
    </message>
    <message>
        <source>{passes}. {opponent} to move.</source>
        <translation>{passes}。轮到 {opponent}。</translation>
    </message>
    <message>
        <source>The clocks are stopped — press Resume ({shortcut}) to play on</source>
        <translation>计时已暂停——按“继续”（{shortcut}）接着下</translation>
    </message>
    <message>
        <source>The computer is paused — press Resume ({shortcut}) to let it play</source>
        <translation>电脑已暂停——按“继续”（{shortcut}）让它下棋</translation>
    </message>
    <message>
        <source>the disk or folder is read-only</source>
        <translation>磁盘或文件夹是只读的</translation>
    </message>
    <message>
        <source>you may not write or read there</source>
        <translation>没有在那里写入或读取的权限</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>the folder or file does not exist</source>
        <translation>文件夹或文件不存在</translation>
    </message>
    <message>
        <source>that is a folder, not a file</source>
        <translation>那是文件夹，不是文件</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>名称太长</translation>
    </message>
    <message>
        <source>Looking at move {shown} of the finished game — » ({last_keys}) returns to its end</source>
        <translation>正在查看已结束对局的第 {shown} 步——按 »（{last_keys}）回到终局</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) returns to the last move, where it is your turn; Play on ({play_keys}) lets the computer continue from here instead</source>
        <translation>正在查看第 {shown}/{total} 步——按 »（{last_keys}）回到最后一步，那里轮到你下；按“接着下”（{play_keys}）则让电脑从这里继续</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) returns to the last move, where the computer plays on; Play on ({play_keys}) lets it continue from here instead</source>
        <translation>正在查看第 {shown}/{total} 步——按 »（{last_keys}）回到最后一步，电脑会从那里接着下；按“接着下”（{play_keys}）则让它从这里继续</translation>
    </message>
    <message>
        <source>Looking at move {shown} of {total} — » ({last_keys}) goes to the last move; a move here starts a new line (Undo brings the old one back)</source>
        <translation>正在查看第 {shown}/{total} 步——按 »（{last_keys}）转到最后一步；在此落子将开始新的变化（“悔棋”可找回原来的着法）</translation>
    </message>
    <message>
        <source>Looking at move {shown}</source>
        <translation>正在查看第 {shown} 步</translation>
    </message>
    <message>
        <source>New line from move {number}</source>
        <translation>从第 {number} 步开始的新变化</translation>
    </message>
    <message>
        <source>New line from the start</source>
        <translation>从初始局面开始的新变化</translation>
    </message>
    <message numerus="yes">
        <source>{title}: the game&apos;s %n later move(s) kept — Undo ({shortcut}) brings them back</source>
        <translation>
            <numerusform>{title}：原对局后续的 %n 步已保留——“悔棋”（{shortcut}）可找回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded {source}: %n move(s)</source>
        <translation>
            <numerusform>已载入 {source}：%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>the computer waits: Resume ({shortcut}) lets it play</source>
        <translation>电脑在等待：按“继续”（{shortcut}）让它下棋</translation>
    </message>
    <message>
        <source>Undo ({shortcut}) brings back your previous game</source>
        <translation>“悔棋”（{shortcut}）可找回你之前的对局</translation>
    </message>
    <message>
        <source>today at {clock}</source>
        <translation>今天 {clock}</translation>
    </message>
    <message>
        <source>yesterday at {clock}</source>
        <translation>昨天 {clock}</translation>
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
        <translation>继续</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game (%n move(s), saved {when}). Continue it?</source>
        <translation>
            <numerusform>你有一局没下完的对局（%n 步，保存于{when}）。要继续吗？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have an unfinished game (%n move(s)). Continue it?</source>
        <translation>
            <numerusform>你有一局没下完的对局（%n 步）。要继续吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>{new_game} starts a fresh board and keeps this one: Undo ({shortcut}) brings it back, and it is offered again next time until you play a move in the new game.</source>
        <translation>“{new_game}”会开始一盘新棋，并保留这一局：“悔棋”（{shortcut}）可以找回它；在你于新对局中落子之前，下次启动时还会再次询问。</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a square</comment>
        <translation>空</translation>
    </message>
    <message>
        <source>black</source>
        <comment>a square&apos;s disc</comment>
        <translation>黑子</translation>
    </message>
    <message>
        <source>white</source>
        <comment>a square&apos;s disc</comment>
        <translation>白子</translation>
    </message>
    <message>
        <source>last move</source>
        <translation>最新一步</translation>
    </message>
    <message>
        <source>legal</source>
        <comment>a move</comment>
        <translation>可下</translation>
    </message>
    <message numerus="yes">
        <source>flips %n</source>
        <translation>
            <numerusform>翻转 %n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>hint {value}</source>
        <translation>提示 {value}</translation>
    </message>
    <message>
        <source>best</source>
        <comment>a hint&apos;s move</comment>
        <translation>最佳</translation>
    </message>
    <message>
        <source>Black {black}, White {white}</source>
        <translation>黑方 {black}，白方 {white}</translation>
    </message>
    <message>
        <source>{counts}. The game is over.</source>
        <translation>{counts}。对局已结束。</translation>
    </message>
    <message numerus="yes">
        <source>{counts}. {color} to move, %n legal move(s).</source>
        <translation>
            <numerusform>{counts}。轮到{color}，有 %n 个合法着法。</numerusform>
        </translation>
    </message>
    <message>
        <source>{counts}. {color} to move.</source>
        <translation>{counts}。轮到{color}。</translation>
    </message>
    <message numerus="yes">
        <source>{color}: {player}, %n disc(s), to move</source>
        <translation>
            <numerusform>{color}：{player}，%n 子，轮到其落子</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color}: {player}, %n disc(s)</source>
        <translation>
            <numerusform>{color}：{player}，%n 子</numerusform>
        </translation>
    </message>
    <message>
        <source>{color}&apos;s clock: time is up</source>
        <translation>{color}计时：时间已到</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n 分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>{minutes} {seconds}</source>
        <comment>a time: 4 minutes 59 seconds</comment>
        <translation>{minutes} {seconds}</translation>
    </message>
    <message>
        <source>{color}&apos;s clock: {time} left</source>
        <translation>{color}计时：剩余 {time}</translation>
    </message>
    <message numerus="yes">
        <source>{color} plays {move}, turns %n disc(s). {counts}. {next} to move.</source>
        <translation>
            <numerusform>{color}下 {move}，翻转 %n 子。{counts}。轮到{next}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{color} plays {move}, turns %n disc(s). {counts}.</source>
        <translation>
            <numerusform>{color}下 {move}，翻转 %n 子。{counts}。</numerusform>
        </translation>
    </message>
    <message>
        <source>{move} is not a legal move: the square is taken</source>
        <translation>{move} 不是合法着法：该位置已有棋子</translation>
    </message>
    <message>
        <source>{move} is not a legal move: it would turn no {color} disc</source>
        <translation>{move} 不是合法着法：不能翻转{color}的任何棋子</translation>
    </message>
    <message>
        <source>{move} is not a legal move: {turn} has no move and must pass</source>
        <translation>{move} 不是合法着法：{turn}无子可下，必须弃权</translation>
    </message>
    <message>
        <source>{move} is not a legal move: the game is over</source>
        <translation>{move} 不是合法着法：对局已结束</translation>
    </message>
    <message>
        <source>{move} is not a legal move: {reason}</source>
        <translation>{move} 不是合法着法：{reason}</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic green</source>
        <translation>经典绿</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
</context>
<context>
    <name>TimeControlChooser</name>
    <message>
        <source>Clock: minutes per side</source>
        <translation>计时：每方分钟数</translation>
    </message>
    <message>
        <source>Seconds added after each move</source>
        <translation>每步后加秒</translation>
    </message>
    <message>
        <source>+ {seconds} s</source>
        <translation>+ {seconds} 秒</translation>
    </message>
    <message>
        <source>Seconds added to a side&apos;s clock after each of its moves (Fischer)</source>
        <translation>每方每走一步后，为其计时增加的秒数（费舍尔制）</translation>
    </message>
    <message>
        <source>per side</source>
        <translation>每方</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>不计时</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} 分钟</translation>
    </message>
</context>
<context>
    <name>ViewOptions</name>
    <message>
        <source>Show &amp;legal moves</source>
        <translation>显示可下位置(&amp;L)</translation>
    </message>
    <message>
        <source>Show &amp;hints</source>
        <translation>显示提示(&amp;H)</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Show the engine&apos;s value of every legal move</source>
        <translation>显示引擎对每个合法着法的评估值</translation>
    </message>
    <message>
        <source>Show &amp;database counts</source>
        <translation>显示数据库局数(&amp;D)</translation>
    </message>
    <message>
        <source>On each square, how many games of the open games database played it from the board&apos;s position (the most played one marked), as the next-move table counts them</source>
        <translation>在每个格子上显示打开的棋谱数据库中从棋盘局面下在该格的对局数 (最常下的一手有标记)，与下一手表格的计数相同</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>显示坐标(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>静音(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>系统语言(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Built-in engine</source>
        <translation>内置引擎(&amp;B)</translation>
    </message>
    <message>
        <source>Analyst: {name}</source>
        <translation>分析引擎：{name}</translation>
    </message>
    <message>
        <source>Analyst: the built-in engine</source>
        <translation>分析引擎：内置引擎</translation>
    </message>
    <message>
        <source>Legal moves shown</source>
        <translation>已显示可下位置</translation>
    </message>
    <message>
        <source>Legal moves hidden</source>
        <translation>已隐藏可下位置</translation>
    </message>
    <message>
        <source>Coordinates shown</source>
        <translation>已显示坐标</translation>
    </message>
    <message>
        <source>Coordinates hidden</source>
        <translation>已隐藏坐标</translation>
    </message>
    <message>
        <source>Database counts shown</source>
        <translation>已显示数据库局数</translation>
    </message>
    <message>
        <source>Database counts hidden</source>
        <translation>已隐藏数据库局数</translation>
    </message>
    <message>
        <source>Sounds off</source>
        <translation>声音已关闭</translation>
    </message>
    <message>
        <source>Sounds on</source>
        <translation>声音已开启</translation>
    </message>
    <message>
        <source>Animation speed: {speed}</source>
        <translation>动画速度：{speed}</translation>
    </message>
    <message>
        <source>Theme: {theme}</source>
        <translation>主题：{theme}</translation>
    </message>
    <message>
        <source>The language changes the next time Othello starts.</source>
        <translation>语言将在下次启动黑白棋时更改。</translation>
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
        <translation>对局已结束：没有可以提示的着法。撤销或后退即可再次看到提示。</translation>
    </message>
</context>
</TS>
