import { useEffect, useRef, useState } from 'react'
import { Link } from '@inertiajs/react'
import { Button, Cascader, Empty, InputNumber, Select, Toast } from '@douyinfe/semi-ui-19'
import { IconUpload } from '@douyinfe/semi-icons'
import { IllustrationNoAccess, IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { api } from '~/lib/api'
import { useSetting } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import { UploadStyles } from '../../components/upload_styles'
import { UploadDropzone } from '../../components/upload_dropzone'
import { UploadFileCard } from '../../components/upload_file_card'
import { documentFieldErrors, type FieldErrors } from '../../components/document_fields'
import { md5OfFile } from '../../components/upload_hash'
import { uploadDocumentFile } from '../../components/upload_request'
import {
  extensionOf,
  stemOf,
  type CategoryChoice,
  type LanguageChoice,
  type UploadItem,
  type UploadRules,
} from '../../components/upload_types'

interface Props {
  refusal: string
  /** This member's uploads wait for an administrator's review before they are public. */
  review?: boolean
  categories?: CategoryChoice[]
  languages?: LanguageChoice[]
  rules?: UploadRules
}

let sequence = 0

/** What the server would refuse anyway, said before anything is sent (the server decides). */
function clientHint(file: File, rules: UploadRules) {
  const ext = extensionOf(file.name)
  if (ext && !rules.allowed_ext.includes(ext)) return `不支持的文件类型：.${ext}`
  if (file.size === 0) return '文件为空，请选择有内容的文档'
  if (file.size > rules.max_bytes) return `文档大小不能超过 ${Math.round(rules.max_bytes / 1024 / 1024)}MB`
  return ''
}

function Refusal({ message }: { message: string }) {
  return (
    <div className="ds-up-card ds-up-refusal" data-testid="upload-refusal">
      <Empty
        image={<IllustrationNoAccess style={{ width: 150, height: 150 }} />}
        title="暂时不能上传文档"
        description={message}
      >
        <Link href="/">
          <Button theme="solid">返回首页</Button>
        </Link>
      </Empty>
    </div>
  )
}

export default function UploadPage({ refusal, review = false, categories = [], languages = [], rules }: Props) {
  const refuseExisting = useSetting<boolean>('document', 'disable_upload_exist_document', false)
  const [items, setItems] = useState<UploadItem[]>([])
  const [errors, setErrors] = useState<Record<string, FieldErrors>>({})
  const [batch, setBatch] = useState<{ category: number[]; price?: number; language?: string }>({ category: [] })
  const [running, setRunning] = useState(false)
  const itemsRef = useRef(items)
  itemsRef.current = items
  const hashQueue = useRef(Promise.resolve())

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))

  const hashAndCheck = async (key: string, file: File) => {
    try {
      const hash = await md5OfFile(file, (percent) => patch(key, { percent }))
      const found = await api
        .get<{ exist: boolean; document?: { id: number; title: string } }>('/api/v1/document/exist', { hash })
        .catch(() => ({ exist: false, document: undefined }))
      const existing = found.exist ? found.document : undefined
      if (existing && refuseExisting) {
        patch(key, { hash, existing, phase: 'failed', blocked: true, error: '站内已存在相同的文档，不允许重复上传' })
      } else {
        patch(key, { hash, existing, phase: 'waiting', percent: 0 })
      }
    } catch (error) {
      patch(key, { phase: 'failed', error: (error as Error).message || '文件读取失败', percent: 0 })
    }
  }

  const addFiles = (files: File[]) => {
    if (!rules || files.length === 0) return
    const room = rules.max_files - itemsRef.current.filter((item) => item.phase !== 'done').length
    if (files.length > room) Toast.warning(`单次最多上传 ${rules.max_files} 个文件`)
    const added: UploadItem[] = files.slice(0, Math.max(0, room)).map((file) => {
      const hint = clientHint(file, rules)
      sequence += 1
      return {
        key: `f${sequence}`,
        file,
        title: stemOf(file.name),
        category: batch.category,
        price: batch.price ?? 0,
        language: batch.language ?? '',
        keywords: '',
        description: '',
        phase: hint ? 'failed' : 'hashing',
        percent: 0,
        error: hint || undefined,
        blocked: Boolean(hint),
      }
    })
    setItems((current) => [...current, ...added])
    for (const item of added.filter((entry) => !entry.blocked)) {
      hashQueue.current = hashQueue.current.then(() => hashAndCheck(item.key, item.file))
    }
  }

  const applyToAll = () => {
    setItems((current) =>
      current.map((item) =>
        ['waiting', 'hashing', 'failed'].includes(item.phase) && !item.blocked
          ? {
              ...item,
              category: batch.category.length ? batch.category : item.category,
              price: batch.price ?? item.price,
              language: batch.language ?? item.language,
            }
          : item
      )
    )
    Toast.success('已应用到全部文件')
  }

  const validate = (targets: UploadItem[]) => {
    const found: Record<string, FieldErrors> = {}
    for (const item of targets) {
      const problems = documentFieldErrors(item)
      if (problems.title || problems.category) found[item.key] = problems
    }
    setErrors(found)
    return Object.keys(found).length === 0
  }

  const upload = async (keys?: string[]) => {
    if (running) return
    const targets = itemsRef.current.filter(
      (item) => !item.blocked && ['waiting', 'failed'].includes(item.phase) && (!keys || keys.includes(item.key))
    )
    if (targets.length === 0) return
    if (!validate(targets)) return Toast.error('请完善文档信息后再上传')
    setRunning(true)
    const uploaded: UploadItem[] = []
    for (const target of targets) {
      const item = itemsRef.current.find((entry) => entry.key === target.key) ?? target
      if (item.attachmentId) {
        uploaded.push(item)
        continue
      }
      patch(item.key, { phase: 'uploading', percent: 0, error: undefined })
      try {
        const attachment = await uploadDocumentFile(item.file, (percent) => patch(item.key, { percent }))
        patch(item.key, { attachmentId: attachment.id, phase: 'creating' })
        uploaded.push({ ...item, attachmentId: attachment.id })
      } catch (error) {
        patch(item.key, { phase: 'failed', percent: 0, error: (error as Error).message })
      }
    }

    // One call per category choice: POST /api/v1/document files a batch under one category list.
    const groups = new Map<string, UploadItem[]>()
    for (const item of uploaded) groups.set(item.category.join(','), [...(groups.get(item.category.join(',')) ?? []), item])
    let done = 0
    for (const group of groups.values()) {
      group.forEach((item) => patch(item.key, { phase: 'creating', error: undefined }))
      try {
        const result = await api.post<{ document: { id: number }[] }>('/api/v1/document', {
          category_id: group[0].category,
          document: group.map((item) => ({
            attachment_id: item.attachmentId,
            title: item.title.trim(),
            price: item.price,
            language: item.language,
            keywords: item.keywords.trim(),
            description: item.description.trim(),
          })),
        })
        group.forEach((item, index) => patch(item.key, { phase: 'done', documentId: result.document[index]?.id }))
        done += group.length
      } catch (error) {
        group.forEach((item) => patch(item.key, { phase: 'failed', error: (error as Error).message }))
      }
    }
    setRunning(false)
    if (done > 0) Toast.success(`成功上传 ${done} 个文档`)
  }

  useEffect(() => {
    if (!running) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [running])

  const hashing = items.some((item) => item.phase === 'hashing')
  const pending = items.filter((item) => !item.blocked && ['waiting', 'failed'].includes(item.phase)).length
  const doneCount = items.filter((item) => item.phase === 'done').length
  const accept = rules ? rules.allowed_ext.map((ext) => `.${ext}`).join(',') : ''
  const hint = rules
    ? `支持 ${rules.allowed_ext.map((ext) => `.${ext}`).join(' ')}；单个文件不超过 ${Math.round(rules.max_bytes / 1024 / 1024)}MB，单次最多 ${rules.max_files} 个`
    : ''

  return (
    <div className="ds-up-page">
      <SeoHead title="上传文档" noindex />
      <UploadStyles />
      <div className="ds-container">
        {refusal || !rules ? (
          <Refusal message={refusal} />
        ) : (
          <>
            <section className="ds-up-card">
              <div className="ds-up-head">
                <h1>上传文档</h1>
                <p data-testid="upload-publishing">
                  {review ? '上传的文档需经管理员审核通过后才会公开，请勿上传侵权或违规内容' : '上传的文档会在转换完成后发布，请勿上传侵权或违规内容'}
                </p>
              </div>
              <UploadDropzone accept={accept} hint={hint} disabled={running} onFiles={addFiles} />
            </section>

            {items.length > 0 && (
              <section className="ds-up-card" aria-label="批量设置">
                <div className="ds-up-batch">
                  <div>
                    <span className="ds-up-label">分类</span>
                    <Cascader
                      style={{ width: '100%' }}
                      treeData={categories}
                      value={batch.category}
                      changeOnSelect
                      placeholder="为全部文件选择分类"
                      emptyContent="暂无可选分类"
                      onChange={(value) => setBatch({ ...batch, category: ((value as number[] | undefined) ?? []).map(Number) })}
                    />
                  </div>
                  <div>
                    <span className="ds-up-label">价格</span>
                    <InputNumber
                      style={{ width: '100%' }}
                      min={0}
                      max={1000000}
                      precision={0}
                      value={batch.price}
                      placeholder="0 表示免费"
                      onChange={(price) => setBatch({ ...batch, price: price === '' ? undefined : Number(price) })}
                    />
                  </div>
                  <div>
                    <span className="ds-up-label">语言</span>
                    <Select
                      style={{ width: '100%' }}
                      optionList={languages}
                      value={batch.language}
                      placeholder="未设置"
                      showClear
                      onChange={(language) => setBatch({ ...batch, language: language === undefined ? undefined : String(language) })}
                    />
                  </div>
                  <Button onClick={applyToAll} disabled={running}>
                    应用到全部
                  </Button>
                </div>
              </section>
            )}

            <section className="ds-up-card">
              {items.length === 0 ? (
                <Empty
                  image={<IllustrationNoContent style={{ width: 120, height: 120 }} />}
                  description="还没有选择文件"
                />
              ) : (
                <div className="ds-up-list">
                  {items.map((item) => (
                    <UploadFileCard
                      key={item.key}
                      item={item}
                      categories={categories}
                      languages={languages}
                      errors={errors[item.key]}
                      onChange={(change) => patch(item.key, change)}
                      onRemove={() => setItems((current) => current.filter((entry) => entry.key !== item.key))}
                      onRetry={() => void upload([item.key])}
                    />
                  ))}
                </div>
              )}
              <div className="ds-up-actions">
                <span className="ds-up-actions__summary">
                  共 {items.length} 个文件{doneCount > 0 && `，已完成 ${doneCount} 个`}
                  {doneCount > 0 && (
                    <>
                      ，<Link href="/me/document">查看我的文档</Link>
                    </>
                  )}
                </span>
                <Button
                  theme="solid"
                  size="large"
                  icon={<IconUpload />}
                  loading={running}
                  disabled={pending === 0 || hashing}
                  onClick={() => void upload()}
                >
                  {hashing ? '正在计算MD5…' : running ? '上传中…' : `开始上传${pending ? `（${pending}）` : ''}`}
                </Button>
              </div>
            </section>
          </>
        )}
      </div>
    </div>
  )
}
