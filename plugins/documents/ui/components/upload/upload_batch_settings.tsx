import { Button, InputNumber } from '@douyinfe/semi-ui-19'
import { NamedSelect } from '~/components/named_select'
import { CategoryPathSelect } from '~/components/category_path_select'
import { PRICE_RANGE, type CategoryChoice, type LanguageChoice } from '../upload_types'

/** Category, price and language chosen once for every file (new files start with them too). */
export interface BatchChoice {
  category: number[]
  price?: number
  language?: string
}

interface Props {
  batch: BatchChoice
  categories: CategoryChoice[]
  languages: LanguageChoice[]
  running: boolean
  onChange: (batch: BatchChoice) => void
  onApply: () => void
}

export function UploadBatchSettings({ batch, categories, languages, running, onChange, onApply }: Props) {
  return (
    <section className="ds-card ds-up-card" aria-label="批量设置">
      <div className="ds-up-batch">
        <div>
          <span className="ds-up-label">分类</span>
          <CategoryPathSelect
            name="为全部文件选择分类"
            className="ds-up-control"
            categories={categories}
            value={batch.category}
            placeholder="为全部文件选择分类"
            onChange={(category) => onChange({ ...batch, category })}
          />
        </div>
        <div>
          <span className="ds-up-label">价格</span>
          <InputNumber
            className="ds-up-control"
            {...PRICE_RANGE}
            value={batch.price}
            placeholder="0 表示免费"
            aria-label="为全部文件设置价格"
            onChange={(price) => onChange({ ...batch, price: price === '' ? undefined : Number(price) })}
          />
        </div>
        <div>
          <span className="ds-up-label">语言</span>
          <NamedSelect
            name="为全部文件设置语言"
            className="ds-up-control"
            optionList={languages}
            value={batch.language}
            placeholder="未设置"
            showClear
            onChange={(language) => onChange({ ...batch, language: language === undefined ? undefined : String(language) })}
          />
        </div>
        <Button onClick={onApply} disabled={running}>
          应用到全部
        </Button>
      </div>
    </section>
  )
}
