import { ContentCommunity } from '~/components/site/content_community'

/** Favourite, report and comments of a document (kind 0), served by the community plugin. */
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
    <ContentCommunity
      target={{ kind: 0, id: documentId, path: `/document/${documentId}`, noun: '文档', measure: '份' }}
      favoriteCount={favoriteCount}
      onFavoriteCountChange={onFavoriteCountChange}
    />
  )
}
