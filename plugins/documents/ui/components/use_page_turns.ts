import { useCallback, useState } from 'react'
import { Toast } from '@douyinfe/semi-ui-19'
import type { ReaderJump } from './reader_types'
import { useCurrentPage } from './use_current_page'
import { usePageInAddress } from './use_page_in_address'
import { useReaderKeys } from './use_reader_keys'

/**
 * Turning pages: the page being read (which the address follows), a way to go to another, and
 * the keys that do it. A page past the preview is read after downloading, and says so.
 */
export function usePageTurns(preview: number, shown: number) {
  const [turn, setTurn] = useState<ReaderJump>()
  const [current, setCurrent] = useCurrentPage(shown)
  usePageInAddress(current)
  const goTo = useCallback(
    (page: number) => {
      if (page > preview) {
        Toast.info(`可在线阅读前 ${preview} 页，第 ${page} 页请下载后阅读`)
        return
      }
      setCurrent(page)
      setTurn((last) => ({ page, seq: (last?.seq ?? 0) + 1, turn: true }))
    },
    [preview, setCurrent]
  )
  useReaderKeys(current, preview, goTo)
  return { current, goTo, turn }
}
