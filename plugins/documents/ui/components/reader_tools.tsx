import { contributedComponent } from '~/lib/ui_contributions'

type ToolValue = string | { component: string; props?: Record<string, unknown> }

/**
 * What other plugins add to the reader: an `extras` entry whose key ends in `_tool` names a
 * contributed component, alone or with props ({ component, props }).
 */
function toolsOf(extras: Record<string, unknown>) {
  return Object.entries(extras).flatMap(([key, value]) => {
    if (!key.endsWith('_tool') || !value) return []
    const tool = value as ToolValue
    const name = typeof tool === 'string' ? tool : tool.component
    const Tool = contributedComponent<Record<string, unknown>>(name)
    return Tool ? [{ key, Tool, props: typeof tool === 'string' ? {} : (tool.props ?? {}) }] : []
  })
}

/** Blocks and buttons other plugins put above the pages (the assistant's summary and 问这篇文档), given the document's id and title. */
export function ReaderTools({ extras, documentId, title }: { extras: Record<string, unknown>; documentId: number; title: string }) {
  const tools = toolsOf(extras)
  if (tools.length === 0) return null
  return (
    <div className="ds-reader-tools">
      {tools.map(({ key, Tool, props }) => (
        <Tool key={key} {...props} documentId={documentId} title={title} />
      ))}
    </div>
  )
}
