import { defineUiContributions } from '~/lib/ui_contributions'
import { DocumentCover } from './components/document_cover'
import { DocumentExtIcon } from './components/document_ext_icon'
import { DocumentSearchCard } from './components/document_search_card'

/**
 * A document's cover and file-type icon for other owners' pages (listed by boot/site_boot.ts)
 * and the card of a document in search results (the search kind names it).
 */
export default defineUiContributions({
  components: { 'documents.cover': DocumentCover, 'documents.extIcon': DocumentExtIcon, 'documents.searchCard': DocumentSearchCard },
})
