import { useRef, useState, type ChangeEvent } from 'react'
import { Button, Image, Space, Toast, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete, IconUpload } from '@douyinfe/semi-icons'
import { api } from '~/lib/api'

/**
 * An image of the category (icon or cover): uploaded through /api/v1/upload/category,
 * previewed, and cleared with one click. The stored value is the image's path.
 */
export function CategoryImageField({
  label,
  value,
  onChange,
  previewHeight,
}: {
  label: string
  value: string
  onChange: (path: string) => void
  previewHeight: number
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
      const response = await api.post('/api/v1/upload/category', form)
      onChange(response.data.path)
      Toast.success('上传成功')
    } catch (failure: any) {
      Toast.error(failure?.message ?? '上传失败')
    } finally {
      setUploading(false)
    }
  }

  return (
    <div className="ds-category-image">
      <div className="ds-category-image__preview" style={{ height: previewHeight }}>
        {value ? (
          <Image src={value} alt={label} height={previewHeight} preview />
        ) : (
          <Typography.Text type="tertiary" size="small">
            未设置
          </Typography.Text>
        )}
      </div>
      <Space wrap>
        <input
          ref={input}
          type="file"
          hidden
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-label={`选择${label}图片`}
          onChange={upload}
        />
        <Button icon={<IconUpload />} loading={uploading} onClick={() => input.current?.click()}>
          {value ? `更换${label}` : `上传${label}`}
        </Button>
        {value && (
          <Button icon={<IconDelete />} type="danger" theme="borderless" onClick={() => onChange('')}>
            移除
          </Button>
        )}
      </Space>
    </div>
  )
}
