import { defineUiContributions } from '~/lib/ui_contributions'
import { ArticleCategoryPopover } from './components/category_popover'

/** The article categories under the header's 文章 entry (boot/site_boot.ts names it as the entry's popover). */
export default defineUiContributions({
  components: { 'articles.categoryPopover': ArticleCategoryPopover },
})
