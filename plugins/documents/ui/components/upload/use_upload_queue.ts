import { useEffect, useRef, useState } from 'react'
import { Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'
import { documentFieldErrors, type FieldErrors } from '../document_fields'
import { md5OfFile } from '../upload_hash'
import type { UploadItem, UploadRules } from '../upload_types'
import { isPending, newUploadItem } from './new_upload_item'
import { createDocuments, sendFiles } from './send_uploads'
import type { BatchChoice } from './upload_batch_settings'
import { apiUrl } from '~/lib/api_url'

/**
 * The upload page's files: each is hashed in turn (and checked against the site's documents),
 * then sent and filed as a document. Leaving the page while files are sent asks first.
 */
export function useUploadQueue(rules: UploadRules | undefined, refuseExisting: boolean) {
  const [items, setItems] = useState<UploadItem[]>([])
  const [errors, setErrors] = useState<Record<string, FieldErrors>>({})
  const [batch, setBatch] = useState<BatchChoice>({ category: [] })
  const [running, setRunning] = useState(false)
  const itemsRef = useRef(items)
  itemsRef.current = items
  const hashQueue = useRef(Promise.resolve())

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))
  const remove = (key: string) => setItems((current) => current.filter((entry) => entry.key !== key))

  const hashAndCheck = async (key: string, file: File) => {
    try {
      const hash = await md5OfFile(file, (percent) => patch(key, { percent }))
      const found = await api
        .get<{ exist: boolean; document?: { id: number; title: string } }>(apiUrl('documents.exist'), { hash })
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
    const added = files.slice(0, Math.max(0, room)).map((file) => newUploadItem(file, rules, batch))
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
    const targets = itemsRef.current.filter((item) => isPending(item) && (!keys || keys.includes(item.key)))
    if (targets.length === 0) return
    if (!validate(targets)) return Toast.error('请完善文档信息后再上传')
    setRunning(true)
    const uploaded = await sendFiles(targets, () => itemsRef.current, patch)
    const { done, awaitingReview } = await createDocuments(uploaded, patch)
    setRunning(false)
    if (done > 0) Toast.success(`成功上传 ${done} 个文档${awaitingReview ? '，待管理员审核后公开' : ''}`)
  }

  useEffect(() => {
    if (!running) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [running])

  return { items, errors, batch, setBatch, running, patch, remove, addFiles, applyToAll, upload }
}
