import { Link } from '@inertiajs/react'
import { Button, Cascader, Input, InputNumber, Progress, Select, Tag, TextArea, Typography } from '@douyinfe/semi-ui-19'
import { IconAlertCircle, IconDelete, IconFile, IconRefresh, IconTickCircle } from '@douyinfe/semi-icons'
import { formatBytes } from '~/lib/format'
import { type CategoryChoice, type LanguageChoice, type UploadItem } from './upload_types'

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
      return (
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

export interface FieldErrors {
  title?: string
  category?: string
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

      {showProgress && (
        <Progress className="ds-up-item__progress" percent={item.percent} showInfo aria-label="上传进度" />
      )}
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
        </div>
      )}

      {item.phase !== 'done' && !item.blocked && (
        <div className="ds-up-fields">
          <div className="is-wide">
            <label className="ds-up-label">标题</label>
            <Input
              value={item.title}
              maxLength={255}
              disabled={!editable}
              validateStatus={errors?.title ? 'error' : 'default'}
              onChange={(title) => onChange({ title })}
              aria-label="标题"
            />
            {errors?.title && <div className="ds-up-field-error">{errors.title}</div>}
          </div>
          <div className="is-wide">
            <label className="ds-up-label">分类</label>
            <Cascader
              style={{ width: '100%' }}
              treeData={categories}
              value={item.category}
              changeOnSelect
              disabled={!editable}
              placeholder="请选择文档分类"
              validateStatus={errors?.category ? 'error' : 'default'}
              emptyContent="暂无可选分类"
              onChange={(value) => onChange({ category: ((value as number[] | undefined) ?? []).map(Number) })}
              aria-label="分类"
            />
            {errors?.category && <div className="ds-up-field-error">{errors.category}</div>}
          </div>
          <div>
            <label className="ds-up-label">价格</label>
            <InputNumber
              style={{ width: '100%' }}
              min={0}
              max={1000000}
              precision={0}
              value={item.price}
              disabled={!editable}
              onChange={(price) => onChange({ price: Number(price) || 0 })}
              aria-label="价格"
            />
          </div>
          <div>
            <label className="ds-up-label">语言</label>
            <Select
              style={{ width: '100%' }}
              optionList={languages}
              value={item.language || undefined}
              placeholder="未设置"
              showClear
              disabled={!editable}
              onChange={(language) => onChange({ language: String(language ?? '') })}
              aria-label="语言"
            />
          </div>
          <div className="is-wide">
            <label className="ds-up-label">关键词</label>
            <Input
              value={item.keywords}
              maxLength={255}
              placeholder="多个关键词用逗号分隔，留空则从标题中提取"
              disabled={!editable}
              onChange={(keywords) => onChange({ keywords })}
              aria-label="关键词"
            />
          </div>
          <div className="is-full">
            <label className="ds-up-label">摘要</label>
            <TextArea
              value={item.description}
              maxCount={512}
              autosize={{ minRows: 2, maxRows: 5 }}
              placeholder="简单介绍一下这份文档（选填）"
              disabled={!editable}
              onChange={(description) => onChange({ description })}
              aria-label="摘要"
            />
          </div>
        </div>
      )}
    </div>
  )
}
