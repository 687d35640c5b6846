import vine from '@vinejs/vine'
import { CHAT_MODES } from '../enums/chat.js'

export const openSessionValidator = vine.create({
  mode: vine.enum(CHAT_MODES).optional(),
  document_id: vine.number().withoutDecimals().min(0).optional(),
})

export const sendMessageValidator = vine.create({
  message: vine.object({
    content: vine.string().trim().maxLength(4000).optional(),
    type: vine.enum(['text', 'image']).optional(),
    file_ids: vine.array(vine.number().withoutDecimals().positive()).maxLength(10).optional(),
  }),
})

export const closeSessionValidator = vine.create({
  rating: vine.number().withoutDecimals().min(0).max(5).optional(),
  feedback: vine.string().trim().maxLength(1000).optional(),
})

export const uploadFileFieldsValidator = vine.create({
  filename: vine.string().trim().maxLength(255).optional(),
  mime_type: vine.string().trim().maxLength(128).optional(),
  session_id: vine.number().withoutDecimals().min(0).optional(),
})
