import { UploadDropzone } from '../upload_dropzone'
import type { UploadRules } from '../upload_types'

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024)

/** The page title, what happens to an upload, and the drop zone with the accepted types and limits. */
export function UploadIntro({
  rules,
  review,
  running,
  onFiles,
}: {
  rules: UploadRules
  review: boolean
  running: boolean
  onFiles: (files: File[]) => void
}) {
  const types = rules.allowed_ext.map((ext) => `.${ext}`)
  const hint = `支持 ${types.join(' ')}；单个文件不超过 ${megabytes(rules.max_bytes)}MB，单次最多 ${rules.max_files} 个`
  return (
    <section className="ds-card ds-up-card">
      <div className="ds-up-head">
        <h1>上传文档</h1>
        <p data-testid="upload-publishing">
          {review
            ? '上传的文档需经管理员审核通过后才会公开，请勿上传侵权或违规内容'
            : '上传的文档会在转换完成后发布，请勿上传侵权或违规内容'}
        </p>
      </div>
      <UploadDropzone accept={types.join(',')} hint={hint} disabled={running} onFiles={onFiles} />
    </section>
  )
}
