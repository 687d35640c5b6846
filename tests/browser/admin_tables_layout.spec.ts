import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { overflowOf, signInAsAdmin, snapshot } from '#tests/helpers/browser'
import { seedLongRows } from '#tests/helpers/long_rows'

/** Every admin page the router knows without a parameter (a new list is covered without editing this spec). */
function adminPages() {
  const routes = Object.values(router.toJSON()).flat() as { pattern: string; methods: string[] }[]
  const patterns = routes.filter((route) => route.methods.includes('GET')).map((route) => route.pattern)
  return [...new Set(patterns)].filter((pattern) => /^\/admin(\/|$)/.test(pattern) && !pattern.includes(':')).sort()
}

/**
 * Runs in the page: for every row of every visible table, the boxes of what each cell shows
 * (its text and elements, cut where the cell or an element inside it clips them: an ellipsis) are
 * compared with the cell's own box and with the other cells' content. A cell pinned to a side
 * counts as its whole box, because its background covers whatever scrolls under it. Answers
 * one line per problem, naming the table, the row and the columns.
 */
function tableProblems() {
  const browser = globalThis as any
  const doc = browser.document
  type Box = { left: number; right: number; top: number; bottom: number }
  const TOLERANCE = 1
  const clip = (box: Box, by: Box): Box => ({
    left: Math.max(box.left, by.left),
    right: Math.min(box.right, by.right),
    top: Math.max(box.top, by.top),
    bottom: Math.min(box.bottom, by.bottom),
  })
  const empty = (box: Box) => box.right - box.left <= TOLERANCE || box.bottom - box.top <= TOLERANCE
  const clips = (element: any) => {
    const style = browser.getComputedStyle(element)
    return style.overflowX !== 'visible' || style.overflowY !== 'visible'
  }
  const visible = (element: any) => {
    const style = browser.getComputedStyle(element)
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0
  }

  /** The union of the shown boxes of a cell's text and leaf elements, each cut by the clipping elements it sits in. */
  function contentBox(cell: any): Box | null {
    const boxes: Box[] = []
    const add = (rects: Box[], from: any) => {
      for (const rect of rects) {
        let box: Box = rect
        // Up to and with the cell: a column declared with `ellipsis` clips (and ellipses) in the cell itself.
        for (let parent = from; parent; parent = parent === cell ? null : parent.parentElement) {
          if (clips(parent)) box = clip(box, parent.getBoundingClientRect())
        }
        if (!empty(box)) boxes.push(box)
      }
    }
    const walker = doc.createTreeWalker(cell, 1 | 4)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === 3) {
        if (!node.textContent.trim() || !visible(node.parentElement)) continue
        const range = doc.createRange()
        range.selectNodeContents(node)
        add([...range.getClientRects()], node.parentElement)
      } else if (node.children.length === 0 && !node.textContent.trim() && visible(node)) {
        add([node.getBoundingClientRect()], node.parentElement)
      }
    }
    if (!boxes.length) return null
    return {
      left: Math.min(...boxes.map((box) => box.left)),
      right: Math.max(...boxes.map((box) => box.right)),
      top: Math.min(...boxes.map((box) => box.top)),
      bottom: Math.max(...boxes.map((box) => box.bottom)),
    }
  }

  const problems: string[] = []
  const tables = [...doc.querySelectorAll('.semi-table-wrapper')].filter((table: any) => table.getBoundingClientRect().width > 0)
  tables.forEach((table: any, tableIndex: number) => {
    const headings = [...table.querySelectorAll('thead tr:last-child th')].map(
      (th: any, index: number) => th.textContent.trim() || (th.querySelector('.semi-checkbox') ? '选择' : `第 ${index + 1} 列`)
    )
    const name = (table.closest('[aria-label]')?.getAttribute('aria-label') ?? '') || `表格 ${tableIndex + 1}`
    const rows = [...table.querySelectorAll('.semi-table-tbody tr.semi-table-row')]
    rows.forEach((row: any, rowIndex: number) => {
      const cells = [...row.children].map((cell: any, index: number) => {
        const box = cell.getBoundingClientRect()
        const pinned = /semi-table-cell-fixed-(left|right)/.test(cell.className)
        return { column: headings[index] ?? `第 ${index + 1} 列`, box, content: contentBox(cell), pinned }
      })
      const where = `${name} 第 ${rowIndex + 1} 行`
      for (const cell of cells) {
        const content = cell.content
        if (!content) continue
        if (content.left < cell.box.left - TOLERANCE || content.right > cell.box.right + TOLERANCE) {
          problems.push(
            `${where}「${cell.column}」: content ${Math.round(content.right - content.left)}px wide overflows its ${Math.round(cell.box.width)}px cell`
          )
        }
      }
      for (let i = 0; i < cells.length; i++) {
        for (let j = i + 1; j < cells.length; j++) {
          const [a, b] = [cells[i], cells[j]]
          const boxA = a.pinned ? a.box : a.content
          const boxB = b.pinned ? b.box : b.content
          if (!boxA || !boxB || (a.pinned && b.pinned)) continue
          // Content overlapping its own pinned cell is not the pinned cell's fault: only other cells' content counts.
          if (!a.content && !b.content) continue
          const overlap = clip(boxA, boxB)
          if (!empty(overlap)) {
            problems.push(
              `${where}:「${a.column}」and「${b.column}」overlap by ${Math.round(overlap.right - overlap.left)}px${a.pinned || b.pinned ? ' (under the pinned column)' : ''}`
            )
          }
        }
      }
    })
  })
  return problems
}

