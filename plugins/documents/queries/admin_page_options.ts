import Language from '../models/language.js'
import { CATEGORY_TYPE, categoryOptions } from '#plugins/categories/contracts'

/** The document category tree (disabled ones too) as Cascader/TreeSelect options. */
export function documentCategoryOptions() {
  return categoryOptions(CATEGORY_TYPE.Document)
}

/** Every language, enabled ones first, for selects. */
export async function languageOptions() {
  const rows = await Language.query().orderBy('enable', 'desc').orderBy('sort', 'desc').orderBy('id', 'asc')
  return rows.map((row) => ({ value: row.code, label: row.enable ? row.language : `${row.language}（已禁用）` }))
}
