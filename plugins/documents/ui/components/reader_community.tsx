import { SiteComponent } from '~/components/site/site_component'

interface ReaderCommunityProps {
  documentId: number
  favoriteCount: number
  onFavoriteCountChange: (count: number) => void
}

const communityTarget = (documentId: number) => ({ kind: 0, id: documentId, path: `/document/${documentId}`, noun: '文档', measure: '份' })

/**
 * Favourite, report and comments of a document (kind 0): the community plugin's component, while it is enabled.
 * `withActions={false}` leaves the favourite and report bar to the phone's bottom bar (ReaderFavorite).
 */
export function ReaderCommunity({
  documentId,
  favoriteCount,
  onFavoriteCountChange,
  withActions = true,
}: ReaderCommunityProps & { withActions?: boolean }) {
  return (
    <SiteComponent
      name="community.contentCommunity"
      target={communityTarget(documentId)}
      favoriteCount={favoriteCount}
      onFavoriteCountChange={onFavoriteCountChange}
      withActions={withActions}
    />
  )
}

/** The community plugin's favourite and report bar alone, while it is enabled. */
export function ReaderFavorite({ documentId, favoriteCount, onFavoriteCountChange }: ReaderCommunityProps) {
  return (
    <SiteComponent
      name="community.contentActions"
      target={communityTarget(documentId)}
      favoriteCount={favoriteCount}
      onFavoriteCountChange={onFavoriteCountChange}
    />
  )
}
