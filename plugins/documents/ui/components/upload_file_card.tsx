import { Link } from '~/components/link'
import { Button, Progress, Tag, Typography } from '@douyinfe/semi-ui-19'
import { IconAlertCircle, IconDelete, IconFile, IconRefresh, IconTickCircle } from '@douyinfe/semi-icons'
import { formatBytes } from '~/lib/format'
import { PENDING_REVIEW, type CategoryChoice, type LanguageChoice, type UploadItem } from './upload_types'
import { DocumentFields, type FieldErrors } from './document_fields'

const EDITABLE = new Set(['hashing', 'waiting', 'failed'])

function StateTag({ item }: { item: UploadItem }) {
  switch (item.phase) {
    case 'hashing':
      return <Tag color="blue">计算MD5 {item.percent}%</Tag>
    case 'waiting':
      return <Tag color="grey">等待上传</Tag>
    case 'uploading':
      return <Tag color="blue">上传中 {item.percent}%</Tag>
    case 'creating':
      return <Tag color="blue">正在创建文档</Tag>
    case 'done':
      return item.status === PENDING_REVIEW ? (
        <Tag color="orange" prefixIcon={<IconTickCircle />}>
          上传成功，待审核
        </Tag>
      ) : (
        <Tag color="green" prefixIcon={<IconTickCircle />}>
          上传成功
        </Tag>
      )
    case 'failed':
      return (
        <Tag color="red" prefixIcon={<IconAlertCircle />}>
          上传失败
        </Tag>
      )
  }
}

/** One file of the upload list: its state, and the fields of the document it becomes. */
export function UploadFileCard({
  item,
  categories,
  languages,
  errors,
  onChange,
  onRemove,
  onRetry,
}: {
  item: UploadItem
  categories: CategoryChoice[]
  languages: LanguageChoice[]
  errors?: FieldErrors
  onChange: (patch: Partial<UploadItem>) => void
  onRemove: () => void
  onRetry: () => void
}) {
  const editable = EDITABLE.has(item.phase) && !item.blocked
  const showProgress = item.phase === 'uploading' || item.phase === 'hashing'

  return (
    <div className={`ds-up-item is-${item.phase}`} data-testid="upload-item" data-phase={item.phase}>
      <div className="ds-up-item__top">
        <IconFile className="ds-up-item__icon" size="inherit" />
        <div className="ds-up-item__name">
          <div className="ds-up-item__file" title={item.file.name}>
            {item.file.name}
          </div>
          <div className="ds-up-item__meta">{formatBytes(item.file.size)}</div>
        </div>
        <div className="ds-up-item__state">
          <StateTag item={item} />
          {item.phase === 'failed' && !item.blocked && (
            <Button size="small" icon={<IconRefresh />} onClick={onRetry}>
              重试
            </Button>
          )}
          {item.phase !== 'uploading' && item.phase !== 'creating' && item.phase !== 'done' && (
            <Button size="small" type="danger" theme="borderless" icon={<IconDelete />} aria-label="移除" onClick={onRemove} />
          )}
        </div>
      </div>

      {showProgress && <Progress className="ds-up-item__progress" percent={item.percent} showInfo aria-label="上传进度" />}
      {item.error && (
        <div className="ds-up-item__notice">
          <Typography.Text type="danger" data-testid="upload-error">
            {item.error}
          </Typography.Text>
        </div>
      )}
      {item.existing && item.phase !== 'done' && (
        <div className="ds-up-item__notice">
          <Typography.Text type="warning">站内已有该文档：</Typography.Text>
          <a href={`/document/${item.existing.id}`} target="_blank" rel="noreferrer">
            {item.existing.title}
          </a>
        </div>
      )}
      {item.phase === 'done' && item.documentId && (
        <div className="ds-up-item__notice">
          <Link href={`/document/${item.documentId}`} data-testid="upload-done-link">
            查看文档：{item.title}
          </Link>
          {item.status === PENDING_REVIEW && (
            <Typography.Text type="tertiary" className="ds-up-item__review" data-testid="upload-review-note">
              待审核：管理员审核通过后才会公开
            </Typography.Text>
          )}
        </div>
      )}

      {item.phase !== 'done' && !item.blocked && (
        <DocumentFields
          values={item}
          onChange={onChange}
          categories={categories}
          languages={languages}
          layout="card"
          errors={errors}
          disabled={!editable}
        />
      )}
    </div>
  )
}
