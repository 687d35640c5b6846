import { useEffect, useRef } from 'react'
import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import Image from '@tiptap/extension-image'
import { Button, Toast, Tooltip } from '@douyinfe/semi-ui-19'
import {
  IconBold,
  IconCode,
  IconH1,
  IconH2,
  IconImage,
  IconItalic,
  IconList,
  IconOrderedList,
  IconQuote,
  IconRedo,
  IconStrikeThrough,
  IconUndo,
} from '@douyinfe/semi-icons'
import { api } from '~/lib/api'
import { apiUrl } from '~/lib/api_url'

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp']

/** Uploads one image as an article attachment (type 3) and returns its public path. */
async function uploadImage(file: File) {
  if (!IMAGE_TYPES.includes(file.type)) throw new Error('只支持 JPG、PNG、GIF、WebP 格式的图片')
  const form = new FormData()
  form.append('file', file)
  const result = await api.post(apiUrl('articles.upload'), form)
  return String(result.data.path)
}

async function insertImages(editor: Editor, files: File[]) {
  for (const file of files) {
    try {
      const src = await uploadImage(file)
      editor
        .chain()
        .focus()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
        .run()
    } catch (error) {
      Toast.error((error as Error).message || '图片上传失败')
    }
  }
}

function ToolButton({ label, icon, active, onClick }: { label: string; icon: React.ReactNode; active?: boolean; onClick: () => void }) {
  return (
    <Tooltip content={label} position="top">
      <Button
        aria-label={label}
        aria-pressed={active}
        size="small"
        theme={active ? 'light' : 'borderless'}
        type={active ? 'primary' : 'tertiary'}
        icon={icon}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  )
}

/**
 * The article body editor (tiptap): headings, lists, quotes, code, images uploaded as
 * attachments by the toolbar, by pasting or by dropping. Emits HTML; the server sanitises it.
 */
export function ArticleEditor({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const fileInput = useRef<HTMLInputElement>(null)
  const editorRef = useRef<Editor | null>(null)
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } }), Image.configure({ inline: false })],
    content: value,
    editorProps: {
      attributes: { 'class': 'ds-art-editor__content ds-art-body', 'aria-label': '文章内容', 'role': 'textbox', 'aria-multiline': 'true' },
      handlePaste(_view, event) {
        const files = Array.from(event.clipboardData?.files ?? []).filter((file) => file.type.startsWith('image/'))
        if (files.length === 0 || !editorRef.current) return false
        event.preventDefault()
        void insertImages(editorRef.current, files)
        return true
      },
      handleDrop(_view, event) {
        const files = Array.from((event as DragEvent).dataTransfer?.files ?? []).filter((file) => file.type.startsWith('image/'))
        if (files.length === 0 || !editorRef.current) return false
        event.preventDefault()
        void insertImages(editorRef.current, files)
        return true
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  })
  editorRef.current = editor

  // A draft restored after the editor mounted replaces its content once.
  useEffect(() => {
    if (editor && value && editor.isEmpty) editor.commands.setContent(value)
  }, [editor, value])

  if (!editor) return <div className="ds-art-editor ds-art-editor--loading" aria-busy="true" />
  const chain = () => editor.chain().focus()
  return (
    <div className="ds-art-editor">
      <div className="ds-art-editor__toolbar" role="toolbar" aria-label="格式">
        <ToolButton
          label="标题"
          icon={<IconH1 />}
          active={editor.isActive('heading', { level: 2 })}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolButton
          label="小标题"
          icon={<IconH2 />}
          active={editor.isActive('heading', { level: 3 })}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <ToolButton label="加粗" icon={<IconBold />} active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()} />
        <ToolButton label="斜体" icon={<IconItalic />} active={editor.isActive('italic')} onClick={() => chain().toggleItalic().run()} />
        <ToolButton
          label="删除线"
          icon={<IconStrikeThrough />}
          active={editor.isActive('strike')}
          onClick={() => chain().toggleStrike().run()}
        />
        <ToolButton
          label="无序列表"
          icon={<IconList />}
          active={editor.isActive('bulletList')}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          label="有序列表"
          icon={<IconOrderedList />}
          active={editor.isActive('orderedList')}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolButton
          label="引用"
          icon={<IconQuote />}
          active={editor.isActive('blockquote')}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <ToolButton
          label="代码块"
          icon={<IconCode />}
          active={editor.isActive('codeBlock')}
          onClick={() => chain().toggleCodeBlock().run()}
        />
        <ToolButton label="插入图片" icon={<IconImage />} onClick={() => fileInput.current?.click()} />
        <span className="ds-art-editor__gap" />
        <ToolButton label="撤销" icon={<IconUndo />} onClick={() => chain().undo().run()} />
        <ToolButton label="重做" icon={<IconRedo />} onClick={() => chain().redo().run()} />
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          hidden
          data-testid="article-image-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [])
            event.target.value = ''
            void insertImages(editor, files)
          }}
        />
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
