import { useMemo, useRef, useState } from 'react'
import { Empty, Tag, Tree } from '@douyinfe/semi-ui-19'
import type { TreeNodeData } from '@douyinfe/semi-ui-19/lib/es/tree/interface'
import { IconListView } from '@douyinfe/semi-icons'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'
import './reader_outline.css'
import { BarButton } from './reader_toolbar'
import { ReaderSheet, ReaderSheetState } from './reader_sheet'

/** An entry of GET /api/v1/document/outline. */
export interface OutlineEntry {
  title: string
  page: number
  children: OutlineEntry[]
}

interface OutlineNode extends TreeNodeData {
  key: string
  page: number
  children?: OutlineNode[]
}

/** Up to this many entries the whole tree is open; a longer outline opens at its chapters. */
const EXPAND_ALL_UP_TO = 100

function toNodes(entries: OutlineEntry[], preview: number, parent = ''): OutlineNode[] {
  return entries.map((entry, index) => {
    const key = parent ? `${parent}-${index}` : String(index)
    const readable = entry.page <= preview
    return {
      key,
      page: entry.page,
      disabled: !readable,
      label: (
        <span className="ds-reader-outline__entry" data-page={entry.page}>
          <span className="ds-reader-outline__title">{entry.title}</span>
          {readable ? (
            <span className="ds-reader-outline__page">{entry.page}</span>
          ) : (
            <Tag size="small" color="grey" className="ds-reader-outline__locked">
              需下载后阅读
            </Tag>
          )}
        </span>
      ),
      children: entry.children.length > 0 ? toNodes(entry.children, preview, key) : undefined,
    }
  })
}

function flatten(nodes: OutlineNode[]): OutlineNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])])
}

/** The entry being read: the last one, in reading order, that starts on or before the current page. */
function currentKey(nodes: OutlineNode[], current: number) {
  let key: string | undefined
  for (const node of nodes) if (node.page <= current) key = node.key
  return key
}

interface ReaderOutlineProps {
  documentId: number
  /** Pages a visitor may read; an entry beyond them is read after downloading. */
  preview: number
  current: number
  goTo: (page: number) => void
}

/**
 * 目录: the document's bookmarks (a PDF's own, an office file's headings) in a side sheet, a
 * drawer from the bottom on phones. Fetched when first opened; choosing an entry turns to its page.
 */
export function ReaderOutline({ documentId, preview, current, goTo }: ReaderOutlineProps) {
  const [visible, setVisible] = useState(false)
  const [entries, setEntries] = useState<OutlineEntry[] | null>(null)
  const [error, setError] = useState('')
  const [loading, setLoading] = useState(false)
  // The page is turned once the sheet has closed, when the page is free to scroll again.
  const pending = useRef(0)

  const load = async () => {
    setLoading(true)
    setError('')
    try {
      const result = await api.get<{ outline: OutlineEntry[] }>(apiUrl('documents.outline'), { id: documentId })
      setEntries(result.outline)
    } catch (failure) {
      setError((failure as Error).message || '目录加载失败，请稍后再试')
    } finally {
      setLoading(false)
    }
  }

  const open = () => {
    setVisible(true)
    if (entries === null && !loading) void load()
  }

  const nodes = useMemo(() => toNodes(entries ?? [], preview), [entries, preview])
  const all = useMemo(() => flatten(nodes), [nodes])
  const expanded = useMemo(() => (all.length <= EXPAND_ALL_UP_TO ? all : nodes).map((node) => node.key), [all, nodes])
  const selected = currentKey(all, current)

  const choose = (node: OutlineNode) => {
    if (node.page > preview) return
    pending.current = node.page
    setVisible(false)
  }

  return (
    <>
      <BarButton icon={<IconListView />} aria-label="目录" aria-haspopup="dialog" onClick={open} />
      <ReaderSheet
        title="目录"
        visible={visible}
        className="ds-reader-outline"
        turnTo={pending}
        goTo={goTo}
        onClose={() => setVisible(false)}
      >
        <div className="ds-reader-outline__body" data-testid="reader-outline">
          <ReaderSheetState loading={loading} error={error} onRetry={() => void load()} />
          {entries && entries.length === 0 && (
            <Empty image={<IllustrationNoContent className="ds-empty-image" />} title="暂无目录" description="这份文档没有可用的目录" />
          )}
          {entries && entries.length > 0 && (
            <Tree
              treeData={nodes}
              defaultExpandedKeys={expanded}
              value={selected}
              blockNode
              motion={false}
              aria-label="文档目录"
              onSelect={(_key, _selected, node) => choose(node as OutlineNode)}
            />
          )}
        </div>
      </ReaderSheet>
    </>
  )
}
