import { ApiRequestError } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'

function xsrfToken() {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]+)/)
  return match ? decodeURIComponent(match[1]) : undefined
}

export interface UploadedAttachment {
  id: number
  hash: string
  name: string
  ext: string
  size: number
}

/**
 * POST /api/v1/upload/document with XMLHttpRequest, whose upload progress events fetch
 * lacks. Errors come back like `api` ones: { status, message } with the server's message.
 */
export function uploadDocumentFile(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<UploadedAttachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', apiUrl('documents.upload'))
    xhr.setRequestHeader('Accept', 'application/json')
    const token = xsrfToken()
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)))
    }
    xhr.onload = () => {
      const body = xhr.response
      if (xhr.status >= 200 && xhr.status < 300 && body?.data?.id) {
        onProgress(100)
        resolve(body.data)
      } else {
        reject(new ApiRequestError(xhr.status, body?.message || `上传失败（HTTP ${xhr.status}）`, body))
      }
    }
    xhr.onerror = () => reject(new ApiRequestError(0, '网络请求失败，请检查网络连接'))
    xhr.onabort = () => reject(new ApiRequestError(0, '上传已取消'))
    signal?.addEventListener('abort', () => xhr.abort())
    const form = new FormData()
    form.append('file', file, file.name)
    xhr.send(form)
  })
}
