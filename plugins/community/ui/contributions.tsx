import { defineUiContributions } from '~/lib/ui_contributions'
import { ContentCommunity } from './components/content_community'

/** Favourite, report and comments under a document or an article, listed by boot/site_boot.ts. */
export default defineUiContributions({
  components: { 'community.contentCommunity': ContentCommunity },
})
