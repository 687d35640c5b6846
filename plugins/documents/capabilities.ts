import { capability, featureGate, reviewCapability, type CapabilityDefinition, type PunishmentTypeDefinition } from '#core/access/contracts'

export const UPLOAD_CAPABILITY = 'enable_upload'
export const DOCUMENT_REVIEW_CAPABILITY = 'enable_document_review'

/** The values of /api/v1/punishment's type for documents. */
export const DocumentPunishment = { NoUpload: 3, NoDownload: 4 } as const

export const documentCapabilities: CapabilityDefinition[] = [
  {
    key: UPLOAD_CAPABILITY,
    label: '上传文档',
    help: '允许该角色的用户上传文档',
    defaults: { superAdmin: true, member: true, others: false },
  },
  reviewCapability({ key: DOCUMENT_REVIEW_CAPABILITY, label: '文档需审核', help: '上传的文档审核通过后才公开' }),
]

export const documentPunishmentTypes: PunishmentTypeDefinition[] = [
  { value: DocumentPunishment.NoUpload, label: '禁止上传', message: '您已被禁止上传' },
  { value: DocumentPunishment.NoDownload, label: '禁止下载', message: '您已被禁止下载' },
]

/** One of the user's groups allows uploads and no punishment forbids them. */
export const assertCanUploadDocument = featureGate({
  capability: UPLOAD_CAPABILITY,
  deniedMessage: '您所在的用户组没有上传文档的权限',
  punishment: DocumentPunishment.NoUpload,
  punishedMessage: '您已被禁止上传文档',
})

/** Uploads wait for review unless one of the uploader's groups skips it. */
export function uploadsNeedReview(userId: number) {
  return capability(userId, DOCUMENT_REVIEW_CAPABILITY)
}
