import { defineLabeledEnum } from '#core/kernel/labeled_enum'

/** What an attachment belongs to (spec §3 "Attachment types"). */
const attachmentType = defineLabeledEnum({
  Unknown: [0, '未知'],
  Avatar: [1, '头像'],
  Document: [2, '文档'],
  Article: [3, '文章'],
  Comment: [4, '评论'],
  Banner: [5, '横幅'],
  CategoryCover: [6, '分类封面'],
  Config: [7, '配置'],
  SpiderDocument: [8, '采集文档'],
})

export const AttachmentType = attachmentType.values
export type AttachmentTypeValue = (typeof AttachmentType)[keyof typeof AttachmentType]
export const ATTACHMENT_TYPE_LABELS = attachmentType.labels
export const ATTACHMENT_TYPE_OPTIONS = attachmentType.options
