import { Button } from '@douyinfe/semi-ui-19'
import type { BatchAction } from './batch_actions'
import type { DocumentListCan } from './document_list_types'

interface Props {
  actions: BatchAction[]
  can: DocumentListCan
  onRun: (action: BatchAction) => void
  onPick: (what: 'category' | 'language') => void
}

function ActionButtons({ actions, onRun }: Pick<Props, 'actions' | 'onRun'>) {
  return actions.map((action) => (
    <Button key={action.key} size="small" type={action.type ?? 'primary'} onClick={() => onRun(action)}>
      {action.label}
    </Button>
  ))
}

/** The review and recommend actions first, then the two pickers, then re-convert and delete. */
export function DocumentBatchBar({ actions, can, onRun, onPick }: Props) {
  return (
    <>
      <ActionButtons actions={actions.slice(0, 4)} onRun={onRun} />
      {can.category && (
        <Button size="small" type="tertiary" onClick={() => onPick('category')}>
          修改分类
        </Button>
      )}
      {can.language && (
        <Button size="small" type="tertiary" onClick={() => onPick('language')}>
          修改语言
        </Button>
      )}
      <ActionButtons actions={actions.slice(4)} onRun={onRun} />
    </>
  )
}
