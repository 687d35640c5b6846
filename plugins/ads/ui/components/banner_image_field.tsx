import { Space, Typography } from '@douyinfe/semi-ui-19'
import { IconImage } from '@douyinfe/semi-icons'
import { ImageUploadButton } from '~/components/admin/image_upload_button'
import { apiUrl } from '~/lib/api_url'

/** The banner's image: uploaded through /api/v1/upload/banner, shown at the carousel's proportions. */
export function BannerImageField({ value, canUpload, onChange }: { value: string; canUpload: boolean; onChange: (path: string) => void }) {
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
          <ImageUploadButton endpoint={apiUrl('ads.banner.upload')} onUploaded={onChange} pickLabel="选择横幅图片">
            {value ? '更换图片' : '上传图片'}
          </ImageUploadButton>
          <Typography.Text type="tertiary" size="small">
            JPG、PNG、GIF、WebP，不超过 10MB
          </Typography.Text>
        </Space>
      )}
    </div>
  )
}
