import { SiteComponent } from '~/components/site/site_component'

/** Favourite, report and comments of a document (kind 0): the community plugin's component, while it is enabled. */
export function ReaderCommunity({
  documentId,
  favoriteCount,
  onFavoriteCountChange,
}: {
  documentId: number
  favoriteCount: number
  onFavoriteCountChange: (count: number) => void
}) {
  return (
    <SiteComponent
      name="community.contentCommunity"
      target={{ kind: 0, id: documentId, path: `/document/${documentId}`, noun: '文档', measure: '份' }}
      favoriteCount={favoriteCount}
      onFavoriteCountChange={onFavoriteCountChange}
    />
  )
}
