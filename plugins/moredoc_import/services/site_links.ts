import { mappedIds } from './import_map.js'

/** MOREDOC's own addresses that hold one of its ids: the same page here has another id. */
const ID_LINK = /^\/(category|document)\/(\d+)(?=$|[?#])/

/**
 * A navigation entry's or banner's address as it must read here: `/category/12` and
 * `/document/34` (MOREDOC's ids) become this site's ids for the same category or document. Other
 * addresses stay as they are; one whose target was not imported is reported.
 */
export async function siteLinkMapper() {
  const maps = { category: await mappedIds('category'), document: await mappedIds('document') }
  return (href: string): { href: string; unmapped?: string } => {
    const match = ID_LINK.exec(href)
    if (!match) return { href }
    const kind = match[1] as keyof typeof maps
    const id = maps[kind].get(Number(match[2]))
    if (id === undefined) return { href, unmapped: `链接 ${href} 指向的${kind === 'category' ? '分类' : '文档'}未迁移，保留原地址` }
    return { href: href.replace(ID_LINK, `/${kind}/${id}`) }
  }
}
