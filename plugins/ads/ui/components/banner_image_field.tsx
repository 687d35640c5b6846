import { useRef, useState, type ChangeEvent } from 'react'
import { Button, Space, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconImage, IconUpload } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'

/** The banner's image: uploaded through /api/v1/upload/banner, shown at the carousel's proportions. */
export function BannerImageField({
  value,
  canUpload,
  onChange,
}: {
  value: string
  canUpload: boolean
  onChange: (path: string) => void
}) {
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
      const response = await api.post('/api/v1/upload/banner', form)
      onChange(response.data.path)
      Toast.success('上传成功')
    } catch (failure: any) {
      Toast.error(failure?.message ?? '上传失败')
    } finally {
      setUploading(false)
    }
  }

  return (
    <div className="ds-banner-image">
      <div className="ds-banner-image__preview">
        {value ? (
          <img src={value} alt="横幅图片" />
        ) : (
          <Typography.Text type="tertiary" size="small">
            <IconImage /> 建议 1920×480（4:1），主要内容放在中间，手机上两侧会略有裁剪
          </Typography.Text>
        )}
      </div>
      {canUpload && (
        <Space wrap>
          <input ref={input} type="file" hidden accept="image/png,image/jpeg,image/gif,image/webp" aria-label="选择横幅图片" onChange={upload} />
          <Button icon={<IconUpload />} loading={uploading} onClick={() => input.current?.click()}>
            {value ? '更换图片' : '上传图片'}
          </Button>
          <Typography.Text type="tertiary" size="small">
            JPG、PNG、GIF、WebP，不超过 10MB
          </Typography.Text>
        </Space>
      )}
    </div>
  )
}
