import { settingsApiParts } from '#core/settings/contracts'
import Language from '../models/language.js'

/** settings.language of GET /api/v1/settings: the enabled languages a document may be filed under, as MOREDOC's clients list them (filters, upload form). */
export default async function settingsApiBoot() {
  settingsApiParts.add('documents', async () => {
    const languages = await Language.query().where('enable', true).orderBy('sort', 'desc').orderBy('id', 'asc')
    return { language: languages.map((item) => ({ id: item.id, language: item.language, code: item.code })) }
  })
}
