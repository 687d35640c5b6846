import type { HttpContext } from '@adonisjs/core/http'
import { listLanguages } from '../../queries/admin_language_query.js'
import { iso } from '#core/kernel/transformers/iso'
import type Language from '../../models/language.js'
import { createLanguage, deleteLanguages, setLanguagesEnabled, updateLanguage } from '../../actions/language_save.js'
import {
  createLanguageValidator,
  languageIdsValidator,
  languageListValidator,
  languageStatusValidator,
  updateLanguageValidator,
} from '../../validators/admin_language_validators.js'
import { pageOf } from '#core/kernel/http/query_list'

function languageJson(language: Language) {
  return {
    id: language.id,
    language: language.language,
    code: language.code,
    enable: language.enable,
    total: language.total,
    sort: language.sort,
    created_at: iso(language.createdAt),
    updated_at: iso(language.updatedAt),
  }
}

/** Languages documents are filed under (api-shapes §16). */
export default class LanguageController {
  /** Callers without 语言列表（全部） see enabled languages only. */
  async list({ request, permitted }: HttpContext) {
    const input = await request.validateUsing(languageListValidator, { data: request.qs() })
    const { total, languages } = await listLanguages({
      ...pageOf(input),
      wd: input.wd,
      enable: permitted ? (input.enable ?? []) : [true],
    })
    return { total, language: languages.map(languageJson) }
  }

  async create({ request }: HttpContext) {
    const language = await createLanguage(await request.validateUsing(createLanguageValidator))
    return languageJson(language)
  }

  async update({ request }: HttpContext) {
    await updateLanguage(await request.validateUsing(updateLanguageValidator))
    return {}
  }

  async status({ request }: HttpContext) {
    const input = await request.validateUsing(languageStatusValidator)
    await setLanguagesEnabled(input.id, input.enable)
    return {}
  }

  async destroy({ request }: HttpContext) {
    const input = await request.validateUsing(languageIdsValidator, { data: request.qs() })
    await deleteLanguages(input.id)
    return {}
  }
}
