// Han ideographs, kana, CJK punctuation and full-width forms: no spaces are written between them.
const CJK = '\\u2e80-\\u2fdf\\u3000-\\u303f\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef'
const SPACE_BETWEEN_CJK = new RegExp(`([${CJK}])\\s+(?=[${CJK}])`, 'gu')
// PDFs made by calibre, Skia and some Word versions map ideographs back to radicals or
// compatibility ideographs (文 → ⽂, 见 → ⻅) because CJK fonts share one glyph between them;
// search must see the ordinary character. Kangxi radicals and compatibility ideographs fold
// with NFKC; the radicals supplement does not, so its standalone-character forms are listed
// (from Unicode's EquivalentUnifiedIdeograph.txt).
const RADICALS_SUPPLEMENT: Record<string, string> = Object.fromEntries(
  Array.from(
    '⺟母⺠民⻄西⻅见⻆角⻉贝⻋车⻑長⻓长⻔门⻘青⻙韦⻚页⻛风⻜飞⻝食⻢马⻣骨⻤鬼⻥鱼⻦鸟⻧卤⻨麦⻩黄⻪黾⻫斉⻬齐⻭歯⻮齿⻯竜⻰龙⻱龜⻲亀⻳龟⻁虎⺩王⺧牛⺮竹⺯糸⺶羊⻗雨'
  ).reduce<string[][]>((pairs, char, index, chars) => (index % 2 === 0 ? [...pairs, [char, chars[index + 1]]] : pairs), [])
)
const RADICALS = /[\u2e80-\u2fdf\uf900-\ufaff]/g

/**
 * Text for search and descriptions: radicals folded to ordinary ideographs, control
 * characters gone, whitespace collapsed to single spaces, and the line-wrap spaces that
 * extractors leave between two Chinese characters removed.
 */
export function normalizeText(text: string): string {
  return (
    text
      .replace(RADICALS, (char) => RADICALS_SUPPLEMENT[char] ?? char.normalize('NFKC'))
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
