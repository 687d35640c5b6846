import { defineUiContributions } from '~/lib/ui_contributions'
import { ContentActions, ContentCommunity } from './components/content_community'

/** Favourite, report and comments under a document or an article (the bar alone too), listed by boot/site_boot.ts. */
export default defineUiContributions({
  components: { 'community.contentCommunity': ContentCommunity, 'community.contentActions': ContentActions },
})
