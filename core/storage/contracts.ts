export { default as storage, StorageService, IMAGE_CONTENT_TYPES } from './storage_service.js'
export type { StoreUploadInput } from './storage_service.js'
export { default as Attachment } from './models/attachment.js'
export { AttachmentType, ATTACHMENT_TYPE_LABELS } from './enums/attachment_type.js'
export type { AttachmentTypeValue } from './enums/attachment_type.js'
export { attachmentJson } from './transformers/attachment_transformer.js'
export { storeUploadedImage, storeImageFile } from './actions/store_uploaded_image.js'
export type { UploadedImageOptions } from './actions/store_uploaded_image.js'
export type { ContentSource, ContentCheck } from './services/content_write.js'
export {
  STORAGE_FULL_MESSAGE,
  STORAGE_UNAVAILABLE_MESSAGE,
  isDiskWriteError,
  reportWriteFailure,
  writeFailuresSince,
} from './services/write_failures.js'
export { claimAttachment } from './actions/claim_attachment.js'
