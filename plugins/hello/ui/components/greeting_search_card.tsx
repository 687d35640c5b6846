import { Link } from '~/components/link'
import type { SearchCardProps } from '../../../../core/search/ui/components/search_types'

/** A greeting found by /search (tab 问候): its text and who was greeted. */
export function GreetingSearchCard({ hit }: SearchCardProps<{ name: string }>) {
  return (
    <article className="ds-row ds-search-hit hello-search-card">
      <Link href={hit.url}>{hit.title}</Link>
      {hit.extra.name && <small> 问候了 {hit.extra.name}</small>}
    </article>
  )
}
