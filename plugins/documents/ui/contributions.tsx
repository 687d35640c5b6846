import { defineUiContributions } from '~/lib/ui_contributions'
import { DocumentSearchCard } from './components/document_search_card'

export default defineUiContributions({
  components: { 'documents.searchCard': DocumentSearchCard },
})
