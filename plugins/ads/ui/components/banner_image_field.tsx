import { Button, Space, Typography } from '@douyinfe/semi-ui-19'
import { IconImage, IconUpload } from '@douyinfe/semi-icons'
import { useImageUpload } from '~/hooks/use_image_upload'
import { apiUrl } from '~/lib/api_url'

/** The banner's image: uploaded through /api/v1/upload/banner, shown at the carousel's proportions. */
export function BannerImageField({ value, canUpload, onChange }: { value: string; canUpload: boolean; onChange: (path: string) => void }) {
  const { input, uploading, upload } = useImageUpload(apiUrl('ads.banner.upload'), onChange)

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
          <input
            ref={input}
            type="file"
            hidden
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-label="选择横幅图片"
            onChange={upload}
          />
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
