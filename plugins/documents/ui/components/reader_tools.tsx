import { contributedComponent } from '~/lib/ui_contributions'

/** A tool another plugin adds to the reader: an `extras` entry whose key ends in `_tool` names its contributed component. */
function toolNames(extras: Record<string, unknown>) {
  return Object.entries(extras)
    .filter(([key, value]) => key.endsWith('_tool') && typeof value === 'string')
    .map(([, value]) => value as string)
}

/** Buttons other plugins put above the pages (the assistant's 问这篇文档), given the document's id and title. */
export function ReaderTools({ extras, documentId, title }: { extras: Record<string, unknown>; documentId: number; title: string }) {
  const tools = toolNames(extras).flatMap((name) => {
    const Tool = contributedComponent<{ documentId: number; title: string }>(name)
    return Tool ? [{ name, Tool }] : []
  })
  if (tools.length === 0) return null
  return (
    <div className="ds-reader-tools">
      {tools.map(({ name, Tool }) => (
        <Tool key={name} documentId={documentId} title={title} />
      ))}
    </div>
  )
}
