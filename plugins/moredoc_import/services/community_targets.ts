import { mappedIds } from './import_map.js'

/** MOREDOC's comment and favourite `type`: 0 a document, 1 an article, as here. */
const KINDS = { 0: 'document', 1: 'article' } as const

/** Finds the copy here of the document or article a MOREDOC comment or favourite points at. */
export async function targetFinder() {
  const maps = { 0: await mappedIds('document'), 1: await mappedIds('article') }
  return (type: number, sourceId: number): { targetId: number } | { missing: string } => {
    const map = maps[type as 0 | 1]
    if (!map) return { missing: `未知的类型 ${type}` }
    const targetId = map.get(sourceId)
    return targetId ? { targetId } : { missing: `${KINDS[type as 0 | 1] === 'document' ? '文档' : '文章'} ${sourceId} 未迁移` }
  }
}
