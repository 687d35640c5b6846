import db from '@adonisjs/lucid/services/db'
import { ApiError } from '#core/kernel/http/api_error'
import { findOrNotFound } from '#core/kernel/database/find_or_not_found'
import Language from '../models/language.js'
import type { CreateLanguageInput, UpdateLanguageInput } from '../validators/admin_language_validators.js'
import { recountLanguages } from './recount_documents.js'

async function assertCodeFree(code: string, exceptId = 0) {
  const taken = await Language.query().where('code', code).whereNot('id', exceptId).first()
  if (taken) throw ApiError.conflict(`语言代码「${code}」已存在`)
}

export async function createLanguage(input: CreateLanguageInput) {
  await assertCodeFree(input.code)
  const language = await Language.create({
    language: input.language,
    code: input.code,
    enable: input.enable ?? true,
    sort: input.sort ?? 0,
  })
  await recountLanguages([language.code])
  await language.refresh()
  return language
}

/** A new code is carried over to the documents filed under the old one. */
export async function updateLanguage(input: UpdateLanguageInput) {
  const language = await findOrNotFound(Language, input.id, '语言不存在')
  if (input.code !== undefined && input.code !== language.code) await assertCodeFree(input.code, language.id)
  await db.transaction(async (trx) => {
    language.useTransaction(trx)
    const oldCode = language.code
    language.merge({
      ...(input.language !== undefined && { language: input.language }),
      ...(input.code !== undefined && { code: input.code }),
      ...(input.enable !== undefined && { enable: input.enable }),
      ...(input.sort !== undefined && { sort: input.sort }),
    })
    await language.save()
    if (oldCode !== language.code) {
      await trx.from('documents').where('language', oldCode).update({ language: language.code })
      await recountLanguages([language.code], trx)
    }
  })
  return language
}

export async function setLanguagesEnabled(ids: number[], enable: boolean) {
  await Language.query().whereIn('id', ids).update({ enable })
}

/** A language still used by documents (in the recycle bin too) cannot go. */
export async function deleteLanguages(ids: number[]) {
  const languages = await Language.query().whereIn('id', ids)
  if (languages.length === 0) return
  const used = await db
    .from('documents')
    .whereIn(
      'language',
      languages.map((language) => language.code)
    )
    .select('language')
    .first()
  if (used) {
    const name = languages.find((language) => language.code === used.language)?.language ?? used.language
    throw ApiError.badRequest(`「${name}」下还有文档，请先修改这些文档的语言`)
  }
  await Language.query().whereIn('id', ids).delete()
}
