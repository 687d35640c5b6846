import { Button, Image, Space, Typography } from '@douyinfe/semi-ui-19'
import { IconDelete } from '@douyinfe/semi-icons'
import { ImageUploadButton } from '~/components/admin/image_upload_button'
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
        <ImageUploadButton endpoint={apiUrl('categories.category.upload')} onUploaded={onChange} pickLabel={`选择${label}图片`}>
          {value ? `更换${label}` : `上传${label}`}
        </ImageUploadButton>
        {value && (
          <Button icon={<IconDelete />} type="danger" theme="borderless" onClick={() => onChange('')}>
            移除
          </Button>
        )}
      </Space>
    </div>
  )
}
