import { defineUiContributions } from '~/lib/ui_contributions'
import { ArticleSearchCard } from './components/article_search_card'

export default defineUiContributions({
  components: { 'articles.searchCard': ArticleSearchCard },
})
