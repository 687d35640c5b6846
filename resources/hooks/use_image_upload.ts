import { useRef, useState, type ChangeEvent } from 'react'
import { Toast } from '@douyinfe/semi-ui-19'
import { api } from '~/lib/api'

/**
 * A hidden file input that uploads the chosen image to `url` (an upload API answering
 * `{ data: { path } }`) and hands the stored path on. Admin image fields share it.
 */
export function useImageUpload(url: string, onUploaded: (path: string) => void) {
  const [uploading, setUploading] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setUploading(true)
    try {
      const form = new FormData()
      form.append('file', file)
      const response = await api.post(url, form)
      onUploaded(response.data.path)
      Toast.success('上传成功')
    } catch (failure: any) {
      Toast.error(failure?.message ?? '上传失败')
    } finally {
      setUploading(false)
    }
  }

  return { input, uploading, upload }
}
