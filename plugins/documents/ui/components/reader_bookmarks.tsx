import { useRef, useState } from 'react'
import { router } from '@inertiajs/react'
import { Button, Empty, List, Modal, TextArea, Toast } from '@douyinfe/semi-ui-19'
import { IconBookmark, IconBookmarkAddStroked, IconBookStroked } from '@douyinfe/semi-icons'
import { IllustrationNoContent } from '@douyinfe/semi-illustrations'
import { formatDateTime } from '~/lib/format'
import './reader_bookmarks.css'
import { BarButton } from './reader_toolbar'
import { ReaderSheet, ReaderSheetState } from './reader_sheet'
import { useBookmarks, type Bookmark } from './use_bookmarks'

const NOTE_MAX_LENGTH = 200

interface ReaderBookmarksProps {
  documentId: number
  current: number
  /** Signed in: a guest is asked to log in first. */
  member: boolean
  goTo: (page: number) => void
}

/** The note of the page being read: added, changed or the bookmark removed. */
function BookmarkModal(props: {
  page: number
  bookmark?: Bookmark
  onSave: (note: string) => Promise<void>
  onRemove: () => Promise<void>
  onClose: () => void
}) {
  const { page, bookmark, onSave, onRemove, onClose } = props
  const [note, setNote] = useState(bookmark?.note ?? '')
  const [busy, setBusy] = useState(false)
  const run = async (work: () => Promise<void>, done: string) => {
    setBusy(true)
    try {
      await work()
      Toast.success(done)
      onClose()
    } catch (failure) {
      Toast.error((failure as Error).message || '操作失败，请稍后再试')
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal
      visible
      title={bookmark ? `编辑书签 · 第 ${page} 页` : `添加书签 · 第 ${page} 页`}
      className="ds-reader-bookmark-modal"
      zIndex={1002}
      onCancel={onClose}
      footer={
        <div className="ds-reader-bookmark-modal__footer">
          {bookmark && (
            <Button type="danger" theme="borderless" disabled={busy} onClick={() => void run(onRemove, '已删除书签')}>
              删除书签
            </Button>
          )}
          <Button onClick={onClose}>取消</Button>
          <Button theme="solid" loading={busy} onClick={() => void run(() => onSave(note.trim()), '已保存书签')}>
            保存
          </Button>
        </div>
      }
    >
      <TextArea
        value={note}
        onChange={setNote}
        maxCount={NOTE_MAX_LENGTH}
        maxLength={NOTE_MAX_LENGTH}
        autosize={{ minRows: 3, maxRows: 6 }}
        placeholder="备注（可不填）"
        aria-label="书签备注"
      />
    </Modal>
  )
}

/**
 * 书签 in the page bar: one button bookmarks the page being read (filled when it is), with an
 * optional note; the other lists the member's bookmarks of the document in a side sheet, a
 * drawer from the bottom on phones, and choosing one turns to its page.
 */
export function ReaderBookmarks({ documentId, current, member, goTo }: ReaderBookmarksProps) {
  const { bookmarks, error, load, save, remove } = useBookmarks(documentId, member)
  const [editing, setEditing] = useState(0)
  const [listed, setListed] = useState(false)
  // The page is turned once the sheet has closed, when the page is free to scroll again.
  const pending = useRef(0)
  const here = bookmarks?.find((bookmark) => bookmark.page === current)
  const marked = editing ? bookmarks?.find((bookmark) => bookmark.page === editing) : undefined

  const mark = () => {
    if (!member) return router.visit(`/login?redirect=${encodeURIComponent(`/document/${documentId}`)}`)
    setEditing(current)
  }

  const choose = (bookmark: Bookmark) => {
    pending.current = bookmark.page
    setListed(false)
  }

  return (
    <>
      <BarButton
        icon={here ? <IconBookmark /> : <IconBookmarkAddStroked />}
        className={here ? 'ds-reader-bookmarks__mark is-marked' : 'ds-reader-bookmarks__mark'}
        aria-label={here ? `编辑第 ${current} 页的书签` : `给第 ${current} 页加书签`}
        aria-pressed={Boolean(here)}
        aria-haspopup="dialog"
        onClick={mark}
      />
      {member && <BarButton icon={<IconBookStroked />} aria-label="书签列表" aria-haspopup="dialog" onClick={() => setListed(true)} />}
      {editing > 0 && (
        <BookmarkModal
          key={editing}
          page={editing}
          bookmark={marked}
          onSave={(note) => save(editing, note)}
          onRemove={() => (marked ? remove(marked) : Promise.resolve())}
          onClose={() => setEditing(0)}
        />
      )}
      <ReaderSheet
        title="书签"
        visible={listed}
        className="ds-reader-bookmarks"
        turnTo={pending}
        goTo={goTo}
        onClose={() => setListed(false)}
      >
        <div data-testid="reader-bookmarks">
          <ReaderSheetState loading={bookmarks === null} error={error} onRetry={() => void load()} />
          {bookmarks && bookmarks.length === 0 && (
            <Empty
              image={<IllustrationNoContent className="ds-empty-image" />}
              title="暂无书签"
              description="点页码栏的书签按钮，把正在读的这一页记下来"
            />
          )}
          {bookmarks && bookmarks.length > 0 && (
            <List
              dataSource={bookmarks}
              renderItem={(bookmark) => (
                <List.Item className="ds-reader-bookmarks__item">
                  <button
                    type="button"
                    className={bookmark.page === current ? 'ds-reader-bookmarks__entry is-current' : 'ds-reader-bookmarks__entry'}
                    onClick={() => choose(bookmark)}
                  >
                    <span className="ds-reader-bookmarks__page">第 {bookmark.page} 页</span>
                    {bookmark.note && <span className="ds-reader-bookmarks__note">{bookmark.note}</span>}
                    <span className="ds-reader-bookmarks__date">{formatDateTime(bookmark.updated_at)}</span>
                  </button>
                </List.Item>
              )}
            />
          )}
        </div>
      </ReaderSheet>
    </>
  )
}
