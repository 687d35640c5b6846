import { Link } from '~/components/link'
import { IconDownload, IconEyeOpened, IconFile, IconUser } from '@douyinfe/semi-icons'
import { DocumentCover } from './document_cover'
import { DocumentExtIcon } from './document_ext_icon'
import { shortCount, type SearchCardProps } from '../../../../core/search/ui/components/search_types'
import { IconFact } from '~/components/site/icon_fact'
import { SearchCardFrame } from '../../../../core/search/ui/components/search_card_frame'
import type { DocumentSearchExtra } from './document_search_extra'

/** A document found by /search: cover, highlighted title, a highlighted passage of its text, where it is filed, its counts. */
export function DocumentSearchCard({ hit }: SearchCardProps<DocumentSearchExtra>) {
  const { ext, uploader, cover, pages, view_count, download_count } = hit.extra
  return (
    <SearchCardFrame
      hit={hit}
      cover={
        ext && (
          <Link href={hit.url} className="ds-row__cover" tabIndex={-1} aria-hidden="true">
            <DocumentCover cover={cover ?? ''} ext={ext} />
          </Link>
        )
      }
      titleIcon={ext && <DocumentExtIcon ext={ext} />}
    >
      {uploader && <IconFact icon={<IconUser size="small" />}>{uploader}</IconFact>}
      {Boolean(pages) && <IconFact icon={<IconFile size="small" />}>{pages} 页</IconFact>}
      <IconFact icon={<IconEyeOpened size="small" />} title="浏览">
        {shortCount(view_count)}
      </IconFact>
      <IconFact icon={<IconDownload size="small" />} title="下载">
        {shortCount(download_count)}
      </IconFact>
    </SearchCardFrame>
  )
}
