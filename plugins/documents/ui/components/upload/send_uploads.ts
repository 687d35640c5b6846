import { api } from '~/lib/api'
import { uploadDocumentFile } from '../upload_request'
import { PENDING_REVIEW, type UploadItem } from '../upload_types'
import { apiUrl } from '~/lib/api_url'

type Patch = (key: string, change: Partial<UploadItem>) => void

/** Sends each file that has no attachment yet; returns those that now have one. */
export async function sendFiles(targets: UploadItem[], current: () => UploadItem[], patch: Patch) {
  const uploaded: UploadItem[] = []
  for (const target of targets) {
    const item = current().find((entry) => entry.key === target.key) ?? target
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
  return uploaded
}

/** Files the documents of uploaded files; returns how many were created, and how many of them wait for review. */
export async function createDocuments(uploaded: UploadItem[], patch: Patch) {
  // One call per category choice: POST /api/v1/document files a batch under one category list.
  const groups = new Map<string, UploadItem[]>()
  for (const item of uploaded) groups.set(item.category.join(','), [...(groups.get(item.category.join(',')) ?? []), item])
  let done = 0
  let awaitingReview = 0
  for (const group of groups.values()) {
    group.forEach((item) => patch(item.key, { phase: 'creating', error: undefined }))
    try {
      const result = await api.post<{ document: { id: number; status: number }[] }>(apiUrl('documents.create'), {
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
      group.forEach((item, index) =>
        patch(item.key, { phase: 'done', documentId: result.document[index]?.id, status: result.document[index]?.status })
      )
      done += group.length
      awaitingReview += result.document.filter((document) => document.status === PENDING_REVIEW).length
    } catch (error) {
      group.forEach((item) => patch(item.key, { phase: 'failed', error: (error as Error).message }))
    }
  }
  return { done, awaitingReview }
}
