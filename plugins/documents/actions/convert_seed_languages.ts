import Language from '../models/language.js'

const LANGUAGES: [string, string][] = [
  ['中文', 'zh'],
  ['English', 'en'],
  ['日本語', 'ja'],
  ['한국어', 'ko'],
  ['Français', 'fr'],
  ['Deutsch', 'de'],
  ['Español', 'es'],
  ['Русский', 'ru'],
]

/**
 * The usual document languages, on a site that has none yet: the seeder runs at every
 * start, and languages an administrator deleted must stay deleted. Returns how many were added.
 */
export async function seedLanguages() {
  if (await Language.query().first()) return 0
  for (const [index, [language, code]] of LANGUAGES.entries()) {
    // By code, so two starts racing cannot add a language twice (code is unique).
    await Language.firstOrCreate({ code }, { language, code, enable: true, sort: 100 - index * 10 })
  }
  return LANGUAGES.length
}
