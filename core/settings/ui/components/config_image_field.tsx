import type { ReactNode } from 'react'
import { Button, Image, Space, Typography, withField } from '@douyinfe/semi-ui-19'
import { IconDelete } from '@douyinfe/semi-icons'
import { ImageUploadButton } from '~/components/admin/image_upload_button'
import { apiUrl } from '~/lib/api_url'

interface ImageInputProps {
  value?: string
  onChange?: (path: string) => void
  /** The field's label, e.g. 网站Logo: the picker's and the preview's name. */
  name: string
  canUpload: boolean
}

/**
 * An image setting: uploaded through /api/v1/upload/config (checked and stored on the server,
 * served from /uploads), previewed, and removed with one click. The setting holds the path.
 */
function ConfigImageInput({ value, onChange, name, canUpload }: ImageInputProps) {
  const path = value ?? ''
  return (
    <div className="ds-config-image">
      <div className="ds-config-image__preview">
        {path ? (
          <Image src={path} alt={name} height={64} preview />
        ) : (
          <Typography.Text type="tertiary" size="small">
            未设置
          </Typography.Text>
        )}
      </div>
      {canUpload ? (
        <Space wrap>
          <ImageUploadButton
            endpoint={apiUrl('storage.config.upload')}
            onUploaded={(uploaded) => onChange?.(uploaded)}
            pickLabel={`选择${name}`}
          >
            {path ? '更换图片' : '上传图片'}
          </ImageUploadButton>
          {path && (
            <Button icon={<IconDelete />} type="danger" theme="borderless" onClick={() => onChange?.('')}>
              移除
            </Button>
          )}
          <Typography.Text type="tertiary" size="small">
            JPG、PNG、GIF、WebP，不超过 2MB
          </Typography.Text>
        </Space>
      ) : (
        <Typography.Text type="tertiary" size="small">
          你没有上传配置图片的权限
        </Typography.Text>
      )}
    </div>
  )
}

const ImageField = withField(ConfigImageInput)

/** The config form's field of an image setting: label and notes as the other fields have them. */
export function ConfigImageField(props: { field: string; label: string; extraText?: ReactNode; name: string; canUpload: boolean }) {
  return <ImageField {...props} />
}
