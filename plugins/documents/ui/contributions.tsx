import { defineUiContributions } from '~/lib/ui_contributions'
import { DocumentCover } from './components/document_cover'
import { DocumentExtIcon } from './components/document_ext_icon'

/** A document's cover and file-type icon for search results, listed by boot/site_boot.ts. */
export default defineUiContributions({
  components: { 'documents.cover': DocumentCover, 'documents.extIcon': DocumentExtIcon },
})