/** The pages of the audit's finding, also opened on a phone (the other list pages are, by admin_list_pages.spec). */
const PHONE_CHECKED = ['/admin/user/list', '/admin/document/list', '/admin/visitor-analytics']

/** Opens the path in the one tab the test reuses, at the width from the first paint, once React has hydrated it. */
async function open(page: any, path: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport)
  await page.goto(path, { waitUntil: 'domcontentloaded', timeout: 120_000 })
  await page.waitForSelector('body[data-hydrated]', { timeout: 120_000 })
}

/** Waits until the page's tables have their rows (or say they have none) and the columns have been fitted. */
async function settle(page: any) {
  const table = await page
    .locator('.semi-table-wrapper')
    .first()
    .waitFor({ timeout: 3_000 })
    .then(() => true)
    .catch(() => false)
  if (!table) return false
  await page
    .locator('.semi-table-tbody .semi-table-row, .semi-table-empty, .ds-admin-list__empty')
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => {})
  await page
    .waitForFunction('!document.querySelector(".semi-table-wrapper .semi-spin-spinning")', null, { timeout: 10_000 })
    .catch(() => {})
  // The columns are fitted to the measured width after a frame, and again when a scrollbar comes.
  await page.waitForTimeout(400)
  return true
}

const shotName = (path: string, width: number) =>
  `tables_${width}_${path.slice('/admin'.length).replace(/^\//, '').replaceAll('/', '_') || 'index'}`

test.group('Admin tables with long values', (group) => {
  group.each.timeout(900_000)

  test('no two cells of a row print over each other at 1280 px, no cell text leaves its cell, and the lists of the finding fit a phone', async ({
    visit,
    browserContext,
    assert,
  }) => {
    const admin = await signInAsAdmin(browserContext)
    await seedLongRows(admin.id)
    const problems: string[] = []
    const checked: string[] = []
    const page = await visit('about:blank')
    for (const path of adminPages()) {
      await open(page, path, { width: 1280, height: 800 })
      if (!(await settle(page))) continue
      checked.push(path)
      for (const problem of await page.evaluate(tableProblems)) problems.push(`${path} @1280px ${problem}`)
      await snapshot(page, shotName(path, 1280))
    }
    for (const path of PHONE_CHECKED) {
      await open(page, path, { width: 390, height: 844 })
      await settle(page)
      const overflow = await overflowOf(page)
      if (overflow > 1) problems.push(`${path} @390px: the page scrolls sideways by ${overflow}px`)
      await snapshot(page, shotName(path, 390))
    }
    assert.includeMembers(checked, PHONE_CHECKED)
    assert.deepEqual(problems, [], `Admin tables whose cells overlap or overflow:\n${problems.join('\n')}`)
  })
})
