import { IconComment, IconEyeOpened, IconUser } from '@douyinfe/semi-icons'
import { shortCount, type SearchCardProps } from '../../../../core/search/ui/components/search_types'
import { IconFact } from '~/components/site/icon_fact'
import { SearchCardFrame } from '../../../../core/search/ui/components/search_card_frame'
import type { ArticleSearchExtra } from './article_search_extra'

/** An article found by /search: highlighted title and passage, where it is filed, its author and counts. */
export function ArticleSearchCard({ hit }: SearchCardProps<ArticleSearchExtra>) {
  const { author, view_count, comment_count } = hit.extra
  return (
    <SearchCardFrame hit={hit}>
      {author && <IconFact icon={<IconUser size="small" />}>{author}</IconFact>}
      <IconFact icon={<IconEyeOpened size="small" />} title="浏览">
        {shortCount(view_count)}
      </IconFact>
      <IconFact icon={<IconComment size="small" />} title="评论">
        {shortCount(comment_count)}
      </IconFact>
    </SearchCardFrame>
  )
}
