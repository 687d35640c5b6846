import type { ReactNode } from 'react'
import { Button } from '@douyinfe/semi-ui-19'
import { IconUpload } from '@douyinfe/semi-icons'
import { useImageUpload } from '~/hooks/use_image_upload'

/** The upload button of an admin image field: picks a PNG, JPEG, GIF or WebP and uploads it to `endpoint`. */
export function ImageUploadButton({
  endpoint,
  onUploaded,
  pickLabel,
  children,
}: {
  endpoint: string
  onUploaded: (path: string) => void
  /** The file picker's aria-label. */
  pickLabel: string
  children: ReactNode
}) {
  const { input, uploading, upload } = useImageUpload(endpoint, onUploaded)
  return (
    <>
      <input ref={input} type="file" hidden accept="image/png,image/jpeg,image/gif,image/webp" aria-label={pickLabel} onChange={upload} />
      <Button icon={<IconUpload />} loading={uploading} onClick={() => input.current?.click()}>
        {children}
      </Button>
    </>
  )
}
