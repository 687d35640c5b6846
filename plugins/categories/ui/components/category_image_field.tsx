import { Button, Image, Space, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete, IconUpload } from '@douyinfe/semi-icons'
import { useImageUpload } from '~/hooks/use_image_upload'
import { apiUrl } from '~/lib/api_url'

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
  const { input, uploading, upload } = useImageUpload(apiUrl('categories.category.upload'), onChange)

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
