import { Link } from '~/components/link'
import { Button, Empty } from '@douyinfe/semi-ui-19'
import { IconUpload } from '@douyinfe/semi-icons'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { UploadFileCard } from '../upload_file_card'
import type { FieldErrors } from '../document_fields'
import { PENDING_REVIEW, type CategoryChoice, type LanguageChoice, type UploadItem } from '../upload_types'

interface Props {
  items: UploadItem[]
  errors: Record<string, FieldErrors>
  categories: CategoryChoice[]
  languages: LanguageChoice[]
  running: boolean
  onChange: (key: string, change: Partial<UploadItem>) => void
  onRemove: (key: string) => void
  onUpload: (keys?: string[]) => void
}

function UploadButton({ items, running, onUpload }: Pick<Props, 'items' | 'running' | 'onUpload'>) {
  const hashing = items.some((item) => item.phase === 'hashing')
  const pending = items.filter((item) => !item.blocked && ['waiting', 'failed'].includes(item.phase)).length
  return (
    <Button
      theme="solid"
      size="large"
      icon={<IconUpload />}
      loading={running}
      disabled={pending === 0 || hashing}
      onClick={() => onUpload()}
    >
      {hashing ? '正在计算MD5…' : running ? '上传中…' : `开始上传${pending ? `（${pending}）` : ''}`}
    </Button>
  )
}

/** The chosen files, each with its own fields and progress, then the count and the upload button. */
export function UploadFileList({ items, errors, categories, languages, running, onChange, onRemove, onUpload }: Props) {
  const doneCount = items.filter((item) => item.phase === 'done').length
  const reviewCount = items.filter((item) => item.phase === 'done' && item.status === PENDING_REVIEW).length
  return (
    <section className="ds-card ds-up-card">
      {items.length === 0 ? (
        <Empty image={<IllustrationNoContent className="ds-up-empty-image" />} description="还没有选择文件" />
      ) : (
        <div className="ds-up-list">
          {items.map((item) => (
            <UploadFileCard
              key={item.key}
              item={item}
              categories={categories}
              languages={languages}
              errors={errors[item.key]}
              onChange={(change) => onChange(item.key, change)}
              onRemove={() => onRemove(item.key)}
              onRetry={() => onUpload([item.key])}
            />
          ))}
        </div>
      )}
      <div className="ds-up-actions">
        <span className="ds-up-actions__summary">
          共 {items.length} 个文件{doneCount > 0 && `，已完成 ${doneCount} 个`}
          {reviewCount > 0 && `（${reviewCount} 个待审核）`}
          {doneCount > 0 && (
            <>
              ，<Link href="/me/document">查看我的文档</Link>
            </>
          )}
        </span>
        <UploadButton items={items} running={running} onUpload={onUpload} />
      </div>
    </section>
  )
}
