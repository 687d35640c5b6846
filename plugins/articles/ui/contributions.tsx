import { defineUiContributions } from '~/lib/ui_contributions'
import { ArticleCategoryPopover } from './components/category_popover'
import { ArticleSearchCard } from './components/article_search_card'

/**
 * The article categories under the header's 文章 entry (boot/site_boot.ts names it as the
 * entry's popover) and the card of an article in search results (the search kind names it).
 */
export default defineUiContributions({
  components: { 'articles.categoryPopover': ArticleCategoryPopover, 'articles.searchCard': ArticleSearchCard },
})
