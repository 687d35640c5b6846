import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/** WCAG 2.1 A and AA: the level issue 19 asks every page to meet. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
/** What fails a browser test; minor and moderate findings are reported by the accessibility spec only. */
export const BLOCKING_IMPACTS = ['serious', 'critical']

/**
 * Findings inside Semi UI's own markup that no prop of ours can change (checked against
 * @douyinfe/semi-ui-19 2.x): each names the rule and the Semi element it is found in. Only these
 * exact pairs are left out of the results; README lists them as open.
 */
export const SEMI_DEFECTS: { rule: string; within: string; why: string }[] = [
  { rule: 'aria-required-parent', within: '.semi-avatar', why: 'Avatar hard-codes role="listitem", even outside an AvatarGroup' },
  {
    rule: 'role-img-alt',
    within: '.semi-select-arrow, .semi-cascader-arrow, .semi-tree-select-arrow',
    why: 'the arrow icon of a select gets aria-label=""',
  },
  {
    rule: 'aria-valid-attr-value',
    within: '.semi-select, .semi-cascader, .semi-tree-select',
    why: 'a closed select points aria-controls at its unrendered popup',
  },
  { rule: 'aria-conditional-attr', within: '.semi-table-row', why: 'tree tables put aria-expanded on <tr> in a table' },
  {
    rule: 'aria-required-children',
    within: '.semi-navigation-list, .semi-navigation-sub',
    why: 'Nav gives role="menu" to lists whose group rows have no role',
  },
  {
    rule: 'aria-required-parent',
    within: '.semi-navigation-sub-title, .semi-navigation-sub',
    why: 'Nav group titles, and the entries of an open group, are role="menuitem" under a role-less <li> or <ul>',
  },
  { rule: 'listitem', within: '.semi-navigation-sub-wrap', why: 'Nav group rows are <li> in a role="menu" list' },
  {
    rule: 'list',
    within: '.semi-navigation-sub, .semi-navigation-list, .semi-page',
    why: 'Nav and Pagination lists hold role-less or non-<li> children',
  },
]

export interface AxeViolation {
  id: string
  impact: string
  help: string
  targets: string[]
}

let source: string | undefined
function axeSource() {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  return source
}

/**
 * Semi dims a loading list (Spin) to half opacity, and axe would measure the contrast of the dimmed
 * text: waits until nothing on the page is loading, 15 s at most (a page that never settles is then
 * checked as it is).
 */
async function settle(page: any) {
  const loading = '.semi-spin:not(.semi-spin-hidden) .semi-spin-children'
  await page
    .waitForFunction((selector: string) => !(globalThis as any).document.querySelector(selector), loading, { timeout: 15_000 })
    .catch(() => {})
}

/**
 * Runs axe-core in the page, once it has settled. It is evaluated over the DevTools protocol rather than added as
 * a script tag, so the site's Content-Security-Policy neither blocks it nor reports it.
 */
export async function axeViolations(page: any): Promise<AxeViolation[]> {
  await settle(page)
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource())
  return page.evaluate(
    async ({ tags, defects }: { tags: string[]; defects: typeof SEMI_DEFECTS }) => {
      const browser = globalThis as any
      const results = await browser.axe.run(browser.document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
        elementRef: true,
      })
      const inSemi = (rule: string, node: any) => defects.some((defect) => defect.rule === rule && node.element?.closest?.(defect.within))
      return results.violations
        .map((violation: any) => ({
          id: violation.id,
          impact: violation.impact ?? 'minor',
          help: violation.help,
          targets: violation.nodes.filter((node: any) => !inSemi(violation.id, node)).map((node: any) => node.target.join(' ')),
        }))
        .filter((violation: any) => violation.targets.length > 0)
    },
    { tags: WCAG_TAGS, defects: SEMI_DEFECTS }
  )
}

export const isBlocking = (violation: AxeViolation) => BLOCKING_IMPACTS.includes(violation.impact)

/** One line per rule: what is wrong, where (first targets) and on which page. */
export function describeViolations(where: string, violations: AxeViolation[]) {
  return violations
    .map((violation) => {
      const shown = violation.targets.slice(0, 5).join(' | ')
      const more = violation.targets.length > 5 ? ` (+${violation.targets.length - 5} more)` : ''
      return `${where}: [${violation.impact}] ${violation.id} (${violation.help}) at ${shown}${more}`
    })
    .join('\n')
}

/** Fails with every serious or critical violation of the page, naming rule, target and page. */
export async function assertAccessible(page: any, where = page.url()) {
  const blocking = (await axeViolations(page)).filter(isBlocking)
  if (blocking.length) throw new Error(`Accessibility (axe, WCAG 2.1 AA) violations:\n${describeViolations(where, blocking)}`)
}
