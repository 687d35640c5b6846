import { useState } from 'react'
import { Link } from '~/components/link'
import { Banner, Rating, Tag, Toast } from '@douyinfe/semi-ui-19'
import { IconCalendar, IconDownload, IconEyeOpened, IconFile, IconLikeHeart, IconUser } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { formatBytes, formatDateTime } from '~/lib/format'
import { useSetting, useShared } from '~/lib/shared_props'
import { IconFact } from '~/components/site/icon_fact'
import { ReaderFileIcon } from './reader_file_icon'
import { ReaderShare } from './reader_share'
import { ReaderStars } from './reader_stars'
import type { ReaderDocument } from './reader_types'
import { apiUrl } from '~/lib/api_url'
import './reader.css'

/** What the uploader and staff read above a document others cannot see, titled with its status. */
const HIDDEN_NOTICES: Record<number, { title: string; text: string }> = {
  4: { title: '已禁用', text: '该文档已被禁用，只有您和管理员可以看到' },
  6: { title: '待审核', text: '该文档正在审核中，审核通过后其他人才能看到' },
  7: { title: '审核拒绝', text: '该文档未通过审核，只有您和管理员可以看到' },
}
const BIN_NOTICE = { title: '回收站', text: '该文档已在回收站中，只有您和管理员可以看到' }

function ScoreRating({ document, myScore }: { document: ReaderDocument; myScore: number }) {
  const { user } = useShared()
  const [mine, setMine] = useState(myScore)
  const [average, setAverage] = useState(document.score / 100)
  const [count, setCount] = useState(document.score_count)

  const rate = async (stars: number) => {
    try {
      await api.post(apiUrl('documents.score.store'), { document_id: document.id, score: stars * 100 })
      setAverage((average * count + stars) / (count + 1))
      setCount(count + 1)
      setMine(stars * 100)
      Toast.success('感谢您的评分')
    } catch (error) {
      Toast.error((error as Error).message || '评分失败')
    }
  }

  const canRate = Boolean(user) && mine === 0
  // Until someone rates it the stored score is only a default: no stars pretend otherwise.
  const showStars = canRate || mine > 0 || count > 0
  return (
    <span className="ds-reader-head__score" data-testid="reader-score">
      {canRate ? (
        <Rating size="small" onChange={(value) => void rate(value)} aria-label="给文档评分" />
      ) : (
        showStars && <ReaderStars value={mine ? mine / 100 : Math.round(average * 2) / 2} label="文档评分" />
      )}
      <span className={`ds-reader-score__text${showStars ? ' ds-reader-score__text--after-stars' : ''}`}>
        {count > 0 ? `${average.toFixed(1)} 分 · ${count} 人评价` : '暂无评分'}
        {mine ? '（已评分）' : user ? '（点击星星评分）' : '（登录后评分）'}
      </span>
    </span>
  )
}

/** Title, uploader, counts, score with 分享, keywords and description of the document. */
export function ReaderHeader({ document, myScore, favoriteCount }: { document: ReaderDocument; myScore: number; favoriteCount: number }) {
  const showViews = useSetting<boolean>('display', 'show_document_view_count', true)
  const showDownloads = useSetting<boolean>('display', 'show_document_download_count', true)
  const showFavorites = useSetting<boolean>('display', 'show_document_favorite_count', true)
  const keywords = document.keywords.split(/[,，\s]+/).filter(Boolean)
  const notice = document.deleted_at ? BIN_NOTICE : HIDDEN_NOTICES[document.status]

  return (
    <header className="ds-card">
      {notice && (
        <Banner
          type="warning"
          fullMode={false}
          closeIcon={null}
          title={notice.title}
          description={notice.text}
          className="ds-reader-head__notice"
          data-testid="reader-hidden-notice"
        />
      )}
      <div className="ds-reader-head">
        <ReaderFileIcon ext={document.ext} size={44} />
        <div className="ds-reader-head__body">
          <h1 className="ds-reader-head__title">{document.title}</h1>
          <div className="ds-reader-head__meta">
            {document.user && (
              <IconFact icon={<IconUser size="small" />}>
                <Link href={`/user/${document.user.id}`}>{document.user.username}</Link>
              </IconFact>
            )}
            <IconFact icon={<IconFile size="small" />}>
              {document.pages} 页 · {formatBytes(document.size)}
            </IconFact>
            {showViews && <IconFact icon={<IconEyeOpened size="small" />}>{document.view_count} 浏览</IconFact>}
            {showDownloads && <IconFact icon={<IconDownload size="small" />}>{document.download_count} 下载</IconFact>}
            {showFavorites && (
              <IconFact icon={<IconLikeHeart size="small" />}>
                <span data-testid="reader-favorite-count">{favoriteCount}</span> 收藏
              </IconFact>
            )}
            <IconFact icon={<IconCalendar size="small" />}>{formatDateTime(document.created_at).slice(0, 10)}</IconFact>
          </div>
        </div>
      </div>
      <div className="ds-reader-head__row">
        <ScoreRating document={document} myScore={myScore} />
        <ReaderShare documentId={document.id} title={document.title} />
      </div>
      {keywords.length > 0 && (
        <div className="ds-reader-head__tags">
          {keywords.map((keyword) => (
            <Tag key={keyword} color="blue" size="small">
              {keyword}
            </Tag>
          ))}
        </div>
      )}
      {document.description && <p className="ds-description ds-reader-head__desc">{document.description}</p>}
    </header>
  )
}
