import { useRef, useState, type DragEvent } from 'react'
import { Button } from '@douyinfe/semi-ui-19'
import { IconCloudUploadStroked, IconUpload } from '@douyinfe/semi-icons'

/**
 * A drop area: drag files onto it or click it; 选择文件 is its one control for the keyboard
 * (a focusable area around a button would nest one control in another).
 */
export function UploadDropzone({
  accept,
  hint,
  disabled,
  onFiles,
}: {
  accept: string
  hint: string
  disabled?: boolean
  onFiles: (files: File[]) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const open = () => !disabled && input.current?.click()
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    if (!disabled) onFiles([...event.dataTransfer.files])
  }
  return (
    <div
      className={`ds-up-drop${over ? ' is-over' : ''}`}
      onClick={open}
      onDragOver={(event) => {
        event.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="upload-dropzone"
    >
      <IconCloudUploadStroked className="ds-up-drop__icon" size="inherit" />
      <div className="ds-up-drop__title">将文档拖到这里，或点击选择文件</div>
      <div className="ds-up-drop__hint">{hint}</div>
      <Button
        icon={<IconUpload />}
        theme="solid"
        disabled={disabled}
        onClick={(event) => {
          // The whole area opens the picker too; one click must open it once.
          event.stopPropagation()
          open()
        }}
      >
        选择文件
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        data-testid="upload-input"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])])
          event.target.value = ''
        }}
      />
    </div>
  )
}
