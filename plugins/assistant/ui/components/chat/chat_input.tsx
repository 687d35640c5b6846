import { useRef, useState, type KeyboardEvent } from 'react'
import { Button, Tag, TextArea, Toast, Tooltip } from '@douyinfe/semi-ui-19'
import { IconPaperclip, IconSend } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import { CHAT_ERRORS, CHAT_FILE_MAX_BYTES, CHAT_FILE_TYPES, type ChatFile } from './chat_types'

/** What the browser says a file is, with .txt as plain text when it says nothing. */
function typeOf(file: File) {
  return file.type || (file.name.toLowerCase().endsWith('.txt') ? 'text/plain' : '未知')
}

/**
 * The file area and the input (spec §5): files are checked (type, 5 MB) and uploaded when
 * chosen; Enter sends, Shift+Enter starts a new line; send is disabled while the text is
 * empty and no file is chosen, or while a reply is loading.
 */
export function ChatInput({
  sessionId,
  loading,
  onSend,
}: {
  sessionId: number | null
  loading: boolean
  onSend: (text: string, files: ChatFile[]) => Promise<boolean>
}) {
  const [text, setText] = useState('')
  const [files, setFiles] = useState<ChatFile[]>([])
  const [uploading, setUploading] = useState(0)
  const picker = useRef<HTMLInputElement>(null)
  const disabled = (text.trim() === '' && files.length === 0) || loading || uploading > 0

  const upload = async (file: File) => {
    if (file.size > CHAT_FILE_MAX_BYTES) return Toast.error(CHAT_ERRORS.tooLarge(file.size))
    if (!CHAT_FILE_TYPES.includes(typeOf(file))) return Toast.error(CHAT_ERRORS.wrongType(typeOf(file)))
    const form = new FormData()
    form.append('data', file)
    form.append('filename', file.name)
    form.append('mime_type', typeOf(file))
    if (sessionId) form.append('session_id', String(sessionId))
    setUploading((count) => count + 1)
    try {
      const stored = await api.post<ChatFile>(apiUrl('assistant.files.upload'), form)
      setFiles((current) => [...current, stored])
    } catch (error: any) {
      // The server's reason when it has one the member can act on: a bad file, a daily quota, no space left.
      Toast.error([400, 429, 507].includes(error?.status) && error.message ? error.message : CHAT_ERRORS.fileFailed(file.name))
    } finally {
      setUploading((count) => count - 1)
    }
  }

  const send = async () => {
    if (disabled) return
    const sent = await onSend(text, files)
    if (sent) {
      setText('')
      setFiles([])
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    void send()
  }

  return (
    <div className="ds-chat-input">
      {files.length > 0 && (
        <div className="ds-chat-input__files" aria-label="已选择的文件">
          {files.map((file) => (
            <Tag
              key={file.file_id}
              closable
              color="light-blue"
              onClose={() => setFiles((current) => current.filter((item) => item.file_id !== file.file_id))}
            >
              {file.name}
            </Tag>
          ))}
        </div>
      )}
      <div className="ds-chat-input__row">
        <Tooltip content="上传文件（JPEG、PNG、GIF、PDF、TXT，最大 5MB）">
          <Button
            theme="borderless"
            icon={<IconPaperclip />}
            aria-label="上传文件"
            loading={uploading > 0}
            onClick={() => picker.current?.click()}
          />
        </Tooltip>
        <input
          ref={picker}
          type="file"
          hidden
          multiple
          accept=".jpg,.jpeg,.png,.gif,.pdf,.txt,image/jpeg,image/png,image/gif,application/pdf,text/plain"
          data-testid="assistant-file"
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? [])
            event.target.value = ''
            chosen.forEach((file) => void upload(file))
          }}
        />
        <TextArea
          className="ds-chat-input__text"
          value={text}
          onChange={setText}
          onKeyDown={onKeyDown}
          autosize={{ minRows: 1, maxRows: 4 }}
          placeholder="请输入您的问题，Enter 发送"
          aria-label="输入消息"
          maxLength={4000}
        />
        <Button theme="solid" icon={<IconSend />} aria-label="发送" disabled={disabled} onClick={() => void send()} />
      </div>
    </div>
  )
}
