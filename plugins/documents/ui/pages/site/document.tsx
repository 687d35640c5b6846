import { useCallback, useState } from 'react'
import { Breadcrumb } from '@douyinfe/semi-ui-19'
import { useSetting, useShared } from '~/lib/shared_props'
import { PHONE_MAX_WIDTH } from '~/lib/site_routes'
import { useMediaQuery } from '~/hooks/use_media_query'
import { absoluteSiteUrl, SeoHead, useSiteBaseUrl } from '~/components/site/seo_head'
import { SiteComponent } from '~/components/site/site_component'
import '../../components/reader.css'
import { ReaderHeader } from '../../components/reader_header'
import { ReaderPages } from '../../components/reader_pages'
import { ReaderInfo, ReaderRelated } from '../../components/reader_side'
import { ReaderAdSlot } from '../../components/reader_ad_slot'
import { ReaderGetButtons } from '../../components/reader_get_buttons'
import { ReaderCommunity, ReaderFavorite } from '../../components/reader_community'
import { ReaderDock } from '../../components/reader_dock'
import { ReaderPageSearch } from '../../components/reader_page_search'
import type { ReaderJump, ReaderPageProps } from '../../components/reader_types'
import { usePageParam } from '../../components/use_page_param'
import { ReaderTools } from '../../components/reader_tools'

export default function DocumentPage(props: ReaderPageProps) {
  const {
    document,
    breadcrumbs,
    similar,
    uploader_documents: uploaderDocuments,
    extras,
    can_manage,
    my_score,
    reading_page,
    has_outline,
    text_layer,
    meta,
  } = props
  const { user } = useShared()
  const pagesPerRead = Number(useSetting<number>('display', 'pages_per_read', 5)) || 5
  const enableWatermark = useSetting<boolean>('display', 'enable_watermark', false)
  const watermarkImage = useSetting<string>('display', 'watermark', '')
  // Spec §6: VIP members read without the watermark.
  const watermark = enableWatermark && watermarkImage && !user?.is_vip ? watermarkImage : ''
  const ads = extras.advertisements ?? {}
  // The header's 收藏 count follows the favourite button below.
  const [favoriteCount, setFavoriteCount] = useState(document.favorite_count)
  const [jump, setJump] = useState<ReaderJump>()
  const jumpTo = useCallback((page: number) => setJump((last) => ({ page, seq: (last?.seq ?? 0) + 1 })), [])
  usePageParam(jumpTo)
  // On phones the favourite and the download move to a bar at the bottom (one favourite bar on the page either way).
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH}px)`)
  const siteUrl = useSiteBaseUrl()

  return (
    <div className="ds-reader">
      <SiteComponent
        name="oauth.wechatShare"
        title={document.title}
        description={meta.description}
        link={absoluteSiteUrl(siteUrl, `/document/${document.id}`)}
        image={absoluteSiteUrl(siteUrl, document.cover)}
      />
      <SeoHead
        title={document.title}
        description={meta.description}
        keywords={document.keywords}
        path={`/document/${document.id}`}
        // The cover is page 1 rendered at the preview's size (a raster even when pages are SVG), public
        // with the document and at a stable address: the first page's image for link cards.
        image={document.cover}
        imageWidth={document.width}
        imageHeight={document.height}
        imageAlt={`${document.title} 第 1 页`}
        type="article"
        structuredData={{
          '@type': 'DigitalDocument',
          'name': document.title,
          'description': meta.description,
          ...(document.keywords ? { keywords: document.keywords } : {}),
          ...(document.user ? { author: { '@type': 'Person', 'name': document.user.username } } : {}),
          ...(document.created_at ? { datePublished: document.created_at } : {}),
          ...(document.updated_at ? { dateModified: document.updated_at } : {}),
          'interactionStatistic': [
            {
              '@type': 'InteractionCounter',
              'interactionType': 'https://schema.org/ViewAction',
              'userInteractionCount': document.view_count,
            },
            {
              '@type': 'InteractionCounter',
              'interactionType': 'https://schema.org/DownloadAction',
              'userInteractionCount': document.download_count,
            },
          ],
        }}
      />
      <div className="ds-container">
        <Breadcrumb className="ds-reader__crumbs" aria-label="当前位置">
          <Breadcrumb.Item href="/">首页</Breadcrumb.Item>
          {breadcrumbs.map((crumb) => (
            <Breadcrumb.Item key={crumb.id} href={`/category/${crumb.id}`}>
              {crumb.title}
            </Breadcrumb.Item>
          ))}
          <Breadcrumb.Item>{document.title}</Breadcrumb.Item>
        </Breadcrumb>
        <div className="ds-reader__grid">
          <main className="ds-reader__main">
            <ReaderHeader document={document} myScore={my_score} favoriteCount={favoriteCount} />
            <ReaderTools extras={extras} documentId={document.id} title={document.title} />
            {document.preview > 0 && <ReaderPageSearch documentId={document.id} preview={document.preview} onJump={jumpTo} />}
            <ReaderAdSlot html={ads.document_top} position="document_top" />
            <ReaderPages
              jump={jump}
              document={document}
              pagesPerRead={pagesPerRead}
              watermark={watermark}
              canManage={can_manage}
              member={Boolean(user)}
              readingPage={reading_page ?? 0}
              hasOutline={has_outline}
              textLayer={text_layer}
              between={<ReaderAdSlot html={ads.document_between} position="document_between" />}
              rest={(remaining) => (
                <div className="ds-reader-rest" data-testid="reader-rest">
                  <p className="ds-reader-rest__title">还有 {remaining} 页未读，下载后阅读全部</p>
                  <ReaderGetButtons documentId={document.id} price={document.price} purchase={extras.purchase} quote={extras.download} />
                </div>
              )}
            />
            <ReaderAdSlot html={ads.document_bottom} position="document_bottom" />
            <ReaderCommunity
              documentId={document.id}
              favoriteCount={favoriteCount}
              onFavoriteCountChange={setFavoriteCount}
              withActions={!phone}
            />
          </main>
          <aside className="ds-reader__side">
            <ReaderInfo document={document} purchase={extras.purchase} quote={extras.download} />
            <ReaderRelated title="相似文档" documents={similar} empty="暂无相似文档" />
            {uploaderDocuments.length > 0 && (
              <ReaderRelated
                title="作者的其他文档"
                documents={uploaderDocuments}
                more={{ href: `/user/${document.user_id}/document`, label: '查看全部' }}
              />
            )}
          </aside>
        </div>
      </div>
      {phone && (
        <ReaderDock
          document={document}
          purchase={extras.purchase}
          quote={extras.download}
          favorite={<ReaderFavorite documentId={document.id} favoriteCount={favoriteCount} onFavoriteCountChange={setFavoriteCount} />}
        />
      )}
    </div>
  )
}
