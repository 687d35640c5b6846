import SearchHiddenWord from '../models/search_hidden_word.js'
import { searchWordKey } from '../search_word_key.js'

function isDuplicate(error: unknown) {
  const code = String((error as { code?: string })?.code ?? '')
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/** Hides a word from 大家都在搜 (every case and width of it), or shows it again. Repeating either is harmless. */
export async function setSearchWordHidden(input: { keywords: string; hidden: boolean; userId: number }) {
  const keywords = searchWordKey(input.keywords)
  if (!input.hidden) {
    await SearchHiddenWord.query().where('keywords', keywords).delete()
    return
  }
  try {
    await SearchHiddenWord.firstOrCreate({ keywords }, { keywords, userId: input.userId })
  } catch (error) {
    // Two staff hiding the same word at once: the other one's row stands.
    if (!isDuplicate(error)) throw error
  }
}
