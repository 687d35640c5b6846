/**
 * What makes two searches the same word for 大家都在搜 and for hiding: full-width letters,
 * digits and spaces as their ASCII forms (NFKC), one case, runs of spaces as one.
 * "ＰＤＦ  教程", "pdf 教程" and "PDF 教程" are one word.
 */
export function searchWordKey(text: string) {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim()
}

/** The word as the site shows it: the visitor's case kept, widths and spaces tidied. */
export function searchWordLabel(text: string) {
  return text.normalize('NFKC').replace(/\s+/gu, ' ').trim()
}
