import { Link } from '~/components/link'
import { Button, Empty } from '@douyinfe/semi-ui-19'
import { IllustrationNoAccess } from '@douyinfe/semi-illustrations'

/** Why this member cannot upload now (the server's message), instead of the form. */
export function UploadRefusal({ message }: { message: string }) {
  return (
    <div className="ds-card ds-up-card ds-up-refusal" data-testid="upload-refusal">
      <Empty image={<IllustrationNoAccess className="ds-up-refusal-image" />} title="暂时不能上传文档" description={message}>
        <Link href="/">
          <Button theme="solid">返回首页</Button>
        </Link>
      </Empty>
    </div>
  )
}
