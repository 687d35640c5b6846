/** The id of the element each layout puts its page content in, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content'

/**
 * The first thing Tab reaches: keyboard and screen reader users jump past the header and menu
 * to the page content. Hidden until it has focus.
 */
export function SkipLink() {
  return (
    <a className="ds-skip-link" href={`#${MAIN_CONTENT_ID}`}>
      跳到主要内容
    </a>
  )
}
