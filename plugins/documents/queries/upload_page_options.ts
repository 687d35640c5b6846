import { categoryTree, CATEGORY_TYPE, type CategoryNode } from '#plugins/categories/contracts'
import Language from '../models/language.js'
import { documentUploadRules } from '../actions/store_document_file.js'
import { settings } from '#core/settings/contracts'

export interface CategoryChoice {
  label: string
  value: number
  children?: CategoryChoice[]
}

function choices(nodes: CategoryNode[]): CategoryChoice[] {
  return nodes.map((node) => ({
    label: node.title,
    value: node.id,
    ...(node.children.length ? { children: choices(node.children) } : {}),
  }))
}

/** What the upload form and the edit dialog offer: reachable document categories, enabled languages, the rules. */
export async function uploadFormOptions() {
  const [tree, languages, rules, maxFiles] = await Promise.all([
    categoryTree(CATEGORY_TYPE.Document, { onlyEnabled: true }),
    Language.query().where('enable', true).orderBy('sort', 'desc').orderBy('id', 'asc'),
    documentUploadRules(),
    settings.get<number>('document', 'max_files_per_upload'),
  ])
  return {
    categories: choices(tree),
    languages: languages.map((language) => ({ label: language.language, value: language.code })),
    rules: {
      max_bytes: rules.maxBytes,
      allowed_ext: rules.allowedExtensions,
      max_files: Number(maxFiles) || 20,
    },
  }
}
