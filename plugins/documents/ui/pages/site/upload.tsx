import { useSetting } from '~/lib/shared_props'
import { SeoHead } from '~/components/site/seo_head'
import type { CategoryChoice, LanguageChoice, UploadRules } from '../../components/upload_types'
import { useUploadQueue } from '../../components/upload/use_upload_queue'
import { UploadRefusal } from '../../components/upload/upload_refusal'
import { UploadIntro } from '../../components/upload/upload_intro'
import { UploadBatchSettings } from '../../components/upload/upload_batch_settings'
import { UploadFileList } from '../../components/upload/upload_file_list'
import '../../components/upload/upload.css'

interface Props {
  refusal: string
  /** This member's uploads wait for an administrator's review before they are public. */
  review?: boolean
  categories?: CategoryChoice[]
  languages?: LanguageChoice[]
  rules?: UploadRules
}

export default function UploadPage({ refusal, review = false, categories = [], languages = [], rules }: Props) {
  const refuseExisting = useSetting<boolean>('document', 'disable_upload_exist_document', false)
  const queue = useUploadQueue(rules, refuseExisting)

  return (
    <div className="ds-up-page">
      <SeoHead title="上传文档" noindex />
      <div className="ds-container">
        {refusal || !rules ? (
          <UploadRefusal message={refusal} />
        ) : (
          <>
            <UploadIntro rules={rules} review={review} running={queue.running} onFiles={queue.addFiles} />
            {queue.items.length > 0 && (
              <UploadBatchSettings
                batch={queue.batch}
                categories={categories}
                languages={languages}
                running={queue.running}
                onChange={queue.setBatch}
                onApply={queue.applyToAll}
              />
            )}
            <UploadFileList
              items={queue.items}
              errors={queue.errors}
              categories={categories}
              languages={languages}
              running={queue.running}
              onChange={queue.patch}
              onRemove={queue.remove}
              onUpload={(keys) => void queue.upload(keys)}
            />
          </>
        )}
      </div>
    </div>
  )
}
