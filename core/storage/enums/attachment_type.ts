/** What an attachment belongs to (spec §3 "Attachment types"). */
export const AttachmentType = {
  Unknown: 0,
  Avatar: 1,
  Document: 2,
  Article: 3,
  Comment: 4,
  Banner: 5,
  CategoryCover: 6,
  Config: 7,
  SpiderDocument: 8,
} as const

export type AttachmentTypeValue = (typeof AttachmentType)[keyof typeof AttachmentType]

export const ATTACHMENT_TYPE_LABELS: Record<AttachmentTypeValue, string> = {
  0: '未知',
  1: '头像',
  2: '文档',
  3: '文章',
  4: '评论',
  5: '横幅',
  6: '分类封面',
  7: '配置',
  8: '采集文档',
}
