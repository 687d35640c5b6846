// Han ideographs, kana, CJK punctuation and full-width forms: no spaces are written between them.
const CJK = '\\u2e80-\\u2fdf\\u3000-\\u303f\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef'
const SPACE_BETWEEN_CJK = new RegExp(`([${CJK}])\\s+(?=[${CJK}])`, 'gu')
// PDFs made by calibre, Skia and some Word versions map ideographs back to radicals or
// compatibility ideographs (文 → ⽂, 见 → ⻅) because CJK fonts share one glyph between them;
// search must see the ordinary character. Kangxi radicals and compatibility ideographs fold
// with NFKC; the radicals supplement does not, so its standalone-character forms are listed
// (from Unicode's EquivalentUnifiedIdeograph.txt).
const RADICALS_SUPPLEMENT: Record<string, string> = pairs(
  '⺟母⺠民⻄西⻅见⻆角⻉贝⻋车⻑長⻓长⻔门⻘青⻙韦⻚页⻛风⻜飞⻝食⻢马⻣骨⻤鬼⻥鱼⻦鸟⻧卤⻨麦⻩黄⻪黾⻫斉⻬齐⻭歯⻮齿⻯竜⻰龙⻱龜⻲亀⻳龟⻁虎⺩王⺧牛⺮竹⺯糸⺶羊⻗雨'
)
// NFKC folds these to the traditional character (⼾ → 戶), but a simplified Chinese text
// printed by Chrome/Skia means the simplified one (用⼾名 is 用户名): the radical's glyph is
// the one both forms share.
const SIMPLIFIED_RADICALS: Record<string, string> = pairs(
  '⼾户⾒见⾙贝⾞车⾧长⾨门⾱韦⾴页⾵风⾶飞⾺马⾾斗⿂鱼⿃鸟⿄卤⿆麦⿈黄⿌黾⿑齐⿒齿⿓龙⿔龟⾭青⻑长⻱龟⻲龟⻫齐⻭齿⻯龙'
)
const RADICALS = /[\u2e80-\u2fdf\uf900-\ufaff]/g

/** Common characters that differ between the scripts, simplified first: how a text tells which it is. */
const SCRIPT_PAIRS = pairs(
  '这這个個们們来來说說时時为為国國会會对對发發学學经經过過还還没沒动動点點现現实實问問题題关關开開书書东東话話语語认認' +
    '识識让讓从從间間进進种種样樣应應体體处處无無电電网網图圖数數统統设設计計务務组組织織线線级級报報业業产產员員单單' +
    '历歷边邊华華热熱爱愛观觀质質区區医醫药藥显顯写寫读讀请請该該谁誰记記论論号號与與将將专專两兩严嚴义義乐樂习習买買' +
    '价價众眾优優传傳亲親仅僅儿兒兴興养養决決则則创創别別办辦劳勞势勢协協卖賣压壓参參双雙变變吗嗎听聽园園围圍场場块塊' +
    '备備复復奖獎实實审審层層岁歲师師带帶帮幫广廣张張归歸录錄总總战戰扩擴执執护護择擇据據换換断斷旧舊术術机機权權条條' +
    '极極构構标標树樹档檔检檢欢歡气氣汉漢济濟测測温溫满滿灯燈环環画畫确確礼禮积積称稱简簡类類约約纸紙练練细細终終结結' +
    '给給继繼续續维維职職联聯节節规規视視览覽觉覺讨討议議讲講许許证證评評译譯试試误誤课課调調谈談责責败敗货貨购購费費' +
    '资資转轉轮輪软軟达達运運远遠连連选選钱錢铁鐵银銀错錯键鍵闻聞队隊阳陽阶階际際陆陸险險随隨难難预預领領频頻馆館验驗'
)
const SIMPLIFIED_ONLY = new Set(Object.keys(SCRIPT_PAIRS))
const TRADITIONAL_ONLY = new Set(Object.values(SCRIPT_PAIRS))
/** Characters read to tell the script: the start of a long text says it as well as the whole. */
export const SCRIPT_SAMPLE = 200_000

function pairs(list: string): Record<string, string> {
  const chars = Array.from(list)
  const found: Record<string, string> = {}
  for (let index = 0; index + 1 < chars.length; index += 2) found[chars[index]] = chars[index + 1]
  return found
}

export type ChineseScript = 'simplified' | 'traditional' | null

/** Whether a text is simplified or traditional Chinese, by counting characters only one of them uses; null when it does not say. */
export function chineseScript(text: string): ChineseScript {
  let simplified = 0
  let traditional = 0
  for (const char of text.slice(0, SCRIPT_SAMPLE)) {
    if (SIMPLIFIED_ONLY.has(char)) simplified++
    else if (TRADITIONAL_ONLY.has(char)) traditional++
  }
  if (simplified > traditional) return 'simplified'
  if (traditional > simplified) return 'traditional'
  return null
}

/** The ordinary character a radical stands for, in the script of the text around it. */
export function foldRadical(char: string, script: ChineseScript) {
  if (script === 'simplified' && SIMPLIFIED_RADICALS[char]) return SIMPLIFIED_RADICALS[char]
  return RADICALS_SUPPLEMENT[char] ?? char.normalize('NFKC')
}

/** Traditional characters an earlier normalisation made of radicals (戶 of ⼾), and the simplified ones they stand for. */
const REFOLDS: Record<string, string> = Object.fromEntries(
  Object.entries(SIMPLIFIED_RADICALS).map(([radical, simplified]) => [foldRadical(radical, null), simplified])
)
const REFOLDABLE = new RegExp(`[${Object.keys(REFOLDS).join('')}]`, 'gu')

/**
 * Text normalised before radicals were folded by script: in a simplified text, the
 * traditional characters NFKC made of radicals become the simplified ones (用戶名 → 用户名).
 * A simplified text holds them only that way; other texts are returned unchanged.
 */
export function refoldRadicals(text: string, script: ChineseScript = chineseScript(text)) {
  if (script !== 'simplified') return text
  return text.replace(REFOLDABLE, (char) => REFOLDS[char])
}

/**
 * Text for search and descriptions: radicals folded to ordinary ideographs (in the script of
 * the text, or of the whole document when given), control characters gone, whitespace
 * collapsed to single spaces, and the line-wrap spaces that extractors leave between two
 * Chinese characters removed.
 */
export function normalizeText(text: string, script: ChineseScript = chineseScript(text)): string {
  return (
    text
      .replace(RADICALS, (char) => foldRadical(char, script))
      // eslint-disable-next-line no-control-regex -- extracted text loses the control characters PDFs carry
      .replace(/[\u0000-\u0008\u000b\u000e-\u001f\u007f\u00ad\u200b-\u200d\ufeff\ufffd]/g, '')
      .replace(/\s+/g, ' ')
      .replace(SPACE_BETWEEN_CJK, '$1')
      .trim()
  )
}

/** The first ~maxLength characters, cut after a sentence end when one is near the limit. */
export function describeText(text: string, maxLength = 200): string {
  const chars = Array.from(text.trim())
  if (chars.length <= maxLength) return chars.join('')
  const head = chars.slice(0, maxLength).join('')
  const end = Math.max(...['。', '！', '？', '. ', '! ', '? ', '；'].map((mark) => head.lastIndexOf(mark)))
  if (end >= maxLength * 0.6) return head.slice(0, end + 1).trim()
  return head.trim()
}
