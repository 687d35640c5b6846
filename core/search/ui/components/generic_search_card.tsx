import type { SearchCardProps } from './search_types'
import { SearchCardFrame } from './search_card_frame'

/** The card of a kind whose plugin contributes none: highlighted title, a passage of the text, where it is filed. */
export function GenericSearchCard({ hit }: SearchCardProps) {
  return <SearchCardFrame hit={hit} />
}
